import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import SceneModel
import Testing

@testable import SpeechAudio

/// Real speech: a walk rendered through eSpeak NG to WAV by `axsim run --audio`'s code,
/// written to a file and measured by Python's `wave` module, as a listener would judge it:
/// longer text takes longer, the hint waits for the hint delay, a cut-off announcement is
/// shorter than the whole one, earcons sound at their steps, a wait is silent.
///
/// Without eSpeak NG these tests are skipped, unless `AXSIM_REQUIRE_ESPEAK=1` (set by
/// `.ci/run`, which installs it): then they fail.
@Suite(.enabled(if: ESpeakForTests.runs)) struct SpeechRenderingTests {

  static let scene = #"""
    { format: "axsim-scene/1", screens: [
      { id: "cart", root: { vstack: [
        { header: "Cart" },
        { button: "Place order", id: "place", onActivate: [{ announce: "Order placed for twelve items" }, { push: "empty" }] },
        { button: "Save order", id: "save", onActivate: [{ announce: { text: "Order placed for twelve items", queue: true } }, { push: "empty" }] },
        { toggle: "Gift wrap", id: "wrap", hint: "Wraps the parcel" },
      ] } },
      { id: "empty", root: { vstack: [] } },
    ] }
    """#

  /// Steps: 0 start, 1 first, 2 previous (boundary), 3 next, 4 activate (announcement cut
  /// off by the push), 5 escape, 6 focus, 7 activate (queued: heard whole), 8 escape,
  /// 9 focus:wrap (hint), 10 wait 2s.
  static let keys = "first previous next activate escape focus:save activate escape focus:wrap wait 2s"

  func engine() throws -> ESpeak { try ESpeakForTests.engineOrFailure() }

  /// Runs the walk with `flags`; the WAV's path, its step marks and the stdout.
  func walk(_ flags: [String], in directory: URL) throws -> (wav: String, steps: [[String: Any]], stdout: String) {
    _ = try engine()
    let scenePath = directory.appendingPathComponent("cart.json5").path
    try Self.scene.write(toFile: scenePath, atomically: true, encoding: .utf8)
    let wav = directory.appendingPathComponent("walk.wav").path
    let arguments = ["run", scenePath, "--keys", Self.keys, "--audio", wav] + flags
    guard case .success(let invocation) = ArgumentParser.parse(arguments) else {
      Issue.record("bad arguments \(arguments)")
      throw CocoaError(.fileReadUnknown)
    }
    let headless = HeadlessCommands(environment: Environment(
      readFile: { try Array(Data(contentsOf: URL(fileURLWithPath: $0))) }, readStandardInput: { [] }))
    let output = headless.execute(invocation)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.files.map(\.path) == [wav, wav + ".json"])
    for f in output.files { try Data(f.bytes).write(to: URL(fileURLWithPath: f.path)) }
    let json = try JSONSerialization.jsonObject(with: Data(output.files[1].bytes)) as? [String: Any]
    return (wav, json?["steps"] as? [[String: Any]] ?? [], output.stdout)
  }

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-audio-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Measures the WAV with Python's `wave` module: its duration, and for each window
  /// (seconds) its loudness (RMS), zero crossings a second, the longest silence in it and
  /// the length of sound from its start up to the first silence of 0.2 s.
  func analyse(_ wav: String, _ windows: [(Double, Double)]) throws -> (duration: Double, windows: [[String: Double]]) {
    let script = #"""
      import json, math, struct, sys, wave
      w = wave.open(sys.argv[1]); rate = w.getframerate(); n = w.getnframes()
      assert w.getnchannels() == 1 and w.getsampwidth() == 2
      data = struct.unpack('<%dh' % n, w.readframes(n))
      win = int(rate * 0.01)
      def loud(i): c = data[i:i + win]; return math.sqrt(sum(x * x for x in c) / max(1, len(c))) > 150
      out = []
      for a, b in json.loads(sys.argv[2]):
          s, e = int(a * rate), min(n, int(b * rate))
          seg = data[s:e] or (0,)
          rms = math.sqrt(sum(x * x for x in seg) / len(seg))
          zc = sum(1 for i in range(1, len(seg)) if (seg[i - 1] < 0) != (seg[i] < 0)) / max(1e-9, (e - s) / rate)
          longest = run = 0.0; first = None; quiet = 0.0
          for i in range(s, e, win):
              if loud(i):
                  run = 0.0; quiet = 0.0
              else:
                  run += win / rate; longest = max(longest, run); quiet += win / rate
                  if first is None and quiet >= 0.2 and i - s > win: first = (i - s) / rate - quiet + win / rate
          out.append({"rms": rms, "zcr": zc, "longestSilence": longest, "soundRun": first if first is not None else (e - s) / rate})
      print(json.dumps({"duration": n / rate, "windows": out}))
      """#
    let spans = "[" + windows.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, wav, spans]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return (json?["duration"] as? Double ?? 0, json?["windows"] as? [[String: Double]] ?? [])
  }

  func span(_ steps: [[String: Any]], _ step: Int) -> (Double, Double) {
    let s = steps.first { ($0["step"] as? Int) == step } ?? [:]
    return ((s["start"] as? Double) ?? 0, (s["end"] as? Double) ?? 0)
  }

  @Test func durationGrowsWithTheText() throws {
    let engine = try engine()
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var durations: [Double] = []
    for text in ["Inbox.", "Inbox. Heading.", "Inbox, twelve unread messages, three flagged. Heading."] {
      let clip = try engine.synthesize(text, voice: AudioSettings().speechVoice)
      let path = directory.appendingPathComponent("\(durations.count).wav").path
      try Data(WAVFile.encode(clip.samples, sampleRate: clip.sampleRate)).write(to: URL(fileURLWithPath: path))
      durations.append(try analyse(path, []).duration)
    }
    #expect(durations[0] > 0.3 && durations[0] < durations[1] && durations[1] < durations[2], "\(durations)")
    // A faster rate says the same in less time.
    var fast = AudioSettings()
    fast.ratePercent = 90
    let quick = try engine.synthesize("Inbox, twelve unread messages, three flagged. Heading.", voice: fast.speechVoice)
    #expect(quick.duration < durations[2] * 0.7, "\(quick.duration) against \(durations[2])")
  }

  @Test func theHintStartsAfterTheConfiguredDelay() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for delay in [0.5, 2.0] {
      let (wav, steps, _) = try walk(["--hint-delay", String(delay)], in: directory)
      let (start, end) = span(steps, 9)
      let measured = try analyse(wav, [(start, end)]).windows[0]
      // The longest pause in "Gift wrap. Switch Button. Off. (pause) Wraps the parcel. …" is
      // the hint delay (eSpeak's own pauses between sentences are about 0.3 s).
      let pause = measured["longestSilence"] ?? 0
      #expect(pause >= delay - 0.02 && pause <= delay + 0.35, "hint delay \(delay): longest pause \(pause)")
    }
  }

  @Test func anInterruptedUtteranceIsShorterThanTheWholeOne() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (wav, steps, stdout) = try walk([], in: directory)
    #expect(stdout.contains("Order placed for twelve items [cut off: interrupted by the screen change]"), "\(stdout)")
    // Step 4: the push cuts the announcement off; step 7: the queued one is heard whole.
    // Both then play the screen-changed sound and fall silent (the new screen is empty).
    let measured = try analyse(wav, [span(steps, 4), span(steps, 7)]).windows
    let cut = measured[0]["soundRun"] ?? 0
    let whole = measured[1]["soundRun"] ?? 0
    #expect(cut > 0.4 && cut < whole - 0.6, "cut off: \(cut) s, whole: \(whole) s")
  }

  @Test func earconsSoundAtTheirStepsAndAWaitIsSilent() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (wav, steps, _) = try walk([], in: directory)
    let boundary = span(steps, 2)
    let start = span(steps, 0)
    let activate = span(steps, 4)
    let wait = span(steps, 10)
    let measured = try analyse(wav, [
      boundary, (start.0, start.0 + 0.24), (activate.0, activate.0 + 0.03), wait, (boundary.1, span(steps, 3).0),
    ]).windows
    // The boundary thud: only it in its step, low (under 150 Hz: few zero crossings), quiet.
    #expect(boundary.1 - boundary.0 > 0.1 && boundary.1 - boundary.0 < 0.2, "\(boundary)")
    #expect((measured[0]["rms"] ?? 0) > 300 && (measured[0]["rms"] ?? 0) < 6000, "\(measured[0])")
    #expect((measured[0]["zcr"] ?? 0) < 350, "\(measured[0])")
    // The screen-changed chime opens the walk: 660 and 990 Hz.
    #expect((measured[1]["zcr"] ?? 0) > 1000 && (measured[1]["zcr"] ?? 0) < 2200, "\(measured[1])")
    // The activate click opens step 4: 2 kHz.
    #expect((measured[2]["zcr"] ?? 0) > 3000, "\(measured[2])")
    // `wait 2s`: two seconds of silence, and the gap after a step too.
    #expect(wait.1 - wait.0 == 2)
    #expect((measured[3]["rms"] ?? 1) < 1, "\(measured[3])")
    #expect((measured[4]["rms"] ?? 1) < 1, "\(measured[4])")
  }
}

/// Whether eSpeak NG is here, and whether it must be (`AXSIM_REQUIRE_ESPEAK=1`).
enum ESpeakForTests {
  static let engine = ESpeak.load()
  static let required = ProcessInfo.processInfo.environment["AXSIM_REQUIRE_ESPEAK"] == "1"
  /// Run the tests that need it: when it loads, or when it is required (and they fail).
  static var runs: Bool {
    if case .success = engine { return true }
    return required
  }

  /// The engine, or a recorded failure: a test that runs needs it.
  static func engineOrFailure() throws -> ESpeak {
    switch engine {
    case .success(let e): return e
    case .failure(let p):
      Issue.record("eSpeak NG is required here (AXSIM_REQUIRE_ESPEAK=1) but did not load: \(p.message)")
      throw p
    }
  }
}
