import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@Suite struct ReviewNotesTests {
  static let source = #"{ format: "axsim-scene/1", screens: [{ id: "inbox", title: "Inbox", root: { vstack: [{ button: "Send", id: "send" }, { button: "Delete" }, { header: "Mail" }] } }] }"#

  func state(_ source: String = Self.source) throws -> AppState {
    let scene = try SceneLoader.load(bytes: Array(source.utf8), name: "t").scene
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    var s = AppState(voiceOver: vo, scenePath: "Scenes/t.json5", size: Size(width: 100, height: 30), keymap: .builtInDefault)
    s.review.path = "Scenes/t.review.json5"
    s.review.clock = { "2026-12-01T06:00:00Z" }
    // Ids without their random part, so they read n1, n2 (`newIDsAreUnique` checks it).
    s.review.idSuffix = { "" }
    return s
  }

  @discardableResult
  func press(_ key: String, _ s: inout AppState) throws -> [AppEffect] {
    AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &s)
  }

  @discardableResult
  func type(_ text: String, _ s: inout AppState) -> [AppEffect] {
    var effects: [AppEffect] = []
    for c in text { effects += AppReducer.handle(.keyPressed(KeyPress(c)), &s) }
    return effects
  }

  // MARK: The file

  @Test func theFileIsStableJSONOneNotePerLineAndReadsBack() throws {
    let notes = ReviewNotes([
      ReviewNote(id: "n1", target: .element(id: "send"), text: "Says \"Send\"\tonly", tier: .degrades, created: "2026-12-01T06:00:00Z", updated: "2026-12-01T06:01:00Z"),
      ReviewNote(id: "n2", target: .elementPath(path: "screens[0].root.vstack[1]", label: "Delete"), text: "No confirm", agreedFix: true, created: "a", updated: "b"),
      ReviewNote(id: "n3", target: .screen(id: "inbox"), text: "Fine", created: "c", updated: "d"),
    ])
    let text = ReviewFile.encode(notes)
    #expect(
      text == """
        {
          "format": "axsim-review/1",
          "notes": [
            {"id": "n1", "element": "send", "tier": "degrades", "text": "Says \\"Send\\"\\tonly", "created": "2026-12-01T06:00:00Z", "updated": "2026-12-01T06:01:00Z"},
            {"id": "n2", "elementPath": "screens[0].root.vstack[1]", "label": "Delete", "agreedFix": true, "text": "No confirm", "created": "a", "updated": "b"},
            {"id": "n3", "screen": "inbox", "text": "Fine", "created": "c", "updated": "d"}
          ]
        }

        """)
    #expect(try ReviewFile.decode(Array(text.utf8), path: "t.review.json5") == notes)
    // Plain JSON too: Foundation reads it.
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
    #expect(ReviewFile.encode(ReviewNotes()) == "{\n  \"format\": \"axsim-review/1\",\n  \"notes\": []\n}\n")
    #expect(notes.nextID == "n4")
  }

  @Test func aCorruptFileIsLocatedAndSaysWhatToDo() throws {
    func error(_ text: String) -> String {
      do {
        _ = try ReviewFile.decode(Array(text.utf8), path: "Scenes/t.review.json5")
        return "no error"
      } catch { return error.description }
    }
    #expect(error("{ format: \"axsim-review/1\", notes: [ {id: \"n1\", element: \"a\", text: \"x\"} ") == "Scenes/t.review.json5:1:74: unexpected end of file inside an array opened at line 1, column 36; close it with ']'")
    #expect(error("") == "Scenes/t.review.json5:1:1: the file is empty; write a JSON5 value, for example {}")
    #expect(error("[]") == "Scenes/t.review.json5:1:1: expected an object, found array; write { format: \"axsim-review/1\", notes: [] }")
    #expect(error("{ format: \"axsim-review/9\" }") == "Scenes/t.review.json5:1:11: the format is not 'axsim-review/1'; write format: \"axsim-review/1\"")
    #expect(error("{ format: \"axsim-review/1\", notes: [\n  { id: \"n1\", element: \"a\", tier: \"fatal\" } ] }") == "Scenes/t.review.json5:2:35: unknown tier 'fatal'; write one of blocks, degrades, incomplete, or remove the tier")
    #expect(error("{ format: \"axsim-review/1\", notes: [{ id: \"n1\", text: \"x\" }] }") == "Scenes/t.review.json5:1:37: the note 'n1' says neither 'element', 'elementPath' nor 'screen'; add element: \"ID\" or screen: \"ID\"")
    #expect(error("{ format: \"axsim-review/1\", notes: [{ id: \"n1\", screen: \"s\" }, { id: \"n1\", screen: \"s\" }] }") == "Scenes/t.review.json5:1:70: the id 'n1' is used by two notes; give one of them another id, such as \"n2\"")
  }

  @Test func theFileLivesBesideTheScene() {
    #expect(ReviewFile.path(scenePath: "Scenes/inbox.json5", saveDirectory: "/x") == "Scenes/inbox.review.json5")
    #expect(ReviewFile.path(scenePath: "a.b/inbox.json", saveDirectory: nil) == "a.b/inbox.review.json5")
    #expect(ReviewFile.path(scenePath: "inbox", saveDirectory: nil) == "inbox.review.json5")
    #expect(ReviewFile.path(scenePath: "dir/.json5", saveDirectory: nil) == "dir/.json5.review.json5")
    #expect(ReviewFile.path(scenePath: nil, saveDirectory: "/data/axsim") == "/data/axsim/demo.review.json5")
    #expect(ReviewFile.path(scenePath: nil, saveDirectory: nil) == "demo.review.json5")
  }

  @Test func loadingAnUnreadableFileKeepsItAndSaysSo() {
    let broken = ReviewState.load(scenePath: "S/t.json5", saveDirectory: nil, shortPath: { $0 }, read: { _ in Array("{ notes: [".utf8) })
    #expect(broken.path == "S/t.review.json5")
    #expect(broken.notes.isEmpty)
    #expect(broken.unreadable == "S/t.review.json5 is unreadable (S/t.review.json5:1:11: unexpected end of file inside an array opened at line 1, column 10; close it with ']'); fix it or move it away, then restart")
    let missing = ReviewState.load(scenePath: "S/t.json5", saveDirectory: nil, shortPath: { $0 }, read: { _ in nil })
    #expect(missing.unreadable == nil)
    #expect(missing.path == "S/t.review.json5")
    let stdin = ReviewState.load(scenePath: "-", saveDirectory: "/x", shortPath: { $0 }, read: { _ in nil })
    #expect(stdin.path == nil)
    #expect(stdin.unreadable == "a scene read from standard input has no file to keep notes beside")
  }

  @Test func writingReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-review-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("sub/t.review.json5").path
    try ReviewFile.write("one", to: path)
    try ReviewFile.write("two", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("sub").path) == ["t.review.json5"])
    // A directory in the way: the file and the reason in words.
    let blocked = dir.appendingPathComponent("blocked").path
    try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
    #expect(throws: SaveFailure(path: blocked, reason: "a directory of that name is in the way")) {
      try ReviewFile.write("x", to: blocked)
    }
  }

  @Test func aKilledSessionsTemporaryFileIsRemovedARunningOnesIsKept() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-review-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("t.review.json5").path
    // No process has pid 2147483646 (above any pid_max); this process is running.
    for name in [".t.review.json5.partial-2147483646", ".t.review.json5.partial-\(getpid())", ".other.review.json5.partial-2147483646", "t.review.json5"] {
      try "x".write(toFile: dir.appendingPathComponent(name).path, atomically: false, encoding: .utf8)
    }
    #expect(ReviewFile.removeStalePartials(of: path) == [".t.review.json5.partial-2147483646"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
      ".other.review.json5.partial-2147483646", ".t.review.json5.partial-\(getpid())", "t.review.json5",
    ])
  }

  // MARK: The keys

  @Test func aNoteOnTheFocusedElementWithTierAndAgreedFix() throws {
    var s = try state()
    try press(";", &s)
    #expect(s.review.editor?.subject == "'Send'")
    type("No hint", &s)
    try press("backspace", &s)
    type("t", &s)
    try press("tab", &s)
    try press("tab", &s)
    try press("ctrl+f", &s)
    #expect(s.review.editor?.tier == .degrades)
    #expect(s.review.editor?.agreedFix == true)
    #expect(try press("enter", &s) == [.saveNotes])
    #expect(s.review.editor == nil)
    #expect(s.banner == Banner(.info, "Note n1 added to 'Send' (Degrades the experience)"))
    #expect(s.review.notes.notes == [
      ReviewNote(id: "n1", target: .element(id: "send"), text: "No hint", tier: .degrades, agreedFix: true, created: "2026-12-01T06:00:00Z", updated: "2026-12-01T06:00:00Z")
    ])
    // Keys typed into the editor did not reach VoiceOver ("t" is next technology, "q" quit).
    #expect(s.technology == .voiceOver)
  }

  @Test func anElementWithoutAnIDIsNotedByItsPathAndLabel() throws {
    var s = try state()
    try press("right", &s)
    try press(";", &s)
    type("Asks nothing", &s)
    try press("enter", &s)
    #expect(s.review.notes.notes.first?.target == .elementPath(path: "screens[0].root.vstack[1]", label: "Delete"))
    #expect(s.review.notes.elements(in: s.scene) == [s.focusedElement!])
  }

  @Test func aScreenNoteEscAndAnEmptyNote() throws {
    var s = try state()
    try press(":", &s)
    #expect(s.review.editor?.subject == "screen 'Inbox'")
    #expect(try press("enter", &s) == [.bell])
    #expect(s.banner == Banner(.error, "Type the note first (Esc cancels)"))
    type("q", &s)
    try press("escape", &s)
    #expect(s.review.editor == nil)
    #expect(s.review.notes.isEmpty)
    #expect(s.banner == Banner(.info, "Note not added"))
    try press(":", &s)
    type("Title is not spoken", &s)
    try press("enter", &s)
    #expect(s.review.notes.notes.map(\.target) == [.screen(id: "inbox")])
  }

  @Test func theListEditsAndDeletesWithAConfirmation() throws {
    var s = try state()
    try press("\"", &s)
    #expect(s.review.listVisible == false)
    #expect(s.banner == Banner(.info, "No review notes yet: ; notes the focused element, : the screen"))
    try press(";", &s); type("first", &s); try press("enter", &s)
    try press("right", &s)
    try press(";", &s); type("second", &s); try press("enter", &s)
    try press("\"", &s)
    #expect(s.review.listVisible)
    // Selecting a note focuses its element.
    try press("down", &s)
    try press("up", &s)
    #expect(s.focusedElement == s.scene.ids["send"])
    // Enter edits it; the edit keeps its id and creation time.
    s.review.clock = { "later" }
    try press("enter", &s)
    #expect(s.review.editor?.text == "first")
    type("!", &s)
    #expect(try press("enter", &s) == [.saveNotes])
    #expect(s.banner == Banner(.info, "Note n1 saved on 'Send'"))
    #expect(s.review.notes[id: "n1"]?.text == "first!")
    #expect(s.review.notes[id: "n1"]?.created == "2026-12-01T06:00:00Z")
    #expect(s.review.notes[id: "n1"]?.updated == "later")
    #expect(s.review.listVisible)
    // d asks, a second d deletes; another key in between keeps the note.
    #expect(try press("d", &s) == [])
    #expect(s.banner == Banner(.info, "Delete note n1? Press d again to delete it; any other key keeps it"))
    try press("x", &s)
    try press("d", &s)
    #expect(s.review.notes.notes.count == 2)
    #expect(try press("d", &s) == [.saveNotes])
    #expect(s.banner == Banner(.info, "Deleted note n1"))
    #expect(s.review.notes.notes.map(\.id) == ["n2"])
    try press("escape", &s)
    #expect(!s.review.listVisible)
    // Ids are never reused while a higher one exists.
    #expect(s.review.notes.nextID == "n3")
  }

  @Test func notesSurviveAReloadAndAGoneElementIsOrphanedNotDropped() throws {
    var s = try state()
    try press(";", &s); type("keep me", &s); try press("enter", &s)
    let v2 = try SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "inbox", root: { vstack: [{ header: "Mail" }, { button: "Send it", id: "send" }] } }] }"#.utf8), name: "t").scene
    _ = AppReducer.handle(.sceneReloaded(.success((v2, []))), &s)
    #expect(s.review.notes.elements(in: s.scene) == [s.scene.ids["send"]!])
    let v3 = try SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "inbox", root: { vstack: [{ header: "Mail" }] } }] }"#.utf8), name: "t").scene
    _ = AppReducer.handle(.sceneReloaded(.success((v3, []))), &s)
    let note = try #require(s.review.notes.notes.first)
    #expect(ReviewNotes.isOrphaned(note, in: s.scene))
    #expect(ReviewNotes.orphanedText(note) == "(orphaned: element 'send' is no longer in the scene)")
  }

  @Test func anUnreadableFileIsNeverWrittenAndAFailedWriteSaysWhy() throws {
    var s = try state()
    s.review.unreadable = "t.review.json5 is unreadable (…)"
    try press(";", &s); type("x", &s)
    // The session keeps a copy instead of writing the file (`Session.saveNotes`).
    #expect(try press("enter", &s) == [.saveNotes])
    #expect(s.banner == Banner(.error, "Note n1 added to 'Send', but not written: t.review.json5 is unreadable (…)"))
    #expect(s.review.unsaved == "t.review.json5 is unreadable (…)")
    _ = AppReducer.handle(.notesSaved(.failed("t.review.json5 is unreadable (…)", copy: "~/.local/share/axsim/recovered/t.review-1.json5")), &s)
    #expect(s.banner == Banner(.error, "Note n1 added to 'Send', but not written: t.review.json5 is unreadable (…); a copy is in ~/.local/share/axsim/recovered/t.review-1.json5"))
    s.review.unreadable = nil
    _ = AppReducer.handle(.notesSaved(.failed("Scenes/t.review.json5: no space left on the device", copy: nil)), &s)
    #expect(s.banner == Banner(.error, "Could not save the review notes: Scenes/t.review.json5: no space left on the device; a copy is in ~/.local/share/axsim/recovered/t.review-1.json5"))
  }
}
