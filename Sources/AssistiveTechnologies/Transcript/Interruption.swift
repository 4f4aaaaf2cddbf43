/// Why an utterance was cut off before it ended: the one model of speech interruption, which
/// `SpeechQueue` (within a step) and `Simulator` with a `SpeechClock` (between steps, in
/// real time) record on the event (`TranscriptEvent.interruption`), and every view words
/// the same way (`phrase`): the Speech pane, the saved transcripts, the report, `axsim run`.
///
/// `byUser` separates the reviewer's own keys, which a saved transcript or report may leave
/// out (at a meeting's pace almost every line would be cut off by the next swipe), from what
/// the scene does (an announcement, a screen change) or time does (a carousel announcing),
/// which are always shown.
public struct Interruption: Sendable, Equatable {
  /// What cut the speech off: the next command (by its script word), or a later event's cause.
  public var cause: Cause
  /// The technology of the command that interrupted (for its wording).
  public var technology: Technology
  /// The reviewer's next command, rather than the scene or time.
  public var byUser: Bool

  public init(cause: Cause, technology: Technology = .voiceOver, byUser: Bool) {
    self.cause = cause
    self.technology = technology
    self.byUser = byUser
  }

  /// "interrupted by the next swipe right", "interrupted by the screen change".
  public var phrase: String {
    "interrupted by " + what
  }

  var what: String {
    switch cause {
    case .command(let word):
      switch technology {
      case .voiceOver: return "the next " + (VoiceOverCommand.gesture(of: word) ?? word)
      case .switchControl: return "the next switch press (\(word))"
      case .fullKeyboardAccess: return "the next key (\(word))"
      case .voiceControl:
        guard case .success(let c) = VoiceControlCommand.parseScript(word) else { return "the next phrase" }
        return "the next phrase (“\(c.phrase)”)"
      }
    case .notification(.announcement): return "an announcement"
    case .notification(.screenChanged): return "the screen change"
    case .notification(.layoutChanged): return "the layout change"
    case .readAll: return "the next element read"
    case .tick: return "the scan moving on"
    }
  }

  /// The mark transcripts and the Speech pane put after the speech: "[cut off: interrupted
  /// by the screen change]".
  public var mark: String { "[cut off: \(phrase)]" }

  /// The JSON name of what interrupted: the cause's name ("screenChanged", "next").
  public var causeName: String { cause.name }
}

extension VoiceOverCommand {
  /// The VoiceOver gesture of a script word ("swipe right" for `next`), from the commands'
  /// own summaries; nil for words that are not VoiceOver gestures.
  public static func gesture(of word: String) -> String? {
    let bare = word.hasPrefix("focus:") ? "focus:ID" : word
    guard let summary = scriptWords.first(where: { $0.word == bare })?.summary,
      let colon = summary.firstIndex(of: ":")
    else { return nil }
    return String(summary[..<colon])
  }
}
