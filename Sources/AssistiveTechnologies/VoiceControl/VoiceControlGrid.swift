import SceneModel

/// Voice Control's numbered grid: `columns` × `rows` cells over a region of the screen,
/// numbered from 1 across each row, top row first. Saying a cell's number zooms the grid
/// into that cell; once a cell is small (both sides at most `finalCellSize` points [K]) its
/// number taps its centre instead. "Tap N" taps cell N's centre at any level.
///
/// The region is in screen points (the device's screen, not the content): the viewport's
/// scroll offset is added when a tap is hit-tested.
public struct VoiceControlGrid: Sendable, Equatable {
  public var region: Frame
  public var columns: Int
  public var rows: Int
  /// How many numbers zoomed it in (0: over the whole screen).
  public var depth = 0

  public init(region: Frame, columns: Int, rows: Int, depth: Int = 0) {
    self.region = region
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.depth = depth
  }

  public var cellCount: Int { columns * rows }

  /// Cell `n` (1-based), or nil past the last cell.
  public func cell(_ n: Int) -> Frame? {
    guard n >= 1, n <= cellCount else { return nil }
    let w = region.width / Double(columns)
    let h = region.height / Double(rows)
    let i = n - 1
    return Frame(x: region.x + Double(i % columns) * w, y: region.y + Double(i / columns) * h, width: w, height: h)
  }

  /// The centre of cell `n`.
  public func centre(_ n: Int) -> ScreenPoint? {
    cell(n).map { ScreenPoint(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
  }

  /// The cell a point lies in (points on the region's far edges belong to the last cells).
  public func number(at p: ScreenPoint) -> Int? {
    guard p.x >= region.x, p.y >= region.y, p.x <= region.x + region.width, p.y <= region.y + region.height,
      region.width > 0, region.height > 0
    else { return nil }
    let c = min(columns - 1, Int((p.x - region.x) / (region.width / Double(columns))))
    let r = min(rows - 1, Int((p.y - region.y) / (region.height / Double(rows))))
    return r * columns + c + 1
  }

  /// The grid over cell `n`, as many cells again.
  public func zoomed(into n: Int) -> VoiceControlGrid? {
    cell(n).map { VoiceControlGrid(region: $0, columns: columns, rows: rows, depth: depth + 1) }
  }

  /// Whether a number taps its cell rather than zooming into it: the cells are small.
  public func numberTaps(finalCellSize: Double) -> Bool {
    region.width / Double(columns) <= finalCellSize && region.height / Double(rows) <= finalCellSize
  }

  /// "3 × 3 over the screen", "3 × 3 over cell 5 (130 × 281 pt)".
  public var summary: String {
    let size = "\(columns) × \(rows)"
    if depth == 0 { return "grid \(size) over the screen" }
    return "grid \(size) zoomed \(depth)× into \(Self.points(region.width)) × \(Self.points(region.height)) pt at (\(Self.points(region.x)), \(Self.points(region.y)))"
  }

  static func points(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    return r == r.rounded() ? String(Int(r)) : String(r)
  }

  /// The numbers to say, after "show grid", to tap a point where `hits` holds: zooming
  /// through the cells that hold `target` (a point inside it) until a cell's centre hits,
  /// then "tap N" (or "N" when the grid is that small anyway). Nil when no cell centre on
  /// the way down hits.
  public static func path(
    to target: ScreenPoint, from grid: VoiceControlGrid, finalCellSize: Double, maxDepth: Int = 8,
    hits: (ScreenPoint) -> Bool
  ) -> [String]? {
    var grid = grid
    var said: [String] = []
    for _ in 0...maxDepth {
      if let n = (1...grid.cellCount).first(where: { grid.centre($0).map(hits) ?? false }) {
        return said + [grid.numberTaps(finalCellSize: finalCellSize) ? "\(n)" : "tap \(n)"]
      }
      guard !grid.numberTaps(finalCellSize: finalCellSize), let n = grid.number(at: target), let next = grid.zoomed(into: n) else { return nil }
      said.append("\(n)")
      grid = next
    }
    return nil
  }
}
