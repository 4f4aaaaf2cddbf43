/// Rules that need the engine: reach by Switch Control and the keyboard, layout at Dynamic
/// Type sizes, display settings, motion, effects. The scene-only rules are `SceneLintRule`s.
/// Their metadata is here, beside `SceneLintRule`'s, so the decoder knows every rule id (for
/// `audit.suppress`); their checks are in `AssistiveTechnologies/Audit/Audit.swift`.
public enum EngineAuditRule: String, Sendable, CaseIterable {
  case hintIsInstruction = "hint-is-instruction"
  case modalDoesNotTrap = "modal-does-not-trap"
  case silentChange = "silent-change"
  case gestureOnlyAction = "gesture-only-action"
  case manyStepsToReach = "many-steps-to-reach"
  case ungroupedRow = "ungrouped-row"
  case columnsReadAcross = "columns-read-across"
  case longListWithoutRotor = "long-list-without-rotor"
  case textClipped = "text-clipped"
  case textTruncated = "text-truncated"
  case fixedFontSize = "fixed-font-size"
  case offScreen = "off-screen"
  case lowContrast = "low-contrast"
  case colorOnlyState = "color-only-state"
  case motionWithoutAlternative = "motion-without-alternative"

  public var info: AuditRuleInfo {
    switch self {
    case .hintIsInstruction:
      return AuditRuleInfo(
        id: rawValue, tier: .incomplete, category: .sufficientElementDescription, technologies: [.voiceOver],
        title: "Hint phrased as an instruction",
        why: "VoiceOver already says how to act; 'Tap to ...' is wrong for Switch Control and keyboard users and repeats the gesture",
        uikit: "accessibilityHint describes the result: \"Plays the track.\"",
        swiftUI: ".accessibilityHint(\"Plays the track.\")")
    case .modalDoesNotTrap:
      return AuditRuleInfo(
        id: rawValue, tier: .blocks, category: nil, technologies: [.voiceOver, .switchControl, .fullKeyboardAccess],
        title: "Modal that does not trap focus",
        why: "VoiceOver, Switch Control and the keyboard reach the content behind the dialog, which a sighted user cannot touch",
        uikit: "set accessibilityViewIsModal = true on the dialog view",
        swiftUI: "present it with .sheet/.alert/.fullScreenCover, or .accessibilityAddTraits(.isModal)")
    case .silentChange:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: nil, technologies: [.voiceOver],
        title: "No focus move or announcement after a change",
        why: "the screen changes but VoiceOver says nothing and focus stays put, so the user does not know it happened",
        uikit: "post UIAccessibility.post(notification: .layoutChanged, argument: view) or .announcement",
        swiftUI: "AccessibilityNotification.Announcement(...).post(), or move @AccessibilityFocusState")
    case .gestureOnlyAction:
      return AuditRuleInfo(
        id: rawValue, tier: .blocks, category: .action, technologies: [.voiceOver, .switchControl, .fullKeyboardAccess, .voiceControl],
        title: "Gesture-only action (not a custom action)",
        why: "VoiceOver cannot perform the swipe; Switch Control and the keyboard only through their Gestures menus",
        uikit: "add UIAccessibilityCustomAction for each action the gesture reveals",
        swiftUI: ".accessibilityAction(named: \"Archive\") { ... } beside .swipeActions")
    case .manyStepsToReach:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: nil, technologies: [.switchControl, .fullKeyboardAccess],
        title: "Control reached only after many steps",
        why: "every scan step or key press costs time and effort for switch and keyboard users",
        uikit: "group rows (shouldGroupAccessibilityChildren, accessibilityNavigationStyle = .combined) or combine them with custom actions",
        swiftUI: ".accessibilityElement(children: .combine) with .accessibilityAction(named:), or focus sections")
    case .ungroupedRow:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .parentChild, technologies: [.voiceOver, .switchControl, .fullKeyboardAccess],
        title: "Ungrouped row with many stops",
        why: "one item on screen costs several swipes, scan steps and Tab presses, and its parts are heard out of context",
        uikit: "make the row one element (isAccessibilityElement = true, a combined label) with UIAccessibilityCustomActions",
        swiftUI: ".accessibilityElement(children: .combine) and .accessibilityAction(named:) for the buttons")
    case .columnsReadAcross:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .parentChild, technologies: [.voiceOver, .switchControl],
        title: "Side-by-side columns read across",
        why: "VoiceOver sorts by rows across the screen, so it jumps between the columns and the user hears '$4' without knowing which plan it belongs to",
        uikit: "set shouldGroupAccessibilityChildren = true on each column view",
        swiftUI: ".accessibilityElement(children: .contain) on each column")
    case .longListWithoutRotor:
      return AuditRuleInfo(
        id: rawValue, tier: .incomplete, category: nil, technologies: [.voiceOver],
        title: "Long list with no custom rotor",
        why: "VoiceOver users swipe through every row; a rotor would jump to the ones that matter",
        uikit: "add a UIAccessibilityCustomRotor (for example Flagged or Unread)",
        swiftUI: ".accessibilityRotor(\"Flagged\") { ... }")
    case .textClipped:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .textClipped, technologies: [.dynamicType, .lowVision],
        title: "Text clipped at a Dynamic Type size",
        why: "at larger text sizes the words run out of their fixed frame and cannot be read",
        uikit: "drop fixed heights; let Auto Layout size the label (numberOfLines = 0)",
        swiftUI: "remove .frame(height:); use .fixedSize(horizontal: false, vertical: true)")
    case .textTruncated:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .textClipped, technologies: [.dynamicType, .lowVision],
        title: "Text truncated at a Dynamic Type size",
        why: "a line limit cuts the text with '…' at larger sizes, hiding what it says",
        uikit: "numberOfLines = 0, or switch the layout to a column at accessibility sizes",
        swiftUI: "remove .lineLimit(1), or use ViewThatFits / AnyLayout for accessibility sizes")
    case .fixedFontSize:
      return AuditRuleInfo(
        id: rawValue, tier: .incomplete, category: .dynamicType, technologies: [.dynamicType, .lowVision],
        title: "Fixed font size",
        why: "the text stays small when the user asks for larger text",
        uikit: "UIFont.preferredFont(forTextStyle:) with adjustsFontForContentSizeCategory = true",
        swiftUI: ".font(.body), or .font(.custom(name, size:, relativeTo:))")
    case .offScreen:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: nil, technologies: [.dynamicType, .lowVision],
        title: "Element pushed past the screen's edge",
        why: "the element runs past the screen's edge (often only at larger text sizes) and cannot be seen or touched",
        uikit: "switch a horizontal stack to vertical when traitCollection.preferredContentSizeCategory.isAccessibilityCategory",
        swiftUI: "use ViewThatFits, or AnyLayout switched on dynamicTypeSize.isAccessibilitySize")
    case .lowContrast:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: .contrast, technologies: [.lowVision],
        title: "Low contrast",
        why: "text or an indicator below the WCAG minimum is hard to read with low vision or in bright light",
        uikit: "use semantic colours (.label, .secondaryLabel) or darken the colour to 4.5:1 (3:1 for large text)",
        swiftUI: ".foregroundStyle(.primary / .secondary), or a colour asset with a high-contrast variant")
    case .colorOnlyState:
      return AuditRuleInfo(
        id: rawValue, tier: .degrades, category: nil, technologies: [.colorBlindness, .voiceOver],
        title: "State shown by colour alone",
        why: "people who cannot tell the colours apart miss the state, and without a label VoiceOver does not say it",
        uikit: "add a symbol or text when UIAccessibility.shouldDifferentiateWithoutColor, and say the state in the label or value",
        swiftUI: "read @Environment(\\.accessibilityDifferentiateWithoutColor) and add a symbol; .accessibilityValue for the state")
    case .motionWithoutAlternative:
      return AuditRuleInfo(
        id: rawValue, tier: .incomplete, category: nil, technologies: [.reduceMotion],
        title: "Motion without a reduced alternative",
        why: "moving content can cause nausea or distraction; Reduce Motion asks for a cross-fade or no auto-play",
        uikit: "check UIAccessibility.isReduceMotionEnabled and stop auto-play or cross-fade",
        swiftUI: "read @Environment(\\.accessibilityReduceMotion) and drop the animation")
    }
  }
}

/// Every audit rule id, for `audit.suppress` and its "did you mean".
public enum AuditRuleIDs {
  public static let all: [String] = SceneLintRule.allCases.map(\.rawValue) + EngineAuditRule.allCases.map(\.rawValue)
    + VoiceControlAuditRule.allCases.map(\.rawValue)
}
