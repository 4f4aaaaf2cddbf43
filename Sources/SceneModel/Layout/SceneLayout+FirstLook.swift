/// What a first look at a new text size lays out (`SceneLayout.init(…, firstLook:)`): in
/// each long vertical stack, only the children around an anchor (the focused element),
/// enough to fill `reach` points above and below it; the other children keep an estimate
/// of their advance (the mean of the children measured, as a table view's estimated row
/// height) and are not laid out (`SceneLayout.isDeferred`). Everything outside long stacks
/// is laid out as usual.
///
/// A first look is for drawing one frame at the new size while the whole layout is made;
/// nothing answers from it (the app makes the whole layout before any other event).
public struct FirstLook: Sendable, Equatable {
  /// The element the look is around (nil: each stack's first children).
  public var anchor: ElementIndex?
  /// Points laid out above and below the anchor's child in its stack (from the top of any
  /// other stack).
  public var reach: Double

  public init(anchor: ElementIndex?, reach: Double) {
    self.anchor = anchor
    self.reach = reach
  }
}

extension SceneLayout {
  /// Whether `e` is a child of a long stack a first look did not lay out (its tree holds
  /// zero-sized frames, as a hidden one does): readers of a first look skip it.
  @inline(__always)
  public func isDeferred(_ e: ElementIndex) -> Bool {
    covers(e) && flags[e - base] & Flags.deferred != 0
  }

}

extension LayoutPass {
  /// A long stack's advances in a first look, and the children laid out (`window`): those
  /// from the anchor's child on, and before it, until `reach` points are filled each way;
  /// every other child's advance is the mean of the measured visible ones (on the grid),
  /// nothing for a hidden one.
  func firstLookAdvances(_ index: ElementIndex, inner: Double, gap: Double, look: FirstLook) -> (advances: [Double], window: Range<Int>) {
    let children = elements[index].children
    let n = children.count
    var a = 0
    if let anchor = look.anchor, anchor > index, anchor < end(of: index) {
      let k = SceneLayout.childIndex(anchor, in: children)
      a = k < n && children[k] == anchor ? k : Swift.max(0, k - 1)
    }
    var advances = [Double](repeating: 0, count: n)
    var measured = 0.0
    var count = 0
    func advance(_ i: Int) -> Double {
      let c = children[i]
      if elements[c].hidden { return 0 }
      let v = measure(c, width: inner).height + gap
      measured += v
      count += 1
      return v
    }
    var high = a
    var below = 0.0
    while high < n, below < look.reach {
      advances[high] = advance(high)
      below += advances[high]
      high += 1
    }
    var low = a
    var above = 0.0
    while low > 0, above < look.reach {
      low -= 1
      advances[low] = advance(low)
      above += advances[low]
    }
    let estimate = count > 0 ? SceneLayout.grid(measured / Double(count)) : 0
    for i in 0..<low where !elements[children[i]].hidden { advances[i] = estimate }
    for i in high..<n where !elements[children[i]].hidden { advances[i] = estimate }
    return (advances, low..<high)
  }

  /// A child a first look leaves out: zero-sized at its estimated place in the stack, its
  /// tree zero-sized as a hidden one's (a run of slots: long stacks are on depth-first
  /// screens), and marked.
  mutating func deferChild(_ c: ElementIndex, at corner: (x: Double, y: Double)) {
    rel[c - base] = Frame(x: corner.x, y: corner.y, width: 0, height: 0)
    flags[c - base] = SceneLayout.Flags.inStack | SceneLayout.Flags.deferred
    let end = end(of: c)
    var slot = c + 1 - base
    while slot < end - base {
      rel[slot] = .zero
      flags[slot] = 0
      slot += 1
    }
    deferred += 1
  }
}
