import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@Suite struct AppReducerTests {
  func state() throws -> AppState {
    let scene = try SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "A" }, { button: "B" }, { header: "C" }] } }] }"#.utf8), name: "t").scene
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    return AppState(voiceOver: vo, scenePath: nil, size: Size(width: 100, height: 30), keymap: .builtInDefault)
  }

  func press(_ key: String, _ s: inout AppState) throws -> [AppEffect] {
    AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &s)
  }

  @Test func arrowsScrollTheFocusedPaneAndMovingFocusResetsTheInspector() throws {
    var s = try state()
    _ = try press("right", &s)
    #expect(s.log.entries.last?.event.spokenText == "B. Button.")
    s.focusedPane = .inspector
    _ = try press("down", &s)
    _ = try press("down", &s)
    #expect(s.inspectorScroll == 2)
    #expect(s.log.entries.last?.event.spokenText == "B. Button.", "down scrolled instead of moving the rotor")
    _ = try press("right", &s)
    #expect(s.inspectorScroll == 0)
    s.focusedPane = .speech
    _ = try press("up", &s)
    #expect(s.speechScroll == 1)
  }

  @Test func searchJumpsToTheFirstMatchAfterFocus() throws {
    var s = try state()
    _ = try press("/", &s)
    for c in "c" { _ = AppReducer.handle(.keyPressed(KeyPress(c)), &s) }
    _ = try press("enter", &s)
    #expect(s.log.entries.last?.event.spokenText == "C. Heading.")
    #expect(s.search == nil)
  }

  @Test func quitAndUnboundKeys() throws {
    var s = try state()
    #expect(try press("q", &s) == [.quit])
    _ = try press("f12", &s)
    #expect(s.banner?.text.contains("not bound") == true)
  }

  @Test func aReloadKeepsFocusByIDAndSpeaksIt() throws {
    let v1 = try SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "A", id: "a" }, { button: "B", id: "b" }] } }] }"#.utf8), name: "t").scene
    let v2 = try SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ text: "New" }, { button: "Bee", id: "b" }] } }] }"#.utf8), name: "t").scene
    var vo = VoiceOver(runtime: SceneRuntime(scene: v1))
    _ = vo.start()
    var s = AppState(voiceOver: vo, scenePath: "t.json5", size: Size(width: 100, height: 30), keymap: .builtInDefault)
    _ = try press("right", &s)
    _ = AppReducer.handle(.sceneReloaded(.success((v2, []))), &s)
    #expect(s.log.entries.last?.event.spokenText == "Bee. Button.")
    #expect(s.log.entries.last?.event.notes == ["the scene file was reloaded"])
    #expect(s.banner?.text == "Reloaded: added 'New'; removed 'A'; changed 'Bee' (label)")
    let steps = s.log.entries.map(\.event.step)
    #expect(steps.last == (steps.dropLast().max() ?? 0) + 1, "the reload is a step of its own")
  }

  @Test func theChangeSummaryComparesElementsNotPositions() throws {
    func load(_ root: String) throws -> Scene {
      try SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: \#(root) }] }"#.utf8), name: "t").scene
    }
    // A row inserted at the top moves every row below: none of them changed.
    let v1 = try load(#"{ vstack: [{ button: "Reply" }, { button: "Delete" }] }"#)
    let v2 = try load(#"{ vstack: [{ header: "Mail" }, { button: "Reply" }, { button: "Delete" }] }"#)
    #expect(SceneChangeSummary.describe(old: v1, new: v2) == "added 'Mail'")
    // The same button with a new hint changed; named by its label, with what changed.
    let v3 = try load(#"{ vstack: [{ header: "Mail" }, { button: "Reply", hint: "Replies to the sender" }, { button: "Delete" }] }"#)
    #expect(SceneChangeSummary.describe(old: v2, new: v3) == "changed 'Reply' (hint)")
    #expect(SceneChangeSummary.describe(old: v3, new: v3) == "no element changed")
    // An element with an id is the same element wherever it moves.
    let a = try load(#"{ vstack: [{ button: "Send", id: "send" }, { text: "Draft" }] }"#)
    let b = try load(#"{ vstack: [{ text: "Draft" }, { button: "Send", id: "send", traits: ["button", "selected"] }] }"#)
    #expect(SceneChangeSummary.describe(old: a, new: b) == "changed 'Send' (traits)")
  }

  @Test func rotorNotesNameTheKeyOfTheKeymap() throws {
    var s = try state()
    _ = try press("down", &s)
    let note = try #require(s.log.entries.last?.event.notes.first)
    #expect(note == "the rotor has no setting here; press Tab to choose a rotor")
    #expect(NoteWording.inKeys("something else", keymap: s.keymap) == "something else")
  }

  @Test func aFailedReloadListsEveryProblemEscClosesAndAKeyReopens() throws {
    var s = try state()
    let problems = [
      "t.json5:3:1: error: screens[0].root: expected '}'; close the object",
      "t.json5:9:4: error: screens[0].root.vstack[1].traits: unknown trait 'buton'; did you mean 'button'?",
    ]
    _ = AppReducer.handle(.sceneReloaded(.failure(SceneReloadFailure(lines: problems))), &s)
    #expect(s.problemsVisible)
    #expect(s.reloadProblems == problems)
    #expect(s.banner?.text == "Reload failed: 2 problems; kept the previous scene. e shows the list again")
    let logged = s.log.entries.count
    _ = try press("right", &s)
    #expect(s.log.entries.count == logged, "keys do not reach the screen behind the list")
    #expect(s.banner?.text.hasPrefix("Esc closes the list of problems") == true)
    _ = try press("escape", &s)
    #expect(!s.problemsVisible)
    _ = try press("e", &s)
    #expect(s.problemsVisible, "e shows the list again")
    _ = try press("e", &s)
    #expect(!s.problemsVisible, "and closes it")
    // A good reload clears them.
    _ = AppReducer.handle(.sceneReloaded(.success((s.scene, []))), &s)
    #expect(s.reloadProblems.isEmpty && !s.problemsVisible)
    _ = try press("e", &s)
    #expect(s.banner?.text == "No reload problems: the scene loaded")
  }

  @Test func searchCountsMatchesAndSteps() throws {
    let scene = try SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "Reply" }, { button: "Reply all" }, { header: "Inbox" }, { button: "Replay" }] } }] }"#.utf8), name: "t").scene
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    var s = AppState(voiceOver: vo, scenePath: nil, size: Size(width: 100, height: 30), keymap: .builtInDefault)
    _ = try press("/", &s)
    for c in "reply" { _ = AppReducer.handle(.keyPressed(KeyPress(c)), &s) }
    #expect(SearchMatcher.matches("reply", in: s.voiceOver).count == 2)
    _ = try press("enter", &s)
    #expect(s.log.entries.last?.event.spokenText == "Reply all. Button.")
    #expect(s.banner?.text == "'reply': match 2 of 2 (n next, N previous)")
    _ = try press("n", &s)
    #expect(s.log.entries.last?.event.spokenText == "Reply. Button.", "wraps to the first")
    #expect(s.banner?.text == "'reply': match 1 of 2, wrapped to the top (n next, N previous)")
    _ = try press("N", &s)
    #expect(s.log.entries.last?.event.spokenText == "Reply all. Button.")
    #expect(s.banner?.text == "'reply': match 2 of 2, wrapped to the bottom (n next, N previous)")
    _ = try press("N", &s)
    #expect(s.banner?.text == "'reply': match 1 of 2 (n next, N previous)", "no wrap going back from the second")
    // With one match, n says it is the only one.
    s.lastSearch = "inbox"
    _ = try press("n", &s)
    _ = try press("n", &s)
    #expect(s.banner?.text == "'inbox': match 1 of 1, the only match")
  }

  @Test func helpPagesByTheVisibleHeight() throws {
    var s = try state()
    s.size = Size(width: 80, height: 24)
    _ = try press("?", &s)
    _ = try press("pagedown", &s)
    #expect(s.helpScroll == AppReducer.helpVisibleLines(s) - 1)
    #expect(AppReducer.helpVisibleLines(s) == 20)
  }
}
