/// VoiceOver's speech still being heard between steps, for a front end whose time is real
/// (the interactive app). Scripts leave it off: they model a listener who hears each step
/// out (`SpeechQueue`).
///
/// A step's heard utterances (those `SpeechQueue` did not cut off) are spoken one after
/// another at `wordsPerMinute`; ticks use that time up. A VoiceOver command, or speech
/// posted by a tick, that comes while some is left cuts it off, as a gesture or a new
/// announcement silences VoiceOver on a device.
public struct SpeechClock: Sendable, Equatable {
  /// VoiceOver's speaking rate in words per minute [K]: Apple publishes no figure for the
  /// default rate; 180 is a common conversational rate.
  public var wordsPerMinute: Double
  /// Seconds until the speech of the last step that spoke ends.
  public private(set) var remaining: Double = 0
  /// Seconds since that step's speech started.
  public private(set) var elapsedSinceStart: Double = 0

  public init(wordsPerMinute: Double = 180) {
    self.wordsPerMinute = wordsPerMinute
  }

  public var isSpeaking: Bool { remaining > 1e-9 }

  /// How long an utterance takes: its words at the rate (at least a word's time).
  public func duration(of event: TranscriptEvent) -> Double {
    guard !event.parts.isEmpty, wordsPerMinute > 0 else { return 0 }
    let words = event.spokenText.split(whereSeparator: { $0 == " " }).count
    return Double(max(1, words)) * 60 / wordsPerMinute
  }

  /// Time passes.
  public mutating func elapse(_ seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    remaining = max(0, remaining - seconds)
    elapsedSinceStart += seconds
  }

  /// The last step's speech really lasts `seconds` (audio is on and measured it): the
  /// estimate from the rate is replaced, less the time that already passed.
  public mutating func measured(_ seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    remaining = max(0, seconds - elapsedSinceStart)
  }

  /// A step spoke `events`: what is heard of them starts now, replacing what was left.
  public mutating func start(_ events: [TranscriptEvent]) {
    remaining = events.filter { !$0.cutOff }.map(duration(of:)).reduce(0, +)
    elapsedSinceStart = 0
  }
}
