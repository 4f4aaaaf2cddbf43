import SceneModel

extension SceneRuntime {
  /// A new label on an element of a visible screen, without laying the screen out again when
  /// that gives the same result: the element's parent is placed again in its own frame
  /// (`SceneLayout.placeAgain`: its height is unchanged, so nothing outside it moves), and
  /// the stops whose frames changed keep their place in the order, so the tree keeps its
  /// stops and only their frames change. False when any of that does not hold: the caller
  /// then lays the screen out and builds the tree as before.
  ///
  /// The order is kept when each moved stop keeps its top edge and every comparison the sort
  /// could make between it and a sibling comes out as before: the sort, given the same
  /// input and the same answers, gives the same order (whatever the comparator's lack of
  /// transitivity). A stop inside a group must keep its origin (a group sorts by its first
  /// child's).
  mutating func relabelInPlace(_ index: ElementIndex, touched: [ElementIndex]) -> Bool {
    let s = scene.elements[index].screen
    guard let parent = scene.elements[index].parent, isVisible(s), cache.laidOut[s] == cache.layoutEdits[s] else { return false }
    // Labels name semantic groups and head data-table columns, which the tree reads.
    if scene.elements[index].containerType == .semanticGroup { return false }
    if scene.elements[index].containerType == .dataTable || scene.ancestors(of: index).contains(where: { scene.elements[$0].containerType == .dataTable }) { return false }
    var frames = self.frames
    self.frames = []
    guard let laid = SceneLayout.placeAgain(parent, of: scene, contentSize: contentSize, boldText: display.boldText, into: &frames) else {
      self.frames = frames
      return false
    }
    self.frames = frames
    var moves: [(position: Int, frame: Frame)] = []
    var topLevel: [Int] = []
    for (e, old) in laid.old {
      let new = frames[e]
      guard new != old else { continue }
      let el = scene.elements[e]
      let prunable = el.isElement || el.explicitOrder != nil || el.grouping == .combine || el.grouping == .ignore
      if prunable, (old.width == 0 && old.height == 0) != (new.width == 0 && new.height == 0) { return false }
      if let p = tree.position[e] {
        guard new.y == old.y else { return false }
        if tree.stops[p].groupPath.isEmpty {
          if new.x != old.x { topLevel.append(p) }
        } else if new.x != old.x {
          return false
        }
        moves.append((p, new))
      } else if !el.children.isEmpty, tree.groups.contains(where: { $0.element == e }), new.x != old.x || new.y != old.y {
        return false
      }
    }
    var bands: [(y: Double, position: Int)]?
    if !topLevel.isEmpty {
      // Moved sideways at the top level: every comparison the sort can make must come out
      // as before. Only stops in the same row band compare by x; those are looked for
      // among all stops (by their top edges, sorted once per tree and handed on, since no
      // top edge moves here), so this path needs a tree without groups.
      guard tree.groups.isEmpty, tree.topLevelAllStops else { return false }
      let c = ReadingOrderComparator(device: scene.device)
      var oldKeys: [Int: (x: Double, y: Double)] = [:]
      for (e, old) in laid.old { if let p = tree.position[e] { oldKeys[p] = (old.x, old.y) } }
      func key(_ p: Int) -> (x: Double, y: Double) { (frames[tree.stops[p].element].x, frames[tree.stops[p].element].y) }
      let stops = tree.stops
      let sorted = indexes.rowBands(version: treeVersion) {
        stops.indices.map { (stops[$0].frame.y, $0) }.sorted { $0.y < $1.y }
      }
      bands = sorted
      for p in topLevel {
        let y = key(p).y
        let priority = scene.elements[tree.stops[p].element].sortPriority
        // The stops whose top edge lies within the row tolerance of this one's.
        var low = 0
        var high = sorted.count
        while low < high {
          let mid = (low + high) / 2
          if sorted[mid].y <= y - c.rowTolerance { low = mid + 1 } else { high = mid }
        }
        var band: [Int] = []
        while low < sorted.count, sorted[low].y < y + c.rowTolerance {
          band.append(sorted[low].position)
          low += 1
        }
        for d in band where d != p && abs(tree.stops[d].frame.y - y) < c.rowTolerance {
          guard scene.elements[tree.stops[d].element].sortPriority == priority else { continue }
          let before = (oldKeys[p]!, oldKeys[d] ?? key(d))
          let after = (key(p), key(d))
          if c.before(before.0, before.1) != c.before(after.0, after.1) || c.before(before.1, before.0) != c.before(after.1, after.0) { return false }
        }
      }
    }
    // The kept copy of this tree is out of date now; dropping it first lets the stops
    // change in place instead of being copied.
    let stale = treeVersion
    cache.trees.removeAll { $0.version == stale }
    tree.moveStops(moves)
    cache.edited(touched, screen: s, moves: true)
    cache.laidOut[s] = cache.layoutEdits[s]
    var problems = cache.problems[s] ?? [:]
    for (e, _) in laid.old { problems[e] = laid.problems[e] }
    setLayoutProblems(of: s, problems)
    treeVersion = TreeVersions.next()
    if let bands { indexes.keepRowBands(version: treeVersion, bands) }
    cache.keep(TreeState(key: cache.key(treeScreens), tree: tree, version: treeVersion, rotorStops: rotorStops, interactiveStops: interactiveStops))
    refreshDisplayProblems()
    return true
  }
}
