import SceneModel

/// Full Keyboard Access's view of the screen: the focusable items in reading order, and the
/// focus groups Tab moves between (switch-and-keyboard.md §4.3).
///
/// Focusable = responds to user interaction (the Switch Control rule; disabled controls are
/// skipped). While a screen is presented, only its items can take focus: the presented view
/// is the focus environment [K]. Groups: lists, data tables, segmented controls and tab bars
/// form one by default; `focusGroup` ids declare others (the same id anywhere is one group);
/// every other item is a group of its own, so Tab reaches it directly.
///
/// Kept by the order's structure, not by absolute places: the items, each group's members and
/// the groups (in order of their first member) are ropes of labelled entries (`ItemLabels`),
/// so an item's index, its group's index and its index there are found by label in
/// logarithmic time, and an edit is followed by taking out and putting in only the items in
/// the ranges the order changed (`changing(_:runtime:)`), each at its rank.
public struct FocusGroups: Sendable, Equatable {
  public struct Group: Sendable, Equatable {
    /// The declared `focusGroup` id, or a generated one ("#12").
    public var id: String
    /// The container that forms the group (nil for an item on its own).
    public var container: ElementIndex?
    /// Its items in reading order.
    public var members: Members
    /// Whether the scene declared it with `focusGroup`.
    public var declared: Bool
    /// The member with the highest declared priority above `previouslyFocused`, if any:
    /// Tab lands on it whatever was focused before.
    public var prioritized: ElementIndex?
  }

  /// An item: its element, label, and group (an index into `table`; -1: a group of its own).
  struct Item: RopeItem, Labelled {
    var element: Int32
    var label: UInt64
    var group: Int32
    var summary: LastLabel { LastLabel(label) }
  }

  /// A member of a group formed by a container or an id, with its declared priority.
  struct Member: RopeItem, Labelled {
    var element: Int32
    var label: UInt64
    var priority: UInt8
    var summary: MemberSummary { MemberSummary(lastLabel: label, best: priority, bestElement: element) }
  }

  /// A run of members: its last label, and its first member of the highest priority.
  struct MemberSummary: LabelSummary {
    var lastLabel: UInt64 = 0
    var best: UInt8 = 0
    var bestElement: Int32 = -1
    init() {}
    init(lastLabel: UInt64, best: UInt8, bestElement: Int32) {
      self.lastLabel = lastLabel
      self.best = best
      self.bestElement = bestElement
    }
    mutating func add(_ next: MemberSummary) {
      if next.lastLabel != 0 { lastLabel = next.lastLabel }
      if next.best > best {
        best = next.best
        bestElement = next.bestElement
      }
    }
  }

  /// A group formed by a container or an id.
  struct Formed: Sendable {
    var id: String
    var container: ElementIndex?
    var declared: Bool
    var members: Rope<Member>
  }

  /// A group in the order of first members: labelled by its first member. `group` is an index
  /// into `table`, or -1 for an item on its own (`element`, of `priority`).
  struct Start: RopeItem, Labelled {
    var label: UInt64
    var group: Int32
    var element: Int32
    var priority: UInt8
    var summary: LastLabel { LastLabel(label) }
  }

  var order = Rope<Item>()
  var starts = Rope<Start>()
  var table: [Formed] = []
  var tableIndex: [String: Int32] = [:]
  var labels = ElementLabels(slots: 0..<0, labels: [])

  /// The tree version of the runtime it is current for.
  public internal(set) var version = -1
  /// The order's state it follows (`AccessibilityTree.lineage`, `changeMark`), and whether
  /// it holds only a presented screen's items (then it is built again on every change).
  var lineage = -1
  var mark = -1
  var presentedOnly = false

  public init() {}

  /// Every focusable item in reading order.
  public var items: Items { Items(order: order) }
  /// The groups in order of their first member.
  public var groups: Groups { Groups(groups: self) }

  /// Built in one pass down the order's interactive stops. Each item's group is found from
  /// its parent's, worked out once per parent (a list's rows share it), so the pass reads a
  /// dictionary per item, not a walk up the ancestors and a string.
  public init(runtime: SceneRuntime) {
    version = runtime.treeVersion
    let tree = runtime.tree
    lineage = tree.lineage
    mark = tree.changeMark
    let scene = runtime.scene
    let top = runtime.presented.isEmpty ? nil : runtime.currentScreen
    presentedOnly = top != nil
    let elements = tree.interactiveElements
    var above: [ElementIndex: GroupKey?] = [:]
    above.reserveCapacity(elements.count)
    var items: [Item] = []
    items.reserveCapacity(elements.count)
    var members: [[Member]] = []
    var startList: [Start] = []
    var placed: [(ElementIndex, UInt64)] = []
    placed.reserveCapacity(elements.count)
    let spread = OrderList.labels(elements.count)
    var next = 0
    for e in elements {
      if let top, scene.elements[e].screen != top { continue }
      let label = spread[next]
      next += 1
      let priority = scene.interaction(of: e).focusGroupPriority.level
      let (id, container, declared) = FocusGroups.groupKey(e, in: scene, above: &above)
      var g: Int32 = -1
      if container != nil || declared {
        if let existing = tableIndex[id] {
          g = existing
        } else {
          g = Int32(table.count)
          tableIndex[id] = g
          table.append(Formed(id: id, container: container, declared: declared, members: Rope()))
          members.append([])
          startList.append(Start(label: label, group: g, element: -1, priority: 0))
        }
        members[Int(g)].append(Member(element: Int32(e), label: label, priority: priority))
      } else {
        startList.append(Start(label: label, group: -1, element: Int32(e), priority: priority))
      }
      items.append(Item(element: Int32(e), label: label, group: g))
      placed.append((e, label))
    }
    for g in table.indices { table[g].members = Rope(members[g]) }
    order = Rope(items)
    starts = Rope(startList)
    labels = ElementLabels(slots: tree.slots, labels: placed)
  }

  /// A group's id, the container forming it, and whether the scene declared it.
  typealias GroupKey = (id: String, container: ElementIndex?, declared: Bool)

  /// The group an element belongs to: a declared `focusGroup` on it or an ancestor, else the
  /// nearest list-like ancestor, else its own. What was found at or above each ancestor is
  /// kept in `above` (nil: nothing up to the root) for the next item.
  static func groupKey(_ e: ElementIndex, in scene: Scene, above: inout [ElementIndex: GroupKey?]) -> GroupKey {
    if let id = scene.interaction(of: e).focusGroup { return (id, e, true) }
    // Up from the parent until a group or an ancestor already known; then each ancestor
    // passed on the way learns the answer.
    var passed: [ElementIndex] = []
    var current = scene.elements[e].parent
    var found: GroupKey?
    while let a = current {
      if let known = above[a] {
        found = known
        break
      }
      if let id = scene.interaction(of: a).focusGroup {
        found = (id, a, true)
        above[a] = .some(found)
        break
      }
      if formsGroup(a, in: scene) {
        found = ("#\(a)", a, false)
        above[a] = .some(found)
        break
      }
      passed.append(a)
      current = scene.elements[a].parent
    }
    for a in passed { above[a] = .some(found) }
    return found ?? ("#\(e)", nil, false)
  }

  /// Whether element `a` forms a group of its own (read in place: an element copied would
  /// retain and release each of its references, once per ancestor of every item).
  static func formsGroup(_ a: ElementIndex, in scene: Scene) -> Bool {
    switch scene.elements[a].kind {
    case .list, .segmented, .tabBar: return true
    default: break
    }
    switch scene.elements[a].containerType {
    case .list, .dataTable, .tabBar: return true
    default: return scene.elements[a].traits.contains(.tabBar)
    }
  }

  // MARK: Finding

  /// An item's entry, if it is one.
  func item(_ element: ElementIndex) -> (index: Int, item: Item)? {
    guard let i = order.index(ofLabel: labels[element]) else { return nil }
    return (i, order[i])
  }

  /// The label of a group's first member.
  func firstLabel(ofGroupOf item: Item) -> UInt64? {
    item.group < 0 ? item.label : (table[Int(item.group)].members.isEmpty ? nil : table[Int(item.group)].members[0].label)
  }

  public func group(of element: ElementIndex) -> Int? {
    guard let (_, item) = item(element), let first = firstLabel(ofGroupOf: item) else { return nil }
    return starts.index(ofLabel: first)
  }

  public func itemIndex(of element: ElementIndex) -> Int? { item(element)?.index }

  public func memberIndex(of element: ElementIndex) -> Int? {
    guard let (_, item) = item(element) else { return nil }
    return item.group < 0 ? 0 : table[Int(item.group)].members.index(ofLabel: item.label)
  }

  public func contains(_ element: ElementIndex) -> Bool { item(element) != nil }

  /// The group at `g` in order of first members.
  func group(at g: Int) -> Group {
    let start = starts[g]
    guard start.group >= 0 else {
      let e = ElementIndex(start.element)
      let prioritized = start.priority > FocusGroupPriority.previouslyFocused.level ? e : nil
      return Group(id: "#\(e)", container: nil, members: Members(single: e), declared: false, prioritized: prioritized)
    }
    let formed = table[Int(start.group)]
    let best = formed.members.summary
    let prioritized = best.best > FocusGroupPriority.previouslyFocused.level ? ElementIndex(best.bestElement) : nil
    return Group(id: formed.id, container: formed.container, members: Members(rope: formed.members), declared: formed.declared, prioritized: prioritized)
  }

  public static func == (a: FocusGroups, b: FocusGroups) -> Bool {
    a.version == b.version && Array(a.items) == Array(b.items) && Array(a.groups) == Array(b.groups)
  }
}

extension FocusGroups {
  /// The focusable items in reading order, read from the rope.
  public struct Items: RandomAccessCollection, Sendable {
    let order: Rope<Item>
    public var startIndex: Int { 0 }
    public var endIndex: Int { order.count }
    public subscript(i: Int) -> ElementIndex { ElementIndex(order[i].element) }
    /// Names the items: the same items (kept for one state) give the same identity.
    var identity: ObjectIdentifier { order.identity }

    /// Down the rope's nodes, not an index lookup per item.
    public func makeIterator() -> AnyIterator<ElementIndex> {
      var inner = order.makeIterator()
      return AnyIterator { inner.next().map { ElementIndex($0.element) } }
    }
  }

  /// The groups in order of their first member.
  public struct Groups: RandomAccessCollection, Sendable {
    let groups: FocusGroups
    public var startIndex: Int { 0 }
    public var endIndex: Int { groups.starts.count }
    public subscript(g: Int) -> Group { groups.group(at: g) }
  }

  /// A group's members in reading order.
  public struct Members: RandomAccessCollection, Sendable, Equatable {
    enum Storage: Sendable {
      case single(ElementIndex)
      case rope(Rope<Member>)
    }
    let storage: Storage
    init(single e: ElementIndex) { storage = .single(e) }
    init(rope: Rope<Member>) { storage = .rope(rope) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
      switch storage {
      case .single: return 1
      case .rope(let r): return r.count
      }
    }
    public subscript(i: Int) -> ElementIndex {
      switch storage {
      case .single(let e):
        precondition(i == 0, "member index out of range")
        return e
      case .rope(let r): return ElementIndex(r[i].element)
      }
    }

    /// Down the rope's nodes, not an index lookup per member.
    public func makeIterator() -> AnyIterator<ElementIndex> {
      switch storage {
      case .single(let e):
        var done = false
        return AnyIterator {
          defer { done = true }
          return done ? nil : e
        }
      case .rope(let r):
        var inner = r.makeIterator()
        return AnyIterator { inner.next().map { ElementIndex($0.element) } }
      }
    }

    public static func == (a: Members, b: Members) -> Bool { a.elementsEqual(b) }
  }
}

extension FocusGroupPriority {
  /// The priority as a number that grows with it, for the members' rope.
  var level: UInt8 {
    switch self {
    case .ignored: return 0
    case .previouslyFocused: return 1
    case .prioritized: return 2
    case .currentlyFocused: return 3
    }
  }
}
