import CNcursesw
import CSignalFlags

// The flag the handlers set lives in one C file (CSignalFlags/SignalFlags.c): a `static` in
// a header would exist once per object file, and a release build's handler and event loop
// would see different copies.

extension CursesTerminal {
  /// Installs the handlers that only record a terminating signal (the list is in
  /// SignalFlags.c), and the crash handler that leaves curses mode before dying.
  static func installSignalFlags() {
    _ = axsim_install_signal_flags()
    cn_install_crash_restore()
  }

  /// Puts back the handlers that were active before `installSignalFlags`.
  static func restoreSignalHandlers() {
    axsim_restore_signal_handlers()
  }

  /// The signal that arrived since the last call, if any.
  static func takeSignal() -> Int32? {
    let signal = axsim_take_signal()
    return signal == 0 ? nil : signal
  }
}
