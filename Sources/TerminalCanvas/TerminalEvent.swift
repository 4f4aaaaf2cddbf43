/// Something a terminal reports to the run loop.
///
/// Time enters the app only as `.tick`, so sessions are deterministic and tests replay
/// them from a list of events without sleeping.
public enum TerminalEvent: Sendable, Equatable, CustomStringConvertible {
  /// A key was pressed.
  case key(KeyPress)
  /// The terminal now has this size; the next frame should be rendered for it.
  case resize(Size)
  /// The requested timeout passed without input.
  case tick
  /// SIGINT, SIGTERM or SIGHUP arrived (the number is the signal). The app should
  /// restore the terminal and quit, conventionally with exit status 128 + signal.
  case signal(Int32)
  /// Input is exhausted (headless script finished, or stdin closed); the app should quit.
  case endOfInput

  /// `key ctrl+x`, `resize 80x24`, `tick`, `signal 15`, `endOfInput`.
  public var description: String {
    switch self {
    case .key(let press): "key \(press)"
    case .resize(let size): "resize \(size)"
    case .tick: "tick"
    case .signal(let number): "signal \(number)"
    case .endOfInput: "endOfInput"
    }
  }
}
