import SceneModel

/// What Voice Control can say on the screen now: the numbered items (every element that
/// responds to user interaction, in reading order; "Show numbers" puts `n` on `items[n-1]`)
/// and a table from each spoken name to the items it names, so a phrase resolves with one
/// lookup whatever the screen holds.
///
/// Built once per list of items (the stops and which of them respond) and kept with the
/// element state it read (`TreeIndexes`); after edits that keep the items, only those whose
/// names the edits can have changed (an edited element and the items combining it) are read
/// again. A hide, a show or a dimming changes the items and builds it again.
public struct VoiceControlIndex: Sendable {
  /// The numbered items, in reading order.
  public let items: [ElementIndex]
  /// Each item's names, spoken (`VoiceControlNames.spoken`), in the author's order; the
  /// unspeakable ones are kept so the first name stays the first.
  public private(set) var spokenNames: [[String]]
  /// Spoken name → the items (indexes into `items`, ascending) it names.
  private(set) var byName: [String: [Int]]
  /// The stop list (`AccessibilityTree.stopsVersion`) and the interactive stops the items
  /// come from: while both are the same, so are the items (a relabel in place, which moves
  /// frames, keeps them).
  let stopsVersion: Int
  let interactiveStops: [Int]

  /// Edits read again before building anew is cheaper [K].
  static let changeCapacity = 4096

  init(runtime: SceneRuntime) {
    let stops = runtime.tree.stops
    items = runtime.interactiveStops.map { stops[$0].element }
    stopsVersion = runtime.tree.stopsVersion
    interactiveStops = runtime.interactiveStops
    var names: [[String]] = []
    names.reserveCapacity(items.count)
    var table: [String: [Int]] = [:]
    table.reserveCapacity(items.count)
    for (i, e) in items.enumerated() {
      let spoken = VoiceControlNames.names(of: e, in: runtime).map(VoiceControlNames.spoken)
      names.append(spoken)
      for (k, name) in spoken.enumerated() where VoiceControlNames.isSpeakable(name) && !spoken[..<k].contains(name) {
        table[name, default: []].append(i)
      }
    }
    spokenNames = names
    byName = table
  }

  /// The items a spoken phrase names, ascending.
  public func matches(_ spoken: String) -> [Int] { byName[spoken] ?? [] }

  /// How many items a spoken name names.
  public func count(of spoken: String) -> Int { byName[spoken]?.count ?? 0 }

  /// Every spoken name on the screen (for completion and "did you mean").
  public var allNames: Dictionary<String, [Int]>.Keys { byName.keys }

  /// The same index with item `i`'s names replaced.
  mutating func rename(_ i: Int, to spoken: [String]) {
    let old = spokenNames[i]
    guard old != spoken else { return }
    for (k, name) in old.enumerated() where VoiceControlNames.isSpeakable(name) && !old[..<k].contains(name) {
      byName[name]?.removeAll { $0 == i }
      if byName[name]?.isEmpty == true { byName[name] = nil }
    }
    for (k, name) in spoken.enumerated() where VoiceControlNames.isSpeakable(name) && !spoken[..<k].contains(name) {
      var list = byName[name] ?? []
      // Keep the list ascending: insert at its place.
      var lo = 0
      var hi = list.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if list[mid] < i { lo = mid + 1 } else { hi = mid }
      }
      list.insert(i, at: lo)
      byName[name] = list
    }
    spokenNames[i] = spoken
  }
}

extension SceneRuntime {
  /// Voice Control's index for the tree and element state now: kept for this state, else a
  /// kept one for the same tree brought up to date through the edits since (`EditJournal`),
  /// else built.
  public func voiceControlIndex() -> VoiceControlIndex {
    let screens = visibleScreens
    return indexes.voiceControlIndex(key: indexKey) { kept, index in
      guard index.stopsVersion == tree.stopsVersion, index.interactiveStops == interactiveStops, kept.edits.count == screens.count else { return nil }
      var stale = Set<Int>()
      for (j, s) in screens.enumerated() where kept.edits[j] != cache.treeEdits[s] {
        guard let edited = cache.journal.elements(of: s, after: kept.edits[j]) else { return nil }
        for e in edited {
          // The element's own item, and the items combining it (they take its label).
          var next: ElementIndex? = e
          while let a = next {
            if let i = interactiveIndex(of: a) { stale.insert(i) }
            next = scene.elements[a].parent
          }
          if stale.count > VoiceControlIndex.changeCapacity { return nil }
        }
      }
      var index = index
      for i in stale.sorted() {
        index.rename(i, to: VoiceControlNames.names(of: index.items[i], in: self).map(VoiceControlNames.spoken))
      }
      return index
    } build: {
      VoiceControlIndex(runtime: self)
    }
  }

  /// Voice Control indexes built over every item by this runtime and its copies (not brought
  /// up to date from a kept one), for tests that check an edit costs what it changes.
  public var voiceControlIndexesBuilt: Int { indexes.voiceControlBuilds.load(ordering: .relaxed) }

  /// Voice Control's number for an element ("Show numbers"), or nil when it has none.
  public func voiceControlNumber(of element: ElementIndex) -> Int? {
    interactiveIndex(of: element).map { $0 + 1 }
  }
}
