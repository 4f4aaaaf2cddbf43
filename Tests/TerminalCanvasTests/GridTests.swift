import Testing

@testable import TerminalCanvas

extension StyleRole {
  static let title: StyleRole = "title"
  static let border: StyleRole = "border"
  static let highlight: StyleRole = "highlight"
}

/// Checks the wide-character invariant: every "" cell follows a wide character.
func expectWellFormed(_ grid: Grid, sourceLocation: SourceLocation = #_sourceLocation) {
  for y in 0..<grid.height {
    var x = 0
    while x < grid.width {
      let cell = grid[x, y]
      #expect(
        !cell.isContinuation, "orphan continuation at \(x),\(y)", sourceLocation: sourceLocation)
      let w = TextWidth.width(of: cell.text)
      #expect(
        w == 1 || w == 2, "cell \(x),\(y) '\(cell.text)' has width \(w)",
        sourceLocation: sourceLocation)
      if w == 2 {
        #expect(
          grid[x + 1, y].isContinuation, "wide char without continuation at \(x),\(y)",
          sourceLocation: sourceLocation)
        #expect(x + 1 < grid.width, sourceLocation: sourceLocation)
      }
      x += max(1, w)
    }
    #expect(TextWidth.width(of: grid.line(y)) == grid.width, sourceLocation: sourceLocation)
  }
}

@Suite struct GridTests {
  @Test func newGridIsBlank() {
    let grid = Grid(width: 4, height: 2)
    #expect(grid.lines() == ["    ", "    "])
    #expect(grid[0, 0] == .blank)
    #expect(grid.cells.count == 8)
  }

  @Test func putWritesAndReturnsAdvance() {
    var grid = Grid(width: 10, height: 2)
    let advanced = grid.put("hello", at: Point(x: 1, y: 0), role: .title)
    #expect(advanced == 5)
    #expect(grid.lines() == [" hello    ", "          "])
    #expect(grid[role: 1, 0] == .title)
    #expect(grid[role: 0, 0] == .normal)
    #expect(grid[role: 6, 0] == .normal)
  }

  @Test func putClipsAtRightEdgeAndMaxWidth() {
    var grid = Grid(width: 6, height: 1)
    #expect(grid.put("abcdefgh", at: Point(x: 2, y: 0)) == 4)
    #expect(grid.lines() == ["  abcd"])
    var limited = Grid(width: 10, height: 1)
    #expect(limited.put("abcdefgh", at: Point(x: 1, y: 0), maxWidth: 3) == 3)
    #expect(limited.lines() == [" abc      "])
    #expect(limited.put("zz", at: Point(x: 0, y: 0), maxWidth: 0) == 0)
    #expect(limited.put("zz", at: Point(x: 20, y: 0)) == 0)
  }

  @Test func putOutsideRowsAndLeftOfGrid() {
    var grid = Grid(width: 5, height: 1)
    #expect(grid.put("abc", at: Point(x: 0, y: 1)) == 0)
    #expect(grid.put("abc", at: Point(x: 0, y: -1)) == 0)
    #expect(grid.put("abcdef", at: Point(x: -2, y: 0)) == 6)  // 2 off-screen + 4 drawn.
    #expect(grid.line(0) == "cdef ")
  }

  @Test func wideCharacters() {
    var grid = Grid(width: 6, height: 1)
    #expect(grid.put("日本", at: Point(x: 1, y: 0)) == 4)
    #expect(grid.line(0) == " 日本 ")
    #expect(grid[1, 0].text == "日")
    #expect(grid[2, 0].isContinuation)
    #expect(grid[3, 0].text == "本")
    expectWellFormed(grid)
  }

  @Test func wideCharacterAtRightEdgeBecomesSpace() {
    var grid = Grid(width: 5, height: 1)
    grid.put("-----", at: .zero)
    #expect(grid.put("ab日", at: Point(x: 2, y: 0)) == 3)
    #expect(grid.line(0) == "--ab ")
    expectWellFormed(grid)
    var limited = Grid(width: 8, height: 1)
    #expect(limited.put("a日本", at: .zero, maxWidth: 4) == 4)
    #expect(limited.line(0) == "a日     ")
    expectWellFormed(limited)
  }

  @Test func wideCharacterAtLeftEdgeBecomesSpace() {
    var grid = Grid(width: 4, height: 1)
    grid.put("日本x", at: Point(x: -1, y: 0), role: .title)
    #expect(grid.line(0) == " 本x")
    #expect(grid[role: 0, 0] == .title)
    expectWellFormed(grid)
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var grid = Grid(width: 6, height: 1)
    grid.put("日本語", at: .zero)
    grid.put("x", at: Point(x: 1, y: 0))  // Right half of 日.
    #expect(grid.line(0) == " x本語")
    grid.put("y", at: Point(x: 2, y: 0))  // Left half of 本.
    #expect(grid.line(0) == " xy 語")
    grid.put("字", at: Point(x: 3, y: 0))  // Straddles 本's leftover blank and 語.
    #expect(grid.line(0) == " xy字 ")
    expectWellFormed(grid)
  }

  @Test func putSanitizes() {
    var grid = Grid(width: 12, height: 1)
    grid.put("\u{1B}[31mred", at: .zero)
    #expect(grid.line(0) == "␛[31mred    ")
    grid.put("a\u{301}\u{200B}b", at: Point(x: 0, y: 0))  // Zero-width clusters are dropped.
    #expect(grid[0, 0].text == "a\u{301}")
    #expect(grid[1, 0].text == "b")
  }

  @Test func subscriptReadsAndWritesSafely() {
    var grid = Grid(width: 3, height: 2)
    #expect(grid[-1, 0] == .blank)
    #expect(grid[3, 0] == .blank)
    #expect(grid[0, 5] == .blank)
    grid[5, 5] = Cell("x")  // Ignored.
    grid[1, 1] = Cell("q", role: .title)
    #expect(grid[1, 1] == Cell("q", role: .title))
    grid[Point(x: 0, y: 0)] = Cell("日")
    #expect(grid.line(0) == "日 ")
    grid[2, 0] = Cell("日")  // Does not fit in the last column.
    #expect(grid[2, 0].text == " ")
    grid[1, 0] = Cell("")  // A continuation cannot be written directly.
    #expect(grid.line(0) == "   ")
    grid[0, 1] = Cell("\u{7}")
    #expect(grid[0, 1].text == "␇")
    expectWellFormed(grid)
  }

  @Test func fillAndSetRole() {
    var grid = Grid(lines: ["abcdef", "ghijkl", "mnopqr"])
    grid.fill(Rect(x: 1, y: 1, width: 3, height: 5), role: .highlight)
    #expect(grid.lines() == ["abcdef", "g   kl", "m   qr"])
    #expect(grid[role: 2, 2] == .highlight)
    #expect(grid[role: 4, 2] == .normal)
    grid.setRole(Rect(x: 0, y: 0, width: 2, height: 1), role: .title)
    #expect(grid.lines()[0] == "abcdef")
    #expect(grid[role: 1, 0] == .title)
    grid.clear()
    #expect(grid.lines() == ["      ", "      ", "      "])
    #expect(grid[role: 2, 2] == .normal)
  }

  @Test func fillCutsWideCharactersAtItsEdges() {
    var grid = Grid(lines: ["日本語"])
    grid.fill(Rect(x: 1, y: 0, width: 4, height: 1))
    #expect(grid.line(0) == "      ")
    var other = Grid(lines: ["日本語"])
    other.fill(Rect(x: 2, y: 0, width: 1, height: 1))
    #expect(other.line(0) == "日  語")
    expectWellFormed(grid)
    expectWellFormed(other)
  }

  @Test func boxWithTitle() {
    var grid = Grid(width: 14, height: 4)
    grid.drawBox(Rect(x: 0, y: 0, width: 14, height: 4), role: .border, title: "Rotor")
    #expect(
      grid.lines() == [
        "┌ Rotor ─────┐",
        "│            │",
        "│            │",
        "└────────────┘",
      ])
    #expect(grid[role: 0, 0] == .border)
    #expect(grid[role: 3, 0] == .border)
    #expect(grid[role: 5, 1] == .normal)
  }

  @Test func boxTitleIsTruncatedAndCanHaveItsOwnRole() {
    var grid = Grid(width: 12, height: 3)
    grid.drawBox(grid.bounds, style: .heavy, title: "Announcements", titleRole: .title)
    #expect(
      grid.lines() == [
        "┏ Announc… ┓",
        "┃          ┃",
        "┗━━━━━━━━━━┛",
      ])
    #expect(grid[role: 2, 0] == .title)
    #expect(grid[role: 11, 0] == .normal)
  }

  @Test func boxTitleWithWideCharacters() {
    var grid = Grid(width: 10, height: 2)
    grid.drawBox(grid.bounds, style: .rounded, title: "日本語のタイトル")
    #expect(grid.lines() == ["╭ 日本… ─╮", "╰────────╯"])
    expectWellFormed(grid)
  }

  @Test(arguments: BoxStyle.allCases)
  func boxStylesUseOneColumnCharacters(_ style: BoxStyle) {
    var grid = Grid(width: 4, height: 3)
    grid.drawBox(grid.bounds, style: style)
    expectWellFormed(grid)
    let c = style.characters
    #expect(grid[0, 0].text == String(c.topLeft))
    #expect(grid[3, 2].text == String(c.bottomRight))
    #expect(grid[1, 0].text == String(c.horizontal))
    #expect(grid[0, 1].text == String(c.vertical))
  }

  @Test func boxClipsAndTinyBoxesDrawNothing() {
    var grid = Grid(width: 5, height: 3)
    grid.drawBox(Rect(x: 2, y: 1, width: 10, height: 10), style: .double)
    #expect(grid.lines() == ["     ", "  ╔══", "  ║  "])
    var tiny = Grid(width: 3, height: 3)
    tiny.drawBox(Rect(x: 0, y: 0, width: 1, height: 3))
    #expect(tiny.lines() == ["   ", "   ", "   "])
  }

  @Test func lines() {
    var grid = Grid(lines: ["日本", "ab"], width: 5)
    grid.drawHorizontalLine(at: Point(x: 0, y: 1), length: 2)
    #expect(grid.lines() == ["日本 ", "──   "])
    grid.drawVerticalLine(at: Point(x: 4, y: 0), length: 5, style: .heavy)
    #expect(grid.lines() == ["日本┃", "──  ┃"])
  }

  @Test func initFromLinesPadsAndClips() {
    let grid = Grid(lines: ["abc", "a", ""])
    #expect(grid.size == Size(width: 3, height: 3))
    #expect(grid.lines() == ["abc", "a  ", "   "])
    let clipped = Grid(lines: ["abcdef"], width: 3)
    #expect(clipped.lines() == ["abc"])
    #expect(Grid(lines: grid.lines()) == grid)
  }
}

@Suite struct TrueColorTests {
  @Test func approximatesTo256AndANSI() {
    #expect(TrueColor(red: 255, green: 0, blue: 0).xterm256 == 196)
    #expect(TrueColor(red: 0, green: 0, blue: 0).xterm256 == 16)
    #expect(TrueColor(red: 128, green: 128, blue: 128).xterm256 == 244)
    #expect(TrueColor(red: 0x99, green: 0x99, blue: 0x99).xterm256 == 247)
    #expect(TrueColor(red: 255, green: 59, blue: 48).nearestANSI() == .brightRed)
    #expect(TrueColor(red: 52, green: 199, blue: 89).nearestANSI(brights: false) == .green)
    #expect(TrueColor(hex: "1E90FF")?.hex == "1E90FF")
    #expect(TrueColor(hex: "12345") == nil)
  }

  @Test func roleModifiersApplyOnTheBaseRoleAndMonochromeDropsDeclaredColours() {
    var theme = Theme()
    theme[.normal] = .plain
    theme["text"] = TextAttributes(foreground: .white)
    let role = StyleRole("text").adding(bold: true, underline: true, foreground: TrueColor(red: 0x99, green: 0x99, blue: 0x99), background: TrueColor(red: 255, green: 255, blue: 255))
    #expect(role.rawValue == "text+bold+underline+fg#999999+bg#FFFFFF")
    #expect(role.base == "text")
    let a = theme.attributes(for: role)
    #expect(a.bold && a.underline)
    #expect(a.foreground == .white)
    #expect(a.trueForeground == TrueColor(red: 0x99, green: 0x99, blue: 0x99))
    #expect(a.trueBackground == TrueColor(red: 255, green: 255, blue: 255))
    let mono = theme.monochrome.attributes(for: role)
    #expect(mono.bold && mono.trueForeground == nil && mono.foreground == nil)
  }
}
