import TerminalCanvas
import Testing

@testable import InspectorUI

/// Where the marks beside an element (`⚠`, `¶`, `!` `*` `~`) go (`WireframePane.markSpot`):
/// one row drawn by hand per case, the element's frame given in cells, and the row as it reads
/// after the mark is put where the rule says.
@Suite struct MarkSpotTests {
  /// Draws `parts` (text and role) from column 0 on a one- or two-row grid, puts `mark` for
  /// the element at `frame` with the device's edge at `limit`, and returns the rows.
  static func marked(
    _ parts: [(String, StyleRole)], below: String = "", frame: Rect, limit: Int, mark: String = "⚠"
  ) -> [String]? {
    let width = parts.map { TextWidth.width(of: $0.0) }.reduce(0, +)
    var grid = Grid(size: Size(width: width, height: 2))
    var x = 0
    for (text, role) in parts { x += grid.put(text, at: Point(x: x, y: 0), role: role) }
    grid.put(below, at: Point(x: 0, y: 1), role: .wireframeText)
    guard let point = WireframePane.markSpot(frame, width: TextWidth.width(of: mark), limit: limit, in: grid) else {
      return nil
    }
    grid.put(mark, at: point, role: .wireframeWarning)
    return (0..<2).map { y in grid.row(y).filter { !$0.isContinuation }.map(\.text).joined() }
  }

  @Test func aMarkGoesPastTheFrameWhenThatCellIsFree() {
    let rows = Self.marked([("[Send]", .wireframe), ("   ", .normal)], frame: Rect(x: 0, y: 0, width: 6, height: 1), limit: 9)
    #expect(rows?[0] == "[Send]⚠  ")
  }

  @Test func aSecondMarkGoesAfterTheFirst() {
    let rows = Self.marked(
      [("[Play]", .wireframe), ("~", .layoutProblem), ("  ", .normal)], frame: Rect(x: 0, y: 0, width: 6, height: 1), limit: 9)
    #expect(rows?[0] == "[Play]~⚠ ")
  }

  @Test func atTheDevicesEdgeAMarkGoesInsideBeforeTheClosingBracket() {
    let rows = Self.marked(
      [("[Promo video    ]", .wireframe), ("~", .layoutProblem)], frame: Rect(x: 0, y: 0, width: 17, height: 1), limit: 18)
    #expect(rows?[0] == "[Promo video   ⚠]~")
  }

  @Test func aMarkNeverCoversANeighboursBracket() {
    // `[Confirm▸]![Help]`: the cell past the `!` is the next button's `[`.
    let rows = Self.marked(
      [("[Confirm", .wireframe), ("▸", .wireframeNoRoom), ("]", .wireframe), ("!", .layoutProblem), ("[Help]", .wireframe)],
      frame: Rect(x: 0, y: 0, width: 10, height: 1), limit: 17)
    // Its own `]` is the only cell left: the mark takes that, never `▸`, `!` or `[`.
    #expect(rows?[0] == "[Confirm▸⚠![Help]")
  }

  @Test func aTallElementTakesTheEndOfItsNextRow() {
    let rows = Self.marked(
      [("[Confirm", .wireframe), ("▸", .wireframeNoRoom), ("]", .wireframe), ("!", .layoutProblem)], below: "          ",
      frame: Rect(x: 0, y: 0, width: 10, height: 2), limit: 11)
    #expect(rows == ["[Confirm▸]!", "         ⚠ "])
  }

  @Test func theNextRowIsNotTakenWhenANeighbourIsDrawnThere() {
    // A text whose frame spans two rows, the second holding a button.
    let rows = Self.marked(
      [("Sign in again.", .wireframeText)], below: "[ Sign in ]   ",
      frame: Rect(x: 0, y: 0, width: 14, height: 2), limit: 14)
    #expect(rows?[1] == "[ Sign in ]   ")
  }

  @Test func noCellIsLeftWhenOnlyMarksAndTheRoomMarkRemain() {
    let rows = Self.marked(
      [("Fees may apply", .wireframeText), ("▸", .wireframeNoRoom), ("!", .layoutProblem)],
      frame: Rect(x: 0, y: 0, width: 15, height: 1), limit: 16)
    #expect(rows == nil)
  }
}
