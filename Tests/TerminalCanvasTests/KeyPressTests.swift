import Testing

@testable import TerminalCanvas

@Suite struct KeyPressTests {
  static let namedKeys: [KeyPress.Key] =
    [
      .up, .down, .left, .right, .enter, .escape, .tab, .backspace, .delete, .insert, .home, .end,
      .pageUp, .pageDown, .character(" "),
    ] + (1...24).map { .function($0) }

  static let modifierSets: [KeyPress.Modifiers] = [
    [], .ctrl, .alt, .shift, [.ctrl, .alt], [.ctrl, .shift], [.alt, .shift], [.ctrl, .alt, .shift],
  ]

  @Test func everyNamedKeyWithEveryModifierRoundTrips() throws {
    for key in Self.namedKeys {
      for modifiers in Self.modifierSets {
        let press = KeyPress(key, modifiers: modifiers)
        let text = press.description
        #expect(try KeyPress.parse(text) == press, "\(text)")
      }
    }
  }

  @Test func characterKeysRoundTrip() throws {
    for character in ["a", "z", "A", "Z", "?", "/", "[", "]", "+", "-", "^", "1", "日", "é"]
      as [Character]
    {
      for modifiers in Self.modifierSets {
        let press = KeyPress(character, modifiers)
        #expect(try KeyPress.parse(press.description) == press, "\(press)")
      }
    }
  }

  @Test(arguments: [
    (KeyPress(.right, modifiers: [.ctrl, .alt]), "ctrl+alt+right"),
    (KeyPress(.tab, modifiers: .shift), "shift+tab"),
    (KeyPress(.character(" ")), "space"),
    (KeyPress("x", .ctrl), "ctrl+x"),
    (KeyPress("x", [.shift, .alt, .ctrl]), "ctrl+alt+X"),
    (KeyPress("a", .shift), "A"),
    (KeyPress("?"), "?"),
    (KeyPress("+", .ctrl), "ctrl++"),
    (KeyPress(.function(5)), "f5"),
    (KeyPress(.pageDown, modifiers: .shift), "shift+pagedown"),
    (KeyPress(.enter), "enter"),
  ])
  func canonicalDescription(_ press: KeyPress, _ expected: String) {
    #expect(press.description == expected)
  }

  @Test(arguments: [
    ("ctrl+alt+right", "ctrl+alt+right"),
    ("alt+ctrl+right", "ctrl+alt+right"),  // Any input order, one canonical order.
    ("Ctrl+Alt+Right", "ctrl+alt+right"),  // Names are case-insensitive.
    ("control+x", "ctrl+x"), ("meta+x", "alt+x"), ("option+x", "alt+x"),
    ("esc", "escape"), ("ESC", "escape"), ("return", "enter"), ("pgup", "pageup"),
    ("pgdn", "pagedown"), ("del", "delete"), ("bs", "backspace"), ("ins", "insert"),
    ("s-tab", "shift+tab"), ("backtab", "shift+tab"), ("btab", "shift+tab"),
    ("c-x", "ctrl+x"), ("C-x", "ctrl+x"), ("m-x", "alt+x"), ("M-x", "alt+x"),
    ("c-m-x", "ctrl+alt+x"), ("c--", "ctrl+-"), ("^X", "ctrl+x"), ("^x", "ctrl+x"),
    ("shift+a", "A"), ("ctrl+shift+a", "ctrl+A"), ("shift+A", "A"), ("A", "A"), ("a", "a"),
    ("shift+1", "shift+1"),
    ("F12", "f12"), ("f24", "f24"), ("space", "space"), (" ", "space"), ("SPACE", "space"),
    ("+", "+"), ("shift++", "shift++"), ("-", "-"), ("^", "^"),
  ])
  func parsesAliasesToCanonicalForm(_ input: String, _ canonical: String) throws {
    #expect(try KeyPress.parse(input).description == canonical)
  }

  @Test func uppercaseAndLowercaseLettersDiffer() throws {
    #expect(try KeyPress.parse("A") != KeyPress.parse("a"))
    #expect(try KeyPress.parse("shift+a") == KeyPress.parse("A"))
  }

  @Test(
    arguments: [
      ("", "empty key", nil),
      ("rigth", "unknown key name 'rigth'", "right"),
      ("ctrl+rigth", "unknown key name 'rigth'", "right"),
      ("ecsape", "unknown key name 'ecsape'", "escape"),
      ("pgdown", "unknown key name 'pgdown'", "pgdn"),
      ("f25", "function key 'f25' is out of range; use f1 to f24", nil),
      ("f0", "function key 'f0' is out of range; use f1 to f24", nil),
      ("ctl+x", "unknown modifier 'ctl' in 'ctl+x'", "ctrl"),
      ("shfit+tab", "unknown modifier 'shfit' in 'shfit+tab'", "shift"),
      ("ctrl+", "missing key after 'ctrl+'", nil),
      ("ctrl++x", "empty modifier in 'ctrl++x'", nil),
      ("ctrl+ctrl+x", "modifier 'ctrl' appears twice in 'ctrl+ctrl+x'", nil),
      ("c-ctrl+x", "unknown modifier 'c-ctrl' in 'c-ctrl+x'", "ctrl"),
      ("xyzzy", "unknown key name 'xyzzy'", nil),
    ] as [(String, String, String?)])
  func parseErrors(_ input: String, _ message: String, _ suggestion: String?) {
    #expect(throws: KeyParseError(message: message, suggestion: suggestion)) {
      try KeyPress.parse(input)
    }
  }

  @Test func errorDescriptionIncludesTheSuggestion() {
    let error = KeyParseError(message: "unknown key name 'rigth'", suggestion: "right")
    #expect(error.description == "unknown key name 'rigth'. Did you mean 'right'?")
    #expect(KeyParseError(message: "empty key").description == "empty key")
  }

  @Test func controlCharactersNormalise() {
    #expect(KeyPress("\t") == .tab)
    #expect(KeyPress("\r") == .enter)
    #expect(KeyPress("\n") == .enter)
    #expect(KeyPress("\r\n") == .enter)
    #expect(KeyPress("\u{1B}") == .escape)
    #expect(KeyPress("\u{7F}") == KeyPress(.backspace))
    #expect(KeyPress("\u{1}") == KeyPress("a", .ctrl))
    #expect(KeyPress("\u{0}") == KeyPress(" ", .ctrl))
    #expect(KeyPress("\u{1F}") == KeyPress("_", .ctrl))
    #expect(KeyPress("b", .shift).modifiers == [])
    #expect(KeyPress("b", .shift).key == .character("B"))
  }

  @Test(arguments: [
    ("left", "←"), ("right", "→"), ("up", "↑"), ("down", "↓"), ("enter", "⏎"),
    ("escape", "Esc"), ("tab", "Tab"), ("shift+tab", "⇧Tab"), ("space", "Space"),
    ("ctrl+x", "^X"), ("alt+x", "M-x"), ("ctrl+alt+right", "C-M-→"), ("ctrl+up", "C-↑"),
    ("pageup", "PgUp"), ("pagedown", "PgDn"), ("f5", "F5"), ("?", "?"), ("A", "A"),
    ("backspace", "Bksp"), ("delete", "Del"), ("ctrl+1", "C-1"),
  ])
  func displayNames(_ input: String, _ expected: String) throws {
    #expect(try KeyPress.parse(input).displayName == expected)
  }

  @Test func headlessConvenienceParsesKeys() throws {
    let terminal = try HeadlessTerminal(
      size: Size(width: 10, height: 2), keys: ["tab", "ctrl+alt+right", "q"])
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .key(.tab))
    #expect(
      terminal.nextEvent(timeoutMilliseconds: 0)
        == .key(KeyPress(.right, modifiers: [.ctrl, .alt])))
    #expect(terminal.nextEvent(timeoutMilliseconds: 0) == .key(KeyPress("q")))
    #expect(throws: KeyParseError.self) {
      try HeadlessTerminal(size: Size(width: 1, height: 1), keys: ["nope"])
    }
  }

  @Test func tabChordsParsePrintAndShow() throws {
    let z = try KeyPress.parse("tab+z")
    #expect(z == KeyPress("z", .tab))
    #expect(z.description == "tab+z")
    #expect(z.displayName == "Tab-Z")
    #expect(try KeyPress.parse("tab+left").displayName == "Tab-←")
    #expect(try KeyPress.parse(z.description) == z)
    #expect(KeyPress("z").adding(.tab) == z)
    // Tab on its own and shift+tab are keys, not chords.
    #expect(try KeyPress.parse("tab") == .tab)
    #expect(try KeyPress.parse("shift+tab") == .backTab)
    #expect(throws: KeyParseError.self) { try KeyPress.parse("tab+tab") }
  }
}
