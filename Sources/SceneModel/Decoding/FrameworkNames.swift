/// UIKit and SwiftUI names (and a few habits from the web), and what a scene writes instead.
///
/// Authors coming from iOS write `accessibilityLabel:`, `.onTapGesture` or `font:`; an
/// unknown key that is one of these names is answered with the scene key or construct that
/// does its job, with an example, or says plainly that a scene has no equivalent and what
/// to write instead; never "remove it" for something that carries meaning. This one table
/// (with `FrameworkKinds` for view and class names) feeds the decoder's messages and the
/// "Coming from UIKit or SwiftUI" tables in Docs/SceneFormat.md (`FrameworkNames.markdown`).
public enum FrameworkNames {
  /// What a scene has for a framework name.
  public enum Meaning: Sendable, Equatable {
    /// One or more scene keys do its job: "did you mean 'lines'?".
    case key
    /// No key of its own, but a construct does its job (the string after the kind, a kind,
    /// an effect under `onActivate`): `how` says what to write.
    case construct
    /// Nothing in a scene does it: `how` says why and what to write instead.
    case none
  }

  /// One framework name.
  public struct Entry: Sendable, Equatable {
    /// The name as the framework spells it (`accessibilityLabel`, `onTapGesture`).
    public let name: String
    /// Other spellings that mean the same (`onClick`, `alpha`), answered alike.
    public let aliases: [String]
    /// The scene key (or keys) that does the same; empty for a construct or no equivalent.
    public let keys: [String]
    /// How UIKit writes it, if UIKit has it (`accessibilityLabel`).
    public let uikit: String?
    /// How SwiftUI writes it, if SwiftUI has it (`.accessibilityLabel(_:)`).
    public let swiftUI: String?
    /// Where the name comes from when it is neither UIKit's nor SwiftUI's ("ARIA's aria-label").
    public let other: String?
    /// What to write, with an example; `{kind}` stands for the element's kind.
    public let how: String?
    public let meaning: Meaning
    /// The kinds the entry answers for (nil: any); elsewhere the decoder's own message stands.
    public let kinds: Set<String>?

    init(
      _ name: String, _ keys: [String], uikit: String? = nil, swiftUI: String? = nil, other: String? = nil,
      construct: Bool = false, how: String? = nil, aliases: [String] = [], kinds: Set<String>? = nil
    ) {
      self.name = name
      self.keys = keys
      self.uikit = uikit
      self.swiftUI = swiftUI
      self.other = other
      self.how = how
      self.aliases = aliases
      meaning = !keys.isEmpty ? .key : (construct ? .construct : .none)
      self.kinds = kinds
    }

    /// Where the name comes from, as the message says it: SwiftUI's when written as a
    /// modifier (or SwiftUI alone has it), else UIKit's, else `other`.
    func origin(spelled key: String) -> String {
      // Named as it was typed: `opacity` is SwiftUI's `.opacity(_:)`, `alpha` UIKit's.
      let typed = FrameworkNames.bare(key).lowercased()
      if let swiftUI, FrameworkNames.looksLikeModifier(key) { return "SwiftUI's " + swiftUI }
      if let uikit, FrameworkNames.bare(uikit).lowercased() == typed { return "UIKit's " + uikit }
      if let swiftUI, FrameworkNames.bare(swiftUI).lowercased() == typed { return "SwiftUI's " + swiftUI }
      if let swiftUI, uikit == nil || FrameworkNames.looksLikeModifier(key) { return "SwiftUI's " + swiftUI }
      if let uikit { return "UIKit's " + uikit }
      if let swiftUI { return "SwiftUI's " + swiftUI }
      return other ?? "'\(name)'"
    }
  }

  static let customAction = "write actions: [{ name: \"Archive\", onActivate: ... }]"
  static let tapHow =
    "a double tap (a switch's Tap, the keyboard's Space) runs it: write onActivate: { push: \"message\" } with what the tap does"
  static let colourHow = "write foreground: \"systemRed\" (or \"#D70015\") for the text colour, background: for the fill behind"
  static let effectHow = "effects go under the gesture that runs them: onActivate: { push: \"detail\" }"
  /// Kinds whose string is their label and visible title (`{ button: "Send" }`).
  static let titledKinds: Set<String> = [
    "button", "link", "backButton", "segment", "tab", "toggle", "slider", "stepper", "element",
  ]

  /// Every name, in the order of Docs/SceneFormat.md's tables.
  public static let entries: [Entry] = accessibility + behaviour + appearance

  /// The accessibility API.
  static let accessibility: [Entry] = [
    Entry("accessibilityLabel", ["label"], uikit: "accessibilityLabel", swiftUI: ".accessibilityLabel(_:)"),
    Entry("accessibilityAttributedLabel", ["label"], uikit: "accessibilityAttributedLabel"),
    Entry("accessibilityHint", ["hint"], uikit: "accessibilityHint", swiftUI: ".accessibilityHint(_:)"),
    Entry("accessibilityAttributedHint", ["hint"], uikit: "accessibilityAttributedHint"),
    Entry("accessibilityValue", ["value"], uikit: "accessibilityValue", swiftUI: ".accessibilityValue(_:)"),
    Entry("accessibilityAttributedValue", ["value"], uikit: "accessibilityAttributedValue"),
    Entry(
      "accessibilityTraits", ["traits"], uikit: "accessibilityTraits",
      how: "write traits: [\"button\", \"selected\"], or addTraits: to keep the kind's own"),
    Entry("accessibilityAddTraits", ["addTraits"], swiftUI: ".accessibilityAddTraits(_:)", how: "write addTraits: [\"header\"]"),
    Entry("accessibilityRemoveTraits", ["removeTraits"], swiftUI: ".accessibilityRemoveTraits(_:)", how: "write removeTraits: [\"button\"]"),
    Entry("accessibilityHeading", ["addTraits"], swiftUI: ".accessibilityHeading(_:)", how: "write addTraits: [\"header\"], or use a 'header' element"),
    Entry("isAccessibilityElement", ["element"], uikit: "isAccessibilityElement", how: "write element: true or element: false"),
    Entry(
      "accessibilityElement", ["grouping"], swiftUI: ".accessibilityElement(children:)",
      how: "write grouping: \"combine\", \"contain\" or \"ignore\""),
    Entry("accessibilityChildren", ["grouping"], swiftUI: ".accessibilityChildren(children:)", how: "write grouping: \"contain\" on the element"),
    Entry("accessibilityIdentifier", ["identifier"], uikit: "accessibilityIdentifier", swiftUI: ".accessibilityIdentifier(_:)"),
    Entry(
      "accessibilityElements", ["order"], uikit: "accessibilityElements",
      how: "write order: [\"firstId\", \"secondId\"] with the children's ids"),
    Entry("accessibilitySortPriority", ["sortPriority"], swiftUI: ".accessibilitySortPriority(_:)"),
    Entry("accessibilityViewIsModal", ["modal"], uikit: "accessibilityViewIsModal", how: "write modal: true"),
    Entry("accessibilityCustomActions", ["actions"], uikit: "accessibilityCustomActions", how: customAction),
    Entry("accessibilityAction", ["actions"], swiftUI: ".accessibilityAction(named:_:)", how: customAction),
    Entry("accessibilityActions", ["actions"], swiftUI: ".accessibilityActions(_:)", how: customAction),
    Entry(
      "accessibilityAdjustableAction", ["onIncrement", "onDecrement"], swiftUI: ".accessibilityAdjustableAction(_:)",
      how: "add the 'adjustable' trait and write onIncrement: and onDecrement:"),
    Entry("accessibilityIncrement", ["onIncrement"], uikit: "accessibilityIncrement()"),
    Entry("accessibilityDecrement", ["onDecrement"], uikit: "accessibilityDecrement()"),
    Entry("accessibilityActivate", ["onActivate"], uikit: "accessibilityActivate()"),
    Entry("accessibilityPerformMagicTap", ["onMagicTap"], uikit: "accessibilityPerformMagicTap()"),
    Entry("accessibilityPerformEscape", ["onEscape"], uikit: "accessibilityPerformEscape()"),
    Entry("accessibilityCustomRotors", ["rotors"], uikit: "accessibilityCustomRotors"),
    Entry("accessibilityRotor", ["rotors"], swiftUI: ".accessibilityRotor(_:entries:)"),
    Entry("shouldGroupAccessibilityChildren", ["groupChildren"], uikit: "shouldGroupAccessibilityChildren", how: "write groupChildren: true"),
    Entry("accessibilityUserInputLabels", ["inputLabels"], uikit: "accessibilityUserInputLabels"),
    Entry("accessibilityAttributedUserInputLabels", ["inputLabels"], uikit: "accessibilityAttributedUserInputLabels"),
    Entry("accessibilityInputLabels", ["inputLabels"], swiftUI: ".accessibilityInputLabels(_:)"),
    Entry("accessibilityLanguage", ["language"], uikit: "accessibilityLanguage", how: "write language: \"fr\""),
    Entry("accessibilityCustomContent", ["customContent"], uikit: "accessibilityCustomContent", swiftUI: ".accessibilityCustomContent(_:_:)"),
    Entry("accessibilityElementsHidden", ["hidden"], uikit: "accessibilityElementsHidden", how: "write hidden: true"),
    Entry("accessibilityHidden", ["hidden"], swiftUI: ".accessibilityHidden(_:)", how: "write hidden: true"),
    Entry("accessibilityRespondsToUserInteraction", ["respondsToUserInteraction"], uikit: "accessibilityRespondsToUserInteraction", swiftUI: ".accessibilityRespondsToUserInteraction(_:)"),
    Entry("accessibilityNavigationStyle", ["navigationStyle"], uikit: "accessibilityNavigationStyle"),
    Entry("focusGroupIdentifier", ["focusGroup"], uikit: "focusGroupIdentifier"),
    Entry("focusSection", ["focusGroup"], swiftUI: ".focusSection()", how: "write focusGroup: \"toolbar\""),
    Entry("accessibilityContainerType", ["container"], uikit: "accessibilityContainerType"),
    Entry("accessibilityFrame", ["frame"], uikit: "accessibilityFrame", how: "write frame: [x, y, width, height] in points"),
    Entry("isEnabled", ["enabled"], uikit: "isEnabled"),
    Entry("isSelected", ["selected"], uikit: "isSelected"),
    Entry(
      "accessibilityActivationPoint", [], uikit: "accessibilityActivationPoint", swiftUI: ".accessibilityActivationPoint(_:)",
      how: "a double tap activates the element itself, so write what it does with onActivate:"),
    Entry(
      "accessibilityPath", [], uikit: "accessibilityPath",
      how: "the focus ring follows the element's frame, so set frame: to move it"),
    Entry(
      "accessibilityRole", [], other: "React Native's accessibilityRole", construct: true,
      how: "an element's role is its kind or its traits: { button: \"Send\" }, or traits: [\"header\"]"),
    Entry("aria-label", ["label"], other: "ARIA's aria-label", how: "write label: \"Close\"", aliases: ["ariaLabel"]),
    Entry("alt", ["label"], other: "HTML's alt", how: "write label: \"Company logo\" on the image, or element: false when it is decoration"),
  ]

  /// Gestures, actions and navigation.
  static let behaviour: [Entry] = [
    Entry("onTapGesture", ["onActivate"], swiftUI: ".onTapGesture(perform:)", how: tapHow),
    Entry("onTap", ["onActivate"], other: "a tap handler", how: tapHow, aliases: ["onClick", "onPress", "onTouchUpInside", "touchUpInside"]),
    Entry(
      "action", ["onActivate"], swiftUI: "Button(action:)",
      how: "write onActivate: { announce: \"Sent\" } with what the button does (actions: is for custom actions, chosen with the Actions rotor)"),
    Entry(
      "onLongPressGesture", ["gestures"], swiftUI: ".onLongPressGesture(perform:)",
      how: "write gestures: { longPress: { present: \"options\" } }; VoiceOver cannot perform it, so add actions: [{ name: \"Options\", onActivate: { present: \"options\" } }] too",
      aliases: ["onLongPress", "longPress"]),
    Entry(
      "gestureRecognizers", ["gestures"], uikit: "gestureRecognizers", swiftUI: ".gesture(_:)",
      how: "write gestures: { swipeLeft: { show: \"delete\" } } (swipeLeft, swipeRight, swipeUp, swipeDown, longPress, doubleTap)",
      aliases: ["gesture", "addGestureRecognizer"]),
    Entry(
      "contextMenu", ["actions", "gestures"], uikit: "UIContextMenuInteraction", swiftUI: ".contextMenu(menuItems:)",
      how: "write its items as custom actions, which VoiceOver users can reach: actions: [\"Reply\", \"Delete\"], and the long press that opens it as gestures: { longPress: ... }"),
    Entry(
      "swipeActions", ["actions", "gestures"], uikit: "UISwipeActionsConfiguration", swiftUI: ".swipeActions(edge:content:)",
      how: "a row's swipe actions are custom actions for VoiceOver and a swipe for a finger: write actions: [\"Archive\", \"Delete\"] and gestures: { swipeLeft: [{ show: \"archive\" }] }"),
    Entry(
      "navigationDestination", ["onActivate"], swiftUI: ".navigationDestination(for:destination:)",
      how: "push the scene's screen from the element that opens it: onActivate: { push: \"detail\" }", aliases: ["destination"]),
    Entry(
      "onAppear", [], uikit: "viewDidAppear(_:)", swiftUI: ".onAppear(perform:)",
      how: "a screen shows what its file says when it appears; say what happens on arrival with the effect that brings it: onActivate: [{ push: \"detail\" }, { announce: \"Loaded\" }]",
      aliases: ["viewDidAppear"]),
    Entry("push", ["onActivate"], other: "the effect 'push'", how: effectHow),
    Entry("present", ["onActivate"], other: "the effect 'present'", how: "effects go under the gesture that runs them: onActivate: { present: \"compose\" }", aliases: ["fullScreenCover", "popover"]),
    Entry("dismiss", ["onActivate"], other: "the effect 'dismiss'", how: "effects go under the gesture that runs them: onActivate: \"dismiss\""),
    Entry("pop", ["onActivate"], other: "the effect 'pop'", how: "effects go under the gesture that runs them: onActivate: \"pop\""),
    Entry("announce", ["onActivate"], other: "the effect 'announce'", how: "effects go under the gesture that runs them: onActivate: { announce: \"Saved\" }"),
    Entry("show", ["onActivate"], other: "the effect 'show'", how: "effects go under the gesture that runs them: onActivate: { show: \"details\" }"),
    Entry("hide", ["onActivate"], other: "the effect 'hide'", how: "effects go under the gesture that runs them: onActivate: { hide: \"banner\" }"),
    Entry("set", ["onActivate"], other: "the effect 'set'", how: "effects go under the gesture that runs them: onActivate: { set: { id: \"status\", value: \"Sent\" } }"),
    Entry("select", ["onActivate"], other: "the effect 'select'", how: "effects go under the gesture that runs them: onActivate: { select: \"tab2\" }"),
    Entry("isUserInteractionEnabled", ["respondsToUserInteraction"], uikit: "isUserInteractionEnabled",
      how: "write respondsToUserInteraction: false: Switch Control and the keyboard skip it, VoiceOver still reads it",
      aliases: ["allowsHitTesting"]),
    Entry("isHidden", ["hidden"], uikit: "isHidden", how: "write hidden: true (skipped by every technology and taking no room, as a hidden view)"),
    Entry("disabled", ["enabled"], swiftUI: ".disabled(_:)", how: "write enabled: false"),
    Entry("isOn", ["on"], uikit: "isOn", swiftUI: "Toggle(isOn:)", how: "write on: true"),
    Entry("tag", ["id"], uikit: "tag", swiftUI: ".tag(_:)", how: "write id: \"send\"; effects and order: refer to elements by id"),
    Entry("selectedSegmentIndex", ["selectedIndex"], uikit: "selectedSegmentIndex", how: "write selectedIndex: 1 (counted from 0)"),
    Entry("selection", ["selectedIndex"], swiftUI: "Picker(selection:)", how: "write selectedIndex: 1 (counted from 0) on the segmented control or tab bar"),
    Entry("minimumValue", ["min"], uikit: "minimumValue", how: "write min: 0"),
    Entry("maximumValue", ["max"], uikit: "maximumValue", how: "write max: 10"),
    Entry("in", ["min", "max"], swiftUI: "Slider(value:in:)", how: "write min: 0, max: 10"),
    Entry("stepValue", ["step"], uikit: "stepValue", how: "write step: 1"),
    Entry("numberOfPages", ["pages"], uikit: "numberOfPages", how: "write pages: 3"),
    Entry("currentPage", ["page"], uikit: "currentPage", how: "write page: 1 (counted from 1)"),
    Entry("badgeValue", ["badge"], uikit: "badgeValue", how: "write badge: \"3\" on the tab"),
    Entry(
      "children", [], uikit: "subviews", construct: true,
      how: "children go in the array after a container's kind: { vstack: [{ text: \"A\" }, { button: \"B\" }] }",
      aliases: ["subviews", "content", "items"]),
    Entry(
      "navigationTitle", [], swiftUI: ".navigationTitle(_:)", construct: true,
      how: "a screen's title is its navigation bar, first in its root: { navigationBar: \"Inbox\" } (and title: on the screen names it for axsim)"),
  ]

  /// Text, symbols and colours.
  static let appearance: [Entry] = [
    Entry(
      "font", ["style"], uikit: "font", swiftUI: ".font(_:)",
      how: "write style: \"headline\" (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2); fixedSize: true for a size that does not scale"),
    Entry("numberOfLines", ["lines"], uikit: "numberOfLines", how: "write lines: 2 (0 is no limit)"),
    Entry("lineLimit", ["lines"], swiftUI: ".lineLimit(_:)", how: "write lines: 2 (0 is no limit)"),
    Entry("color", ["foreground"], other: "the text colour", how: colourHow, aliases: ["colour"]),
    Entry("textColor", ["foreground"], uikit: "textColor", how: colourHow),
    Entry("foregroundColor", ["foreground"], swiftUI: ".foregroundColor(_:)", how: colourHow),
    Entry("foregroundStyle", ["foreground"], swiftUI: ".foregroundStyle(_:)", how: colourHow),
    Entry("tintColor", ["foreground"], uikit: "tintColor", swiftUI: ".tint(_:)", how: colourHow, aliases: ["tint"]),
    Entry("backgroundColor", ["background"], uikit: "backgroundColor", how: "write background: \"systemBlue\" (or \"#0A84FF\")"),
    Entry(
      "opacity", [], uikit: "alpha", swiftUI: ".opacity(_:)",
      how: "a transparent view is still read by VoiceOver; write hidden: true to hide it from every technology",
      aliases: ["alpha"]),
    Entry(
      "systemImage", ["symbol"], swiftUI: "Label(_:systemImage:)",
      how: "write symbol: \"pencil\"; { button: \"Edit\", symbol: \"pencil\" } draws both", aliases: ["systemName", "icon", "sfSymbol"]),
    Entry(
      "decorative", ["element"], swiftUI: "Image(decorative:)",
      how: "write element: false: a decorative image is no stop ({ image: \"sparkles\", element: false })"),
    Entry(
      "role", [], swiftUI: "Button(role:)", other: "ARIA's role", construct: true,
      how: "an element's role is its kind or its traits ({ button: \"Delete\" }, traits: [\"button\"]); a destructive or cancel role is not spoken, so say it in the label or hint: hint: \"Deletes the message.\""),
    Entry(
      "title", [], uikit: "setTitle(_:for:)", swiftUI: "Button(_:action:)", construct: true,
      how: "a {kind}'s title is the string after its kind: { {kind}: \"Send\" } (and label: is what VoiceOver says when it differs)",
      kinds: titledKinds),
    Entry(
      "text", [], uikit: "titleLabel.text", construct: true,
      how: "a {kind}'s visible text is the string after its kind: { {kind}: \"Send\" } (and label: is what VoiceOver says when it differs)",
      kinds: titledKinds),
    Entry(
      "isSecureTextEntry", [], uikit: "isSecureTextEntry", construct: true,
      how: "a secure field is a kind of its own: { secureField: \"Password\" }"),
    Entry(
      "keyboardType", [], uikit: "keyboardType", swiftUI: ".keyboardType(_:)",
      how: "axsim does not model the on-screen keyboard; a text field's traits and hint come from its kind ({ textField: \"Email\" })",
      aliases: ["textContentType"]),
    Entry(
      "textAlignment", [], uikit: "textAlignment", swiftUI: ".multilineTextAlignment(_:)",
      how: "alignment inside a text changes neither what is spoken nor the reading order; alignment: places a stack's children",
      aliases: ["multilineTextAlignment"]),
  ]

  /// Entries by the lowercased name and aliases.
  private static let byName: [String: Entry] = {
    var out: [String: Entry] = [:]
    for e in entries {
      for n in [e.name] + e.aliases where out[n.lowercased()] == nil { out[n.lowercased()] = e }
    }
    return out
  }()

  /// The framework name a key spells, ignoring a leading `.` (a SwiftUI modifier), the
  /// argument list (`accessibilityElement(children:)`) and case.
  public static func entry(for key: String) -> Entry? {
    let name = bare(key)
    guard name.count >= 2, name.count <= 60 else { return nil }
    return byName[name.lowercased()]
  }

  /// A name without a leading `.`, its argument list and surrounding blanks.
  static func bare(_ key: String) -> Substring {
    var name = Substring(key)
    while name.first == "." || name.first == " " { name = name.dropFirst() }
    if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
    while name.last == " " { name = name.dropLast() }
    return name
  }

  /// `template` with each `{kind}` replaced by `kind`.
  static func fill(_ template: String, kind: String) -> String {
    template.split(separator: "{kind}", omittingEmptySubsequences: false).joined(separator: kind)
  }

  /// Whether the key was written as a SwiftUI modifier (`.accessibilityHidden`, `accessibilityHidden(_:)`).
  static func looksLikeModifier(_ key: String) -> Bool {
    key.hasPrefix(".") || key.contains("(")
  }

  /// The fix for an unknown key that is a framework name, when the scene key it stands for
  /// is one of `allowed` (or there is no key, only a construct or nothing); nil otherwise.
  /// `kind` is the element's kind, for entries that only some kinds answer.
  ///
  /// `did you mean 'label' (UIKit's accessibilityLabel)?`
  public static func suggestion(for key: String, allowed: [String], kind: String? = nil) -> String? {
    guard let e = entry(for: key) else { return nil }
    if let kinds = e.kinds, !kinds.contains(kind ?? "") { return nil }
    let origin = e.origin(spelled: key)
    let how = e.how.map { fill($0, kind: kind ?? "button") }
    switch e.meaning {
    case .none:
      return "\(origin) has no equivalent in a scene: " + (how ?? "see Docs/SceneFormat.md")
    case .construct:
      return "\(origin) is written differently in a scene: " + (how ?? "see Docs/SceneFormat.md")
    case .key:
      break
    }
    let keys = e.keys.map { "'\($0)'" }.joined(separator: " and ")
    guard e.keys.allSatisfy(allowed.contains) else {
      // Said in the wrong place (a UIKit name on a screen, `isOn` on a button): say where
      // the scene key goes.
      if e.keys.allSatisfy(SceneDecoder.commonKeySet.contains) {
        return "\(origin) is \(keys) on an element in a scene; move it onto the element it describes"
      }
      let owners = SceneDecoder.kindKeys.filter { k in e.keys.allSatisfy(k.value.contains) }.keys.map(\.rawValue).sorted()
      guard !owners.isEmpty else { return nil }
      let list = owners.map { "'\($0)'" }.joined(separator: " or ")
      return "\(origin) is \(keys) on a \(list) in a scene" + (how.map { "; " + $0 } ?? "")
    }
    let question = "did you mean \(keys) (\(origin))?"
    return how.map { question + " " + $0 } ?? question
  }
}
