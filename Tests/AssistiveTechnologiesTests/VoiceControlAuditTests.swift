import AssistiveTechnologies
import SceneModel
import Testing

/// The audit's Voice Control rules, over Voice Control's own engine: names that are
/// missing, shared, unspeakable or not what the item shows; an element a scene rule already
/// reports for the same reason is left to that rule.
@Suite struct VoiceControlAuditTests {
  static func findings(_ root: String) -> [String] {
    let scene = screenScene(root)
    return Audit.run(scene: scene).map { "\($0.rule.id): \($0.message)" }
  }

  @Test func eachRuleOnceWhereNoSceneRuleSaysItAlready() {
    let found = Self.findings("""
      { vstack: [
        { cell: [{ text: "Ana" }], grouping: "combine", onActivate: { push: "s" }, id: "ana1" },
        { cell: [{ text: "Ana" }], grouping: "combine", onActivate: { push: "s" }, id: "ana2" },
        { button: "Play", inputLabels: ["Go"], id: "play" },
        { cell: [{ image: "star", label: "★" }], grouping: "combine", onActivate: { announce: "Starred" }, id: "star" },
        { cell: [{ image: "photo", element: false }], grouping: "combine", onActivate: { announce: "Opened" }, id: "photo" },
        { button: "Rename", label: "Rename Road trip", id: "rename" },
      ] }
      """)
    #expect(found.filter { $0.hasPrefix("voice-control") } == [
      "voice-control-shared-name: 'Ana' has the Voice Control name 'Ana', which 2 items on this screen share: saying it shows numbers on them all instead of acting",
      "voice-control-visible-text-not-a-name: 'Play' is what it shows, but its Voice Control names are 'Go': saying \"tap\" and what is on screen is not recognized",
      "voice-control-unspeakable-name: '★' is named '★', which nobody can say: only its number reaches it",
      "voice-control-no-name: row 'photo' has no name Voice Control knows it by: only its number reaches it",
      "voice-control-visible-text-not-a-name: 'Rename Road trip' shows 'Rename', which is not one of its Voice Control names ('Rename Road trip'): saying \"tap\" and what is on screen is not recognized",
    ])
  }

  /// Scene rules that say the same thing win: an unlabelled button (control-without-label),
  /// an emoji label (emoji-only-label), two buttons with one label (duplicate-label).
  @Test func sceneRulesAreNotRepeated() {
    let found = Self.findings("""
      { vstack: [
        { button: null, symbol: "heart", id: "like" },
        { button: "❤️", id: "love" },
        { button: "Rename", id: "a" },
        { button: "Rename", id: "b" },
      ] }
      """)
    #expect(found.contains { $0.hasPrefix("control-without-label") })
    #expect(found.contains { $0.hasPrefix("emoji-only-label") })
    #expect(found.contains { $0.hasPrefix("duplicate-label") })
    #expect(!found.contains { $0.hasPrefix("voice-control") }, "\(found)")
  }

  @Test func theRulesAreInTheRegistry() {
    let rules: [AuditRuleInfo] = [.voiceControlNoName, .voiceControlSharedName, .voiceControlUnspeakableName, .voiceControlVisibleTextNotAName]
    for rule in rules {
      #expect(AuditRegistry.rule(id: rule.id)?.info == rule)
      #expect(AuditRegistry.rule(id: rule.id)?.check == .engine)
      #expect(rule.technologies == [.voiceControl])
      #expect(AuditRuleIDs.engine.contains(rule.id))
    }
    // Saying what is on the item and missing it is WCAG 2.5.3 Label in Name.
    #expect(AuditRuleInfo.voiceControlVisibleTextNotAName.wcag.first == .labelInName)
  }
}
