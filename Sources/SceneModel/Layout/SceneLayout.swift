/// Lays out a screen's elements in points: explicit frames where given, stacks elsewhere.
///
/// Text is sized from the Dynamic Type table at the chosen content size, so the same scene
/// reflows when the setting changes. The model is deliberately simple (an average glyph
/// width, fixed control heights); it is for ordering and wireframes, not pixel accuracy.
public struct SceneLayout {
  public let scene: Scene
  public var contentSize: ContentSizeCategory
  /// Bold Text: text measures about 7 % wider [K].
  public var boldText = false
  /// The bottom of the nearest ancestor with a fixed height or frame, while placing inside it:
  /// text running past it is clipped.
  var clipBottom: Double?
  /// Element frames, indexed like `scene.elements`; `.zero` for elements not laid out.
  public private(set) var frames: [Frame]
  /// What goes wrong at this content size, by element (only elements with problems).
  public private(set) var problems: [ElementIndex: [LayoutProblem]] = [:]

  /// Average glyph advance as a fraction of the point size.
  static let glyphAdvance = 0.52
  /// Line height as a multiple of the point size.
  static let lineHeight = 1.25
  /// The minimum hit target for controls (HIG).
  static let controlHeight = 44.0

  /// Memoised measurements: a stack measures its children and then places them, so without
  /// this every level of nesting would measure its subtree again.
  var cache: MeasureCache

  public init(scene: Scene, contentSize: ContentSizeCategory, boldText: Bool = false) {
    self.scene = scene
    self.contentSize = contentSize
    self.boldText = boldText
    self.frames = Array(repeating: .zero, count: scene.elements.count)
    self.cache = MeasureCache(range: 0..<scene.elements.count)
  }

  /// A layout that writes into `frames` (a table indexed like `scene.elements`), measuring
  /// with a cache sized to the elements of `range`.
  init(scene: Scene, contentSize: ContentSizeCategory, boldText: Bool, frames: [Frame], range: Range<Int>) {
    self.scene = scene
    self.contentSize = contentSize
    self.boldText = boldText
    self.frames = frames
    self.cache = MeasureCache(range: range)
  }

  /// Lays one screen out into `frames`, a table indexed like `scene.elements` that keeps the
  /// frames of other screens as they are, and returns the screen's problems. Costs the
  /// screen's elements, not the scene's: the frames of the screen's tree are cleared first
  /// (elements the layout does not place stay `.zero`, as in a fresh table) and measurements
  /// are cached in a table the size of the screen. Returns the problems and the number of
  /// elements in the screen's tree.
  public static func layOut(
    screen: Int, of scene: Scene, contentSize: ContentSizeCategory, boldText: Bool, into frames: inout [Frame]
  ) -> (problems: [ElementIndex: [LayoutProblem]], elements: Int) {
    var count = 0
    var low = Int.max
    var high = Int.min
    var stack = [scene.screens[screen].root]
    while let i = stack.popLast() {
      frames[i] = .zero
      count += 1
      low = min(low, i)
      high = max(high, i)
      stack += scene.elements[i].children
    }
    var layout = SceneLayout(scene: scene, contentSize: contentSize, boldText: boldText, frames: frames, range: low..<(high + 1))
    frames = []
    layout.layOut(screen: screen)
    frames = layout.frames
    return (layout.problems, count)
  }

  /// Places an element again in the frame it has, after an edit inside it (a new label),
  /// when its parent stacks it vertically at the full width and its height does not change:
  /// then nothing outside it moves, and the frames of its tree are exactly what a layout of
  /// the whole screen gives. Returns nil (and leaves `frames` alone) when that is not so.
  /// Returns the problems found in its tree, and its tree's elements with their old frames.
  public static func placeAgain(
    _ index: ElementIndex, of scene: Scene, contentSize: ContentSizeCategory, boldText: Bool, into frames: inout [Frame]
  ) -> (problems: [ElementIndex: [LayoutProblem]], old: [(ElementIndex, Frame)])? {
    let e = scene.elements[index]
    guard let g = e.parent, !e.hidden, !scene.elements[g].hidden, e.layout.frame == nil else { return nil }
    let parent = scene.elements[g]
    guard !isHorizontalKind(parent.kind), parent.kind != .zstack, parent.kind != .stepper else { return nil }
    guard ![.alert, .tabBar, .spacer].contains(e.kind), (parent.layout.alignment ?? .fill) == .fill || e.kind.acceptsChildren else { return nil }
    var old: [(ElementIndex, Frame)] = []
    var low = Int.max
    var high = Int.min
    var stack = [index]
    while let i = stack.popLast() {
      old.append((i, frames[i]))
      low = min(low, i)
      high = max(high, i)
      stack += scene.elements[i].children
    }
    let frame = frames[index]
    var layout = SceneLayout(scene: scene, contentSize: contentSize, boldText: boldText, frames: frames, range: low..<(high + 1))
    guard layout.measure(index, width: frame.width).height == frame.height else { return nil }
    frames = []
    for (i, _) in old { layout.frames[i] = .zero }
    // Text running past an ancestor with a fixed height is clipped there.
    var clip: Double?
    for a in scene.ancestors(of: index) where scene.elements[a].layout.height != nil || scene.elements[a].layout.frame != nil {
      clip = min(clip ?? .infinity, layout.frames[a].maxY)
    }
    layout.clipBottom = clip
    layout.place(index, in: frame)
    frames = layout.frames
    return (layout.problems, old)
  }

  /// Lays out one screen's tree; modal kinds (alert, sheet) place themselves over the screen.
  public mutating func layOut(screen: Int) {
    let root = scene.screens[screen].root
    let d = scene.device
    let area = Frame(x: 0, y: d.safeAreaTop, width: d.width, height: d.height - d.safeAreaTop - d.safeAreaBottom)
    let e = scene.elements[root]
    if e.layout.frame == nil, e.kind == .alert {
      // A presented alert is a 270 pt card in the middle of the screen.
      let size = measure(root, width: min(270, d.width))
      place(root, in: Frame(x: (d.width - size.width) / 2, y: (d.height - size.height) / 2, width: size.width, height: size.height))
    } else if e.layout.frame == nil, e.kind == .sheet {
      // A sheet covers the screen below a 10 pt gap under the status bar.
      place(root, in: Frame(x: 0, y: d.safeAreaTop + 10, width: d.width, height: d.height - d.safeAreaTop - 10), isRoot: true)
    } else {
      place(root, in: area, isRoot: true)
    }
  }

  // MARK: Measuring

  func pointSize(_ i: ElementIndex) -> Double {
    let layout = scene.elements[i].layout
    let style = layout.textStyle ?? defaultStyle(scene.elements[i].kind)
    return DynamicType.pointSize(style, layout.fixedTextSize ? .large : contentSize)
  }

  /// The average glyph advance with Bold Text applied.
  var advance: Double { SceneLayout.glyphAdvance * (boldText ? 1.07 : 1) }

  /// How much the element's metrics grow with its `scaledMetrics` text style (1 without).
  func metricScale(_ i: ElementIndex) -> Double {
    guard let style = scene.elements[i].layout.scaledMetrics else { return 1 }
    return DynamicType.pointSize(style, contentSize) / DynamicType.pointSize(style, .large)
  }

  func defaultStyle(_ kind: ElementKind) -> TextStyle {
    switch kind {
    case .header: return .title2
    case .sectionHeader: return .footnote
    case .tab: return .caption2
    default: return .body
    }
  }

  func text(_ i: ElementIndex) -> String? {
    scene.elements[i].visibleText ?? scene.elements[i].label
      ?? (scene.elements[i].kind == .textField || scene.elements[i].kind == .searchField ? scene.elements[i].placeholder : nil)
  }

  /// Size of wrapped text in `width` points.
  func textSize(_ i: ElementIndex, width: Double) -> (width: Double, height: Double) {
    let size = pointSize(i)
    let line = (size * SceneLayout.lineHeight).rounded(.up)
    guard let t = text(i), !t.isEmpty else { return (0, line) }
    let natural = Double(t.utf8.count) * size * advance
    guard width > 1 else { return (natural, line) }
    // A small tolerance, so text measured at exactly its natural width stays on one line.
    var lines = max(1, (natural / width - 1e-6).rounded(.up))
    let maxLines = scene.elements[i].layout.maxLines
    if maxLines > 0 { lines = min(lines, Double(maxLines)) }
    return (min(natural, width), lines * line)
  }

  func defaultPadding(_ kind: ElementKind) -> Insets {
    switch kind {
    case .cell: return Insets(top: 11, leading: 16, bottom: 11, trailing: 16)
    case .alert, .sheet: return Insets(top: 20, leading: 16, bottom: 20, trailing: 16)
    case .navigationBar: return Insets(top: 0, leading: 8, bottom: 0, trailing: 8)
    case .list: return Insets(top: 8, leading: 0, bottom: 8, trailing: 0)
    default: return .zero
    }
  }

  func padding(_ i: ElementIndex) -> Insets {
    let p = scene.elements[i].layout.padding ?? defaultPadding(scene.elements[i].kind)
    let k = metricScale(i)
    return k == 1 ? p : Insets(top: p.top * k, leading: p.leading * k, bottom: p.bottom * k, trailing: p.trailing * k)
  }

  func spacing(_ i: ElementIndex) -> Double {
    if let s = scene.elements[i].layout.spacing { return s * metricScale(i) }
    switch scene.elements[i].kind {
    case .vstack: return 8
    case .hstack, .cell, .navigationBar: return 12
    case .alert, .sheet: return 12
    default: return 0
    }
  }

  /// Kinds that lay their children out in a row.
  public static func isHorizontalKind(_ kind: ElementKind) -> Bool {
    switch kind {
    case .hstack, .cell, .navigationBar, .tabBar, .segmented: return true
    default: return false
    }
  }

  /// Whether the element lays out its children in a row at this size and width: adaptive
  /// rows turn vertical at the accessibility sizes, or when their children do not fit.
  func isHorizontal(_ i: ElementIndex, inner: Double) -> Bool {
    guard SceneLayout.isHorizontalKind(scene.elements[i].kind) else { return false }
    switch scene.elements[i].layout.adaptive {
    case .never: return true
    case .accessibilitySizes: return !contentSize.isAccessibilitySize
    case .fits:
      let visible = scene.elements[i].children.filter { !scene.elements[$0].hidden }
      let gap = spacing(i) * Double(max(0, visible.count - 1))
      let natural = visible.reduce(0.0) { $0 + measureUncached($1, width: 1_000_000).width }
      return natural + gap <= inner + 0.5
    }
  }

  /// The natural size of an element offered `width` points.
  func measure(_ index: ElementIndex, width: Double) -> (width: Double, height: Double) {
    let slot = index - cache.base
    guard slot >= 0, slot < cache.count else { return measureUncached(index, width: width) }
    let known = cache.entries[slot]
    if known.offered == width { return known.size }
    if known.offeredBefore == width { return known.sizeBefore }
    let size = measureUncached(index, width: width)
    cache.entries[slot] = MeasureCache.Entry(offered: width, size: size, offeredBefore: known.offered, sizeBefore: known.size)
    return size
  }

  func measureUncached(_ index: ElementIndex, width: Double) -> (width: Double, height: Double) {
    if scene.elements[index].hidden { return (0, 0) }
    let layout = scene.elements[index].layout
    if let f = layout.frame { return (f.width, f.height) }
    var size = intrinsic(index, width: width)
    let k = metricScale(index)
    if let w = layout.width { size.width = w * k }
    if let h = layout.height { size.height = h * k }
    if let w = layout.minWidth { size.width = max(size.width, w * k) }
    if let h = layout.minHeight { size.height = max(size.height, h * k) }
    return size
  }

  func intrinsic(_ index: ElementIndex, width: Double) -> (width: Double, height: Double) {
    let pad = padding(index)
    let inner = max(0, width - pad.leading - pad.trailing)
    let kind = scene.elements[index].kind
    switch kind {
    case .spacer: return (0, 0)
    case .image:
      let side = 24 * metricScale(index)
      return scene.elements[index].layout.frame.map { ($0.width, $0.height) } ?? (side, side)
    case .toggle, .slider, .stepper, .textField, .secureField, .searchField:
      let t = textSize(index, width: max(0, inner - 70))
      return (width, max(SceneLayout.controlHeight, t.height + 12))
    case .textArea:
      return (width, max(88, textSize(index, width: inner).height + 16))
    case .pageControl: return (width, 26)
    case .segment, .tab:
      let t = textSize(index, width: inner)
      return (t.width + 16, max(kind == .tab ? 49 : 32, t.height + 8))
    case .button, .backButton, .link:
      // Icon-only buttons (a symbol and no visible title) get the 44 pt minimum target.
      let title = text(index)
      if title == nil || title == "" || (scene.elements[index].symbol != nil && scene.elements[index].visibleText == nil) { return (44, 44) }
      let t = textSize(index, width: max(0, inner - 16))
      return (min(width, t.width + 16 + pad.leading + pad.trailing), max(SceneLayout.controlHeight, t.height + 8))
    case .text, .header, .sectionHeader, .element:
      if !scene.elements[index].children.isEmpty { return stackSize(index, width: width) }
      let t = textSize(index, width: inner)
      let minimum = kind == .sectionHeader ? 28.0 : 0
      return (t.width + pad.leading + pad.trailing, max(minimum, t.height + pad.top + pad.bottom))
    case .navigationBar:
      let s = stackSize(index, width: width)
      return (width, max(44, s.height))
    case .tabBar: return (width, 49)
    case .alert: return (min(270, width), stackSize(index, width: min(270, width)).height)
    default:
      return stackSize(index, width: width)
    }
  }

  /// An element's children that are not hidden: the children array itself (no copy) when
  /// none is.
  func visibleChildren(_ index: ElementIndex) -> [ElementIndex] {
    let children = scene.elements[index].children
    for c in children where scene.elements[c].hidden { return children.filter { !scene.elements[$0].hidden } }
    return children
  }

  /// Size of a stack's children with spacing and padding.
  func stackSize(_ index: ElementIndex, width: Double) -> (width: Double, height: Double) {
    let pad = padding(index)
    let inner = max(0, width - pad.leading - pad.trailing)
    let visible = visibleChildren(index)
    let gap = spacing(index) * Double(max(0, visible.count - 1))
    var height = 0.0
    let kind = scene.elements[index].kind
    if isHorizontal(index, inner: inner) {
      for (_, size) in horizontalSizes(index, visible, inner: inner) { height = max(height, size.height) }
    } else if kind == .zstack {
      for c in visible { height = max(height, measure(c, width: inner).height) }
    } else {
      for c in visible { height += measure(c, width: inner).height }
      height += gap
    }
    if kind == .cell { height = max(height, SceneLayout.controlHeight - pad.top - pad.bottom) }
    return (width, height + pad.top + pad.bottom)
  }

  /// Widths for the children of a horizontal stack: natural widths, shrinking text to fit,
  /// leftover space to spacers (or shared equally in tab bars and segmented controls).
  func horizontalSizes(_ index: ElementIndex, _ children: [ElementIndex], inner: Double) -> [(ElementIndex, (width: Double, height: Double))] {
    if children.isEmpty { return [] }
    let gap = spacing(index) * Double(children.count - 1)
    let available = max(0, inner - gap)
    let kind = scene.elements[index].kind
    if kind == .tabBar || kind == .segmented {
      let w = available / Double(children.count)
      return children.map { ($0, (w, measure($0, width: w).height)) }
    }
    // Containers want the whole row; leaves want their natural width.
    let natural = children.map { c in
      scene.elements[c].kind.acceptsChildren && scene.elements[c].layout.width == nil
        ? available : measure(c, width: available).width
    }
    let total = natural.reduce(0, +)
    var widths = natural
    if total > available {
      // Shrink the flexible children (text and containers) in proportion; controls keep their size.
      let flexible = children.indices.filter {
        let k = scene.elements[children[$0]].kind
        return (k.showsText || k.acceptsChildren) && scene.elements[children[$0]].layout.width == nil
      }
      let fixed = children.indices.filter { !flexible.contains($0) }.reduce(0.0) { $0 + natural[$1] }
      let flexTotal = flexible.reduce(0.0) { $0 + natural[$1] }
      let room = max(0, available - fixed)
      for i in flexible where flexTotal > 0 { widths[i] = natural[i] / flexTotal * room }
    } else {
      let spacers = children.indices.filter { scene.elements[children[$0]].kind == .spacer }
      let extra = available - total
      if !spacers.isEmpty {
        for i in spacers { widths[i] = extra / Double(spacers.count) }
      } else if kind != .navigationBar, let last = children.indices.last(where: { [.text, .header].contains(scene.elements[children[$0]].kind) && scene.elements[children[$0]].children.isEmpty }) {
        // The last text child takes the rest of the row, as a label in a table cell does.
        widths[last] += extra
      }
    }
    return children.indices.map { i in (children[i], (widths[i], measure(children[i], width: widths[i]).height)) }
  }

  // MARK: Placing

  mutating func place(_ index: ElementIndex, in area: Frame, isRoot: Bool = false) {
    if scene.elements[index].hidden { frames[index] = Frame(x: area.x, y: area.y, width: 0, height: 0); return }
    let layout = scene.elements[index].layout
    let kind = scene.elements[index].kind
    let children = scene.elements[index].children
    var frame = area
    if let f = layout.frame { frame = f }
    frames[index] = frame
    guard !children.isEmpty else {
      noteProblems(index, frame)
      return
    }
    let savedClip = clipBottom
    defer { clipBottom = savedClip }
    if layout.height != nil || layout.frame != nil {
      clipBottom = min(clipBottom ?? .infinity, frame.maxY)
    }
    let pad = padding(index)
    let inner = Frame(x: frame.x + pad.leading, y: frame.y + pad.top, width: max(0, frame.width - pad.leading - pad.trailing), height: max(0, frame.height - pad.top - pad.bottom))
    if kind == .stepper {
      // A UIKit stepper's buttons: UIStepper is 94 × 32 pt at the trailing edge, − then +.
      let w = 47.0, h = min(32, inner.height)
      let right = scene.device.isRightToLeft ? inner.x + 2 * w : inner.maxX
      for (i, c) in children.prefix(2).enumerated() {
        placeChild(c, Frame(x: right - Double(2 - i) * w, y: inner.y + (inner.height - h) / 2, width: w, height: h))
      }
      return
    }
    let visible = visibleChildren(index)
    if visible.count != children.count {
      for c in children where scene.elements[c].hidden { frames[c] = Frame(x: inner.x, y: inner.y, width: 0, height: 0); hideSubtree(c) }
    }
    let rtl = scene.device.isRightToLeft
    let gap = spacing(index)
    if isHorizontal(index, inner: inner.width) {
      var x = rtl ? inner.maxX : inner.x
      let sizes = horizontalSizes(index, visible, inner: inner.width)
      let title = kind == .navigationBar ? visible.first { scene.elements[$0].kind == .header } : nil
      for (c, size) in sizes {
        let w = size.width
        // Bars give every item the bar's height, so their items share one row.
        let align = layout.alignment ?? .center
        let fillsHeight = kind == .navigationBar || kind == .tabBar || kind == .segmented || align == .fill
        let h = fillsHeight ? inner.height : size.height
        let y: Double
        switch align {
        case _ where fillsHeight: y = inner.y
        case .leading: y = inner.y
        case .trailing: y = inner.y + max(0, inner.height - size.height)
        default: y = inner.y + max(0, (inner.height - size.height) / 2)
        }
        var cx = rtl ? x - w : x
        if c == title {
          cx = frame.x + (frame.width - w) / 2
        }
        if kind == .navigationBar, c != title, let t = title, let ti = visible.firstIndex(of: t), let ci = visible.firstIndex(of: c), ci > ti {
          // Items after the title sit at the trailing edge.
          let remaining = sizes.filter { (visible.firstIndex(of: $0.0) ?? 0) > ci }.reduce(0.0) { $0 + $1.1.width + gap }
          cx = rtl ? inner.x + remaining : inner.maxX - remaining - w
        }
        placeChild(c, Frame(x: cx, y: y, width: w, height: h))
        x += rtl ? -(w + gap) : (w + gap)
      }
    } else if kind == .zstack {
      for c in visible {
        let s = measure(c, width: inner.width)
        placeChild(c, Frame(x: inner.x, y: inner.y, width: s.width, height: s.height))
      }
    } else {
      var y = inner.y
      let sizes = visible.map { ($0, measure($0, width: inner.width)) }
      let used = sizes.reduce(0.0) { $0 + $1.1.height } + gap * Double(max(0, visible.count - 1))
      let spacers = sizes.filter { scene.elements[$0.0].kind == .spacer }.count
      let slack = max(0, inner.height - used)
      for (c, size) in sizes {
        let childKind = scene.elements[c].kind
        var h = size.height
        if childKind == .spacer, spacers > 0 { h = slack / Double(spacers) }
        if isRoot, childKind == .tabBar, spacers == 0 {
          // A screen's tab bar sits on the bottom edge.
          y = max(y, inner.maxY - h)
        }
        let slot = verticalSlot(c, in: index, inner: inner, y: y, size: (size.width, h))
        if childKind == .alert {
          // Alerts float in the middle of the screen.
          let d = scene.device
          placeChild(c, Frame(x: (d.width - slot.width) / 2, y: (d.height - h) / 2, width: slot.width, height: h))
          continue
        }
        placeChild(c, slot)
        y += h + gap
      }
    }
  }

  /// The frame a vertical stack gives a child of `size` at `y`: the stack's width for
  /// containers and when it fills, else the child's width aligned in the stack.
  func verticalSlot(_ c: ElementIndex, in stack: ElementIndex, inner: Frame, y: Double, size: (width: Double, height: Double)) -> Frame {
    var w = size.width
    var x = inner.x
    let align = scene.elements[stack].layout.alignment ?? .fill
    let rtl = scene.device.isRightToLeft
    if align == .fill || scene.elements[c].kind.acceptsChildren { w = inner.width } else {
      w = min(w, inner.width)
      switch align {
      case .leading: x = rtl ? inner.maxX - w : inner.x
      case .trailing: x = rtl ? inner.x : inner.maxX - w
      case .center: x = inner.x + (inner.width - w) / 2
      case .fill: break
      }
    }
    return Frame(x: x, y: y, width: w, height: size.height)
  }

  /// Records what goes wrong with a leaf at this size: cut text, a fixed font size, an edge
  /// overrun.
  mutating func noteProblems(_ index: ElementIndex, _ frame: Frame) {
    var found: [LayoutProblem] = []
    let kind = scene.elements[index].kind
    if kind.showsText, let t = text(index), !t.isEmpty {
      let layout = scene.elements[index].layout
      if layout.fixedTextSize { found.append(.fixedFontSize) }
      let size = pointSize(index)
      let line = (size * SceneLayout.lineHeight).rounded(.up)
      let box = textBox(index, frameWidth: frame.width)
      let natural = Double(t.utf8.count) * size * advance
      let needs = box > 1 ? Int(max(1, (natural / box - 1e-6).rounded(.up))) : 1
      var has = Int.max
      var limit = LayoutProblem.Limit.lineLimit
      if layout.maxLines > 0 { has = layout.maxLines }
      var overflow: Double?
      // A frame measured on a running app (an imported scene) held its text there; the
      // estimate of the text's width is no better than the measurement.
      let measured = layout.frame != nil && scene.importedFrom != nil
      if layout.height != nil || layout.frame != nil, !measured {
        let pad = padding(index)
        let room = Int(max(0, ((frame.height - pad.top - pad.bottom - textInsets(kind)) / line + 1e-6).rounded(.down)))
        if room < has {
          if kind.drawsTitlePastItsFrame {
            // A button's title is not clipped: it runs past the frame instead.
            if needs > room { overflow = Double(needs) * line + pad.top + pad.bottom + textInsets(kind) }
          } else {
            has = max(room, 0)
            limit = .fixedFrame
          }
        }
      }
      if let overflow { found.append(.overflows(needs: overflow, frameHeight: frame.height)) }
      if let clip = clipBottom, frame.maxY > clip + 0.5, !measured {
        let pad = padding(index)
        let room = Int(max(0, ((clip - frame.y - pad.top - textInsets(kind)) / line + 1e-6).rounded(.down)))
        if room < has {
          has = room
          limit = .container
        }
      }
      if needs > has { found.append(.truncated(needs: needs, has: has, limit: limit)) }
    }
    let width = scene.device.width
    if frame.width > 0, frame.maxX > width + 0.5 {
      found.append(.offScreen(overflow: frame.maxX - width))
    } else if frame.width > 0, frame.x < -0.5 {
      found.append(.offScreen(overflow: -frame.x))
    }
    if found.isEmpty { problems[index] = nil } else { problems[index] = found }
  }

  /// The width text gets inside an element of `frameWidth` (controls keep room for their
  /// parts), as `intrinsic` measures it.
  func textBox(_ i: ElementIndex, frameWidth: Double) -> Double {
    let pad = padding(i)
    let inner = max(0, frameWidth - pad.leading - pad.trailing)
    switch scene.elements[i].kind {
    case .toggle, .slider, .stepper, .textField, .secureField, .searchField: return max(0, inner - 70)
    case .button, .backButton, .link: return max(0, inner - 16)
    default: return inner
    }
  }

  /// Vertical room a control keeps around its text.
  func textInsets(_ kind: ElementKind) -> Double {
    switch kind {
    case .button, .backButton, .link, .segment, .tab: return 8
    case .toggle, .slider, .stepper, .textField, .secureField, .searchField: return 12
    case .textArea: return 16
    default: return 0
    }
  }

  mutating func placeChild(_ c: ElementIndex, _ f: Frame) {
    if let explicit = scene.elements[c].layout.frame {
      place(c, in: explicit)
    } else {
      place(c, in: f)
    }
  }

  mutating func hideSubtree(_ index: ElementIndex) {
    for c in scene.elements[index].children {
      frames[c] = Frame(x: frames[index].x, y: frames[index].y, width: 0, height: 0)
      hideSubtree(c)
    }
  }
}

/// The last two measurements of each element (offered width → size); reference type so the
/// non-mutating measuring functions can fill it. Two, because a row measures a child at the
/// row's width and then at the width it gets, and does both again when it is placed.
///
/// The entries are plain memory the cache owns, not an array property: every measurement
/// reads and writes them, and an array in a class pays a dynamic exclusivity check each time.
final class MeasureCache: @unchecked Sendable {
  struct Entry {
    var offered: Double
    var size: (width: Double, height: Double)
    var offeredBefore: Double
    var sizeBefore: (width: Double, height: Double)
  }
  /// The element index of the first slot: the cache covers the elements of one screen.
  let base: Int
  let count: Int
  let entries: UnsafeMutablePointer<Entry>
  init(range: Range<Int>) {
    base = range.lowerBound
    count = range.count
    entries = .allocate(capacity: max(1, range.count))
    entries.initialize(repeating: Entry(offered: -1, size: (0, 0), offeredBefore: -1, sizeBefore: (0, 0)), count: max(1, range.count))
  }
  deinit { entries.deallocate() }
}
