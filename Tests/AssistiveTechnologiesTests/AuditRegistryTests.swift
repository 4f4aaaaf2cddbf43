import AssistiveTechnologies
import SceneModel
import Testing

/// The registry is the one list of rules: its ids are the decoder's table (for
/// `audit.suppress`), each has its metadata, and a scene-only rule is a `SceneLintRule`.
@Suite struct AuditRegistryTests {
  /// `AuditRuleIDs` (SceneModel, what `audit.suppress` accepts) is the registry's ids: a rule
  /// added to one must be added to the other.
  @Test func theDecodersIdTableIsTheRegistrys() {
    let table = Set(AuditRuleIDs.all)
    let registry = Set(AuditRegistry.ids)
    #expect(registry.subtracting(table).isEmpty, "add to AuditRuleIDs.engine (SceneModel/Lint/AuditRuleIDs.swift): \(registry.subtracting(table).sorted())")
    #expect(table.subtracting(registry).isEmpty, "not in the registry, remove from AuditRuleIDs: \(table.subtracting(registry).sorted())")
    #expect(AuditRuleIDs.all.count == table.count)
  }

  @Test func everySceneRuleIsInTheRegistryOnceAsASceneCheck() {
    for rule in SceneLintRule.allCases {
      #expect(AuditRegistry.rule(id: rule.rawValue)?.check == .scene(rule), "\(rule.rawValue)")
    }
    for info in AuditRegistry.engineRules {
      #expect(AuditRegistry.rule(id: info.id)?.check == .engine, "\(info.id)")
    }
    #expect(AuditRegistry.rules.count == SceneLintRule.allCases.count + AuditRegistry.engineRules.count)
  }

  /// Criteria are listed most direct first, none twice; the pages are WCAG 2.2's.
  @Test func criteriaAreWCAG22Pages() {
    for rule in AuditRegistry.rules {
      let numbers = rule.info.wcag.map(\.number)
      #expect(Set(numbers).count == numbers.count, "\(rule.info.id)")
      for c in rule.info.wcag {
        #expect(c.understandingURL.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/"))
        #expect(["A", "AA", "AAA"].contains(c.level))
      }
    }
    #expect(AuditRegistry.rule(id: "low-contrast")?.info.wcag.first == .contrastMinimum)
    #expect(AuditRegistry.rule(id: "small-touch-target")?.info.wcag.map(\.number) == ["2.5.5", "2.5.8"])
    #expect(AuditRegistry.rule(id: "focus-not-restored")?.info.wcag == [.focusOrder])
  }
}
