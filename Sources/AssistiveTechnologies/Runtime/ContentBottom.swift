import SceneModel

extension SceneRuntime {
  /// The long stacks' margins the content bottom's walk reads: every element counts where
  /// it ends, whatever its height (`.infinity`), so only elements placed in screen points or
  /// not finite make a child looked at always.
  static let stopMargins = KeptPerStack<StackMargins>()

  /// The bottom of the content of the screens the tree is built from: the lowest bottom of
  /// a stop, and at least the screen's height. What Voice Control's and Switch Control's
  /// scrolls scroll through, and the grid's phrases count scrolls in.
  ///
  /// Worked out once per tree and element state (`TreeIndexes`), by a walk that costs what
  /// an edit changed, not the stops (`contentBottomByWalk`); the same figure as a pass over
  /// every stop (`contentBottomOfEveryStop`, its oracle).
  public func contentBottom() -> Double {
    indexes.with(indexKey) { slot in
      if let kept = slot.contentBottom { return kept }
      let bottom = contentBottomByWalk() ?? contentBottomOfEveryStop()
      slot.contentBottom = bottom
      return bottom
    }
  }

  /// The highest top a scroll can bring the screen to: the content bottom less the screen.
  public var maxViewportTop: Double { max(0, contentBottom() - scene.device.height) }

  /// What a screen scrolled to `top` shows of the content: "A–B of C pt".
  public func shownRange(top: Double) -> String {
    let height = scene.device.height
    return "\(VoiceControlGrid.points(top))–\(VoiceControlGrid.points(top + height)) of \(VoiceControlGrid.points(maxViewportTop + height)) pt"
  }

  /// The content bottom from every stop's frame: one pass over all of them (the walk's
  /// oracle, for tests and the fuzzer).
  public func contentBottomOfEveryStop() -> Double {
    var bottom = scene.device.height
    // Frames are summed when read: every frame in one pass, not one walk per stop.
    let all = frames.all
    for e in tree.elements { bottom = max(bottom, all[e].y + all[e].height) }
    return bottom
  }

  /// The content bottom from a walk down the tree screens' layouts: every element outside
  /// long stacks, and in each long stack only the children that can hold its lowest stop,
  /// found from the end back through the stack's offsets and margins (`StackMargins`, kept
  /// per child and brought up to date from the edit journal): a child ends by the next
  /// one's start, and its tree by that plus the margin below, so once a stop is found lower
  /// than that for the children before the ones looked at, none of them can pass it. Nil
  /// where that does not hold (an explicit order can read elements anywhere; a layout not in
  /// depth-first order cannot tell which child an edit touched).
  func contentBottomByWalk() -> Double? {
    let tree = self.tree
    guard !tree.ordered else { return nil }
    var bottom = scene.device.height
    let found = scene.elements.withUnsafeBufferPointer { elements -> Bool in
      for s in treeScreens {
        guard let layout = layouts[s] else { return false }
        let stacks = layout.longStacks
        if !stacks.isEmpty, !layout.preorder { return false }
        let margins = stacks.isEmpty ? [:] : Self.stopMargins.figures(self, screen: s, layout: layout, stacks: stacks, context: .infinity)
        var walk = StopWalk(layout: layout, elements: elements)
        walk.push(layout.root, parent: (0, 0))
        while let (e, x, y) = walk.next() {
          if tree.isStop(e) { bottom = max(bottom, y + layout.size(of: e).height) }
          guard let offsets = layout.stackOffsets(of: e), let m = margins[e] else {
            walk.pushChildren(of: e, corner: (x, y))
            continue
          }
          let base = y + offsets.top
          // Far from the origin, sums of offsets and margins lose the points the bound needs.
          guard offsets.gap >= 0, abs(base) < 1e10, abs(base + offsets.total) < 1e10 else {
            walk.pushChildren(of: e, corner: (x, y))
            continue
          }
          let children = elements[e].children
          var width = m.below + offsets.gap + 1
          while true {
            let first = offsets.child(at: offsets.total - width)
            var lowest = -Double.infinity
            var tail = StopWalk(layout: layout, elements: elements)
            for i in m.always where i < first { tail.push(children[i], parent: (x, y)) }
            for i in first..<children.count { tail.push(children[i], parent: (x, y)) }
            while let (c, cx, cy) = tail.next() {
              if tree.isStop(c) { lowest = max(lowest, cy + layout.size(of: c).height) }
              tail.pushChildren(of: c, corner: (cx, cy))
            }
            // Every child before `first` ends by its next one's start, its tree by that plus
            // the margin below.
            if first == 0 || lowest >= base + offsets.start(first) + m.below + 1 {
              bottom = max(bottom, lowest)
              break
            }
            width *= 4
          }
        }
      }
      return true
    }
    return found ? bottom : nil
  }
}

/// A walk down a layout's tree from the elements pushed, with each element's screen corner:
/// hidden trees and the children a first look left out (which are not stops) are skipped.
struct StopWalk {
  let layout: SceneLayout
  let elements: UnsafeBufferPointer<Element>
  private var stack: [(ElementIndex, Double, Double)] = []

  init(layout: SceneLayout, elements: UnsafeBufferPointer<Element>) {
    self.layout = layout
    self.elements = elements
  }

  /// Puts `e`, a child of an element whose corner is `parent`, on the walk.
  mutating func push(_ e: ElementIndex, parent: (x: Double, y: Double)) {
    let corner = layout.corner(of: e, parent: parent, elements: elements)
    stack.append((e, corner.x, corner.y))
  }

  /// Puts `e`'s children on the walk, last first, so they come off in order.
  mutating func pushChildren(of e: ElementIndex, corner: (x: Double, y: Double)) {
    let children = elements[e].children
    var i = children.count - 1
    while i >= 0 {
      push(children[i], parent: corner)
      i -= 1
    }
  }

  /// The next element to look at, with its corner.
  mutating func next() -> (ElementIndex, Double, Double)? {
    while let top = stack.popLast() {
      if elements[top.0].hidden || layout.isDeferred(top.0) { continue }
      return top
    }
    return nil
  }
}
