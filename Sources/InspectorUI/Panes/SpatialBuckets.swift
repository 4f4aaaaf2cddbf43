/// The positions of a drawing order by 200-pt bucket, for a scene whose elements are not
/// drawn top to bottom (`SpatialIndex` bisects the others): every element is listed in each
/// bucket its frame spans.
///
/// One flat table from the lowest bucket to the highest (a count, a prefix sum and a fill),
/// or a dictionary when that table would be much longer than the content.
struct SpatialBuckets: Sendable {
  private var firstBucket = 0
  /// Bucket `b`'s positions are `positions[starts[b - firstBucket]..<starts[b - firstBucket + 1]]`.
  private var starts: [Int32] = [0]
  private var positions: [Int32] = []
  private var sparse: [Int: [Int]] = [:]

  /// The buckets of every position with `firsts[k] <= lasts[k]`.
  init(drawing: DrawingOrder, firsts: [Int32], lasts: [Int32]) {
    var lowest = Int.max
    var highest = Int.min
    var listed = 0
    for k in firsts.indices where firsts[k] <= lasts[k] {
      lowest = min(lowest, Int(firsts[k]))
      highest = max(highest, Int(lasts[k]))
      listed += 1
    }
    guard lowest <= highest else { return }
    guard highest - lowest <= 8 * listed + 4_096 else {
      for k in firsts.indices where firsts[k] <= lasts[k] {
        for b in Int(firsts[k])...Int(lasts[k]) { sparse[b, default: []].append(k) }
      }
      return
    }
    firstBucket = lowest
    var counts = [Int32](repeating: 0, count: highest - lowest + 2)
    for k in firsts.indices where firsts[k] <= lasts[k] {
      for b in Int(firsts[k])...Int(lasts[k]) { counts[b - lowest + 1] += 1 }
    }
    for i in 1..<counts.count { counts[i] += counts[i - 1] }
    starts = counts
    positions = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
    for k in firsts.indices where firsts[k] <= lasts[k] {
      for b in Int(firsts[k])...Int(lasts[k]) {
        positions[Int(counts[b - lowest])] = Int32(k)
        counts[b - lowest] += 1
      }
    }
  }

  /// The positions listed in buckets `first` to `last` (with repeats, unsorted).
  func positions(from first: Int, to last: Int) -> [Int] {
    var found: [Int] = []
    guard first <= last else { return found }
    for b in first...last {
      let k = b - firstBucket
      if k >= 0 && k + 1 < starts.count {
        for i in Int(starts[k])..<Int(starts[k + 1]) { found.append(Int(positions[i])) }
      }
      if !sparse.isEmpty, let list = sparse[b] { found += list }
    }
    return found
  }
}
