import SceneModel

extension VoiceOver {
  // MARK: Activate and adjust

  mutating func activate(cause: Cause, into out: inout [Utterance]) {
    guard let element = focus else {
      out.append(Utterance(step: step, cause: cause, notes: ["nothing is focused"]))
      return
    }
    let before = composition(for: element)
    let props = runtime.properties(of: element)
    // A chosen custom action runs instead of the default activation.
    if rotor.current == .actions, let i = rotor.actionIndex, props.actions.indices.contains(i) {
      let action = props.actions[i]
      var u = Utterance(step: step, cause: cause, element: element, earcons: [.activate], notes: ["performed the custom action '\(action.name)'"])
      if action.effects.isEmpty { u.notes.append("the action has no effects in the scene") }
      out.append(u)
      apply(action.effects, source: element, cause: cause, before: before, into: &out)
      return
    }
    if props.traits.contains(.notEnabled) {
      out.append(Utterance(step: step, cause: cause, element: element, earcons: [.activate], notes: ["the element is dimmed, so nothing happens"]))
      return
    }
    out.append(Utterance(step: step, cause: cause, element: element, earcons: [.activate]))
    let e = scene.elements[element]
    var effects: [Effect] = []
    let target = e.grouping == .combine ? firstActivatable(in: element) ?? element : element
    let t = scene.elements[target]
    if t.traits.contains(.switchButton) {
      effects.append(.toggle(ElementRef(id: t.id ?? "", index: target)))
    } else if t.kind == .segment || t.kind == .tab || t.traits.contains(.tabBarItem) {
      // A tab that opens another screen (push or present) leaves this screen's selection alone.
      let opensScreen = t.onActivate.contains { if case .push = $0 { return true }; if case .present = $0 { return true }; return false }
      if !opensScreen { effects.append(.select(ElementRef(id: t.id ?? "", index: target))) }
    } else if t.traits.contains(.textEntry), !t.traits.contains(.isEditing) {
      effects.append(.set(ElementRef(id: t.id ?? "", index: target), ElementPatch(editing: true)))
    }
    effects += t.onActivate
    if target != element { effects += e.onActivate }
    if effects.isEmpty { out[out.count - 1].notes.append("activating it has no effect in the scene") }
    apply(effects, source: element, cause: cause, before: before, into: &out)
  }

  /// The first adjustable descendant of a combined element.
  func firstAdjustable(in element: ElementIndex) -> ElementIndex? {
    for c in scene.elements[element].children where !scene.elements[c].hidden {
      if scene.elements[c].traits.contains(.adjustable) { return c }
      if let d = firstAdjustable(in: c) { return d }
    }
    return nil
  }

  /// The first descendant of a combined element that does something when activated.
  func firstActivatable(in element: ElementIndex) -> ElementIndex? {
    for c in scene.elements[element].children {
      let e = scene.elements[c]
      if e.hidden { continue }
      if !e.onActivate.isEmpty || e.traits.contains(.switchButton) || e.kind == .segment || e.kind == .tab { return c }
      if let d = firstActivatable(in: c) { return d }
    }
    return nil
  }

  mutating func adjust(by direction: Int, cause: Cause, into out: inout [Utterance]) {
    guard let focused = focus else {
      out.append(Utterance(step: step, cause: cause, notes: ["nothing is focused"]))
      return
    }
    // A combined element is adjusted through its adjustable child.
    let element = scene.elements[focused].grouping == .combine ? firstAdjustable(in: focused) ?? focused : focused
    let e = scene.elements[element]
    guard e.traits.contains(.adjustable), !e.traits.contains(.notEnabled) else {
      out.append(Utterance(step: step, cause: cause, element: element, notes: ["\(e.displayName) is not adjustable"]))
      return
    }
    let before = composition(for: element)
    let handlers = direction > 0 ? e.onIncrement : e.onDecrement
    if !handlers.isEmpty {
      apply(handlers, source: element, cause: cause, before: before, into: &out, speakValueOnly: true)
      if out.isEmpty || out.last?.step != step {
        out.append(Utterance(step: step, cause: cause, element: element, notes: ["the value did not change"]))
      }
      return
    }
    guard e.adjustment != nil else {
      out.append(Utterance(step: step, cause: cause, element: element, parts: valueParts(element), notes: ["nothing implements \(direction > 0 ? "accessibilityIncrement" : "accessibilityDecrement"), so the value does not change"]))
      return
    }
    let moved = runtime.adjust(element, by: direction)
    var u = Utterance(step: step, cause: cause, element: element, parts: valueParts(element))
    if !moved { u.notes.append(direction > 0 ? "already at the maximum" : "already at the minimum") }
    out.append(u)
  }

  func valueParts(_ element: ElementIndex) -> [UtterancePart] {
    let v = runtime.properties(of: element).value ?? ""
    return v.isEmpty ? [] : [UtterancePart(.value, v)]
  }

  // MARK: Escape and magic tap

  /// The responder chain: the focused element, its ancestors, then the screen.
  func handlers(_ pick: (Element) -> [Effect]?, screen: (Screen) -> [Effect]?) -> [Effect]? {
    if let f = focus {
      if let h = pick(scene.elements[f]) { return h }
      for a in scene.ancestors(of: f) { if let h = pick(scene.elements[a]) { return h } }
    }
    return screen(scene.screens[runtime.currentScreen])
  }

  mutating func escape(cause: Cause, into out: inout [Utterance]) {
    let before = focus.map { composition(for: $0) }
    if let effects = handlers({ $0.onEscape }, screen: { $0.onEscape }) {
      apply(effects, source: focus, cause: cause, before: before, into: &out)
      if out.isEmpty { out.append(Utterance(step: step, cause: cause, notes: ["the escape handler ran"])) }
      return
    }
    if !runtime.presented.isEmpty {
      apply([.dismiss], source: focus, cause: cause, before: before, into: &out)
    } else if runtime.navigation.count > 1 {
      apply([.pop], source: focus, cause: cause, before: before, into: &out)
    } else {
      out.append(Utterance(step: step, cause: cause, element: focus, earcons: [.escapeUnhandled], notes: ["nothing handles escape here: no modal to dismiss and no screen to go back to"]))
    }
  }

  mutating func magicTap(cause: Cause, into out: inout [Utterance]) {
    let before = focus.map { composition(for: $0) }
    guard let effects = handlers({ $0.onMagicTap }, screen: { $0.onMagicTap }) else {
      out.append(Utterance(step: step, cause: cause, element: focus, earcons: [.magicTapUnhandled], notes: ["nothing handles magic tap on this screen"]))
      return
    }
    apply(effects, source: focus, cause: cause, before: before, into: &out)
    if out.isEmpty { out.append(Utterance(step: step, cause: cause, notes: ["the magic tap handler ran"])) }
  }
}
