import SceneModel

/// VoiceOver as a pure state machine: commands in, utterances out.
///
/// No timers and no I/O: a front end sends `VoiceOverCommand`s and shows the returned
/// `TranscriptEvent`s. Reading order, speech and rotor follow Docs/VoiceOver.md and the reference.
public struct VoiceOver: Sendable {
  public internal(set) var runtime: SceneRuntime
  /// The focused element (the VoiceOver cursor).
  public internal(set) var focus: ElementIndex?
  public internal(set) var rotor = RotorState()
  public var options: SpeechComposer.Options
  /// The built-in rotor items offered, in dial order.
  public var builtInRotorItems: [RotorItem] = RotorItem.defaultBuiltIns
  /// The number of commands performed so far.
  public private(set) var step = 0

  public init(runtime: SceneRuntime, options: SpeechComposer.Options? = nil) {
    self.runtime = runtime
    self.options = options ?? SpeechComposer.Options(speakHints: runtime.scene.settings.speakHints, iOSVersion: runtime.scene.settings.iosVersion)
  }

  public var scene: Scene { runtime.scene }
  public var tree: AccessibilityTree { runtime.tree }
  public var focusPosition: Int? { focus.flatMap { runtime.tree.position[$0] } }

  /// Focuses the first element as VoiceOver does when an app opens (a screen change).
  public mutating func start() -> [TranscriptEvent] {
    var out: [TranscriptEvent] = []
    screenChanged(focus: nil, into: &out)
    SpeechQueue.markInterruptions(&out)
    return out
  }

  /// Performs a command and returns what was spoken, in order. Never empty: a command that
  /// says nothing returns an utterance with only earcons or notes, so every step shows.
  public mutating func perform(_ command: VoiceOverCommand) -> [TranscriptEvent] {
    step += 1
    var out: [TranscriptEvent] = []
    let cause = Cause.command(command.scriptName)
    switch command {
    case .next: move(by: 1, cause: cause, into: &out)
    case .previous: move(by: -1, cause: cause, into: &out)
    case .first: moveTo(position: 0, cause: cause, into: &out)
    case .last: moveTo(position: tree.stops.count - 1, cause: cause, into: &out)
    case .focus(let element):
      if let p = tree.position[element] {
        moveTo(position: p, cause: cause, into: &out)
      } else {
        out.append(TranscriptEvent(step: step, cause: cause, element: element, notes: ["\(Sanitize.quote(runtime.name(of: element))) is not a VoiceOver stop here"]))
      }
    case .activate: activate(cause: cause, into: &out)
    case .increment: adjust(by: 1, cause: cause, into: &out)
    case .decrement: adjust(by: -1, cause: cause, into: &out)
    case .rotorItemNext: rotorItem(by: 1, cause: cause, into: &out)
    case .rotorItemPrevious: rotorItem(by: -1, cause: cause, into: &out)
    case .rotorNext: turnRotor(by: 1, cause: cause, into: &out)
    case .rotorPrevious: turnRotor(by: -1, cause: cause, into: &out)
    case .escape: escape(cause: cause, into: &out)
    case .magicTap: magicTap(cause: cause, into: &out)
    case .readAll: readAll(from: 0, cause: cause, into: &out)
    case .readFromHere: readAll(from: focusPosition ?? 0, cause: cause, into: &out)
    case .setSpeakHints(let on):
      options.speakHints = on
      out.append(TranscriptEvent(step: step, cause: cause, notes: ["Speak Hints \(on ? "on" : "off")"]))
    }
    if out.isEmpty { out.append(TranscriptEvent(step: step, cause: cause)) }
    SpeechQueue.markInterruptions(&out)
    for i in out.indices { out[i].command = command.scriptName }
    return out
  }

  /// Changes the Dynamic Type size; the layout reflows and focus stays on its element.
  public mutating func setContentSize(_ size: ContentSizeCategory) {
    runtime.setContentSize(size)
    if let f = focus, runtime.tree.position[f] == nil { focus = runtime.tree.stops.first?.element }
  }

  /// Speaks the focused element again after the scene changed under it (a reload), as a
  /// layout change; the note says why.
  public mutating func announceReload() -> [TranscriptEvent] {
    var out: [TranscriptEvent] = []
    layoutChanged(focus: focus, into: &out)
    for i in out.indices { out[i].notes.append("the scene file was reloaded") }
    return out
  }

  /// Replaces the scene (a reload), keeping focus on the element with the same id.
  public mutating func replaceScene(_ scene: Scene) {
    let focusedID = focus.flatMap { self.scene.elements[$0].id }
    let screenID = self.scene.screens[runtime.currentScreen].id
    let screen = scene.screenIndex[screenID] ?? 0
    runtime = SceneRuntime(scene: scene, contentSize: runtime.contentSize, screen: screen)
    focus = focusedID.flatMap { scene.ids[$0] }.flatMap { runtime.tree.position[$0] != nil ? $0 : nil } ?? runtime.tree.stops.first?.element
    rotor = RotorState()
  }

  // MARK: Speech

  /// The full utterance parts for an element at its current position.
  public func speech(for element: ElementIndex, includeHint: Bool? = nil) -> [UtterancePart] {
    composition(for: element).spokenParts(includeHint: includeHint ?? options.speakHints)
  }

  /// The composition (description, hint, trailer) for an element.
  public func composition(for element: ElementIndex) -> SpeechComposer.Result {
    let reported = ControlExposure.reported(runtime.properties(of: element), of: element, in: scene, iOSVersion: options.iOSVersion)
    let properties = SpeechVersionRules.apply(reported, title: scene.elements[element].visibleText, iOSVersion: options.iOSVersion)
    return SpeechComposer.compose(properties, context: runtime.context(of: element), options: options)
  }

  mutating func speak(_ element: ElementIndex, cause: Cause, earcons: [Earcon] = [], into out: inout [TranscriptEvent]) {
    out.append(TranscriptEvent(step: step, cause: cause, element: element, earcons: earcons, parts: speech(for: element)))
  }

  // MARK: Moving

  mutating func setFocus(_ element: ElementIndex?, linear: Bool) {
    if element != focus { rotor.actionIndex = nil; rotor.contentIndex = nil }
    if rotor.customInUse?.element != element { rotor.customInUse = nil }
    focus = element
    guard let element else { rotor.automatic = nil; return }
    let p = runtime.properties(of: element)
    if linear || rotor.automatic != nil {
      if !p.actions.isEmpty {
        rotor.automatic = .actions
      } else if p.traits.contains(.adjustable), !p.traits.contains(.notEnabled) {
        rotor.automatic = .adjustValue
      } else {
        rotor.automatic = nil
      }
    }
  }

  mutating func move(by delta: Int, cause: Cause, into out: inout [TranscriptEvent]) {
    guard !tree.stops.isEmpty else {
      out.append(TranscriptEvent(step: step, cause: cause, earcons: [.boundary], notes: ["the screen has no elements"]))
      return
    }
    guard let p = focusPosition else {
      moveTo(position: delta > 0 ? 0 : tree.stops.count - 1, cause: cause, into: &out)
      return
    }
    let target = p + delta
    guard tree.stops.indices.contains(target) else {
      out.append(TranscriptEvent(step: step, cause: cause, element: focus, earcons: [.boundary], notes: [delta > 0 ? "already on the last element; VoiceOver does not wrap" : "already on the first element; VoiceOver does not wrap"]))
      return
    }
    moveTo(position: target, cause: cause, into: &out)
  }

  mutating func moveTo(position: Int, cause: Cause, into out: inout [TranscriptEvent]) {
    guard tree.stops.indices.contains(position) else {
      out.append(TranscriptEvent(step: step, cause: cause, earcons: [.boundary], notes: ["the screen has no elements"]))
      return
    }
    let element = tree.stops[position].element
    setFocus(element, linear: true)
    speak(element, cause: cause, into: &out)
  }

  mutating func readAll(from start: Int, cause: Cause, into out: inout [TranscriptEvent]) {
    guard tree.stops.indices.contains(start) else {
      out.append(TranscriptEvent(step: step, cause: cause, earcons: [.readAllEnd], notes: ["nothing to read"]))
      return
    }
    for i in start..<tree.stops.count {
      let element = tree.stops[i].element
      setFocus(element, linear: true)
      // Read all does not read hints.
      out.append(TranscriptEvent(step: step, cause: i == start ? cause : .readAll, element: element, parts: speech(for: element, includeHint: false)))
    }
    out[out.count - 1].earcons.append(.readAllEnd)
  }
}
