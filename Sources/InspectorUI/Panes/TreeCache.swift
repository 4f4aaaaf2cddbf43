import AssistiveTechnologies
import SceneModel
import Synchronization

/// A value worked out from a runtime's current tree and layout (the spatial index, the
/// screen rows of the stops), kept for a few trees so a frame only looks it up.
///
/// A value is rebuilt only when the runtime's tree is rebuilt (`treeVersion`), the scene
/// changes (its element count and name), the visible screens change or the frames differ.
/// Frames are compared with `==`, which is instant when both arrays share storage (the usual
/// case: the cache keeps a copy of the array) and only compares element by element after a
/// rebuild. Several slots, so tests rendering different scenes in parallel, and the variants
/// view's four sizes beside the app's own, do not thrash.
final class TreeCache<Value: Sendable>: Sendable {
  struct Key: Equatable {
    var treeVersion: Int
    var elementCount: Int
    var sourceName: String
    var screens: [Int]
  }

  struct Slot {
    var key: Key
    var frames: [Frame]
    var value: Value
  }

  let capacity: Int
  private let slots = Mutex<[Slot]>([])

  init(capacity: Int) { self.capacity = capacity }

  /// The value for the runtime's current tree and layout, made by `make` if needed.
  func value(for runtime: SceneRuntime, make: () -> Value) -> Value {
    let key = Key(
      treeVersion: runtime.treeVersion, elementCount: runtime.scene.elements.count,
      sourceName: runtime.scene.sourceName, screens: runtime.visibleScreens)
    let frames = runtime.frames
    if let hit = slots.withLock({ list -> Value? in
      guard let i = list.firstIndex(where: { $0.key == key && $0.frames == frames }) else {
        return nil
      }
      let slot = list.remove(at: i)
      list.append(slot)
      return slot.value
    }) {
      return hit
    }
    let value = make()
    slots.withLock { list in
      list.append(Slot(key: key, frames: frames, value: value))
      if list.count > capacity { list.removeFirst(list.count - capacity) }
    }
    return value
  }
}
