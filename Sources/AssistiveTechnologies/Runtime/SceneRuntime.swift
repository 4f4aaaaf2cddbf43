import SceneModel

/// A scene as it is at one moment: which screens are up, element changes made by effects,
/// the layout at the current Dynamic Type size, and the accessibility tree built from them.
///
/// Every assistive technology reads the same runtime, so they agree on what is on screen.
///
/// Each screen is laid out once and kept (`layouts`), and so is its reading order
/// (`screenTrees`): a push, pop, present or dismiss shows what is kept, and an edit changes
/// the edited screen's layout and order in place, costing what it changes
/// (`SceneRuntime+Edits`). Only a new text size or Bold Text lays everything out again.
public struct SceneRuntime: Sendable {
  public internal(set) var scene: Scene
  /// The navigation stack, root first.
  public private(set) var navigation: [Visit]
  /// Presented screens (modal layers), bottom first.
  public private(set) var presented: [Visit]
  public private(set) var contentSize: ContentSizeCategory
  /// Each screen's layout once it has been shown: kept while it is covered, changed in
  /// place by edits, forgotten when the text size or Bold Text changes.
  var layouts: [SceneLayout?]
  /// Each screen's reading order once built (its tree alone), with its version.
  var screenTrees: [Int: KeptTree] = [:]
  /// What the layout shows going wrong at the current content size (clipped or truncated
  /// text, fixed font sizes, elements past the screen's edge), by element.
  public internal(set) var layoutProblems: [ElementIndex: [LayoutProblem]] = [:]
  public internal(set) var tree: AccessibilityTree
  /// Changes whenever the tree or the frames of the visible screens change, so caches can
  /// tell: unique in the process, and back to its earlier value when the same screens come
  /// back unchanged (a pop or a dismiss).
  public internal(set) var treeVersion = 0
  /// Reduce Motion, Bold Text, appearance and the other display settings.
  public private(set) var display: DisplaySettings
  /// What the display settings show going wrong (low contrast, colour-only state, motion
  /// without a reduced alternative), for the elements of the visible screens.
  public internal(set) var displayProblems: [ElementIndex: [DisplayProblem]] = [:]
  /// Transitions and auto-playing content.
  public internal(set) var motion = MotionState()
  /// Edit stamps, the edit journal, trees of several screens at once, and counts of work.
  var cache: ScreenCache
  /// The visible screens: the top of the navigation stack, then presented layers. Kept as
  /// the stacks change (a push or pop replaces the first, a presentation appends, a
  /// dismissal removes the last), so reading it costs nothing at any depth.
  public private(set) var visibleScreens: [Int]
  /// How many times each screen is in `visibleScreens` (a screen can be presented again
  /// above itself), so "is it visible" is one look-up.
  var visibleCount: [Int32]
  /// The search index and custom rotors' results, built once per tree and element state.
  let indexes = TreeIndexes()

  /// A screen's reading order and the version it was given.
  struct KeptTree: Sendable {
    var tree: AccessibilityTree
    var version: Int
  }

  /// A screen on the stack and the element to focus again when it goes away.
  public struct Visit: Sendable, Equatable {
    public var screen: Int
    public var returnFocus: ElementIndex?
  }

  public init(scene: Scene, contentSize: ContentSizeCategory? = nil, screen: Int = 0) {
    self.scene = scene
    self.navigation = [Visit(screen: min(max(0, screen), scene.screens.count - 1), returnFocus: nil)]
    self.presented = []
    self.contentSize = contentSize ?? scene.settings.contentSize
    self.display = scene.settings.display
    self.layouts = Array(repeating: nil, count: scene.screens.count)
    self.tree = AccessibilityTree()
    self.cache = ScreenCache(screens: scene.screens.count)
    self.visibleScreens = [navigation[0].screen]
    self.visibleCount = Array(repeating: 0, count: scene.screens.count)
    show(navigation[0].screen)
    rebuild()
  }

  /// Whether `screen` is one of the visible screens.
  public func isVisible(_ screen: Int) -> Bool {
    visibleCount.indices.contains(screen) && visibleCount[screen] > 0
  }

  /// The screens the tree is built from: the last visible layer whose root is modal (and
  /// not hidden) alone, as `AccessibilityTree` keeps only that one; else every visible
  /// screen. Found from the top down, so it costs the layers above that modal one.
  var treeScreens: [Int] {
    for s in visibleScreens.reversed() {
      let root = scene.screens[s].root
      if scene.elements[root].isModal && !scene.elements[root].hidden { return [s] }
    }
    return visibleScreens
  }

  /// A screen comes into view (once more): its layout problems join the visible ones, and
  /// the next rebuild checks that its frames are current.
  mutating func show(_ screen: Int) {
    visibleCount[screen] += 1
    if visibleCount[screen] == 1 { addLayoutProblems(of: screen) }
    cache.needsCheck.insert(screen)
  }

  /// A screen leaves view (once): its problems leave with its last place in view.
  mutating func hide(_ screen: Int) {
    visibleCount[screen] -= 1
    if visibleCount[screen] == 0 { removeLayoutProblems(of: screen) }
  }

  /// Each element belongs to one screen, so the screens' problems never share a key.
  mutating func addLayoutProblems(of screen: Int) {
    for (e, p) in layouts[screen]?.problems ?? [:] { layoutProblems[e] = p }
  }

  mutating func removeLayoutProblems(of screen: Int) {
    for e in (layouts[screen]?.problems ?? [:]).keys { layoutProblems[e] = nil }
  }

  /// After an edit relaid a visible screen out: its elements whose problems may have
  /// changed (`LayoutChange.problemsTouched`; every one when the whole screen was laid out).
  mutating func refreshLayoutProblems(of screen: Int, _ change: LayoutChange) {
    guard isVisible(screen), let layout = layouts[screen] else { return }
    if change.problemsTouched == nil {
      for (e, _) in layoutProblems where scene.elements[e].screen == screen { layoutProblems[e] = nil }
      addLayoutProblems(of: screen)
      return
    }
    for e in change.problemsTouched! { layoutProblems[e] = layout.problems[e] }
  }

  /// Forgets every layout and order (a new text size or Bold Text): the visible screens are
  /// laid out again by the next rebuild, the others when they come into view.
  mutating func invalidateLayouts() {
    for s in layouts.indices { layouts[s] = nil }
    screenTrees = [:]
    cache.forgetTrees()
    layoutProblems = [:]
    for s in visibleCount.indices where visibleCount[s] > 0 { cache.needsCheck.insert(s) }
  }

  /// The screen the user is on (the top presented one, else the navigation top).
  public var currentScreen: Int { presented.last?.screen ?? navigation.last?.screen ?? 0 }

  /// Frames of the elements of the laid-out screens, by element (`.zero` for the others):
  /// worked out from the layouts when read. Read it and let it go: a kept table would keep
  /// the element table shared, and the next edit would copy it.
  public var frames: FrameTable { FrameTable(elements: scene.elements, layouts: layouts) }

  /// Screen `screen`'s layout, if it has one (read it and let it go, as `frames`).
  public func layout(ofScreen screen: Int) -> SceneLayout? {
    layouts.indices.contains(screen) ? layouts[screen] : nil
  }

  /// The elements of `screen` edited after the edit that gave it `stamp`, and the trees
  /// hidden or shown; nil when the journal does not reach back that far (or the stamp is
  /// another runtime's): a table kept for that stamp must then be made again.
  public func edits(ofScreen screen: Int, since stamp: Int) -> (elements: [ElementIndex], trees: [Range<Int>])? {
    if stamp == editStamp(ofScreen: screen) { return ([], []) }
    return cache.journal.elements(of: screen, after: stamp)
  }

  /// Stop positions of headings, links and form controls, for the rotor.
  public var rotorStops: [RotorItem: PositionList] {
    [.headings: tree.positions(.heading), .links: tree.positions(.link), .formControls: tree.positions(.formControl)]
  }

  /// Positions (into `tree.stops`, ascending) of the stops that respond to user
  /// interaction: Switch Control's item scan and the keyboard's focusable set.
  public var interactiveStops: PositionList { tree.positions(.interactive) }

  /// Brings the layout and the tree up to date with the visible screens: lays out the
  /// screens not laid out yet (a screen covered and uncovered again keeps its layout), and
  /// shows the kept order of the screens the tree is built from, else builds it.
  ///
  /// It looks only at what changed: the screens that came into view since
  /// (`ScreenCache.needsCheck`), and the layers the tree is built from (`treeScreens`), so
  /// a presentation or a dismissal costs the same on a stack of any depth.
  /// `refreshingDisplay` false leaves the display problems and playing motion to the caller
  /// (an edit refreshes only what it touched).
  public mutating func rebuild(refreshingDisplay: Bool = true) { rebuild(firstLook: nil, refreshingDisplay: refreshingDisplay) }

  /// `rebuild()`, laying out only a first look (`FirstLook`) of the screens laid out.
  mutating func rebuild(firstLook: FirstLook?, shapes: [SceneLayout?] = [], refreshingDisplay: Bool = true) {
    var laidOut = 0
    for s in cache.needsCheck.sorted() where isVisible(s) && layouts[s] == nil {
      let layout = SceneLayout(
        screen: s, of: scene, contentSize: contentSize, boldText: display.boldText, firstLook: firstLook,
        shapeOf: shapes.indices.contains(s) ? shapes[s] : nil)
      cache.elementsLaidOut += layout.elementCount
      laidOut += layout.elementCount
      layouts[s] = layout
      addLayoutProblems(of: s)
    }
    // A screen not in view is checked again when it comes into view (`show`).
    cache.needsCheck.removeAll(keepingCapacity: true)
    defer {
      // A large layout and tree leave megabytes of freed scratch tables resident.
      if laidOut >= FreeHeap.elementThreshold, firstLook == nil { FreeHeap.returnToSystem() }
    }
    let screens = treeScreens
    if screens.count == 1, let s = screens.first {
      if screenTrees[s] == nil { screenTrees[s] = KeptTree(tree: buildTree(roots: [scene.screens[s].root]), version: TreeVersions.next()) }
      tree = screenTrees[s]!.tree
      treeVersion = screenTrees[s]!.version
    } else {
      let key = cache.key(screens)
      if let kept = cache.tree(for: key) {
        tree = kept.tree
        treeVersion = kept.version
      } else {
        tree = buildTree(roots: screens.map { scene.screens[$0].root })
        treeVersion = TreeVersions.next()
        cache.keep(TreeState(key: key, tree: tree, version: treeVersion))
      }
    }
    if refreshingDisplay { refreshVisibleDisplay() }
  }

  /// Builds the order over `roots` from the laid-out screens.
  mutating func buildTree(roots: [ElementIndex]) -> AccessibilityTree {
    cache.treesBuilt += 1
    let layouts = self.layouts
    return AccessibilityTree(scene: scene, roots: roots, layouts: { layouts.indices.contains($0) ? layouts[$0] : nil }, flags: stopFlags)
  }

  /// The order of a scene's first screen over `layout`, for the benchmark's phases.
  public static func treeForBenchmark(_ scene: Scene, layout: SceneLayout) -> AccessibilityTree {
    let runtime = SceneRuntime(scene: scene)
    return AccessibilityTree(scene: scene, roots: [scene.screens[0].root], layouts: { $0 == 0 ? layout : nil }, flags: runtime.stopFlags)
  }

  /// What a stop is for the rotor's and Switch Control's tables (headings, links, form
  /// controls; whether it responds to user interaction): asked of every stop of every tree
  /// built, so it reads the traits once (a combined element's include its children's) and
  /// makes no table.
  func stopFlags(_ element: ElementIndex) -> StopFlags {
    // A combined element's traits include its children's; another's are its own.
    let p = SpokenProperties.traitsAndActions(element: element, in: scene)
    let t = p.traits
    var flags: StopFlags = UserInteraction.responds(element, in: self, traitsAndActions: p) ? .interactive : []
    if t.contains(.header) { flags.insert(.heading) }
    if t.contains(.link) { flags.insert(.link) }
    if !t.intersection(SceneRuntime.formControlTraits).isEmpty { flags.insert(.formControl) }
    return flags
  }

  /// Elements laid out since the runtime was made: the work of layout, for tests that check
  /// a command lays out only what it changes.
  public var elementsLaidOut: Int { cache.elementsLaidOut }

  /// Trees built since the runtime was made (not kept, not changed in place), for the
  /// same tests.
  public var treesBuilt: Int { cache.treesBuilt }

  /// Orders changed in place since the runtime was made (for the same tests).
  public var ordersChangedInPlace: Int { cache.ordersChanged }

  /// The stamp of the last edit to a screen's elements (0: none yet), for tests that check
  /// an edit equal to the state records nothing.
  public func editStamp(ofScreen s: Int) -> Int { cache.treeEdits[s] }

  /// Changes the display settings; Bold Text relays out (text measures wider).
  public mutating func setDisplay(_ settings: DisplaySettings) {
    guard settings != display else { return }
    let relayout = settings.boldText != display.boldText
    display = settings
    if relayout {
      relayOutAll()
    } else {
      refreshVisibleDisplay()
    }
  }

  /// The index into `interactiveStops` of the first interactive stop at or after the VoiceOver
  /// position `position` (`interactiveStops.count` when there is none).
  public func interactiveIndex(atOrAfter position: Int) -> Int {
    interactiveStops.firstIndex(notBelow: position)
  }

  /// The index into `interactiveStops` of an element, if it is an interactive stop.
  public func interactiveIndex(of element: ElementIndex) -> Int? {
    guard let p = tree.position[element] else { return nil }
    let i = interactiveIndex(atOrAfter: p)
    return i < interactiveStops.count && interactiveStops[i] == p ? i : nil
  }

  /// Traits that make an element a form control for the rotor.
  static let formControlTraits: Traits = [.button, .textEntry, .switchButton, .adjustable, .searchField]

  public mutating func setContentSize(_ size: ContentSizeCategory) {
    guard size != contentSize else { return }
    contentSize = size
    relayOutAll()
  }

  /// Lays out every visible screen again and builds its order (a text size or Bold Text
  /// changes every element's size): the screens' shapes, which no size changes, are taken
  /// from the layouts forgotten rather than walked again.
  mutating func relayOutAll(firstLook: FirstLook? = nil) {
    let shapes = layouts.map { $0?.shapeAlone }
    invalidateLayouts()
    rebuild(firstLook: firstLook, shapes: shapes)
  }

  /// Whether a visible screen is laid out only as a first look (`setFirstLook`): positions
  /// and counts are the first look's, not the screen's.
  public var isFirstLook: Bool { visibleScreens.contains { (layouts[$0]?.deferredCount ?? 0) > 0 } }

  /// A first look at a new text size or Bold Text, for drawing one frame while the whole
  /// layout is made (the app's setting steps, `LayoutSetting`): the visible screens laid out
  /// only around `anchor` in their long stacks (`FirstLook`, `reach` points each way), and an
  /// order of what was laid out. Nothing may answer from it: make the whole with
  /// `setContentSize` or `setDisplay` on the runtime as it was before.
  public mutating func setFirstLook(contentSize size: ContentSizeCategory, display settings: DisplaySettings, around anchor: ElementIndex?, reach: Double) {
    guard size != contentSize || settings != display else { return }
    contentSize = size
    display = settings
    relayOutAll(firstLook: FirstLook(anchor: anchor, reach: reach))
  }

  // MARK: Navigation

  public mutating func push(_ screen: Int, returnFocus: ElementIndex?) {
    let covered = visibleScreens[0]
    navigation.append(Visit(screen: screen, returnFocus: returnFocus))
    visibleScreens[0] = screen
    show(screen)
    hide(covered)
    rebuild()
    startTransition(.slideIn, screen: screen)
  }

  /// Pops the navigation stack; returns the element to focus again, or nil at the root.
  public mutating func pop() -> Visit? {
    guard navigation.count > 1 else { return nil }
    let v = navigation.removeLast()
    visibleScreens[0] = navigation[navigation.count - 1].screen
    show(visibleScreens[0])
    hide(v.screen)
    rebuild()
    startTransition(.slideOut, screen: v.screen)
    return v
  }

  public mutating func present(_ screen: Int, returnFocus: ElementIndex?) {
    presented.append(Visit(screen: screen, returnFocus: returnFocus))
    visibleScreens.append(screen)
    show(screen)
    rebuild()
    // Alerts scale in; everything else presented rises as a sheet.
    startTransition(scene.elements[scene.screens[screen].root].kind == .alert ? .zoom : .sheetUp, screen: screen)
  }

  public mutating func dismiss() -> Visit? {
    guard !presented.isEmpty else { return nil }
    let v = presented.removeLast()
    visibleScreens.removeLast()
    hide(v.screen)
    rebuild()
    // Alerts fade out; sheets go down.
    startTransition(scene.elements[scene.screens[v.screen].root].kind == .alert ? .crossFade : .sheetDown, screen: v.screen)
    return v
  }

  /// The element's spoken properties (combining children where it combines them).
  public func properties(of index: ElementIndex) -> SpokenProperties {
    SpokenProperties(element: index, in: scene)
  }

  /// The context VoiceOver gives an element at its current position.
  public func context(of index: ElementIndex) -> SpeechContext? {
    tree.context(of: index)
  }

  /// The screen an element belongs to.
  public func screen(of index: ElementIndex) -> Screen { scene.screens[scene.elements[index].screen] }
}

/// Frames by element, worked out from the screens' layouts when read (`SceneRuntime.frames`).
public struct FrameTable: Sendable {
  let elements: [Element]
  let layouts: [SceneLayout?]

  public var count: Int { elements.count }
  public var indices: Range<Int> { 0..<elements.count }

  public subscript(e: ElementIndex) -> Frame {
    guard e >= 0, e < elements.count, let layout = layouts[elements[e].screen], layout.covers(e) else { return .zero }
    return elements.withUnsafeBufferPointer { layout.frame(of: e, elements: $0) }
  }

  /// Every frame, in one pass per laid-out screen (`.zero` elsewhere): for what reads them
  /// all.
  public var all: [Frame] {
    var table = Array(repeating: Frame.zero, count: elements.count)
    for case let layout? in layouts { layout.allFrames(elements: elements, into: &table) }
    return table
  }
}
