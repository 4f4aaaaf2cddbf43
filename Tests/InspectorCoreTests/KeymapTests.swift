import AssistiveTechnologies
import Foundation
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorCore

/// The package root, found from this file.
let packageRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

func readPackageFile(_ path: String) throws -> String {
  try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

func key(_ text: String) -> KeyPress {
  do { return try KeyPress.parse(text) } catch { preconditionFailure("bad key '\(text)' in a test") }
}

func keys(_ texts: String...) -> [KeyPress] { texts.map(key) }

@Suite struct ShippedKeymapTests {
  @Test(arguments: ShippedKeymaps.names)
  func parsesAndBindsEveryCommand(name: String) throws {
    let keymap = try Keymap.parse(try readPackageFile("Keymaps/\(name).keymap"), name: name)
    #expect(keymap.unboundCommandIDs == [])
    #expect(Set(keymap.keysByCommand.keys) == Set(CommandCatalog.ids))
  }

  @Test(arguments: ShippedKeymaps.names)
  func compiledInCopyMatchesTheFile(name: String) throws {
    let file = try readPackageFile("Keymaps/\(name).keymap")
    #expect(ShippedKeymaps.source(named: name) == file, "Keymaps/\(name).keymap changed: run .ci/sync-keymap")
  }

  @Test func shippedNamesAreTheFilesInKeymaps() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Keymaps").path)
    let names = files.filter { $0.hasSuffix(".keymap") }.map { String($0.dropLast(".keymap".count)) }
    #expect(Set(names) == Set(ShippedKeymaps.names))
    #expect(ShippedKeymaps.names.first == "default")
  }

  @Test func builtInIsTheDefaultFile() throws {
    #expect(Keymap.builtInDefault == (try Keymap.parse(DefaultKeymap.source, name: "default")))
    #expect(Keymap.builtInDefault.name == "default")
    #expect(Keymap.shipped(named: "nope") == nil)
  }

  @Test func defaultKeysFeelNatural() {
    let expected: [(String, [String])] = [
      ("voiceover.next", ["right"]), ("voiceover.previous", ["left"]),
      ("voiceover.rotorItemNext", ["down"]), ("voiceover.rotorItemPrevious", ["up"]),
      ("voiceover.activate", ["enter", "space"]), ("voiceover.escape", ["escape", "backspace"]),
      ("voiceover.rotorNext", ["tab", "]"]), ("voiceover.rotorPrevious", ["shift+tab", "["]),
      ("voiceover.first", ["home"]), ("voiceover.last", ["end"]), ("voiceover.readAll", ["a"]),
      ("voiceover.magicTap", ["m"]), ("voiceover.toggleHints", ["h"]), ("voiceover.search", ["/"]),
      ("app.help", ["?", "f1"]), ("app.quit", ["q", "ctrl+c"]),
    ]
    for (id, names) in expected {
      #expect(Keymap.builtInDefault.keys(for: id).map(\.description) == names, "\(id)")
    }
  }

  @Test(arguments: ShippedKeymaps.names)
  func everyKeyRoundTripsThroughItsFileSpelling(name: String) throws {
    let keymap = try #require(Keymap.shipped(named: name))
    for key in keymap.keysByCommand.values.joined() {
      let text = Keymap.fileSpelling(of: key)
      // Tab chords bind only in [keyboard].
      let (section, id) = key.modifiers.contains(.tab) ? ("keyboard", "keyboard.actions") : ("global", "app.quit")
      let reparsed = try Keymap.parse("format axsim-keymap/1\n[\(section)]\n\(id) = \(text)\n", name: "t")
      #expect(reparsed.keys(for: id) == [key])
    }
  }
}

@Suite struct KeymapParsingTests {
  @Test func readsSectionsCommentsAndKeyLists() throws {
    let text = """
      \u{FEFF}# A comment.
         # An indented comment.

      format axsim-keymap/1
      [voiceover]
        voiceover.next=right,ctrl+alt+right
      voiceover.previous   =   left ,  esc
      [ global ]
      app.quit = q, comma, ctrl+comma, #, =
      app.help = none
      [speech]
      speech.scrollUp = up\r
      """
    let keymap = try Keymap.parse(text, name: "t.keymap")
    #expect(keymap.name == "t.keymap")
    #expect(keymap.keys(for: "voiceover.next") == keys("right", "ctrl+alt+right"))
    #expect(keymap.keys(for: "voiceover.previous") == keys("left", "escape"))
    #expect(keymap.keys(for: "app.quit") == [key("q"), KeyPress(","), KeyPress(",", .ctrl), key("#"), key("=")])
    #expect(keymap.keysByCommand["app.help"] == [])
    #expect(keymap.keysByCommand["app.save"] == nil)
    #expect(keymap.bindings[.voiceover]?[key("ctrl+alt+right")] == "voiceover.next")
    #expect(keymap.bindings[.global]?[KeyPress(",")] == "app.quit")
    #expect(keymap.bindings[.speech] == [key("up"): "speech.scrollUp"])
    #expect(keymap.unboundCommandIDs.contains("app.help"))
  }

  @Test func fileSpellingWritesTheCommaKeyAsComma() {
    #expect(Keymap.fileSpelling(of: KeyPress(",")) == "comma")
    #expect(Keymap.fileSpelling(of: KeyPress(",", [.ctrl, .alt])) == "ctrl+alt+comma")
    #expect(Keymap.fileSpelling(of: key("shift+tab")) == "shift+tab")
  }

  @Test func initFromCommandKeysBindsEachInItsCatalogueContext() {
    let keymap = Keymap(name: "k", keysByCommand: ["voiceover.next": keys("x"), "app.quit": keys("q"), "bogus": keys("b")])
    #expect(keymap.bindings == [.voiceover: [key("x"): "voiceover.next"], .global: [key("q"): "app.quit"]])
    #expect(keymap.keysByCommand.count == 2)
  }
}

@Suite struct KeymapResolutionTests {
  static let demo: AppState? = {
    guard let loaded = try? SceneLoader.load(path: packageRoot.appendingPathComponent("Scenes/demo.json5").path)
    else { return nil }
    let vo = VoiceOver(runtime: SceneRuntime(scene: loaded.scene))
    return AppState(voiceOver: vo, scenePath: nil, size: Size(width: 80, height: 24), keymap: .builtInDefault)
  }()

  @Test func focusedPaneThenVoiceOverThenGlobal() throws {
    var state = try #require(Self.demo)
    #expect(AppReducer.resolve(key("up"), state) == "voiceover.rotorItemPrevious")
    #expect(AppReducer.resolve(key("end"), state) == "voiceover.last")
    #expect(AppReducer.resolve(key("q"), state) == "app.quit")
    state.focusedPane = .speech
    #expect(AppReducer.resolve(key("up"), state) == "speech.scrollUp")
    #expect(AppReducer.resolve(key("end"), state) == "speech.end")
    #expect(AppReducer.resolve(key("right"), state) == "voiceover.next")
    #expect(AppReducer.resolve(key("q"), state) == "app.quit")
    #expect(AppReducer.resolve(key("ctrl+alt+x"), state) == nil)
  }

  @Test func commandIDTriesContextsInOrder() {
    let keymap = Keymap(
      name: "k", keysByCommand: ["speech.scrollUp": keys("u"), "voiceover.rotorItemPrevious": keys("u"), "app.quit": keys("q")])
    #expect(keymap.commandID(for: key("u"), contexts: [.speech, .voiceover, .global]) == "speech.scrollUp")
    #expect(keymap.commandID(for: key("u"), contexts: [.voiceover, .global]) == "voiceover.rotorItemPrevious")
    #expect(keymap.commandID(for: key("q"), contexts: [.voiceover]) == nil)
  }
}

@Suite struct KeymapLayeringTests {
  func user(_ body: String) throws -> Keymap {
    try Keymap.parse("format axsim-keymap/1\n" + body, name: "user")
  }

  @Test func aUserCommandReplacesAllTheDefaultKeysOfThatCommand() throws {
    let result = Keymap.builtInDefault.overlaid(by: try user("[voiceover]\nvoiceover.activate = ctrl+alt+space\n"))
    #expect(result.keys(for: "voiceover.activate") == keys("ctrl+alt+space"))
    #expect(result.bindings[.voiceover]?[key("enter")] == nil)
    #expect(result.bindings[.voiceover]?[key("space")] == nil)
    #expect(result.keys(for: "voiceover.next") == keys("right"))
    #expect(result.name == "default + user")
  }

  @Test func aUserKeyTakenFromAnotherCommandIsDroppedThere() throws {
    let (result, dropped) = Keymap.builtInDefault.overlay(try user("[voiceover]\nvoiceover.first = h, g\n"))
    #expect(result.keys(for: "voiceover.first") == keys("h", "g"))
    #expect(result.bindings[.voiceover]?[key("home")] == nil)
    #expect(result.keys(for: "voiceover.toggleHints") == [])
    #expect(result.commandID(for: key("h"), contexts: [.voiceover, .global]) == "voiceover.first")
    #expect(dropped.map(\.description) == [
      "the key 'h' now runs 'voiceover.first' instead of 'voiceover.toggleHints', which has no keys left"
    ])
  }

  @Test func voiceOverAndGlobalConflictAcrossContextsButSpeechDoesNot() throws {
    let (result, dropped) = Keymap.builtInDefault.overlay(try user("[global]\napp.save = a, up\n"))
    // `a` was voiceover.readAll, tried before global: it is taken from it.
    #expect(result.bindings[.voiceover]?[key("a")] == nil)
    #expect(result.keys(for: "voiceover.readAll") == [])
    #expect(result.commandID(for: key("a"), contexts: [.voiceover, .global]) == "app.save")
    // `up` is also taken from voiceover, but speech keeps it while the Speech pane is focused.
    #expect(result.keys(for: "speech.scrollUp") == keys("up"))
    #expect(result.commandID(for: key("up"), contexts: [.speech, .voiceover, .global]) == "speech.scrollUp")
    #expect(result.commandID(for: key("up"), contexts: [.voiceover, .global]) == "app.save")
    // Every technology's context is tried before global, so `up` leaves all three.
    #expect(dropped.map { "\($0.context) \($0.command)" } == [
      "voiceover voiceover.readAll", "voiceover voiceover.rotorItemPrevious",
      "switchControl switch.moveBack", "keyboard keyboard.moveUp",
    ])
    #expect(result.keys(for: "app.save") == keys("a", "up"))
    #expect(result.bindings[.global]?[key("w")] == nil)
  }

  @Test func noneUnbindsADefaultCommand() throws {
    let result = Keymap.builtInDefault.overlaid(by: try user("[global]\napp.quit = none\n"))
    #expect(result.keys(for: "app.quit") == [])
    #expect(result.bindings[.global]?[key("q")] == nil)
    #expect(result.unboundCommandIDs == ["app.quit"])
  }

  @Test func overlayingTheSameKeymapChangesNothingButTheName() {
    var result = Keymap.builtInDefault.overlaid(by: .builtInDefault)
    result.name = "default"
    #expect(result == .builtInDefault)
  }

  @Test(arguments: ShippedKeymaps.names)
  func aCompleteKeymapOverTheDefaultIsThatKeymap(name: String) throws {
    let shipped = try #require(Keymap.shipped(named: name))
    var result = Keymap.builtInDefault.overlaid(by: shipped)
    result.name = name
    #expect(result == shipped)
  }
}

@Suite struct KeymapLoaderTests {
  static let config = "/home/u/.config"
  static let userPath = "/home/u/.config/axsim/keymap"

  func files(_ files: [String: String]) -> (String) throws -> String? {
    { path in files[path] }
  }

  @Test func configDirectoryFollowsXDG() {
    #expect(KeymapLoader.configDirectory(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x")
    #expect(KeymapLoader.configDirectory(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h/"]) == "/h/.config")
    #expect(KeymapLoader.configDirectory(environment: ["XDG_CONFIG_HOME": ""]) == nil)
    #expect(KeymapLoader.userKeymapPath(configDirectory: "/x/") == "/x/axsim/keymap")
  }

  @Test func noFilesGivesTheDefault() throws {
    let loaded = try KeymapLoader.loadLayered(keymapPath: nil, configDirectory: Self.config, readFile: files([:]))
    #expect(loaded.keymap == .builtInDefault)
    #expect(loaded.layers == ["default"])
    #expect(try KeymapLoader.load(keymapPath: nil, configDirectory: nil, readFile: files([:])).get() == .builtInDefault)
    #expect(throws: KeymapError.self) {
      try KeymapLoader.load(keymapPath: "nope", configDirectory: nil, readFile: files([:])).get()
    }
  }

  @Test func userFileThenKeymapFileAreLayeredInOrder() throws {
    let loaded = try KeymapLoader.loadLayered(
      keymapPath: "my.keymap", configDirectory: Self.config,
      readFile: files([
        Self.userPath: "format axsim-keymap/1\n[global]\napp.save = y\napp.quit = x\n",
        "my.keymap": "format axsim-keymap/1\n[global]\napp.quit = Q\n[voiceover]\nvoiceover.search = y\n",
      ]))
    #expect(loaded.layers == ["default", Self.userPath, "my.keymap"])
    #expect(loaded.keymap.keys(for: "app.quit") == keys("Q"))
    #expect(loaded.keymap.keys(for: "app.save") == [])
    #expect(loaded.keymap.keys(for: "voiceover.search") == keys("y"))
    #expect(loaded.notes == ["my.keymap: the key 'y' now runs 'voiceover.search' instead of 'app.save', which has no keys left"])
  }

  @Test func aBuiltInNameWorksWithoutAFile() throws {
    let loaded = try KeymapLoader.loadLayered(keymapPath: "vim", configDirectory: nil, readFile: files([:]))
    #expect(loaded.keymap.keys(for: "voiceover.next") == keys("l", "right"))
    #expect(loaded.layers == ["default", "vim"])
  }

  @Test func aMissingKeymapFileIsAnError() {
    #expect(throws: KeymapError.self) {
      try KeymapLoader.loadLayered(keymapPath: "nope.keymap", configDirectory: nil, readFile: files([:]))
    }
    do {
      _ = try KeymapLoader.loadLayered(keymapPath: "nope.keymap", configDirectory: nil, readFile: files([:]))
    } catch {
      #expect(
        error.description
          == "nope.keymap: error: no such keymap file; check the path given to --keymap, or use a built-in keymap: 'default', 'vim', 'voiceover-keyboard'"
      )
    }
  }

  @Test func errorsNameTheFileTheyAreAbout() {
    do {
      _ = try KeymapLoader.loadLayered(
        keymapPath: nil, configDirectory: Self.config,
        readFile: files([Self.userPath: "format axsim-keymap/1\n[global]\napp.qiut = q\n"]))
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "/home/u/.config/axsim/keymap:3:1: error: unknown command 'app.qiut'; did you mean 'app.quit'?")
    }
  }

  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "permission denied" }
  }

  @Test func anUnreadableFileIsAnError() {
    do {
      _ = try KeymapLoader.loadLayered(keymapPath: "k", configDirectory: nil, readFile: { _ in throw Unreadable() })
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "k: error: cannot read the keymap (permission denied); check that it is a readable text file")
    }
  }
}

@Suite struct HelpContentTests {
  @Test func linesAreGroupedByContextWithKeysFromTheKeymap() throws {
    let keymap = try Keymap.parse(
      """
      format axsim-keymap/1
      [voiceover]
      voiceover.next = right, ctrl+alt+right
      voiceover.search = /
      [global]
      app.quit = q, ctrl+c
      app.help = ?
      app.nextPane = shift+tab
      """, name: "small")
    let lines = HelpContent.lines(keymap: keymap)
    #expect(lines.count == HelpContent.contextOrder.count + CommandCatalog.all.count)
    let width = HelpContent.keyWidth(of: lines)
    #expect(width == 9)  // "(unbound)"
    let text = lines.filter { $0.kind == .heading || $0.keys != HelpContent.unbound }.map { $0.rendered(keyWidth: width) }
    #expect(text == [
      "VoiceOver",
      "→ C-M-→    Swipe right: next element",
      "/          Jump to an element by typing part of its label",
      "Switch Control",
      "Full Keyboard Access",
      "Voice Control",
      "App",
      "q ^C       Quit",
      "?          Show or hide this help",
      "⇧Tab       Focus the next pane",
      "Speech log",
    ])
    let previous = try #require(lines.first { $0.commandID == "voiceover.previous" })
    #expect(previous.description == "(unbound)     Swipe left: previous element")
  }

  @Test func everyCatalogueCommandAppearsOnceInCatalogueOrder() {
    let ids = HelpContent.lines(keymap: .builtInDefault).compactMap(\.commandID)
    #expect(Set(ids) == Set(CommandCatalog.ids))
    #expect(ids.count == CommandCatalog.ids.count)
    #expect(HelpContent.lines(keymap: .builtInDefault).filter { $0.kind == .heading }.map(\.text) == ["VoiceOver", "Switch Control", "Full Keyboard Access", "Voice Control", "App", "Speech log"])
  }

  @Test func statusHintsUseTheFirstKeyOfEachCommand() throws {
    #expect(HelpContent.statusHints(keymap: .builtInDefault) == "→ next  ⏎ activate  ? help  q quit")
    let vim = try #require(Keymap.shipped(named: "vim"))
    #expect(HelpContent.statusHints(keymap: vim) == "l next  ⏎ activate  ? help  q quit")
    let partial = Keymap(name: "p", keysByCommand: ["app.quit": keys("ctrl+q")])
    #expect(HelpContent.statusHints(keymap: partial) == "^Q quit")
  }
}

@Suite struct KeymapDocsTests {
  static let begin = "<!-- BEGIN GENERATED: HelpContent.markdownTables(keymap: .builtInDefault) -->\n"
  static let end = "<!-- END GENERATED -->"

  @Test func docsListEveryCommandWithItsDefaultKeys() throws {
    let docs = try readPackageFile("Docs/Keymaps.md")
    for id in CommandCatalog.ids {
      #expect(docs.contains("`\(id)`"), "Docs/Keymaps.md does not mention \(id)")
    }
    let generated = HelpContent.markdownTables(keymap: .builtInDefault)
    let start = try #require(docs.range(of: Self.begin), "Docs/Keymaps.md lacks the generated block")
    let stop = try #require(docs.range(of: Self.end, range: start.upperBound..<docs.endIndex))
    #expect(
      String(docs[start.upperBound..<stop.lowerBound]) == generated,
      "Docs/Keymaps.md is out of date; replace the generated block with:\n\(generated)")
  }

  @Test func theKeymapsReadmeNamesEveryShippedKeymap() throws {
    let readme = try readPackageFile("Keymaps/README.md")
    for name in ShippedKeymaps.names {
      #expect(readme.contains("\(name).keymap"))
    }
  }
}
