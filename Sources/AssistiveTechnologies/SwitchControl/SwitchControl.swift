import SceneModel

/// Switch Control as a pure state machine over the shared `SceneRuntime`: switch presses
/// (`perform`) and time (`tick`) in, transcript events out. No clocks, no I/O.
///
/// Item mode scans `scanTree` level by level: the highlight rests on an item or a group;
/// selecting a group enters it, and after its last item the dashed exit stop leaves it.
/// Selecting an item opens the Scanner Menu, taps after the Auto Tap interval, or taps at once,
/// as Tap Behavior says. The Gliding Cursor sweeps a band and a line across the screen and
/// taps whatever is under the point, accessibility element or not.
public struct SwitchControl: Sendable {
  public var settings: SwitchControlSettings
  public internal(set) var scanTree = ScanTree()
  /// The groups entered, as indexes into each level, outermost first.
  public internal(set) var path: [Int] = []
  /// The highlighted stop of the current level: its nodes, then (inside a group) the exit
  /// stop, or (Always Tap, top level) the menu stop.
  public internal(set) var index = 0
  public internal(set) var menu: ScannerMenu?
  public internal(set) var glide: GlidingCursor?
  /// Scanning stopped after its loops (or the scan timeout); the next press restarts it.
  public internal(set) var hidden = false
  /// Auto Tap waiting to tap.
  public internal(set) var pendingTap: PendingTap?
  /// Seconds on the current highlight.
  var dwell: Double = 0
  /// Seconds since the last switch press.
  var idle: Double = 0
  /// Full cycles of the current level without a selection.
  var loopsDone = 0
  /// Step scanning selects after the dwell time only once the switch has moved the highlight.
  var stepArmed = false
  /// Top of the part of the screen in view, moved by the Scroll entries.
  public internal(set) var viewportTop: Double = 0
  public internal(set) var step = 0
  /// The device's screen size, for the Gliding Cursor (known once the runtime is seen).
  var screenSize: (width: Double, height: Double)?

  /// Auto Tap's pending tap.
  public struct PendingTap: Sendable, Equatable {
    public var element: ElementIndex
    public var remaining: Double
  }

  /// One stop of the current level.
  public enum Stop: Sendable, Equatable {
    case node(ScanTree.Node)
    /// The dashed highlight around the group being scanned: selecting it leaves the group.
    case exit(ScanTree.ScanGroup)
    /// Always Tap's extra stop at the end of the top level, which opens the Scanner Menu.
    case menuStop
  }

  public init(settings: SwitchControlSettings = SwitchControlSettings()) {
    self.settings = settings
  }

  // MARK: Where the highlight is

  /// The nodes of the current level.
  public var level: ScanTree.Level { scanTree.level(path) }
  /// The group being scanned, if any.
  public var currentGroup: ScanTree.ScanGroup? { scanTree.group(at: path) }

  /// The stops of the current level in order.
  var stopCount: Int {
    level.count + (path.isEmpty ? (settings.tapBehavior == .alwaysTap ? 1 : 0) : 1)
  }

  /// The highlighted stop (nil while the menu or the gliding cursor is up, or when empty).
  public var currentStop: Stop? {
    let nodes = level
    if nodes.indices.contains(index) { return .node(nodes[index]) }
    if index == nodes.count {
      if let g = currentGroup { return .exit(g) }
      if path.isEmpty, settings.tapBehavior == .alwaysTap, !nodes.isEmpty { return .menuStop }
    }
    return nil
  }

  /// The element the highlight is on: the item, or the first item of a group.
  public var focusedElement: ElementIndex? {
    if let menu, let e = menu.element { return e }
    switch currentStop {
    case .node(let n): return n.firstItem
    case .exit(let g): return g.container
    default: return nil
    }
  }

  /// What the wireframe draws.
  public var highlight: Highlight? {
    if hidden { return .hidden }
    if let menu {
      if let entry = menu.current { return .menu(element: menu.element, entry: entry.title) }
      return menu.element.map { .item($0) }
    }
    if let glide { return .glide(glide.mark) }
    switch currentStop {
    case .node(.item(let e)): return .item(e)
    case .node(.group(let g)): return .group(g.container, items: g.itemCount)
    case .exit(let g): return .exitGroup(g.container)
    case .menuStop: return .menu(element: nil, entry: "Scanner Menu")
    case nil: return nil
    }
  }

  // MARK: Starting and keeping up with the scene

  /// Starts scanning at the top of the screen.
  public mutating func start(runtime: inout SceneRuntime) -> [TranscriptEvent] {
    refresh(runtime)
    restart()
    var e = event(.command("start"), runtime: runtime)
    e.notes.append(settings.summary)
    if scanTree.items.isEmpty { e.notes.append("nothing on this screen responds to user interaction, so there is nothing to scan") }
    return [e]
  }

  /// Starts scanning on `element` (when it is an item), keeping focus where another
  /// technology had it; else at the nearest item after it in the VoiceOver order.
  public mutating func start(at element: ElementIndex?, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    refresh(runtime)
    restart()
    if let element { moveHighlight(to: element, runtime: runtime) }
    var e = event(.command("switch-control"), runtime: runtime)
    e.notes.append(settings.summary)
    return [e]
  }

  /// Back to the first stop of the top level, scanning afresh.
  mutating func restart() {
    path = []
    index = 0
    menu = nil
    pendingTap = nil
    hidden = false
    dwell = 0
    idle = 0
    loopsDone = 0
    stepArmed = false
    glide = settings.method == .gliding ? newGlide : nil
  }

  /// A fresh Gliding Cursor over the device's screen.
  var newGlide: GlidingCursor? {
    screenSize.map { GlidingCursor(width: $0.width, height: $0.height, selection: settings.glideSelection) }
  }

  /// Rebuilds the scan tree when the runtime's tree changed, keeping the highlight on the
  /// same item where it can.
  mutating func refresh(_ runtime: SceneRuntime) {
    screenSize = (runtime.scene.device.width, runtime.scene.device.height)
    guard scanTree.version != runtime.treeVersion else { return }
    let keep = focusedElement
    let old = scanTree
    scanTree = runtime.keptScanTree(settings)
    path = []
    index = 0
    if let keep, menu == nil {
      if runtime.tree.position[keep] == nil, let i = old.itemIndex(of: keep), !scanTree.items.isEmpty {
        // The item went away: resume at the item now in its place.
        moveHighlight(to: scanTree.items[min(i, scanTree.items.count - 1)], runtime: runtime)
      } else {
        moveHighlight(to: keep, runtime: runtime)
      }
    }
    if let m = menu, let e = m.element, runtime.tree.position[e] == nil { menu = nil }
  }

  /// Puts the highlight on the element's stop: the item itself, or the nearest item after
  /// it in the VoiceOver order.
  mutating func moveHighlight(to element: ElementIndex, runtime: SceneRuntime) {
    var target = element
    if scanTree.location(of: target) == nil, let p = runtime.tree.position[element] {
      // The nearest item at or after it in the VoiceOver order (items are in that order),
      // else the last one.
      let order = scanTree.items
      let i = runtime.tree.firstIndex(of: order, notBefore: p)
      if i < order.count { target = order[i] } else if let last = order.last { target = last }
    }
    guard let loc = scanTree.location(of: target) else { return }
    if settings.groupItems {
      // Resume inside the groups around the item, as after a tap.
      path = loc.path
      index = loc.index
    } else {
      path = []
      index = loc.index
    }
  }

  /// Forces a rebuild (after a setting that changes the tree).
  mutating func rebuild(_ runtime: SceneRuntime) {
    let keep = focusedElement
    scanTree = ScanTree(runtime: runtime, settings: settings)
    path = []
    index = 0
    if let keep { moveHighlight(to: keep, runtime: runtime) }
  }

  // MARK: Commands

  /// Performs a switch press or a settings change.
  public mutating func perform(_ command: SwitchControlCommand, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    step += 1
    refresh(runtime)
    let cause = Cause.command(command.scriptName)
    var out: [TranscriptEvent] = []
    switch command {
    case .select, .move, .movePrevious:
      idle = 0
      if hidden {
        restart()
        var e = event(cause, runtime: runtime)
        e.notes.append("scanning starts again")
        out.append(e)
      } else if command == .select {
        select(cause: cause, runtime: &runtime, into: &out)
      } else if glide != nil, menu == nil {
        out.append(event(cause, runtime: runtime, notes: ["the Gliding Cursor moves by itself; select stops it"]))
      } else {
        stepArmed = true
        out.append(advance(by: command == .move ? 1 : -1, cause: cause, runtime: runtime))
      }
    case .setStyle(let s):
      settings.style = s
      out.append(settingEvent(cause, runtime: runtime))
    case .setGroupItems(let on):
      settings.groupItems = on
      rebuild(runtime)
      out.append(settingEvent(cause, runtime: runtime))
    case .setSpeech(let on):
      settings.speech = on
      out.append(settingEvent(cause, runtime: runtime))
    case .setTapBehavior(let t):
      settings.tapBehavior = t
      pendingTap = nil
      if index >= stopCount { index = 0 }
      out.append(settingEvent(cause, runtime: runtime))
    case .setMethod(let m):
      settings.method = m
      menu = nil
      glide = m == .gliding ? newGlide : nil
      out.append(settingEvent(cause, runtime: runtime))
    case .setGlideSelection(let g):
      settings.glideSelection = g
      if glide != nil { glide = newGlide }
      out.append(settingEvent(cause, runtime: runtime))
    case .setScanAllElements(let on):
      settings.scanAllElements = on
      rebuild(runtime)
      out.append(settingEvent(cause, runtime: runtime))
    case .setScanTime(let t):
      settings.autoScanTime = t
      out.append(settingEvent(cause, runtime: runtime))
    }
    return out
  }

  func settingEvent(_ cause: Cause, runtime: SceneRuntime) -> TranscriptEvent {
    event(cause, runtime: runtime, notes: [settings.summary])
  }

  // MARK: Time

  /// Lets `seconds` pass: auto scanning advances, Auto Tap taps, step scanning selects after
  /// its dwell time, the Gliding Cursor sweeps, and manual scanning hides after its timeout.
  /// `reportGlide` adds one event with the cursor's position (for headless `wait`).
  public mutating func tick(_ seconds: Double, runtime: inout SceneRuntime, reportGlide: Bool = false) -> [TranscriptEvent] {
    refresh(runtime)
    var out: [TranscriptEvent] = []
    var remaining = max(0, min(seconds, 86_400))
    var guardSteps = 0
    let glideBefore = glide
    let total = remaining
    // Each event is stamped with the moment it happened within `seconds`.
    func stamp(from start: Int) {
      for i in out.indices[start...] where out[i].time == 0 { out[i].time = total - remaining }
    }
    while remaining > 1e-9, guardSteps < 100_000 {
      guardSteps += 1
      let eventsBefore = out.count
      defer { stamp(from: eventsBefore) }
      var next = remaining
      if let p = pendingTap { next = min(next, max(0, p.remaining)) }
      let timed = !hidden && pendingTap == nil && glide == nil || (menu != nil && !hidden && pendingTap == nil)
      if timed {
        switch settings.style {
        case .auto: next = min(next, max(0, dwellTime - dwell))
        case .step: if stepArmed { next = min(next, max(0, dwellTime - dwell)) }
        case .manual: break
        }
      }
      if !hidden, settings.style != .auto { next = min(next, max(0, settings.scanTimeout - idle)) }
      let dt = next
      remaining -= dt
      dwell += dt
      idle += dt
      if let g = glide, menu == nil, !hidden {
        var moved = g
        moved.advance(by: dt, sweepSeconds: settings.glideSweepSeconds)
        glide = moved
      }
      if var p = pendingTap {
        p.remaining -= dt
        pendingTap = p
        if p.remaining <= 1e-9 {
          pendingTap = nil
          out += tap(p.element, cause: .tick, runtime: &runtime)
          continue
        }
      }
      if timed, dwell >= dwellTime - 1e-9 {
        switch settings.style {
        case .auto:
          out.append(advance(by: 1, cause: .tick, runtime: runtime))
          continue
        case .step where stepArmed:
          stepArmed = false
          select(cause: .tick, runtime: &runtime, into: &out)
          continue
        default: break
        }
      }
      if !hidden, settings.style != .auto, idle >= settings.scanTimeout - 1e-9 {
        hidden = true
        menu = nil
        out.append(event(.tick, runtime: runtime, notes: ["no switch pressed for \(SwitchControlSettings.seconds(settings.scanTimeout)): the cursor hides until the next press"]))
      }
    }
    if reportGlide, let g = glide, g != glideBefore, menu == nil {
      out.append(TranscriptEvent(step: step, technology: .switchControl, cause: .tick, highlight: .glide(g.mark), shown: g.description))
    }
    return out
  }

  /// How long the highlight rests on the current stop.
  var dwellTime: Double {
    let first = menu == nil ? index == 0 : menu?.index == 0
    return settings.autoScanTime + (first ? settings.pauseOnFirstItem : 0)
  }

  /// Moves the highlight one stop on (or back), counting loops.
  mutating func advance(by delta: Int, cause: Cause, runtime: SceneRuntime) -> TranscriptEvent {
    dwell = 0
    if var m = menu {
      let count = m.stopCount
      let next = m.index + delta
      if next >= count { loopsDone += 1 }
      m.index = ((next % count) + count) % count
      menu = m
      if settings.style == .auto, loopsDone >= settings.loops {
        menu = nil
        loopsDone = 0
        var e = event(cause, runtime: runtime)
        e.notes.append("the Scanner Menu closed after \(settings.loops) loops without a selection")
        return e
      }
      return event(cause, runtime: runtime)
    }
    let count = stopCount
    guard count > 0 else { return event(cause, runtime: runtime, notes: ["nothing to scan on this screen"]) }
    let next = index + delta
    if next >= count { loopsDone += 1 }
    index = ((next % count) + count) % count
    if settings.style == .auto, loopsDone >= settings.loops {
      loopsDone = 0
      if let up = path.popLast() {
        // Inside a group, the loops spent back it out to the level above [K].
        index = up
        return event(cause, runtime: runtime, notes: ["\(settings.loops) loops inside the group without a selection: back to the level above"])
      }
      hidden = true
      return event(cause, runtime: runtime, notes: ["\(settings.loops) loops without a selection: scanning stops until the next switch press"])
    }
    return event(cause, runtime: runtime)
  }

  // MARK: Events

  /// An event describing the highlight now, spoken when Speech is on.
  func event(_ cause: Cause, runtime: SceneRuntime, notes: [String] = []) -> TranscriptEvent {
    var e = TranscriptEvent(step: step, technology: .switchControl, cause: cause, element: focusedElement, notes: notes, highlight: highlight)
    e.shown = describeHighlight(runtime)
    if settings.speech { e.parts = spokenHighlight(runtime) }
    return e
  }

  /// The highlight in words: "Reply", "group of 3: Reply, Forward, Delete", "menu: Tap".
  public func describeHighlight(_ runtime: SceneRuntime) -> String {
    if hidden { return "scanning stopped" }
    if let menu {
      if let entry = menu.current { return "menu: " + entry.title + (menu.pages.count > 1 ? "" : "") }
      return "menu: back on " + (menu.element.map { runtime.name(of: $0) } ?? "the screen") + " (select to close the menu)"
    }
    if let glide { return glide.description }
    switch currentStop {
    case .node(.item(let e)): return runtime.name(of: e)
    case .node(.group(let g)): return "group of \(g.itemCount): " + Self.list(g, runtime)
    case .exit(let g): return "leave group: " + Self.list(g, runtime)
    case .menuStop: return "Scanner Menu"
    case nil: return "nothing to scan"
    }
  }

  static func list(_ g: ScanTree.ScanGroup, _ runtime: SceneRuntime) -> String {
    let names = g.preview.map { name in
      let n = runtime.name(of: name)
      return n.count > 24 ? String(n.prefix(23)) + "…" : n
    }
    return names.joined(separator: "; ") + (g.itemCount > g.preview.count ? "; …" : "")
  }

  /// What Speech says: an item's VoiceOver description without hints; a group's items.
  func spokenHighlight(_ runtime: SceneRuntime) -> [UtterancePart] {
    if let menu {
      if let entry = menu.current { return [UtterancePart(.label, entry.title)] }
      return menu.element.map { description(of: $0, runtime) } ?? []
    }
    switch currentStop {
    case .node(.item(let e)): return description(of: e, runtime)
    case .node(.group(let g)): return [UtterancePart(.label, Self.list(g, runtime))]
    case .exit: return [UtterancePart(.label, "Exit group")]
    case .menuStop: return [UtterancePart(.label, "Scanner Menu")]
    case nil: return []
    }
  }

  func description(of e: ElementIndex, _ runtime: SceneRuntime) -> [UtterancePart] {
    SpeechComposer.compose(runtime.properties(of: e), context: runtime.context(of: e), options: SpeechComposer.Options(speakHints: false, iOSVersion: runtime.scene.settings.iosVersion)).description
  }
}
