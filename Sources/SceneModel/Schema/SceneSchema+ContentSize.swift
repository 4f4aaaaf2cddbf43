/// `settings.contentSize`: a size code in any letter case, or a long name, as
/// `ContentSizeCategory.named` reads it.
extension SceneSchema {
  static var contentSize: SchemaNode {
    let codes = ContentSizeCategory.allCases.map(\.rawValue)
    let standard = SceneSettings().contentSize
    let listed = codes.map { $0 == standard.rawValue ? $0 + " (the default)" : $0 }
    let examples = [standard, ContentSizeCategory.allCases.first(where: \.isAccessibilitySize) ?? standard].compactMap { size in
      ContentSizeCategory.aliases.filter { $0.value == size }.keys.sorted().first.map { "\"\($0)\"" }
    }
    return [
      "description": .string(
        "Dynamic Type content size: " + listed.joined(separator: ", ")
          + " (any letter case), or a long name such as " + sentenceList(examples) + "."),
      "anyOf": [
        ["type": "string", "enum": .strings(codes + ContentSizeCategory.aliases.keys.sorted())],
        ["type": "string", "pattern": .string(codePattern)],
      ],
    ]
  }

  /// The pattern of the size codes in any case, worked out once.
  static let codePattern = uppercasePattern(ContentSizeCategory.allCases.map(\.rawValue))

  /// A pattern for the strings whose `uppercased()` is one of `codes`: the decoder upper-cases
  /// a size before it compares it with the codes, so "xxl" is accepted, and so is "xſ"
  /// (U+017F, long s, upper-cases to S). Swift upper-cases each Unicode scalar on its own,
  /// so the pattern is the codes with each letter replaced by the scalars that upper-case to it.
  static func uppercasePattern(_ codes: [String]) -> String {
    let letters = Set(codes.flatMap(\.unicodeScalars))
    // Every scalar whose upper case is made of the codes' letters, by that upper case. Only
    // scalars of the Basic Multilingual Plane upper-case to ASCII (the cased scripts of the
    // other planes map within themselves), and scanning all 17 planes would take most of
    // the schema's time.
    var spellings: [String: [Unicode.Scalar]] = [:]
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      guard letters.contains(scalar) || properties.changesWhenUppercased else { continue }
      let upper = properties.uppercaseMapping
      if !upper.isEmpty, upper.unicodeScalars.allSatisfy(letters.contains) { spellings[upper, default: []].append(scalar) }
    }
    func pattern(_ rest: Substring) -> String {
      if rest.isEmpty { return "" }
      let ways = spellings.keys.filter { rest.hasPrefix($0) }.sorted { ($0.count, $0) < ($1.count, $1) }
      let alternatives = ways.map { upper in characterClass(spellings[upper] ?? []) + pattern(rest.dropFirst(upper.count)) }
      return alternatives.count == 1 ? alternatives[0] : "(?:" + alternatives.joined(separator: "|") + ")"
    }
    return "^(?:" + codes.map { pattern($0[...]) }.joined(separator: "|") + ")$"
  }

  /// `[sSſ]` for several scalars, the scalar itself for one.
  static func characterClass(_ scalars: [Unicode.Scalar]) -> String {
    let written = scalars.sorted { $0.value < $1.value }.map { s -> String in
      if s.properties.isAlphabetic || ("0"..."9").contains(s) { return String(s) }
      let hex = String(s.value, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return written.count == 1 ? written[0] : "[" + written.joined() + "]"
  }
}
