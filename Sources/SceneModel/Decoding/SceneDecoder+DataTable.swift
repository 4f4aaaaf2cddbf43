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

  mutating func read(_ m: TapeMember, path pathText: @autoclosure () -> String, _ context: inout DecodingContext) {
    var path: String { pathText() }
    let v = m.value
    switch m.key {
    case "row": row = context.integer(v, path, in: SceneRange.tableIndex).map { ($0, v.offset) }
    case "column": column = context.integer(v, path, in: SceneRange.tableIndex).map { ($0, v.offset) }
    case "rowSpan": rowSpan = context.integer(v, path, in: SceneRange.tableSpan)
    case "columnSpan": columnSpan = context.integer(v, path, in: SceneRange.tableSpan)
    case "tableHeader":
      // "col" is short for "column", not a misspelling of "row".
      if case .string(let s) = v.value, s.count >= 3, DataTableCell.HeaderRole(rawValue: s) == nil, let role = DataTableCell.HeaderRole.allCases.first(where: { $0.rawValue.hasPrefix(s.lowercased()) }) {
        context.error(v.offset, path, "unknown table header \(Sanitize.quote(s))", "did you mean '\(role.rawValue)'?")
      } else {
        header = context.choice(v, path, what: "table header", names: DataTableCell.HeaderRole.allCases.map(\.rawValue), lookup: DataTableCell.HeaderRole.init(rawValue:))
      }
    case "rows": rows = context.integer(v, path, in: SceneRange.tableIndex).map { ($0, v.offset) }
    case "columns": columns = context.integer(v, path, in: SceneRange.tableIndex).map { ($0, v.offset) }
    default: return
    }
    if ["row", "column", "rowSpan", "columnSpan", "tableHeader"].contains(m.key), cellKey == nil { cellKey = (m.key, m.keyOffset) }
  }

  func apply(to e: inout Element, path pathText: @autoclosure () -> String, _ context: inout DecodingContext) {
    var path: String { pathText() }
    if let (key, offset) = cellKey {
      if (rowSpan ?? 1) * (columnSpan ?? 1) > DataTableCell.maxSpanArea {
        context.error(offset, join(path, key), "the cell spans \((rowSpan ?? 1) * (columnSpan ?? 1)) positions (\(rowSpan ?? 1) rows × \(columnSpan ?? 1) columns); axsim takes spans of up to \(DataTableCell.maxSpanArea)", "make rowSpan × columnSpan \(DataTableCell.maxSpanArea) or less")
      } else if let row, let column {
        e.tableCell = DataTableCell(row: row.0, column: column.0, rowSpan: rowSpan ?? 1, columnSpan: columnSpan ?? 1, header: header)
      } else {
        let missing = row == nil ? "row" : "column"
        context.error(offset, join(path, key), "a data-table cell needs both 'row' and 'column'; '\(missing)' is missing", "add \(missing): 0 (rows and columns count from 0)")
      }
    }
    // Checked only when given (a literal list per element showed in profiles).
    if rows != nil || columns != nil {
      for (key, given) in [("rows", rows), ("columns", columns)] {
        guard let given, e.containerType != .dataTable else { continue }
        context.error(given.1, join(path, key), "'\(key)' applies to a container: \"dataTable\"", "add container: \"dataTable\", or remove '\(key)'")
      }
    }
    if e.containerType == .dataTable {
      // Counts not given are taken from the cells once they are read (`checkDataTables`).
      e.tableSize = DataTableSize(rows: rows?.0 ?? -1, columns: columns?.0 ?? -1)
    }
  }
}

extension SceneDecoder {
  /// Cells sit inside a data table, within its size, one cell per position. A count the
  /// table does not give (-1 until here) becomes the smallest that holds every cell.
  mutating func checkDataTables() {
    var derived: [ElementIndex: DataTableSize] = [:]
    for i in elements.indices {
      guard let cell = elements[i].tableCell, let t = DataTableCell.table(of: i, in: elements) else { continue }
      var d = derived[t] ?? DataTableSize(rows: 0, columns: 0)
      d.rows = max(d.rows, cell.row + cell.rowSpan)
      d.columns = max(d.columns, cell.column + cell.columnSpan)
      derived[t] = d
    }
    for i in elements.indices where elements[i].containerType == .dataTable {
      guard var size = elements[i].tableSize else { continue }
      if size.rows < 0 { size.rows = derived[i]?.rows ?? 0 }
      if size.columns < 0 { size.columns = derived[i]?.columns ?? 0 }
      elements[i].tableSize = size
    }
    var taken: [ElementIndex: [Int: ElementIndex]] = [:]
    for i in elements.indices {
      guard let cell = elements[i].tableCell else { continue }
      let e = elements[i]
      guard let t = DataTableCell.table(of: i, in: elements) else {
        context.error(e.sourceOffset, ElementPath.of(i, in: elements), "the cell \(Sanitize.quote(e.id ?? e.label ?? e.kind.rawValue)) has a 'row' and 'column' but is not inside a data table", "put it in a container: \"dataTable\"")
        continue
      }
      guard let size = elements[t].tableSize else { continue }
      if cell.row + cell.rowSpan > size.rows || cell.column + cell.columnSpan > size.columns {
        let spans = cell.rowSpan > 1 || cell.columnSpan > 1 ? " with its spans" : ""
        context.error(
          e.sourceOffset, ElementPath.of(i, in: elements),
          "the cell \(Sanitize.quote(e.id ?? e.label ?? e.kind.rawValue)) at row \(cell.row), column \(cell.column)\(spans) is outside its table of \(size.rows) rows and \(size.columns) columns (counted from 0)",
          "keep it, spans included, within rows 0 to \(max(0, size.rows - 1)) and columns 0 to \(max(0, size.columns - 1)), or change the table's rows: and columns:")
        continue
      }
      let key = cell.row * 100_001 + cell.column
      if let other = taken[t]?[key] {
        context.error(e.sourceOffset, ElementPath.of(i, in: elements), "two cells at row \(cell.row), column \(cell.column) (also \(ElementPath.of(other, in: elements)))", "give each cell its own position")
      } else {
        taken[t, default: [:]][key] = i
      }
    }
  }
}
