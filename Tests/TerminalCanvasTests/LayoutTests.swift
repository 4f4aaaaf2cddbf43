import Testing

@testable import TerminalCanvas

@Suite struct LayoutTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var total: Int
    var constraints: [Constraint]
    var expected: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "length, fill", total: 80, constraints: [.length(2), .fill(1)], expected: [2, 78]),
    Case(name: "fill weights", total: 90, constraints: [.fill(1), .fill(2)], expected: [30, 60]),
    Case(
      name: "uneven fill rounds to later", total: 10, constraints: [.fill(1), .fill(1), .fill(1)],
      expected: [3, 3, 4]),
    Case(
      name: "percentage of whole", total: 81, constraints: [.percentage(50), .fill(1)],
      expected: [40, 41]),
    Case(
      name: "min grows without fill", total: 30, constraints: [.length(10), .min(5)],
      expected: [10, 20]),
    Case(
      name: "min stays when fill exists", total: 30, constraints: [.min(5), .fill(1)],
      expected: [5, 25]),
    Case(
      name: "over-constrained: earlier wins", total: 10,
      constraints: [.length(8), .length(8), .fill(1)], expected: [8, 2, 0]),
    Case(
      name: "leftover goes to last", total: 10, constraints: [.length(3), .length(3)],
      expected: [3, 7]),
    Case(name: "zero total", total: 0, constraints: [.length(3), .fill(1)], expected: [0, 0]),
    Case(
      name: "negative values clamp", total: 10,
      constraints: [.length(-4), .percentage(150), .fill(-1)], expected: [0, 10, 0]),
    Case(
      name: "status bar", total: 24, constraints: [.length(1), .fill(1), .length(1)],
      expected: [1, 22, 1]),
    Case(name: "empty", total: 10, constraints: [], expected: []),
  ]

  @Test(arguments: cases)
  func sizes(_ c: Case) {
    let sizes = Layout.sizes(total: c.total, c.constraints)
    #expect(sizes == c.expected)
    #expect(sizes.allSatisfy { $0 >= 0 })
    if !c.constraints.isEmpty { #expect(sizes.reduce(0, +) == c.total) }
  }

  @Test func horizontalSplitTilesTheRect() {
    let rect = Rect(x: 5, y: 2, width: 50, height: 10)
    let parts = Layout.split(rect, direction: .horizontal, [.length(10), .fill(1), .length(15)])
    #expect(
      parts == [
        Rect(x: 5, y: 2, width: 10, height: 10),
        Rect(x: 15, y: 2, width: 25, height: 10),
        Rect(x: 40, y: 2, width: 15, height: 10),
      ])
  }

  @Test func verticalSplitStacks() {
    let parts = Rect(x: 0, y: 0, width: 80, height: 24).split(.vertical, [.fill(1), .length(1)])
    #expect(
      parts == [Rect(x: 0, y: 0, width: 80, height: 23), Rect(x: 0, y: 23, width: 80, height: 1)])
  }

  @Test func everyConstraintMixTilesExactly() {
    let options: [Constraint] = [
      .length(7), .percentage(33), .min(4), .fill(1), .fill(3), .length(0),
    ]
    for total in [0, 1, 5, 17, 80, 200] {
      for a in options {
        for b in options {
          for c in options {
            let sizes = Layout.sizes(total: total, [a, b, c])
            #expect(sizes.reduce(0, +) == total, "\(total) \([a, b, c])")
            #expect(sizes.allSatisfy { $0 >= 0 })
          }
        }
      }
    }
  }
}
