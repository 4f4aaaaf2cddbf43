import SceneModel

extension SceneRuntime {
  /// After an edit of `touched` that can dim or enable them (`enabled`, a UIKit stepper's
  /// buttons): the stops they speak in (their own, and the combined groups above them, which
  /// take their children's traits) looked at again for `interactiveStops`. When the set
  /// changes the tree gets a new version, so what is built from it (the keyboard's focus
  /// groups, Switch Control's scan trees, the app's tables) is built again.
  mutating func refreshInteraction(_ touched: [ElementIndex]) {
    var changed = false
    for e in touched {
      var next: ElementIndex? = e
      while let a = next {
        if let p = tree.position[a] {
          let responds = UserInteraction.responds(a, in: self)
          let i = interactiveStops.firstIndex(notBelow: p)
          let was = i < interactiveStops.count && interactiveStops[i] == p
          if responds != was {
            if responds { interactiveStops.insert(p, at: i) } else { interactiveStops.remove(at: i) }
            changed = true
          }
        }
        next = scene.elements[a].parent
      }
    }
    guard changed else { return }
    treeVersion = TreeVersions.next()
    cache.keep(TreeState(key: cache.key(treeScreens), tree: tree, version: treeVersion, rotorStops: rotorStops, interactiveStops: interactiveStops))
  }
}
