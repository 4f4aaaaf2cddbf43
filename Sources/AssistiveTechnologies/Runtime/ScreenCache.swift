import SceneModel
import Synchronization

/// What the runtime keeps beside its screens' layouts and orders: the last edit to each
/// screen (a stamp unique in the process), the journal of recent edits, the trees of
/// several screens shown at once (a screen presented without hiding the one below), and
/// counts of work for tests.
struct ScreenCache: Sendable {
  /// The last edit to each screen's elements (anything a tree or a search reads: traits,
  /// labels, values, hidden), as a stamp unique in the process.
  var treeEdits: [Int]
  /// The recent edits and the elements each changed.
  var journal = EditJournal()
  /// Trees over several screens at once, most recently used last.
  var trees: [TreeState] = []
  /// How many such trees are kept.
  static let capacity = 8
  /// Elements laid out since the runtime was made (a measure of work for tests).
  var elementsLaidOut = 0
  /// Trees built from scratch since the runtime was made.
  var treesBuilt = 0
  /// Orders changed in place since the runtime was made.
  var ordersChanged = 0
  /// Counted up when the layouts are all forgotten (a text size, Bold Text), so a tree kept
  /// for several screens is never taken for one of another size.
  var generation = 0
  /// Screens the next rebuild lays out if they have no layout: those that came into view,
  /// and every visible one after the layouts were forgotten, since the last rebuild.
  var needsCheck: Set<Int> = []

  init(screens: Int) {
    treeEdits = Array(repeating: 0, count: screens)
  }

  /// Forgets the trees kept for several screens (a new text size or Bold Text).
  mutating func forgetTrees() {
    trees = []
    generation += 1
  }

  /// Records an edit that changed `elements` of `screen` (and hid or showed `subtree`).
  mutating func edited(_ elements: [ElementIndex], screen: Int, subtree: Range<Int>? = nil) {
    guard treeEdits.indices.contains(screen) else { return }
    // Unique in the process, like tree versions: indexes kept by `TreeIndexes` are shared
    // by copies of a runtime, whose edits must never look alike.
    treeEdits[screen] = TreeVersions.next()
    journal.record(stamp: treeEdits[screen], screen: screen, elements: elements, subtree: subtree)
    // Trees kept for this screen hold its old stamp, which no key will ask for again: keeping
    // them would keep a whole tree per edit alive until eight more trees push it out.
    trees.removeAll { $0.key.screens.contains(screen) }
  }

  func key(_ screens: [Int]) -> TreeKey {
    TreeKey(screens: screens, edits: screens.map { treeEdits[$0] }, generation: generation)
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
  var generation: Int
}

/// A tree over several screens and its version.
struct TreeState: Sendable {
  var key: TreeKey
  var tree: AccessibilityTree
  var version: Int
}

/// Tree versions, unique in the process: a runtime and its copies never give two different
/// trees the same version, so anything cached by version (scan trees, focus groups, search
/// indexes, the app's spatial index) stays right when a restored tree brings its version back.
enum TreeVersions {
  static let counter = Atomic<Int>(0)
  static func next() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}
