/// Decoding of data tables: `container: "dataTable"` with `rows`/`columns`, and cells with
/// `row`, `column`, `rowSpan`, `columnSpan` and `tableHeader`.
struct TableKeys {
  var row: (Int, Int)?
  var column: (Int, Int)?
  var rowSpan: Int?
  var columnSpan: Int?
  var header: DataTableCell.HeaderRole?
  var rows: (Int, Int)?
  var columns: (Int, Int)?
  /// Where the first cell key was written, for messages about the cell as a whole.
  var cellKey: (key: String, offset: Int)?

  mutating func read(_ m: JSONMember, path: String, _ context: inout DecodingContext) {
    let v = m.value
    switch m.key {
    case "row": row = context.integer(v, path, in: 0...100_000).map { ($0, v.offset) }
    case "column": column = context.integer(v, path, in: 0...100_000).map { ($0, v.offset) }
    case "rowSpan": rowSpan = context.integer(v, path, in: 1...100_000)
    case "columnSpan": columnSpan = context.integer(v, path, in: 1...100_000)
    case "tableHeader":
      header = context.choice(v, path, what: "table header", names: DataTableCell.HeaderRole.allCases.map(\.rawValue), lookup: DataTableCell.HeaderRole.init(rawValue:))
    case "rows": rows = context.integer(v, path, in: 0...100_000).map { ($0, v.offset) }
    case "columns": columns = context.integer(v, path, in: 0...100_000).map { ($0, v.offset) }
    default: return
    }
    if ["row", "column", "rowSpan", "columnSpan", "tableHeader"].contains(m.key), cellKey == nil { cellKey = (m.key, m.keyOffset) }
  }

  func apply(to e: inout Element, path: String, _ context: inout DecodingContext) {
    if let (key, offset) = cellKey {
      if let row, let column {
        e.tableCell = DataTableCell(row: row.0, column: column.0, rowSpan: rowSpan ?? 1, columnSpan: columnSpan ?? 1, header: header)
      } else {
        let missing = row == nil ? "row" : "column"
        context.error(offset, join(path, key), "a data-table cell needs both 'row' and 'column'; '\(missing)' is missing", "add \(missing): 0 (rows and columns count from 0)")
      }
    }
    for (key, given) in [("rows", rows), ("columns", columns)] {
      guard let given, e.containerType != .dataTable else { continue }
      context.error(given.1, join(path, key), "'\(key)' applies to a container: \"dataTable\"", "add container: \"dataTable\", or remove '\(key)'")
    }
    if e.containerType == .dataTable {
      switch (rows, columns) {
      case let (r?, c?): e.tableSize = DataTableSize(rows: r.0, columns: c.0)
      case (nil, nil): context.error(e.sourceOffset, path, "a data table needs its row and column counts", "add rows: and columns:, such as rows: 3, columns: 2")
      case (nil, _): context.error(e.sourceOffset, path, "a data table needs 'rows' beside 'columns'", "add rows: with the number of rows")
      case (_, nil): context.error(e.sourceOffset, path, "a data table needs 'columns' beside 'rows'", "add columns: with the number of columns")
      }
    }
  }
}

extension SceneDecoder {
  /// The data table a cell belongs to: its nearest `dataTable` ancestor.
  static func table(of index: ElementIndex, in elements: [Element]) -> ElementIndex? {
    var current = elements[index].parent
    while let p = current {
      if elements[p].containerType == .dataTable { return p }
      current = elements[p].parent
    }
    return nil
  }

  /// Cells sit inside a data table, within its size, one cell per position.
  mutating func checkDataTables() {
    var taken: [ElementIndex: [Int: ElementIndex]] = [:]
    for i in elements.indices {
      guard let cell = elements[i].tableCell else { continue }
      let e = elements[i]
      guard let t = SceneDecoder.table(of: i, in: elements) else {
        context.error(e.sourceOffset, e.path, "\(Sanitize.quote(e.displayName)) has a 'row' and 'column' but is not inside a data table", "put it in a container: \"dataTable\" with rows: and columns:")
        continue
      }
      guard let size = elements[t].tableSize else { continue }
      if cell.row + cell.rowSpan > size.rows || cell.column + cell.columnSpan > size.columns {
        let spans = cell.rowSpan > 1 || cell.columnSpan > 1 ? " with its spans" : ""
        context.error(
          e.sourceOffset, e.path,
          "\(Sanitize.quote(e.displayName)) at row \(cell.row), column \(cell.column)\(spans) is outside its table of \(size.rows) rows and \(size.columns) columns (counted from 0)",
          "use rows 0 to \(max(0, size.rows - 1)) and columns 0 to \(max(0, size.columns - 1)), or change the table's rows: and columns:")
        continue
      }
      let key = cell.row * 100_001 + cell.column
      if let other = taken[t]?[key] {
        context.error(e.sourceOffset, e.path, "two cells at row \(cell.row), column \(cell.column) (also \(elements[other].path))", "give each cell its own position")
      } else {
        taken[t, default: [:]][key] = i
      }
    }
  }
}
