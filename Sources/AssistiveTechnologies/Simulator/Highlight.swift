import SceneModel

/// What Switch Control or Full Keyboard Access highlights, for the wireframe to draw.
public enum Highlight: Sendable, Equatable {
  /// Switch Control's item highlight, or the keyboard's focus ring.
  case item(ElementIndex)
  /// Switch Control's group highlight around several items.
  case group(ElementIndex, items: Int)
  /// The dashed highlight around the group that is being scanned: selecting it leaves.
  case exitGroup(ElementIndex)
  /// A menu entry (Scanner Menu, keyboard actions, help or gestures menu), by name; the
  /// element is the one the menu acts on.
  case menu(element: ElementIndex?, entry: String)
  /// The gliding cursor: a band or a line across the screen, in points.
  case glide(GlideMark)
  /// Switch Control stopped scanning after its loops; the next press wakes it.
  case hidden
}

/// Where the gliding cursor is: a band (`span` wide) or a fine line (`span` 0) sweeping
/// along one axis, plus the coordinates already chosen.
public struct GlideMark: Sendable, Equatable {
  public enum Axis: Sendable, Equatable { case horizontal, vertical }
  /// Which way the sweep moves: `.horizontal` sweeps across x, `.vertical` down y.
  public var axis: Axis
  public var position: Double
  public var span: Double
  /// The x already chosen (during the vertical sweep).
  public var chosenX: Double?
  public init(axis: Axis, position: Double, span: Double, chosenX: Double? = nil) {
    self.axis = axis
    self.position = position
    self.span = span
    self.chosenX = chosenX
  }
}

/// A point on the device screen, in points.
public struct ScreenPoint: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
