/// The Gliding Cursor (point scanning, switch-and-keyboard.md §3): a band sweeps across the
/// screen; select; a fine line sweeps inside it; select; then the same down the screen. The
/// crossing point is the target. Selection Mode sets the sweeps per axis: Single (a line over
/// the whole axis), Refined (band, then line) or Precise (band, line, then a slow fine line).
///
/// Sweeps bounce between the ends of their range and move only when time passes (`advance`).
/// Band width (a fifth of the axis), the fine line's range and speed are assumptions [K].
public struct GlidingCursor: Sendable, Equatable {
  public enum Phase: Sendable, Equatable { case band, line, fine }

  public private(set) var axis: GlideMark.Axis = .horizontal
  public private(set) var phase: Phase
  /// The band's leading edge, or the line's position, in points.
  public private(set) var position: Double
  /// Sweeping towards larger coordinates (1) or back (-1).
  var direction: Double = 1
  /// The range being swept.
  var lower: Double
  var upper: Double
  public private(set) var chosenX: Double?
  let selection: SwitchControlSettings.GlideSelection
  let width: Double
  let height: Double

  public init(width: Double, height: Double, selection: SwitchControlSettings.GlideSelection) {
    self.width = max(1, width)
    self.height = max(1, height)
    self.selection = selection
    phase = selection == .single ? .line : .band
    lower = 0
    upper = max(1, width)
    position = 0
  }

  var axisLength: Double { axis == .horizontal ? width : height }
  /// The band's width.
  public var bandSpan: Double { axisLength / 5 }
  /// How far the moving mark can go: a band stops where its far edge meets the end.
  var travel: Double { max(0, (upper - lower) - (phase == .band ? bandSpan : 0)) }

  /// What to draw.
  public var mark: GlideMark {
    GlideMark(axis: axis, position: position, span: phase == .band ? bandSpan : 0, chosenX: chosenX)
  }

  /// Moves the sweep on by `seconds` (a full axis takes `sweepSeconds`; the fine line a
  /// quarter of the speed).
  public mutating func advance(by seconds: Double, sweepSeconds: Double) {
    guard seconds > 0, travel > 0 else { return }
    var speed = axisLength / max(0.01, sweepSeconds)
    if phase == .fine { speed /= 4 }
    var distance = speed * seconds
    // Bounce between the ends; at most two bounces' worth per full cycle.
    distance = distance.truncatingRemainder(dividingBy: 2 * travel)
    var p = position - lower
    while distance > 0 {
      let room = direction > 0 ? travel - p : p
      if distance <= room {
        p += direction * distance
        distance = 0
      } else {
        p += direction * room
        distance -= room
        direction = -direction
      }
    }
    position = lower + p
  }

  /// Selects: narrows the sweep, moves to the next axis, or returns the chosen point.
  public mutating func select() -> ScreenPoint? {
    switch (phase, selection) {
    case (.band, _):
      let start = position
      narrow(to: start, start + bandSpan, phase: .line)
      return nil
    case (.line, .precise):
      let around = bandSpan / 10
      narrow(to: max(0, position - around), min(axisLength, position + around), phase: .fine)
      return nil
    default:
      if axis == .horizontal {
        chosenX = position
        axis = .vertical
        phase = selection == .single ? .line : .band
        lower = 0
        upper = height
        position = 0
        direction = 1
        return nil
      }
      return ScreenPoint(x: chosenX ?? 0, y: position)
    }
  }

  mutating func narrow(to lo: Double, _ hi: Double, phase: Phase) {
    self.phase = phase
    lower = lo
    upper = max(lo, hi)
    position = lo
    direction = 1
  }

  /// The sweep in words, for transcripts: "band x 0–79 pt", "line y 412 pt".
  public var description: String {
    let a = axis == .horizontal ? "x" : "y"
    func pt(_ v: Double) -> String { String(Int(v.rounded())) }
    let prefix = chosenX.map { "x \(pt($0)) pt chosen; " } ?? ""
    switch phase {
    case .band: return prefix + "band \(a) \(pt(position))–\(pt(position + bandSpan)) pt"
    case .line: return prefix + "line \(a) \(pt(position)) pt"
    case .fine: return prefix + "fine line \(a) \(pt(position)) pt"
    }
  }
}
