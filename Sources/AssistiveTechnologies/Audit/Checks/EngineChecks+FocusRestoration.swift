import SceneModel

/// `focus-not-restored`: VoiceOver is driven through each way of opening a sheet, alert or
/// dialog on the screen and each way of closing it (its controls that dismiss or hide it,
/// and escape); where focus does not come back to the control that opened it, the closer
/// is the finding. One opener per sheet or dialog: focus after closing does not depend on
/// which control opened it (a dismiss returns to whoever presented; a hide leaves focus
/// where the dialog was).
extension EngineChecks {
  /// What an opener opens: a presented screen, or a modal view it shows.
  enum Opened: Equatable {
    case screen(Int)
    case modal(ElementIndex)
  }

  /// The elements whose activation presents a screen or shows a modal view (found once, so
  /// a screen's pass looks at those, not at every stop).
  static func openerCandidates(_ scene: Scene) -> [ElementIndex] {
    scene.elements.indices.filter { i in
      scene.elements[i].onActivate.contains { effect in
        switch effect {
        case .present: return true
        case .set(let r, let p): return p.hidden == false && scene.elements[r.index].isModal
        default: return false
        }
      }
    }
  }

  mutating func focusRestoration(_ runtime: SceneRuntime, screen s: Int) {
    // Only the screen's own stops (a presented screen's runtime also shows what is below):
    // each candidate's stop is itself, or the row that combines it.
    var openers: [(element: ElementIndex, opens: Opened)] = []
    var seenTargets: [Opened] = []
    var stops: [ElementIndex] = []
    for c in openerCandidates where scene.elements[c].screen == s {
      var x: ElementIndex? = c
      while let e = x, runtime.tree.position[e] == nil { x = scene.elements[e].parent }
      if let stop = x, !stops.contains(stop) { stops.append(stop) }
    }
    for stop in stops {
      guard let effects = runtime.activationEffects(of: stop) else { continue }
      for effect in effects {
        let opened: Opened?
        switch effect {
        case .present(let name): opened = scene.screenIndex[name].map(Opened.screen)
        case .set(let r, let p) where p.hidden == false && scene.elements[r.index].isModal: opened = .modal(r.index)
        default: opened = nil
        }
        if let opened, !seenTargets.contains(opened) {
          seenTargets.append(opened)
          openers.append((stop, opened))
        }
      }
    }
    for (opener, opened) in openers { closeAfterOpening(opener, opened, runtime) }
  }

  /// Opens `opened` from `opener`, then tries each way of closing it.
  mutating func closeAfterOpening(_ opener: ElementIndex, _ opened: Opened, _ runtime: SceneRuntime) {
    var vo = VoiceOver(runtime: runtime)
    _ = vo.perform(.focus(opener))
    guard vo.focus == opener else { return }
    let presentedBefore = vo.runtime.presented.count
    _ = vo.perform(.activate)
    func isOpen(_ v: VoiceOver) -> Bool {
      switch opened {
      case .screen: return v.runtime.presented.count > presentedBefore
      case .modal(let m): return !v.runtime.scene.elements[m].hidden && !v.runtime.scene.ancestors(of: m).contains { v.runtime.scene.elements[$0].hidden }
      }
    }
    guard isOpen(vo) else { return }
    func inside(_ e: ElementIndex) -> Bool {
      switch opened {
      case .screen(let s): return scene.elements[e].screen == s
      case .modal(let m): return e == m || scene.ancestors(of: e).contains(m)
      }
    }
    let stopsInside = vo.runtime.tree.stops.map(\.element).filter(inside)
    // Its controls that close it.
    for c in stopsInside {
      guard let effects = vo.runtime.activationEffects(of: c), effects.contains(where: { closes($0, opened) }) else { continue }
      var v = vo
      _ = v.perform(.focus(c))
      _ = v.perform(.activate)
      if !isOpen(v), v.focus != opener { report(closer: c, by: "activating it", opener: opener, opened: opened, focus: v.focus) }
    }
    // Escape, from inside, when something handles it there.
    if let first = stopsInside.first, vo.runtime.escapeEffects(from: first) != nil {
      var v = vo
      _ = v.perform(.focus(first))
      _ = v.perform(.escape)
      if !isOpen(v), v.focus != opener {
        let owner: ElementIndex
        switch opened {
        case .screen(let s): owner = scene.screens[s].root
        case .modal(let m): owner = m
        }
        report(closer: owner, by: "the escape gesture", opener: opener, opened: opened, focus: v.focus)
      }
    }
  }

  /// Whether an effect closes what was opened.
  func closes(_ effect: Effect, _ opened: Opened) -> Bool {
    switch (effect, opened) {
    case (.dismiss, .screen): return true
    case (.set(let r, let p), .modal(let m)): return p.hidden == true && (r.index == m || scene.ancestors(of: m).contains(r.index))
    default: return false
    }
  }

  mutating func report(closer: ElementIndex, by how: String, opener: ElementIndex, opened: Opened, focus: ElementIndex?) {
    let what: String
    switch opened {
    case .screen(let s): what = "the sheet " + Sanitize.quote(scene.screens[s].title ?? scene.screens[s].id)
    case .modal(let m): what = "the dialog " + scene.findingName(of: m).quoted
    }
    let landed = focus.map { "goes to " + scene.findingName(of: $0).quoted } ?? "is lost"
    let openerName = scene.findingName(of: opener).quoted
    let message = how == "activating it"
      ? "closes \(what), but VoiceOver's focus then \(landed), not back to \(openerName), which opened it"
      : "is closed by \(how), but VoiceOver's focus then \(landed), not back to \(openerName), which opened it"
    add(.focusNotRestored, closer, message, restoreFix(closer: closer, by: how, opener: opener))
  }

  /// The closer's effects without the focus moves that send focus elsewhere, and with a
  /// layout change to the opener (given an id when it has none).
  func restoreFix(closer: ElementIndex, by how: String, opener: ElementIndex) -> SceneFix {
    let key = how == "activating it" ? "onActivate" : "onEscape"
    let written = key == "onActivate" ? scene.elements[closer].onActivate : scene.elements[closer].onEscape ?? []
    guard !written.isEmpty else {
      return SceneFix([], note: "make the closing move focus back to \(scene.findingName(of: opener).quoted)")
    }
    var edits: [SceneFix.Edit] = []
    let openerID = scene.elements[opener].id ?? SceneFix.freshID(SceneLint.suggestedID(for: scene.elements[opener]), in: scene)
    if scene.elements[opener].id == nil {
      edits.append(.set("id", SceneFix.string(openerID), on: opener, named: scene.findingName(of: opener).quoted))
    }
    var effects = written.filter {
      if case .layoutChanged = $0 { return false }
      if case .screenChanged = $0 { return false }
      return true
    }
    // A dismiss returns focus to whoever presented; a hide needs the move written.
    if !effects.contains(.dismiss) { effects.append(.layoutChanged(focus: ElementRef(id: openerID, index: opener))) }
    edits.append(.set(key, SceneFix.effects(effects)))
    return SceneFix([SceneFix.Option(edits, purpose: "so focus returns to the control that opened it")])
  }
}
