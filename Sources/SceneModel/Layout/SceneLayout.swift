/// One screen laid out in points, kept so that an edit lays out only what it changes.
///
/// Frames are stored relative to the parent's origin (the root, explicit frames and
/// floating alerts in screen coordinates), so an element that moves carries its whole tree
/// with it at the cost of one frame. The children of a long vertical stack do not even store
/// where they start: `StackOffsets` keeps the sums of their heights, so a child that grows,
/// shrinks, hides or shows moves every later child at the cost of one path through that
/// tree. A screen frame is the sum of the relative ones on the way down from the root
/// (`frame(of:in:)`), worked out when asked.
///
/// Text is sized from the Dynamic Type table at the chosen content size, so the same scene
/// reflows when the setting changes. The model is deliberately simple (an average glyph
/// width, fixed control heights); it is for ordering and wireframes, not pixel accuracy.
///
/// After an edit, `relayOut(_:_:in:)` re-measures the edited element and its ancestors up to
/// the first whose size does not change (a relayout boundary: the root, a fixed size, a row
/// that keeps its height), places again only the children whose frames that changes, and
/// says what moved (`LayoutChange`), so the reading order can be kept up to date in place.
/// Every number is computed the same way on either path (the same sums in the same order),
/// so a layout changed in place equals a new one to the last bit.
public struct SceneLayout: Sendable {
  public let screen: Int
  public let root: ElementIndex
  public let contentSize: ContentSizeCategory
  /// Bold Text: text measures about 7 % wider [K].
  public let boldText: Bool
  /// The first element a slot stands for, and how many slots there are: the range covers
  /// the screen's tree (a screen's elements sit together in the scene's table).
  let base: Int
  let slots: Int
  /// How many elements the screen's tree holds.
  public let elementCount: Int
  /// Whether the screen's tree is in depth-first order in the element table, each tree a
  /// contiguous range (`end(of:)`): what the order needs to find what moved.
  public let preorder: Bool
  /// Each slot's frame: relative to its parent's origin, or in screen coordinates when
  /// `Flags.absolute`; for a child of a long stack (`Flags.inStack`) the top comes from the
  /// stack's offsets instead.
  var rel: [Frame]
  var flags: [UInt8]
  /// One past the last element of each element's tree (preorder screens).
  var ends: [Int32]
  /// The long vertical stacks: their children's offsets, by stack.
  var stacks: [ElementIndex: StackOffsets]
  /// The last two measurements of each element (offered width → size), kept between edits:
  /// an edit forgets those of the edited element and its ancestors only.
  var memo: [MeasureEntry]
  /// What goes wrong at this content size, by element (only elements with problems).
  public internal(set) var problems: [ElementIndex: [LayoutProblem]] = [:]
  /// The elements placed in screen points whatever their parent does (explicit frames, alerts
  /// floating in a stack), ascending: a tree that moves does not move them.
  let floating: [ElementIndex]
  /// The elements with a modal child (ascending): the order's walk keeps only the modal
  /// child of these, so an edit beside one cannot be followed in place. No edit changes
  /// which elements are modal.
  let modalParents: [ElementIndex]
  /// How many children of long stacks a first look left out (`FirstLook`; 0 when whole).
  public private(set) var deferredCount = 0

  enum Flags {
    static let absolute: UInt8 = 1
    static let inStack: UInt8 = 2
    /// A long stack's child a first look did not lay out (`FirstLook`).
    static let deferred: UInt8 = 4
  }

  /// Average glyph advance as a fraction of the point size.
  static let glyphAdvance = 0.52
  /// Line height as a multiple of the point size.
  static let lineHeight = 1.25
  /// The minimum hit target for controls (HIG).
  static let controlHeight = 44.0
  /// Vertical stacks with at least this many children keep their offsets in a tree.
  static let longStack = 32

  /// Lays out screen `screen` of `scene` at `contentSize` (with `firstLook`, only the part
  /// of each long stack around its anchor: `FirstLook`). `shapeOf`: an earlier layout of the
  /// same screen of the same scene, whose shape (the slots, the tree ends, what floats, what
  /// has a modal child) is taken instead of walked again: none of it depends on the size.
  public init(
    screen: Int, of scene: Scene, contentSize: ContentSizeCategory, boldText: Bool = false, firstLook: FirstLook? = nil,
    shapeOf earlier: SceneLayout? = nil
  ) {
    self.screen = screen
    self.root = scene.screens[screen].root
    self.contentSize = contentSize
    self.boldText = boldText
    if let earlier, earlier.screen == screen, earlier.root == root {
      base = earlier.base
      slots = earlier.slots
      elementCount = earlier.elementCount
      preorder = earlier.preorder
      ends = earlier.ends
      floating = earlier.floating
      modalParents = earlier.modalParents
    } else {
      let shape = SceneLayout.shape(of: root, in: scene)
      base = shape.low
      slots = shape.high - shape.low + 1
      elementCount = shape.count
      preorder = shape.preorder
      ends = preorder ? SceneLayout.ends(root: root, base: base, slots: slots, in: scene) : []
      let placedApart = SceneLayout.floatingAndModal(root: root, in: scene)
      floating = placedApart.floating
      modalParents = placedApart.modalParents
    }
    rel = Array(repeating: .zero, count: slots)
    flags = Array(repeating: Flags.absolute, count: slots)
    stacks = [:]
    memo = Array(repeating: MeasureEntry.empty, count: slots)
    deferredCount = placeRoot(in: scene, firstLook: firstLook)
  }

  /// This layout's shape alone, for `shapeOf` (the slots, the tree ends, what floats, what
  /// has a modal child): the tables that depend on the size are let go, so a layout made
  /// again at a new size does not keep the old frames alive beside the new ones.
  public var shapeAlone: SceneLayout {
    var s = self
    s.rel = []
    s.flags = []
    s.memo = []
    s.stacks = [:]
    s.problems = [:]
    return s
  }

  /// The elements of the tree placed in screen points (`floating`), and those with a modal
  /// child (`modalParents`), each ascending: one walk for both.
  static func floatingAndModal(root: ElementIndex, in scene: Scene) -> (floating: [ElementIndex], modalParents: [ElementIndex]) {
    var found: [ElementIndex] = []
    var modalParents: [ElementIndex] = []
    scene.elements.withUnsafeBufferPointer { elements in
      var stack = [root]
      while let i = stack.popLast() {
        if i != root, elements[i].kind == .alert || elements[i].layout.frame != nil { found.append(i) }
        if i != root, elements[i].isModal, let p = elements[i].parent { modalParents.append(p) }
        stack += elements[i].children
      }
    }
    return (found.sorted(), Array(Set(modalParents)).sorted())
  }

  /// Whether one of `p`'s children is modal (hidden or not).
  public func hasModalChild(_ p: ElementIndex) -> Bool { SceneLayout.any(of: modalParents, in: p..<(p + 1)) }

  /// Whether something in `range` is placed in screen points (a tree moving does not move it).
  public func floats(in range: Range<Int>) -> Bool { SceneLayout.any(of: floating, in: range) }

  /// Whether an element of `sorted` (ascending) is in `range`, by binary search.
  static func any(of sorted: [ElementIndex], in range: Range<Int>) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < range.lowerBound { low = mid + 1 } else { high = mid }
    }
    return low < sorted.count && sorted[low] < range.upperBound
  }

  /// The frames of an element's tree, the elements it covers and whether they come in depth
  /// first order.
  static func shape(of root: ElementIndex, in scene: Scene) -> (low: Int, high: Int, count: Int, preorder: Bool) {
    var low = root
    var high = root
    var count = 0
    var preorder = true
    var next = root
    var stack = [root]
    scene.elements.withUnsafeBufferPointer { elements in
      while let i = stack.popLast() {
        if i != next { preorder = false }
        next = i + 1
        count += 1
        low = Swift.min(low, i)
        high = Swift.max(high, i)
        let children = elements[i].children
        var k = children.count - 1
        while k >= 0 {
          stack.append(children[k])
          k -= 1
        }
      }
    }
    return (low, high, count, preorder)
  }

  static func ends(root: ElementIndex, base: Int, slots: Int, in scene: Scene) -> [Int32] {
    var ends = [Int32](repeating: 0, count: slots)
    // In depth-first order an element's tree ends where its next sibling's starts, the
    // last child's where its parent's does.
    ends[root - base] = Int32(base + slots)
    scene.elements.withUnsafeBufferPointer { elements in
      for i in root..<(base + slots) {
        let children = elements[i].children
        let end = ends[i - base]
        for (k, c) in children.enumerated() {
          ends[c - base] = k + 1 < children.count ? Int32(children[k + 1]) : end
        }
      }
    }
    return ends
  }

  // MARK: Reading

  /// The lowest and highest element the layout covers.
  public var lowestElement: Int { base }
  public var highestElement: Int { base + slots - 1 }

  /// Whether the element is in this screen's tree.
  public func covers(_ e: ElementIndex) -> Bool { e >= base && e < base + slots }

  /// One past the last element of `e`'s tree (`preorder` screens).
  public func end(of e: ElementIndex) -> Int { Int(ends[e - base]) }

  /// The element's frame in screen points (`.zero` for elements the layout does not place).
  public func frame(of e: ElementIndex, in scene: Scene) -> Frame {
    guard covers(e) else { return .zero }
    return scene.elements.withUnsafeBufferPointer { frame(of: e, elements: $0) }
  }

  public func frame(of e: ElementIndex, elements: UnsafeBufferPointer<Element>) -> Frame {
    let o = origin(of: e, elements: elements)
    let r = rel[e - base]
    return Frame(x: o.x, y: o.y, width: r.width, height: r.height)
  }

  /// The element's top-left corner in screen points: the relative corners added from the
  /// nearest element placed in screen coordinates down.
  func origin(of e: ElementIndex, elements: UnsafeBufferPointer<Element>) -> (x: Double, y: Double) {
    // Walk up to the nearest absolute element, then add on the way down (the order a
    // placement adds them in).
    // The chain is counted first and kept in a temporary buffer (on the stack when short):
    // this is called per frame read, and an array per call was an allocation per read.
    var depth = 0
    var a = e
    while flags[a - base] & Flags.absolute == 0, let p = elements[a].parent, covers(p) {
      depth += 1
      a = p
    }
    let top = rel[a - base]
    return withUnsafeTemporaryAllocation(of: ElementIndex.self, capacity: max(depth, 1)) { chain in
      var c = e
      for k in 0..<depth {
        chain[k] = c
        c = elements[c].parent!
      }
      var x = top.x
      var y = top.y
      var k = depth - 1
      while k >= 0 {
        let c = chain[k]
        x += rel[c - base].x
        y += relativeTop(of: c, elements: elements)
        k -= 1
      }
      return (x, y)
    }
  }

  /// The screen corner of `c`, a child of an element whose corner is `parent` (for walks
  /// from the root down: the same sums as `frame(of:in:)`).
  @inline(__always)
  public func corner(of c: ElementIndex, parent: (x: Double, y: Double), elements: UnsafeBufferPointer<Element>) -> (x: Double, y: Double) {
    let slot = c - base
    let r = rel[slot]
    if flags[slot] & Flags.absolute != 0 { return (r.x, r.y) }
    return (parent.x + r.x, parent.y + relativeTop(of: c, elements: elements))
  }

  /// The screen corners of a long stack's children in order, given the stack's corner
  /// (`parent`): what `corner(of:parent:elements:)` gives each, from one pass over the
  /// stack's offsets instead of a search and a path per child. Nil for any other element.
  public func childCorners(of e: ElementIndex, parent: (x: Double, y: Double), elements: UnsafeBufferPointer<Element>) -> [(x: Double, y: Double)]? {
    guard !stacks.isEmpty, elements[e].children.count >= SceneLayout.longStack, let offsets = stacks[e] else { return nil }
    let starts = offsets.starts()
    return elements[e].children.enumerated().map { k, c in
      let slot = c - base
      let r = rel[slot]
      if flags[slot] & Flags.absolute != 0 { return (r.x, r.y) }
      return (parent.x + r.x, parent.y + (flags[slot] & Flags.inStack != 0 ? offsets.top + starts[k] : r.y))
    }
  }

  /// The root's corner on the screen.
  public var rootCorner: (x: Double, y: Double) { (rel[root - base].x, rel[root - base].y) }

  /// The offsets of a long vertical stack's children (nil for any other element): where
  /// each child starts, for finding the children in view without reading the others.
  public func stackOffsets(of e: ElementIndex) -> StackOffsets? { stacks.isEmpty ? nil : stacks[e] }

  /// The long vertical stacks that keep their offsets, ascending.
  public var longStacks: [ElementIndex] { stacks.keys.sorted() }

  /// The element's size.
  @inline(__always)
  public func size(of e: ElementIndex) -> (width: Double, height: Double) {
    guard covers(e) else { return (0, 0) }
    let r = rel[e - base]
    return (r.width, r.height)
  }

  /// The element's top relative to its parent's origin.
  func relativeTop(of c: ElementIndex, elements: UnsafeBufferPointer<Element>) -> Double {
    let slot = c - base
    guard flags[slot] & Flags.inStack != 0, let p = elements[c].parent, let offsets = stacks[p] else { return rel[slot].y }
    return offsets.top + offsets.start(SceneLayout.childIndex(c, in: elements[p].children))
  }

  /// Where `c` is among `children` (ascending in a depth-first table): a binary search.
  static func childIndex(_ c: ElementIndex, in children: [ElementIndex]) -> Int {
    children.firstIndex(notBelow: c)
  }

  /// Every frame of the screen's tree, in one pass from the root down (for what reads them
  /// all: a table indexed like `scene.elements`, `.zero` outside the screen).
  public func allFrames(in scene: Scene, into table: inout [Frame]) {
    allFrames(elements: scene.elements, into: &table)
  }

  public func allFrames(elements: [Element], into table: inout [Frame]) {
    elements.withUnsafeBufferPointer { elements in
      var stack: [(ElementIndex, Double, Double)] = [(root, 0, 0)]
      while let (e, px, py) = stack.popLast() {
        let slot = e - base
        let r = rel[slot]
        let absolute = flags[slot] & Flags.absolute != 0
        let x = absolute ? r.x : px + r.x
        let y = absolute ? r.y : py + relativeTop(of: e, elements: elements)
        table[e] = Frame(x: x, y: y, width: r.width, height: r.height)
        for c in elements[e].children where covers(c) { stack.append((c, x, y)) }
      }
    }
  }

  /// Every top of the screen's tree in screen points, by element (`table` indexed like
  /// `scene.elements`): the tops `allFrames` gives, in one pass down the element table for
  /// a depth-first screen (a long stack's children take running sums of its advances, which
  /// on the layout's grid are the sums its offsets hold, to the last bit), else from it.
  public func allTops(elements: [Element], into table: inout [Double]) {
    guard preorder else {
      // Only the tree's own elements: a table marked where nothing was written.
      var frames = Array(repeating: Frame(x: 0, y: .nan, width: 0, height: 0), count: elements.count)
      allFrames(elements: elements, into: &frames)
      for e in base..<(base + slots) where !frames[e].y.isNaN { table[e] = frames[e].y }
      return
    }
    // The open ancestors, innermost last: where each ends, its top, how many of its
    // children came so far and, for a long stack, where the next child starts.
    struct Open {
      var end: Int
      var top: Double
      var seen: Int
      var run: Double
      var stack: Int
    }
    let stackKeys = longStacks
    let stackOffsets = stackKeys.map { stacks[$0]! }
    var nextStack = 0
    var open: [Open] = []
    table.withUnsafeMutableBufferPointer { tops in
      rel.withUnsafeBufferPointer { rel in
        flags.withUnsafeBufferPointer { flags in
          ends.withUnsafeBufferPointer { ends in
            for e in root..<(base + slots) {
              while let last = open.last, last.end <= e { open.removeLast() }
              let slot = e - base
              let f = flags[slot]
              var top = rel[slot].y
              if let p = open.indices.last {
                let k = open[p].seen
                open[p].seen += 1
                let s = open[p].stack
                if s >= 0 {
                  if f & Flags.absolute == 0 {
                    top = open[p].top + (f & Flags.inStack != 0 ? stackOffsets[s].top + open[p].run : rel[slot].y)
                  }
                  if k < stackOffsets[s].count { open[p].run += stackOffsets[s].advance(k) }
                } else if f & Flags.absolute == 0 {
                  top = open[p].top + rel[slot].y
                }
              }
              tops[e] = top
              while nextStack < stackKeys.count, stackKeys[nextStack] < e { nextStack += 1 }
              let stack = nextStack < stackKeys.count && stackKeys[nextStack] == e ? nextStack : -1
              open.append(Open(end: Int(ends[slot]), top: top, seen: 0, run: 0, stack: stack))
            }
          }
        }
      }
    }
  }

  /// The problems found at this size for a set of screens, merged.
  public static func problems(screen: Int, of scene: Scene, contentSize: ContentSizeCategory, boldText: Bool) -> [ElementIndex: [LayoutProblem]] {
    SceneLayout(screen: screen, of: scene, contentSize: contentSize, boldText: boldText).problems
  }
}

/// The last two measurements of an element (offered width → size). Two, because a row
/// measures a child at the row's width and then at the width it gets, and does both again
/// when it is placed.
struct MeasureEntry: Sendable {
  var offered: Double
  var width: Double
  var height: Double
  var offeredBefore: Double
  var widthBefore: Double
  var heightBefore: Double

  static let empty = MeasureEntry(offered: -1, width: 0, height: 0, offeredBefore: -1, widthBefore: 0, heightBefore: 0)
}
