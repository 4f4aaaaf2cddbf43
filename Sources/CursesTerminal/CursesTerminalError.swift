/// Why `CursesTerminal` could not start.
///
/// Startup errors are shown after nothing has been drawn, so the message can go straight
/// to stderr; each one says what to do instead.
public enum CursesTerminalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (piped, redirected, or no tty).
  case notATerminal
  /// `TERM` is unset, empty, or names a terminal type terminfo does not know.
  case unknownTerminalType(String?)
  /// `TERM=dumb`: the terminal cannot move the cursor, so a full screen cannot be drawn.
  case dumbTerminal

  /// One line for stderr, for example `axsim needs a terminal: TERM is not set or unknown; …`.
  public var description: String {
    switch self {
    case .notATerminal:
      "axsim needs a terminal: standard input or output is not a terminal; "
        + "run it in a terminal or use the headless commands"
    case .unknownTerminalType:
      "axsim needs a terminal: TERM is not set or unknown; "
        + "run it in a terminal or use the headless commands"
    case .dumbTerminal:
      "axsim needs a full-screen terminal: TERM=dumb cannot move the cursor; "
        + "use the headless commands (axsim speak, run, check, reach, variants; see axsim --help) "
        + "or run it in a terminal such as xterm"
    }
  }
}
