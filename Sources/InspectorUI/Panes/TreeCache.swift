import AssistiveTechnologies
import SceneModel
import Synchronization

/// A value worked out from a runtime's current tree and layout (the spatial index, the
/// screen rows of the stops), kept for a few trees so a frame only looks it up.
///
/// A value is rebuilt only when the runtime's tree is rebuilt (`treeVersion`), the scene
/// changes (its element count and name) or the visible screens change. The tree version
/// stands for the frames too: the engine gives a tree a new version whenever it lays out a
/// visible screen or moves a stop (a version is unique in the process, and a kept tree comes
/// back with its version only for the same screens, edits and text size), so frames are
/// never compared. Nor are they kept: holding the runtime's frame table would make the
/// engine's next write to it copy the whole table. Several slots, so tests rendering
/// different scenes in parallel, and the variants view's four sizes beside the app's own,
/// do not thrash.
final class TreeCache<Value: Sendable>: Sendable {
  struct Key: Equatable {
    var treeVersion: Int
    var elementCount: Int
    var sourceName: String
    var screens: [Int]

    init(_ runtime: SceneRuntime) {
      treeVersion = runtime.treeVersion
      elementCount = runtime.scene.elements.count
      sourceName = runtime.scene.sourceName
      screens = runtime.visibleScreens
    }
  }

  struct Slot {
    var key: Key
    var value: Value
  }

  let capacity: Int
  private let slots = Mutex<[Slot]>([])

  init(capacity: Int) { self.capacity = capacity }

  /// The value for the runtime's current tree and layout, made by `make` if needed.
  func value(for runtime: SceneRuntime, make: () -> Value) -> Value {
    let key = Key(runtime)
    if let hit = slots.withLock({ list -> Value? in
      guard let i = list.lastIndex(where: { $0.key == key }) else { return nil }
      if i != list.count - 1 { list.append(list.remove(at: i)) }
      return list[list.count - 1].value
    }) {
      return hit
    }
    let value = make()
    slots.withLock { list in
      list.append(Slot(key: key, value: value))
      if list.count > capacity { list.removeFirst(list.count - capacity) }
    }
    return value
  }
}
