extension Grid {
  /// Copies `other` into this grid with its top-left corner at `origin`, clipped.
  ///
  /// Cell by cell as `self[x, y] = cell` would write them (a wide character that does not
  /// fit at the right edge becomes a space, a wide character of this grid that a copied
  /// cell overlaps loses its other half), but without sanitising and measuring again: a
  /// grid's cells are sanitised clusters already, and a cell is wide exactly when a
  /// continuation follows it.
  public mutating func blit(_ other: Grid, at origin: Point) {
    let columns = other.width
    for y in 0..<other.height {
      let ty = origin.y + y
      guard ty >= 0 && ty < height else { continue }
      let base = y * columns
      for x in 0..<columns {
        let cell = other.storage[base + x]
        if cell.isContinuation { continue }
        let tx = origin.x + x
        guard tx >= 0 && tx < width else { continue }
        let w = x + 1 < columns && other.storage[base + x + 1].isContinuation ? 2 : 1
        if tx + w <= width {
          place(cell.text, width: w, x: tx, y: ty, role: cell.role)
        } else {
          place(" ", width: 1, x: tx, y: ty, role: cell.role)
        }
      }
    }
  }
}
