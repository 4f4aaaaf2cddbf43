import SceneModel

/// The lower-cased texts of numbered entries (VoiceOver's stops, or Full Keyboard Access's
/// items), searched for a query with String's own `contains` deciding every match.
///
/// ASCII texts are kept as bytes, each text followed by a 0 byte (so no match spans two);
/// a query scans them in one pass of byte comparisons, sixteen bytes at a time. For ASCII
/// text and an ASCII query a byte match is `contains`'s match, except where a match could
/// start or end inside a "\r\n" (one Character): those queries are checked with `contains`.
/// Texts that are not ASCII (where canonical equivalence can match different bytes) are
/// kept as strings and checked with `contains` on every query.
///
/// After an edit, the entries whose texts changed are kept beside the tables
/// (`changing(_:)`): the tables are shared, not copied, and read for every other entry.
struct SearchIndex: Sendable {
  /// The ASCII entries' texts, lower-cased, each followed by a 0 byte.
  private var bytes: [UInt8] = []
  /// The entries whose texts are in `bytes`, ascending, and where each entry's texts start.
  private var entries: [Int] = []
  private var starts: [Int] = []
  /// Entries with a text that is not ASCII (or holds a 0 byte), ascending, and their texts.
  private var others: [Int] = []
  private var otherTexts: [[String]] = []
  /// Entries whose texts changed since the tables were built, with their texts now
  /// (lower-cased): the tables' texts for them are not read.
  private(set) var changed: [Int: [String]] = [:]
  /// The entries holding each three-byte sequence, for indexes of `trigramEntries` entries
  /// or more (below that a scan of every text is as quick).
  private var trigrams: TrigramTable?
  static let trigramEntries = 2_048
  /// Changed entries kept beside the tables before building them again is worth it.
  static let changeCapacity = 1024

  /// An index of `count` entries, each with its texts (as spoken; folded here). A text is
  /// given in parts, read as one text (VoiceOver's label, a space and value, without
  /// joining them first).
  init(count: Int, texts: (Int) -> [[String]]) {
    for i in 0..<count {
      let t = texts(i)
      let start = bytes.count
      var ascii = true
      texts: for text in t {
        for part in text {
          guard SearchIndex.appendFolded(part, to: &bytes) else {
            ascii = false
            break texts
          }
        }
        bytes.append(0)
      }
      if ascii {
        entries.append(i)
        starts.append(start)
      } else {
        bytes.removeLast(bytes.count - start)
        others.append(i)
        otherTexts.append(SearchIndex.lowered(t))
      }
    }
    if entries.count >= Self.trigramEntries {
      trigrams = bytes.withUnsafeBufferPointer { TrigramTable(text: $0, starts: starts) }
    }
  }

  /// Texts given in parts, joined and lower-cased.
  static func lowered(_ texts: [[String]]) -> [String] {
    texts.map { $0.joined().lowercased() }
  }

  /// This index with new texts (as spoken) for some entries; nil when more entries would
  /// have changed than `changeCapacity`.
  func changing(_ texts: [Int: [[String]]]) -> SearchIndex? {
    var index = self
    for (entry, t) in texts { index.changed[entry] = SearchIndex.lowered(t) }
    return index.changed.count <= Self.changeCapacity ? index : nil
  }

  /// The entries with a text that contains `query` (lower-cased, ASCII, not empty), ascending.
  func matches(_ query: String) -> [Int] {
    var found: [Int] = []
    let q = Array(query.utf8)
    let recheck = q.first == 0x0A || q.last == 0x0D
    /// A table entry with the query, unless its text changed.
    func now(_ entry: Int) -> Int? {
      changed.isEmpty || changed[entry] == nil ? entry : nil
    }
    // No ASCII text holds a 0 byte (0 ends each text).
    if !q.contains(0) {
      bytes.withUnsafeBufferPointer { text in
        /// Where the texts of the entry `k` of `entries` end.
        func end(_ k: Int) -> Int { k + 1 < starts.count ? starts[k + 1] : text.count }
        /// Takes the entry `k` of `entries`, whose bytes hold the query.
        func hit(_ k: Int) {
          guard let p = now(entries[k]) else { return }
          if recheck, !SearchIndex.texts(text[starts[k]..<end(k)]).contains(where: { $0.contains(query) }) { return }
          found.append(p)
        }
        if let candidates = trigrams?.candidates(q, limit: entries.count / 8) {
          for c in candidates {
            let k = Int(c)
            if SearchIndex.find(q, in: UnsafeBufferPointer(rebasing: text[starts[k]..<end(k)]), from: 0) != nil { hit(k) }
          }
          return
        }
        var from = 0
        while let at = SearchIndex.find(q, in: text, from: from) {
          // The entry holding the match: the last one starting at or before it.
          var low = 0
          var high = starts.count
          while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= at { low = mid + 1 } else { high = mid }
          }
          let k = low - 1
          hit(k)
          guard k + 1 < starts.count else { break }
          from = starts[k + 1]
        }
      }
    }
    for (j, i) in others.enumerated() where otherTexts[j].contains(where: { $0.contains(query) }) {
      if let p = now(i) { found.append(p) }
    }
    for (i, t) in changed where t.contains(where: { $0.contains(query) }) { found.append(i) }
    if !others.isEmpty || !changed.isEmpty { found.sort() }
    return found
  }

  /// The texts of one entry's bytes (each ends with a 0 byte).
  private static func texts(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [String] {
    bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends `text` lower-cased when it is ASCII without a 0 byte (a copy, then one pass
  /// over it that folds and checks); false, with nothing appended, otherwise.
  static func appendFolded(_ text: String, to bytes: inout [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { source in
      let start = bytes.count
      bytes.append(contentsOf: source)
      var high: UInt8 = 0
      var lowest: UInt8 = 0xFF
      bytes.withUnsafeMutableBufferPointer { all in
        for i in start..<all.count {
          let b = all[i]
          high |= b
          lowest = min(lowest, b)
          all[i] = b &- 0x41 < 26 ? b | 0x20 : b
        }
      }
      guard high < 0x80, lowest != 0 || source.isEmpty else {
        bytes.removeLast(bytes.count - start)
        return false
      }
      return true
    }
  }

  /// The first offset at or after `from` where `q` occurs in `text`: sixteen offsets at a
  /// time are tested for the query's first two bytes, and only those that hold both are
  /// compared in full.
  static func find(_ q: [UInt8], in text: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let m = q.count
    let n = text.count
    guard m > 0, from >= 0, n - from >= m, let base = text.baseAddress else { return nil }
    let last = n - m
    let first = SIMD16<UInt8>(repeating: q[0])
    let second = SIMD16<UInt8>(repeating: m > 1 ? q[1] : 0)
    let weights = SIMD8<UInt8>(1, 2, 4, 8, 16, 32, 64, 128)
    let raw = UnsafeRawPointer(base)
    func matches(at p: Int) -> Bool {
      for k in 0..<m where text[p + k] != q[k] { return false }
      return true
    }
    var i = from
    // Chunks whose second load (one byte on) stays inside the text.
    while i + 17 <= n, i <= last {
      var hits = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) .== first
      if m > 1 { hits = hits .& (raw.loadUnaligned(fromByteOffset: i + 1, as: SIMD16<UInt8>.self) .== second) }
      if any(hits) {
        let lanes = SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: hits)
        var bits = UInt32((lanes.lowHalf &* weights).wrappedSum()) | UInt32((lanes.highHalf &* weights).wrappedSum()) << 8
        while bits != 0 {
          let p = i + bits.trailingZeroBitCount
          if p > last { return nil }
          if matches(at: p) { return p }
          bits &= bits - 1
        }
      }
      i += 16
    }
    while i <= last {
      if matches(at: i) { return i }
      i += 1
    }
    return nil
  }
}
