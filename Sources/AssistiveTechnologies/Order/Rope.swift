/// What a run of items adds up to (counts, sums, extremes), combined in order.
protocol RopeSummary: Sendable {
  /// The summary of no items.
  init()
  /// Appends the summary of the items that follow.
  mutating func add(_ next: Self)
}

/// An item of a `Rope`, with what it contributes to a summary.
protocol RopeItem: Sendable {
  associatedtype Summary: RopeSummary
  var summary: Summary { get }
}

/// A sequence kept in a balanced tree of runs (a B+ tree whose nodes know how many items
/// they hold and what they add up to), so that an item is found by its place, or by a
/// running summary, and a run is put in or taken out, in time logarithmic in the length;
/// positions are implicit, so nothing after a change is renumbered.
///
/// Nodes are shared between copies and copied on a write while shared (path copying): a
/// copy of a rope costs nothing, and a change to it copies only the nodes on its path, so a
/// kept copy (an earlier tree) and the current one share everything else.
struct Rope<Item: RopeItem>: Sendable {
  typealias Summary = Item.Summary

  /// The most items a leaf, or children an inner node, holds.
  static var leafCapacity: Int { 32 }
  static var innerCapacity: Int { 32 }

  final class Node: @unchecked Sendable {
    var count: Int
    var summary: Summary
    /// A leaf's items (empty for an inner node).
    var items: [Item]
    /// An inner node's children (empty for a leaf).
    var children: [Node]
    let isLeaf: Bool

    init(items: [Item]) {
      isLeaf = true
      self.items = items
      children = []
      count = items.count
      summary = Summary()
      for item in items { summary.add(item.summary) }
    }

    init(children: [Node]) {
      isLeaf = false
      items = []
      self.children = children
      count = 0
      summary = Summary()
      for c in children {
        count += c.count
        summary.add(c.summary)
      }
    }

    init(copying other: Node) {
      isLeaf = other.isLeaf
      items = other.items
      children = other.children
      count = other.count
      summary = other.summary
    }

    /// Works the count and summary out again from the items or children.
    func refresh() {
      var s = Summary()
      if isLeaf {
        count = items.count
        for item in items { s.add(item.summary) }
      } else {
        var n = 0
        for c in children {
          n += c.count
          s.add(c.summary)
        }
        count = n
      }
      summary = s
    }

    var width: Int { isLeaf ? items.count : children.count }
  }

  private var root: Node

  init() { root = Node(items: []) }

  /// A rope of `items` in order, built bottom up with full nodes.
  init<C: Collection>(_ items: C) where C.Element == Item {
    var level: [Node] = []
    var leaf: [Item] = []
    leaf.reserveCapacity(Self.leafCapacity)
    for item in items {
      leaf.append(item)
      if leaf.count == Self.leafCapacity {
        level.append(Node(items: leaf))
        leaf.removeAll(keepingCapacity: true)
      }
    }
    if !leaf.isEmpty || level.isEmpty { level.append(Node(items: leaf)) }
    while level.count > 1 {
      var next: [Node] = []
      next.reserveCapacity(level.count / Self.innerCapacity + 1)
      var start = 0
      while start < level.count {
        let end = Swift.min(level.count, start + Self.innerCapacity)
        next.append(Node(children: Array(level[start..<end])))
        start = end
      }
      level = next
    }
    root = level[0]
  }

  var count: Int { root.count }
  var isEmpty: Bool { root.count == 0 }
  /// Names the rope's contents: copies share it until one of them changes.
  var identity: ObjectIdentifier { ObjectIdentifier(root) }
  /// What every item adds up to.
  var summary: Summary { root.summary }

  // MARK: Reading

  /// The item at `index` (0 ≤ index < count).
  subscript(index: Int) -> Item {
    precondition(index >= 0 && index < root.count, "rope index out of range")
    var node = root
    var i = index
    while !node.isLeaf {
      for c in node.children {
        if i < c.count {
          node = c
          break
        }
        i -= c.count
      }
    }
    return node.items[i]
  }

  /// What the items before `index` add up to.
  func summary(before index: Int) -> Summary {
    var s = Summary()
    guard index > 0 else { return s }
    if index >= root.count { return root.summary }
    var node = root
    var i = index
    while !node.isLeaf {
      for c in node.children {
        if i < c.count {
          node = c
          break
        }
        s.add(c.summary)
        i -= c.count
      }
    }
    for k in 0..<i { s.add(node.items[k].summary) }
    return s
  }

  /// What the items of `range` add up to.
  func summary(in range: Range<Int>) -> Summary {
    var s = Summary()
    let r = range.clamped(to: 0..<root.count)
    guard !r.isEmpty else { return s }
    Self.add(root, r.lowerBound, r.upperBound, into: &s)
    return s
  }

  private static func add(_ node: Node, _ from: Int, _ to: Int, into s: inout Summary) {
    if from <= 0 && to >= node.count {
      s.add(node.summary)
      return
    }
    if node.isLeaf {
      for k in Swift.max(0, from)..<Swift.min(to, node.items.count) { s.add(node.items[k].summary) }
      return
    }
    var start = 0
    for c in node.children {
      let end = start + c.count
      if end > from && start < to { add(c, from - start, to - start, into: &s) }
      if end >= to { break }
      start = end
    }
  }

  /// The first item for which `within(before, item)` holds, where `before` is what the
  /// items before it add up to, found by descending through nodes: `within(before, node)`
  /// must hold for a node exactly when the item sought is in it (a running count passing a
  /// target, a largest key reaching one). Returns its index and `before`; nil when no item
  /// qualifies.
  func first(where within: (_ before: Summary, _ here: Summary) -> Bool) -> (index: Int, before: Summary)? {
    var node = root
    var before = Summary()
    var index = 0
    guard within(before, node.summary) else { return nil }
    while !node.isLeaf {
      var found: Node?
      for c in node.children {
        if within(before, c.summary) {
          found = c
          break
        }
        before.add(c.summary)
        index += c.count
      }
      guard let next = found else { return nil }
      node = next
    }
    for item in node.items {
      let s = item.summary
      if within(before, s) { return (index, before) }
      before.add(s)
      index += 1
    }
    return nil
  }

  /// Calls `body` with each item from `start` on, in order, until it returns false.
  func forEach(from start: Int = 0, _ body: (Item) -> Bool) {
    guard start < root.count else { return }
    _ = Self.visit(root, skipping: Swift.max(0, start), body)
  }

  private static func visit(_ node: Node, skipping: Int, _ body: (Item) -> Bool) -> Bool {
    if node.isLeaf {
      for k in skipping..<node.items.count where !body(node.items[k]) { return false }
      return true
    }
    var skip = skipping
    for c in node.children {
      if skip >= c.count {
        skip -= c.count
        continue
      }
      if !visit(c, skipping: skip, body) { return false }
      skip = 0
    }
    return true
  }

  /// Calls `body` with each item from `end - 1` down to `0`, until it returns false.
  func forEachBackward(before end: Int, _ body: (Item) -> Bool) {
    var i = Swift.min(end, root.count) - 1
    while i >= 0 {
      if !body(self[i]) { return }
      i -= 1
    }
  }

  /// Every item, in order.
  var items: [Item] {
    var out: [Item] = []
    out.reserveCapacity(root.count)
    forEach { out.append($0); return true }
    return out
  }

  // MARK: Changing

  /// Changes the item at `index` in place.
  mutating func update(at index: Int, _ change: (inout Item) -> Void) {
    precondition(index >= 0 && index < root.count, "rope index out of range")
    Self.makeUnique(&root)
    Self.update(root, index, change)
  }

  private static func update(_ node: Node, _ index: Int, _ change: (inout Item) -> Void) {
    if node.isLeaf {
      change(&node.items[index])
    } else {
      var i = index
      for k in node.children.indices {
        let n = node.children[k].count
        if i < n {
          makeUnique(&node.children[k])
          update(node.children[k], i, change)
          break
        }
        i -= n
      }
    }
    node.refresh()
  }

  /// Puts `item` in at `index` (0 ≤ index ≤ count).
  mutating func insert(_ item: Item, at index: Int) {
    insert(contentsOf: CollectionOfOne(item), at: index)
  }

  /// Puts `items` in, in order, starting at `index`.
  mutating func insert<C: Collection>(contentsOf items: C, at index: Int) where C.Element == Item {
    precondition(index >= 0 && index <= root.count, "rope index out of range")
    var at = index
    for item in items {
      Self.makeUnique(&root)
      if let split = Self.insert(item, at: at, into: root) {
        root = Node(children: [root, split])
      }
      at += 1
    }
  }

  /// Inserts into `node` (unique); returns a new right sibling when the node split.
  private static func insert(_ item: Item, at index: Int, into node: Node) -> Node? {
    if node.isLeaf {
      node.items.insert(item, at: index)
      if node.items.count <= leafCapacity {
        node.refresh()
        return nil
      }
      let half = node.items.count / 2
      let right = Node(items: Array(node.items[half...]))
      node.items.removeSubrange(half...)
      node.refresh()
      return right
    }
    var i = index
    var k = 0
    while k < node.children.count - 1, i > node.children[k].count {
      i -= node.children[k].count
      k += 1
    }
    makeUnique(&node.children[k])
    if let split = insert(item, at: i, into: node.children[k]) {
      node.children.insert(split, at: k + 1)
    }
    if node.children.count <= innerCapacity {
      node.refresh()
      return nil
    }
    let half = node.children.count / 2
    let right = Node(children: Array(node.children[half...]))
    node.children.removeSubrange(half...)
    node.refresh()
    return right
  }

  /// Takes out the item at `index` and returns it.
  @discardableResult
  mutating func remove(at index: Int) -> Item {
    precondition(index >= 0 && index < root.count, "rope index out of range")
    Self.makeUnique(&root)
    let item = Self.remove(at: index, from: root)
    while !root.isLeaf, root.children.count == 1 { root = root.children[0] }
    return item
  }

  /// Takes out the items of `range`.
  mutating func removeSubrange(_ range: Range<Int>) {
    for _ in range { remove(at: range.lowerBound) }
  }

  private static func remove(at index: Int, from node: Node) -> Item {
    if node.isLeaf {
      let item = node.items.remove(at: index)
      node.refresh()
      return item
    }
    var i = index
    var k = 0
    while i >= node.children[k].count {
      i -= node.children[k].count
      k += 1
    }
    makeUnique(&node.children[k])
    let item = remove(at: i, from: node.children[k])
    rebalance(node, at: k)
    node.refresh()
    return item
  }

  /// Merges an underfull child with a neighbour (or shares their contents evenly).
  private static func rebalance(_ node: Node, at k: Int) {
    let child = node.children[k]
    let capacity = child.isLeaf ? leafCapacity : innerCapacity
    guard child.width < capacity / 4, node.children.count > 1 else {
      if child.width == 0 { node.children.remove(at: k) }
      return
    }
    let left = k > 0 ? k - 1 : k
    let right = left + 1
    makeUnique(&node.children[left])
    makeUnique(&node.children[right])
    let a = node.children[left]
    let b = node.children[right]
    if a.width + b.width <= capacity {
      if a.isLeaf { a.items += b.items } else { a.children += b.children }
      a.refresh()
      node.children.remove(at: right)
    } else if a.isLeaf {
      let all = a.items + b.items
      a.items = Array(all[..<(all.count / 2)])
      b.items = Array(all[(all.count / 2)...])
      a.refresh()
      b.refresh()
    } else {
      let all = a.children + b.children
      a.children = Array(all[..<(all.count / 2)])
      b.children = Array(all[(all.count / 2)...])
      a.refresh()
      b.refresh()
    }
  }

  private static func makeUnique(_ node: inout Node) {
    if !isKnownUniquelyReferenced(&node) { node = Node(copying: node) }
  }
}

extension Rope: Sequence {
  struct Iterator: IteratorProtocol {
    /// The nodes still to read, with where to go on in each.
    var stack: [(node: Node, next: Int)]

    mutating func next() -> Item? {
      while let top = stack.last {
        if top.node.isLeaf {
          if top.next < top.node.items.count {
            stack[stack.count - 1].next += 1
            return top.node.items[top.next]
          }
          stack.removeLast()
        } else if top.next < top.node.children.count {
          stack[stack.count - 1].next += 1
          stack.append((top.node.children[top.next], 0))
        } else {
          stack.removeLast()
        }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator { Iterator(stack: [(root, 0)]) }
  var underestimatedCount: Int { root.count }
}

/// A summary that only counts (for ropes whose items need no more).
struct RopeCount: RopeSummary {
  init() {}
  mutating func add(_ next: RopeCount) {}
}
