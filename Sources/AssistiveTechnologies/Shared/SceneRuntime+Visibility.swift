import SceneModel

extension SceneRuntime {
  /// After an element was hidden or shown: its screen's frames updated without laying the
  /// screen out again when `SceneLayout.collapse` / `expand` can give exactly what a layout
  /// would (what follows it moves rigidly; its own tree is cleared or laid out). The frames
  /// are then current for the screen, so the rebuild that follows only builds the tree.
  /// False when that does not hold: the caller lays the screen out as before.
  mutating func relayOutVisibility(_ index: ElementIndex) -> Bool {
    let s = scene.elements[index].screen
    guard visibleScreens.contains(s), cache.laidOut[s] == cache.layoutEdits[s] else { return false }
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
    cache.problems[s] = problems
    cache.edited(screen: s, moves: true)
    cache.laidOut[s] = cache.layoutEdits[s]
    return true
  }
}
