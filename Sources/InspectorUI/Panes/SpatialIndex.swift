import AssistiveTechnologies
import SceneModel

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
/// Rendering is a pure function of the state, so the index is a cache (`TreeCache`): it is
/// rebuilt only when the runtime's tree or layout changes.
final class SpatialIndexCache: Sendable {
  static let shared = SpatialIndexCache()
  private let cache = TreeCache<SpatialIndex>(capacity: 8)

  /// The index for the runtime's current scene and layout, built if needed.
  func index(for runtime: SceneRuntime) -> SpatialIndex {
    cache.value(for: runtime) {
      SpatialIndex(scene: runtime.scene, frames: runtime.frames, screens: runtime.visibleScreens)
    }
  }
}
