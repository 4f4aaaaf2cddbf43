/// One of the 16 standard terminal colours.
///
/// Only the ANSI palette is offered: it is what every colour terminal supports and what
/// users' terminal themes already tune for contrast. `ansiIndex` is the SGR colour number.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case black = 0
  case red
  case green
  case yellow
  case blue
  case magenta
  case cyan
  case white
  case brightBlack
  case brightRed
  case brightGreen
  case brightYellow
  case brightBlue
  case brightMagenta
  case brightCyan
  case brightWhite

  /// The ANSI colour number, 0–15 (8–15 are the bright variants).
  public var ansiIndex: Int { rawValue }

  /// Whether this is one of the bright variants (8–15).
  public var isBright: Bool { rawValue >= 8 }

  /// The non-bright colour with the same hue (itself for the first 8).
  public var base: TerminalColor { TerminalColor(rawValue: rawValue % 8) ?? self }

  /// The case name, for example `brightCyan`.
  public var description: String {
    let names = [
      "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
      "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue",
      "brightMagenta", "brightCyan", "brightWhite",
    ]
    return names[rawValue]
  }
}

/// How a cell is drawn: colours (nil means the terminal's default) and text attributes.
///
/// A `Theme` maps each `StyleRole` to one of these; `CursesTerminal` turns them into
/// colour pairs and `A_*` attributes.
public struct TextAttributes: Sendable, Hashable, CustomStringConvertible {
  /// Text colour, or nil for the terminal's default foreground.
  public var foreground: TerminalColor?
  /// Cell colour, or nil for the terminal's default background.
  public var background: TerminalColor?
  /// Bold (often also brighter).
  public var bold: Bool
  /// Dim / faint.
  public var dim: Bool
  /// Swapped foreground and background; visible even without colours.
  public var reverse: Bool
  /// Underlined.
  public var underline: Bool
  /// Italic (not every terminal shows it).
  public var italic: Bool
  /// A declared 24-bit text colour; wins over `foreground` where the terminal has colours.
  public var trueForeground: TrueColor? = nil
  /// A declared 24-bit cell colour; wins over `background`.
  public var trueBackground: TrueColor? = nil

  /// Creates attributes; every parameter defaults to "off" / terminal default.
  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
    dim: Bool = false, reverse: Bool = false, underline: Bool = false, italic: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
    self.italic = italic
  }

  /// Default colours, no attributes.
  public static let plain = TextAttributes()

  /// Whether a foreground or background colour is set.
  public var hasColor: Bool {
    foreground != nil || background != nil || trueForeground != nil || trueBackground != nil
  }

  /// A compact listing such as `fg=yellow bg=black bold reverse`, or `plain`.
  public var description: String {
    var parts: [String] = []
    if let foreground { parts.append("fg=\(foreground)") }
    if let background { parts.append("bg=\(background)") }
    if let trueForeground { parts.append("fg=\(trueForeground)") }
    if let trueBackground { parts.append("bg=\(trueBackground)") }
    if bold { parts.append("bold") }
    if dim { parts.append("dim") }
    if reverse { parts.append("reverse") }
    if underline { parts.append("underline") }
    if italic { parts.append("italic") }
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }
}
