/// The text a parser reads, with the way back to the file's byte offsets.
///
/// Usually the text is the file itself. When the dump arrives wrapped in a string literal
/// (lldb's `po app.debugDescription` prints one quoted Swift string with `\n` escapes;
/// WebDriverAgent's `/source?format=description` a JSON `value`), the parser reads the
/// unescaped text, and each escape leaves a checkpoint so that a problem found in the text
/// is still reported at its line and column in the file.
struct DumpText {
  var bytes: [UInt8]
  /// (offset in `bytes`, offset in the file) at the text's start and after every escape,
  /// in increasing order; empty when `bytes` is the file.
  var checkpoints: [(text: Int, file: Int)] = []

  init(file: [UInt8]) {
    bytes = file
  }

  init(bytes: [UInt8], checkpoints: [(text: Int, file: Int)]) {
    self.bytes = bytes
    self.checkpoints = checkpoints
  }

  /// The file offset of a text offset.
  func fileOffset(_ i: Int) -> Int {
    guard !checkpoints.isEmpty else { return i }
    var lo = 0
    var hi = checkpoints.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if checkpoints[mid].text <= i { lo = mid } else { hi = mid - 1 }
    }
    let c = checkpoints[lo]
    return c.file + max(0, i - c.text)
  }

  /// The escape rules of the literal a dump can arrive in.
  enum LiteralStyle {
    /// `\n \t \r \0 \" \' \\ \u{1F600}`: lldb printing a Swift `String`.
    case swift
    /// `\n \t \r \b \f \" \\ \/ \uXXXX` (with surrogate pairs): a JSON string.
    case json
  }

  /// Unescapes the string literal whose opening quote is at `quote` in `file`. Returns the
  /// text and the offset of the closing quote (nil when the literal never closes: the text
  /// then runs to the end of the file).
  static func unescape(_ file: [UInt8], quote: Int, style: LiteralStyle) -> (text: DumpText, end: Int?) {
    var out: [UInt8] = []
    out.reserveCapacity(file.count - quote)
    var marks: [(text: Int, file: Int)] = [(0, quote + 1)]
    var i = quote + 1
    let n = file.count
    while i < n {
      let c = file[i]
      if c == UInt8(ascii: "\"") {
        return (DumpText(bytes: out, checkpoints: marks), i)
      }
      guard c == UInt8(ascii: "\\"), i + 1 < n else {
        out.append(c)
        i += 1
        continue
      }
      let e = file[i + 1]
      var consumed = 2
      switch e {
      case UInt8(ascii: "n"): out.append(10)
      case UInt8(ascii: "t"): out.append(9)
      case UInt8(ascii: "r"): out.append(13)
      case UInt8(ascii: "0") where style == .swift: out.append(0)
      case UInt8(ascii: "b") where style == .json: out.append(8)
      case UInt8(ascii: "f") where style == .json: out.append(12)
      case UInt8(ascii: "u"):
        if let (scalar, length) = unicodeEscape(file, at: i, style: style) {
          appendUTF8(scalar, to: &out)
          consumed = length
        } else {
          out.append(e)
        }
      default:
        // \" \' \\ \/ and anything else: the character itself.
        out.append(e)
      }
      i += consumed
      marks.append((out.count, i))
    }
    return (DumpText(bytes: out, checkpoints: marks), nil)
  }

  /// `\u{1F600}` (Swift) or `\uD83D\uDE00` / `\u00e9` (JSON) at `i` (the backslash):
  /// the scalar and the escape's length.
  static func unicodeEscape(_ b: [UInt8], at i: Int, style: LiteralStyle) -> (Unicode.Scalar, Int)? {
    switch style {
    case .swift:
      guard i + 3 < b.count, b[i + 2] == UInt8(ascii: "{") else { return nil }
      var j = i + 3
      var v: UInt32 = 0
      while j < b.count, j < i + 12, let d = hexValue(b[j]) {
        v = v &* 16 &+ d
        j += 1
      }
      guard j < b.count, b[j] == UInt8(ascii: "}"), j > i + 3, let s = Unicode.Scalar(v) else { return nil }
      return (s, j + 1 - i)
    case .json:
      guard let high = hex4(b, i + 2) else { return nil }
      if (0xD800...0xDBFF).contains(high), i + 11 < b.count, b[i + 6] == UInt8(ascii: "\\"), b[i + 7] == UInt8(ascii: "u"),
         let low = hex4(b, i + 8), (0xDC00...0xDFFF).contains(low) {
        let v = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(v).map { ($0, 12) }
      }
      return (Unicode.Scalar(high) ?? "\u{FFFD}", 6)
    }
  }

  static func hex4(_ b: [UInt8], _ i: Int) -> UInt32? {
    guard i + 4 <= b.count else { return nil }
    var v: UInt32 = 0
    for k in i..<(i + 4) {
      guard let d = hexValue(b[k]) else { return nil }
      v = v * 16 + d
    }
    return v
  }

  static func hexValue(_ c: UInt8) -> UInt32? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  static func appendUTF8(_ s: Unicode.Scalar, to out: inout [UInt8]) {
    for unit in String(s).utf8 { out.append(unit) }
  }
}

/// Small byte helpers shared by the parsers.
enum Bytes {
  /// Whether `b[i...]` starts with `prefix`.
  @inline(__always)
  static func has(_ b: [UInt8], _ i: Int, _ prefix: StaticString, end: Int? = nil) -> Bool {
    let limit = end ?? b.count
    let n = prefix.utf8CodeUnitCount
    guard i >= 0, i + n <= limit else { return false }
    return prefix.withUTF8Buffer { p in
      for k in 0..<n where b[i + k] != p[k] { return false }
      return true
    }
  }

  /// Whether `b[..<end]` ends with `suffix` (and where it starts).
  static func suffixStart(_ b: [UInt8], _ suffix: String, end: Int, from start: Int) -> Int? {
    let s = Array(suffix.utf8)
    let i = end - s.count
    guard i >= start else { return nil }
    for k in 0..<s.count where b[i + k] != s[k] { return nil }
    return i
  }

  static func string(_ b: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: b[range], as: UTF8.self)
  }

  @inline(__always)
  static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 }
  @inline(__always)
  static func isUpper(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }
  @inline(__always)
  static func isLetter(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) }
  @inline(__always)
  static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

  /// The first index at or after `from` holding a byte that is not a space, tab, CR or LF
  /// (after a UTF-8 byte-order mark at the very start).
  static func firstSignificant(_ b: [UInt8], from: Int = 0) -> Int {
    var i = from
    if i == 0, b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }
    while i < b.count, b[i] == 32 || b[i] == 9 || b[i] == 10 || b[i] == 13 { i += 1 }
    return i
  }

  /// Whether `needle` occurs in `b[0..<limit]`.
  static func contains(_ b: [UInt8], _ needle: String, limit: Int) -> Bool {
    let n = Array(needle.utf8)
    guard let first = n.first, n.count <= limit else { return false }
    let end = min(limit, b.count) - n.count
    guard end >= 0 else { return false }
    var i = 0
    outer: while i <= end {
      if b[i] == first {
        for k in 1..<n.count where b[i + k] != n[k] {
          i += 1
          continue outer
        }
        return true
      }
      i += 1
    }
    return false
  }
}
