import AssistiveTechnologies
import SceneModel

/// Audio for the app, behind a seam: the executable plugs in eSpeak NG and a player
/// (`SpeechAudio.LiveSpeaker`); tests plug in a recorder, or nothing (no audio).
///
/// The session hands it every step's events as the log receives them, whatever the
/// technology, so a new technology is heard without changes here.
public protocol SessionSpeaker: AnyObject {
  /// Starts playing; why not, in words, when it cannot.
  func start() -> String?
  /// Plays a step's events. `interrupt`: they cut off what is still being heard.
  func say(_ events: [TranscriptEvent], scene: Scene, interrupt: Bool)
  /// Stops at once (audio off, quit, a signal).
  func stop()
  /// What happened since the last call: measured lengths and failures.
  func news() -> [SpeakerNews]
}

/// Something the speaker reports back to the session.
public enum SpeakerNews: Sendable, Equatable {
  /// The audio of `step` lasts `seconds`.
  case measured(step: Int, seconds: Double)
  /// Audio stopped working: why, in words.
  case failed(String)
}
