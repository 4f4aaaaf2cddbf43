import AssistiveTechnologies

#if canImport(Glibc)
  import Glibc
#endif

/// The sounds axsim plays for VoiceOver's earcons, made from sine tones (no sound files):
/// short, quiet and each unlike the others. Apple's own sounds are not published; these
/// only stand for them (Docs/Audio.md lists each one).
public enum EarconTone: String, Sendable, CaseIterable, Equatable {
  /// Swiping past the first or last element: a low thud that falls in pitch.
  case boundary
  /// A new screen: two notes rising a fifth.
  case screenChanged
  /// Part of the screen changed: a short tone gliding down.
  case layoutChanged
  /// Double tap: a short bright click.
  case activate
  /// A Switch Control or keyboard tap: a softer, lower click.
  case tap
  /// A menu opened: two quick rising notes; closed: the same falling.
  case menuOpened, menuClosed
  /// Escape or magic tap with nothing to handle it: a low double buzz.
  case unhandled
  /// Read all reached the end: three notes falling.
  case readAllEnd
  /// Switch Control's scan moved (Sound Effects): a tiny tick.
  case scanTick

  /// The tone for an engine earcon.
  public init(_ earcon: Earcon) {
    switch earcon {
    case .boundary: self = .boundary
    case .activate: self = .activate
    case .screenChanged: self = .screenChanged
    case .layoutChanged: self = .layoutChanged
    case .readAllEnd: self = .readAllEnd
    case .escapeUnhandled, .magicTapUnhandled: self = .unhandled
    case .tap: self = .tap
    case .menuOpened: self = .menuOpened
    case .menuClosed: self = .menuClosed
    }
  }

  /// What it sounds like, for Docs/Audio.md and `--help`.
  public var sound: String {
    switch self {
    case .boundary: return "a low thud falling from 140 to 70 Hz, 0.15 s"
    case .screenChanged: return "two soft notes rising, 660 then 990 Hz, 0.24 s"
    case .layoutChanged: return "one soft tone gliding down from 900 to 600 Hz, 0.12 s"
    case .activate: return "a bright click at 2 kHz, 0.03 s"
    case .tap: return "a softer click at 1.2 kHz, 0.04 s"
    case .menuOpened: return "two quick notes rising, 520 then 780 Hz, 0.12 s"
    case .menuClosed: return "two quick notes falling, 780 then 520 Hz, 0.12 s"
    case .unhandled: return "a low double buzz at 180 Hz, 0.16 s"
    case .readAllEnd: return "three notes falling, 880, 660 and 440 Hz, 0.27 s"
    case .scanTick: return "a tiny tick at 3 kHz, 0.015 s, quieter than the rest"
    }
  }

  /// One note: a frequency gliding from `from` to `to` over `seconds`, with a decay.
  struct Note {
    var from: Double
    var to: Double
    var seconds: Double
    /// How fast it fades: 0 holds, larger dies away sooner.
    var decay: Double
    var gain: Double = 1
  }

  var notes: [Note] {
    switch self {
    case .boundary: return [Note(from: 140, to: 70, seconds: 0.15, decay: 18, gain: 1.3)]
    case .screenChanged: return [Note(from: 660, to: 660, seconds: 0.1, decay: 10), Note(from: 990, to: 990, seconds: 0.14, decay: 12)]
    case .layoutChanged: return [Note(from: 900, to: 600, seconds: 0.12, decay: 12)]
    case .activate: return [Note(from: 2000, to: 1800, seconds: 0.03, decay: 90)]
    case .tap: return [Note(from: 1200, to: 1100, seconds: 0.04, decay: 70, gain: 0.8)]
    case .menuOpened: return [Note(from: 520, to: 520, seconds: 0.06, decay: 20), Note(from: 780, to: 780, seconds: 0.06, decay: 20)]
    case .menuClosed: return [Note(from: 780, to: 780, seconds: 0.06, decay: 20), Note(from: 520, to: 520, seconds: 0.06, decay: 20)]
    case .unhandled: return [Note(from: 180, to: 180, seconds: 0.07, decay: 8), Note(from: 0, to: 0, seconds: 0.02, decay: 0), Note(from: 180, to: 180, seconds: 0.07, decay: 8)]
    case .readAllEnd: return [Note(from: 880, to: 880, seconds: 0.09, decay: 14), Note(from: 660, to: 660, seconds: 0.09, decay: 14), Note(from: 440, to: 440, seconds: 0.09, decay: 12)]
    case .scanTick: return [Note(from: 3000, to: 3000, seconds: 0.015, decay: 200, gain: 0.6)]
    }
  }

  /// Its length, seconds.
  public var duration: Double { notes.reduce(0) { $0 + $1.seconds } }

  /// The tone's samples at `sampleRate`, peaking near `volume` of full scale, each note
  /// with a 3 ms rise and a fade to silence at its end (no clicks).
  public func samples(sampleRate: Int, volume: Double) -> [Int16] {
    var out: [Int16] = []
    let rate = Double(sampleRate)
    for note in notes {
      let count = Int((note.seconds * rate).rounded())
      var phase = 0.0
      for i in 0..<count {
        let t = Double(i) / rate
        let progress = count > 1 ? Double(i) / Double(count - 1) : 1
        let frequency = note.from + (note.to - note.from) * progress
        phase += 2 * Double.pi * frequency / rate
        let rise = min(1, t / 0.003)
        let fall = min(1, (note.seconds - t) / 0.006)
        let envelope = rise * max(0, fall) * exp(-note.decay * t)
        let value = frequency > 0 ? sin(phase) * envelope * volume * note.gain : 0
        out.append(Int16(max(-32767, min(32767, (value * 32767).rounded()))))
      }
    }
    return out
  }
}
