/// A parsed JSON5 document node, with the byte offset where it starts.
///
/// Offsets, not line/column pairs, are stored so that parsing stays cheap; `SourceText`
/// turns an offset into a line and column only when a message needs one.
public struct JSONNode: Sendable {
  public var value: JSONValue
  /// Byte offset of the node's first character in the source.
  public var offset: Int

  public init(_ value: JSONValue, offset: Int) {
    self.value = value
    self.offset = offset
  }
}

/// A member of a JSON object, keeping the key's own position for "unknown key" messages.
public struct JSONMember: Sendable {
  public var key: String
  public var keyOffset: Int
  public var value: JSONNode

  public init(key: String, keyOffset: Int, value: JSONNode) {
    self.key = key
    self.keyOffset = keyOffset
    self.value = value
  }
}

/// The value of a JSON5 node. Objects keep their members in source order, duplicates included.
public enum JSONValue: Sendable {
  case null
  case bool(Bool)
  /// A number; `literal` is the source text, kept for messages ("'1e999' is out of range").
  case number(Double, literal: String)
  case string(String)
  case array([JSONNode])
  case object([JSONMember])

  /// The JSON type name used in messages: "object", "array", "string", "number", "boolean", "null".
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }
}

extension JSONTape {
  /// The document as a tree of `JSONNode`s (`JSON5Parser.parse`). Built from the last token
  /// to the first, so every container finds its items built; no recursion, whatever the depth.
  func tree() -> JSONNode {
    var built = [JSONNode?](repeating: nil, count: tokens.count)
    func take(_ i: Int) -> JSONNode {
      defer { built[i] = nil }
      return built[i]!
    }
    for i in tokens.indices.reversed() {
      let t = tokens[i]
      let value: JSONValue
      switch t.kind {
      case .key: continue
      case .null: value = .null
      case .true: value = .bool(true)
      case .false: value = .bool(false)
      case .number: value = .number(numbers[Int(t.a)], literal: literal(t))
      case .string: value = .string(string(t))
      case .array:
        value = .array((0..<Int(t.b)).map { k in take(Int(items[Int(t.a) + k])) })
      case .object:
        value = .object(
          (0..<Int(t.b)).map { k in
            let key = Int(items[Int(t.a) + k])
            return JSONMember(key: keys[Int(tokens[key].a)], keyOffset: Int(tokens[key].offset), value: take(key + 1))
          })
      }
      built[i] = JSONNode(value, offset: Int(t.offset))
    }
    return built[0]!
  }
}
