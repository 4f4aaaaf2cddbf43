import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The Screen pane: a wireframe of the visible screens with the mark of the technology in
/// use (`WireframeHighlight`): VoiceOver's focus ring, Switch Control's highlight or
/// Gliding Cursor, Full Keyboard Access's ring and focus group.
///
/// Every element is drawn where its frame projects (`WireframeProjection`): controls as
/// `[ Send ]` or a box, text as text, containers by their corners, presented layers over
/// the screens below. The focused element gets a heavy ring in the `focusRing` role and
/// its text is highlighted. With the order overlay on, every stop is numbered and joined
/// to the next by a line.
///
/// Only elements in the rows shown are looked at (through `SpatialIndex`), so drawing a
/// frame costs the same for a 10-element screen and a 100,000-element list.
enum WireframePane {
  static func render(_ state: AppState, in area: Rect, focused: Bool, into grid: inout Grid) {
    let vo = state.voiceOver
    let runtime = vo.runtime
    let scene = runtime.scene
    var title = "Screen"
    if scene.screens.indices.contains(runtime.currentScreen) {
      let s = scene.screens[runtime.currentScreen]
      title += ": " + (s.title ?? s.id)
    }
    if state.orderOverlay { title += " · order" }
    if let t = runtime.motion.transition { title += " · " + t.kind.rawValue }
    let inner = PaneChrome.draw(title, in: area, focused: focused, into: &grid)
    guard !inner.isEmpty else { return }
    let drawn = WireframePicture.draw(
      vo, size: inner.size, highlight: WireframeHighlight.of(state), overlay: state.orderOverlay,
      ascii: state.asciiOnly, warned: Set(state.warnings.compactMap(\.element)),
      noted: state.review.notes.elements(in: scene))
    var canvas = drawn.grid
    let marks = drawn.marks
    let projection = drawn.projection
    if let t = runtime.motion.transition {
      let departing = scene.screens.indices.contains(t.screen) ? (scene.screens[t.screen].title ?? scene.screens[t.screen].id) : nil
      // A rising sheet uncovers the screens below it as it goes: draw those without it.
      var below: Grid?
      if t.kind == .sheetUp, runtime.visibleScreens.count > 1 {
        below = WireframePicture.draw(
          vo, size: inner.size, highlight: .none, ascii: state.asciiOnly, maxLayer: runtime.visibleScreens.count - 2
        ).grid
      }
      let device = WireframePicture.device(in: inner.size, overlay: state.orderOverlay, stops: vo.tree.stops.count)
      TransitionFrame.apply(t, departing: departing, device: device, below: below, to: &canvas)
    }
    grid.blit(canvas, at: inner.origin)
    if area.height >= 3 && area.width >= 4 {
      if projection.canScrollUp {
        PaneChrome.drawHeaderNote(
          "▲ more", in: area, titleWidth: TextWidth.width(of: Sanitizer.sanitize(title)),
          into: &grid)
      }
      var footer = legend(marks, width: area.width - 16)
      if projection.canScrollDown { footer.append("▼ more") }
      if let scale = scaleNote(projection), area.width - 6 >= Self.footerWidth(footer + [scale]) {
        footer.insert(scale, at: 0)
      }
      if !footer.isEmpty {
        PaneChrome.drawFooter(footer.joined(separator: " · "), in: area, into: &grid)
      }
    }
  }

  /// The scale of the picture across, for the pane's border: "1 col ≈ 9 pt".
  static func scaleNote(_ p: WireframeProjection) -> String? {
    guard p.columnsPerPoint > 0, p.columnsPerPoint.isFinite else { return nil }
    let points = (1 / p.columnsPerPoint).rounded()
    guard points >= 1, points < 10_000 else { return nil }
    return "1 col ≈ \(Int(points)) pt"
  }

  static func footerWidth(_ parts: [String]) -> Int {
    TextWidth.width(of: parts.joined(separator: " · "))
  }

  /// Draws the wireframe into `canvas`, scrolling `projection` to keep the focus in view;
  /// returns which layout-problem marks it drew.
  @discardableResult
  static func draw(
    _ vo: VoiceOver, index: SpatialIndex, projection p: inout WireframeProjection, overlay: Bool,
    highlight: WireframeHighlight? = nil, maxLayer: Int? = nil, ascii: Bool = false,
    warned: Set<ElementIndex> = [], noted: Set<ElementIndex> = [], into canvas: inout Grid,
    content reportContent: ((ContentMask) -> Void)? = nil
  ) -> LayoutMarks {
    let highlight = highlight ?? WireframeHighlight(focus: vo.focus)
    let runtime = vo.runtime
    let scene = runtime.scene
    let frames = runtime.frames
    let bounds = canvas.bounds
    func rect(_ i: ElementIndex) -> Rect? {
      guard frames.indices.contains(i) else { return nil }
      // Inside a list's row the rows are counted from the row's own top, so identical rows
      // look identical wherever they sit (rounding from the screen's top would put a time
      // stamp on a row's first line in one row and its second in the next).
      if let cell = enclosingCell(of: i, in: scene), frames.indices.contains(cell), let base = p.rect(frames[cell]) {
        return p.rect(frames[i], within: base, from: frames[cell])
      }
      return p.rect(frames[i])
    }

    // Voice Control scrolled: the pane shows the part of the screen in view.
    if let top = highlight.scrolledTo, top > 0,
      let r = p.contentRect(Frame(x: 0, y: top, width: scene.device.width, height: scene.device.height))
    {
      p.scroll(toShow: r)
    }
    if let target = highlight.scrollTarget, frames.indices.contains(target),
      let r = p.contentRect(frames[target])
    {
      p.scroll(toShow: r)
    }
    let visible = index.positions(overlapping: p.visibleY, in: runtime)

    // Where everything goes, and which cells each element's text or outline claims, so
    // text running past its frame stops where another element is.
    var owners = Owners(size: bounds.size)
    var placed: [Placed] = []
    for position in visible {
      let entry = index.entry(position)
      if let maxLayer, entry.layer > maxLayer { continue }
      guard let r = rect(entry.element), r.intersects(bounds) else { continue }
      placed.append(Placed(element: entry.element, layer: entry.layer, rect: r, in: runtime, ascii: ascii))
    }
    // Rows of texts and controls in terminal cells: whole words where there is room.
    WireframeRowLayout.arrange(&placed, device: p.area)
    for item in placed { owners.claim(item.claims, by: item.element) }

    let layerRoots = runtime.visibleScreens.map {
      scene.screens.indices.contains($0) ? scene.screens[$0].root : -1
    }
    // Where each element's text went, for the highlight and the content mask.
    var texts: [ElementIndex: [TextPlacement]] = [:]
    var notModal = false
    for item in placed {
      let isLayerRoot = layerRoots.indices.contains(item.layer) && layerRoots[item.layer] == item.element
      // A presented screen covers the ones below; a dialog inside a screen covers what
      // was drawn before it. Either way its frame is the dialog's outline.
      if (isLayerRoot && item.layer > 0) || (!isLayerRoot && isDialog(scene.elements[item.element])) {
        notModal = drawDialog(
          item, presented: isLayerRoot, runtime: runtime, projection: p, placed: placed, into: &canvas)
          || notModal
        continue
      }
      let drawn = drawElement(item, owners: owners, within: p.area, into: &canvas)
      if !drawn.isEmpty { texts[item.element, default: []] += drawn }
    }
    if !placed.contains(where: { $0.look != .none }) {
      canvas.put(
        "(nothing visible here)", at: Point(x: p.area.x, y: 0), role: .paneHint,
        maxWidth: bounds.width - p.area.x)
    }

    var marks = drawProblemMarks(placed, runtime: runtime, device: p.area, into: &canvas)
    marks.noRoom = canvas.cells.contains { $0.role == .wireframeNoRoom }
    marks.warnings = drawWarningMarks(placed, runtime: runtime, device: p.area, also: warned, into: &canvas)
    marks.notes = drawNoteMarks(placed, noted: noted, device: p.area, into: &canvas)
    marks.unlabelled = placed.contains { $0.line.contains { $0.role == .wireframeUnlabelled } }
    marks.notModal = notModal
    marks.ghosts = drawGhosts(placed, runtime: runtime, into: &canvas)
    marks.unreachable = placed.contains { $0.boxed && !$0.reachable }

    // The content the overlay and the highlight must leave as it is: everything drawn so
    // far, and the cells elements' text and outlines claim (the spaces between words).
    var content = ContentMask(drawn: canvas)
    for item in placed {
      if let hard = item.claims.hard { content.add(hard) }
      if let soft = item.claims.soft { content.add(soft) }
    }
    func cells(_ t: TextPlacement) -> Rect {
      Rect(x: t.point.x, y: t.point.y, width: max(0, min(t.width, Styled.width(t.line))), height: 1)
    }
    for list in texts.values { for t in list { content.add(cells(t)) } }

    if overlay {
      // Where the row layout put each element (a centred title widened to its text), so a
      // number goes beside the words, not into them.
      var arranged: [ElementIndex: Rect] = [:]
      for item in placed where item.arranged { arranged[item.element] = item.rect }
      let where_: (ElementIndex) -> Rect? = { arranged[$0] ?? rect($0) }
      let badges = badgePoints(vo, visible: visible, index: index, rect: where_, canvas: canvas)
      // The lines between numbers go through empty cells only, never through a control.
      drawPaths(vo, visible: visible, index: index, rect: where_, badges: badges, content: content, into: &canvas)
      for badge in badges {
        canvas.put(badge.text, at: badge.point, role: .orderBadge)
        content.add(Rect(x: badge.point.x, y: badge.point.y, width: TextWidth.width(of: badge.text), height: 1))
      }
    }
    reportContent?(content)

    for mark in highlight.marks {
      guard var r = placed.first(where: { $0.element == mark.element })?.rect ?? rect(mark.element) else { continue }
      var own: [Rect] = []
      if mark.placement == .ring {
        // The element's text, and its children's when it combines them (a cell); the ring
        // goes around the text too, where it ran on past the frame.
        for (element, list) in texts where element == mark.element || isDescendant(element, of: mark.element, in: scene) {
          for t in list where t.width > 0 {
            own.append(cells(t))
            r = union(r, cells(t))
          }
        }
      }
      WireframeHighlight.draw(mark, rect: r, own: own, content: content, into: &canvas)
    }
    if let glide = highlight.glide {
      WireframeHighlight.drawGlide(
        glide, viewportTop: highlight.viewportTop,
        device: (scene.device.width, scene.device.height), projection: p, content: content, into: &canvas)
    }
    if let overlay = highlight.voiceControl {
      WireframeHighlight.drawVoiceControl(overlay, runtime: runtime, index: index, projection: p, content: content, into: &canvas)
    }
    return marks
  }

  /// The nearest `cell` above `element` (a list's row), if any, within a few levels.
  static func enclosingCell(of element: ElementIndex, in scene: Scene) -> ElementIndex? {
    var current = scene.elements[element].parent
    var depth = 0
    while let c = current, depth < 6, scene.elements.indices.contains(c) {
      if scene.elements[c].kind == .cell { return c }
      current = scene.elements[c].parent
      depth += 1
    }
    return nil
  }
}
