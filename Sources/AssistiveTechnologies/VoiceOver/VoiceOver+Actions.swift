import SceneModel

extension VoiceOver {
  // MARK: Activate and adjust

  mutating func activate(cause: Cause, into out: inout [TranscriptEvent]) {
    guard let element = focus else {
      out.append(TranscriptEvent(step: step, cause: cause, notes: ["nothing is focused"]))
      return
    }
    let before = composition(for: element)
    let props = runtime.properties(of: element)
    // A chosen custom action runs instead of the default activation.
    if rotor.current == .actions, let i = rotor.actionIndex, props.actions.indices.contains(i) {
      let action = props.actions[i]
      var u = TranscriptEvent(step: step, cause: cause, element: element, earcons: [.activate], notes: ["performed the custom action '\(action.name)'"])
      if action.effects.isEmpty { u.notes.append("the action has no effects in the scene") }
      out.append(u)
      apply(action.effects, source: element, cause: cause, before: before, into: &out)
      return
    }
    guard let effects = runtime.activationEffects(of: element) else {
      out.append(TranscriptEvent(step: step, cause: cause, element: element, earcons: [.activate], notes: ["the element is dimmed, so nothing happens"]))
      return
    }
    out.append(TranscriptEvent(step: step, cause: cause, element: element, earcons: [.activate]))
    if effects.isEmpty { out[out.count - 1].notes.append("activating it has no effect in the scene") }
    apply(effects, source: element, cause: cause, before: before, into: &out)
  }

  mutating func adjust(by direction: Int, cause: Cause, into out: inout [TranscriptEvent]) {
    guard let focused = focus else {
      out.append(TranscriptEvent(step: step, cause: cause, notes: ["nothing is focused"]))
      return
    }
    // A combined element is adjusted through its adjustable child.
    let element = runtime.adjustTarget(for: focused)
    let e = scene.elements[element]
    guard e.traits.contains(.adjustable), !e.traits.contains(.notEnabled) else {
      out.append(TranscriptEvent(step: step, cause: cause, element: element, notes: ["\(Sanitize.quote(runtime.name(of: element))) is not adjustable"]))
      return
    }
    let before = composition(for: element)
    let handlers = direction > 0 ? e.onIncrement : e.onDecrement
    if !handlers.isEmpty {
      apply(handlers, source: element, cause: cause, before: before, into: &out, speakValueOnly: true)
      if out.isEmpty || out.last?.step != step {
        out.append(TranscriptEvent(step: step, cause: cause, element: element, notes: ["the value did not change"]))
      }
      return
    }
    guard e.adjustment != nil else {
      out.append(TranscriptEvent(step: step, cause: cause, element: element, parts: valueParts(element), notes: ["nothing implements \(direction > 0 ? "accessibilityIncrement" : "accessibilityDecrement"), so the value does not change"]))
      return
    }
    let moved = runtime.adjust(element, by: direction)
    var u = TranscriptEvent(step: step, cause: cause, element: element, parts: valueParts(element))
    if !moved { u.notes.append(direction > 0 ? "already at the maximum" : "already at the minimum") }
    out.append(u)
  }

  func valueParts(_ element: ElementIndex) -> [UtterancePart] {
    let v = runtime.properties(of: element).value ?? ""
    return v.isEmpty ? [] : [UtterancePart(.value, v)]
  }

  // MARK: Escape and magic tap

  mutating func escape(cause: Cause, into out: inout [TranscriptEvent]) {
    let before = focus.map { composition(for: $0) }
    if let effects = runtime.escapeEffects(from: focus) {
      apply(effects, source: focus, cause: cause, before: before, into: &out)
      if out.isEmpty { out.append(TranscriptEvent(step: step, cause: cause, notes: ["the escape handler ran"])) }
    } else {
      out.append(TranscriptEvent(step: step, cause: cause, element: focus, earcons: [.escapeUnhandled], notes: ["nothing handles escape here: no modal to dismiss and no screen to go back to"]))
    }
  }

  mutating func magicTap(cause: Cause, into out: inout [TranscriptEvent]) {
    let before = focus.map { composition(for: $0) }
    guard let effects = runtime.magicTapEffects(from: focus) else {
      out.append(TranscriptEvent(step: step, cause: cause, element: focus, earcons: [.magicTapUnhandled], notes: ["nothing handles magic tap on this screen"]))
      return
    }
    apply(effects, source: focus, cause: cause, before: before, into: &out)
    if out.isEmpty { out.append(TranscriptEvent(step: step, cause: cause, notes: ["the magic tap handler ran"])) }
  }
}
