import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// Where an element stands in the tree, for drawing: reachable by VoiceOver, inside another.
extension WireframePane {
  /// Whether VoiceOver can land on the element, or on an ancestor that speaks for it
  /// (a cell that combines its children).
  static func isReachable(_ element: ElementIndex, in runtime: SceneRuntime) -> Bool {
    let tree = runtime.tree
    if tree.position[element] != nil { return true }
    var current = runtime.scene.elements[element].parent
    var steps = 0
    while let p = current, steps < 64 {
      if tree.position[p] != nil { return true }
      current = runtime.scene.elements[p].parent
      steps += 1
    }
    return false
  }

  static func isDescendant(_ i: ElementIndex, of ancestor: ElementIndex, in scene: Scene) -> Bool {
    var current = scene.elements[i].parent
    var steps = 0
    while let p = current, steps < 64 {
      if p == ancestor { return true }
      current = scene.elements[p].parent
      steps += 1
    }
    return false
  }
}
