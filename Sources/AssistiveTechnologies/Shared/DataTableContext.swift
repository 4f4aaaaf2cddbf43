import SceneModel

/// What VoiceOver adds to a data-table cell's description (reference §1.1 step 2): header
/// prefixes, spans, "Row R." and "Column C.".
public struct DataTableContext: Sendable, Equatable {
  /// Each header's words, already formatted: "label. ", "value. " or "label: value. ".
  public var headers: [String]
  public var rowSpan: Int
  public var columnSpan: Int
  /// 1-based; only for the first cell of its row.
  public var row: Int?
  /// 1-based.
  public var column: Int

  public init(headers: [String] = [], rowSpan: Int = 1, columnSpan: Int = 1, row: Int?, column: Int) {
    self.headers = headers
    self.rowSpan = rowSpan
    self.columnSpan = columnSpan
    self.row = row
    self.column = column
  }

  /// The cells of one table, by position, for the header and first-in-row rules.
  struct Table {
    let scene: Scene
    var cells: [ElementIndex] = []

    init(_ table: ElementIndex, scene: Scene) {
      self.scene = scene
      var stack = scene.elements[table].children
      while let i = stack.popLast() {
        let e = scene.elements[i]
        if e.hidden { continue }
        if e.tableCell != nil { cells.append(i) }
        if e.containerType != .dataTable { stack += e.children }
      }
      cells.sort()
    }

    func covers(_ i: ElementIndex, row: Int, column: Int) -> Bool {
      guard let c = scene.elements[i].tableCell else { return false }
      return (c.row..<c.row + c.rowSpan).contains(row) && (c.column..<c.column + c.columnSpan).contains(column)
    }

    /// No cell at an earlier column of the same row (`accessibilityDataTableCellElement`).
    func isFirstInRow(_ cell: DataTableCell) -> Bool {
      !cells.contains { i in (0..<cell.column).contains { covers(i, row: cell.row, column: $0) } }
    }

    func context(for index: ElementIndex) -> DataTableContext? {
      guard let cell = scene.elements[index].tableCell else { return nil }
      let first = isFirstInRow(cell)
      var headers: [ElementIndex] = []
      if first {
        headers += cells.filter { h in
          guard h != index, let hc = scene.elements[h].tableCell, hc.header == .row else { return false }
          return covers(h, row: cell.row, column: hc.column)
        }
      }
      headers += cells.filter { h in
        guard h != index, let hc = scene.elements[h].tableCell, hc.header == .column, covers(h, row: hc.row, column: cell.column) else { return false }
        // The header directly above a row's first cell is not repeated.
        if first, covers(h, row: cell.row - 1, column: cell.column) { return false }
        return true
      }
      return DataTableContext(
        headers: headers.map { DataTableContext.words(of: scene.elements[$0]) },
        rowSpan: cell.rowSpan, columnSpan: cell.columnSpan, row: first ? cell.row + 1 : nil, column: cell.column + 1)
    }
  }

  /// A header's contribution: "label. ", "value. " or "label: value. ".
  static func words(of e: Element) -> String {
    let label = e.label ?? "", value = e.value ?? ""
    switch (label.isEmpty, value.isEmpty) {
    case (false, false): return "\(label): \(value). "
    case (false, true): return "\(label). "
    case (true, false): return "\(value). "
    case (true, true): return ""
    }
  }
}
