/// How one stop list became the next without a build (`AccessibilityTree.remove`,
/// `insert`): stops taken out, or put in. An index numbered by the old list's positions
/// is renumbered through it (`SearchIndex.renumbered`) instead of being built again.
enum StopListChange: Sendable {
  /// The old positions of the stops taken out, ascending.
  case removed([Int])
  /// For each stop put in, the old position it went in front of, ascending.
  case inserted(before: [Int])

  /// Where the stop at old position `p` is after the change; nil when it was taken out.
  func moved(_ p: Int) -> Int? {
    switch self {
    case .removed(let positions):
      let k = positions.firstIndex(notBelow: p)
      return k < positions.count && positions[k] == p ? nil : p - k
    case .inserted(let before):
      return AccessibilityTree.Insertion(positions: [], before: before).moved(p)
    }
  }

  /// The new positions of the stops put in (none for a removal).
  var insertedPositions: [Int] {
    guard case .inserted(let before) = self else { return [] }
    return before.enumerated().map { $0.element + $0.offset }
  }
}

/// The recent changes of the stop list made in place, each from one `stopsVersion` to the
/// next. Versions are unique in the process, so a chain found here is this runtime's own
/// history (a copy that changed its tree differently has other versions).
struct StopListLog: Sendable {
  struct Entry: Sendable {
    var from: Int
    var to: Int
    var change: StopListChange
  }

  private(set) var entries: [Entry] = []
  /// Changes kept: an index renumbered through more would cost about as much as a new one.
  static let capacity = 16

  mutating func record(from: Int, to: Int, _ change: StopListChange) {
    if entries.count >= Self.capacity { entries.removeFirst(entries.count - Self.capacity + 1) }
    entries.append(Entry(from: from, to: to, change: change))
  }

  /// The changes that led from the stop list `from` to `to`, oldest first; nil when the log
  /// holds no such chain.
  func chain(from: Int, to: Int) -> [StopListChange]? {
    var changes: [StopListChange] = []
    var at = to
    var i = entries.count - 1
    while at != from {
      while i >= 0, entries[i].to != at { i -= 1 }
      guard i >= 0 else { return nil }
      changes.append(entries[i].change)
      at = entries[i].from
      i -= 1
    }
    return changes.reversed()
  }
}
