/// Where a cell sits in a data table (`UIAccessibilityContainerDataTableCell`): 0-based row
/// and column (UIKit's `accessibilityRowRange().location`), spans, and whether it is a
/// header of its row or column (`accessibilityHeaderElements(forRow:)` / `(forColumn:)`).
public struct DataTableCell: Sendable, Equatable {
  public enum HeaderRole: String, Sendable, CaseIterable, Equatable { case row, column }

  public var row: Int
  public var column: Int
  public var rowSpan: Int = 1
  public var columnSpan: Int = 1
  /// A header cell names every cell of its row (`row`) or column (`column`).
  public var header: HeaderRole?

  /// The most positions one cell may cover (rowSpan × columnSpan): VoiceOver's context
  /// looks up cells by position, so a span is expanded once per table.
  public static let maxSpanArea = 10_000

  /// The data table a cell belongs to: its nearest `dataTable` ancestor.
  public static func table(of index: ElementIndex, in elements: [Element]) -> ElementIndex? {
    var current = elements[index].parent
    while let p = current {
      if elements[p].containerType == .dataTable { return p }
      current = elements[p].parent
    }
    return nil
  }

  /// Its position for people: "row 2 of 4, column 1 of 3, spans 2 columns, header of its row"
  /// (rows and columns from 1, as VoiceOver says them).
  public func describe(in size: DataTableSize?) -> String {
    var words = ["row \(row + 1)" + (size.map { " of \($0.rows)" } ?? ""), "column \(column + 1)" + (size.map { " of \($0.columns)" } ?? "")]
    if rowSpan > 1 { words.append("spans \(rowSpan) rows") }
    if columnSpan > 1 { words.append("spans \(columnSpan) columns") }
    if let header { words.append("header of its \(header.rawValue)") }
    return words.joined(separator: ", ")
  }

  public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, header: HeaderRole? = nil) {
    self.row = row
    self.column = column
    self.rowSpan = rowSpan
    self.columnSpan = columnSpan
    self.header = header
  }
}

/// A data table's size (`UIAccessibilityContainerDataTable`'s row and column counts).
public struct DataTableSize: Sendable, Equatable {
  public var rows: Int
  public var columns: Int
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}
