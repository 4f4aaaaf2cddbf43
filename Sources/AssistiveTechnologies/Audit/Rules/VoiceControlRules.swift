import SceneModel

/// The metadata of Voice Control's rules, checked over its own engine (its names, numbers
/// and matching: `Checks/EngineChecks+VoiceControl.swift`). Where a scene rule already
/// reports the same element (an unlabelled control, an emoji-only label, a duplicated
/// label), the audit reports that one only.
extension AuditRuleInfo {
  public static let voiceControlNoName = AuditRuleInfo(
    id: "voice-control-no-name", tier: .degrades, category: .sufficientElementDescription, wcag: [.nameRoleValue],
    technologies: [.voiceControl],
    title: "Voice Control item with no name",
    why: "with neither a label nor input labels there is nothing to say: a Voice Control user must show numbers and say one",
    uikit: "set accessibilityLabel, or accessibilityUserInputLabels = [\"Play\"]",
    swiftUI: ".accessibilityLabel(\"Play\") or .accessibilityInputLabels([\"Play\"])")

  public static let voiceControlSharedName = AuditRuleInfo(
    id: "voice-control-shared-name", tier: .degrades, category: .sufficientElementDescription, wcag: [.headingsAndLabels],
    technologies: [.voiceControl],
    title: "Voice Control name shared by several items",
    why: "saying the name puts numbers on every item that has it and waits for one, so no phrase reaches an item directly",
    uikit: "give each a name of its own first (accessibilityUserInputLabels = [\"Rename Road trip\", \"Rename\"])",
    swiftUI: ".accessibilityInputLabels([\"Rename \\(name)\", \"Rename\"])")

  public static let voiceControlUnspeakableName = AuditRuleInfo(
    id: "voice-control-unspeakable-name", tier: .degrades, category: .sufficientElementDescription, wcag: [.labelInName],
    technologies: [.voiceControl],
    title: "Voice Control name nobody can say",
    why: "a name of emoji or symbols only cannot be spoken, so only the item's number reaches it",
    uikit: "a word label, or accessibilityUserInputLabels = [\"Like\"]",
    swiftUI: ".accessibilityInputLabels([\"Like\"])")

  public static let voiceControlVisibleTextNotAName = AuditRuleInfo(
    id: "voice-control-visible-text-not-a-name", tier: .degrades, category: .sufficientElementDescription, wcag: [.labelInName],
    technologies: [.voiceControl],
    title: "Visible text that is not a Voice Control name",
    why: "people say what they see; when the text on the item is not one of its names, \"tap\" and that text is not recognized",
    uikit: "start the label with the visible text, or add it to accessibilityUserInputLabels",
    swiftUI: "add the visible text to .accessibilityInputLabels([...])")
}
