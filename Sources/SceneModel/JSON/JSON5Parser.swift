/// A JSON5 parser (https://spec.json5.org) that works on UTF-8 bytes and reports precise,
/// actionable errors.
///
/// The parser is iterative: open containers live on an explicit stack, so no input can
/// overflow the call stack, whatever `maxDepth` is. It runs in time linear in the input and
/// never traps on malformed input (invalid UTF-8, NUL bytes, truncated documents, …); every
/// problem is reported as a `JSON5SyntaxError`.
///
/// Accepted beyond JSON: `//` and `/* */` comments, trailing commas, identifier keys,
/// single-quoted strings, the escapes `\v \0 \xHH \'`, any other escaped character standing for
/// itself, line continuations, hexadecimal numbers, leading `+`, leading or trailing decimal
/// points, `Infinity` and `NaN`, and the extra whitespace U+00A0, U+FEFF, U+2028, U+2029 and
/// the other Unicode space separators.
public enum JSON5Parser {
  /// The deepest nesting of arrays and objects a scene may have.
  public static let defaultMaxDepth = 200

  /// Parses a whole document (exactly one value, surrounded by optional whitespace/comments)
  /// into a tree of nodes, for readers that keep the document (the review file).
  ///
  /// - Parameter maxDepth: the deepest allowed nesting of arrays and objects; the outermost
  ///   container is at depth 1.
  public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSON5SyntaxError)
    -> JSONNode
  {
    try tape(bytes, maxDepth: maxDepth).tree()
  }

  /// Parses a whole document into its token table (`JSONTape`), which the scene decoder
  /// reads without a tree.
  static func tape(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSON5SyntaxError) -> JSONTape {
    if bytes.isEmpty {
      throw JSON5SyntaxError(
        offset: 0, message: "the file is empty", fix: "write a JSON5 value, for example {}")
    }
    if bytes.count > Int(UInt32.max) {
      // Token offsets are 32 bits; scene files are refused long before (`BoundedFileReader`).
      throw JSON5SyntaxError(
        offset: 0, message: "the document is larger than 4 GB", fix: "split it into smaller files")
    }
    return try bytes.withUnsafeBufferPointer { (buffer) throws(JSON5SyntaxError) -> JSONTape in
      var reader = JSON5Reader(buffer, maxDepth: maxDepth)
      try reader.parseDocument()
      return JSONTape(
        bytes: bytes, tokens: reader.tokens, items: reader.items, text: reader.text,
        numbers: reader.numbers, keys: reader.keyTable.keys, keyIsASCII: reader.keyTable.isASCII,
        keyCounts: reader.keyTable.counts)
    }
  }
}

/// An array or object that has been opened but not yet closed.
struct JSON5OpenContainer {
  var isObject: Bool
  var openOffset: Int
  /// The container's token.
  var token: Int
  /// Where its items start on the reader's stack of pending items.
  var start: Int
  /// The token of the key whose value is being parsed (objects only), or -1.
  var keyToken = -1

  init(isObject: Bool, openOffset: Int, token: Int, start: Int) {
    self.isObject = isObject
    self.openOffset = openOffset
    self.token = token
    self.start = start
  }
}

/// The parser state over one input buffer.
struct JSON5Reader {
  typealias Failure = JSON5SyntaxError

  let bytes: UnsafeBufferPointer<UInt8>
  let end: Int
  let maxDepth: Int
  var pos = 0
  var open: [JSON5OpenContainer] = []
  /// The tape being written (see `JSONTape`).
  var tokens: [JSONToken] = []
  var items: [UInt32] = []
  var text: [UInt8] = []
  var numbers: [Double] = []
  var keyTable = StringTable()
  /// The items of every open container, innermost last: a container's items are moved to
  /// `items` in one run when it closes.
  var pending: [UInt32] = []
  /// Reused buffer for strings that contain escapes.
  var scratch: [UInt8] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.end = bytes.count
    self.maxDepth = maxDepth
    // About one token per 8 bytes in scenes; a guess that saves most regrowth.
    tokens.reserveCapacity(bytes.count / 8 + 16)
    items.reserveCapacity(bytes.count / 10 + 16)
  }

  // MARK: - Document structure

  /// The key of the innermost open object, for messages.
  var currentKey: String {
    guard let key = open.last?.keyToken, key >= 0 else { return "" }
    return keyTable.keys[Int(tokens[key].a)]
  }

  @inline(__always)
  mutating func appendToken(_ kind: JSONToken.Kind, at offset: Int) -> Int {
    tokens.append(JSONToken(offset: offset, kind: kind))
    return tokens.count - 1
  }

  /// Moves the closing container's items off the pending stack into its run.
  mutating func close() -> Int {
    let container = open.removeLast()
    let count = pending.count - container.start
    tokens[container.token].a = UInt32(items.count)
    tokens[container.token].b = UInt32(count)
    items.append(contentsOf: pending[container.start...])
    pending.removeSubrange(container.start...)
    return container.token
  }

  mutating func parseDocument() throws(Failure) {
    try skipTrivia()
    if pos >= end {
      throw Failure(
        offset: pos, message: "the file contains only whitespace and comments",
        fix: "write a JSON5 value, for example {}")
    }
    var node: Int
    parsingValues: while true {
      // A value is expected at `pos`; trivia has been skipped.
      guard pos < end else { throw endOfFileError() }
      let byte = bytes[pos]
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        if open.count >= maxDepth {
          throw Failure(
            offset: pos, message: "nesting deeper than \(maxDepth) levels",
            fix: "flatten the document to at most \(maxDepth) levels of arrays and objects")
        }
        let openOffset = pos
        pos += 1
        try skipTrivia()
        let isObject = byte == UInt8(ascii: "{")
        node = appendToken(isObject ? .object : .array, at: openOffset)
        if pos < end && bytes[pos] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          pos += 1
          tokens[node].a = UInt32(items.count)
        } else {
          open.append(JSON5OpenContainer(isObject: isObject, openOffset: openOffset, token: node, start: pending.count))
          if isObject { try parseKeyAndColon() }
          continue parsingValues
        }
      } else {
        node = try parseScalar()
      }

      // Hand the finished value to the innermost open container, closing containers as
      // their closing brackets come, until another value is expected.
      while true {
        try skipTrivia()
        let top = open.count - 1
        if top < 0 {
          if pos < end { throw trailingContentError() }
          return
        }
        guard pos < end else { throw endOfFileError() }
        let byte = bytes[pos]
        let isObject = open[top].isObject
        // An object's item is its key, put on the pending stack with the key.
        if !isObject { pending.append(UInt32(node)) }
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if byte == UInt8(ascii: ",") {
          pos += 1
          try skipTrivia()
          if pos < end && bytes[pos] == closer {
            pos += 1
            node = close()
            continue
          }
          if isObject { try parseKeyAndColon() }
          continue parsingValues
        } else if byte == closer {
          pos += 1
          node = close()
        } else {
          throw afterItemError(container: open[top])
        }
      }
    }
  }

  /// Parses an object key and the `:` after it, leaving `pos` at the value (trivia skipped).
  mutating func parseKeyAndColon() throws(Failure) {
    guard pos < end else { throw endOfFileError() }
    let keyOffset = pos
    let byte = bytes[pos]
    let id: Int
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      let contents = try scanString()
      if contents.escaped {
        id = scratch.withUnsafeBufferPointer { keyTable.id(of: $0) }
      } else {
        id = keyTable.id(of: UnsafeBufferPointer(rebasing: bytes[contents.start..<contents.start + contents.count]))
      }
    } else if let length = try identifierLength(at: pos), length > 0 {
      id = keyTable.id(of: UnsafeBufferPointer(rebasing: bytes[pos..<pos + length]))
      pos += length
    } else {
      throw unexpected(at: pos) { found in
        "expected a key, found \(found)"
      } fix: {
        byte == UInt8(ascii: ",")
          ? "remove the extra comma"
          : "write a key such as name or \"name\", or close the object with '}'"
      }
    }
    let token = appendToken(.key, at: keyOffset)
    tokens[token].a = UInt32(id)
    pending.append(UInt32(token))
    try skipTrivia()
    guard pos < end else { throw endOfFileError() }
    guard bytes[pos] == UInt8(ascii: ":") else {
      if UTF8Scan.sequenceLength(bytes, at: pos) == 0 { throw invalidUTF8Error(at: pos) }
      let shown = JSON5SyntaxError.abbreviated(keyTable.keys[id])
      throw Failure(
        offset: pos, message: "expected ':' after the key '\(shown)'",
        fix: "write '\(shown): value'")
    }
    pos += 1
    open[open.count - 1].keyToken = token
    try skipTrivia()
  }

  /// Parses a string, number or literal word at `pos`; returns its token.
  mutating func parseScalar() throws(Failure) -> Int {
    let start = pos
    let byte = bytes[pos]
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      let contents = try scanString()
      let token = appendToken(.string, at: start)
      if contents.escaped {
        tokens[token].escaped = true
        tokens[token].a = UInt32(text.count)
        tokens[token].b = UInt32(scratch.count)
        text.append(contentsOf: scratch)
      } else {
        tokens[token].a = UInt32(contents.start)
        tokens[token].b = UInt32(contents.count)
      }
      return token
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."):
      return try parseNumber()
    default:
      if let length = try identifierLength(at: pos), length > 0 {
        return try parseWord(length: length)
      }
      throw valueExpectedError()
    }
  }

  /// Appends a number's token: its value and the length of its literal (from `start`).
  mutating func appendNumber(_ value: Double, from start: Int, to stop: Int) -> Int {
    let token = appendToken(.number, at: start)
    tokens[token].a = UInt32(numbers.count)
    tokens[token].b = UInt32(stop - start)
    numbers.append(value)
    return token
  }

  /// Makes a String from bytes already known to be valid UTF-8.
  @inline(__always)
  func makeString(from start: Int, to stop: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
  }

  // MARK: - Whitespace and comments

  /// Skips whitespace and comments.
  @inline(__always)
  mutating func skipTrivia() throws(Failure) {
    while pos < end {
      let byte = bytes[pos]
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        pos += 1
      } else if byte == UInt8(ascii: "/") || byte >= 0x80 || byte == 0x0B || byte == 0x0C {
        if try !skipOtherTrivia() { return }
      } else {
        return
      }
    }
  }

  /// Skips one comment or one less common whitespace character; returns false if there is
  /// none at `pos`.
  mutating func skipOtherTrivia() throws(Failure) -> Bool {
    let byte = bytes[pos]
    if byte == 0x0B || byte == 0x0C {
      pos += 1
      return true
    }
    if byte >= 0x80 {
      let length = unicodeWhitespaceLength(at: pos)
      pos += length
      return length > 0
    }
    // A comment.
    let start = pos
    guard pos + 1 < end,
      bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*")
    else {
      throw Failure(
        offset: pos, message: "unexpected '/'",
        fix: "start a comment with // or /*, or put the text in quotes")
    }
    if bytes[pos + 1] == UInt8(ascii: "/") {
      pos += 2
      while pos < end {
        let b = bytes[pos]
        if b == 0x0A || b == 0x0D { return true }
        if b < 0x80 {
          pos += 1
          continue
        }
        if b == 0xE2 && UTF8Scan.lineBreakLength(bytes, at: pos) > 0 { return true }
        let length = UTF8Scan.multiByteSequenceLength(bytes, at: pos)
        if length == 0 { throw invalidUTF8Error(at: pos) }
        pos += length
      }
      return true
    }
    pos += 2
    while pos < end {
      let b = bytes[pos]
      if b == UInt8(ascii: "*") && pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "/") {
        pos += 2
        return true
      }
      if b < 0x80 {
        pos += 1
        continue
      }
      let length = UTF8Scan.multiByteSequenceLength(bytes, at: pos)
      if length == 0 { throw invalidUTF8Error(at: pos) }
      pos += length
    }
    throw Failure(
      offset: start, message: "unterminated comment", fix: "close the comment with '*/'")
  }

  /// Length of the non-ASCII whitespace character at `i`, or 0.
  func unicodeWhitespaceLength(at i: Int) -> Int {
    let b0 = bytes[i]
    guard i + 1 < end else { return 0 }
    let b1 = bytes[i + 1]
    if b0 == 0xC2 { return b1 == 0xA0 ? 2 : 0 }  // U+00A0
    guard i + 2 < end else { return 0 }
    let b2 = bytes[i + 2]
    switch (b0, b1) {
    case (0xEF, 0xBB): return b2 == 0xBF ? 3 : 0  // U+FEFF
    case (0xE1, 0x9A): return b2 == 0x80 ? 3 : 0  // U+1680
    case (0xE2, 0x80):  // U+2000...U+200A, U+2028, U+2029, U+202F
      return (b2 >= 0x80 && b2 <= 0x8A) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF ? 3 : 0
    case (0xE2, 0x81): return b2 == 0x9F ? 3 : 0  // U+205F
    case (0xE3, 0x80): return b2 == 0x80 ? 3 : 0  // U+3000
    default: return 0
    }
  }

  // MARK: - Identifiers

  /// Length in bytes of the identifier (IdentifierName) starting at `i`, or nil if none
  /// starts there. Throws on invalid UTF-8 inside it.
  func identifierLength(at i: Int) throws(Failure) -> Int? {
    var j = i
    while j < end {
      let b = bytes[j]
      if b < 0x80 {
        let isStart =
          (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
          || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
        let isDigit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
        guard isStart || (isDigit && j > i) else { break }
        j += 1
        continue
      }
      let length = UTF8Scan.multiByteSequenceLength(bytes, at: j)
      if length == 0 {
        if j == i { return nil }  // let the caller report the byte in context
        throw invalidUTF8Error(at: j)
      }
      let scalar = UTF8Scan.decode(bytes, at: j, length: length)
      let properties = scalar.properties
      let allowed =
        j == i
        ? properties.isIDStart
        : properties.isIDContinue || scalar.value == 0x200C || scalar.value == 0x200D
      guard allowed else { break }
      j += length
    }
    return j == i ? nil : j - i
  }
}
