/// Decoding of custom rotors whose results are computed (`RotorRule`): `words` + `in` (text
/// ranges inside elements) or `matching` (every stop whose text contains it).
struct RotorRuleKeys {
  var words: (value: [String], offset: Int)?
  var elements: (value: [ElementRef], offset: Int)?
  var matching: (value: String, offset: Int)?
  var targetsOffset: Int?
}

extension SceneDecoder {
  mutating func readRotorRule(_ m: TapeMember, path pathText: @autoclosure () -> String, into rule: inout RotorRuleKeys) {
    var path: String { pathText() }
    switch m.key {
    case "words":
      if let w = context.strings(m.value, path) {
        if w.isEmpty || w.contains(where: \.isEmpty) {
          context.error(m.value.offset, path, "'words' needs at least one word and no empty ones", "list the words to find, such as [\"teh\", \"recieve\"]")
        } else {
          rule.words = (w, m.keyOffset)
        }
      }
    case "in":
      if let items = context.array(m.value, path, example: "[\"note\"]") {
        rule.elements = (items.enumerated().compactMap { ref($0.element, "\(path)[\($0.offset)]") }, m.keyOffset)
      }
    case "matching":
      if let t = context.string(m.value, path, example: "\"Unread\"") {
        if t.isEmpty {
          context.error(m.value.offset, path, "'matching' is empty", "give the text the results contain, such as \"Unread\"")
        } else {
          rule.matching = (t, m.keyOffset)
        }
      }
    default: break
    }
  }

  /// One way of listing results per rotor: `targets`, `words` with `in`, or `matching`.
  mutating func finishRotorRule(_ r: RotorRuleKeys, path pathText: @autoclosure () -> String, offset: Int) -> RotorRule? {
    var path: String { pathText() }
    let given = [("targets", r.targetsOffset), ("words", r.words?.offset), ("matching", r.matching?.offset)].filter { $0.1 != nil }
    if given.count > 1 {
      context.error(given[1].1!, join(path, given[1].0), "the rotor has both '\(given[0].0)' and '\(given[1].0)'", "keep one way of listing results: targets, words with in, or matching")
      return nil
    }
    switch (r.words, r.elements) {
    case let (w?, e?): return .words(w.value, in: e.value)
    case (_?, nil): context.error(r.words!.offset, join(path, "words"), "'words' needs 'in': the elements whose text is searched", "add in: [\"note\"]"); return nil
    case (nil, let e?): context.error(e.offset, join(path, "in"), "'in' needs 'words': what to find in those elements", "add words: [\"teh\"]"); return nil
    case (nil, nil): break
    }
    if let m = r.matching { return .matching(m.value) }
    return nil
  }
}
