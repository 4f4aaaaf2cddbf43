import SceneModel

/// What the display settings show going wrong with an element: text or indicators below
/// the WCAG contrast minimum, state shown by colour alone, motion without a reduced
/// alternative.
public enum DisplayProblem: Sendable, Equatable {
  case lowContrast(ratio: Double, required: Double)
  /// The colour means `meaning`, and nothing but colour shows it; `spoken` says whether the
  /// label at least carries it for VoiceOver.
  case colorOnly(meaning: String, spoken: Bool)
  case motionWithoutAlternative(MotionSpec.Kind)

  /// "contrast 2.3:1, needs 4.5:1".
  public func describe() -> String {
    switch self {
    case .lowContrast(let ratio, let required):
      return "contrast \(DisplayProblem.ratioText(ratio)), needs \(DisplayProblem.ratioText(required))"
    case .colorOnly(let meaning, let spoken):
      return "'\(Sanitize.shorten(meaning))' is shown by colour alone (no Differentiate Without Color alternative)"
        + (spoken ? "" : "; VoiceOver does not say it either")
    case .motionWithoutAlternative(let kind):
      return "\(kind.rawValue) moves with no reduced-motion alternative"
    }
  }

  public var shortName: String {
    switch self {
    case .lowContrast: return "low contrast"
    case .colorOnly: return "colour only"
    case .motionWithoutAlternative: return "motion"
    }
  }

  /// "4.5:1", "2.31:1".
  public static func ratioText(_ r: Double) -> String {
    let rounded = (r * 100).rounded() / 100
    return Adjustment.format(rounded) + ":1"
  }
}

/// An element's colours resolved for the current appearance and contrast setting.
public struct ResolvedColors: Sendable, Equatable {
  public var foreground: RGB
  public var background: RGB
  public var ratio: Double
  /// The WCAG minimum for this element: 4.5 for text, 3 for large text and indicators.
  public var required: Double
  public var passes: Bool { ratio + 1e-9 >= required }
}
