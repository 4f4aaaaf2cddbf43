import TerminalCanvas

/// A built-in block-letter font for captions read from the back of a room: each letter is a
/// 3×5 bitmap drawn with half blocks (`▀ ▄ █`), three rows tall and three columns wide at
/// scale 1, six rows and six columns at scale 2; without UTF-8 each pixel is a `#`, a row a
/// pixel. Letters are a column apart, lines a row apart; lower case is drawn as capitals
/// and accents are dropped. Text with a character the font lacks is not drawn (`wrap` is nil)
/// and the caption falls back to plain text.
enum BlockLetters {
  /// Five rows of three pixels each, top row first ("1" is ink).
  static let glyphs: [Character: [String]] = [
    "A": ["010", "101", "111", "101", "101"], "B": ["110", "101", "110", "101", "110"],
    "C": ["011", "100", "100", "100", "011"], "D": ["110", "101", "101", "101", "110"],
    "E": ["111", "100", "110", "100", "111"], "F": ["111", "100", "110", "100", "100"],
    "G": ["011", "100", "101", "101", "011"], "H": ["101", "101", "111", "101", "101"],
    "I": ["111", "010", "010", "010", "111"], "J": ["001", "001", "001", "101", "010"],
    "K": ["101", "101", "110", "101", "101"], "L": ["100", "100", "100", "100", "111"],
    "M": ["101", "111", "111", "101", "101"], "N": ["110", "101", "101", "101", "101"],
    "O": ["010", "101", "101", "101", "010"], "P": ["110", "101", "110", "100", "100"],
    "Q": ["010", "101", "101", "110", "011"], "R": ["110", "101", "110", "101", "101"],
    "S": ["011", "100", "010", "001", "110"], "T": ["111", "010", "010", "010", "010"],
    "U": ["101", "101", "101", "101", "111"], "V": ["101", "101", "101", "101", "010"],
    "W": ["101", "101", "111", "111", "101"], "X": ["101", "101", "010", "101", "101"],
    "Y": ["101", "101", "010", "010", "010"], "Z": ["111", "001", "010", "100", "111"],
    "0": ["111", "101", "101", "101", "111"], "1": ["010", "110", "010", "010", "111"],
    "2": ["110", "001", "010", "100", "111"], "3": ["110", "001", "010", "001", "110"],
    "4": ["101", "101", "111", "001", "001"], "5": ["111", "100", "110", "001", "110"],
    "6": ["011", "100", "110", "101", "010"], "7": ["111", "001", "010", "010", "010"],
    "8": ["010", "101", "010", "101", "010"], "9": ["010", "101", "011", "001", "110"],
    ".": ["000", "000", "000", "000", "010"], ",": ["000", "000", "000", "010", "100"],
    ":": ["000", "010", "000", "010", "000"], ";": ["000", "010", "000", "010", "100"],
    "!": ["010", "010", "010", "000", "010"], "?": ["110", "001", "010", "000", "010"],
    "'": ["010", "010", "000", "000", "000"], "’": ["010", "010", "000", "000", "000"],
    "\"": ["101", "101", "000", "000", "000"], "-": ["000", "000", "111", "000", "000"],
    "–": ["000", "000", "111", "000", "000"], "+": ["000", "010", "111", "010", "000"],
    "%": ["101", "001", "010", "100", "101"], "/": ["001", "001", "010", "100", "100"],
    "&": ["010", "101", "010", "101", "011"], "(": ["010", "100", "100", "100", "010"],
    ")": ["010", "001", "001", "001", "010"], "#": ["101", "111", "101", "111", "101"],
    "@": ["010", "101", "111", "100", "011"], "*": ["000", "101", "010", "101", "000"],
    "[": ["110", "100", "100", "100", "110"], "]": ["011", "001", "001", "001", "011"],
    " ": ["000", "000", "000", "000", "000"],
  ]

  /// A character as the font draws it: upper case, accents dropped; nil when it has none.
  static func glyph(_ c: Character) -> [String]? {
    if let g = glyphs[Character(c.uppercased())] { return g }
    if let base = c.unicodeScalars.first.map(Character.init), base != c, let g = glyphs[Character(base.uppercased())] {
      return g
    }
    if let plain = AsciiFallback.latinBase(c) { return glyphs[Character(plain.uppercased())] }
    return nil
  }

  /// Rows a line of text takes at `scale` (ASCII draws a row per pixel).
  static func lineHeight(scale: Int, ascii: Bool) -> Int { (ascii ? 5 : 3) * scale }

  /// Columns one character takes, with the space after it.
  static func advance(scale: Int) -> Int { 3 * scale + 1 }

  /// The rows of `text` in block letters at `scale`.
  static func render(_ text: String, scale: Int = 1, ascii: Bool = false) -> [String] {
    let pixelRows = 5
    var pixels = Array(repeating: "", count: pixelRows)
    for (n, c) in text.enumerated() {
      let g = glyph(c) ?? glyphs[" "]!
      for r in 0..<pixelRows {
        if n > 0 { pixels[r] += "0" }
        pixels[r] += g[r]
      }
    }
    // Scale across: each pixel `scale` columns (the gap between letters stays one).
    func widen(_ row: String) -> [Bool] {
      var out: [Bool] = []
      var column = 0
      for bit in row {
        let isGap = (column + 1) % 4 == 0
        out += Array(repeating: bit == "1", count: isGap ? 1 : scale)
        column += 1
      }
      return out
    }
    let rows = pixels.map(widen)
    if ascii {
      // A row per pixel row, `scale` times.
      return rows.flatMap { row in Array(repeating: String(row.map { $0 ? "#" : " " }), count: scale) }
    }
    // Half blocks: two pixel rows a terminal row; at scale 2 each pixel row is a whole row.
    var out: [String] = []
    if scale == 1 {
      for r in stride(from: 0, to: pixelRows, by: 2) {
        let top = rows[r]
        let bottom = r + 1 < pixelRows ? rows[r + 1] : Array(repeating: false, count: top.count)
        out.append(String(zip(top, bottom).map { t, b in t ? (b ? "█" : "▀") : (b ? "▄" : " ") }))
      }
    } else {
      // Five pixel rows in six terminal rows: each pixel row one row, the last two halves.
      for r in 0..<pixelRows {
        let line = String(rows[r].map { $0 ? "█" : " " })
        out.append(line)
        if r == 2 { out.append(line) }
      }
    }
    return out
  }

  /// Words packed into lines of at most `width` columns of block letters at `scale`; nil
  /// when a word is too long for a line or a character has no glyph.
  static func wrap(_ text: String, width: Int, scale: Int = 1) -> [String]? {
    guard text.allSatisfy({ glyph($0) != nil }) else { return nil }
    let perLine = (width + 1) / advance(scale: scale)
    guard perLine > 0 else { return nil }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      guard word.count <= perLine else { return nil }
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= perLine {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
