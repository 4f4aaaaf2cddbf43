import SceneModel

/// The cost of reaching each element with each technology, from the start of the screen:
/// VoiceOver swipes, Switch Control scan steps and seconds (auto scanning, with Group Items
/// on and off), Full Keyboard Access key presses, and the shortest Voice Control phrase.
/// Elements a technology cannot reach, custom actions only VoiceOver can reach, gestures
/// VoiceOver cannot perform and names Voice Control cannot use are flagged.
///
/// Figures assume each technology starts at its first stop; Switch Control's steps count the
/// highlight's moves plus one select per group entered.
public struct Reach: Sendable, Equatable {
  public struct Row: Sendable, Equatable {
    public var element: ElementIndex
    /// The element's id, else its label, else its kind.
    public var name: String
    /// Swipes from the first stop; nil when VoiceOver cannot reach it.
    public var voiceOverSwipes: Int?
    /// Group Items on: moves + selects, and seconds of auto scanning.
    public var switchSteps: Int?
    public var switchSeconds: Double?
    /// Group Items off.
    public var switchStepsFlat: Int?
    public var switchSecondsFlat: Double?
    /// Key presses from the first focusable item, and which keys.
    public var keyboardPresses: Int?
    public var keyboardKeys: String?
    /// Voice Control: the shortest phrase that makes it act (or why there is none), and its
    /// number; nil for what does nothing when tapped (static text, containers).
    public var voiceControl: VoiceControlPhrase?
    public var voiceControlNumber: Int?
    /// Reached only by a touch at its position (the Gliding Cursor, Voice Control's grid),
    /// not as an item.
    public var touchOnly: Bool
    public var flags: [String]
  }

  public var rows: [Row]
  /// Seconds per scan step used for the figures.
  public var scanTime: Double
  /// A step count above which a row is flagged as costly [K].
  public static let manySteps = 15
  /// Screens of at most this many stops get every figure of the focus at once, whatever
  /// technology is in use; larger ones get the figures needing the whole screen's scan tree
  /// and focus groups only while Switch Control or the keyboard (which keep them) is in use.
  public static let wholeScreenStops = 5_000

  public init(runtime: SceneRuntime, settings: SwitchControlSettings = SwitchControlSettings(), voiceControl: VoiceControlSettings = VoiceControlSettings()) {
    scanTime = settings.autoScanTime
    let scene = runtime.scene
    var grouped = settings
    grouped.groupItems = true
    let tree = ScanTree(runtime: runtime, settings: grouped)
    let keyboard = FocusGroups(runtime: runtime)

    let scan = Self.scanCosts(tree, settings: settings)
    var flatIndex: [ElementIndex: Int] = [:]
    // Group Items changes the levels, never the items or their order.
    for (i, e) in tree.items.enumerated() { flatIndex[e] = i }

    let keys = Self.keyboardCosts(keyboard, scene: scene, describe: true)
    let voiceIndex = runtime.voiceControlIndex()

    var rows: [Row] = []
    var listed = Set<ElementIndex>()
    func row(_ e: ElementIndex) -> Row {
      let el = scene.elements[e]
      var r = Row(element: e, name: el.id ?? runtime.name(of: e), touchOnly: false, flags: [])
      r.voiceOverSwipes = runtime.tree.position[e]
      if let s = scan[e] {
        r.switchSteps = s.steps
        r.switchSeconds = s.seconds
      }
      if let i = flatIndex[e] {
        r.switchStepsFlat = i
        r.switchSecondsFlat = Double(i) * settings.autoScanTime + (i > 0 ? settings.pauseOnFirstItem : 0)
      }
      if let k = keys[e] {
        r.keyboardPresses = k.0
        r.keyboardKeys = k.1
      }
      r.voiceControl = runtime.voiceControlPhrase(for: e, index: voiceIndex, settings: voiceControl)
      r.voiceControlNumber = runtime.voiceControlNumber(of: e)
      return r
    }
    for stop in runtime.tree.stops {
      var r = row(stop.element)
      Self.flagStop(&r, runtime: runtime, whole: true)
      listed.insert(stop.element)
      rows.append(r)
    }
    // Views that react to a touch but that no technology reaches as an element. A view with
    // stops inside (a row whose swipe its text's Gestures menu performs) is reached through them.
    var holdsStop = Set<ElementIndex>()
    for stop in runtime.tree.stops {
      var current = scene.elements[stop.element].parent
      while let p = current, holdsStop.insert(p).inserted { current = scene.elements[p].parent }
    }
    for s in runtime.visibleScreens {
      var stack = [scene.screens[s].root]
      while let e = stack.popLast() {
        let el = scene.elements[e]
        if el.hidden { continue }
        stack.append(contentsOf: el.children.reversed())
        guard !listed.contains(e), runtime.frames.indices.contains(e) else { continue }
        let f = runtime.frames[e]
        guard f.width > 0, f.height > 0, !el.onActivate.isEmpty || !scene.interaction(of: e).gestures.isEmpty else { continue }
        if runtime.tree.position[e] != nil || holdsStop.contains(e) { continue }
        // Inside a stop that combines it, it is reached through that stop.
        if scene.ancestors(of: e).contains(where: { runtime.tree.position[$0] != nil }) { continue }
        var r = row(e)
        let hit = runtime.hitTest(ScreenPoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
        r.touchOnly = hit == e
        r.flags.append(r.touchOnly
          ? "not an accessibility element: VoiceOver, item scanning, the keyboard and Voice Control's names and numbers cannot reach it; only a touch (the Gliding Cursor, Voice Control's grid) can"
          : "not an accessibility element and covered: no technology reaches it")
        listed.insert(e)
        rows.append(r)
      }
    }
    self.rows = rows
  }

  /// The figures of one stop, worked out for it alone from what the runtime keeps for its
  /// tree (the order's counts, the scan trees and the keyboard's focus groups the
  /// technologies step through): what the Inspector shows for the focus after any edit,
  /// without working out the whole screen. The same figures as its row in `init`.
  ///
  /// `whole`: also the figures that need the scan tree with Group Items and the keyboard's
  /// focus groups, which are built for the whole screen when not kept already (they are
  /// while Switch Control or the keyboard is in use); without it those stay nil. Likewise
  /// Voice Control's phrase and number, read from its index, only with `voiceControl`.
  public static func row(
    for e: ElementIndex, runtime: SceneRuntime, settings: SwitchControlSettings = SwitchControlSettings(),
    voiceControl: VoiceControlSettings? = VoiceControlSettings(), whole: Bool = true
  ) -> Row {
    let scene = runtime.scene
    var r = Row(element: e, name: scene.elements[e].id ?? runtime.name(of: e), touchOnly: false, flags: [])
    r.voiceOverSwipes = runtime.tree.position[e]
    var grouped = settings
    grouped.groupItems = true
    if whole, let (path, index) = runtime.keptScanTree(grouped).location(of: e) {
      // A step per item passed at each level, one select per group entered.
      var steps = path.count
      var seconds = 0.0
      for i in path + [index] {
        steps += i
        seconds += Double(i) * settings.autoScanTime + (i > 0 ? settings.pauseOnFirstItem : 0)
      }
      r.switchSteps = steps
      r.switchSeconds = seconds
    }
    if let p = r.voiceOverSwipes {
      let interactive = runtime.interactiveStops
      let i = settings.scanAllElements ? p : interactive.firstIndex(notBelow: p)
      if settings.scanAllElements || (i < interactive.count && interactive[i] == p) {
        r.switchStepsFlat = i
        r.switchSecondsFlat = Double(i) * settings.autoScanTime + (i > 0 ? settings.pauseOnFirstItem : 0)
      }
    }
    if whole, let k = keyboardCost(of: e, runtime.keptFocusGroups(), scene: scene) {
      r.keyboardPresses = k.presses
      r.keyboardKeys = k.keys
    }
    if let voiceControl {
      r.voiceControl = runtime.voiceControlPhrase(for: e, index: runtime.voiceControlIndex(), settings: voiceControl)
      r.voiceControlNumber = runtime.voiceControlNumber(of: e)
    }
    if r.voiceOverSwipes != nil { flagStop(&r, runtime: runtime, whole: whole) }
    return r
  }

  /// The flags of a stop's row: what no technology but VoiceOver reaches, gestures only,
  /// names Voice Control cannot use, costly reaches. Without `whole` (the scan tree with
  /// Group Items, the focus groups and Voice Control's index not worked out) the flags that
  /// need them are left out.
  static func flagStop(_ r: inout Row, runtime: SceneRuntime, whole: Bool) {
    let e = r.element
    let p = runtime.properties(of: e)
    let reason = UserInteraction.reason(e, in: runtime)
    if whole, reason.responds, r.keyboardPresses == nil {
      let behind = !runtime.presented.isEmpty && runtime.scene.elements[e].screen != runtime.currentScreen
      r.flags.append(behind ? "behind the presented screen: out of keyboard reach" : "Full Keyboard Access cannot focus it")
    }
    if whole, !p.actions.isEmpty, r.switchSteps == nil, r.keyboardPresses == nil {
      r.flags.append("its custom actions are reachable only with VoiceOver (\(reason.explanation))")
    }
    if !runtime.gestures(at: e).isEmpty, p.actions.isEmpty, reason.responds {
      r.flags.append("gesture only: VoiceOver cannot perform it; Switch Control and the keyboard only through their Gestures menus")
    }
    switch r.voiceControl {
    case .needsNumbers(let name, let count)?:
      r.flags.append("Voice Control: \(Sanitize.quote(name)) names \(count) items, so saying it shows numbers; say \"tap \(r.voiceControlNumber ?? 0)\" with numbers shown")
    case .cannotBeSaid(let drawn)?:
      r.flags.append("Voice Control: " + (drawn.map { "its name \(Sanitize.quote($0)) cannot be said" } ?? "it has no name") + "; only its number reaches it (\"tap \(r.voiceControlNumber ?? 0)\" with numbers shown)")
    default: break
    }
    if let s = r.switchSteps, s > Reach.manySteps { r.flags.append("\(s) scan steps to reach") }
    if let k = r.keyboardPresses, k > Reach.manySteps { r.flags.append("\(k) key presses to reach") }
  }

  /// Full Keyboard Access's cheapest way to one focusable item: the cheapest of Tab to its
  /// group and arrows inside it; Shift-Tab round the tab loop to it and arrows; Control-Tab
  /// item by item; Tab-Right to the last item and Control-Shift-Tab back. The keys are
  /// written out only when `describe` is true (the audit needs the count alone).
  static func keyboardCost(
    of e: ElementIndex, _ keyboard: FocusGroups, scene: Scene, describe: Bool = true
  ) -> (presses: Int, keys: String)? {
    guard let g = keyboard.group(of: e), let m = keyboard.memberIndex(of: e), let item = keyboard.itemIndex(of: e) else { return nil }
    let group = keyboard.groups[g]
    let primary = group.prioritized.flatMap { keyboard.memberIndex(of: $0) } ?? 0
    return keyboardCost(group: g, of: keyboard.groups.count, container: group.container, member: m, primary: primary, item: item, of: keyboard.items.count, scene: scene, describe: describe)
  }

  /// The same from the item's places: group `g` of `groupCount` (formed by `container`), member
  /// `m` where Tab lands on member `primary`, item `item` of `itemCount`.
  static func keyboardCost(
    group g: Int, of groupCount: Int, container: ElementIndex?, member m: Int, primary: Int, item: Int, of itemCount: Int, scene: Scene, describe: Bool
  ) -> (presses: Int, keys: String) {
    let back = itemCount - 1 - item
    let arrows = abs(m - primary)
    guard describe else {
      var fewest = g + arrows
      if g > 0 { fewest = min(fewest, groupCount - g + arrows) }
      if item > 0 { fewest = min(fewest, item, 1 + back) }
      return (fewest, "")
    }
    let horizontal = container.map { c in
      let k = scene.elements[c].kind
      return k == .segmented || k == .tabBar || k == .hstack || scene.elements[c].containerType == .tabBar
    } ?? false
    let arrowKeys = arrows == 0 ? nil : (m > primary ? (horizontal ? "→" : "↓") : (horizontal ? "←" : "↑")) + " ×\(arrows)"
    var options: [(Int, String)] = []
    options.append((g + arrows, [g > 0 ? "Tab ×\(g)" : nil, arrowKeys].compactMap { $0 }.joined(separator: ", ")))
    if g > 0 { options.append((groupCount - g + arrows, ["Shift-Tab ×\(groupCount - g)", arrowKeys].compactMap { $0 }.joined(separator: ", "))) }
    if item > 0 { options.append((item, "Control-Tab ×\(item)")) }
    if item > 0 { options.append((1 + back, back == 0 ? "Tab-Right" : "Tab-Right, Control-Shift-Tab ×\(back)")) }
    return options.min { $0.0 < $1.0 }!
  }

  /// Switch Control with Group Items on: each item's steps and seconds, walking the scan
  /// tree once.
  static func scanCosts(_ tree: ScanTree, settings: SwitchControlSettings) -> [ElementIndex: (steps: Int, seconds: Double)] {
    var scan: [ElementIndex: (steps: Int, seconds: Double)] = [:]
    func walk(_ nodes: ScanTree.Level, steps: Int, seconds: Double) {
      for (i, n) in nodes.enumerated() {
        let s = steps + i
        let t = seconds + Double(i) * settings.autoScanTime + (i > 0 ? settings.pauseOnFirstItem : 0)
        switch n {
        case .item(let e): scan[e] = (s, t)
        case .group(let g): walk(g.children, steps: s + 1, seconds: t)
        }
      }
    }
    walk(tree.root, steps: 0, seconds: 0)
    return scan
  }

  /// Full Keyboard Access: every focusable item's cheapest way (`keyboardCost`).
  static func keyboardCosts(_ keyboard: FocusGroups, scene: Scene, describe: Bool) -> [ElementIndex: (presses: Int, keys: String)] {
    // One walk of the items and one of the groups' members, each place counted on the way.
    let itemCount = keyboard.items.count
    var itemIndex: [ElementIndex: Int] = [:]
    itemIndex.reserveCapacity(itemCount)
    for (i, e) in keyboard.items.enumerated() { itemIndex[e] = i }
    var keys: [ElementIndex: (presses: Int, keys: String)] = [:]
    keys.reserveCapacity(itemCount)
    let groupCount = keyboard.groups.count
    for (g, group) in keyboard.groups.enumerated() {
      var primary = 0
      if let p = group.prioritized, let m = group.members.firstIndex(of: p) { primary = m }
      for (m, e) in group.members.enumerated() {
        guard let item = itemIndex[e] else { continue }
        keys[e] = keyboardCost(
          group: g, of: groupCount, container: group.container, member: m, primary: primary, item: item, of: itemCount, scene: scene, describe: describe)
      }
    }
    return keys
  }
}
