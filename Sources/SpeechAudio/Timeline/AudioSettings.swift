import AssistiveTechnologies

/// How speech and earcons are turned into sound. The timings marked [K] are not published
/// by Apple; each has a command-line flag (Docs/Audio.md).
public struct AudioSettings: Sendable, Equatable {
  /// VoiceOver's Speaking Rate, percent of its slider (0–100) [K: 50 is the default].
  public var ratePercent: Double = 50
  /// The eSpeak NG voice for the scene's speech (`--voice`); an element's `language`
  /// speaks its own label in that language's voice, as VoiceOver switches voices.
  public var voice: String = "en-us"
  /// The pause before the hint, seconds (`--hint-delay`) [K].
  public var hintDelay: Double = 1.0
  /// The pitch announcements are spoken at, 0–100 where 50 is the voice's own
  /// (`--announcement-pitch`) [K: VoiceOver speaks some parts lower].
  public var announcementPitch: Int = 40
  /// Silence between one step's speech and the next command, seconds (`--step-gap`) [K]:
  /// a script's listener hears each step out, then acts.
  public var stepGap: Double = 0.5
  /// How far into an utterance a later utterance of the same step cuts it, seconds
  /// (`--cut-after`) [K]: everything one command causes happens at once, but the
  /// listener hears the start of what was cut, to the end of the word it had reached.
  public var cutAfter: Double = 0.6
  /// Switch Control's Sound Effects (`--sound-effects`): its taps, menus and a tick on each
  /// scan step are heard. Off on the device by default [S*].
  public var switchSoundEffects = false
  /// Earcons' loudness, 0–1 of full scale: quiet under speech.
  public var earconVolume: Double = 0.22

  public init() {}

  /// eSpeak NG's words per minute for the rate: 0 % → 80 (eSpeak's slowest), 50 % → 180
  /// (the speech clock's estimate), 100 % → 450 (eSpeak's fastest), straight lines between
  /// [K: VoiceOver's rates are not published in words per minute].
  public var wordsPerMinute: Int {
    let p = min(100, max(0, ratePercent))
    let wpm = p <= 50 ? 80 + (180 - 80) * p / 50 : 180 + (450 - 180) * (p - 50) / 50
    return Int(wpm.rounded())
  }

  /// The voice for ordinary speech.
  public var speechVoice: Voice { Voice(name: voice, wordsPerMinute: wordsPerMinute) }

  /// Whether a technology's earcons are heard. VoiceOver's always are; Switch Control's only
  /// with Sound Effects on; Full Keyboard Access makes no sounds without VoiceOver (only
  /// one technology runs at a time in axsim). Any other technology's are heard.
  public func hearsEarcons(of technology: Technology) -> Bool {
    switch technology {
    case .switchControl: return switchSoundEffects
    case .fullKeyboardAccess: return false
    default: return true
    }
  }

  /// Whether a technology's speech is heard: whatever the engine put in an event's parts
  /// is (Switch Control's only with its Speech on, which the engine already decides), but
  /// Full Keyboard Access is silent, as on the device without VoiceOver.
  public func hearsSpeech(of technology: Technology) -> Bool {
    technology != .fullKeyboardAccess
  }
}
