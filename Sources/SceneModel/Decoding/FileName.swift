/// File names as the operating system has them: any bytes but `/` and NUL, not always UTF-8.
///
/// axsim carries paths as `String`s. A name that is not valid UTF-8 (an old Latin-1 file
/// name, say) would lose its bytes to U+FFFD when decoded the usual way, and "no such file"
/// would follow. Here each byte that is not part of valid UTF-8 is kept as one scalar of
/// Unicode's last private-use block, U+10FF80–U+10FFFF (byte 0x80–0xFF; an ASCII byte is
/// always valid). A name that really holds one of those scalars has its bytes kept the same
/// way, so the mapping is lossless both ways, like Python's "surrogateescape".
///
/// Every call that hands a path to the system (`open`, `stat`, `rename`, …) goes through
/// `withPath`, which turns the kept bytes back into themselves; messages show them as
/// `\xE9` (`display`).
public enum FileName {
  /// The first scalar of the escape block: byte `b` is kept as `escapeBase + b`.
  static let escapeBase: UInt32 = 0x10_FF00

  /// Whether `v` is a kept byte.
  @inline(__always)
  static func isEscape(_ v: UInt32) -> Bool { v >= escapeBase + 0x80 && v <= escapeBase + 0xFF }

  /// The name for the bytes of an argument or a directory entry.
  public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String where Bytes.Index == Int {
    // Valid UTF-8 without the escape block (nearly always): as it is.
    let all = Array(bytes)
    if let plain = String(validating: all, as: UTF8.self), !plain.unicodeScalars.contains(where: { isEscape($0.value) }) {
      return plain
    }
    var scalars = String.UnicodeScalarView()
    all.withUnsafeBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        let length = UTF8Scan.sequenceLength(buffer, at: i)
        let scalar = length > 0 ? UTF8Scan.decode(buffer, at: i, length: length) : nil
        if let scalar, !isEscape(scalar.value) {
          scalars.append(scalar)
        } else {
          // Not UTF-8, or a name's own escape-block scalar: each byte kept by itself.
          for b in buffer[i..<i + max(1, length)] {
            scalars.append(b < 0x80 ? Unicode.Scalar(b) : Unicode.Scalar(escapeBase + UInt32(b))!)
          }
        }
        i += max(1, length)
      }
    }
    return String(scalars)
  }

  /// The bytes the system knows the name by.
  public static func bytes(_ name: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      if isEscape(scalar.value) {
        out.append(UInt8(scalar.value - escapeBase))
      } else {
        UTF8.encode(scalar) { out.append($0) }
      }
    }
    return out
  }

  /// Calls `body` with the name as the C string the system expects.
  public static func withPath<R>(_ name: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
    guard name.unicodeScalars.contains(where: { isEscape($0.value) }) else { return try name.withCString(body) }
    var raw = bytes(name).map { CChar(bitPattern: $0) }
    raw.append(0)
    return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// The name as people read it: a kept byte as `\xE9`, everything else as it is (control
  /// characters are the caller's to neutralise, as for any text).
  public static func display(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: { isEscape($0.value) }) else { return name }
    var out = ""
    for scalar in name.unicodeScalars {
      if isEscape(scalar.value) {
        let b = scalar.value - escapeBase
        out += "\\x" + (b < 0x10 ? "0" : "") + String(b, radix: 16, uppercase: true)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
