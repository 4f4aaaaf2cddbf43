import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

/// In the app time is real: a key pressed while VoiceOver still speaks cuts the speech off,
/// and the Speech log marks it; a key after the speech ended does not.
@Suite struct SpeechClockTests {
  func state() throws -> AppState {
    let scene = try SceneLoader.load(bytes: Array(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "Send the weekly report to the whole team", id: "send", onActivate: { announce: "Report sent to twelve people" } },
        { button: "B" },
      ] } }] }
      """#.utf8), name: "t").scene
    var simulator = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene), options: .init(speakHints: false)))
    simulator.speechClock = SpeechClock()
    var s = AppState(simulator: simulator, scenePath: nil, size: Size(width: 100, height: 30), keymap: .builtInDefault)
    s.logEvents(s.simulator.start(), key: nil)
    return s
  }

  func press(_ key: String, _ s: inout AppState) throws {
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &s)
  }

  func lines(_ s: AppState) -> [String] { s.log.entries.map(\.event.displayText) }

  @Test func durationsComeFromTheSpeakingRate() {
    let clock = SpeechClock(wordsPerMinute: 180)
    let event = TranscriptEvent(step: 1, cause: .command("next"), parts: [UtterancePart(.label, "Send the report. Button.")])
    #expect(clock.duration(of: event) == 4 * 60.0 / 180)
    #expect(clock.duration(of: TranscriptEvent(step: 1, cause: .command("activate"), earcons: [.activate])) == 0)
  }

  /// The reviewer's own key cuts the speech off: marked, with why, only with
  /// --keep-interruptions (at a meeting's pace almost every line would say so).
  @Test func aQuickKeyCutsOffTheSpeechBeforeIt() throws {
    var s = try state()
    s.keepInterruptions = true
    _ = AppReducer.handle(.tick(0.5), &s)
    try press("right", &s)
    #expect(lines(s) == ["[screen changed] Send the weekly report to the whole team. Button. [cut off: interrupted by the next swipe right]", "B. Button."])
    #expect(s.log.entries[0].event.interruption == Interruption(cause: .command("next"), technology: .voiceOver, byUser: true))
    // Without the flag the Speech pane, the transcripts and the report leave it out alike.
    var quiet = try state()
    _ = AppReducer.handle(.tick(0.5), &quiet)
    try press("right", &quiet)
    #expect(lines(quiet) == ["[screen changed] Send the weekly report to the whole team. Button.", "B. Button."])
  }

  /// What the scene or time cuts off is always marked: a carousel's announcement posted by a
  /// tick while VoiceOver still speaks.
  @Test func anAnnouncementFromTheSceneIsAlwaysMarked() throws {
    let scene = try SceneLoader.load(bytes: Array(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { element: "Promotions of the week for every member of the family", value: "Summer sale",
          motion: { kind: "carousel", pages: ["Summer sale", "New arrivals"], interval: 1, announces: true } },
      ] } }] }
      """#.utf8), name: "t").scene
    var simulator = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene), options: .init(speakHints: false)))
    simulator.speechClock = SpeechClock()
    var s = AppState(simulator: simulator, scenePath: nil, size: Size(width: 100, height: 30), keymap: .builtInDefault)
    s.logEvents(s.simulator.start(), key: nil)
    _ = AppReducer.handle(.tick(1.0), &s)
    #expect(lines(s).first?.hasSuffix("[cut off: interrupted by an announcement]") == true, "\(lines(s))")
    #expect(s.log.entries[0].event.interruption?.byUser == false)
    // The saved transcript and the transcript overlay say the same.
    #expect(TranscriptView.markdown(s).contains("[cut off: interrupted by an announcement]"))
  }

  @Test func aKeyAfterTheSpeechEndedCutsNothing() throws {
    var s = try state()
    // Nine words at 180 a minute: 3 s.
    _ = AppReducer.handle(.tick(3.1), &s)
    try press("right", &s)
    #expect(lines(s) == ["[screen changed] Send the weekly report to the whole team. Button.", "B. Button."])
  }

  @Test func anAnnouncementIsCutOffByTheNextSwipe() throws {
    var s = try state()
    s.keepInterruptions = true
    _ = AppReducer.handle(.tick(5), &s)
    try press("enter", &s)
    _ = AppReducer.handle(.tick(0.2), &s)
    try press("right", &s)
    #expect(lines(s).suffix(3) == ["[activate]", "Report sent to twelve people [cut off: interrupted by the next swipe right]", "B. Button."])
  }

  @Test func scriptsHaveNoClock() {
    let scene = screenSceneForClock()
    let simulator = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)))
    #expect(simulator.speechClock == nil)
  }

  func screenSceneForClock() -> Scene {
    (try? SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "A" }] } }] }"#.utf8), name: "t").scene)!
  }
}
