import SceneModel

/// The metadata of the rules the audit checks with the engine: reach, layout at Dynamic Type
/// sizes, display settings, motion, effects and focus. Each is one entry here and one line
/// in `AuditRegistry.engineRules`; its check is a pass in `Audit/Checks/` (a technology adds
/// its rules the same way: entries, a pass, and their ids in `AuditRuleIDs.engine`).
extension AuditRuleInfo {
  public static let hintIsInstruction = AuditRuleInfo(
    id: "hint-is-instruction", tier: .incomplete, category: .sufficientElementDescription, wcag: [], technologies: [.voiceOver],
    title: "Hint phrased as an instruction",
    why: "VoiceOver already says how to act; 'Tap to ...' is wrong for Switch Control and keyboard users and repeats the gesture",
    uikit: "accessibilityHint describes the result: \"Plays the track.\"",
    swiftUI: ".accessibilityHint(\"Plays the track.\")")

  public static let modalDoesNotTrap = AuditRuleInfo(
    id: "modal-does-not-trap", tier: .blocks, category: nil, wcag: [.meaningfulSequence, .focusOrder],
    technologies: [.voiceOver, .switchControl, .fullKeyboardAccess],
    title: "Modal that does not trap focus",
    why: "VoiceOver, Switch Control and the keyboard reach the content behind the dialog, which a sighted user cannot touch",
    uikit: "set accessibilityViewIsModal = true on the dialog view",
    swiftUI: "present it with .sheet/.alert/.fullScreenCover, or .accessibilityAddTraits(.isModal)")

  public static let modalWithoutEscape = AuditRuleInfo(
    id: "modal-without-escape", tier: .blocks, category: .action, wcag: [.keyboard],
    technologies: [.voiceOver, .fullKeyboardAccess, .switchControl],
    title: "Custom modal view without an escape action",
    why: "VoiceOver's two-finger scrub (Z), the keyboard's Escape and Switch Control's Escape do nothing on a view made modal by hand: the user must find its close button",
    uikit: "override accessibilityPerformEscape() on the modal view to dismiss it and return true",
    swiftUI: "present it with .sheet or .fullScreenCover (escape dismisses them), or add .accessibilityAction(.escape) { dismiss() }")

  public static let silentChange = AuditRuleInfo(
    id: "silent-change", tier: .degrades, category: nil, wcag: [.statusMessages], technologies: [.voiceOver],
    title: "No focus move or announcement after a change",
    why: "the screen changes but VoiceOver says nothing and focus stays put, so the user does not know it happened",
    uikit: "post UIAccessibility.post(notification: .layoutChanged, argument: view) or .announcement",
    swiftUI: "AccessibilityNotification.Announcement(...).post(), or move @AccessibilityFocusState")

  public static let focusNotRestored = AuditRuleInfo(
    id: "focus-not-restored", tier: .degrades, category: nil, wcag: [.focusOrder],
    technologies: [.voiceOver, .switchControl, .fullKeyboardAccess],
    title: "Focus not restored after a sheet or dialog closes",
    why: "when the sheet, alert or dialog goes away, focus should return to the control that opened it; elsewhere, the user loses their place and must find it again",
    uikit: "UIKit returns focus to the presenting control after dismiss(animated:); after hiding a custom view, post .layoutChanged with the opener",
    swiftUI: "keep an @AccessibilityFocusState on the opener and set it in the sheet's onDisappear")

  public static let gestureOnlyAction = AuditRuleInfo(
    id: "gesture-only-action", tier: .blocks, category: .action, wcag: [.keyboard, .pointerGestures],
    technologies: [.voiceOver, .switchControl, .fullKeyboardAccess, .voiceControl],
    title: "Gesture-only action (not a custom action)",
    why: "VoiceOver cannot perform the gesture (its own gestures take the swipe, the long press or the double tap), and Switch Control and the keyboard reach it only through their Gestures menus",
    uikit: "add a UIAccessibilityCustomAction for each action the gesture performs or reveals",
    swiftUI: ".accessibilityAction(named: \"Archive\") { ... } beside .swipeActions, .contextMenu or .onLongPressGesture")

  public static let manyStepsToReach = AuditRuleInfo(
    id: "many-steps-to-reach", tier: .degrades, category: nil, wcag: [.bypassBlocks], technologies: [.switchControl, .fullKeyboardAccess],
    title: "Control reached only after many steps",
    why: "every scan step or key press costs time and effort for switch and keyboard users",
    uikit: "group rows (shouldGroupAccessibilityChildren, accessibilityNavigationStyle = .combined) or combine them with custom actions",
    swiftUI: ".accessibilityElement(children: .combine) with .accessibilityAction(named:), or focus sections")

  public static let ungroupedRow = AuditRuleInfo(
    id: "ungrouped-row", tier: .degrades, category: .parentChild, wcag: [.infoAndRelationships],
    technologies: [.voiceOver, .switchControl, .fullKeyboardAccess],
    title: "Ungrouped row with many stops",
    why: "one item on screen costs several swipes, scan steps and Tab presses, and its parts are heard out of context",
    uikit: "make the row one element (isAccessibilityElement = true, a combined label) with UIAccessibilityCustomActions",
    swiftUI: ".accessibilityElement(children: .combine) and .accessibilityAction(named:) for the buttons")

  public static let columnsReadAcross = AuditRuleInfo(
    id: "columns-read-across", tier: .degrades, category: .parentChild, wcag: [.meaningfulSequence, .focusOrder],
    technologies: [.voiceOver, .switchControl],
    title: "Side-by-side columns read across",
    why: "VoiceOver sorts by rows across the screen, so it jumps from one column to the next and the user hears each value without the heading of its column",
    uikit: "set shouldGroupAccessibilityChildren = true on each column view",
    swiftUI: ".accessibilityElement(children: .contain) on each column")

  public static let longListWithoutRotor = AuditRuleInfo(
    id: "long-list-without-rotor", tier: .incomplete, category: nil, wcag: [.bypassBlocks], technologies: [.voiceOver],
    title: "Long list with no custom rotor",
    why: "VoiceOver users swipe through every row; a rotor would jump to the ones that matter",
    uikit: "add a UIAccessibilityCustomRotor (for example Flagged or Unread)",
    swiftUI: ".accessibilityRotor(\"Flagged\") { ... }")

  public static let textClipped = AuditRuleInfo(
    id: "text-clipped", tier: .degrades, category: .textClipped, wcag: [.resizeText], technologies: [.dynamicType, .lowVision],
    title: "Text clipped at a Dynamic Type size",
    why: "at larger text sizes the words run out of their fixed frame and cannot be read",
    uikit: "drop fixed heights; let Auto Layout size the label (numberOfLines = 0)",
    swiftUI: "remove .frame(height:); use .fixedSize(horizontal: false, vertical: true)")

  public static let textTruncated = AuditRuleInfo(
    id: "text-truncated", tier: .degrades, category: .textClipped, wcag: [.resizeText], technologies: [.dynamicType, .lowVision],
    title: "Text truncated at a Dynamic Type size",
    why: "a line limit cuts the text with '…' at larger sizes, hiding what it says",
    uikit: "numberOfLines = 0, or switch the layout to a column at accessibility sizes",
    swiftUI: "remove .lineLimit(1), or use ViewThatFits / AnyLayout for accessibility sizes")

  public static let fixedFontSize = AuditRuleInfo(
    id: "fixed-font-size", tier: .incomplete, category: .dynamicType, wcag: [.resizeText], technologies: [.dynamicType, .lowVision],
    title: "Fixed font size",
    why: "the text stays small when the user asks for larger text",
    uikit: "UIFont.preferredFont(forTextStyle:) with adjustsFontForContentSizeCategory = true",
    swiftUI: ".font(.body), or .font(.custom(name, size:, relativeTo:))")

  public static let offScreen = AuditRuleInfo(
    id: "off-screen", tier: .degrades, category: nil, wcag: [.reflow, .resizeText], technologies: [.dynamicType, .lowVision],
    title: "Element pushed past the screen's edge",
    why: "the element runs past the screen's edge (often only at larger text sizes) and cannot be seen or touched",
    uikit: "switch a horizontal stack to vertical when traitCollection.preferredContentSizeCategory.isAccessibilityCategory",
    swiftUI: "use ViewThatFits, or AnyLayout switched on dynamicTypeSize.isAccessibilitySize")

  public static let lowContrast = AuditRuleInfo(
    id: "low-contrast", tier: .degrades, category: .contrast, wcag: [.contrastMinimum, .nonTextContrast], technologies: [.lowVision],
    title: "Low contrast",
    why: "text or an indicator below the WCAG minimum is hard to read with low vision or in bright light",
    uikit: "use semantic colours (.label, .secondaryLabel) or darken the colour to 4.5:1 (3:1 for large text)",
    swiftUI: ".foregroundStyle(.primary / .secondary), or a colour asset with a high-contrast variant")

  public static let colorOnlyState = AuditRuleInfo(
    id: "color-only-state", tier: .degrades, category: nil, wcag: [.useOfColor], technologies: [.colorBlindness, .voiceOver],
    title: "State shown by colour alone",
    why: "people who cannot tell the colours apart miss the state, and without a label VoiceOver does not say it",
    uikit: "add a symbol or text when UIAccessibility.shouldDifferentiateWithoutColor, and say the state in the label or value",
    swiftUI: "read @Environment(\\.accessibilityDifferentiateWithoutColor) and add a symbol; .accessibilityValue for the state")

  public static let motionWithoutAlternative = AuditRuleInfo(
    id: "motion-without-alternative", tier: .incomplete, category: nil, wcag: [.pauseStopHide, .animationFromInteractions],
    technologies: [.reduceMotion],
    title: "Motion without a reduced alternative",
    why: "moving content can cause nausea or distraction; Reduce Motion asks for a cross-fade or no auto-play",
    uikit: "check UIAccessibility.isReduceMotionEnabled and stop auto-play or cross-fade",
    swiftUI: "read @Environment(\\.accessibilityReduceMotion) and drop the animation")
}
