/// A value written where the control ignores it, kept for `check` with where it was written.
public struct IgnoredValue: Sendable, Equatable {
  public var text: String
  public var offset: Int
  public init(text: String, offset: Int) {
    self.text = text
    self.offset = offset
  }
}

extension SceneLint {
  /// A `value` on a `toggle`: UISwitch ignores `accessibilityValue` and speaks its state, so
  /// the value is never heard. The custom-toggle pattern (an element with the switch trait)
  /// is what speaks a value (reference §1.1 step 5.4).
  static func switchValueFindings(for scene: Scene) -> [SceneLintFinding] {
    scene.ignoredSwitchValues.sorted { $0.key < $1.key }.map { index, value in
      let e = scene.elements[index]
      return SceneLintFinding(rule: .switchValueIgnored, element: index, diagnostic: Diagnostic(
        .warning, offset: value.offset, path: scene.path(of: e) + ".value",
        message: "\(Sanitize.quote(e.id ?? e.label ?? e.kind.rawValue)) is a switch, which speaks its state ('On.' or 'Off.') and never the value \(Sanitize.quote(value.text)): UISwitch ignores accessibilityValue",
        fix: "remove 'value' and set on: true or false; to speak your own value, make a custom toggle: { element: \"\(e.label ?? "Wi-Fi")\", traits: [\"button\", \"switchButton\"], value: \"1\" } (\"1\" On, \"0\" Off, \"2\" Mixed, other text spoken as written on iOS 17 and later)"))
    }
  }
}
