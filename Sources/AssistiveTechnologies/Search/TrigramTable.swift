/// Which entries of a `SearchIndex` hold each three-byte sequence, so a query of three bytes
/// or more looks only in the entries that hold its rarest sequence instead of scanning every
/// text: the cost of a new query follows its matches, not the size of the scene.
///
/// Sequences are hashed into 65,536 buckets (a collision only adds candidates, each checked
/// in full); each bucket lists the entries holding any of its sequences once, ascending.
/// Texts longer than `longText` bytes are not listed but always checked, so one huge label
/// costs a scan of itself, not a bucket per byte.
struct TrigramTable: Sendable {
  static let bucketBits = 16
  static let longText = 4_096
  /// Where each bucket's entries start in `postings` (one more than the buckets).
  private var bucketStarts: [Int32]
  /// Entry ordinals (places in the index's entry list), bucket by bucket, ascending in each.
  private var postings: [Int32]
  /// Entries too long to list, ascending.
  private var long: [Int32] = []

  static func bucket(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
    let key = UInt32(a) | UInt32(b) << 8 | UInt32(c) << 16
    // Shifts bind tighter than multiplication in Swift.
    return Int((key &* 2_654_435_761) >> (32 - UInt32(bucketBits)))
  }

  /// The table of `starts.count` entries whose texts are `text[starts[k]..<starts[k + 1]]`
  /// (the last runs to the end), 0 bytes between texts.
  init(text: UnsafeBufferPointer<UInt8>, starts: [Int]) {
    let buckets = 1 << Self.bucketBits
    var counts = [Int32](repeating: 0, count: buckets + 1)
    var last = [Int32](repeating: -1, count: buckets)
    var long: [Int32] = []
    func each(_ body: (Int, Int32) -> Void) {
      for k in starts.indices {
        let from = starts[k]
        let to = k + 1 < starts.count ? starts[k + 1] : text.count
        guard to - from <= Self.longText else { continue }
        var i = from
        while i + 2 < to {
          let c = text[i + 2]
          if c == 0 {
            i += 3
            continue
          }
          let b = text[i + 1]
          if b == 0 {
            i += 2
            continue
          }
          if text[i] == 0 {
            i += 1
            continue
          }
          body(Self.bucket(text[i], b, c), Int32(k))
          i += 1
        }
      }
    }
    for k in starts.indices {
      let to = k + 1 < starts.count ? starts[k + 1] : text.count
      if to - starts[k] > Self.longText { long.append(Int32(k)) }
    }
    counts.withUnsafeMutableBufferPointer { counts in
      last.withUnsafeMutableBufferPointer { last in
        each { h, k in
          if last[h] != k {
            last[h] = k
            counts[h + 1] += 1
          }
        }
      }
    }
    for h in 0..<buckets { counts[h + 1] += counts[h] }
    var postings = [Int32](repeating: 0, count: Int(counts[buckets]))
    var next = Array(counts.dropLast())
    for h in 0..<buckets { last[h] = -1 }
    postings.withUnsafeMutableBufferPointer { postings in
      next.withUnsafeMutableBufferPointer { next in
        last.withUnsafeMutableBufferPointer { last in
          each { h, k in
            if last[h] != k {
              last[h] = k
              postings[Int(next[h])] = k
              next[h] += 1
            }
          }
        }
      }
    }
    self.bucketStarts = counts
    self.postings = postings
    self.long = long
  }

  /// The ordinals of the entries that can hold `q` (three bytes or more, no 0 byte),
  /// ascending: those listed under its rarest sequence, and the long ones; nil when that
  /// is more than `limit` (scanning every text is then as cheap).
  func candidates(_ q: [UInt8], limit: Int) -> [Int32]? {
    guard q.count >= 3 else { return nil }
    var best = -1
    var size = Int.max
    for i in 0...(q.count - 3) {
      let h = Self.bucket(q[i], q[i + 1], q[i + 2])
      let n = Int(bucketStarts[h + 1] - bucketStarts[h])
      if n < size {
        size = n
        best = h
      }
    }
    guard size + long.count <= limit else { return nil }
    let listed = postings[Int(bucketStarts[best])..<Int(bucketStarts[best + 1])]
    guard !long.isEmpty else { return Array(listed) }
    var merged: [Int32] = []
    merged.reserveCapacity(listed.count + long.count)
    var a = listed.startIndex
    var b = 0
    while a < listed.endIndex || b < long.count {
      if b == long.count || (a < listed.endIndex && listed[a] < long[b]) {
        merged.append(listed[a])
        a += 1
      } else {
        merged.append(long[b])
        b += 1
      }
    }
    return merged
  }
}
