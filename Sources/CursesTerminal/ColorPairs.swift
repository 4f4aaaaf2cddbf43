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
  private var pairs: [Key: Int16] = [:]
  private var nextPair: Int = 1

  private struct Key: Hashable {
    var foreground: Int16
    var background: Int16
  }

  init(colorCount: Int, pairCount: Int, hasDefaultColors: Bool) {
    self.colorCount = colorCount
    self.maxPair = min(pairCount - 1, Int(Int16.max))
    self.hasDefaultColors = hasDefaultColors
  }

  /// The pair for a colour combination, plus `A_BOLD` when a bright foreground has to be
  /// approximated on an 8-colour terminal.
  mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> (
    pair: Int16, extraAttributes: attr_t
  ) {
    guard colorCount > 0, foreground != nil || background != nil else { return (0, 0) }
    var extra: attr_t = 0
    var fg = number(foreground, defaultColor: Int16(COLOR_WHITE))
    if let foreground, foreground.isBright, colorCount < 16 {
      fg = Int16(foreground.base.ansiIndex)
      extra = CN_A_BOLD
    }
    let bg = number(
      background.map { colorCount < 16 ? $0.base : $0 }, defaultColor: Int16(COLOR_BLACK))
    let key = Key(foreground: fg, background: bg)
    if let existing = pairs[key] { return (existing, extra) }
    guard nextPair <= maxPair else { return (0, extra) }
    let pair = Int16(nextPair)
    guard init_pair(pair, fg, bg) == OK else { return (0, extra) }
    nextPair += 1
    pairs[key] = pair
    return (pair, extra)
  }

  private func number(_ color: TerminalColor?, defaultColor: Int16) -> Int16 {
    guard let color else { return hasDefaultColors ? -1 : defaultColor }
    return Int16(color.ansiIndex)
  }
}
