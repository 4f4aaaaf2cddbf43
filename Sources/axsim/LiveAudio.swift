import AssistiveTechnologies
import InspectorCore
import InspectorUI
import SceneModel
import SpeechAudio

/// The app's audio: eSpeak NG (`AXSIM_ESPEAK_LIBRARY` names another library file) and the
/// first player that works (`AXSIM_AUDIO_PLAYER` names another: a command that reads raw
/// 16-bit mono samples from standard input), through `LiveSpeaker`.
final class LiveAudio: SessionSpeaker {
  let speaker: LiveSpeaker

  init(_ speaker: LiveSpeaker) { self.speaker = speaker }

  /// The speaker for `settings`, or why there can be none (no eSpeak NG, an unknown voice).
  static func make(settings: AudioSettings, environment: [String: String]) -> Result<any SessionSpeaker, SceneReloadFailure> {
    let library = environment["AXSIM_ESPEAK_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }
    let engine: ESpeak
    switch ESpeak.load(library: library) {
    case .success(let e): engine = e
    case .failure(let problem): return .failure(SceneReloadFailure(lines: [problem.message]))
    }
    if let problem = engine.check(voice: settings.voice) { return .failure(SceneReloadFailure(lines: [problem.message])) }
    let players = environment["AXSIM_AUDIO_PLAYER"].flatMap(PlayerCommand.parse).map { [$0] }
    return .success(LiveAudio(LiveSpeaker(synthesizer: engine, settings: settings, players: players)))
  }

  func start() -> String? { speaker.start()?.message }

  func say(_ events: [TranscriptEvent], scene: Scene, interrupt: Bool) {
    // The languages of these events' elements only: a step costs its own events.
    var languages: [ElementIndex: String] = [:]
    for e in events.compactMap(\.element) where scene.elements.indices.contains(e) {
      if let l = scene.elements[e].language, !l.isEmpty { languages[e] = l }
    }
    speaker.say(AudioScript(steps: [AudioStep(events: events)], languages: languages), interrupt: interrupt)
  }

  func stop() { speaker.stop() }

  func news() -> [SpeakerNews] {
    speaker.takeNews().map { n in
      switch n {
      case .measured(let step, let seconds): return .measured(step: step, seconds: seconds)
      case .failed(let problem): return .failed(problem.message)
      }
    }
  }
}
