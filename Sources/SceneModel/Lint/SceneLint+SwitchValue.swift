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
      return SceneLintFinding(
        rule: .switchValueIgnored, element: index, offset: value.offset, path: scene.path(of: e) + ".value",
        message: "\(scene.findingName(of: index).quoted) is a switch, which speaks its state ('On.' or 'Off.') and never the value \(Sanitize.quote(value.text)): UISwitch ignores accessibilityValue",
        fix: SceneFix(
          [SceneFix.Option([.remove("value")], purpose: "and say the state with on: true or false")],
          note: "to speak your own value, make it a custom toggle: an element with the button and switchButton traits, whose value \"1\" is On, \"0\" Off, \"2\" Mixed and other text is spoken as written on iOS 17 and later"))
    }
  }
}
