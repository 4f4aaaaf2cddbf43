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
///
/// Kept by the order's structure: the tree is stored before collapsing (each run of items
/// sharing a group-forming container is one group, however many items it holds), each level a
/// rope of entries labelled along the order (`ItemLabels`), and collapsing is done as it is
/// read. So an item is found by its label in time logarithmic in the level's length, and an
/// edit is followed by taking out and putting in only the items in the ranges the order
/// changed (`changing(_:runtime:)`); nothing after a change is renumbered.
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
    public var children: Level
    public var itemCount: Int
    /// Its first few items, to name the group without walking all of it.
    public var preview: [ElementIndex]
  }

  /// An entry of a level before collapsing: an item, or a run of items under a container.
  struct Entry: RopeItem, Labelled {
    var element: Int32
    /// An item's label (a group is found by its items').
    var label: UInt64
    /// A group's entries (nil for an item).
    var children: Rope<Entry>?

    var summary: EntrySummary {
      guard let children else { return EntrySummary(items: 1, first: label, last: label) }
      return children.summary
    }
  }

  /// A run of entries: its items, and its first and last items' labels.
  struct EntrySummary: LabelSummary {
    var items: Int32 = 0
    var firstLabel: UInt64 = 0
    var lastLabel: UInt64 = 0
    init() {}
    init(items: Int32, first: UInt64, last: UInt64) {
      self.items = items
      firstLabel = first
      lastLabel = last
    }
    mutating func add(_ next: EntrySummary) {
      if firstLabel == 0 { firstLabel = next.firstLabel }
      if next.lastLabel != 0 { lastLabel = next.lastLabel }
      items += next.items
    }
  }

  /// The top level before collapsing.
  var top = Rope<Entry>()
  var labels = ElementLabels(slots: 0..<0, labels: [])
  /// The tree version of the runtime it was built from.
  public internal(set) var version: Int
  /// The settings it was built with, and the order's state it follows.
  var settings = SwitchControlSettings()
  var lineage = -1
  var mark = -1

  /// An empty tree that is never current.
  public init() {
    version = -1
  }

  /// The top level, a screen that is one group scanned inside at once.
  public var root: Level { Level(entries: Self.unwrapped(top)) }
  /// Every item in scan order.
  public var items: Items { Items(top: top) }

  /// Builds the tree for the runtime's visible screens.
  public init(runtime: SceneRuntime, settings: SwitchControlSettings) {
    let tree = runtime.tree
    let stops = settings.scanAllElements ? tree.elements : tree.interactiveElements
    version = runtime.treeVersion
    self.settings = settings
    lineage = tree.lineage
    mark = tree.changeMark
    let spread = OrderList.labels(stops.count)
    labels = ElementLabels(slots: tree.slots, labels: zip(stops, spread).map { ($0, $1) })
    guard settings.groupItems else {
      top = Rope(zip(stops, spread).map { Entry(element: Int32($0), label: $1, children: nil) })
      return
    }
    var chains = ScanChains(runtime: runtime)
    // A trie over the chains of group-forming ancestors: consecutive items that share an
    // ancestor share its group.
    var stack: [(container: ElementIndex, children: [Entry])] = [(-1, [])]
    func close() {
      let g = stack.removeLast()
      stack[stack.count - 1].children.append(Entry(element: Int32(g.container), label: 0, children: Rope(g.children)))
    }
    for (e, label) in zip(stops, spread) {
      let chain = chains.chain(of: e)
      var k = 0
      while k < chain.count, k + 1 < stack.count, stack[k + 1].container == chain[k] { k += 1 }
      while stack.count > k + 1 { close() }
      for c in chain[k...] { stack.append((c, [])) }
      stack[stack.count - 1].children.append(Entry(element: Int32(e), label: label, children: nil))
    }
    while stack.count > 1 { close() }
    top = Rope(stack[0].children)
  }

  // MARK: Reading

  /// A level's entries once a level of one group is entered (the screen that is one group).
  static func unwrapped(_ entries: Rope<Entry>) -> Rope<Entry> {
    var level = entries
    while level.count == 1, let inner = collapsed(level[0]).children { level = inner }
    return level
  }

  /// An entry with every group of one entry collapsed into that entry.
  static func collapsed(_ entry: Entry) -> Entry {
    var e = entry
    while let c = e.children, c.count == 1 { e = c[0] }
    return e
  }

  /// The node an entry reads as.
  static func node(_ entry: Entry) -> Node {
    let e = collapsed(entry)
    guard let children = e.children else { return .item(ElementIndex(e.element)) }
    var preview: [ElementIndex] = []
    Items(top: children).forEachItem { item in
      preview.append(item)
      return preview.count < 3
    }
    return .group(ScanGroup(container: ElementIndex(e.element), children: Level(entries: children), itemCount: Int(children.summary.items), preview: preview))
  }

  /// The nodes of the level at `path` (indexes of the groups entered, outermost first).
  public func level(_ path: [Int]) -> Level {
    var entries = Self.unwrapped(top)
    for i in path {
      guard i >= 0, i < entries.count, let inner = Self.collapsed(entries[i]).children else { return Level(entries: Rope()) }
      entries = inner
    }
    return Level(entries: entries)
  }

  /// The group entered at `path`, if the path is inside one.
  public func group(at path: [Int]) -> ScanGroup? {
    guard let last = path.last else { return nil }
    let parent = level(Array(path.dropLast()))
    guard parent.indices.contains(last), case .group(let g) = parent[last] else { return nil }
    return g
  }

  /// Where an item is: the path of groups and its index in the innermost level. Found by
  /// its label down the levels before collapsing; a level of one entry is a group collapsed
  /// into its entry (or the screen's one group), so its step is not a step of the path.
  public func location(of element: ElementIndex) -> (path: [Int], index: Int)? {
    let label = labels[element]
    guard label != 0 else { return nil }
    var steps: [(count: Int, index: Int)] = []
    var entries = top
    while true {
      guard let (i, _) = entries.first(where: { _, here in here.lastLabel >= label }) else { return nil }
      steps.append((entries.count, i))
      let entry = entries[i]
      guard let inner = entry.children else {
        guard entry.label == label, entry.element == Int32(element) else { return nil }
        break
      }
      entries = inner
    }
    var path: [Int] = []
    for s in steps.dropLast() where s.count > 1 { path.append(s.index) }
    let last = steps[steps.count - 1]
    if last.count > 1 { return (path, last.index) }
    return (Array(path.dropLast()), path.last ?? 0)
  }

  /// The index of an item in scan order.
  public func itemIndex(of element: ElementIndex) -> Int? {
    let label = labels[element]
    guard label != 0 else { return nil }
    var entries = top
    var index = 0
    while true {
      guard let (i, before) = entries.first(where: { _, here in here.lastLabel >= label }) else { return nil }
      index += Int(before.items)
      let entry = entries[i]
      guard let inner = entry.children else { return entry.label == label ? index : nil }
      entries = inner
    }
  }

  public static func == (a: ScanTree, b: ScanTree) -> Bool {
    a.version == b.version && a.root == b.root
  }
}

extension ScanTree {
  /// A level's nodes, read from its rope (each group collapsed as it is read).
  public struct Level: RandomAccessCollection, Sendable, Equatable {
    let entries: Rope<Entry>
    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }
    public subscript(i: Int) -> Node { ScanTree.node(entries[i]) }

    public func makeIterator() -> AnyIterator<Node> {
      var inner = entries.makeIterator()
      return AnyIterator { inner.next().map(ScanTree.node) }
    }

    public static func == (a: Level, b: Level) -> Bool { a.elementsEqual(b) }
  }

  /// Every item in scan order: the k-th found by descending through the items counted.
  public struct Items: RandomAccessCollection, Sendable {
    let top: Rope<Entry>
    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(top.summary.items) }
    public subscript(k: Int) -> ElementIndex {
      var entries = top
      var k = k
      while true {
        guard let (i, before) = entries.first(where: { b, here in Int(b.items) + Int(here.items) > k }) else {
          preconditionFailure("no item \(k) of \(count)")
        }
        k -= Int(before.items)
        let entry = entries[i]
        guard let inner = entry.children else { return ElementIndex(entry.element) }
        entries = inner
      }
    }

    /// Calls `body` with each item in order until it returns false.
    func forEachItem(_ body: (ElementIndex) -> Bool) {
      func visit(_ entries: Rope<Entry>) -> Bool {
        var going = true
        entries.forEach { entry in
          if let inner = entry.children {
            going = visit(inner)
          } else {
            going = body(ElementIndex(entry.element))
          }
          return going
        }
        return going
      }
      _ = visit(top)
    }

    public func makeIterator() -> IndexingIterator<[ElementIndex]> {
      var all: [ElementIndex] = []
      all.reserveCapacity(count)
      forEachItem { all.append($0); return true }
      return all.makeIterator()
    }
  }
}

/// Each item's chain of group-forming ancestors (outermost first), worked out once per parent
/// (a row's items, a list's rows share the work).
struct ScanChains {
  let runtime: SceneRuntime
  var chains: [ElementIndex: [ElementIndex]] = [:]

  init(runtime: SceneRuntime) { self.runtime = runtime }

  /// Whether element `i` forms a group (a container the order keeps together, or a kind that
  /// forms one, unless `navigationStyle` says otherwise).
  func formsGroup(_ i: ElementIndex) -> Bool {
    let scene = runtime.scene
    switch scene.interaction(of: i).navigationStyle {
    case .separate: return false
    case .combined: return true
    case .automatic: break
    }
    if runtime.tree.keepsTogether(i) { return true }
    switch scene.elements[i].kind {
    case .list, .cell, .navigationBar, .tabBar, .segmented, .alert, .sheet, .modal: return true
    default: return false
    }
  }

  mutating func chain(of e: ElementIndex) -> [ElementIndex] {
    guard let a = runtime.scene.elements[e].parent else { return [] }
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
      current = runtime.scene.elements[p].parent
    }
    for p in passed.reversed() {
      if formsGroup(p) { base.append(p) }
      chains[p] = base
    }
    return base
  }
}
