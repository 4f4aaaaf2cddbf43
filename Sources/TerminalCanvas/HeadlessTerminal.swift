/// A `TerminalDevice` without a terminal: scripted events in, recorded frames out.
///
/// End-to-end tests run the real session loop against it: it hands out `events` in order
/// (then `.endOfInput` forever), resizes itself on `.resize`, and records every presented
/// frame. `cellsWritten` counts cells the way a real terminal would write them (via
/// `GridDiff`), so a test can assert that a step redraws only a few cells.
public final class HeadlessTerminal: TerminalDevice {
  /// The current size; changed by `.resize` events as they are handed out.
  public private(set) var size: Size
  /// Every grid passed to `present`, oldest first.
  public private(set) var frames: [Grid] = []
  /// Total cells that a diffing terminal would have written over all frames.
  public private(set) var cellsWritten = 0
  /// The cells written by each `present` call, parallel to `frames`.
  public private(set) var cellsWrittenPerFrame: [Int] = []
  /// The timeouts passed to `nextEvent`, in call order (to check tick scheduling).
  public private(set) var requestedTimeouts: [Int] = []
  /// Events not handed out yet.
  public private(set) var pendingEvents: [TerminalEvent]

  /// Creates a terminal of `size` that will report `events` in order.
  public init(size: Size, events: [TerminalEvent] = []) {
    self.size = size
    self.pendingEvents = events
  }

  /// Creates a terminal that reports the given keys, parsed from their text form
  /// (for example `["tab", "ctrl+alt+right", "q"]`).
  public convenience init(size: Size, keys: [String]) throws(KeyParseError) {
    var events: [TerminalEvent] = []
    for key in keys { events.append(.key(try KeyPress.parse(key))) }
    self.init(size: size, events: events)
  }

  /// The most recently presented frame, if any.
  public var lastFrame: Grid? { frames.last }

  /// Adds events after those already pending.
  public func enqueue(_ events: [TerminalEvent]) {
    pendingEvents.append(contentsOf: events)
  }

  /// Records `grid` and counts the cells a diffing terminal would write for it.
  public func present(_ grid: Grid) {
    let written = GridDiff.changedCellCount(from: frames.last, to: grid)
    cellsWritten += written
    cellsWrittenPerFrame.append(written)
    frames.append(grid)
  }

  /// Hands out the next scripted event (applying `.resize`), or `.endOfInput`.
  public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent {
    requestedTimeouts.append(timeoutMilliseconds)
    guard !pendingEvents.isEmpty else { return .endOfInput }
    let event = pendingEvents.removeFirst()
    if case .resize(let newSize) = event { size = newSize }
    return event
  }
}
