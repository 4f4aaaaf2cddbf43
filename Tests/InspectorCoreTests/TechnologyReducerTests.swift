import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

/// The reducer with Switch Control and Full Keyboard Access: switching technology, the
/// `[switch]` and `[keyboard]` keys, Tab chords, settings keys and time.
@Suite struct TechnologyReducerTests {
  /// A header, a toolbar of three buttons (a Switch Control group), a list of two buttons
  /// (a keyboard focus group) and a button with a custom action.
  static let source = #"""
    { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
      { header: "Title" },
      { list: [{ button: "Reply", id: "reply" }, { button: "Forward", id: "forward" }, { button: "Delete", id: "delete" }], container: "list", id: "bar" },
      { text: "Plain label", id: "plain" },
      { button: "Send", id: "send", actions: ["Schedule"] },
    ] } }] }
    """#

  func state() throws -> AppState {
    let scene = try SceneLoader.load(bytes: Array(Self.source.utf8), name: "t").scene
    var state = AppState(
      voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), scenePath: nil,
      size: Size(width: 100, height: 30), keymap: .builtInDefault)
    state.log.append(state.simulator.start(), key: nil, scene: state.scene)
    return state
  }

  func press(_ keys: String..., on s: inout AppState) throws {
    for key in keys { _ = AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &s) }
  }

  func id(_ s: AppState) -> String? { s.focusedElement.flatMap { s.scene.elements[$0].id } }

  @Test func oneKeyCyclesTheTechnologiesKeepingFocus() throws {
    var s = try state()
    try press("right", "right", on: &s)  // VoiceOver: Title, Reply, Forward
    #expect(id(s) == "forward")
    try press("t", on: &s)
    #expect(s.technology == .switchControl)
    #expect(id(s) == "forward", "Switch Control starts on the element VoiceOver was on")
    #expect(s.banner?.text == "Now using Switch Control")
    try press("t", on: &s)
    #expect(s.technology == .fullKeyboardAccess)
    #expect(id(s) == "forward")
    try press("t", on: &s)
    #expect(s.technology == .voiceControl)
    #expect(s.banner?.text == "Now using Voice Control")
    try press("t", on: &s)
    #expect(s.technology == .voiceOver)
    #expect(id(s) == "forward", "Voice Control has no focus of its own: VoiceOver comes back where it was")
    #expect(s.log.entries.last?.event.spokenText.hasPrefix("Forward") == true)
  }

  @Test func aPlainLabelHandsFocusToTheNearestStop() throws {
    var s = try state()
    try press("right", "right", "right", "right", on: &s)
    #expect(id(s) == "plain")
    try press("t", on: &s)
    #expect(id(s) == "send", "a label is not a scan stop: the next item after it in order")
  }

  @Test func technologyKeysApplyOnlyWhileTheirTechnologyIsOn() throws {
    var s = try state()
    // `g` is Switch Control's Group Items key; VoiceOver leaves it unbound.
    try press("g", on: &s)
    #expect(s.banner?.text == "g is not bound; press ? for help")
    #expect(s.simulator.switchControl.settings.groupItems)
    try press("t", on: &s)
    try press("g", on: &s)
    #expect(!s.simulator.switchControl.settings.groupItems)
    #expect(s.banner?.text.hasPrefix("Switch Control: Auto 1s · Groups off") == true)
    // Right is VoiceOver's next, and nothing in Switch Control.
    let before = s.log.entries.count
    try press("right", on: &s)
    #expect(s.log.entries.count == before)
  }

  @Test func settingsKeysChangeTheSettingsWithoutARestart() throws {
    var s = try state()
    try press("t", on: &s)
    try press("s", on: &s)
    #expect(s.simulator.switchControl.settings.style == .manual)
    try press("s", on: &s)
    #expect(s.simulator.switchControl.settings.style == .step)
    try press("s", on: &s)
    #expect(s.simulator.switchControl.settings.style == .auto)
    try press("-", "-", on: &s)
    #expect(s.simulator.switchControl.settings.autoScanTime == 1.5)
    try press("+", "+", "+", "+", "+", "+", on: &s)
    #expect(s.simulator.switchControl.settings.autoScanTime == 0.25, "faster stops at 0.25 s")
    try press("b", on: &s)
    #expect(s.simulator.switchControl.settings.tapBehavior == .autoTap)
    try press("v", on: &s)
    #expect(s.simulator.switchControl.settings.speech)
    try press("p", on: &s)
    #expect(s.simulator.switchControl.settings.method == .gliding)
    #expect(s.simulator.switchControl.glide != nil)
    try press("P", on: &s)
    #expect(s.simulator.switchControl.settings.glideSelection == .precise)
    #expect(s.log.entries.last?.event.technology == .switchControl)
  }

  @Test func ticksAdvanceAutoScanningAndNothingElse() throws {
    var s = try state()
    // VoiceOver: time changes nothing.
    _ = AppReducer.handle(.tick(5), &s)
    #expect(id(s) == nil || s.technology == .voiceOver)
    let spoken = s.log.entries.count
    #expect(!s.needsTime)
    try press("t", on: &s)
    #expect(s.needsTime)
    let first = s.simulator.switchControl.highlight
    _ = AppReducer.handle(.tick(0.4), &s)
    #expect(s.simulator.switchControl.highlight == first, "less than the scan time: no move")
    _ = AppReducer.handle(.tick(0.7), &s)
    #expect(s.simulator.switchControl.highlight != first)
    #expect(s.log.entries.last?.event.cause == .tick)
    #expect(s.log.entries.count > spoken)
    // Help open: time stands still.
    s.helpVisible = true
    let held = s.simulator.switchControl.highlight
    _ = AppReducer.handle(.tick(3), &s)
    #expect(s.simulator.switchControl.highlight == held)
  }

  @Test func manualScanningMovesOnlyWithTheMoveSwitchAndSelectOpensTheMenu() throws {
    var s = try state()
    try press("right", on: &s)  // VoiceOver on Reply
    try press("t", "g", "s", on: &s)  // Switch Control, Group Items off, manual
    #expect(id(s) == "reply")
    _ = AppReducer.handle(.tick(5), &s)
    #expect(id(s) == "reply")
    try press("tab", on: &s)
    #expect(id(s) == "forward")
    try press("space", on: &s)
    let menu = try #require(s.simulator.switchControl.menu)
    #expect(menu.current?.title == "Tap")
    #expect(s.simulator.switchControl.highlight == .menu(element: s.scene.ids["forward"], entry: "Tap"))
  }

  @Test func aTabChordRunsItsCommandInsteadOfMoveForward() throws {
    var s = try state()
    try press("t", "t", on: &s)
    #expect(s.technology == .fullKeyboardAccess)
    let focus = id(s)
    try press("tab", on: &s)
    #expect(s.pendingChord != nil, "Tab waits for a chord key")
    #expect(id(s) == focus)
    try press("h", on: &s)
    #expect(s.pendingChord == nil)
    #expect(id(s) == focus, "Tab's Move Forward did not run")
    #expect(s.simulator.keyboard.menu?.kind == .help)
    #expect(s.log.entries.last?.key == "Tab-H")
    try press("escape", on: &s)
    #expect(s.simulator.keyboard.menu == nil)
  }

  @Test func tabAloneMovesWhenTheChordWindowRunsOut() throws {
    var s = try state()
    try press("t", "t", on: &s)
    #expect(id(s) == "reply")
    try press("tab", on: &s)
    _ = AppReducer.handle(.tick(0.3), &s)
    #expect(s.pendingChord != nil)
    #expect(id(s) == "reply")
    _ = AppReducer.handle(.tick(0.3), &s)
    #expect(s.pendingChord == nil)
    #expect(id(s) == "send", "Move Forward: the next focus group (the list is one group)")
  }

  @Test func aKeyThatIsNotAChordRunsTabFirstThenItself() throws {
    var s = try state()
    try press("t", "t", on: &s)
    try press("tab", "down", on: &s)
    #expect(s.pendingChord == nil)
    // Tab moved to Send, then Down moved inside its group (it is alone: it stays).
    #expect(id(s) == "send")
    let keys = s.log.entries.suffix(2).compactMap(\.key)
    #expect(keys == ["Tab", "↓"])
    // Tab, Tab: the first acts, the second waits.
    try press("shift+tab", on: &s)
    #expect(id(s) == "reply")
    try press("tab", "tab", on: &s)
    #expect(id(s) == "send")
    #expect(s.pendingChord != nil)
  }

  @Test func tabChordsOfTheActionsMenuAndFind() throws {
    var s = try state()
    try press("t", "t", "tab", on: &s)
    _ = AppReducer.handle(.tick(1), &s)
    #expect(id(s) == "send")
    try press("tab", "z", on: &s)
    let menu = try #require(s.simulator.keyboard.menu)
    #expect(menu.kind == .actions)
    #expect(menu.entries.map(\.title) == ["Schedule"])
    try press("escape", on: &s)
    // Tab-F opens the app's find prompt; Enter performs Find.
    try press("tab", "f", on: &s)
    #expect(s.search == "")
    #expect(s.searchPurpose == .keyboardFind)
    try press("D", "e", "l", "enter", on: &s)
    #expect(s.search == nil)
    #expect(id(s) == "delete")
    #expect(s.log.entries.last?.key == "Tab-F Del")
  }

  @Test func aTabChordKeyIsOnlyAChordWhileTheKeyboardIsOn() throws {
    var s = try state()
    // VoiceOver: Tab turns the rotor at once.
    try press("tab", on: &s)
    #expect(s.pendingChord == nil)
    #expect(s.voiceOver.rotor.current != nil)
  }

  @Test func reloadAndDynamicTypeGoThroughTheSimulator() throws {
    var s = try state()
    try press("right", "t", "t", on: &s)
    #expect(id(s) == "reply")
    try press(">", on: &s)
    #expect(s.voiceOver.runtime.contentSize != .large)
    #expect(id(s) == "reply")
    let scene = try SceneLoader.load(bytes: Array(Self.source.utf8), name: "t").scene
    _ = AppReducer.handle(.sceneReloaded(.success((scene, []))), &s)
    #expect(s.technology == .fullKeyboardAccess)
    #expect(id(s) == "reply")
    #expect(s.log.entries.last?.event.notes.contains("the scene file was reloaded") == true)
  }
}
