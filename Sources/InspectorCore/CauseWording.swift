import AssistiveTechnologies

/// What caused an event, in the words of the person at the device rather than the script:
/// "swipe right" rather than `next`, "double tap → screen changed" rather than
/// `activate → screenChanged`. Saved transcripts keep the script words, so they can be
/// replayed; the app shows these.
public enum CauseWording {
  /// The cause of `event` for the Speech pane and the caption.
  public static func describe(_ event: TranscriptEvent) -> String {
    // A run of scan ticks shown as one line says how many: "time passes ×5".
    let cause = describe(event.cause, technology: event.technology) + (event.tickRun.map { " ×\($0.count)" } ?? "")
    guard let command = event.command, command != event.cause.name, !event.cause.name.hasPrefix(command) else {
      return cause
    }
    return describe(.command(command), technology: event.technology) + " → " + cause
  }

  /// One cause in words.
  public static func describe(_ cause: Cause, technology: Technology) -> String {
    switch cause {
    case .command(let word):
      return gesture(of: word, technology: technology) ?? word
    case .notification(.screenChanged): return "screen changed"
    case .notification(.layoutChanged): return "layout changed"
    case .notification(.announcement): return "announcement"
    case .readAll: return "read all"
    case .tick: return "time passes"
    }
  }

  /// The VoiceOver gesture of a script word ("swipe right" for `next`), from the commands'
  /// own summaries; for Voice Control, the phrase said in quotes ("“tap Send”"); nil for
  /// other words.
  public static func gesture(of word: String, technology: Technology) -> String? {
    if technology == .voiceControl, case .success(let c) = VoiceControlCommand.parseScript(word) {
      return "“" + c.phrase + "”"
    }
    return technology == .voiceOver ? VoiceOverCommand.gesture(of: word) : nil
  }
}
