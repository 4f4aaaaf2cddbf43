import SceneModel

/// What the order changed in place since it was built: the element ranges whose entries it
/// took out and put back, moved among the others, or counted differently.
///
/// Every entry outside the logged ranges keeps its place relative to every other such entry:
/// a change in place only takes entries out and puts entries in (`spliceInPlace`), or sorts a
/// list again (`rebuildList`, logged as the list's whole group). So a table kept in reading
/// order (the keyboard's focus groups) is brought up to date by taking out what it held in
/// those ranges and putting in what the order holds there now, each at its rank, instead of
/// being built again from every stop; what the edit journal names would not do, since a
/// change re-sorts neighbours in a row band that the edit did not touch.
///
/// Each entry carries a serial unique in the process, so a table finds the entry it was
/// brought up to date with only in a tree whose history went through that state.
struct OrderLog: Sendable {
  private(set) var entries: [(serial: Int, range: Range<Int>)] = []
  /// Whether entries were dropped for room (then a mark from before them is not found).
  private(set) var dropped = false
  /// Changes kept: enough for the edits between two key presses, few enough that bringing a
  /// table up to date is cheaper than building it.
  static let capacity = 256

  mutating func record(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    if entries.count >= Self.capacity {
      entries.removeFirst(Self.capacity / 2)
      dropped = true
    }
    entries.append((TreeVersions.next(), range))
  }
}

extension AccessibilityTree {
  /// Names the order's state for a table kept in reading order: the last change logged, or
  /// the build (`lineage`) when nothing was.
  var changeMark: Int { log.entries.last?.serial ?? lineage }

  /// The element ranges the order changed after the state `mark` names (oldest first); nil
  /// when this tree's history does not reach back to it.
  func changes(since mark: Int) -> [Range<Int>]? {
    if mark == lineage { return log.dropped ? nil : log.entries.map(\.range) }
    guard let i = log.entries.lastIndex(where: { $0.serial == mark }) else { return nil }
    return log.entries[(i + 1)...].map(\.range)
  }

  /// The element ranges to follow to bring a table kept in reading order (built from the
  /// build `lineage` at `mark`, over the element slots `slots`, holding `items` items) up to
  /// date with this tree; nil when it must be built again: another build, another history,
  /// or changes touching more elements than following them would save.
  func changes(forTableFrom lineage: Int, mark: Int, slots: Range<Int>, items: Int) -> [Range<Int>]? {
    guard lineage == self.lineage, slots == self.slots, let ranges = changes(since: mark) else { return nil }
    let capacity = Swift.max(256, items / 8)
    var touched = 0
    for r in ranges {
      touched += r.count
      if touched > capacity { return nil }
    }
    return ranges
  }

  /// The elements of `ranges`, each once, in the order met.
  static func elements(in ranges: [Range<Int>]) -> [ElementIndex] {
    var seen = Set<ElementIndex>()
    var out: [ElementIndex] = []
    for r in ranges {
      for e in r where seen.insert(e).inserted { out.append(e) }
    }
    return out
  }

  /// The index of the first of `items` (stops in reading order) whose position is at or
  /// after `position`, by binary search (`items.count` when none is).
  func firstIndex<Items: RandomAccessCollection<ElementIndex>>(of items: Items, notBefore position: Int) -> Int where Items.Index == Int {
    var lo = 0
    var hi = items.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if (self.position(of: items[mid]) ?? 0) < position { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Whether `e` is a stop that responds to user interaction (counted `.interactive`).
  func isInteractiveStop(_ e: ElementIndex) -> Bool {
    guard let (list, label) = place(e) else { return false }
    let l = self.list(list)
    guard let found = l.find(label) else { return false }
    let entry = l.entries[found.index]
    return entry.element == Int32(e) && !entry.isGroup && !entry.repeated && entry.counts.interactive > 0
  }

  /// Whether `e` is a container the order keeps together (it has a list of entries), as
  /// `groups` lists it.
  func keepsTogether(_ e: ElementIndex) -> Bool { lists[e] != nil && place(e) != nil }

  /// The element slots the tree covers (every element of its roots' screens).
  var slots: Range<Int> { base..<(base + placeList.count) }
}
