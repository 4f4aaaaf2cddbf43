import AssistiveTechnologies
import InspectorCore
import SceneModel
import Synchronization
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Review notes on screen: the ¶ mark and its legend, the Inspector's Notes rows, the
/// editor in the status bar, the list with an orphaned note, and saving through the session.
@Suite struct ReviewNotesViewTests {
  func notedState() throws -> AppState {
    var state = try demoState(size: Size(width: 120, height: 34), commands: [.next])
    let focus = try #require(state.focusedElement)
    let target = ReviewNotes.target(for: focus, in: state.scene)
    state.review.notes = ReviewNotes([
      ReviewNote(id: "n1", target: target, text: "Reads \u{1B}[31mred\u{7} twice", tier: .blocks, agreedFix: true),
      ReviewNote(id: "n2", target: .element(id: "compose"), text: "Icon only"),
      ReviewNote(id: "n3", target: .element(id: "gone"), text: "Was the archive button", tier: .incomplete),
      ReviewNote(id: "n4", target: .screen(id: "inbox"), text: "Title is fine"),
    ])
    return state
  }

  @Test func marksTheWireframeAndListsNotesInTheInspector() throws {
    let state = try notedState()
    let grid = Screen.render(state)
    let text = grid.lines().joined(separator: "\n")
    // One mark after each of the two elements with notes on screen, and the legend's.
    #expect(grid.cells.filter { $0.text == "¶" }.count == 3)
    #expect(text.contains("┃Inbox¶"))
    #expect(text.contains("✎¶"))
    #expect(text.contains("╚══════════════════ 1 col ≈ 10 pt · ¶ note ═╝"))
    // The Inspector's row, its control characters shown as symbols.
    #expect(text.contains("│Notes    n1 Blocks assistive tech · agreed │"))
    #expect(text.contains("│         fix · Reads ␛[31mred␇ twice       │"))
    #expect(!hasRawControls(grid))
    assertSnapshot(grid, named: "review-notes-marks")
  }

  @Test func theEditorShowsTierAndAgreedFixInTheStatusBar() throws {
    var state = try notedState()
    state.review.editor = NoteEditor(target: .element(id: "compose"), subject: "'Compose'", text: "Needs a label\u{1B}", tier: .degrades, agreedFix: true)
    let grid = Screen.render(state)
    let status = try #require(grid.lines().last)
    #expect(status == " Note on 'Compose' [Degrades the experience] [agreed fix]: Needs a label␛▏  Tab tier · ^F fix · ⏎ save · Esc cancel     ")
    // A long note shows its end, where the typing is.
    state.review.editor?.text = String(repeating: "a", count: 100) + "END"
    let long = try #require(Screen.render(state).lines().last)
    #expect(long.hasPrefix(" Note on 'Compose' [Degrades the experience] [agreed fix]: …aaaa"))
    #expect(long.contains("aaEND▏  Tab tier"))
    #expect(!hasRawControls(grid))
  }

  @Test func theListShowsEveryNoteAndTheOrphanedOne() throws {
    var state = try notedState()
    state.review.listVisible = true
    state.review.selection = 2
    let grid = Screen.render(state)
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("Review notes · 4 notes · 1 orphaned"))
    #expect(text.contains("▸ (orphaned: element 'gone' is no longer in the scene)"))
    #expect(text.contains("screen 'Inbox'"))
    #expect(text.contains("↑↓ select · ⏎ edit · d delete · Esc closes"))
    #expect(!hasRawControls(grid))
    assertSnapshot(grid, named: "review-notes-list")
  }

  final class Files: Sendable {
    let written = Mutex<[(String, String)]>([])
  }

  @Test func theSessionWritesTheFileOnEveryChangeAndNamesAFailure() throws {
    var state = try demoState(size: Size(width: 100, height: 30), commands: [])
    state.review.path = "/work/app/Scenes/demo.review.json5"
    state.review.clock = { "2026-12-01T06:00:00Z" }
    state.review.idSuffix = { "" }
    state.keymap = .builtInDefault
    let keys = try [";", "O", "k", "enter"].map { try KeyPress.parse($0) }
    let files = Files()
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30), events: keys.map { .key($0) })
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: [])) }, fileStamp: { _ in nil },
      writeFile: { _, _ in Issue.record("notes go through the notes store") }, timestamp: { "" })
    environment.notesStore = NotesStore(
      save: { path, _, ours in
        files.written.withLock { $0.append((path, ReviewFile.encode(ours))) }
        return ReviewMerge.Outcome(merged: ours)
      },
      read: { _ in nil }, keepCopy: { _, _ in nil })
    let session = Session(state: state, terminal: terminal, environment: environment)
    _ = session.run()
    let written = files.written.withLock { $0 }
    #expect(written.map(\.0) == ["/work/app/Scenes/demo.review.json5"])
    let target = ReviewNotes.target(for: try #require(state.focusedElement), in: state.scene)
    #expect(target == .elementPath(path: "screens[0].root.vstack[0].back", label: "Mailboxes"))
    let note = ReviewNote(id: "n1", target: target, text: "Ok", created: "2026-12-01T06:00:00Z", updated: "2026-12-01T06:00:00Z")
    #expect(written.first?.1 == ReviewFile.encode(ReviewNotes([note])))

    // A failed write: the file and the reason, in words.
    let failing = HeadlessTerminal(size: Size(width: 100, height: 30), events: keys.map { .key($0) })
    var env2 = environment
    env2.displayPath = { SaveLocation.shortPath($0, cwd: "/work/app", home: nil) }
    env2.notesStore = NotesStore(
      save: { path, _, _ in throw SaveFailure(path: path, reason: "no space left on the device") },
      read: { _ in nil }, keepCopy: { _, _ in nil })
    let session2 = Session(state: state, terminal: failing, environment: env2)
    _ = session2.run()
    #expect(session2.state.banner == Banner(.error, "Could not save the review notes: Scenes/demo.review.json5: no space left on the device"))
  }
}
