import SceneModel

/// Says what changed between two versions of a scene, for the reload banner.
///
/// Elements are compared by what they are, not where they sit in the file: an element with
/// an id is the same element in both versions; elements without one are matched by their
/// kind and definition, so inserting a row above does not make every row below "changed".
/// Elements are named as the user sees them: the quoted label, else the id, else the kind.
public enum SceneChangeSummary {
  /// The banner text: "added 'Archive'; changed 'Send' (label)".
  public static func describe(old: Scene, new: Scene) -> String {
    let changes = compare(old: old, new: new)
    var parts: [String] = []
    func list(_ names: [String]) -> String {
      names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
    }
    if !changes.added.isEmpty { parts.append("added " + list(changes.added)) }
    if !changes.removed.isEmpty { parts.append("removed " + list(changes.removed)) }
    if !changes.changed.isEmpty {
      parts.append("changed " + list(changes.changed.map { $0.name + " (" + $0.what.joined(separator: ", ") + ")" }))
    }
    if parts.isEmpty {
      parts.append(changes.screensChanged ? "the screens changed, no element did" : "no element changed")
    }
    return parts.joined(separator: "; ")
  }

  /// What changed, element by element.
  public struct Changes: Sendable, Equatable {
    public var added: [String] = []
    public var removed: [String] = []
    /// Elements present in both versions whose definitions differ, and which properties.
    public var changed: [(name: String, what: [String])] = []
    /// Whether the list of screens (ids, titles) differs.
    public var screensChanged = false

    public static func == (a: Changes, b: Changes) -> Bool {
      a.added == b.added && a.removed == b.removed && a.screensChanged == b.screensChanged
        && a.changed.map(\.name) == b.changed.map(\.name) && a.changed.map(\.what) == b.changed.map(\.what)
    }
  }

  public static func compare(old: Scene, new: Scene) -> Changes {
    var changes = Changes()
    changes.screensChanged = old.screens.map { [$0.id, $0.title ?? ""] } != new.screens.map { [$0.id, $0.title ?? ""] }
    // Elements with ids: the same id is the same element.
    for id in new.ids.keys.sorted(by: { (new.ids[$0] ?? 0) < (new.ids[$1] ?? 0) }) {
      guard let b = new.ids[id] else { continue }
      guard let a = old.ids[id] else {
        changes.added.append(name(of: b, in: new))
        continue
      }
      let what = differences(old.elements[a], new.elements[b], oldScene: old, newScene: new, a, b)
      if !what.isEmpty { changes.changed.append((name(of: b, in: new), what)) }
    }
    for id in old.ids.keys.sorted(by: { (old.ids[$0] ?? 0) < (old.ids[$1] ?? 0) }) where new.ids[id] == nil {
      if let a = old.ids[id] { changes.removed.append(name(of: a, in: old)) }
    }
    // Elements without ids: matched by their whole definition; what is left over is added
    // or removed, or, for one left over of the same kind and label on each side, changed.
    var unmatchedOld: [String: [ElementIndex]] = [:]
    for (i, e) in old.elements.enumerated() where e.id == nil {
      unmatchedOld[signature(i, in: old), default: []].append(i)
    }
    var addedPlain: [ElementIndex] = []
    for (i, e) in new.elements.enumerated() where e.id == nil {
      let s = signature(i, in: new)
      if var list = unmatchedOld[s], !list.isEmpty {
        list.removeFirst()
        unmatchedOld[s] = list
      } else {
        addedPlain.append(i)
      }
    }
    var removedPlain = unmatchedOld.values.flatMap { $0 }.sorted()
    for b in addedPlain {
      let nb = new.elements[b]
      // The same kind with the same label (or the same visible text) changed in place.
      if let k = removedPlain.firstIndex(where: {
        let na = old.elements[$0]
        return na.kind == nb.kind && (na.label != nil && na.label == nb.label || na.visibleText != nil && na.visibleText == nb.visibleText)
      }) {
        let a = removedPlain.remove(at: k)
        let what = differences(old.elements[a], nb, oldScene: old, newScene: new, a, b)
        if !what.isEmpty { changes.changed.append((name(of: b, in: new), what)) }
      } else if isWorthNaming(nb) {
        changes.added.append(name(of: b, in: new))
      }
    }
    for a in removedPlain where isWorthNaming(old.elements[a]) {
      changes.removed.append(name(of: a, in: old))
    }
    return changes
  }

  /// Elements a reviewer would recognise: anything with a label, text, symbol or id, and
  /// accessibility elements; plain layout stacks are left out of the lists.
  static func isWorthNaming(_ e: Element) -> Bool {
    e.id != nil || e.label?.isEmpty == false || e.visibleText?.isEmpty == false || e.symbol != nil || e.isElement
  }

  /// The properties that differ between two versions of an element, by their scene names.
  static func differences(
    _ a: Element, _ b: Element, oldScene: Scene, newScene: Scene, _ ia: ElementIndex, _ ib: ElementIndex
  ) -> [String] {
    var what: [String] = []
    if a.kind != b.kind { what.append("kind") }
    if a.label != b.label { what.append("label") }
    if a.value != b.value { what.append("value") }
    if a.hint != b.hint { what.append("hint") }
    if a.traits != b.traits { what.append("traits") }
    if a.hidden != b.hidden { what.append("hidden") }
    if a.isElement != b.isElement { what.append("element") }
    if a.actions != b.actions { what.append("actions") }
    if a.onActivate != b.onActivate { what.append("onActivate") }
    if a.visibleText != b.visibleText { what.append("text") }
    if a.symbol != b.symbol { what.append("symbol") }
    if a.grouping != b.grouping || a.groupsChildren != b.groupsChildren { what.append("grouping") }
    if a.containerType != b.containerType { what.append("container") }
    if a.isModal != b.isModal { what.append("modal") }
    if a.sortPriority != b.sortPriority { what.append("sortPriority") }
    if (a.explicitOrder == nil) != (b.explicitOrder == nil)
      || a.explicitOrder?.count != b.explicitOrder?.count
    {
      what.append("order")
    }
    if a.children.count != b.children.count { what.append("children") }
    if a.badge != b.badge { what.append("badge") }
    if a.framework != b.framework { what.append("framework") }
    if a.tableCell != b.tableCell || a.tableSize != b.tableSize { what.append("table") }
    if a.rotors != b.rotors { what.append("rotors") }
    if oldScene.notes[ia] != newScene.notes[ib] { what.append("note") }
    return what
  }

  /// An element's definition without its position in the file, for matching id-less ones.
  static func signature(_ i: ElementIndex, in scene: Scene) -> String {
    let e = scene.elements[i]
    let parts: [String] = [
      e.kind.rawValue, e.label ?? "\u{1}", e.value ?? "\u{1}", e.hint ?? "\u{1}", String(e.traits.rawValue),
      e.hidden ? "h" : "", e.isElement ? "e" : "", e.actions.map(\.name).joined(separator: "\u{2}"),
      e.visibleText ?? "\u{1}", e.symbol ?? "\u{1}", e.grouping.rawValue, e.groupsChildren ? "g" : "",
      e.containerType.rawValue, e.isModal ? "m" : "", String(e.sortPriority), String(e.children.count),
      scene.notes[i] ?? "\u{1}",
    ]
    return parts.joined(separator: "\u{0}")
  }

  /// The quoted label or text ('Archive'), else the id, else the kind.
  static func name(of i: ElementIndex, in scene: Scene) -> String {
    let e = scene.elements[i]
    if let text = [e.label, e.visibleText].compactMap({ $0 }).first(where: { !$0.isEmpty }) {
      return Sanitize.quote(text, limit: 32)
    }
    if let id = e.id { return id }
    if let symbol = e.symbol { return e.kind.rawValue + " (" + symbol + ")" }
    return e.kind.rawValue
  }
}
