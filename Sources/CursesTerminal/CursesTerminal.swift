import CNcursesw
import Glibc
import TerminalCanvas

/// The real terminal: a `TerminalDevice` on top of ncursesw.
///
/// This is the only code that touches ncurses. It owns one ncurses `SCREEN` for its
/// lifetime: `init` switches the terminal to full-screen mode, `present` writes the cells
/// that changed since the last frame, `nextEvent` turns key codes into `KeyPress`
/// values, and `restore` (also run by `deinit`, and by an `atexit` safety net) gives the
/// terminal back. Create one at a time, and use it from one thread.
///
/// Terminal modes chosen, and why:
/// * `cbreak` (not `raw`): keys arrive one at a time, and Ctrl-C / Ctrl-Z still send
///   SIGINT / SIGTSTP, which the user expects to work even if the app is stuck;
/// * `noecho`, `curs_set(0)`, `leaveok`: the app draws everything, the cursor is hidden;
/// * `nonl`: Enter arrives as CR without tty translation and ncurses may use CR for
///   cursor motion; the decoder treats CR and LF both as `enter`;
/// * `keypad` with `set_escdelay(25)`: arrows and F-keys are decoded, and a lone Escape
///   is reported after 25 ms instead of ncurses' default second.
///
/// SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGVTALRM
/// and SIGPROF (every catchable signal that would end the process) only set a flag; `nextEvent` reports them as
/// `.signal(n)` within about 100 ms so the app can restore the terminal and exit. SIGTSTP
/// (Ctrl-Z) and SIGWINCH are left to ncurses, which suspends/resumes cleanly and reports
/// resizes as `KEY_RESIZE` (delivered as `.resize`).
public final class CursesTerminal: TerminalDevice {
  /// Whether to use colours.
  public enum ColorMode: Sendable, Hashable {
    /// Colours if the terminal has them and `NO_COLOR` is unset or empty
    /// (https://no-color.org).
    case automatic
    /// Never use colours: the theme is drawn with `Theme.monochrome`.
    case never
  }

  /// Startup settings.
  public struct Options: Sendable, Hashable {
    /// Whether to use colours.
    public var colors: ColorMode
    /// How long ncurses waits after ESC for the rest of an escape sequence.
    public var escapeDelayMilliseconds: Int

    /// Creates options; the defaults suit interactive use.
    public init(colors: ColorMode = .automatic, escapeDelayMilliseconds: Int = 25) {
      self.colors = colors
      self.escapeDelayMilliseconds = escapeDelayMilliseconds
    }
  }

  /// The terminal size in cells, updated when a resize is reported.
  public internal(set) var size: Size
  /// The theme in use: the one given to `init`, or its `monochrome` form without colours.
  public let theme: Theme
  /// Whether colours are in use (false for `NO_COLOR`, `.never`, or a colourless terminal).
  public let colorsEnabled: Bool
  /// Bytes sent to the terminal since `init`, including setup and `restore`.
  ///
  /// Measured exactly, from the kernel's count of bytes this thread passed to `write(2)`
  /// around each ncurses call (`/proc/thread-self/io`); stays 0 if that is unavailable
  /// (see `isCountingBytes`).
  public private(set) var bytesWritten = 0
  /// Cells that changed in the frames `present` showed since `init` (every cell of a frame
  /// after a resize; a wide character counts once), for the benchmark's bytes per changed
  /// cell.
  public internal(set) var cellsWritten = 0
  /// Whether `bytesWritten` is being measured.
  public let isCountingBytes: Bool
  /// Whether frames are drawn in ASCII (`AsciiFallback`): the locale has no UTF-8
  /// (`LANG=C`, a Linux console without one), so line drawing and marks would not show.
  public let usesASCII: Bool
  /// Whether the terminal is still in curses mode (false after `restore`).
  public var isActive: Bool { screen != nil }

  var screen: OpaquePointer?
  var previousFrame: Grid?
  var styleCache: [StyleRole: (attributes: attr_t, pair: Int16)] = [:]
  /// The style each cell was last written in, row by row (blanks borrow a neighbour's).
  var written: [WrittenStyle] = []
  var colorPairs: ColorPairs
  var pendingEvents: [TerminalEvent] = []
  var scalarBuffer: [wchar_t] = Array(repeating: 0, count: 8)

  /// Switches the terminal into full-screen mode.
  ///
  /// Calls `setlocale(LC_ALL, "")` first (ncursesw needs the user's UTF-8 locale), then
  /// `newterm` rather than `initscr`, which would print an error and `exit()` when there
  /// is no usable terminal. Throws instead, before anything is drawn.
  public init(theme: Theme, options: Options = Options()) throws(CursesTerminalError) {
    setlocale(LC_ALL, "")
    var locale: [String: String] = [:]
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = getenv(name) { locale[name] = String(cString: value) }
    }
    usesASCII = !AsciiFallback.localeIsUTF8(locale)
    // Before the tty check: whatever stdin is, a dumb terminal never gets the app.
    if let term = getenv("TERM"), String(cString: term) == "dumb" { throw .dumbTerminal }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw .notATerminal
    }
    let termName = getenv("TERM").map { String(cString: $0) }
    guard let termName, !termName.isEmpty else { throw .unknownTerminalType(nil) }
    KeyDecoder.checkTableMatchesHeader()

    let start = cn_thread_write_count()
    guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
      throw .unknownTerminalType(termName)
    }
    self.screen = screen
    set_term(screen)
    cbreak()
    noecho()
    nonl()
    intrflush(cn_stdscr(), false)
    keypad(cn_stdscr(), true)
    leaveok(cn_stdscr(), true)
    set_escdelay(Int32(clamping: options.escapeDelayMilliseconds))
    curs_set(0)

    let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
    let wantColors = options.colors == .automatic && !noColor
    if wantColors && has_colors() && start_color() == OK {
      let defaults = use_default_colors() == OK
      colorPairs = ColorPairs(
        colorCount: Int(cn_colors()), pairCount: Int(cn_color_pairs()),
        hasDefaultColors: defaults)
      colorsEnabled = true
      self.theme = theme
    } else {
      colorPairs = ColorPairs(colorCount: 0, pairCount: 0, hasDefaultColors: false)
      colorsEnabled = false
      self.theme = theme.monochrome
    }
    size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    Self.installSignalFlags()
    cn_register_atexit_endwin()

    let end = cn_thread_write_count()
    isCountingBytes = start >= 0 && end >= 0
    if isCountingBytes { bytesWritten = Int(end - start) }
  }

  deinit {
    restore()
  }

  /// Gives the terminal back: leaves full-screen mode and restores signal handlers.
  ///
  /// Idempotent; call it before printing anything to stdout/stderr (for example an
  /// error message), and before exiting on `.signal`. `deinit` calls it too.
  public func restore() {
    guard let screen else { return }
    Self.restoreSignalHandlers()
    countingBytes {
      endwin()
      delscreen(screen)
    }
    self.screen = nil
    previousFrame = nil
    written = []
  }

  /// Rings the terminal bell (or flashes, if the terminal prefers).
  public func bell() {
    guard screen != nil else { return }
    countingBytes { _ = beep() }
  }

  /// Makes the next `present` clear and repaint the whole screen (for Ctrl-L, or after
  /// something else wrote to the terminal).
  public func invalidate() {
    guard screen != nil else { return }
    previousFrame = nil
    written = []
    clearok(cn_curscr(), true)
  }

  /// Runs `body` and adds the bytes it wrote to the terminal to `bytesWritten`.
  func countingBytes<T>(_ body: () -> T) -> T {
    guard isCountingBytes else { return body() }
    let before = cn_thread_write_count()
    let result = body()
    let after = cn_thread_write_count()
    if before >= 0 && after >= before { bytesWritten += Int(after - before) }
    return result
  }
}

/// How a blank cell looks: what shows of a space is its background.
struct SpaceLook: Hashable {
  var background: TerminalColor?
  var trueBackground: TrueColor?
}

/// The attributes and colour pair a cell was written in, and how a blank in them looks
/// (nil: reverse or underlined, so a blank shows more than its background).
struct WrittenStyle: Equatable {
  var attributes: attr_t
  var pair: Int16
  var spaceLook: SpaceLook?
}
