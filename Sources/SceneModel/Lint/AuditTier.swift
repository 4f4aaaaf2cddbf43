/// How badly a finding hurts, most severe first (issue 10's three tiers). Audit findings
/// and reviewers' notes are in tiers, so the tier sits beside the rule ids the decoder
/// knows (`AuditRuleIDs`), below both.
public enum AuditTier: String, Sendable, CaseIterable, Comparable {
  /// An assistive technology cannot reach, name or operate something.
  case blocks
  /// It works, but slowly, confusingly or with more effort than it should take.
  case degrades
  /// A setting or technology the scene does not support (Dynamic Type, Reduce Motion, rotors).
  case incomplete

  /// "Blocks assistive tech", as the tiers are headed in text and in the Audit pane.
  public var title: String {
    switch self {
    case .blocks: return "Blocks assistive tech"
    case .degrades: return "Degrades the experience"
    case .incomplete: return "Incomplete support"
    }
  }

  public static func < (a: AuditTier, b: AuditTier) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
