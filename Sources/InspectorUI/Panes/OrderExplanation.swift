import AssistiveTechnologies
import SceneModel

/// Why an element is where it is in VoiceOver's reading order, in plain sentences.
///
/// Built from the accessibility tree: the stop's position and row, the groups that keep it
/// with its siblings (`groupPath` → each group's `reason`), an explicit order, a sort
/// priority, and the modal view that hides everything else.
public enum OrderExplanation {
  /// The explanation for `element` at its current position, one sentence per line.
  public static func lines(for element: ElementIndex?, in vo: VoiceOver) -> [String] {
    let scene = vo.scene
    let tree = vo.tree
    guard let element, scene.elements.indices.contains(element) else {
      return ["Nothing is focused."]
    }
    guard let position = tree.position[element], tree.stops.indices.contains(position) else {
      var out = ["Not a VoiceOver stop on this screen."]
      if scene.elements[element].hidden
        || scene.ancestors(of: element).contains(where: { scene.elements[$0].hidden })
      {
        out.append("It is hidden (accessibilityElementsHidden).")
      }
      return out
    }
    let stop = tree.stops[position]
    let device = scene.device
    let deviceName = device.idiom == .phone ? "iPhone" : "iPad"
    var out: [String] = []
    if stop.explicitPosition != nil || stop.row == 0 {
      // Explicitly ordered items are not sorted, so rows do not apply.
      out.append("Stop \(position + 1) of \(tree.stops.count), placed by an explicit order, not by position.")
    } else {
      out.append(
        "Stop \(position + 1) of \(tree.stops.count), row \(stop.row) (\(deviceName): tops within \(Adjustment.format(device.rowTolerance)) pt are one row)."
      )
    }

    var neighbours: [String] = []
    if position > 0 {
      neighbours.append("after " + shortName(of: tree.stops[position - 1].element, in: vo))
    }
    if position + 1 < tree.stops.count {
      neighbours.append("before " + shortName(of: tree.stops[position + 1].element, in: vo))
    }
    if let first = neighbours.first {
      out.append(
        ([first.prefix(1).uppercased() + first.dropFirst()] + neighbours.dropFirst()).joined(
          separator: ", ") + ".")
    }

    if let modal = tree.modalRoot {
      out.append(
        "Modal \(name(of: modal, in: vo)) (accessibilityViewIsModal) hides everything else on the screen."
      )
    }
    for a in scene.ancestors(of: element).reversed() where a != tree.modalRoot {
      let e = scene.elements[a]
      if e.isModal && !e.hidden {
        out.append("Inside modal \(name(of: a, in: vo)): its siblings are hidden from VoiceOver.")
      }
    }

    if stop.groupPath.isEmpty {
      let across = device.isRightToLeft ? "right to left" : "left to right"
      out.append("Not in a group: sorted by position, top to bottom, then \(across).")
    }
    for (depth, g) in stop.groupPath.enumerated() where tree.groups.indices.contains(g) {
      let group = tree.groups[g]
      let innermost = depth == stop.groupPath.count - 1
      var sentence =
        "In \(name(of: group.element, in: vo)), stops \(group.first + 1)–\(group.last + 1): \(reason(group, in: scene))"
      if group.reason == .explicitOrder, innermost, let k = stop.explicitPosition {
        sentence += "; this is item \(k)"
      }
      sentence += "."
      out.append(sentence)
    }
    if let k = stop.explicitPosition,
      !stop.groupPath.contains(where: {
        tree.groups.indices.contains($0) && tree.groups[$0].reason == .explicitOrder
      })
    {
      out.append("Explicit order position \(k).")
    }

    let e = scene.elements[element]
    if e.sortPriority != 0 {
      out.append(
        "Sort priority \(Adjustment.format(e.sortPriority)): higher priorities are read first among siblings."
      )
    }
    if e.grouping == .combine && !e.isElement {
      out.append("Combines its children's labels, values and traits into this one stop.")
    }
    return out
  }

  /// Why a group keeps its stops together.
  static func reason(_ group: AccessibilityTree.Group, in scene: Scene) -> String {
    switch group.reason {
    case .explicitOrder:
      return "accessibilityElements gives its children an explicit order"
    case .groupsChildren:
      return "shouldGroupAccessibilityChildren keeps its children together"
    case .container(let type):
      switch type {
      case .list:
        return "a list container (accessibilityContainerType .list) keeps its items together"
      case .landmark: return "a landmark container keeps its children together"
      case .dataTable: return "a data table container keeps its cells together"
      case .semanticGroup: return "a labelled semantic group keeps its children together"
      case .tabBar: return "a tab bar keeps its tabs together"
      case .none: return "a container keeps its children together"
      }
    case .tabBar:
      return "a tab bar keeps its tabs together"
    case .contain:
      if scene.elements.indices.contains(group.element),
        scene.elements[group.element].kind == .segmented
      {
        return "a segmented control contains its segments"
      }
      return "accessibilityElement(children: .contain) keeps its children together"
    }
  }

  /// The quoted label alone ('Inbox'), else the kind and id.
  static func shortName(of element: ElementIndex, in vo: VoiceOver) -> String {
    let e = vo.scene.elements[element]
    if let label = vo.runtime.properties(of: element).label ?? e.visibleText, !label.isEmpty {
      return "'" + (label.count > 20 ? String(label.prefix(19)) + "…" : label) + "'"
    }
    return name(of: element, in: vo)
  }

  /// A short quoted name: the spoken label, else the scene's display name.
  static func name(of element: ElementIndex, in vo: VoiceOver) -> String {
    let e = vo.scene.elements[element]
    let label = vo.runtime.properties(of: element).label ?? e.visibleText
    let base: String
    if let label, !label.isEmpty {
      let short = label.count > 32 ? String(label.prefix(31)) + "…" : label
      base = "\(e.kind.rawValue) '\(short)'"
    } else {
      base = e.kind.rawValue
    }
    if let id = e.id { return base + " #" + id }
    return base
  }
}
