import AssistiveTechnologies
import SceneModel

/// A logged utterance with the key that caused it, for the Speech pane and saved transcripts.
public struct LogEntry: Sendable, Equatable {
  public var event: TranscriptEvent
  /// The key pressed, in display form ("→"), when a key caused it.
  public var key: String?
  /// The element's id (or path) when it was spoken; element indexes do not survive a reload.
  public var elementName: String?
  public init(event: TranscriptEvent, key: String?, elementName: String? = nil) {
    self.event = event
    self.key = key
    self.elementName = elementName
  }
}

/// The whole history of everything spoken in a session: nothing is ever dropped, so a saved
/// transcript holds every utterance however long the session ran.
///
/// Kept in memory: an entry is a few hundred bytes, so a 100,000-step session is tens of
/// megabytes (Docs/Decisions.md, "Reliability"). If a bound is ever needed, spill the
/// oldest entries to disk; never drop them.
public struct AnnouncementLog: Sendable, Equatable {
  public private(set) var entries: [LogEntry] = []

  public init() {}

  /// Marks the last utterance that was heard to its end as cut off, and why: a later key
  /// or announcement interrupted it (`Simulator.earlierSpeechInterruption`).
  public mutating func markLastSpeechCutOff(by interruption: Interruption) {
    guard let i = entries.lastIndex(where: { !$0.event.parts.isEmpty && !$0.event.cutOff }) else { return }
    entries[i].event.interruption = interruption
  }

  public mutating func append(_ utterances: [TranscriptEvent], key: String?, scene: Scene? = nil) {
    for u in utterances {
      let name = u.element.flatMap { e in
        scene.flatMap { $0.elements.indices.contains(e) ? ($0.elements[e].id ?? $0.path(of: e)) : nil }
      }
      let entry = LogEntry(event: u, key: key, elementName: name)
      // A scan tick after another (no key between) joins its line.
      if key == nil, let last = lines.last, let previous = entries.last, Transcript.continuesTickRun(previous.event, u) {
        lines[lines.count - 1] = last.lowerBound..<(entries.count + 1)
      } else {
        lines.append(entries.count..<(entries.count + 1))
      }
      entries.append(entry)
    }
  }

  /// The lines the Speech pane and the transcript views show, as ranges of `entries`: one
  /// entry each, except consecutive scan ticks, which are one line with their count
  /// (`Transcript.lineRanges`, kept as entries are added). Saved JSON keeps every entry.
  public private(set) var lines: [Range<Int>] = []

  /// The entry a line shows: the entry itself, or a run of ticks as one (`Transcript.collapsed`,
  /// from the run's first and last few entries only).
  public func line(_ k: Int) -> LogEntry {
    let range = lines[k]
    guard range.count > 1 else { return entries[range.lowerBound] }
    var entry = entries[range.upperBound - 1]
    let ends = Transcript.runEnds
    let short = range.count <= ends.first + ends.last + 1
    let head = (short ? range : range.prefix(ends.first)).map { entries[$0].event }
    let tail = short ? [] : range.suffix(ends.last).map { entries[$0].event }
    entry.event = Transcript.collapsed(head: head, tail: tail, count: range.count, firstStep: entries[range.lowerBound].event.step)
    return entry
  }

  /// The events of every line, as text and Markdown transcripts show them.
  public var lineEvents: [TranscriptEvent] { lines.indices.map { line($0).event } }

  public var last: LogEntry? { entries.last }

  /// The utterances of the newest step (what caption mode shows).
  public var currentStep: [LogEntry] {
    guard let step = entries.last?.event.step else { return [] }
    return Array(entries.reversed().prefix { $0.event.step == step }.reversed())
  }
}
