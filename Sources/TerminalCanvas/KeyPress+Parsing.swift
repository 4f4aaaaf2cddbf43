import NameSuggestions
/// Why a key string could not be parsed, with a "did you mean" suggestion when one is close.
///
/// Keymap loading shows these to users, so the message quotes their input and names the
/// fix: `unknown key name 'rigth'. Did you mean 'right'?`.
public struct KeyParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, for example `unknown key name 'rigth'`.
  public var message: String
  /// A corrected spelling of the offending part, for example `right`, if one is close enough.
  public var suggestion: String?

  /// Creates an error.
  public init(message: String, suggestion: String? = nil) {
    self.message = message
    self.suggestion = suggestion
  }

  /// The message, plus `. Did you mean 'x'?` when there is a suggestion.
  public var description: String {
    guard let suggestion else { return message }
    return "\(message). Did you mean '\(suggestion)'?"
  }
}

extension KeyPress: CustomStringConvertible {
  /// The canonical text form, `ctrl+alt+shift+<key>`: what `parse` reads back.
  ///
  /// Examples: `q`, `A`, `?`, `space`, `enter`, `shift+tab`, `ctrl+x`, `alt+left`,
  /// `ctrl+alt+right`, `f5`, `ctrl++`.
  public var description: String {
    var text = modifiers.contains(.tab) ? "tab+" : ""
    if modifiers.contains(.ctrl) { text += "ctrl+" }
    if modifiers.contains(.alt) { text += "alt+" }
    if modifiers.contains(.shift) { text += "shift+" }
    return text + key.name
  }

  /// The canonical key names, in the order help lists them (f1…f24 not included).
  public static let keyNames = [
    "up", "down", "left", "right", "enter", "escape", "tab", "backspace", "delete", "insert",
    "home", "end", "pageup", "pagedown", "space",
  ]

  /// Alternative spellings `parse` accepts, and what each means.
  public static let keyNameAliases: [String: String] = [
    "esc": "escape", "return": "enter", "pgup": "pageup", "pgdn": "pagedown", "del": "delete",
    "bs": "backspace", "ins": "insert", "backtab": "shift+tab", "btab": "shift+tab",
  ]

  /// Modifier names `parse` accepts (canonical first, then aliases).
  public static let modifierNames: [String: Modifiers] = [
    "ctrl": .ctrl, "control": .ctrl, "alt": .alt, "meta": .alt, "option": .alt, "opt": .alt,
    "shift": .shift, "tab": .tab,
  ]

  /// Parses the text form of a key press, for example `ctrl+alt+right`, `?`, `shift+tab`, `f5`.
  ///
  /// Grammar: zero or more modifiers each followed by `+`, then a key. Modifiers are
  /// `ctrl`, `alt`, `shift` (also `control`, `meta`, `option`) in any order. A key is a
  /// single character taken literally and case-sensitively (`a`, `A`, `?`, `+`, `日`), or a
  /// case-insensitive name: `up down left right enter escape tab backspace delete insert
  /// home end pageup pagedown space f1`…`f24`. Also accepted: `esc return pgup pgdn del bs
  /// ins`, `backtab`/`btab` (shift+tab), Emacs prefixes `c-x`, `m-x`, `s-tab`, and caret
  /// notation `^X` (ctrl+x). `tab+` makes a Tab chord (`tab+z`, `tab+left`: Tab held while
  /// the key is pressed); Tab itself cannot be the chord's key. The result is normalised (`shift+a` is `A`), so
  /// `parse(k.description) == k` for every key press with a key F1–F24 or other.
  public static func parse(_ text: String) throws(KeyParseError) -> KeyPress {
    guard !text.isEmpty else { throw KeyParseError(message: "empty key") }
    if text.count == 1, let character = text.first {
      return KeyPress(.character(character))
    }
    if let caret = caretNotation(text) { return caret }

    var keyPart: Substring
    var modifierPart: Substring
    if text.hasSuffix("++") {
      keyPart = "+"
      modifierPart = text.dropLast(2)
    } else if text.hasSuffix("+") {
      throw KeyParseError(message: "missing key after \(quoted(text))")
    } else if let plus = text.lastIndex(of: "+") {
      keyPart = text[text.index(after: plus)...]
      modifierPart = text[..<plus]
    } else {
      keyPart = Substring(text)
      modifierPart = ""
    }

    var modifiers: Modifiers = []
    func add(_ modifier: Modifiers, named name: Substring) throws(KeyParseError) {
      if modifiers.contains(modifier) {
        throw KeyParseError(message: "modifier \(quoted(name)) appears twice in \(quoted(text))")
      }
      modifiers.insert(modifier)
    }
    if !modifierPart.isEmpty {
      for name in modifierPart.split(separator: "+", omittingEmptySubsequences: false) {
        guard !name.isEmpty else {
          throw KeyParseError(message: "empty modifier in \(quoted(text))")
        }
        guard let modifier = modifierNames[name.lowercased()] else {
          throw KeyParseError(
            message: "unknown modifier \(quoted(name)) in \(quoted(text))",
            suggestion: EditDistance.closest(
              to: name.lowercased(), among: ["ctrl", "alt", "shift"]))
        }
        try add(modifier, named: name)
      }
    }
    // Emacs-style prefixes: c-x, m-x, s-tab, c-m-x.
    let prefixes: [String: Modifiers] = ["c-": .ctrl, "m-": .alt, "s-": .shift]
    while keyPart.count > 2, let modifier = prefixes[keyPart.prefix(2).lowercased()] {
      try add(modifier, named: keyPart.prefix(1))
      keyPart = keyPart.dropFirst(2)
    }

    if keyPart.count == 1, let character = keyPart.first {
      return KeyPress(.character(character), modifiers: modifiers)
    }
    var name = keyPart.lowercased()
    if let alias = keyNameAliases[name] {
      if alias.hasPrefix("shift+") {
        modifiers.insert(.shift)
        name = String(alias.dropFirst("shift+".count))
      } else {
        name = alias
      }
    }
    if let key = Key(name: name) {
      if key == .tab && modifiers.contains(.tab) {
        throw KeyParseError(message: "a Tab chord needs a key other than Tab in \(quoted(text))")
      }
      return KeyPress(key, modifiers: modifiers)
    }
    if name.first == "f", name.count > 1,
      name.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
    {
      throw KeyParseError(message: "function key \(quoted(keyPart)) is out of range; use f1 to f24")
    }
    let candidates = keyNames + keyNameAliases.keys.sorted() + (1...24).map { "f\($0)" }
    throw KeyParseError(
      message: "unknown key name \(quoted(keyPart))",
      suggestion: EditDistance.closest(to: name, among: candidates))
  }

  /// A user's text in quotes for a message, cut after 40 characters as scene errors cut
  /// theirs, so a runaway key in a keymap gives a readable line.
  static func quoted(_ text: some StringProtocol) -> String {
    let limit = 40
    var count = 0
    var end = text.startIndex
    while end < text.endIndex && count < limit {
      end = text.index(after: end)
      count += 1
    }
    return "'" + text[..<end] + (end < text.endIndex ? "…" : "") + "'"
  }

  private static func caretNotation(_ text: String) -> KeyPress? {
    guard text.count == 2, text.first == "^", let letter = text.last, letter.isASCII,
      letter.isLetter
    else { return nil }
    return KeyPress(Character(letter.lowercased()), .ctrl)
  }
}

extension KeyPress.Key {
  /// The canonical name used in the text form: `up`, `pageup`, `f5`, `space`, or the
  /// character itself.
  public var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .enter: "enter"
    case .escape: "escape"
    case .tab: "tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .insert: "insert"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .function(let number): "f\(number)"
    }
  }

  /// The key with canonical (lower-case) name `name`, including `space` and `f1`…`f24`.
  public init?(name: String) {
    switch name {
    case "up": self = .up
    case "down": self = .down
    case "left": self = .left
    case "right": self = .right
    case "enter": self = .enter
    case "escape": self = .escape
    case "tab": self = .tab
    case "backspace": self = .backspace
    case "delete": self = .delete
    case "insert": self = .insert
    case "home": self = .home
    case "end": self = .end
    case "pageup": self = .pageUp
    case "pagedown": self = .pageDown
    case "space": self = .character(" ")
    default:
      guard name.first == "f", let number = Int(name.dropFirst()), (1...24).contains(number),
        name.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
      else { return nil }
      self = .function(number)
    }
  }
}
