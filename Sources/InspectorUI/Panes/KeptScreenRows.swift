import AssistiveTechnologies
import SceneModel

/// The screen rows of the stops (`OrderExplanation.ScreenRows`) without a pass over every
/// stop: the long stacks' rows kept per child (`StackRows`) and brought up to date from the
/// runtime's edit journal, the few stops outside long stacks read at each question.
///
/// The visible screens' tops taken in ascending order are the stops outside long stacks,
/// one by one, and each long stack's children, in runs between those stops; a run's first
/// top starting a row of its own, its rows are the sum of its children's (a prefix sum),
/// and the row a top is on is the rows of the children before its own plus those its own
/// child starts at or above it. Where the screen does not allow that (a stack whose
/// children are bound up with each other, a stop between a child's tops, stacks side by
/// side, a modal view, more than `ViewportWalk.maxOutside` elements outside long stacks,
/// a stop that no layout places), the answer is nil and the rows are worked out from every
/// top.
final class KeptScreenRows: Sendable {
  static let shared = KeptScreenRows()
  /// Each long stack's rows, kept per child.
  private let kept = KeptPerStack<StackRows>()

  /// One run of tops in ascending order: a stop outside long stacks, or children `a..<b`
  /// of a long stack.
  private struct Piece {
    var first: Double
    var last: Double
    /// nil for a single stop.
    var stack: (layer: Int, s: ElementIndex, a: Int, b: Int, top: Double)?
  }

  /// The row (from 1) of a stop whose top is `y`, and how many rows the screen has; nil
  /// where the rows must be worked out from every top.
  func row(ofTop y: Double, runtime: SceneRuntime, tolerance: Double) -> (row: Int, count: Int)? {
    let tree = runtime.tree
    guard tree.modalRoot == nil else { return nil }
    var layouts: [SceneLayout] = []
    var kept: [[ElementIndex: StackRows]] = []
    for s in runtime.visibleScreens {
      guard let layout = runtime.layout(ofScreen: s), layout.preorder else { return nil }
      layouts.append(layout)
      kept.append(stacks(runtime, screen: s, layout: layout, tolerance: tolerance))
    }
    return runtime.scene.elements.withUnsafeBufferPointer { elements -> (row: Int, count: Int)? in
      // The stops outside long stacks, and the long stacks met on the way down.
      var singles: [Double] = []
      var blocks: [(layer: Int, s: ElementIndex, y: Double)] = []
      var outside = 0
      var stops = 0
      for (k, layout) in layouts.enumerated() {
        var stack: [(ElementIndex, Double, Double)] = []
        ViewportWalk.push([layout.root], parent: (0, 0), layout: layout, elements: elements, onto: &stack)
        while let (e, x, ey) = stack.popLast() {
          if elements[e].hidden { continue }
          outside += 1
          if outside > ViewportWalk.maxOutside { return nil }
          if tree.position(of: e) != nil {
            guard ey.isFinite else { return nil }
            singles.append(ey)
            stops += 1
          }
          if layout.stackOffsets(of: e) != nil {
            guard let rows = kept[k][e], rows.irregular.isEmpty, rows.unclean.isEmpty else { return nil }
            stops += rows.stops
            blocks.append((k, e, ey))
            continue
          }
          ViewportWalk.push(elements[e].children, parent: (x, ey), layout: layout, elements: elements, onto: &stack)
        }
      }
      guard stops == tree.count else { return nil }
      singles.sort()
      // Each stack's children in runs between the stops outside.
      var pieces = singles.map { Piece(first: $0, last: $0, stack: nil) }
      for block in blocks {
        guard let rows = kept[block.layer][block.s], let offsets = layouts[block.layer].stackOffsets(of: block.s),
          let firstChild = rows.nextNonEmpty(from: 0), let lastChild = rows.previousNonEmpty(before: rows.count)
        else { continue }
        func childTop(_ i: Int) -> Double { block.y + (offsets.top + offsets.start(i)) }
        func firstTop(_ i: Int) -> Double { childTop(i) + rows.first[i] }
        func lastTop(_ i: Int) -> Double { childTop(i) + rows.last[i] }
        var a = firstChild
        let low = firstTop(firstChild)
        let high = lastTop(lastChild)
        var lowerIndex = 0
        while lowerIndex < singles.count, singles[lowerIndex] <= low { lowerIndex += 1 }
        var upperIndex = lowerIndex
        while upperIndex < singles.count, singles[upperIndex] < high { upperIndex += 1 }
        for t in singles[lowerIndex..<upperIndex] {
          // Split between the last child whose tops are all at or above t and the next.
          let near = offsets.child(at: t - (block.y + offsets.top))
          var p = rows.previousNonEmpty(before: near + 1)
          if let found = p, firstTop(found) > t { p = rows.previousNonEmpty(before: found) }
          guard let before = p, lastTop(before) <= t, let after = rows.nextNonEmpty(from: before + 1), firstTop(after) >= t else { return nil }
          if a <= before {
            pieces.append(Piece(first: firstTop(a), last: lastTop(before), stack: (block.layer, block.s, a, after, block.y)))
          }
          a = after
        }
        pieces.append(Piece(first: firstTop(a), last: high, stack: (block.layer, block.s, a, lastChild + 1, block.y)))
      }
      pieces.sort { $0.first < $1.first || ($0.first == $1.first && $0.stack == nil && $1.stack != nil) }
      // The rows, run by run.
      var count = 0
      var rowTop = -Double.infinity
      var previousLast = -Double.infinity
      var row: Int?
      for piece in pieces {
        guard piece.first >= previousLast else { return nil }
        previousLast = piece.last
        if row == nil, piece.first > y { row = count }
        guard let (layer, s, a, b, stackY) = piece.stack else {
          if piece.first - rowTop >= tolerance {
            count += 1
            rowTop = piece.first
          }
          continue
        }
        guard piece.first - rowTop >= tolerance, let rows = kept[layer][s], let offsets = layouts[layer].stackOffsets(of: s) else { return nil }
        let before = rows.rows(before: a)
        if row == nil, y < piece.last {
          // The child holding y: the last whose first top is at or above it.
          let near = offsets.child(at: y - (stackY + offsets.top))
          var c = rows.previousNonEmpty(before: Swift.min(near, b - 1) + 1)
          if let found = c, found >= a, stackY + (offsets.top + offsets.start(found)) + rows.first[found] > y {
            c = rows.previousNonEmpty(before: found)
          }
          guard let child = c, child >= a else { return nil }
          if let next = rows.nextNonEmpty(from: child + 1), next < b,
            stackY + (offsets.top + offsets.start(next)) + rows.first[next] <= y
          {
            return nil
          }
          let childTop = stackY + (offsets.top + offsets.start(child))
          guard
            let within = StackRows.rowsStarting(
              atOrAbove: y, childTop: childTop, child: child, of: s, layout: layouts[layer], tree: tree, tolerance: tolerance, elements: elements)
          else { return nil }
          row = count + rows.rows(before: child) - before + within
        }
        count += rows.rows(before: b) - before
        guard let lastChild = rows.previousNonEmpty(before: b) else { return nil }
        rowTop = stackY + (offsets.top + offsets.start(lastChild)) + rows.lastStart[lastChild]
      }
      return (Swift.max(1, row ?? count), count)
    }
  }

  /// The kept rows of the screen's long stacks not inside another's children (whose rows
  /// the child holds), brought up to date with its edits (`KeptPerStack`).
  private func stacks(_ runtime: SceneRuntime, screen: Int, layout: SceneLayout, tolerance: Double) -> [ElementIndex: StackRows] {
    var longStacks: [ElementIndex] = []
    var outerEnd = -1
    for s in layout.longStacks where s >= outerEnd {
      longStacks.append(s)
      outerEnd = layout.end(of: s)
    }
    return kept.figures(runtime, screen: screen, layout: layout, stacks: longStacks, context: StackRows.Context(tree: runtime.tree, tolerance: tolerance))
  }
}
