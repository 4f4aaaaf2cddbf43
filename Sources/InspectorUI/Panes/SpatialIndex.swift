import AssistiveTechnologies
import SceneModel

/// The drawable elements of the visible screens, found by where they are so the Screen pane
/// can draw what is on screen without looking at the rest of a 100,000-element scene.
///
/// Positions are those of the scene's drawing order (`DrawingOrder`: layer by layer, parents
/// before children), so a query's answer, sorted, is in drawing order. An element is found
/// by the 200-pt buckets its frame spans; an element spanning `maxSpan` buckets or more (a
/// long list's container) or with coordinates that are not finite is `tall`, and every query
/// includes it. Hidden subtrees and empty frames are left out.
///
/// Most screens are drawn top to bottom: along the drawing order, an element's first bucket
/// is seldom far above those before it. So the index keeps, per position, the highest first
/// bucket and the highest last bucket so far, and a query bisects those for the run of
/// positions that can overlap it, then checks each; the few elements far above those before
/// them (a button floating over a long list) are `outliers`, checked on every query. A new
/// tree costs one pass over the frames, and a query the rows around the pane; whether an
/// element is hidden is read only for the elements a query finds, in the scene the query is
/// given (the same tree: hiding gives a new tree). A scene drawn in no such order (more than
/// `maxOutliers` outliers) gets buckets instead (`SpatialBuckets`).
struct SpatialIndex: Sendable {
  static let bucketHeight = 200.0
  static let maxSpan = 64
  /// How far (in buckets) an element may start above the highest start before it and still
  /// be found by bisection: a row's children, a trailing time stamp.
  static let slack: Int32 = 4

  /// One drawable element.
  struct Entry: Sendable, Equatable {
    var element: ElementIndex
    /// Index of the visible screen (0 = bottom layer).
    var layer: Int
  }

  let drawing: DrawingOrder
  /// Per position: its first and last bucket (`first > last` for an element that is not
  /// drawn or is tall).
  private var firsts: [Int32] = []
  private var lasts: [Int32] = []
  /// Per position: the highest first bucket and the highest last bucket of the elements
  /// found by bisection, up to and including it.
  private var highestFirst: [Int32] = []
  private var highestLast: [Int32] = []
  /// Positions every query includes, and those every query checks.
  private(set) var tall: [Int] = []
  private var outliers: [Int] = []
  /// Elements whose buckets are beyond `farBucket`, with their buckets.
  private var far: [(position: Int, first: Int, last: Int)] = []
  static let farBucket = 1 << 29
  /// The buckets, for a scene drawn in no order.
  private var buckets: SpatialBuckets?
  /// For screens whose elements are mostly in long stacks: no tables, the layouts walked
  /// for each query (`ViewportWalk`).
  private var walk: ViewportWalk?
  /// The bottom of the lowest element, in points (for the scroll range).
  private(set) var maxY: Double = 0

  /// More outliers than this, and the index keeps buckets instead.
  static let maxOutliers = 1_024

  /// The index over a walk of the layouts: nothing made per element.
  init(drawing: DrawingOrder, walk: ViewportWalk) {
    self.drawing = drawing
    self.walk = walk
    self.maxY = walk.maxY
  }

  /// Whether queries walk the layouts rather than read tables.
  var walksLayouts: Bool { walk != nil }

  init(scene: Scene, frames: [Frame], screens: [Int], maxOutliers: Int = SpatialIndex.maxOutliers) {
    self.init(
      scene: scene, frames: frames, order: DrawingOrderCache.shared.order(of: scene, screens: screens), maxOutliers: maxOutliers)
  }

  init(scene: Scene, frames: [Frame], order drawing: DrawingOrder, maxOutliers: Int = SpatialIndex.maxOutliers) {
    self.drawing = drawing
    let n = drawing.count
    var firsts = [Int32](repeating: 1, count: n)
    var lasts = [Int32](repeating: 0, count: n)
    var highestFirst = [Int32](repeating: Int32.min, count: n)
    var highestLast = [Int32](repeating: Int32.min, count: n)
    var far: [(position: Int, first: Int, last: Int)] = []
    var tall: [Int] = []
    var outliers: [Int] = []
    // The bottom, and an element there (checked for being hidden at the end).
    var bottom = 0.0
    var bottomAt = -1
    var runFirst = Int.min
    var runLast = Int.min
    drawing.elements.withUnsafeBufferPointer { walk in
      frames.withUnsafeBufferPointer { frames in
        for k in 0..<n {
          let index = Int(walk[k])
          if index < frames.count {
            let f = frames[index]
            if !f.isEmpty || !f.x.isFinite || !f.y.isFinite {
              let span = Self.buckets(of: f)
              if span.finite, f.maxY > bottom {
                bottom = f.maxY
                bottomAt = k
              }
              if span.first > span.last {
                tall.append(k)
              } else if abs(span.first) > Self.farBucket || abs(span.last) > Self.farBucket {
                // Beyond what the tables hold (10¹¹ pt away): looked at on every query.
                far.append((k, span.first, span.last))
              } else {
                firsts[k] = Int32(span.first)
                lasts[k] = Int32(span.last)
                if runFirst != Int.min && span.first < runFirst - Int(Self.slack) {
                  outliers.append(k)
                } else {
                  runFirst = max(runFirst, span.first)
                  runLast = max(runLast, span.last)
                }
              }
            }
          }
          highestFirst[k] = runFirst == Int.min ? Int32.min : Int32(runFirst)
          highestLast[k] = runLast == Int.min ? Int32.min : Int32(runLast)
        }
      }
    }
    self.firsts = firsts
    self.lasts = lasts
    self.highestFirst = highestFirst
    self.highestLast = highestLast
    self.tall = tall
    self.outliers = outliers
    self.far = far
    // The bottom of a hidden element does not count: look at every element when it was one.
    scene.elements.withUnsafeBufferPointer { elements in
      if bottomAt < 0 || !drawing.isHidden(bottomAt, in: elements) {
        maxY = bottom
      } else {
        maxY = Self.bottom(drawing, frames: frames, elements: elements)
      }
    }
    if outliers.count > maxOutliers {
      buckets = SpatialBuckets(drawing: drawing, firsts: firsts, lasts: lasts)
      self.outliers = []
    }
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

  /// The bottom of the lowest drawn element that is not hidden, looking at every one.
  static func bottom(_ drawing: DrawingOrder, frames: [Frame], elements: UnsafeBufferPointer<Element>) -> Double {
    var bottom = 0.0
    var k = 0
    while k < drawing.count {
      let index = Int(drawing.elements[k])
      if elements[index].hidden {
        k = Int(drawing.subtreeEnds[k])
        continue
      }
      k += 1
      guard index < frames.count else { continue }
      let f = frames[index]
      guard !f.isEmpty || !f.x.isFinite || !f.y.isFinite, buckets(of: f).finite else { continue }
      bottom = max(bottom, f.maxY)
    }
    return bottom
  }

  /// The drawn element at a position the index answered with.
  func entry(_ position: Int) -> Entry {
    Entry(element: Int(drawing.elements[position]), layer: drawing.layer(of: position))
  }

  /// Every drawn element in drawing order (for tests: a frame looks at what it finds).
  func drawn(in scene: Scene) -> [Entry] {
    let others = Set(tall + far.map(\.position))
    return scene.elements.withUnsafeBufferPointer { elements in
      (0..<drawing.count).filter { k in
        (firsts[k] <= lasts[k] || others.contains(k)) && !drawing.isHidden(k, in: elements)
      }.map(entry)
    }
  }

  /// The buckets a query for `range` looks at (nil for a range not finite).
  static func queryBuckets(_ range: ClosedRange<Double>) -> (first: Int, last: Int)? {
    guard range.lowerBound.isFinite, range.upperBound.isFinite else { return nil }
    let lower = max(-1e12, min(1e12, range.lowerBound))
    let upper = max(lower, min(1e12, range.upperBound))
    let first = Self.bucket(lower)
    // A query is at most a pane's height of points; cap it anyway.
    return (first, min(Self.bucket(upper), first + 4 * Self.maxSpan))
  }

  /// Positions of the elements that may overlap `range` (in points), sorted: those whose
  /// buckets meet the range's, and the tall ones; none that is hidden in the runtime's scene.
  func positions(overlapping range: ClosedRange<Double>, in runtime: SceneRuntime) -> [Int] {
    if let walk { return walk.positions(buckets: Self.queryBuckets(range), runtime: runtime, drawing: drawing) }
    return positions(overlapping: range, in: runtime.scene)
  }

  /// Positions of the elements that may overlap `range` (in points), sorted: those whose
  /// buckets meet the range's, and the tall ones; none that is hidden in `scene` (an index
  /// with tables).
  func positions(overlapping range: ClosedRange<Double>, in scene: Scene) -> [Int] {
    precondition(walk == nil, "an index that walks the layouts needs the runtime")
    var found: [Int] = tall
    if let (first, last) = Self.queryBuckets(range) {
      func meets(_ k: Int) -> Bool { firsts[k] <= lasts[k] && Int(firsts[k]) <= last && Int(lasts[k]) >= first }
      if let buckets {
        found += buckets.positions(from: first, to: last)
      } else {
        // From the first position whose highest last bucket reaches the range, to the last
        // whose highest first bucket, less the slack, does not pass it.
        let start = Self.firstIndex(in: highestLast) { $0 != Int32.min && Int($0) >= first }
        let end = Self.firstIndex(in: highestFirst) { $0 != Int32.min && Int($0) > last + Int(Self.slack) }
        if start < end {
          for k in start..<end where meets(k) { found.append(k) }
        }
        for k in outliers where meets(k) { found.append(k) }
      }
      for e in far where e.first <= last && e.last >= first { found.append(e.position) }
    }
    found.sort()
    return scene.elements.withUnsafeBufferPointer { elements in
      var unique: [Int] = []
      unique.reserveCapacity(found.count)
      for p in found where unique.last != p && !drawing.isHidden(p, in: elements) { unique.append(p) }
      return unique
    }
  }

  /// The first index of a non-decreasing array whose value satisfies `test` (monotone).
  static func firstIndex(in array: [Int32], where test: (Int32) -> Bool) -> Int {
    var low = 0
    var high = array.count
    while low < high {
      let mid = (low + high) / 2
      if test(array[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
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
      let drawing = DrawingOrderCache.shared.order(of: runtime.scene, screens: runtime.visibleScreens)
      if let walk = ViewportWalk.make(runtime, drawing: drawing) { return SpatialIndex(drawing: drawing, walk: walk) }
      return SpatialIndex(scene: runtime.scene, frames: runtime.frames.all, order: drawing)
    }
  }
}
