import SceneModel

/// A small XML tokenizer for page sources: start tags with their attributes, end tags, and
/// problems, one at a time. It never recurses (nesting is the caller's stack), skips
/// declarations, comments, CDATA and text, decodes the five named entities and character
/// references, and reports what it cannot read with its byte offset before going on at the
/// next `<`. Foundation's `XMLParser` (FoundationXML over libxml2 on Linux) is not used: it
/// gives up on a whole file nested 10,000 levels deep, and it repairs some broken markup
/// silently (`x=1` unquoted) and stops at other breakage, where an import must say where
/// each problem is and go on (Docs/Decisions.md).
struct XMLTokenizer {
  struct Attribute {
    var name: String
    var value: String
    /// Where the value starts in the file.
    var offset: Int
  }

  enum Event {
    case start(name: String, attributes: [Attribute], offset: Int, selfClosing: Bool)
    case end(name: String, offset: Int)
    case problem(offset: Int, message: String, fix: String)
  }

  let b: [UInt8]
  var i = 0

  init(_ bytes: [UInt8]) {
    b = bytes
  }

  mutating func next() -> Event? {
    let n = b.count
    while i < n {
      guard let lt = indexOf(UInt8(ascii: "<"), from: i) else {
        i = n
        return nil
      }
      i = lt
      // Declarations, comments and CDATA carry nothing a page source needs.
      if let (terminator, what) = XMLTokenizer.skipped.first(where: { Bytes.has(b, i, $0.opener, end: b.count) }).map({ ($0.terminator, $0.what) }) {
        skip(past: terminator, what: what, from: lt)
        if let e = pendingProblem {
          pendingProblem = nil
          return e
        }
        continue
      }
      if Bytes.has(b, i, "</") {
        return endTag(lt)
      }
      if i + 1 < n, isNameStart(b[i + 1]) {
        return startTag(lt)
      }
      i += 1
      return .problem(offset: lt, message: "a '<' that starts no tag", fix: "it was skipped; write &lt; for a '<' in text")
    }
    return nil
  }

  private var pendingProblem: Event?

  /// What is skipped: its opening, its end, and its name for messages (the longest opening
  /// first: `<![CDATA[` and `<!--` before `<!`).
  static let skipped: [(opener: [UInt8], terminator: [UInt8], what: String)] = [
    ("<?", "?>", "the declaration"), ("<!--", "-->", "the comment"), ("<![CDATA[", "]]>", "the CDATA section"),
    ("<!", ">", "the declaration"),
  ].map { (Array($0.0.utf8), Array($0.1.utf8), $0.2) }

  private mutating func skip(past t: [UInt8], what: String, from start: Int) {
    var j = i + 1
    while j + t.count <= b.count {
      if b[j] == t[0], Bytes.has(b, j, t, end: b.count) {
        i = j + t.count
        return
      }
      j += 1
    }
    i = b.count
    pendingProblem = .problem(offset: start, message: "\(what) never ends", fix: "the rest of the file was skipped; check the file was copied whole")
  }

  private mutating func endTag(_ lt: Int) -> Event {
    var j = lt + 2
    let nameStart = j
    while j < b.count, isNameChar(b[j]) { j += 1 }
    let name = Bytes.string(b, nameStart..<j)
    while j < b.count, isSpace(b[j]) { j += 1 }
    if j < b.count, b[j] == UInt8(ascii: ">") {
      i = j + 1
      return .end(name: name, offset: lt)
    }
    i = indexOf(UInt8(ascii: "<"), from: j) ?? b.count
    return .problem(offset: lt, message: "the closing tag \(quote("</" + name)) has no '>'", fix: "it was skipped")
  }

  private mutating func startTag(_ lt: Int) -> Event {
    var j = lt + 1
    let nameStart = j
    while j < b.count, isNameChar(b[j]) { j += 1 }
    let name = Bytes.string(b, nameStart..<j)
    var attributes: [Attribute] = []
    while true {
      while j < b.count, isSpace(b[j]) { j += 1 }
      guard j < b.count else {
        i = b.count
        return .problem(offset: lt, message: "the tag \(quote("<" + name)) never closes", fix: "the rest of the file was skipped; check the file was copied whole")
      }
      if b[j] == UInt8(ascii: ">") {
        i = j + 1
        return .start(name: name, attributes: attributes, offset: lt, selfClosing: false)
      }
      if b[j] == UInt8(ascii: "/"), j + 1 < b.count, b[j + 1] == UInt8(ascii: ">") {
        i = j + 2
        return .start(name: name, attributes: attributes, offset: lt, selfClosing: true)
      }
      guard isNameStart(b[j]) else {
        return malformed(lt, at: j, "cannot read \(quote(Bytes.string(b, j..<min(b.count, j + 1)))) in the tag \(quote("<" + name))")
      }
      let attrStart = j
      while j < b.count, isNameChar(b[j]) { j += 1 }
      let attrName = Bytes.string(b, attrStart..<j)
      while j < b.count, isSpace(b[j]) { j += 1 }
      guard j < b.count, b[j] == UInt8(ascii: "=") else {
        return malformed(lt, at: attrStart, "the attribute \(quote(attrName)) has no value")
      }
      j += 1
      while j < b.count, isSpace(b[j]) { j += 1 }
      guard j < b.count, b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") else {
        return malformed(lt, at: j, "the value of \(quote(attrName)) has no quotes")
      }
      let q = b[j]
      let valueStart = j + 1
      guard let close = indexOf(q, from: valueStart) else {
        i = b.count
        return .problem(offset: j, message: "the value of \(quote(attrName)) never closes", fix: "the rest of the file was skipped; check the file was copied whole")
      }
      attributes.append(Attribute(name: attrName, value: decode(valueStart, close), offset: valueStart))
      j = close + 1
    }
  }

  /// A tag that cannot be read: reported, and skipped to the next `<`.
  private mutating func malformed(_ lt: Int, at j: Int, _ message: String) -> Event {
    i = indexOf(UInt8(ascii: "<"), from: j) ?? b.count
    return .problem(offset: j, message: message, fix: "the tag was skipped; write attributes as name=\"value\"")
  }

  /// An attribute value with its entities replaced.
  private func decode(_ start: Int, _ end: Int) -> String {
    guard b[start..<end].contains(UInt8(ascii: "&")) else { return Bytes.string(b, start..<end) }
    var out: [UInt8] = []
    out.reserveCapacity(end - start)
    var j = start
    while j < end {
      guard b[j] == UInt8(ascii: "&"), let semi = b[(j + 1)..<min(end, j + 13)].firstIndex(of: UInt8(ascii: ";")) else {
        out.append(b[j])
        j += 1
        continue
      }
      let entity = Bytes.string(b, (j + 1)..<semi)
      var scalar: Unicode.Scalar?
      switch entity {
      case "amp": scalar = "&"
      case "lt": scalar = "<"
      case "gt": scalar = ">"
      case "quot": scalar = "\""
      case "apos": scalar = "'"
      default:
        if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
          scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if entity.hasPrefix("#") {
          scalar = UInt32(entity.dropFirst(1)).flatMap(Unicode.Scalar.init)
        }
      }
      if let scalar {
        DumpText.appendUTF8(scalar, to: &out)
        j = semi + 1
      } else {
        out.append(b[j])
        j += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private func indexOf(_ c: UInt8, from: Int) -> Int? {
    var j = from
    while j < b.count {
      if b[j] == c { return j }
      j += 1
    }
    return nil
  }

  private func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }
  private func isNameStart(_ c: UInt8) -> Bool { Bytes.isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c >= 0x80 }
  private func isNameChar(_ c: UInt8) -> Bool {
    isNameStart(c) || Bytes.isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
  }
  private func quote(_ s: String) -> String { Sanitize.quote(s, limit: 60) }
}
