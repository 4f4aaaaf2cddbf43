import CLocaleWidth

/// Display widths of text in terminal columns, measured the way ncurses and glibc do.
///
/// Every width goes through glibc `wcwidth` under a fixed UTF-8 locale (`axsim_wcwidth`),
/// so the grid, truncation and the real terminal agree on where each character lands,
/// and tests give the same answers whatever locale they run in.
///
/// A grapheme cluster (`Character`) is as wide as its first scalar of non-zero width:
/// `é` written as `e` + U+0301 is 1, `日` is 2, `👍` is 2. ncurses draws a cell from one
/// spacing character plus its combining marks, so ZWJ sequences such as `👩‍💻` count as 2
/// (their first emoji), which is also what tmux shows. Scalars `wcwidth` rejects (-1:
/// controls, unassigned code points) count as 1, because `Sanitizer` turns them into a
/// one-column picture or `�` before they reach the screen.
public enum TextWidth {
  /// The width of a single Unicode scalar: 0, 1 or 2 (`wcwidth` -1 becomes 1).
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }  // ASCII fast path.
    let width = Int(axsim_wcwidth(value))
    return width < 0 ? 1 : width
  }

  /// The width of one grapheme cluster: 0, 1 or 2.
  ///
  /// Zero only for clusters made entirely of zero-width scalars (a lone combining mark,
  /// U+200B ZERO WIDTH SPACE); `Grid.put` skips those.
  public static func width(of character: Character) -> Int {
    if character == "\r\n" { return 2 }  // One cluster, but sanitized to `␍␤`.
    for scalar in character.unicodeScalars {
      let value = scalar.value
      if value >= 0x20 && value < 0x7F { return 1 }
      let width = Int(axsim_wcwidth(value))
      if width != 0 { return width < 0 ? 1 : width }
    }
    return 0
  }

  /// The total width of a string: the sum of its characters' widths.
  ///
  /// Printable ASCII is its byte count, and text of lone scalars (`LoneScalar`) the sum of
  /// its scalars' widths; only other text is split into `Character`s.
  public static func width(of string: String) -> Int {
    if LoneScalar.isPrintableASCII(string) { return string.utf8.count }
    var total = 0
    for scalar in string.unicodeScalars {
      guard LoneScalar.contains(scalar.value) else { return clusterWidth(of: string) }
      total += width(of: scalar)
    }
    return total
  }

  /// The width of a string by its grapheme clusters (what `width(of:)` falls back on).
  static func clusterWidth(of string: String) -> Int {
    var total = 0
    for character in string { total += width(of: character) }
    return total
  }

  /// `string` shortened to at most `width` columns, ending in `ellipsis` when cut.
  ///
  /// A wide character is never split: if it would straddle the limit it is dropped, so the
  /// result can be one column narrower than `width`. When even the ellipsis does not fit,
  /// the result is the longest prefix that does (without an ellipsis).
  public static func truncate(_ string: String, toWidth width: Int, ellipsis: String = "…")
    -> String
  {
    guard width > 0 else { return "" }
    if self.width(of: string) <= width { return string }
    let ellipsisWidth = self.width(of: ellipsis)
    if ellipsisWidth > width { return prefix(string, width: width) }
    return prefix(string, width: width - ellipsisWidth) + ellipsis
  }

  /// The longest prefix of `string` that is at most `width` columns wide.
  public static func prefix(_ string: String, width: Int) -> String {
    if LoneScalar.isPrintableASCII(string) {
      let n = max(0, min(width, string.utf8.count))
      return n == string.utf8.count ? string : String(string[..<string.utf8.index(string.startIndex, offsetBy: n)])
    }
    // Lone scalars up to the first that does not fit: each boundary passed is a cluster's.
    let scalars = string.unicodeScalars
    var used = 0
    var i = scalars.startIndex
    while i < scalars.endIndex {
      let scalar = scalars[i]
      guard LoneScalar.contains(scalar.value) else { return clusterPrefix(string, width: width) }
      let w = self.width(of: scalar)
      if used + w > width { return String(scalars[..<i]) }
      used += w
      i = scalars.index(after: i)
    }
    return string
  }

  /// `prefix(_:width:)` by grapheme clusters.
  static func clusterPrefix(_ string: String, width: Int) -> String {
    var used = 0
    var end = string.startIndex
    for index in string.indices {
      let w = self.width(of: string[index])
      if used + w > width { break }
      used += w
      end = string.index(after: index)
    }
    return String(string[..<end])
  }

  /// Word-wraps `string` into lines of at most `width` columns.
  ///
  /// Lines break at spaces (runs of spaces collapse to one; leading and trailing spaces
  /// are dropped) and at `"\n"`, which also keeps empty lines. A word longer than `width`
  /// is hard-broken between characters. A single character wider than `width` (a CJK
  /// character when `width` is 1) goes on a line of its own, so the result always makes
  /// progress. Returns `[""]` for an empty string and `[]` when `width` is not positive.
  public static func wrap(_ string: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: wrapParagraph(paragraph, width: width))
    }
    return lines
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = self.width(of: String(word))
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if wordWidth <= width {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      // Hard-break a word that is longer than a whole line.
      for character in word {
        let w = self.width(of: character)
        if lineWidth > 0 && lineWidth + w > width {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += w
      }
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }
}
