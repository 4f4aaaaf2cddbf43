import SceneModel

extension AccessibilityTree {
  /// Builds the tree over root elements (several roots = presented layers), their frames
  /// read from their screens' layouts; `flags` says what each stop is for the tables.
  init(scene: Scene, roots: [ElementIndex], layouts: (Int) -> SceneLayout?, flags: (ElementIndex) -> StopFlags) {
    self.init(roots: roots)
    var low = Int.max
    var high = Int.min
    var screens: [Int: SceneLayout] = [:]
    for r in roots {
      let s = scene.elements[r].screen
      guard let layout = layouts(s) else { continue }
      screens[s] = layout
      low = Swift.min(low, layout.root, layout.lowestElement)
      high = Swift.max(high, layout.highestElement)
    }
    guard low <= high else { return }
    base = low
    placeList = Array(repeating: Self.nowhere, count: high - low + 1)
    placeLabel = Array(repeating: 0, count: high - low + 1)
    var pending: [ElementIndex: Builder.Pending] = [:]
    var topPending: Builder.Pending?
    scene.elements.withUnsafeBufferPointer { elements in
      var builder = Builder(scene: scene, elements: elements, layouts: screens, comparator: ReadingOrderComparator(device: scene.device))
      let top = builder.visibleRoots(roots)
      var nodes: [Builder.Node] = []
      for r in top {
        guard let layout = screens[elements[r].screen] else { continue }
        builder.walk(r, corner: layout.rootCorner, layout: layout, into: &nodes)
      }
      builder.sortGroup(&nodes)
      topPending = builder.pending(nodes, reason: nil, sorted: false)
      pending = builder.lists
      self.modalRoot = builder.modalRoot
      self.ordered = builder.ordered
    }
    // The lists, innermost first: a group's entry counts what its list holds.
    func finish(_ p: Builder.Pending) -> OrderList {
      var entries = p.entries
      for i in entries.indices {
        let e = ElementIndex(entries[i].element)
        if entries[i].isGroup {
          if let inner = pending[e] {
            let list = finish(inner)
            entries[i].counts = list.entries.summary.counts
            lists[e] = list
          }
        } else {
          entries[i].counts = OrderCounts(flags: flags(e))
        }
      }
      var list = OrderList(entries: Rope(entries), reason: p.reason, separated: p.separated, prioritized: p.prioritized)
      list.provides = p.provides
      return list
    }
    if let topPending { top = finish(topPending) }
    placeAll()
    if ordered { markRepeats() }
    findTableContexts(scene)
  }

  /// An empty tree over `roots`.
  init(roots: [ElementIndex]) {
    top = OrderList(entries: Rope(), reason: nil, separated: true, prioritized: false)
    lists = [:]
    base = 0
    placeList = []
    placeLabel = []
    modalRoot = nil
    tableContexts = [:]
    ordered = false
    self.roots = roots
  }

  /// Records where every entry is (`placeList`, `placeLabel`).
  mutating func placeAll() {
    place(list: top, id: Self.topLevel)
    for (g, list) in lists { place(list: list, id: Int32(g)) }
  }

  mutating func place(list: OrderList, id: Int32) {
    for entry in list.entries {
      let slot = Int(entry.element) - base
      placeList[slot] = id
      placeLabel[slot] = entry.label
    }
  }

  /// After a build with explicit orders: an element met a second time is a stop once, where
  /// first met (its later entries count for nothing), and its place is the first one.
  mutating func markRepeats() {
    var emitted = Set<Int32>()
    var entered = Set<Int32>()
    func visit(_ id: Int32) -> OrderCounts {
      var list = self.list(id)
      var total = OrderCounts()
      for i in 0..<list.entries.count {
        var entry = list.entries[i]
        if entry.isGroup {
          if entered.insert(entry.element).inserted {
            entry.counts = visit(entry.element)
            entry.repeated = false
            let slot = Int(entry.element) - base
            placeList[slot] = id
            placeLabel[slot] = entry.label
          } else {
            entry.repeated = true
            entry.counts = OrderCounts()
          }
        } else if emitted.insert(entry.element).inserted {
          entry.repeated = false
          let slot = Int(entry.element) - base
          placeList[slot] = id
          placeLabel[slot] = entry.label
        } else {
          entry.repeated = true
          entry.counts = OrderCounts()
        }
        let changed = entry
        list.entries.update(at: i) { $0 = changed }
        total.add(entry.counts)
      }
      if id == Self.topLevel { top = list } else { lists[ElementIndex(id)] = list }
      return total
    }
    _ = visit(Self.topLevel)
  }

  /// The contexts each data table gives its cells' stops.
  mutating func findTableContexts(_ scene: Scene) {
    var found: [ElementIndex: [ElementIndex: DataTableContext]] = [:]
    for (g, list) in lists where list.provides == .table {
      let table = DataTableContext.Table(g, scene: scene)
      var contexts: [ElementIndex: DataTableContext] = [:]
      func visit(_ l: OrderList) {
        for entry in l.entries where !entry.repeated {
          if entry.isGroup {
            if let inner = lists[ElementIndex(entry.element)] { visit(inner) }
          } else if let c = table.context(for: ElementIndex(entry.element)) {
            contexts[ElementIndex(entry.element)] = c
          }
        }
      }
      visit(list)
      found[g] = contexts
    }
    tableContexts = found
  }

  /// The walk of §3.1 and the sort of §3.2 over one tree of elements, producing each
  /// group's sorted list.
  struct Builder {
    let scene: Scene
    let elements: UnsafeBufferPointer<Element>
    let layouts: [Int: SceneLayout]
    let comparator: ReadingOrderComparator
    var modalRoot: ElementIndex?
    /// Each group's sorted entries, before the lists are made and counted.
    var lists: [ElementIndex: Pending] = [:]
    /// When changing a tree in place: whether a group's list is up to date (it is then not
    /// walked again), and its node from that list.
    var reuse: ((ElementIndex) -> Bool)?
    var existing: ((ElementIndex) -> Node?)?

    /// A list's sorted entries, not counted yet.
    struct Pending {
      var entries: [OrderEntry]
      var reason: GroupReason?
      var separated: Bool
      var prioritized: Bool
      var provides: OrderList.ContextKind?
    }
    /// Whether an explicit order was met.
    var ordered = false

    /// A node of a list before it is sorted.
    struct Node {
      var element: ElementIndex
      /// Sort key: the frame's corner, or for a group its first child's.
      var key: (x: Double, y: Double)
      var priority: Double
      var isGroup: Bool
    }

    /// Applies the modal rule to the top-level layers.
    mutating func visibleRoots(_ roots: [ElementIndex]) -> [ElementIndex] {
      if let m = roots.last(where: { elements[$0].isModal && !elements[$0].hidden }) {
        modalRoot = m
        return [m]
      }
      return roots
    }

    /// Whether a view is pruned (reference §3.1 step 2).
    func isPruned(_ index: ElementIndex, _ size: (width: Double, height: Double)) -> Bool {
      if elements[index].hidden { return true }
      if size.width == 0 && size.height == 0 {
        let e = elements[index]
        if e.isElement || e.grouping == .combine || e.grouping == .ignore || e.explicitOrder != nil { return true }
      }
      return false
    }

    /// Walks an element whose corner is `corner`, appending its nodes to `out` (flattened
    /// unless it is a group, whose list is made and kept).
    mutating func walk(_ index: ElementIndex, corner: (x: Double, y: Double), layout: SceneLayout, into out: inout [Node]) {
      // A first look's children left out of a long stack are not in its order (`FirstLook`).
      guard layout.covers(index), !layout.isDeferred(index) else { return }
      if isPruned(index, layout.size(of: index)) { return }
      // The element's fields are read in place, never the element copied (a copy retains
      // and releases each of its references: once per element of every walk).
      let grouping = elements[index].grouping
      if elements[index].isElement || grouping == .combine || grouping == .ignore {
        out.append(Node(element: index, key: corner, priority: elements[index].sortPriority, isGroup: false))
        return
      }
      if let order = elements[index].explicitOrder {
        ordered = true
        var children: [Node] = []
        for c in order {
          guard let l = layouts[elements[c].screen], l.covers(c) else { continue }
          let f = l.frame(of: c, elements: elements)
          var sub: [Node] = []
          walk(c, corner: (f.x, f.y), layout: l, into: &sub)
          // An explicit order keeps array order, each item expanded as it is (reference §3.1
          // step 4); groups inside sort themselves.
          children.append(contentsOf: sub)
        }
        if !children.isEmpty { out.append(groupNode(index, corner: corner, &children, .explicitOrder, sorted: true)) }
        return
      }
      var childIndexes = elements[index].children
      if let m = childIndexes.last(where: { elements[$0].isModal && !elements[$0].hidden }) {
        childIndexes = [m]
      }
      if let reason = groupReason(index) {
        if let reuse, reuse(index) {
          if let n = existing?(index) { out.append(n) }
          return
        }
        var nodes: [Node] = []
        // A group has at most a node per element of its tree: room made once, not by
        // doubling (a long list's nodes were copied and their pages faulted in again).
        if layout.preorder { nodes.reserveCapacity(layout.end(of: index) - index - 1) }
        walkChildren(index, childIndexes, corner: corner, layout: layout, into: &nodes)
        if !nodes.isEmpty { out.append(groupNode(index, corner: corner, &nodes, reason, sorted: false)) }
      } else {
        // Not a group: its nodes join its parent's list directly.
        walkChildren(index, childIndexes, corner: corner, layout: layout, into: &out)
      }
    }

    /// Walks `children` of `index` (all of them, or its modal child alone), whose corner is
    /// `corner`; a long stack's children take their corners from one pass over its offsets.
    mutating func walkChildren(_ index: ElementIndex, _ children: [ElementIndex], corner: (x: Double, y: Double), layout: SceneLayout, into out: inout [Node]) {
      if let corners = layout.childCorners(of: index, parent: corner, elements: elements), corners.count == children.count {
        for (k, c) in children.enumerated() { walk(c, corner: corners[k], layout: layout, into: &out) }
        return
      }
      for c in children { walk(c, corner: layout.corner(of: c, parent: corner, elements: elements), layout: layout, into: &out) }
    }

    /// Why an element groups its children, if it does (reference §3.1 step 5).
    func groupReason(_ index: ElementIndex) -> GroupReason? {
      // Most elements group nothing: that is read from their fields in place, and only the
      // others are copied out for the whole rule (a copy retains each of an element's
      // references; this is asked of every element of every walk).
      if elements[index].containerType == .none, !elements[index].traits.contains(.tabBar), !elements[index].groupsChildren,
        elements[index].grouping != .contain, elements[index].kind != .segmented
      {
        return nil
      }
      return AccessibilityTree.groupReason(elements[index])
    }

    /// A group's node: its children sorted into its own list (kept in `lists`), keyed by its
    /// first child's corner.
    /// The children are sorted where they are (a copy to sort was a long list's nodes
    /// copied again).
    mutating func groupNode(_ index: ElementIndex, corner: (x: Double, y: Double), _ kids: inout [Node], _ reason: GroupReason, sorted: Bool) -> Node {
      if !sorted { sortGroup(&kids) }
      var n = Node(element: index, key: corner, priority: elements[index].sortPriority, isGroup: true)
      if reason == .tabBar, elements[index].explicitOrder != nil {
        n.key = corner
      } else if let first = firstSelected(kids) {
        n.key = first
      }
      var list = pending(kids, reason: reason, sorted: sorted)
      list.provides = AccessibilityTree.contextKind(elements[index])
      lists[index] = list
      return n
    }

    /// The minimum child key under the comparator (the group's sort position).
    func firstSelected(_ nodes: [Node]) -> (x: Double, y: Double)? {
      guard var best = nodes.first?.key else { return nil }
      for n in nodes.dropFirst() where comparator.before(n.key, best) { best = n.key }
      return best
    }

    /// Sorts siblings: sort priority first (higher earlier), then position.
    func sortGroup(_ nodes: inout [Node]) {
      guard nodes.count > 1 else { return }
      let c = comparator
      let usesPriority = nodes.contains { $0.priority != 0 }
      nodes.sort { a, b in
        if usesPriority, a.priority != b.priority { return a.priority > b.priority }
        return c.before(a.key, b.key)
      }
    }

    /// The entries of sorted `nodes`, labelled evenly.
    func pending(_ nodes: [Node], reason: GroupReason?, sorted explicit: Bool) -> Pending {
      let labels = OrderList.labels(nodes.count)
      var entries: [OrderEntry] = []
      entries.reserveCapacity(nodes.count)
      for (i, n) in nodes.enumerated() {
        entries.append(OrderEntry(element: Int32(n.element), isGroup: n.isGroup, repeated: false, label: labels[i], counts: OrderCounts()))
      }
      let prioritized = nodes.contains { $0.priority != 0 }
      let separated = !explicit && !prioritized && AccessibilityTree.separated(nodes.map(\.key), comparator)
      return Pending(entries: entries, reason: reason, separated: separated, prioritized: prioritized, provides: nil)
    }
  }

  /// Why an element groups its children, if it does (reference §3.1 step 5).
  static func groupReason(_ e: Element) -> GroupReason? {
    let containerType = e.containerType
    if e.traits.contains(.tabBar) || containerType == .tabBar { return .tabBar }
    switch containerType {
    case .list, .landmark, .dataTable: return .container(containerType)
    case .semanticGroup:
      if e.label != nil || e.value != nil || e.identifier != nil { return .container(.semanticGroup) }
    default: break
    }
    if e.groupsChildren { return .groupsChildren }
    if e.grouping == .contain { return .contain }
    // A segmented control is the accessibility container of its segments.
    if e.kind == .segmented { return .contain }
    return nil
  }

  /// What context a group gives its stops (`context(of:at:groups:)`), if any.
  static func contextKind(_ e: Element) -> OrderList.ContextKind? {
    if e.traits.contains(.tabBar) || e.containerType == .tabBar { return .tab }
    if e.containerType == .dataTable { return .table }
    if e.kind == .segmented { return .series }
    if e.explicitOrder != nil, e.containerType == .list { return .list }
    if e.explicitOrder != nil, e.containerType == .landmark { return .landmark }
    return nil
  }

  /// Whether keys in this order are in well-separated rows: bands less than the row
  /// tolerance tall, each at least the tolerance below the one before, with x strictly in
  /// reading direction inside a band. On such keys VoiceOver's comparator is a strict total
  /// order, so every sort gives this order and the rows are the bands.
  static func separated(_ keys: [(x: Double, y: Double)], _ c: ReadingOrderComparator) -> Bool {
    guard keys.count > 1 else { return true }
    var low = keys[0].y
    var high = keys[0].y
    var previousHigh = -Double.infinity
    for i in 1..<keys.count {
      let k = keys[i]
      if k.y - keys[i - 1].y >= c.rowTolerance {
        // A new band: everything in it must lie a tolerance below the last band's bottom.
        previousHigh = high
        low = k.y
        high = k.y
        guard low - previousHigh >= c.rowTolerance else { return false }
        continue
      }
      guard abs(k.y - keys[i - 1].y) < c.rowTolerance else { return false }
      let before = keys[i - 1].x
      guard c.rightToLeft ? k.x < before : k.x > before else { return false }
      low = Swift.min(low, k.y)
      high = Swift.max(high, k.y)
      guard high - low < c.rowTolerance, low - previousHigh >= c.rowTolerance else { return false }
    }
    return true
  }
}
