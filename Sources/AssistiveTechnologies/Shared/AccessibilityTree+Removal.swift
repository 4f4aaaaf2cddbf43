import SceneModel

/// Taking a hidden element's stops out of the tree, and moving the stops that follow it,
/// without building the tree again: when the result is provably what a build gives.
///
/// A build sorts each list of siblings (the top level, each group's direct nodes) with
/// VoiceOver's comparator, which is not transitive in general. The shortcut is taken only
/// when every list the change touches is, after it, in well-separated rows: the keys fall
/// into bands less than the row tolerance tall, each band at least the tolerance below the
/// last, with x strictly in reading direction inside a band. On such a set the comparator is
/// a strict total order, so any sort gives exactly that sequence, and the row numbers are
/// the bands. Lists the change does not touch keep their order (their keys all moved by
/// the same amount, or not at all).
extension AccessibilityTree {
  /// The stops taken out, by their old positions (ascending).
  struct Removal {
    var positions: [Int]
  }

  /// After the elements of `subtree` were hidden and the stops of elements after it (in the
  /// element table, which is in depth-first order) moved to `frames`: the tree a build gives,
  /// or nil (and the tree unchanged) when that cannot be shown.
  mutating func remove(_ subtree: Range<Int>, scene: Scene, frames: [Frame], comparator c: ReadingOrderComparator) -> Removal? {
    guard subtree.count <= 10_000, !groups.contains(where: { $0.reason == .explicitOrder || subtree.contains($0.element) }) else { return nil }
    guard let first = subtree.first else { return nil }
    // A combined or leaf ancestor reads the subtree into its own stop.
    var a = scene.elements[first].parent
    while let i = a {
      let e = scene.elements[i]
      if e.isElement || e.grouping == .combine || e.grouping == .ignore { return nil }
      a = e.parent
    }
    var removed: [Int] = []
    for e in subtree {
      if scene.elements[e].isModal { return nil }
      if let p = position[e] { removed.append(p) }
    }
    removed.sort()
    let lowest = removed.first ?? stops.count
    // How many removed positions lie below `p`.
    func removedBefore(_ p: Int) -> Int { removed.firstIndex(notBelow: p) }
    var removedMask = [Bool](repeating: false, count: stops.count)
    for p in removed { removedMask[p] = true }
    // Groups that lose stops must keep some, and must not number or count their stops.
    for g in groups where g.first <= g.last {
      let lost = removedBefore(g.last + 1) - removedBefore(g.first)
      guard lost > 0 else { continue }
      if lost == g.last - g.first + 1 { return nil }
      let e = scene.elements[g.element]
      if e.traits.contains(.tabBar) || e.containerType == .tabBar || e.containerType == .dataTable || e.kind == .segmented { return nil }
    }

    // Each list's entries in order, with their keys after the change; lists the change
    // touches are checked, and their rows recomputed.
    var newRows: [(position: Int, row: Int)] = []
    func depth(of g: Int) -> Int? {
      for p in groups[g].first...groups[g].last { if let d = stops[p].groupPath.firstIndex(of: g) { return d } }
      return nil
    }
    // Elements are read through a buffer pointer: a computed property of an array element
    // (`sortPriority`) would otherwise copy the element, retaining each of its fields.
    let elements = scene.elements
    let passed = elements.withUnsafeBufferPointer { elements in
    /// The key of list `g` (nil: the top level) and whether it passed; fills `newRows`.
    func walk(_ g: Int?) -> (key: (x: Double, y: Double)?, ok: Bool) {
      let range = g.map { groups[$0].first...groups[$0].last } ?? (stops.isEmpty ? 1...0 : 0...(stops.count - 1))
      guard let d = g.map(depth(of:)) ?? -1 else { return (nil, false) }
      var keys: [(x: Double, y: Double)] = []
      var direct: [Int] = []
      keys.reserveCapacity(range.count)
      direct.reserveCapacity(range.count)
      var touched = false
      var shifted = false
      var unshifted = false
      var p = range.lowerBound
      while p <= range.upperBound {
        if stops[p].groupPath.count > d + 1 {
          let inner = stops[p].groupPath[d + 1]
          let (key, ok) = walk(inner)
          guard ok else { return (nil, false) }
          if let key {
            keys.append(key)
            direct.append(-1)
          }
          if groups[inner].first...groups[inner].last ~= lowest || removedBefore(groups[inner].last + 1) > removedBefore(groups[inner].first) { touched = true }
          if stops[groups[inner].last].element >= subtree.upperBound { shifted = true } else { unshifted = true }
          if stops[groups[inner].first].element >= subtree.upperBound { shifted = true } else { unshifted = true }
          p = groups[inner].last + 1
          continue
        }
        if removedMask[p] {
          touched = true
        } else {
          let element = stops[p].element
          if elements[element].sortPriority != 0 { return (nil, false) }
          let f = frames[element]
          keys.append((f.x, f.y))
          direct.append(p)
          if element >= subtree.upperBound { shifted = true } else { unshifted = true }
        }
        p += 1
      }
      guard var best = keys.first else { return (nil, true) }
      for k in keys.dropFirst() where c.before(k, best) { best = k }
      if touched || (shifted && unshifted) {
        // Well-separated rows, strictly in reading direction inside each.
        var low = keys[0].y
        var high = keys[0].y
        var row = 1
        if direct[0] >= 0 { newRows.append((direct[0], row)) }
        for i in 1..<max(1, keys.count) {
          let k = keys[i]
          if k.y - low < c.rowTolerance, high - k.y < c.rowTolerance {
            let before = keys[i - 1].x
            guard c.rightToLeft ? k.x < before : k.x > before else { return (nil, false) }
            low = min(low, k.y)
            high = max(high, k.y)
          } else if k.y - high >= c.rowTolerance {
            row += 1
            low = k.y
            high = k.y
          } else {
            return (nil, false)
          }
          if direct[i] >= 0 { newRows.append((direct[i], row)) }
        }
      }
      return (best, true)
    }
    return walk(nil).ok
    }
    guard passed else { return nil }

    // Apply: drop the removed stops, move the others, renumber rows, positions and groups.
    for (p, row) in newRows { stops[p].row = row }
    for p in stops.indices where stops[p].element >= subtree.upperBound { stops[p].frame = frames[stops[p].element] }
    for e in subtree { position[e] = nil }
    if !removed.isEmpty {
      stopsVersion = TreeVersions.next()
      // Runs of consecutive positions, last first, so earlier positions stay put.
      var end = removed.count
      while end > 0 {
        var start = end - 1
        while start > 0, removed[start - 1] == removed[start] - 1 { start -= 1 }
        stops.removeSubrange(removed[start]...removed[end - 1])
        end = start
      }
      for i in lowest..<stops.count { position[stops[i].element] = i }
      for g in groups.indices {
        let first = groups[g].first
        let last = groups[g].last
        groups[g].first = first - removedBefore(first)
        groups[g].last = last - removedBefore(last + 1)
      }
      var seen = Set<Int>()
      groupStarts = groups.map(\.first).filter { $0 < stops.count && seen.insert($0).inserted }.sorted()
    }
    return Removal(positions: removed)
  }
}
