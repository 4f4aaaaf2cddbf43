import SceneModel

/// Taking a hidden element's stops out of the tree, and moving the stops that follow it,
/// without building the tree again: when the result is provably what a build gives
/// (`checkLists`).
extension AccessibilityTree {
  /// The stops taken out, by their old positions (ascending).
  struct Removal {
    var positions: [Int]
  }

  /// Whether a group gives its stops no context that counts or numbers them (a tab bar, a
  /// data table, a segmented control do), so it can gain or lose stops in place.
  static func countsNothing(_ group: ElementIndex, _ scene: Scene) -> Bool {
    let e = scene.elements[group]
    return !(e.traits.contains(.tabBar) || e.containerType == .tabBar || e.containerType == .dataTable || e.kind == .segmented)
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
      if !Self.countsNothing(g.element, scene) { return nil }
    }
    let change = ListChange(movedFrom: subtree.upperBound, removed: removed, removedMask: removedMask)
    guard let check = checkLists(change, scene: scene, frames: frames, comparator: c) else { return nil }
    let newRows = check.rows

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
