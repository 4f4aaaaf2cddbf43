import Testing

@testable import InspectorCore

/// A bad keymap and the exact error it must produce.
struct BadKeymap: CustomTestStringConvertible, Sendable {
  var name: String
  var lines: [String]
  var expected: String
  var testDescription: String { name }

  init(_ name: String, _ lines: [String], _ expected: String) {
    self.name = name
    self.lines = lines
    self.expected = expected
  }

  static let v1 = "format axsim-keymap/1"

  static let all: [BadKeymap] = [
    .init(
      "unknown command, a typo", [v1, "[voiceover]", "voiceover.nxt = right"],
      "bad.keymap:3:1: error: unknown command 'voiceover.nxt'; did you mean 'voiceover.next'?"),
    .init(
      "unknown command, no prefix", [v1, "[voiceover]", "  readAll = a"],
      "bad.keymap:3:3: error: unknown command 'readAll'; did you mean 'voiceover.readAll'?"),
    .init(
      "unknown command, wrong case", [v1, "[voiceover]", "voiceover.readall = a"],
      "bad.keymap:3:1: error: unknown command 'voiceover.readall'; did you mean 'voiceover.readAll'?"),
    .init(
      "unknown command, nothing close", [v1, "[voiceover]", "voiceover.teleport = t"],
      "bad.keymap:3:1: error: unknown command 'voiceover.teleport'; the command ids are listed in Docs/Keymaps.md"),
    .init(
      "unknown section, a typo", [v1, "[voiceovr]", "voiceover.next = right"],
      "bad.keymap:2:1: error: unknown section '[voiceovr]'; did you mean '[voiceover]'?"),
    .init(
      "unknown section, nothing close", [v1, "[editor]"],
      "bad.keymap:2:1: error: unknown section '[editor]'; the sections are [global], [voiceover], [switch], [keyboard], [voice-control] and [speech]"),
    .init(
      "a Tab chord outside [keyboard]", [v1, "[switch]", "switch.select = tab+z"],
      "bad.keymap:3:17: error: the Tab chord 'tab+z' cannot be bound in [switch]; Tab starts a chord only in [keyboard]; bind another key"),
    .init(
      "a Tab chord of Tab", [v1, "[keyboard]", "keyboard.help = tab+tab"],
      "bad.keymap:3:17: error: a Tab chord needs a key other than Tab in 'tab+tab'; write keys as 'ctrl+alt+shift+<key>', for example 'ctrl+l' or 'shift+tab'"),
    .init(
      "a switch key also bound in [global]", [v1, "[global]", "app.quit = q", "[switch]", "switch.select = q"],
      "bad.keymap:5:17: error: the key 'q' is bound in both [global] and [switch]: to 'app.quit' (line 3) and 'switch.select' (line 5); [switch] is tried first, so 'app.quit' would never run; remove one of them"),
    .init(
      "section missing its bracket", [v1, "[global", "app.quit = q"],
      "bad.keymap:2:8: error: missing ']' after '[global'; write '[global]'"),
    .init(
      "comment after a section", [v1, "[global]  # app keys", "app.quit = q"],
      "bad.keymap:2:11: error: a comment must be on a line of its own; move '# app keys' to the line above"),
    .init(
      "unknown key name", [v1, "[voiceover]", "voiceover.next = rigth"],
      "bad.keymap:3:18: error: unknown key name 'rigth'; did you mean 'right'?"),
    .init(
      "unknown key name with modifiers", [v1, "[voiceover]", "voiceover.next = right, ctrl+alt+rigth"],
      "bad.keymap:3:25: error: unknown key name 'rigth'; did you mean 'ctrl+alt+right'?"),
    .init(
      "unknown modifier", [v1, "[voiceover]", "voiceover.next = ctl+right"],
      "bad.keymap:3:18: error: unknown modifier 'ctl' in 'ctl+right'; did you mean 'ctrl+right'?"),
    .init(
      "unknown key name, nothing close", [v1, "[global]", "app.quit = quit"],
      "bad.keymap:3:12: error: unknown key name 'quit'; use a single character, 'comma', or one of up down left right enter escape tab backspace delete insert home end pageup pagedown space f1…f24"),
    .init(
      "function key out of range", [v1, "[global]", "app.help = f25"],
      "bad.keymap:3:12: error: function key 'f25' is out of range; use f1 to f24"),
    .init(
      "a key bound twice in one section",
      [v1, "[voiceover]", "voiceover.next = right", "voiceover.first = home", "voiceover.last = end, right"],
      "bad.keymap:5:23: error: the key 'right' is bound twice in [voiceover]: to 'voiceover.next' (line 3) and 'voiceover.last' (line 5); remove it from one of them"),
    .init(
      "a key bound in both [voiceover] and [global]", [v1, "[global]", "app.quit = q", "[voiceover]", "voiceover.magicTap = q"],
      "bad.keymap:5:22: error: the key 'q' is bound in both [global] and [voiceover]: to 'app.quit' (line 3) and 'voiceover.magicTap' (line 5); [voiceover] is tried first, so 'app.quit' would never run; remove one of them"),
    .init(
      "a key listed twice for one command", [v1, "[global]", "app.quit = q, esc, escape"],
      "bad.keymap:3:20: error: the key 'escape' is listed twice for 'app.quit'; remove one of them"),
    .init(
      "a command in the wrong section", [v1, "[voiceover]", "app.quit = q"],
      "bad.keymap:3:1: error: 'app.quit' cannot be bound in [voiceover]; move it under [global]"),
    .init(
      "a binding before any section", [v1, "voiceover.next = right"],
      "bad.keymap:2:1: error: 'voiceover.next' is outside any section; put it under [voiceover]"),
    .init(
      "a command bound on two lines", [v1, "[global]", "app.quit = q", "app.help = ?", "app.quit = ctrl+c"],
      "bad.keymap:5:1: error: 'app.quit' is already bound on line 3; list all its keys on one line, separated by commas"),
    .init(
      "not a binding", [v1, "[voiceover]", "voiceover.next right"],
      "bad.keymap:3:1: error: expected 'command.id = keys', found 'voiceover.next right'; write a binding such as 'voiceover.next = right', a '[section]' or a '# comment'"),
    .init(
      "a colon instead of '='", [v1, "[voiceover]", "voiceover.next: right"],
      "bad.keymap:3:1: error: expected 'command.id = keys', found 'voiceover.next: right'; use '=' between the command id and its keys"),
    .init(
      "no command id", [v1, "[voiceover]", "= right"],
      "bad.keymap:3:1: error: missing command id before '='; write it as in 'voiceover.next = right'"),
    .init(
      "an empty key list", [v1, "[voiceover]", "voiceover.next ="],
      "bad.keymap:3:17: error: no keys after '='; list keys separated by commas, or write 'none' to leave 'voiceover.next' unbound"),
    .init(
      "a trailing comma", [v1, "[voiceover]", "voiceover.next = right,"],
      "bad.keymap:3:24: error: no key after the last comma; remove the extra comma, or write 'comma' for the ',' key"),
    .init(
      "a comma key written as ','", [v1, "[voiceover]", "voiceover.next = right, , ."],
      "bad.keymap:3:24: error: no key between two commas; remove the extra comma, or write 'comma' for the ',' key"),
    .init(
      "keys without a comma between them", [v1, "[global]", "app.quit = q ctrl+c"],
      "bad.keymap:3:12: error: missing comma between 'q' and 'ctrl+c'; write 'q, ctrl+c'"),
    .init(
      "spaces inside a key", [v1, "[global]", "app.quit = ctrl + c"],
      "bad.keymap:3:12: error: spaces inside the key 'ctrl + c'; write 'ctrl+c'"),
    .init(
      "'none' mixed with keys", [v1, "[global]", "app.quit = q, none"],
      "bad.keymap:3:15: error: 'none' mixed with keys; write either 'none' or a list of keys"),
    .init(
      "no format line", ["# my keys", "[global]", "app.quit = q"],
      "bad.keymap:2:1: error: missing format line; start the file with 'format axsim-keymap/1'"),
    .init(
      "an empty file", [""],
      "bad.keymap:1:1: error: missing format line; start the file with 'format axsim-keymap/1'"),
    .init(
      "a newer format", ["format axsim-keymap/2", "[global]", "app.quit = q"],
      "bad.keymap:1:8: error: unsupported format 'axsim-keymap/2'; this version of axsim reads 'axsim-keymap/1'"),
    .init(
      "an unknown format", ["format json"],
      "bad.keymap:1:8: error: unknown format 'json'; write 'format axsim-keymap/1'"),
    .init(
      "the format line too late", ["[global]", v1],
      "bad.keymap:2:1: error: the format line must come first; move it above line 1"),
    .init(
      "two format lines", [v1, v1],
      "bad.keymap:2:1: error: a second format line; delete it; line 1 gives the format"),
    .init(
      "control characters are shown, not sent", [v1, "[global]", "app.\u{1B}[31mquit = q"],
      "bad.keymap:3:1: error: unknown command 'app.U+001B[31mquit'; the command ids are listed in Docs/Keymaps.md"),
  ]
}

@Suite struct KeymapErrorTests {
  @Test(arguments: BadKeymap.all)
  func reportsExactlyThisError(_ bad: BadKeymap) {
    do {
      let keymap = try Keymap.parse(bad.lines.joined(separator: "\n"), name: "bad.keymap")
      Issue.record("parsed without error: \(keymap.keysByCommand)")
    } catch {
      #expect(error.description == bad.expected)
      #expect(error.problems.count == 1, "\(error)")
    }
  }

  @Test func reportsEveryProblemInTheFileInLineOrder() {
    let text = """
      # no format line
      [voiceover]
      voiceover.nxt = right
      voiceover.previous = lfet, left
      [global]
      voiceover.first = home
      app.quit = q, q
      [voiceover]
      voiceover.last = q
      """
    do {
      _ = try Keymap.parse(text, name: "k")
      Issue.record("expected an error")
    } catch {
      #expect(error.problems.map { "\($0.line):\($0.column)" } == ["2:1", "3:1", "4:22", "6:1", "7:15", "9:18"])
      #expect(error.description.split(separator: "\n").map(String.init) == [
        "k:2:1: error: missing format line; start the file with 'format axsim-keymap/1'",
        "k:3:1: error: unknown command 'voiceover.nxt'; did you mean 'voiceover.next'?",
        "k:4:22: error: unknown key name 'lfet'; did you mean 'left'?",
        "k:6:1: error: 'voiceover.first' cannot be bound in [global]; move it under [voiceover]",
        "k:7:15: error: the key 'q' is listed twice for 'app.quit'; remove one of them",
        "k:9:18: error: the key 'q' is bound in both [global] and [voiceover]: to 'app.quit' (line 7) and 'voiceover.last' (line 9); [voiceover] is tried first, so 'app.quit' would never run; remove one of them",
      ])
    }
  }

  @Test func problemsRenderWithoutAFileName() {
    let problem = KeymapError.Problem(line: 3, column: 7, message: "unknown key name 'x'", fix: "")
    #expect(problem.description == "3:7: error: unknown key name 'x'")
    let whole = KeymapError(name: "f", message: "cannot read the keymap", fix: "check it")
    #expect(whole.description == "f: error: cannot read the keymap; check it")
  }

  @Test func aFileThatIsNotAKeymapListsTheFirstProblemsOnly() {
    let text = (1...30).map { "word\($0)" }.joined(separator: "\n")
    do {
      _ = try Keymap.parse(text, name: "words")
      Issue.record("expected an error")
    } catch {
      #expect(error.problems.count == 31)
      let lines = error.description.split(separator: "\n")
      #expect(lines.count == 21)
      #expect(lines.first == "words:1:1: error: missing format line; start the file with 'format axsim-keymap/1'")
      #expect(lines.last == "words: 11 more problems not shown")
    }
  }

  @Test func commandSuggestions() {
    #expect(KeymapParser.suggestion(forCommand: "voiceover.rotorNxt") == "voiceover.rotorNext")
    #expect(KeymapParser.suggestion(forCommand: "app.next") == "voiceover.next")
    #expect(KeymapParser.suggestion(forCommand: "quti") == "app.quit")
    #expect(KeymapParser.suggestion(forCommand: "x") == nil)
  }
}
