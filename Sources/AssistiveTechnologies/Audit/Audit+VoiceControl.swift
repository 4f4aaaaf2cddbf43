import SceneModel

extension EngineChecks {
  /// Voice Control's rules over its own engine: each item's names and what saying them does
  /// (`VoiceControlProblem`). An element a scene rule already reports for the same reason
  /// (no label, emoji only, a duplicated label) is left to that rule; a shared name is one
  /// finding, on the first item that has it. One pass over the screen's items.
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
          add(VoiceControlAuditRule.noName.info, e, "has no name Voice Control knows it by: only its number reaches it",
              "give it a label, or inputLabels: [\"...\"] with the word people will say")
        case .unspeakable(let name):
          guard !lint(.emojiOnlyLabel, e) else { continue }
          add(VoiceControlAuditRule.unspeakableName.info, e, "is named \(Sanitize.quote(name)), which nobody can say: only its number reaches it",
              "add inputLabels: [\"...\"] with a word for it")
        case .sharedName(let name, let count):
          let spoken = VoiceControlNames.spoken(name)
          guard sharedReported.insert(spoken).inserted else { continue }
          let holders = index.matches(spoken).map { index.items[$0] }
          guard !holders.contains(where: { lint(.duplicateLabel, $0) }) else { continue }
          add(VoiceControlAuditRule.sharedName.info, holders.first ?? e,
              "has the Voice Control name \(Sanitize.quote(name)), which \(count) items on this screen share: saying it shows numbers on them all instead of acting",
              "give each a name of its own (label: \"\(Sanitize.shorten(name)) …\"), and keep \(Sanitize.quote(name)) as a second input label")
        case .visibleTextNotAName(let shown, let names):
          let list = names.prefix(3).map { Sanitize.quote($0) }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
          let what = shown == runtime.name(of: e) ? "is what it shows, but its Voice Control names are \(list)"
            : "shows \(Sanitize.quote(shown)), which is not one of its Voice Control names (\(list))"
          add(VoiceControlAuditRule.visibleTextNotAName.info, e,
              what + ": saying \"tap\" and what is on screen is not recognized",
              "add \(Sanitize.quote(shown)) to inputLabels, or start the label with it")
        }
      }
    }
  }
}
