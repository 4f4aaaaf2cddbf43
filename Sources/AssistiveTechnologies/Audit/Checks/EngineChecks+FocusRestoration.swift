import SceneModel

/// `focus-not-restored`: VoiceOver is driven through each way of opening a sheet, alert or
/// dialog on the screen and each way of closing it (its controls that dismiss or hide it,
/// and escape); where focus does not come back to the control that opened it, the closer
/// is the finding. One opener per sheet or dialog: focus after closing does not depend on
/// which control opened it (a dismiss returns to whoever presented; a hide leaves focus
/// where the dialog was).
extension EngineChecks {
  typealias Opened = DialogClosing.Target

  /// The elements whose activation presents a screen or shows a modal view (found once, so
  /// a screen's pass looks at those, not at every stop).
  static func openerCandidates(_ scene: Scene) -> [ElementIndex] {
    scene.elements.indices.filter { i in scene.elements[i].onActivate.contains { DialogClosing.target(of: $0, in: scene) != nil } }
  }

  mutating func focusRestoration(_ runtime: SceneRuntime, screen s: Int) {
    // Only the screen's own stops (a presented screen's runtime also shows what is below):
    // each candidate's stop is itself, or the row that combines it.
    var stops: [ElementIndex] = []
    for c in openerCandidates where scene.elements[c].screen == s {
      var x: ElementIndex? = c
      while let e = x, runtime.tree.position[e] == nil { x = scene.elements[e].parent }
      if let stop = x, !stops.contains(stop) { stops.append(stop) }
    }
    // One opener per sheet or dialog.
    var seen: [Opened] = []
    for stop in stops {
      for effect in runtime.activationEffects(of: stop) ?? [] {
        guard let opened = DialogClosing.target(of: effect, in: scene), !seen.contains(opened) else { continue }
        seen.append(opened)
        for c in DialogClosing.closings(of: opened, openedBy: stop, runtime: runtime) ?? [] where c.focus != stop {
          let closer: ElementIndex
          switch (c.byEscape, opened) {
          case (false, _): closer = c.from
          case (true, .screen(let s)): closer = scene.screens[s].root
          case (true, .modal(let m)): closer = m
          }
          report(closer: closer, by: c.byEscape ? "the escape gesture" : "activating it", opener: stop, opened: opened, focus: c.focus)
        }
      }
    }
  }

  mutating func report(closer: ElementIndex, by how: String, opener: ElementIndex, opened: Opened, focus: ElementIndex?) {    let what: String
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
