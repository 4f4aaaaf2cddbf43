import SceneModel

/// The metadata of the rules checked from the scene alone (`SceneLintRule`: `axsim check`'s
/// warnings, checked while loading by `SceneLint`). One entry per rule.
extension AuditRuleInfo {
  public static func scene(_ rule: SceneLintRule) -> AuditRuleInfo {
    let id = rule.rawValue
    switch rule {
    case .elementHidesChildren:
      return AuditRuleInfo(
        id: id, tier: .blocks, category: .parentChild, wcag: [.infoAndRelationships, .keyboard, .nameRoleValue],
        technologies: [.voiceOver, .switchControl, .fullKeyboardAccess],
        title: "Container that is an element and also lists children",
        why: "an accessibility element is one stop: the children inside it are never reached one by one",
        uikit: "set isAccessibilityElement = false on the container, or give it accessibilityElements",
        swiftUI: "use .accessibilityElement(children: .contain), or .combine to read them as one on purpose")
    case .containerWithoutOrder:
      return AuditRuleInfo(
        id: id, tier: .incomplete, category: .parentChild, wcag: [.infoAndRelationships], technologies: [.voiceOver],
        title: "List or landmark container without an order",
        why: "VoiceOver announces a list or landmark only when the container lists its elements",
        uikit: "set accessibilityElements on the container as well as accessibilityContainerType",
        swiftUI: "use a List, or .accessibilityElement(children: .contain) with the container's role")
    case .containerLabelNotSpoken:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .parentChild, wcag: [.infoAndRelationships], technologies: [.voiceOver, .switchControl],
        title: "Label or value on a container that is not an element",
        why: "a view that is not an accessibility element is never a stop, so its accessibilityLabel and accessibilityValue are loaded but never spoken: what they say does not reach the user",
        uikit: "make the view an element (isAccessibilityElement = true) or put the words on a header or on the elements inside",
        swiftUI: ".accessibilityElement(children: .combine) to read the group as one, or .accessibilityAddTraits(.isHeader) on a title inside")
    case .controlWithoutLabel:
      return AuditRuleInfo(
        id: id, tier: .blocks, category: .sufficientElementDescription, wcag: [.nonTextContent, .nameRoleValue],
        technologies: [.voiceOver, .voiceControl, .switchControl],
        title: "Interactive element without a label",
        why: "VoiceOver says only 'Button.', Voice Control has no name to say, and Switch Control speech has nothing to read",
        uikit: "set accessibilityLabel (an icon-only UIButton takes it from nothing)",
        swiftUI: "Button(\"Play\", systemImage: \"play.fill\") or .accessibilityLabel(\"Play\")")
    case .controlNamedByHint:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .sufficientElementDescription, wcag: [.nameRoleValue], technologies: [.voiceOver, .voiceControl],
        title: "Control named only by its hint",
        why: "the hint is spoken as the name and Voice Control has no name to say",
        uikit: "set accessibilityLabel and keep accessibilityHint for the result",
        swiftUI: ".accessibilityLabel(...) beside .accessibilityHint(...)")
    case .tabWithoutLabel:
      return AuditRuleInfo(
        id: id, tier: .blocks, category: .sufficientElementDescription, wcag: [.nonTextContent, .nameRoleValue], technologies: [.voiceOver, .voiceControl],
        title: "Tab without a label",
        why: "VoiceOver says only 'Tab.' and a position, so the user cannot tell the tabs apart",
        uikit: "give the UITabBarItem a title or accessibilityLabel",
        swiftUI: ".tabItem { Label(\"Favorites\", systemImage: \"star\") }")
    case .imageWithoutLabel:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .sufficientElementDescription, wcag: [.nonTextContent], technologies: [.voiceOver],
        title: "Image element without a label",
        why: "VoiceOver says only 'Image.': a stop that tells nothing",
        uikit: "set accessibilityLabel, or isAccessibilityElement = false for a decorative image",
        swiftUI: "Image(\"x\").accessibilityLabel(...), or Image(decorative:) / .accessibilityHidden(true)")
    case .silentStop:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .elementDetection, wcag: [.nameRoleValue], technologies: [.voiceOver, .switchControl],
        title: "Stop that says nothing",
        why: "a stop with nothing to say costs a swipe or scan step and tells the user nothing",
        uikit: "set accessibilityLabel, or isAccessibilityElement = false if it is decorative",
        swiftUI: ".accessibilityLabel(...), or .accessibilityHidden(true)")
    case .adjustableWithoutAdjustment:
      return AuditRuleInfo(
        id: id, tier: .blocks, category: .action, wcag: [.nameRoleValue, .keyboard], technologies: [.voiceOver, .switchControl, .fullKeyboardAccess],
        title: "Adjustable element without increment/decrement",
        why: "swiping up or down (or the Scanner Menu's Increment) changes nothing, so the value cannot be set",
        uikit: "override accessibilityIncrement() and accessibilityDecrement()",
        swiftUI: ".accessibilityAdjustableAction { direction in ... }")
    case .tapHandlerNotElement:
      return AuditRuleInfo(
        id: id, tier: .blocks, category: .elementDetection, wcag: [.keyboard, .nameRoleValue],
        technologies: [.voiceOver, .switchControl, .fullKeyboardAccess, .voiceControl],
        title: "Tappable view that is not an accessibility element",
        why: "only a finger (or the Gliding Cursor) can reach it: no stop, scan item, Tab stop or Voice Control name",
        uikit: "isAccessibilityElement = true, accessibilityLabel and the .button trait (or use a UIButton)",
        swiftUI: "use a Button, or .accessibilityElement() + .accessibilityAddTraits(.isButton) + .accessibilityAction")
    case .smallTouchTarget:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .hitRegion, wcag: [.targetSizeEnhanced, .targetSizeMinimum], technologies: [.motorImpairment, .voiceOver],
        title: "Touch target under 44×44 pt",
        why: "small targets are hard to hit for people with tremor or limited dexterity, and hard to find by touch with VoiceOver",
        uikit: "enlarge the frame or override point(inside:with:) to at least 44×44 pt",
        swiftUI: ".frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle())")
    case .labelRepeatsTrait:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .trait, wcag: [], technologies: [.voiceOver, .voiceControl],
        title: "Label that repeats the trait",
        why: "VoiceOver says the trait after the label, so 'Play button' is heard as 'Play button, button'",
        uikit: "accessibilityLabel = \"Play\"; the .button trait says the rest",
        swiftUI: ".accessibilityLabel(\"Play\"); Button already adds the trait")
    case .labelEmbedsState:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .sufficientElementDescription, wcag: [.nameRoleValue], technologies: [.voiceOver, .voiceControl],
        title: "Label that embeds state",
        why: "the state goes stale in the label and Voice Control's name changes with it",
        uikit: "put the state in accessibilityValue or the .selected trait; keep the label fixed",
        swiftUI: ".accessibilityValue(isOn ? \"On\" : \"Off\") or .accessibilityAddTraits(.isSelected)")
    case .duplicateLabel:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .sufficientElementDescription, wcag: [.headingsAndLabels], technologies: [.voiceControl, .voiceOver],
        title: "Voice Control name duplicated on the screen",
        why: "saying the name makes Voice Control show numbers instead of acting, and VoiceOver users hear two identical controls",
        uikit: "make each accessibilityLabel specific, or set distinct accessibilityUserInputLabels",
        swiftUI: ".accessibilityLabel(...) or .accessibilityInputLabels([...]) that differ")
    case .emojiOnlyLabel:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .sufficientElementDescription, wcag: [.labelInName], technologies: [.voiceControl, .voiceOver],
        title: "Unspeakable Voice Control name (emoji only)",
        why: "a Voice Control user has no word to say, and VoiceOver reads the emoji's description",
        uikit: "use a word label, or set accessibilityUserInputLabels",
        swiftUI: ".accessibilityInputLabels([\"Like\"])")
    case .switchValueIgnored:
      return AuditRuleInfo(
        id: id, tier: .incomplete, category: .trait, wcag: [.nameRoleValue], technologies: [.voiceOver],
        title: "Value on a switch that is never spoken",
        why: "UISwitch speaks only On or Off, so the custom value is lost",
        uikit: "put the extra words in the label or hint; UISwitch ignores accessibilityValue",
        swiftUI: "Toggle's label carries the words; its value is On or Off")
    case .traitsReplaced:
      return AuditRuleInfo(
        id: id, tier: .blocks, category: .trait, wcag: [.nameRoleValue],
        technologies: [.voiceOver, .voiceControl, .switchControl, .fullKeyboardAccess],
        title: "Traits replaced instead of added",
        why: "assigning a state trait replaces the control's own: a button set to .selected is no longer a button, so VoiceOver does not say 'Button.' and Voice Control, Switch Control and the keyboard may not offer it as a control",
        uikit: "accessibilityTraits.insert(.selected) (or accessibilityTraits = [.button, .selected]), never accessibilityTraits = .selected",
        swiftUI: ".accessibilityAddTraits(.isSelected) on the Button; drop a trait only with .accessibilityRemoveTraits")
    case .decorativeImageExposed:
      return AuditRuleInfo(
        id: id, tier: .degrades, category: .sufficientElementDescription, wcag: [.nonTextContent], technologies: [.voiceOver],
        title: "Decorative image exposed",
        why: "VoiceOver stops on an image that only decorates and reads its file name or a word like 'divider': a swipe that tells nothing",
        uikit: "isAccessibilityElement = false on the UIImageView (its default), or an accessibilityLabel that says what it shows",
        swiftUI: "Image(decorative: \"divider_line\") or .accessibilityHidden(true)")
    }
  }
}
