import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// What the Screen pane marks for the technology in use, each in its own box characters so
/// the marks stay distinct in monochrome:
///
/// | Technology | Mark | Drawn as |
/// | --- | --- | --- |
/// | VoiceOver | cursor | heavy ring `┏━┓`, or sides `┃…┃` (`focusRing`) |
/// | Switch Control | item | light box `┌─┐`, or solid sides `▐…▌` (`switchItem`) |
/// | Switch Control | group | double box `╔═╗` around the group's container (`switchGroup`) |
/// | Switch Control | exit stop | dashed box `┌╌┐` around the group being scanned (`switchExit`) |
/// | Switch Control | Gliding Cursor | band `░` columns or rows, line `│` or `─` (`glideBand`, `glideLine`) |
/// | Full Keyboard Access | focus | rounded ring `╭─╮`, or sides `(…)` (`keyboardRing`), its focus group dotted `┌┈┐` (`keyboardGroup`) |
///
/// A ring goes round an element one cell outside it; where a neighbour's text fills the row
/// above or below (a row in a list), only its sides are drawn, and each technology has its
/// own side characters.
///
/// While the Scanner Menu is open the item keeps its box; the menu is in the Rotor pane.
struct WireframeHighlight: Equatable {
  /// The element ringed (its text highlighted); the pane scrolls to keep it in view.
  var focus: ElementIndex?
  var ring = BoxStyle.heavy
  var ringRole = StyleRole.focusRing
  /// The side characters when only the ring's sides are drawn (nil: the box's own).
  var sides: Sides?
  /// A container outlined around its whole frame (a group).
  var outline: Outline?
  /// The Gliding Cursor, in device points.
  var glide: GlideMark?
  /// Added to the Gliding Cursor's y (the Scanner Menu's Scroll moves the view).
  var viewportTop = 0.0

  /// A ring's side characters.
  struct Sides: Equatable {
    var left: Character
    var right: Character
  }

  /// A container outline.
  struct Outline: Equatable {
    var element: ElementIndex
    var style: BoxStyle
    var role: StyleRole
  }

  /// The element the pane scrolls to.
  var scrollTarget: ElementIndex? { focus ?? outline?.element }

  /// The marks for the technology in use.
  static func of(_ state: AppState) -> WireframeHighlight {
    let simulator = state.simulator
    switch simulator.technology {
    case .voiceOver:
      return WireframeHighlight(focus: simulator.voiceOver.focus)
    case .switchControl:
      return switchControl(simulator.switchControl)
    case .fullKeyboardAccess:
      let keyboard = simulator.keyboard
      var mark = WireframeHighlight(
        focus: keyboard.focus, ring: .rounded, ringRole: .keyboardRing,
        sides: Sides(left: "(", right: ")"))
      if let group = keyboard.focusGroup, let container = group.container, group.members.count > 1 || group.declared {
        mark.outline = Outline(element: container, style: .dotted, role: .keyboardGroup)
      }
      return mark
    case .voiceControl:
      // No ring: Voice Control draws its overlays instead (VC-STEP3).
      return WireframeHighlight()
    }
  }

  /// Switch Control's marks for its highlight.
  static func switchControl(_ sc: SwitchControl) -> WireframeHighlight {
    var mark = WireframeHighlight(
      ring: .light, ringRole: .switchItem, sides: Sides(left: "▐", right: "▌"),
      viewportTop: sc.viewportTop)
    switch sc.highlight {
    case .item(let e): mark.focus = e
    case .group(let container, _):
      mark.outline = Outline(element: container, style: .double, role: .switchGroup)
    case .exitGroup(let container):
      mark.outline = Outline(element: container, style: .dashed, role: .switchExit)
    case .menu(let element, _): mark.focus = element
    case .glide(let g): mark.glide = g
    case .hidden, nil: break
    }
    return mark
  }

  // MARK: Drawing

  /// Outlines a container: on its own edges when it is at least 3×3 cells, else one cell
  /// outside it. Only blanks and outlines are replaced, so text inside stays readable.
  static func drawOutline(_ r: Rect, style: BoxStyle, role: StyleRole, into canvas: inout Grid) {
    var box = r
    if r.height < 3 || r.width < 3 {
      box = Rect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2)
    }
    let clipped = box.intersection(canvas.bounds)
    if clipped.width >= 2 && clipped.height >= 2 { box = clipped }
    guard box.width >= 2, box.height >= 2 else { return }
    var drawn = Grid(size: box.size)
    drawn.drawBox(drawn.bounds, style: style, role: role)
    for y in 0..<box.height {
      for x in 0..<box.width {
        let cell = drawn[x, y]
        guard cell.text != " " else { continue }
        let cx = box.x + x
        let cy = box.y + y
        guard cx >= 0, cy >= 0, cx < canvas.width, cy < canvas.height else { continue }
        let under = canvas[cx, cy]
        guard !under.isContinuation, WireframePane.isOutlineOrBlank(under) else { continue }
        canvas[cx, cy] = cell
      }
    }
  }

  /// Draws the Gliding Cursor over the device: a band as shaded columns (or rows), a line
  /// as one column (or row) of a line character, and the x already chosen as a line during
  /// the vertical sweep. Text under a band keeps its characters and takes the band's role.
  static func drawGlide(
    _ g: GlideMark, viewportTop: Double, device: (width: Double, height: Double),
    projection p: WireframeProjection, into canvas: inout Grid
  ) {
    let rows = 0..<canvas.height
    let columns: Range<Int> = {
      guard let r = p.rect(Frame(x: 0, y: 0, width: device.width, height: 1)) else { return 0..<0 }
      return max(0, r.minX)..<min(canvas.width, r.maxX)
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
    func shade(_ x: Int, _ y: Int) {
      let cell = canvas[x, y]
      if cell.isContinuation { return }
      if cell.text == " " {
        canvas[x, y] = Cell("░", role: .glideBand)
      } else {
        canvas[x, y] = Cell(cell.text, role: .glideBand)
      }
    }
    func line(_ x: Int, _ y: Int, _ character: Character) {
      let cell = canvas[x, y]
      if cell.isContinuation { return }
      if WireframePane.isOutlineOrBlank(cell) || cell.role == .glideBand || cell.role == .glideLine {
        let crossing = cell.role == .glideLine && cell.text != String(character) && cell.text != " "
        canvas[x, y] = Cell(crossing ? "┼" : String(character), role: .glideLine)
      } else {
        canvas[x, y] = Cell(cell.text, role: .glideLine)
      }
    }
    guard !columns.isEmpty, !rows.isEmpty else { return }
    switch g.axis {
    case .horizontal:
      let band = columnRange(g.position, g.span)
      for y in rows {
        for x in band { g.span > 0 ? shade(x, y) : line(x, y, "│") }
      }
    case .vertical:
      let band = rowRange(g.position, g.span)
      for y in band {
        for x in columns { g.span > 0 ? shade(x, y) : line(x, y, "─") }
      }
      if let chosen = g.chosenX {
        for x in columnRange(chosen, 0) {
          for y in rows { line(x, y, "│") }
        }
      }
    }
  }
}
