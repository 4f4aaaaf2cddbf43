import SceneModel

/// The category of Xcode's accessibility audit (`XCUIAccessibilityAuditType`) a rule
/// corresponds to (reference §4.7).
public enum AppleAuditCategory: String, Sendable, CaseIterable {
  case contrast, dynamicType, elementDetection, hitRegion, sufficientElementDescription, textClipped, trait, action, parentChild
}

/// Who a finding affects, in the words the findings use.
public enum AffectedTechnology: String, Sendable, CaseIterable {
  case voiceOver = "VoiceOver"
  case switchControl = "Switch Control"
  case fullKeyboardAccess = "Full Keyboard Access"
  case voiceControl = "Voice Control"
  case dynamicType = "Dynamic Type"
  case reduceMotion = "Reduce Motion"
  case lowVision = "low vision"
  case colorBlindness = "colour blindness"
  case motorImpairment = "motor impairment"
}

/// Everything written once about a rule: its id, tier, Apple category, the WCAG 2.2 success
/// criteria it concerns, who it affects, why it matters and how to fix it in UIKit and
/// SwiftUI. `axsim audit --list-rules`, `Docs/Review.md`, JSON, SARIF, the report and every
/// finding read it from here.
public struct AuditRuleInfo: Sendable, Equatable {
  public var id: String
  public var tier: AuditTier
  public var category: AppleAuditCategory?
  /// The WCAG 2.2 success criteria the rule concerns, most direct first (empty for a rule
  /// that is good practice on iOS but no criterion's failure, such as a hint that instructs).
  public var wcag: [WCAGCriterion]
  public var technologies: [AffectedTechnology]
  /// A short title ("Interactive element without a label").
  public var title: String
  public var why: String
  public var uikit: String
  public var swiftUI: String

  public init(
    id: String, tier: AuditTier, category: AppleAuditCategory?, wcag: [WCAGCriterion], technologies: [AffectedTechnology],
    title: String, why: String, uikit: String, swiftUI: String
  ) {
    self.id = id
    self.tier = tier
    self.category = category
    self.wcag = wcag
    self.technologies = technologies
    self.title = title
    self.why = why
    self.uikit = uikit
    self.swiftUI = swiftUI
  }
}
