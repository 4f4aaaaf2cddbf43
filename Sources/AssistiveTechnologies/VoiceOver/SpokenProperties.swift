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

  /// The properties of an element in a scene.
  public init(element index: ElementIndex, in scene: Scene) {
    let e = scene.elements[index]
    self.init(
      label: e.label, value: e.value, hint: e.hint, traits: e.traits, actions: e.actions,
      customContent: e.customContent, language: e.language)
    guard e.grouping == .combine, !e.isElement else { return }
    var labels: [String] = []
    var values: [String] = []
    var hint: String?
    var switchValue: String?
    var traits: Traits = []
    var actions: [CustomAction] = []
    var content: [CustomContent] = []
    func visit(_ i: ElementIndex) {
      let c = scene.elements[i]
      if c.hidden { return }
      if c.isElement || c.grouping == .combine {
        let p = SpokenProperties(element: i, in: scene)
        if let l = p.label, !l.isEmpty { labels.append(l) }
        if let v = p.value, !v.isEmpty, !p.traits.contains(.switchButton) { values.append(v) }
        if p.traits.contains(.switchButton), switchValue == nil { switchValue = p.value }
        if hint == nil, let h = p.hint, !h.isEmpty { hint = h }
        traits.formUnion(p.traits)
        actions += p.actions
        content += p.customContent
        return
      }
      for k in c.children { visit(k) }
    }
    for c in e.children { visit(c) }
    if (e.label ?? "").isEmpty, !labels.isEmpty { label = labels.joined(separator: ", ") }
    if (e.value ?? "").isEmpty, !values.isEmpty { value = values.joined(separator: ", ") }
    // A combined switch row speaks the switch's state, which comes from the raw value.
    if (e.value ?? "").isEmpty, values.isEmpty, let switchValue { value = switchValue }
    if self.hint == nil { self.hint = hint }
    // Static text and images inside say nothing extra once combined.
    self.traits.formUnion(traits.subtracting([.staticText, .image]))
    self.actions += actions
    self.customContent += content
  }

  /// What `init(element:in:)` gives as `label`, without the values, traits and actions:
  /// Voice Control's index reads it for every item. Visits the same children in the same way.
  public static func label(element index: ElementIndex, in scene: Scene) -> String? {
    // Each property read in place: copying an element would retain all it holds.
    let own = scene.elements[index].label
    guard scene.elements[index].grouping == .combine, !scene.elements[index].isElement, (own ?? "").isEmpty else { return own }
    var labels: [String] = []
    func visit(_ i: ElementIndex) {
      if scene.elements[i].hidden { return }
      if scene.elements[i].isElement || scene.elements[i].grouping == .combine {
        if let l = label(element: i, in: scene), !l.isEmpty { labels.append(l) }
        return
      }
      for k in scene.elements[i].children { visit(k) }
    }
    for c in scene.elements[index].children { visit(c) }
    return labels.isEmpty ? own : labels.joined(separator: ", ")
  }

  /// What `init(element:in:)` gives as `traits`, and whether it gives any custom actions,
  /// without building the labels and values: the tree's rotor and interactive tables read
  /// these for every stop. Visits the same children in the same way.
  public static func traitsAndActions(element index: ElementIndex, in scene: Scene) -> (traits: Traits, hasActions: Bool) {
    let own = scene.elements[index].traits
    var hasActions = !scene.elements[index].actions.isEmpty
    guard scene.elements[index].grouping == .combine, !scene.elements[index].isElement else { return (own, hasActions) }
    var traits: Traits = []
    func visit(_ i: ElementIndex) {
      if scene.elements[i].hidden { return }
      if scene.elements[i].isElement || scene.elements[i].grouping == .combine {
        let p = traitsAndActions(element: i, in: scene)
        traits.formUnion(p.traits)
        if p.hasActions { hasActions = true }
        return
      }
      for k in scene.elements[i].children { visit(k) }
    }
    for c in scene.elements[index].children { visit(c) }
    return (own.union(traits.subtracting([.staticText, .image])), hasActions)
  }
}
