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
