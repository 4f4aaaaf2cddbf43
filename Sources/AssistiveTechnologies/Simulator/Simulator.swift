import SceneModel

/// The four technologies over one scene: VoiceOver owns the `SceneRuntime`, and Switch
/// Control, Full Keyboard Access and Voice Control act on that same runtime, so a switch tap
/// on "Send" (or saying "tap Send") changes the scene exactly as a VoiceOver double tap does. One technology is active at a
/// time (Switch Control cannot run beside VoiceOver or FKA, reference §1.1); handing over
/// keeps focus on the same element where the new technology can reach it.
///
/// Steps are numbered across technologies: every command is one step, and so is a tick that
/// produced events.
public struct Simulator: Sendable {
  public internal(set) var voiceOver: VoiceOver
  public internal(set) var switchControl: SwitchControl
  public internal(set) var keyboard: FullKeyboardAccess
  public internal(set) var voiceControl: VoiceControl
  public internal(set) var technology: Technology
  public private(set) var step = 0
  /// Real-time speech (the app): nil in scripts, which hear each step out (`SpeechClock`).
  public var speechClock: SpeechClock?
  /// What the last `perform` or `tick` cut off VoiceOver speech of an earlier step with,
  /// when it did (only with a `speechClock`); the front end marks it in its log.
  public private(set) var earlierSpeechInterruption: Interruption?
  /// Whether the last `perform` or `tick` cut off speech still being heard.
  public var cutOffEarlierSpeech: Bool { earlierSpeechInterruption != nil }

  public init(
    voiceOver: VoiceOver, technology: Technology = .voiceOver, switchSettings: SwitchControlSettings = SwitchControlSettings(),
    voiceControlSettings: VoiceControlSettings = VoiceControlSettings()
  ) {
    self.voiceOver = voiceOver
    self.switchControl = SwitchControl(settings: switchSettings)
    self.keyboard = FullKeyboardAccess()
    self.voiceControl = VoiceControl(settings: voiceControlSettings)
    self.technology = technology
  }

  public var runtime: SceneRuntime { voiceOver.runtime }
  public var scene: Scene { voiceOver.scene }

  /// The element the active technology is on (VoiceOver's cursor, the scan highlight's item,
  /// the keyboard focus, what Voice Control last acted on).
  public var focusedElement: ElementIndex? {
    switch technology {
    case .voiceOver: return voiceOver.focus
    case .switchControl: return switchControl.focusedElement
    case .fullKeyboardAccess: return keyboard.focus
    case .voiceControl: return voiceControl.focus
    }
  }

  /// Starts the active technology on the first screen.
  public mutating func start() -> [TranscriptEvent] {
    let events: [TranscriptEvent]
    switch technology {
    case .voiceOver: events = voiceOver.start()
    case .switchControl: events = switchControl.start(runtime: &voiceOver.runtime)
    case .fullKeyboardAccess: events = keyboard.start(runtime: &voiceOver.runtime)
    case .voiceControl: events = voiceControl.start(runtime: &voiceOver.runtime)
    }
    timeSpeech(events, command: nil)
    return numbered(events, newStep: false)
  }

  /// Performs one command (a step). A transition still playing finishes at once first.
  public mutating func perform(_ command: TechnologyCommand) -> [TranscriptEvent] {
    if case .wait = command {} else { voiceOver.runtime.finishMotion() }
    let transitionsBefore = runtime.motion.transitions
    var events: [TranscriptEvent] = performUntagged(command)
    timeSpeech(events, command: command)
    // The transition a screen change played, on the event that shows the change.
    if runtime.motion.transitions != transitionsBefore, let kind = runtime.motion.lastTransition {
      let i = events.lastIndex { $0.earcons.contains(.screenChanged) } ?? events.indices.last
      if let i { events[i].transition = kind.rawValue }
    }
    return events
  }

  mutating func performUntagged(_ command: TechnologyCommand) -> [TranscriptEvent] {
    var events: [TranscriptEvent]
    switch command {
    case .voiceOver(let c):
      events = ensure(.voiceOver, for: command)
      events += voiceOver.perform(c)
    case .switchControl(let c):
      events = ensure(.switchControl, for: command)
      events += switchControl.perform(c, runtime: &voiceOver.runtime)
    case .keyboard(let c):
      events = ensure(.fullKeyboardAccess, for: command)
      events += keyboard.perform(c, runtime: &voiceOver.runtime)
    case .voiceControl(let c):
      events = ensure(.voiceControl, for: command)
      events += voiceControl.perform(c, runtime: &voiceOver.runtime)
    case .wait(let seconds):
      let playingTransition = runtime.motion.transition?.kind
      events = tickEvents(seconds, reportGlide: true)
      var notes: [String] = []
      if let kind = playingTransition, runtime.motion.transition == nil { notes.append("the \(kind.rawValue) transition finished") }
      if runtime.display.reduceMotion, runtime.motion.playing.isEmpty, runtime.hasStoppedAutoplay {
        notes.append("auto-play is stopped (Reduce Motion)")
      }
      if events.isEmpty {
        events = [TranscriptEvent(step: 0, technology: technology, cause: .tick, element: focusedElement, notes: ["\(SwitchControlSettings.seconds(seconds)) passed; " + (notes.isEmpty ? "nothing changed" : notes.joined(separator: "; "))])]
      } else if !notes.isEmpty {
        events[events.count - 1].notes += notes
      }
      for i in events.indices where events[i].command == nil { events[i].command = command.scriptName }
    case .use(let t):
      events = use(t)
    }
    for i in events.indices where events[i].command == nil { events[i].command = command.scriptName }
    return numbered(events, newStep: true)
  }

  /// Lets time pass: Switch Control scans, transitions progress, carousels advance (and
  /// VoiceOver speaks those that announce). A step only when something happened.
  public mutating func tick(_ seconds: Double) -> [TranscriptEvent] {
    speechClock?.elapse(seconds)
    let events = tickEvents(seconds, reportGlide: false)
    timeSpeech(events, command: nil)
    return events.isEmpty ? [] : numbered(events, newStep: true)
  }

  /// With a speech clock: a VoiceOver command, or new speech, cuts off speech still heard
  /// from an earlier step, and what this step says starts. A command (nil for time passing)
  /// is the reviewer's: the interruption is theirs; speech a tick posts is the scene's.
  mutating func timeSpeech(_ events: [TranscriptEvent], command: TechnologyCommand?) {
    earlierSpeechInterruption = nil
    guard var clock = speechClock else { return }
    let byCommand: Bool
    if case .voiceOver = command { byCommand = true } else { byCommand = false }
    let speaking = events.first { !$0.parts.isEmpty }
    if clock.isSpeaking, byCommand || speaking != nil {
      let t: Technology?
      switch command {
      case .voiceOver?: t = .voiceOver
      case .switchControl?: t = .switchControl
      case .keyboard?: t = .fullKeyboardAccess
      case .voiceControl?: t = .voiceControl
      case .use?: t = technology
      case .wait?, nil: t = nil
      }
      if let command, let t {
        earlierSpeechInterruption = Interruption(cause: .command(command.scriptName), technology: t, byUser: true)
      } else if let speaking {
        earlierSpeechInterruption = Interruption(cause: speaking.cause, technology: speaking.technology, byUser: false)
      }
    }
    if byCommand || speaking != nil { clock.start(events) }
    speechClock = clock
  }

  /// Finishes a transition at once (a key pressed during an animation).
  public mutating func finishMotion() {
    voiceOver.runtime.finishMotion()
  }

  mutating func tickEvents(_ seconds: Double, reportGlide: Bool) -> [TranscriptEvent] {
    var events: [TranscriptEvent]
    switch technology {
    case .switchControl: events = switchControl.tick(seconds, runtime: &voiceOver.runtime, reportGlide: reportGlide)
    case .voiceOver, .fullKeyboardAccess, .voiceControl: events = []
    }
    for m in voiceOver.runtime.advanceMotion(by: seconds) {
      guard case .carouselAdvanced(let element, _, let text, let announces) = m else { continue }
      let name = runtime.name(of: element)
      if announces {
        let heard = technology == .voiceOver || (technology == .switchControl && switchControl.settings.speech)
        events.append(TranscriptEvent(
          step: 0, technology: technology, cause: .notification(.announcement), element: element,
          parts: heard ? [UtterancePart(.announcement, SymbolNames.spoken(text))] : [],
          notes: heard ? ["the carousel advanced"] : ["the carousel advanced and announced \(Sanitize.quote(text)), not heard with \(technology.displayName)"]))
      } else if reportGlide {
        events.append(TranscriptEvent(step: 0, technology: technology, cause: .tick, element: element, notes: ["\(Sanitize.quote(name)) advanced to \(Sanitize.quote(text)) (no announcement)"]))
      }
    }
    return events
  }

  /// Changes the display settings (a step): Bold Text relays out; Reduce Motion stops
  /// auto-play and shapes the next transitions.
  @discardableResult
  public mutating func setDisplay(_ settings: DisplaySettings) -> [TranscriptEvent] {
    let before = runtime.display
    guard settings != before else { return [] }
    voiceOver.runtime.setDisplay(settings)
    var notes: [String] = []
    for (key, title) in DisplaySettings.names where before[key] != settings[key] {
      notes.append("\(title) \(settings[key] == true ? "on" : "off")")
    }
    if before.appearance != settings.appearance { notes.append("\(settings.appearance == .dark ? "Dark" : "Light") appearance") }
    let problems = runtime.displayProblems.values.reduce(0) { $0 + $1.count }
    if problems > 0 { notes.append("\(problems) display problem\(problems == 1 ? "" : "s")") }
    step += 1
    return [TranscriptEvent(step: step, technology: technology, cause: .command("display"), element: focusedElement, notes: notes)]
  }

  /// A command of another technology switches to it first.
  mutating func ensure(_ t: Technology, for command: TechnologyCommand) -> [TranscriptEvent] {
    technology == t ? [] : use(t)
  }

  /// Hands over to another technology, keeping the focused element where it can.
  public mutating func use(_ t: Technology) -> [TranscriptEvent] {
    var events = handOver(to: t)
    for i in events.indices {
      if case .command = events[i].cause {
        events[i].cause = .command(TechnologyCommand.use(t).scriptName)
        events[i].command = nil
      }
    }
    return events
  }

  mutating func handOver(to t: Technology) -> [TranscriptEvent] {
    let element = focusedElement
    technology = t
    switch t {
    case .voiceOver:
      var events: [TranscriptEvent] = []
      if let element, voiceOver.runtime.tree.position[element] != nil {
        events = voiceOver.perform(.focus(element))
      } else {
        events = voiceOver.perform(.first)
        if let element { events[0].notes.append("\(Sanitize.quote(runtime.name(of: element))) is not a VoiceOver stop") }
      }
      return events
    case .switchControl: return switchControl.start(at: element, runtime: &voiceOver.runtime)
    case .fullKeyboardAccess: return keyboard.start(at: element, runtime: &voiceOver.runtime)
    case .voiceControl: return voiceControl.start(at: element, runtime: &voiceOver.runtime)
    }
  }

  mutating func numbered(_ events: [TranscriptEvent], newStep: Bool) -> [TranscriptEvent] {
    if newStep { step += 1 }
    return events.map { e in
      var e = e
      e.step = step
      return e
    }
  }

  /// Changes the Dynamic Type size: the layout reflows, every technology's stops are
  /// recomputed, focus stays on its element, and the event says when the reading order
  /// changed (a row that turned into a column reads differently).
  @discardableResult
  public mutating func setContentSize(_ size: ContentSizeCategory) -> [TranscriptEvent] {
    let before = runtime.contentSize
    guard size != before else { return [] }
    let focused = focusedElement
    let oldOrder = runtime.tree.elements
    voiceOver.setContentSize(size)
    if let focused, technology == .voiceOver, runtime.tree.position[focused] != nil { voiceOver.focus = focused }
    var notes = ["text size \(before.rawValue) → \(size.rawValue)"]
    let newOrder = runtime.tree.elements
    if newOrder != oldOrder {
      if Set(newOrder) == Set(oldOrder) {
        notes.append("the reading order changed after the layout reflowed")
      } else {
        notes.append("the stops changed after the layout reflowed (\(oldOrder.count) → \(newOrder.count))")
      }
    }
    let problems = runtime.layoutProblems.values.reduce(0) { $0 + $1.count }
    if problems > 0 { notes.append("\(problems) layout problem\(problems == 1 ? "" : "s") at \(size.rawValue)") }
    step += 1
    return [TranscriptEvent(step: step, technology: technology, cause: .command("text-size"), element: focusedElement, notes: notes)]
  }

  /// Replaces the scene (a reload), keeping focus by element id.
  public mutating func replaceScene(_ scene: Scene) {
    let focusedID = focusedElement.flatMap { self.scene.elements[$0].id }
    let display = runtime.display
    voiceOver.replaceScene(scene)
    // The display settings chosen in the session survive a reload, as the text size does.
    voiceOver.runtime.setDisplay(display)
    // Tree versions start again with the new runtime: drop what was built from the old one.
    switchControl.scanTree = ScanTree()
    switchControl.menu = nil
    keyboard.groups = FocusGroups()
    keyboard.menu = nil
    keyboard.focus = focusedID.flatMap { scene.ids[$0] }
    voiceControl.forget(keeping: focusedID.flatMap { scene.ids[$0] })
    if let id = focusedID, let e = scene.ids[id] {
      switchControl.refresh(voiceOver.runtime)
      switchControl.moveHighlight(to: e, runtime: voiceOver.runtime)
    }
  }
}
