import Testing

@testable import TerminalCanvas

@Suite struct GridDiffTests {
  @Test func noPreviousFrameWritesEverything() {
    let grid = Grid(lines: ["ab", "cd"])
    let runs = GridDiff.changes(from: nil, to: grid)
    #expect(runs.map(\.description) == ["0 0-1 \"ab\"", "1 0-1 \"cd\""])
    #expect(GridDiff.changedCellCount(from: Grid(width: 3, height: 2), to: grid) == 4)
  }

  @Test func identicalFramesWriteNothing() {
    let grid = Grid(lines: ["hello", "world"])
    #expect(GridDiff.changes(from: grid, to: grid).isEmpty)
  }

  @Test func changedCellsBecomeRuns() {
    let old = Grid(lines: ["hello world", "0123456789 "])
    var new = old
    new.put("J", at: Point(x: 0, y: 0))
    new.put("W", at: Point(x: 6, y: 0))
    new.put("xyz", at: Point(x: 3, y: 1))
    let runs = GridDiff.changes(from: old, to: new)
    #expect(runs.map(\.description) == ["0 0-0 \"J\"", "0 6-6 \"W\"", "1 3-5 \"xyz\""])
    #expect(runs[0].cells == [Cell("J")])
  }

  @Test func roleChangesCount() {
    let old = Grid(lines: ["abc"])
    var new = old
    new.setRole(Rect(x: 1, y: 0, width: 1, height: 1), role: .highlight)
    let runs = GridDiff.changes(from: old, to: new)
    #expect(runs == [GridDiff.Run(y: 0, x: 1, cells: [Cell("b", role: .highlight)])])
  }

  @Test func runsKeepWideCharactersWhole() {
    let old = Grid(lines: ["日本語"])
    var new = old
    new.setRole(Rect(x: 3, y: 0, width: 1, height: 1), role: .highlight)  // Right half of 本.
    #expect(GridDiff.changes(from: old, to: new).map(\.description) == ["0 2-3 \"本\""])
    var other = old
    other.setRole(Rect(x: 2, y: 0, width: 1, height: 1), role: .highlight)  // Left half.
    #expect(GridDiff.changes(from: old, to: other).map(\.description) == ["0 2-3 \"本\""])
  }

  @Test func widenedRunsMerge() {
    let old = Grid(lines: ["日本語"])
    var new = old
    new.setRole(Rect(x: 1, y: 0, width: 1, height: 1), role: .highlight)
    new.setRole(Rect(x: 2, y: 0, width: 1, height: 1), role: .title)
    #expect(GridDiff.changes(from: old, to: new).map(\.description) == ["0 0-3 \"日本\""])
  }

  @Test func resizeRedrawsEverything() {
    let old = Grid(width: 3, height: 1)
    let new = Grid(width: 4, height: 1)
    #expect(GridDiff.changedCellCount(from: old, to: new) == 4)
  }

  @Test func outputIsProportionalToTheChange() {
    let old = Grid(width: 200, height: 60)
    var new = old
    new.drawBox(Rect(x: 10, y: 10, width: 20, height: 3), style: .heavy)
    let count = GridDiff.changedCellCount(from: old, to: new)
    #expect(count == 20 + 20 + 2)
  }
}
