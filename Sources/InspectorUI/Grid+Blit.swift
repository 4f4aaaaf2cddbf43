import TerminalCanvas

extension Grid {
  /// Copies `other` into this grid with its top-left corner at `origin`, clipped.
  mutating func blit(_ other: Grid, at origin: Point) {
    for y in 0..<other.height {
      for (x, cell) in other.row(y).enumerated() where !cell.isContinuation {
        self[origin.x + x, origin.y + y] = cell
      }
    }
  }
}
