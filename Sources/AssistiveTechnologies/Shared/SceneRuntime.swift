import SceneModel

/// A scene as it is at one moment: which screens are up, element changes made by effects,
/// the layout at the current Dynamic Type size, and the accessibility tree built from them.
///
/// Every assistive technology reads the same runtime, so they agree on what is on screen.
public struct SceneRuntime: Sendable {
  public private(set) var scene: Scene
  /// The navigation stack, root first.
  public private(set) var navigation: [Visit]
  /// Presented screens (modal layers), bottom first.
  public private(set) var presented: [Visit]
  public private(set) var contentSize: ContentSizeCategory
  /// Frames of the elements of the visible screens, indexed like `scene.elements`. Screens
  /// laid out earlier (one covered by a push or a presentation) keep their frames here, so
  /// coming back to them costs nothing; other elements are `.zero`.
  public internal(set) var frames: [Frame]
  /// What the layout shows going wrong at the current content size (clipped or truncated
  /// text, fixed font sizes, elements past the screen's edge), by element.
  public internal(set) var layoutProblems: [ElementIndex: [LayoutProblem]] = [:]
  public internal(set) var tree: AccessibilityTree
  /// Changes whenever the tree changes, so caches can tell: unique in the process, and
  /// back to its earlier value when a pop or dismiss restores a kept tree.
  public internal(set) var treeVersion = 0
  /// Stop positions of headings, links and form controls, for the rotor.
  public internal(set) var rotorStops: [RotorItem: [Int]] = [:]
  /// Reduce Motion, Bold Text, appearance and the other display settings.
  public private(set) var display: DisplaySettings
  /// What the display settings show going wrong (low contrast, colour-only state, motion
  /// without a reduced alternative), for the elements of the visible screens.
  public internal(set) var displayProblems: [ElementIndex: [DisplayProblem]] = [:]
  /// Transitions and auto-playing content.
  public internal(set) var motion = MotionState()
  /// Positions (into `tree.stops`, ascending) of the stops that respond to user
  /// interaction: Switch Control's item scan and the keyboard's focusable set.
  public internal(set) var interactiveStops: [Int] = []
  /// Per-screen layouts and recent trees (`ScreenCache`).
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
    self.frames = Array(repeating: .zero, count: scene.elements.count)
    self.tree = AccessibilityTree(scene: scene, roots: [], frames: [])
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

  /// Replaces a screen's layout problems; the visible ones follow.
  mutating func setLayoutProblems(of screen: Int, _ problems: [ElementIndex: [LayoutProblem]]) {
    if isVisible(screen) { removeLayoutProblems(of: screen) }
    cache.problems[screen] = problems
    if isVisible(screen) { addLayoutProblems(of: screen) }
  }

  /// Each element belongs to one screen, so the screens' problems never share a key.
  mutating func addLayoutProblems(of screen: Int) {
    for (e, p) in cache.problems[screen] ?? [:] { layoutProblems[e] = p }
  }

  mutating func removeLayoutProblems(of screen: Int) {
    for e in (cache.problems[screen] ?? [:]).keys { layoutProblems[e] = nil }
  }

  /// Forgets every layout (a new text size or Bold Text): the visible screens are laid out
  /// again by the next rebuild, the others when they come into view.
  mutating func invalidateLayouts() {
    cache.invalidateAll()
    layoutProblems = [:]
    for s in visibleCount.indices where visibleCount[s] > 0 { cache.needsCheck.insert(s) }
  }

  /// The screen the user is on (the top presented one, else the navigation top).
  public var currentScreen: Int { presented.last?.screen ?? navigation.last?.screen ?? 0 }

  /// Brings the layout and the tree up to date with the visible screens: lays out the
  /// screens whose frames are not current (a screen covered and uncovered again keeps its
  /// frames), and restores a kept tree for the same screens and edits, else builds one.
  ///
  /// It looks only at what changed: the screens that came into view or were edited since
  /// (`ScreenCache.needsCheck`), and the layers the tree is built from (`treeScreens`), so
  /// a presentation or a dismissal costs the same on a stack of any depth.
  public mutating func rebuild() {
    var laidOut = 0
    for s in cache.needsCheck.sorted() where isVisible(s) && cache.laidOut[s] != cache.layoutEdits[s] {
      let laid = SceneLayout.layOut(screen: s, of: scene, contentSize: contentSize, boldText: display.boldText, into: &frames)
      setLayoutProblems(of: s, laid.problems)
      cache.laidOut[s] = cache.layoutEdits[s]
      cache.elementsLaidOut += laid.elements
      laidOut += laid.elements
    }
    // A screen not in view is checked again when it comes into view (`show`).
    cache.needsCheck.removeAll(keepingCapacity: true)
    defer {
      // A large layout and tree leave megabytes of freed scratch tables resident.
      if laidOut >= FreeHeap.elementThreshold { FreeHeap.returnToSystem() }
    }
    let screens = treeScreens
    let key = cache.key(screens)
    if let kept = cache.tree(for: key) {
      tree = kept.tree
      treeVersion = kept.version
      rotorStops = kept.rotorStops
      interactiveStops = kept.interactiveStops
    } else {
      buildTree(screens)
      cache.keep(TreeState(key: key, tree: tree, version: treeVersion, rotorStops: rotorStops, interactiveStops: interactiveStops))
    }
    refreshDisplayProblems()
    refreshPlaying()
  }

  /// Builds the tree of the visible screens and the tables read from it.
  mutating func buildTree(_ screens: [Int]) {
    cache.treesBuilt += 1
    tree = AccessibilityTree(scene: scene, roots: screens.map { scene.screens[$0].root }, frames: frames)
    treeVersion = TreeVersions.next()
    var headings: [Int] = []
    var links: [Int] = []
    var formControls: [Int] = []
    var interactive: [Int] = []
    for (i, stop) in tree.stops.enumerated() {
      let (items, responds) = rotorMembership(of: stop.element)
      for item in items {
        switch item {
        case .headings: headings.append(i)
        case .links: links.append(i)
        case .formControls: formControls.append(i)
        default: break
        }
      }
      if responds { interactive.append(i) }
    }
    rotorStops = [.headings: headings, .links: links, .formControls: formControls]
    interactiveStops = interactive
  }

  /// The built-in rotor tables a stop belongs in (headings, links, form controls), and
  /// whether it responds to user interaction (`interactiveStops`).
  func rotorMembership(of element: ElementIndex) -> (items: [RotorItem], responds: Bool) {
    let combines = scene.elements[element].grouping == .combine && !scene.elements[element].isElement
    let t = combines ? SpokenProperties.traitsAndActions(element: element, in: scene).traits : scene.elements[element].traits
    var items: [RotorItem] = []
    if t.contains(.header) { items.append(.headings) }
    if t.contains(.link) { items.append(.links) }
    if !t.intersection(SceneRuntime.formControlTraits).isEmpty { items.append(.formControls) }
    return (items, UserInteraction.responds(element, in: self))
  }

  /// Elements laid out since the runtime was made: the work of layout, for tests that check
  /// a command lays out only what it changes.
  public var elementsLaidOut: Int { cache.elementsLaidOut }

  /// Trees built since the runtime was made (not restored, not changed in place), for the
  /// same tests.
  public var treesBuilt: Int { cache.treesBuilt }

  /// Changes the display settings; Bold Text relays out (text measures wider).
  public mutating func setDisplay(_ settings: DisplaySettings) {
    guard settings != display else { return }
    let relayout = settings.boldText != display.boldText
    display = settings
    if relayout {
      invalidateLayouts()
      rebuild()
    } else {
      refreshDisplayProblems()
      refreshPlaying()
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
    invalidateLayouts()
    rebuild()
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

  // MARK: Element changes

  /// Applies a patch; rebuilds the tree when it can move elements.
  public mutating func apply(_ patch: ElementPatch, to index: ElementIndex) {
    let wasHidden = scene.elements[index].hidden
    var e = scene.elements[index]
    if let v = patch.label { e.label = v }
    if let v = patch.value { e.value = v }
    if let v = patch.hint { e.hint = v }
    if let v = patch.hidden { e.hidden = v }
    if let v = patch.enabled { if v { e.traits.remove(.notEnabled) } else { e.traits.insert(.notEnabled) } }
    if let v = patch.selected { if v { e.traits.insert(.selected) } else { e.traits.remove(.selected) } }
    if let v = patch.editing { if v { e.traits.insert(.isEditing) } else { e.traits.remove(.isEditing) } }
    scene.elements[index] = e
    if patch.enabled != nil { UIKitStepper.refreshDimmed(index, in: &scene.elements) }
    let moves = patch.hidden != nil || patch.label != nil
    // A new label that moves nothing outside its parent updates the frames in place.
    let touched = touched(index, stepper: patch.enabled != nil)
    // Dimming or enabling changes who responds to interaction, which the tree's tables hold.
    defer { if patch.enabled != nil { refreshInteraction(touched) } }
    if patch.label != nil, patch.hidden == nil, relabelInPlace(index, touched: touched) { return }
    // Hiding or showing moves what follows the element: shifted in place when exact.
    if let hidden = patch.hidden, patch.label == nil, hidden != wasHidden, relayOutVisibility(index, touched: touched) { return }
    cache.edited(touched, screen: e.screen, moves: moves)
    if moves || (patch.value != nil && valueShapesTree(index)) { rebuild() }
  }

  /// Flips a switch's value, or the selected trait of anything else.
  public mutating func toggle(_ index: ElementIndex) {
    var e = scene.elements[index]
    if e.traits.contains(.switchButton) {
      e.value = e.value == "1" ? "0" : "1"
    } else {
      e.traits.formSymmetricDifference(.selected)
    }
    scene.elements[index] = e
    cache.edited([index], screen: e.screen, moves: false)
    if e.traits.contains(.switchButton), valueShapesTree(index) { rebuild() }
  }

  /// Whether an element's value is read by the tree beyond its own stop: a semantic group is
  /// a group only while it has a label, value or identifier, and a data table's headers are
  /// spoken in its cells' contexts. A new value there builds the tree.
  func valueShapesTree(_ index: ElementIndex) -> Bool {
    if scene.elements[index].containerType == .semanticGroup { return true }
    return scene.elements[index].containerType == .dataTable || scene.ancestors(of: index).contains { scene.elements[$0].containerType == .dataTable }
  }

  /// Selects an element and deselects its siblings.
  public mutating func select(_ index: ElementIndex) {
    var touched = [index]
    if let parent = scene.elements[index].parent {
      for c in scene.elements[parent].children where c != index && scene.elements[c].traits.contains(.selected) {
        scene.elements[c].traits.remove(.selected)
        touched.append(c)
      }
    }
    scene.elements[index].traits.insert(.selected)
    cache.edited(touched, screen: scene.elements[index].screen, moves: false)
  }

  /// Steps an adjustable element's value; false when it is already at the end.
  public mutating func adjust(_ index: ElementIndex, by direction: Int) -> Bool {
    guard var a = scene.elements[index].adjustment else { return false }
    let moved = a.step(by: direction)
    scene.elements[index].adjustment = a
    scene.elements[index].value = a.spokenValue
    UIKitStepper.refreshDimmed(index, in: &scene.elements)
    let touched = touched(index, stepper: true)
    cache.edited(touched, screen: scene.elements[index].screen, moves: false)
    if valueShapesTree(index) { rebuild() }
    refreshInteraction(touched)
    return moved
  }

  /// The elements an edit of `index` changes: itself, and a UIKit stepper's two buttons
  /// when `stepper` (their dimming follows its value and state).
  func touched(_ index: ElementIndex, stepper: Bool) -> [ElementIndex] {
    guard stepper, scene.elements[index].kind == .stepper else { return [index] }
    return [index] + scene.elements[index].children.prefix(2)
  }

  /// The element's spoken properties (combining children where it combines them).
  public func properties(of index: ElementIndex) -> SpokenProperties {
    SpokenProperties(element: index, in: scene)
  }

  /// The context VoiceOver gives an element at its current position.
  public func context(of index: ElementIndex) -> SpeechContext? {
    tree.position[index].flatMap { tree.stops[$0].context }
  }

  /// The screen an element belongs to.
  public func screen(of index: ElementIndex) -> Screen { scene.screens[scene.elements[index].screen] }
}
