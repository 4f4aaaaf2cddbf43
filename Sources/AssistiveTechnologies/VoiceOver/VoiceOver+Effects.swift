import SceneModel

extension VoiceOver {
  /// Applies effects in order, speaking what changed and posting the notifications UIKit
  /// would post (a push or a presentation posts `screenChanged`).
  mutating func apply(
    _ effects: [Effect], source: ElementIndex?, cause: Cause, before: SpeechComposer.Result?,
    into out: inout [TranscriptEvent], speakValueOnly: Bool = false
  ) {
    let focusAtStart = focus
    let positionAtStart = focusPosition
    var pendingChange = before != nil
    let stepperValueAtStart = focus.flatMap { UIKitStepper.part($0, in: scene.elements) }.map { runtime.properties(of: $0.stepper).value }
    func flush(_ vo: inout VoiceOver) {
      guard pendingChange, let before, let f = vo.focus, f == focusAtStart, vo.tree.position[f] != nil else {
        pendingChange = false
        return
      }
      pendingChange = false
      let after = vo.composition(for: f)
      if let (stepper, _) = UIKitStepper.part(f, in: vo.scene.elements) {
        // A UIKit stepper's button says the stepper's new value (`UIKitStepper`).
        guard vo.runtime.properties(of: stepper).value != stepperValueAtStart ?? nil else { return }
        var u = TranscriptEvent(step: vo.step, cause: cause, element: f, parts: vo.valueParts(stepper))
        if after.descriptionText != before.descriptionText, vo.scene.elements[f].traits.contains(.notEnabled) { u.notes.append("the button is now dimmed: the stepper is at its limit") }
        out.append(u)
        return
      }
      guard after.descriptionText != before.descriptionText else { return }
      let props = vo.runtime.properties(of: f)
      var parts: [UtterancePart]
      if props.traits.contains(.switchButton) {
        // A switch says its new state.
        // A switch says its new state, from the raw value (reference §1.1 step 5.4).
        let raw = props.value ?? ""
        let word = ["1": SpeechStrings.on, "0": SpeechStrings.off, "2": SpeechStrings.mixed][raw] ?? raw
        parts = word.isEmpty ? [] : [UtterancePart(.value, word)]
      } else if speakValueOnly || VoiceOver.onlyValueChanged(before, after) {
        parts = vo.valueParts(f)
      } else {
        parts = after.description
      }
      out.append(TranscriptEvent(step: vo.step, cause: cause, element: f, parts: parts))
    }
    for effect in effects {
      let outcome = runtime.run(effect, focus: focus)
      switch outcome {
      case .announcement(let text), .queuedAnnouncement(let text):
        flush(&self)
        var u = TranscriptEvent(step: step, cause: .notification(.announcement), parts: [UtterancePart(.announcement, SymbolNames.spoken(text))])
        if case .queuedAnnouncement = outcome { u.queued = true }
        out.append(u)
      case .layoutChanged(let target):
        flush(&self)
        layoutChanged(focus: target, into: &out)
      case .screenChanged(let target):
        flush(&self)
        screenChanged(focus: target, into: &out)
      case .screenOpened:
        pendingChange = false
        // Focus goes to the opened screen's first stop, even when a presented screen is not
        // modal and the screen under it stays reachable.
        let current = runtime.currentScreen
        let first = tree.stops.first { scene.elements[$0.element].screen == current }?.element
        screenChanged(focus: first, into: &out)
      case .screenClosed(let returnFocus):
        pendingChange = false
        screenChanged(focus: returnFocus, into: &out)
      case .nothingToClose(let note):
        pendingChange = false
        out.append(TranscriptEvent(step: step, cause: cause, notes: [note]))
      case .changed:
        if case .push = effect { pendingChange = false }
        if case .present = effect { pendingChange = false }
      }
    }
    flush(&self)
    // Focus on an element that went away moves to the nearest stop, as VoiceOver does.
    if let f = focus, tree.position[f] == nil {
      let fallback = tree.stops.isEmpty ? nil : tree.stops[min(positionAtStart ?? 0, tree.stops.count - 1)].element
      setFocus(fallback, linear: true)
      if let fallback {
        out.append(TranscriptEvent(step: step, cause: .notification(.layoutChanged), element: fallback, parts: speech(for: fallback), notes: ["the focused element disappeared"]))
      }
    }
  }

  static func onlyValueChanged(_ a: SpeechComposer.Result, _ b: SpeechComposer.Result) -> Bool {
    let strip: (SpeechComposer.Result) -> [UtterancePart] = { r in r.description.filter { $0.kind != .value } }
    return strip(a) == strip(b)
  }

  /// `screenChanged`: the screen-change earcon, then focus on the target or the first element.
  mutating func screenChanged(focus target: ElementIndex?, into out: inout [TranscriptEvent]) {
    let cause = Cause.notification(.screenChanged)
    defer { dropRotorItemThatNoLongerApplies() }
    let element = target.flatMap { tree.position[$0] != nil ? $0 : nil } ?? tree.stops.first?.element
    setFocus(element, linear: true)
    guard let element else {
      out.append(TranscriptEvent(step: step, cause: cause, earcons: [.screenChanged], notes: ["the screen has no elements"]))
      return
    }
    var u = TranscriptEvent(step: step, cause: cause, element: element, earcons: [.screenChanged], parts: speech(for: element))
    if let target, target != element { u.notes.append("\(Sanitize.quote(runtime.name(of: target))) is not a stop, so focus went to the first element") }
    out.append(u)
  }

  /// `layoutChanged`: focus the target, else stay where possible, else the first element.
  mutating func layoutChanged(focus target: ElementIndex?, into out: inout [TranscriptEvent]) {
    let cause = Cause.notification(.layoutChanged)
    let current = focus.flatMap { tree.position[$0] != nil ? $0 : nil }
    let element = target.flatMap { tree.position[$0] != nil ? $0 : nil } ?? current ?? tree.stops.first?.element
    setFocus(element, linear: true)
    guard let element else {
      out.append(TranscriptEvent(step: step, cause: cause, notes: ["the screen has no elements"]))
      return
    }
    out.append(TranscriptEvent(step: step, cause: cause, element: element, parts: speech(for: element)))
  }
}
