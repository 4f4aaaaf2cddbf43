import CLocaleWidth

/// Makes untrusted text safe to draw: every scalar that could control the terminal becomes
/// a visible, one-column stand-in.
///
/// Scene files are user input, and a label such as `"\u{1B}]52;c;…\u{7}"` written raw would
/// drive the terminal (set the clipboard, change colours, move the cursor). Rather than
/// parse escape sequences, each dangerous scalar is replaced, which neutralises them all:
/// ESC becomes a visible `␛`, so `"\u{1B}[31m"` shows as `␛[31m` and the rest is plain text.
///
/// | Input | Output |
/// | --- | --- |
/// | C0 controls U+0000–U+001F | Control Pictures U+2400+code: `␀ ␇ ␉ ␍ ␛`; LF is `␤` |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F (U+009B is a one-byte CSI) | `�` |
/// | Bidi controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 | `�` |
/// | Other scalars glibc `wcwidth` rejects (-1), for example unassigned or U+2028 | `�` |
///
/// Everything else, including combining marks and emoji, is unchanged. `Grid.put` calls
/// this itself, so drawing code never needs to remember to.
public enum Sanitizer {
  /// The character drawn for C1 controls, bidi controls and other rejected scalars.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Returns `string` with every terminal-controlling scalar replaced (see the table).
  public static func sanitize(_ string: String) -> String {
    // Fast path: most text is printable ASCII and needs no copy.
    if LoneScalar.isPrintableASCII(string) { return string }
    var scalars = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      scalars.append(sanitize(scalar))
    }
    return String(scalars)
  }

  /// Whether `string` would be returned unchanged by `sanitize`.
  public static func isSafe(_ string: String) -> Bool {
    string.unicodeScalars.allSatisfy { sanitize($0) == $0 }
  }

  /// The stand-in for one scalar (the scalar itself when it is printable).
  public static func sanitize(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    switch value {
    case 0x20..<0x7F:
      return scalar
    case 0x0A:
      return "\u{2424}"  // ␤ SYMBOL FOR NEWLINE reads better than ␊.
    case 0x00..<0x20:
      return Unicode.Scalar(0x2400 + value) ?? replacement
    case 0x7F:
      return "\u{2421}"
    case 0x80..<0xA0:
      return replacement
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      return replacement
    default:
      return axsim_wcwidth(value) < 0 ? replacement : scalar
    }
  }
}
