import AssistiveTechnologies
import InspectorCore
import SceneModel
import Synchronization
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Reduce Motion and the other display settings in the wireframe, the Inspector and the run
/// loop. Animation frames are driven by injected ticks, never by a clock.
@Suite struct MotionAndDisplayTests {
  static let source = #"""
    { format: "axsim-scene/1", title: "Motion", device: { idiom: "phone" },
      screens: [
        { id: "home", title: "Home", root: { vstack: [
          { header: "Offers", id: "title" },
          { element: "Offers", id: "carousel", motion: { kind: "carousel", interval: 2, reduced: "pauseControl",
            announces: true, pages: ["Free delivery", "10% off shoes", "New arrivals"] } },
          { element: "Promo video", id: "video", motion: "video" },
          { text: "Loading", id: "spinner", motion: "spinner" },
          { text: "Sale ends soon", id: "low", foreground: "#999999" },
          { text: "Offline", id: "status", foreground: "systemRed", colorMeaning: "Offline" },
          { text: "Online", id: "online", foreground: "systemGreen", colorMeaning: "Online", withoutColor: "✓" },
          { button: "Details", id: "details", onActivate: { push: "details" } },
          { button: "Filter", id: "filter", onActivate: { present: "filters" } },
        ] } },
        { id: "details", title: "Details", root: { vstack: [
          { header: "Shoe details", id: "dtitle" },
          { text: "Leather, size 42" },
          { button: "Back", id: "back", onActivate: "pop" },
        ] } },
        { id: "filters", title: "Filters", root: { sheet: [
          { header: "Filters" },
          { button: "Done", onActivate: "dismiss" },
        ] } },
      ] }
    """#

  static func state(width: Int = 100, height: Int = 30, reduceMotion: Bool = false) throws -> AppState {
    let s = try scene(source, name: "motion.json5")
    var state = AppState(
      voiceOver: VoiceOver(runtime: SceneRuntime(scene: s)), scenePath: "motion.json5",
      size: Size(width: width, height: height), keymap: testKeymap)
    state.log.append(state.simulator.start(), key: nil)
    if reduceMotion {
      var d = state.voiceOver.runtime.display
      d.reduceMotion = true
      state.simulator.setDisplay(d)
    }
    return state
  }

  static func press(_ key: String, _ state: inout AppState) throws {
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &state)
  }

  static func rows(_ grid: Grid) -> [String] {
    (0..<grid.height).map { y in grid.row(y).map(\.text).joined() }
  }

  /// Focuses Details and activates it: a push.
  static func push(_ state: inout AppState) throws {
    let details = try #require(state.scene.ids["details"])
    state.log.append(state.simulator.perform(.voiceOver(.focus(details))), key: nil)
    try press("enter", &state)
  }

  @Test func aPushSlidesInOverThreeHundredMilliseconds() throws {
    var state = try Self.state()
    try Self.push(&state)
    let t = try #require(state.voiceOver.runtime.motion.transition)
    #expect(t.kind == .slideIn)
    #expect(state.needsTime, "the session reads with its short timeout while it plays")
    #expect(state.log.entries.last?.event.transition == "slide in")
    _ = AppReducer.handle(.tick(0.1), &state)
    assertSnapshot(Screen.render(state), named: "motion-slide-in-100ms")
    _ = AppReducer.handle(.tick(0.1), &state)
    assertSnapshot(Screen.render(state), named: "motion-slide-in-200ms")
    _ = AppReducer.handle(.tick(0.15), &state)
    #expect(state.voiceOver.runtime.motion.transition == nil)
    let rows = Self.rows(Screen.render(state))
    #expect(rows.contains { $0.contains("Shoe details") })
    #expect(!rows.contains { $0.contains("▕") }, "no edge once it has landed")
  }

  @Test func withReduceMotionAPushCrossFades() throws {
    var state = try Self.state(reduceMotion: true)
    try Self.push(&state)
    #expect(state.voiceOver.runtime.motion.transition?.kind == .crossFade)
    #expect(state.log.entries.last?.event.transition == "cross-fade")
    _ = AppReducer.handle(.tick(0.05), &state)
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "motion-cross-fade-50ms")
    #expect(grid.cells.contains { $0.role == .motionFaded })
    _ = AppReducer.handle(.tick(0.1), &state)
    #expect(!Screen.render(state).cells.contains { $0.role == .motionFaded }, "undimmed after half")
  }

  @Test func withReduceMotionAndNoCrossFadeTheChangeIsInstant() throws {
    var state = try Self.state(reduceMotion: true)
    try Self.press("X", &state)
    try Self.push(&state)
    #expect(state.voiceOver.runtime.motion.transition == nil)
    #expect(state.log.entries.last?.event.transition == "instant")
  }

  @Test func aPresentedSheetRisesAndAKeyFinishesItAtOnce() throws {
    var state = try Self.state()
    let filter = try #require(state.scene.ids["filter"])
    state.log.append(state.simulator.perform(.voiceOver(.focus(filter))), key: nil)
    try Self.press("enter", &state)
    #expect(state.voiceOver.runtime.motion.transition?.kind == .sheetUp)
    _ = AppReducer.handle(.tick(0.1), &state)
    assertSnapshot(Screen.render(state), named: "motion-sheet-up-100ms")
    try Self.press("\\", &state)  // any key, even one that only moves pane focus
    #expect(state.voiceOver.runtime.motion.transition == nil)
  }

  @Test func spinnersTurnAndCarouselsAdvanceAndAnnounce() throws {
    var state = try Self.state()
    let before = Screen.render(state)
    _ = AppReducer.handle(.tick(0.1), &state)
    #expect(Screen.render(state) != before, "the spinner turned")
    _ = AppReducer.handle(.tick(2), &state)
    let rows = Self.rows(Screen.render(state))
    #expect(rows.contains { $0.contains("10% off shoes ▶ 2/3") })
    let last = try #require(state.log.entries.last?.event)
    #expect(last.spokenText == "10% off shoes")
  }

  @Test func reduceMotionStopsAutoPlayButFlagsMotionWithoutAnAlternative() throws {
    var state = try Self.state()
    try Self.press("M", &state)
    #expect(state.voiceOver.runtime.display.reduceMotion)
    #expect(state.log.entries.last?.event.notes.first == "Reduce Motion on")
    _ = AppReducer.handle(.tick(5), &state)
    let rows = Self.rows(Screen.render(state))
    #expect(rows.contains { $0.contains("Free delivery ⏸ 1/3") })
    #expect(rows.contains { $0.contains("Promo video ▶") && $0.contains("~") }, "no reduced version: plays on")
    #expect(Styled.text(StatusBar.line(state, width: 200)).contains("Reduce Motion"))
  }

  @Test func displaySettingsDrawn() throws {
    var state = try Self.state()
    for key in ["B", "S", "D", "A"] { try Self.press(key, &state) }
    let summary = state.voiceOver.runtime.display.summary
    #expect(summary == "Bold Text · Button Shapes · Differentiate Without Color · Dark")
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "display-bold-shapes-dwc-dark-100x30")
    #expect(grid.cells.contains { $0.role.rawValue.hasPrefix("wireframeText+bold+underline") }, "buttons")
    #expect(Self.rows(grid).contains { $0.contains("Online ✓") }, "Differentiate Without Color")
    #expect(Styled.text(StatusBar.line(state, width: 200)).contains(summary))
  }

  @Test func declaredColoursAreDrawnAndLowContrastIsMarkedAndListed() throws {
    var state = try Self.state()
    let grid = Screen.render(state)
    let low = grid.cells.first { $0.text == "S" && $0.role.rawValue.contains("+fg#999999") }
    #expect(low?.role.rawValue == "wireframeText+fg#999999+bg#FFFFFF")
    #expect(Self.rows(grid).contains { $0.contains("Sale ends soon") && $0.contains("*") })
    let element = try #require(state.scene.ids["low"])
    state.log.append(state.simulator.perform(.voiceOver(.focus(element))), key: nil)
    let text = InspectorPane.lines(state.voiceOver, width: 90).map(Styled.text)
    #expect(text.contains("Colours  #999999 on #FFFFFF, 2.85:1 (needs 4.5:1: too low)"))
    #expect(text.contains("Display  ⚠ contrast 2.85:1, needs 4.5:1"))
    // Focused, its text is drawn in the focus role: always readable, whatever it declares.
    let focused = Screen.render(state)
    #expect(focused.cells.contains { $0.text == "S" && $0.role == .focusText })
  }

  @Test func everyDisplayKeyTogglesItsSettingAndLogsIt() throws {
    let keys: [(String, DisplayToggle)] = [
      ("M", .reduceMotion), ("X", .preferCrossFade), ("B", .boldText), ("S", .buttonShapes),
      ("C", .increaseContrast), ("T", .reduceTransparency), ("D", .differentiateWithoutColor),
      ("I", .smartInvert), ("A", .dark),
    ]
    for (key, setting) in keys {
      var state = try Self.state()
      let before = state.voiceOver.runtime.display[setting.rawValue] ?? false
      try Self.press(key, &state)
      #expect(state.voiceOver.runtime.display[setting.rawValue] == !before, "\(key)")
      #expect(state.log.entries.last?.event.cause == .command("display"), "\(key)")
      #expect(state.banner?.text.hasPrefix(setting.title) == true, "\(key)")
      try Self.press(key, &state)
      #expect(state.voiceOver.runtime.display[setting.rawValue] == before, "\(key) again")
    }
  }

  @Test func reduceTransparencyHidesTheScreenBelowAnAlertInsteadOfDimmingIt() throws {
    let s = try scene(
      #"{ format: "axsim-scene/1", screens: [{ id: "a", root: { vstack: [ { text: "Background text" }, { button: "Go", onActivate: { present: "alert" } } ] } }, { id: "alert", root: { alert: [ { header: "Sure?" }, { button: "OK", onActivate: "dismiss" } ] } }] }"#)
    var state = AppState(voiceOver: VoiceOver(runtime: SceneRuntime(scene: s)), scenePath: nil, size: Size(width: 100, height: 30), keymap: testKeymap)
    state.log.append(state.simulator.start(), key: nil)
    try Self.press("right", &state)
    try Self.press("enter", &state)
    try Self.press("\\", &state)
    // The Screen pane's columns only (the Speech pane quotes the text too).
    func screenPane() -> [String] { Self.rows(Screen.render(state)).map { String($0.prefix(38)) } }
    #expect(screenPane().contains { $0.contains("Background text") })
    try Self.press("T", &state)
    #expect(!screenPane().contains { $0.contains("Background text") })
  }

  @Test func theSessionReadsFastOnlyWhileSomethingMoves() throws {
    final class Clock: Sendable {
      let t = Mutex(0.0)
      func now() -> Double { t.withLock { $0 += 0.05; return $0 } }
    }
    let clock = Clock()
    var state = try Self.state()
    // Stop the spinner and the carousel's auto-play: only the push moves.
    let s = try scene(#"{ format: "axsim-scene/1", screens: [{ id: "a", root: { vstack: [ { button: "Go", onActivate: { push: "b" } } ] } }, { id: "b", root: { vstack: [ { text: "B" } ] } }] }"#)
    state = AppState(voiceOver: VoiceOver(runtime: SceneRuntime(scene: s)), scenePath: nil, size: Size(width: 100, height: 30), keymap: testKeymap)
    let enter = try KeyPress.parse("enter")
    let terminal = HeadlessTerminal(
      size: Size(width: 100, height: 30), events: [.key(enter)] + Array(repeating: .tick, count: 8))
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: [])) }, fileStamp: { _ in nil },
      writeFile: { _, _ in }, timestamp: { "t" })
    environment.now = { clock.now() }
    let session = Session(state: state, terminal: terminal, environment: environment)
    _ = session.run()
    #expect(terminal.requestedTimeouts.first == Session.idleTimeout)
    #expect(terminal.requestedTimeouts[1] == Session.fastTimeout, "a slide is playing")
    #expect(terminal.requestedTimeouts.last == Session.idleTimeout, "it landed: idle again")
    #expect(session.state.voiceOver.runtime.motion.transition == nil)
  }

  @Test func onlyContentPlayingReadsAtTheAnimationPace() throws {
    let state = try Self.state()
    #expect(state.voiceOver.runtime.motion.isAnimating, "the spinner and the carousel play")
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30), events: [.tick])
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: [])) }, fileStamp: { _ in nil },
      writeFile: { _, _ in }, timestamp: { "t" })
    environment.now = { 0 }
    let session = Session(state: state, terminal: terminal, environment: environment)
    _ = session.run()
    #expect(terminal.requestedTimeouts.first == Session.animationTimeout)
  }
}

extension MotionAndDisplayTests {
  @Test func differentiateWithoutColorGivesASymbolAShape() throws {
    let s = try scene(
      #"{ format: "axsim-scene/1", screens: [{ id: "a", root: { vstack: [ { image: "circle.fill", label: "Away", foreground: "systemOrange", colorMeaning: "Away", withoutColor: "moon.fill" } ] } }] }"#)
    var state = AppState(voiceOver: VoiceOver(runtime: SceneRuntime(scene: s)), scenePath: nil, size: Size(width: 100, height: 30), keymap: testKeymap)
    state.log.append(state.simulator.start(), key: nil)
    #expect(!Self.rows(Screen.render(state)).contains { $0.contains("◆") })
    try Self.press("D", &state)
    #expect(Self.rows(Screen.render(state)).contains { $0.contains("◆ moon.fill") })
  }
}
