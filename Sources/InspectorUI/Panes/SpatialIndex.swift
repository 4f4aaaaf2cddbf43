import AssistiveTechnologies
import SceneModel
import Synchronization

/// The drawable elements of the visible screens, bucketed by y so the Screen pane can find
/// what is on screen without looking at the rest of a 100,000-element scene.
///
/// Elements are kept in drawing order (`order`: layer by layer, parents before children,
/// as a depth-first walk from each visible screen's root). Each element is listed in every
/// 200-pt bucket its frame spans; an element spanning more than `maxSpan` buckets (a long
/// list's container) or with coordinates that are not finite goes in `tall`, which every
/// query includes. Hidden subtrees are left out.
struct SpatialIndex: Sendable {
  static let bucketHeight = 200.0
  static let maxSpan = 64

  /// One drawable element.
  struct Entry: Sendable, Equatable {
    var element: ElementIndex
    /// Index of the visible screen (0 = bottom layer).
    var layer: Int
  }

  /// Every drawable element in drawing order; queries return positions in this array.
  private(set) var order: [Entry] = []
  private(set) var buckets: [Int: [Int]] = [:]
  private(set) var tall: [Int] = []
  /// The bottom of the lowest element, in points (for the scroll range).
  private(set) var maxY: Double = 0

  init(scene: Scene, frames: [Frame], screens: [Int]) {
    for (layer, s) in screens.enumerated() where scene.screens.indices.contains(s) {
      var stack = [scene.screens[s].root]
      while let index = stack.popLast() {
        guard scene.elements.indices.contains(index) else { continue }
        let e = scene.elements[index]
        if e.hidden { continue }
        if frames.indices.contains(index) {
          let f = frames[index]
          if !f.isEmpty || !f.x.isFinite || !f.y.isFinite {
            add(Entry(element: index, layer: layer), frame: f)
          }
        }
        stack.append(contentsOf: e.children.reversed())
      }
    }
  }

  private mutating func add(_ entry: Entry, frame f: Frame) {
    let position = order.count
    order.append(entry)
    guard f.y.isFinite, f.maxY.isFinite, f.y > -1e12, f.maxY < 1e12 else {
      tall.append(position)
      return
    }
    maxY = max(maxY, f.maxY)
    let first = Int((f.y / Self.bucketHeight).rounded(.down))
    let last = max(first, Int((f.maxY / Self.bucketHeight).rounded(.down)))
    if last - first >= Self.maxSpan {
      tall.append(position)
      return
    }
    for b in first...last { buckets[b, default: []].append(position) }
  }

  /// Positions in `order` of the elements that may overlap `range` (in points), sorted.
  func positions(overlapping range: ClosedRange<Double>) -> [Int] {
    var result = tall
    if range.lowerBound.isFinite, range.upperBound.isFinite {
      let lower = max(-1e12, min(1e12, range.lowerBound))
      let upper = max(lower, min(1e12, range.upperBound))
      let first = Int((lower / Self.bucketHeight).rounded(.down))
      let last = Int((upper / Self.bucketHeight).rounded(.down))
      // A query is at most a pane's height of points; cap it anyway.
      for b in first...min(last, first + 4 * Self.maxSpan) {
        if let list = buckets[b] { result += list }
      }
    }
    result.sort()
    var unique: [Int] = []
    unique.reserveCapacity(result.count)
    for p in result where unique.last != p { unique.append(p) }
    return unique
  }
}

/// The spatial indexes of recent scenes, shared by every render call.
///
/// Rendering is a pure function of the state, so the index is a cache: it is rebuilt only
/// when the runtime's tree is rebuilt (`treeVersion`), the scene changes (its element count
/// and name) or the frames differ. Frames are compared with `==`, which is instant when
/// both arrays share storage (the usual case: the cache keeps a copy of the array) and
/// only compares element by element after a rebuild.
final class SpatialIndexCache: Sendable {
  struct Key: Equatable {
    var treeVersion: Int
    var elementCount: Int
    var sourceName: String
    var screens: [Int]
  }

  struct Slot {
    var key: Key
    var frames: [Frame]
    var index: SpatialIndex
  }

  static let shared = SpatialIndexCache()
  /// Several slots, so tests rendering different scenes in parallel, and the variants
  /// view's four sizes beside the app's own, do not thrash.
  static let capacity = 8

  private let slots = Mutex<[Slot]>([])

  /// The index for the runtime's current scene and layout, built if needed.
  func index(for runtime: SceneRuntime) -> SpatialIndex {
    let key = Key(
      treeVersion: runtime.treeVersion, elementCount: runtime.scene.elements.count,
      sourceName: runtime.scene.sourceName, screens: runtime.visibleScreens)
    let frames = runtime.frames
    if let hit = slots.withLock({ list -> SpatialIndex? in
      guard let i = list.firstIndex(where: { $0.key == key && $0.frames == frames }) else {
        return nil
      }
      let slot = list.remove(at: i)
      list.append(slot)
      return slot.index
    }) {
      return hit
    }
    let index = SpatialIndex(scene: runtime.scene, frames: frames, screens: runtime.visibleScreens)
    slots.withLock { list in
      list.append(Slot(key: key, frames: frames, index: index))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return index
  }
}
