import SceneModel

extension FocusGroups {
  /// The element ranges to follow to bring groups kept for an earlier state of the same
  /// build of the order up to date with `runtime`'s; nil when they must be built again.
  static func changes(from kept: FocusGroups, to runtime: SceneRuntime) -> [Range<Int>]? {
    guard !kept.presentedOnly, runtime.presented.isEmpty else { return nil }
    return runtime.tree.changes(forTableFrom: kept.lineage, mark: kept.mark, slots: kept.labels.range, items: kept.order.count)
  }

  /// Brings the groups up to date with `runtime` after the order changed the element ranges
  /// `ranges` in place (`AccessibilityTree.changes(since:)`): what they held there is taken
  /// out, what the order holds there now is put in at its rank (every other item keeps its
  /// place relative to the others, so the rank is its index). False when labels ran out
  /// between two neighbours: the caller builds them again.
  mutating func changing(_ ranges: [Range<Int>], runtime: SceneRuntime) -> Bool {
    let tree = runtime.tree
    let scene = runtime.scene
    let touched = AccessibilityTree.elements(in: ranges)
    // Out: what was held in the ranges.
    for e in touched where labels[e] != 0 {
      guard let (i, item) = item(e) else { return false }
      order.remove(at: i)
      labels[e] = 0
      leave(item)
    }
    // In: what the order holds there now, by rank.
    var coming: [(rank: Int, element: ElementIndex)] = []
    for e in touched where tree.isInteractiveStop(e) {
      guard let rank = tree.before(e, .interactive) else { return false }
      coming.append((rank, e))
    }
    coming.sort { $0.rank < $1.rank }
    var above: [ElementIndex: GroupKey?] = [:]
    for (rank, e) in coming {
      guard rank <= order.count else { return false }
      let before = rank > 0 ? order[rank - 1].label : 0
      let after = rank < order.count ? order[rank].label : UInt64.max
      guard let label = label(between: before, and: after) else { return false }
      let priority = scene.interaction(of: e).focusGroupPriority.level
      let key = FocusGroups.groupKey(e, in: scene, above: &above)
      var item = Item(element: Int32(e), label: label, group: -1)
      if key.container != nil || key.declared {
        item.group = join(key, member: Member(element: Int32(e), label: label, priority: priority))
      } else {
        starts.insert(Start(label: label, group: -1, element: Int32(e), priority: priority), at: starts.insertionIndex(ofLabel: label))
      }
      order.insert(item, at: rank)
      labels[e] = label
    }
    version = runtime.treeVersion
    mark = tree.changeMark
    return true
  }

  /// Takes an item out of its group (a group it leaves empty goes; one whose first member it
  /// was moves to its next).
  private mutating func leave(_ item: Item) {
    guard item.group >= 0 else {
      if let s = starts.index(ofLabel: item.label) { starts.remove(at: s) }
      return
    }
    let g = Int(item.group)
    guard let m = table[g].members.index(ofLabel: item.label) else { return }
    let wasFirst = m == 0
    table[g].members.remove(at: m)
    guard wasFirst, let s = starts.index(ofLabel: item.label) else { return }
    starts.remove(at: s)
    // An emptied group keeps its slot (and its id's entry) for a member coming back.
    if !table[g].members.isEmpty {
      let first = table[g].members[0].label
      starts.insert(Start(label: first, group: item.group, element: -1, priority: 0), at: starts.insertionIndex(ofLabel: first))
    }
  }

  /// Puts a member into the group `key` names (made when it is new); returns the group's
  /// index in the table.
  private mutating func join(_ key: GroupKey, member: Member) -> Int32 {
    let g: Int32
    if let existing = tableIndex[key.id] {
      g = existing
    } else {
      g = Int32(table.count)
      tableIndex[key.id] = g
      table.append(Formed(id: key.id, container: key.container, declared: key.declared, members: Rope()))
    }
    let (oldFirst, at) = { (members: Rope<Member>) in (members.isEmpty ? nil : members[0].label, members.insertionIndex(ofLabel: member.label)) }(table[Int(g)].members)
    table[Int(g)].members.insert(member, at: at)
    if oldFirst == nil || member.label < oldFirst! {
      if let old = oldFirst, let s = starts.index(ofLabel: old) { starts.remove(at: s) }
      starts.insert(Start(label: member.label, group: g, element: -1, priority: 0), at: starts.insertionIndex(ofLabel: member.label))
    }
    return g
  }
}

extension SceneRuntime {
  /// How many times focus groups were built from every stop (not brought up to date).
  public var focusGroupsBuilt: Int { indexes.focusGroupBuilds.load(ordering: .relaxed) }
}
