/// The guided checklist: the manual tests a reviewer walks through (the VoiceOver, Voice
/// Control, Switch Control, Full Keyboard Access, Dynamic Type and display-settings tables
/// and the critical flows of the testing guide, `../shared/seeds/testing-auditing.md`), each
/// with the audit rules that are its evidence (`ChecklistEvidence`), and whether it needs a
/// real device to judge.
public struct ChecklistItem: Sendable, Equatable {
  /// Stable, saved in the review file: "vo-reach".
  public var id: String
  public var section: ChecklistSection
  /// What to do: "Swipe right through all elements".
  public var test: String
  /// When it passes: "Every interactive element is reachable".
  public var criterion: String
  /// The audit rules whose findings tell against it.
  public var rules: [String]
  /// A figure the engine can give for it.
  public var figure: ChecklistFigure?
  /// Only a real device can judge it (speech quality, voice commands, real gestures).
  public var needsDevice: Bool

  init(_ id: String, _ section: ChecklistSection, _ test: String, _ criterion: String, rules: [String] = [], figure: ChecklistFigure? = nil, device: Bool = false) {
    self.id = id
    self.section = section
    self.test = test
    self.criterion = criterion
    self.rules = rules
    self.figure = figure
    self.needsDevice = device
  }
}

public enum ChecklistSection: String, Sendable, CaseIterable {
  case voiceOver = "VoiceOver"
  case voiceControl = "Voice Control"
  case switchControl = "Switch Control"
  case keyboard = "Full Keyboard Access"
  case dynamicType = "Dynamic Type"
  case display = "Display settings"
  case flows = "Critical flows"
}

/// A count the engine gives as part of an item's evidence.
public enum ChecklistFigure: Sendable, Equatable {
  case voiceOverStops, switchItems, tabStops, headings, adjustables
  /// The items "Show numbers" numbers, and how many of them have a name that can be said.
  case voiceControlItems, voiceControlNames
  /// The text inputs "Type" and dictation can fill.
  case textFields
}

extension ChecklistItem {
  static let labels = ["control-without-label", "image-without-label", "tab-without-label", "emoji-only-label", "control-named-by-hint"]
  static let layout = ["text-clipped", "text-truncated", "off-screen", "fixed-font-size"]

  /// Every item, in the order the reviewer walks them.
  public static let all: [ChecklistItem] = [
    .init("vo-reach", .voiceOver, "Swipe right through all elements", "Every interactive element is reachable", rules: ["tap-handler-not-element", "element-hides-children", "gesture-only-action"], figure: .voiceOverStops),
    .init("vo-announce", .voiceOver, "Tap any element", "Label, value, and traits are announced", rules: labels + ["label-repeats-trait", "label-embeds-state", "traits-replaced", "silent-stop", "decorative-image-exposed"]),
    .init("vo-activate", .voiceOver, "Double-tap interactive element", "Correct action performed", rules: ["silent-change"]),
    .init("vo-adjust", .voiceOver, "Swipe up/down on adjustable element", "Value changes (sliders, steppers)", rules: ["adjustable-without-adjustment", "switch-value-ignored"], figure: .adjustables),
    .init("vo-escape", .voiceOver, "Two-finger Z gesture on modal", "Modal dismisses", rules: ["modal-without-escape", "modal-does-not-trap"]),
    .init("vo-rotor", .voiceOver, "Rotor navigation", "Headings, links, actions all navigable", rules: ["long-list-without-rotor"], figure: .headings),
    .init("vo-read-all", .voiceOver, "\"Read All\" (two-finger swipe up)", "Reads entire screen in logical order", rules: ["columns-read-across", "ungrouped-row", "container-without-order"]),
    .init("vo-focus-push", .voiceOver, "Focus after navigation push", "Focus moves to first element in new screen", device: true),
    .init("vo-focus-dismiss", .voiceOver, "Focus after modal dismiss", "Focus returns to trigger element", rules: ["focus-not-restored"]),
    .init("vc-numbers", .voiceControl, "\"Show numbers\"", "Every interactive element has a number", rules: ["tap-handler-not-element", "gesture-only-action"], figure: .voiceControlItems, device: true),
    .init("vc-tap-number", .voiceControl, "\"Tap [number]\"", "Activates correct element", rules: ["silent-change"], figure: .voiceControlItems, device: true),
    .init("vc-names", .voiceControl, "\"Show names\"", "Every element shows a visible text label", rules: ["voice-control-no-name", "voice-control-unspeakable-name", "voice-control-visible-text-not-a-name"] + labels, figure: .voiceControlNames, device: true),
    .init("vc-tap-label", .voiceControl, "\"Tap [label]\"", "Activates element by voice", rules: ["voice-control-shared-name", "duplicate-label", "voice-control-visible-text-not-a-name"], figure: .voiceControlNames, device: true),
    .init("vc-type", .voiceControl, "\"Type [text]\"", "Inserts text in active field", figure: .textFields, device: true),
    .init("vc-select", .voiceControl, "\"Select [word]\"", "Selects matching text", device: true),
    .init("vc-delete", .voiceControl, "\"Delete that\"", "Deletes selected text", device: true),
    .init("vc-scroll", .voiceControl, "\"Scroll down/up\"", "Scrolls the content", device: true),
    .init("sc-items", .switchControl, "Item scanning", "Every element is highlighted in turn", rules: ["tap-handler-not-element", "many-steps-to-reach"], figure: .switchItems),
    .init("sc-groups", .switchControl, "Group scanning", "Related groups highlighted as units", rules: ["ungrouped-row"]),
    .init("sc-select", .switchControl, "Select highlighted element", "Correct action triggered", rules: ["silent-change"]),
    .init("sc-actions", .switchControl, "Custom actions available", "Actions appear in scanning menu", rules: ["gesture-only-action"]),
    .init("sc-timing", .switchControl, "No timed interactions", "No UI times out or auto-advances", rules: ["motion-without-alternative"]),
    .init("fka-tab", .keyboard, "Tab key", "Focus moves forward through all interactive elements", rules: ["tap-handler-not-element"], figure: .tabStops),
    .init("fka-shift-tab", .keyboard, "Shift+Tab", "Focus moves backward", figure: .tabStops),
    .init("fka-activate", .keyboard, "Space/Return", "Activates focused element", rules: ["silent-change"]),
    .init("fka-escape", .keyboard, "Escape", "Dismisses modal / cancels", rules: ["modal-without-escape"]),
    .init("fka-arrows", .keyboard, "Arrow keys", "Navigates within pickers, sliders", rules: ["adjustable-without-adjustment"], figure: .adjustables),
    .init("fka-gaps", .keyboard, "No focus gaps", "Focus never gets stuck in a dead zone", rules: ["modal-does-not-trap", "focus-not-restored"]),
    .init("dt-small", .dynamicType, "Small", "Text readable, no clipping", rules: ["fixed-font-size"]),
    .init("dt-default", .dynamicType, "Large (default)", "Normal experience", rules: ["small-touch-target"]),
    .init("dt-ax-large", .dynamicType, "Accessibility Large", "Layout adapts, no overlap", rules: layout),
    .init("dt-ax5", .dynamicType, "Accessibility 5 (max)", "All content accessible, nothing truncated without affordance", rules: layout),
    .init("gray-status", .display, "Grayscale: status indicators", "Still meaningful in grayscale", rules: ["color-only-state"]),
    .init("gray-all", .display, "Grayscale: all UI", "No information lost in grayscale", rules: ["color-only-state"]),
    .init("motion-transitions", .display, "Reduce Motion: navigation transitions", "No sliding; dissolve/fade instead", rules: ["motion-without-alternative"]),
    .init("motion-autoplay", .display, "Reduce Motion: auto-playing content", "Stopped or manual control provided", rules: ["motion-without-alternative"]),
    .init("dark-text", .display, "Dark Mode + Increase Contrast: all text", "Readable against dark background", rules: ["low-contrast"]),
    .init("dark-borders", .display, "Dark Mode + Increase Contrast: borders and separators", "Visible", device: true),
    .init("flow-main", .flows, "Main user task start to finish with VoiceOver", "Completed without sighted help", device: true),
    .init("flow-login", .flows, "Login / account creation", "Completed with VoiceOver, Switch Control and the keyboard", device: true),
    .init("flow-purchase", .flows, "Key purchase or data-entry flow", "Completed with VoiceOver, Switch Control and the keyboard", device: true),
    .init("flow-settings", .flows, "Settings changes", "Completed, and each change announced", device: true),
  ]

  public static let byID: [String: ChecklistItem] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
}
