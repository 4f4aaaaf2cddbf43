/// A JSON value whose object members keep the order they were written in: what the scene
/// schema is built from (`SceneSchema`) and printed as (`SchemaNode+Text.swift`).
///
/// The literal conformances let schema fragments read like the JSON they print:
/// `["type": "string", "enum": .strings(names)]`.
public enum SchemaNode: Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([SchemaNode])
  case object([Member])

  /// One member of an object.
  public struct Member: Sendable, Equatable {
    public var key: String
    public var value: SchemaNode

    public init(_ key: String, _ value: SchemaNode) {
      self.key = key
      self.value = value
    }
  }

  /// An array of strings.
  public static func strings(_ values: [String]) -> SchemaNode {
    .array(values.map(SchemaNode.string))
  }

  /// An array of whole numbers.
  public static func integers(_ values: [Int]) -> SchemaNode {
    .array(values.map(SchemaNode.integer))
  }

  /// An object with these members, in this order.
  public static func ordered(_ members: [(String, SchemaNode)]) -> SchemaNode {
    .object(members.map { Member($0.0, $0.1) })
  }

  /// An object with one member.
  public static func one(_ key: String, _ value: SchemaNode) -> SchemaNode {
    .object([Member(key, value)])
  }

  /// The members of an object (none for other values).
  public var members: [Member] {
    if case .object(let m) = self { return m }
    return []
  }

  /// The value of an object's member.
  public subscript(key: String) -> SchemaNode? {
    members.first { $0.key == key }?.value
  }

  /// This object with one more member at the end (other values are returned unchanged).
  func adding(_ key: String, _ value: SchemaNode) -> SchemaNode {
    guard case .object(var m) = self else { return self }
    m.append(Member(key, value))
    return .object(m)
  }

  /// This object with a description put first (other values are returned unchanged).
  func described(_ description: String) -> SchemaNode {
    guard case .object(let m) = self else { return self }
    return .object([Member("description", .string(description))] + m)
  }
}

extension SchemaNode: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(arrayLiteral elements: SchemaNode...) { self = .array(elements) }
  /// Members in the order written (a Swift dictionary would lose it).
  public init(dictionaryLiteral elements: (String, SchemaNode)...) {
    self = .object(elements.map { Member($0.0, $0.1) })
  }
}
