import SceneModel

/// Changing the order in place after an edit, costing what the edit changed.
///
/// The edit's layout change (`LayoutChange`) says which trees were laid out again (their
/// stops' keys are new) and which moved as a whole (every key in them moved by the same
/// amount, exactly: lengths down the screen are on a binary grid). Only the lists of the
/// groups above the edited element can change, and each is brought up to date on its own,
/// innermost first (`updateList`):
///
/// - its entries for what was laid out again are taken out, and the walk of §3.1 is run
///   over those trees alone to make their new entries;
/// - when the list is long and in well-separated rows (`OrderList.separated`), the entries
///   that moved must still sit together (checked with the lowest and highest element index
///   the rope keeps per node), and the new entries go where a binary search with the
///   comparator puts them (on such a list it is a strict total order, so a sort of the whole
///   list would put them there too); then only the rows around each change are checked
///   again. Otherwise, or when a check fails, the list is sorted again from a walk of its
///   group, keeping every group inside it that the edit did not reach.
///
/// A change the structure cannot follow (an explicit order, a modal view beside the way,
/// a data table, something placed in screen points inside what moved) returns false: the
/// caller builds the screen's order again.
extension AccessibilityTree {
  /// Lists up to this many entries are sorted again whole (cheaper than checking them).
  static let shortList = 32

  /// Brings the order up to date after an edit of `e` whose layout change is `change`;
  /// false when the caller must build it again.
  mutating func update(after e: ElementIndex, change: LayoutChange, scene: Scene, layout: SceneLayout, flags: (ElementIndex) -> StopFlags) -> Bool {
    guard !ordered, layout.preorder, roots.count == 1, layout.covers(e) else { return false }
    let elements = scene.elements
    // Trees whose stops have new keys: those laid out again, those moved sideways, and the
    // stop that reads the edited element into itself (a combined row), if any.
    var replaced = change.replaced
    var moved: [(range: Range<Int>, dy: Double)] = []
    for m in change.moved where !m.range.isEmpty {
      if m.dx != 0 {
        replaced.append(m.range)
      } else if m.dy != 0 {
        if layout.floats(in: m.range) { return false }
        moved.append((m.range, m.dy))
      }
    }
    // The way up from the edited element, and the groups on it, innermost first.
    var chain: [ElementIndex] = []
    var groups: [ElementIndex] = []
    var reader: ElementIndex?
    var next = elements[e].parent
    var child = e
    if elements[e].isModal { return false }
    while let p = next {
      let pe = elements[p]
      // Inside a hidden tree nothing is walked, before or after.
      if pe.hidden { return true }
      // A modal view beside the way hides it (or hid it): the walk decides. The layout knows
      // which elements have a modal child, so a long list's children are not read.
      if layout.hasModalChild(p), pe.children.contains(where: { $0 != child && elements[$0].isModal && !elements[$0].hidden }) { return false }
      if pe.explicitOrder != nil { return false }
      if pe.isElement || pe.grouping == .combine || pe.grouping == .ignore { reader = p }
      if AccessibilityTree.groupReason(pe) != nil {
        if pe.containerType == .dataTable { return false }
        groups.append(p)
      }
      chain.append(p)
      child = p
      next = pe.parent
    }
    if let r = reader {
      // Inside a stop: that stop is what changes (its key, its traits), nothing below it.
      replaced.append(r..<layout.end(of: r))
      groups.removeAll { $0 >= r }
    } else {
      replaced.append(e..<layout.end(of: e))
    }
    // Nested trees are walked once, from the outermost.
    replaced.sort { ($0.lowerBound, -$0.count) < ($1.lowerBound, -$1.count) }
    var outermost: [Range<Int>] = []
    for r in replaced where !r.isEmpty {
      if let last = outermost.last, last.lowerBound <= r.lowerBound, r.upperBound <= last.upperBound { continue }
      outermost.append(r)
    }
    replaced = outermost
    for r in replaced where r.contains(where: { elements[$0].containerType == .dataTable || elements[$0].explicitOrder != nil }) {
      return false
    }
    for r in replaced { log.record(r) }
    // Groups inside what is walked again are made again with it: forget them.
    forget(replaced)
    structure = TreeVersions.next()
    let ids = groups.map { Int32($0) } + [Self.topLevel]
    for (k, id) in ids.enumerated() {
      let inner: ElementIndex? = k > 0 ? groups[k - 1] : nil
      guard updateList(id, innerGroup: inner, replaced: replaced, moved: moved, scene: scene, layout: layout, flags: flags) else { return false }
    }
    return true
  }

  /// Forgets the groups inside `ranges` (they will be walked again), and the places of the
  /// entries their lists held. The entries of the lists being brought up to date keep their
  /// places until `updateList` takes them out.
  mutating func forget(_ ranges: [Range<Int>]) {
    var gone = Set<Int32>()
    for r in ranges {
      for x in r where lists[x] != nil {
        lists[x] = nil
        gone.insert(Int32(x))
      }
    }
    guard !gone.isEmpty else { return }
    for r in ranges {
      for x in r where x - base >= 0 && x - base < placeList.count && gone.contains(placeList[x - base]) {
        placeList[x - base] = Self.nowhere
      }
    }
  }

  /// Brings list `id` (a group's, or the top level's) up to date: `innerGroup` is the group
  /// on the way up just brought up to date (its entry here takes its new key and counts).
  mutating func updateList(
    _ id: Int32, innerGroup: ElementIndex?, replaced: [Range<Int>], moved: [(range: Range<Int>, dy: Double)], scene: Scene,
    layout: SceneLayout, flags: (ElementIndex) -> StopFlags
  ) -> Bool {
    let owner = id == Self.topLevel ? nil : ElementIndex(id)
    let span = owner.map { $0..<layout.end(of: $0) } ?? (layout.root..<layout.end(of: layout.root))
    // Entries to take out: those laid out again, and the inner group's.
    var out: [UInt64] = []
    func takeOut(_ x: ElementIndex) {
      guard let (list, label) = place(x), list == id else { return }
      placeList[x - base] = Self.nowhere
      guard let i = self.list(id).index(of: label), self.list(id).entries[i].element == Int32(x) else { return }
      out.append(label)
    }
    for r in replaced where r.overlaps(span) {
      for x in r where x != owner { takeOut(x) }
    }
    // The inner group's entry goes back where its key puts it: where it stands among the
    // entries no change touches is compared after, so a move is logged.
    var innerBefore: (Int32?, Int32?)?
    if let g = innerGroup, let (list, label) = place(g), list == id, let i = self.list(id).index(of: label) {
      let outLabels = Set(out)
      innerBefore = AccessibilityTree.untouchedNeighbours(of: i, in: self.list(id)) { outLabels.contains($0.label) }
    }
    if let g = innerGroup { takeOut(g) }
    // New entries: what those trees' walks put in this list, and the inner group's entry.
    var nodes: [Builder.Node] = []
    var pending: [ElementIndex: Builder.Pending] = [:]
    let comparator = ReadingOrderComparator(device: scene.device)
    let ok = scene.elements.withUnsafeBufferPointer { elements -> Bool in
      var builder = Builder(scene: scene, elements: elements, layouts: [layout.screen: layout], comparator: comparator)
      builder.existing = { [self] g in self.node(ofGroup: g, layout: layout, elements: elements, comparator: comparator) }
      for r in replaced where r.overlaps(span) && r.lowerBound != owner {
        guard let root = r.first, nearestGroup(of: root, elements: elements, layout: layout) == owner else { continue }
        builder.walk(root, corner: layout.frame(of: root, elements: elements).corner, layout: layout, into: &nodes)
      }
      if let g = innerGroup, let n = builder.existing?(g) { nodes.append(n) }
      pending = builder.lists
      return !builder.ordered
    }
    guard ok else { return false }
    finishPending(pending, flags: flags)
    var list = self.list(id)
    let keep = list.separated && !list.prioritized && list.entries.count > Self.shortList
      && nodes.allSatisfy({ $0.priority == 0 })
    if keep, spliceInPlace(&list, id: id, out: out, nodes: nodes, moved: moved, span: span, scene: scene, layout: layout, flags: flags) {
      store(list, id: id)
      if let g = innerGroup {
        let new = Set(nodes.map { Int32($0.element) })
        var after: (Int32?, Int32?)?
        if let (_, label) = place(g), let i = list.index(of: label) {
          after = AccessibilityTree.untouchedNeighbours(of: i, in: list) { $0.element != Int32(g) && new.contains($0.element) }
        }
        if after == nil || innerBefore == nil || after! != innerBefore! { log.record(g..<layout.end(of: g)) }
      }
      return true
    }
    // Sorted again from a walk of the group, keeping the groups inside it.
    return rebuildList(id, owner: owner, scene: scene, layout: layout, flags: flags)
  }

  /// Makes lists of the groups a walk found, counting their stops.
  mutating func finishPending(_ pending: [ElementIndex: Builder.Pending], flags: (ElementIndex) -> StopFlags) {
    func finish(_ g: ElementIndex) -> OrderCounts {
      guard let p = pending[g] else { return lists[g]?.entries.summary.counts ?? OrderCounts() }
      var entries = p.entries
      for i in entries.indices {
        let x = ElementIndex(entries[i].element)
        entries[i].counts = entries[i].isGroup ? finish(x) : OrderCounts(flags: flags(x))
        placeList[x - base] = Int32(g)
        placeLabel[x - base] = entries[i].label
      }
      var list = OrderList(entries: Rope(entries), reason: p.reason, separated: p.separated, prioritized: p.prioritized)
      list.provides = p.provides
      lists[g] = list
      return list.entries.summary.counts
    }
    for g in pending.keys where lists[g] == nil { _ = finish(g) }
  }

  /// A group's node for its parent's list, from its list now: its key (its first entry's
  /// key in well-separated rows, else the smallest under the comparator, as a build finds
  /// it), nil when it has no entries.
  func node(ofGroup g: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, comparator: ReadingOrderComparator) -> Builder.Node? {
    guard let list = lists[g], !list.entries.isEmpty, let key = key(ofList: list, layout: layout, elements: elements, comparator: comparator) else { return nil }
    return Builder.Node(element: g, key: key, priority: elements[g].sortPriority, isGroup: true)
  }

  func key(ofList list: OrderList, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, comparator: ReadingOrderComparator) -> (x: Double, y: Double)? {
    if list.separated {
      guard !list.entries.isEmpty else { return nil }
      return key(of: list.entries[0], layout: layout, elements: elements, comparator: comparator)
    }
    var best: (x: Double, y: Double)?
    for entry in list.entries {
      guard let k = key(of: entry, layout: layout, elements: elements, comparator: comparator) else { continue }
      if let b = best { if comparator.before(k, b) { best = k } } else { best = k }
    }
    return best
  }

  /// An entry's sort key: a stop's corner, a group's key.
  func key(of entry: OrderEntry, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, comparator: ReadingOrderComparator) -> (x: Double, y: Double)? {
    let e = ElementIndex(entry.element)
    if entry.isGroup {
      guard let inner = lists[e] else { return nil }
      return key(ofList: inner, layout: layout, elements: elements, comparator: comparator)
    }
    return layout.frame(of: e, elements: elements).corner
  }

  /// The nearest group above `x` (nil: the top level), as the walk meets it.
  func nearestGroup(of x: ElementIndex, elements: UnsafeBufferPointer<Element>, layout: SceneLayout) -> ElementIndex? {
    var next = elements[x].parent
    while let p = next, layout.covers(p) {
      if AccessibilityTree.groupReason(elements[p]) != nil { return p }
      next = elements[p].parent
    }
    return nil
  }

  mutating func store(_ list: OrderList, id: Int32) {
    if id == Self.topLevel {
      top = list
    } else if list.entries.isEmpty {
      lists[ElementIndex(id)] = nil
    } else {
      lists[ElementIndex(id)] = list
    }
  }

  /// Sorts list `id` again from a walk of its group, keeping every group inside it whose
  /// list is up to date; false when the walk meets what the structure cannot follow.
  mutating func rebuildList(_ id: Int32, owner: ElementIndex?, scene: Scene, layout: SceneLayout, flags: (ElementIndex) -> StopFlags) -> Bool {
    var nodes: [Builder.Node] = []
    var pending: [ElementIndex: Builder.Pending] = [:]
    var built: Builder.Pending?
    let comparator = ReadingOrderComparator(device: scene.device)
    let ok = scene.elements.withUnsafeBufferPointer { elements -> Bool in
      var builder = Builder(scene: scene, elements: elements, layouts: [layout.screen: layout], comparator: comparator)
      builder.existing = { [self] g in g == owner ? nil : self.node(ofGroup: g, layout: layout, elements: elements, comparator: comparator) }
      builder.reuse = { [self] g in self.lists[g] != nil }
      if let g = owner {
        let corner = layout.frame(of: g, elements: elements).corner
        var childIndexes = elements[g].children
        if let m = childIndexes.last(where: { elements[$0].isModal && !elements[$0].hidden }) { childIndexes = [m] }
        for c in childIndexes { builder.walk(c, corner: layout.corner(of: c, parent: corner, elements: elements), layout: layout, into: &nodes) }
        builder.sortGroup(&nodes)
        var p = builder.pending(nodes, reason: AccessibilityTree.groupReason(elements[g]) ?? .contain, sorted: false)
        p.provides = AccessibilityTree.contextKind(elements[g])
        built = p
      } else {
        guard let root = roots.first else { return false }
        let top = builder.visibleRoots([root])
        for r in top { builder.walk(r, corner: layout.rootCorner, layout: layout, into: &nodes) }
        builder.sortGroup(&nodes)
        built = builder.pending(nodes, reason: nil, sorted: false)
      }
      pending = builder.lists
      return !builder.ordered
    }
    guard ok, let built else { return false }
    for entry in self.list(id).entries where placeList[Int(entry.element) - base] == id {
      placeList[Int(entry.element) - base] = Self.nowhere
    }
    finishPending(pending, flags: flags)
    var entries = built.entries
    for i in entries.indices {
      let x = ElementIndex(entries[i].element)
      entries[i].counts = entries[i].isGroup ? (lists[x]?.entries.summary.counts ?? OrderCounts()) : OrderCounts(flags: flags(x))
      placeList[x - base] = id
      placeLabel[x - base] = entries[i].label
    }
    var list = OrderList(entries: Rope(entries), reason: built.reason, separated: built.separated, prioritized: built.prioritized)
    list.provides = built.provides
    store(list, id: id)
    log.record(owner.map { $0..<layout.end(of: $0) } ?? slots)
    return true
  }

  /// The elements of the nearest entries before and after entry `i` of `list` that
  /// `touched` does not hold (nil past either end).
  static func untouchedNeighbours(of i: Int, in list: OrderList, touched: (OrderEntry) -> Bool) -> (Int32?, Int32?) {
    var before: Int32?
    list.entries.forEachBackward(before: i) { entry in
      if touched(entry) { return true }
      before = entry.element
      return false
    }
    var after: Int32?
    list.entries.forEach(from: i + 1) { entry in
      if touched(entry) { return true }
      after = entry.element
      return false
    }
    return (before, after)
  }

  /// Takes entries out of a long list in well-separated rows and puts new ones in, in place,
  /// checking only around the changes; false (with `list` in any state) when a check fails.
  mutating func spliceInPlace(
    _ list: inout OrderList, id: Int32, out: [UInt64], nodes: [Builder.Node], moved: [(range: Range<Int>, dy: Double)], span: Range<Int>,
    scene: Scene, layout: SceneLayout, flags: (ElementIndex) -> StopFlags
  ) -> Bool {
    let comparator = ReadingOrderComparator(device: scene.device)
    return scene.elements.withUnsafeBufferPointer { elements -> Bool in
      func key(_ i: Int) -> (x: Double, y: Double)? {
        self.key(of: list.entries[i], layout: layout, elements: elements, comparator: comparator)
      }
      // Out: where each entry was, last first so earlier places stay; each leaves a seam.
      var seams: [Int] = []
      var indexes: [Int] = []
      for label in out {
        guard let i = list.index(of: label) else { return false }
        indexes.append(i)
      }
      for i in indexes.sorted(by: >) {
        list.entries.remove(at: i)
        seams = seams.map { $0 > i ? $0 - 1 : $0 }
        seams.append(i)
      }
      // Moved trees must sit together in the list: then only their ends are seams.
      for m in moved where m.range.overlaps(span) {
        let lo = Int32(m.range.lowerBound)
        let hi = Int32(m.range.upperBound)
        let n = list.entries.count
        let from = list.entries.first { _, here in here.highest >= lo }?.index ?? n
        let to = list.entries.first { _, here in here.highest >= hi }?.index ?? n
        // Before `from` everything lies before the run; between them everything in it; after
        // `to` everything after it.
        if from < to, list.entries.summary(in: from..<to).lowest < lo { return false }
        if to < n, list.entries.summary(in: to..<n).lowest < hi { return false }
        seams.append(from)
        seams.append(to)
      }
      // In: each new entry where the comparator puts it among the entries, searched for
      // from where the change is (an entry laid out again usually goes back where it was,
      // a tree shown goes where the trees after it start, each next node after the last).
      let sorted = nodes.sorted { comparator.before($0.key, $1.key) }
      var hint = seams.first
      for n in sorted {
        var missing = false
        let low = AccessibilityTree.firstIndex(in: list.entries.count, near: hint) { i in
          guard let k = key(i) else {
            missing = true
            return true
          }
          return comparator.before(n.key, k)
        }
        if missing { return false }
        hint = low + 1
        let before = low > 0 ? list.entries[low - 1].label : 0
        let after = low < list.entries.count ? list.entries[low].label : UInt64.max
        guard after - before > 1 else { return false }
        let counts = n.isGroup ? (lists[n.element]?.entries.summary.counts ?? OrderCounts()) : OrderCounts(flags: flags(n.element))
        let label = before + (after - before) / 2
        list.entries.insert(OrderEntry(element: Int32(n.element), isGroup: n.isGroup, repeated: false, label: label, counts: counts), at: low)
        placeList[n.element - base] = id
        placeLabel[n.element - base] = label
        seams = seams.map { $0 >= low ? $0 + 1 : $0 }
        seams.append(low)
        seams.append(low + 1)
      }
      // The rows around every seam, checked again.
      for s in Set(seams) where !rowsHold(list, around: s, key: key, comparator: comparator) { return false }
      return true
    }
  }

  /// The first index in `0..<count` at which `after` holds (`count` if none), for an
  /// `after` that is false up to some index and true from there on: searched outward from
  /// `hint` in doubling steps and then by halves, so an answer near the hint costs a few
  /// looks whatever the count (and the same answer as a binary search over everything).
  static func firstIndex(in count: Int, near hint: Int?, _ after: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    if let h = hint.map({ Swift.min(Swift.max($0, 0), count) }) {
      var step = 1
      if h < count, !after(h) {
        // The answer is right of h.
        low = h + 1
        while h + step < count {
          if after(h + step) {
            high = h + step
            break
          }
          low = h + step + 1
          step *= 2
        }
      } else {
        // The answer is at h or left of it.
        high = h
        while h - step >= 0 {
          if !after(h - step) {
            low = h - step + 1
            break
          }
          high = h - step
          step *= 2
        }
      }
    }
    while low < high {
      let mid = (low + high) / 2
      if after(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// Whether the list's entries around index `seam` (the pair `seam - 1`, `seam`) are in
  /// well-separated rows: the rows holding them, and the rows beside those, are checked.
  func rowsHold(_ list: OrderList, around seam: Int, key: (Int) -> (x: Double, y: Double)?, comparator c: ReadingOrderComparator) -> Bool {
    let n = list.entries.count
    guard n > 1 else { return true }
    // The band holding entry `i`: consecutive entries less than a tolerance apart.
    func bandStart(_ i: Int) -> Int? {
      var j = i
      while j > 0 {
        guard let a = key(j - 1), let b = key(j) else { return nil }
        if b.y - a.y >= c.rowTolerance { return j }
        j -= 1
      }
      return 0
    }
    let from = Swift.max(0, Swift.min(seam, n - 1) - 1)
    guard let start = bandStart(from), let first = bandStart(start > 0 ? start - 1 : 0) else { return false }
    // From the band before the seam's to the band after it: the three bands checked whole.
    var keys: [(x: Double, y: Double)] = []
    var i = first
    var bandsAfterSeam = 0
    while i < n {
      guard let k = key(i) else { return false }
      if let last = keys.last, k.y - last.y >= c.rowTolerance, i > seam {
        bandsAfterSeam += 1
        if bandsAfterSeam > 1 { break }
      }
      keys.append(k)
      i += 1
    }
    return AccessibilityTree.separated(keys, c)
  }
}

extension Frame {
  var corner: (x: Double, y: Double) { (x, y) }
}

extension AccessibilityTree {
  /// Counts `e`'s stop as `flags` now (it became dimmed, selected, …); true when that
  /// changed its counts. The totals of the groups above it follow.
  mutating func setFlags(_ flags: StopFlags, of e: ElementIndex) -> Bool {
    guard let (id, label) = place(e) else { return false }
    let new = OrderCounts(flags: flags)
    var changed = false
    modify(id) { list in
      guard let i = list.index(of: label) else { return }
      let entry = list.entries[i]
      guard entry.element == Int32(e), !entry.isGroup, !entry.repeated, entry.counts != new else { return }
      list.entries.update(at: i) { $0.counts = new }
      changed = true
    }
    if changed {
      recount(from: id)
      log.record(e..<(e + 1))
    }
    return changed
  }

  /// After the counts in list `id` changed: its group's entry in the enclosing list takes
  /// the new totals, and so on up to the top level.
  mutating func recount(from id: Int32) {
    var id = id
    while id != Self.topLevel {
      let g = ElementIndex(id)
      guard let totals = lists[g]?.entries.summary.counts, let (up, label) = place(g) else { return }
      modify(up) { list in
        guard let i = list.index(of: label) else { return }
        list.entries.update(at: i) { if !$0.repeated { $0.counts = totals } }
      }
      id = up
    }
  }

  /// Changes list `id` in place.
  mutating func modify(_ id: Int32, _ body: (inout OrderList) -> Void) {
    if id == Self.topLevel {
      body(&top)
    } else if lists[ElementIndex(id)] != nil {
      body(&lists[ElementIndex(id)]!)
    }
  }
}
