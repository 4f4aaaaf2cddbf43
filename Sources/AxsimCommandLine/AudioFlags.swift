import AssistiveTechnologies
import SpeechAudio

/// What the command line asked of audio (Docs/Audio.md).
public struct AudioOptions: Sendable, Equatable {
  /// `run --audio OUT.wav`: the WAV file to write (its step times beside it, `OUT.wav.json`).
  public var file: String?
  /// `report --audio`: embed the walk's audio in the HTML report.
  public var embed = false
  /// The app's `--speak`: audio on from the start.
  public var speak = false
  /// Voice, rate and timing.
  public var settings = AudioSettings()

  public init() {}
}

extension ArgumentParser {
  /// The voice and timing flags every command that makes audio takes.
  static let audioSettingsFlags = [
    "--voice=", "--rate=", "--hint-delay=", "--announcement-pitch=", "--step-gap=", "--cut-after=", "--sound-effects",
  ]

  /// Applies one audio flag; nil when the flag is not one of them or its value is good,
  /// else the usage error.
  static func parseAudioFlag(_ flag: String, _ value: String, into o: inout AudioOptions, command: String?) -> UsageError? {
    func seconds(_ range: ClosedRange<Double>) -> Double? {
      guard let s = Duration.parseSeconds(value), range.contains(s) else { return nil }
      return s
    }
    func secondsError(_ range: ClosedRange<Double>, example: String) -> UsageError {
      UsageError(message: "'\(flag)' takes seconds from \(SwitchControlSettings.seconds(range.lowerBound)) to \(SwitchControlSettings.seconds(range.upperBound)), found '\(value)'", suggestion: "for example \(flag) \(example)", command: command)
    }
    switch flag {
    case "--audio":
      if command != "run" {
        o.embed = true
      } else {
        guard !value.isEmpty, !value.hasSuffix("/") else {
          return UsageError(message: "'--audio' needs a file name", suggestion: "for example --audio walk.wav", command: command)
        }
        o.file = value
      }
    case "--speak": o.speak = true
    case "--voice":
      guard !value.isEmpty, value.count <= 64, value.allSatisfy({ $0.isLetter || $0.isNumber || "-_+".contains($0) }) else {
        return UsageError(message: "'--voice' takes an eSpeak NG voice name, found '\(value)'", suggestion: "for example --voice en-gb (espeak-ng --voices lists them)", command: command)
      }
      o.settings.voice = value
    case "--rate":
      let number = value.hasSuffix("%") ? String(value.dropLast()) : value
      guard let p = Double(number), p.isFinite, (0...100).contains(p) else {
        return UsageError(message: "'--rate' takes VoiceOver's Speaking Rate from 0 to 100 (percent), found '\(value)'", suggestion: "for example --rate 60 (50 is the default)", command: command)
      }
      o.settings.ratePercent = p
    case "--hint-delay":
      guard let s = seconds(0...10) else { return secondsError(0...10, example: "1.5 or --hint-delay 750ms") }
      o.settings.hintDelay = s
    case "--step-gap":
      guard let s = seconds(0...10) else { return secondsError(0...10, example: "1 or --step-gap 250ms") }
      o.settings.stepGap = s
    case "--cut-after":
      guard let s = seconds(0.05...10) else { return secondsError(0.05...10, example: "0.4 or --cut-after 300ms") }
      o.settings.cutAfter = s
    case "--announcement-pitch":
      guard let n = Int(value), (0...100).contains(n) else {
        return UsageError(message: "'--announcement-pitch' takes a pitch from 0 to 100 (50 is the voice's own), found '\(value)'", suggestion: "for example --announcement-pitch 50 (no change)", command: command)
      }
      o.settings.announcementPitch = n
    case "--sound-effects": o.settings.switchSoundEffects = true
    default: break
    }
    return nil
  }
}
