/// Decoding of what UIKit controls expose differently from their scene keys: the framework,
/// a tab's badge, a UIKit stepper's buttons.
extension SceneDecoder {
  /// The framework of an element being decoded (its parents are decoded already).
  func framework(of e: Element) -> UIFramework {
    if let f = e.framework { return f }
    var current = e.parent
    while let p = current {
      if let f = elements[p].framework { return f }
      current = elements[p].parent
    }
    return sceneFramework
  }

  /// `badge: 3` or `badge: "New"`: UITabBarItem's `badgeValue` (a string).
  mutating func decodeBadge(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> String? {
    var path: String { pathText() }
    switch node.value {
    case .string(let s): return s
    case .number(let x, let literal):
      let counts = SceneRange.badge
      guard x.isFinite, x == x.rounded(), x >= Double(counts.lowerBound), x <= Double(counts.upperBound) else {
        context.error(node.offset, path, "the badge \(Sanitize.quote(literal)) is not a whole number of 0 or more", "write a count such as badge: 3, or text such as badge: \"New\"")
        return nil
      }
      return Adjustment.format(x)
    default:
      context.typeError(node, path, expected: "a number or a string", example: "badge: 3 or badge: \"New\"")
      return nil
    }
  }

  /// Gives a UIKit stepper its two buttons (it is no longer an element itself).
  mutating func appendStepperButtons(to index: ElementIndex, path pathText: @autoclosure () -> String) {
    var path: String { pathText() }
    let offset = elements[index].sourceOffset
    for (b, name) in zip(UIKitStepper.buttons(), ["decrement", "increment"]) {
      _ = appendChild(b, at: offset, step: .named(name), parent: index)
    }
    UIKitStepper.refreshDimmed(index, in: &elements)
  }
}
