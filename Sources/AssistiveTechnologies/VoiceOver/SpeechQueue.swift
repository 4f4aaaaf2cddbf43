/// How VoiceOver's speech queues and interrupts within one step (docs: Docs/Decisions.md,
/// "VoiceOver fidelity").
///
/// Everything one command causes happens at the same instant: the command's own speech,
/// then the notifications its effects post, in order. Each new utterance starts at once and
/// cuts off the one still being spoken, as VoiceOver's do, so "announce, then push" is heard
/// as the start of the announcement and then the new screen. Two things do not interrupt:
/// an announcement posted with `queue: true` (UIKit's `accessibilitySpeechQueueAnnouncement`)
/// waits for the speech in progress and is then heard to its end, whatever comes after it;
/// and read all's elements follow one another. A screen change cuts speech off even when the
/// new screen has nothing to say.
///
/// Between commands, a script models a listener who hears each step out before the next
/// command (time in scripts passes only with `wait`, which only lengthens the pause), so a
/// later command never cuts the step before it.
public enum SpeechQueue {
  /// Marks the utterances of one step that a later utterance of the same step cuts off.
  public static func markInterruptions(_ events: inout [TranscriptEvent]) {
    // Speech started and not yet cut; a queued announcement is never in it (it is heard out).
    var inProgress: [Int] = []
    for j in events.indices {
      let e = events[j]
      guard !e.queued else { continue }
      if !e.parts.isEmpty || e.cause == .notification(.screenChanged), e.cause != .readAll {
        for i in inProgress { events[i].interruption = Interruption(cause: e.cause, technology: e.technology, byUser: false) }
        inProgress.removeAll()
      }
      if !e.parts.isEmpty { inProgress.append(j) }
    }
  }
}
