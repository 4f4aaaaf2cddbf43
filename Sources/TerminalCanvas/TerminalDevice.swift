/// The seam between the app and a terminal: show frames, receive events.
///
/// The app's run loop talks only to this protocol; `CursesTerminal` implements it for a
/// real terminal and `HeadlessTerminal` for tests. Implementations are single-threaded
/// classes owned by the loop (hence `AnyObject` and no `Sendable`).
public protocol TerminalDevice: AnyObject {
  /// The current size in cells; render the next frame at this size.
  var size: Size { get }

  /// Shows `grid`, writing only what changed since the previous frame.
  ///
  /// A grid of a different size than the terminal is drawn clipped at the top-left.
  func present(_ grid: Grid)

  /// Waits up to `timeoutMilliseconds` for the next event; returns `.tick` on timeout.
  ///
  /// A negative timeout waits without limit.
  func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent
}
