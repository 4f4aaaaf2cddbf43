/// What `JSON5Parser` skips, for a program that rewrites a file and must keep it: the
/// comments with their offsets, and where each array or object closes.
///
/// For text that `JSON5Parser` has accepted (anything else gives an answer, not a crash,
/// but not a useful one).
public struct JSON5Trivia: Sendable {
  public struct Comment: Sendable, Equatable {
    /// Byte offset of the comment's first `/`.
    public var offset: Int
    /// The whole comment, `// …` (without the line break) or `/* … */`.
    public var text: String
  }

  public var comments: [Comment] = []
  /// For the offset of each `[` or `{`, the offset of the bracket that closes it.
  public var closer: [Int: Int] = [:]

  public init(_ bytes: [UInt8]) {
    var openers: [Int] = []
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        // A string: to its closing quote, past escapes.
        i += 1
        while i < n, bytes[i] != b {
          i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        i += 1
      case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
        var end = i + 2
        // To the line break, as the parser reads it (U+2028 and U+2029 end a line too).
        while end < n, bytes[end] != 0x0A, bytes[end] != 0x0D,
          !(bytes[end] == 0xE2 && end + 2 < n && bytes[end + 1] == 0x80 && (bytes[end + 2] == 0xA8 || bytes[end + 2] == 0xA9))
        { end += 1 }
        comments.append(Comment(offset: i, text: String(decoding: bytes[i..<end], as: UTF8.self)))
        i = end
      case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
        var end = i + 2
        while end + 1 < n, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
        end = min(n, end + 2)
        comments.append(Comment(offset: i, text: String(decoding: bytes[i..<end], as: UTF8.self)))
        i = end
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        openers.append(i)
        i += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let open = openers.popLast() { closer[open] = i }
        i += 1
      default:
        i += 1
      }
    }
  }
}
