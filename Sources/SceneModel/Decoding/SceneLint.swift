/// Warnings about scenes that load but will confuse VoiceOver users, or the reader of a transcript.
///
/// Each warning belongs to a rule (`SceneLintRule`) and must be true of what VoiceOver, Switch
/// Control or Voice Control actually do: elements that are never reached (hidden, or inside
/// an element that speaks as one) are not warned about.
public enum SceneLint {
  public static func warnings(for scene: Scene) -> [Diagnostic] {
    findings(for: scene).map(\.diagnostic)
  }

  /// Every warning with its rule.
  public static func findings(for scene: Scene) -> [SceneLintFinding] {
    var result: [SceneLintFinding] = []
    func warn(_ rule: SceneLintRule, _ e: Element, _ message: String, _ fix: String) {
      result.append(SceneLintFinding(rule: rule, diagnostic: Diagnostic(.warning, offset: e.sourceOffset, path: scene.path(of: e), message: message, fix: fix)))
    }
    let reach = Reachability(scene)
    for (i, e) in scene.elements.enumerated() {
      let name = quotedName(e)
      if e.isElement, e.grouping == .none, reach.reached[i] {
        // Only children that would be stops without the parent are lost.
        let n = e.children.filter { reach.containsStop[$0] }.count
        if n > 0 {
          warn(
            .elementHidesChildren, e,
            "\(name) is an accessibility element and also has \(n) \(n == 1 ? "child" : "children") that would be \(n == 1 ? "a stop" : "stops"), so VoiceOver reads it as one element and never reaches \(n == 1 ? "it" : "them")",
            "remove 'element: true' to reach the children one by one, or use grouping: \"combine\" to read them as one stop on purpose")
        }
      }
      if (e.containerType == .list || e.containerType == .landmark), e.explicitOrder == nil {
        warn(
          .containerWithoutOrder, e,
          "container '\(e.containerType.rawValue)' speaks '\(e.containerType == .list ? "List Start." : "Landmark.")' only when it has an explicit 'order' (UIKit's accessibilityElements)",
          "add order: [...] listing its children")
      }
      if reach.reached[i], !reach.isStop(i), e.grouping == .none, reach.handlesTap(i), !reach.containsStop[i] {
        warn(
          .tapHandlerNotElement, e,
          "\(name) handles taps but is not an accessibility element and holds none, so VoiceOver, Voice Control and item scanning never reach it",
          "make it an element with a label and the button trait (a button, or element: true with traits: [\"button\"])")
      }
      guard reach.reached[i], reach.isStop(i) else { continue }
      checkStop(i, e, name: name, reach: reach, warn: warn)
    }
    duplicateLabels(scene, reach: reach, warn: warn)
    return result + switchValueFindings(for: scene)
  }

  /// The warnings about one VoiceOver stop.
  static func checkStop(
    _ i: ElementIndex, _ e: Element, name: String, reach: Reachability,
    warn: (SceneLintRule, Element, String, String) -> Void
  ) {
    let hasLabel = !(e.label ?? "").isEmpty
    let hasValue = !(e.value ?? "").isEmpty
    let hasHint = !(e.hint ?? "").isEmpty
    let named = hasLabel || hasValue || e.grouping == .combine
    let isTab = e.traits.contains(.tabBarItem) || reach.inTabBar(i)
    if !named, isTab, !hasHint {
      let said = reach.tabPosition(i).map { "Tab. \($0.n) of \($0.m)." } ?? "Tab."
      warn(
        .tabWithoutLabel, e, "\(name) has no label, so VoiceOver says only '\(said)'",
        "add a label that names the tab, such as label: \"\(suggestedLabel(for: e, fallback: "Favorites"))\"")
    } else if !named, hasHint, e.traits.contains(.button) || e.traits.contains(.link) || isTab {
      warn(
        .controlNamedByHint, e,
        "\(name) has no label, so VoiceOver speaks its hint \(Sanitize.quote(e.hint ?? "")) in place of a name and Voice Control has no name for it",
        "add a short label that names it, and keep the hint for what it does")
    } else if !named, e.traits.contains(.button) || e.traits.contains(.link) {
      warn(
        .controlWithoutLabel, e, "\(name) has no label, so VoiceOver says only '\(e.traits.contains(.button) ? "Button." : "Link.")'",
        "add a label that names what it does, such as label: \"\(suggestedLabel(for: e))\"")
    } else if !named, !hasHint, e.kind == .image || (e.traits.contains(.image) && e.traits.subtracting(.image).isEmpty) {
      warn(.imageWithoutLabel, e, "\(name) is an element with no label, so VoiceOver says only 'Image.'", "add a label, or element: false if it is decorative")
    } else if !named, !hasHint, e.actions.isEmpty, e.customContent.isEmpty, e.traits.intersection(spokenTraits).isEmpty, !reach.inTabBar(i) {
      warn(
        .silentStop, e, "\(name) is a VoiceOver stop that says nothing: it has no label, value, hint or spoken trait",
        "add a label, or element: false if it is decorative")
    }
    if e.traits.contains(.adjustable), e.adjustment == nil, e.onIncrement.isEmpty, e.onDecrement.isEmpty {
      warn(
        .adjustableWithoutAdjustment, e, "\(name) is adjustable but nothing changes its value, so swiping up or down does nothing",
        "add values/min/max, or onIncrement and onDecrement effects")
    }
    if reach.respondsToTouch(i) {
      let w = e.layout.frame?.width ?? e.layout.width
      let h = e.layout.frame?.height ?? e.layout.height
      let small = [w.map { $0 < minimumTarget } ?? false, h.map { $0 < minimumTarget } ?? false]
      if small.contains(true) {
        let size: String
        if let w, let h {
          size = "\(Adjustment.format(w))×\(Adjustment.format(h)) pt"
        } else if let w {
          size = "\(Adjustment.format(w)) pt wide"
        } else {
          size = "\(Adjustment.format(h ?? 0)) pt tall"
        }
        warn(
          .smallTouchTarget, e, "\(name) is \(size), under the 44×44 pt minimum touch target",
          "make it at least 44 pt in each direction (a larger frame, or padding around the icon)")
      }
    }
    labelWords(e, name: name, isControl: reach.respondsToTouch(i), warn: warn)
  }

  /// The HIG's minimum touch target, in points.
  static let minimumTarget = 44.0

  /// Traits that add words to what VoiceOver says (reference §1.1 step 5).
  static let spokenTraits: Traits = [
    .button, .link, .image, .selected, .notEnabled, .header, .adjustable, .searchField,
    .tabBarItem, .switchButton, .textEntry, .backButton,
  ]

  /// An element's name for a message, each part quoted once: `'compose'` (its id),
  /// `group 'Modal View 0'` (its kind and label) or `'button'` (its kind alone).
  public static func quotedName(_ e: Element) -> String {
    if let id = e.id { return Sanitize.quote(id) }
    if let label = e.label, !label.isEmpty { return "\(e.kind.rawValue) \(Sanitize.quote(label))" }
    return Sanitize.quote(e.kind.rawValue)
  }

  /// A label to suggest for an unlabelled control: from its symbol name when it has one
  /// ("play.fill" → "Play"), else a generic example.
  static func suggestedLabel(for e: Element, fallback: String = "Compose") -> String {
    guard let symbol = e.symbol, let word = symbol.split(separator: ".").first, !word.isEmpty else { return fallback }
    return word.prefix(1).uppercased() + word.dropFirst()
  }
}
