import SceneModel

/// One piece of an utterance, typed so front ends can style and explain it.
public struct UtterancePart: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case label, value, selected, traits, context, hint, punctuation, actions, customContent
    /// Text posted by an announcement notification.
    case announcement
    /// A rotor item name or custom action name spoken when choosing it.
    case rotor
  }

  public var kind: Kind
  public var text: String

  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// A non-speech sound VoiceOver plays, shown as a tag such as "[boundary]".
public enum Earcon: String, Sendable, Equatable {
  case boundary
  case activate
  case screenChanged = "screen changed"
  case layoutChanged = "layout changed"
  case readAllEnd = "end of read all"
  case escapeUnhandled = "escape ignored"
  case magicTapUnhandled = "magic tap ignored"
  /// Switch Control's or the keyboard's tap (a touch at the activation point).
  case tap
  /// A menu (Scanner Menu, keyboard actions or help) opened or closed.
  case menuOpened = "menu"
  case menuClosed = "menu closed"

  public var tag: String { "[\(rawValue)]" }
}

/// What made VoiceOver speak.
public enum Cause: Sendable, Equatable {
  /// A user command, by its script name ("next", "activate", "rotor-next").
  case command(String)
  /// A notification posted by the scene.
  case notification(Notification)
  /// An element reached during read all.
  case readAll
  /// Time passing: Switch Control's auto scanning, Auto Tap, step scanning's dwell.
  case tick

  public enum Notification: String, Sendable, Equatable {
    case announcement, layoutChanged, screenChanged
  }

  public var name: String {
    switch self {
    case .command(let c): return c
    case .notification(let n): return n.rawValue
    case .readAll: return "read-all"
    case .tick: return "time"
    }
  }
}

/// One step of a session as a transcript records it, whichever technology produced it:
/// the step, the technology, the cause, the element highlighted or focused, what was spoken
/// (if anything), sounds and notes.
///
/// VoiceOver fills `parts` with speech. Switch Control and Full Keyboard Access mostly move
/// a highlight: `highlight` says what it is on and `shown` describes it in words, and
/// `parts` stays empty unless Switch Control's Speech is on.
public struct TranscriptEvent: Sendable, Equatable {
  /// The command number that produced it (1-based); notifications share their command's step.
  public var step: Int
  public var technology: Technology
  public var cause: Cause
  /// The element spoken about, highlighted or focused, if any.
  public var element: ElementIndex?
  public var earcons: [Earcon]
  public var parts: [UtterancePart]
  /// Explanations that are not spoken ("value unchanged at maximum").
  public var notes: [String]
  /// The command of the step that led to this event, when it is not the cause itself
  /// (an `activate` that pushes a screen causes a `screenChanged` event).
  public var command: String?
  /// What Switch Control or Full Keyboard Access shows after this event.
  public var highlight: Highlight?
  /// The highlight in words, for transcripts ("group: Toolbar, 3 items").
  public var shown: String?
  /// The screen transition that played with this event ("slide in", "cross-fade").
  public var transition: String?
  /// A queued announcement: it waits for speech in progress and is not cut off (`SpeechQueue`).
  public var queued = false
  /// When this event stands for a run of scan ticks in a text or Markdown view, how many
  /// and from which step (`Transcript.lines`); JSON keeps every tick.
  public var tickRun: TickRun?
  /// Why its speech was cut off before it ended, when it was (`Interruption`).
  public var interruption: Interruption?
  /// Whether its speech was cut off (`interruption` says why).
  public var cutOff: Bool { interruption != nil }
  /// Seconds into its step when it happened: 0 for a command's events, the moment within a
  /// `wait` for what time brought (Switch Control's scan steps at their interval). Audio
  /// places the event there; transcripts do not show it.
  public var time: Double = 0

  public init(
    step: Int, technology: Technology = .voiceOver, cause: Cause, element: ElementIndex? = nil,
    earcons: [Earcon] = [], parts: [UtterancePart] = [], notes: [String] = [],
    highlight: Highlight? = nil, shown: String? = nil
  ) {
    self.step = step
    self.technology = technology
    self.cause = cause
    self.element = element
    self.earcons = earcons
    self.parts = parts
    self.notes = notes
    self.highlight = highlight
    self.shown = shown
  }

  /// An announcement a technology that does not speak lets pass (Full Keyboard Access,
  /// Voice Control): noted, not heard.
  public static func unheardAnnouncement(_ text: String, step: Int, technology: Technology) -> TranscriptEvent {
    TranscriptEvent(
      step: step, technology: technology, cause: .notification(.announcement),
      notes: ["announced \(Sanitize.quote(text)), not heard: \(technology.displayName) does not speak"])
  }

  /// "activate → screenChanged" when a command led to a notification, else the cause;
  /// "time ×5" for a run of ticks.
  public var causeDescription: String {
    let times = tickRun.map { " ×\($0.count)" } ?? ""
    guard let command, command != cause.name, !cause.name.hasPrefix(command) else { return cause.name + times }
    return command + " → " + cause.name + times
  }

  /// The step as views number it: "12", or "12–16" for ticks collapsed across steps.
  public var stepText: String {
    guard let run = tickRun, run.firstStep != step else { return String(step) }
    return "\(run.firstStep)–\(step)"
  }

  /// The spoken text.
  public var spokenText: String { parts.map(\.text).joined() }

  /// Earcon tags followed by the spoken text: "[boundary]" or "[screen changed] Inbox. Heading.";
  /// for a silent highlight, what it shows in angle quotes: "‹group: Toolbar, 3 items›".
  public var displayText: String {
    // The end-of-read-all sound plays after the last element is read; the others before.
    let before = earcons.filter { $0 != .readAllEnd }.map(\.tag)
    let after = earcons.filter { $0 == .readAllEnd }.map(\.tag)
    var middle = [spokenText]
    if let interruption { middle.append(interruption.mark) }
    if let shown, !shown.isEmpty { middle.insert("‹" + shown + "›", at: 0) }
    let played = transition.map { ["[" + $0 + "]"] } ?? []
    return (before + played + middle + after).filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension SpeechComposer.Result {
  /// The parts spoken in order: description, (pause) hint, (pause) trailer.
  public func spokenParts(includeHint: Bool) -> [UtterancePart] {
    var parts = description
    func pause() {
      guard let last = parts.last(where: { !$0.text.isEmpty })?.text else { return }
      parts.append(.init(.punctuation, last.hasSuffix(".") || last.hasSuffix(",") || last.hasSuffix(":") ? " " : ". "))
    }
    if includeHint, !hint.isEmpty {
      pause()
      parts += hint
    }
    for t in trailer {
      pause()
      parts.append(t)
    }
    return parts
  }
}
