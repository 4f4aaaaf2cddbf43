extension KeyPress {
  /// A short label for help screens and the status bar, for example `←`, `⏎`, `^X`, `M-x`.
  ///
  /// Not parseable; use `description` for anything stored. Arrows are `← → ↑ ↓`, enter
  /// is `⏎`, then `Esc Tab Space Bksp Del Ins Home End PgUp PgDn F5`. `ctrl+letter` is
  /// caret notation `^X`; otherwise modifiers are prefixes `C-`, `M-` (alt) and `⇧`
  /// (shift), in that order: `⇧Tab`, `M-x`, `C-M-→`. A Tab chord is `Tab-Z`, `Tab-←`.
  public var displayName: String {
    if modifiers.contains(.tab) {
      let rest = KeyPress(key, modifiers: modifiers.subtracting(.tab))
      var name = rest.displayName
      if rest.modifiers.isEmpty, case .character(let c) = key, c.isLetter { name = c.uppercased() }
      return "Tab-" + name
    }
    if modifiers == .ctrl, case .character(let character) = key, character.isASCII,
      character.isLetter
    {
      return "^" + character.uppercased()
    }
    var text = ""
    if modifiers.contains(.ctrl) { text += "C-" }
    if modifiers.contains(.alt) { text += "M-" }
    if modifiers.contains(.shift) { text += "⇧" }
    return text + key.displayName
  }
}

extension KeyPress.Key {
  /// The key's short label without modifiers (see `KeyPress.displayName`).
  public var displayName: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .enter: "⏎"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backspace: "Bksp"
    case .delete: "Del"
    case .insert: "Ins"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let number): "F\(number)"
    }
  }
}
