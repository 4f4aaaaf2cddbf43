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

  /// The cells of one table, by position, for the header and first-in-row rules: built once
  /// per table and tree, so each cell's context costs its column and its headers.
  struct Table {
    let scene: Scene
    /// The cell covering each position (row * stride + column), spans expanded.
    var covering: [Int: ElementIndex] = [:]
    var rowHeaders: [Int: [ElementIndex]] = [:]
    var columnHeaders: [Int: [ElementIndex]] = [:]
    static let stride = 100_001

    init(_ table: ElementIndex, scene: Scene) {
      self.scene = scene
      var cells: [ElementIndex] = []
      var stack = scene.elements[table].children
      while let i = stack.popLast() {
        let e = scene.elements[i]
        if e.hidden { continue }
        if e.tableCell != nil { cells.append(i) }
        if e.containerType != .dataTable { stack += e.children }
      }
      cells.sort()
      for i in cells {
        let c = scene.elements[i].tableCell!
        for r in c.row..<c.row + c.rowSpan {
          for k in c.column..<c.column + c.columnSpan where covering[r * Table.stride + k] == nil {
            covering[r * Table.stride + k] = i
          }
          if c.header == .row { rowHeaders[r, default: []].append(i) }
        }
        if c.header == .column {
          for k in c.column..<c.column + c.columnSpan { columnHeaders[k, default: []].append(i) }
        }
      }
    }

    func covers(_ i: ElementIndex, row: Int, column: Int) -> Bool {
      guard let c = scene.elements[i].tableCell else { return false }
      return (c.row..<c.row + c.rowSpan).contains(row) && (c.column..<c.column + c.columnSpan).contains(column)
    }

    /// No cell at an earlier column of the same row (`accessibilityDataTableCellElement`).
    func isFirstInRow(_ cell: DataTableCell) -> Bool {
      !(0..<cell.column).contains { covering[cell.row * Table.stride + $0] != nil }
    }

    func context(for index: ElementIndex) -> DataTableContext? {
      guard let cell = scene.elements[index].tableCell else { return nil }
      let first = isFirstInRow(cell)
      var headers: [ElementIndex] = []
      if first { headers += (rowHeaders[cell.row] ?? []).filter { $0 != index } }
      headers += (columnHeaders[cell.column] ?? []).filter { h in
        // The header directly above a row's first cell is not repeated.
        h != index && !(first && covers(h, row: cell.row - 1, column: cell.column))
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
