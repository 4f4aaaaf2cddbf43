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
    let es = scene.elements
    // Captures the elements, not the scene: the closure is made for every stop it is passed
    // for, and a copy of the whole scene each time showed in profiles.
    func warn(_ rule: SceneLintRule, _ i: ElementIndex, _ message: String, _ fix: String) {
      let e = es[i]
      result.append(SceneLintFinding(rule: rule, element: i, diagnostic: Diagnostic(.warning, offset: e.sourceOffset, path: ElementPath.of(e, in: es), message: message, fix: fix)))
    }
    let reach = Reachability(scene)
    for i in es.indices {
      // Most elements are warned about nothing: read their fields, copy only stops.
      if es[i].isElement, es[i].grouping == .none, reach.reached[i] {
        // Only children that would be stops without the parent are lost.
        let n = es[i].children.filter { reach.containsStop[$0] }.count
        if n > 0 {
          warn(
            .elementHidesChildren, i,
            "\(quotedName(es[i])) is an accessibility element and also has \(n) \(n == 1 ? "child" : "children") that would be \(n == 1 ? "a stop" : "stops"), so VoiceOver reads it as one element and never reaches \(n == 1 ? "it" : "them")",
            "remove 'element: true' to reach the children one by one, or use grouping: \"combine\" to read them as one stop on purpose")
        }
      }
      let container = es[i].containerType
      if container == .list || container == .landmark, es[i].explicitOrder == nil {
        warn(
          .containerWithoutOrder, i,
          "container '\(container.rawValue)' speaks '\(container == .list ? "List Start." : "Landmark.")' only when it has an explicit 'order' (UIKit's accessibilityElements)",
          "add order: [...] listing its children")
      }
      guard reach.reached[i] else { continue }
      if !reach.isStop(i), es[i].grouping == .none, reach.handlesTap(i), !reach.containsStop[i] {
        warn(
          .tapHandlerNotElement, i,
          "\(quotedName(es[i])) handles taps but is not an accessibility element and holds none, so VoiceOver, Voice Control and item scanning never reach it",
          "make it an element with a label and the button trait (a button, or element: true with traits: [\"button\"])")
      }
      guard reach.isStop(i) else { continue }
      checkStop(i, es[i], reach: reach, warn: warn)
    }
    duplicateLabels(scene, reach: reach, warn: warn)
    return result + switchValueFindings(for: scene) + replacedTraitsFindings(for: scene, reach: reach)
  }

  /// The warnings about one VoiceOver stop.
  static func checkStop(
    _ i: ElementIndex, _ e: Element, reach: Reachability,
    warn: (SceneLintRule, ElementIndex, String, String) -> Void
  ) {
    // Quoted only for a message.
    var name: String { quotedName(e) }
    let hasLabel = !(e.label ?? "").isEmpty
    let hasValue = !(e.value ?? "").isEmpty
    let hasHint = !(e.hint ?? "").isEmpty
    let named = hasLabel || hasValue || e.grouping == .combine
    // Only an element with nothing to say is looked at further (its tab bar is a walk up).
    let isTab = !named && (e.traits.contains(.tabBarItem) || reach.inTabBar(i))
    if !named, isTab, !hasHint {
      let said = reach.tabPosition(i).map { "Tab. \($0.n) of \($0.m)." } ?? "Tab."
      warn(
        .tabWithoutLabel, i, "\(name) has no label, so VoiceOver says only '\(said)'",
        "add a label that names the tab, such as label: \"\(suggestedLabel(for: e, fallback: "Favorites"))\"")
    } else if !named, hasHint, e.traits.contains(.button) || e.traits.contains(.link) || isTab {
      warn(
        .controlNamedByHint, i,
        "\(name) has no label, so VoiceOver speaks its hint \(Sanitize.quote(e.hint ?? "")) in place of a name and Voice Control has no name for it",
        "add a short label that names it, and keep the hint for what it does")
    } else if !named, e.traits.contains(.button) || e.traits.contains(.link) {
      warn(
        .controlWithoutLabel, i, "\(name) has no label, so VoiceOver says only '\(e.traits.contains(.button) ? "Button." : "Link.")'",
        "add a label that names what it does, such as label: \"\(suggestedLabel(for: e))\"")
    } else if !named, !hasHint, e.kind == .image || (e.traits.contains(.image) && e.traits.subtracting(.image).isEmpty) {
      warn(.imageWithoutLabel, i, "\(name) is an element with no label, so VoiceOver says only 'Image.'", "add a label, or element: false if it is decorative")
    } else if !named, !hasHint, e.actions.isEmpty, e.customContent.isEmpty, e.traits.intersection(spokenTraits).isEmpty, !reach.inTabBar(i) {
      warn(
        .silentStop, i, "\(name) is a VoiceOver stop that says nothing: it has no label, value, hint or spoken trait",
        "add a label, or element: false if it is decorative")
    }
    if e.traits.contains(.adjustable), e.adjustment == nil, e.onIncrement.isEmpty, e.onDecrement.isEmpty {
      warn(
        .adjustableWithoutAdjustment, i, "\(name) is adjustable but nothing changes its value, so swiping up or down does nothing",
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
          .smallTouchTarget, i, "\(name) is \(size), under the 44×44 pt minimum touch target",
          "make it at least 44 pt in each direction (a larger frame, or padding around the icon)")
      }
    }
    let decorative = decorativeImage(i, e, reach: reach, warn: warn)
    labelWords(i, e, isControl: reach.respondsToTouch(i), decorativeImage: decorative, warn: warn)
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
