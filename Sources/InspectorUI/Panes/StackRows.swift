import AssistiveTechnologies
import SceneModel

/// The screen rows of the stops inside a long vertical stack, kept per child so that an
/// edit costs the children it touched and a path through a tree of counts, not a pass over
/// every stop.
///
/// A screen row starts at a stop's top `tolerance` or more below the row's first top, the
/// tops taken in ascending order (`OrderExplanation.ScreenRows`). A child's stops (the
/// stops of its tree) have tops relative to the child's own top that do not move when
/// other children do, so each child keeps its rows as if its first top started one
/// (`rows`), its first and last top and its last row's start, all relative to the child.
/// Where every child's tops come after the previous child's, and the first starts a row
/// whatever came before (`tolerance` or more below the previous child's last row start),
/// the stack's rows are the sum of its children's, and a prefix sum over a tree of counts
/// (`counts`, a Fenwick tree) gives the rows before any child in O(log n); where a child
/// is bound up with the one before (`unclean`), or holds an element placed in screen points
/// or a top that is not finite (`irregular`), the stack is not summed and the rows are
/// worked out from every top instead.
struct StackRows: StackFigure {
  /// Each child's rows, counted from its first top (0: no stops).
  private(set) var rows: [Int32]
  /// The Fenwick tree over `rows` (1-based).
  private var counts: [Int32]
  /// Each child's stops.
  private var stopCounts: [Int32]
  /// Relative to each child's top: its first top, last top and its last row's start.
  private(set) var first: [Double]
  private(set) var last: [Double]
  private(set) var lastStart: [Double]
  /// Children whose tops cannot be kept relative to them.
  private(set) var irregular: Set<Int> = []
  /// Children (non-empty) whose first top does not start a row of its own after the previous
  /// non-empty child, or comes before that child's last top.
  private(set) var unclean: Set<Int> = []
  /// The stops in the stack.
  private(set) var stops = 0
  /// The stack's inner width and child count when worked out: another width lays the
  /// children out again.
  let width: Double
  let count: Int
  let tolerance: Double

  /// What the rows are worked out with: the tree that says which elements are stops, and
  /// how far apart two tops start two rows.
  struct Context {
    var tree: AccessibilityTree
    var tolerance: Double
  }

  init(stack s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Context) {
    self.init(stack: s, layout: layout, tree: context.tree, tolerance: context.tolerance, elements: elements)
  }

  func fits(stack s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Context) -> Bool {
    width == layout.stackOffsets(of: s)?.width && count == elements[s].children.count && tolerance == context.tolerance
  }

  mutating func update(touched: [Int], of s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Context) {
    var tops: [Double] = []
    for i in touched { update(child: i, of: s, layout: layout, tree: context.tree, elements: elements, tops: &tops) }
    recheck(touched: touched, offsets: layout.stackOffsets(of: s))
  }

  /// Every child of stack `s`.
  init(stack s: ElementIndex, layout: SceneLayout, tree: AccessibilityTree, tolerance: Double, elements: UnsafeBufferPointer<Element>) {
    let n = elements[s].children.count
    count = n
    width = layout.stackOffsets(of: s)?.width ?? -1
    self.tolerance = tolerance
    rows = Array(repeating: 0, count: n)
    counts = Array(repeating: 0, count: n + 1)
    stopCounts = Array(repeating: 0, count: n)
    first = Array(repeating: 0, count: n)
    last = Array(repeating: 0, count: n)
    lastStart = Array(repeating: 0, count: n)
    var tops: [Double] = []
    for i in 0..<n {
      let summary = Self.summary(child: i, of: s, layout: layout, tree: tree, tolerance: tolerance, elements: elements, tops: &tops)
      store(i, summary)
      counts[i + 1] = rows[i]
    }
    // The Fenwick tree in one pass: each node adds itself to its parent.
    if n > 0 {
      for k in 1...n {
        let parent = k + (k & -k)
        if parent <= n { counts[parent] += counts[k] }
      }
    }
    let offsets = layout.stackOffsets(of: s)
    var previous = -1
    for i in 0..<n where rows[i] > 0 {
      if previous >= 0, !isClean(previous, i, offsets) { unclean.insert(i) }
      previous = i
    }
  }

  /// What one child holds: its stops, rows and tops relative to its top; nil when its tops
  /// cannot be kept relative to it.
  struct Summary {
    var stops: Int32
    var rows: Int32
    var first: Double
    var last: Double
    var lastStart: Double
  }

  private mutating func store(_ i: Int, _ summary: Summary?) {
    if let summary {
      irregular.remove(i)
      stopCounts[i] = summary.stops
      rows[i] = summary.rows
      first[i] = summary.first
      last[i] = summary.last
      lastStart[i] = summary.lastStart
      stops += Int(summary.stops)
    } else {
      irregular.insert(i)
      stopCounts[i] = 0
      rows[i] = 0
    }
  }

  /// The tops of the stops of child `i`'s tree relative to the child's top, ascending, in
  /// `tops`; false when they cannot be (an element placed in screen points, a top that is
  /// not finite).
  static func localTops(
    child i: Int, of s: ElementIndex, layout: SceneLayout, tree: AccessibilityTree, elements: UnsafeBufferPointer<Element>, tops: inout [Double]
  ) -> Bool {
    tops.removeAll(keepingCapacity: true)
    let c = elements[s].children[i]
    if elements[c].hidden { return true }
    if layout.floats(in: c..<layout.end(of: c)) { return false }
    var stack: [(ElementIndex, Double)] = [(c, 0)]
    while let (e, y) = stack.popLast() {
      if elements[e].hidden { continue }
      if tree.position(of: e) != nil {
        guard y.isFinite else { return false }
        tops.append(y)
      }
      for child in elements[e].children {
        stack.append((child, layout.corner(of: child, parent: (0, y), elements: elements).y))
      }
    }
    tops.sort()
    return true
  }

  static func summary(
    child i: Int, of s: ElementIndex, layout: SceneLayout, tree: AccessibilityTree, tolerance: Double, elements: UnsafeBufferPointer<Element>,
    tops: inout [Double]
  ) -> Summary? {
    guard localTops(child: i, of: s, layout: layout, tree: tree, elements: elements, tops: &tops) else { return nil }
    guard let firstTop = tops.first else { return Summary(stops: 0, rows: 0, first: 0, last: 0, lastStart: 0) }
    var rows: Int32 = 0
    var rowTop = -Double.infinity
    for top in tops where top - rowTop >= tolerance {
      rows += 1
      rowTop = top
    }
    return Summary(stops: Int32(tops.count), rows: rows, first: firstTop, last: tops[tops.count - 1], lastStart: rowTop)
  }

  /// Whether non-empty child `q`'s stops come after non-empty child `p`'s and its first
  /// top starts a row whatever came before.
  private func isClean(_ p: Int, _ q: Int, _ offsets: StackOffsets?) -> Bool {
    guard let offsets else { return false }
    let gap = offsets.start(q) - offsets.start(p)
    let q0 = gap + first[q]
    return q0 >= last[p] && q0 - lastStart[p] >= tolerance
  }

  // MARK: The tree of counts

  /// The rows of children `0..<i`.
  func rows(before i: Int) -> Int {
    var k = i
    var sum = 0
    while k > 0 {
      sum += Int(counts[k])
      k -= k & -k
    }
    return sum
  }

  /// The rows of every child.
  var total: Int { rows(before: count) }

  private mutating func add(_ delta: Int32, at i: Int) {
    var k = i + 1
    while k <= count {
      counts[k] += delta
      k += k & -k
    }
  }

  /// The child holding row `r` (from 0) of the stack: a prefix-sum search down the tree.
  func child(holdingRow r: Int) -> Int {
    var position = 0
    var remaining = r
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count, Int(counts[next]) <= remaining {
        position = next
        remaining -= Int(counts[next])
      }
      step /= 2
    }
    return position
  }

  /// The last child before `i` with stops, if any.
  func previousNonEmpty(before i: Int) -> Int? {
    let k = rows(before: i)
    return k == 0 ? nil : child(holdingRow: k - 1)
  }

  /// The first child at or after `i` with stops, if any.
  func nextNonEmpty(from i: Int) -> Int? {
    let k = rows(before: Swift.min(i, count))
    return k >= total ? nil : child(holdingRow: k)
  }

  // MARK: Edits

  /// Works out child `i` again, as laid out now, and the boundaries it is part of.
  mutating func update(
    child i: Int, of s: ElementIndex, layout: SceneLayout, tree: AccessibilityTree, elements: UnsafeBufferPointer<Element>, tops: inout [Double]
  ) {
    let oldRows = rows[i]
    stops -= Int(stopCounts[i])
    let summary = Self.summary(child: i, of: s, layout: layout, tree: tree, tolerance: tolerance, elements: elements, tops: &tops)
    store(i, summary)
    if rows[i] != oldRows { add(rows[i] - oldRows, at: i) }
  }

  /// Checks again the boundaries on either side of the children touched (after every
  /// touched child was worked out again).
  mutating func recheck(touched: [Int], offsets: StackOffsets?) {
    for i in touched {
      if rows[i] == 0 {
        unclean.remove(i)
      } else if let p = previousNonEmpty(before: i), !isClean(p, i, offsets) {
        unclean.insert(i)
      } else {
        unclean.remove(i)
      }
      if let q = nextNonEmpty(from: i + 1) {
        if let p = previousNonEmpty(before: q), !isClean(p, q, offsets) { unclean.insert(q) } else { unclean.remove(q) }
      }
    }
  }

  /// How many rows of child `i` start at or above `y`, the child's top being `childTop`.
  static func rowsStarting(
    atOrAbove y: Double, childTop: Double, child i: Int, of s: ElementIndex, layout: SceneLayout, tree: AccessibilityTree, tolerance: Double,
    elements: UnsafeBufferPointer<Element>
  ) -> Int? {
    var tops: [Double] = []
    guard localTops(child: i, of: s, layout: layout, tree: tree, elements: elements, tops: &tops) else { return nil }
    var n = 0
    var rowTop = -Double.infinity
    for top in tops where top - rowTop >= tolerance {
      if childTop + top > y { break }
      n += 1
      rowTop = top
    }
    return n
  }
}
