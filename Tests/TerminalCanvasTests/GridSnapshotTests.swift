import Testing

@testable import TerminalCanvas

@Suite struct GridSnapshotTests {
  static func sample() -> Grid {
    var grid = Grid(width: 12, height: 3)
    grid.drawBox(grid.bounds, role: .border, title: "Rotor")
    grid.put("日本 ok", at: Point(x: 1, y: 1), role: .highlight, maxWidth: 10)
    return grid
  }

  @Test func encode() {
    #expect(
      GridSnapshot.encode(Self.sample()) == """
        axsim-grid 12x3
        |┌ Rotor ───┐|
        |│日本 ok   │|
        |└──────────┘|
        roles:
        0 0-11 border
        1 0-0 border
        1 1-7 highlight
        1 11-11 border
        2 0-11 border

        """)
  }

  @Test func roundTrip() throws {
    let grid = Self.sample()
    let decoded = try GridSnapshot.decode(GridSnapshot.encode(grid))
    #expect(decoded == grid)
    #expect(grid.snapshotText == grid.description)
  }

  @Test func roundTripOfBlankAndEmptyGrids() throws {
    for grid in [Grid(width: 3, height: 2), Grid(width: 0, height: 0), Grid(lines: ["  x "])] {
      #expect(try GridSnapshot.decode(grid.snapshotText) == grid)
    }
  }

  @Test func decodeAcceptsMissingFinalNewline() throws {
    let grid = try GridSnapshot.decode("axsim-grid 2x1\n|ab|\nroles:\n0 1-1 title")
    #expect(grid.lines() == ["ab"])
    #expect(grid[role: 1, 0] == .title)
  }

  @Test(arguments: [
    ("", "line 1: empty snapshot; expected 'axsim-grid WxH'"),
    ("grid 2x1\n|ab|\nroles:\n", "line 1: bad header 'grid 2x1'; expected 'axsim-grid WxH'"),
    ("axsim-grid 2x2\n|ab|\n", "line 3: missing row 1; expected 2 rows"),
    ("axsim-grid 2x1\nab\nroles:\n", "line 2: row 0 is not wrapped in '|'"),
    ("axsim-grid 3x1\n|ab|\nroles:\n", "line 2: row 0 is 2 columns wide; expected 3"),
    ("axsim-grid 2x1\n|ab|\n", "line 3: expected 'roles:'"),
    (
      "axsim-grid 2x1\n|ab|\nroles:\n0 1 title\n",
      "line 4: bad role run '0 1 title'; expected 'y x0-x1 role'"
    ),
    (
      "axsim-grid 2x1\n|ab|\nroles:\n0 1-2 title\n",
      "line 4: role run '0 1-2 title' is outside the 2x1 grid"
    ),
  ])
  func decodeErrors(_ text: String, _ expected: String) {
    #expect(throws: GridSnapshotError.self) { try GridSnapshot.decode(text) }
    do {
      _ = try GridSnapshot.decode(text)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test func diffDescriptionMarksDifferingRowsAndRoles() {
    var expected = Grid(lines: ["Sign in   ", "Email     "])
    expected.setRole(Rect(x: 0, y: 0, width: 7, height: 1), role: .highlight)
    let actual = Grid(lines: ["Sign in   ", "Emial     "])
    #expect(
      Grid.diffDescription(expected: expected, actual: actual) == """
        grids differ (- expected, + actual), 10x2:
          0 |Sign in   |
        - 1 |Email     |
        + 1 |Emial     |
        roles:
        - 0 0-6 highlight

        """)
  }

  @Test func diffDescriptionOfDifferentSizesAndEqualGrids() {
    let small = Grid(lines: ["ab"])
    let tall = Grid(lines: ["ab", "cd"])
    #expect(
      Grid.diffDescription(expected: small, actual: tall) == """
        grids differ (- expected, + actual), expected 2x1, actual 2x2:
          0 |ab|
        - 1 (no row)
        + 1 |cd|

        """)
    #expect(Grid.diffDescription(expected: small, actual: small) == "grids are equal, 2x1")
  }
}
