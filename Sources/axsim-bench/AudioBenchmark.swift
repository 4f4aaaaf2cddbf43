import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import SceneModel
import SpeechAudio

/// Audio: eSpeak NG's synthesis time per second of speech (what live playback waits for
/// before a step is heard, and what `run --audio` costs), one typical step rendered as the
/// app renders it, and a whole walk rendered and mixed as `run --audio` does.
enum AudioBenchmark {
  @MainActor
  static func run() throws {
    print("")
    print("12. Audio: synthesis time per second of speech (eSpeak NG; medians of 5)")
    let engine: ESpeak
    switch ESpeak.load() {
    case .success(let e): engine = e
    case .failure(let p):
      print("   skipped: \(p.message)")
      return
    }
    let settings = AudioSettings()
    // Every utterance of the demo's screens, as VoiceOver speaks them.
    let scene = try SceneLoader.load(bytes: Array(DemoScene.source.utf8), name: "demo").scene
    var texts: [String] = []
    for screen in scene.screens.indices {
      let vo = VoiceOver(runtime: SceneRuntime(scene: scene, screen: screen))
      for stop in vo.tree.stops { texts.append(vo.speech(for: stop.element).map(\.text).joined()) }
    }
    texts = texts.filter { !$0.isEmpty }
    var speech = 0.0
    let synthesis = Sample.timing(runs: 5) {
      speech = 0
      for t in texts { speech += (try? engine.synthesize(t, voice: settings.speechVoice).duration) ?? 0 }
    }
    let perSecond = synthesis.median / max(speech, 1e-9)
    print(String(format: "   %d utterances, %.1f s of speech at %d words a minute: %@ in all", texts.count, speech, settings.wordsPerMinute, synthesis.formatted()))
    Targets.check("synthesis per second of speech", measured: String(format: "%.1f ms (%.0f× real time)", perSecond * 1000, 1 / perSecond), target: "≤ 50 ms", pass: perSecond <= 0.05)

    // One step as the app plays it: a swipe onto a row with a hint.
    let step = AudioScript(steps: [AudioStep(events: [TranscriptEvent(
      step: 1, cause: .command("next"),
      parts: [.init(.label, "Build bot, Nightly build failed, Flagged, 8:02"), .init(.punctuation, ". "), .init(.hint, "Swipe up or down to select a custom action, then double tap to activate.")])])])
    var heard = 0.0
    let one = Sample.timing(runs: 5) { heard = (try? AudioRenderer.render(step, settings: settings, synthesizer: engine))??.duration ?? 0 }
    Targets.check("one step rendered before it is heard (\(String(format: "%.1f", heard)) s of audio)", measured: one.formatted(), target: "≤ 100 ms", pass: one.median <= 0.1)

    // A whole walk, as run --audio renders and mixes it.
    var walk = Options()
    walk.keys = "next next next activate escape next next next next next next"
    walk.audio.file = "/dev/null"
    let headless = HeadlessCommands(environment: Environment(readFile: { _ in [] }, readStandardInput: { [] }))
    var length = 0.0
    let whole = Sample.timing(runs: 5) {
      let out = headless.run(walk)
      if let wav = out.files.first, let decoded = WAVFile.decode(wav.bytes) { length = Double(decoded.samples.count) / Double(decoded.sampleRate) }
    }
    let wholePerSecond = whole.median / max(length, 1e-9)
    print(String(format: "   run --audio of the demo (11 commands): %.1f s of audio in %@", length, whole.formatted()))
    Targets.check("run --audio per second of audio", measured: String(format: "%.1f ms", wholePerSecond * 1000), target: "≤ 50 ms", pass: wholePerSecond <= 0.05)
  }
}
