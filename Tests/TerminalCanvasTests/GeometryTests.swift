import Testing

@testable import TerminalCanvas

@Suite struct GeometryTests {
  @Test func sizesAndRectsClampNegativeDimensions() {
    #expect(Size(width: -3, height: 2) == Size(width: 0, height: 2))
    #expect(Rect(x: 1, y: 1, width: -5, height: -1).isEmpty)
    #expect(Size(width: 80, height: 24).description == "80x24")
    #expect(Rect(x: 2, y: 1, width: 10, height: 3).description == "[2,1 10x3]")
  }

  @Test func containsUsesExclusiveMaxEdges() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 2)
    #expect(rect.contains(Point(x: 2, y: 3)))
    #expect(rect.contains(Point(x: 5, y: 4)))
    #expect(!rect.contains(Point(x: 6, y: 4)))
    #expect(!rect.contains(Point(x: 5, y: 5)))
    #expect(!rect.contains(Point(x: 1, y: 3)))
    #expect(rect.contains(Rect(x: 3, y: 3, width: 3, height: 2)))
    #expect(!rect.contains(Rect(x: 3, y: 3, width: 4, height: 2)))
  }

  @Test func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    let b = Rect(x: 6, y: 3, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 6, y: 3, width: 4, height: 2))
    #expect(a.intersects(b))
    let apart = Rect(x: 20, y: 20, width: 2, height: 2)
    #expect(a.intersection(apart).isEmpty)
    #expect(!a.intersects(apart))
  }

  @Test func insetNeverGoesNegative() {
    let rect = Rect(x: 1, y: 1, width: 10, height: 4)
    #expect(rect.inset(by: 1) == Rect(x: 2, y: 2, width: 8, height: 2))
    #expect(rect.inset(by: 3).size == Size(width: 4, height: 0))
    #expect(rect.inset(by: 20).size == Size(width: 0, height: 0))
    #expect(rect.inset(top: 1, left: 2) == Rect(x: 3, y: 2, width: 8, height: 3))
  }

  @Test func dividedCutsSlicesThatAddUp() {
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)
    let (status, body) = screen.divided(atDistance: 1, from: .bottom)
    #expect(status == Rect(x: 0, y: 23, width: 80, height: 1))
    #expect(body == Rect(x: 0, y: 0, width: 80, height: 23))
    let (left, rest) = screen.divided(atDistance: 100, from: .left)
    #expect(left == screen)
    #expect(rest.isEmpty)
    let (right, remainder) = screen.divided(atDistance: 30, from: .right)
    #expect(right == Rect(x: 50, y: 0, width: 30, height: 24))
    #expect(remainder.width == 50)
    let (top, below) = screen.divided(atDistance: 2, from: .top)
    #expect(top.height == 2 && below.y == 2 && below.height == 22)
  }

  @Test func centered() {
    let screen = Rect(x: 0, y: 0, width: 81, height: 24)
    #expect(
      screen.centered(Size(width: 40, height: 10)) == Rect(x: 20, y: 7, width: 40, height: 10))
    #expect(screen.centered(Size(width: 100, height: 100)) == screen)
  }
}
