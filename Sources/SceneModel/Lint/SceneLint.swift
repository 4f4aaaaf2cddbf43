/// Warnings about scenes that load but will confuse VoiceOver users, or the reader of a transcript.
///
/// Each warning belongs to a rule (`SceneLintRule`; its metadata is the audit's,
/// `AuditRegistry`) and must be true of what VoiceOver, Switch Control or Voice Control
/// actually do: elements that are never reached (hidden, or inside an element that speaks as
/// one) are not warned about. Messages name elements as every finding does
/// (`Scene.findingName(of:)`), and each fix is scene edits (`SceneFix`).
public enum SceneLint {
  public static func warnings(for scene: Scene) -> [Diagnostic] {
    findings(for: scene).map(\.diagnostic)
  }

  /// How a check reports a warning on an element: rule, element, message, fix.
  typealias Warn = (SceneLintRule, ElementIndex, String, SceneFix) -> Void

  /// Every warning with its rule.
  public static func findings(for scene: Scene) -> [SceneLintFinding] {
    var result: [SceneLintFinding] = []
    let es = scene.elements
    // Captures the elements, not the scene: the closure is made for every stop it is passed
    // for, and a copy of the whole scene each time showed in profiles.
    func warn(_ rule: SceneLintRule, _ i: ElementIndex, _ message: String, _ fix: SceneFix) {
      let e = es[i]
      result.append(SceneLintFinding(rule: rule, element: i, offset: e.sourceOffset, path: ElementPath.of(e, in: es), message: message, fix: fix))
    }
    let reach = Reachability(scene)
    for i in es.indices {
      // Most elements are warned about nothing: read their fields, copy only stops.
      if es[i].isElement, es[i].grouping == .none, reach.reached[i] {
        // Only children that would be stops without the parent are lost.
        let n = es[i].children.filter { reach.containsStop[$0] }.count
        if n > 0 {
          let combine = SceneFix.Option([.set("grouping", "\"combine\"")], purpose: "to read them as one stop on purpose")
          let fix = es[i].kind == .element
            ? SceneFix([combine], note: "or make it a container kind (a vstack or group) to reach them one by one")
            : SceneFix([SceneFix.Option([.set("element", "false")], purpose: "to reach the children one by one"), combine])
          warn(
            .elementHidesChildren, i,
            "\(scene.findingName(of: i).quoted) is an accessibility element and also has \(n) \(n == 1 ? "child" : "children") that would be \(n == 1 ? "a stop" : "stops"), so VoiceOver reads it as one element and never reaches \(n == 1 ? "it" : "them")",
            fix)
        }
      }
      let container = es[i].containerType
      if container == .list || container == .landmark, es[i].explicitOrder == nil {
        warn(
          .containerWithoutOrder, i,
          "\(scene.findingName(of: i).quoted) is a \(container.rawValue) container, which says '\(container == .list ? "List Start." : "Landmark.")' only when it has an explicit 'order' (UIKit's accessibilityElements)",
          orderFix(scene, i))
      }
      guard reach.reached[i] else { continue }
      // Read in place: most elements have neither a label nor a value.
      if !reach.isStop(i), es[i].label != nil || es[i].value != nil {
        containerLabel(i, es[i], scene: scene, warn: warn)
      }
      if !reach.isStop(i), es[i].grouping == .none, reach.handlesTap(i), !reach.containsStop[i] {
        var edits: [SceneFix.Edit] = [.set("element", "true")]
        if Scene.ownText(es[i]) == nil { edits.append(.set("label", SceneFix.string(suggestedLabel(for: es[i], in: scene, index: i)))) }
        edits.append(.set("addTraits", "[\"button\"]"))
        warn(
          .tapHandlerNotElement, i,
          "\(scene.findingName(of: i).quoted) handles taps but is not an accessibility element and holds none, so VoiceOver, Voice Control and item scanning never reach it",
          SceneFix([SceneFix.Option(edits, purpose: "to make it a button every technology reaches")]))
      }
      guard reach.isStop(i) else { continue }
      checkStop(i, es[i], in: scene, reach: reach, warn: warn)
    }
    duplicateLabels(scene, reach: reach, warn: warn)
    return result + switchValueFindings(for: scene) + replacedTraitsFindings(for: scene, reach: reach)
  }

  /// `order: [...]` listing the container's children, with ids for those without one.
  static func orderFix(_ scene: Scene, _ i: ElementIndex) -> SceneFix {
    var edits: [SceneFix.Edit] = []
    var ids: [String] = []
    var taken = Set<String>()
    let base = scene.elements[i].id.map { $0 + "-item" } ?? "item"
    for c in scene.elements[i].children {
      if let id = scene.elements[c].id {
        ids.append(id)
        continue
      }
      let id = SceneFix.freshID(base + String(ids.count + 1), in: scene, avoiding: taken)
      taken.insert(id)
      ids.append(id)
      edits.append(.set("id", SceneFix.string(id), on: c, named: scene.findingName(of: c).quoted))
    }
    edits.append(.set("order", SceneFix.strings(ids)))
    return SceneFix([SceneFix.Option(edits, purpose: "listing its children in reading order")])
  }

  /// A `label` or `value` on a container that is not a stop: loaded, never spoken. A
  /// semantic group's label keeps its children together (and Apple leaves it to assistive
  /// technologies to use it), so it is left alone; kinds whose title is a heading child
  /// (alerts, sheets, navigation bars) set no label.
  static func containerLabel(_ i: ElementIndex, _ e: Element, scene: Scene, warn: Warn) {
    // Containers only: a leaf made `element: false` is hidden on purpose (a decorative
    // image), and a UIKit stepper is two buttons whose label is the stepper's own affair.
    guard e.kind.acceptsChildren, e.grouping == .none || e.grouping == .contain, e.containerType != .semanticGroup else { return }
    let label = e.label.flatMap { $0.isEmpty ? nil : $0 }
    let value = e.value.flatMap { $0.isEmpty ? nil : $0 }
    guard label != nil || value != nil else { return }
    var said: [String] = []
    if let label { said.append("the label \(Sanitize.quote(label))") }
    if let value { said.append("the value \(Sanitize.quote(value))") }
    let keys = (label != nil ? ["label"] : []) + (value != nil ? ["value"] : [])
    let what = "\(article(e.kind.word)) \(e.kind.word) that is not an accessibility element"
    warn(
      .containerLabelNotSpoken, i,
      "\(scene.findingName(of: i).quoted) is \(what), so \(said.joined(separator: " and ")) \(said.count == 1 ? "is" : "are") loaded but never spoken: VoiceOver reads only the elements inside",
      SceneFix([
        SceneFix.Option(keys.map { .remove($0) }, purpose: "and put the words on a header or an element inside it, where they are spoken"),
        SceneFix.Option([.set("grouping", "\"combine\"")], purpose: "to read the whole group as one stop that says them"),
      ]))
  }

  /// The warnings about one VoiceOver stop.
  static func checkStop(_ i: ElementIndex, _ e: Element, in scene: Scene, reach: Reachability, warn: Warn) {
    // Quoted only for a message.
    var name: String { scene.findingName(of: i).quoted }
    let hasLabel = !(e.label ?? "").isEmpty
    let hasValue = !(e.value ?? "").isEmpty
    let hasHint = !(e.hint ?? "").isEmpty
    let named = hasLabel || hasValue || e.grouping == .combine
    // Only an element with nothing to say is looked at further (its tab bar is a walk up).
    let isTab = !named && (e.traits.contains(.tabBarItem) || reach.inTabBar(i))
    // Fixes are built only for a warning (most stops have none).
    func labelFix(_ purpose: String) -> SceneFix {
      SceneFix(.set("label", SceneFix.string(suggestedLabel(for: e, in: scene, index: i))), purpose: purpose)
    }
    var decorativeFix: SceneFix {
      SceneFix(
        [SceneFix.Option([.set("label", SceneFix.string(suggestedLabel(for: e, in: scene, index: i)))], purpose: "saying what it shows")]
          + (e.kind == .element ? [] : [SceneFix.Option([.set("element", "false")], purpose: "if it is decorative")]),
        note: e.kind == .element ? "or, if it is decorative, make it a plain view (a group) rather than an element" : nil)
    }
    if !named, isTab, !hasHint {
      let said = reach.tabPosition(i).map { "Tab. \($0.n) of \($0.m)." } ?? "Tab."
      warn(.tabWithoutLabel, i, "\(name) has no label, so VoiceOver says only '\(said)'", labelFix("naming the tab"))
    } else if !named, hasHint, e.traits.contains(.button) || e.traits.contains(.link) || isTab {
      warn(
        .controlNamedByHint, i,
        "\(name) has no label, so VoiceOver speaks its hint \(Sanitize.quote(e.hint ?? "")) in place of a name and Voice Control has no name for it",
        labelFix("naming it, and keep the hint for what it does"))
    } else if !named, e.traits.contains(.button) || e.traits.contains(.link) {
      warn(
        .controlWithoutLabel, i, "\(name) has no label, so VoiceOver says only '\(e.traits.contains(.button) ? "Button." : "Link.")'",
        labelFix("naming what it does"))
    } else if !named, !hasHint, e.kind == .image || (e.traits.contains(.image) && e.traits.subtracting(.image).isEmpty) {
      warn(.imageWithoutLabel, i, "\(name) is an image element with no label, so VoiceOver says only 'Image.'", decorativeFix)
    } else if !named, !hasHint, e.actions.isEmpty, e.customContent.isEmpty, e.traits.intersection(spokenTraits).isEmpty, !reach.inTabBar(i) {
      warn(.silentStop, i, "\(name) is a VoiceOver stop that says nothing: it has no label, value, hint or spoken trait", decorativeFix)
    }
    if e.traits.contains(.adjustable), e.adjustment == nil, e.onIncrement.isEmpty, e.onDecrement.isEmpty {
      warn(
        .adjustableWithoutAdjustment, i, "\(name) is adjustable but nothing changes its value, so swiping up or down does nothing",
        SceneFix([SceneFix.Option([.set("min", "0"), .set("max", "5")], purpose: "(a range that swiping steps through; named steps, or increment and decrement effects, work too)")]))
    }
    if reach.respondsToTouch(i) {
      let w = e.layout.frame?.width ?? e.layout.width
      let h = e.layout.frame?.height ?? e.layout.height
      let minimum = scene.settings.minimumTouchTarget
      let small = [w.map { $0 < minimum } ?? false, h.map { $0 < minimum } ?? false]
      if small.contains(true) {
        let size: String
        if let w, let h {
          size = "\(Adjustment.format(w))×\(Adjustment.format(h)) pt"
        } else if let w {
          size = "\(Adjustment.format(w)) pt wide"
        } else {
          size = "\(Adjustment.format(h ?? 0)) pt tall"
        }
        let least = Adjustment.format(minimum)
        warn(.smallTouchTarget, i, "\(name) is \(size), under the \(least)×\(least) pt minimum touch target", targetFix(e, minimum: minimum))
      }
    }
    let decorative = decorativeImage(i, e, reach: reach, warn: warn)
    labelWords(i, e, isControl: reach.respondsToTouch(i), decorativeImage: decorative, warn: warn)
  }

  /// At least the minimum (44 pt unless the scene says) in each direction: a larger `frame`,
  /// or `width`/`height` of the minimum.
  static func targetFix(_ e: Element, minimum: Double) -> SceneFix {
    let least = Adjustment.format(minimum)
    if let f = e.layout.frame {
      let value = "[\(Adjustment.format(f.x)), \(Adjustment.format(f.y)), \(Adjustment.format(max(f.width, minimum))), \(Adjustment.format(max(f.height, minimum)))]"
      return SceneFix(.set("frame", value), purpose: "(or keep the icon small and pad the frame around it)")
    }
    var edits: [SceneFix.Edit] = []
    if let w = e.layout.width, w < minimum { edits.append(.set("width", least)) }
    if let h = e.layout.height, h < minimum { edits.append(.set("height", least)) }
    return SceneFix([SceneFix.Option(edits, purpose: "(or keep the icon small and pad the frame around it)")])
  }

  /// Traits that add words to what VoiceOver says (reference §1.1 step 5).
  static let spokenTraits: Traits = [
    .button, .link, .image, .selected, .notEnabled, .header, .adjustable, .searchField,
    .tabBarItem, .switchButton, .textEntry, .backButton,
  ]

  /// A label to suggest for an element without one: from its symbol's name ("play.fill"
  /// → "Play"), else, for a control, its id's words ("signIn" → "Sign in"), else its
  /// children's labels, else "..." for the author to fill in. Never an example from
  /// another scene.
  public static func suggestedLabel(for e: Element, in scene: Scene, index i: ElementIndex) -> String {
    if let symbol = e.symbol, let word = symbol.split(separator: ".").first, !word.isEmpty {
      return word.prefix(1).uppercased() + word.dropFirst()
    }
    let control = e.traits.contains(.button) || e.traits.contains(.link) || e.traits.contains(.tabBarItem)
    if control, let id = e.id, let words = Self.words(ofID: id) { return words }
    let children = scene.childLabels(of: i)
    if !children.isEmpty { return children.joined(separator: ", ") }
    return "..."
  }

  /// "signIn", "sign-in", "sign_in" → "Sign in"; nil when the id is not words (digits,
  /// one letter).
  static func words(ofID id: String) -> String? {
    var words: [String] = []
    var current = ""
    for c in id {
      if c == "-" || c == "_" || c == "." || c == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if c.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
        words.append(current)
        current = String(c)
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { words.append(current) }
    let letters = words.joined()
    guard letters.count > 1, letters.contains(where: \.isLetter) else { return nil }
    let lower = words.map { $0.lowercased() }.joined(separator: " ")
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }
}

extension SceneLint {
  /// An id to suggest for an element a fix must refer to: its label in camel case
  /// ("Edit invoice" → "editInvoice"), else its kind.
  public static func suggestedID(for e: Element) -> String {
    let words = (Scene.ownText(e) ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(4)
    guard let first = words.first, first.first?.isLetter == true else { return e.kind.rawValue }
    return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
  }
}

extension SceneLint {
  /// "a" or "an" before a word, for messages.
  public static func article(_ word: String) -> String { "aeiou".contains(word.prefix(1).lowercased()) ? "an" : "a" }
}
