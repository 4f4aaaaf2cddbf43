import SceneModel

/// VoiceOver's search (`/`, `n`, `N`): the stops whose spoken label or value contains a
/// query, ignoring case, over a `SearchIndex` of the stops kept per stop list and brought
/// up to date after edits; each query's matches are kept, so the next match (`n`) is a
/// binary search.
extension SceneRuntime {
  /// The text a search looks in for a stop, in parts: its spoken label, a space and value.
  func searchTexts(of element: ElementIndex) -> [[String]] {
    let p = properties(of: element)
    return [[p.label ?? "", " ", p.value ?? ""]]
  }

  /// The same, joined and lower-cased.
  func searchText(of element: ElementIndex) -> String {
    SearchIndex.lowered(searchTexts(of: element))[0]
  }

  /// VoiceOver's search indexes built over every stop by this runtime and its copies (not
  /// brought up to date from a kept one), for tests that check an edit costs what it changes.
  public var searchIndexesBuilt: Int { indexes.searchBuilds.load(ordering: .relaxed) }

  /// VoiceOver's search index for the stops and element state now: one kept for these stops
  /// or for a list they were made from in place (renumbered through the removals and
  /// insertions since, `StopListLog`), with the stops whose texts the edits since then can
  /// have changed read again (an edited element's own stop and those of the groups
  /// combining it), else a new one.
  func stopSearchIndex() -> SearchIndex {
    let screens = visibleScreens
    return indexes.searchIndex(stops: tree.stopsVersion, key: indexKey) { keptStops, kept, index in
      guard kept.edits.count == screens.count else { return nil }
      var index = index
      if keptStops != tree.stopsVersion {
        guard let changes = cache.stopChanges.chain(from: keptStops, to: tree.stopsVersion),
          let renumbered = index.renumbered(through: changes, texts: { searchTexts(of: tree.stops[$0].element) })
        else { return nil }
        index = renumbered
      }
      var stale: [Int: [[String]]] = [:]
      for (j, s) in screens.enumerated() where kept.edits[j] != cache.treeEdits[s] {
        guard let edited = cache.journal.elements(of: s, after: kept.edits[j]) else { return nil }
        for e in edited {
          var next: ElementIndex? = e
          while let a = next {
            if let p = tree.position[a], stale[p] == nil { stale[p] = searchTexts(of: a) }
            next = scene.elements[a].parent
          }
          if stale.count > SearchIndex.changeCapacity { return nil }
        }
      }
      return stale.isEmpty ? index : index.changing(stale)
    } build: {
      SearchIndex(count: tree.stops.count) { searchTexts(of: tree.stops[$0].element) }
    }
  }

  /// The positions (into `tree.stops`, ascending) of the stops whose label or value contains
  /// `query`, ignoring case: what VoiceOver's search (`/`) counts.
  public func searchMatches(_ query: String) -> [Int] {
    guard !query.isEmpty else { return [] }
    let q = query.lowercased()
    guard q.utf8.allSatisfy({ $0 < 0x80 }) else {
      return tree.stops.indices.filter { searchText(of: tree.stops[$0].element).contains(q) }
    }
    return indexes.with(indexKey) { slot in
      if let kept = slot.searches[q] { return kept }
      if slot.search == nil { slot.search = stopSearchIndex() }
      let found = slot.search!.matches(q)
      if slot.searches.count >= TreeIndexes.queryCapacity { slot.searches = [:] }
      slot.searches[q] = found
      return found
    }
  }

  /// The position of the next stop after `position` (or the previous one before it) whose
  /// label or value contains `query`, wrapping; nil when none does.
  public func searchMatch(_ query: String, from position: Int?, forward: Bool) -> Int? {
    guard !tree.stops.isEmpty else { return nil }
    guard !query.isEmpty else {
      // Every stop contains the empty string: the next stop, wrapping.
      let n = tree.stops.count
      return forward ? ((position ?? -1) + 1) % n : (((position ?? n) - 1) % n + n) % n
    }
    let found = searchMatches(query)
    guard !found.isEmpty else { return nil }
    // The first match after `position` (wrapping), or the last one before it.
    var low = 0
    var high = found.count
    let here = position ?? (forward ? -1 : tree.stops.count)
    while low < high {
      let mid = (low + high) / 2
      if found[mid] <= here { low = mid + 1 } else { high = mid }
    }
    if forward { return low < found.count ? found[low] : found[0] }
    var i = low - 1
    if i >= 0, found[i] == here { i -= 1 }
    return i >= 0 ? found[i] : found[found.count - 1]
  }
}

extension SceneRuntime {
  /// The indexes into `items` (ascending) of the elements whose label, value or a Voice
  /// Control name contains `text`, ignoring case: Full Keyboard Access's Find, over its
  /// focusable items, indexed once per tree and element state like VoiceOver's search.
  public func keyboardFindMatches(_ text: String, in items: [ElementIndex]) -> [Int] {
    let q = text.lowercased()
    func names(_ e: ElementIndex) -> [String] {
      let p = properties(of: e)
      return [p.label ?? "", p.value ?? ""] + scene.elements[e].inputLabels
    }
    func matches(_ i: Int) -> Bool { names(items[i]).contains { $0.lowercased().contains(q) } }
    guard !q.isEmpty, q.utf8.allSatisfy({ $0 < 0x80 }) else { return items.indices.filter(matches) }
    return indexes.with(indexKey) { slot in
      // Equal arrays share storage in the common case, so the comparison is a pointer check.
      if slot.keyboardSearch == nil || slot.keyboardItems != items {
        slot.keyboardSearch = SearchIndex(count: items.count) { names(items[$0]).map { [$0] } }
        slot.keyboardSearches = [:]
        slot.keyboardItems = items
      }
      if let kept = slot.keyboardSearches[q] { return kept }
      let found = slot.keyboardSearch!.matches(q)
      if slot.keyboardSearches.count >= TreeIndexes.queryCapacity { slot.keyboardSearches = [:] }
      slot.keyboardSearches[q] = found
      return found
    }
  }
}
