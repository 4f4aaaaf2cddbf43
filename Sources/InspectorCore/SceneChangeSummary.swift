import SceneModel

/// Says what changed between two versions of a scene, for the reload banner.
public enum SceneChangeSummary {
  public static func describe(old: Scene, new: Scene) -> String {
    let oldIDs = Set(old.ids.keys)
    let newIDs = Set(new.ids.keys)
    let added = newIDs.subtracting(oldIDs).sorted()
    let removed = oldIDs.subtracting(newIDs).sorted()
    var changed: [String] = []
    for id in oldIDs.intersection(newIDs).sorted() {
      let a = old.elements[old.ids[id]!]
      let b = new.elements[new.ids[id]!]
      if a.label != b.label || a.value != b.value || a.hint != b.hint || a.traits != b.traits || a.hidden != b.hidden || a.actions != b.actions {
        changed.append(id)
      }
    }
    var parts: [String] = []
    func list(_ ids: [String]) -> String {
      ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? " and \(ids.count - 3) more" : "")
    }
    if !added.isEmpty { parts.append("added \(list(added))") }
    if !removed.isEmpty { parts.append("removed \(list(removed))") }
    if !changed.isEmpty { parts.append("changed \(list(changed))") }
    let delta = new.elements.count - old.elements.count
    if parts.isEmpty {
      parts.append(delta == 0 ? "no element with an id changed" : "\(abs(delta)) element\(abs(delta) == 1 ? "" : "s") \(delta > 0 ? "added" : "removed")")
    }
    return parts.joined(separator: "; ")
  }
}
