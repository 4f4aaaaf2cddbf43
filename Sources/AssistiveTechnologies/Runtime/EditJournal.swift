import SceneModel

/// The recent edits to elements, oldest first: each with the stamp it gave its screen
/// (`ScreenCache.treeEdits`) and the elements whose state it changed. An index built for
/// one edit state is brought up to date from it by looking again at only those elements
/// (`SearchIndex.changing`), instead of being built again over every stop.
///
/// Stamps are unique in the process, so a runtime finds the stamp an index was built at in
/// its journal only when its own history went through that state: a copy that edited
/// differently never takes another's index for its own.
struct EditJournal: Sendable {
  struct Entry: Sendable {
    var stamp: Int
    var screen: Int
    var elements: [ElementIndex]
    /// A hidden or shown element's tree: every stop in it came or went.
    var subtree: Range<Int>?
  }

  private(set) var entries: [Entry] = []
  /// Whether every edit since loading is still here (none was dropped for room).
  private(set) var complete = true
  /// Edits kept: enough for a session of edits between two searches, few enough that
  /// bringing an index up to date is always cheap.
  static let capacity = 256

  mutating func record(stamp: Int, screen: Int, elements: [ElementIndex], subtree: Range<Int>? = nil) {
    if entries.count >= Self.capacity {
      entries.removeFirst(entries.count - Self.capacity + 1)
      complete = false
    }
    entries.append(Entry(stamp: stamp, screen: screen, elements: elements, subtree: subtree))
  }

  /// The elements of `screen` edited after the edit that gave it `stamp` (0: since
  /// loading), oldest first, and the trees hidden or shown; nil when the journal does not
  /// reach back to that edit.
  func elements(of screen: Int, after stamp: Int) -> (elements: [ElementIndex], trees: [Range<Int>])? {
    var start = 0
    if stamp != 0 {
      guard let i = entries.lastIndex(where: { $0.stamp == stamp }), entries[i].screen == screen else { return nil }
      start = i + 1
    } else if !complete {
      return nil
    }
    var found: [ElementIndex] = []
    var trees: [Range<Int>] = []
    for entry in entries[start...] where entry.screen == screen {
      found += entry.elements
      if let t = entry.subtree { trees.append(t) }
    }
    return (found, trees)
  }
}
