@testable import AssistiveTechnologies
import Testing

/// The order structure's rope against a plain array: random inserts, removals, runs and
/// updates keep the same items, counts and running sums, with nodes shared between copies.
@Suite struct RopeTests {
  struct Sum: RopeSummary {
    var total = 0
    var odd = 0
    init() {}
    mutating func add(_ next: Sum) {
      total += next.total
      odd += next.odd
    }
  }

  struct Number: RopeItem, Equatable {
    var value: Int
    var summary: Sum {
      var s = Sum()
      s.total = value
      s.odd = value % 2
      return s
    }
  }

  @Test func randomChangesMatchAnArray() {
    var state: UInt64 = 12345
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % max(1, n)
    }
    var array = (0..<500).map { Number(value: $0) }
    var rope = Rope(array)
    var copies: [(Rope<Number>, [Number])] = []
    for step in 0..<6_000 {
      switch next(6) {
      case 0, 1:
        let i = next(array.count + 1)
        let item = Number(value: next(1000))
        array.insert(item, at: i)
        rope.insert(item, at: i)
      case 2:
        guard !array.isEmpty else { continue }
        let i = next(array.count)
        #expect(rope.remove(at: i) == array.remove(at: i))
      case 3:
        guard !array.isEmpty else { continue }
        let i = next(array.count)
        let j = min(array.count, i + next(80))
        array.removeSubrange(i..<j)
        rope.removeSubrange(i..<j)
      case 4:
        let i = next(array.count + 1)
        let run = (0..<next(70)).map { _ in Number(value: next(1000)) }
        array.insert(contentsOf: run, at: i)
        rope.insert(contentsOf: run, at: i)
      default:
        guard !array.isEmpty else { continue }
        let i = next(array.count)
        let v = next(1000)
        array[i].value = v
        rope.update(at: i) { $0.value = v }
      }
      if step % 500 == 0 { copies.append((rope, array)) }
      if step % 97 == 0 {
        #expect(rope.items == array)
        #expect(rope.count == array.count)
        #expect(rope.summary.total == array.reduce(0) { $0 + $1.value })
        let k = next(array.count + 1)
        #expect(rope.summary(before: k).total == array[..<k].reduce(0) { $0 + $1.value })
        if !array.isEmpty {
          let i = next(array.count)
          #expect(rope[i] == array[i])
          // The first item where the running count of odd values passes a target.
          let target = next(max(1, rope.summary.odd))
          let found = rope.first { before, here in before.odd + here.odd > target }
          let expected = array.indices.first { i in array[...i].filter { $0.value % 2 == 1 }.count > target }
          #expect(found?.index == expected)
        }
      }
    }
    // Copies kept along the way were never changed by later writes.
    for (copy, items) in copies { #expect(copy.items == items) }
    #expect(Array(rope) == array)
  }

  /// The search the order uses to put a new entry in, from a hint: the same index as a
  /// binary search over everything, for every boundary and every hint (out of range too).
  @Test func aSearchFromAHintFindsWhatABinarySearchFinds() {
    for count in [0, 1, 2, 3, 7, 32, 100] {
      for boundary in 0...count {
        for hint in [nil, -3, 0, 1, boundary - 1, boundary, boundary + 1, count / 2, count, count + 5] as [Int?] {
          var looks = 0
          let found = AccessibilityTree.firstIndex(in: count, near: hint) { i in
            #expect(i >= 0 && i < count, "looked at \(i) of \(count)")
            looks += 1
            return i >= boundary
          }
          #expect(found == boundary, "count \(count), boundary \(boundary), hint \(hint.map(String.init) ?? "none")")
          if let h = hint, h == boundary, count > 0 { #expect(looks <= 2, "\(looks) looks from the right hint") }
        }
      }
    }
  }
}
