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

  /// Marks the last utterance that was heard to its end as cut off: a later key or
  /// announcement interrupted it (`Simulator.cutOffEarlierSpeech`).
  public mutating func markLastSpeechCutOff() {
    guard let i = entries.lastIndex(where: { !$0.event.parts.isEmpty && !$0.event.cutOff }) else { return }
    entries[i].event.cutOff = true
  }

  public mutating func append(_ utterances: [TranscriptEvent], key: String?, scene: Scene? = nil) {
    entries += utterances.map { u in
      let name = u.element.flatMap { e in
        scene.flatMap { $0.elements.indices.contains(e) ? ($0.elements[e].id ?? $0.path(of: e)) : nil }
      }
      return LogEntry(event: u, key: key, elementName: name)
    }
  }

  public var last: LogEntry? { entries.last }

  /// The utterances of the newest step (what caption mode shows).
  public var currentStep: [LogEntry] {
    guard let step = entries.last?.event.step else { return [] }
    return Array(entries.reversed().prefix { $0.event.step == step }.reversed())
  }
}
