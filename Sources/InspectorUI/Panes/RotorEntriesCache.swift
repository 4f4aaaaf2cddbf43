import AssistiveTechnologies
import SceneModel
import Synchronization

/// The Rotor pane's entries for the rotors whose list the engine works out on each call (a
/// custom rotor's targets as stop positions, the Tables rotor's first cells), kept for the
/// tree and rotor they came from, with where each stop is among them: a custom rotor may
/// list thousands of targets, and the pane draws every frame.
///
/// Every other rotor's list is the engine's own table already (`rotorEntries` is a lookup).
/// A custom rotor's entries depend on the tree (its targets' positions) and on the results
/// the engine found for it, which are the same storage while they hold, so comparing them is
/// quick.
final class RotorEntriesCache: Sendable {
  /// A rotor's entries: stop positions in rotor order, and the index of each position.
  struct Entries: Sendable {
    var positions: [Int]
    var indexOfPosition: [Int: Int]
  }

  struct Key: Equatable {
    var treeVersion: Int
    var elementCount: Int
    var sourceName: String
    var item: RotorItem
    var rotor: CustomRotor?
    var results: [CustomRotorResult]
  }

  static let shared = RotorEntriesCache()
  static let capacity = 8
  private let slots = Mutex<[(key: Key, entries: Entries)]>([])

  /// Whether `item`'s entries are worked out on each call, so worth keeping.
  static func keeps(_ item: RotorItem) -> Bool {
    switch item {
    case .custom, .tables: return true
    default: return false
    }
  }

  /// The entries of `item` (`vo.rotorEntries(item)`) and where each position is among them,
  /// for an item that `keeps`.
  func entries(_ item: RotorItem, in vo: VoiceOver) -> Entries {
    var rotor: CustomRotor?
    if case .custom(let name) = item { rotor = vo.customRotorsInScope.first { $0.name == name } }
    let runtime = vo.runtime
    let key = Key(
      treeVersion: runtime.treeVersion, elementCount: runtime.scene.elements.count, sourceName: runtime.scene.sourceName,
      item: item, rotor: rotor, results: rotor.map { vo.results(of: $0) } ?? [])
    if let hit = slots.withLock({ list in list.last { $0.key == key }?.entries }) { return hit }
    let entries = Self.make(Array(vo.rotorEntries(item)))
    slots.withLock { list in
      list.append((key, entries))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return entries
  }

  static func make(_ positions: [Int]) -> Entries {
    var index: [Int: Int] = [:]
    index.reserveCapacity(positions.count)
    // The first index of each position, as `firstIndex(of:)` finds it.
    for (i, p) in positions.enumerated() where index[p] == nil { index[p] = i }
    return Entries(positions: positions, indexOfPosition: index)
  }
}
