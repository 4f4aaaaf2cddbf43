import SceneModel

/// One rule of the registry: its metadata and where its check runs.
public struct AuditRule: Sendable, Equatable {
  public enum Check: Sendable, Equatable {
    /// Checked while loading, by `SceneLint` (these are `axsim check`'s warnings).
    case scene(SceneLintRule)
    /// Checked by `Audit` over the runtime (a pass in `Audit/Checks/`).
    case engine
  }

  public var info: AuditRuleInfo
  public var check: Check
}

/// The registry: every rule `check`, `audit`, `diff`, `report`, the Audit pane and the
/// wireframe's marks report, each written once. Sorted by tier, then id.
public enum AuditRegistry {
  /// The engine's rules, in the order their passes add findings (`Audit/Checks/`).
  public static let engineRules: [AuditRuleInfo] = [
    .hintIsInstruction, .modalDoesNotTrap, .modalWithoutEscape, .silentChange, .focusNotRestored,
    .gestureOnlyAction, .manyStepsToReach, .ungroupedRow, .columnsReadAcross, .longListWithoutRotor,
    .voiceControlNoName, .voiceControlUnspeakableName, .voiceControlSharedName, .voiceControlVisibleTextNotAName,
    .textClipped, .textTruncated, .fixedFontSize, .offScreen, .lowContrast, .colorOnlyState,
    .motionWithoutAlternative,
  ]

  public static let rules: [AuditRule] =
    (SceneLintRule.allCases.map { AuditRule(info: .scene($0), check: .scene($0)) }
      + engineRules.map { AuditRule(info: $0, check: .engine) })
    .sorted { ($0.info.tier, $0.info.id) < ($1.info.tier, $1.info.id) }

  static let byID: [String: AuditRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.info.id, $0) })

  public static func rule(id: String) -> AuditRule? { byID[id] }
  public static var ids: [String] { rules.map(\.info.id) }
}
