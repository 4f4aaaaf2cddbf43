import SceneModel

/// VoiceOver's search (`/`, `n`, `N`): the stops whose spoken label or value contains a
/// query, ignoring case, with String's own `contains` deciding every match.
///
/// The index holds every stop's lower-cased text once per tree and element state; a query
/// scans it in one pass of byte comparisons (sixteen bytes at a time) and checks only the
/// candidates with `contains`, and its matches are kept, so the next match (`n`) is a binary
/// search. Texts that are not ASCII (where canonical equivalence can match different bytes)
/// are checked with `contains` on every query, as is any query that is not ASCII.
struct SearchIndex: Sendable {
  /// The ASCII entries' texts, each text followed by a 0 byte (so no match spans two).
  var bytes: [UInt8] = []
  /// The entries whose texts are in `bytes`, ascending, and where each entry's texts start.
  var entries: [Int] = []
  var starts: [Int] = []
  /// Entries with a text that is not ASCII (or holds a 0 byte).
  var others: [Int] = []

  /// An index of `count` entries, each with its lower-cased texts.
  init(count: Int, texts: (Int) -> [String]) {
    for i in 0..<count {
      let t = texts(i)
      if t.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0 } }) {
        entries.append(i)
        starts.append(bytes.count)
        for text in t {
          bytes += text.utf8
          bytes.append(0)
        }
      } else {
        others.append(i)
      }
    }
  }

  /// VoiceOver's: each stop's label and value.
  init(_ runtime: SceneRuntime) {
    self.init(count: runtime.tree.stops.count) { [runtime.searchText(of: runtime.tree.stops[$0].element)] }
  }

  /// The entries for which `matches` says yes, among those whose bytes hold `query`
  /// (lower-cased, ASCII, not empty) and those that are not ASCII; ascending.
  func matches(_ query: String, _ matches: (Int) -> Bool) -> [Int] {
    var found: [Int] = []
    let q = Array(query.utf8)
    bytes.withUnsafeBufferPointer { text in
      var from = 0
      while let hit = SearchIndex.find(q, in: text, from: from) {
        // The entry holding the hit: the last one starting at or before it.
        var low = 0
        var high = starts.count
        while low < high {
          let mid = (low + high) / 2
          if starts[mid] <= hit { low = mid + 1 } else { high = mid }
        }
        let k = low - 1
        if matches(entries[k]) { found.append(entries[k]) }
        guard k + 1 < starts.count else { break }
        from = starts[k + 1]
      }
    }
    for i in others where matches(i) { found.append(i) }
    if !others.isEmpty { found.sort() }
    return found
  }

  /// The first offset at or after `from` where `q` occurs in `text`: sixteen offsets at a
  /// time are tested for the query's first two bytes, and only those that hold both are
  /// compared in full.
  static func find(_ q: [UInt8], in text: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let m = q.count
    let n = text.count
    guard m > 0, from >= 0, n - from >= m, let base = text.baseAddress else { return nil }
    let last = n - m
    let first = SIMD16<UInt8>(repeating: q[0])
    let second = SIMD16<UInt8>(repeating: m > 1 ? q[1] : 0)
    let weights = SIMD8<UInt8>(1, 2, 4, 8, 16, 32, 64, 128)
    let raw = UnsafeRawPointer(base)
    func matches(at p: Int) -> Bool {
      for k in 0..<m where text[p + k] != q[k] { return false }
      return true
    }
    var i = from
    // Chunks whose second load (one byte on) stays inside the text.
    while i + 17 <= n, i <= last {
      var hits = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) .== first
      if m > 1 { hits = hits .& (raw.loadUnaligned(fromByteOffset: i + 1, as: SIMD16<UInt8>.self) .== second) }
      if any(hits) {
        let lanes = SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: hits)
        var bits = UInt32((lanes.lowHalf &* weights).wrappedSum()) | UInt32((lanes.highHalf &* weights).wrappedSum()) << 8
        while bits != 0 {
          let p = i + bits.trailingZeroBitCount
          if p > last { return nil }
          if matches(at: p) { return p }
          bits &= bits - 1
        }
      }
      i += 16
    }
    while i <= last {
      if matches(at: i) { return i }
      i += 1
    }
    return nil
  }
}

extension SceneRuntime {
  /// The text a search looks in for a stop: its spoken label and value, lower-cased.
  func searchText(of element: ElementIndex) -> String {
    let p = properties(of: element)
    return ((p.label ?? "") + " " + (p.value ?? "")).lowercased()
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
      if slot.search == nil { slot.search = SearchIndex(self) }
      let found = slot.search!.matches(q) { searchText(of: tree.stops[$0].element).contains(q) }
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
      return ([p.label ?? "", p.value ?? ""] + scene.elements[e].inputLabels).map { $0.lowercased() }
    }
    func matches(_ i: Int) -> Bool { names(items[i]).contains { $0.contains(q) } }
    guard !q.isEmpty, q.utf8.allSatisfy({ $0 < 0x80 }) else { return items.indices.filter(matches) }
    return indexes.with(indexKey) { slot in
      if let kept = slot.keyboardSearches[q] { return kept }
      if slot.keyboardSearch == nil { slot.keyboardSearch = SearchIndex(count: items.count) { names(items[$0]) } }
      let found = slot.keyboardSearch!.matches(q, matches)
      if slot.keyboardSearches.count >= TreeIndexes.queryCapacity { slot.keyboardSearches = [:] }
      slot.keyboardSearches[q] = found
      return found
    }
  }
}
