extension Sanitize {
  /// A JSON string literal with every control character escaped: the one place headless
  /// JSON, saved JSON lines and the scene schema escape text. Besides what JSON requires, C1
  /// controls, the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and
  /// paragraph separators (U+2028, U+2029) are written as `\uXXXX`, so a scene's text
  /// cannot reorder or break what a terminal or viewer shows.
  public static func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        let v = scalar.value
        if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || Sanitize.isInvisibleFormatting(v) {
          out += "\\u" + Sanitize.hex4(v).lowercased()
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
