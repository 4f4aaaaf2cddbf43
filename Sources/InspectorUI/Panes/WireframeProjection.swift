import SceneModel
import TerminalCanvas

/// Maps scene points to terminal cells for the Screen pane: a pure value.
///
/// Terminal cells are about twice as tall as they are wide, so x and y are scaled
/// separately: the device's width fills the pane's width, and its height fits the pane's
/// height, but never at less than one row per 33 pt (so that two lines of body text are on
/// two rows and a whole iPhone screen fits in 26 rows), so that small panes stay legible
/// and scroll instead. The pane never stretches the
/// picture more than 2.5 times wider than it really is; it is centred instead.
///
/// `scrollRows` is derived from the focus, not stored: when the focused element fits on
/// the first page nothing scrolls; otherwise the focus is kept in the middle of the pane.
public struct WireframeProjection: Sendable, Equatable {
  /// The cells the device is drawn in.
  public var area: Rect
  /// Horizontal scale.
  public var columnsPerPoint: Double
  /// Vertical scale.
  public var rowsPerPoint: Double
  /// Columns between the left of `area` and x = 0 (non-zero when the picture is centred).
  public var leftInset: Int
  /// Content rows scrolled off the top.
  public var scrollRows: Int
  /// The height of the whole content, in rows.
  public var contentRows: Int

  /// The smallest vertical scale: one row per 33 pt.
  public static let minimumRowsPerPoint = 1.0 / 33
  /// How much wider than true proportions (one row ≈ two columns) the picture may be.
  public static let maximumStretch = 2.5

  /// A projection of a `deviceWidth` × `deviceHeight` screen whose content reaches down to
  /// `contentHeight` points, into `area`, scrolled to show `focus`.
  ///
  /// `minimumRowsPerPoint` lets a small overview (the variants view) squeeze a whole screen
  /// into fewer rows than the pane's legible default.
  public init(
    deviceWidth: Double, deviceHeight: Double, contentHeight: Double? = nil, area: Rect,
    focus: Frame? = nil, minimumRowsPerPoint: Double = WireframeProjection.minimumRowsPerPoint
  ) {
    self.area = area
    let w = deviceWidth.isFinite && deviceWidth >= 1 ? deviceWidth : 393
    let h = deviceHeight.isFinite && deviceHeight >= 1 ? deviceHeight : 852
    let columns = Double(max(0, area.width))
    let rows = Double(max(0, area.height))
    let rpp = max(rows / h, minimumRowsPerPoint.isFinite && minimumRowsPerPoint > 0 ? minimumRowsPerPoint : Self.minimumRowsPerPoint)
    let cpp = min(columns / w, 2 * rpp * Self.maximumStretch)
    rowsPerPoint = rpp
    columnsPerPoint = cpp
    leftInset = max(0, (area.width - Self.clampedInt(w * cpp)) / 2)
    let content = max(h, contentHeight.flatMap { $0.isFinite ? $0 : nil } ?? h)
    contentRows = Self.clampedInt((content * rpp).rounded(.up))
    scrollRows = 0
    if let focus, let r = contentRect(focus) { scroll(toShow: r) }
  }

  /// Scrolls so that `content` (a rectangle from `contentRect`) is on screen: not at all
  /// when it is already within the first page; else by whole half-panes, so that moving
  /// through a long list scrolls the wireframe once every half a pane (the focus then in
  /// the pane's upper half, what comes next below it) rather than on every step; at the top
  /// when it is taller than the pane. The offset depends only on where the focus is, so the
  /// same focus always draws the same picture. A ring drawn around a short element takes a
  /// row above and below, so those rows are kept visible too.
  public mutating func scroll(toShow content: Rect) {
    scrollRows = 0
    guard area.height > 0 else { return }
    let top = content.minY - area.y
    let bottom = content.maxY - area.y
    let margin = content.height < 3 ? 1 : 0
    if top - margin >= 0 && bottom + margin <= area.height { return }
    let maxScroll = max(0, contentRows - area.height)
    let wanted: Int
    if bottom - top + 2 * margin > area.height {
      wanted = top - margin
    } else {
      // The last half-pane step at or above the focus's top (less the ring's margin and a
      // quarter pane of context above it).
      let half = max(1, area.height / 2)
      let lead = max(0, top - margin - area.height / 4)
      var step = (lead / half) * half
      // Keep the whole focus in view.
      if bottom + margin - step > area.height { step = bottom + margin - area.height }
      wanted = step
    }
    // Stay within the content, unless that would hide part of the focus.
    scrollRows = max(
      0, max(min(wanted, maxScroll), min(bottom + margin - area.height, top - margin)))
  }

  /// The column where `x` lands.
  public func column(_ x: Double) -> Int {
    area.x + leftInset + Self.clampedInt(x * columnsPerPoint)
  }

  /// The row where `y` lands, before scrolling: the row the point is in (rounded down), so
  /// a text line belongs to the row its top is in and two lines of a 70-pt cell stay on
  /// the cell's two rows.
  public func contentRow(_ y: Double) -> Int {
    area.y + Self.clampedInt((y * rowsPerPoint + 1e-9).rounded(.down))
  }

  /// The cells covering `frame` before scrolling: columns rounded to the nearest cell
  /// boundary and rows to the row each edge is in, so adjacent frames get adjacent
  /// rectangles; at least one cell each way. Nil for frames with coordinates that are not
  /// finite.
  public func contentRect(_ frame: Frame) -> Rect? {
    guard Self.isFinite(frame) else { return nil }
    let x0 = column(frame.x)
    let x1 = max(x0 + 1, column(frame.maxX))
    let y0 = contentRow(frame.y)
    let y1 = max(y0 + 1, contentRow(frame.maxY))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The cells covering `frame`, an element inside `container` (a list's row) whose cells
  /// are `base` on screen: columns as `rect`, rows counted from the container's top, so the
  /// same offsets give the same rows in every container.
  public func rect(_ frame: Frame, within base: Rect, from container: Frame) -> Rect? {
    guard let r = rect(frame), Self.isFinite(container) else { return nil }
    func row(_ y: Double) -> Int { base.y + Self.clampedInt(((y - container.y) * rowsPerPoint + 1e-9).rounded(.down)) }
    let y0 = min(max(base.minY, row(frame.y)), max(base.minY, base.maxY - 1))
    let y1 = max(y0 + 1, min(base.maxY, row(frame.maxY)))
    return Rect(x: r.x, y: y0, width: r.width, height: y1 - y0)
  }

  /// A content rectangle moved to where it is drawn after scrolling.
  public func onScreen(_ content: Rect) -> Rect {
    Rect(x: content.x, y: content.y - scrollRows, width: content.width, height: content.height)
  }

  /// The cells covering `frame` on screen (see `contentRect(_:)`).
  public func rect(_ frame: Frame) -> Rect? {
    contentRect(frame).map(onScreen)
  }

  static func isFinite(_ f: Frame) -> Bool {
    f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite
  }

  /// The range of scene y coordinates the pane shows, in points.
  public var visibleY: ClosedRange<Double> {
    guard rowsPerPoint > 0 else { return 0...0 }
    let top = Double(scrollRows) / rowsPerPoint
    return top...(top + Double(max(0, area.height)) / rowsPerPoint)
  }

  /// Whether there is content above or below the rows shown.
  public var canScrollUp: Bool { scrollRows > 0 }
  public var canScrollDown: Bool { scrollRows + area.height < contentRows }

  /// A rounded `Int` of `value`, clamped so huge or non-finite numbers cannot trap.
  static func clampedInt(_ value: Double) -> Int {
    guard value.isFinite else {
      return value > 0 ? 1_000_000_000 : (value < 0 ? -1_000_000_000 : 0)
    }
    return Int(min(1e9, max(-1e9, value.rounded())))
  }
}
