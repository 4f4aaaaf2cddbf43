/// What an edit of one element changed in a screen's layout, for the reading order to follow
/// (element ranges are trees of a depth-first screen).
public struct LayoutChange: Sendable {
  /// Trees laid out again: every frame in them may be new.
  public var replaced: [Range<Int>] = []
  /// Trees moved as a whole, every frame in them by the same amount (`dy` down, `dx` across).
  public var moved: [(range: Range<Int>, dx: Double, dy: Double)] = []
  /// Elements on the way from the edited element up that changed size (their trees are
  /// covered by the ranges above, not they themselves).
  public var resized: [ElementIndex] = []
  /// The element whose frame did not change and inside which everything was placed.
  public var boundary: ElementIndex?
  /// Elements placed (a measure of work for tests).
  public var placed = 0
  /// Elements whose layout problems were looked at again (their entry in `problems` may
  /// have changed); nil when the whole screen was laid out again.
  public var problemsTouched: [ElementIndex]? = []

  public init() {}

  /// Nothing moved or changed size.
  public var isEmpty: Bool { replaced.isEmpty && moved.isEmpty && resized.isEmpty }
}

/// What an edit changed about an element, as layout sees it.
public enum LayoutEdit: Sendable {
  /// Its text (a label): its size may change.
  case text
  /// Hidden or shown.
  case visibility
}

extension SceneLayout {
  /// After `edit` on `e` (already made in `scene`): re-measures `e` and its ancestors up to
  /// the first whose measurements do not change (the relayout boundary), and places again
  /// inside it only what that moves: children whose frame changed size are laid out anew,
  /// children that only moved keep their trees (frames are relative). Returns what changed.
  public mutating func relayOut(_ e: ElementIndex, _ edit: LayoutEdit, in scene: Scene) -> LayoutChange {
    var change = LayoutChange()
    guard covers(e) else { return change }
    let base = self.base
    // The way up, nearest first. Inside a hidden tree nothing is drawn: its frames stay
    // zero-sized at the hidden element's corner whatever happens in it.
    var chain = [e]
    var next = scene.elements[e].parent
    var hiddenAbove = false
    while let p = next, covers(p) {
      if scene.elements[p].hidden { hiddenAbove = true }
      chain.append(p)
      next = scene.elements[p].parent
    }
    guard chain.last == root else { return change }
    if hiddenAbove || (edit == .text && scene.elements[e].hidden) {
      // Nothing drawn moves, but what was measured on the way up to the hidden element is
      // out of date (it is measured again when the tree is shown), and so are the offsets
      // of long stacks on it (inside a hidden tree no child takes its top from them).
      for c in chain {
        memo[c - base] = .empty
        if stacks[c] != nil { stacks[c] = nil }
        if scene.elements[c].hidden { break }
      }
      return change
    }
    if e == root || (scene.elements[root].kind == .alert && scene.elements[root].layout.frame == nil) {
      // The root's own frame follows its size (a presented alert) or is the edit: all again.
      return relayOutAll(in: scene)
    }
    // Where each element on the way is on the screen, and the clipping bottom inside it,
    // from the root down (nothing on the way moves before the boundary is found).
    let origins = chainOrigins(chain, in: scene)
    var clips = [Double?](repeating: nil, count: chain.count)
    var clip: Double?
    for k in chain.indices.reversed() {
      let a = chain[k]
      let l = scene.elements[a].layout
      if l.height != nil || l.frame != nil { clip = Swift.min(clip ?? .infinity, origins[k].y + rel[a - base].height) }
      clips[k] = clip
    }
    // Forget the measurements on the way up, keeping the old ones to compare.
    let old = chain.map { memo[$0 - base] }
    for c in chain { memo[c - base] = .empty }
    let root = self.root
    return withPass(scene) { pass in
      // The boundary: the first element on the way whose measurements stay the same, so its
      // parent places it as before. A long stack's offsets learn the child's new advance on
      // the way (its own measurement reads them).
      var oldAdvance = [Double](repeating: 0, count: chain.count)
      var boundary = chain.count - 1
      for k in 0..<(chain.count - 1) {
        let c = chain[k]
        let p = chain[k + 1]
        if pass.stacks[p] != nil {
          // Changed in place, no copy held meanwhile (a copy would copy a table as long as
          // the stack).
          let i = SceneLayout.childIndex(c, in: pass.elements[p].children)
          let (width, gap) = (pass.stacks[p]!.width, pass.stacks[p]!.gap)
          oldAdvance[k] = pass.stacks[p]!.advance(i)
          let advance = pass.elements[c].hidden ? 0 : pass.measure(c, width: width).height + gap
          if edit == .visibility, c == e { pass.stacks[p]!.visible += pass.elements[e].hidden ? -1 : 1 }
          pass.stacks[p]!.set(i, advance: advance)
        }
        let fits = SceneLayout.isHorizontalKind(pass.elements[p].kind) && pass.elements[p].layout.adaptive == .fits
        if !(edit == .visibility && c == e), !fits, pass.sameMeasurements(c, old[k]) {
          boundary = k
          break
        }
      }
      let b = chain[boundary]
      pass.clipBottom = boundary + 1 < chain.count ? clips[boundary + 1] : nil
      if boundary == 0 {
        // A new text of the same size: only what the layout says about the text changes.
        if pass.elements[e].children.isEmpty {
          let r = pass.rel[e - base]
          pass.noteProblems(e, pass.elements[e].layout, Frame(x: origins[0].x, y: origins[0].y, width: r.width, height: r.height))
        }
        change.problemsTouched = pass.change.problemsTouched
        change.boundary = e
        return change
      }
      // Inside the boundary, down the way to the edited element: each level's children
      // placed as before, only those that change size laid out again.
      pass.settling = LayoutPass.Settling(
        parent: b, path: Array(chain[..<boundary].reversed()), delta: (0, 0), edited: e, oldAdvance: Array(oldAdvance[..<boundary].reversed()))
      pass.clipBottom = clips[boundary]
      let layout = pass.elements[b].layout
      let r = pass.rel[b - base]
      pass.placeChildren(b, layout, kind: pass.elements[b].kind, box: (r.width, r.height), origin: origins[boundary], isRoot: b == root)
      pass.settling = nil
      change = pass.change
      change.boundary = b
      change.placed = pass.placed
      return change
    }
  }

  /// Lays the whole screen out again (the root's frame changed), as a new layout would.
  mutating func relayOutAll(in scene: Scene) -> LayoutChange {
    for i in rel.indices {
      rel[i] = .zero
      flags[i] = Flags.absolute
      memo[i] = .empty
    }
    stacks = [:]
    problems = [:]
    placeRoot(in: scene)
    var change = LayoutChange()
    change.replaced = [root..<(base + slots)]
    change.problemsTouched = nil
    change.boundary = nil
    change.placed = elementCount
    return change
  }

  /// The screen corners of the elements of `chain` (nearest first, the root last).
  func chainOrigins(_ chain: [ElementIndex], in scene: Scene) -> [(x: Double, y: Double)] {
    scene.elements.withUnsafeBufferPointer { elements in
      var origins = [(x: Double, y: Double)](repeating: (0, 0), count: chain.count)
      for k in chain.indices.reversed() {
        let a = chain[k]
        let r = rel[a - base]
        if flags[a - base] & Flags.absolute != 0 || k == chain.count - 1 {
          origins[k] = (r.x, r.y)
        } else {
          origins[k] = (origins[k + 1].x + r.x, origins[k + 1].y + relativeTop(of: a, elements: elements))
        }
      }
      return origins
    }
  }
}

extension LayoutPass {
  /// An edit being settled: the children of `parent` are placed as before, except the one
  /// on `path` (the way down to the edited element), and what moved is recorded.
  struct Settling {
    var parent: ElementIndex
    /// The way down from `parent`'s child to the edited element.
    var path: [ElementIndex]
    /// How far `parent`'s corner moved on the screen.
    var delta: (x: Double, y: Double)
    var edited: ElementIndex
    /// For each element of `path` in a long stack, its advance there before the edit.
    var oldAdvance: [Double]
  }

  /// Whether the element measures as it did at the widths it was measured at before.
  func sameMeasurements(_ c: ElementIndex, _ old: MeasureEntry) -> Bool {
    var any = false
    if old.offered >= 0 {
      any = true
      let m = measure(c, width: old.offered)
      if m.width != old.width || m.height != old.height { return false }
    }
    if old.offeredBefore >= 0 {
      any = true
      let m = measure(c, width: old.offeredBefore)
      if m.width != old.widthBefore || m.height != old.heightBefore { return false }
    }
    return any
  }

  /// Places child `c` at `f` (parent coordinates), or settles it when an edit is being
  /// settled at this level.
  mutating func put(_ c: ElementIndex, _ f: Frame, origin: (x: Double, y: Double), absolute: Bool = false, inStack: Bool = false) {
    if settling != nil {
      settle(c, f, origin: origin, absolute: absolute, inStack: inStack)
    } else {
      placeChild(c, f, origin: origin, absolute: absolute, inStack: inStack)
    }
  }

  /// A hidden child at the parent's inner corner, with its tree.
  mutating func putHidden(_ c: ElementIndex, at corner: (x: Double, y: Double)) {
    let target = Frame(x: corner.x, y: corner.y, width: 0, height: 0)
    if let s = settling {
      if c == s.path.first {
        clearTree(c)
        rel[c - base] = target
        flags[c - base] = 0
        hideSubtree(c)
        change.replaced.append(c..<end(of: c))
        return
      }
      if rel[c - base] == target, flags[c - base] == 0 {
        if s.delta != (0, 0) { change.moved.append((c..<end(of: c), s.delta.x, s.delta.y)) }
        return
      }
    }
    rel[c - base] = target
    flags[c - base] = 0
    hideSubtree(c)
  }

  /// One past the last element of `c`'s tree, in depth-first order (`ends`).
  func end(of c: ElementIndex) -> Int {
    ends.isEmpty ? c + 1 : Int(ends[c - base])
  }

  /// Settles one child: the child on the way down is settled level by level (or laid out
  /// again when its width changes, or it is the edited element); any other child keeps its
  /// tree when its size is unchanged (moved, if at all) and is laid out again otherwise.
  mutating func settle(_ c: ElementIndex, _ slot: Frame, origin: (x: Double, y: Double), absolute: Bool, inStack: Bool) {
    guard let s = settling else { return }
    let slotIndex = c - base
    let explicit = elements[c].layout.frame
    let target = explicit ?? slot
    let isAbsolute = explicit != nil || absolute
    let targetFlags = (isAbsolute ? SceneLayout.Flags.absolute : 0) | (inStack && !isAbsolute ? SceneLayout.Flags.inStack : 0)
    let old = rel[slotIndex]
    // A long stack's child keeps no top of its own: where it was is where it is now (only
    // later children move), so its top cannot have moved.
    let oldY = inStack ? target.y : old.y
    if c == s.path.first {
      if c == s.edited || target.width != old.width || targetFlags != flags[slotIndex] {
        relay(c, target, absolute: isAbsolute, origin: origin, inStack: inStack)
        return
      }
      rel[slotIndex] = target
      flags[slotIndex] = targetFlags
      if target.height != old.height { change.resized.append(c) }
      let corner = isAbsolute ? (target.x, target.y) : (origin.x + target.x, origin.y + target.y)
      let delta = isAbsolute ? (x: 0.0, y: 0.0) : (x: s.delta.x + (target.x - old.x), y: s.delta.y + (target.y - oldY))
      let saved = clipBottom
      let layout = elements[c].layout
      if layout.height != nil || layout.frame != nil { clipBottom = Swift.min(clipBottom ?? .infinity, corner.1 + target.height) }
      settling = Settling(parent: c, path: Array(s.path.dropFirst()), delta: delta, edited: s.edited, oldAdvance: Array(s.oldAdvance.dropFirst()))
      placeChildren(c, layout, kind: elements[c].kind, box: (target.width, target.height), origin: corner, isRoot: false)
      settling = s
      clipBottom = saved
      return
    }
    if isAbsolute {
      // Placed in screen points: where its parent is does not matter.
      if target == old, flags[slotIndex] == targetFlags { return }
      relay(c, target, absolute: true, origin: origin, inStack: inStack)
      return
    }
    if target.width == old.width, target.height == old.height, flags[slotIndex] == targetFlags {
      let delta = (x: s.delta.x + (target.x - old.x), y: s.delta.y + (target.y - oldY))
      rel[slotIndex] = target
      if delta != (0, 0) { moveTree(c, by: delta, corner: (origin.x + target.x, origin.y + target.y)) }
      return
    }
    relay(c, target, absolute: isAbsolute, origin: origin, inStack: inStack)
  }

  /// A long stack's children while settling: only the child on the way down changed (its
  /// advance is already in the offsets); everything after it moves by the difference.
  mutating func settleLongStack(_ index: ElementIndex, _ layout: LayoutSpec, inner: Frame, origin: (x: Double, y: Double)) {
    guard let s = settling, let t = stacks[index] else { return }
    let children = elements[index].children
    guard let c = s.path.first else { return }
    let i = SceneLayout.childIndex(c, in: children)
    if i > 0, s.delta != (0, 0) { change.moved.append((children[0]..<c, s.delta.x, s.delta.y)) }
    if elements[c].hidden {
      putHidden(c, at: (inner.x, inner.y))
    } else {
      let size = measure(c, width: t.width)
      settle(c, verticalSlot(c, in: index, layout, inner: inner, y: t.top + t.start(i), size: size), origin: origin, absolute: false, inStack: true)
    }
    let moved = t.advance(i) - (s.oldAdvance.first ?? 0)
    let after = end(of: c)
    let stackEnd = end(of: index)
    if after < stackEnd, moved != 0 || s.delta != (0, 0) {
      let dy = s.delta.y + moved
      change.moved.append((after..<stackEnd, s.delta.x, dy))
      if clipBottom != nil || s.delta.x != 0 || SceneLayout.any(of: floating, in: after..<stackEnd) {
        // What a moved child says about clipping or the screen's edge can change with it.
        for k in (i + 1)..<children.count where !elements[children[k]].hidden {
          let child = children[k]
          let top = t.top + t.start(k)
          notePlacedProblems(child, corner: (origin.x + rel[child - base].x, origin.y + top))
        }
      }
    }
  }

  /// Lays `c`'s tree out again at `target`.
  mutating func relay(_ c: ElementIndex, _ target: Frame, absolute: Bool, origin: (x: Double, y: Double), inStack: Bool) {
    let saved = settling
    settling = nil
    clearTree(c)
    place(c, in: target, absolute: absolute, origin: origin, inStack: inStack)
    settling = saved
    change.replaced.append(c..<end(of: c))
  }

  /// Forgets what the layout knew of `c`'s tree's frames (as a new layout starts) and the
  /// problems found in it.
  mutating func clearTree(_ c: ElementIndex) {
    var stack = [c]
    while let x = stack.popLast() {
      rel[x - base] = .zero
      flags[x - base] = SceneLayout.Flags.absolute
      if problems[x] != nil {
        problems[x] = nil
        change.problemsTouched?.append(x)
      }
      if stacks[x] != nil { stacks[x] = nil }
      stack += elements[x].children
    }
  }

  /// Records that `c`'s tree moved as a whole, and looks again at what its leaves say about
  /// clipping and the screen's edges when those can change with it.
  mutating func moveTree(_ c: ElementIndex, by delta: (x: Double, y: Double), corner: (x: Double, y: Double)) {
    change.moved.append((c..<end(of: c), delta.x, delta.y))
    // Something placed in screen points inside stays where it is while a clipping
    // container around it moves.
    if clipBottom != nil || delta.x != 0 || SceneLayout.any(of: floating, in: c..<end(of: c)) { notePlacedProblems(c, corner: corner) }
  }

  /// What the leaves of `c`'s tree (already placed, `c`'s corner at `corner`) say about
  /// clipping and the screen's edges, found again.
  mutating func notePlacedProblems(_ c: ElementIndex, corner: (x: Double, y: Double)) {
    var stack: [(ElementIndex, Double, Double, Double?)] = [(c, corner.x, corner.y, clipBottom)]
    let saved = clipBottom
    while let (x, cx, cy, clip) = stack.popLast() {
      if elements[x].hidden { continue }
      let r = rel[x - base]
      let layout = elements[x].layout
      if elements[x].children.isEmpty {
        clipBottom = clip
        noteProblems(x, layout, Frame(x: cx, y: cy, width: r.width, height: r.height))
        continue
      }
      var inner = clip
      if layout.height != nil || layout.frame != nil { inner = Swift.min(clip ?? .infinity, cy + r.height) }
      for k in elements[x].children where k - base >= 0 && k - base < rel.count {
        let kr = rel[k - base]
        let absolute = flags[k - base] & SceneLayout.Flags.absolute != 0
        let top = flags[k - base] & SceneLayout.Flags.inStack != 0 ? stackTop(k, in: x) : kr.y
        stack.append((k, absolute ? kr.x : cx + kr.x, absolute ? kr.y : cy + top, inner))
      }
    }
    clipBottom = saved
  }

  /// A long stack's child's top relative to the stack.
  func stackTop(_ c: ElementIndex, in stack: ElementIndex) -> Double {
    guard let t = stacks[stack] else { return rel[c - base].y }
    return t.top + t.start(SceneLayout.childIndex(c, in: elements[stack].children))
  }
}
