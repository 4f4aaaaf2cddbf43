import SceneModel

/// One rule of the registry: its metadata and where its check runs.
public struct AuditRule: Sendable, Equatable {
  public enum Check: Sendable, Equatable {
    /// Checked while loading, by `SceneLint` (these are `axsim check`'s warnings).
    case lint(SceneLintRule)
    /// Checked by `Audit` over the runtime.
    case engine(EngineAuditRule)
    /// Checked by `Audit` over Voice Control's engine (`Audit+VoiceControl.swift`).
    case voiceControl(VoiceControlAuditRule)
  }

  public var info: AuditRuleInfo
  public var check: Check
}

/// The registry: every rule the audit and `axsim check` report, each written once.
public enum AuditRegistry {
  public static let rules: [AuditRule] =
    (SceneLintRule.allCases.map { AuditRule(info: $0.info, check: .lint($0)) }
      + EngineAuditRule.allCases.map { AuditRule(info: $0.info, check: .engine($0)) }
      + VoiceControlAuditRule.allCases.map { AuditRule(info: $0.info, check: .voiceControl($0)) })
    .sorted { ($0.info.tier, $0.info.id) < ($1.info.tier, $1.info.id) }

  static let byID: [String: AuditRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.info.id, $0) })

  public static func rule(id: String) -> AuditRule? { byID[id] }
  public static var ids: [String] { rules.map(\.info.id) }
}
