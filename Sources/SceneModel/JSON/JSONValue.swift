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
