/// Turns text into speech samples: eSpeak NG in the app (`ESpeak`), a fake in tests of the
/// timeline.
public protocol SpeechSynthesizer: Sendable {
  /// Samples per second of every clip it makes.
  var sampleRate: Int { get }
  /// Speaks `text` with `voice` into a clip, with where each word starts. `shouldContinue`
  /// is asked as the samples come; false stops early (the clip holds what was made).
  func synthesize(_ text: String, voice: Voice, shouldContinue: @escaping () -> Bool) throws(AudioProblem) -> SpokenClip
}

extension SpeechSynthesizer {
  public func synthesize(_ text: String, voice: Voice) throws(AudioProblem) -> SpokenClip {
    try synthesize(text, voice: voice, shouldContinue: { true })
  }
}

/// How an utterance is spoken.
public struct Voice: Sendable, Hashable {
  /// An eSpeak NG voice or language name ("en-us", "de", "fr").
  public var name: String
  /// Words per minute.
  public var wordsPerMinute: Int
  /// Base pitch, 0–100 (50 is the voice's own).
  public var pitch: Int

  public init(name: String, wordsPerMinute: Int, pitch: Int = 50) {
    self.name = name
    self.wordsPerMinute = wordsPerMinute
    self.pitch = pitch
  }
}

/// Speech samples (mono, 16-bit) and where each word starts in them.
public struct SpokenClip: Sendable, Equatable {
  public var samples: [Int16]
  public var sampleRate: Int
  /// Each word's first character (0-based, in Characters of the text) and first sample.
  public var words: [WordMark]

  public init(samples: [Int16], sampleRate: Int, words: [WordMark]) {
    self.samples = samples
    self.sampleRate = sampleRate
    self.words = words
  }

  public var duration: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }

  /// The clip's length and its words' start times, for the timeline.
  public var timing: ClipTiming {
    ClipTiming(duration: duration, wordStarts: words.map { Double($0.sample) / Double(max(1, sampleRate)) })
  }
}

/// Where a word starts: its first character in the text and its first sample.
public struct WordMark: Sendable, Equatable {
  public var character: Int
  public var sample: Int
  public init(character: Int, sample: Int) {
    self.character = character
    self.sample = sample
  }
}

/// How long a clip is and when its words start, seconds: all the timeline needs of speech.
public struct ClipTiming: Sendable, Equatable {
  public var duration: Double
  public var wordStarts: [Double]
  public init(duration: Double, wordStarts: [Double]) {
    self.duration = duration
    self.wordStarts = wordStarts
  }
}
