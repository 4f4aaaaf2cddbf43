/// Scalars that are always a grapheme cluster of their own beside one another, so text made
/// only of them can be measured and drawn scalar by scalar, without Swift's grapheme
/// breaking (the slow part of iterating `Character`s).
///
/// The ranges hold printable ASCII, Latin-1 and the Latin extensions, Greek and Cyrillic
/// letters, and the punctuation, arrows, maths, box drawing, block, shape and symbol blocks
/// that panes draw (`…`, `·`, `▸`, `⚠`, `│`). None of them is a combining or spacing mark, a
/// joiner, a variation selector, a Hangul jamo, a regional indicator or a prepended
/// character, the only scalars that join a neighbour into one cluster (UAX #29); controls
/// (Cc) are left out so that text with them takes the general path. Text with any other
/// scalar is measured and drawn by `Character`, as before: the fast path gives the same
/// cells, only sooner (`LoneScalarTests` checks both agree).
public enum LoneScalar {
  /// Whether the scalar with this value is one of the lone scalars.
  @inline(__always)
  public static func contains(_ value: UInt32) -> Bool {
    if value < 0x7F { return value >= 0x20 }
    if value < 0x2010 { return (value >= 0xA0 && value <= 0x2FF) || (value >= 0x370 && value <= 0x482) }
    if value <= 0x2027 { return true }
    if value < 0x2030 { return false }
    if value <= 0x205E { return true }
    if value < 0x2070 { return false }
    if value <= 0x20CF { return true }
    return value >= 0x2100 && value <= 0x2BFF
  }

  /// Whether every byte of `utf8` is printable ASCII (0x20–0x7E): each is then a cluster of
  /// one column, and `Sanitizer` leaves it as it is.
  @inline(__always)
  public static func isPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    // Branch-free over the bytes, so the loop vectorises.
    var bad: UInt8 = 0
    // Below 0x20 the subtraction wraps; from 0x7F the addition reaches the top bit.
    for byte in utf8 { bad |= ((byte &+ 1) | (byte &- 0x20)) & 0x80 }
    return bad == 0
  }

  /// Whether `text` is printable ASCII only (see `isPrintableASCII(_:)`).
  @inline(__always)
  public static func isPrintableASCII(_ text: String) -> Bool {
    if let answer = text.utf8.withContiguousStorageIfAvailable({ isPrintableASCII($0) }) { return answer }
    return text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Whether every scalar of `text` is a lone scalar (printable ASCII is checked by bytes).
  public static func isLone(_ text: String) -> Bool {
    if isPrintableASCII(text) { return true }
    return text.unicodeScalars.allSatisfy { contains($0.value) }
  }

  /// Each printable ASCII byte as a one-character string (other bytes map to `" "`), so a
  /// cell's text costs no string building.
  public static let asciiStrings: [String] = (0..<128).map { byte in
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(UInt8(byte))) : " "
  }
}
