/// `traits:` written on an element that leaves out some of its kind's default traits, kept
/// by the decoder for `check` with where it was written. `traits` replaces the defaults
/// (UIKit's `accessibilityTraits = .selected`); `addTraits` and `removeTraits` edit them.
public struct ReplacedTraits: Sendable, Equatable {
  /// The traits written in `traits`.
  public var written: Traits
  /// The element's `removeTraits`: the traits it drops on purpose.
  public var removed: Traits
  /// The byte offset of the `traits` key.
  public var offset: Int

  public init(written: Traits, removed: Traits, offset: Int) {
    self.written = written
    self.removed = removed
    self.offset = offset
  }
}

extension SceneLint {
  /// Default traits that give a kind its role, with what VoiceOver stops saying without them.
  /// `staticText` is never spoken, and an image made a button drops `image` on purpose, so
  /// neither counts.
  static let roleTraitWords: [(trait: Traits, said: String)] = [
    (.button, "'Button.'"), (.backButton, "'Back Button.'"), (.switchButton, "'Switch Button.' and its state"),
    (.tabBarItem, "'Tab.'"), (.textEntry, "'Text Field.'"), (.secureTextField, "'Secure Text Field.'"),
    (.textArea, "the text area's hint"), (.header, "'Heading.'"), (.link, "'Link.'"),
    (.adjustable, "'Adjustable.'"), (.searchField, "'Search Field.'"), (.tabBar, "'Tab. N of M.' on its tabs"),
  ]

  /// The traits that give an element a role (`keyboardKey` is no kind's default, but a role).
  static let roleTraits: Traits = roleTraitWords.reduce(into: Traits.keyboardKey) { $0.formUnion($1.trait) }

  /// An element whose `traits` drop a role trait of its kind (`{ button: "Play", traits:
  /// ["selected"] }` is no longer a button), unless `removeTraits` drops it on purpose or
  /// the written traits give it another role of their own (a button made a link).
  static func replacedTraitsFindings(for scene: Scene, reach: Reachability) -> [SceneLintFinding] {
    scene.replacedTraits.sorted { $0.key < $1.key }.compactMap { index, replaced in
      let e = scene.elements[index]
      guard reach.reached[index] else { return nil }
      let defaults = e.kind.defaultTraits
      let dropped = defaults.intersection(roleTraits).subtracting(replaced.written).subtracting(replaced.removed)
      let newRole = replaced.written.intersection(roleTraits).subtracting(defaults)
      guard !dropped.isEmpty, newRole.isEmpty else { return nil }
      let written = replaced.written.names.map { "\"\($0)\"" }.joined(separator: ", ")
      let lost = dropped.names.map { "'\($0)'" }.joined(separator: " and ")
      let said = roleTraitWords.first { dropped.contains($0.trait) }?.said ?? "its role"
      let control = !dropped.intersection(Reachability.controlTraits).isEmpty && e.traits.intersection(Reachability.controlTraits).isEmpty
      let kept = defaults.subtracting(replaced.removed).union(replaced.written).names.map { "\"\($0)\"" }.joined(separator: ", ")
      // What the element ends up with besides its kind's traits, so `addTraits` alone keeps them.
      let added = e.traits.subtracting(defaults)
      var options: [SceneFix.Option] = []
      if !added.isEmpty {
        options.append(SceneFix.Option(
          [.remove("traits"), .set("addTraits", "[" + added.names.map { "\"\($0)\"" }.joined(separator: ", ") + "]")],
          purpose: "to keep the \(e.kind.word)'s own traits"))
      }
      options.append(SceneFix.Option([.set("traits", "[\(kept)]")]))
      return SceneLintFinding(
        rule: .traitsReplaced, element: index, offset: replaced.offset, path: scene.path(of: e) + ".traits",
        message: "\(scene.findingName(of: index).quoted) has traits: [\(written)], which replace a \(e.kind.word)'s own traits instead of adding to them: it loses \(lost), so VoiceOver no longer says \(said)"
          + (control ? " and nothing tells the user it is a control" : ""),
        fix: SceneFix(options, note: "removeTraits: [...] says a trait is dropped on purpose"))
    }
  }
}
