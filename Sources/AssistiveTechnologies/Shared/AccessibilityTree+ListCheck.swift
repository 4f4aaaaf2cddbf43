import SceneModel

/// The check that taking stops out of the tree, or putting a shown element's stops in, gives
/// what a build gives (`remove`, `insert`).
///
/// A build sorts each list of siblings (the top level, each group's direct nodes) with
/// VoiceOver's comparator, which is not transitive in general. The shortcut is taken only
/// when every list the change touches is, after it, in well-separated rows: the keys fall
/// into bands less than the row tolerance tall, each band at least the tolerance below the
/// last, with x strictly in reading direction inside a band. On such a set the comparator is
/// a strict total order, so any sort gives exactly that sequence, and the row numbers are
/// the bands. Lists the change does not touch keep their order (their keys all moved by
/// the same amount, or not at all).
extension AccessibilityTree {
  /// What changes: stops taken out, or leaf nodes put into one list; the stops of elements
  /// at or after `movedFrom` (in the element table) have moved to the new frames.
  struct ListChange {
    var movedFrom: Int
    /// Removed stop positions, ascending, and the same as a mask over the stops.
    var removed: [Int] = []
    var removedMask: [Bool] = []
    /// The list new nodes join (nil: the top level) and the groups holding it, and the
    /// nodes, sorted.
    var target: Int?
    var targetPath: Set<Int> = []
    var added: [Node] = []
  }

  /// What the check worked out when it passed.
  struct ListCheck {
    /// New row numbers of existing stops.
    var rows: [(position: Int, row: Int)] = []
    /// For each added node: its row, and the stop position (before the change) it goes before.
    var addedRows: [Int] = []
    var addedBefore: [Int] = []
  }

  func checkLists(_ change: ListChange, scene: Scene, frames: [Frame], comparator c: ReadingOrderComparator) -> ListCheck? {
    // Elements are read through a buffer pointer: a computed property of an array element
    // (`sortPriority`) would otherwise copy the element, retaining each of its fields.
    scene.elements.withUnsafeBufferPointer { elements in
      frames.withUnsafeBufferPointer { frames in
        var walker = ListWalker(tree: self, change: change, elements: elements, frames: frames, c: c)
        return walker.walk(nil).ok ? walker.check : nil
      }
    }
  }

  /// The walk of `checkLists`, as mutating methods of a value rather than nested functions
  /// capturing the result (which would pay a dynamic exclusivity check on every access).
  private struct ListWalker {
    let tree: AccessibilityTree
    let change: ListChange
    let elements: UnsafeBufferPointer<Element>
    let frames: UnsafeBufferPointer<Frame>
    let c: ReadingOrderComparator
    let lowest: Int
    var check = ListCheck()

    init(tree: AccessibilityTree, change: ListChange, elements: UnsafeBufferPointer<Element>, frames: UnsafeBufferPointer<Frame>, c: ReadingOrderComparator) {
      self.tree = tree
      self.change = change
      self.elements = elements
      self.frames = frames
      self.c = c
      lowest = change.removed.first ?? tree.stops.count
      check.addedRows = Array(repeating: 0, count: change.added.count)
      check.addedBefore = Array(repeating: 0, count: change.added.count)
    }

    /// How many removed positions lie below `p`.
    func removedBefore(_ p: Int) -> Int { change.removed.firstIndex(notBelow: p) }

    func depth(of g: Int) -> Int? {
      for p in tree.groups[g].first...tree.groups[g].last { if let d = tree.stops[p].groupPath.firstIndex(of: g) { return d } }
      return nil
    }

    /// Notes the row of an entry of a checked list (an existing stop, or added node).
    mutating func record(_ entry: Int, _ row: Int) {
      if entry >= 0 {
        check.rows.append((entry, row))
      } else if entry <= -2 {
        check.addedRows[-2 - entry] = row
      }
    }

    /// The key of list `g` (nil: the top level) and whether it passed; fills `check`.
    mutating func walk(_ g: Int?) -> (key: (x: Double, y: Double)?, ok: Bool) {
      let range = g.map { tree.groups[$0].first..<max(tree.groups[$0].first, tree.groups[$0].last + 1) } ?? 0..<tree.stops.count
      guard let d = g.map(depth(of:)) ?? -1 else { return (nil, false) }
      var keys: [(x: Double, y: Double)] = []
      // Each entry's stop (-1: an inner group; -2 - j: added node j), and where it ends.
      var direct: [Int] = []
      var ends: [Int] = []
      keys.reserveCapacity(range.count + change.added.count)
      direct.reserveCapacity(range.count + change.added.count)
      ends.reserveCapacity(range.count + change.added.count)
      var touched = false
      var shifted = false
      var unshifted = false
      var p = range.lowerBound
      while p < range.upperBound {
        if tree.stops[p].groupPath.count > d + 1 {
          let inner = tree.stops[p].groupPath[d + 1]
          // A group sorts by its own priority first, like a stop.
          if elements[tree.groups[inner].element].sortPriority != 0 { return (nil, false) }
          let (key, ok) = walk(inner)
          guard ok else { return (nil, false) }
          if let key {
            keys.append(key)
            direct.append(-1)
            ends.append(tree.groups[inner].last + 1)
          }
          if tree.groups[inner].first...tree.groups[inner].last ~= lowest || removedBefore(tree.groups[inner].last + 1) > removedBefore(tree.groups[inner].first) { touched = true }
          if change.targetPath.contains(inner) { touched = true }
          if tree.stops[tree.groups[inner].last].element >= change.movedFrom { shifted = true } else { unshifted = true }
          if tree.stops[tree.groups[inner].first].element >= change.movedFrom { shifted = true } else { unshifted = true }
          p = tree.groups[inner].last + 1
          continue
        }
        if !change.removedMask.isEmpty, change.removedMask[p] {
          touched = true
        } else {
          let element = tree.stops[p].element
          if elements[element].sortPriority != 0 { return (nil, false) }
          let f = frames[element]
          keys.append((f.x, f.y))
          direct.append(p)
          ends.append(p + 1)
          if element >= change.movedFrom { shifted = true } else { unshifted = true }
        }
        p += 1
      }
      if g == change.target, !change.added.isEmpty {
        // The added nodes where a sort puts them: after every entry before them (checked
        // below: on well-separated rows that is the one order).
        touched = true
        var mergedKeys: [(x: Double, y: Double)] = []
        var mergedDirect: [Int] = []
        mergedKeys.reserveCapacity(keys.count + change.added.count)
        mergedDirect.reserveCapacity(keys.count + change.added.count)
        var i = 0
        var end = range.lowerBound
        for (j, n) in change.added.enumerated() {
          if n.priority != 0 { return (nil, false) }
          var low = i
          var high = keys.count
          while low < high {
            let mid = (low + high) / 2
            if c.before(n.key, keys[mid]) { high = mid } else { low = mid + 1 }
          }
          while i < low {
            mergedKeys.append(keys[i])
            mergedDirect.append(direct[i])
            end = ends[i]
            i += 1
          }
          mergedKeys.append(n.key)
          mergedDirect.append(-2 - j)
          check.addedBefore[j] = end
        }
        mergedKeys += keys[i...]
        mergedDirect += direct[i...]
        keys = mergedKeys
        direct = mergedDirect
      }
      guard var best = keys.first else { return (nil, true) }
      for k in keys.dropFirst() where c.before(k, best) { best = k }
      if touched || (shifted && unshifted) {
        // Well-separated rows, strictly in reading direction inside each.
        var low = keys[0].y
        var high = keys[0].y
        var row = 1
        record(direct[0], row)
        for i in 1..<max(1, keys.count) {
          let k = keys[i]
          if k.y - low < c.rowTolerance, high - k.y < c.rowTolerance {
            let before = keys[i - 1].x
            guard c.rightToLeft ? k.x < before : k.x > before else { return (nil, false) }
            low = min(low, k.y)
            high = max(high, k.y)
          } else if k.y - high >= c.rowTolerance {
            row += 1
            low = k.y
            high = k.y
          } else {
            return (nil, false)
          }
          record(direct[i], row)
        }
      }
      return (best, true)
    }
  }
}
