import AssistiveTechnologies
import SceneModel
import Synchronization

/// The `Reach` figures of recent scenes, so the Inspector can show how each technology
/// reaches the focused element without computing them every frame.
///
/// `Reach` walks the whole screen (scan tree, focus groups), so it is computed at most once
/// per runtime tree (`treeVersion`, the scene, the visible screens and the frames, as for
/// `SpatialIndexCache`) and Switch Control settings that change the figures; a frame then
/// costs one dictionary lookup, whatever the scene's size.
final class ReachCache: Sendable {
  struct Key: Equatable {
    var treeVersion: Int
    var elementCount: Int
    var sourceName: String
    var screens: [Int]
    var settings: SwitchControlSettings
  }

  /// The figures, with each element's row found by a dictionary.
  struct Entry: Sendable {
    var reach: Reach
    var rowIndex: [ElementIndex: Int]

    func row(for element: ElementIndex) -> Reach.Row? {
      rowIndex[element].map { reach.rows[$0] }
    }
  }

  struct Slot {
    var key: Key
    var frames: [Frame]
    var entry: Entry
  }

  static let shared = ReachCache()
  static let capacity = 4

  private let slots = Mutex<[Slot]>([])

  /// Settings that do not change the figures are reset, so changing them (Speech, Tap
  /// Behavior, the scanning style) does not recompute anything.
  static func normalised(_ settings: SwitchControlSettings) -> SwitchControlSettings {
    var s = SwitchControlSettings()
    s.autoScanTime = settings.autoScanTime
    s.pauseOnFirstItem = settings.pauseOnFirstItem
    s.scanAllElements = settings.scanAllElements
    return s
  }

  /// The figures for the runtime's current tree, computed if needed.
  func entry(for runtime: SceneRuntime, settings: SwitchControlSettings) -> Entry {
    let settings = Self.normalised(settings)
    let key = Key(
      treeVersion: runtime.treeVersion, elementCount: runtime.scene.elements.count,
      sourceName: runtime.scene.sourceName, screens: runtime.visibleScreens, settings: settings)
    let frames = runtime.frames
    if let hit = slots.withLock({ list -> Entry? in
      guard let i = list.firstIndex(where: { $0.key == key && $0.frames == frames }) else {
        return nil
      }
      let slot = list.remove(at: i)
      list.append(slot)
      return slot.entry
    }) {
      return hit
    }
    let reach = Reach(runtime: runtime, settings: settings)
    var rowIndex: [ElementIndex: Int] = [:]
    for (i, row) in reach.rows.enumerated() { rowIndex[row.element] = i }
    let entry = Entry(reach: reach, rowIndex: rowIndex)
    slots.withLock { list in
      list.append(Slot(key: key, frames: frames, entry: entry))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return entry
  }
}
