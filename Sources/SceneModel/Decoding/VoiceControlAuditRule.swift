/// The audit's Voice Control rules, checked over Voice Control's own engine (its names,
/// numbers and matching: `AssistiveTechnologies/Audit/Audit+VoiceControl.swift`). Their
/// metadata is here, beside the other rules', so the decoder knows their ids (for
/// `audit.suppress`). Where a scene rule already reports the same element (an unlabelled
/// control, an emoji-only label, a duplicated label), the audit reports that one only.
public enum VoiceControlAuditRule: String, Sendable, CaseIterable {
  case noName = "voice-control-no-name"
  case sharedName = "voice-control-shared-name"
  case unspeakableName = "voice-control-unspeakable-name"
  case visibleTextNotAName = "voice-control-visible-text-not-a-name"

  public var info: AuditRuleInfo {
    switch self {
    case .noName:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .sufficientElementDescription, technologies: [.voiceControl],
        title: "Voice Control item with no name",
        why: "with neither a label nor input labels there is nothing to say: a Voice Control user must show numbers and say one",
        uikit: "set accessibilityLabel, or accessibilityUserInputLabels = [\"Play\"]",
        swiftUI: ".accessibilityLabel(\"Play\") or .accessibilityInputLabels([\"Play\"])")
    case .sharedName:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .sufficientElementDescription, technologies: [.voiceControl],
        title: "Voice Control name shared by several items",
        why: "saying the name puts numbers on every item that has it and waits for one, so no phrase reaches an item directly",
        uikit: "give each a name of its own (accessibilityLabel \"Rename Road trip\"), keeping the shared word as a second input label",
        swiftUI: ".accessibilityLabel(\"Rename \\(name)\") and .accessibilityInputLabels([\"Rename \\(name)\", \"Rename\"])")
    case .unspeakableName:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .sufficientElementDescription, technologies: [.voiceControl],
        title: "Voice Control name nobody can say",
        why: "a name of emoji or symbols only cannot be spoken, so only the item's number reaches it",
        uikit: "a word label, or accessibilityUserInputLabels = [\"Like\"]",
        swiftUI: ".accessibilityInputLabels([\"Like\"])")
    case .visibleTextNotAName:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .sufficientElementDescription, technologies: [.voiceControl],
        title: "Visible text that is not a Voice Control name",
        why: "people say what they see; when the text on the item is not one of its names, \"tap\" and that text is not recognized (WCAG 2.5.3 Label in Name)",
        uikit: "start the label with the visible text, or add it to accessibilityUserInputLabels",
        swiftUI: "add the visible text to .accessibilityInputLabels([...])")
    }
  }
}
