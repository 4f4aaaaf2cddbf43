extension SchemaNode {
  /// The value as JSON text for people to read: an array or object that fits in `width`
  /// columns (counting its indentation) stays on one line, a longer one gets one member a
  /// line, and a long list of strings is word-wrapped. Non-ASCII text is written as it is.
  /// The same value always prints the same bytes.
  public func text(width: Int = 100) -> String {
    rendered(indent: 0, width: width)
  }

  func rendered(indent: Int, width: Int) -> String {
    let flat = compact
    let pad = String(repeating: " ", count: indent + 2)
    let close = "\n" + String(repeating: " ", count: indent)
    if flat.unicodeScalars.count + indent <= width { return flat }
    switch self {
    case .object(let members) where !members.isEmpty:
      let lines = members.map { pad + Sanitize.jsonString($0.key) + ": " + $0.value.rendered(indent: indent + 2, width: width) }
      return "{\n" + lines.joined(separator: ",\n") + close + "}"
    case .array(let items) where !items.isEmpty:
      let strings = items.compactMap { item -> String? in
        if case .string(let s) = item { return Sanitize.jsonString(s) }
        return nil
      }
      guard strings.count == items.count else {
        let lines = items.map { pad + $0.rendered(indent: indent + 2, width: width) }
        return "[\n" + lines.joined(separator: ",\n") + close + "]"
      }
      // A list of names: as many a line as fit.
      var lines: [[String]] = [[]]
      var used = 0
      for piece in strings {
        let length = piece.unicodeScalars.count
        if !lines[lines.count - 1].isEmpty, pad.count + used + length + 2 > width {
          lines.append([])
          used = 0
        }
        lines[lines.count - 1].append(piece)
        used += length + 2
      }
      return "[\n" + lines.map { pad + $0.joined(separator: ", ") }.joined(separator: ",\n") + close + "]"
    default:
      return flat
    }
  }

  /// The value on one line, with a space after each comma and colon.
  var compact: String {
    var out = ""
    writeCompact(into: &out)
    return out
  }

  private func writeCompact(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .integer(let i): out += String(i)
    case .number(let x): out += SchemaNode.numberText(x)
    case .string(let s): out += Sanitize.jsonString(s)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        item.writeCompact(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, m) in members.enumerated() {
        if i > 0 { out += ", " }
        out += Sanitize.jsonString(m.key)
        out += ": "
        m.value.writeCompact(into: &out)
      }
      out += "}"
    }
  }

  /// A number as JSON: whole numbers without a fraction, others in Swift's shortest form
  /// that reads back the same (`0.1`, `1e-09`).
  static func numberText(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    if x == x.rounded(), abs(x) < 9_007_199_254_740_992 { return String(Int64(x)) }
    return String(x)
  }
}
