import SceneModel

extension EngineChecks {
  /// `voice-control-no-name`, `-unspeakable-name`, `-shared-name`,
  /// `-visible-text-not-a-name`: Voice Control's rules over its own engine, each item's names
  /// and what saying them does (`VoiceControlProblem`). An element a scene rule already
  /// reports for the same reason (no label, emoji only, a duplicated label) is left to that
  /// rule; a shared name is one finding, on the first item that has it. One pass over the
  /// screen's items.
  mutating func voiceControl(_ runtime: SceneRuntime, screen s: Int) {
    var linted: [String: Set<ElementIndex>] = [:]
    for f in findings {
      if let e = f.element { linted[f.rule.id, default: []].insert(e) }
    }
    func lint(_ rule: SceneLintRule, _ e: ElementIndex) -> Bool { linted[rule.rawValue]?.contains(e) ?? false }
    let index = runtime.voiceControlIndex()
    var sharedReported = Set<String>()
    for (i, e) in index.items.enumerated() where scene.elements[e].screen == s {
      for problem in VoiceControlProblem.problems(forItem: i, index: index, runtime: runtime) {
        switch problem {
        case .noName:
          guard !lint(.controlWithoutLabel, e) else { continue }
          add(.voiceControlNoName, e, "has no name Voice Control knows it by: only its number reaches it", noNameFix(e))
        case .unspeakable(let name):
          guard !lint(.emojiOnlyLabel, e) else { continue }
          add(.voiceControlUnspeakableName, e, "is named \(Sanitize.quote(name)), which nobody can say: only its number reaches it",
              inputLabelsFix(e, [Self.word(for: name)], purpose: "with a word people can say"))
        case .sharedName(let name, let count):
          let spoken = VoiceControlNames.spoken(name)
          guard sharedReported.insert(spoken).inserted else { continue }
          let holders = index.matches(spoken).map { index.items[$0] }
          guard !holders.contains(where: { lint(.duplicateLabel, $0) }) else { continue }
          add(.voiceControlSharedName, holders.first ?? e,
              "has the Voice Control name \(Sanitize.quote(name)), which \(count) items on this screen share: saying it shows numbers on them all instead of acting",
              sharedNameFix(holders, name: name, runtime: runtime))
        case .visibleTextNotAName(let shown, let names):
          let list = names.prefix(3).map { Sanitize.quote($0) }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
          let what = shown == runtime.name(of: e) ? "is what it shows, but its Voice Control names are \(list)"
            : "shows \(Sanitize.quote(shown)), which is not one of its Voice Control names (\(list))"
          add(.voiceControlVisibleTextNotAName, e, what + ": saying \"tap\" and what is on screen is not recognized",
              inputLabelsFix(e, names + [shown], purpose: "(what it shows becomes a name; the first stays the one \"Show names\" draws)"))
        }
      }
    }
  }

  /// `inputLabels: [...]` on the element, written with the key the scene uses for them.
  func inputLabelsFix(_ e: ElementIndex, _ names: [String], purpose: String) -> SceneFix {
    SceneFix(.set(scene.elements[e].inputLabelsKey, SceneFix.strings(names)), purpose: purpose)
  }

  /// A word for an element with no name: its symbol's, its id's or its children's words (as
  /// `check` suggests labels), as an input label or a label.
  func noNameFix(_ e: ElementIndex) -> SceneFix {
    let word = SceneLint.suggestedLabel(for: scene.elements[e], in: scene, index: e)
    return SceneFix([
      SceneFix.Option([.set(scene.elements[e].inputLabelsKey, SceneFix.strings([word]))], purpose: "with the word people will say"),
      SceneFix.Option([.set("label", SceneFix.string(word))], purpose: "(a label, which VoiceOver says too)"),
    ])
  }

  /// A name of its own first for each item that shares `name` (the first three), keeping the
  /// shared name as a second input label: what is beside it, else a number.
  func sharedNameFix(_ holders: [ElementIndex], name: String, runtime: SceneRuntime) -> SceneFix {
    let shown = Array(holders.prefix(3))
    let own = SceneLint.distinctNames(scene, shown) { _ in name }
    let edits = shown.enumerated().map { k, e -> SceneFix.Edit in
      let rest = VoiceControlNames.names(of: e, in: runtime).filter { VoiceControlNames.spoken($0) != VoiceControlNames.spoken(own[k]) }
      return .set(scene.elements[e].inputLabelsKey, SceneFix.strings([own[k]] + rest), on: e, named: scene.editTargetName(of: e))
    }
    let more = holders.count - shown.count
    return SceneFix([SceneFix.Option(edits)], note: more > 0 ? "and so on for the \(more) other\(more == 1 ? "" : "s")" : nil)
  }

  /// "❤️" → "Red heart", "★" → "Star": the symbols' spoken words, capitalised.
  static func word(for name: String) -> String {
    let spoken = SymbolNames.spoken(name)
    let word = spoken.isEmpty || !VoiceControlNames.isSpeakable(spoken) ? "..." : spoken
    return word.prefix(1).uppercased() + word.dropFirst()
  }
}
