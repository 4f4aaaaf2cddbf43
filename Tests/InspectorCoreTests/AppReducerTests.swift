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
    #expect(s.banner?.text == "Reloaded: removed a; changed b")
  }
}
