import InspectorCore
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Caption mode is large: the current utterance in block letters, as large as fit, wrapped
/// to the width, plain text when even the small letters do not fit; the presenter layout
/// is larger than the normal one.
@Suite struct CaptionTests {
  static func blocks(_ grid: Grid, in area: Rect) -> Int {
    var n = 0
    for y in area.minY..<area.maxY { for x in area.minX..<area.maxX where "█▀▄".contains(grid[x, y].text) { n += 1 } }
    return n
  }

  @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 200, height: 60)])
  func theUtteranceIsInBlockLetters(size: Size) throws {
    var state = try demoState(size: size, commands: [.next, .next, .next, .next])
    state.caption = true
    let grid = Screen.render(state)
    let area = try #require(ScreenLayout(size: size, caption: true).caption)
    // "Selected: All. Button. 1 of 2." drawn big, and the wireframe beside it is readable
    // where there is room for both.
    #expect(Self.blocks(grid, in: area) > 60, "\(grid.lines().joined(separator: "\n"))")
    if let screen = ScreenLayout(size: size, caption: true).rect(for: .screen) {
      #expect(screen.width >= 36, "the wireframe keeps a readable width")
    }
    // Several rows a line: the tallest letters where the width allows.
    let rows = (area.minY..<area.maxY).filter { y in (area.minX..<area.maxX).contains { "█▀▄".contains(grid[$0, y].text) } }
    #expect(rows.count >= 3)
  }

  @Test func aLargeTerminalGetsTheLargerLetters() throws {
    var state = try demoState(size: Size(width: 200, height: 60), commands: [.next])
    state.caption = true
    let lines = CaptionView.lines(state.log, width: 124, height: 58)
    // "Inbox. Heading." at scale 2: six rows a line, each letter six columns wide.
    let big = lines.filter { Styled.text($0).contains("██") }
    #expect(big.count >= 6, "\(lines.map(Styled.text).joined(separator: "\n"))")
  }

  @Test func tooLongForBlockLettersFallsBackToPlainText() throws {
    var state = try demoState(size: Size(width: 60, height: 14), commands: [.next, .next, .next, .next, .next, .next, .next])
    state.caption = true
    let lines = CaptionView.lines(state.log, width: 60, height: 13).map(Styled.text)
    #expect(!lines.joined().contains("█"), "\(lines.joined(separator: "\n"))")
    #expect(lines.joined(separator: " ").contains("Design review moved"))
  }

  @Test func withoutUTF8TheLettersAreHashes() throws {
    var state = try demoState(size: Size(width: 100, height: 30), commands: [.next])
    state.caption = true
    state.asciiOnly = true
    let lines = CaptionView.lines(state.log, width: 64, height: 28, ascii: true).map(Styled.text)
    #expect(lines.contains { $0.contains("###") }, "\(lines.joined(separator: "\n"))")
    #expect(!lines.joined().contains { "█▀▄".contains($0) })
  }

  @Test func thePresenterLayoutIsLargerThanTheNormalOne() throws {
    var state = try demoState(size: Size(width: 120, height: 36), commands: [.next, .next, .next, .next])
    let normal = try #require(ScreenLayout(size: state.size).rect(for: .screen))
    let presenter = ScreenLayout(size: state.size, presenter: true)
    #expect(try #require(presenter.rect(for: .screen)).width > normal.width)
    state.presenter = true
    let grid = Screen.render(state)
    #expect(Self.blocks(grid, in: try #require(presenter.caption)) > 60, "the current utterance in block letters")
  }
}
