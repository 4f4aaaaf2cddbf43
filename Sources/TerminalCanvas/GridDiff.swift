/// Computes which cells changed between two frames, as runs to write to a terminal.
///
/// This is what keeps a redraw cheap: one step in a large scene typically changes a
/// focus ring and a status line, so a terminal writes a few runs (a few hundred bytes)
/// instead of the whole screen. Comparing is O(cells); the output is proportional to the
/// changed cells.
public enum GridDiff {
  /// Consecutive cells of one row to write, starting at column `x`.
  ///
  /// A run never starts on the right half of a wide character or ends on the left half:
  /// runs are widened to include both halves, so a terminal can write them as they are.
  public struct Run: Sendable, Hashable, CustomStringConvertible {
    /// The row.
    public var y: Int
    /// The first column.
    public var x: Int
    /// The cells to write, from column `x` rightwards (continuations included).
    public var cells: [Cell]

    /// Creates a run.
    public init(y: Int, x: Int, cells: [Cell]) {
      self.y = y
      self.x = x
      self.cells = cells
    }

    /// `y x0-x1 "text"`, for example `3 10-12 "abc"`.
    public var description: String {
      "\(y) \(x)-\(x + cells.count - 1) \"\(cells.map(\.text).joined())\""
    }
  }

  /// The runs that turn `old` into `new`; every row in full when `old` is nil or has a
  /// different size (the terminal must repaint after a resize).
  public static func changes(from old: Grid?, to new: Grid) -> [Run] {
    guard let old, old.size == new.size else {
      return (0..<new.height).map { Run(y: $0, x: 0, cells: Array(new.row($0))) }
    }
    var runs: [Run] = []
    let width = new.width
    for y in 0..<new.height {
      let base = y * width
      var x = 0
      var pending: (start: Int, end: Int)?
      while x < width {
        guard old.storage[base + x] != new.storage[base + x] else {
          x += 1
          continue
        }
        var start = x
        var end = x + 1
        while end < width && old.storage[base + end] != new.storage[base + end] { end += 1 }
        x = end
        // Keep wide characters whole.
        if start > 0 && new.storage[base + start].isContinuation { start -= 1 }
        if end < width && new.storage[base + end].isContinuation { end += 1 }
        if let previous = pending, previous.end >= start {
          pending = (previous.start, max(previous.end, end))
        } else {
          if let previous = pending {
            runs.append(
              Run(
                y: y, x: previous.start,
                cells: Array(new.storage[(base + previous.start)..<(base + previous.end)])))
          }
          pending = (start, end)
        }
      }
      if let previous = pending {
        runs.append(
          Run(
            y: y, x: previous.start,
            cells: Array(new.storage[(base + previous.start)..<(base + previous.end)])))
      }
    }
    return runs
  }

  /// The number of cells `changes(from:to:)` would write.
  public static func changedCellCount(from old: Grid?, to new: Grid) -> Int {
    changes(from: old, to: new).reduce(0) { $0 + $1.cells.count }
  }
}
