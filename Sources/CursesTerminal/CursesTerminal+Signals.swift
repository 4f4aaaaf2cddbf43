import CNcursesw

// Every cn_signal_* call lives in this one file on purpose: the flag they share is a
// `static` in shim.h, and each Swift file that calls a static inline C function gets
// its own copy of that function's statics (one object file per Swift file in debug).

extension CursesTerminal {
  /// Installs the handlers that only record a terminating signal (the list is in shim.h).
  static func installSignalFlags() {
    _ = cn_install_signal_flags()
    cn_install_crash_restore()
  }

  /// Puts back the handlers that were active before `installSignalFlags`.
  static func restoreSignalHandlers() {
    cn_restore_signal_handlers()
  }

  /// The signal that arrived since the last call, if any.
  static func takeSignal() -> Int32? {
    let signal = cn_take_signal()
    return signal == 0 ? nil : signal
  }
}
