import SceneModel

/// Drives VoiceOver through a sheet or dialog: opens it from a control, then closes it each
/// way it can be closed (each of its controls that dismisses or hides it, then escape from
/// inside), and says where focus lands each time. The audit's `focus-not-restored` and the
/// comparison's "after it closes" (`ActivationOutcome`) read it.
public enum DialogClosing {
  /// What a control opens: a presented screen, or a modal view it shows.
  public enum Target: Sendable, Equatable {
    case screen(Int)
    case modal(ElementIndex)
  }

  /// One way of closing it and where VoiceOver's focus went.
  public struct Closing: Sendable, Equatable {
    /// The control activated, or, for escape, the stop escape was made from.
    public var from: ElementIndex
    public var byEscape: Bool
    public var focus: ElementIndex?
  }

  /// What `effect` opens, if anything.
  public static func target(of effect: Effect, in scene: Scene) -> Target? {
    switch effect {
    case .present(let name): return scene.screenIndex[name].map(Target.screen)
    case .set(let r, let p) where p.hidden == false && scene.elements[r.index].isModal: return .modal(r.index)
    default: return nil
    }
  }

  /// Whether `effect` closes `target`.
  public static func closes(_ effect: Effect, _ target: Target, in scene: Scene) -> Bool {
    switch (effect, target) {
    case (.dismiss, .screen): return true
    case (.set(let r, let p), .modal(let m)): return p.hidden == true && (r.index == m || scene.ancestors(of: m).contains(r.index))
    default: return false
    }
  }

  /// Opens `target` by activating `opener` on `runtime`'s screen, then closes it each way:
  /// every closing that worked, in order (its controls, then escape). Nil when activating
  /// the opener does not open it. `firstOnly` stops at the first that worked.
  public static func closings(of target: Target, openedBy opener: ElementIndex, runtime: SceneRuntime, firstOnly: Bool = false) -> [Closing]? {
    let scene = runtime.scene
    var vo = VoiceOver(runtime: runtime)
    _ = vo.perform(.focus(opener))
    guard vo.focus == opener else { return nil }
    let presented = vo.runtime.presented.count
    _ = vo.perform(.activate)
    func isOpen(_ v: VoiceOver) -> Bool {
      switch target {
      case .screen: return v.runtime.presented.count > presented
      case .modal(let m): return !v.runtime.scene.elements[m].hidden && !v.runtime.scene.ancestors(of: m).contains { v.runtime.scene.elements[$0].hidden }
      }
    }
    guard isOpen(vo) else { return nil }
    let inside = vo.runtime.tree.stops.map(\.element).filter { e in
      switch target {
      case .screen(let s): return scene.elements[e].screen == s
      case .modal(let m): return e == m || scene.ancestors(of: e).contains(m)
      }
    }
    var tries: [(ElementIndex, VoiceOverCommand)] = inside.compactMap { c in
      vo.runtime.activationEffects(of: c)?.contains { closes($0, target, in: scene) } == true ? (c, .activate) : nil
    }
    if let first = inside.first, vo.runtime.escapeEffects(from: first) != nil { tries.append((first, .escape)) }
    var out: [Closing] = []
    for (from, command) in tries {
      var v = vo
      _ = v.perform(.focus(from))
      _ = v.perform(command)
      guard !isOpen(v) else { continue }
      out.append(Closing(from: from, byEscape: command == .escape, focus: v.focus))
      if firstOnly { break }
    }
    return out
  }
}
