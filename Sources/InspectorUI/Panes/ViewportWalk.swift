import AssistiveTechnologies
import SceneModel
import Synchronization

/// The drawable elements in a band of the screen, found by walking the visible screens'
/// layouts from their roots and taking from each long vertical stack only the children
/// near the band, through the stack's offsets (`StackOffsets.child(at:)`).
///
/// It answers what `SpatialIndex`'s tables answer (the same positions, the same `maxY`)
/// without a table over every frame: after an edit in a 100,000-row list, the rows below
/// it move, and a table of where everything is would have to be made again from every
/// frame. Here a new tree costs the elements outside long stacks (`outside`, a few dozen
/// on a list screen) and the children the edit touched (`StackMargins`), and a query the
/// same few dozen and the rows in view. A screen with most of its elements outside long
/// stacks (more than `maxOutside`), one not in depth-first order, or one placed far away
/// keeps the tables.
struct ViewportWalk: Sendable {
  /// One visible screen: its index and where its elements start in the drawing order.
  struct Layer: Sendable {
    var screen: Int
    var start: Int
  }

  let layers: [Layer]
  /// Each long stack's margins, by stack element.
  let margins: [ElementIndex: StackMargins]
  /// The bottom of the lowest drawn element that is not hidden (`SpatialIndex.maxY`).
  let maxY: Double

  /// More elements outside long stacks than this, and the tables are cheaper per frame.
  static let maxOutside = 4_096
  /// Stacks reaching further than this from the origin keep the tables (which treat frames
  /// past ±10¹¹ pt apart).
  static let farPoints = 1e10
  /// The long stacks' margins the walk reads, kept per child: a child holding an element
  /// that may span `SpatialIndex.maxSpan` buckets (which every query includes) is looked at
  /// always.
  static let keptMargins = KeptPerStack<StackMargins>()
  static let tallElement = Double(SpatialIndex.maxSpan - 2) * SpatialIndex.bucketHeight

  /// The walk for the runtime's visible screens, or nil where the tables serve better.
  static func make(_ runtime: SceneRuntime, drawing: DrawingOrder) -> ViewportWalk? {
    let scene = runtime.scene
    let screens = runtime.visibleScreens
    guard drawing.layerStarts.count == screens.count + 1 else { return nil }
    var layers: [Layer] = []
    var layouts: [SceneLayout] = []
    var margins: [ElementIndex: StackMargins] = [:]
    var anyStack = false
    for (k, s) in screens.enumerated() {
      guard scene.screens.indices.contains(s), let layout = runtime.layout(ofScreen: s), layout.preorder else { return nil }
      let start = drawing.layerStarts[k]
      // Positions follow element indices only when the drawing order walks the same tree.
      guard drawing.layerStarts[k + 1] - start == layout.elementCount, start < drawing.count,
        Int(drawing.elements[start]) == layout.root
      else { return nil }
      let stacks = layout.longStacks
      if !stacks.isEmpty {
        anyStack = true
        for (e, m) in keptMargins.figures(runtime, screen: s, layout: layout, stacks: stacks, context: tallElement) { margins[e] = m }
      }
      layers.append(Layer(screen: s, start: start))
      layouts.append(layout)
    }
    guard anyStack else { return nil }
    var walk = ViewportWalk(layers: layers, margins: margins, maxY: 0)
    guard let bottom = scene.elements.withUnsafeBufferPointer({ walk.bottom(layouts, drawing: drawing, elements: $0) }) else { return nil }
    walk = ViewportWalk(layers: layers, margins: margins, maxY: bottom)
    return walk
  }

  /// Whether the element at `f` is drawn (as `SpatialIndex` counts it).
  @inline(__always)
  static func isDrawn(_ f: Frame) -> Bool { !f.isEmpty || !f.x.isFinite || !f.y.isFinite }

  /// The bottom of the lowest drawn element that is not hidden: every element outside long
  /// stacks, and in each stack the children that can reach lowest. Nil when the screen does
  /// not suit the walk (too many elements outside stacks, a stack with negative spacing or
  /// placed far away).
  func bottom(_ layouts: [SceneLayout], drawing: DrawingOrder, elements: UnsafeBufferPointer<Element>) -> Double? {
    var bottom = 0.0
    var outside = 0
    func consider(_ f: Frame) {
      guard Self.isDrawn(f), SpatialIndex.buckets(of: f).finite else { return }
      bottom = Swift.max(bottom, f.maxY)
    }
    for layout in layouts {
      var stack: [(ElementIndex, Double, Double)] = []
      Self.push([layout.root], parent: (0, 0), layout: layout, elements: elements, onto: &stack)
      while let (e, x, y) = stack.popLast() {
        if elements[e].hidden { continue }
        outside += 1
        if outside > Self.maxOutside { return nil }
        let size = layout.size(of: e)
        consider(Frame(x: x, y: y, width: size.width, height: size.height))
        if let offsets = layout.stackOffsets(of: e) {
          let m = margins[e] ?? StackMargins()
          let base = y + offsets.top
          guard offsets.gap >= 0, abs(base) < Self.farPoints, abs(base + offsets.total) < Self.farPoints else { return nil }
          // The children that can reach lowest: from the end back, wider until the rest
          // cannot pass what was found.
          let children = elements[e].children
          var width = m.below + offsets.gap + 2 * SpatialIndex.bucketHeight
          var found = -Double.infinity
          while true {
            let first = offsets.child(at: offsets.total - width)
            var tail = Array(first..<children.count)
            for i in m.always where i < first { tail.append(i) }
            var lowest = -Double.infinity
            for i in tail {
              let c = children[i]
              if elements[c].hidden { continue }
              if layout.isDeferred(c) {
                // Left out of a first look (`FirstLook`): it reaches its estimated slot's end.
                lowest = Swift.max(lowest, base + offsets.start(i) + offsets.advance(i))
                continue
              }
              let corner = layout.corner(of: c, parent: (x, y), elements: elements)
              walkTree(c, corner: corner, layout: layout, elements: elements) { f in
                if Self.isDrawn(f), SpatialIndex.buckets(of: f).finite { lowest = Swift.max(lowest, f.maxY) }
              }
            }
            found = lowest
            // Every child before `first` ends by its next one's start, plus the margin.
            let reach = base + offsets.start(first) + m.below + 1
            if first == 0 || found >= reach { break }
            width *= 4
          }
          if found > bottom { bottom = found }
          continue
        }
        Self.push(elements[e].children, parent: (x, y), layout: layout, elements: elements, onto: &stack)
      }
    }
    return bottom
  }

  /// Puts `children` on a walk's `stack` with their screen corners (their parent's is
  /// `parent`), last first, so they come off in drawing order.
  static func push(
    _ children: [ElementIndex], parent: (x: Double, y: Double), layout: SceneLayout, elements: UnsafeBufferPointer<Element>,
    onto stack: inout [(ElementIndex, Double, Double)]
  ) {
    var i = children.count - 1
    while i >= 0 {
      let corner = layout.corner(of: children[i], parent: parent, elements: elements)
      stack.append((children[i], corner.x, corner.y))
      i -= 1
    }
  }

  /// Calls `body` with the frame of every element of `c`'s tree that is not hidden (long
  /// stacks inside it read whole: what needs every frame of a tree).
  func walkTree(
    _ c: ElementIndex, corner: (x: Double, y: Double), layout: SceneLayout, elements: UnsafeBufferPointer<Element>,
    _ body: (Frame) -> Void
  ) {
    var stack: [(ElementIndex, Double, Double)] = [(c, corner.x, corner.y)]
    while let (e, x, y) = stack.popLast() {
      if elements[e].hidden { continue }
      let size = layout.size(of: e)
      body(Frame(x: x, y: y, width: size.width, height: size.height))
      Self.push(elements[e].children, parent: (x, y), layout: layout, elements: elements, onto: &stack)
    }
  }

  /// The positions of the drawn elements that are not hidden and meet buckets
  /// `first...last` (none for nil), with every one `SpatialIndex.buckets(of:)` calls tall,
  /// sorted: `SpatialIndex.positions(overlapping:in:)`'s answer.
  func positions(buckets query: (first: Int, last: Int)?, runtime: SceneRuntime, drawing: DrawingOrder) -> [Int] {
    var found: [Int] = []
    runtime.scene.elements.withUnsafeBufferPointer { elements in
      // The band in points that an element meeting the buckets reaches into.
      let low = query.map { Double($0.first) * SpatialIndex.bucketHeight - 1 } ?? 0
      let high = query.map { Double($0.last + 1) * SpatialIndex.bucketHeight + 1 } ?? 0
      for layer in layers {
        guard let layout = runtime.layout(ofScreen: layer.screen) else { continue }
        let root = layout.root
        var stack: [(ElementIndex, Double, Double)] = []
        Self.push([root], parent: (0, 0), layout: layout, elements: elements, onto: &stack)
        while let (e, x, y) = stack.popLast() {
          if elements[e].hidden { continue }
          let size = layout.size(of: e)
          let f = Frame(x: x, y: y, width: size.width, height: size.height)
          if Self.isDrawn(f) {
            let span = SpatialIndex.buckets(of: f)
            // Tall (no buckets), or meeting the query's buckets.
            let tall = span.first > span.last
            if tall || query.map({ span.first <= $0.last && span.last >= $0.first }) == true {
              found.append(layer.start + (e - root))
            }
          }
          let children = elements[e].children
          if let offsets = layout.stackOffsets(of: e) {
            let m = margins[e] ?? StackMargins()
            var picked: [Int] = []
            if query != nil, !children.isEmpty {
              let base = y + offsets.top
              let first = offsets.child(at: low - m.below - base - 1)
              var last = offsets.child(at: high + m.above - base + 1)
              let limit = high + m.above - base + 1
              while last + 1 < children.count, offsets.start(last + 1) <= limit { last += 1 }
              if first <= last { picked = Array(first...last) }
            }
            if !m.always.isEmpty {
              picked = Array(Set(picked).union(m.always)).sorted()
            }
            Self.push(picked.filter { $0 < children.count }.map { children[$0] }, parent: (x, y), layout: layout, elements: elements, onto: &stack)
            continue
          }
          Self.push(children, parent: (x, y), layout: layout, elements: elements, onto: &stack)
        }
      }
    }
    return found
  }
}
