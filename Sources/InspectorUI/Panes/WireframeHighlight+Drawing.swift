import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// The cells of the picture that hold content: every cell drawn on before any highlight,
/// and every cell an element's text or outline claims (the spaces between its words, the
/// inside of its box). A highlight may change these cells' roles, never their characters.
struct ContentMask {
  let width: Int
  private(set) var cells: [Bool]

  init(size: Size) {
    width = max(0, size.width)
    cells = Array(repeating: false, count: width * max(0, size.height))
  }

  /// Every cell of `grid` that is not a blank, except the order overlay's lines (an
  /// overlay, not content: a ring may cross them; its numbers are content).
  init(drawn grid: Grid) {
    self.init(size: grid.size)
    for (i, cell) in grid.cells.enumerated() where (cell.text != " " || cell.isContinuation) && cell.role != .orderPath {
      cells[i] = true
    }
  }

  func contains(_ x: Int, _ y: Int) -> Bool {
    guard x >= 0, y >= 0, x < width, y * width + x < cells.count else { return false }
    return cells[y * width + x]
  }

  /// Adds the cells of `rect` that are inside the picture.
  mutating func add(_ rect: Rect) {
    guard width > 0 else { return }
    let height = cells.count / width
    let ys = max(0, rect.minY)..<max(max(0, rect.minY), min(height, rect.maxY))
    let xs = max(0, rect.minX)..<max(max(0, rect.minX), min(width, rect.maxX))
    for y in ys {
      for x in xs { cells[y * width + x] = true }
    }
  }
}

extension WireframeHighlight {
  /// Roles of marks that stay as they are inside a highlight: `⚠`, `?`, `!`, `¶`, order
  /// numbers, motion marks.
  static let markRoles: Set<StyleRole> = [
    .wireframeWarning, .wireframeUnlabelled, .layoutProblem, .searchPrompt, .orderBadge, .motionMark,
  ]

  /// `lo..<hi`, empty when `hi` is below `lo`.
  static func span(_ lo: Int, _ hi: Int) -> Range<Int> { lo..<max(lo, hi) }

  /// Draws one mark around `rect` (the element's cells). `own` are the cells of the
  /// element's text (and its children's, when it combines them), which take the style's
  /// content role. Characters go only on cells outside `content`.
  static func draw(
    _ mark: HighlightMark, rect r: Rect, own: [Rect], content: ContentMask, into canvas: inout Grid
  ) {
    let style = mark.style
    func inside(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < canvas.width && y < canvas.height }
    /// A ring character on a free cell; on content, only when `tint` says so, its role.
    func place(_ glyph: Character, _ x: Int, _ y: Int, tint: Bool = false) {
      guard inside(x, y), !canvas[x, y].isContinuation else { return }
      if !content.contains(x, y) {
        canvas[x, y] = Cell(String(glyph), role: style.ringRole)
      } else if tint, !markRoles.contains(canvas[x, y].role) {
        canvas.setRole(style.ringRole, x: x, y: y)
      }
    }
    var box = r
    if mark.placement == .ring || r.height < 3 || r.width < 3 {
      box = Rect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2)
    }
    let clipped = box.intersection(canvas.bounds)
    if clipped.width >= 2 && clipped.height >= 2 { box = clipped }
    guard box.width >= 2, box.height >= 2 else { return }
    if mark.placement == .ring {
      // A mark beside the element (its `⚠`, `¶`, `!`, or an order number) sits where the
      // ring's side would go: the ring takes one more column, so the mark is inside it and
      // both show.
      func hasMark(_ x: Int) -> Bool {
        (max(0, r.minY)..<max(max(0, r.minY), min(canvas.height, r.maxY))).contains { y in
          inside(x, y) && content.contains(x, y) && markRoles.contains(canvas[x, y].role)
        }
      }
      func free(_ x: Int) -> Bool {
        x >= 0 && x < canvas.width && !(box.minY..<box.maxY).contains { content.contains(x, $0) }
      }
      if hasMark(box.maxX - 1), free(box.maxX) { box = Rect(x: box.x, y: box.y, width: box.width + 1, height: box.height) }
      if hasMark(box.minX), free(box.minX - 1) { box = Rect(x: box.x - 1, y: box.y, width: box.width + 1, height: box.height) }
    }
    let e = style.edges
    var sidesOnly = false
    if mark.placement == .ring {
      // A full ring where a neighbour's text fills the row above or below would seem to
      // frame the neighbour (a row in a list): then only the sides, on the element's rows.
      func busy(_ y: Int) -> Bool {
        y >= r.minY && y < r.maxY ? false : (box.minX..<box.maxX).contains { content.contains($0, y) }
      }
      sidesOnly = box.minY >= r.minY || box.maxY <= r.maxY || busy(box.minY) || busy(box.maxY - 1)
    }
    if sidesOnly {
      for y in span(max(0, r.minY), min(canvas.height, r.maxY)) {
        place(style.sides.left, box.minX, y, tint: true)
        place(style.sides.right, box.maxX - 1, y, tint: true)
      }
    } else {
      // An outline on a container's own edges leaves out an edge whose row holds content
      // (a tab bar's titles on its top row): a line between words would read as crossing
      // them.
      func rowBusy(_ y: Int) -> Bool {
        mark.placement == .outline && ((box.minX + 1)..<(box.maxX - 1)).contains { content.contains($0, y) }
      }
      let topBusy = rowBusy(box.minY)
      let bottomBusy = rowBusy(box.maxY - 1)
      for x in (box.minX + 1)..<(box.maxX - 1) {
        if !topBusy { place(e.top, x, box.minY) }
        if !bottomBusy { place(e.bottom, x, box.maxY - 1) }
      }
      for y in (box.minY + 1)..<(box.maxY - 1) {
        place(e.left, box.minX, y, tint: mark.placement == .ring)
        place(e.right, box.maxX - 1, y, tint: mark.placement == .ring)
      }
      if !topBusy {
        place(e.topLeft, box.minX, box.minY)
        place(e.topRight, box.maxX - 1, box.minY)
      }
      if !bottomBusy {
        place(e.bottomLeft, box.minX, box.maxY - 1)
        place(e.bottomRight, box.maxX - 1, box.maxY - 1)
      }
    }
    guard let role = style.content else { return }
    // The element's own cells: its words (and the spaces between them) and, within its
    // frame, whatever it drew (a control's brackets); never a mark.
    func tint(_ x: Int, _ y: Int) {
      guard inside(x, y), !markRoles.contains(canvas[x, y].role) else { return }
      canvas.setRole(role, x: x, y: y)
    }
    for t in own where t.width > 0 && t.height > 0 {
      for y in t.minY..<t.maxY { for x in t.minX..<t.maxX { tint(x, y) } }
    }
    for y in span(max(0, r.minY), min(canvas.height, r.maxY)) {
      for x in span(max(0, r.minX), min(canvas.width, r.maxX)) where canvas[x, y].text != " " && content.contains(x, y) {
        tint(x, y)
      }
    }
  }

  /// Draws the Gliding Cursor over the device: a band as shaded columns (or rows), a line
  /// as one column (or row) of a line character, and the x already chosen as a line during
  /// the vertical sweep. On content the band and the line lend their roles and leave the
  /// characters.
  static func drawGlide(
    _ g: GlideMark, viewportTop: Double, device: (width: Double, height: Double),
    projection p: WireframeProjection, content: ContentMask, into canvas: inout Grid
  ) {
    let rows = 0..<canvas.height
    let columns: Range<Int> = {
      guard let r = p.rect(Frame(x: 0, y: 0, width: device.width, height: 1)) else { return 0..<0 }
      return span(max(0, r.minX), min(canvas.width, r.maxX))
    }()
    func columnRange(_ x: Double, _ width: Double) -> Range<Int> {
      guard let r = p.rect(Frame(x: x, y: 0, width: width, height: 1)) else { return 0..<0 }
      let lo = max(columns.lowerBound, min(r.minX, columns.upperBound - 1))
      return lo..<max(lo + 1, min(columns.upperBound, width > 0 ? r.maxX : lo + 1))
    }
    func rowRange(_ y: Double, _ height: Double) -> Range<Int> {
      guard let r = p.rect(Frame(x: 0, y: y + viewportTop, width: 1, height: height)) else { return 0..<0 }
      let lo = max(0, min(r.minY, canvas.height - 1))
      return lo..<max(lo + 1, min(canvas.height, height > 0 ? r.maxY : lo + 1))
    }
    func mark(_ x: Int, _ y: Int, _ character: Character, _ role: StyleRole) {
      let cell = canvas[x, y]
      if cell.isContinuation { return }
      if content.contains(x, y) {
        if !markRoles.contains(cell.role) { canvas.setRole(role, x: x, y: y) }
        return
      }
      let crossing = role == .glideLine && cell.role == .glideLine && cell.text != String(character) && cell.text != " "
      canvas[x, y] = Cell(crossing ? "┼" : String(character), role: role)
    }
    guard !columns.isEmpty, !rows.isEmpty else { return }
    switch g.axis {
    case .horizontal:
      let band = columnRange(g.position, g.span)
      for y in rows {
        for x in band { g.span > 0 ? mark(x, y, "░", .glideBand) : mark(x, y, "│", .glideLine) }
      }
    case .vertical:
      let band = rowRange(g.position, g.span)
      for y in band {
        for x in columns { g.span > 0 ? mark(x, y, "░", .glideBand) : mark(x, y, "─", .glideLine) }
      }
      if let chosen = g.chosenX {
        for x in columnRange(chosen, 0) {
          for y in rows { mark(x, y, "│", .glideLine) }
        }
      }
    }
  }
}
