import SceneModel

/// VoiceOver's geometric sort (reference §3.2): rows by top edge with a tolerance, then
/// leading to trailing.
public struct ReadingOrderComparator: Sendable {
  /// Row tolerance in points: 8 on phone, 13 elsewhere.
  public var rowTolerance: Double
  public var rightToLeft: Bool

  public init(rowTolerance: Double, rightToLeft: Bool) {
    self.rowTolerance = rowTolerance
    self.rightToLeft = rightToLeft
  }

  public init(device: Device) {
    self.init(rowTolerance: device.rowTolerance, rightToLeft: device.isRightToLeft)
  }

  /// Whether a frame origin sorts before another. Not transitive, as on the device.
  @inline(__always)
  public func before(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
    if a.y != b.y, abs(a.y - b.y) >= rowTolerance { return a.y < b.y }
    return rightToLeft ? a.x > b.x : a.x < b.x
  }
}
