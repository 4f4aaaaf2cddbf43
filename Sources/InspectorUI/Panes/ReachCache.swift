import AssistiveTechnologies
import Dispatch
import SceneModel
import Synchronization

/// The `Reach` figures of recent scenes, so the Inspector can show how each technology
/// reaches the focused element without computing them every frame.
///
/// `Reach` walks the whole screen (scan tree, focus groups), so it is computed at most once
/// per runtime tree (`treeVersion`, the scene and the visible screens, as for `TreeCache`,
/// which says why frames need no comparing) and Switch Control settings that change the
/// figures; a frame then costs one dictionary lookup, whatever the scene's size.
///
/// A screen of more than `backgroundStops` stops is worked out off the main thread: a key
/// that pushes, hides or reflows on a list of a few hundred rows would otherwise wait
/// milliseconds (on 100,000 elements, hundreds of them) for figures the Inspector may not
/// even show. Until they arrive `entry`
/// answers nil (`isWorking` is true for that tree) and the Inspector says so; the session
/// draws again when `takeFinished` reports them, or reports that its turn has come.
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

    init(reach: Reach) {
      self.reach = reach
      var rowIndex: [ElementIndex: Int] = [:]
      for (i, row) in reach.rows.enumerated() { rowIndex[row.element] = i }
      self.rowIndex = rowIndex
    }

    func row(for element: ElementIndex) -> Reach.Row? {
      rowIndex[element].map { reach.rows[$0] }
    }
  }

  struct Slot {
    var key: Key
    var entry: Entry
  }

  struct Slots {
    var done: [Slot] = []
    /// What is being worked out in the background.
    var working: [Key] = []
    /// Tree versions whose figures were asked for while another screen's were being worked
    /// out: each starts when a frame asks again after that one is done.
    var waiting: Set<Int> = []
    /// Tree versions whose figures arrived, or whose turn came, since the last
    /// `takeFinished` for them (versions are unique in the process, so one session never
    /// sees another's arrivals).
    var finished: Set<Int> = []
  }

  static let shared = ReachCache()
  static let capacity = 4
  /// Screens with more stops than this are worked out in the background: `Reach` costs about
  /// 8 µs a stop (release build), so a key waits at most about a millisecond for it.
  static let backgroundStops = 100

  private let slots = Mutex(Slots())

  /// Settings that do not change the figures are reset, so changing them (Speech, Tap
  /// Behavior, the scanning style) does not recompute anything.
  static func normalised(_ settings: SwitchControlSettings) -> SwitchControlSettings {
    var s = SwitchControlSettings()
    s.autoScanTime = settings.autoScanTime
    s.pauseOnFirstItem = settings.pauseOnFirstItem
    s.scanAllElements = settings.scanAllElements
    return s
  }

  /// The figures for the runtime's current tree, computed if needed; nil while a large
  /// screen's are being worked out in the background.
  func entry(for runtime: SceneRuntime, settings: SwitchControlSettings) -> Entry? {
    let settings = Self.normalised(settings)
    let key = Key(
      treeVersion: runtime.treeVersion, elementCount: runtime.scene.elements.count,
      sourceName: runtime.scene.sourceName, screens: runtime.visibleScreens, settings: settings)
    let background = runtime.tree.stops.count > Self.backgroundStops
    enum Found { case hit(Entry), working, start, compute }
    let found = slots.withLock { s -> Found in
      if let i = s.done.firstIndex(where: { $0.key == key }) {
        let slot = s.done.remove(at: i)
        s.done.append(slot)
        return .hit(slot.entry)
      }
      guard background else { return .compute }
      // One screen at a time: a later one starts when this one is done (its session then
      // draws, and the frame asks again).
      guard s.working.isEmpty else {
        // Trees left behind never ask again: keep the set small.
        if s.waiting.count >= 64 { s.waiting = [] }
        s.waiting.insert(key.treeVersion)
        return .working
      }
      s.waiting.remove(key.treeVersion)
      s.working.append(key)
      return .start
    }
    switch found {
    case .hit(let entry):
      return entry
    case .working:
      return nil
    case .start:
      DispatchQueue.global(qos: .userInitiated).async {
        let entry = Entry(reach: Reach(runtime: runtime, settings: settings))
        self.store(entry, key: key)
      }
      return nil
    case .compute:
      let entry = Entry(reach: Reach(runtime: runtime, settings: settings))
      store(entry, key: key)
      return entry
    }
  }

  private func store(_ entry: Entry, key: Key) {
    slots.withLock { s in
      s.done.append(Slot(key: key, entry: entry))
      if s.done.count > Self.capacity { s.done.removeFirst(s.done.count - Self.capacity) }
      if let i = s.working.firstIndex(of: key) {
        s.working.remove(at: i)
        s.finished.insert(key.treeVersion)
        // The screens that waited draw again, and so ask again.
        s.finished.formUnion(s.waiting)
        if s.finished.count > 128 { s.finished = s.waiting.union([key.treeVersion]) }
      }
    }
  }

  /// Whether the figures of the tree `treeVersion` are being worked out in the background or
  /// wait their turn (so its session reads the terminal often enough to show them soon).
  func isWorking(treeVersion: Int) -> Bool {
    slots.withLock { s in s.waiting.contains(treeVersion) || s.working.contains { $0.treeVersion == treeVersion } }
  }

  /// Whether background figures for the tree `treeVersion` arrived since the last call (the
  /// frame shown lacks them).
  func takeFinished(treeVersion: Int) -> Bool {
    slots.withLock { s in s.finished.remove(treeVersion) != nil }
  }
}
