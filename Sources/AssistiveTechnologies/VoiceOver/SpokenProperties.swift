import SceneModel

/// The accessibility properties VoiceOver reads for a stop.
///
/// For most stops these are the element's own; an element that combines its children
/// (`grouping: "combine"`, SwiftUI's `.combine`) reads its children's labels and values
/// joined with ", ", the union of their traits, and their custom actions.
public struct SpokenProperties: Sendable, Equatable {
  public var label: String?
  public var value: String?
  public var hint: String?
  public var traits: Traits
  public var actions: [CustomAction]
  public var customContent: [CustomContent]
  public var language: String?

  public init(
    label: String?, value: String?, hint: String?, traits: Traits,
    actions: [CustomAction] = [], customContent: [CustomContent] = [], language: String? = nil
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.actions = actions
    self.customContent = customContent
    self.language = language
  }

  /// The properties of an element in a scene. Each property is read in place: copying an
  /// element would retain everything it holds (a quarter of `axsim diff`'s time at 100k).
  public init(element index: ElementIndex, in scene: Scene) {
    self.init(
      label: scene.elements[index].label, value: scene.elements[index].value, hint: scene.elements[index].hint,
      traits: scene.elements[index].traits, actions: scene.elements[index].actions,
      customContent: scene.elements[index].customContent, language: scene.elements[index].language)
    guard scene.elements[index].grouping == .combine, !scene.elements[index].isElement else { return }
    var parts = CombinedParts()
    for c in scene.elements[index].children { Self.collect(c, in: scene, into: &parts) }
    if (label ?? "").isEmpty, !parts.labels.isEmpty { label = parts.labels.joined(separator: ", ") }
    if (value ?? "").isEmpty, !parts.values.isEmpty { value = parts.values.joined(separator: ", ") }
    // A combined switch row speaks the switch's state, which comes from the raw value.
    if (value ?? "").isEmpty, parts.values.isEmpty, let switchValue = parts.switchValue { value = switchValue }
    if self.hint == nil { self.hint = parts.hint }
    // Static text and images inside say nothing extra once combined.
    self.traits.formUnion(parts.traits.subtracting([.staticText, .image]))
    self.actions += parts.actions
    self.customContent += parts.content
  }

  /// What a combining element gathers from its children.
  private struct CombinedParts {
    var labels: [String] = []
    var values: [String] = []
    var hint: String?
    var switchValue: String?
    var traits: Traits = []
    var actions: [CustomAction] = []
    var content: [CustomContent] = []
  }

  /// Gathers what element `i` gives a combining ancestor: its own properties when it is an
  /// element or combines, else its children's. A static function, not a nested one: a
  /// nested function capturing `scene` copies the whole scene each time it is made.
  private static func collect(_ i: ElementIndex, in scene: Scene, into parts: inout CombinedParts) {
    if scene.elements[i].hidden { return }
    if scene.elements[i].isElement || scene.elements[i].grouping == .combine {
      let p = SpokenProperties(element: i, in: scene)
      if let l = p.label, !l.isEmpty { parts.labels.append(l) }
      if let v = p.value, !v.isEmpty, !p.traits.contains(.switchButton) { parts.values.append(v) }
      if p.traits.contains(.switchButton), parts.switchValue == nil { parts.switchValue = p.value }
      if parts.hint == nil, let h = p.hint, !h.isEmpty { parts.hint = h }
      parts.traits.formUnion(p.traits)
      parts.actions += p.actions
      parts.content += p.customContent
      return
    }
    for k in scene.elements[i].children { collect(k, in: scene, into: &parts) }
  }

  /// What `init(element:in:)` gives as `label`, without the values, traits and actions:
  /// Voice Control's index reads it for every item. Visits the same children in the same way.
  public static func label(element index: ElementIndex, in scene: Scene) -> String? {
    // Each property read in place: copying an element would retain all it holds.
    let own = scene.elements[index].label
    guard scene.elements[index].grouping == .combine, !scene.elements[index].isElement, (own ?? "").isEmpty else { return own }
    var labels: [String] = []
    for c in scene.elements[index].children { collectLabels(c, in: scene, into: &labels) }
    return labels.isEmpty ? own : labels.joined(separator: ", ")
  }

  private static func collectLabels(_ i: ElementIndex, in scene: Scene, into labels: inout [String]) {
    if scene.elements[i].hidden { return }
    if scene.elements[i].isElement || scene.elements[i].grouping == .combine {
      if let l = label(element: i, in: scene), !l.isEmpty { labels.append(l) }
      return
    }
    for k in scene.elements[i].children { collectLabels(k, in: scene, into: &labels) }
  }

  /// What `init(element:in:)` gives as `traits`, and whether it gives any custom actions,
  /// without building the labels and values: the tree's rotor and interactive tables read
  /// these for every stop. Visits the same children in the same way.
  public static func traitsAndActions(element index: ElementIndex, in scene: Scene) -> (traits: Traits, hasActions: Bool) {
    let own = scene.elements[index].traits
    var hasActions = !scene.elements[index].actions.isEmpty
    guard scene.elements[index].grouping == .combine, !scene.elements[index].isElement else { return (own, hasActions) }
    var traits: Traits = []
    for c in scene.elements[index].children { collectTraits(c, in: scene, traits: &traits, hasActions: &hasActions) }
    return (own.union(traits.subtracting([.staticText, .image])), hasActions)
  }

  private static func collectTraits(_ i: ElementIndex, in scene: Scene, traits: inout Traits, hasActions: inout Bool) {
    if scene.elements[i].hidden { return }
    if scene.elements[i].isElement || scene.elements[i].grouping == .combine {
      let p = traitsAndActions(element: i, in: scene)
      traits.formUnion(p.traits)
      if p.hasActions { hasActions = true }
      return
    }
    for k in scene.elements[i].children { collectTraits(k, in: scene, traits: &traits, hasActions: &hasActions) }
  }
}
