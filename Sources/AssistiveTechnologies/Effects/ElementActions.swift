import SceneModel

/// What activating, adjusting, escaping and the gestures mean for an element: shared by
/// VoiceOver's double tap, Switch Control's Tap and the keyboard's Activate, so the three
/// change the scene in the same way.
extension SceneRuntime {
  /// The effects of activating an element (a touch at its activation point), in order: the
  /// kind's own behaviour (a switch toggles, a segment or tab is selected, a text input
  /// starts editing), then its `onActivate`. Nil when the element is dimmed.
  public func activationEffects(of element: ElementIndex) -> [Effect]? {
    if properties(of: element).traits.contains(.notEnabled) { return nil }
    let e = scene.elements[element]
    var effects: [Effect] = []
    let target = e.grouping == .combine ? firstActivatable(in: element) ?? element : element
    let t = scene.elements[target]
    if let (stepper, direction) = UIKitStepper.part(target, in: scene.elements) {
      // A stepper's button steps it, through its own increment/decrement handlers if any.
      let s = scene.elements[stepper]
      let handlers = direction > 0 ? s.onIncrement : s.onDecrement
      effects += handlers.isEmpty ? [.adjust(ElementRef(id: s.id ?? "", index: stepper), by: direction)] : handlers
    } else if t.traits.contains(.switchButton) {
      effects.append(.toggle(ElementRef(id: t.id ?? "", index: target)))
    } else if t.kind == .segment || t.kind == .tab || t.traits.contains(.tabBarItem) {
      // A tab that opens another screen (push or present) leaves this screen's selection alone.
      let opensScreen = t.onActivate.contains {
        if case .push = $0 { return true }
        if case .present = $0 { return true }
        return false
      }
      if !opensScreen { effects.append(.select(ElementRef(id: t.id ?? "", index: target))) }
    } else if t.traits.contains(.textEntry), !t.traits.contains(.isEditing) {
      effects.append(.set(ElementRef(id: t.id ?? "", index: target), ElementPatch(editing: true)))
    }
    effects += t.onActivate
    if target != element { effects += e.onActivate }
    return effects
  }

  /// A note for the transcript when activating starts editing a text input (the keyboard
  /// comes up; typing is not simulated).
  public static func editingNote(_ effects: [Effect]) -> String? {
    for case .set(_, let patch) in effects where patch.editing == true {
      return "the text field is now editing: the keyboard is up (typing is not simulated)"
    }
    return nil
  }

  /// The first descendant of a combined element that does something when activated.
  public func firstActivatable(in element: ElementIndex) -> ElementIndex? {
    for c in scene.elements[element].children {
      let e = scene.elements[c]
      if e.hidden { continue }
      if !e.onActivate.isEmpty || e.traits.contains(.switchButton) || e.kind == .segment || e.kind == .tab { return c }
      if let d = firstActivatable(in: c) { return d }
    }
    return nil
  }

  /// The first adjustable descendant of a combined element.
  public func firstAdjustable(in element: ElementIndex) -> ElementIndex? {
    for c in scene.elements[element].children where !scene.elements[c].hidden {
      if scene.elements[c].traits.contains(.adjustable) { return c }
      if let d = firstAdjustable(in: c) { return d }
    }
    return nil
  }

  /// The element an increment or decrement acts on: a combined element's adjustable child.
  public func adjustTarget(for element: ElementIndex) -> ElementIndex {
    scene.elements[element].grouping == .combine ? firstAdjustable(in: element) ?? element : element
  }

  /// Whether the element can be incremented and decremented now.
  public func isAdjustable(_ element: ElementIndex) -> Bool {
    let t = scene.elements[adjustTarget(for: element)].traits
    return t.contains(.adjustable) && !t.contains(.notEnabled)
  }

  /// The responder chain: the element, its ancestors, then the current screen.
  public func handler(from element: ElementIndex?, _ pick: (Element) -> [Effect]?, screen: (Screen) -> [Effect]?) -> [Effect]? {
    if let f = element {
      if let h = pick(scene.elements[f]) { return h }
      for a in scene.ancestors(of: f) { if let h = pick(scene.elements[a]) { return h } }
    }
    return screen(scene.screens[currentScreen])
  }

  /// What the escape gesture (`accessibilityPerformEscape`) does from an element: its
  /// handler, else dismissing what is presented, else going back; nil when nothing handles it.
  public func escapeEffects(from element: ElementIndex?) -> [Effect]? {
    if let effects = handler(from: element, { $0.onEscape }, screen: { $0.onEscape }) { return effects }
    if !presented.isEmpty { return [.dismiss] }
    if navigation.count > 1 { return [.pop] }
    return nil
  }

  /// What the magic tap does from an element, or nil when nothing handles it.
  public func magicTapEffects(from element: ElementIndex?) -> [Effect]? {
    handler(from: element, { $0.onMagicTap }, screen: { $0.onMagicTap })
  }

  /// The gestures a view recognises: its own, then its ancestors' (a swipe on a row's
  /// content reaches the row's recogniser).
  /// Whether `gestures(at:)` is not empty, without building it.
  public func hasGestures(at element: ElementIndex) -> Bool {
    guard !scene.interaction.isEmpty else { return false }
    var i: ElementIndex? = element
    while let e = i {
      if !scene.interaction(of: e).gestures.isEmpty { return true }
      i = scene.elements[e].parent
    }
    return false
  }

  public func gestures(at element: ElementIndex) -> [Gesture] {
    var result = scene.interaction(of: element).gestures
    var seen = Set(result.map(\.kind))
    for a in scene.ancestors(of: element) {
      for g in scene.interaction(of: a).gestures where seen.insert(g.kind).inserted { result.append(g) }
    }
    return result
  }
}
