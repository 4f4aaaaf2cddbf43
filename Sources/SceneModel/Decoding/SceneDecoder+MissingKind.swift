import NameSuggestions

/// The message for an element object with no kind key: the word that was probably meant as
/// its kind, named, with the kind (or construct) to write.
extension SceneDecoder {
  /// Reports an element whose members hold no kind, in this order of guesses:
  ///
  /// 1. a framework or everyday view name (`UILabel`, `ProgressView`, `carousel`), from
  ///    `FrameworkKinds`;
  /// 2. a kind in the wrong case (`Button`, `VStack`);
  /// 3. a misspelled kind (`imag`), unless the word is nearer a property than a kind;
  /// 4. any other unknown word, named as the would-be kind;
  /// 5. only properties (`{ label: "OK" }`): the element has no kind.
  mutating func reportMissingKind(_ members: TapeMembers, node: TapeNode, path: String) {
    let unknown = members.filter { !SceneDecoder.commonKeySet.contains($0.key) }
    func report(_ m: TapeMember, _ fix: String) {
      context.error(m.keyOffset, join(path, m.key), "unknown element kind \(Sanitize.quote(m.key))", fix)
    }
    // A property name is taken for a view only when it holds children (`{ row: [...] }`).
    let candidates = members.filter { m in
      if !SceneDecoder.commonKeySet.contains(m.key) { return true }
      if case .array = m.value.value { return true }
      return false
    }
    if let m = candidates.first(where: { FrameworkKinds.entry(for: $0.key) != nil }),
      let entry = FrameworkKinds.entry(for: m.key)
    {
      report(m, entry.fix)
      return
    }
    let kindNames = SceneDecoder.allKindNames
    if let m = unknown.first(where: { ElementKind.named(Self.kindSpelling($0.key, among: kindNames) ?? "") != nil }),
      let kind = Self.kindSpelling(m.key, among: kindNames)
    {
      report(m, "kinds are written in lower camel case: did you mean '\(kind)'?")
      return
    }
    for m in unknown {
      guard let kind = Suggest.closest(to: m.key, among: kindNames) else { continue }
      // A misspelled property (`lable`) is not taken for a kind.
      if let property = Suggest.closest(to: m.key, among: SceneDecoder.commonKeys),
        Self.distance(m.key, property) <= Self.distance(m.key, kind)
      {
        continue
      }
      report(m, "did you mean '\(kind)'?")
      return
    }
    let start = "start the element with a kind such as { button: \"OK\" }, { text: \"Hello\" } or { vstack: [...] }"
    if let m = unknown.first {
      if let property = Suggest.closest(to: m.key, among: SceneDecoder.commonKeys),
        Self.distance(m.key, property) <= (m.key.count >= 6 ? 2 : 1)
      {
        report(m, start + ", and did you mean the property '\(property)'?")
      } else {
        report(m, start + " (Docs/SceneFormat.md lists the kinds)")
      }
      return
    }
    context.error(
      node.offset, path, "the element has no kind",
      "start it with a kind such as { button: \"OK\" }, { text: \"Hello\" } or { vstack: [...] }")
  }

  /// The fix when a titled control also has `image:` or `text:` (`{ button: "Edit", image:
  /// "pencil" }`): the symbol or the title, which the control takes as properties.
  static func secondKindFix(_ members: TapeMembers) -> String? {
    let kinds = members.map(\.key)
    guard kinds.count == 2, let control = kinds.first(where: FrameworkNames.titledKinds.contains) else { return nil }
    func string(_ key: String, or fallback: String) -> String {
      guard case .string(let s)? = members.first(where: { $0.key == key })?.value.value, !s.isEmpty, s.count <= 40 else {
        return fallback
      }
      return Sanitize.forMessage(s)
    }
    if kinds.contains("image") {
      let title = string(control, or: "Edit")
      let symbol = string("image", or: "pencil")
      return "an icon on a \(control) is its symbol: { \(control): \"\(title)\", symbol: \"\(symbol)\" } draws both"
    }
    if kinds.contains("text") { return FrameworkNames.suggestion(for: "text", allowed: [], kind: control) }
    return nil
  }

  /// The kind name `key` spells in another case (`Button`, `VStack`, `NAVBAR`), if any.
  static func kindSpelling(_ key: String, among names: [String]) -> String? {
    let lower = key.lowercased()
    return names.first { $0.lowercased() == lower }
  }

  /// The edit distance between two names, ignoring case.
  static func distance(_ a: String, _ b: String) -> Int {
    EditDistance.distance(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
  }
}
