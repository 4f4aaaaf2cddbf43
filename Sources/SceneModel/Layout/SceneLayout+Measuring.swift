/// The measuring and placing of one layout pass (a whole screen, or the part an edit
/// changes), over the scene's elements read in place and the layout's tables written in
/// place. Places in each parent's own coordinates: a child's frame is relative to its
/// parent's origin, so the same numbers come out wherever the parent is.
struct LayoutPass {
  let elements: UnsafeBufferPointer<Element>
  let device: Device
  let contentSize: ContentSizeCategory
  let boldText: Bool
  let base: Int
  let memo: UnsafeMutableBufferPointer<MeasureEntry>
  let rel: UnsafeMutableBufferPointer<Frame>
  let flags: UnsafeMutableBufferPointer<UInt8>
  /// One past the last element of each element's tree (depth-first screens; else empty).
  let ends: [Int32]
  /// The elements placed in screen points whatever their parent does, ascending.
  let floating: [ElementIndex]
  /// Whether long stacks keep their offsets in a tree (depth-first screens only).
  let treesForLongStacks: Bool
  /// Whether the scene was imported from a running app (`importedFrom`): its explicit frames
  /// were measured there, with the text they held.
  let framesMeasured: Bool
  var stacks: [ElementIndex: StackOffsets]
  var problems: [ElementIndex: [LayoutProblem]]
  /// The bottom, in screen points, of the nearest ancestor with a fixed height or frame,
  /// while placing inside it: text running past it is clipped.
  var clipBottom: Double?
  /// Elements placed (a measure of work for tests).
  var placed = 0
  /// The edit being settled at the level being placed (`SceneLayout.relayOut`), and what it
  /// changed so far.
  var settling: Settling?
  var change = LayoutChange()
  /// A first look at a new size: long stacks lay out only the children around its anchor.
  var firstLook: FirstLook?
  /// Children of long stacks a first look left out so far.
  var deferred = 0

  var advance: Double { SceneLayout.glyphAdvance * (boldText ? 1.07 : 1) }

  // MARK: Measuring

  func pointSize(_ i: ElementIndex, _ layout: LayoutSpec) -> Double {
    let style = layout.textStyle ?? defaultStyle(elements[i].kind)
    return DynamicType.pointSize(style, layout.fixedTextSize ? .large : contentSize)
  }

  /// How much the element's metrics grow with its `scaledMetrics` text style (1 without).
  func metricScale(_ layout: LayoutSpec) -> Double {
    guard let style = layout.scaledMetrics else { return 1 }
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

  /// The length of the text an element shows, in UTF-8 bytes (nil: none).
  func textLength(_ i: ElementIndex) -> Int? {
    if let t = elements[i].visibleText { return t.utf8.count }
    if let t = elements[i].label { return t.utf8.count }
    let kind = elements[i].kind
    if kind == .textField || kind == .searchField, let t = elements[i].placeholder { return t.utf8.count }
    return nil
  }

  /// Size of wrapped text in `width` points.
  func textSize(_ i: ElementIndex, _ layout: LayoutSpec, width: Double) -> (width: Double, height: Double) {
    let size = pointSize(i, layout)
    let line = (size * SceneLayout.lineHeight).rounded(.up)
    guard let length = textLength(i), length > 0 else { return (0, line) }
    let natural = Double(length) * size * advance
    guard width > 1 else { return (natural, line) }
    // A small tolerance, so text measured at exactly its natural width stays on one line.
    var lines = Swift.max(1, (natural / width - 1e-6).rounded(.up))
    if layout.maxLines > 0 { lines = Swift.min(lines, Double(layout.maxLines)) }
    return (Swift.min(natural, width), lines * line)
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

  func padding(_ i: ElementIndex, _ layout: LayoutSpec) -> Insets {
    let p = layout.padding ?? defaultPadding(elements[i].kind)
    let k = metricScale(layout)
    if k == 1, p == .zero { return p }
    return Insets(
      top: SceneLayout.grid(p.top * k), leading: p.leading * k, bottom: SceneLayout.grid(p.bottom * k), trailing: p.trailing * k)
  }

  func spacing(_ i: ElementIndex, _ layout: LayoutSpec) -> Double {
    if let s = layout.spacing { return SceneLayout.grid(s * metricScale(layout)) }
    switch elements[i].kind {
    case .vstack: return 8
    case .hstack, .cell, .navigationBar: return 12
    case .alert, .sheet: return 12
    default: return 0
    }
  }

  /// Whether the element lays out its children in a row at this size and width: adaptive
  /// rows turn vertical at the accessibility sizes, or when their children do not fit.
  func isHorizontal(_ i: ElementIndex, _ layout: LayoutSpec, inner: Double) -> Bool {
    guard SceneLayout.isHorizontalKind(elements[i].kind) else { return false }
    switch layout.adaptive {
    case .never: return true
    case .accessibilitySizes: return !contentSize.isAccessibilitySize
    case .fits:
      var visible = 0
      var natural = 0.0
      for c in elements[i].children where !elements[c].hidden {
        visible += 1
        natural += measureUncached(c, width: 1_000_000).width
      }
      let gap = spacing(i, layout) * Double(Swift.max(0, visible - 1))
      return natural + gap <= inner + 0.5
    }
  }

  /// Whether a vertical stack keeps its children's offsets in a tree (`StackOffsets`): a long
  /// one, with no child that takes the slack (a spacer), sits on the bottom edge (a tab bar)
  /// or floats (an alert). Reads only what no edit changes.
  func isLongStack(_ i: ElementIndex) -> Bool {
    guard treesForLongStacks else { return false }
    // A stack that keeps offsets was found long when placed, and nothing an edit changes
    // makes it otherwise: no walk over its children on the way of every edit.
    if stacks[i] != nil { return true }
    let e = elements[i]
    guard e.children.count >= SceneLayout.longStack, !SceneLayout.isHorizontalKind(e.kind), e.kind != .zstack, e.kind != .stepper else { return false }
    for c in e.children {
      let k = elements[c].kind
      if k == .spacer || k == .tabBar || k == .alert { return false }
    }
    return true
  }

  /// The natural size of an element offered `width` points.
  func measure(_ index: ElementIndex, width: Double) -> (width: Double, height: Double) {
    let slot = index - base
    guard slot >= 0, slot < memo.count else { return measureUncached(index, width: width) }
    let known = memo[slot]
    if known.offered == width { return (known.width, known.height) }
    if known.offeredBefore == width { return (known.widthBefore, known.heightBefore) }
    let size = measureUncached(index, width: width)
    memo[slot] = MeasureEntry(
      offered: width, width: size.width, height: size.height, offeredBefore: known.offered, widthBefore: known.width,
      heightBefore: known.height)
    return size
  }

  func measureUncached(_ index: ElementIndex, width: Double) -> (width: Double, height: Double) {
    if elements[index].hidden { return (0, 0) }
    let layout = elements[index].layout
    if let f = layout.frame { return (f.width, SceneLayout.grid(f.height)) }
    var size = intrinsic(index, layout, width: width)
    let k = metricScale(layout)
    if let w = layout.width { size.width = w * k }
    if let h = layout.height { size.height = h * k }
    if let w = layout.minWidth { size.width = Swift.max(size.width, w * k) }
    if let h = layout.minHeight { size.height = Swift.max(size.height, h * k) }
    size.height = SceneLayout.grid(size.height)
    return size
  }

  func intrinsic(_ index: ElementIndex, _ layout: LayoutSpec, width: Double) -> (width: Double, height: Double) {
    let pad = padding(index, layout)
    let inner = Swift.max(0, width - pad.leading - pad.trailing)
    let kind = elements[index].kind
    switch kind {
    case .spacer: return (0, 0)
    case .image:
      let side = 24 * metricScale(layout)
      return layout.frame.map { ($0.width, $0.height) } ?? (side, side)
    case .toggle, .slider, .stepper, .textField, .secureField, .searchField:
      let t = textSize(index, layout, width: Swift.max(0, inner - 70))
      return (width, Swift.max(SceneLayout.controlHeight, t.height + 12))
    case .textArea:
      return (width, Swift.max(88, textSize(index, layout, width: inner).height + 16))
    case .pageControl: return (width, 26)
    case .segment, .tab:
      let t = textSize(index, layout, width: inner)
      return (t.width + 16, Swift.max(kind == .tab ? 49 : 32, t.height + 8))
    case .button, .backButton, .link:
      // Icon-only buttons (a symbol and no visible title) get the 44 pt minimum target.
      let length = textLength(index)
      if length == nil || length == 0 || (elements[index].symbol != nil && elements[index].visibleText == nil) { return (44, 44) }
      let t = textSize(index, layout, width: Swift.max(0, inner - 16))
      return (Swift.min(width, t.width + 16 + pad.leading + pad.trailing), Swift.max(SceneLayout.controlHeight, t.height + 8))
    case .text, .header, .sectionHeader, .element:
      if !elements[index].children.isEmpty { return stackSize(index, layout, width: width) }
      let t = textSize(index, layout, width: inner)
      let minimum = kind == .sectionHeader ? 28.0 : 0
      return (t.width + pad.leading + pad.trailing, Swift.max(minimum, t.height + pad.top + pad.bottom))
    case .navigationBar:
      let s = stackSize(index, layout, width: width)
      return (width, Swift.max(44, s.height))
    case .tabBar: return (width, 49)
    case .alert: return (Swift.min(270, width), stackSize(index, layout, width: Swift.min(270, width)).height)
    default:
      return stackSize(index, layout, width: width)
    }
  }

  /// An element's children that are not hidden: the children array itself (no copy) when
  /// none is.
  func visibleChildren(_ index: ElementIndex) -> [ElementIndex] {
    let children = elements[index].children
    for c in children where elements[c].hidden { return children.filter { !elements[$0].hidden } }
    return children
  }

  /// What a child of a vertical stack moves the next one down by: its height and the gap,
  /// nothing when hidden.
  func stackAdvances(_ index: ElementIndex, inner: Double, gap: Double) -> [Double] {
    if let look = firstLook { return firstLookAdvances(index, inner: inner, gap: gap, look: look).advances }
    return elements[index].children.map { c in elements[c].hidden ? 0 : measure(c, width: inner).height + gap }
  }

  /// Size of a stack's children with spacing and padding.
  func stackSize(_ index: ElementIndex, _ layout: LayoutSpec, width: Double) -> (width: Double, height: Double) {
    let pad = padding(index, layout)
    let inner = Swift.max(0, width - pad.leading - pad.trailing)
    var height = 0.0
    let kind = elements[index].kind
    if isHorizontal(index, layout, inner: inner) {
      withHorizontalSizes(index, layout, inner: inner) { sizes in
        for size in sizes { height = Swift.max(height, size.height) }
      }
    } else if kind == .zstack {
      for c in visibleChildren(index) { height = Swift.max(height, measure(c, width: inner).height) }
    } else if isLongStack(index) {
      // Summed as the stack's offsets sum them, so a stack changed in place measures the
      // same; at the width it was placed at, its offsets know the sum already.
      if let kept = stacks[index], kept.width == inner {
        height = kept.contentHeight
      } else {
        let gap = spacing(index, layout)
        let advances = stackAdvances(index, inner: inner, gap: gap)
        height = StackOffsets.total(of: advances)
        if elements[index].children.contains(where: { !elements[$0].hidden }) { height -= gap }
      }
    } else {
      let visible = visibleChildren(index)
      let gap = spacing(index, layout) * Double(Swift.max(0, visible.count - 1))
      for c in visible { height += measure(c, width: inner).height }
      height += gap
    }
    if kind == .cell { height = Swift.max(height, SceneLayout.controlHeight - pad.top - pad.bottom) }
    return (width, height + pad.top + pad.bottom)
  }

  /// A child of a horizontal stack and the size the row gives it (`horizontalSizes`).
  struct RowChild {
    var element: ElementIndex
    var width: Double
    var height: Double
  }

  /// The row's children sized (`horizontalSizes`) in a scratch buffer that lives for `body`
  /// only (on the stack for a row of a few children): no allocation per row.
  func withHorizontalSizes<R>(_ index: ElementIndex, _ layout: LayoutSpec, inner: Double, _ body: (UnsafeMutableBufferPointer<RowChild>) throws -> R) rethrows -> R {
    try withUnsafeTemporaryAllocation(of: RowChild.self, capacity: Swift.max(1, elements[index].children.count)) { buffer in
      let n = horizontalSizes(index, layout, inner: inner, into: buffer)
      return try body(UnsafeMutableBufferPointer(rebasing: buffer[..<n]))
    }
  }

  /// Widths for the visible children of a horizontal stack, written to `out` in order
  /// (returns how many): natural widths, shrinking text to fit, leftover space to spacers (or
  /// shared equally in tab bars and segmented controls). `out` holds a slot per child.
  func horizontalSizes(_ index: ElementIndex, _ layout: LayoutSpec, inner: Double, into out: UnsafeMutableBufferPointer<RowChild>) -> Int {
    var n = 0
    for c in elements[index].children where !elements[c].hidden {
      out[n] = RowChild(element: c, width: 0, height: 0)
      n += 1
    }
    if n == 0 { return 0 }
    let gap = spacing(index, layout) * Double(n - 1)
    let available = Swift.max(0, inner - gap)
    let kind = elements[index].kind
    if kind == .tabBar || kind == .segmented {
      let w = available / Double(n)
      for i in 0..<n {
        out[i].width = w
        out[i].height = measure(out[i].element, width: w).height
      }
      return n
    }
    // Containers want the whole row; leaves want their natural width. The natural width is
    // kept in `height` until the heights are measured at the widths given.
    var total = 0.0
    for i in 0..<n {
      let c = out[i].element
      let natural = elements[c].kind.acceptsChildren && elements[c].layout.width == nil ? available : measure(c, width: available).width
      out[i].width = natural
      out[i].height = natural
      total += natural
    }
    if total > available {
      // Shrink the flexible children (text and containers) in proportion; controls keep their size.
      func flexible(_ c: ElementIndex) -> Bool {
        let k = elements[c].kind
        return (k.showsText || k.acceptsChildren) && elements[c].layout.width == nil
      }
      var fixed = 0.0
      var flexTotal = 0.0
      for i in 0..<n where !flexible(out[i].element) { fixed += out[i].height }
      for i in 0..<n where flexible(out[i].element) { flexTotal += out[i].height }
      let room = Swift.max(0, available - fixed)
      if flexTotal > 0 {
        for i in 0..<n where flexible(out[i].element) { out[i].width = out[i].height / flexTotal * room }
      }
    } else {
      var spacers = 0
      for i in 0..<n where elements[out[i].element].kind == .spacer { spacers += 1 }
      let extra = available - total
      if spacers > 0 {
        for i in 0..<n where elements[out[i].element].kind == .spacer { out[i].width = extra / Double(spacers) }
      } else if kind != .navigationBar {
        // The last text child takes the rest of the row, as a label in a table cell does.
        var i = n - 1
        while i >= 0 {
          let c = out[i].element
          let k = elements[c].kind
          if (k == .text || k == .header) && elements[c].children.isEmpty {
            out[i].width += extra
            break
          }
          i -= 1
        }
      }
    }
    for i in 0..<n { out[i].height = measure(out[i].element, width: out[i].width).height }
    return n
  }
}

extension SceneLayout {
  /// A length down the screen on the layout's grid of 1/1024 pt: every height, top padding,
  /// spacing and vertical offset is one, so tops are sums of such numbers, which are exact,
  /// and a tree moved down by a length moves every top in it by exactly that length
  /// (the reading order compares tops: it must see the same differences afterwards).
  @inline(__always)
  static func grid(_ v: Double) -> Double {
    let scaled = v * 1024
    guard scaled.isFinite, abs(scaled) < 1e15 else { return v }
    return scaled.rounded() / 1024
  }

  /// Kinds that lay their children out in a row.
  public static func isHorizontalKind(_ kind: ElementKind) -> Bool {
    switch kind {
    case .hstack, .cell, .navigationBar, .tabBar, .segmented: return true
    default: return false
    }
  }
}
