extension LayoutPass {
  /// Places an element in `area`, given in its parent's coordinates (whose top-left corner
  /// is at `origin` on the screen), or in screen coordinates when `absolute`; then its
  /// children in its own. `inStack`: the parent is a long stack, which keeps the top.
  mutating func place(_ index: ElementIndex, in area: Frame, absolute: Bool, origin: (x: Double, y: Double), isRoot: Bool = false, inStack: Bool = false) {
    placed += 1
    let slot = index - base
    if elements[index].hidden {
      rel[slot] = Frame(x: area.x, y: area.y, width: 0, height: 0)
      flags[slot] = absolute ? SceneLayout.Flags.absolute : 0
      return
    }
    let layout = elements[index].layout
    let kind = elements[index].kind
    var frame = area
    var isAbsolute = absolute
    if let f = layout.frame {
      frame = f
      isAbsolute = true
    }
    rel[slot] = frame
    flags[slot] = (isAbsolute ? SceneLayout.Flags.absolute : 0) | (inStack && !isAbsolute ? SceneLayout.Flags.inStack : 0)
    let x = isAbsolute ? frame.x : origin.x + frame.x
    let y = isAbsolute ? frame.y : origin.y + frame.y
    let children = elements[index].children
    guard !children.isEmpty else {
      noteProblems(index, layout, Frame(x: x, y: y, width: frame.width, height: frame.height))
      return
    }
    let savedClip = clipBottom
    defer { clipBottom = savedClip }
    if layout.height != nil || layout.frame != nil {
      clipBottom = Swift.min(clipBottom ?? .infinity, y + frame.height)
    }
    placeChildren(index, layout, kind: kind, box: (frame.width, frame.height), origin: (x, y), isRoot: isRoot)
  }

  /// Places an element's children inside it, in its own coordinates; `origin` is its corner
  /// on the screen.
  mutating func placeChildren(_ index: ElementIndex, _ layout: LayoutSpec, kind: ElementKind, box: (width: Double, height: Double), origin: (x: Double, y: Double), isRoot: Bool) {
    let children = elements[index].children
    let pad = padding(index, layout)
    let inner = Frame(
      x: pad.leading, y: pad.top, width: Swift.max(0, box.width - pad.leading - pad.trailing),
      height: Swift.max(0, box.height - pad.top - pad.bottom))
    if kind == .stepper {
      // A UIKit stepper's buttons: UIStepper is 94 × 32 pt at the trailing edge, − then +.
      let w = 47.0, h = Swift.min(32, inner.height)
      let right = device.isRightToLeft ? inner.x + 2 * w : inner.maxX
      for (i, c) in children.prefix(2).enumerated() {
        put(c, Frame(x: right - Double(2 - i) * w, y: inner.y + SceneLayout.grid((inner.height - h) / 2), width: w, height: h), origin: origin)
      }
      return
    }
    if settling != nil, isLongStack(index) {
      // Only the child on the edit's way changes: the others keep their frames (hidden ones
      // included), and what moves is said by ranges (`settleLongStack`), so nothing here
      // walks the stack's children.
      settleLongStack(index, layout, inner: inner, origin: origin)
      return
    }
    let visible = visibleChildren(index)
    if visible.count != children.count {
      for c in children where elements[c].hidden { putHidden(c, at: (inner.x, inner.y)) }
    }
    let rtl = device.isRightToLeft
    let gap = spacing(index, layout)
    if isHorizontal(index, layout, inner: inner.width) {
      var x = rtl ? inner.maxX : inner.x
      // The sizes in a scratch buffer (on the stack for a row of a few children): no
      // allocation per row. A row's sizes are its visible children's, in order.
      withUnsafeTemporaryAllocation(of: RowChild.self, capacity: Swift.max(1, children.count)) { buffer in
        let n = horizontalSizes(index, layout, inner: inner.width, into: buffer)
        let title = kind == .navigationBar ? (0..<n).first { elements[buffer[$0].element].kind == .header } : nil
        for k in 0..<n {
          let c = buffer[k].element
          let size = (width: buffer[k].width, height: buffer[k].height)
          let w = size.width
          // Bars give every item the bar's height, so their items share one row.
          let align = layout.alignment ?? .center
          let fillsHeight = kind == .navigationBar || kind == .tabBar || kind == .segmented || align == .fill
          let h = fillsHeight ? inner.height : size.height
          let y: Double
          switch align {
          case _ where fillsHeight: y = inner.y
          case .leading: y = inner.y
          case .trailing: y = inner.y + Swift.max(0, inner.height - size.height)
          default: y = inner.y + Swift.max(0, SceneLayout.grid((inner.height - size.height) / 2))
          }
          var cx = rtl ? x - w : x
          if k == title {
            cx = (box.width - w) / 2
          }
          if kind == .navigationBar, let t = title, k > t {
            // Items after the title sit at the trailing edge.
            var remaining = 0.0
            for later in (k + 1)..<n { remaining = remaining + buffer[later].width + gap }
            cx = rtl ? inner.x + remaining : inner.maxX - remaining - w
          }
          put(c, Frame(x: cx, y: y, width: w, height: h), origin: origin)
          x += rtl ? -(w + gap) : (w + gap)
        }
      }
    } else if kind == .zstack {
      for c in visible {
        let s = measure(c, width: inner.width)
        put(c, Frame(x: inner.x, y: inner.y, width: s.width, height: s.height), origin: origin)
      }
    } else if isLongStack(index) {
      let advances = stackAdvances(index, inner: inner.width, gap: gap)
      let offsets = StackOffsets(advances: advances, width: inner.width, top: inner.y, gap: gap, visible: visible.count)
      stacks[index] = offsets
      // A first look lays out only the children around its anchor (`FirstLook`).
      let window = firstLook.map { firstLookAdvances(index, inner: inner.width, gap: gap, look: $0).window } ?? children.indices
      let starts = offsets.starts()
      for (i, c) in children.enumerated() where !elements[c].hidden {
        if !window.contains(i) {
          deferChild(c, at: (inner.x, inner.y))
          continue
        }
        let size = measure(c, width: inner.width)
        let slot = verticalSlot(c, in: index, layout, inner: inner, y: offsets.top + starts[i], size: size)
        put(c, slot, origin: origin, inStack: true)
      }
    } else {
      var y = inner.y
      // The sizes in a scratch buffer (on the stack for a short stack): no allocation per stack.
      withUnsafeTemporaryAllocation(of: RowChild.self, capacity: Swift.max(1, visible.count)) { sizes in
        var used = 0.0
        var spacers = 0
        for (k, c) in visible.enumerated() {
          let size = measure(c, width: inner.width)
          sizes[k] = RowChild(element: c, width: size.width, height: size.height)
          used += size.height
          if elements[c].kind == .spacer { spacers += 1 }
        }
        used += gap * Double(Swift.max(0, visible.count - 1))
        let slack = Swift.max(0, inner.height - used)
        for k in 0..<visible.count {
          let c = sizes[k].element
          let childKind = elements[c].kind
          var h = sizes[k].height
          if childKind == .spacer, spacers > 0 { h = SceneLayout.grid(slack / Double(spacers)) }
          if isRoot, childKind == .tabBar, spacers == 0 {
            // A screen's tab bar sits on the bottom edge.
            y = Swift.max(y, inner.maxY - h)
          }
          let slot = verticalSlot(c, in: index, layout, inner: inner, y: y, size: (sizes[k].width, h))
          if childKind == .alert {
            // Alerts float in the middle of the screen.
            let d = device
            put(c, Frame(x: (d.width - slot.width) / 2, y: SceneLayout.grid((d.height - h) / 2), width: slot.width, height: h), origin: origin, absolute: true)
            continue
          }
          put(c, slot, origin: origin)
          y += h + gap
        }
      }
    }
  }

  /// The frame a vertical stack gives a child of `size` at `y`: the stack's width for
  /// containers and when it fills, else the child's width aligned in the stack.
  func verticalSlot(_ c: ElementIndex, in stack: ElementIndex, _ layout: LayoutSpec, inner: Frame, y: Double, size: (width: Double, height: Double)) -> Frame {
    var w = size.width
    var x = inner.x
    let align = layout.alignment ?? .fill
    let rtl = device.isRightToLeft
    if align == .fill || elements[c].kind.acceptsChildren { w = inner.width } else {
      w = Swift.min(w, inner.width)
      switch align {
      case .leading: x = rtl ? inner.maxX - w : inner.x
      case .trailing: x = rtl ? inner.x : inner.maxX - w
      case .center: x = inner.x + (inner.width - w) / 2
      case .fill: break
      }
    }
    return Frame(x: x, y: y, width: w, height: size.height)
  }

  mutating func placeChild(_ c: ElementIndex, _ f: Frame, origin: (x: Double, y: Double), absolute: Bool = false, inStack: Bool = false) {
    if let explicit = elements[c].layout.frame {
      place(c, in: explicit, absolute: true, origin: origin)
    } else {
      place(c, in: f, absolute: absolute, origin: origin, inStack: inStack)
    }
  }

  /// Zero-sized frames at the hidden element's corner for everything inside it.
  mutating func hideSubtree(_ index: ElementIndex) {
    for c in elements[index].children {
      rel[c - base] = .zero
      flags[c - base] = 0
      hideSubtree(c)
    }
  }

  /// Records what goes wrong with a leaf at this size (`frame` in screen points): cut text,
  /// a fixed font size, an edge overrun.
  mutating func noteProblems(_ index: ElementIndex, _ layout: LayoutSpec, _ frame: Frame) {
    var found: [LayoutProblem] = []
    let kind = elements[index].kind
    if kind.showsText, let length = textLength(index), length > 0 {
      if layout.fixedTextSize { found.append(.fixedFontSize) }
      let size = pointSize(index, layout)
      let line = (size * SceneLayout.lineHeight).rounded(.up)
      let box = textBox(index, layout, frameWidth: frame.width)
      let natural = Double(length) * size * advance
      let needs = box > 1 ? Int(Swift.max(1, (natural / box - 1e-6).rounded(.up))) : 1
      var has = Int.max
      var limit = LayoutProblem.Limit.lineLimit
      if layout.maxLines > 0 { has = layout.maxLines }
      var overflow: Double?
      // A frame measured on a running app (an imported scene) held its text there; the
      // estimate of the text's width is no better than the measurement.
      let measured = layout.frame != nil && framesMeasured
      if layout.height != nil || layout.frame != nil, !measured {
        let pad = padding(index, layout)
        let room = Int(Swift.max(0, ((frame.height - pad.top - pad.bottom - textInsets(kind)) / line + 1e-6).rounded(.down)))
        if room < has {
          if kind.drawsTitlePastItsFrame {
            // A button's title is not clipped: it runs past the frame instead.
            if needs > room { overflow = Double(needs) * line + pad.top + pad.bottom + textInsets(kind) }
          } else {
            has = Swift.max(room, 0)
            limit = .fixedFrame
          }
        }
      }
      if let overflow { found.append(.overflows(needs: overflow, frameHeight: frame.height)) }
      if let clip = clipBottom, frame.maxY > clip + 0.5, !measured {
        let pad = padding(index, layout)
        let room = Int(Swift.max(0, ((clip - frame.y - pad.top - textInsets(kind)) / line + 1e-6).rounded(.down)))
        if room < has {
          has = room
          limit = .container
        }
      }
      if needs > has { found.append(.truncated(needs: needs, has: has, limit: limit)) }
    }
    let width = device.width
    if frame.width > 0, frame.maxX > width + 0.5 {
      found.append(.offScreen(overflow: frame.maxX - width))
    } else if frame.width > 0, frame.x < -0.5 {
      found.append(.offScreen(overflow: -frame.x))
    }
    if found.isEmpty {
      if problems[index] != nil {
        problems[index] = nil
        change.problemsTouched?.append(index)
      }
    } else {
      problems[index] = found
      change.problemsTouched?.append(index)
    }
  }

  /// The width text gets inside an element of `frameWidth` (controls keep room for their
  /// parts), as `intrinsic` measures it.
  func textBox(_ i: ElementIndex, _ layout: LayoutSpec, frameWidth: Double) -> Double {
    let pad = padding(i, layout)
    let inner = Swift.max(0, frameWidth - pad.leading - pad.trailing)
    switch elements[i].kind {
    case .toggle, .slider, .stepper, .textField, .secureField, .searchField: return Swift.max(0, inner - 70)
    case .button, .backButton, .link: return Swift.max(0, inner - 16)
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
}

extension SceneLayout {
  /// A pass over this layout's tables (read and written in place) and `scene`'s elements.
  mutating func withPass<T>(_ scene: Scene, _ body: (inout LayoutPass) -> T) -> T {
    let preorder = self.preorder
    let ends = self.ends
    let floating = self.floating
    let base = self.base
    let contentSize = self.contentSize
    let boldText = self.boldText
    // The long stacks' offsets and the problems move into the pass and back, never held
    // twice: a change to a stack's offsets then writes in place instead of copying a table
    // as long as the stack.
    var stacks: [ElementIndex: StackOffsets] = [:]
    var problems: [ElementIndex: [LayoutProblem]] = [:]
    swap(&stacks, &self.stacks)
    swap(&problems, &self.problems)
    let result = scene.elements.withUnsafeBufferPointer { elements in
      memo.withUnsafeMutableBufferPointer { memo in
        rel.withUnsafeMutableBufferPointer { rel in
          flags.withUnsafeMutableBufferPointer { flags in
            var pass = LayoutPass(
              elements: elements, device: scene.device, contentSize: contentSize, boldText: boldText, base: base, memo: memo,
              rel: rel, flags: flags, ends: ends, floating: floating, treesForLongStacks: preorder,
              framesMeasured: scene.importedFrom != nil, stacks: [:], problems: [:])
            swap(&pass.stacks, &stacks)
            swap(&pass.problems, &problems)
            let result = body(&pass)
            swap(&stacks, &pass.stacks)
            swap(&problems, &pass.problems)
            return result
          }
        }
      }
    }
    swap(&self.stacks, &stacks)
    swap(&self.problems, &problems)
    return result
  }

  /// Places the screen's root: a presented alert in the middle of the screen, a sheet below
  /// the status bar, anything else in the safe area. Returns how many children a first look
  /// left out.
  @discardableResult
  mutating func placeRoot(in scene: Scene, firstLook: FirstLook? = nil) -> Int {
    let root = self.root
    return withPass(scene) { pass in
      pass.firstLook = firstLook
      let d = pass.device
      let area = Frame(x: 0, y: SceneLayout.grid(d.safeAreaTop), width: d.width, height: SceneLayout.grid(d.height - d.safeAreaTop - d.safeAreaBottom))
      let e = pass.elements[root]
      if e.layout.frame == nil, e.kind == .alert {
        // A presented alert is a 270 pt card in the middle of the screen.
        let size = pass.measure(root, width: Swift.min(270, d.width))
        pass.place(root, in: Frame(x: (d.width - size.width) / 2, y: SceneLayout.grid((d.height - size.height) / 2), width: size.width, height: size.height), absolute: true, origin: (0, 0))
      } else if e.layout.frame == nil, e.kind == .sheet {
        // A sheet covers the screen below a 10 pt gap under the status bar.
        pass.place(root, in: Frame(x: 0, y: SceneLayout.grid(d.safeAreaTop + 10), width: d.width, height: SceneLayout.grid(d.height - d.safeAreaTop - 10)), absolute: true, origin: (0, 0), isRoot: true)
      } else {
        pass.place(root, in: area, absolute: true, origin: (0, 0), isRoot: true)
      }
      return pass.deferred
    }
  }
}
