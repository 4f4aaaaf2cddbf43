/// A syntax error found by `JSON5Parser`, located by a byte offset into the UTF-8 input.
///
/// `message` says what is wrong as a lower-case sentence fragment without a trailing period
/// ("expected ',' or '}' after an object member, found 'x'"); `fix` says what to do
/// ("add a comma between members"). Use `SourceText.location(ofOffset:)` to turn `offset`
/// into a line and column for display.
public struct JSON5SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Byte offset of the problem in the UTF-8 input (`0...input.count`; `input.count` means
  /// "at the end of the file").
  public var offset: Int
  /// What is wrong.
  public var message: String
  /// What to do about it.
  public var fix: String

  public init(offset: Int, message: String, fix: String) {
    self.offset = offset
    self.message = message
    self.fix = fix
  }

  public var description: String {
    "\(message) (at byte \(offset)); \(fix)"
  }
}

extension JSON5SyntaxError {
  /// Describes a Unicode scalar for a message: `'x'` when it is printable, `U+XXXX` otherwise.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned,
      .lineSeparator, .paragraphSeparator, .spaceSeparator, .nonspacingMark, .enclosingMark:
      return codePoint(scalar.value)
    default:
      return "'\(Character(scalar))'"
    }
  }

  /// `U+0007`-style spelling of a code point (at least four upper-case hex digits).
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `0xC3`-style spelling of a byte.
  static func byteHex(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "0x" + (hex.count == 1 ? "0" + hex : hex)
  }

  /// Shortens text quoted in a message so that a huge key or word cannot flood the output.
  static func abbreviated(_ text: String, limit: Int = 40) -> String {
    var scalars = text.unicodeScalars.makeIterator()
    var result = String.UnicodeScalarView()
    var count = 0
    while let scalar = scalars.next() {
      if count == limit { return String(result) + "…" }
      // Keep messages on one line and free of control characters.
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
        result.append(contentsOf: codePoint(scalar.value).unicodeScalars)
      default:
        result.append(scalar)
      }
      count += 1
    }
    return String(result)
  }
}

// MARK: - Errors built by the parser

extension JSON5Reader {
  /// "line 3, column 5" for `offset`.
  func lineAndColumn(of offset: Int) -> String {
    let location = SourceText.location(in: bytes, ofOffset: offset)
    return "line \(location.line), column \(location.column)"
  }

  /// Describes what is at `offset` for a message (`'x'`, `U+0007`, `end of file`), or nil
  /// if it is not valid UTF-8.
  func found(at offset: Int) -> String? {
    guard offset < end else { return "end of file" }
    let length = UTF8Scan.sequenceLength(bytes, at: offset)
    guard length > 0 else { return nil }
    return JSON5SyntaxError.describe(UTF8Scan.decode(bytes, at: offset, length: length))
  }

  /// An error about the character at `offset`, or an invalid UTF-8 error if that character
  /// is not valid UTF-8.
  func unexpected(
    at offset: Int, _ message: (String) -> String, fix: () -> String
  ) -> JSON5SyntaxError {
    guard let found = found(at: offset) else { return invalidUTF8Error(at: offset) }
    return JSON5SyntaxError(offset: offset, message: message(found), fix: fix())
  }

  func invalidUTF8Error(at offset: Int) -> JSON5SyntaxError {
    JSON5SyntaxError(
      offset: offset, message: "invalid UTF-8 byte \(JSON5SyntaxError.byteHex(bytes[offset]))",
      fix: "save the file as UTF-8, or remove the byte")
  }

  /// The end of the input came while containers were still open.
  func endOfFileError() -> JSON5SyntaxError {
    guard let container = open.last else {
      return JSON5SyntaxError(
        offset: end, message: "unexpected end of file", fix: "complete the document")
    }
    let kind = container.isObject ? "an object" : "an array"
    let closer = container.isObject ? "}" : "]"
    return JSON5SyntaxError(
      offset: end,
      message:
        "unexpected end of file inside \(kind) opened at \(lineAndColumn(of: container.openOffset))",
      fix: "close it with '\(closer)'")
  }

  /// Neither a comma nor the closing bracket after an element or member.
  func afterItemError(container: JSON5OpenContainer) -> JSON5SyntaxError {
    let (item, closer, other, separate) =
      container.isObject
      ? ("an object member", "}", UInt8(ascii: "]"), "add a comma between members")
      : ("an array element", "]", UInt8(ascii: "}"), "add a comma between elements")
    return unexpected(at: pos) { found in
      "expected ',' or '\(closer)' after \(item), found \(found)"
    } fix: {
      if bytes[pos] == other {
        let kind = container.isObject ? "object" : "array"
        let opened = lineAndColumn(of: container.openOffset)
        return "close the \(kind) opened at \(opened) with '\(closer)'"
      }
      return separate
    }
  }

  /// Something that cannot start a value where a value is expected.
  func valueExpectedError() -> JSON5SyntaxError {
    let byte = bytes[pos]
    guard let container = open.last else {
      return unexpected(at: pos) { found in
        "expected a value, found \(found)"
      } fix: {
        "write an object, array, string, number, true, false or null"
      }
    }
    if container.isObject {
      let key = JSON5SyntaxError.abbreviated(currentKey)
      return unexpected(at: pos) { found in
        "expected a value for the key '\(key)', found \(found)"
      } fix: {
        "write a value after '\(key):'"
      }
    }
    return unexpected(at: pos) { found in
      "expected a value, found \(found)"
    } fix: {
      if byte == UInt8(ascii: ",") { return "remove the extra comma" }
      if byte == UInt8(ascii: "}") {
        return "close the array opened at \(lineAndColumn(of: container.openOffset)) with ']'"
      }
      return "write an object, array, string, number, true, false or null"
    }
  }

  /// Non-trivia content after the document's value.
  func trailingContentError() -> JSON5SyntaxError {
    unexpected(at: pos) { found in
      "unexpected \(found) after the end of the document"
    } fix: {
      "remove it; a document holds exactly one value (wrap several values in an array)"
    }
  }
}
