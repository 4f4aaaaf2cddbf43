import Testing

@testable import TerminalCanvas

@Suite struct AsciiFallbackTests {
  @Test func theLocaleIsReadAsPOSIXPicksIt() {
    #expect(AsciiFallback.localeIsUTF8(["LANG": "C.UTF-8"]))
    #expect(AsciiFallback.localeIsUTF8(["LANG": "en_US.utf8"]))
    #expect(!AsciiFallback.localeIsUTF8(["LANG": "C"]))
    #expect(!AsciiFallback.localeIsUTF8([:]))
    // LC_ALL wins over LANG, LC_CTYPE over LANG.
    #expect(!AsciiFallback.localeIsUTF8(["LC_ALL": "C", "LANG": "C.UTF-8"]))
    #expect(AsciiFallback.localeIsUTF8(["LC_CTYPE": "C.UTF-8", "LANG": "C"]))
    #expect(AsciiFallback.localeIsUTF8(["LC_ALL": "", "LANG": "C.UTF-8"]))
  }

  @Test func linesKeepTheirWeightAndWideCharactersTheirColumns() {
    var grid = Grid(size: Size(width: 9, height: 3))
    grid.drawBox(Rect(x: 0, y: 0, width: 5, height: 3), style: .rounded)
    grid.drawBox(Rect(x: 5, y: 0, width: 4, height: 3), style: .heavy)
    grid.put("日é", at: Point(x: 1, y: 1))
    let ascii = AsciiFallback.convert(grid)
    // Rounded corners are `.` and `'`, heavy lines `#=#`: a container is not a control.
    #expect(ascii.lines() == [".---.#==#", "|? e|#  #", "'---'#==#"])
    #expect(AsciiFallback.ascii("→") == "->" && AsciiFallback.ascii("…") == "...")
    #expect(AsciiFallback.ascii("≈") == "~")
    #expect(AsciiFallback.ascii("ñ") == "n" && AsciiFallback.ascii("😀") == "?")
  }

  @Test func aLongerFormTakesRoomFromItsOwnStretchOfTheRow() {
    var grid = Grid(size: Size(width: 24, height: 3))
    // The status row: "⏎" is "Enter", taken from the blanks at the end.
    grid.put(" → next  ⏎ activate", at: Point(x: 0, y: 0))
    // A truncated label inside a box: "…" takes the letters before it; the box stays.
    grid.drawBox(Rect(x: 0, y: 1, width: 10, height: 2), style: .light)
    grid.put("│Contract…│", at: Point(x: 0, y: 1))
    let ascii = AsciiFallback.convert(grid).lines()
    #expect(ascii[0] == " -> next  Enter activate")
    #expect(ascii[1] == "|Contra...|" || ascii[1].hasPrefix("|Contra...|"))
    // With no blanks left, the end of the stretch gives way; never a border.
    var tight = Grid(size: Size(width: 8, height: 1))
    tight.put("│⏎ save│", at: .zero)
    #expect(AsciiFallback.convert(tight).lines() == ["|Enter |"])
  }
}
