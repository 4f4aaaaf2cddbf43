import SceneModel

/// One result of a custom rotor: an element, or a range of text inside one.
public struct CustomRotorResult: Sendable, Equatable {
  public var element: ElementIndex
  /// The text of a text-range result (`text(in: range)`), spoken instead of the element.
  public var text: String?
  /// Where the range starts in the element's text (characters), for ordering.
  public var offset: Int = 0
}

/// The custom rotor in use and its result spoken last (`RotorState.customInUse`).
public struct CustomRotorUse: Sendable, Equatable {
  public var rotor: CustomRotor
  public var result: Int
  public var element: ElementIndex
}

extension VoiceOver {
  /// A custom rotor's results in rotor order: its listed targets that are stops, else what
  /// its rule finds now (at most `RotorRule.resultCap`).
  public func results(of rotor: CustomRotor) -> [CustomRotorResult] {
    indexedResults(of: rotor).results
  }

  /// A custom rotor's results with their stop positions, found once per tree and element
  /// state (`TreeIndexes`), so moving through a long rotor does not walk its targets.
  func indexedResults(of rotor: CustomRotor) -> TreeIndexes.RotorResults {
    runtime.indexes.with(runtime.indexKey) { slot in
      if let kept = slot.rotors.first(where: { $0.rotor == rotor }) { return kept.results }
      let results = findResults(of: rotor)
      let positions = results.map { tree.position[$0.element] ?? -1 }
      let indexed = TreeIndexes.RotorResults(results: results, positions: positions, ascending: zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
      if slot.rotors.count >= 16 { slot.rotors.removeFirst() }
      slot.rotors.append((rotor, indexed))
      return indexed
    }
  }

  func findResults(of rotor: CustomRotor) -> [CustomRotorResult] {
    switch rotor.rule {
    case nil:
      return rotor.targets.compactMap { tree.position[$0.index] != nil ? CustomRotorResult(element: $0.index) : nil }
    case .matching(let needle)?:
      let n = needle.lowercased()
      var out: [CustomRotorResult] = []
      for stop in tree.stops where out.count < RotorRule.resultCap {
        let p = runtime.properties(of: stop.element)
        if [p.label, p.value].contains(where: { $0?.lowercased().contains(n) ?? false }) { out.append(CustomRotorResult(element: stop.element)) }
      }
      return out
    case .words(let words, let refs)?:
      let wanted = Set(words.map { $0.lowercased() })
      var out: [CustomRotorResult] = []
      for r in refs where tree.position[r.index] != nil {
        let p = runtime.properties(of: r.index)
        let text = [p.label, p.value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        for (word, offset) in CustomRotorResult.words(in: text) where wanted.contains(word.lowercased()) && out.count < RotorRule.resultCap {
          out.append(CustomRotorResult(element: r.index, text: word, offset: offset))
        }
      }
      return out
    }
  }
}

extension CustomRotorResult {
  /// The words of a text (letters, digits and apostrophes) with their character offsets.
  static func words(in text: String) -> [(String, Int)] {
    var result: [(String, Int)] = []
    var current = ""
    var start = 0
    for (i, ch) in text.enumerated() {
      if ch.isLetter || ch.isNumber || ch == "'" || ch == "’" {
        if current.isEmpty { start = i }
        current.append(ch)
      } else if !current.isEmpty {
        result.append((current, start))
        current = ""
      }
    }
    if !current.isEmpty { result.append((current, start)) }
    return result
  }
}
