/// Voice Control's settings: the Overlay setting of Settings › Accessibility › Voice Control
/// (what stays shown), and the values the reference leaves open, marked [K] and
/// configurable (`--overlay`, `--grid`).
public struct VoiceControlSettings: Sendable, Equatable {
  /// Settings › Voice Control › Overlay: the overlay that stays up ("Show … continuously");
  /// nil for None, the device's default.
  public var overlay: VoiceControlCommand.Overlay?
  /// The grid's columns and rows when "show grid" names none [K: 3 × 3].
  public var gridColumns = 3
  public var gridRows = 3
  /// A grid cell this small or smaller (both sides, in points) is tapped by its number
  /// instead of zoomed into [K: 44 pt, the smallest comfortable touch target].
  public var finalCellSize = 44.0
  /// How many names "Show me what to say" lists [K].
  public var suggestions = 8

  public init() {}

  /// The grid's size as written on the command line: "3x3".
  public var gridSize: String { "\(gridColumns)x\(gridRows)" }

  /// "overlay none, grid 3x3" for transcripts and the status bar.
  public var summary: String {
    "overlay \(overlay?.rawValue ?? "none"), grid \(gridSize)"
  }

  /// Parses "4x6" (columns × rows, each 1 to 20).
  public static func parseGrid(_ text: String) -> (columns: Int, rows: Int)? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), (1...gridLimit).contains(c), (1...gridLimit).contains(r) else { return nil }
    return (c, r)
  }

  /// The most columns or rows a grid takes.
  public static let gridLimit = 20
}
