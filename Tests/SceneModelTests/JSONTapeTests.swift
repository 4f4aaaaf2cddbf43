import Testing

@testable import SceneModel

/// The token table the scene decoder reads (`JSONTape`): its views give what the tree gives,
/// member selections keep their order, and keys are numbered by their bytes.
struct JSONTapeTests {
  /// Renders a view the way `render(tree:)` renders the tree.
  private func render(_ node: TapeNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let x, let literal): return "\(literal)=\(x)@\(node.offset)"
    case .string(let s): return s.debugDescription + "@\(node.offset)"
    case .array(let items): return "[" + items.map(render).joined(separator: ",") + "]@\(node.offset)"
    case .object(let members):
      return "{" + members.map { "\($0.key.debugDescription)@\($0.keyOffset):" + render($0.value) }.joined(separator: ",") + "}@\(node.offset)"
    }
  }

  private func render(tree node: JSONNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let x, let literal): return "\(literal)=\(x)@\(node.offset)"
    case .string(let s): return s.debugDescription + "@\(node.offset)"
    case .array(let items): return "[" + items.map { render(tree: $0) }.joined(separator: ",") + "]@\(node.offset)"
    case .object(let members):
      return "{" + members.map { "\($0.key.debugDescription)@\($0.keyOffset):" + render(tree: $0.value) }.joined(separator: ",") + "}@\(node.offset)"
    }
  }

  static let documents = [
    "null", "true", " false ", "-0", "1e999", "0x1F", "+Infinity", "-NaN", ".5", "'single'",
    #""esc\u0041\n\"q\"\\ \x41 \u{1F600}""#.replacingOccurrences(of: "\\u{1F600}", with: "\\uD83D\\uDE00"),
    "[]", "{}", "[[],[[]],{}]", "[1, 'two', {three: 3,},]",
    #"{ a: 1, "b": [1, 2, { c: "x" }], "a": 2, 'd\u0065': "e\n", $_x9: null, ünïcode: 'ok', // c"# + "\n"
      + #""": "empty key" }"#,
    "/* lead */ { nested: { deeper: { deepest: [0, [1, [2, [3]]]] } } } // tail",
  ]

  @Test("the tape's views give the same values, keys and offsets as the tree", arguments: documents)
  func viewsMatchTheTree(_ text: String) throws {
    let bytes = Array(text.utf8)
    let tape = try JSON5Parser.tape(bytes)
    let viaTape = tape.read { render($0) }
    let viaTree = render(tree: try JSON5Parser.parse(bytes))
    #expect(viaTape == viaTree)
  }

  @Test("members: duplicates kept in order, one number per key, selections in order and without copies of unselected ones")
  func members() throws {
    let tape = try JSON5Parser.tape(Array(#"{ a: 1, b: 2, "a": 3, c: 4, d: 5 }"#.utf8))
    tape.read { root in
      guard case .object(let members) = root.value else {
        Issue.record("not an object")
        return
      }
      #expect(members.map(\.key) == ["a", "b", "a", "c", "d"])
      #expect(members[0].keyID == members[2].keyID)
      #expect(members[0].hasSameKey(as: members[2]))
      #expect(!members[0].hasSameKey(as: members[1]))
      var seen: [String] = []
      let picked = members.selecting { m in
        seen.append(m.key)
        return m.key != "b"
      }
      #expect(seen == ["a", "b", "a", "c", "d"], "the predicate runs once per member, in order")
      #expect(picked.map(\.key) == ["a", "a", "c", "d"])
      #expect(members.selecting { $0.key == "c" }.map(\.key) == ["c"])
      #expect(members.selecting { _ in false }.isEmpty)
      #expect(members.without(members[1]).map(\.key) == ["a", "a", "c", "d"])
      #expect(members.without(members[1]).without(members[3]).map(\.key) == ["a", "a", "d"])
      let joined = members.selecting { $0.key == "d" } + members.selecting { $0.key == "b" }
      #expect(joined.map(\.key) == ["d", "b"])
      #expect(joined.map { m -> Double in
        if case .number(let x, _) = m.value.value { return x }
        return -1
      } == [5, 2])
    }
  }

  @Test("keys that differ only in their Unicode normalisation are the same key, as strings compare")
  func canonicallyEquivalentKeys() throws {
    // "é" precomposed and as "e" + a combining accent: two byte sequences, one String.
    let tape = try JSON5Parser.tape(Array("{ \"\u{E9}\": 1, \"e\u{301}\": 2 }".utf8))
    tape.read { root in
      guard case .object(let members) = root.value else { return }
      #expect(members[0].keyID != members[1].keyID)
      #expect(members[0].hasSameKey(as: members[1]))
    }
  }

  @Test("10,000 distinct keys each get their own number, found again by their bytes")
  func manyKeys() {
    var table = StringTable()
    let keys = (0..<10_000).map { "key\($0)" }
    var ids: [Int] = []
    for k in keys { ids.append(Array(k.utf8).withUnsafeBufferPointer { table.id(of: $0) }) }
    #expect(ids == Array(0..<10_000))
    for (k, id) in zip(keys, ids).reversed() {
      #expect(Array(k.utf8).withUnsafeBufferPointer { table.id(of: $0) } == id)
    }
    #expect(table.keys == keys)
    #expect(table.counts.allSatisfy { $0 == 2 })
    #expect(!table.seeded)
  }

  @Test("keys written to collide switch the table to the seeded hash, and every key keeps its number")
  func collidingKeys() {
    // Keys whose FNV-1a hashes share their low 12 bits land in one slot of any table of up to
    // 4,096 slots: without the switch, each new one would probe past all the others.
    var colliding: [[UInt8]] = []
    var target: Int?
    var n = 0
    while colliding.count < 60 {
      let key = Array("k\(n)".utf8)
      n += 1
      let low = key.withUnsafeBufferPointer { StringTable.fnv($0) } & 0xFFF
      if target == nil { target = low }
      if low == target { colliding.append(key) }
    }
    var table = StringTable()
    let ids = colliding.map { key in key.withUnsafeBufferPointer { table.id(of: $0) } }
    #expect(ids == Array(0..<60))
    #expect(table.seeded)
    #expect(colliding.map { key in key.withUnsafeBufferPointer { table.id(of: $0) } } == ids)
  }
}
