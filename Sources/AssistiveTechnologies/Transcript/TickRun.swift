/// Consecutive scan ticks as one line: Switch Control's auto scanning moves the highlight
/// once a second (or whatever the scan time is), so a minute's wait is dozens of steps that
/// say only where the highlight went. Text and Markdown transcripts and the Speech pane show
/// such a run as one line with its count and the items passed; JSON keeps every tick.
public struct TickRun: Sendable, Equatable {
  /// How many ticks the line stands for.
  public var count: Int
  /// The step of the first of them (scripts: the `wait`'s own step; the app: one per tick).
  public var firstStep: Int

  public init(count: Int, firstStep: Int) {
    self.count = count
    self.firstStep = firstStep
  }
}

extension Transcript {
  /// A tick that only moved Switch Control's highlight (spoken or not): no sound, note or
  /// interruption of its own.
  static func isScanTick(_ e: TranscriptEvent) -> Bool {
    e.cause == .tick && e.technology == .switchControl && e.earcons.isEmpty && e.notes.isEmpty && e.interruption == nil
  }

  /// Whether `next` continues the run of scan ticks `previous` ends: both scan ticks, of the
  /// same `wait` (a script) or of time passing with no command (the app).
  public static func continuesTickRun(_ previous: TranscriptEvent, _ next: TranscriptEvent) -> Bool {
    isScanTick(previous) && isScanTick(next) && (previous.step == next.step || (previous.command == nil && next.command == nil))
  }

  /// The events as views show them, in lines: one event each, or a run of scan ticks.
  public static func lineRanges(_ events: [TranscriptEvent]) -> [Range<Int>] {
    var out: [Range<Int>] = []
    for k in events.indices {
      if let last = out.last, continuesTickRun(events[k - 1], events[k]) {
        out[out.count - 1] = last.lowerBound..<(k + 1)
      } else {
        out.append(k..<(k + 1))
      }
    }
    return out
  }

  /// How many items a collapsed line names at each end of its run.
  public static let runEnds = (first: 2, last: 3)

  /// One event standing for a run: the last tick (where the highlight is now), with the
  /// run's count and, in a note, the items it passed (the first two and the last three of a
  /// long run). Reads only those five events, so a long run costs no more than a short one.
  public static func collapsed(_ run: ArraySlice<TranscriptEvent>) -> TranscriptEvent {
    guard let first = run.first else { return TranscriptEvent(step: 0, cause: .tick) }
    let short = run.count <= runEnds.first + runEnds.last + 1
    return collapsed(
      head: short ? Array(run) : Array(run.prefix(runEnds.first)), tail: short ? [] : Array(run.suffix(runEnds.last)),
      count: run.count, firstStep: first.step)
  }

  /// The same from the run's ends alone: `head` (all of a short run, else its first two),
  /// `tail` (empty for a short run, else its last three), its length and first step.
  public static func collapsed(head: [TranscriptEvent], tail: [TranscriptEvent], count: Int, firstStep: Int) -> TranscriptEvent {
    guard var e = tail.last ?? head.last else { return TranscriptEvent(step: firstStep, cause: .tick) }
    guard count > 1 else { return e }
    e.tickRun = TickRun(count: count, firstStep: firstStep)
    let names = tail.isEmpty
      ? head.map(runItem)
      : head.map(runItem) + ["… \(count - head.count - tail.count) more"] + tail.map(runItem)
    e.notes = ["\(count) scan steps: " + names.joined(separator: ", ")]
    return e
  }

  /// An item a run passed, as the highlight shows it: "‹Forward›".
  static func runItem(_ u: TranscriptEvent) -> String { u.shown.map { "‹" + $0 + "›" } ?? u.spokenText }

  /// The events as views show them: every event, a run of scan ticks as one (`collapsed`).
  public static func lines(_ events: [TranscriptEvent]) -> [TranscriptEvent] {
    lineRanges(events).map { $0.count == 1 ? events[$0.lowerBound] : collapsed(events[$0]) }
  }

  /// `textLine` of each line: what `axsim run` prints and the report's walk.
  public static func textLines(_ events: [TranscriptEvent]) -> [String] {
    lines(events).map { textLine($0) }
  }
}
