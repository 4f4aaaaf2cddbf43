import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs helper programs (players, encoders) with `posix_spawn`: no shell, standard input
/// and output as given (else /dev/null), found on the PATH at run time.
enum Subprocess {
  /// The full path of `program` on the PATH (or itself when it has a slash and runs).
  static func find(_ program: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
    if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
    for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = directory + "/" + program
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Starts `program` with `arguments`; its standard input from `input`, standard error to
  /// `errors` (each /dev/null when nil), standard output to /dev/null. The process id, or
  /// nil when it could not start.
  static func spawn(_ program: String, _ arguments: [String], input: Int32? = nil, errors: Int32? = nil) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input { posix_spawn_file_actions_adddup2(&actions, input, 0) } else { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    if let errors { posix_spawn_file_actions_adddup2(&actions, errors, 2) } else { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
    // The helper gets default signal handling and its own process group, so a terminal's
    // Ctrl-C or Ctrl-Z reaches only axsim, which stops it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
    return status == 0 ? pid : nil
  }

  /// Runs `program` to its end; its exit status (-1 when it could not start or was killed).
  static func run(_ program: String, _ arguments: [String]) -> Int32 {
    guard let pid = spawn(program, arguments) else { return -1 }
    return wait(pid)
  }

  /// Waits for `pid` to end; its exit status, -1 when killed by a signal.
  static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
  }

  /// The exit status of `pid` if it has ended (reaped), else nil.
  static func poll(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    let r = waitpid(pid, &status, WNOHANG)
    guard r == pid else { return r < 0 ? -1 : nil }
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
  }
}
