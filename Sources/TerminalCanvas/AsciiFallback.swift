/// Frames for terminals without UTF-8 (`LANG=C`, a Linux console): every cell in printable
/// ASCII, with a distinct form for every glyph the app draws (`AsciiGlyphs`).
///
/// A glyph's form is one character (`┃` `#`, `↑` `^`) or a short word (`⏎` `Enter`, `…`
/// `...`, `←` `<-`). A longer form takes cells from its own stretch of the row (up to the
/// next line-drawing cell, so borders and rings never move): first the blanks at the end
/// of the stretch, then the extra blanks of wider gaps, then the end of the stretch; `…`
/// takes the characters before it instead (`Contra…` is `Cont...`). Letters with accents
/// lose them (`é` `e`); anything else is `?`; a wide character becomes `?` and a blank.
/// Cost: one look-up per non-ASCII cell, and one pass over a row that has a longer form.
public enum AsciiFallback {
  /// Whether a locale from the environment has UTF-8 text, as POSIX picks it: `LC_ALL`,
  /// then `LC_CTYPE`, then `LANG`; none set means the "C" locale, which has not.
  public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let lower = value.lowercased()
      return lower.contains("utf-8") || lower.contains("utf8")
    }
    return false
  }

  /// Every glyph's form, from `AsciiGlyphs`.
  public static let table: [Character: String] = {
    var t: [Character: String] = [:]
    for family in AsciiGlyphs.families {
      for (glyph, form) in family.forms { t[glyph] = form }
    }
    return t
  }()

  /// The cells that end a stretch: line drawing, whose columns must not move.
  static let barriers: Set<Character> = {
    var s = Set<Character>()
    for family in AsciiGlyphs.families where family.kind == .lines {
      for (glyph, _) in family.forms { s.insert(glyph) }
    }
    return s
  }()

  /// One cell's text in ASCII: its form (first character only for a longer form), or the
  /// text itself when it is ASCII already.
  public static func ascii(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    guard let first = text.first else { return text }
    if let form = table[first] { return form }
    if let base = latinBase(first) { return String(base) }
    return "?"
  }

  /// The ASCII letter under a Latin letter with diacritics (é, Ñ, ç), or nil.
  public static func latinBase(_ c: Character) -> Character? {
    guard let scalar = c.unicodeScalars.first else { return nil }
    let v = scalar.value
    // Latin-1 Supplement letters, by hand (no Foundation in this module).
    let latin1: [UInt32: Character] = [
      0xC0: "A", 0xC1: "A", 0xC2: "A", 0xC3: "A", 0xC4: "A", 0xC5: "A", 0xC7: "C", 0xC8: "E",
      0xC9: "E", 0xCA: "E", 0xCB: "E", 0xCC: "I", 0xCD: "I", 0xCE: "I", 0xCF: "I", 0xD1: "N",
      0xD2: "O", 0xD3: "O", 0xD4: "O", 0xD5: "O", 0xD6: "O", 0xD8: "O", 0xD9: "U", 0xDA: "U",
      0xDB: "U", 0xDC: "U", 0xDD: "Y", 0xE0: "a", 0xE1: "a", 0xE2: "a", 0xE3: "a", 0xE4: "a",
      0xE5: "a", 0xE7: "c", 0xE8: "e", 0xE9: "e", 0xEA: "e", 0xEB: "e", 0xEC: "i", 0xED: "i",
      0xEE: "i", 0xEF: "i", 0xF1: "n", 0xF2: "o", 0xF3: "o", 0xF4: "o", 0xF5: "o", 0xF6: "o",
      0xF8: "o", 0xF9: "u", 0xFA: "u", 0xFB: "u", 0xFC: "u", 0xFD: "y", 0xFF: "y",
    ]
    if let base = latin1[v] { return base }
    // A plain letter followed by combining marks.
    if v < 0x7F, c.unicodeScalars.count > 1 { return Character(scalar) }
    return nil
  }

  /// `grid` with every cell in ASCII; wide characters become `?` and a blank.
  public static func convert(_ grid: Grid) -> Grid {
    var out = grid
    for y in 0..<grid.height {
      let row = grid.row(y)
      var longer = false
      for (x, cell) in row.enumerated() {
        if cell.isContinuation {
          out.storage[y * grid.width + x] = Cell(" ", role: cell.role)
        } else if !cell.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
          let form = ascii(cell.text)
          if form.count > 1 { longer = true }
          out.storage[y * grid.width + x] = Cell(String(form.first ?? "?"), role: cell.role)
        }
      }
      if longer { expandRow(y, original: Array(row), into: &out) }
    }
    return out
  }

  /// Lays out a row whose glyphs include longer forms, stretch by stretch.
  static func expandRow(_ y: Int, original row: [Cell], into out: inout Grid) {
    var start = 0
    while start < row.count {
      var end = start
      while end < row.count, !isBarrier(row[end]) { end += 1 }
      if end > start { expand(row, start..<end, y: y, into: &out) }
      start = end + 1
    }
  }

  static func isBarrier(_ cell: Cell) -> Bool {
    guard let c = cell.text.first, cell.text.count == 1 else { return false }
    return barriers.contains(c)
  }

  /// One stretch: the forms written out, the stretch's own cells giving the room.
  static func expand(_ row: [Cell], _ range: Range<Int>, y: Int, into out: inout Grid) {
    var cells: [Cell] = []
    var grew = false
    for x in range {
      let cell = row[x]
      if cell.isContinuation {
        cells.append(Cell(" ", role: cell.role))
        continue
      }
      let form = cell.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) ? cell.text : ascii(cell.text)
      if form.count > 1, cell.text == "…" || cell.text == "⋯" {
        // A truncation mark replaces the characters before it, as far as they are text.
        // A truncation mark takes the room of the letters before it (`Contra…` is
        // `Cont...`); after a blank it takes room like any other form.
        var eat = form.count - 1
        while eat > 0, let last = cells.last, last.text != " ", !isBarrier(last) {
          cells.removeLast()
          eat -= 1
        }
        cells += form.map { Cell(String($0), role: cell.role) }
        grew = grew || eat > 0
        continue
      }
      cells += form.map { Cell(String($0), role: cell.role) }
      grew = grew || form.count > 1
    }
    var extra = cells.count - range.count
    // Blanks at the end of the stretch first, then one of each gap of two or more blanks
    // (from the right), then whatever is last.
    while extra > 0, cells.count > 1, cells.last?.text == " " {
      cells.removeLast()
      extra -= 1
    }
    var i = cells.count - 1
    while extra > 0, i > 0 {
      if cells[i].text == " ", cells[i - 1].text == " " {
        cells.remove(at: i)
        extra -= 1
      }
      i -= 1
    }
    if extra > 0 { cells.removeLast(min(extra, cells.count)) }
    while cells.count < range.count { cells.append(Cell(" ", role: row[range.upperBound - 1].role)) }
    for (k, x) in range.enumerated() { out.storage[y * out.width + x] = cells[k] }
    _ = grew
  }
}
