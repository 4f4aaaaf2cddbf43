/// UIKit and SwiftUI accessibility names, and the scene keys that say the same thing.
///
/// Authors coming from iOS write `accessibilityLabel:` or `.accessibilityAddTraits`; an
/// unknown key that is one of these names is answered with the scene key to use, never with
/// "remove it". This one table feeds the decoder's unknown-key messages and the "Coming from
/// UIKit or SwiftUI" table in Docs/SceneFormat.md.
public enum FrameworkNames {
  /// One framework name.
  public struct Entry: Sendable, Equatable {
    /// The name as the framework spells it (`accessibilityLabel`, `accessibilityAddTraits`).
    public let name: String
    /// The scene key (or keys, for an adjustable action) that does the same, nil when axsim
    /// has no equivalent.
    public let keys: [String]
    /// How UIKit writes it, if UIKit has it (`accessibilityLabel`).
    public let uikit: String?
    /// How SwiftUI writes it, if SwiftUI has it (`.accessibilityLabel(_:)`).
    public let swiftUI: String?
    /// What to write, when the key alone is not enough (`grouping: "combine"`), or, for a name
    /// with no equivalent, what to do instead.
    public let how: String?

    init(_ name: String, _ keys: [String], uikit: String? = nil, swiftUI: String? = nil, how: String? = nil) {
      self.name = name
      self.keys = keys
      self.uikit = uikit
      self.swiftUI = swiftUI
      self.how = how
    }
  }

  /// Every name, in the order of Docs/SceneFormat.md's table.
  public static let entries: [Entry] = [
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
    Entry("accessibilityCustomActions", ["actions"], uikit: "accessibilityCustomActions", how: "write actions: [{ name: \"Archive\", onActivate: ... }]"),
    Entry("accessibilityAction", ["actions"], swiftUI: ".accessibilityAction(named:_:)", how: "write actions: [{ name: \"Archive\", onActivate: ... }]"),
    Entry("accessibilityActions", ["actions"], swiftUI: ".accessibilityActions(_:)", how: "write actions: [{ name: \"Archive\", onActivate: ... }]"),
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
  ]

  /// Entries by the lowercased name.
  private static let byName: [String: Entry] = Dictionary(
    entries.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

  /// The framework name a key spells, ignoring a leading `.` (a SwiftUI modifier), the
  /// argument list (`accessibilityElement(children:)`) and case.
  public static func entry(for key: String) -> Entry? {
    var name = Substring(key)
    while name.first == "." || name.first == " " { name = name.dropFirst() }
    if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
    while name.last == " " { name = name.dropLast() }
    guard name.count >= 6, name.count <= 60 else { return nil }
    return byName[name.lowercased()]
  }

  /// Whether the key was written as a SwiftUI modifier (`.accessibilityHidden`, `accessibilityHidden(_:)`).
  static func looksLikeModifier(_ key: String) -> Bool {
    key.hasPrefix(".") || key.contains("(")
  }

  /// The fix for an unknown key that is a UIKit or SwiftUI name, when the scene key it
  /// stands for is one of `allowed` (or axsim has no equivalent at all); nil otherwise.
  ///
  /// `did you mean 'label' (UIKit's accessibilityLabel)?`
  public static func suggestion(for key: String, allowed: [String]) -> String? {
    guard let e = entry(for: key) else { return nil }
    let origin: String
    if let swiftUI = e.swiftUI, e.uikit == nil || looksLikeModifier(key) {
      origin = "SwiftUI's " + swiftUI
    } else if let uikit = e.uikit {
      origin = "UIKit's " + uikit
    } else {
      return nil
    }
    if e.keys.isEmpty {
      return "\(origin) has no equivalent in a scene: " + (e.how ?? "see Docs/SceneFormat.md")
    }
    let keys = e.keys.map { "'\($0)'" }.joined(separator: " and ")
    guard e.keys.allSatisfy(allowed.contains) else {
      // Said in the wrong place (a UIKit name on a screen): say where the scene key goes.
      guard e.keys.allSatisfy(SceneDecoder.commonKeySet.contains) else { return nil }
      return "\(origin) is \(keys) on an element in a scene; move it onto the element it describes"
    }
    let question = "did you mean \(keys) (\(origin))?"
    return e.how.map { question + " " + $0 } ?? question
  }
}
