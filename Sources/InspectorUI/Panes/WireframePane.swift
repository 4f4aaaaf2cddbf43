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
    let index = SpatialIndexCache.shared.index(for: runtime)
    // Columns kept free at the sides: for the focus ring of a full-width row, and on the
    // left for order numbers.
    var left = 0
    var right = 0
    if inner.width >= 12 {
      left = state.orderOverlay ? max(1, String(max(1, vo.tree.stops.count)).count) : 1
      right = 1
    }
    let device = Rect(
      x: left, y: 0, width: max(0, inner.width - left - right), height: inner.height)
    var projection = WireframeProjection(
      deviceWidth: scene.device.width, deviceHeight: scene.device.height, contentHeight: index.maxY,
      area: device)
    var canvas = Grid(size: inner.size)
    let marks = draw(
      vo, index: index, projection: &projection, overlay: state.orderOverlay,
      highlight: WireframeHighlight.of(state), ascii: state.asciiOnly,
      warned: Set(state.warnings.compactMap(\.element)), noted: state.review.notes.elements(in: scene), into: &canvas)
    if let t = runtime.motion.transition {
      let departing = scene.screens.indices.contains(t.screen) ? (scene.screens[t.screen].title ?? scene.screens[t.screen].id) : nil
      // A rising sheet uncovers the screens below it as it goes: draw those without it.
      var below: Grid?
      if t.kind == .sheetUp, runtime.visibleScreens.count > 1 {
        var under = Grid(size: inner.size)
        var p = WireframeProjection(
          deviceWidth: scene.device.width, deviceHeight: scene.device.height, contentHeight: index.maxY,
          area: device)
        draw(
          vo, index: index, projection: &p, overlay: false, highlight: WireframeHighlight(focus: nil),
          maxLayer: runtime.visibleScreens.count - 2, ascii: state.asciiOnly, into: &under)
        below = under
      }
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

  /// The legend for the layout marks drawn this frame, shortest first when room is tight.
  static func legend(_ marks: LayoutMarks, width: Int) -> [String] {
    var parts: [String] = []
    if marks.problems { parts.append(width >= 40 ? "! text cut or fixed (Inspector)" : "! layout") }
    if marks.offScreen { parts.append(width >= 40 ? "» past the edge" : "» edge") }
    if marks.colour { parts.append(width >= 40 ? "* contrast or colour only" : "* colour") }
    if marks.motion { parts.append(width >= 40 ? "~ motion, no reduced version" : "~ motion") }
    if marks.warnings { parts.append(width >= 40 ? "⚠ warning (Inspector)" : "⚠ warning") }
    if marks.notes { parts.append(width >= 40 ? "¶ review note (Inspector)" : "¶ note") }
    if marks.unlabelled { parts.append(width >= 40 ? "? icon with no label" : "? no label") }
    if marks.ghosts { parts.append(width >= 40 ? "⇠ shown only by a swipe" : "⇠ swipe only") }
    if marks.unreachable { parts.append(width >= 40 ? "┆ ┆ VoiceOver cannot reach it" : "┆ no stop") }
    if marks.notModal { parts.append(width >= 40 ? "╌ dialog that does not trap focus" : "╌ not modal") }
    if marks.noRoom { parts.append(width >= 40 ? "▸ no room in this pane" : "▸ no room") }
    return parts
  }

  /// Which layout marks a frame drew, for the pane's legend.
  struct LayoutMarks: Equatable {
    var problems = false
    var offScreen = false
    var colour = false
    var motion = false
    /// Text cut because the pane is narrow ("▸"), not because of the screen's layout.
    var noRoom = false
    /// An icon with no label ("?").
    var unlabelled = false
    /// An element the scene's warnings are about ("⚠").
    var warnings = false
    /// A dialog that does not trap focus (a dashed frame).
    var notModal = false
    /// Controls only a gesture reveals ("⇠ Archive").
    var ghosts = false
    /// Controls on screen that no technology reaches ("┆Edit┆").
    var unreachable = false
    /// Elements with review notes ("¶").
    var notes = false
  }

  /// Draws the wireframe into `canvas`, scrolling `projection` to keep the focus in view;
  /// returns which layout-problem marks it drew.
  @discardableResult
  static func draw(
    _ vo: VoiceOver, index: SpatialIndex, projection p: inout WireframeProjection, overlay: Bool,
    highlight: WireframeHighlight? = nil, maxLayer: Int? = nil, ascii: Bool = false,
    warned: Set<ElementIndex> = [], noted: Set<ElementIndex> = [], into canvas: inout Grid
  ) -> LayoutMarks {
    let highlight = highlight ?? WireframeHighlight(focus: vo.focus)
    let runtime = vo.runtime
    let scene = runtime.scene
    let frames = runtime.frames
    let bounds = canvas.bounds
    func rect(_ i: ElementIndex) -> Rect? { frames.indices.contains(i) ? p.rect(frames[i]) : nil }

    if let target = highlight.scrollTarget, frames.indices.contains(target),
      let r = p.contentRect(frames[target])
    {
      p.scroll(toShow: r)
    }
    let visible = index.positions(overlapping: p.visibleY)

    // Where everything goes, and which cells each element's text or outline claims, so
    // text running past its frame stops where another element is.
    var owners = Owners(size: bounds.size)
    var placed: [Placed] = []
    for position in visible {
      let entry = index.order[position]
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
    let focus = highlight.focus
    var highlighted: [TextPlacement] = []
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
      let texts = drawElement(item, owners: owners, within: p.area, into: &canvas)
      if let focus, item.element == focus || isDescendant(item.element, of: focus, in: scene) {
        highlighted += texts
      }
    }
    if !placed.contains(where: { $0.look != .none }) {
      canvas.put(
        "(nothing visible here)", at: Point(x: p.area.x, y: 0), role: .paneHint,
        maxWidth: bounds.width - p.area.x)
    }

    var marks = drawProblemMarks(placed, runtime: runtime, device: p.area, into: &canvas)
    marks.noRoom = placed.contains { $0.noRoom } && canvas.cells.contains { $0.role == .wireframeNoRoom }
    marks.warnings = drawWarningMarks(placed, runtime: runtime, device: p.area, also: warned, into: &canvas)
    marks.notes = drawNoteMarks(placed, noted: noted, device: p.area, into: &canvas)
    marks.unlabelled = placed.contains { $0.line.contains { $0.role == .wireframeUnlabelled } }
    marks.notModal = notModal
    marks.ghosts = drawGhosts(placed, runtime: runtime, into: &canvas)
    marks.unreachable = placed.contains { $0.boxed && !$0.reachable }

    var badges: [(text: String, point: Point)] = []
    if overlay {
      badges = badgePoints(vo, visible: visible, index: index, rect: rect, canvas: canvas)
      drawPaths(vo, visible: visible, index: index, rect: rect, badges: badges, into: &canvas)
    }
    if let outline = highlight.outline,
      let r = placed.first(where: { $0.element == outline.element })?.rect ?? rect(outline.element)
    {
      WireframeHighlight.drawOutline(r, style: outline.style, role: outline.role, into: &canvas)
    }
    // Around the cells the row layout gave the element, which may be wider than its frame.
    if let focus, var r = placed.first(where: { $0.element == focus })?.rect ?? rect(focus) {
      let look = placed.first { $0.element == focus }?.look ?? .text
      // Around the text too, where it ran on past the frame.
      for t in highlighted where t.width > 0 {
        r = union(
          r, Rect(x: t.point.x, y: t.point.y, width: min(t.width, Styled.width(t.line)), height: 1))
      }
      drawFocus(
        r, look: look, style: highlight.ring, role: highlight.ringRole, sides: highlight.sides.map { ($0.left, $0.right) },
        into: &canvas)
    }
    if let glide = highlight.glide {
      WireframeHighlight.drawGlide(
        glide, viewportTop: highlight.viewportTop,
        device: (scene.device.width, scene.device.height), projection: p, into: &canvas)
    }
    // Text inside the ring is drawn again, highlighted: the element's own, or its
    // children's when it combines them (a cell).
    for t in highlighted {
      Styled.put(
        t.line.map { Span($0.text, .focusText) }, at: t.point, maxWidth: t.width, into: &canvas)
    }
    for badge in badges { canvas.put(badge.text, at: badge.point, role: .orderBadge) }
    return marks
  }

  // MARK: Warnings

  /// Puts `⚠` at the top right of each element on the top layer that the scene's warnings
  /// are about (`WireframeWarnings`): just past its frame when that cell is free, else on
  /// its last column. Returns whether any was drawn.
  static func drawWarningMarks(
    _ placed: [Placed], runtime: SceneRuntime, device: Rect, also: Set<ElementIndex>,
    into canvas: inout Grid
  ) -> Bool {
    let warned = WireframeWarnings.shared.elements(for: runtime).union(also)
    guard !warned.isEmpty else { return false }
    let top = placed.map(\.layer).max() ?? 0
    var drawn = false
    for item in placed where item.layer == top && warned.contains(item.element) {
      let r = item.rect
      var point = Point(x: r.maxX, y: r.y)
      if point.x >= min(canvas.width, device.maxX + 1) || !isOutlineOrBlank(canvas[point.x, point.y]) {
        point = Point(x: max(r.x, r.maxX - 1), y: r.y)
      }
      guard canvas.bounds.contains(point) else { continue }
      canvas.put("⚠", at: point, role: .wireframeWarning)
      drawn = true
    }
    return drawn
  }

  /// Marks the elements with review notes with "¶" just after their top-right corner (after
  /// the "⚠" when there is one, else inside the corner).
  static func drawNoteMarks(_ placed: [Placed], noted: Set<ElementIndex>, device: Rect, into canvas: inout Grid) -> Bool {
    guard !noted.isEmpty else { return false }
    let top = placed.map(\.layer).max() ?? 0
    var drawn = false
    for item in placed where item.layer == top && noted.contains(item.element) {
      let r = item.rect
      let limit = min(canvas.width, device.maxX + 1)
      var candidates = [Point(x: r.maxX, y: r.y), Point(x: r.maxX + 1, y: r.y)]
      candidates.append(Point(x: max(r.x, r.maxX - 1), y: r.y))
      guard
        let point = candidates.first(where: { p in
          p.x < limit && canvas.bounds.contains(p) && canvas[p.x, p.y].text != "⚠" && isOutlineOrBlank(canvas[p.x, p.y])
        }) ?? candidates.last.flatMap({ canvas.bounds.contains($0) && canvas[$0.x, $0.y].text != "⚠" ? $0 : nil })
      else { continue }
      canvas.put("¶", at: point, role: .searchPrompt)
      drawn = true
    }
    return drawn
  }

  // MARK: Layout problems

  /// Marks the elements whose layout breaks at this text size: "!" just after an element
  /// whose text is cut or does not grow, "»" in the margin beside one pushed past the
  /// screen's edge. Only elements on screen are looked at.
  static func drawProblemMarks(
    _ placed: [Placed], runtime: SceneRuntime, device: Rect, into canvas: inout Grid
  ) -> LayoutMarks {
    var marks = LayoutMarks()
    guard !runtime.layoutProblems.isEmpty || !runtime.displayProblems.isEmpty else { return marks }
    // Cut text first, then the edge marks, so an element past the edge is always marked.
    // Only the top layer: what a sheet or an alert covers is not what the user sees.
    let top = placed.map(\.layer).max() ?? 0
    for item in placed where item.layer == top && (!item.problems.isEmpty || !item.displayProblems.isEmpty) {
      let layout = item.problems.contains(where: { !Self.isOffScreen($0) })
      let display = displayMarks(item.displayProblems)
      let text = (layout ? "!" : "") + (display.colour ? "*" : "") + (display.motion ? "~" : "")
      guard !text.isEmpty else { continue }
      let r = item.rect
      let limit = min(canvas.width, device.maxX + 1)
      var point = Point(x: r.maxX, y: r.y)
      if point.x + text.count > limit || !isOutlineOrBlank(canvas[point.x, point.y]) {
        point = Point(x: max(r.x, min(r.maxX, device.maxX + 1) - text.count), y: r.y)
      }
      if canvas.bounds.contains(point) {
        canvas.put(text, at: point, role: .layoutProblem)
        marks.problems = marks.problems || layout
        marks.colour = marks.colour || display.colour
        marks.motion = marks.motion || display.motion
      }
    }
    for item in placed where item.layer == top && item.problems.contains(where: Self.isOffScreen) {
      let r = item.rect
      // In the margin column at the device's edge (or its last column without one).
      let x = r.maxX > device.maxX || r.minX >= device.minX ? device.maxX : device.minX - 1
      let point = Point(x: min(x, canvas.width - 1), y: max(0, r.y))
      if canvas.bounds.contains(point) {
        canvas.put("»", at: point, role: .layoutProblem)
        marks.offScreen = true
      }
    }
    return marks
  }

  static func isOffScreen(_ p: LayoutProblem) -> Bool {
    if case .offScreen = p { return true }
    return false
  }

  /// The element's text as the layout leaves it: a `lines` limit keeps the share of the
  /// text that fits and ends it in "…"; a fixed height (its own or its container's) clips
  /// it with no "…" (nothing at all when not even one line fits).
  static func cut(_ line: StyledLine, for problems: [LayoutProblem]) -> StyledLine {
    for problem in problems {
      guard case .truncated(let needs, let has, let limit) = problem, needs > 0, has < needs else {
        continue
      }
      let text = Styled.text(line)
      let width = TextWidth.width(of: text)
      var keep = width * max(0, has) / needs
      if has > 0 { keep = max(1, keep) }
      switch limit {
      case .lineLimit:
        let kept = TextWidth.prefix(text, width: max(0, keep - 1))
        return [Span(kept, line.first?.role ?? .wireframeText), Span("…", .wireframeTruncated)]
          .filter { !$0.text.isEmpty }
      case .fixedFrame, .container:
        let kept = TextWidth.prefix(text, width: keep)
        return kept.isEmpty ? [] : [Span(kept, .wireframeClipped)]
      }
    }
    return line
  }

  // MARK: Elements

  /// How an element is drawn.
  enum Look {
    /// Not drawn (layout stacks, spacers).
    case none
    /// Corners only (lists, cells, bars, grouping containers).
    case container
    /// An outline with text inside (buttons, fields).
    case control
    /// Text only (labels, headings, images, links, bar buttons).
    case text
  }

  static func look(of e: Element, parent: ElementKind?) -> Look {
    switch e.kind {
    case .spacer: return .none
    case .vstack, .hstack, .zstack, .group, .scroll:
      let matters =
        e.containerType != .none || e.grouping == .contain || e.groupsChildren
        || e.explicitOrder != nil || e.isModal || e.grouping == .combine
      return matters ? .container : .none
    case .list, .cell, .navigationBar, .tabBar, .segmented, .alert, .sheet, .modal:
      return .container
    case .text, .header, .sectionHeader, .image, .link, .backButton, .tab, .toggle, .slider,
      .pageControl:
      return .text
    case .button:
      // Bar buttons are plain text on iOS.
      return parent == .navigationBar ? .text : .control
    case .segment, .textField, .secureField, .searchField, .textArea: return .control
    case .stepper:
      // A UIKit stepper is its two buttons (drawn on their own); what remains is its label
      // and value as text.
      return e.isElement ? .control : .text
    case .element: return e.children.isEmpty ? .control : .container
    }
  }

  /// Where text sits in its frame.
  enum Alignment { case leading, centre, trailing }

  /// Buttons, tabs and segments are centred, as are bar and alert titles; bar buttons sit
  /// at their end of the bar.
  static func alignment(of e: Element, frame: Frame, parent: Element?, parentFrame: Frame?)
    -> Alignment
  {
    switch e.kind {
    case .segment, .tab: return .centre
    case .button:
      guard parent?.kind == .navigationBar else { return .centre }
      if let pf = parentFrame, frame.x + frame.width / 2 > pf.x + pf.width / 2 { return .trailing }
      return .leading
    case .header, .text:
      return parent?.kind == .navigationBar || parent?.kind == .alert ? .centre : .leading
    default: return .leading
    }
  }

  static func text(of e: Element, ascii: Bool = false) -> StyledLine {
    let selected = e.traits.contains(.selected)
    let plain: StyleRole = selected ? .wireframeSelected : .wireframeText
    func nonEmpty(_ s: String?) -> String? { (s?.isEmpty ?? true) ? nil : s }
    let label = nonEmpty(e.label)
    switch e.kind {
    case .toggle:
      var line: StyledLine = []
      if let t = nonEmpty(e.visibleText) ?? label { line.append(Span(t + " ", .wireframeText)) }
      let state: String
      switch e.value {
      case "1": state = "[on]"
      case "0": state = "[off]"
      case "2": state = "[mixed]"
      default: state = "[" + (e.value ?? "?") + "]"
      }
      line.append(Span(state, .wireframeSymbol))
      return line
    case .textField, .secureField, .searchField, .textArea:
      var line: StyledLine = []
      if e.kind == .searchField { line.append(Span("⌕ ", .wireframeSymbol)) }
      if let typed = nonEmpty(e.visibleText) {
        line.append(
          Span(
            e.kind == .secureField ? String(repeating: "•", count: min(typed.count, 12)) : typed,
            .wireframeText))
      } else if let shown = nonEmpty(e.placeholder) ?? label {
        line.append(Span(shown, .wireframeSymbol))
      }
      return line
    case .image:
      // The picture, never its label: that is heard, not seen.
      return e.symbol.map { _ in symbolLine(e, ascii: ascii) } ?? [Span("[image]", .wireframeSymbol)]
    default:
      break
    }
    if e.kind == .stepper, !e.isElement {
      // UIKit's: the buttons are elements of their own; show the label and the value.
      return [label, nonEmpty(e.value)].compactMap { $0 }.enumerated().map { k, t in
        Span((k > 0 ? " " : "") + t, k == 0 ? .wireframeText : .wireframeSymbol)
      }
    }
    if case .range(let range)? = e.adjustment, e.kind != .stepper {
      var line: StyledLine = []
      if let t = nonEmpty(e.visibleText) ?? label { line.append(Span(t + " ", .wireframeText)) }
      let span = range.maximum - range.minimum
      let fraction =
        span > 0 && range.current.isFinite
        ? min(1, max(0, (range.current - range.minimum) / span)) : 0
      let knob = Int((fraction * 5).rounded())
      let gauge =
        String(repeating: "━", count: knob) + "○" + String(repeating: "─", count: 5 - knob)
      line.append(Span(gauge, .wireframeSymbol))
      if let v = nonEmpty(e.value) { line.append(Span(" " + v, .wireframeText)) }
      return line
    }
    if e.kind == .stepper || { if case .steps? = e.adjustment { return true } else { return false } }() {
      var line: StyledLine = []
      if let t = nonEmpty(e.visibleText) ?? label { line.append(Span(t + " ", .wireframeText)) }
      line.append(Span("− ", .wireframeSymbol))
      line.append(Span(nonEmpty(e.value) ?? "", .wireframeText))
      line.append(Span(" +", .wireframeSymbol))
      return line
    }
    if let visible = nonEmpty(e.visibleText) { return [Span(visible, plain)] }
    if e.kind != .tab, nonEmpty(e.symbol) != nil {
      // Icon-only: the picture is what shows, whatever the label says.
      return symbolLine(e, ascii: ascii)
    }
    if let label { return [Span(label, plain)] }
    if let value = nonEmpty(e.value) { return [Span(value, plain)] }
    return []
  }

  /// An icon as drawn: its glyph (`WireframeSymbols`), and `?` after it when nothing gives
  /// it a label, so a labelled and an unlabelled icon differ by that mark only. `ascii`
  /// draws the symbol's ASCII stand-in (`[del]`), for terminals without UTF-8.
  static func symbolLine(_ e: Element, ascii: Bool = false) -> StyledLine {
    var line: StyledLine = [Span(WireframeSymbols.glyph(e.symbol ?? "image", ascii: ascii), .wireframeSymbol)]
    if isUnlabelledIcon(e) { line.append(Span("?", .wireframeUnlabelled)) }
    return line
  }

  /// An icon VoiceOver lands on with no label, hint of what it does, or visible text.
  static func isUnlabelledIcon(_ e: Element) -> Bool {
    guard e.symbol != nil, e.isElement || e.traits.contains(.button) else { return false }
    return (e.label ?? "").isEmpty && (e.visibleText ?? "").isEmpty
  }

  /// An element on screen this frame, with where its text wants to go.
  struct Placed {
    var element: ElementIndex
    var layer: Int
    var rect: Rect
    var look: Look
    var line: StyledLine
    /// The outline is drawn (controls wide enough for `[` and `]` or a box).
    var boxed: Bool
    var alignment: Alignment
    /// What the layout shows going wrong for this element at the current text size.
    var problems: [LayoutProblem]
    /// What the display settings show going wrong (contrast, colour only, motion).
    var displayProblems: [DisplayProblem]
    /// Text may run on past the frame over free cells (labels, not symbols or controls).
    var runsOn: Bool
    /// The line is an icon (`symbolLine`), not text.
    var isSymbol = false
    /// A title that iOS never wraps (a back button, a bar's title or button, a tab).
    var singleLine = false
    /// The row layout gave it its columns (`WireframeRowLayout`): it does not run on past
    /// them, so the gap before its neighbour stays.
    var arranged = false
    /// The cells of the element's frame, before the row layout moved or widened it.
    var frameRect: Rect
    /// VoiceOver can land on it, or on an element that combines it.
    var reachable: Bool
    /// Where the text goes before any run-on: first column, row, width and rows.
    var textX: Int, textY: Int, textWidth: Int, rows: Int
    /// The pane has too few columns for the text, though it fits the device's frame: it is
    /// cut with `▸`, not the layout's `…`.
    var noRoom = false

    init(element: ElementIndex, layer: Int, rect r: Rect, in runtime: SceneRuntime, ascii: Bool = false) {
      let scene = runtime.scene
      let e = scene.elements[element]
      let parent = e.parent.flatMap {
        scene.elements.indices.contains($0) ? scene.elements[$0] : nil
      }
      self.element = element
      self.layer = layer
      self.rect = r
      frameRect = r
      look = WireframePane.look(of: e, parent: parent?.kind)
      line = look == .text || look == .control ? WireframePane.text(of: e, ascii: ascii) : []
      isSymbol = e.symbol != nil && !line.isEmpty && line == WireframePane.symbolLine(e, ascii: ascii)
      problems = runtime.layoutProblems[element] ?? []
      if !problems.isEmpty { line = WireframePane.cut(line, for: problems) }
      // Something VoiceOver never lands on (hidden by a modal, or decoration) is faint.
      reachable =
        look == .none || look == .container || WireframePane.isReachable(element, in: runtime)
      if !reachable { line = line.map { Span($0.text, .wireframeUnreachable) } }
      displayProblems = runtime.displayProblems[element] ?? []
      if !line.isEmpty || scene.motion[element] != nil {
        line = WireframePane.displayed(line, element: element, reachable: reachable, in: runtime)
      }
      boxed = false
      textX = r.x
      textY = r.y
      textWidth = r.width
      rows = r.height
      let frames = runtime.frames
      let frame = frames.indices.contains(element) ? frames[element] : .zero
      let parentFrame = e.parent.flatMap { frames.indices.contains($0) ? frames[$0] : nil }
      alignment = WireframePane.alignment(
        of: e, frame: frame, parent: parent, parentFrame: parentFrame)
      runsOn = look == .text && e.kind != .image
      singleLine =
        [.backButton, .button, .tab, .segment, .link].contains(e.kind)
        || parent?.kind == .navigationBar || parent?.kind == .tabBar
      place(in: r)
    }

    /// The columns the element needs to show all of its text on one row: the text, and
    /// the outline's `[` and `]` for a control.
    var neededWidth: Int {
      Styled.width(line) + (look == .control ? 2 : 0)
    }

    /// Puts the element (its outline and text) in `r`: its frame, or the cells the row
    /// layout gave it (`WireframeRowLayout`).
    mutating func place(in r: Rect) {
      rect = r
      boxed = look == .control && r.width >= 4
      let tall = boxed && r.height >= 3
      textX = boxed ? r.x + 1 : r.x
      textWidth = boxed ? r.width - 2 : r.width
      textY = tall ? r.y + 1 : r.y
      rows = boxed ? (tall ? r.height - 2 : 1) : (singleLine && look == .text ? 1 : r.height)
      let w = Styled.width(line)
      if w < textWidth {
        switch alignment {
        case .leading: break
        case .centre:
          textX += (textWidth - w) / 2
          textWidth -= (textWidth - w) / 2
        case .trailing:
          textX += textWidth - w
          textWidth = w
        }
      }
    }

    /// The cells this element's outline or text takes within its frame (`hard`), and the
    /// cells its text would take running on past a narrow frame (`soft`: to the right,
    /// or to the left for trailing text).
    var claims: (hard: Rect?, soft: Rect?) {
      switch look {
      case .control:
        // Shorter than three rows a control is drawn on its first row only.
        return (boxed && rect.height < 3 ? Rect(x: rect.x, y: rect.y, width: rect.width, height: 1) : rect, nil)
      case .text:
        let w = Styled.width(line)
        let inFrame = Rect(x: textX, y: textY, width: max(1, min(w, textWidth)), height: 1)
        if w > textWidth && rows > 1 && !isSymbol {
          return (rect, nil)
        }
        guard runsOn, w > textWidth else { return (inFrame, nil) }
        let extra = w - textWidth
        let x = alignment == .trailing ? textX - extra : textX + textWidth
        return (inFrame, Rect(x: x, y: textY, width: extra, height: 1))
      case .none, .container: return (nil, nil)
      }
    }
  }

  /// Who uses each cell of the canvas. Text and outlines within their frames are `hard`
  /// claims (an element drawn later wins); text running on past its frame makes `soft`
  /// claims (the first element to ask keeps the cell). Running on stops at any cell
  /// another element has claimed either way, so a long label never covers its neighbours.
  struct Owners {
    let size: Size
    private var hard: [Int]
    private var soft: [Int]

    init(size: Size) {
      self.size = size
      hard = Array(repeating: -1, count: max(0, size.width * size.height))
      soft = hard
    }

    mutating func claim(_ claims: (hard: Rect?, soft: Rect?), by element: ElementIndex) {
      if let r = claims.hard { each(r) { hard[$0] = element } }
      if let r = claims.soft { each(r) { if soft[$0] == -1 { soft[$0] = element } } }
    }

    private func each(_ r: Rect, _ body: (Int) -> Void) {
      let area = r.intersection(Rect(size: size))
      guard !area.isEmpty else { return }
      for y in area.minY..<area.maxY {
        for x in area.minX..<area.maxX { body(y * size.width + x) }
      }
    }

    /// Whether `element` may draw at the cell: it is in the element's own frame, or
    /// nobody else claimed it.
    func isFree(_ x: Int, _ y: Int, for element: ElementIndex) -> Bool {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return false }
      let i = y * size.width + x
      // Within its own frame an element is only displaced by a later frame.
      if hard[i] == element { return true }
      return hard[i] == -1 && (soft[i] == -1 || soft[i] == element)
    }
  }

  /// A line of text drawn for an element, kept so the focused element's text can be
  /// drawn again, highlighted, in exactly the same place.
  struct TextPlacement {
    var point: Point
    var line: StyledLine
    var width: Int
  }

  /// Draws one element and returns where its text went. `device` bounds text that runs on.
  @discardableResult
  static func drawElement(
    _ item: Placed, owners: Owners, within device: Rect, into canvas: inout Grid
  ) -> [TextPlacement] {
    let r = item.rect
    let element = item.element
    switch item.look {
    case .none:
      return []
    case .container:
      // Containers are marked by their corners only: at terminal resolution a full box
      // would run through the text of the elements inside.
      if r.width >= 2 && r.height >= 2 {
        let corners = [
          ("╭", r.x, r.y), ("╮", r.maxX - 1, r.y), ("╰", r.x, r.maxY - 1),
          ("╯", r.maxX - 1, r.maxY - 1),
        ]
        for (c, x, y) in corners where canvas[x, y].text == " " {
          canvas.put(c, at: Point(x: x, y: y), role: .wireframeContainer)
        }
      }
      return []
    case .control, .text:
      break
    }
    if item.boxed {
      // A control nothing reaches is a ghost: dotted sides, not brackets.
      let role: StyleRole = item.reachable ? .wireframe : .wireframeUnreachable
      if r.height >= 3 {
        canvas.drawBox(r, style: item.reachable ? .light : .dotted, role: role)
      } else {
        canvas.put(item.reachable ? "[" : "┆", at: Point(x: r.x, y: r.y), role: role)
        canvas.put(item.reachable ? "]" : "┆", at: Point(x: r.maxX - 1, y: r.y), role: role)
      }
    }
    var line = item.line
    guard !line.isEmpty else { return [] }
    var textX = item.textX
    let textY = item.textY
    var rows = item.rows
    func free(_ x: Int) -> Bool { owners.isFree(x, textY, for: element) }
    // Stop before cells another element claimed.
    var textWidth = 0
    while textWidth < item.textWidth && free(textX + textWidth) { textWidth += 1 }
    let needed = Styled.width(line)
    if item.runsOn && !item.arranged && needed > textWidth && textWidth == item.textWidth {
      // Short text runs on over cells no other element uses, as a label wider than its
      // frame would; at the device's right edge (or for trailing text) it grows to the
      // left instead.
      let rightEdge = min(canvas.width, device.maxX)
      var x = textX + textWidth
      if item.alignment != .trailing {
        // A blank is kept before another element's cells, so texts never run together.
        while x < min(textX + needed, rightEdge) && free(x) && (x + 1 >= rightEdge || free(x + 1)) {
          x += 1
        }
      }
      var runX = textX
      var runWidth = x - textX
      // Only text on the right-hand side grows left (a time stamp), never a label that
      // starts on the left.
      let rightHandSide = item.rect.minX > device.minX + device.width / 2
      if (x == rightEdge && rightHandSide) || item.alignment == .trailing {
        while runWidth < needed && runX > max(0, device.minX) && free(runX - 1)
          && (runX - 2 < device.minX || free(runX - 2))
        {
          runX -= 1
          runWidth += 1
        }
      }
      // One line that fits beats wrapping in a narrow frame; so does a symbol name,
      // which would not wrap sensibly anyway.
      // A symbol name stays inside its own frame (shortened to the mark when it must be), so
      // a small icon button never covers its neighbour's title.
      if !item.isSymbol, runWidth >= needed || rows == 1 {
        textX = runX
        textWidth = runWidth
        rows = 1
      }
    }
    guard textWidth > 0 else { return [] }
    if item.isSymbol, let first = line.first, Styled.width(line) > textWidth {
      // A symbol name that does not fit is just the symbol mark (and its "?").
      line = [Span("⎔", first.role)] + line.dropFirst()
    }
    if item.noRoom, rows == 1, Styled.width(line) > textWidth {
      // The pane, not the screen, is short of columns: say so with "▸", not "…".
      line = WireframeRowLayout.noRoomCut(line, width: textWidth)
    }
    // Wrapping that would break a word apart reads worse than one truncated line.
    if rows > 1,
      Styled.text(line).split(separator: " ").contains(where: {
        TextWidth.width(of: String($0)) > textWidth
      })
    {
      rows = 1
    }
    var lines = rows > 1 ? Styled.wrap(line, width: textWidth) : [line]
    if lines.count > rows {
      lines = Array(lines.prefix(rows))
      let last = lines[rows - 1] + [Span(" …", line.last?.role ?? .wireframeText)]
      lines[rows - 1] =
        Styled.width(last) > textWidth
        ? Styled.truncate(last + [Span("  ")], toWidth: textWidth) : last
    }
    var placements: [TextPlacement] = []
    for (k, l) in lines.enumerated() {
      let point = Point(x: textX, y: textY + k)
      Styled.put(l, at: point, maxWidth: textWidth, into: &canvas)
      placements.append(TextPlacement(point: point, line: l, width: textWidth))
    }
    return placements
  }

  static func union(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = min(a.minX, b.minX)
    let y0 = min(a.minY, b.minY)
    let x1 = max(a.maxX, b.maxX)
    let y1 = max(a.maxY, b.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

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

  /// Whether VoiceOver can land on the element, or on an ancestor that speaks for it
  /// (a cell that combines its children).
  static func isReachable(_ element: ElementIndex, in runtime: SceneRuntime) -> Bool {
    let tree = runtime.tree
    if tree.position[element] != nil { return true }
    var current = runtime.scene.elements[element].parent
    var steps = 0
    while let p = current, steps < 64 {
      if tree.position[p] != nil { return true }
      current = runtime.scene.elements[p].parent
      steps += 1
    }
    return false
  }

  static func isDescendant(_ i: ElementIndex, of ancestor: ElementIndex, in scene: Scene) -> Bool {
    var current = scene.elements[i].parent
    var steps = 0
    while let p = current, steps < 64 {
      if p == ancestor { return true }
      current = scene.elements[p].parent
      steps += 1
    }
    return false
  }

  // MARK: Order overlay

  /// Stop positions among the visible elements, sorted.
  static func visibleStops(_ vo: VoiceOver, visible: [Int], index: SpatialIndex) -> [Int] {
    var stops: [Int] = []
    for position in visible {
      if let s = vo.tree.position[index.order[position].element] { stops.append(s) }
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

  static func badgePoints(
    _ vo: VoiceOver, visible: [Int], index: SpatialIndex, rect: (ElementIndex) -> Rect?,
    canvas: Grid
  ) -> [(text: String, point: Point)] {
    let stops = vo.tree.stops
    var out: [(text: String, point: Point)] = []
    for s in visibleStops(vo, visible: visible, index: index) {
      guard let r = rect(stops[s].element) else { continue }
      let text = String(s + 1)
      out.append((text, badgePoint(r, text: text, canvas: canvas)))
    }
    return out
  }

  /// Joins consecutive stops with a line, from each number along its row and then down
  /// (or up) to the next number. Lines only cross blanks and outlines, never text.
  static func drawPaths(
    _ vo: VoiceOver, visible: [Int], index: SpatialIndex, rect: (ElementIndex) -> Rect?,
    badges: [(text: String, point: Point)], into canvas: inout Grid
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
      drawPath(from: a, to: b, into: &canvas)
    }
  }

  static func drawPath(from a: Point, to b: Point, into canvas: inout Grid) {
    let bounds = canvas.bounds
    func isText(_ x: Int, _ y: Int) -> Bool { !isOutlineOrBlank(canvas[x, y]) }
    func mark(_ x: Int, _ y: Int, _ text: String) {
      guard bounds.contains(Point(x: x, y: y)), isOutlineOrBlank(canvas[x, y]) else { return }
      // Not through the space between two words.
      if canvas[x, y].text == " " && x > 0 && isText(x - 1, y) && isText(x + 1, y) { return }
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

extension Grid {
  /// Copies `other` into this grid with its top-left corner at `origin`, clipped.
  mutating func blit(_ other: Grid, at origin: Point) {
    for y in 0..<other.height {
      for (x, cell) in other.row(y).enumerated() where !cell.isContinuation {
        self[origin.x + x, origin.y + y] = cell
      }
    }
  }
}
