import Testing

@testable import TerminalCanvas

/// The get_wch results measured under tmux 3.3a (ncurses guide, section 4), decoded.
@Suite struct CursesKeyTableTests {
  static let ok = CursesKeyTable.statusCharacter
  static let code = CursesKeyTable.statusKeyCode

  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var status: Int32
    var value: UInt32
    var keyName: String?
    var expected: String?
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(name: "Tab", status: ok, value: 9, expected: "tab"),
    Row(name: "BTab", status: code, value: 353, expected: "shift+tab"),
    Row(name: "Up", status: code, value: 259, expected: "up"),
    Row(name: "Down", status: code, value: 258, expected: "down"),
    Row(name: "Left", status: code, value: 260, expected: "left"),
    Row(name: "Right", status: code, value: 261, expected: "right"),
    Row(name: "Enter (nl)", status: ok, value: 10, expected: "enter"),
    Row(name: "Enter (nonl)", status: ok, value: 13, expected: "enter"),
    Row(name: "KEY_ENTER", status: code, value: 343, expected: "enter"),
    Row(name: "Escape", status: ok, value: 27, expected: "escape"),
    Row(name: "BSpace", status: code, value: 263, expected: "backspace"),
    Row(name: "DEL", status: ok, value: 127, expected: "backspace"),
    Row(name: "C-h", status: ok, value: 8, expected: "ctrl+h"),
    Row(name: "Home", status: code, value: 262, expected: "home"),
    Row(name: "End", status: code, value: 360, expected: "end"),
    Row(name: "PPage", status: code, value: 339, expected: "pageup"),
    Row(name: "NPage", status: code, value: 338, expected: "pagedown"),
    Row(name: "IC", status: code, value: 331, expected: "insert"),
    Row(name: "DC", status: code, value: 330, expected: "delete"),
    Row(name: "F1", status: code, value: 265, expected: "f1"),
    Row(name: "F5", status: code, value: 269, expected: "f5"),
    Row(name: "F12", status: code, value: 276, expected: "f12"),
    Row(name: "F24 is Shift+F12 in xterm terminfo", status: code, value: 288, expected: "shift+f12"),
    Row(name: "F25 is Ctrl+F1", status: code, value: 289, expected: "ctrl+f1"),
    Row(name: "F49 ignored", status: code, value: 313, expected: nil),
    Row(name: "Space", status: ok, value: 32, expected: "space"),
    Row(name: "C-a", status: ok, value: 1, expected: "ctrl+a"),
    Row(name: "C-z", status: ok, value: 26, expected: "ctrl+z"),
    Row(name: "C-space", status: ok, value: 0, expected: "ctrl+space"),
    Row(name: "C-backslash", status: ok, value: 28, expected: "ctrl+\\"),
    Row(name: "S-Up", status: code, value: 337, expected: "shift+up"),
    Row(name: "S-Down", status: code, value: 336, expected: "shift+down"),
    Row(name: "S-Right", status: code, value: 402, expected: "shift+right"),
    Row(name: "S-Left", status: code, value: 393, expected: "shift+left"),
    Row(name: "S-Home", status: code, value: 391, expected: "shift+home"),
    Row(name: "S-DC", status: code, value: 383, expected: "shift+delete"),
    Row(
      name: "C-Up (runtime code)", status: code, value: 574, keyName: "kUP5", expected: "ctrl+up"),
    Row(name: "M-Up (runtime code)", status: code, value: 572, keyName: "kUP3", expected: "alt+up"),
    Row(name: "C-Right", status: code, value: 580, keyName: "kRIT5", expected: "ctrl+right"),
    Row(name: "C-M-Left", status: code, value: 581, keyName: "kLFT7", expected: "ctrl+alt+left"),
    Row(name: "C-S-Down", status: code, value: 582, keyName: "kDN6", expected: "ctrl+shift+down"),
    Row(name: "C-DC", status: code, value: 583, keyName: "kDC5", expected: "ctrl+delete"),
    Row(name: "C-PPage", status: code, value: 584, keyName: "kPRV5", expected: "ctrl+pageup"),
    Row(name: "kUP alone is shift", status: code, value: 585, keyName: "kUP", expected: "shift+up"),
    Row(name: "unknown name", status: code, value: 586, keyName: "kXYZ5", expected: nil),
    Row(name: "bad digit", status: code, value: 587, keyName: "kUP9", expected: nil),
    Row(name: "resize is not a key", status: code, value: 410, expected: nil),
    Row(name: "mouse is not a key", status: code, value: 409, expected: nil),
    Row(name: "é", status: ok, value: 233, expected: "é"),
    Row(name: "日", status: ok, value: 26085, expected: "日"),
    Row(name: "A", status: ok, value: 65, expected: "A"),
    Row(name: "?", status: ok, value: 63, expected: "?"),
    Row(name: "C1 control", status: ok, value: 0x9B, expected: nil),
    Row(name: "surrogate", status: ok, value: 0xD800, expected: nil),
    Row(name: "ERR", status: -1, value: 0, expected: nil),
  ]

  @Test(arguments: rows)
  func decode(_ row: Row) {
    let press = CursesKeyTable.decode(status: row.status, value: row.value, keyName: row.keyName)
    #expect(press?.description == row.expected)
  }

  @Test(arguments: [
    ("[1;5A", "ctrl+up"), ("[1;3C", "alt+right"), ("[1;2B", "shift+down"),
    ("[1;8D", "ctrl+alt+shift+left"),
    ("[A", "up"), ("[H", "home"), ("[F", "end"), ("[1;5H", "ctrl+home"),
    ("[3~", "delete"), ("[3;2~", "shift+delete"), ("[5;5~", "ctrl+pageup"), ("[6~", "pagedown"),
    ("[2~", "insert"), ("[1~", "home"), ("[4~", "end"), ("[15~", "f5"), ("[24;2~", "shift+f12"),
    ("[Z", "shift+tab"), ("OP", "f1"), ("OS", "f4"), ("OM", "enter"), ("OA", "up"),
    ("[1;2P", "shift+f1"), ("[97;5u", "ctrl+a"), ("[13;2u", "shift+enter"), ("[9;5u", "ctrl+tab"),
    ("[1;9A", "alt+up"),
  ])
  func escapeSequences(_ sequence: String, _ expected: String) {
    #expect(CursesKeyTable.decodeEscapeSequence(sequence)?.description == expected)
  }

  @Test(arguments: ["", "[", "[99~", "[1;5X", "O", "OZ", "Xa", "[1;a5A", "O5A"])
  func unknownEscapeSequences(_ sequence: String) {
    #expect(CursesKeyTable.decodeEscapeSequence(sequence) == nil)
  }

  @Test func finalBytes() {
    #expect(CursesKeyTable.isEscapeSequenceFinal(UInt32(("A" as Unicode.Scalar).value)))
    #expect(CursesKeyTable.isEscapeSequenceFinal(UInt32(("~" as Unicode.Scalar).value)))
    #expect(!CursesKeyTable.isEscapeSequenceFinal(UInt32(("5" as Unicode.Scalar).value)))
    #expect(!CursesKeyTable.isEscapeSequenceFinal(UInt32((";" as Unicode.Scalar).value)))
  }

  @Test func altIsAddedToTheFollowingKey() throws {
    let x = try #require(CursesKeyTable.decode(status: Self.ok, value: 120, keyName: nil))
    #expect(x.adding(.alt).description == "alt+x")
    let up = try #require(CursesKeyTable.decode(status: Self.code, value: 259, keyName: nil))
    #expect(up.adding(.alt).description == "alt+up")
    #expect(KeyPress.escape.adding(.alt).description == "alt+escape")
  }
}

@Suite struct ShiftedFunctionKeyTests {
  @Test func highFunctionKeysAreModifiedLowOnes() {
    let f0 = CursesKeyTable.Code.f0
    #expect(CursesKeyTable.decode(status: 256, value: f0 + 6, keyName: nil) == KeyPress(.function(6)))
    #expect(CursesKeyTable.decode(status: 256, value: f0 + 18, keyName: nil) == KeyPress(.function(6), modifiers: .shift))
    #expect(CursesKeyTable.decode(status: 256, value: f0 + 29, keyName: nil) == KeyPress(.function(5), modifiers: .ctrl))
  }
}
