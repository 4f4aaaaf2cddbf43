/// Frames for terminals without UTF-8 (`LANG=C`, a Linux console): every cell drawn with
/// one printable ASCII character, so borders, the focus ring and arrows still show.
///
/// Line drawing keeps its weight apart: light and rounded lines become `+ - |`, the heavy
/// focus ring `# = #`, double lines `# = H`, dashed and dotted ones `+ . :`. Arrows and marks
/// get a look-alike (`→` `>`, `▲` `^`, `✓` `v`, `⚠` `!`); letters with accents lose them
/// (`é` `e`); anything else is `?`. A wide character becomes `?` and a space, so columns
/// stay where they were. Cost: one look-up per non-ASCII cell.
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

  static let table: [Character: Character] = {
    var t: [Character: Character] = [:]
    func map(_ chars: String, _ to: Character) { for c in chars { t[c] = to } }
    map("─╌┈", "-")
    map("│", "|")
    map("╎┊", ":")
    map("┌┐└┘├┤┬┴┼╭╮╰╯", "+")
    map("━", "=")
    map("┃┏┓┗┛┣┫┳┻╋", "#")
    map("═", "=")
    map("║", "H")
    map("╔╗╚╝╠╣╦╩╬", "#")
    map("←‹◀◂⏮↩↶↺", "<")
    map("→›▶▸▹⏭↪➤↻⇥", ">")
    map("↑▲△˄⇪⇅", "^")
    map("↓▼˅⤓", "v")
    map("•●★♥◆■▪◉⏺", "*")
    map("○☆♡◇□◌◍⊙", "o")
    map("·…⋯", ".")
    map("✓✔", "v")
    map("✕✗⊗×", "x")
    map("⚠ǃ", "!")
    map("⍰", "?")
    map("¶", "&")
    map("−⊖", "-")
    map("⊕", "+")
    map("⏸", "=")
    map("≡☰", "=")
    map("⏎", "<")
    map("≈", "~")
    map("\u{2014}\u{2013}", "-")
    map("\u{2018}\u{2019}", "'")
    map("\u{201C}\u{201D}", "\"")
    map("\u{00A0}", " ")
    return t
  }()

  /// One cell's text as one printable ASCII character (or the text itself when it is
  /// ASCII already).
  public static func ascii(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    guard let first = text.first else { return text }
    if let mapped = table[first] { return String(mapped) }
    // A letter with accents: its base letter (the first scalar of its decomposition).
    if let base = latinBase(first) { return String(base) }
    return "?"
  }

  /// The ASCII letter under a Latin letter with diacritics (é, Ñ, ç), or nil.
  static func latinBase(_ c: Character) -> Character? {
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
      for (x, cell) in grid.row(y).enumerated() {
        if cell.isContinuation {
          out.storage[y * grid.width + x] = Cell(" ", role: cell.role)
        } else if !cell.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
          out.storage[y * grid.width + x] = Cell(ascii(cell.text), role: cell.role)
        }
      }
    }
    return out
  }
}
