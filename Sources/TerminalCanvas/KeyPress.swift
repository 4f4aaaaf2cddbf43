/// One key press, with modifiers: the unit keymaps bind and sessions replay.
///
/// Terminals report keys lossily, so the value is normalised on creation and two presses
/// that a terminal cannot tell apart compare equal:
/// * `shift` on an ASCII letter folds into the letter's case: `shift+a` and `shift+A`
///   are `A` (no modifiers), and `ctrl+shift+a` is `ctrl+A`;
/// * control characters become their named key: `"\t"` is `tab`, `"\r"` and `"\n"` are
///   `enter`, ESC is `escape`, DEL is `backspace`, and other C0 codes are `ctrl+letter`
///   (`"\u{1}"` is `ctrl+a`, NUL is `ctrl+space`).
///
/// The text form (`description`, `parse`) is the one syntax used by keymaps, tests and
/// help: `ctrl+alt+shift+<key>`, for example `ctrl+alt+right`, `shift+tab`, `?`, `space`, `f5`,
/// and `tab+<key>` for a Tab chord (`tab+z`).
public struct KeyPress: Hashable, Sendable {
  /// The key, after normalisation.
  public let key: Key
  /// The modifiers held, after normalisation.
  public let modifiers: Modifiers

  /// A key on the keyboard.
  public enum Key: Hashable, Sendable {
    /// A printable character, including space (`character(" ")`, written `space`).
    /// Letters are case-sensitive: `A` is shift+a.
    case character(Character)
    case up
    case down
    case left
    case right
    case enter
    case escape
    case tab
    case backspace
    case delete
    case insert
    case home
    case end
    case pageUp
    case pageDown
    /// Function key F1 to F24.
    case function(Int)
  }

  /// Modifier keys held with a key; printed in the fixed order ctrl, alt, shift.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Control (`ctrl+`, `c-`, `^X`).
    public static let ctrl = Modifiers(rawValue: 1 << 0)
    /// Alt / Option / Meta (`alt+`, `m-`); terminals send it as an ESC prefix.
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// Shift (`shift+`, `s-`); folded into letters, kept for other keys.
    public static let shift = Modifiers(rawValue: 1 << 2)
    /// Tab held down: a Full Keyboard Access chord such as Tab-Z (`tab+z`).
    ///
    /// Terminals report no key release, so no terminal sends this: the app makes a chord
    /// of a Tab press followed quickly by another key (see `AppReducer`). Printed first,
    /// before the other modifiers.
    public static let tab = Modifiers(rawValue: 1 << 3)
  }

  /// Creates a key press, normalising it as described on `KeyPress`.
  public init(_ key: Key, modifiers: Modifiers = []) {
    var key = key
    var modifiers = modifiers
    if case .character(let character) = key {
      (key, modifiers) = Self.normalise(character, modifiers)
    }
    self.key = key
    self.modifiers = modifiers
  }

  /// Creates a key press for a character, for example `KeyPress("q")` or `KeyPress("x", .ctrl)`.
  public init(_ character: Character, _ modifiers: Modifiers = []) {
    self.init(.character(character), modifiers: modifiers)
  }

  private static func normalise(_ character: Character, _ modifiers: Modifiers)
    -> (Key, Modifiers)
  {
    var modifiers = modifiers
    if character == "\r\n" { return (.enter, modifiers) }
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return (.character(character), modifiers) }
    switch scalar.value {
    case 0x09: return (.tab, modifiers)
    case 0x0A, 0x0D: return (.enter, modifiers)
    case 0x1B: return (.escape, modifiers)
    case 0x7F: return (.backspace, modifiers)
    case 0x00:
      return (.character(" "), modifiers.union(.ctrl))
    case 0x01...0x1A:
      let letter = Character(Unicode.Scalar(UInt8(0x60 + scalar.value)))
      return (.character(letter), modifiers.union(.ctrl))
    case 0x1C...0x1F:
      let symbol = Character(Unicode.Scalar(UInt8(0x40 + scalar.value)))
      return (.character(symbol), modifiers.union(.ctrl))
    case 0x61...0x7A where modifiers.contains(.shift):
      modifiers.remove(.shift)
      return (.character(Character(Unicode.Scalar(UInt8(scalar.value - 0x20)))), modifiers)
    case 0x41...0x5A where modifiers.contains(.shift):
      modifiers.remove(.shift)
      return (.character(character), modifiers)
    default:
      return (.character(character), modifiers)
    }
  }
}

extension KeyPress {
  /// The escape key with no modifiers.
  public static let escape = KeyPress(.escape)
  /// The enter / return key.
  public static let enter = KeyPress(.enter)
  /// The tab key.
  public static let tab = KeyPress(.tab)
  /// Shift+Tab (back-tab).
  public static let backTab = KeyPress(.tab, modifiers: .shift)
  /// The space bar.
  public static let space = KeyPress(.character(" "))

  /// This key press with `extra` modifiers added (normalised again).
  public func adding(_ extra: Modifiers) -> KeyPress {
    KeyPress(key, modifiers: modifiers.union(extra))
  }
}
