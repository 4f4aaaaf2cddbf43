/// Maps byte offsets in a UTF-8 document to 1-based line and column numbers.
///
/// Lines end at `\n`, `\r\n`, `\r`, U+2028 and U+2029. Columns count Unicode scalars from the
/// start of the line; every byte that is not part of a valid UTF-8 sequence counts as one column.
///
/// The document's bytes are not kept: building a `SourceText` scans them once and keeps the
/// line starts and, only when the document has multi-byte characters, one bit per byte that
/// marks the bytes inside a character (with a running count every 64 bytes). A lookup is a
/// binary search for the line and two population counts for the column, so locating every
/// warning of a file that is one long line costs no more than locating one.
public struct SourceText: Sendable {
  /// The document's length in bytes.
  private let count: Int
  /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
  private let lineStarts: [UInt32]
  /// Bit `i % 64` of `insideCharacter[i / 64]` is set when byte `i` is the second, third or
  /// fourth byte of a valid multi-byte sequence (it starts no column). Empty when there is
  /// no such byte.
  private let insideCharacter: [UInt64]
  /// How many bytes before each 64-byte block are inside a character.
  private let insideBefore: [UInt32]

  public init(bytes: [UInt8]) {
    count = bytes.count
    var starts: [UInt32] = [0]
    var masks: [UInt64] = []
    bytes.withUnsafeBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        // Eight bytes at a time while none is a line break or outside ASCII (most of a file).
        if let base = buffer.baseAddress {
          while i + 8 <= buffer.count {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let newline = w ^ 0x0A0A_0A0A_0A0A_0A0A
            let carriageReturn = w ^ 0x0D0D_0D0D_0D0D_0D0D
            let zero =
              ((newline &- 0x0101_0101_0101_0101) & ~newline) | ((carriageReturn &- 0x0101_0101_0101_0101) & ~carriageReturn)
            if (w | zero) & 0x8080_8080_8080_8080 != 0 { break }
            i += 8
          }
          if i >= buffer.count { break }
        }
        let b = buffer[i]
        if b < 0x80 {
          if b == 0x0A || b == 0x0D {
            i += UTF8Scan.lineBreakLength(buffer, at: i)
            starts.append(UInt32(i))
          } else {
            i += 1
          }
          continue
        }
        let length = UTF8Scan.multiByteSequenceLength(buffer, at: i)
        guard length > 0 else {
          i += 1  // an invalid byte is a column of its own
          continue
        }
        if masks.isEmpty { masks = Array(repeating: 0, count: (buffer.count + 63) / 64) }
        for k in (i + 1)..<(i + length) { masks[k >> 6] |= 1 << UInt64(k & 63) }
        i += length
        if UTF8Scan.lineBreakLength(buffer, at: i - length) > 0 { starts.append(UInt32(i)) }
      }
    }
    var before: [UInt32] = []
    if !masks.isEmpty {
      before.reserveCapacity(masks.count)
      var total: UInt32 = 0
      for m in masks {
        before.append(total)
        total += UInt32(m.nonzeroBitCount)
      }
    }
    lineStarts = starts
    insideCharacter = masks
    insideBefore = before
  }

  /// 1-based line and 1-based column of `offset`. Offsets are clamped to `0...count`
  /// (`count` is the position just after the last byte); an offset inside a multi-byte
  /// character gives that character's column.
  public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
    let target = min(max(offset, 0), count)
    // The last line start that is <= target.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Int(lineStarts[mid]) <= target { low = mid } else { high = mid - 1 }
    }
    let lineStart = Int(lineStarts[low])
    // Columns are the bytes that start a character, up to the one `target` is in.
    var column = 1 + (target - lineStart) - (inside(before: target) - inside(before: lineStart))
    if isInsideCharacter(target) { column -= 1 }
    return (low + 1, column)
  }

  /// Locations of many offsets at once.
  public func locations(ofOffsets offsets: [Int]) -> [(line: Int, column: Int)] {
    offsets.map { location(ofOffset: $0) }
  }

  /// How many bytes before `offset` are inside a character.
  private func inside(before offset: Int) -> Int {
    guard !insideCharacter.isEmpty else { return 0 }
    let block = offset >> 6
    guard block < insideCharacter.count else {
      return Int(insideBefore[insideBefore.count - 1]) + insideCharacter[insideCharacter.count - 1].nonzeroBitCount
    }
    let below = (UInt64(1) << UInt64(offset & 63)) &- 1
    return Int(insideBefore[block]) + (insideCharacter[block] & below).nonzeroBitCount
  }

  private func isInsideCharacter(_ offset: Int) -> Bool {
    let block = offset >> 6
    guard block < insideCharacter.count else { return false }
    return insideCharacter[block] & (1 << UInt64(offset & 63)) != 0
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
