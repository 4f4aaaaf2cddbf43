/// Every audit rule id, for `audit.suppress` and its "did you mean". The rules and their
/// metadata live in the audit (`AuditRegistry`, AssistiveTechnologies/Audit); the decoder
/// needs only the names, so it keeps this table: `SceneLint`'s rules (checked while loading)
/// and the ids of the rules the engine checks. `AuditRegistryTests` fails when the table and
/// the registry differ, naming the ids to add or remove.
public enum AuditRuleIDs {
  /// The rules the audit checks with the engine (layout, reach, display, effects, focus).
  public static let engine: [String] = [
    "hint-is-instruction", "modal-does-not-trap", "modal-without-escape", "silent-change",
    "focus-not-restored", "gesture-only-action", "many-steps-to-reach", "ungrouped-row",
    "columns-read-across", "long-list-without-rotor", "text-clipped", "text-truncated",
    "fixed-font-size", "off-screen", "low-contrast", "color-only-state",
    "motion-without-alternative", "voice-control-no-name", "voice-control-unspeakable-name",
    "voice-control-shared-name", "voice-control-visible-text-not-a-name",
  ]

  public static let all: [String] = SceneLintRule.allCases.map(\.rawValue) + engine
}
