/// Typed reads from JSON nodes that record a diagnostic instead of failing.
///
/// Every reader returns nil on a type mismatch and appends one precise problem, so a single
/// run reports every mistake in the file.
struct DecodingContext {
  var diagnostics: [Diagnostic] = []

  mutating func error(_ offset: Int, _ path: String, _ message: String, _ fix: String) {
    diagnostics.append(Diagnostic(.error, offset: offset, path: path, message: message, fix: fix))
  }

  mutating func warning(_ offset: Int, _ path: String, _ message: String, _ fix: String) {
    diagnostics.append(
      Diagnostic(.warning, offset: offset, path: path, message: message, fix: fix))
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// A description of a value for "found ..." messages.
  static func describe(_ node: TapeNode) -> String {
    switch node.value {
    case .string(let s): return "the string " + Sanitize.quote(s)
    case .number(_, let literal): return "the number " + Sanitize.quote(literal)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  mutating func typeError(_ node: TapeNode, _ path: String, expected: String, example: String) {
    error(
      node.offset, path, "expected \(expected), found \(DecodingContext.describe(node))",
      "write \(example)")
  }

  mutating func string(_ node: TapeNode, _ path: @autoclosure () -> String, example: String = "\"text\"")
    -> String?
  {
    if case .string(let s) = node.value { return s }
    typeError(node, path(), expected: "a string", example: example)
    return nil
  }

  mutating func bool(_ node: TapeNode, _ path: @autoclosure () -> String) -> Bool? {
    if case .bool(let b) = node.value { return b }
    typeError(node, path(), expected: "true or false", example: "true or false")
    return nil
  }

  /// A finite number within `range`.
  mutating func number(
    _ node: TapeNode, _ path: @autoclosure () -> String, in range: ClosedRange<Double>, what: String = "a number"
  ) -> Double? {
    guard case .number(let x, let literal) = node.value else {
      typeError(node, path(), expected: what, example: "a number such as \(Adjustment.format(range.lowerBound.clamped(0, range.upperBound)))")
      return nil
    }
    guard x.isFinite else {
      error(
        node.offset, path(), "\(Sanitize.quote(literal)) is not a finite number",
        "use a number from \(Adjustment.format(range.lowerBound)) to \(Adjustment.format(range.upperBound))"
      )
      return nil
    }
    guard range.contains(x) else {
      error(
        node.offset, path(),
        "\(Sanitize.quote(literal)) is out of range",
        "use a number from \(Adjustment.format(range.lowerBound)) to \(Adjustment.format(range.upperBound))"
      )
      return nil
    }
    return x
  }

  /// A whole number within `range`.
  mutating func integer(_ node: TapeNode, _ path: @autoclosure () -> String, in range: ClosedRange<Int>) -> Int? {
    guard
      let x = number(
        node, path(), in: Double(range.lowerBound)...Double(range.upperBound),
        what: "a whole number")
    else { return nil }
    guard x == x.rounded() else {
      error(node.offset, path(), "'\(Adjustment.format(x))' is not a whole number", "use a whole number")
      return nil
    }
    return Int(x)
  }

  mutating func array(_ node: TapeNode, _ path: @autoclosure () -> String, example: String) -> TapeItems? {
    if case .array(let a) = node.value { return a }
    typeError(node, path(), expected: "an array", example: example)
    return nil
  }

  mutating func object(_ node: TapeNode, _ path: @autoclosure () -> String, example: String) -> TapeMembers? {
    if case .object(let m) = node.value { return m }
    typeError(node, path(), expected: "an object", example: example)
    return nil
  }

  /// A string, or an array of strings (a single string counts as a one-element list).
  mutating func strings(_ node: TapeNode, _ path: @autoclosure () -> String) -> [String]? {
    if case .string(let s) = node.value { return [s] }
    guard case .array(let items) = node.value else {
      typeError(node, path(), expected: "an array of strings", example: "[\"one\", \"two\"]")
      return nil
    }
    var result: [String] = []
    for (i, item) in items.enumerated() {
      if let s = string(item, "\(path())[\(i)]") { result.append(s) }
    }
    return result
  }

  /// A value from a fixed set of names, with a suggestion for misspellings.
  mutating func choice<T>(
    _ node: TapeNode, _ path: @autoclosure () -> String, what: String, names: @autoclosure () -> [String], lookup: (String) -> T?
  ) -> T? {
    guard case .string(let s) = node.value else {
      _ = string(node, path(), example: "\"\(names()[0])\"")
      return nil
    }
    if let v = lookup(s) { return v }
    let names = names()
    let list = names.map { "'\($0)'" }.joined(separator: ", ")
    error(
      node.offset, path(), "unknown \(what) \(Sanitize.quote(s))",
      Suggest.didYouMean(s, among: names, otherwise: "use one of \(list)"))
    return nil
  }

  /// Reports keys that appear twice in an object; returns the members with later duplicates removed.
  mutating func uniqueMembers(_ members: TapeMembers, _ path: @autoclosure () -> String) -> TapeMembers {
    if members.count < 2 { return members }
    if members.count <= 12 {
      // Small objects (nearly all of them): compare pairs of key numbers, no hashing, no
      // allocation.
      var duplicate = false
      outer: for i in 1..<members.count {
        for j in 0..<i where members[j].hasSameKey(as: members[i]) {
          duplicate = true
          break outer
        }
      }
      if !duplicate { return members }
    }
    var seen = Set<String>()
    return members.selecting { m in
      if seen.insert(m.key).inserted { return true }
      error(
        m.keyOffset, join(path(), m.key), "duplicate key \(Sanitize.quote(m.key))",
        "remove one of the two")
      return false
    }
  }

  mutating func unknownKey(_ m: TapeMember, _ path: String, allowed: [String], context: String) {
    if let fix = FrameworkNames.suggestion(for: m.key, allowed: allowed) {
      error(m.keyOffset, join(path, m.key), "unknown key \(Sanitize.quote(m.key)) in \(context)", fix)
      return
    }
    error(
      m.keyOffset, join(path, m.key), "unknown key \(Sanitize.quote(m.key)) in \(context)",
      Suggest.didYouMean(
        m.key, among: allowed,
        otherwise: allowed.count <= 10
          ? "remove it, or use one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
          : "remove it, or see Docs/SceneFormat.md for the keys \(context) takes"))
  }
}

/// Joins a JSON path and a key (`screens[0]` + `root`).
func join(_ path: String, _ key: String) -> String {
  // A long unknown key is shortened so that it cannot flood the message.
  let shown = key.utf8.count > 40 && key.count > 40 ? String(key.prefix(40)) + "…" : key
  let safe = isPlainKey(shown) ? shown : "'\(shown)'"
  return path.isEmpty ? safe : concat(path, ".", safe)
}

/// Joins strings with one allocation (paths are built for every element, so `+`'s repeated
/// growth showed up in profiles).
func concat(_ parts: String...) -> String {
  var total = 0
  for p in parts { total += p.utf8.count }
  return String(unsafeUninitializedCapacity: total) { buffer in
    var i = 0
    for var p in parts {
      p.withUTF8 { bytes in
        if let source = bytes.baseAddress, !bytes.isEmpty {
          (buffer.baseAddress! + i).update(from: source, count: bytes.count)
        }
        i += bytes.count
      }
    }
    return i
  }
}

extension Double {
  func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(hi, Swift.max(lo, self)) }
}

/// Whether a key can be written bare in a path: ASCII letters, digits and `_` take a fast
/// path; other text falls back to Unicode letter and number properties.
@inline(__always)
func isPlainKey(_ key: String) -> Bool {
  var ascii = true
  for b in key.utf8 {
    if b >= 0x80 { ascii = false; break }
    let isWord = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    if !isWord { return false }
  }
  return ascii || key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}
