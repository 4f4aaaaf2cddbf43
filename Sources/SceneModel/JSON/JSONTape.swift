/// A parsed JSON5 document as one flat table of tokens, made by `JSON5Parser` in one pass over
/// the bytes: no node per value, no string per key or value until a reader asks for one.
///
/// Every value and every object key is a `JSONToken` (16 bytes), in document order; a
/// container's token points at the run of `items` that lists its items' tokens (for an object,
/// its keys' tokens: a key's value is the token after it), so any item is reached in one step
/// and a reader never scans what it skips. Strings stay in the input (`bytes`) unless they
/// have escapes (`text`); each distinct key is one `String` (`keys`), made once.
///
/// `SceneDecoder` reads the tape through `TapeNode`s inside `read` (views over the tape's
/// buffers: reading costs no reference counting and no allocation); `JSON5Parser.parse`
/// builds the `JSONNode` tree from it for readers that keep a document (the review file).
struct JSONTape {
  /// The document's bytes (strings without escapes and number literals are read from here).
  let bytes: [UInt8]
  let tokens: [JSONToken]
  /// Containers' items, one run per container: token indices of an array's values, or of an
  /// object's keys.
  let items: [UInt32]
  /// The contents of strings with escapes, unescaped.
  let text: [UInt8]
  let numbers: [Double]
  /// Each distinct key once, in order of first appearance.
  let keys: [String]
  let keyIsASCII: [Bool]
  /// How many times each key is written.
  let keyCounts: [Int]

  /// How many times `key` is written in the document.
  func count(ofKey key: String) -> Int {
    keys.firstIndex(of: key).map { keyCounts[$0] } ?? 0
  }

  /// About how many elements a scene document holds: its members named after an element
  /// kind (elements written as objects), plus a little for those written as strings or
  /// arrays (`trailing: ["Compose"]`, a root given as a list).
  var elementCountEstimate: Int {
    var n = 0
    for (k, key) in keys.enumerated() where ElementKind.named(key) != nil { n += keyCounts[k] }
    return n + n / 64 + 16
  }

  /// Calls `body` with the document's value; the views made from it are valid only inside.
  func read<R>(_ body: (TapeNode) -> R) -> R {
    bytes.withUnsafeBufferPointer { bytes in
      tokens.withUnsafeBufferPointer { tokens in
        items.withUnsafeBufferPointer { items in
          text.withUnsafeBufferPointer { text in
            numbers.withUnsafeBufferPointer { numbers in
              keys.withUnsafeBufferPointer { keys in
                keyIsASCII.withUnsafeBufferPointer { keyIsASCII in
                  var buffers = TapeBuffers(
                    bytes: bytes, tokens: tokens, items: items, text: text, numbers: numbers, keys: keys, keyIsASCII: keyIsASCII)
                  return withUnsafePointer(to: &buffers) { body(TapeNode(tape: $0, index: 0)) }
                }
              }
            }
          }
        }
      }
    }
  }

  /// The string of a string token.
  func string(_ t: JSONToken) -> String {
    (t.escaped ? text : bytes).withUnsafeBufferPointer { TapeBuffers.string($0, from: Int(t.a), count: Int(t.b)) }
  }

  /// A number token's literal, as written.
  func literal(_ t: JSONToken) -> String {
    bytes.withUnsafeBufferPointer { TapeBuffers.string($0, from: Int(t.offset), count: Int(t.b)) }
  }
}

/// The buffers of a `JSONTape` while it is read (`JSONTape.read`).
struct TapeBuffers {
  let bytes: UnsafeBufferPointer<UInt8>
  let tokens: UnsafeBufferPointer<JSONToken>
  let items: UnsafeBufferPointer<UInt32>
  let text: UnsafeBufferPointer<UInt8>
  let numbers: UnsafeBufferPointer<Double>
  let keys: UnsafeBufferPointer<String>
  let keyIsASCII: UnsafeBufferPointer<Bool>

  func string(_ t: JSONToken) -> String {
    TapeBuffers.string(t.escaped ? text : bytes, from: Int(t.a), count: Int(t.b))
  }

  func literal(_ t: JSONToken) -> String {
    TapeBuffers.string(bytes, from: Int(t.offset), count: Int(t.b))
  }

  @inline(__always)
  static func string(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + count]), as: UTF8.self)
  }
}

/// One value or key of a `JSONTape`.
struct JSONToken {
  enum Kind: UInt8 { case null, `true`, `false`, number, string, array, object, key }

  /// Byte offset of the token's first character (a key's or string's opening quote, a
  /// container's bracket, a number's sign).
  var offset: UInt32
  var kind: Kind
  /// A string's contents are in the tape's `text`, not in `bytes`.
  var escaped = false
  /// string: start of the contents; number: index in `numbers`; container: start of its run
  /// in `items`; key: index in `keys`.
  var a: UInt32 = 0
  /// string: length of the contents in bytes; number: length of the literal; container: its
  /// number of items.
  var b: UInt32 = 0

  init(offset: Int, kind: Kind) {
    self.offset = UInt32(truncatingIfNeeded: offset)
    self.kind = kind
  }
}

/// A value in a `JSONTape`, as the decoder reads it: what it is (`value`) and where
/// (`offset`). Valid only inside the `JSONTape.read` that made it.
struct TapeNode {
  let tape: UnsafePointer<TapeBuffers>
  /// The value's token.
  let index: Int

  var offset: Int { Int(tape.pointee.tokens[index].offset) }

  var value: TapeValue {
    let t = tape.pointee.tokens[index]
    switch t.kind {
    case .null, .key: return .null
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .number: return .number(tape.pointee.numbers[Int(t.a)], literal: tape.pointee.literal(t))
    case .string: return .string(tape.pointee.string(t))
    case .array: return .array(TapeItems(tape: tape, start: Int(t.a), count: Int(t.b)))
    case .object: return .object(TapeMembers(tape: tape, start: Int(t.a), count: Int(t.b)))
    }
  }

  /// What kind of value this is, without making its string or number.
  var kind: JSONToken.Kind { tape.pointee.tokens[index].kind }
}

/// A `TapeNode`'s value; arrays and objects are views of their items.
enum TapeValue {
  case null
  case bool(Bool)
  /// A number; `literal` is the source text, kept for messages ("'1e999' is out of range").
  case number(Double, literal: String)
  case string(String)
  case array(TapeItems)
  case object(TapeMembers)
}

/// An object member: its key, where the key is written, and its value.
struct TapeMember {
  let tape: UnsafePointer<TapeBuffers>
  /// The key's token; the value's is the next one.
  let keyIndex: Int

  var key: String { tape.pointee.keys[keyID] }
  /// The key's number in the document: members with the same key bytes have the same.
  var keyID: Int { Int(tape.pointee.tokens[keyIndex].a) }
  /// Whether two members have the same key (as `String`s compare: canonically equivalent).
  func hasSameKey(as other: TapeMember) -> Bool {
    let (a, b) = (keyID, other.keyID)
    if a == b { return true }
    return !(tape.pointee.keyIsASCII[a] && tape.pointee.keyIsASCII[b]) && key == other.key
  }
  var keyOffset: Int { Int(tape.pointee.tokens[keyIndex].offset) }
  var value: TapeNode { TapeNode(tape: tape, index: keyIndex + 1) }
}

/// An array's values, in order.
struct TapeItems: RandomAccessCollection {
  let tape: UnsafePointer<TapeBuffers>
  /// Where the array's run starts in `tape.items`.
  let start: Int
  let count: Int

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> TapeNode {
    precondition(position >= 0 && position < count, "index out of range")
    return TapeNode(tape: tape, index: Int(tape.pointee.items[start + position]))
  }
}

/// An object's members in source order (duplicates included), or a selection of members
/// (`selecting`, `without`, `+`) from one or more objects.
struct TapeMembers: RandomAccessCollection {
  let tape: UnsafePointer<TapeBuffers>
  /// The object's run in `tape.items`, when not `picked`.
  private let start: Int
  let count: Int
  /// A position of the run left out (`without`), or -1.
  private let skipped: Int
  /// The members' key tokens, when they are a selection the run cannot describe.
  private let picked: [UInt32]?

  init(tape: UnsafePointer<TapeBuffers>, start: Int, count: Int) {
    self.tape = tape
    self.start = start
    self.count = count
    skipped = -1
    picked = nil
  }

  private init(tape: UnsafePointer<TapeBuffers>, picked: [UInt32]) {
    self.tape = tape
    start = 0
    count = picked.count
    skipped = -1
    self.picked = picked
  }

  private init(tape: UnsafePointer<TapeBuffers>, start: Int, count: Int, skipped: Int) {
    self.tape = tape
    self.start = start
    self.count = count
    self.skipped = skipped
    picked = nil
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> TapeMember {
    precondition(position >= 0 && position < count, "index out of range")
    return TapeMember(tape: tape, keyIndex: keyIndex(at: position))
  }

  private func keyIndex(at position: Int) -> Int {
    if let picked { return Int(picked[position]) }
    return Int(tape.pointee.items[start + (skipped >= 0 && position >= skipped ? position + 1 : position)])
  }

  /// The members that `isIncluded` accepts: no copy when they are one run of an object's
  /// members (all of them, or one kind key), a list of them otherwise.
  /// `isIncluded` is called once per member, in order.
  func selecting(_ isIncluded: (TapeMember) -> Bool) -> TapeMembers {
    var first = -1
    var last = -1
    var kept = 0
    // Made only once the kept members stop being one run.
    var list: [UInt32]?
    for i in 0..<count where isIncluded(self[i]) {
      if first < 0 {
        first = i
      } else if list == nil, i != last + 1 {
        list = (first...last).map { UInt32(keyIndex(at: $0)) }
      }
      list?.append(UInt32(keyIndex(at: i)))
      last = i
      kept += 1
    }
    if kept == count { return self }
    if kept == 0 { return TapeMembers(tape: tape, start: 0, count: 0) }
    if let list { return TapeMembers(tape: tape, picked: list) }
    if picked == nil, skipped < 0 { return TapeMembers(tape: tape, start: start + first, count: kept) }
    return TapeMembers(tape: tape, picked: (first...last).map { UInt32(keyIndex(at: $0)) })
  }

  /// These members but `member` (no copy when it is one of an object's run).
  func without(_ member: TapeMember) -> TapeMembers {
    if picked == nil, skipped < 0 {
      for i in 0..<count where keyIndex(at: i) == member.keyIndex {
        return TapeMembers(tape: tape, start: start, count: count - 1, skipped: i)
      }
      return self
    }
    return selecting { $0.keyIndex != member.keyIndex }
  }

  /// These members followed by `other`'s.
  static func + (lhs: TapeMembers, rhs: TapeMembers) -> TapeMembers {
    if rhs.isEmpty { return lhs }
    if lhs.isEmpty { return rhs }
    var keys: [UInt32] = []
    keys.reserveCapacity(lhs.count + rhs.count)
    for i in 0..<lhs.count { keys.append(UInt32(lhs.keyIndex(at: i))) }
    for i in 0..<rhs.count { keys.append(UInt32(rhs.keyIndex(at: i))) }
    return TapeMembers(tape: lhs.tape, picked: keys)
  }
}
