#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the headless commands' output to stdout and stderr, and notices when it could not.
///
/// `FileHandle.write` raises an Objective-C-style exception (or the process dies of SIGPIPE)
/// when stdout is a full disk or a closed pipe; a CI job then sees a crash or, worse, exit 0
/// with a truncated file. Here a failed write ends the run with status 1 and one line on
/// stderr that says what happened.
/// The C library's write(2) (the name `write` is taken inside `StandardOutput`).
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}

enum StandardOutput {
  /// Why writing to a descriptor failed.
  struct WriteFailure: Error {
    var code: Int32

    /// One line for stderr.
    var line: String {
      switch code {
      case EPIPE: return "axsim: error: could not write the output: the reading end of the pipe was closed before axsim finished\n"
      case ENOSPC: return "axsim: error: could not write the output: no space left on the device; free some space or write the output elsewhere\n"
      case EDQUOT: return "axsim: error: could not write the output: the disk quota is exceeded; free some space or write the output elsewhere\n"
      case EBADF: return "axsim: error: could not write the output: standard output is closed; redirect it to a file or /dev/null\n"
      default:
        return "axsim: error: could not write the output: "
          + String(cString: strerror(code)) + " (error \(code))\n"
      }
    }
  }

  /// Writes all of `text` to `descriptor`, retrying short and interrupted writes.
  static func send(_ text: String, to descriptor: Int32) throws(WriteFailure) {
    var bytes = Array(text.utf8)
    if bytes.isEmpty { return }
    var start = 0
    while start < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + start, buffer.count - start)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw WriteFailure(code: errno)
      }
      start += n
    }
  }

  /// Writes the output of a run and exits with its status, or with 1 when stdout could not
  /// take it.
  static func emit(stdout: String, stderr: String, status: Int32) -> Never {
    // A closed pipe is reported as EPIPE rather than ending the process silently.
    signal(SIGPIPE, SIG_IGN)
    var status = status
    do {
      try send(stdout, to: STDOUT_FILENO)
    } catch {
      // What could not be written is lost; say so once, after anything stderr already holds.
      try? send(stderr, to: STDERR_FILENO)
      try? send(error.line, to: STDERR_FILENO)
      exit(1)
    }
    do {
      try send(stderr, to: STDERR_FILENO)
    } catch {
      // Nowhere left to say it; the status still tells.
      if status == 0 { status = 1 }
    }
    exit(status)
  }
}
