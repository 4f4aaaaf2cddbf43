import AssistiveTechnologies
import SceneModel

/// What a walk sounds like, in time: which utterance or earcon starts when and how much of
/// it is heard. Pure: made from the engine's transcript events, the settings, and how long
/// each utterance takes (`ClipTiming`, measured from the synthesizer, or made up in tests).
///
/// The rules, in order (Docs/Audio.md):
/// * Steps follow one another: a script's listener hears a step out, then, `stepGap` later,
///   the next command comes. A step that lets time pass (`wait 2s`) starts at once and lasts
///   at least that long; its events sound at their `time` into the step (Switch Control's
///   auto-scan steps at their interval), cutting anything still sounding.
/// * Within a step, each event's earcons (the end-of-read-all sound after its speech), then
///   its speech: the description, and `hintDelay` later the hint and what follows it.
/// * An utterance the engine marked cut off (`SpeechQueue`: a later one of the same step
///   interrupted it) is heard `cutAfter` seconds in, to the end of the word it reached,
///   never whole; its hint is not heard; the interrupting utterance starts there.
/// * Announcements use `announcementPitch`; an element with a `language` speaks its
///   description in that voice.
/// * Technologies are heard as on the device (`AudioSettings.hearsSpeech`, `hearsEarcons`);
///   nothing else depends on which technology made an event.
public struct AudioTimeline: Sendable, Equatable {
  /// A piece of speech to synthesize.
  public struct Utterance: Sendable, Hashable {
    public var text: String
    public var voice: Voice
    public init(text: String, voice: Voice) {
      self.text = text
      self.voice = voice
    }
  }

  public enum Sound: Sendable, Equatable {
    case speech(Utterance)
    case earcon(EarconTone)
  }

  /// One sound placed in time.
  public struct Item: Sendable, Equatable {
    public var sound: Sound
    /// Seconds from the start.
    public var start: Double
    /// Seconds heard (less than `full` when cut).
    public var length: Double
    /// Seconds of the whole sound.
    public var full: Double
    /// The step it belongs to.
    public var step: Int

    public var end: Double { start + length }
    public var isCut: Bool { length < full - 1e-9 }
  }

  /// A step's span: what a player jumps to (`OUT.wav.json`).
  public struct StepSpan: Sendable, Equatable {
    public var step: Int
    public var start: Double
    public var end: Double
    /// The step's transcript text ("[screen changed] Inbox. Heading.").
    public var text: String
  }

  public var items: [Item] = []
  public var steps: [StepSpan] = []
  /// The whole length, seconds, with a short silence at the end.
  public var duration: Double = 0

  /// Silence after the last step, seconds.
  public static let tail = 0.3
  /// Silence after an earcon before speech starts, seconds.
  public static let earconGap = 0.04

  /// The speech to synthesize, each distinct utterance once.
  public static func utterances(of script: AudioScript, settings: AudioSettings) -> [Utterance] {
    var seen = Set<Utterance>()
    var out: [Utterance] = []
    for step in script.steps {
      for event in step.events {
        for s in sounds(of: event, settings: settings, languages: script.languages).speech where seen.insert(s.utterance).inserted {
          out.append(s.utterance)
        }
      }
    }
    return out
  }

  /// Lays the script out in time; `measure` gives each utterance's length and word starts.
  public static func plan(_ script: AudioScript, settings: AudioSettings, measure: (Utterance) -> ClipTiming) -> AudioTimeline {
    var timeline = AudioTimeline()
    var t = 0.0
    for (k, step) in script.steps.enumerated() {
      if k > 0, step.passes == nil { t += settings.stepGap }
      let stepStart = t
      let stepNumber = step.events.first?.step ?? 0
      for event in step.events {
        if event.time > 0 {
          let at = stepStart + event.time
          if at < t { timeline.cutEverything(at: at) }
          t = at
        }
        let sounds = sounds(of: event, settings: settings, languages: script.languages)
        for tone in sounds.before {
          timeline.items.append(Item(sound: .earcon(tone), start: t, length: tone.duration, full: tone.duration, step: stepNumber))
          t += tone.duration + (sounds.speech.isEmpty ? 0 : earconGap)
        }
        for (i, s) in sounds.speech.enumerated() {
          if s.afterPause {
            if event.cutOff { break }
            t += settings.hintDelay
          }
          let timing = measure(s.utterance)
          let length = event.cutOff && i == 0 ? cutLength(timing, after: settings.cutAfter) : timing.duration
          timeline.items.append(Item(sound: .speech(s.utterance), start: t, length: length, full: timing.duration, step: stepNumber))
          t += length
          if event.cutOff { break }
        }
        for tone in sounds.after {
          timeline.items.append(Item(sound: .earcon(tone), start: t, length: tone.duration, full: tone.duration, step: stepNumber))
          t += tone.duration
        }
      }
      let end = max(t, stepStart + (step.passes ?? 0))
      timeline.steps.append(StepSpan(step: stepNumber, start: stepStart, end: end, text: text(of: step.events)))
      t = end
    }
    timeline.duration = t + (script.steps.isEmpty ? 0 : tail)
    return timeline
  }

  /// Everything still sounding at `time` stops there (time moved on to a later event).
  mutating func cutEverything(at time: Double) {
    for i in items.indices where items[i].start < time && items[i].end > time {
      items[i].length = time - items[i].start
    }
  }

  /// How much of a cut utterance is heard: `after` seconds in, to the end of the word
  /// reached then; before its last word when it ends sooner; half of a single word.
  static func cutLength(_ timing: ClipTiming, after: Double) -> Double {
    let boundaries = timing.wordStarts.filter { $0 > 1e-6 && $0 < timing.duration - 1e-6 }.sorted()
    if let next = boundaries.first(where: { $0 >= after }) { return next }
    if let last = boundaries.last { return last }
    return min(after, timing.duration / 2)
  }

  /// The sounds of one event: earcons before the speech, speech segments (the second after
  /// the hint pause), earcons after.
  struct EventSounds {
    var before: [EarconTone] = []
    var speech: [(utterance: Utterance, afterPause: Bool)] = []
    var after: [EarconTone] = []
  }

  static func sounds(of event: TranscriptEvent, settings: AudioSettings, languages: [ElementIndex: String]) -> EventSounds {
    var out = EventSounds()
    if settings.hearsEarcons(of: event.technology) {
      for earcon in event.earcons {
        if earcon == .readAllEnd { out.after.append(EarconTone(earcon)) } else { out.before.append(EarconTone(earcon)) }
      }
      // VoiceOver's layout-changed sound: the engine notes the notification as the cause.
      if event.cause == .notification(.layoutChanged), !event.earcons.contains(.layoutChanged) {
        out.before.insert(.layoutChanged, at: 0)
      }
      // Switch Control's Sound Effects tick on a scan step (a highlight and nothing else).
      if event.technology == .switchControl, event.highlight != nil, event.earcons.isEmpty {
        out.before.append(.scanTick)
      }
    }
    guard settings.hearsSpeech(of: event.technology), !event.parts.isEmpty else { return out }
    let pauseKinds: Set<UtterancePart.Kind> = [.hint, .actions, .customContent]
    let split = event.parts.firstIndex { pauseKinds.contains($0.kind) } ?? event.parts.endIndex
    let first = event.parts[..<split]
    let second = event.parts[split...]
    let announcement = first.contains { $0.kind == .announcement }
    var voice = settings.speechVoice
    if announcement {
      voice.pitch = settings.announcementPitch
    } else if let e = event.element, let language = languages[e] {
      voice.name = language
    }
    let firstText = joined(first)
    if !firstText.isEmpty { out.speech.append((Utterance(text: firstText, voice: voice), false)) }
    let secondText = joined(second)
    if !secondText.isEmpty { out.speech.append((Utterance(text: secondText, voice: settings.speechVoice), !firstText.isEmpty)) }
    return out
  }

  static func joined(_ parts: ArraySlice<UtterancePart>) -> String {
    let text = parts.map(\.text).joined()
    return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// A step's text as the transcript shows it: each event's earcons and speech, else its
  /// notes, else "(silence)".
  static func text(of events: [TranscriptEvent]) -> String {
    let shown = events.map(\.displayText).filter { !$0.isEmpty }
    if !shown.isEmpty { return shown.joined(separator: " ") }
    let notes = events.flatMap(\.notes)
    return notes.isEmpty ? Transcript.silence : "(" + notes.joined(separator: "; ") + ")"
  }
}

/// What to make audio of: the steps of a walk, in order, with the elements' languages.
public struct AudioScript: Sendable, Equatable {
  public var steps: [AudioStep]
  /// Each element's `language` (accessibilityLanguage), for the voice its speech uses.
  public var languages: [ElementIndex: String]

  public init(steps: [AudioStep], languages: [ElementIndex: String] = [:]) {
    self.steps = steps
    self.languages = languages
  }

  /// The languages of a scene's elements.
  public static func languages(of scene: Scene) -> [ElementIndex: String] {
    var out: [ElementIndex: String] = [:]
    for (i, e) in scene.elements.enumerated() {
      if let l = e.language, !l.isEmpty { out[i] = l }
    }
    return out
  }
}

/// One step of a walk: the events one command (or the start) produced.
public struct AudioStep: Sendable, Equatable {
  public var events: [TranscriptEvent]
  /// Seconds the step lets pass (a script's `wait`); nil for any other command.
  public var passes: Double?

  public init(events: [TranscriptEvent], passes: Double? = nil) {
    self.events = events
    self.passes = passes
  }
}
