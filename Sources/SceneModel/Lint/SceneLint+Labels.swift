extension SceneLint {
  /// Words VoiceOver already says for a trait; a label ending in one says it twice.
  static let traitWords: [(trait: Traits, words: [String])] = [
    (.button, ["button", "btn"]),
    (.link, ["link"]),
    (.image, ["image", "icon"]),
    (.header, ["heading"]),
    (.tabBarItem, ["tab"]),
    (.adjustable, ["slider", "adjustable"]),
    (.switchButton, ["switch", "toggle"]),
    (.searchField, ["search field"]),
    (.textEntry, ["text field"]),
  ]

  /// Words that state a switch's state, which its value already says.
  static let switchStateWords = ["on", "off", "enabled", "disabled"]
  /// Words that state selection, which the selected trait already says.
  static let selectionStateWords = ["selected", "unselected", "not selected", "checked", "unchecked"]

  /// Warnings about the words of a stop's label: the trait or the state said in the label,
  /// and a label that is only emoji. A decorative image's "icon" or "image" is
  /// `decorative-image-exposed`'s, not said twice.
  static func labelWords(_ i: ElementIndex, _ e: Element, isControl: Bool, decorativeImage: Bool, warn: Warn) {
    guard let label = e.label, !label.isEmpty else { return }
    // Most labels end with none of the listed words: found from the bytes, without trimming
    // or lower-casing the label.
    if mayEndWithListedWord(label) {
      let trimmed = trimmedLabel(label)
      let words = trimmed.lowercased()
      for (trait, traitWords) in traitWords where e.traits.contains(trait) && !(decorativeImage && trait == .image) {
        guard let word = traitWords.first(where: { words.hasSuffix(" " + $0) }) else { continue }
        let shorter = String(trimmed.dropLast(word.count)).trimmingTrailingSpaces()
        warn(
          .labelRepeatsTrait, i, "the label \(Sanitize.quote(label)) ends with '\(word)', which VoiceOver already says for the trait, so it is heard twice",
          SceneFix(.set("label", SceneFix.string(shorter)), purpose: "(the trait says the rest)"))
        break
      }
      let stateWords = (e.traits.contains(.switchButton) ? switchStateWords : []) + selectionStateWords
      if let word = stateWords.first(where: { words.hasSuffix(" " + $0) }) {
        let isSwitchWord = e.traits.contains(.switchButton) && switchStateWords.contains(word)
        let carrier = isSwitchWord ? "the switch's value says On or Off" : "the selected trait says 'Selected'"
        let on = word == "on" || word == "enabled" || word == "selected" || word == "checked"
        var edits: [SceneFix.Edit] = [.set("label", SceneFix.string(String(trimmed.dropLast(word.count)).trimmingTrailingSpaces()))]
        if isSwitchWord {
          edits.append(e.kind == .toggle ? .set("on", on ? "true" : "false") : .set("value", on ? "\"1\"" : "\"0\""))
        } else {
          edits.append(.set("selected", on ? "true" : "false"))
        }
        warn(
          .labelEmbedsState, i, "the label \(Sanitize.quote(label)) carries the state '\(word)', which goes stale when the state changes; \(carrier)",
          SceneFix([SceneFix.Option(edits, purpose: "(the label names it, the state is said apart)")]))
      }
    }
    // Voice Control names only what can be acted on.
    if isControl, e.inputLabels.isEmpty, SymbolNames.isOnlySymbols(label) {
      let spoken = SymbolNames.spoken(label)
      let word = spoken.prefix(1).uppercased() + spoken.dropFirst()
      warn(
        .emojiOnlyLabel, i,
        "the label \(Sanitize.quote(label)) is only emoji or symbols: VoiceOver says '\(Sanitize.shorten(spoken))', and a Voice Control user has no word to read off the screen and say",
        SceneFix([
          SceneFix.Option([.set("inputLabels", SceneFix.strings([word]))], purpose: "with the name people will say"),
          SceneFix.Option([.set("label", SceneFix.string(word))], purpose: "(a word label)"),
        ]))
    }
  }

  /// Every word the checks above look for at the end of a label, as bytes.
  static let listedWords: [[UInt8]] =
    (traitWords.flatMap(\.words) + switchStateWords + selectionStateWords).map { Array($0.utf8) }

  /// Whether the label may end with a listed word after a space (trailing punctuation and
  /// spaces dropped, case ignored): exact for plain ASCII labels, always true for others
  /// (lower-casing other text can give ASCII letters).
  static func mayEndWithListedWord(_ label: String) -> Bool {
    var label = label
    return label.withUTF8 { bytes in
      for b in bytes where b >= 0x80 { return true }
      var end = bytes.count
      while end > 0, case let b = bytes[end - 1], b == 0x2E || b == 0x21 || b == 0x20 || b == 0x2C { end -= 1 }
      return listedWords.contains { word in
        let n = word.count
        guard end > n, bytes[end - n - 1] == 0x20 else { return false }
        for k in 0..<n {
          var b = bytes[end - n + k]
          if b >= 0x41 && b <= 0x5A { b |= 0x20 }
          if b != word[k] { return false }
        }
        return true
      }
    }
  }

  /// The label without trailing punctuation and spaces.
  static func trimmedLabel(_ label: String) -> String {
    var s = label
    while let last = s.last, last == "." || last == "!" || last == " " || last == "," { s.removeLast() }
    return s
  }

  /// Lower-cased, with trailing punctuation and spaces dropped, for comparing words.
  static func normalized(_ label: String) -> String { trimmedLabel(label).lowercased() }

  /// Controls on one screen that share a name: Voice Control shows numbers instead of letting
  /// the user say the name. One warning per shared name, on the first of them, naming them
  /// (the first three, then how many more).
  static func duplicateLabels(_ scene: Scene, reach: Reachability, warn: Warn) {
    let es = scene.elements
    var group: [String: Int] = [:]
    var groups: [[ElementIndex]] = []
    for i in es.indices where reach.reached[i] && reach.isStop(i) && reach.respondsToTouch(i) {
      guard let spoken = es[i].inputLabels.first ?? es[i].label, !spoken.isEmpty else { continue }
      let key = "\(es[i].screen)\u{0}" + normalized(spoken)
      if let g = group[key] {
        groups[g].append(i)
      } else {
        group[key] = groups.count
        groups.append([i])
      }
    }
    for same in groups where same.count > 1 {
      // Named by id where they have one (they share their label).
      let shown = same.prefix(3).map { scene.editTargetName(of: $0) }
      let more = same.count - shown.count
      let who = more > 0
        ? shown.joined(separator: ", ") + " and \(more) more"
        : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
      let screen = scene.screens[es[same[0]].screen]
      warn(
        .duplicateLabel, same[0],
        "\(who) have the same name, \(Sanitize.quote(es[same[0]].inputLabels.first ?? es[same[0]].label ?? "")), on screen \(Sanitize.quote(screen.title ?? screen.id)), so Voice Control cannot pick one by saying it",
        distinctLabels(scene, same))
    }
  }

  /// A label for each of the same-named controls (the first three) that adds what is around
  /// it: the labels beside it in its row or cell ("Reply, Ana Lima").
  static func distinctLabels(_ scene: Scene, _ same: [ElementIndex]) -> SceneFix {
    let es = scene.elements
    var edits: [SceneFix.Edit] = []
    let shown = Array(same.prefix(3))
    let labels = distinctNames(scene, shown) { es[$0].label ?? es[$0].inputLabels.first ?? "" }
    for (k, i) in shown.enumerated() {
      edits.append(.set("label", SceneFix.string(labels[k]), on: i, named: scene.editTargetName(of: i)))
    }
    return SceneFix([SceneFix.Option(edits)], note: same.count > 3 ? "and so on for the \(same.count - 3) others (or give each distinct inputLabels)" : "(or give each distinct inputLabels)")
  }

  /// A name for each of `shown`, elements that share one (`own`), that adds what is around
  /// it: the labels beside it in its row or cell ("Reply, Ana Lima"), else a number.
  public static func distinctNames(_ scene: Scene, _ shown: [ElementIndex], own: (ElementIndex) -> String) -> [String] {
    let es = scene.elements
    // The words beside each in its own row, when each has a row of its own; else numbers.
    let parents = shown.map { es[$0].parent }
    let ownRows = Set(parents.compactMap { $0 }).count == shown.count && !parents.contains(nil)
    var labels: [String] = []
    for (k, i) in shown.enumerated() {
      let name = own(i)
      let context = ownRows ? scene.childLabels(of: parents[k]!).filter { normalized($0) != normalized(name) } : []
      labels.append(context.first.map { name + ", " + $0 } ?? name + " \(k + 1)")
    }
    // Words that do not tell them apart are no better: number them instead.
    if Set(labels.map(normalized)).count < labels.count {
      labels = shown.indices.map { own(shown[$0]) + " \($0 + 1)" }
    }
    return labels
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
