import SceneModel
import Synchronization

/// What the runtime keeps per screen so that a command costs the screens it changes, not the
/// scene: each screen's frames stay in `SceneRuntime.frames` once laid out (until an edit on
/// that screen or a new text size), and the trees of recent sets of visible screens are kept,
/// so a pop or a dismiss restores the tree of the screen it uncovers instead of building it.
struct ScreenCache: Sendable {
  /// Edits that can move elements, per screen (labels, hidden); bumped by every such edit.
  var layoutEdits: [Int]
  /// The `layoutEdits` value each screen's frames were laid out at (-1: not laid out).
  var laidOut: [Int]
  /// Each laid-out screen's layout problems.
  var problems: [Int: [ElementIndex: [LayoutProblem]]] = [:]
  /// What each screen's layout allows (`SceneLayout.ScreenFacts`), worked out on first use:
  /// it reads only what never changes after loading.
  var facts: [Int: SceneLayout.ScreenFacts] = [:]
  /// The last edit to each screen's elements (anything a tree or a search reads: traits,
  /// labels, values, hidden), as a stamp unique in the process.
  var treeEdits: [Int]
  /// The recent edits and the elements each changed.
  var journal = EditJournal()
  /// The recent changes of the stop list made in place.
  var stopChanges = StopListLog()
  /// Recent trees, most recently used last.
  var trees: [TreeState] = []
  /// How many trees are kept: a stack a few screens deep restores each level.
  static let capacity = 8
  /// Elements laid out since the runtime was made (a measure of work for tests: a chain of
  /// presentations lays out each screen once, not every visible screen again).
  var elementsLaidOut = 0
  /// Trees built from scratch since the runtime was made.
  var treesBuilt = 0
  /// Screens whose frames the next rebuild checks: those that came into view, and those
  /// edited in a way that moves elements, since the last rebuild.
  var needsCheck: Set<Int> = []

  init(screens: Int) {
    layoutEdits = Array(repeating: 0, count: screens)
    laidOut = Array(repeating: -1, count: screens)
    treeEdits = Array(repeating: 0, count: screens)
  }

  /// Forgets every layout and tree (a new text size or Bold Text).
  mutating func invalidateAll() {
    for i in laidOut.indices { laidOut[i] = -1 }
    problems = [:]
    trees = []
  }

  /// Records an edit that changed `elements` of `screen`; `moves` when it can move elements.
  mutating func edited(_ elements: [ElementIndex], screen: Int, moves: Bool) {
    guard treeEdits.indices.contains(screen) else { return }
    // Unique in the process, like tree versions: indexes kept by `TreeIndexes` are shared
    // by copies of a runtime, whose edits must never look alike.
    treeEdits[screen] = TreeVersions.next()
    journal.record(stamp: treeEdits[screen], screen: screen, elements: elements)
    if moves {
      layoutEdits[screen] += 1
      needsCheck.insert(screen)
    }
    // Trees kept for this screen hold its old stamp, which no key will ask for again: keeping
    // them would keep a whole tree per edit alive until eight more trees push it out.
    trees.removeAll { $0.key.screens.contains(screen) }
  }

  func key(_ screens: [Int]) -> TreeKey {
    TreeKey(screens: screens, edits: screens.map { treeEdits[$0] })
  }

  /// The tree kept for `key`, if any, moved to the most recent place.
  mutating func tree(for key: TreeKey) -> TreeState? {
    guard let i = trees.lastIndex(where: { $0.key == key }) else { return nil }
    let hit = trees.remove(at: i)
    trees.append(hit)
    return hit
  }

  mutating func keep(_ state: TreeState) {
    trees.removeAll { $0.key == state.key }
    trees.append(state)
    if trees.count > ScreenCache.capacity { trees.removeFirst(trees.count - ScreenCache.capacity) }
  }
}

/// The visible screens and the edits made to each when a tree was built.
struct TreeKey: Sendable, Equatable {
  var screens: [Int]
  var edits: [Int]
}

/// A tree and the tables built from it.
struct TreeState: Sendable {
  var key: TreeKey
  var tree: AccessibilityTree
  var version: Int
  var rotorStops: [RotorItem: [Int]]
  var interactiveStops: [Int]
}

/// Tree versions, unique in the process: a runtime and its copies never give two different
/// trees the same version, so anything cached by version (scan trees, focus groups, search
/// indexes, the app's spatial index) stays right when a restored tree brings its version back.
enum TreeVersions {
  static let counter = Atomic<Int>(0)
  static func next() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}
