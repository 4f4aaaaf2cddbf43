import CNcursesw
import Glibc
import TerminalCanvas

extension CursesTerminal {
  /// The longest single wait inside `nextEvent`, so a signal is noticed quickly.
  static let pollSliceMilliseconds = 100

  /// Waits up to `timeoutMilliseconds` for a key, resize or signal; `.tick` on timeout.
  ///
  /// Waits in slices of at most 100 ms and checks the signal flag between them, so
  /// SIGINT/SIGTERM/SIGHUP become `.signal(n)` promptly even though ncurses may retry
  /// an interrupted read. A negative timeout waits without limit. An Escape followed at
  /// once by another key is reported as Alt+that key; escape sequences ncurses does not
  /// know are decoded with `CursesKeyTable.decodeEscapeSequence` or dropped. Returns
  /// `.endOfInput` when standard input is closed, and after `restore()`.
  public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent {
    if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
    guard screen != nil, let window = cn_stdscr() else { return .endOfInput }
    let clock = ContinuousClock()
    let deadline =
      timeoutMilliseconds < 0 ? nil : clock.now.advanced(by: .milliseconds(timeoutMilliseconds))
    while true {
      if let signal = Self.takeSignal() { return .signal(signal) }
      var slice = Self.pollSliceMilliseconds
      if let deadline {
        let left = clock.now.duration(to: deadline) / .milliseconds(1)
        slice = max(0, min(slice, Int(left.rounded(.up))))
      }
      let started = clock.now
      wtimeout(window, Int32(slice))
      let (status, value) = read(window)
      if status == ERR {
        if let signal = Self.takeSignal() { return .signal(signal) }
        if let deadline, clock.now >= deadline { return .tick }
        // An immediate ERR although we asked to wait usually means stdin hung up.
        if slice >= 10, started.duration(to: clock.now) < .milliseconds(slice / 2),
          isInputClosed()
        {
          return .endOfInput
        }
        continue
      }
      if let event = event(status: status, value: value, window: window) { return event }
      // An ignored key (mouse, unknown sequence) still uses up the timeout.
      if let deadline, clock.now >= deadline { return .tick }
    }
  }

  /// One `wget_wch` call, counting any bytes its implicit refresh writes.
  private func read(_ window: UnsafeMutablePointer<WINDOW>) -> (status: Int32, value: UInt32) {
    var value: wint_t = 0
    let status = countingBytes { wget_wch(window, &value) }
    return (status, UInt32(value))
  }

  /// Turns one successful read into an event, reading ahead after an Escape.
  private func event(status: Int32, value: UInt32, window: UnsafeMutablePointer<WINDOW>)
    -> TerminalEvent?
  {
    if status == KEY_CODE_YES && value == CursesKeyTable.Code.resize {
      return resized()
    }
    guard let press = KeyDecoder.decode(status: status, value: value) else { return nil }
    guard press == .escape else { return .key(press) }
    return escapeEvent(window: window)
  }

  /// Handles an ESC: Alt+key, an escape sequence, or a plain Escape.
  private func escapeEvent(window: UnsafeMutablePointer<WINDOW>) -> TerminalEvent? {
    wtimeout(window, 0)
    let (status, value) = read(window)
    if status == ERR { return .key(.escape) }
    if status == KEY_CODE_YES {
      if value == CursesKeyTable.Code.resize {
        pendingEvents.append(resized())
        return .key(.escape)
      }
      return KeyDecoder.decode(status: status, value: value).map { .key($0.adding(.alt)) }
    }
    guard value == 0x5B || value == 0x4F else {  // "[" or "O"
      return KeyDecoder.decode(status: status, value: value).map { .key($0.adding(.alt)) }
    }
    var sequence = String(Character(Unicode.Scalar(UInt8(value))))
    let maximumLength = value == 0x4F ? 2 : 16
    while sequence.unicodeScalars.count < maximumLength {
      let (nextStatus, next) = read(window)
      guard nextStatus == OK, let scalar = Unicode.Scalar(next) else { break }
      sequence.unicodeScalars.append(scalar)
      if value == 0x4F || CursesKeyTable.isEscapeSequenceFinal(next) { break }
    }
    if sequence.unicodeScalars.count == 1 {
      return .key(KeyPress(Character(sequence)).adding(.alt))
    }
    return CursesKeyTable.decodeEscapeSequence(sequence).map { .key($0) }
  }

  /// Records the new size after `KEY_RESIZE` and schedules a full repaint.
  private func resized() -> TerminalEvent {
    size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    previousFrame = nil
    return .resize(size)
  }

  /// Whether standard input has hung up or closed.
  private func isInputClosed() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) >= 0 else { return false }
    return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }
}
