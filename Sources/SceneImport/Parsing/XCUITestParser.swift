import SceneModel

/// Reads XCUITest's `debugDescription` text (hierarchy-dump-formats.md §1) into a
/// `DumpTree`, one line at a time: never recursive, whatever the depth of indentation.
///
/// Envelopes are taken off first: a dump lldb printed as one quoted Swift string, or
/// WebDriverAgent's JSON `{"value": "…"}`, and a `//`, `*` or `>` on every line of a pasted
/// one. Then only the `Element subtree:` sections are read (or, without headers, from the
/// first element line): log lines before them, and the `Path to element:` and `Query
/// chain:` sections after them, repeat nothing new. Indentation gives the tree: an
/// element's parent is the nearest line above it that is indented less.
enum XCUITestParser {
  static func parse(_ file: [UInt8]) -> DumpTree {
    var tree = DumpTree(format: .xcuitest)
    let text = unwrap(file, &tree)
    var reader = Reader(text: text, tree: tree)
    reader.run()
    return reader.tree
  }

  /// The text inside the envelope, if the dump came in one.
  static func unwrap(_ file: [UInt8], _ tree: inout DumpTree) -> DumpText {
    let first = Bytes.firstSignificant(file)
    guard first < file.count else { return DumpText(file: file) }
    if file[first] == UInt8(ascii: "{"),
       let root = try? JSON5Parser.parse(file, maxDepth: 16), case .object(let members) = root.value,
       let value = members.last(where: { $0.key == "value" })?.value, case .string = value.value,
       file.indices.contains(value.offset), file[value.offset] == UInt8(ascii: "\"") {
      tree.notes.append("the dump was the \"value\" of WebDriverAgent's JSON reply")
      return DumpText.unescape(file, quote: value.offset, style: .json).text
    }
    // lldb's `po app.debugDescription` (or `p`, with `(String) $R0 = ` first): one quoted
    // Swift string holding the whole dump.
    var q = first
    if Bytes.has(file, q, "(String) $") {
      while q < file.count, file[q] != UInt8(ascii: "\""), file[q] != 10 { q += 1 }
    }
    if q < file.count, file[q] == UInt8(ascii: "\""), Bytes.contains(Array(file[q..<min(file.count, q + 65_536)]), "\\n", limit: 65_536) {
      let (text, end) = DumpText.unescape(file, quote: q, style: .swift)
      tree.notes.append("the dump was one quoted Swift string (lldb's po of debugDescription): it was unescaped")
      if end == nil {
        tree.problem(q, "the quoted string that holds the dump never closes", "copy the whole of lldb's output, up to the closing quote")
      }
      return text
    }
    return DumpText(file: file)
  }

  /// The line-by-line reader.
  struct Reader {
    let text: DumpText
    var tree: DumpTree

    enum Section {
      /// Before the first dump line, or after one ended: log lines are skipped.
      case outside
      /// Inside an element subtree.
      case subtree
      /// In `Path to element:` or `Query chain:`, which repeat elements already read.
      case repeated
    }

    var section = Section.outside
    /// (indentation, node) of the open elements, innermost last.
    var stack: [(indent: Int, node: Int)] = []
    /// The comment marker found before every dump line (`//`, `*`, `>`), if any.
    var marker: [UInt8]?
    /// An element whose quoted value runs onto the next lines.
    var pending: (node: Int, bytes: [UInt8], start: Int, lines: Int)?
    var blocks = 0
    var skippedBefore = 0
    var skippedSections = false
    /// The receiver described by an `Attributes:` line, used when no subtree follows it.
    var header: (description: XCUIDescription, offset: Int)?

    init(text: DumpText, tree: DumpTree) {
      self.text = text
      self.tree = tree
    }

    mutating func run() {
      let b = text.bytes
      var lineStart = Bytes.has(b, 0, "\u{FEFF}") ? 3 : 0
      let n = b.count
      while lineStart < n {
        var lineEnd = lineStart
        while lineEnd < n, b[lineEnd] != 10 { lineEnd += 1 }
        var contentEnd = lineEnd
        if contentEnd > lineStart, b[contentEnd - 1] == 13 { contentEnd -= 1 }
        line(lineStart, contentEnd)
        lineStart = lineEnd + 1
      }
      finishPending()
      finishBlock()
      if skippedBefore > 0 {
        tree.notes.append("\(skippedBefore) line\(skippedBefore == 1 ? "" : "s") before the hierarchy (log output) skipped")
      }
      if skippedSections {
        tree.notes.append("the Path to element and Query chain sections were skipped: they repeat elements of the subtree")
      }
      if blocks > 1 {
        tree.notes.append("\(blocks) hierarchies in one file (several Attributes blocks): imported together")
      }
    }

    /// The indentation of a line and where its content starts, after the comment marker.
    func measure(_ start: Int, _ end: Int) -> (indent: Int, content: Int, marked: Bool) {
      let b = text.bytes
      var i = start
      var marked = false
      if let marker {
        var j = i
        while j < end, Bytes.isSpace(b[j]) { j += 1 }
        if Bytes.has(b, j, marker, end: end) {
          i = j + marker.count
          marked = true
        }
      }
      var indent = 0
      while i < end, Bytes.isSpace(b[i]) {
        indent += b[i] == 9 ? 4 : 1
        i += 1
      }
      return (indent, i, marked)
    }

    /// The comment marker before a dump line, found on the first dump line.
    mutating func findMarker(_ start: Int, _ end: Int) -> Bool {
      let b = text.bytes
      var j = start
      while j < end, Bytes.isSpace(b[j]) { j += 1 }
      for m in ["///", "//", "*", ">", "#"] {
        let bytes = Array(m.utf8)
        guard Bytes.has(b, j, bytes, end: end) else { continue }
        var k = j + bytes.count
        while k < end, Bytes.isSpace(b[k]) { k += 1 }
        if startsDump(k, end) {
          marker = bytes
          return true
        }
      }
      return false
    }

    /// Whether a line's content (from `i`) is part of a dump: a header or an element line.
    func startsDump(_ i: Int, _ end: Int) -> Bool {
      let b = text.bytes
      var k = i
      if Bytes.has(b, k, "\u{2192}", end: end) { k += 3 }
      return Bytes.has(b, k, "Attributes: ", end: end) || Bytes.has(b, k, "Element subtree:", end: end) || XCUITestLine.isElement(b, k, end)
    }

    mutating func line(_ start: Int, _ end: Int) {
      let b = text.bytes
      if section == .outside, marker == nil, blocks == 0, !startsDump(measure(start, end).content, end) {
        if findMarker(start, end) {
          tree.notes.append("a '\(String(decoding: marker ?? [], as: UTF8.self))' before every line was taken off")
        }
      }
      let (indent, content, _) = measure(start, end)
      if content >= end {
        if let p = pending { appendPending(p, start, end) }
        return
      }
      // Section headers, at any indentation (pastes shift them).
      if Bytes.has(b, content, "Attributes: ", end: end) {
        finishPending()
        finishBlock()
        section = .outside
        var k = content + 12
        while k < end, Bytes.isSpace(b[k]) { k += 1 }
        header = (XCUITestLine.describe(b, k, end), text.fileOffset(k))
        return
      }
      if Bytes.has(b, content, "Element subtree:", end: end) {
        finishPending()
        // Its first line describes the receiver again, so the header is not kept.
        header = nil
        stack.removeAll()
        section = .subtree
        blocks += 1
        return
      }
      if Bytes.has(b, content, "Path to element:", end: end) || Bytes.has(b, content, "Query chain:", end: end) {
        finishPending()
        finishBlock()
        section = .repeated
        skippedSections = true
        return
      }
      if section == .repeated { return }
      var k = content
      if Bytes.has(b, k, "\u{2192}", end: end) { k += 3 }
      if XCUITestLine.isElement(b, k, end) {
        finishPending()
        if section == .outside {
          // A dump without headers starts at its first element line (after a header
          // with no `Element subtree:` line, those lines are its subtree).
          header = nil
          stack.removeAll()
          section = .subtree
          blocks += 1
        }
        element(b, k, end, indent: indent)
        return
      }
      if let p = pending {
        appendPending(p, start, end)
        return
      }
      switch section {
      case .outside:
        if blocks == 0 { skippedBefore += 1 }
      case .subtree:
        if indent == 0 || stack.isEmpty || indent < stack[0].indent {
          // A line at the left margin ends the dump (lldb's prompt, a test log line).
          finishBlock()
          section = .outside
        } else {
          tree.problem(text.fileOffset(content), "cannot read this line as an element: \(Sanitize.quote(Bytes.string(b, content..<end), limit: 60))", "it was skipped; element lines start with a type and a comma, such as: Button, {{0.0, 0.0}, {44.0, 44.0}}, label: 'OK'")
        }
      case .repeated: break
      }
    }

    mutating func element(_ b: [UInt8], _ start: Int, _ end: Int, indent: Int) {
      while let top = stack.last, top.indent >= indent { stack.removeLast() }
      let node = DumpNode(type: "", offset: text.fileOffset(start))
      let index = tree.append(node, parent: stack.last?.node)
      stack.append((indent, index))
      header = nil
      let d = XCUITestLine.describe(b, start, end)
      if d.unterminated {
        pending = (index, Array(b[start..<end]), start, 1)
      }
      apply(d, to: index, base: start)
    }

    /// A line that continues the quoted value of the pending element.
    mutating func appendPending(_ p: (node: Int, bytes: [UInt8], start: Int, lines: Int), _ start: Int, _ end: Int) {
      let b = text.bytes
      var joined = p.bytes
      joined.append(10)
      // The continuation keeps everything after the comment marker, spaces included.
      var from = start
      if let marker {
        var j = start
        while j < end, Bytes.isSpace(b[j]) { j += 1 }
        if Bytes.has(b, j, marker, end: end) {
          from = j + marker.count
          if from < end, b[from] == 32 { from += 1 }
        }
      }
      joined.append(contentsOf: b[from..<end])
      let lines = p.lines + 1
      pending = (p.node, joined, p.start, lines)
      if joined.count > Reader.maximumContinuationBytes {
        finishPending()
        return
      }
      // Read again only when the new line can close the quote.
      guard b[from..<end].contains(UInt8(ascii: "'")) else {
        if lines >= Reader.maximumContinuationLines { finishPending() }
        return
      }
      let d = XCUITestLine.describe(joined, 0, joined.count)
      if !d.unterminated {
        pending = nil
        apply(d, to: p.node, base: p.start, joined: true)
      } else if lines >= Reader.maximumContinuationLines {
        finishPending()
      }
    }

    /// How many lines one quoted value may run over before it counts as never closed.
    static let maximumContinuationLines = 200
    /// And over how many bytes (each new line with a quote reads the value again).
    static let maximumContinuationBytes = 65_536

    mutating func finishPending() {
      guard let p = pending else { return }
      pending = nil
      let d = XCUITestLine.describe(p.bytes, 0, p.bytes.count)
      apply(d, to: p.node, base: p.start, joined: true)
      if d.unterminated {
        tree.problem(text.fileOffset(p.start), "a quoted value of this \(Sanitize.quote(d.type)) never closes", "its text was read to the end of the line; check the dump was copied whole")
      }
    }

    /// Puts a description on its node; `base` is where its text starts (problems are
    /// located from it).
    mutating func apply(_ d: XCUIDescription, to index: Int, base: Int, joined: Bool = false) {
      var node = tree.nodes[index]
      node.type = d.type
      node.isMainWindow = d.isMainWindow
      node.frame = d.frame
      if d.frameNotFinite { node.flags.insert(.frameNotFinite) }
      node.pid = d.pid
      node.traitMask = d.traitMask
      node.identifier = d.identifier
      node.label = d.label
      node.title = d.title
      node.placeholder = d.placeholder
      node.value = d.value
      node.flags.formUnion(d.flags)
      tree.nodes[index] = node
      guard !d.unterminated || joined else { return }
      for (offset, part) in d.unreadable {
        // A joined value's offsets count in the joined bytes: report at the element.
        let at = text.fileOffset(joined ? base : offset)
        tree.problem(at, "cannot read \(Sanitize.quote(part, limit: 60)) in this \(Sanitize.quote(d.type)) element", "it was skipped; the rest of the element was imported")
      }
    }

    /// Ends a block: an `Attributes:` header with no subtree becomes its one element.
    mutating func finishBlock() {
      if let h = header, stack.isEmpty {
        var node = DumpNode(type: h.description.type, offset: h.offset)
        node.label = h.description.label
        node.identifier = h.description.identifier
        node.title = h.description.title
        node.value = h.description.value
        node.frame = h.description.frame
        node.flags = h.description.flags
        node.isMainWindow = h.description.isMainWindow
        tree.append(node, parent: nil)
        blocks += 1
      }
      header = nil
      stack.removeAll()
    }
  }
}
