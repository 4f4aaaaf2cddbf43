import AssistiveTechnologies
import Foundation
import Testing

@testable import SpeechAudio

/// The live speaker with players that fail, record or hang: it never blocks its caller,
/// reports a failure once, and plays what it is given.
@Suite(.serialized, .enabled(if: ESpeakForTests.runs)) struct LiveSpeakerTests {
  func engine() throws -> ESpeak { try ESpeakForTests.engineOrFailure() }

  func script(_ text: String, step: Int = 1) -> AudioScript {
    AudioScript(steps: [AudioStep(events: [TranscriptEvent(step: step, cause: .command("next"), parts: [.init(.label, text)])])])
  }

  func waitForNews(_ speaker: LiveSpeaker, seconds: Double = 5, until: ([LiveSpeaker.News]) -> Bool) -> [LiveSpeaker.News] {
    var all: [LiveSpeaker.News] = []
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      all += speaker.takeNews()
      if until(all) { break }
      usleep(20_000)
    }
    return all
  }

  func shellPlayer(_ body: String) throws -> (PlayerCommand, URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-player-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("player.sh").path
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return (PlayerCommand(program: path, arguments: []), directory)
  }

  @Test func aPlayerWithNoDeviceIsReportedOnceWithWhatItSaid() throws {
    let (failing, directory) = try shellPlayer("echo 'aplay: main:831: audio open error: No such file or directory' >&2\nexit 1")
    defer { try? FileManager.default.removeItem(at: directory) }
    let speaker = LiveSpeaker(synthesizer: try engine(), settings: AudioSettings(), players: [failing])
    #expect(speaker.start() == nil)
    speaker.say(script("Inbox. Heading."), interrupt: true)
    let news = waitForNews(speaker) { $0.contains { if case .failed = $0 { return true } else { return false } } }
    let failures = news.filter { if case .failed = $0 { return true } else { return false } }
    #expect(failures == [.failed(.playersFailed(["player.sh: aplay: main:831: audio open error: No such file or directory"]))])
    speaker.stop()
  }

  @Test func noPlayerAtAllIsSaidAtOnce() throws {
    let speaker = LiveSpeaker(synthesizer: try engine(), settings: AudioSettings(), players: [PlayerCommand(program: "no-such-player-\(UUID().uuidString.prefix(8))", arguments: [])])
    guard case .noPlayer = speaker.start() else {
      Issue.record("started without a player")
      return
    }
  }
}

extension LiveSpeakerTests {
  @Test func aPlayerThatTakesNothingIsGivenUpAndTheCallerNeverWaits() throws {
    let (stuck, directory) = try shellPlayer("exec sleep 60")
    defer { try? FileManager.default.removeItem(at: directory) }
    let speaker = LiveSpeaker(synthesizer: try engine(), settings: AudioSettings(), players: [stuck])
    #expect(speaker.start() == nil)
    let before = Date()
    for i in 0..<20 { speaker.say(script("Item \(i). Button.", step: i), interrupt: true) }
    #expect(Date().timeIntervalSince(before) < 0.2, "say never waits for the player")
    let news = waitForNews(speaker, seconds: 8) { $0.contains { if case .failed = $0 { return true } else { return false } } }
    #expect(news.contains(.failed(.playersFailed(["player.sh: takes no sound (no audio device?)"]))), "\(news)")
    speaker.stop()
  }

  @Test func aRecordingPlayerGetsTheSpeechAndIsStopped() throws {
    let (recorder, directory) = try shellPlayer("echo $$ > \"$(dirname \"$0\")/pid\"\ncat > \"$(dirname \"$0\")/played.raw\"\nexec sleep 60")
    defer { try? FileManager.default.removeItem(at: directory) }
    let speaker = LiveSpeaker(synthesizer: try engine(), settings: AudioSettings(), players: [recorder])
    #expect(speaker.start() == nil)
    speaker.say(script("Inbox. Heading."), interrupt: true)
    let news = waitForNews(speaker) { $0.contains { if case .measured = $0 { return true } else { return false } } }
    guard case .measured(let step, let seconds)? = news.first else {
      Issue.record("no measurement: \(news)")
      return
    }
    #expect(step == 1 && seconds > 0.5 && seconds < 3, "\(seconds)")
    usleep(UInt32((seconds + 0.4) * 1_000_000))
    speaker.stop()
    let pid = pid_t(try String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(pid > 0 && kill(pid, 0) != 0, "the player is stopped with the speaker")
    let bytes = try Data(contentsOf: directory.appendingPathComponent("played.raw"))
    let samples = bytes.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    let loud = samples.filter { abs(Int($0)) > 2000 }.count
    #expect(loud > 1000, "speech was played: \(loud) loud samples of \(samples.count)")
  }
}

extension LiveSpeakerTests {
  @Test func aStepIsRenderedEventByEventAndMeasuredWhole() throws {
    let (recorder, directory) = try shellPlayer("cat > \"$(dirname \"$0\")/played.raw\"")
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = try engine()
    let speaker = LiveSpeaker(synthesizer: engine, settings: AudioSettings(), players: [recorder])
    #expect(speaker.start() == nil)
    // Read all: one step, three events; the first is heard while the others are made.
    let texts = ["Inbox. Heading.", "Compose. Button.", "Search. Search Field."]
    let events = texts.map { TranscriptEvent(step: 4, cause: .readAll, parts: [.init(.label, $0)]) }
    speaker.say(AudioScript(steps: [AudioStep(events: events)]), interrupt: true)
    let news = waitForNews(speaker) { $0.contains { if case .measured = $0 { return true } else { return false } } }
    let whole = try texts.map { try engine.synthesize($0, voice: AudioSettings().speechVoice).duration }.reduce(0, +)
    guard case .measured(let step, let seconds)? = news.first else {
      Issue.record("no measurement: \(news)")
      return
    }
    #expect(step == 4)
    // eSpeak's lead-in silence varies a little from call to call.
    #expect(abs(seconds - whole) < 0.15, "measured \(seconds), the three utterances last \(whole)")
    #expect(news.count == 1, "one measurement per step: \(news)")
    speaker.stop()
  }
}
