import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// Which cells the marks beside elements (`⚠`, `¶`, `!`) may go on.
extension WireframePane {
  /// Whether a cell holds nothing or part of an outline.
  static func isOutlineOrBlank(_ cell: Cell) -> Bool {
    cell.text == " " || cell.role == .wireframe || cell.role == .wireframeContainer
      || cell.role == .orderPath || cell.role == .switchGroup || cell.role == .switchExit
      || cell.role == .keyboardGroup
      || (cell.role == .wireframeUnreachable && "[]┆┊┈┌┐└┘".contains(cell.text))
  }

  /// Roles of the marks beside elements, which another mark or a ghost leaves in place.
  static let besideMarkRoles: Set<StyleRole> = [.wireframeWarning, .searchPrompt, .layoutProblem]

  /// Where a mark `width` cells wide goes beside the element at `r` (on cells left of
  /// `limit`, the device's edge), the one rule for `⚠`, `¶` and `!` `*` `~`:
  /// 1. just past its frame, after the marks already there, on blanks or a container's or
  ///    highlight's outline (never a neighbour's `[` or box);
  /// 2. on blanks at the end of its own top row (`markSpotInside`);
  /// 3. on blanks at the end of its next rows, when it is taller than one and they hold
  ///    nothing else (not a neighbour laid out over its frame);
  /// 4. over its closing edge (`]`, `│`, `╮`) when that is an outline;
  /// 5. over the end of its top row, where the element and its neighbours fill every cell
  ///    around it (a mark stays visible; what it covers is the element's own).
  /// Never over `▸` or another mark: nil when only those are left.
  static func markSpot(_ r: Rect, width: Int, limit: Int, in canvas: Grid) -> Point? {
    let y = r.y
    guard width > 0, y >= 0, y < canvas.height else { return nil }
    let limit = min(limit, canvas.width)
    enum Kind { case blank, outline, ownEdge }
    func free(_ x: Int, _ y: Int, _ kind: Kind) -> Bool {
      guard x >= 0, x < limit, y >= 0, y < canvas.height else { return false }
      let cell = canvas[x, y]
      if cell.isContinuation || besideMarkRoles.contains(cell.role) || cell.role == .wireframeNoRoom { return false }
      switch kind {
      case .blank: return cell.text == " "
      case .outline: return cell.text == " " || (cell.role != .wireframe && isOutlineOrBlank(cell))
      case .ownEdge: return cell.text != " " && isOutlineOrBlank(cell)
      }
    }
    func fits(_ x: Int, _ y: Int, _ kind: Kind) -> Bool {
      (x..<x + width).allSatisfy { free($0, y, kind) }
    }
    var past = r.maxX
    while past < limit, besideMarkRoles.contains(canvas[past, y].role) { past += 1 }
    if fits(past, y, .outline) { return Point(x: past, y: y) }
    if let inside = markSpotInside(r, width: width, in: canvas) { return inside }
    let corner = max(r.x, min(r.maxX, limit) - width)
    for row in (y + 1)..<max(y + 1, r.maxY)
    where fits(corner, row, .blank) && (max(0, r.x)..<corner).allSatisfy({ free($0, row, .outline) }) {
      return Point(x: corner, y: row)
    }
    if corner + width <= limit, fits(corner, y, .ownEdge) {
      return Point(x: corner, y: y)
    }
    let own = (corner..<corner + width).allSatisfy { x in
      x >= r.x && x < limit && !canvas[x, y].isContinuation && !besideMarkRoles.contains(canvas[x, y].role)
        && canvas[x, y].role != .wireframeNoRoom
    }
    return own ? Point(x: corner, y: y) : nil
  }

  /// Where a mark `width` cells wide goes when the cells past the element (`r`) are taken:
  /// on blanks at the end of the element's own top row, after its text (one blank kept after
  /// the words) and before its closing edge (`]`, `│`, `╮`) and any mark already there, so
  /// `[Promo video ▶   ⚠]~` keeps its bracket; nil when the row has no such room.
  static func markSpotInside(_ r: Rect, width: Int, in canvas: Grid) -> Point? {
    let y = r.y
    guard width > 0, y >= 0, y < canvas.height else { return nil }
    var end = min(r.maxX, canvas.width)
    let blank = { (x: Int) in canvas[x, y].text == " " && !canvas[x, y].isContinuation }
    if end - 1 >= r.x, !blank(end - 1), isOutlineOrBlank(canvas[end - 1, y]) { end -= 1 }
    while end - 1 >= r.x, besideMarkRoles.contains(canvas[end - 1, y].role) { end -= 1 }
    let x = end - width
    guard x - 1 > r.x, (x - 1..<end).allSatisfy(blank) else { return nil }
    return Point(x: x, y: y)
  }
}
