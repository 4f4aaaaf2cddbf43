/// A width and height in terminal cells.
///
/// Sizes are never negative: the initializer clamps negative values to zero, so layout
/// arithmetic that overshoots produces an empty area instead of a crash.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// Number of columns.
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// Creates a size, clamping negative components to zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The number of cells (`width * height`).
  public var area: Int { width * height }

  /// Whether the size holds no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// `WxH`, the form used by snapshot headers, for example `80x24`.
  public var description: String { "\(width)x\(height)" }
}

/// A cell position: column `x` from the left, row `y` from the top, both zero-based.
///
/// Points may be negative or beyond a grid; drawing clips rather than traps, so panes can
/// be scrolled partly off-screen without special cases.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  /// Column, zero-based from the left edge.
  public var x: Int
  /// Row, zero-based from the top edge.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The origin `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// `(x,y)`.
  public var description: String { "(\(x),\(y))" }
}

/// A rectangle of cells with its origin at the top-left corner.
///
/// `maxX`/`maxY` are exclusive, so `Rect(x: 0, y: 0, width: 3, height: 1)` covers columns
/// 0, 1 and 2. Width and height are clamped to zero, so every helper returns a valid rect.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Number of columns (never negative).
  public var width: Int
  /// Number of rows (never negative).
  public var height: Int

  /// Creates a rectangle, clamping a negative width or height to zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// Creates the rectangle covering a whole area of `size`, at the origin.
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The top-left corner.
  public var origin: Point { Point(x: x, y: y) }
  /// The width and height.
  public var size: Size { Size(width: width, height: height) }
  /// The leftmost column (inclusive).
  public var minX: Int { x }
  /// The top row (inclusive).
  public var minY: Int { y }
  /// One past the rightmost column (exclusive).
  public var maxX: Int { x + width }
  /// One past the bottom row (exclusive).
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// `[x,y WxH]`, for example `[2,1 10x3]`.
  public var description: String { "[\(x),\(y) \(width)x\(height)]" }

  /// Whether `point` lies inside (the right and bottom edges are exclusive).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside this rectangle.
  ///
  /// An empty rect is contained when its origin is inside or on the edge.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }

  /// The overlapping area; empty (with a clamped origin) when the rectangles are apart.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the rectangles share at least one cell.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// Shrinks every edge by `amount` cells (negative grows); never below zero size.
  ///
  /// The usual use is `rect.inset(by: 1)` for the inside of a box border.
  public func inset(by amount: Int) -> Rect {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// Shrinks each edge by its own amount; a collapsed rect keeps its origin inside.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    let newWidth = max(0, width - left - right)
    let newHeight = max(0, height - top - bottom)
    let newX = min(x + left, x + width)
    let newY = min(y + top, y + height)
    return Rect(x: newX, y: newY, width: newWidth, height: newHeight)
  }

  /// The edge a slice is cut from in `divided(atDistance:from:)`.
  public enum Edge: Sendable, Hashable {
    /// Cut rows off the top.
    case top
    /// Cut rows off the bottom.
    case bottom
    /// Cut columns off the left.
    case left
    /// Cut columns off the right.
    case right
  }

  /// Cuts a slice `distance` cells thick from `edge`, returning it and what remains.
  ///
  /// Like `CGRect.divided`: `screen.divided(atDistance: 1, from: .bottom)` gives a status
  /// line and the area above it. The distance is clamped to the rectangle, so the two
  /// parts always add up to the original.
  public func divided(atDistance distance: Int, from edge: Edge) -> (slice: Rect, remainder: Rect) {
    switch edge {
    case .top:
      let d = min(max(0, distance), height)
      return (
        Rect(x: x, y: y, width: width, height: d),
        Rect(x: x, y: y + d, width: width, height: height - d)
      )
    case .bottom:
      let d = min(max(0, distance), height)
      return (
        Rect(x: x, y: maxY - d, width: width, height: d),
        Rect(x: x, y: y, width: width, height: height - d)
      )
    case .left:
      let d = min(max(0, distance), width)
      return (
        Rect(x: x, y: y, width: d, height: height),
        Rect(x: x + d, y: y, width: width - d, height: height)
      )
    case .right:
      let d = min(max(0, distance), width)
      return (
        Rect(x: maxX - d, y: y, width: d, height: height),
        Rect(x: x, y: y, width: width - d, height: height)
      )
    }
  }

  /// A rectangle of `size` centred inside this one, clipped to it.
  ///
  /// Odd leftovers go to the right and bottom, so the result is deterministic; used for
  /// overlays such as the help screen.
  public func centered(_ size: Size) -> Rect {
    let w = min(size.width, width)
    let h = min(size.height, height)
    return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
  }

  /// Splits the rectangle with `Layout.split`; see `Layout` for the rules.
  public func split(_ direction: Layout.Direction, _ constraints: [Constraint]) -> [Rect] {
    Layout.split(self, direction: direction, constraints)
  }
}
