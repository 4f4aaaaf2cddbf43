/// Turns what ncurses `wget_wch` reports into `KeyPress` values, as pure functions.
///
/// It lives here rather than in `CursesTerminal` so it can be unit-tested without linking a
/// terminal: the numeric codes are the `curses.h` values (ncurses 6.4), and
/// `CursesTerminal` checks them against the real header when it starts. The table was
/// measured under tmux 3.3a with `TERM=tmux-256color` (see the ncurses guide, section 4).
///
/// Three sources of information are combined by `CursesTerminal`:
/// 1. `decode(status:value:keyName:)` for each `wget_wch` result: characters, control
///    codes and `KEY_*` codes, with `keyName` (from `keyname()`) decoding the modified
///    arrows whose codes ncurses assigns at runtime (`kUP5` is ctrl+up).
/// 2. An ESC followed at once by another key is Alt+that key: `adding(.alt)`.
/// 3. An ESC followed by `[` or `O` and more bytes is an escape sequence ncurses did not
///    recognise (terminfo lacks it); `decodeEscapeSequence` handles the xterm forms.
public enum CursesKeyTable {
  /// `wget_wch` returned a character (`OK`).
  public static let statusCharacter: Int32 = 0
  /// `wget_wch` returned a function-key code (`KEY_CODE_YES`).
  public static let statusKeyCode: Int32 = 0o400
  /// `wget_wch` timed out or was interrupted (`ERR`).
  public static let statusError: Int32 = -1

  /// The `curses.h` key codes the table uses.
  public enum Code {
    public static let down: UInt32 = 0o402
    public static let up: UInt32 = 0o403
    public static let left: UInt32 = 0o404
    public static let right: UInt32 = 0o405
    public static let home: UInt32 = 0o406
    public static let backspace: UInt32 = 0o407
    /// `KEY_F0`; `KEY_F(n)` is `f0 + n`.
    public static let f0: UInt32 = 0o410
    public static let deleteCharacter: UInt32 = 0o512
    public static let insertCharacter: UInt32 = 0o513
    /// `KEY_SF`, sent for shift+down.
    public static let scrollForward: UInt32 = 0o520
    /// `KEY_SR`, sent for shift+up.
    public static let scrollReverse: UInt32 = 0o521
    public static let nextPage: UInt32 = 0o522
    public static let previousPage: UInt32 = 0o523
    /// `KEY_ENTER`, the keypad enter key where terminfo defines it.
    public static let enter: UInt32 = 0o527
    public static let backTab: UInt32 = 0o541
    public static let end: UInt32 = 0o550
    public static let shiftDelete: UInt32 = 0o577
    public static let shiftEnd: UInt32 = 0o602
    public static let shiftHome: UInt32 = 0o607
    public static let shiftInsert: UInt32 = 0o610
    public static let shiftLeft: UInt32 = 0o611
    public static let shiftNextPage: UInt32 = 0o614
    public static let shiftPreviousPage: UInt32 = 0o616
    public static let shiftRight: UInt32 = 0o622
    public static let mouse: UInt32 = 0o631
    /// `KEY_RESIZE`: not a key; `CursesTerminal` turns it into `.resize(newSize)`.
    public static let resize: UInt32 = 0o632
  }

  /// The key for each fixed `KEY_*` code (function keys are computed from `Code.f0`).
  public static let keyCodes: [UInt32: KeyPress] = [
    Code.down: KeyPress(.down),
    Code.up: KeyPress(.up),
    Code.left: KeyPress(.left),
    Code.right: KeyPress(.right),
    Code.home: KeyPress(.home),
    Code.backspace: KeyPress(.backspace),
    Code.deleteCharacter: KeyPress(.delete),
    Code.insertCharacter: KeyPress(.insert),
    Code.scrollForward: KeyPress(.down, modifiers: .shift),
    Code.scrollReverse: KeyPress(.up, modifiers: .shift),
    Code.nextPage: KeyPress(.pageDown),
    Code.previousPage: KeyPress(.pageUp),
    Code.enter: KeyPress(.enter),
    Code.backTab: KeyPress(.tab, modifiers: .shift),
    Code.end: KeyPress(.end),
    Code.shiftDelete: KeyPress(.delete, modifiers: .shift),
    Code.shiftEnd: KeyPress(.end, modifiers: .shift),
    Code.shiftHome: KeyPress(.home, modifiers: .shift),
    Code.shiftInsert: KeyPress(.insert, modifiers: .shift),
    Code.shiftLeft: KeyPress(.left, modifiers: .shift),
    Code.shiftNextPage: KeyPress(.pageDown, modifiers: .shift),
    Code.shiftPreviousPage: KeyPress(.pageUp, modifiers: .shift),
    Code.shiftRight: KeyPress(.right, modifiers: .shift),
  ]

  /// The key press for one `wget_wch` result, or nil when there is none.
  ///
  /// * `statusCharacter`: 9 is tab, 10 and 13 are enter, 27 is escape, 127 is backspace,
  ///   0 is ctrl+space, other codes 1–31 are ctrl+letter (8 is ctrl+h, as C-h sends) or
  ///   ctrl+`\ ] ^ _`; printable scalars are characters; C1 controls give nil.
  /// * `statusKeyCode`: `keyCodes`, then `KEY_F(1…24)`, then `keyName` for codes that
  ///   ncurses assigns at runtime (`kRIT5` is ctrl+right, see `decode(keyName:)`).
  ///   `KEY_RESIZE`, `KEY_MOUSE` and unknown codes give nil.
  /// * anything else (`ERR`) gives nil.
  public static func decode(status: Int32, value: UInt32, keyName: String?) -> KeyPress? {
    switch status {
    case statusCharacter:
      return decodeCharacter(value)
    case statusKeyCode:
      if let press = keyCodes[value] { return press }
      if value > Code.f0 && value <= Code.f0 + 48 {
        // xterm-style terminfo (xterm, tmux, screen) reports Shift+F1…F12 as F13…F24 and
        // Ctrl+F1…F12 as F25…F36, Ctrl+Shift as F37…F48.
        let n = Int(value - Code.f0)
        switch n {
        case 1...12: return KeyPress(.function(n))
        case 13...24: return KeyPress(.function(n - 12), modifiers: .shift)
        case 25...36: return KeyPress(.function(n - 24), modifiers: .ctrl)
        default: return KeyPress(.function(n - 36), modifiers: [.ctrl, .shift])
        }
      }
      return keyName.flatMap(decode(keyName:))
    default:
      return nil
    }
  }

  /// The key press for a character code from `wget_wch` (status `OK`).
  public static func decodeCharacter(_ value: UInt32) -> KeyPress? {
    switch value {
    case 0x08: return KeyPress("h", .ctrl)
    case 0x09: return KeyPress(.tab)
    case 0x0A, 0x0D: return KeyPress(.enter)
    case 0x1B: return KeyPress(.escape)
    case 0x7F: return KeyPress(.backspace)
    case 0x80..<0xA0: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return KeyPress(.character(Character(scalar)))  // Normalises the other C0 codes.
    }
  }

  /// Decodes an ncurses extended key name such as `kUP5` (ctrl+up) or `kRIT3` (alt+right).
  ///
  /// The names come from xterm-style terminfo entries: a base (`kUP kDN kLFT kRIT kHOM
  /// kEND kNXT kPRV kDC kIC`) and a modifier digit 2–8 whose value minus one has bits
  /// shift=1, alt=2, ctrl=4. No digit means shift.
  public static func decode(keyName: String) -> KeyPress? {
    let bases: [(String, KeyPress.Key)] = [
      ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home),
      ("kEND", .end), ("kNXT", .pageDown), ("kPRV", .pageUp), ("kDC", .delete),
      ("kIC", .insert),
    ]
    for (base, key) in bases where keyName.hasPrefix(base) {
      let suffix = keyName.dropFirst(base.count)
      if suffix.isEmpty { return KeyPress(key, modifiers: .shift) }
      guard suffix.count == 1, let digit = Int(suffix), (2...8).contains(digit) else {
        return nil
      }
      return KeyPress(key, modifiers: modifiers(xtermParameter: digit))
    }
    return nil
  }

  /// The modifiers encoded by an xterm modifier parameter (2 = shift … 8 = ctrl+alt+shift).
  ///
  /// The parameter minus one is a bit set: shift=1, alt=2, ctrl=4, meta=8 (treated as alt).
  public static func modifiers(xtermParameter parameter: Int) -> KeyPress.Modifiers {
    let bits = max(0, parameter - 1)
    var modifiers: KeyPress.Modifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.ctrl) }
    return modifiers
  }

  /// Whether `value` ends a CSI escape sequence (a "final byte", `@` to `~`).
  public static func isEscapeSequenceFinal(_ value: UInt32) -> Bool {
    (0x40...0x7E).contains(value)
  }

  /// Decodes the bytes that followed an ESC when ncurses did not recognise them.
  ///
  /// `sequence` excludes the ESC, for example `[1;5A` (ctrl+up), `[3;2~` (shift+delete), `[Z`
  /// (shift+tab), `OP` (f1), `OM` (keypad enter, which tmux-256color's terminfo lacks),
  /// `[97;5u` (ctrl+a in the CSI u form). Returns nil for anything else.
  public static func decodeEscapeSequence(_ sequence: String) -> KeyPress? {
    let scalars = Array(sequence.unicodeScalars)
    guard scalars.count >= 2, let final = scalars.last else { return nil }
    if scalars[0] == "O" {
      guard scalars.count == 2 else { return nil }
      return ss3Keys[final].map { KeyPress($0) }
    }
    guard scalars[0] == "[" else { return nil }
    let parameterText = String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)]))
    guard parameterText.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" })
    else { return nil }
    let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 1 }
    let modifier = modifiers(xtermParameter: parameters.count >= 2 ? parameters[1] : 1)
    switch final {
    case "Z":
      return KeyPress(.tab, modifiers: modifier.union(.shift))
    case "~":
      guard let first = parameters.first, let key = tildeKeys[first] else { return nil }
      return KeyPress(key, modifiers: modifier)
    case "u":
      guard let first = parameters.first, let scalar = Unicode.Scalar(UInt32(max(0, first))),
        let press = decodeCharacter(scalar.value)
      else { return nil }
      return press.adding(modifier)
    default:
      guard let key = ss3Keys[final] else { return nil }
      return KeyPress(key, modifiers: modifier)
    }
  }

  private static let ss3Keys: [Unicode.Scalar: KeyPress.Key] = [
    "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "M": .enter,
    "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
  ]

  private static let tildeKeys: [Int: KeyPress.Key] = [
    1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4),
    15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8),
    20: .function(9), 21: .function(10), 23: .function(11), 24: .function(12),
  ]
}
