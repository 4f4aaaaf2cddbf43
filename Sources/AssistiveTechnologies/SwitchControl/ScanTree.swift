import SceneModel

/// What Switch Control scans on the visible screens: its items in the VoiceOver order, nested
/// in groups as Group Items forms them (switch-and-keyboard.md §1.3, §1.4).
///
/// Items are the stops that respond to user interaction (or every stop, with Scan All
/// Elements). A group is an accessibility container holding two or more items: a container
/// VoiceOver keeps together, a list, a row (cell), a navigation bar, a tab bar, a segmented
/// control, an alert or sheet, or any view with `navigationStyle: "combined"`; a view with
/// `navigationStyle: "separate"` never forms one. A group of one item collapses into that
/// item, and so does a screen that is one group. How iOS forms `.automatic` groups is
/// unpublished: this is axsim's model [K].
public struct ScanTree: Sendable, Equatable {
  /// One stop of a level: an item, or a group that selecting enters.
  public indirect enum Node: Sendable, Equatable {
    case item(ElementIndex)
    case group(ScanGroup)

    /// The items inside, in scan order.
    public var items: [ElementIndex] {
      switch self {
      case .item(let e): return [e]
      case .group(let g): return g.children.flatMap(\.items)
      }
    }

    public var firstItem: ElementIndex? {
      switch self {
      case .item(let e): return e
      case .group(let g): return g.children.first?.firstItem
      }
    }
  }

  /// A group: the container whose outline is highlighted, and its stops.
  public struct ScanGroup: Sendable, Equatable {
    public var container: ElementIndex
    public var children: [Node]
    public var itemCount: Int
    /// Its first few items, to name the group without walking all of it.
    public var preview: [ElementIndex]
  }

  /// The top level.
  public private(set) var root: [Node]
  /// Every item in scan order.
  public private(set) var items: [ElementIndex]
  /// The tree version of the runtime it was built from.
  public private(set) var version: Int
  /// Where each item is: the group holding it (an index into `groupPlaces`, -1 for the top
  /// level) and its index there; where each group is, the same way. Finding an item's path
  /// costs its depth, not the size of the screen.
  var itemPlaces: [ElementIndex: Place] = [:]
  var groupPlaces: [Place] = []

  struct Place: Sendable, Equatable {
    var parent: Int32
    var index: Int32
  }

  /// An empty tree that is never current.
  public init() {
    root = []
    items = []
    version = -1
  }

  /// Builds the tree for the runtime's visible screens.
  public init(runtime: SceneRuntime, settings: SwitchControlSettings) {
    let tree = runtime.tree
    let stops = settings.scanAllElements ? tree.elements : tree.interactiveElements
    version = runtime.treeVersion
    items = stops
    guard settings.groupItems else {
      root = stops.map { .item($0) }
      index(root, parent: -1)
      return
    }
    let scene = runtime.scene
    var treeGroups = Set<ElementIndex>()
    for g in tree.groups { treeGroups.insert(g.element) }
    func formsGroup(_ i: ElementIndex) -> Bool {
      switch scene.interaction(of: i).navigationStyle {
      case .separate: return false
      case .combined: return true
      case .automatic: break
      }
      if treeGroups.contains(i) { return true }
      switch scene.elements[i].kind {
      case .list, .cell, .navigationBar, .tabBar, .segmented, .alert, .sheet, .modal: return true
      default: return false
      }
    }
    // A trie over the chains of group-forming ancestors: consecutive items that share an
    // ancestor share its group.
    var stack: [(container: ElementIndex, children: [Node])] = [(-1, [])]
    func close() {
      let g = stack.removeLast()
      stack[stack.count - 1].children.append(ScanTree.group(g.container, g.children))
    }
    // Each item's chain from its parent's, worked out once per parent (a row's items, a
    // list's rows share the work), outermost first.
    var chains: [ElementIndex: [ElementIndex]] = [:]
    func chain(above a: ElementIndex?) -> [ElementIndex] {
      guard let a else { return [] }
      if let known = chains[a] { return known }
      // Up to the first ancestor already known (iteratively: a scene may nest deeply).
      var passed: [ElementIndex] = []
      var current: ElementIndex? = a
      var base: [ElementIndex] = []
      while let p = current {
        if let known = chains[p] {
          base = known
          break
        }
        passed.append(p)
        current = scene.elements[p].parent
      }
      for p in passed.reversed() {
        if formsGroup(p) { base.append(p) }
        chains[p] = base
      }
      return base
    }
    for e in stops {
      let chain = chain(above: scene.elements[e].parent)
      var k = 0
      while k < chain.count, k + 1 < stack.count, stack[k + 1].container == chain[k] { k += 1 }
      while stack.count > k + 1 { close() }
      for c in chain[k...] { stack.append((c, [])) }
      stack[stack.count - 1].children.append(.item(e))
    }
    while stack.count > 1 { close() }
    var top = stack[0].children
    // A screen that is one group is scanned inside at once.
    while top.count == 1, case .group(let g) = top[0] { top = g.children }
    root = top
    index(root, parent: -1)
  }

  /// Records where every item and group is.
  mutating func index(_ nodes: [Node], parent: Int32) {
    if parent < 0 { itemPlaces.reserveCapacity(items.count) }
    for (i, n) in nodes.enumerated() {
      switch n {
      case .item(let e): itemPlaces[e] = Place(parent: parent, index: Int32(i))
      case .group(let g):
        let id = Int32(groupPlaces.count)
        groupPlaces.append(Place(parent: parent, index: Int32(i)))
        index(g.children, parent: id)
      }
    }
  }

  /// A group node, collapsed into its only child when it has one.
  static func group(_ container: ElementIndex, _ children: [Node]) -> Node {
    if children.count == 1 { return children[0] }
    var count = 0
    var preview: [ElementIndex] = []
    for c in children {
      switch c {
      case .item(let e):
        count += 1
        if preview.count < 3 { preview.append(e) }
      case .group(let g):
        count += g.itemCount
        for e in g.preview where preview.count < 3 { preview.append(e) }
      }
    }
    return .group(ScanGroup(container: container, children: children, itemCount: count, preview: preview))
  }

  /// The nodes of the level at `path` (indexes of the groups entered, outermost first).
  public func level(_ path: [Int]) -> [Node] {
    var nodes = root
    for i in path {
      guard nodes.indices.contains(i), case .group(let g) = nodes[i] else { return [] }
      nodes = g.children
    }
    return nodes
  }

  /// The group entered at `path`, if the path is inside one.
  public func group(at path: [Int]) -> ScanGroup? {
    guard let last = path.last else { return nil }
    let parent = level(Array(path.dropLast()))
    guard parent.indices.contains(last), case .group(let g) = parent[last] else { return nil }
    return g
  }

  /// Where an item is: the path of groups and its index in the innermost level.
  public func location(of element: ElementIndex) -> (path: [Int], index: Int)? {
    guard let place = itemPlaces[element] else { return nil }
    var path: [Int] = []
    var parent = place.parent
    while parent >= 0 {
      let g = groupPlaces[Int(parent)]
      path.append(Int(g.index))
      parent = g.parent
    }
    return (path.reversed(), Int(place.index))
  }
}
