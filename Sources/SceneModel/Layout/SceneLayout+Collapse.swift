/// Hiding or showing one element of a laid-out screen without laying the screen out again,
/// when the result is provably what a whole layout gives.
///
/// In a vertical stack, an element that goes away takes its height and one gap with it: every
/// later visible sibling moves up by that much, rigidly with its subtree, the stack shrinks
/// by it, and so on up to the screen's root, whose frame is the screen's. Widths, x
/// positions and everything inside the moved subtrees stay as they were. Showing an element
/// is the reverse, with the element's own subtree laid out in its slot.
///
/// That holds when each stack on the way up stacks vertically, sizes to its content (no
/// fixed height, minimum or frame) and has no spacer, tab bar or alert among its children,
/// and when nothing on the screen is placed absolutely (an explicit frame, an alert). The
/// frames must also come out bit for bit as a layout computes them: every length on the
/// screen is a multiple of 1/1024 pt (no scaled metrics, no odd explicit sizes), so sums
/// and differences are exact. Anything else returns nil and the caller lays the screen out.
extension SceneLayout {
  /// What a screen's layout allows (`facts(screen:of:)`): worked out once per screen, as the
  /// properties it reads never change after loading.
  public struct ScreenFacts: Sendable {
    /// The screen's elements sit in the element table in depth-first order, each subtree
    /// a contiguous range.
    public var preorder: Bool
    /// No element but the root is placed absolutely, scales its metrics or has a length that
    /// is not a multiple of 1/1024 pt.
    public var rigid: Bool
    /// One past the last element of the screen's tree (its range is `root..<end`).
    public var end: Int
  }

  /// What changed: the element's tree (now zero-sized, or laid out) and the problems found
  /// in it.
  public struct Change: Sendable {
    public var subtree: Range<Int>
    public var problems: [ElementIndex: [LayoutProblem]]
  }

  public static func facts(screen: Int, of scene: Scene) -> ScreenFacts {
    let root = scene.screens[screen].root
    var next = root
    var preorder = true
    var rigid = scene.elements[root].layout.frame == nil && scene.elements[root].kind != .alert
    var stack = [root]
    while let i = stack.popLast() {
      if i != next { preorder = false }
      next = i + 1
      let e = scene.elements[i]
      if i != root, e.layout.frame != nil || e.kind == .alert { rigid = false }
      let l = e.layout
      if l.scaledMetrics != nil { rigid = false }
      for v in [l.width, l.height, l.minWidth, l.minHeight, l.spacing, l.padding?.top, l.padding?.bottom, l.padding?.leading, l.padding?.trailing] {
        if let v, !dyadic(v) { rigid = false }
      }
      stack += e.children.reversed()
    }
    return ScreenFacts(preorder: preorder, rigid: rigid, end: next)
  }

  /// Whether `v` is a multiple of 1/1024 small enough that sums of such values are exact.
  static func dyadic(_ v: Double) -> Bool {
    let scaled = v * 1024
    return scaled.rounded() == scaled && abs(v) < 1e9
  }

  /// After `index` was hidden in `scene` (its frames still as laid out before): zeroes its
  /// tree's frames and moves what follows it up, as a layout of the screen would.
  public static func collapse(
    _ index: ElementIndex, of scene: Scene, facts: ScreenFacts, contentSize: ContentSizeCategory, boldText: Bool,
    frames: inout [Frame]
  ) -> Change? {
    guard scene.elements[index].hidden, let parent = scene.elements[index].parent else { return nil }
    let layout = SceneLayout(scene: scene, contentSize: contentSize, boldText: boldText, frames: [], range: 0..<0)
    guard let chain = layout.chain(from: index, facts: facts), let subtree = chain.first?.subtree else { return nil }
    let old = frames[index]
    // One gap goes with the element when another child of its stack stays visible.
    let others = scene.elements[parent].children.contains { $0 != index && !scene.elements[$0].hidden }
    let delta = old.height + (others ? layout.spacing(parent) : 0)
    guard dyadic(delta), dyadic(old.height) else { return nil }
    // The element and its tree sit at the stack's inner origin, with no size.
    let pad = layout.padding(parent)
    let origin = (x: frames[parent].x + pad.leading, y: frames[parent].y + pad.top)
    for i in subtree { frames[i] = Frame(x: origin.x, y: origin.y, width: 0, height: 0) }
    shift(chain, by: -delta, end: facts.end, of: scene, frames: &frames)
    return Change(subtree: subtree, problems: [:])
  }

  /// After `index` was shown again in `scene`: lays its tree out in its slot and moves what
  /// follows it down, as a layout of the screen would.
  public static func expand(
    _ index: ElementIndex, of scene: Scene, facts: ScreenFacts, contentSize: ContentSizeCategory, boldText: Bool,
    frames: inout [Frame]
  ) -> Change? {
    guard !scene.elements[index].hidden, let parent = scene.elements[index].parent else { return nil }
    let probe = SceneLayout(scene: scene, contentSize: contentSize, boldText: boldText, frames: [], range: 0..<0)
    guard let chain = probe.chain(from: index, facts: facts), let subtree = chain.first?.subtree else { return nil }
    let children = scene.elements[parent].children
    guard let at = children.firstIndex(of: index) else { return nil }
    let pad = probe.padding(parent)
    let box = frames[parent]
    let inner = Frame(
      x: box.x + pad.leading, y: box.y + pad.top, width: max(0, box.width - pad.leading - pad.trailing),
      height: max(0, box.height - pad.top - pad.bottom))
    let gap = probe.spacing(parent)
    var layout = SceneLayout(scene: scene, contentSize: contentSize, boldText: boldText, frames: frames, range: subtree)
    frames = []
    let size = layout.measure(index, width: inner.width)
    let others = children.contains { $0 != index && !scene.elements[$0].hidden }
    let delta = size.height + (others ? gap : 0)
    guard dyadic(delta), dyadic(size.height) else {
      frames = layout.frames
      return nil
    }
    // Its slot: below the last visible sibling before it, else at the stack's top.
    var y = inner.y
    if let before = children[..<at].last(where: { !scene.elements[$0].hidden }) {
      y = layout.frames[before].y + layout.frames[before].height + gap
    }
    layout.placeChild(index, layout.verticalSlot(index, in: parent, inner: inner, y: y, size: size))
    let problems = layout.problems
    frames = layout.frames
    shift(chain, by: delta, end: facts.end, of: scene, frames: &frames)
    return Change(subtree: subtree, problems: problems)
  }

  /// One level of the way from an element up to its screen's root: a stack, the child of it
  /// on the way, and the range of that child's tree.
  struct Level {
    var stack: ElementIndex
    var child: ElementIndex
    var subtree: Range<Int>
    /// Where the child is among the stack's children.
    var position: Int
  }

  /// Kinds that stack their children vertically and size to them (`intrinsic` measures them
  /// with `stackSize`).
  static let stackingKinds: Set<ElementKind> = [.vstack, .list, .group, .scroll, .sheet, .modal, .element, .text, .header, .sectionHeader]

  /// The levels from `index` up to the root, when every stack on the way lets a change of
  /// the child's height move only what follows it (see the type's comment); nil otherwise.
  func chain(from index: ElementIndex, facts: ScreenFacts) -> [Level]? {
    guard facts.preorder, facts.rigid else { return nil }
    var levels: [Level] = []
    var child = index
    while let stack = scene.elements[child].parent {
      let e = scene.elements[stack]
      guard SceneLayout.stackingKinds.contains(e.kind), !e.hidden else { return nil }
      let l = e.layout
      guard l.frame == nil, l.height == nil, l.minHeight == nil else { return nil }
      guard let position = e.children.firstIndex(of: child) else { return nil }
      for c in e.children where !scene.elements[c].hidden || c == index {
        let k = scene.elements[c].kind
        if k == .spacer || k == .tabBar || k == .alert { return nil }
      }
      levels.append(Level(stack: stack, child: child, subtree: child..<child, position: position))
      child = stack
    }
    guard child == scene.screens[scene.elements[index].screen].root else { return nil }
    // Subtree ends, from the root down: a child's tree ends where its next sibling's starts,
    // the last child's where its stack's does.
    var end = facts.end
    for k in levels.indices.reversed() {
      let siblings = scene.elements[levels[k].stack].children
      let p = levels[k].position
      let childEnd = p + 1 < siblings.count ? siblings[p + 1] : end
      levels[k].subtree = levels[k].child..<childEnd
      end = childEnd
    }
    return levels
  }

  /// Moves by `delta` every visible later sibling at each level (rigidly, with its tree),
  /// and grows each stack below the root by it. `end` is one past the screen's last element.
  static func shift(_ chain: [Level], by delta: Double, end: Int, of scene: Scene, frames: inout [Frame]) {
    for (k, level) in chain.enumerated() {
      let siblings = scene.elements[level.stack].children
      // The stack's own tree ends where the next level's child's does (the root's, at `end`).
      let stackEnd = k + 1 < chain.count ? chain[k + 1].subtree.upperBound : end
      var p = level.position + 1
      while p < siblings.count {
        let c = siblings[p]
        let cEnd = p + 1 < siblings.count ? siblings[p + 1] : stackEnd
        if !scene.elements[c].hidden {
          for i in c..<cEnd { frames[i].y += delta }
        }
        p += 1
      }
      if k + 1 < chain.count { frames[level.stack].height += delta }
    }
  }
}
