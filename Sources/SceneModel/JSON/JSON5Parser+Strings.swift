extension JSON5Reader {
  /// Parses the single- or double-quoted string whose opening quote is at `pos`: where its
  /// contents are in the input, or, when it has escapes, `escaped` and the unescaped
  /// contents in `scratch`.
  ///
  /// Fast path: scan to the closing quote, validating UTF-8 as we go. Strings with escapes
  /// are assembled in `scratch`.
  mutating func scanString() throws(Failure) -> (start: Int, count: Int, escaped: Bool) {
    let quote = bytes[pos]
    let openOffset = pos
    let start = pos + 1
    var i = start
    while i < end {
      let b = bytes[i]
      // Printable ASCII other than the quotes and the backslash: by far the common case.
      if b >= 0x28 && b < 0x80 && b != 0x5C {
        i += 1
        continue
      }
      if b == quote {
        pos = i + 1
        return (start, i - start, false)
      }
      if b == 0x5C { break }  // an escape: continue on the slow path
      if b < 0x80 {
        if b == 0x0A || b == 0x0D { throw rawLineBreakError(at: i, quote: quote) }
        i += 1
        continue
      }
      let length = UTF8Scan.multiByteSequenceLength(bytes, at: i)
      if length == 0 { throw invalidUTF8Error(at: i) }
      i += length
    }
    guard i < end else { throw unterminatedStringError(at: openOffset, quote: quote) }
    try parseEscapedString(start: start, escapeAt: i, quote: quote, openOffset: openOffset)
    return (0, scratch.count, true)
  }

  /// The slow path of `scanString`, entered at the first backslash: the contents in `scratch`.
  private mutating func parseEscapedString(
    start: Int, escapeAt firstEscape: Int, quote: UInt8, openOffset: Int
  ) throws(Failure) {
    scratch.removeAll(keepingCapacity: true)
    var segmentStart = start
    var i = firstEscape
    while i < end {
      let b = bytes[i]
      if b == quote {
        appendSegment(segmentStart, i)
        pos = i + 1
        return
      }
      if b == 0x5C {
        appendSegment(segmentStart, i)
        i = try parseEscape(at: i, quote: quote, openOffset: openOffset)
        segmentStart = i
        continue
      }
      if b < 0x80 {
        if b == 0x0A || b == 0x0D { throw rawLineBreakError(at: i, quote: quote) }
        i += 1
        continue
      }
      let length = UTF8Scan.multiByteSequenceLength(bytes, at: i)
      if length == 0 { throw invalidUTF8Error(at: i) }
      i += length
    }
    throw unterminatedStringError(at: openOffset, quote: quote)
  }

  @inline(__always)
  private mutating func appendSegment(_ from: Int, _ to: Int) {
    if from < to { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<to])) }
  }

  /// Handles the escape whose backslash is at `i`; appends its character (if any) to
  /// `scratch` and returns the index just after the part it consumed.
  private mutating func parseEscape(at i: Int, quote: UInt8, openOffset: Int) throws(Failure)
    -> Int
  {
    guard i + 1 < end else { throw unterminatedStringError(at: openOffset, quote: quote) }
    let c = bytes[i + 1]
    switch c {
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "v"): scratch.append(0x0B)
    case UInt8(ascii: "0"):
      if i + 2 < end && isDigit(bytes[i + 2]) { throw digitEscapeError(at: i) }
      scratch.append(0)
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      throw digitEscapeError(at: i)
    case UInt8(ascii: "x"):
      guard let value = hexValue(at: i + 2, digits: 2) else {
        throw Failure(
          offset: i, message: "invalid escape '\\x' in a string: expected two hex digits",
          fix: "write \\x followed by two hex digits, for example \\x41")
      }
      appendScalar(value)
      return i + 4
    case UInt8(ascii: "u"):
      return try parseUnicodeEscape(at: i)
    case 0x0A:  // line continuation
      return i + 2
    case 0x0D:
      return i + 2 < end && bytes[i + 2] == 0x0A ? i + 3 : i + 2
    default:
      if c < 0x80 {
        // \' \" \\ \/ and any other ASCII character stand for themselves.
        scratch.append(c)
        return i + 2
      }
      let lineBreak = UTF8Scan.lineBreakLength(bytes, at: i + 1)
      if lineBreak > 0 { return i + 1 + lineBreak }  // continuation with U+2028/U+2029
      // A non-ASCII character stands for itself; leave it to the caller's UTF-8 checks.
      return i + 1
    }
    return i + 2
  }

  /// `\uHHHH`, combining a surrogate pair written as two escapes; a lone surrogate
  /// becomes U+FFFD.
  private mutating func parseUnicodeEscape(at i: Int) throws(Failure) -> Int {
    guard let value = hexValue(at: i + 2, digits: 4) else {
      throw Failure(
        offset: i, message: "invalid escape '\\u' in a string: expected four hex digits",
        fix: "write \\u followed by four hex digits, for example \\u00E9")
    }
    if value >= 0xD800 && value <= 0xDBFF,
      i + 7 < end, bytes[i + 6] == 0x5C, bytes[i + 7] == UInt8(ascii: "u"),
      let low = hexValue(at: i + 8, digits: 4), low >= 0xDC00 && low <= 0xDFFF
    {
      appendScalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
      return i + 12
    }
    appendScalar(value)  // a lone surrogate is replaced by appendScalar
    return i + 6
  }

  /// The value of `digits` hex digits at `i`, or nil if they are not all there.
  private func hexValue(at i: Int, digits: Int) -> UInt32? {
    guard i + digits <= end else { return nil }
    var value: UInt32 = 0
    for k in i..<(i + digits) {
      guard let digit = hexDigitValue(bytes[k]) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Appends `value` to `scratch` as UTF-8; surrogate code points become U+FFFD.
  private mutating func appendScalar(_ value: UInt32) {
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    let v = scalar.value
    if v < 0x80 {
      scratch.append(UInt8(v))
    } else if v < 0x800 {
      scratch.append(UInt8(0xC0 | v >> 6))
      scratch.append(UInt8(0x80 | v & 0x3F))
    } else if v < 0x10000 {
      scratch.append(UInt8(0xE0 | v >> 12))
      scratch.append(UInt8(0x80 | v >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | v & 0x3F))
    } else {
      scratch.append(UInt8(0xF0 | v >> 18))
      scratch.append(UInt8(0x80 | v >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | v >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | v & 0x3F))
    }
  }

  // MARK: - String errors

  private func digitEscapeError(at i: Int) -> Failure {
    let escape =
      bytes[i + 1] == UInt8(ascii: "0")
      ? "\\0" + String(UnicodeScalar(bytes[i + 2]))
      : "\\" + String(UnicodeScalar(bytes[i + 1]))
    return Failure(
      offset: i, message: "invalid escape '\(escape)' in a string: octal escapes are not allowed",
      fix: "write \\\\ for a backslash, or \\u followed by four hex digits for a character code")
  }

  func rawLineBreakError(at i: Int, quote: UInt8) -> Failure {
    Failure(
      offset: i, message: "unescaped line break inside a string",
      fix: "escape it as \\n, or close the string with '\(Character(UnicodeScalar(quote)))'")
  }

  func unterminatedStringError(at openOffset: Int, quote: UInt8) -> Failure {
    Failure(
      offset: openOffset, message: "unterminated string",
      fix: "close the string with '\(Character(UnicodeScalar(quote)))'")
  }
}

@inline(__always)
func isDigit(_ b: UInt8) -> Bool {
  b &- UInt8(ascii: "0") < 10
}

@inline(__always)
func hexDigitValue(_ b: UInt8) -> UInt8? {
  if b &- UInt8(ascii: "0") < 10 { return b &- UInt8(ascii: "0") }
  let lower = b | 0x20
  if lower &- UInt8(ascii: "a") < 6 { return lower &- UInt8(ascii: "a") &+ 10 }
  return nil
}
