/// A UIKit stepper (`UIStepper`) as VoiceOver meets it: not one adjustable element but two
/// buttons, "Decrement" and "Increment", each its own stop and each dimmed at its limit.
/// SwiftUI's `Stepper` is one adjustable element instead (`UIFramework`).
public enum UIKitStepper {
  public static let decrementLabel = "Decrement"
  public static let incrementLabel = "Increment"

  /// The two buttons of a stepper, decrement first; their frames are set by the layout.
  public static func buttons() -> [Element] {
    [(decrementLabel, "−"), (incrementLabel, "+")].map { label, glyph in
      var b = Element(kind: .button)
      b.label = label
      b.visibleText = glyph
      return b
    }
  }

  /// For a button of a UIKit stepper: the stepper and the way the button steps it.
  public static func part(_ index: ElementIndex, in elements: [Element]) -> (stepper: ElementIndex, direction: Int)? {
    let e = elements[index]
    guard e.kind == .button, let p = e.parent, elements[p].kind == .stepper, !elements[p].isElement,
      let i = elements[p].children.firstIndex(of: index), i < 2
    else { return nil }
    return (p, i == 0 ? -1 : 1)
  }

  /// Dims each button that cannot step any further (or both when the stepper is disabled),
  /// as UIStepper disables its buttons at `minimumValue` and `maximumValue`.
  public static func refreshDimmed(_ stepper: ElementIndex, in elements: inout [Element]) {
    let s = elements[stepper]
    guard s.kind == .stepper, !s.isElement, let adjustment = s.adjustment else { return }
    for (i, c) in s.children.prefix(2).enumerated() {
      var probe = adjustment
      let canStep = probe.step(by: i == 0 ? -1 : 1)
      if s.traits.contains(.notEnabled) || !canStep {
        elements[c].traits.insert(.notEnabled)
      } else {
        elements[c].traits.remove(.notEnabled)
      }
    }
  }
}
