import SceneModel

/// What activating a stop does, in words a reviewer compares between two versions of a
/// screen (`axsim diff`, `axsim compare`): the screen it pushes or presents, the dialog it
/// shows, where VoiceOver's focus goes afterwards and, for a sheet or dialog, where it goes
/// when that closes again, what it announces, the elements it changes. Two versions that do
/// the same read the same, so a change is a behaviour change.
///
/// Everything but "after it closes" is read from the effects; that part is found by driving
/// VoiceOver (open it, close it by its own control or by escape), once per sheet or dialog
/// (`Closing`), since it does not depend on which control opened it.
public struct ActivationOutcome: Sendable, Equatable {
  /// The parts in order: "presents 'Edit invoice'", "after it closes, focus returns to the
  /// control that opened it", "announces 'Saved'", "hides 'Help'".
  public var parts: [String]

  public var text: String { parts.joined(separator: "; ") }

  /// Where focus goes when each sheet or dialog closes, worked out once per target.
  public struct Closing: Sendable {
    var byTarget: [String: String] = [:]
    public init() {}
  }

  /// The outcome of activating `stop` (nil when activating it does nothing).
  public static func of(_ stop: ElementIndex, in runtime: SceneRuntime, closing: inout Closing) -> ActivationOutcome? {
    guard let effects = runtime.activationEffects(of: stop), !effects.isEmpty else { return nil }
    let scene = runtime.scene
    func name(_ e: ElementIndex) -> String { scene.findingName(of: e).quoted }
    func screen(_ id: String) -> String { Sanitize.quote(scene.screenIndex[id].flatMap { scene.screens[$0].title } ?? id) }
    var parts: [String] = []
    for effect in effects {
      switch effect {
      case .announce(let text), .announceQueued(let text): parts.append("announces \(Sanitize.quote(text))")
      case .layoutChanged(let target): parts.append(target.map { "moves focus to \(name($0.index))" } ?? "posts a layout change")
      case .screenChanged(let target): parts.append(target.map { "moves focus to \(name($0.index)) with a screen change" } ?? "posts a screen change (focus to the first element)")
      case .push(let id): parts.append("pushes \(screen(id))")
      case .present(let id):
        parts.append("presents \(screen(id))")
        if let s = scene.screenIndex[id] { parts.append(afterClosing(.screen(s), opener: stop, runtime: runtime, closing: &closing)) }
      case .pop: parts.append("goes back a screen")
      case .dismiss: parts.append("closes the sheet")
      case .toggle(let r): parts.append(r.index == stop ? "toggles it" : "toggles \(name(r.index))")
      case .select(let r): parts.append(r.index == stop ? "selects it" : "selects \(name(r.index))")
      case .adjust(let r, let by): parts.append("\(by > 0 ? "increments" : "decrements") \(name(r.index))")
      case .set(let r, let patch):
        let who = r.index == stop ? "it" : name(r.index)
        if patch.hidden == false {
          parts.append("shows \(who)")
          if scene.elements[r.index].isModal { parts.append(afterClosing(.modal(r.index), opener: stop, runtime: runtime, closing: &closing)) }
        }
        if patch.hidden == true { parts.append("hides \(who)") }
        if let v = patch.label { parts.append("relabels \(who) \(Sanitize.quote(v))") }
        if let v = patch.value { parts.append("sets \(who) to \(Sanitize.quote(v))") }
        if let v = patch.enabled { parts.append(v ? "enables \(who)" : "dims \(who)") }
        if let v = patch.selected { parts.append(v ? "selects \(who)" : "deselects \(who)") }
        if patch.editing == true { parts.append("starts editing") }
      }
    }
    return ActivationOutcome(parts: parts)
  }

  /// "after it closes, focus returns to the control that opened it", or where it goes: the
  /// first way of closing it that works (`DialogClosing`), worked out once per target.
  static func afterClosing(_ target: DialogClosing.Target, opener: ElementIndex, runtime: SceneRuntime, closing: inout Closing) -> String {
    let scene = runtime.scene
    let key: String
    switch target {
    case .screen(let s): key = "screen:" + scene.screens[s].id
    case .modal(let m): key = "modal:\(scene.elements[m].id ?? scene.path(of: m))"
    }
    if let known = closing.byTarget[key] { return known }
    let found: String
    if let closings = DialogClosing.closings(of: target, openedBy: opener, runtime: runtime, firstOnly: true) {
      if let c = closings.first {
        let how = c.byEscape ? "after escape closes it" : "after \(scene.findingName(of: c.from).quoted) closes it"
        found = c.focus.map { $0 == opener ? how + ", focus returns to the control that opened it" : how + ", focus goes to \(scene.findingName(of: $0).quoted)" } ?? how + ", focus is lost"
      } else {
        found = "nothing closes it"
      }
    } else {
      found = "it does not open"
    }
    closing.byTarget[key] = found
    return found
  }
}
