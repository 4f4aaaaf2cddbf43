import Synchronization
import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// `axsim compare`: both scenes of every before/after pair side by side, driven by the
/// same keys, against snapshots; the after side follows VoiceOver to the partner element.
@Suite struct CompareTests {
  /// Every `NAME-before`/`NAME-after` pair in Scenes/ and those in Tests/scene-pairs.txt.
  static let pairs: [(name: String, before: String, after: String)] = {
    let text = (try? String(contentsOf: packageRoot.appendingPathComponent("Tests/scene-pairs.txt"), encoding: .utf8)) ?? ""
    let named = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> (String, String, String)? in
      let w = line.split(separator: " ").map(String.init)
      return w.count >= 3 ? (w[0], w[1], w[2]) : nil
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Scenes").path)) ?? []
    let befores = files.filter { $0.hasSuffix("-before.json5") }.map { String($0.dropLast("-before.json5".count)) }
    return (befores.map { ($0, "\($0)-before", "\($0)-after") } + named).sorted { $0.0 < $1.0 }
  }()

  static func state(_ before: String, _ after: String, size: Size = Size(width: 140, height: 34)) throws -> CompareState {
    func side(_ name: String) throws -> AppState {
      var s = AppState(voiceOver: VoiceOver(runtime: SceneRuntime(scene: try sceneFile("\(name).json5"))), scenePath: "Scenes/\(name).json5", size: size, keymap: testKeymap)
      s.frame = 0
      return s
    }
    var state = CompareState(before: try side(before), after: try side(after), size: size)
    state.start()
    return state
  }

  static func press(_ keys: [String], _ state: inout CompareState) throws {
    for k in keys {
      let effects = CompareReducer.handle(.keyPressed(try KeyPress.parse(k)), &state)
      #expect(!effects.contains(CompareEffect(.quit)))
      state.before.simulator.finishMotion()
      state.after.simulator.finishMotion()
    }
  }

  @Test func thereAreNinePairs() {
    #expect(Self.pairs.count >= 9)
  }

  @Test(arguments: pairs.map(\.name))
  func comparePair(_ name: String) throws {
    let pair = try #require(Self.pairs.first { $0.name == name })
    var state = try Self.state(pair.before, pair.after)
    try Self.press(["right", "right"], &state)
    let grid = CompareScreen.render(state)
    #expect(!hasRawControls(grid))
    assertSnapshot(grid, named: "compare-\(name)")
    // The header's counts are the orders' lengths, the same that `axsim diff` counts.
    let b = StopMatching.order(.voiceOver, state.before.voiceOver.runtime).count
    let a = StopMatching.order(.voiceOver, state.after.voiceOver.runtime).count
    #expect(state.countsText == "Before: \(b) stop\(b == 1 ? "" : "s") · After: \(a) stop\(a == 1 ? "" : "s")")
    // The after side is on the before side's partner, or says it has none.
    let focus = try #require(state.before.focusedElement)
    if let partner = StopMatching.partner(of: focus, .voiceOver, before: state.before.voiceOver.runtime, after: state.after.voiceOver.runtime) {
      #expect(state.after.focusedElement == partner)
    } else {
      let note = state.after.log.entries.last?.event.notes.first ?? ""
      #expect(note.hasPrefix("no counterpart here for ") || note.contains(" is a custom action of "), "\(note)")
    }
  }

  @Test func theAfterSideFollowsByIdAndSaysWhenThereIsNoPartner() throws {
    var state = try Self.state("action-row-before", "action-row-after")
    let before = StopMatching.order(.voiceOver, state.before.voiceOver.runtime)
    // Walk the whole before order: the after side is always on the partner, on the row whose
    // custom action the control became, or says why not.
    var noPartner = 0
    var becameActions: [String] = []
    for _ in before.indices.dropFirst() {
      try Self.press(["right"], &state)
      let focus = try #require(state.before.focusedElement)
      if let p = StopMatching.partner(of: focus, .voiceOver, before: state.before.voiceOver.runtime, after: state.after.voiceOver.runtime) {
        #expect(state.after.focusedElement == p)
        if let id = state.before.scene.elements[focus].id, state.after.scene.ids[id] != nil {
          #expect(state.after.scene.elements[p].id == id)
        }
      } else {
        let note = try #require(state.after.log.entries.last?.event.notes.first)
        let name = Sanitize.quote(state.before.voiceOver.runtime.name(of: focus))
        if note.hasPrefix(name + " is a custom action of ") {
          becameActions.append(name)
          #expect(state.after.scene.elements[try #require(state.after.focusedElement)].id == "message")
          #expect(note == "\(name) is a custom action of 'Design review moved, From Ana Lima: the …' here: swipe up or down to choose it")
        } else {
          noPartner += 1
          #expect(note == "no counterpart here for \(name) (before)")
        }
      }
    }
    #expect(noPartner > 0, "the before side of action-row has stops the after side does not")
    #expect(becameActions == ["'Reply'", "'Forward'", "'Flag'", "'Archive'", "'Delete'"])
  }

  /// Both sides activate; where they end up differently, the after side says so.
  @Test func aDifferentOutcomeIsNoted() throws {
    var state = try Self.state("modal-no-trap", "modal-trap")
    // Sign in on both: the before side stays in the page, the after side moves to Buy tickets.
    let signIn = try #require(state.before.scene.ids["signIn"])
    _ = state.before.simulator.perform(.voiceOver(.focus(signIn)))
    _ = state.after.simulator.perform(.voiceOver(.focus(try #require(state.after.scene.ids["signIn"]))))
    try Self.press(["enter"], &state)
    let note = try #require(state.after.log.entries.last?.event.notes.first)
    #expect(note.hasPrefix("behaves differently: here focus is on 'Buy tickets', before on "), "\(note)")
  }

  @Test func technologySwitchAndActivateRunOnBothSides() throws {
    var state = try Self.state("icon-buttons-unlabeled", "icon-buttons-labeled")
    try Self.press(["t"], &state)
    #expect(state.before.technology == .switchControl)
    #expect(state.after.technology == .switchControl)
    #expect(CompareScreen.render(state).row(0).map(\.text).joined().contains("Switch Control"))
    try Self.press(["t", "t"], &state)
    #expect(state.before.technology == .voiceControl && state.after.technology == .voiceControl)
    try Self.press(["t"], &state)
    #expect(state.before.technology == .voiceOver && state.after.technology == .voiceOver)
  }

  /// Voice Control's command line is typed once and said on both sides: a name only the
  /// after side has is found there and not before.
  @Test func voiceControlSaysOnBothSides() throws {
    var state = try Self.state("icon-buttons-unlabeled", "icon-buttons-labeled")
    try Self.press(["t", "t", "t"], &state)
    #expect(state.before.technology == .voiceControl)
    try Self.press(["enter", "t", "a", "p", "space", "p", "l", "a", "y"], &state)
    #expect(state.after.voiceLine.text == "tap play")
    try Self.press(["enter"], &state)
    #expect(!state.before.voiceLine.isOpen && !state.after.voiceLine.isOpen)
    let before = state.before.log.entries.flatMap(\.event.notes).joined(separator: " ")
    let after = state.after.log.entries.flatMap(\.event.notes).joined(separator: " ")
    #expect(!before.contains("tapped"), "\(before)")
    #expect(after.contains("tapped 'Play'"), "\(after)")
    try Self.press(["1"], &state)
    #expect(state.before.simulator.voiceControl.overlay != nil && state.after.simulator.voiceControl.overlay != nil)
  }

  @Test func appOnlyKeysSaySoBrieflyAndQuitQuits() throws {
    var state = try Self.state("modal-no-trap", "modal-trap")
    state.before.keymap = .builtInDefault
    #expect(CompareReducer.handle(.keyPressed(try KeyPress.parse("R")), &state).isEmpty)
    #expect(state.banner?.text == "R (Reload the scene file) needs one scene: axsim FILE")
    #expect(CompareScreen.render(Self.resized(state, width: 80)).row(29).map(\.text).joined().contains("needs one scene: axsim FILE"))
    _ = CompareReducer.handle(.keyPressed(try KeyPress.parse("?")), &state)
    #expect(state.before.helpVisible)
    _ = CompareReducer.handle(.keyPressed(try KeyPress.parse("x")), &state)
    #expect(!state.before.helpVisible)
    #expect(CompareReducer.handle(.keyPressed(try KeyPress.parse("q")), &state) == [CompareEffect(.quit)])
  }

  static func resized(_ state: CompareState, width: Int) -> CompareState {
    var s = state
    _ = CompareReducer.handle(.resized(Size(width: width, height: 30)), &s)
    return s
  }

  /// With the shipped keymap, where w saves and W writes the report.
  static func shipped(_ s: CompareState) -> CompareState {
    var s = s
    s.before.keymap = .builtInDefault
    s.after.keymap = .builtInDefault
    return s
  }

  final class Files: Sendable {
    let written = Mutex<[(String, String)]>([])
  }

  static func environment(_ files: Files, notes: Bool = true) -> SessionEnvironment {
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: [])) }, fileStamp: { _ in nil },
      writeFile: { path, text in files.written.withLock { $0.append((path, text)) } }, timestamp: { "20261203-101500-000" })
    environment.dateText = { "2026-12-03 10:15:00 UTC" }
    if notes {
      environment.notesStore = NotesStore(
        save: { path, _, ours in
          files.written.withLock { $0.append((path, ReviewFile.encode(ours))) }
          return ReviewMerge.Outcome(merged: ours)
        },
        read: { _ in nil }, keepCopy: { _, _ in nil })
    }
    return environment
  }

  @Test func wWritesTheReportOfTheAfterSideWithItsWalk() throws {
    var state = Self.shipped(try Self.state("action-row-before", "action-row-after"))
    #expect(CompareReducer.handle(.keyPressed(try KeyPress.parse("W")), &state) == [CompareEffect(.writeReport)])
    // The session hands the after side's transcript to the writer and says what was saved.
    let terminal = HeadlessTerminal(
      size: Size(width: 140, height: 34), events: [.key(KeyPress(.right)), .key(KeyPress(.character("W")))])
    let session = CompareSession(state: Self.shipped(try Self.state("action-row-before", "action-row-after")), terminal: terminal, environment: Self.environment(Files()))
    let seen = Mutex<[String]>([])
    session.writeReport = { lines in
      seen.withLock { $0 = lines }
      return .success(["r/action-row-after-review.md", "r/action-row-after-review.html"])
    }
    _ = session.run()
    #expect(session.state.banner?.text == "Saved the report: r/action-row-after-review.md and r/action-row-after-review.html")
    #expect(seen.withLock { $0.first?.contains("screenChanged") == true && $0.count >= 2 })
  }

  /// `w` writes both walks, each beside its scene and named after it, and says where.
  @Test func wSavesBothWalksAndTheBannerSaysWhere() throws {
    var state = Self.shipped(try Self.state("modal-no-trap", "modal-trap"))
    state.before.saveDirectory = "Scenes"
    state.after.saveDirectory = "Scenes"
    let files = Files()
    let terminal = HeadlessTerminal(size: Size(width: 140, height: 34), events: [.key(KeyPress(.right)), .key(KeyPress(.character("w")))])
    let session = CompareSession(state: state, terminal: terminal, environment: Self.environment(files))
    _ = session.run()
    let written = files.written.withLock { $0 }
    #expect(written.map(\.0) == [
      "Scenes/axsim-transcript-20261203-101500-000-before-modal-no-trap.md", "Scenes/axsim-transcript-20261203-101500-000-before-modal-no-trap.jsonl",
      "Scenes/axsim-transcript-20261203-101500-000-after-modal-trap.md", "Scenes/axsim-transcript-20261203-101500-000-after-modal-trap.jsonl",
    ])
    #expect(written[0].1.contains("Scenes/modal-no-trap.json5") && written[2].1.contains("Scenes/modal-trap.json5"))
    #expect(session.state.banner?.text == "Saved both walks (.md, .jsonl) in Scenes/: axsim-transcript-20261203-101500-000-before-modal-no-trap, …after-modal-trap")
    #expect(CompareSession.walksSaved(["a/x-before-p.md", "a/x-before-p.jsonl", "b/x-after-q.md", "b/x-after-q.jsonl"]) == "Saved both walks (.md, .jsonl): a/x-before-p and b/x-after-q")
  }

  /// Notes go to the side that holds the review's focus (`\\` moves it), each saved at once to
  /// that side's own review file; the side's header counts them and the editor names the side.
  @Test func notesAreTakenOnTheFocusedSideAndSavedToItsReviewFile() throws {
    var state = Self.shipped(try Self.state("modal-no-trap", "modal-trap"))
    for side in CompareSide.allCases {
      state[side].review.path = "Scenes/\(side == .before ? "modal-no-trap" : "modal-trap").review.json5"
      state[side].review.clock = { "2026-12-03T10:15:00Z" }
      state[side].review.idSuffix = { "" }
    }
    // A note on the before side, then `\\`, then one on the after side's screen.
    var keys = [";", "F", "i", "n", "e", "enter"]
    keys += ["\\", ":", "T", "r", "a", "p", "s"]
    var editing = state
    for k in keys { _ = CompareReducer.handle(.keyPressed(try KeyPress.parse(k)), &editing) }
    #expect(editing.focus == .after)
    var grid = CompareScreen.render(editing)
    assertSnapshot(grid, named: "compare-note-editor")
    #expect(grid.row(33).map(\.text).joined().hasPrefix(" After › Note on screen "))
    keys.append("enter")
    let files = Files()
    let terminal = HeadlessTerminal(size: Size(width: 140, height: 34), events: try keys.map { .key(try KeyPress.parse($0)) })
    let session = CompareSession(state: state, terminal: terminal, environment: Self.environment(files))
    _ = session.run()
    let written = files.written.withLock { $0 }
    #expect(written.map(\.0) == ["Scenes/modal-no-trap.review.json5", "Scenes/modal-trap.review.json5"])
    let before = try ReviewFile.decode(Array(written[0].1.utf8), path: "before")
    let after = try ReviewFile.decode(Array(written[1].1.utf8), path: "after")
    #expect(before.notes.map(\.text) == ["Fine"])
    #expect(after.notes.map(\.text) == ["Traps"])
    #expect(after.notes.first.map { if case .screen = $0.target { true } else { false } } == true)
    #expect(session.state.before.review.notes.notes.count == 1 && session.state.after.review.notes.notes.count == 1)
    grid = CompareScreen.render(session.state)
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("  Before: Scenes/modal-no-trap.json5 · 1 note"))
    #expect(text.contains("▸ After: Scenes/modal-trap.json5 · 1 note"))
    #expect(session.state.banner?.text.hasPrefix("Note n1 added to screen ") == true, "\(String(describing: session.state.banner))")
    // The list is the focused side's, and says so.
    var listed = session.state
    _ = CompareReducer.handle(.keyPressed(try KeyPress.parse("\"")), &listed)
    let list = CompareScreen.render(listed).lines().joined(separator: "\n")
    #expect(list.contains("After: Review notes · 1 note"))
    #expect(list.contains("Traps") && !list.contains("Fine"))
  }

  /// A save that fails on one side is that side's: the banner names the file, the header
  /// says "not saved", and quitting asks first on that side.
  @Test func aFailedSaveIsTheSidesAndQuittingAsks() throws {
    var state = Self.shipped(try Self.state("modal-no-trap", "modal-trap"))
    state.after.review.path = "Scenes/modal-trap.review.json5"
    state.after.review.idSuffix = { "" }
    var environment = Self.environment(Files())
    environment.notesStore = NotesStore(
      save: { path, _, _ in throw SaveFailure(path: path, reason: "no space left on the device") },
      read: { _ in nil }, keepCopy: { _, _ in nil })
    let keys = ["\\", ";", "X", "enter", "q"]
    let terminal = HeadlessTerminal(size: Size(width: 140, height: 34), events: try keys.map { .key(try KeyPress.parse($0)) })
    let session = CompareSession(state: state, terminal: terminal, environment: environment)
    #expect(session.run() == .endOfInput, "q asks instead of quitting")
    #expect(session.state.after.review.unsaved != nil)
    #expect(session.state.after.review.unsavedPrompt != nil)
    #expect(session.state.focus == .after)
    let text = CompareScreen.render(session.state).lines().joined(separator: "\n")
    #expect(text.contains("After: Scenes/modal-trap.json5 · 1 note · not saved"))
  }

  /// The title row shows each side's text size and the display settings that differ.
  @Test func theTitleRowShowsEachSidesSettings() throws {
    var state = Self.shipped(try Self.state("icon-buttons-unlabeled", "icon-buttons-labeled"))
    try Self.press([">", "B"], &state)
    let title = CompareScreen.render(state).row(0).map(\.text).joined()
    #expect(title.hasPrefix(" axsim compare · VoiceOver · Before: 4 stops, text XL · Bold Text · After: 4 stops, text XL · Bold Text"), "\(title)")
  }

  @Test func aResizeRedrawsBothColumnsAtTheNewSize() throws {
    var state = try Self.state("two-columns-before", "two-columns-after")
    _ = CompareReducer.handle(.resized(Size(width: 70, height: 20)), &state)
    let grid = CompareScreen.render(state)
    #expect(grid.size == Size(width: 70, height: 20))
    assertSnapshot(grid, named: "compare-narrow")
  }
}
