import SceneModel
import Synchronization

/// Indexes built at most once per tree and element state, on first use: the search index and
/// custom rotors' results. A runtime and its copies share them; they are keyed by the tree
/// version and the visible screens' edit stamps, both unique in the process, so a copy that
/// edits its scene never reads another's index.
final class TreeIndexes: Sendable {
  /// The state an index was built for.
  struct Key: Sendable, Equatable {
    var version: Int
    var edits: [Int]
  }

  struct Slot: Sendable {
    var key: Key
    var search: StopSearchIndex?
    /// Query → matching stop positions, for the queries asked on this state, and query →
    /// how many match, for those only counted.
    var searches: [String: [Int]] = [:]
    var counts: [String: Int] = [:]
    /// Full Keyboard Access's Find: its index over the focusable items and its queries.
    var keyboardSearch: SearchIndex?
    var keyboardSearches: [String: [Int]] = [:]
    /// The items the keyboard's index numbers (the caller's focus groups may lag the state).
    var keyboardItems: FocusGroups.Items?
    /// Custom rotors and their results (compared with `==`, instant for the rotor the scene
    /// holds: its targets share storage).
    var rotors: [(rotor: CustomRotor, results: RotorResults)] = []
    /// The bottom of the tree screens' stops (`SceneRuntime.contentBottom()`), worked out
    /// once per state: Voice Control's and Switch Control's scrolls, grid phrases and the
    /// Inspector ask on every key.
    var contentBottom: Double?
  }

  /// A custom rotor's results in rotor order, with each result's stop position (-1 when it
  /// is not a stop).
  struct RotorResults: Sendable {
    var results: [CustomRotorResult]
    var positions: [Int]
    /// Whether the positions never go down (rotor order is reading order), so the results
    /// around a stop are found by binary search.
    var ascending: Bool
  }

  /// The last states asked about (a runtime and the copies the app renders from).
  private let slots = Mutex<[Slot]>([])
  /// VoiceOver's recent search indexes, most recent last: each with the order it reads (its
  /// roots) and the state it is current for.
  private let searchIndexes = Mutex<[(order: [Int], key: Key, index: StopSearchIndex)]>([])
  /// Search indexes built from every stop (not brought up to date), for tests.
  let searchBuilds = Atomic<Int>(0)
  /// The first stop of each group, and the groups in order, for one tree version (the
  /// Containers rotor and its pane).
  private let groupStarts = Mutex<(version: Int, starts: [Int])?>(nil)
  private let groups = Mutex<(version: Int, groups: [AccessibilityTree.Group])?>(nil)
  /// Each screen's dialogs (`dialogs(onScreen:)`), which no edit changes.
  private let dialogs = Mutex<[Int: [ElementIndex]]>([:])
  /// Voice Control's recent indexes, most recent last, each with the state it is current for.
  private let voiceControlIndexes = Mutex<[(key: Key, index: VoiceControlIndex)]>([])
  /// Voice Control indexes built from every item (not brought up to date), for tests.
  let voiceControlBuilds = Atomic<Int>(0)
  /// The keyboard's recent focus groups, most recent last, each with the state it is current for.
  private let focusGroupSets = Mutex<[(key: Key, index: FocusGroups)]>([])
  /// Focus groups built from every stop (not brought up to date), for tests.
  let focusGroupBuilds = Atomic<Int>(0)
  /// Switch Control's recent scan trees (of any settings), the same way.
  private let scanTrees = Mutex<[(key: Key, index: ScanTree)]>([])
  /// Scan trees built from every stop, for tests.
  let scanTreeBuilds = Atomic<Int>(0)

  /// Each screen's elements with a declared colour or motion, ascending (the side tables no
  /// edit changes), made once in one pass over the tables.
  private let displayEntries = Mutex<[[ElementIndex]]?>(nil)

  func displayEntries(onScreen screen: Int, _ build: () -> [[ElementIndex]]) -> [ElementIndex] {
    displayEntries.withLock { table in
      if table == nil { table = build() }
      return table!.indices.contains(screen) ? table![screen] : []
    }
  }

  /// What one screen's display problems and playing motion were worked out for.
  struct DisplayKey: Sendable, Equatable {
    var screen: Int
    var stamp: Int
    var display: DisplaySettings
    var contentSize: ContentSizeCategory
  }

  /// Recent screens' display problems and playing motion, kept while they are covered, so
  /// going back to a screen takes its tables instead of working them out again.
  private let screenDisplays = Mutex<[(key: DisplayKey, problems: [ElementIndex: [DisplayProblem]], playing: [ElementIndex])]>([])

  func keptDisplay(_ key: DisplayKey) -> (problems: [ElementIndex: [DisplayProblem]], playing: [ElementIndex])? {
    screenDisplays.withLock { list in list.last { $0.key == key }.map { ($0.problems, $0.playing) } }
  }

  func keepDisplay(_ key: DisplayKey, problems: [ElementIndex: [DisplayProblem]], playing: [ElementIndex]) {
    screenDisplays.withLock { list in
      list.removeAll { $0.key == key }
      list.append((key, problems, playing))
      if list.count > Self.capacity * 2 { list.removeFirst(list.count - Self.capacity * 2) }
    }
  }

  /// Forgets a screen's kept tables (it was edited: they are out of date, and holding them
  /// would make the edit copy the tables it changes).
  func dropDisplay(screen: Int) {
    screenDisplays.withLock { list in list.removeAll { $0.key.screen == screen } }
  }

  func dialogs(onScreen screen: Int, _ build: () -> [ElementIndex]) -> [ElementIndex] {
    dialogs.withLock { table in
      if let kept = table[screen] { return kept }
      let found = build()
      table[screen] = found
      return found
    }
  }
  static let capacity = 4
  /// Queries remembered per state (a prompt counts matches as each character is typed).
  static let queryCapacity = 64

  /// VoiceOver's search index over the order of `order`'s roots for the state `key`: the most
  /// recent kept one that `update` can bring up to date (given the order and state it is
  /// current for), else `build`'s. Kept for the next state.
  func searchIndex(order: [Int], key: Key, update: ([Int], Key, StopSearchIndex) -> StopSearchIndex?, build: () -> StopSearchIndex) -> StopSearchIndex {
    let candidates = searchIndexes.withLock { list in Array(list.reversed()) }
    var index: StopSearchIndex?
    for c in candidates {
      index = c.order == order && c.key == key ? c.index : update(c.order, c.key, c.index)
      if index != nil { break }
    }
    let found = index ?? {
      searchBuilds.add(1, ordering: .relaxed)
      return build()
    }()
    searchIndexes.withLock { list in
      list.removeAll { $0.key == key }
      list.append((order, key, found))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return found
  }

  /// The groups in order for the tree `version`, worked out once.
  func groups(version: Int, build: () -> [AccessibilityTree.Group]) -> [AccessibilityTree.Group] {
    if let kept = groups.withLock({ $0 }), kept.version == version { return kept.groups }
    let found = build()
    groups.withLock { $0 = (version, found) }
    return found
  }

  /// Voice Control's index for the state `key`: the kept one, else the most recent kept one
  /// `plan` says how to bring up to date (given the state it is current for: the elements to
  /// read again), else `build`'s.
  func voiceControlIndex(
    key: Key, plan: (Key, VoiceControlIndex) -> [ElementIndex]?, update: (inout VoiceControlIndex, [ElementIndex]) -> Void,
    build: () -> VoiceControlIndex
  ) -> VoiceControlIndex {
    Self.kept(in: voiceControlIndexes, key: key, plan: plan) { index, changed in
      update(&index, changed)
      return true
    } build: {
      voiceControlBuilds.add(1, ordering: .relaxed)
      return build()
    }
  }

  /// The keyboard's focus groups for the state `key`, the same way: kept, else a kept one
  /// brought up to date through the ranges the order changed, else built.
  func focusGroups(key: Key, plan: (FocusGroups) -> [Range<Int>]?, update: (inout FocusGroups, [Range<Int>]) -> Bool, build: () -> FocusGroups) -> FocusGroups {
    Self.kept(in: focusGroupSets, key: key, plan: { _, groups in plan(groups) }, update: update) {
      focusGroupBuilds.add(1, ordering: .relaxed)
      return build()
    }
  }

  /// Switch Control's scan tree for the state `key` and `settings`, the same way.
  func scanTree(
    key: Key, settings: SwitchControlSettings, plan: (ScanTree) -> [Range<Int>]?, update: (inout ScanTree, [Range<Int>]) -> Bool,
    build: () -> ScanTree
  ) -> ScanTree {
    Self.kept(in: scanTrees, key: key, matching: { $0.settings == settings }, plan: { _, tree in plan(tree) }, update: update) {
      scanTreeBuilds.add(1, ordering: .relaxed)
      return build()
    }
  }

  /// A table for the state `key` from `list` (most recent last): the one kept for it, else
  /// the most recent one `plan` says how to bring up to date, taken out of the list so
  /// `update` changes it in place rather than copying what it holds (when `update` cannot, it
  /// is built), else `build`'s. Kept for the next state.
  private static func kept<Table: Sendable, Plan>(
    in list: borrowing Mutex<[(key: Key, index: Table)]>, key: Key, matching: (Table) -> Bool = { _ in true }, plan: (Key, Table) -> Plan?,
    update: (inout Table, Plan) -> Bool, build: () -> Table
  ) -> Table {
    var taken: (index: Table, plan: Plan)?
    let hit: Table? = list.withLock { list in
      if let hit = list.last(where: { $0.key == key && matching($0.index) }) { return hit.index }
      for i in list.indices.reversed() {
        if matching(list[i].index), let p = plan(list[i].key, list[i].index) {
          taken = (list.remove(at: i).index, p)
          break
        }
      }
      return nil
    }
    if let hit { return hit }
    var found: Table?
    if let (kept, p) = taken.take() {
      // The only reference left here: `update` changes its tables in place.
      var table = consume kept
      if update(&table, p) { found = table }
    }
    let result = found ?? build()
    list.withLock { list in
      list.removeAll { $0.key == key && matching($0.index) }
      list.append((key, result))
      if list.count > capacity { list.removeFirst(list.count - capacity) }
    }
    return result
  }

  /// The first stop of each group for the tree `version`, worked out once.
  func groupStarts(version: Int, build: () -> [Int]) -> [Int] {
    if let kept = groupStarts.withLock({ $0 }), kept.version == version { return kept.starts }
    let starts = build()
    groupStarts.withLock { $0 = (version, starts) }
    return starts
  }

  /// Reads (and updates) the slot for `key`, creating it when missing.
  func with<T>(_ key: Key, _ body: (inout Slot) -> T) -> T {
    slots.withLock { list in
      var slot: Slot
      if let i = list.firstIndex(where: { $0.key == key }) {
        slot = list.remove(at: i)
      } else {
        slot = Slot(key: key)
      }
      let result = body(&slot)
      list.append(slot)
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
      return result
    }
  }
}

extension SceneRuntime {
  /// The key of the indexes for the tree and element state now.
  var indexKey: TreeIndexes.Key {
    TreeIndexes.Key(version: treeVersion, edits: treeScreens.map { cache.treeEdits[$0] })
  }
}

extension SceneRuntime {
  /// The first stop of each group (the Containers rotor), worked out once per tree.
  public var groupStarts: [Int] {
    let tree = self.tree
    return indexes.groupStarts(version: treeVersion) { tree.groupStarts }
  }

  /// The groups in reading order (outermost first), worked out once per tree.
  public var groupsInOrder: [AccessibilityTree.Group] {
    let tree = self.tree
    return indexes.groups(version: treeVersion) { tree.groups }
  }

  /// The keyboard's focus groups for the tree and element state now: kept for this state,
  /// else kept ones for the same build of the order brought up to date through what the
  /// order changed since (`OrderLog`), else built.
  public func keptFocusGroups() -> FocusGroups {
    indexes.focusGroups(key: indexKey) { kept in
      FocusGroups.changes(from: kept, to: self)
    } update: { groups, ranges in
      groups.changing(ranges, runtime: self)
    } build: {
      FocusGroups(runtime: self)
    }
  }

  /// Switch Control's scan tree for the tree and element state now and `settings`: kept,
  /// else a kept one for the same build of the order and settings brought up to date through
  /// what the order changed since (`OrderLog`), else built.
  public func keptScanTree(_ settings: SwitchControlSettings) -> ScanTree {
    indexes.scanTree(key: indexKey, settings: settings) { kept in
      ScanTree.changes(from: kept, to: self, settings: settings)
    } update: { tree, ranges in
      tree.changing(ranges, runtime: self)
    } build: {
      ScanTree(runtime: self, settings: settings)
    }
  }
}

extension SceneRuntime {
  /// The alerts, sheets and modal views of a screen's tree, hidden or not, in the order a
  /// walk that takes the last child first meets them (found once per screen: kinds and
  /// children never change).
  public func dialogs(onScreen screen: Int) -> [ElementIndex] {
    indexes.dialogs(onScreen: screen) {
      var found: [ElementIndex] = []
      var stack = [scene.screens[screen].root]
      while let e = stack.popLast() {
        let kind = scene.elements[e].kind
        if kind == .alert || kind == .sheet || kind == .modal { found.append(e) }
        stack.append(contentsOf: scene.elements[e].children)
      }
      return found
    }
  }
}
