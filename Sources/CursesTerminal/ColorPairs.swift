import CNcursesw
import TerminalCanvas

/// Allocates ncurses colour pairs lazily, one per distinct foreground/background.
///
/// ncurses draws colours through numbered pairs. A theme uses only a handful of
/// combinations, so pairs are created on first use and reused; when the terminal runs
/// out of pairs, further combinations fall back to pair 0 (default colours) rather than
/// failing.
struct ColorPairs {
  /// `COLORS`: how many colours the terminal has (0 when colours are off).
  let colorCount: Int
  /// The highest pair number that may be allocated (pair 0 is fixed).
  let maxPair: Int
  /// Whether `use_default_colors` succeeded, so -1 means "terminal default".
  let hasDefaultColors: Bool
  private var pairs: [Key: Int32] = [:]
  private var nextPair: Int = 1

  private struct Key: Hashable {
    var foreground: Int32
    var background: Int32
  }

  init(colorCount: Int, pairCount: Int, hasDefaultColors: Bool) {
    self.colorCount = colorCount
    self.maxPair = min(pairCount - 1, Int(Int16.max))
    self.hasDefaultColors = hasDefaultColors
  }

  /// The pair for a cell's attributes: declared 24-bit colours (`trueForeground`,
  /// `trueBackground`) as they are on a direct-colour terminal, else the nearest of 256,
  /// else the nearest ANSI colour; theme colours as they are.
  mutating func pair(for text: TextAttributes) -> (pair: Int32, extraAttributes: attr_t) {
    guard colorCount > 0 else { return (0, 0) }
    if text.trueForeground == nil && text.trueBackground == nil {
      return pair(foreground: text.foreground, background: text.background)
    }
    var extra: attr_t = 0
    func number(_ rgb: TrueColor?, _ theme: TerminalColor?, defaultColor: Int32) -> Int32 {
      guard let rgb else {
        guard let theme else { return hasDefaultColors ? -1 : defaultColor }
        return Int32(colorCount < 16 ? theme.base.ansiIndex : theme.ansiIndex)
      }
      if colorCount >= 0x100_0000 { return Int32(rgb.packed) }
      if colorCount >= 256 { return Int32(rgb.xterm256) }
      let ansi = rgb.nearestANSI(brights: colorCount >= 16)
      return Int32(ansi.ansiIndex)
    }
    let fg = number(text.trueForeground, text.foreground, defaultColor: Int32(COLOR_WHITE))
    let bg = number(text.trueBackground, text.background, defaultColor: Int32(COLOR_BLACK))
    if colorCount < 16, let f = text.trueForeground, f.nearestANSI().isBright { extra = CN_A_BOLD }
    return (allocate(fg, bg), extra)
  }

  /// The pair for a colour combination, plus `A_BOLD` when a bright foreground has to be
  /// approximated on an 8-colour terminal.
  mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> (
    pair: Int32, extraAttributes: attr_t
  ) {
    guard colorCount > 0, foreground != nil || background != nil else { return (0, 0) }
    var extra: attr_t = 0
    var fg = Int32(number(foreground, defaultColor: Int16(COLOR_WHITE)))
    if let foreground, foreground.isBright, colorCount < 16 {
      fg = Int32(foreground.base.ansiIndex)
      extra = CN_A_BOLD
    }
    let bg = Int32(number(
      background.map { colorCount < 16 ? $0.base : $0 }, defaultColor: Int16(COLOR_BLACK)))
    return (allocate(fg, bg), extra)
  }

  /// The pair number for colours `fg` on `bg` (colour numbers, -1 for the default),
  /// allocated on first use; 0 when the terminal has run out of pairs.
  private mutating func allocate(_ fg: Int32, _ bg: Int32) -> Int32 {
    let key = Key(foreground: fg, background: bg)
    if let existing = pairs[key] { return existing }
    guard nextPair <= maxPair else { return 0 }
    let pair = Int32(nextPair)
    // The extended call takes colour numbers past 32767 (direct colour).
    guard init_extended_pair(pair, fg, bg) == OK else { return 0 }
    nextPair += 1
    pairs[key] = pair
    return pair
  }

  private func number(_ color: TerminalColor?, defaultColor: Int16) -> Int16 {
    guard let color else { return hasDefaultColors ? -1 : defaultColor }
    return Int16(color.ansiIndex)
  }
}
