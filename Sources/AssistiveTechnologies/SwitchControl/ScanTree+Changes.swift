import SceneModel

extension ScanTree {
  /// The element ranges to follow to bring a tree kept for an earlier state of the same build
  /// of the order (and the same settings) up to date with `runtime`'s; nil when it must be
  /// built again.
  static func changes(from kept: ScanTree, to runtime: SceneRuntime, settings: SwitchControlSettings) -> [Range<Int>]? {
    guard kept.settings == settings else { return nil }
    return runtime.tree.changes(forTableFrom: kept.lineage, mark: kept.mark, slots: kept.labels.range, items: Int(kept.top.summary.items))
  }

  /// Brings the tree up to date with `runtime` after the order changed the element ranges
  /// `ranges` in place: the items it held there are taken out (a group left empty goes), and
  /// the items the order holds there now are put in at their rank, each into the groups its
  /// chain of containers names (joining the run beside it, or starting one). Every other
  /// item keeps its place and its groups. False when the change would split a group or join
  /// two (a run of one container cut by an item from elsewhere, or two runs meeting), and
  /// when labels ran out: the caller builds the tree again.
  mutating func changing(_ ranges: [Range<Int>], runtime: SceneRuntime) -> Bool {
    let tree = runtime.tree
    let touched = AccessibilityTree.elements(in: ranges)
    for e in touched where labels[e] != 0 {
      guard Self.remove(labels[e], from: &top) else { return false }
      labels[e] = 0
    }
    let kind: StopFlags? = settings.scanAllElements ? nil : .interactive
    var coming: [(rank: Int, element: ElementIndex)] = []
    for e in touched where settings.scanAllElements ? tree.isStop(e) : tree.isInteractiveStop(e) {
      guard let rank = tree.before(e, kind) else { return false }
      coming.append((rank, e))
    }
    coming.sort { $0.rank < $1.rank }
    var chains = ScanChains(runtime: runtime)
    for (rank, e) in coming {
      let count = Int(top.summary.items)
      guard rank <= count else { return false }
      let before = rank > 0 ? Self.itemLabel(rank - 1, in: top) : 0
      let after = rank < count ? Self.itemLabel(rank, in: top) : UInt64.max
      guard let label = label(between: before, and: after) else { return false }
      let chain = settings.groupItems ? chains.chain(of: e) : []
      guard Self.insert(Entry(element: Int32(e), label: label, children: nil), chain: chain, depth: 0, into: &top) else { return false }
      labels[e] = label
    }
    version = runtime.treeVersion
    mark = tree.changeMark
    return true
  }

  /// The label of the k-th item.
  static func itemLabel(_ k: Int, in top: Rope<Entry>) -> UInt64 {
    var entries = top
    var k = k
    while true {
      guard let (i, before) = entries.first(where: { b, here in Int(b.items) + Int(here.items) > k }) else { return 0 }
      k -= Int(before.items)
      let entry = entries[i]
      guard let inner = entry.children else { return entry.label }
      entries = inner
    }
  }

  /// Changes the group entry at `i` in place (its children taken out of the entry while
  /// `body` changes them, so they are not copied).
  static func changeGroup<T>(at i: Int, in entries: inout Rope<Entry>, _ body: (inout Rope<Entry>) -> T) -> T? {
    var result: T?
    entries.update(at: i) { entry in
      guard var inner = entry.children else { return }
      entry.children = nil
      result = body(&inner)
      entry.children = inner
    }
    return result
  }

  /// Takes the item labelled `label` out of `entries`, and every group it leaves empty.
  static func remove(_ label: UInt64, from entries: inout Rope<Entry>) -> Bool {
    guard let (i, _) = entries.first(where: { _, here in here.lastLabel >= label }) else { return false }
    if entries[i].children == nil {
      guard entries[i].label == label else { return false }
      entries.remove(at: i)
    } else {
      guard let (ok, empty) = changeGroup(at: i, in: &entries, { inner in (remove(label, from: &inner), inner.isEmpty) }), ok else { return false }
      if !empty { return true }
      entries.remove(at: i)
    }
    // Runs of one container that now meet would be one group in a build.
    if i > 0, i < entries.count, entries[i - 1].children != nil, entries[i].children != nil, entries[i - 1].element == entries[i].element {
      return false
    }
    return true
  }

  /// Puts `item` into `entries` (the level at `depth` of its chain of containers) where its
  /// label goes: into the run of its next container beside it, else in a new run.
  static func insert(_ item: Entry, chain: [ElementIndex], depth: Int, into entries: inout Rope<Entry>) -> Bool {
    let label = item.label
    let j = entries.insertionIndex(ofLabel: label)
    if j < entries.count, entries[j].children != nil, entries[j].summary.firstLabel < label {
      // Inside a run: it must be the item's next container's.
      guard depth < chain.count, entries[j].element == Int32(chain[depth]) else { return false }
      return changeGroup(at: j, in: &entries) { insert(item, chain: chain, depth: depth + 1, into: &$0) } ?? false
    }
    guard depth < chain.count else {
      entries.insert(item, at: j)
      return true
    }
    let c = Int32(chain[depth])
    if j > 0, entries[j - 1].children != nil, entries[j - 1].element == c {
      return changeGroup(at: j - 1, in: &entries) { insert(item, chain: chain, depth: depth + 1, into: &$0) } ?? false
    }
    if j < entries.count, entries[j].children != nil, entries[j].element == c {
      return changeGroup(at: j, in: &entries) { insert(item, chain: chain, depth: depth + 1, into: &$0) } ?? false
    }
    var entry = item
    for k in stride(from: chain.count - 1, through: depth, by: -1) {
      entry = Entry(element: Int32(chain[k]), label: 0, children: Rope([entry]))
    }
    entries.insert(entry, at: j)
    return true
  }
}

extension SceneRuntime {
  /// How many times scan trees were built from every stop (not brought up to date).
  public var scanTreesBuilt: Int { indexes.scanTreeBuilds.load(ordering: .relaxed) }
}
