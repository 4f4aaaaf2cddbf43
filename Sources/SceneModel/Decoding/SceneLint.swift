/// Warnings about scenes that load but will confuse VoiceOver users, or the reader of a transcript.
public enum SceneLint {
  public static func warnings(for scene: Scene) -> [Diagnostic] {
    var result: [Diagnostic] = []
    func warn(_ e: Element, _ message: String, _ fix: String) {
      result.append(Diagnostic(.warning, offset: e.sourceOffset, path: e.path, message: message, fix: fix))
    }
    for e in scene.elements {
      let speaksAsOne = e.isElement || e.grouping == .combine || e.grouping == .ignore
      if e.isElement, e.grouping == .none, !e.children.isEmpty {
        let n = e.children.count
        warn(
          e,
          "\(Sanitize.quote(e.displayName)) is an accessibility element and also has \(n) \(n == 1 ? "child" : "children"), so VoiceOver reads it as one element and never reaches the \(n == 1 ? "child" : "children")",
          "remove 'element: true' to reach the children one by one, or use grouping: \"combine\" to read them as one stop on purpose")
      }
      if (e.containerType == .list || e.containerType == .landmark), e.explicitOrder == nil {
        warn(
          e, "container '\(e.containerType.rawValue)' speaks '\(e.containerType == .list ? "List Start." : "Landmark.")' only when it has an explicit 'order' (UIKit's accessibilityElements)",
          "add order: [...] listing its children")
      }
      guard speaksAsOne, !e.hidden else { continue }
      let hasLabel = !(e.label ?? "").isEmpty || !(e.value ?? "").isEmpty || e.grouping == .combine
      if !hasLabel, e.traits.contains(.button) || e.traits.contains(.link) {
        warn(
          e, "\(Sanitize.quote(e.displayName)) has no label, so VoiceOver says only '\(e.traits.contains(.button) ? "Button." : "Link.")'",
          "add a label that names what it does, such as label: \"\(SceneLint.suggestedLabel(for: e))\"")
      } else if !hasLabel, e.kind == .image {
        warn(e, "\(Sanitize.quote(e.displayName)) is an element with no label, so VoiceOver says only 'Image.'", "add a label, or element: false if it is decorative")
      }
      if e.traits.contains(.adjustable), e.adjustment == nil, e.onIncrement.isEmpty, e.onDecrement.isEmpty {
        warn(
          e, "\(Sanitize.quote(e.displayName)) is adjustable but nothing changes its value, so swiping up or down does nothing",
          "add values/min/max, or onIncrement and onDecrement effects")
      }
    }
    return result + switchValueWarnings(for: scene)
  }

  /// A label to suggest for an unlabelled control: from its symbol name when it has one
  /// ("play.fill" → "Play"), else a generic example.
  static func suggestedLabel(for e: Element) -> String {
    guard let symbol = e.symbol, let word = symbol.split(separator: ".").first, !word.isEmpty else { return "Compose" }
    return word.prefix(1).uppercased() + word.dropFirst()
  }
}
