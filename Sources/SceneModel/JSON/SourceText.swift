/// Maps byte offsets in a UTF-8 document to 1-based line and column numbers.
///
/// Lines end at `\n`, `\r\n`, `\r`, U+2028 and U+2029. Columns count Unicode scalars from the
/// start of the line; every byte that is not part of a valid UTF-8 sequence counts as one column.
/// Building a `SourceText` scans the document once to find line starts; each lookup is then a
/// binary search plus a scan of one line.
public struct SourceText: Sendable {
  private let bytes: [UInt8]
  /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
  private let lineStarts: [Int]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        let length = UTF8Scan.lineBreakLength(buffer, at: i)
        if length > 0 {
          i += length
          starts.append(i)
        } else {
          i += 1
        }
      }
    }
    self.lineStarts = starts
  }

  /// 1-based line and 1-based column of `offset`. Offsets are clamped to `0...bytes.count`
  /// (`bytes.count` is the position just after the last byte); an offset inside a multi-byte
  /// character gives that character's column.
  public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
    let target = min(max(offset, 0), bytes.count)
    // The last line start that is <= target.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
    }
    let column = bytes.withUnsafeBufferPointer { buffer in
      UTF8Scan.column(buffer, lineStart: lineStarts[low], offset: target)
    }
    return (low + 1, column)
  }

  /// Locations of many offsets at once. Offsets on the same line are located by continuing
  /// the column count from the previous one, so the total work is one pass per line however
  /// many problems a line has.
  public func locations(ofOffsets offsets: [Int]) -> [(line: Int, column: Int)] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var result = Array(repeating: (line: 1, column: 1), count: offsets.count)
    var previous: (line: Int, offset: Int, column: Int)?
    bytes.withUnsafeBufferPointer { buffer in
      for i in order {
        let target = min(max(offsets[i], 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
          let mid = (low + high + 1) / 2
          if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        let column: Int
        if let p = previous, p.line == low, p.offset <= target {
          column = p.column + UTF8Scan.column(buffer, lineStart: p.offset, offset: target) - 1
        } else {
          column = UTF8Scan.column(buffer, lineStart: lineStarts[low], offset: target)
        }
        previous = (low, target, column)
        result[i] = (low + 1, column)
      }
    }
    return result
  }

  /// Location of `offset` computed by scanning `buffer` from the start, without building a
  /// line table. Used by the parser to describe where a container was opened.
  static func location(in buffer: UnsafeBufferPointer<UInt8>, ofOffset offset: Int) -> (
    line: Int, column: Int
  ) {
    let target = min(max(offset, 0), buffer.count)
    var line = 1
    var lineStart = 0
    var i = 0
    while i < target {
      let length = UTF8Scan.lineBreakLength(buffer, at: i)
      if length > 0 {
        if i + length > target { break }  // target is inside this line break
        i += length
        line += 1
        lineStart = i
      } else {
        i += 1
      }
    }
    return (line, UTF8Scan.column(buffer, lineStart: lineStart, offset: target))
  }
}

/// Small UTF-8 helpers shared by `SourceText` and `JSON5Parser`.
enum UTF8Scan {
  /// Length (1...4) of the valid UTF-8 sequence that starts at `i`, or 0 when the byte at `i`
  /// does not start one: a stray continuation byte, an overlong form, an encoded surrogate,
  /// a value above U+10FFFF, or a sequence cut short. `i` must be in bounds.
  @inline(__always)
  static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let b0 = buffer[i]
    if b0 < 0x80 { return 1 }
    return multiByteSequenceLength(buffer, at: i)
  }

  /// `sequenceLength` for a byte known to be >= 0x80.
  static func multiByteSequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let b0 = buffer[i]
    let end = buffer.count
    if b0 < 0xC2 { return 0 }  // continuation byte, or overlong C0/C1 lead
    if b0 < 0xE0 {
      return i + 1 < end && buffer[i + 1] & 0xC0 == 0x80 ? 2 : 0
    }
    if b0 < 0xF0 {
      guard i + 2 < end else { return 0 }
      let b1 = buffer[i + 1]
      let low: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80  // E0 80..9F would be overlong
      let high: UInt8 = b0 == 0xED ? 0x9F : 0xBF  // ED A0..BF would be a surrogate
      guard b1 >= low && b1 <= high, buffer[i + 2] & 0xC0 == 0x80 else { return 0 }
      return 3
    }
    if b0 < 0xF5 {
      guard i + 3 < end else { return 0 }
      let b1 = buffer[i + 1]
      let low: UInt8 = b0 == 0xF0 ? 0x90 : 0x80  // F0 80..8F would be overlong
      let high: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF  // F4 90.. would exceed U+10FFFF
      guard b1 >= low && b1 <= high, buffer[i + 2] & 0xC0 == 0x80, buffer[i + 3] & 0xC0 == 0x80
      else { return 0 }
      return 4
    }
    return 0
  }

  /// Decodes the valid sequence of `length` bytes at `i` (as returned by `sequenceLength`).
  static func decode(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int, length: Int)
    -> Unicode.Scalar
  {
    var value: UInt32
    switch length {
    case 1: value = UInt32(buffer[i])
    case 2: value = UInt32(buffer[i] & 0x1F)
    case 3: value = UInt32(buffer[i] & 0x0F)
    default: value = UInt32(buffer[i] & 0x07)
    }
    var k = 1
    while k < length {
      value = value << 6 | UInt32(buffer[i + k] & 0x3F)
      k += 1
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// Length of the line break at `i` (`\n`, `\r`, `\r\n`, U+2028, U+2029), or 0 if none.
  @inline(__always)
  static func lineBreakLength(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    switch buffer[i] {
    case 0x0A: return 1
    case 0x0D: return i + 1 < buffer.count && buffer[i + 1] == 0x0A ? 2 : 1
    case 0xE2:
      return i + 2 < buffer.count && buffer[i + 1] == 0x80
        && (buffer[i + 2] == 0xA8 || buffer[i + 2] == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  /// 1-based column of `offset` on the line starting at `lineStart`.
  static func column(_ buffer: UnsafeBufferPointer<UInt8>, lineStart: Int, offset: Int) -> Int {
    var column = 1
    var i = lineStart
    while i < offset {
      let length = max(1, sequenceLength(buffer, at: i))
      if i + length > offset { break }  // offset is inside this character
      i += length
      column += 1
    }
    return column
  }
}
