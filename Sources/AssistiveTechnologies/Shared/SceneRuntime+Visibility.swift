import SceneModel

extension SceneRuntime {
  /// After an element was hidden or shown: its screen's frames updated without laying the
  /// screen out again when `SceneLayout.collapse` / `expand` can give exactly what a layout
  /// would (what follows it moves rigidly; its own tree is cleared or laid out). The frames
  /// are then current for the screen; the tree loses the hidden stops in place when that is
  /// exact (`removeFromTree`), else is built again. False when the frames cannot be moved:
  /// the caller lays the screen out as before.
  mutating func relayOutVisibility(_ index: ElementIndex, touched: [ElementIndex]) -> Bool {
    let s = scene.elements[index].screen
    guard isVisible(s), cache.laidOut[s] == cache.layoutEdits[s] else { return false }
    let facts = cache.facts[s] ?? SceneLayout.facts(screen: s, of: scene)
    cache.facts[s] = facts
    guard facts.preorder, facts.rigid else { return false }
    var frames = self.frames
    self.frames = []
    let change =
      scene.elements[index].hidden
      ? SceneLayout.collapse(index, of: scene, facts: facts, contentSize: contentSize, boldText: display.boldText, frames: &frames)
      : SceneLayout.expand(index, of: scene, facts: facts, contentSize: contentSize, boldText: display.boldText, frames: &frames)
    self.frames = frames
    guard let change else { return false }
    var problems = cache.problems[s] ?? [:]
    for e in change.subtree { problems[e] = change.problems[e] }
    setLayoutProblems(of: s, problems)
    cache.edited(touched, screen: s, moves: true)
    cache.laidOut[s] = cache.layoutEdits[s]
    if visibleScreens == [s] {
      if scene.elements[index].hidden ? removeFromTree(change.subtree) : insertIntoTree(change.subtree) { return true }
    }
    rebuild()
    return true
  }

  /// After `subtree` was hidden and what follows it moved: the tree without its stops, and
  /// the tables read from the tree, without building it again (`AccessibilityTree.remove`).
  mutating func removeFromTree(_ subtree: Range<Int>) -> Bool {
    changeTreeInPlace { tree, scene, frames, c in tree.remove(subtree, scene: scene, frames: frames, comparator: c).map { .removed($0.positions) } }
  }

  /// After `subtree` was shown and what follows it moved: the tree with its stops, and the
  /// tables read from the tree, without building it again (`AccessibilityTree.insert`).
  mutating func insertIntoTree(_ subtree: Range<Int>) -> Bool {
    changeTreeInPlace { tree, scene, frames, c in tree.insert(subtree, scene: scene, frames: frames, comparator: c)?.change }
  }

  /// Changes the tree in place with `change` (the tree taken out of the runtime meanwhile,
  /// so its tables are not copied); when it succeeds, logs the change of the stop list,
  /// renumbers the rotor and interactive tables through it (adding the stops it put in), and
  /// keeps the tree. False, with the tree unchanged, when `change` gives nil.
  private mutating func changeTreeInPlace(
    _ change: (inout AccessibilityTree, Scene, [Frame], ReadingOrderComparator) -> StopListChange?
  ) -> Bool {
    var tree = self.tree
    self.tree = AccessibilityTree(scene: scene, roots: [], frames: [])
    let from = tree.stopsVersion
    let made = change(&tree, scene, frames, ReadingOrderComparator(device: scene.device))
    self.tree = tree
    guard let made else { return false }
    if tree.stopsVersion != from {
      cache.stopChanges.record(from: from, to: tree.stopsVersion, made)
      var added: [RotorItem: [Int]] = [:]
      var interactive: [Int] = []
      for p in made.insertedPositions {
        let (items, responds) = rotorMembership(of: tree.stops[p].element)
        for item in items { added[item, default: []].append(p) }
        if responds { interactive.append(p) }
      }
      func renumbered(_ positions: [Int], adding new: [Int]) -> [Int] {
        let out = positions.compactMap(made.moved)
        return new.isEmpty ? out : (out + new).sorted()
      }
      for (item, positions) in rotorStops { rotorStops[item] = renumbered(positions, adding: added[item] ?? []) }
      interactiveStops = renumbered(interactiveStops, adding: interactive)
    }
    keepChangedTree()
    return true
  }

  /// After the tree changed in place: a new version, kept for the screens' state, and the
  /// tables that read the tree brought up to date.
  private mutating func keepChangedTree() {
    treeVersion = TreeVersions.next()
    cache.keep(TreeState(key: cache.key(treeScreens), tree: tree, version: treeVersion, rotorStops: rotorStops, interactiveStops: interactiveStops))
    refreshDisplayProblems()
    refreshPlaying()
  }
}
