import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The order overlay: each stop's number and the line joining it to the next.
extension WireframePane {
  // MARK: Order overlay

  /// Stop positions among the visible elements, sorted.
  static func visibleStops(_ vo: VoiceOver, visible: [Int], index: SpatialIndex) -> [Int] {
    var stops: [Int] = []
    for position in visible {
      if let s = vo.tree.position[index.entry(position).element] { stops.append(s) }
    }
    return stops.sorted()
  }

  /// Where a stop's number goes: just left of its frame when those cells are free (so it
  /// does not cover the element's text), else on its first cells.
  static func badgePoint(_ r: Rect, text: String, canvas: Grid) -> Point {
    let w = TextWidth.width(of: text)
    let left = Point(x: r.x - w, y: r.y)
    guard canvas.bounds.contains(Point(x: r.x, y: r.y)) else { return left }
    let free = left.x >= 0 && (left.x..<r.x).allSatisfy { isOutlineOrBlank(canvas[$0, r.y]) }
    return free ? left : Point(x: r.x, y: r.y)
  }

  /// Every visible stop's number and where it goes. A number never covers another: when
  /// its place is taken (two stops side by side on one row at a large text size, where "10"
  /// would cover the "9" beside it), it tries the element's first cells, its last cells and
  /// its next row.
  static func badgePoints(
    _ vo: VoiceOver, visible: [Int], index: SpatialIndex, rect: (ElementIndex) -> Rect?,
    canvas: Grid
  ) -> [(text: String, point: Point)] {
    let stops = vo.tree.stops
    var out: [(text: String, point: Point)] = []
    var taken: [Int: [Range<Int>]] = [:]
    func free(_ p: Point, _ w: Int) -> Bool {
      // Not on another number, nor touching it ("10" beside "11" reads "1011").
      !(taken[p.y] ?? []).contains { $0.overlaps((p.x - 1)..<(p.x + w + 1)) }
    }
    for s in visibleStops(vo, visible: visible, index: index) {
      guard let r = rect(stops[s].element) else { continue }
      let text = String(s + 1)
      let w = TextWidth.width(of: text)
      let first = badgePoint(r, text: text, canvas: canvas)
      let candidates = [
        first, Point(x: r.x, y: r.y), Point(x: r.x - w, y: r.y), Point(x: max(r.x, r.maxX - w), y: r.y),
        Point(x: r.x, y: r.y + 1), Point(x: r.x - w, y: r.y + 1),
      ]
      let point = candidates.first { p in
        p.x >= 0 && p.x + w <= canvas.width && p.y < max(r.maxY, r.y + 1) && free(p, w)
      } ?? first
      taken[point.y, default: []].append(point.x..<(point.x + w))
      out.append((text, point))
    }
    return out
  }

  /// Joins consecutive stops with a line, from each number along its row and then down
  /// (or up) to the next number. Lines only cross blanks and outlines, never text.
  static func drawPaths(
    _ vo: VoiceOver, visible: [Int], index: SpatialIndex, rect: (ElementIndex) -> Rect?,
    badges: [(text: String, point: Point)], content: ContentMask, into canvas: inout Grid
  ) {
    let stops = vo.tree.stops
    var points: [Int: Point] = [:]
    // Lines meet each number at its last digit, next to the element.
    for b in badges {
      if let n = Int(b.text) {
        points[n - 1] = Point(x: b.point.x + TextWidth.width(of: b.text) - 1, y: b.point.y)
      }
    }
    func point(_ s: Int) -> Point? {
      if let p = points[s] { return p }
      guard let r = rect(stops[s].element) else { return nil }
      return Point(x: r.x - 1, y: r.y)
    }
    var segments = Set<Int>()
    for s in points.keys {
      if s + 1 < stops.count { segments.insert(s) }
      if s > 0 { segments.insert(s - 1) }
    }
    for s in segments.sorted() {
      guard let a = point(s), let b = point(s + 1) else { continue }
      drawPath(from: a, to: b, content: content, into: &canvas)
    }
  }

  static func drawPath(from a: Point, to b: Point, content: ContentMask, into canvas: inout Grid) {
    let bounds = canvas.bounds
    func mark(_ x: Int, _ y: Int, _ text: String) {
      // Only on empty cells (or over another line of the overlay), never on content.
      guard bounds.contains(Point(x: x, y: y)), !content.contains(x, y) else { return }
      guard canvas[x, y].text == " " || canvas[x, y].role == .orderPath else { return }
      canvas.put(text, at: Point(x: x, y: y), role: .orderPath)
    }
    // Runs are clamped to just outside the canvas, so far-away stops cost nothing.
    let step = b.x >= a.x ? 1 : -1
    let x0 = max(-1, min(bounds.width, a.x))
    let x1 = max(-1, min(bounds.width, b.x))
    if x0 != x1 {
      var x = x0 + step
      while x != x1 {
        mark(x, a.y, "─")
        x += step
      }
    }
    if a.y == b.y { return }
    let down = b.y > a.y
    if x0 != x1 { mark(x1, a.y, down ? (step > 0 ? "┐" : "┌") : (step > 0 ? "┘" : "└")) }
    let y0 = max(-1, min(bounds.height, a.y))
    let y1 = max(-1, min(bounds.height, b.y))
    var y = y0 + (down ? 1 : -1)
    while y != y1 && y >= -1 && y <= bounds.height {
      mark(x1, y, "│")
      y += down ? 1 : -1
    }
  }
}
