/// A diff-friendly text form of a `Grid`, for snapshot files and test failure messages.
///
/// ```
/// axsim-grid 12x3
/// |┌ Rotor ───┐|
/// |│Headings  │|
/// |└──────────┘|
/// roles:
/// 0 0-11 paneBorder
/// 1 1-8 selection
/// ```
///
/// The header gives the size; then come exactly `height` rows, each wrapped in `|` edge
/// markers so trailing spaces are visible and survive editors; then `roles:` and one
/// line per run of equal non-`.normal` roles in a row, as `y x0-x1 role` with inclusive
/// columns. Colours never appear: they belong to the `Theme`, not the grid.
public enum GridSnapshot {
  /// The first word of the header line.
  public static let magic = "axsim-grid"

  /// The snapshot text of `grid`, ending with a newline.
  public static func encode(_ grid: Grid) -> String {
    var text = "\(magic) \(grid.width)x\(grid.height)\n"
    for y in 0..<grid.height {
      text += "|\(grid.line(y))|\n"
    }
    text += "roles:\n"
    for run in roleRuns(grid) {
      text += run + "\n"
    }
    return text
  }

  /// The `y x0-x1 role` lines of `grid`'s non-`.normal` role runs, top to bottom.
  public static func roleRuns(_ grid: Grid) -> [String] {
    var runs: [String] = []
    for y in 0..<grid.height {
      let row = Array(grid.row(y))
      var x = 0
      while x < row.count {
        let role = row[x].role
        var end = x
        while end + 1 < row.count && row[end + 1].role == role { end += 1 }
        if role != .normal { runs.append("\(y) \(x)-\(end) \(role.rawValue)") }
        x = end + 1
      }
    }
    return runs
  }

  /// Parses snapshot text back into a grid; the inverse of `encode`.
  ///
  /// Throws a `GridSnapshotError` naming the 1-based line for a bad header, a missing or
  /// unmarked row, a row of the wrong display width, or a malformed role run.
  public static func decode(_ text: String) throws(GridSnapshotError) -> Grid {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    guard let header = lines.first else {
      throw GridSnapshotError(line: 1, message: "empty snapshot; expected '\(magic) WxH'")
    }
    let size = try parseHeader(header)
    var grid = Grid(size: size)
    for y in 0..<size.height {
      let lineNumber = y + 2
      guard y + 1 < lines.count else {
        throw GridSnapshotError(
          line: lineNumber, message: "missing row \(y); expected \(size.height) rows")
      }
      let line = lines[y + 1]
      guard line.count >= 2, line.first == "|", line.last == "|" else {
        throw GridSnapshotError(line: lineNumber, message: "row \(y) is not wrapped in '|'")
      }
      let content = String(line.dropFirst().dropLast())
      let contentWidth = TextWidth.width(of: Sanitizer.sanitize(content))
      guard contentWidth == size.width else {
        throw GridSnapshotError(
          line: lineNumber,
          message: "row \(y) is \(contentWidth) columns wide; expected \(size.width)")
      }
      grid.put(content, at: Point(x: 0, y: y))
    }
    let rolesIndex = size.height + 1
    guard rolesIndex < lines.count, lines[rolesIndex] == "roles:" else {
      throw GridSnapshotError(line: rolesIndex + 1, message: "expected 'roles:'")
    }
    for index in (rolesIndex + 1)..<max(rolesIndex + 1, lines.count) {
      try applyRoleRun(lines[index], lineNumber: index + 1, to: &grid)
    }
    return grid
  }

  private static func parseHeader(_ header: String) throws(GridSnapshotError) -> Size {
    let parts = header.split(separator: " ")
    let dimensions = parts.count == 2 ? parts[1].split(separator: "x") : []
    guard parts.count == 2, parts[0] == magic, dimensions.count == 2,
      let width = Int(dimensions[0]), let height = Int(dimensions[1]), width >= 0, height >= 0
    else {
      throw GridSnapshotError(
        line: 1, message: "bad header '\(header)'; expected '\(magic) WxH'")
    }
    return Size(width: width, height: height)
  }

  private static func applyRoleRun(_ line: String, lineNumber: Int, to grid: inout Grid)
    throws(GridSnapshotError)
  {
    let parts = line.split(separator: " ", maxSplits: 2)
    let range = parts.count == 3 ? parts[1].split(separator: "-") : []
    guard parts.count == 3, let y = Int(parts[0]), range.count == 2,
      let x0 = Int(range[0]), let x1 = Int(range[1])
    else {
      throw GridSnapshotError(
        line: lineNumber, message: "bad role run '\(line)'; expected 'y x0-x1 role'")
    }
    guard y >= 0, y < grid.height, x0 >= 0, x0 <= x1, x1 < grid.width else {
      throw GridSnapshotError(
        line: lineNumber, message: "role run '\(line)' is outside the \(grid.size) grid")
    }
    grid.setRole(
      Rect(x: x0, y: y, width: x1 - x0 + 1, height: 1), role: StyleRole(String(parts[2])))
  }
}

/// Why snapshot text could not be decoded, with the 1-based line it was found on.
public struct GridSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line number in the snapshot text.
  public var line: Int
  /// What is wrong, for example `row 2 is 79 columns wide; expected 80`.
  public var message: String

  /// Creates an error.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}

extension Grid {
  /// The snapshot text of this grid (`GridSnapshot.encode`).
  public var snapshotText: String { GridSnapshot.encode(self) }

  /// A row-by-row comparison of two grids for test failure messages.
  ///
  /// Rows are numbered and wrapped in `|` so whitespace differences show; differing rows
  /// appear twice, marked `-` (expected) and `+` (actual), and role runs are compared the
  /// same way:
  ///
  /// ```
  /// grids differ (- expected, + actual), 10x2:
  ///   0 |Sign in   |
  /// - 1 |Email     |
  /// + 1 |Emial     |
  /// roles:
  /// - 0 0-6 focusRing
  /// ```
  ///
  /// For equal grids it returns `grids are equal, WxH`.
  public static func diffDescription(expected: Grid, actual: Grid) -> String {
    if expected == actual { return "grids are equal, \(actual.size)" }
    var text = "grids differ (- expected, + actual), "
    text +=
      expected.size == actual.size
      ? "\(actual.size):\n" : "expected \(expected.size), actual \(actual.size):\n"
    let numberWidth = String(max(expected.height, actual.height)).count
    for y in 0..<max(expected.height, actual.height) {
      let number = String(repeating: " ", count: numberWidth - String(y).count) + String(y)
      let old = y < expected.height ? "|\(expected.line(y))|" : "(no row)"
      let new = y < actual.height ? "|\(actual.line(y))|" : "(no row)"
      if old == new {
        text += "  \(number) \(old)\n"
      } else {
        text += "- \(number) \(old)\n+ \(number) \(new)\n"
      }
    }
    let expectedRuns = GridSnapshot.roleRuns(expected)
    let actualRuns = GridSnapshot.roleRuns(actual)
    if expectedRuns != actualRuns {
      text += "roles:\n"
      let expectedSet = Set(expectedRuns)
      let actualSet = Set(actualRuns)
      for run in expectedRuns where !actualSet.contains(run) { text += "- \(run)\n" }
      for run in actualRuns where !expectedSet.contains(run) { text += "+ \(run)\n" }
    }
    return text
  }
}
