/// Distinct strings by their UTF-8 bytes, each made into a `String` once and numbered: the
/// parser's object keys (a key's number goes in its token, so a key written on every element
/// costs no string per occurrence) and the texts the decoder keeps once (`interned`).
///
/// Open addressing over a byte hash. Equal bytes are one entry; strings that are equal as
/// `String`s but not in bytes (another Unicode normalisation) are two.
struct StringTable {
  /// Each string once, in order of first appearance; a string's number is its index.
  private(set) var keys: [String] = []
  /// Whether each string is plain ASCII (so equal strings are equal bytes).
  private(set) var isASCII: [Bool] = []
  /// How many times each string was looked up (a reader can size its tables from them).
  private(set) var counts: [Int] = []
  /// The strings' bytes, one after another, and where each starts (`starts[id]..<starts[id + 1]`).
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]
  /// Slots of key numbers + 1 (0 is empty); the count is a power of two.
  private var slots = [Int32](repeating: 0, count: 64)
  /// Whether the table hashes with the standard library's seeded hash. It starts with
  /// FNV-1a, which is several times cheaper on short keys; a probe longer than
  /// `longestProbe` (keys written to collide) switches it, so no document can make lookups
  /// quadratic.
  private(set) var seeded = false
  private static let longestProbe = 32

  /// The number of the string spelled by `key` (valid UTF-8), adding it if new.
  mutating func id(of key: UnsafeBufferPointer<UInt8>) -> Int {
    id(of: key, making: String(decoding: key, as: UTF8.self))
  }

  /// The String kept for `text`'s bytes: `text` itself when they are new.
  mutating func interned(_ text: String) -> String {
    var bytes = text
    return bytes.withUTF8 { keys[id(of: $0, making: text)] }
  }

  private mutating func id(of key: UnsafeBufferPointer<UInt8>, making string: @autoclosure () -> String) -> Int {
    let mask = slots.count - 1
    var slot = hash(key) & mask
    var probes = 0
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { break }
      let id = entry - 1
      if matches(id, key) {
        counts[id] += 1
        return id
      }
      slot = (slot + 1) & mask
      probes += 1
    }
    let id = keys.count
    keys.append(string())
    isASCII.append(key.allSatisfy { $0 < 0x80 })
    counts.append(1)
    bytes.append(contentsOf: key)
    starts.append(bytes.count)
    if probes > StringTable.longestProbe && !seeded {
      seeded = true
      rebuild(count: slots.count)
    } else if (id + 1) * 2 > slots.count {
      // Keep the table at most half full.
      rebuild(count: slots.count * 2)
    } else {
      slots[slot] = Int32(id + 1)
    }
    return id
  }

  /// Places every key again in `count` slots.
  private mutating func rebuild(count: Int) {
    slots = [Int32](repeating: 0, count: count)
    let mask = count - 1
    for k in keys.indices {
      var s = bytes.withUnsafeBufferPointer { hash(UnsafeBufferPointer(rebasing: $0[starts[k]..<starts[k + 1]])) } & mask
      while slots[s] != 0 { s = (s + 1) & mask }
      slots[s] = Int32(k + 1)
    }
  }

  private func matches(_ id: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[id]
    guard starts[id + 1] - start == key.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      for k in 0..<key.count where stored[start + k] != key[k] { return false }
      return true
    }
  }

  @inline(__always)
  private func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    if seeded {
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(key))
      return hasher.finalize()
    }
    return StringTable.fnv(key)
  }

  /// FNV-1a, folded.
  @inline(__always)
  static func fnv(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in key {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: h ^ (h >> 29))
  }
}
