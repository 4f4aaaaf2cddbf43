/// Element index by scene id, without a second copy of the ids.
///
/// An open-addressed table of element indexes (linear probing, at most half full): a slot
/// holds an element's index plus one (0 is empty), and a lookup compares the key with that
/// element's own `id`, so the table is 4 bytes a slot where a `[String: ElementIndex]` is 24
/// (its key, a copy of the id, and its value) in at least as many buckets. At 100k elements
/// with 50,000 ids that is 0.5 MB instead of 3.1 MB (Docs/Performance.md, "Memory per
/// element, the id table and the memo").
///
/// The ids of the elements do not change after decoding (no edit renames an element), so the
/// table is built once, by `Scene.init`, and read through `Scene.ids` (`Lookup`), which pairs
/// it with the element table.
public struct ElementIDs: Sendable {
  /// Index + 1 of the element whose id hashes here (or probed on from here); 0: empty.
  private var slots: [Int32]
  /// How many ids the table holds.
  public private(set) var count: Int

  /// The table of `ids` (each the `id` of the element it maps to) over `elements`.
  init(_ ids: [String: ElementIndex], elements: [Element]) {
    count = 0
    var size = 8
    while size < ids.count * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    for (id, index) in ids where index >= 0 && index < elements.count && index < Int(Int32.max) {
      insert(id, index, elements)
    }
  }

  private mutating func insert(_ id: String, _ index: ElementIndex, _ elements: [Element]) {
    let mask = slots.count - 1
    var s = id.hashValue & mask
    while slots[s] != 0 {
      if elements[Int(slots[s]) - 1].id == id { return }  // the first element keeps a repeated id
      s = (s + 1) & mask
    }
    slots[s] = Int32(index + 1)
    count += 1
  }

  /// The element whose `id` is `id`, if any.
  func index(of id: String, in elements: [Element]) -> ElementIndex? {
    let mask = slots.count - 1
    var s = id.hashValue & mask
    while true {
      let v = slots[s]
      if v == 0 { return nil }
      let e = Int(v) - 1
      if elements[e].id == id { return e }
      s = (s + 1) & mask
    }
  }

  /// The ids in the table, in no particular order.
  func keys(in elements: [Element]) -> [String] {
    slots.compactMap { $0 == 0 ? nil : elements[Int($0) - 1].id }
  }

  /// The table read with its scene's elements: `scene.ids["send"]`, `scene.ids.keys`.
  public struct Lookup {
    let table: ElementIDs
    let elements: [Element]

    public subscript(id: String) -> ElementIndex? { table.index(of: id, in: elements) }
    /// The ids, in no particular order (as a dictionary's keys).
    public var keys: [String] { table.keys(in: elements) }
    public var count: Int { table.count }
    public var isEmpty: Bool { table.count == 0 }
  }
}
