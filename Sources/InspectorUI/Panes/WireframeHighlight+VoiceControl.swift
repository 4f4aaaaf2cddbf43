import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// Voice Control's overlay as highlight data (`WireframeHighlight.voiceControl`): which
/// tags go on which items, or the grid. The items are resolved when drawn, among the
/// elements in the pane's rows only, so a screen of 100,000 items costs what its visible
/// rows cost.
///
/// | Overlay | Drawn as (`HighlightStyle.voiceControlTag`) |
/// | --- | --- |
/// | numbers, a choice | the number in a tag (`voiceTag`: reverse, bold, underlined) just left of the item, else just right of it, else on its first cells; `>>` after it when the item has custom actions (after the item instead, or left out, when only the number fits beside it) |
/// | names | the first name marked where the item shows it, else in a tag beside the item, cut to the room there (the number when it has no name) |
/// | grid | heavy dashed lines `╏` `╍` (`voiceGrid`) on the cells the picture left empty, each cell's number in a tag |
/// | actions | a `>>` tag on the element whose actions are listed (the list is in the Rotor pane) |
///
/// Its roles and glyphs are no other technology's (`AsciiGlyphs`: the grid is `;` and `~`
/// in ASCII), so it stays apart in colour, in monochrome and with `LANG=C`.
struct VoiceControlMarks: Equatable {
  enum Kind: Equatable {
    /// Every numbered item in view, by its number (or its first name).
    case numbers(names: Bool)
    /// These elements, each with its tag (a choice's numbers, `>>` on an element's actions).
    case tags([Tag])
    /// The grid, over the screen scrolled by `viewportTop` points.
    case grid(VoiceControlGrid, viewportTop: Double)
  }

  struct Tag: Equatable {
    var element: ElementIndex
    var text: String
  }

  var kind: Kind

  /// What Voice Control shows, as marks; nil when nothing is shown.
  static func of(_ vc: VoiceControl) -> VoiceControlMarks? {
    switch vc.overlay {
    case nil: return nil
    case .numbers?: return VoiceControlMarks(kind: .numbers(names: false))
    case .names?: return VoiceControlMarks(kind: .numbers(names: true))
    case .choice(let c)?: return VoiceControlMarks(kind: .tags(c.items.enumerated().map { Tag(element: $0.element, text: String($0.offset + 1)) }))
    case .actions(let e, _)?: return VoiceControlMarks(kind: .tags([Tag(element: e, text: ">>")]))
    case .grid(let g)?: return VoiceControlMarks(kind: .grid(g, viewportTop: vc.viewportTop))
    }
  }
}

extension WireframeHighlight {
  /// Draws Voice Control's overlay over the picture: tags on blank cells beside their items
  /// where there are any, grid lines only on cells outside `content`.
  static func drawVoiceControl(
    _ marks: VoiceControlMarks, runtime: SceneRuntime, index: SpatialIndex, projection p: WireframeProjection,
    content: ContentMask, into canvas: inout Grid
  ) {
    typealias V = WireframeVoiceControl
    let frames = runtime.frames
    func frameRect(_ e: ElementIndex) -> Rect? {
      guard frames.indices.contains(e), let r = p.rect(frames[e]), r.intersects(canvas.bounds) else { return nil }
      return r
    }
    // The cells the elements in view take (stops and items, not their containers): a tag
    // goes on blank cells outside them, so it never lands inside another control's box.
    var space = V.Space(canvas: canvas)
    for position in index.positions(overlapping: p.visibleY, in: runtime) {
      let e = index.entry(position).element
      guard runtime.tree.position[e] != nil || runtime.reactsToTap(e), let r = frameRect(e) else { continue }
      space.take(V.drawn(r, in: canvas))
    }
    // A tag goes beside what is drawn of the element on its first row, which the row layout
    // may have widened past its frame.
    func rect(_ e: ElementIndex) -> Rect? {
      guard let r = frameRect(e) else { return nil }
      return V.drawn(r, in: canvas)
    }
    switch marks.kind {
    case .numbers(let names):
      for e in V.visibleItems(runtime, index: index, projection: p) {
        guard let r = rect(e), let number = runtime.voiceControlNumber(of: e) else { continue }
        let actions = runtime.properties(of: e).actions.isEmpty ? "" : ">>"
        if names, let name = VoiceControlNames.names(of: e, in: runtime.scene).first {
          // A name the element already shows is marked where it is; another is written beside it.
          if V.mark(Sanitizer.sanitize(name), in: r, into: &canvas) {
            if !actions.isEmpty { V.tag(actions, beside: r, space: &space, into: &canvas) }
          } else {
            V.label(Sanitizer.sanitize(name), suffix: actions, beside: r, space: &space, into: &canvas)
          }
        } else {
          V.tag(String(number), suffix: actions, beside: r, space: &space, into: &canvas)
        }
      }
    case .tags(let tags):
      for t in tags {
        guard let r = rect(t.element) else { continue }
        V.tag(t.text, beside: r, space: &space, into: &canvas)
      }
    case .grid(let g, let viewportTop):
      V.grid(g, viewportTop: viewportTop, projection: p, content: content, into: &canvas)
    }
  }
}

/// The drawing of Voice Control's tags and grid, in the style `HighlightStyle.voiceControlTag`.
/// Tags and lines take blank cells where there are any, so the wireframe's text and
/// outlines stay readable; a tag with no room beside its item, or a cell number with no
/// blank in its cell, covers what is there, as the device's do.
enum WireframeVoiceControl {
  /// Which cells are free for a tag: blank (or an outline) on the canvas, and outside the
  /// elements in view and the tags already drawn.
  struct Space {
    var width: Int
    var height: Int
    var taken: [Bool]

    init(canvas: Grid) {
      width = canvas.width
      height = canvas.height
      taken = Array(repeating: false, count: width * height)
      for y in 0..<height {
        for x in 0..<width where !WireframeVoiceControl.blank(x, y, canvas) {
          taken[y * width + x] = true
        }
      }
    }

    func cells(from lo: Int, to hi: Int, within limit: Int) -> Range<Int> {
      WireframeVoiceControl.cells(from: lo, to: hi, within: limit)
    }

    mutating func take(_ r: Rect) {
      for y in cells(from: r.y, to: r.y + r.height, within: height) {
        for x in cells(from: r.x, to: r.x + r.width, within: width) { taken[y * width + x] = true }
      }
    }

    func isFree(_ x: Int, _ y: Int) -> Bool {
      x >= 0 && y >= 0 && x < width && y < height && !taken[y * width + x]
    }

    /// Whether the `w` cells from `x` on row `y` are free.
    func isFree(_ x: Int, _ y: Int, width w: Int) -> Bool {
      (x..<(x + w)).allSatisfy { isFree($0, y) }
    }
  }

  /// `r` widened on its first row to the run of drawn cells it sits in (a control's text
  /// laid out wider than its frame: `[Rename]`), stopping at a blank.
  static func drawn(_ r: Rect, in canvas: Grid) -> Rect {
    let y = r.y
    guard y >= 0, y < canvas.height else { return r }
    var x0 = max(0, r.x)
    while x0 > 0, !blank(x0 - 1, y, canvas) { x0 -= 1 }
    var x1 = min(canvas.width, r.x + r.width)
    while x1 < canvas.width, x1 > 0, !blank(x1, y, canvas) { x1 += 1 }
    return Rect(x: min(r.x, x0), y: r.y, width: max(r.x + r.width, x1) - min(r.x, x0), height: r.height)
  }

  /// The numbered items among the elements in the pane's rows, in number order.
  static func visibleItems(_ runtime: SceneRuntime, index: SpatialIndex, projection p: WireframeProjection) -> [ElementIndex] {
    var found: [(number: Int, element: ElementIndex)] = []
    for position in index.positions(overlapping: p.visibleY, in: runtime) {
      let e = index.entry(position).element
      if let n = runtime.voiceControlNumber(of: e) { found.append((n, e)) }
    }
    return found.sorted { $0.number < $1.number }.map(\.element)
  }

  /// A short tag (a number, `>>`) touching `r` on its left when those cells are free (with a
  /// blank or the pane's edge beyond), else on its right, else on its first cells.
  static func tag(_ text: String, suffix: String = "", beside r: Rect, space: inout Space, into canvas: inout Grid) {
    let y = max(0, min(canvas.height - 1, r.y))
    let role = HighlightStyle.voiceControlTag.content ?? .voiceTag
    /// Where `t` fits on free cells just left of the item (a blank kept before it), else
    /// just right of it (a blank kept after it).
    func free(_ t: String, leftAllowed: Bool = true) -> Int? {
      let w = TextWidth.width(of: t)
      let leftX = r.x - w
      let rightX = r.x + r.width
      if leftAllowed, leftX >= 0, space.isFree(leftX, y, width: w), leftX == 0 || space.isFree(leftX - 1, y) { return leftX }
      if space.isFree(rightX, y, width: w), rightX + w >= canvas.width || space.isFree(rightX + w, y) { return rightX }
      return nil
    }
    func put(_ t: String, at x: Int) {
      canvas.put(t, at: Point(x: x, y: y), role: role, maxWidth: max(0, canvas.width - x))
      space.take(Rect(x: x, y: y, width: TextWidth.width(of: t), height: 1))
    }
    if let x = free(text + suffix) {
      put(text + suffix, at: x)
    } else if !suffix.isEmpty, let x = free(text) {
      // The number where it fits; the actions mark after the item when there is room (the
      // Inspector and "What to say" list the actions either way).
      put(text, at: x)
      if let x = free(suffix, leftAllowed: false) { put(suffix, at: x) }
    } else {
      // No room beside it: over its first cells, as the device's tags cover their items.
      put(text + suffix, at: max(0, r.x))
    }
  }

  /// Marks `name` where the element's rows show it (its title, its label), in the tag's
  /// style; false when it does not show it.
  static func mark(_ name: String, in r: Rect, into canvas: inout Grid) -> Bool {
    let target = Array(name)
    guard !target.isEmpty else { return false }
    for y in cells(from: r.y, to: r.y + max(1, r.height), within: canvas.height) {
      let x0 = max(0, r.x)
      let x1 = min(canvas.width, r.x + r.width + target.count)
      guard x1 - x0 >= target.count else { continue }
      let row = (x0..<x1).map { canvas[$0, y].text }
      for start in 0...(row.count - target.count) where (0..<target.count).allSatisfy({ row[start + $0] == String(target[$0]) }) {
        for k in 0..<target.count {
          var cell = canvas[x0 + start + k, y]
          cell.role = .voiceTag
          canvas[x0 + start + k, y] = cell
        }
        return true
      }
    }
    return false
  }

  /// A name beside `r`: in the free cells after it (cut with `…` to the room there), else
  /// before it, else on its own cells, as the device draws a name over its item; `suffix`
  /// (`>>`) always shows.
  static func label(_ name: String, suffix: String, beside r: Rect, space: inout Space, into canvas: inout Grid) {
    let y = max(0, min(canvas.height - 1, r.y))
    let full = name + suffix
    let wanted = TextWidth.width(of: full)
    // The free run after the element (a blank kept as a gap), and the one before it.
    var after = 0
    while after < wanted, space.isFree(r.x + r.width + 1 + after, y) { after += 1 }
    var before = 0
    while before < wanted + 1, space.isFree(r.x - 2 - before, y) { before += 1 }
    // A blank is kept between the name and what is before it, unless it starts the pane.
    if r.x - 1 - before > 0 { before -= 1 }
    before = max(0, before)
    func fitted(_ room: Int) -> String {
      if wanted <= room { return full }
      return TextWidth.truncate(name, toWidth: max(1, room - TextWidth.width(of: suffix))) + suffix
    }
    let minimum = min(wanted, 6)
    let text: String
    let x: Int
    if after >= minimum, after >= wanted || after >= before {
      text = fitted(after)
      x = r.x + r.width + 1
    } else if before >= minimum {
      text = fitted(before)
      x = r.x - 1 - TextWidth.width(of: text)
    } else {
      // Over the item, as the device draws it: the row's old text cleared to the item's width.
      let room = max(1, min(max(r.width, min(wanted, 24)), canvas.width - max(0, r.x)))
      text = fitted(room)
      x = max(0, r.x)
      let cleared = String(repeating: " ", count: max(0, min(r.width, canvas.width - x)))
      canvas.put(cleared, at: Point(x: x, y: y), role: .wireframe, maxWidth: cleared.count)
    }
    canvas.put(text, at: Point(x: x, y: y), role: HighlightStyle.voiceControlTag.content ?? .voiceTag, maxWidth: max(0, canvas.width - x))
    space.take(Rect(x: x, y: y, width: TextWidth.width(of: text), height: 1))
  }

  /// The cells from `lo` up to `hi` that lie in 0..<`limit` (empty when none do).
  static func cells(from lo: Int, to hi: Int, within limit: Int) -> Range<Int> {
    let a = max(0, lo)
    return a..<max(a, min(limit, hi))
  }

  /// Whether a cell is blank: a tag or a grid line may go there without hiding anything
  /// (not even a control's bracket or a container's corner).
  static func blank(_ x: Int, _ y: Int, _ canvas: Grid) -> Bool {
    canvas[x, y].text == " " && !canvas[x, y].isContinuation
  }

  /// The grid's cell borders as dotted lines on blank cells, and each cell's number.
  static func grid(_ g: VoiceControlGrid, viewportTop: Double, projection p: WireframeProjection, content: ContentMask, into canvas: inout Grid) {
    let style = HighlightStyle.voiceControlTag
    let region = Frame(x: g.region.x, y: g.region.y + viewportTop, width: g.region.width, height: g.region.height)
    guard let outer = p.rect(region) else { return }
    let bounds = canvas.bounds
    let cw = region.width / Double(g.columns)
    let ch = region.height / Double(g.rows)
    // Column and row borders in cells (both edges of the region included).
    var xs: [Int] = []
    for c in 0...g.columns {
      let x = c == g.columns ? outer.x + outer.width - 1 : (p.rect(Frame(x: region.x + Double(c) * cw, y: region.y, width: 1, height: 1))?.x ?? outer.x)
      xs.append(x)
    }
    var ys: [Int] = []
    for r in 0...g.rows {
      let y = r == g.rows ? outer.y + outer.height - 1 : (p.rect(Frame(x: region.x, y: region.y + Double(r) * ch, width: 1, height: 1))?.y ?? outer.y)
      ys.append(y)
    }
    let top = max(0, outer.y)
    let bottom = min(bounds.height - 1, outer.y + outer.height - 1)
    let left = max(0, outer.x)
    let right = min(bounds.width - 1, outer.x + outer.width - 1)
    guard top <= bottom, left <= right else { return }
    for x in Set(xs) where x >= 0 && x < bounds.width {
      for y in top...bottom where blank(x, y, canvas) && !content.contains(x, y) { canvas.put(String(style.edges.left), at: Point(x: x, y: y), role: style.ringRole) }
    }
    for y in Set(ys) where y >= 0 && y < bounds.height {
      for x in left...right where blank(x, y, canvas) && !content.contains(x, y) { canvas.put(String(style.edges.top), at: Point(x: x, y: y), role: style.ringRole) }
    }
    let space = Space(canvas: canvas)
    for n in 1...g.cellCount {
      guard let cell = g.cell(n), let box = p.rect(Frame(x: cell.x, y: cell.y + viewportTop, width: cell.width, height: cell.height)) else { continue }
      let centre = Frame(x: cell.x + cell.width / 2, y: cell.y + viewportTop + cell.height / 2, width: 0.01, height: 0.01)
      guard let c = p.rect(centre) else { continue }
      let text = String(n)
      let w = TextWidth.width(of: text)
      // The centre, else the free place in the cell nearest to it.
      var best: Point?
      var bestDistance = Int.max
      for y in cells(from: box.y, to: box.y + box.height, within: bounds.height) {
        // Not in the space between two words: a blank (or the cell's edge) on either side.
        for x in cells(from: box.x, to: box.x + box.width - w + 1, within: bounds.width - w + 1)
        where space.isFree(x, y, width: w) && (x == box.x || space.isFree(x - 1, y)) && (x + w >= box.x + box.width || space.isFree(x + w, y)) {
          let d = abs(y - c.y) * 3 + abs(x + w / 2 - c.x)
          if d < bestDistance {
            bestDistance = d
            best = Point(x: x, y: y)
          }
        }
      }
      let at = best ?? Point(x: max(0, c.x - w / 2), y: c.y)
      guard at.y >= 0, at.y < bounds.height else { continue }
      canvas.put(text, at: at, role: HighlightStyle.voiceControlTag.content ?? .voiceTag, maxWidth: max(0, bounds.width - at.x))
    }
  }
}
