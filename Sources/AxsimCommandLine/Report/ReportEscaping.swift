import SceneModel

/// Scene text made safe for a Markdown document: control, bidi and separator characters
/// shown as `U+XXXX` (`Sanitize.forMessage`), then only what Markdown or inline HTML could
/// read as markup backslash-escaped, so a label such as `<img src=x>` or `**Sale**` is shown
/// as written while `login.json5` stays `login.json5`: always the backslash, the backtick,
/// `*`, `[`, `]`, `<`, `>`, `|` and `~`; `_` at the edge of a word (inside one it is no emphasis); `&` that would start a character
/// reference; and, for text that starts a line (`atLineStart`), what would start a block
/// there (`#`, `-`, `+`, `=`, a number and `.` or `)`).
enum MarkdownText {
  static let special: Set<Character> = ["\\", "`", "*", "[", "]", "<", ">", "|", "~"]

  static func escape(_ s: String) -> String { escaped(s, atLineStart: false) }

  static func escaped(_ s: String, atLineStart: Bool) -> String {
    let chars = Array(Sanitize.forMessage(s))
    var out = ""
    func word(_ k: Int) -> Bool { chars.indices.contains(k) && (chars[k].isLetter || chars[k].isNumber) }
    // A number and its `.` or `)` at the start: an ordered list.
    var listDot: Int?
    if atLineStart, let first = chars.firstIndex(where: { !$0.isNumber }), first > 0, chars[first] == "." || chars[first] == ")" {
      listDot = first
    }
    for (k, c) in chars.enumerated() {
      var escaped = special.contains(c)
      switch c {
      case "_": escaped = !(word(k - 1) && word(k + 1))
      case "&":
        // `&name;` or `&#123;`.
        var j = k + 1
        while chars.indices.contains(j), chars[j].isLetter || chars[j].isNumber || chars[j] == "#" { j += 1 }
        escaped = j > k + 1 && chars.indices.contains(j) && chars[j] == ";"
      case "#", "-", "+", "=": escaped = atLineStart && k == 0
      default: break
      }
      if k == listDot { escaped = true }
      if escaped { out.append("\\") }
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

/// Base64 (RFC 4648, with padding), for the `data:` URIs of a self-contained HTML file.
enum Base64 {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i < bytes.count {
      let b0 = UInt32(bytes[i])
      let b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0
      let b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
      let n = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(n >> 18 & 63)])
      out.append(alphabet[Int(n >> 12 & 63)])
      out.append(i + 1 < bytes.count ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="))
      out.append(i + 2 < bytes.count ? alphabet[Int(n & 63)] : UInt8(ascii: "="))
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
