import SceneModel

/// How far the trees of a long vertical stack's children reach past the children's own
/// frames: `above` and `below` bound, over every child, how far an element in its tree
/// (not hidden, with or without an area) starts above the child's top or ends below its
/// bottom. Children holding an element placed in screen points, one whose top or bottom is
/// not finite, or one at least `context` points tall are `always` looked at.
///
/// So a walk that wants the elements in a band, or the lowest one, looks at the children
/// whose frames, widened by the margins, can reach it, and at the `always` ones
/// (`ViewportWalk` in the Screen pane, `SceneRuntime.contentBottom()`). The bounds only
/// grow while edits come (a loose bound costs a few more children looked at, never a miss),
/// and an edit changes them by the children it touched (`KeptPerStack`).
public struct StackMargins: StackFigure, Equatable {
  public private(set) var above = 0.0
  public private(set) var below = 0.0
  /// Children (by index among the stack's children), ascending.
  public private(set) var always: [Int] = []
  /// The stack's inner width and child count when worked out, and the height from which an
  /// element makes its child `always` looked at.
  var width = -1.0
  var count = -1
  var tall = Double.infinity

  public init() {}

  /// The margins of every child of stack `s`; `context` is the height from which an element
  /// makes its child `always` looked at (`.infinity`: none for its height alone).
  public init(stack s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Double) {
    width = layout.stackOffsets(of: s)?.width ?? -1
    count = elements[s].children.count
    tall = context
    for i in elements[s].children.indices { take(child: i, of: s, layout: layout, elements: elements) }
  }

  public func fits(stack s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Double) -> Bool {
    width == layout.stackOffsets(of: s)?.width && count == elements[s].children.count && tall == context
  }

  public mutating func update(touched: [Int], of s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>, context: Double) {
    for i in touched { take(child: i, of: s, layout: layout, elements: elements) }
  }

  /// Widens the margins to cover child `i` of stack `s` as laid out now.
  mutating func take(child i: Int, of s: ElementIndex, layout: SceneLayout, elements: UnsafeBufferPointer<Element>) {
    let c = elements[s].children[i]
    guard !elements[c].hidden else { return }
    if layout.floats(in: c..<layout.end(of: c)) {
      addAlways(i)
      return
    }
    let own = layout.size(of: c)
    // The child's tree relative to the child's corner.
    var stack: [(ElementIndex, Double, Double)] = [(c, 0, 0)]
    while let (e, x, y) = stack.popLast() {
      if elements[e].hidden { continue }
      let size = layout.size(of: e)
      let bottom = y + size.height
      guard y.isFinite, bottom.isFinite, size.height < tall else {
        addAlways(i)
        return
      }
      above = Swift.max(above, -y)
      below = Swift.max(below, bottom - own.height)
      for c in elements[e].children.reversed() {
        let corner = layout.corner(of: c, parent: (x, y), elements: elements)
        stack.append((c, corner.x, corner.y))
      }
    }
  }

  mutating func addAlways(_ i: Int) {
    let at = always.firstIndex(notBelow: i)
    if at == always.count || always[at] != i { always.insert(i, at: at) }
  }
}
