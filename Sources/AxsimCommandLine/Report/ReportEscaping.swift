import SceneModel

/// Scene text made safe for a Markdown document: control, bidi and separator characters
/// shown as `U+XXXX` (`Sanitize.forMessage`), then every character Markdown or inline HTML
/// could read as markup backslash-escaped, so a label such as `<img src=x>` or `**Sale**`
/// is shown as written.
enum MarkdownText {
  static let special: Set<Character> = ["\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "#", "+", "-", ".", "!", "|", "~", "&"]

  static func escape(_ s: String) -> String {
    var out = ""
    for c in Sanitize.forMessage(s) {
      if special.contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }

  /// A fenced block holding `lines` as they are: the fence is longer than any run of
  /// backticks inside, so the text cannot close it.
  static func codeBlock(_ lines: [String]) -> String {
    let text = lines.map(Sanitize.forMessage).joined(separator: "\n")
    var longest = 0
    var run = 0
    for c in text {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + "text\n" + text + "\n" + fence + "\n"
  }
}

/// Scene text made safe for HTML: control, bidi and separator characters shown as
/// `U+XXXX`, then `& < > " '` as character references.
enum HTMLText {
  static func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for c in Sanitize.forMessage(s) {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(c)
      }
    }
    return out
  }
}
