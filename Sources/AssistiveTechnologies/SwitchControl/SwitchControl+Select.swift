import SceneModel

extension SwitchControl {
  // MARK: Select

  /// The Select Item switch: enter a group, leave it, open the menu, tap, or choose a menu entry.
  mutating func select(cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    dwell = 0
    loopsDone = 0
    if menu != nil {
      chooseMenuEntry(cause: cause, runtime: &runtime, into: &out)
      return
    }
    if var g = glide {
      if let point = g.select() {
        glide = newGlide
        selectPoint(point, cause: cause, runtime: &runtime, into: &out)
      } else {
        glide = g
        out.append(event(cause, runtime: runtime))
      }
      return
    }
    switch currentStop {
    case .node(.group):
      path.append(index)
      index = 0
      out.append(event(cause, runtime: runtime, notes: ["entered the group"]))
    case .exit:
      index = path.removeLast()
      out.append(event(cause, runtime: runtime, notes: ["left the group"]))
    case .menuStop:
      openMenu(for: nil, runtime: runtime)
      out.append(event(cause, runtime: runtime, notes: ["opened the Scanner Menu"]))
      out[out.count - 1].earcons.append(.menuOpened)
    case .node(.item(let e)):
      switch settings.tapBehavior {
      case .standard:
        openMenu(for: e, runtime: runtime)
        var ev = event(cause, runtime: runtime, notes: ["opened the Scanner Menu for \(Sanitize.quote(runtime.name(of: e)))"])
        ev.earcons.append(.menuOpened)
        out.append(ev)
      case .autoTap:
        if pendingTap?.element == e {
          pendingTap = nil
          openMenu(for: e, runtime: runtime)
          var ev = event(cause, runtime: runtime, notes: ["second select within the Auto Tap interval: opened the Scanner Menu"])
          ev.earcons.append(.menuOpened)
          out.append(ev)
        } else {
          pendingTap = PendingTap(element: e, remaining: settings.autoTapInterval)
          out.append(event(cause, runtime: runtime, notes: ["Auto Tap: taps in \(SwitchControlSettings.seconds(settings.autoTapInterval)) unless selected again (which opens the Scanner Menu)"]))
        }
      case .alwaysTap:
        out += tap(e, cause: cause, runtime: &runtime)
      }
    case nil:
      out.append(event(cause, runtime: runtime, notes: ["nothing to select: nothing on this screen responds to user interaction"]))
    }
  }

  /// A point chosen with the Gliding Cursor: tap it, or open the point's menu.
  mutating func selectPoint(_ point: ScreenPoint, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    if settings.tapBehavior == .alwaysTap {
      out += tapPoint(point, cause: cause, runtime: &runtime)
      return
    }
    var m = ScannerMenu(element: nil, firstPage: [.tap, .gestures, .refineSelection, .setting(.itemMode)])
    m.point = point
    menu = m
    var ev = event(cause, runtime: runtime, notes: ["point chosen at \(Self.describe(point)): opened the menu"])
    ev.earcons.append(.menuOpened)
    out.append(ev)
  }

  static func describe(_ p: ScreenPoint) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded()))) pt" }

  // MARK: The Scanner Menu

  /// Opens the menu's top page for an element (nil: the screen-wide menu of Always Tap).
  mutating func openMenu(for element: ElementIndex?, runtime: SceneRuntime) {
    var page: [ScannerMenu.Entry] = []
    if let element {
      if runtime.isAdjustable(element) { page += [.increment, .decrement] } else { page.append(.tap) }
      for (i, a) in runtime.properties(of: element).actions.enumerated() { page.append(.action(index: i, name: a.name)) }
    }
    if !scrollDirections(runtime).isEmpty { page.append(.scroll) }
    if element != nil { page.append(.gestures) }
    page += [.mediaControls, .more]
    menu = ScannerMenu(element: element, firstPage: page)
  }

  /// The directions the screen can scroll from the current viewport: only where a scroll
  /// view (a `scroll` or a `list`) holds the item, or for the screen-wide menu, any item.
  func scrollDirections(_ runtime: SceneRuntime) -> [ScannerMenu.Entry] {
    let scene = runtime.scene
    func inScrollView(_ e: ElementIndex) -> Bool {
      scene.ancestors(of: e).contains { scene.elements[$0].kind == .scroll || scene.elements[$0].kind == .list }
    }
    if let e = menu?.element ?? focusedElement {
      guard inScrollView(e) else { return [] }
    } else if !scanTree.items.contains(where: inScrollView) {
      return []
    }
    let height = runtime.scene.device.height
    let bottom = runtime.contentBottom()
    var result: [ScannerMenu.Entry] = []
    if viewportTop > 0 { result.append(.scrollUp) }
    if bottom > viewportTop + height + 0.5 { result.append(.scrollDown) }
    return result
  }

  func page(for entry: ScannerMenu.Entry, runtime: SceneRuntime) -> [ScannerMenu.Entry] {
    switch entry {
    case .scroll: return scrollDirections(runtime) + [.back]
    case .gestures: return GestureKind.allCases.map { .gesture($0) } + [.back]
    case .mediaControls:
      return ["Play/Pause", "Previous Track", "Next Track", "Volume Up", "Volume Down"].map { .media($0) } + [.back]
    case .more:
      var page: [ScannerMenu.Entry] = [.home, .device, .settings]
      if runtime.escapeEffects(from: menu?.element) != nil { page.append(.escape) }
      return page + [.back]
    case .device:
      return ["Rotate Screen", "Lock Screen", "Control Center", "Notification Center", "App Switcher", "Shake", "Screenshot"].map { .deviceControl($0) } + [.back]
    case .settings:
      return [
        .setting(.slower), .setting(.faster), .setting(.speech(!settings.speech)), .setting(.groups(!settings.groupItems)),
        .setting(settings.method == .item ? .glidingCursor : .itemMode), .back,
      ]
    default: return []
    }
  }

  /// Performs the highlighted menu entry (or closes the menu on the item itself).
  mutating func chooseMenuEntry(cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    guard var m = menu else { return }
    let element = m.element
    guard let entry = m.current else {
      menu = nil
      var ev = event(cause, runtime: runtime, notes: ["closed the Scanner Menu without acting"])
      ev.earcons.append(.menuClosed)
      out.append(ev)
      return
    }
    if entry.opensPage {
      m.open(page(for: entry, runtime: runtime))
      menu = m
      out.append(event(cause, runtime: runtime, notes: ["opened \(entry.title)"]))
      return
    }
    func close(_ note: String? = nil) {
      menu = nil
      var ev = event(cause, runtime: runtime, notes: note.map { [$0] } ?? [])
      ev.earcons.append(.menuClosed)
      out.append(ev)
    }
    switch entry {
    case .back:
      if m.back() {
        menu = m
        out.append(event(cause, runtime: runtime, notes: ["back to the previous page"]))
      } else {
        close()
      }
    case .tap:
      menu = nil
      if let point = m.point {
        out += tapPoint(point, cause: cause, runtime: &runtime)
      } else if let element {
        out += tap(element, cause: cause, runtime: &runtime)
      }
    case .increment, .decrement:
      menu = nil
      guard let element else { return }
      out += adjust(element, by: entry == .increment ? 1 : -1, cause: cause, runtime: &runtime)
    case .action(let i, let name):
      menu = nil
      guard let element else { return }
      let actions = runtime.properties(of: element).actions
      guard actions.indices.contains(i) else { return }
      var ev = TranscriptEvent(step: step, technology: .switchControl, cause: cause, element: element, earcons: [.tap], notes: ["performed the custom action \(Sanitize.quote(name))"])
      if actions[i].effects.isEmpty { ev.notes.append("the action has no effects in the scene") }
      out.append(ev)
      react(runtime.runAll(actions[i].effects, focus: element), tapped: element, cause: cause, runtime: &runtime, into: &out)
    case .gesture(let kind):
      menu = nil
      let target = element ?? m.point.flatMap { runtime.hitTest($0) }
      guard let target, let g = runtime.gestures(at: target).first(where: { $0.kind == kind }) else {
        out.append(event(cause, runtime: runtime, notes: ["performed \(kind.menuName): nothing here recognises it, so nothing happens"]))
        return
      }
      out.append(TranscriptEvent(step: step, technology: .switchControl, cause: cause, element: target, earcons: [.tap], notes: ["performed \(kind.menuName) on \(Sanitize.quote(runtime.name(of: target)))"]))
      react(runtime.runAll(g.effects, focus: target), tapped: target, cause: cause, runtime: &runtime, into: &out)
    case .escape:
      menu = nil
      guard let effects = runtime.escapeEffects(from: element) else {
        out.append(event(cause, runtime: runtime, notes: ["nothing handles escape here"]))
        return
      }
      out.append(TranscriptEvent(step: step, technology: .switchControl, cause: cause, element: element, notes: ["Escape (accessibilityPerformEscape)"]))
      react(runtime.runAll(effects, focus: element), tapped: nil, cause: cause, runtime: &runtime, into: &out)
    case .scrollUp, .scrollDown:
      menu = nil
      let inView = scroll(down: entry == .scrollDown, runtime: runtime)
      let direction = entry == .scrollDown ? "down" : "up"
      let from = inView ? "scanning continues from the first item in view" : "no item is in view there, so scanning starts again from the first"
      out.append(event(cause, runtime: runtime, notes: ["scrolled \(direction) a page, showing \(runtime.shownRange(top: viewportTop)); \(from)"]))
    case .home:
      close("Home would leave the app; axsim stays on the scene")
    case .media(let name):
      close("\(name) controls the system's media playback; the scene has no media session")
    case .deviceControl(let name):
      close("\(name) acts on the device, outside the scene")
    case .setting(let change):
      switch change {
      case .slower, .faster:
        let t = settings.autoScanTime + (change == .slower ? 0.1 : -0.1)
        settings.autoScanTime = min(60, max(0.1, (t * 10).rounded() / 10))
        menu = m
        out.append(event(cause, runtime: runtime, notes: ["Auto Scanning Time \(SwitchControlSettings.seconds(settings.autoScanTime))"]))
      case .speech(let on):
        settings.speech = on
        close("Speech \(on ? "on" : "off")")
      case .groups(let on):
        settings.groupItems = on
        menu = nil
        rebuild(runtime)
        out.append(event(cause, runtime: runtime, notes: ["Group Items \(on ? "on" : "off")"]))
      case .glidingCursor:
        settings.method = .gliding
        menu = nil
        glide = newGlide
        out.append(event(cause, runtime: runtime, notes: ["Gliding Cursor: select to stop the band, then the line"]))
      case .itemMode:
        settings.method = .item
        menu = nil
        glide = nil
        out.append(event(cause, runtime: runtime, notes: ["item mode"]))
      }
    case .refineSelection:
      menu = nil
      settings.glideSelection = .precise
      glide = newGlide
      out.append(event(cause, runtime: runtime, notes: ["Refine Selection: sweeping again with Selection Mode Precise"]))
    case .scroll, .gestures, .mediaControls, .more, .device, .settings:
      break
    }
  }

  /// Moves the viewport a page and the highlight to the first top-level stop in view (the
  /// first of all when none is); whether one was.
  mutating func scroll(down: Bool, runtime: SceneRuntime) -> Bool {
    let height = runtime.scene.device.height
    let page = height * 0.8
    viewportTop = down ? min(runtime.maxViewportTop, viewportTop + page) : max(0, viewportTop - page)
    path = []
    let nodes = level
    let frames = runtime.frames
    let found = nodes.firstIndex { n in
      guard let e = n.firstItem, frames.indices.contains(e) else { return false }
      return frames[e].y >= viewportTop && frames[e].y < viewportTop + height
    }
    index = found ?? 0
    return found != nil
  }

  // MARK: Tap and adjust

  /// Taps an element at its activation point: the shared activation, as a double tap.
  mutating func tap(_ element: ElementIndex, cause: Cause, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    var out: [TranscriptEvent] = []
    guard let effects = runtime.activationEffects(of: element) else {
      out.append(TranscriptEvent(step: step, technology: .switchControl, cause: cause, element: element, earcons: [.tap], notes: ["tapped \(Sanitize.quote(runtime.name(of: element))): it is dimmed, so nothing happens"], highlight: highlight, shown: describeHighlight(runtime)))
      return out
    }
    var ev = TranscriptEvent(step: step, technology: .switchControl, cause: cause, element: element, earcons: [.tap], notes: ["tapped \(Sanitize.quote(runtime.name(of: element)))"])
    if effects.isEmpty { ev.notes.append("tapping it has no effect in the scene") }
    if let note = SceneRuntime.editingNote(effects) { ev.notes.append(note) }
    out.append(ev)
    react(runtime.runAll(effects, focus: element), tapped: element, cause: cause, runtime: &runtime, into: &out)
    return out
  }

  /// Taps whatever is under a point, accessibility element or not.
  mutating func tapPoint(_ screenPoint: ScreenPoint, cause: Cause, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    // The cursor sweeps the device's screen; the content under it is scrolled by the viewport.
    let point = ScreenPoint(x: screenPoint.x, y: screenPoint.y + viewportTop)
    guard let target = runtime.hitTest(point) else {
      glide = newGlide
      return [TranscriptEvent(step: step, technology: .switchControl, cause: cause, earcons: [.tap], notes: ["tapped \(Self.describe(point)): nothing there responds to a tap"], highlight: highlight, shown: describeHighlight(runtime))]
    }
    var out = tap(target, cause: cause, runtime: &runtime)
    if runtime.tree.position[target] == nil {
      out[0].notes.append("\(Sanitize.quote(runtime.name(of: target))) is not an accessibility element: only a touch (here the Gliding Cursor) reaches it")
    }
    glide = newGlide
    return out
  }

  mutating func adjust(_ element: ElementIndex, by direction: Int, cause: Cause, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    var out: [TranscriptEvent] = []
    let word = direction > 0 ? "Increment" : "Decrement"
    switch runtime.adjustElement(element, by: direction, focus: element) {
    case .moved(let value):
      var ev = event(cause, runtime: runtime, notes: ["\(word): the value is now \(Sanitize.quote(value))"])
      ev.earcons.append(.menuClosed)
      out.append(ev)
    case .atEnd:
      out.append(event(cause, runtime: runtime, notes: ["\(word): already at the \(direction > 0 ? "maximum" : "minimum")"]))
    case .handled(let summary):
      out.append(event(cause, runtime: runtime, notes: ["\(word) ran the element's handler"]))
      react(summary, tapped: element, cause: cause, runtime: &runtime, into: &out)
    case .notImplemented:
      out.append(event(cause, runtime: runtime, notes: ["\(word): nothing implements accessibility\(word), so the value does not change"]))
    case .notAdjustable:
      out.append(event(cause, runtime: runtime, notes: ["\(word): \(Sanitize.quote(runtime.name(of: element))) is not adjustable"]))
    }
    return out
  }

  /// Follows what the effects did: a new screen restarts the scan at its top; a closed one
  /// resumes at the element that opened it; otherwise scanning resumes at the tapped item or
  /// the top (Focused Item After Tap). Announcements are heard only with Speech on.
  mutating func react(_ summary: EffectSummary, tapped: ElementIndex?, cause: Cause, runtime: inout SceneRuntime, into out: inout [TranscriptEvent]) {
    for text in summary.announcements {
      if settings.speech {
        out.append(TranscriptEvent(step: step, technology: .switchControl, cause: .notification(.announcement), parts: [UtterancePart(.announcement, SymbolNames.spoken(text))]))
      } else {
        out.append(TranscriptEvent(step: step, technology: .switchControl, cause: .notification(.announcement), notes: ["announced \(Sanitize.quote(text)), not heard: Switch Control's Speech is off"]))
      }
    }
    for note in summary.notes { out.append(TranscriptEvent(step: step, technology: .switchControl, cause: cause, notes: [note])) }
    refresh(runtime)
    var notes: [String] = []
    switch summary.screenChange {
    case .opened, .posted:
      viewportTop = 0
      restart()
      notes.append("the screen changed: scanning starts at the top")
    case .closed(let returnFocus):
      viewportTop = 0
      restart()
      if let r = returnFocus { moveHighlight(to: r, runtime: runtime) }
      notes.append("back on the previous screen")
    case nil:
      pendingTap = nil
      if settings.afterTap == .firstItem {
        restart()
      } else if let tapped, scanTree.location(of: tapped) != nil {
        moveHighlight(to: tapped, runtime: runtime)
      } else if scanTree.items.isEmpty || index >= stopCount {
        restart()
      }
      dwell = 0
    }
    if summary.screenChange != nil || !notes.isEmpty {
      var ev = event(summary.screenChange == nil ? cause : .notification(.screenChanged), runtime: runtime, notes: notes)
      if summary.screenChange != nil { ev.earcons.append(.screenChanged) }
      out.append(ev)
    } else {
      out.append(event(cause, runtime: runtime))
    }
  }
}
