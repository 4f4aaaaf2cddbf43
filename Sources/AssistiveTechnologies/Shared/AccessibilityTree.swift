import SceneModel

/// What VoiceOver sees of the current screen: its stops in reading order, with the
/// containers and the reasons that put each stop where it is.
///
/// Built by walking the hierarchy as the reference's parser does (§3.1): hidden subtrees are
/// skipped, elements are leaves, explicit orders are kept, modal siblings hide the others,
/// and containers group their children; then every group is sorted by frame (§3.2).
public struct AccessibilityTree: Sendable {
  /// The stops in reading order.
  public internal(set) var stops: [Stop]
  /// The groups (containers VoiceOver keeps together), outermost first.
  public internal(set) var groups: [Group]
  /// The first stop of each group, sorted and unique (the Containers rotor).
  public internal(set) var groupStarts: [Int] = []
  /// Position of an element in `stops`.
  public internal(set) var position: StopPositions
  /// Names the list of stops (their elements, in order), unique in the process: a new tree
  /// and a removal give a new one, new frames for the same stops keep it, so an index over
  /// the stops (the search's) can be kept across an edit that leaves them in place.
  public internal(set) var stopsVersion = TreeVersions.next()

  /// One VoiceOver stop.
  public struct Stop: Sendable, Equatable {
    public var element: ElementIndex
    public var frame: Frame
    /// Series / tab / list / landmark context from the outermost provider.
    public var context: SpeechContext?
    /// Groups containing this stop, outermost first (indexes into `groups`).
    public var groupPath: [Int]
    /// The row number (1-based) among its siblings after sorting.
    public var row: Int
    /// The explicit-order position in its parent group, if that group has one.
    public var explicitPosition: Int?
  }

  /// A container that keeps its children together in the order.
  public struct Group: Sendable, Equatable {
    public var element: ElementIndex
    public var reason: GroupReason
    /// Stop range covered by the group, as indexes into `stops`.
    public var first: Int
    public var last: Int
  }

  /// Why an element's children are kept together.
  public enum GroupReason: Sendable, Equatable {
    case explicitOrder
    case groupsChildren
    case container(ContainerType)
    case tabBar
    case contain
  }

  /// Builds the tree over root elements laid out in `frames` (several roots = presented layers).
  public init(scene: Scene, roots: [ElementIndex], frames: [Frame]) {
    var builder = Builder(scene: scene, frames: frames, comparator: ReadingOrderComparator(device: scene.device))
    let top = builder.visibleRoots(roots)
    var nodes: [Node] = []
    for r in top { builder.walk(r, into: &nodes) }
    builder.sortGroup(&nodes)
    var stops: [Stop] = []
    var groups: [Group] = []
    let everyNodeAStop = builder.flatten(nodes, groupPath: [], into: &stops, groups: &groups)
    self.topLevelAllStops = everyNodeAStop
    var position = StopPositions(covering: stops.map(\.element))
    for (i, s) in stops.enumerated() { position[s.element] = i }
    self.stops = stops
    self.groups = groups
    self.position = position
    builder.assignContexts(&stops, groups: groups)
    self.stops = stops
    self.modalRoot = builder.modalRoot
    var seen = Set<Int>()
    self.groupStarts = groups.map(\.first).filter { $0 < stops.count && seen.insert($0).inserted }.sorted()
  }

  /// The modal element that hid its siblings at the top level, if any.
  public private(set) var modalRoot: ElementIndex?
  /// Whether every node became a stop once (no element was reached twice), so the stops
  /// are the sorted nodes (`SceneRuntime+Relabel`).
  var topLevelAllStops = false

  /// Gives stops new frames (their elements moved inside an unchanged order).
  mutating func moveStops(_ moves: [(position: Int, frame: Frame)]) {
    for m in moves { stops[m.position].frame = m.frame }
  }

  /// A node of the walked tree before flattening.
  struct Node {
    var element: ElementIndex
    var frame: Frame
    /// Sort key: the frame origin, or for a group the first child's.
    var key: (x: Double, y: Double)
    var priority: Double
    var children: [Node]?
    var reason: GroupReason?
    var row = 0
    var explicitPosition: Int?
  }

  struct Builder {
    let scene: Scene
    let frames: [Frame]
    let comparator: ReadingOrderComparator
    var modalRoot: ElementIndex?

    /// Applies the modal rule to the top-level layers.
    mutating func visibleRoots(_ roots: [ElementIndex]) -> [ElementIndex] {
      if let m = roots.last(where: { scene.elements[$0].isModal && !scene.elements[$0].hidden }) {
        modalRoot = m
        return [m]
      }
      return roots
    }

    /// Whether a view is pruned (reference §3.1 step 2).
    func isPruned(_ index: ElementIndex, _ f: Frame) -> Bool {
      if scene.elements[index].hidden { return true }
      if f.width == 0 && f.height == 0 {
        let grouping = scene.elements[index].grouping
        if scene.elements[index].isElement || grouping == .combine || grouping == .ignore || scene.elements[index].explicitOrder != nil { return true }
      }
      return false
    }

    func node(_ index: ElementIndex, children: [Node]? = nil, reason: GroupReason? = nil) -> Node {
      let f = frames[index]
      return Node(element: index, frame: f, key: (f.x, f.y), priority: scene.elements[index].sortPriority, children: children, reason: reason)
    }

    /// Walks an element, appending its nodes to `out` (flattened unless it is a group).
    func walk(_ index: ElementIndex, into out: inout [Node]) {
      if isPruned(index, frames[index]) { return }
      let grouping = scene.elements[index].grouping
      if scene.elements[index].isElement || grouping == .combine || grouping == .ignore {
        out.append(node(index))
        return
      }
      if let order = scene.elements[index].explicitOrder {
        var children: [Node] = []
        for c in order {
          var sub: [Node] = []
          walk(c, into: &sub)
          // An explicit order keeps array order, each item expanded as it is (reference §3.1
          // step 4); groups inside sort themselves.
          children.append(contentsOf: sub)
        }
        for i in children.indices { children[i].explicitPosition = i + 1 }
        if !children.isEmpty { out.append(groupNode(index, children, .explicitOrder, sorted: true)) }
        return
      }
      var childIndexes = scene.elements[index].children
      if let m = childIndexes.last(where: { scene.elements[$0].isModal && !scene.elements[$0].hidden }) {
        childIndexes = [m]
      }
      if let reason = groupReason(index) {
        var nodes: [Node] = []
        for c in childIndexes { walk(c, into: &nodes) }
        if !nodes.isEmpty { out.append(groupNode(index, nodes, reason, sorted: false)) }
      } else {
        // Not a group: its nodes join its parent's list directly.
        for c in childIndexes { walk(c, into: &out) }
      }
    }

    /// Why an element groups its children, if it does (reference §3.1 step 5).
    func groupReason(_ index: ElementIndex) -> GroupReason? {
      let containerType = scene.elements[index].containerType
      if scene.elements[index].traits.contains(.tabBar) || containerType == .tabBar { return .tabBar }
      switch containerType {
      case .list, .landmark, .dataTable: return .container(containerType)
      case .semanticGroup:
        if scene.elements[index].label != nil || scene.elements[index].value != nil || scene.elements[index].identifier != nil { return .container(.semanticGroup) }
      default: break
      }
      if scene.elements[index].groupsChildren { return .groupsChildren }
      if scene.elements[index].grouping == .contain { return .contain }
      // A segmented control is the accessibility container of its segments.
      if scene.elements[index].kind == .segmented { return .contain }
      return nil
    }

    func groupNode(_ index: ElementIndex, _ children: [Node], _ reason: GroupReason, sorted: Bool) -> Node {
      var kids = children
      if !sorted { sortGroup(&kids) }
      var n = node(index, children: kids, reason: reason)
      if reason == .tabBar, scene.elements[index].explicitOrder != nil {
        n.key = (n.frame.x, n.frame.y)
      } else if let first = firstSelected(kids) {
        n.key = first
      }
      return n
    }

    /// The minimum child key under the comparator (the group's sort position).
    func firstSelected(_ nodes: [Node]) -> (x: Double, y: Double)? {
      guard var best = nodes.first?.key else { return nil }
      for n in nodes.dropFirst() where comparator.before(n.key, best) { best = n.key }
      return best
    }

    /// Sorts siblings: sort priority first (higher earlier), then position; assigns rows.
    func sortGroup(_ nodes: inout [Node]) {
      guard nodes.count > 1 else {
        if !nodes.isEmpty { nodes[0].row = 1 }
        return
      }
      let c = comparator
      let usesPriority = nodes.contains { $0.priority != 0 }
      nodes.sort { a, b in
        if usesPriority, a.priority != b.priority { return a.priority > b.priority }
        return c.before(a.key, b.key)
      }
      var row = 1
      var rowTop = nodes[0].key.y
      for i in nodes.indices {
        if abs(nodes[i].key.y - rowTop) >= c.rowTolerance {
          row += 1
          rowTop = nodes[i].key.y
        }
        nodes[i].row = row
      }
    }

    /// Flattens the nodes; false when an element was reached twice (one node gave no stop).
    @discardableResult
    func flatten(_ nodes: [Node], groupPath: [Int], into stops: inout [Stop], groups: inout [Group]) -> Bool {
      // Only an explicit order can reach an element a second time; without one no node
      // needs looking up among those already emitted.
      func ordered(_ ns: [Node]) -> Bool { ns.contains { $0.reason == .explicitOrder || ($0.children.map(ordered) ?? false) } }
      var emitted: Set<ElementIndex>? = ordered(nodes) ? [] : nil
      var nodeCount = 0
      flatten(nodes, groupPath: groupPath, into: &stops, groups: &groups, emitted: &emitted)
      func count(_ ns: [Node]) { for n in ns { if let c = n.children, n.reason != nil { count(c) } else { nodeCount += 1 } } }
      count(nodes)
      return nodeCount == stops.count
    }

    /// Flattens groups into stops; an element reached twice is a stop once, where first met.
    func flatten(_ nodes: [Node], groupPath: [Int], into stops: inout [Stop], groups: inout [Group], emitted: inout Set<ElementIndex>?) {
      for n in nodes {
        if let children = n.children, let reason = n.reason {
          let g = groups.count
          groups.append(Group(element: n.element, reason: reason, first: stops.count, last: stops.count))
          flatten(children, groupPath: groupPath + [g], into: &stops, groups: &groups, emitted: &emitted)
          groups[g].last = stops.count - 1
        } else if emitted?.insert(n.element).inserted ?? true {
          stops.append(Stop(element: n.element, frame: n.frame, context: nil, groupPath: groupPath, row: n.row, explicitPosition: n.explicitPosition))
        }
      }
    }

    /// Gives stops their series, tab, list and landmark contexts; the outermost provider wins.
    func assignContexts(_ stops: inout [Stop], groups: [Group]) {
      for g in groups.reversed() {  // inner first, so outer providers overwrite
        let e = scene.elements[g.element]
        let range = g.first...g.last
        guard g.first <= g.last else { continue }
        let count = range.count
        if e.traits.contains(.tabBar) || e.containerType == .tabBar {
          for (n, i) in range.enumerated() { stops[i].context = .tab(index: n + 1, count: count) }
        } else if e.containerType == .dataTable {
          let table = DataTableContext.Table(g.element, scene: scene)
          for i in range { if let c = table.context(for: stops[i].element) { stops[i].context = .dataTable(c) } }
        } else if e.kind == .segmented {
          for (n, i) in range.enumerated() { stops[i].context = .series(index: n + 1, count: count) }
        } else if e.explicitOrder != nil, e.containerType == .list || e.containerType == .landmark {
          let list = e.containerType == .list
          for i in range { stops[i].context = nil }
          stops[g.first].context = list ? .listStart : .landmarkStart
          if count > 1 { stops[g.last].context = list ? .listEnd : .landmarkEnd }
        }
      }
    }
  }
}

/// A container context appended to a description (reference §1.1 step 8 and §5).
public enum SpeechContext: Sendable, Equatable {
  case series(index: Int, count: Int)
  case tab(index: Int, count: Int)
  case listStart, listEnd, landmarkStart, landmarkEnd
  /// A cell of a data table (`DataTableContext`).
  indirect case dataTable(DataTableContext)
}

/// Stop position by element index: a flat table, so lookups cost the same on any scene size.
/// It covers the elements from the lowest to the highest stop (a screen's elements sit
/// together in the scene's table), so a small screen of a large scene gets a small table.
public struct StopPositions: Sendable {
  var base: Int
  var table: [Int32]

  init(covering elements: [ElementIndex]) {
    guard let low = elements.min(), let high = elements.max() else {
      base = 0
      table = []
      return
    }
    base = low
    table = Array(repeating: -1, count: high - low + 1)
  }

  public subscript(element: ElementIndex) -> Int? {
    get {
      let slot = element - base
      guard table.indices.contains(slot) else { return nil }
      let p = table[slot]
      return p < 0 ? nil : Int(p)
    }
    set { if table.indices.contains(element - base) { table[element - base] = Int32(newValue ?? -1) } }
  }
}
