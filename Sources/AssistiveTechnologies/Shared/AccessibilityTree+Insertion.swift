import SceneModel

/// Putting a shown element's stops into the tree, and moving the stops that follow it,
/// without building the tree again: when the result is provably what a build gives
/// (`checkLists`). The shown element must join one list with leaves only (no group of its
/// own), in groups that neither count nor number their stops.
extension AccessibilityTree {
  /// The stops put in: their positions after the change (ascending), and for each the
  /// position before the change it was put in front of.
  struct Insertion {
    var positions: [Int]
    var before: [Int]

    /// Where a stop at `p` before the change is after it.
    func moved(_ p: Int) -> Int { p + before.firstIndex(notBelow: p + 1) }

    /// The change as the stop list's log keeps it.
    var change: StopListChange { .inserted(before: before) }
  }

  /// After the elements of `subtree` were shown and the stops of elements after it (in the
  /// element table, which is in depth-first order) moved to `frames`: the tree a build gives,
  /// or nil (and the tree unchanged) when that cannot be shown.
  mutating func insert(_ subtree: Range<Int>, scene: Scene, frames: [Frame], comparator c: ReadingOrderComparator) -> Insertion? {
    guard subtree.count <= 10_000, let root = subtree.first, modalRoot == nil, !groups.contains(where: { $0.reason == .explicitOrder }) else { return nil }
    let builder = Builder(scene: scene, frames: frames, comparator: c)
    // The list the shown element joins: its nearest group's (that group must have stops
    // already), else the top level; no ancestor may read it into its own stop or hide it.
    var target: Int?
    var path: Set<Int> = []
    var a = scene.elements[root].parent
    var child = root
    while let i = a {
      let e = scene.elements[i]
      if e.hidden || e.isElement || e.grouping == .combine || e.grouping == .ignore || e.explicitOrder != nil { return nil }
      // A modal sibling hides everything else beside it.
      if e.children.contains(where: { $0 != child && scene.elements[$0].isModal && !scene.elements[$0].hidden }) { return nil }
      if builder.groupReason(i) != nil {
        guard let g = groups.firstIndex(where: { $0.element == i }), Self.countsNothing(i, scene) else { return nil }
        if path.isEmpty { target = g }
        path.insert(g)
      }
      child = i
      a = e.parent
    }
    if subtree.contains(where: { scene.elements[$0].isModal }) { return nil }
    var nodes: [Node] = []
    builder.walk(root, into: &nodes)
    guard nodes.allSatisfy({ $0.children == nil }) else { return nil }
    builder.sortGroup(&nodes)
    let change = ListChange(movedFrom: subtree.upperBound, target: target, targetPath: path, added: nodes)
    guard let check = checkLists(change, scene: scene, frames: frames, comparator: c) else { return nil }

    // Apply: move the stops after the element, renumber rows, put the new stops in, then
    // positions and groups.
    for (p, row) in check.rows { stops[p].row = row }
    for p in stops.indices where stops[p].element >= subtree.upperBound { stops[p].frame = frames[stops[p].element] }
    guard !nodes.isEmpty else { return Insertion(positions: [], before: []) }
    stopsVersion = TreeVersions.next()
    var groupPath: [Int] = []
    if let g = target, let d = stops[groups[g].first].groupPath.firstIndex(of: g) {
      groupPath = Array(stops[groups[g].first].groupPath[...d])
    }
    let before = check.addedBefore
    // Runs of new stops going in front of the same stop, last first, so earlier places stay.
    var end = nodes.count
    while end > 0 {
      var start = end - 1
      while start > 0, before[start - 1] == before[end - 1] { start -= 1 }
      let added = (start..<end).map { j in
        Stop(element: nodes[j].element, frame: nodes[j].frame, context: nil, groupPath: groupPath, row: check.addedRows[j], explicitPosition: nil)
      }
      stops.insert(contentsOf: added, at: before[end - 1])
      end = start
    }
    let insertion = Insertion(positions: before.enumerated().map { $0.element + $0.offset }, before: before)
    let lowest = insertion.positions[0]
    if nodes.allSatisfy({ position.covers($0.element) }) {
      for i in lowest..<stops.count { position[stops[i].element] = i }
    } else {
      position = StopPositions(covering: stops.map(\.element))
      for (i, s) in stops.enumerated() { position[s.element] = i }
    }
    for g in groups.indices {
      var first = insertion.moved(groups[g].first)
      var last = insertion.moved(groups[g].last)
      if path.contains(g) {
        first = min(first, insertion.positions[0])
        last = max(last, insertion.positions[insertion.positions.count - 1])
      }
      groups[g].first = first
      groups[g].last = last
    }
    var seen = Set<Int>()
    groupStarts = groups.map(\.first).filter { $0 < stops.count && seen.insert($0).inserted }.sorted()
    return insertion
  }
}

extension StopPositions {
  /// Whether the table has a slot for `element`.
  func covers(_ element: ElementIndex) -> Bool { table.indices.contains(element - base) }
}
