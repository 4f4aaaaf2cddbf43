import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Audio in the run loop, with a speaker that records what it is asked to play: every
/// step's events whatever the technology, interruptions, the real length driving the
/// speech clock, and a failure said once.
@Suite struct SessionAudioTests {
  final class RecordingSpeaker: SessionSpeaker {
    var startProblem: String?
    var said: [(events: [TranscriptEvent], interrupt: Bool)] = []
    var started = 0
    var stopped = 0
    /// News handed out after the nth `say` (1-based).
    var newsAfterSay: [Int: [SpeakerNews]] = [:]
    var pending: [SpeakerNews] = []

    func start() -> String? {
      started += 1
      return startProblem
    }
    func say(_ events: [TranscriptEvent], scene: Scene, interrupt: Bool) {
      said.append((events, interrupt))
      pending += newsAfterSay[said.count] ?? []
    }
    func stop() { stopped += 1 }
    func news() -> [SpeakerNews] {
      defer { pending.removeAll() }
      return pending
    }
  }

  func session(_ events: [TerminalEvent], clock: [Double], speaker: RecordingSpeaker?, audioOn: Bool = true, keepInterruptions: Bool = false) throws -> Session {
    // The demo after its start (already logged, so not spoken), with the shipped keys.
    var state = makeState(try sceneFile("demo.json5"), size: Size(width: 120, height: 30))
    state.keymap = .builtInDefault
    state.simulator.speechClock = SpeechClock()
    state.audio.on = audioOn
    state.keepInterruptions = keepInterruptions
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 30), events: events)
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: ["no reload here"])) },
      fileStamp: { _ in nil }, writeFile: { _, _ in }, timestamp: { "test" })
    let readings = SessionTimeTests.ScriptedClock(clock)
    environment.now = { readings.now() }
    if let speaker {
      nonisolated(unsafe) let s = speaker
      environment.makeSpeaker = { .success(s) }
    }
    return Session(state: state, terminal: terminal, environment: environment)
  }

  func key(_ k: String) throws -> TerminalEvent { .key(try KeyPress.parse(k)) }

  func statusRow(_ s: Session) -> String {
    Screen.render(s.state).lines()[s.state.size.height - 1]
  }

  @Test func everyStepIsHandedToTheSpeakerWhateverTheTechnology() throws {
    let speaker = RecordingSpeaker()
    let s = try session([try key("right"), try key("t"), .tick, .tick], clock: [0, 0.1, 0.2, 1.3, 2.4, 2.4], speaker: speaker)
    #expect(s.run() == .endOfInput)
    #expect(speaker.started == 1 && speaker.stopped == 1, "stopped when the session ended")
    let steps = speaker.said.map { $0.events.map(\.displayText).joined(separator: " | ") }
    #expect(steps == ["Inbox. Heading.", "‹Compose›", "‹leave group: Mailboxes; Compose›", "‹Mailboxes›"])
    #expect(speaker.said[0].interrupt, "speech cuts off what is still heard")
    // Switch Control's steps reach the speaker too (silent ones do not interrupt).
    let switchSteps = speaker.said.dropFirst(1)
    #expect(switchSteps.count == 3, "\(steps)")
    #expect(switchSteps.allSatisfy { $0.events.allSatisfy { $0.technology == .switchControl } })
    #expect(switchSteps.dropFirst().allSatisfy { !$0.interrupt && $0.events.first?.cause == .tick })
  }

  @Test func theSpeakerMarkShowsWhileAudioIsOnAndTheKeyTogglesIt() throws {
    let speaker = RecordingSpeaker()
    let s = try session([try key("!")], clock: [0, 0.1, 0.1], speaker: speaker)
    #expect(statusRow(s).hasPrefix(" VoiceOver 🔊 "))
    _ = s.run()
    #expect(!s.state.audio.on)
    #expect(statusRow(s).hasPrefix(" VoiceOver  "), "\(statusRow(s))")
    #expect(s.state.banner == Banner(.info, "Audio off"))
    #expect(speaker.stopped >= 1)
    // And on again from off.
    let later = RecordingSpeaker()
    let t = try session([try key("f8"), try key("right")], clock: [0, 0.1, 0.2, 0.2], speaker: later, audioOn: false)
    _ = t.run()
    #expect(later.started == 1)
    #expect(later.said.map { $0.events.map(\.displayText) } == [["Inbox. Heading."]], "only what comes after audio is turned on")
  }

  @Test func theRealLengthOfTheSpeechDrivesTheSpeechClock() throws {
    // "Inbox. Heading." is two words: 0.67 s at 180 a minute. Measured, it lasts 3 s, so a
    // swipe 2 s later cuts it off.
    let speaker = RecordingSpeaker()
    speaker.newsAfterSay[1] = [.measured(step: 1, seconds: 3)]
    // The reviewer's own swipe cuts it off: marked with --keep-interruptions (issue 19).
    let s = try session([try key("right"), .tick, try key("right")], clock: [0, 5, 5.1, 7.1, 7.1], speaker: speaker, keepInterruptions: true)
    _ = s.run()
    #expect(s.state.log.entries.map(\.event.displayText).suffix(2) == ["Inbox. Heading. [cut off: interrupted by the next swipe right]", "Compose. Button."])
    // Without audio the estimate holds: 2 s later the two words were over.
    let quiet = try session([try key("right"), .tick, try key("right")], clock: [0, 5, 5.1, 7.1, 7.1], speaker: nil, audioOn: false, keepInterruptions: true)
    _ = quiet.run()
    #expect(quiet.state.log.entries.map(\.event.displayText).suffix(2) == ["Inbox. Heading.", "Compose. Button."])
  }

  @Test func aFailureIsSaidOnceAndAudioGoesOff() throws {
    let speaker = RecordingSpeaker()
    speaker.newsAfterSay[1] = [.failed("audio is off: no player could play; check the sound device (aplay: no device)")]
    let s = try session([.tick, try key("right"), try key("right")], clock: [0, 0.1, 0.2, 0.3, 0.3], speaker: speaker)
    _ = s.run()
    #expect(!s.state.audio.on)
    #expect(speaker.stopped >= 1)
    #expect(speaker.said.count == 1, "nothing more is sent once audio failed")
    #expect(s.state.audio.unavailable == "audio is off: no player could play; check the sound device (aplay: no device)")
    // The keys after it cleared the banner; it did not come back.
    #expect(s.state.banner == nil)
  }

  @Test func noSpeakerAtAllIsSaidWhenAudioIsTurnedOn() throws {
    let speaker = RecordingSpeaker()
    speaker.startProblem = "audio is off: no audio player found; install pipewire-bin, pulseaudio-utils or alsa-utils (looked for pw-play, paplay, aplay)"
    let s = try session([], clock: [0, 0], speaker: speaker)
    _ = s.run()
    #expect(!s.state.audio.on)
    #expect(s.state.banner == Banner(.error, "Audio is off: no audio player found; install pipewire-bin, pulseaudio-utils or alsa-utils (looked for pw-play, paplay, aplay)"))
    #expect(speaker.said.isEmpty)
  }

  @Test func speechStillHeardUsesTimeUpWithoutAudioToo() throws {
    // The app's speech clock runs in VoiceOver too (it used to run only while time
    // mattered, so every swipe cut off the one before, however long ago).
    let s = try session([try key("right"), .tick, try key("right")], clock: [0, 0.1, 4, 9, 9], speaker: nil, audioOn: false)
    _ = s.run()
    #expect(!s.state.log.entries.contains { $0.event.cutOff })
  }
}
