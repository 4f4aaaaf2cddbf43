import SceneModel

/// VoiceOver's search (`/`, `n`, `N`): the stops whose spoken label or value contains a
/// query, ignoring case.
///
/// The index (`StopSearchIndex`) is kept per screen order and brought up to date after
/// edits by looking again at only what they touched: the journal names the edited elements
/// and the trees hidden or shown, so a hide costs the hidden stops, a new value its stop
/// and the groups combining it. Matches are kept per query and state, so the next match
/// (`n`) is a binary search, and the prompt's count costs no positions at all.
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

  /// VoiceOver's search index for the stops and element state now: one kept for this order
  /// brought up to date with the edits since (the stops they touched read again), else a new
  /// one.
  func stopSearchIndex() -> StopSearchIndex {
    let screens = visibleScreens
    let key = indexKey
    return indexes.searchIndex(order: orderIdentity, key: key) { keptOrder, kept, index in
      guard keptOrder == orderIdentity, kept.edits.count == screens.count else { return nil }
      var index = index
      for (j, s) in screens.enumerated() where kept.edits[j] != cache.treeEdits[s] {
        guard let edited = cache.journal.elements(of: s, after: kept.edits[j]) else { return nil }
        var look: [ElementIndex] = []
        for t in edited.trees {
          guard t.count <= StopSearchIndex.changeCapacity else { return nil }
          look += t
        }
        for e in edited.elements {
          // An element's own stop, and the groups above that read it into theirs.
          var next: ElementIndex? = e
          while let a = next {
            look.append(a)
            next = scene.elements[a].parent
          }
        }
        var seen = Set<ElementIndex>()
        for a in look where seen.insert(a).inserted {
          index.overlay[a] = tree.position(of: a) != nil ? SearchIndex.lowered(searchTexts(of: a)) : []
          if index.overlay.count > StopSearchIndex.changeCapacity { return nil }
        }
      }
      return index
    } build: {
      let elements = tree.elements
      return StopSearchIndex(elements: elements, table: SearchIndex(count: elements.count) { searchTexts(of: elements[$0]) }, structure: tree.structure)
    }
  }

  /// What names the order the search index reads: the roots walked and the build the tree
  /// comes from (changes in place keep it; the journal names what they changed).
  var orderIdentity: [Int] { tree.roots + [-1, tree.lineage] }

  /// The positions (into `tree.stops`, ascending) of the stops whose label or value contains
  /// `query`, ignoring case: what VoiceOver's search (`/`) counts.
  public func searchMatches(_ query: String) -> [Int] {
    guard !query.isEmpty else { return [] }
    let q = query.lowercased()
    guard q.utf8.allSatisfy({ $0 < 0x80 }) else {
      return tree.elements.enumerated().filter { searchText(of: $0.element).contains(q) }.map(\.offset)
    }
    return indexes.with(indexKey) { slot in
      if let kept = slot.searches[q] { return kept }
      if slot.search == nil { slot.search = stopSearchIndex() }
      let found = slot.search!.positions(matching: q, in: tree)
      if slot.searches.count >= TreeIndexes.queryCapacity { slot.searches = [:] }
      slot.searches[q] = found
      return found
    }
  }

  /// How many stops match `query` (what the find prompt shows as each letter is typed),
  /// without working out where they are.
  public func searchCount(_ query: String) -> Int {
    guard !query.isEmpty else { return 0 }
    let q = query.lowercased()
    guard q.utf8.allSatisfy({ $0 < 0x80 }) else { return searchMatches(query).count }
    return indexes.with(indexKey) { slot in
      if let kept = slot.searches[q] { return kept.count }
      if let kept = slot.counts[q] { return kept }
      if slot.search == nil { slot.search = stopSearchIndex() }
      let n = slot.search!.count(matching: q)
      if slot.counts.count >= TreeIndexes.queryCapacity { slot.counts = [:] }
      slot.counts[q] = n
      return n
    }
  }

  /// The position of the next stop after `position` (or the previous one before it) whose
  /// label or value contains `query`, wrapping; nil when none does.
  public func searchMatch(_ query: String, from position: Int?, forward: Bool) -> Int? {
    guard !tree.isEmpty else { return nil }
    guard !query.isEmpty else {
      // Every stop contains the empty string: the next stop, wrapping.
      let n = tree.count
      return forward ? ((position ?? -1) + 1) % n : (((position ?? n) - 1) % n + n) % n
    }
    let found = searchMatches(query)
    guard !found.isEmpty else { return nil }
    // The first match after `position` (wrapping), or the last one before it.
    let here = position ?? (forward ? -1 : tree.count)
    let low = found.firstIndex(notBelow: here + 1)
    if forward { return low < found.count ? found[low] : found[0] }
    var i = low - 1
    if i >= 0, found[i] == here { i -= 1 }
    return i >= 0 ? found[i] : found[found.count - 1]
  }
}

/// VoiceOver's search index over one screen order: the stops' texts when it was built
/// (`table`, numbered by their positions then), and beside them what edits changed since
/// (`overlay`: a stop's texts now, or none when it is no stop any more), so the shared
/// tables are never copied.
struct StopSearchIndex: Sendable {
  /// The stops the table numbers, by entry.
  var elements: [ElementIndex]
  var table: SearchIndex
  /// The order's `structure` the entries' numbers are positions of; when it changed, the
  /// matches' positions are looked up.
  var built: Int
  /// Elements whose stop or texts changed since the table was built: their texts now
  /// (lower-cased), empty when they are no stop.
  var overlay: [ElementIndex: [String]] = [:]
  /// Elements looked at again before building the index again is worth it.
  static let changeCapacity = 1024

  init(elements: [ElementIndex], table: SearchIndex, structure: Int) {
    self.elements = elements
    self.table = table
    built = structure
  }

  /// The elements of the stops matching `query` (lower-cased, ASCII, not empty), with the
  /// table's entry for those it numbers.
  func matches(_ query: String) -> [(element: ElementIndex, entry: Int?)] {
    var found: [(ElementIndex, Int?)] = []
    for k in table.matches(query) {
      let e = elements[k]
      if overlay.isEmpty || overlay[e] == nil { found.append((e, k)) }
    }
    for (e, texts) in overlay where texts.contains(where: { $0.contains(query) }) { found.append((e, nil)) }
    return found
  }

  func count(matching query: String) -> Int { matches(query).count }

  /// The positions of the matches, ascending.
  func positions(matching query: String, in tree: AccessibilityTree) -> [Int] {
    let found = matches(query)
    // While no stop came, went or moved, an entry's number is its position.
    if built == tree.structure, overlay.allSatisfy({ !$0.value.isEmpty && tree.position(of: $0.key) != nil }) {
      var positions: [Int] = []
      positions.reserveCapacity(found.count)
      for (e, entry) in found { if let p = entry ?? tree.position(of: e) { positions.append(p) } }
      return overlay.isEmpty ? positions : positions.sorted()
    }
    return found.compactMap { tree.position(of: $0.element) }.sorted()
  }
}

extension SceneRuntime {
  /// The indexes into `items` (ascending) of the elements whose label, value or a Voice
  /// Control name contains `text`, ignoring case: Full Keyboard Access's Find, over its
  /// focusable items, indexed once per tree and element state like VoiceOver's search.
  public func keyboardFindMatches(_ text: String, in items: FocusGroups.Items) -> [Int] {
    let q = text.lowercased()
    func names(_ e: ElementIndex) -> [String] {
      let p = properties(of: e)
      return [p.label ?? "", p.value ?? ""] + scene.elements[e].inputLabels
    }
    func matches(_ i: Int) -> Bool { names(items[i]).contains { $0.lowercased().contains(q) } }
    guard !q.isEmpty, q.utf8.allSatisfy({ $0 < 0x80 }) else { return items.indices.filter(matches) }
    return indexes.with(indexKey) { slot in
      // The same items share their rope: a comparison of its root (held, so never reused).
      if slot.keyboardSearch == nil || slot.keyboardItems?.identity != items.identity {
        var all: [ElementIndex] = []
        all.reserveCapacity(items.count)
        for e in items { all.append(e) }
        slot.keyboardSearch = SearchIndex(count: all.count) { names(all[$0]).map { [$0] } }
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
