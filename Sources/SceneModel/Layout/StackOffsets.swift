/// Where each child of a long vertical stack starts, kept as a tree of sums over the
/// children's advances (a visible child's height plus the stack's spacing; 0 for a hidden
/// one), so that a child's height changing or a child hiding moves every later child at
/// the cost of one path through the tree, not of the children after it.
///
/// Sums are always taken in the tree's order (each inner value is the sum of its two
/// children, a start is the sum of the nodes left of the child), whether the stack was just
/// laid out or changed since: a stack's frames are then the same numbers either way, to the
/// last bit. The tree's shape depends only on the number of children, which never changes.
public struct StackOffsets: Sendable {
  /// Leaves at `size ..< size + count`, zeros after them; node i is 2i + (2i + 1).
  private var nodes: [Double]
  private let size: Int
  public let count: Int
  /// The width the children were measured at (the stack's inner width), the stack's top
  /// padding (where the first child starts), its spacing, and how many children are
  /// visible (the last visible child's gap is not part of the stack's height).
  public let width: Double
  public let top: Double
  public let gap: Double
  public internal(set) var visible: Int

  public init(advances: [Double], width: Double = 0, top: Double = 0, gap: Double = 0, visible: Int = 0) {
    self.width = width
    self.top = top
    self.gap = gap
    self.visible = visible
    count = advances.count
    var size = 1
    while size < count { size *= 2 }
    self.size = size
    var nodes = [Double](repeating: 0, count: 2 * size)
    for (i, a) in advances.enumerated() { nodes[size + i] = a }
    var i = size - 1
    while i >= 1 {
      nodes[i] = nodes[2 * i] + nodes[2 * i + 1]
      i -= 1
    }
    self.nodes = nodes
  }

  /// The sum of every advance.
  public var total: Double { nodes.count > 1 ? nodes[1] : 0 }

  /// The height of the children with the gaps between them, summed as `total(of:)` sums
  /// them.
  public var contentHeight: Double { visible > 0 ? total - gap : total }

  public func advance(_ i: Int) -> Double { nodes[size + i] }

  /// Changes child `i`'s advance.
  public mutating func set(_ i: Int, advance: Double) {
    var k = size + i
    guard nodes[k] != advance || advance.isNaN else { return }
    nodes[k] = advance
    k /= 2
    while k >= 1 {
      nodes[k] = nodes[2 * k] + nodes[2 * k + 1]
      k /= 2
    }
  }

  /// The sum of the advances of the children before `i`: child i's offset from the top.
  public func start(_ i: Int) -> Double {
    // From the root down, adding every left sibling of the path to leaf i.
    var sum = 0.0
    var node = 1
    var low = 0
    var width = size
    while width > 1 {
      width /= 2
      if i >= low + width {
        sum += nodes[2 * node]
        node = 2 * node + 1
        low += width
      } else {
        node = 2 * node
      }
    }
    return sum
  }

  /// Every child's `start`, in one pass down the tree rather than a path per child: each
  /// is the same sum of the same nodes in the same order as `start(_:)` takes, to the last bit.
  public func starts() -> [Double] {
    var out = [Double](repeating: 0, count: count)
    guard count > 0 else { return out }
    out.withUnsafeMutableBufferPointer { out in
      nodes.withUnsafeBufferPointer { nodes in
        // Node `node` spans children low ..< low + width; `sum` is what `start` has added by
        // the time its path reaches it (the left siblings on the way down).
        func visit(_ node: Int, _ low: Int, _ width: Int, _ sum: Double) {
          if low >= out.count { return }
          if width == 1 {
            out[low] = sum
            return
          }
          let half = width / 2
          visit(2 * node, low, half, sum)
          visit(2 * node + 1, low + half, half, sum + nodes[2 * node])
        }
        visit(1, 0, size, 0)
      }
    }
    return out
  }

  /// The child whose span holds `offset` from the top (the last one starting at or before
  /// it), for finding what is in view without reading every child.
  public func child(at offset: Double) -> Int {
    var node = 1
    var low = 0
    var width = size
    var sum = 0.0
    while width > 1 {
      width /= 2
      let left = nodes[2 * node]
      if sum + left <= offset, low + width < count {
        sum += left
        node = 2 * node + 1
        low += width
      } else {
        node = 2 * node
      }
    }
    return Swift.min(low, Swift.max(0, count - 1))
  }

  /// The total a tree over `advances` would have, without keeping the tree: how a stack is
  /// measured, summed exactly as the tree sums it.
  public static func total(of advances: [Double]) -> Double {
    var size = 1
    while size < advances.count { size *= 2 }
    return sum(advances, 0, size)
  }

  private static func sum(_ a: [Double], _ low: Int, _ width: Int) -> Double {
    if low >= a.count { return 0 }
    if width == 1 { return a[low] }
    let half = width / 2
    return sum(a, low, half) + sum(a, low + half, half)
  }
}
