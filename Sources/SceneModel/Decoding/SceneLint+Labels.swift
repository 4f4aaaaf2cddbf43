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
  /// and a label that is only emoji.
  static func labelWords(_ e: Element, name: String, isControl: Bool, warn: (SceneLintRule, Element, String, String) -> Void) {
    guard let label = e.label, !label.isEmpty else { return }
    let trimmed = trimmedLabel(label)
    let words = trimmed.lowercased()
    for (trait, traitWords) in traitWords where e.traits.contains(trait) {
      guard let word = traitWords.first(where: { words.hasSuffix(" " + $0) }) else { continue }
      let shorter = String(trimmed.dropLast(word.count)).trimmingTrailingSpaces()
      warn(
        .labelRepeatsTrait, e, "the label \(Sanitize.quote(label)) ends with '\(word)', which VoiceOver already says for the trait, so it is heard twice",
        "drop it from the label: label: \"\(Sanitize.shorten(shorter))\"")
      break
    }
    let stateWords = (e.traits.contains(.switchButton) ? switchStateWords : []) + selectionStateWords
    if let word = stateWords.first(where: { words.hasSuffix(" " + $0) }) {
      let carrier = e.traits.contains(.switchButton) && switchStateWords.contains(word)
        ? "the switch's value says On or Off" : "the selected trait says 'Selected'"
      warn(
        .labelEmbedsState, e, "the label \(Sanitize.quote(label)) carries the state '\(word)', which goes stale when the state changes; \(carrier)",
        "label it by what it is (\"\(Sanitize.shorten(String(trimmed.dropLast(word.count)).trimmingTrailingSpaces()))\") and set the state in value or traits")
    }
    // Voice Control names only what can be acted on.
    if isControl, e.inputLabels.isEmpty, SymbolNames.isOnlySymbols(label) {
      warn(
        .emojiOnlyLabel, e,
        "the label \(Sanitize.quote(label)) is only emoji or symbols: VoiceOver says '\(Sanitize.shorten(SymbolNames.spoken(label)))', and a Voice Control user has no word to read off the screen and say",
        "use a word label, or add inputLabels: [\"...\"] with the name people will say")
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
  /// the user say the name.
  static func duplicateLabels(_ scene: Scene, reach: Reachability, warn: (SceneLintRule, Element, String, String) -> Void) {
    var first: [String: ElementIndex] = [:]
    for (i, e) in scene.elements.enumerated() where reach.reached[i] && reach.isStop(i) && reach.respondsToTouch(i) {
      guard let spoken = e.inputLabels.first ?? e.label, !spoken.isEmpty else { continue }
      let key = "\(e.screen)\u{0}" + normalized(spoken)
      guard let other = first[key] else {
        first[key] = i
        continue
      }
      warn(
        .duplicateLabel, e,
        "\(quotedName(e)) has the same name as \(quotedName(scene.elements[other])) on screen \(Sanitize.quote(scene.screens[e.screen].id)), so Voice Control cannot pick either by saying it",
        "give each a label that says which one it is, or distinct inputLabels")
    }
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
