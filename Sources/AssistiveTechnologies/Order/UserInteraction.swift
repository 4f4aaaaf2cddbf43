import SceneModel

/// Which elements respond to user interaction: the stops of Switch Control's item scanning
/// and the elements Full Keyboard Access can focus (switch-and-keyboard.md §1.3, §4.3).
///
/// `accessibilityRespondsToUserInteraction` when the scene sets it; otherwise inferred, as
/// UIKit does, from the traits, the custom actions and the gestures on the element or its
/// containers. A dimmed element does not respond; a plain label does not either.
public enum UserInteraction {
  /// Traits that make an element interactive.
  public static let interactiveTraits: Traits = [
    .button, .link, .adjustable, .keyboardKey, .searchField, .textEntry, .tabBarItem, .switchButton,
  ]

  /// Why an element does or does not respond, in words for the Inspector and `reach`.
  public enum Reason: Sendable, Equatable {
    case declared(Bool)
    case dimmed
    case trait(String)
    case customActions(Int)
    case gesture(String)
    case tapHandler
    case informationOnly

    public var responds: Bool {
      switch self {
      case .declared(let b): return b
      case .dimmed, .informationOnly: return false
      case .trait, .customActions, .gesture, .tapHandler: return true
      }
    }

    public var explanation: String {
      switch self {
      case .declared(let b): return "the scene sets respondsToUserInteraction: \(b)"
      case .dimmed: return "it is dimmed (not enabled)"
      case .trait(let t): return "it has the \(t) trait"
      case .customActions(let n): return "it has \(n) custom action\(n == 1 ? "" : "s")"
      case .gesture(let g): return "it (or a container) recognises a \(g) gesture"
      case .tapHandler: return "it handles a tap"
      case .informationOnly: return "it only displays information (no interactive trait, action or gesture)"
      }
    }
  }

  /// Why the element responds to user interaction or does not.
  public static func reason(_ element: ElementIndex, in runtime: SceneRuntime) -> Reason {
    let scene = runtime.scene
    if let declared = scene.interaction(of: element).respondsToUserInteraction { return .declared(declared) }
    let p = runtime.properties(of: element)
    if p.traits.contains(.notEnabled) { return .dimmed }
    let interactive = p.traits.intersection(interactiveTraits)
    if !interactive.isEmpty { return .trait(interactive.names.first ?? "button") }
    if !p.actions.isEmpty { return .customActions(p.actions.count) }
    if let g = runtime.gestures(at: element).first { return .gesture(g.kind.menuName.lowercased()) }
    let e = scene.elements[element]
    if !e.onActivate.isEmpty || (e.grouping == .combine && runtime.firstActivatable(in: element) != nil) { return .tapHandler }
    return .informationOnly
  }

  /// `reason(element, in: runtime).responds`, without the words: the same tests in the same
  /// order, reading traits and actions without composing labels (`SpokenProperties.traitsAndActions`).
  /// The runtime asks this of every stop whenever it builds a tree.
  public static func responds(_ element: ElementIndex, in runtime: SceneRuntime) -> Bool {
    responds(element, in: runtime, traitsAndActions: SpokenProperties.traitsAndActions(element: element, in: runtime.scene))
  }

  /// `responds(_:in:)` with the element's `SpokenProperties.traitsAndActions` already read
  /// (the tree's flags read them for the rotor too).
  static func responds(_ element: ElementIndex, in runtime: SceneRuntime, traitsAndActions p: (traits: Traits, hasActions: Bool)) -> Bool {
    let scene = runtime.scene
    if let declared = scene.interaction(of: element).respondsToUserInteraction { return declared }
    if p.traits.contains(.notEnabled) { return false }
    if !p.traits.intersection(interactiveTraits).isEmpty || p.hasActions { return true }
    if runtime.hasGestures(at: element) { return true }
    if !scene.elements[element].onActivate.isEmpty { return true }
    return scene.elements[element].grouping == .combine && runtime.firstActivatable(in: element) != nil
  }
}
