import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The focus ring around the focused element, and which cells it may draw over.
extension WireframePane {
  /// The heavy ring around the focused element. A control at least 3 rows tall is
  /// outlined on its own edges; anything else gets a ring one cell outside it, so its
  /// text stays visible inside. On those outside cells the ring gives way to other
  /// elements' text (a heading just above a focused row stays readable) and only
  /// replaces blanks and outlines.
  static func drawFocus(
    _ r: Rect, look: Look, style: BoxStyle = .heavy, role: StyleRole = .focusRing,
    sides: (left: Character, right: Character)? = nil, into canvas: inout Grid
  ) {
    let sides = sides ?? (style.characters.vertical, style.characters.vertical)
    var ring = r
    if !(look == .control && r.height >= 3 && r.width >= 3) {
      ring = Rect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2)
    }
    // Keep the ring's sides on screen when the element touches the pane's edges.
    let clipped = ring.intersection(canvas.bounds)
    if clipped.height >= 2 && clipped.width >= 2 { ring = clipped }
    guard ring.width >= 2, ring.height >= 2 else { return }
    func isText(_ x: Int, _ y: Int) -> Bool {
      let cell = canvas[x, y]
      return !isOutlineOrBlank(cell) && !cell.isContinuation || cell.isContinuation
    }
    // Where a neighbour's text fills the row above or below, a border there would seem to
    // frame the neighbour: keep only the ring's sides on the element's own rows instead.
    func rowHasText(_ y: Int) -> Bool {
      guard y >= 0, y < canvas.height, !r.contains(Point(x: r.x, y: y)) else { return false }
      return (ring.x..<(ring.x + ring.width)).contains { isText($0, y) }
    }
    if ring.y < r.y, rowHasText(ring.y) || rowHasText(ring.y + ring.height - 1) {
      for y in max(0, r.y)..<min(canvas.height, r.y + r.height) {
        for (x, side) in [(ring.x, sides.left), (ring.x + ring.width - 1, sides.right)]
        where x >= 0 && x < canvas.width {
          if r.contains(Point(x: x, y: y)) && isText(x, y) { continue }
          canvas[x, y] = Cell(String(side), role: role)
        }
      }
      return
    }
    var box = Grid(size: Size(width: ring.width, height: ring.height))
    box.drawBox(box.bounds, style: style, role: role)
    for y in 0..<ring.height {
      for x in 0..<ring.width {
        let cell = box[x, y]
        guard cell.text != " " else { continue }
        let cx = ring.x + x
        let cy = ring.y + y
        if !r.contains(Point(x: cx, y: cy)) {
          if isText(cx, cy) { continue }
          // A space between two words of someone else's text.
          if canvas[cx, cy].text == " " && isText(cx - 1, cy) && isText(cx + 1, cy) && cx > 0
            && cx + 1 < canvas.width
          {
            continue
          }
        }
        canvas[cx, cy] = cell
      }
    }
  }

  /// Whether a cell holds nothing or part of an outline.
  static func isOutlineOrBlank(_ cell: Cell) -> Bool {
    cell.text == " " || cell.role == .wireframe || cell.role == .wireframeContainer
      || cell.role == .orderPath || cell.role == .switchGroup || cell.role == .switchExit
      || cell.role == .keyboardGroup
      || (cell.role == .wireframeUnreachable && "[]┆┊┈┌┐└┘".contains(cell.text))
  }
}
