import SceneModel

/// Dialogs and changes: modals that do not trap focus or have no escape, changes nobody
/// hears, and focus that does not come back to the control that opened a sheet or dialog.
extension EngineChecks {
  /// `modal-does-not-trap` and `modal-without-escape`, from the scene alone.
  mutating func dialogs() {
    let es = scene.elements
    var presented = Set<Int>()
    var pushed = Set<Int>()
    scene.forEachEffect { effect in
      switch effect {
      case .present(let name): if let s = scene.screenIndex[name] { presented.insert(s) }
      case .push(let name): if let s = scene.screenIndex[name] { pushed.insert(s) }
      default: break
      }
    }
    for i in es.indices {
      let kind = es[i].kind
      if kind == .alert || kind == .sheet || kind == .modal, !es[i].isModal {
        add(.modalDoesNotTrap, i, "is \(Self.article(kind.word)) \(kind.word) that does not trap focus: VoiceOver, Switch Control and the keyboard reach what is behind it",
            SceneFix(.set("modal", "true"), purpose: "(accessibilityViewIsModal)"))
      }
      if es[i].isModal { escape(i, presented: presented, pushed: pushed) }
    }
  }

  /// A view made modal on a screen that is not presented, with no escape handler on it, its
  /// ancestors or its screen: the escape gesture does nothing there, or goes back a screen
  /// from under the dialog. (A presented screen is dismissed by escape.)
  mutating func escape(_ m: ElementIndex, presented: Set<Int>, pushed: Set<Int>) {
    let s = scene.elements[m].screen
    guard !presented.contains(s), scene.screens[s].onEscape == nil else { return }
    if scene.elements[m].onEscape != nil || scene.ancestors(of: m).contains(where: { scene.elements[$0].onEscape != nil }) { return }
    let does = pushed.contains(s) ? "go back a screen, from under the dialog, instead of closing it" : "do nothing"
    // Escape should do what the dialog's own close control does.
    var effects = closer(of: m).map { scene.elements[$0].onActivate } ?? []
    var edits: [SceneFix.Edit] = []
    let id = scene.elements[m].id ?? SceneFix.freshID("dialog", in: scene)
    if scene.elements[m].id == nil { edits.append(.set("id", SceneFix.string(id))) }
    if effects.isEmpty {
      effects = [.set(ElementRef(id: id, index: m), ElementPatch(hidden: true))]
      if let opener = opener(of: m), let openerID = scene.elements[opener].id {
        effects.append(.layoutChanged(focus: ElementRef(id: openerID, index: opener)))
      }
    }
    edits.append(.set("onEscape", SceneFix.effects(effects)))
    add(.modalWithoutEscape, m, "is a view made modal (accessibilityViewIsModal) with no escape action: VoiceOver's two-finger scrub and the keyboard's Escape \(does)",
        SceneFix([SceneFix.Option(edits, purpose: "(accessibilityPerformEscape: what its close control does)")]))
  }

  /// The first control inside `m` whose activation hides `m`.
  func closer(of m: ElementIndex) -> ElementIndex? {
    var stack = [m]
    while let i = stack.popLast() {
      let hides = scene.elements[i].onActivate.contains {
        if case .set(let r, let p) = $0, p.hidden == true, r.index == m { return true }
        return false
      }
      if hides, i != m { return i }
      stack += scene.elements[i].children.reversed()
    }
    return nil
  }

  /// The first element whose activation shows `m`.
  func opener(of m: ElementIndex) -> ElementIndex? {
    scene.elements.indices.first { i in
      scene.elements[i].onActivate.contains {
        if case .set(let r, let p) = $0, p.hidden == false, r.index == m { return true }
        return false
      }
    }
  }

  /// `silent-change`: a tap that shows, hides or changes another element with no
  /// announcement, focus move or screen change: VoiceOver users are not told.
  mutating func silentChanges() {
    let es = scene.elements
    for i in es.indices where !es[i].onActivate.isEmpty { silentChange(i, es[i].onActivate) }
  }

  mutating func silentChange(_ i: ElementIndex, _ effects: [Effect]) {
    var changes: [(ElementRef, ElementPatch)] = []
    for effect in effects {
      switch effect {
      case .announce, .announceQueued, .layoutChanged, .screenChanged, .push, .pop, .present, .dismiss:
        return
      case .set(let ref, let patch) where ref.index != i && (patch.hidden != nil || patch.label != nil || patch.value != nil):
        changes.append((ref, patch))
      default:
        break
      }
    }
    guard let (first, patch) = changes.first else { return }
    let target = first.index
    let what = patch.hidden == false ? "shows" : patch.hidden == true ? "hides" : "changes"
    add(.silentChange, i, "\(what) \(scene.findingName(of: target).quoted) when activated, with no announcement or focus move, so VoiceOver users are not told",
        SceneFix(.append("onActivate", SceneFix.effect(noticeEffect(for: target, patch))), purpose: "so VoiceOver says what changed"))
  }

  /// What tells VoiceOver users about a change: a focus move to what appeared (when it, or
  /// something in it, is a stop with an id), a layout change after a hide, else an
  /// announcement of what it now says.
  func noticeEffect(for target: ElementIndex, _ patch: ElementPatch) -> Effect {
    if patch.hidden == true { return .layoutChanged(focus: nil) }
    if let stop = firstStop(in: target), let id = scene.elements[stop].id {
      return .layoutChanged(focus: ElementRef(id: id, index: stop))
    }
    let text = patch.value ?? patch.label ?? scene.findingName(of: target).plain
    return .announce(text)
  }

  /// The element itself when it is one stop, else the first stop-kind element inside it.
  func firstStop(in e: ElementIndex) -> ElementIndex? {
    var stack = [e]
    while let i = stack.popLast() {
      let x = scene.elements[i]
      if x.isElement || x.grouping == .combine || x.grouping == .ignore { return i }
      stack += x.children.reversed()
    }
    return nil
  }
}

extension Scene {
  /// Calls `body` with every effect the scene writes: elements' activation, actions,
  /// adjustments, magic taps, escapes and gestures, and screens' magic taps and escapes.
  func forEachEffect(_ body: (Effect) -> Void) {
    for e in elements {
      e.onActivate.forEach(body)
      for a in e.actions { a.effects.forEach(body) }
      e.onIncrement.forEach(body)
      e.onDecrement.forEach(body)
      e.onMagicTap?.forEach(body)
      e.onEscape?.forEach(body)
    }
    for (_, traits) in interaction {
      for g in traits.gestures { g.effects.forEach(body) }
    }
    for s in screens {
      s.onMagicTap?.forEach(body)
      s.onEscape?.forEach(body)
    }
  }
}
