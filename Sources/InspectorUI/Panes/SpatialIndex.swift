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
///
/// Built once per tree in one walk and three passes over flat arrays (no array per bucket,
/// no element copied), so a new tree costs a few nanoseconds per element (`TreeCache`).
struct SpatialIndex: Sendable, Equatable {
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
  /// Positions in `order` of the elements that every query includes.
  private(set) var tall: [Int] = []
  /// The bottom of the lowest element, in points (for the scroll range).
  private(set) var maxY: Double = 0
  /// The buckets, `firstBucket` on: bucket `b`'s positions are
  /// `positions[starts[b - firstBucket]..<starts[b - firstBucket + 1]]`, ascending.
  private var firstBucket = 0
  private var starts: [Int32] = [0]
  private var positions: [Int32] = []
  /// The buckets by number instead, for a scene whose elements lie too far apart for one
  /// flat table (an element at y = 10¹⁰ pt).
  private var sparse: [Int: [Int]] = [:]

  init(scene: Scene, frames: [Frame], screens: [Int]) {
    // Locals while walking (not `self`'s arrays, which a closure could only reach through
    // exclusivity checks); the elements' buckets are found on the way.
    var order: [Entry] = []
    var tall: [Int] = []
    var maxY = 0.0
    var spans: [(first: Int, last: Int)] = []
    order.reserveCapacity(scene.elements.count)
    spans.reserveCapacity(scene.elements.count)
    scene.elements.withUnsafeBufferPointer { elements in
      frames.withUnsafeBufferPointer { frames in
        var stack: [ElementIndex] = []
        stack.reserveCapacity(256)
        for (layer, s) in screens.enumerated() where scene.screens.indices.contains(s) {
          stack.append(scene.screens[s].root)
          while let index = stack.popLast() {
            guard index >= 0 && index < elements.count, !elements[index].hidden else { continue }
            if index < frames.count {
              let f = frames[index]
              if !f.isEmpty || !f.x.isFinite || !f.y.isFinite {
                let position = order.count
                order.append(Entry(element: index, layer: layer))
                let span = Self.buckets(of: f)
                if span.first <= span.last {
                  spans.append((span.first, span.last))
                } else {
                  tall.append(position)
                  spans.append((1, 0))
                }
                if span.finite { maxY = max(maxY, f.maxY) }
              }
            }
            elements[index].children.withUnsafeBufferPointer { children in
              var k = children.count
              while k > 0 {
                k -= 1
                stack.append(children[k])
              }
            }
          }
        }
      }
    }
    self.order = order
    self.tall = tall
    self.maxY = maxY
    fill(spans)
  }

  /// The first and last bucket of a frame, and whether its top and bottom are finite and
  /// within ±10¹² pt; no buckets (first > last) for one every query includes (not finite
  /// or that far, or spanning more than `maxSpan` buckets).
  static func buckets(of f: Frame) -> (first: Int, last: Int, finite: Bool) {
    guard f.y.isFinite, f.maxY.isFinite, f.y > -1e12, f.maxY < 1e12 else { return (1, 0, false) }
    let first = bucket(f.y)
    let last = max(first, bucket(f.maxY))
    return last - first >= maxSpan ? (1, 0, true) : (first, last, true)
  }

  /// The bucket of a finite y within ±10¹² pt: `Int((y / bucketHeight).rounded(.down))`,
  /// without a call into the maths library.
  @inline(__always)
  static func bucket(_ y: Double) -> Int {
    let q = y / bucketHeight
    let b = Int(q)
    return Double(b) > q ? b - 1 : b
  }

  /// Lays out the buckets of `spans` (one per entry of `order`; none for tall ones): a
  /// count, a prefix sum and a fill over one flat table from the lowest bucket to the
  /// highest, or a dictionary when that table would be much longer than the content.
  private mutating func fill(_ spans: [(first: Int, last: Int)]) {
    var lowest = Int.max
    var highest = Int.min
    for s in spans where s.first <= s.last {
      lowest = min(lowest, s.first)
      highest = max(highest, s.last)
    }
    guard lowest <= highest else { return }
    guard highest - lowest <= 8 * spans.count + 4_096 else {
      for (p, s) in spans.enumerated() where s.first <= s.last {
        for b in s.first...s.last { sparse[b, default: []].append(p) }
      }
      return
    }
    firstBucket = lowest
    var counts = [Int32](repeating: 0, count: highest - lowest + 2)
    for s in spans where s.first <= s.last {
      for b in s.first...s.last { counts[b - lowest + 1] += 1 }
    }
    for i in 1..<counts.count { counts[i] += counts[i - 1] }
    starts = counts
    positions = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
    for (p, s) in spans.enumerated() where s.first <= s.last {
      for b in s.first...s.last {
        positions[Int(counts[b - lowest])] = Int32(p)
        counts[b - lowest] += 1
      }
    }
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
        let k = b - firstBucket
        if k >= 0 && k + 1 < starts.count {
          for i in Int(starts[k])..<Int(starts[k + 1]) { result.append(Int(positions[i])) }
        }
        if !sparse.isEmpty, let list = sparse[b] { result += list }
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
