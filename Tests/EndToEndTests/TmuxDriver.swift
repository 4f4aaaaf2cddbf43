import Foundation
import Testing

/// Drives the real `axsim` binary in a private tmux server: start, send keys, read the screen.
///
/// Waits poll `capture-pane` until the expected text appears (never a fixed sleep), with a
/// deadline so a broken build fails instead of hanging.
final class TmuxDriver {
  let socket: String
  let workDirectory: URL
  let session = "axsim"

  /// Every socket of this test process starts with this: `axsim-e2e-PID-`.
  static let runPrefix = "axsim-e2e-\(getpid())-"

  init() throws {
    _ = TmuxDriver.registerExitCheck
    socket = Self.runPrefix + String(UInt32.random(in: 0...UInt32.max))
    workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: workDirectory)
  }

  /// Kills the private tmux server (and the app in it) and removes its socket. Safe to call
  /// more than once: `deinit` calls it, and the exit check catches a driver that was never
  /// released.
  func stop() {
    Self.stopServer(socket)
  }

  /// The directory tmux keeps its sockets in.
  static var socketDirectory: String {
    let base = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return base + "/tmux-\(getuid())"
  }

  /// Whether a server answers on `socket`.
  static func serverIsRunning(_ socket: String) -> Bool {
    run(["tmux", "-L", socket, "-f", "/dev/null", "list-sessions"]) == 0
  }

  /// Kills the server on `socket`, waits until it no longer answers, and removes the socket
  /// file (tmux leaves it behind). A server that outlives `kill-server` (or lost its socket)
  /// is found by its command line and killed.
  static func stopServer(_ socket: String) {
    _ = run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"])
    let deadline = Date().addingTimeInterval(5)
    while serverIsRunning(socket) && Date() < deadline { usleep(20_000) }
    unlink(socketDirectory + "/" + socket)
    for pid in processes(naming: socket) { kill(pid, SIGKILL) }
  }

  /// The sockets of this test process still on disk.
  static func socketsOfThisRun() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: socketDirectory)) ?? [])
      .filter { $0.hasPrefix(runPrefix) }.sorted()
  }

  /// At exit, after every test: any server of this run still running (by socket or by
  /// process) is stopped, and the run fails (status 1) naming it, so a test that leaks one
  /// cannot go unnoticed.
  static let registerExitCheck: Void = {
    atexit {
      var leaked: [String] = []
      for socket in TmuxDriver.socketsOfThisRun() {
        if TmuxDriver.serverIsRunning(socket) { leaked.append(socket) }
        TmuxDriver.stopServer(socket)
      }
      for pid in TmuxDriver.processes(naming: TmuxDriver.runPrefix) {
        leaked.append("process \(pid)")
        kill(pid, SIGKILL)
      }
      guard !leaked.isEmpty else { return }
      let line = "EndToEndTests: \(leaked.count) tmux server(s) were still running at exit (now stopped): \(leaked.joined(separator: ", "))\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
      _exit(1)
    }
  }()

  /// Runs a command with no input or output; its exit status (-1 if it could not start).
  static func run(_ argv: [String]) -> Int32 {
    var status: Int32 = 0
    guard let pid = spawn(argv, stdout: nil) else { return -1 }
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
  }

  /// Starts `argv` with standard input and error on /dev/null, standard output on `stdout`
  /// (a file, created) or /dev/null, and nothing else of this process: no other descriptor,
  /// an empty signal mask and every signal at its default action.
  ///
  /// The test runner calls this from its worker threads, which block most signals; a child
  /// inherits the calling thread's mask, and a tmux server started with SIGCHLD, SIGHUP and
  /// SIGTERM blocked never noticed its pane had ended and lived on after `kill-server`, so
  /// every `swift test` left servers behind.
  static func spawn(_ argv: [String], stdout: String?, stderrToStdout: Bool = false) -> pid_t? {
    spawn(argv.map { Array($0.utf8) }, stdout: stdout, stderr: stderrToStdout ? .stdout : .null)
  }

  /// Where a spawned process's standard error goes.
  enum ErrorOutput {
    case null, stdout
    case file(String)
  }

  /// `spawn` with the arguments as bytes (a file name that is not UTF-8 passes as it is)
  /// and, when given, the whole environment.
  static func spawn(_ argv: [[UInt8]], stdout: String?, stderr: ErrorOutput, environment: [String: String]? = nil) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", stdout == nil ? O_WRONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    switch stderr {
    case .null: posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    case .stdout: posix_spawn_file_actions_adddup2(&actions, 1, 2)
    case .file(let path): posix_spawn_file_actions_addopen(&actions, 2, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
    // glibc's posix_spawn_file_actions_addclosefrom_np (2.34), which Swift's Glibc module
    // does not import: without it a server keeps a pipe of whichever test ran beside it.
    if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var every = sigset_t()
    sigfillset(&every)
    posix_spawnattr_setsigdefault(&attributes, &every)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { bytes in
      let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
      p[bytes.count] = 0
      return p
    } + [nil]
    defer { cArgs.forEach { $0?.deallocate() } }
    let cEnv: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer { cEnv?.forEach { free($0) } }
    let started = cEnv.map { env in posix_spawnp(&pid, cArgs[0]!, &actions, &attributes, cArgs, env) }
      ?? posix_spawnp(&pid, cArgs[0]!, &actions, &attributes, cArgs, environ)
    return started == 0 ? pid : nil
  }

  typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  static let closeFrom: CloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }

  /// Processes whose command line holds `name` (a socket, or this run's prefix): the tmux
  /// servers, which keep the command line of the client that started them.
  static func processes(naming name: String) -> [pid_t] {
    let me = getpid()
    return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
      guard let pid = pid_t(entry), pid != me,
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        String(decoding: data, as: UTF8.self).contains(name)
      else { return nil }
      return pid
    }
  }

  /// The `axsim` executable built next to the test bundle.
  static func binary() -> String? {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [here, here.deletingLastPathComponent()]
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug"))
    for dir in candidates {
      let path = dir.appendingPathComponent("axsim").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// The `axsim` executable built with `swift build -c release`, once per test run (the
  /// first test that asks builds it; the others wait for that build): the optimiser lays
  /// code out differently (whole-module, fewer object files), and a release build once
  /// ignored every terminating signal that the debug build handled. Nil, with the build's
  /// last lines recorded as an issue, when the build fails.
  static func releaseBinary() -> String? {
    switch releaseBuild {
    case .success(let path): return path
    case .failure(let failure):
      Issue.record("swift build -c release --product axsim failed:\n\(failure.log)")
      return nil
    }
  }

  struct BuildFailed: Error { var log: String }

  static let releaseBuild: Result<String, BuildFailed> = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-release-build-\(getpid()).log").path
    defer { unlink(log) }
    let start = Date()
    // Its own scratch folder: `swift test` holds the lock on .build until it ends, so a
    // build there would wait for ever.
    let scratch = root.appendingPathComponent(".build/end-to-end-release").path
    let argv = ["swift", "build", "-c", "release", "--product", "axsim", "--package-path", root.path, "--scratch-path", scratch]
    guard let pid = spawn(argv, stdout: log, stderrToStdout: true) else { return .failure(BuildFailed(log: "could not start swift")) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // In the test log: what building the release binary added to this run.
    print("EndToEndTests: swift build -c release --product axsim took \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let binary = scratch + "/release/axsim"
    guard status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
      return .failure(BuildFailed(log: output.split(separator: "\n").suffix(30).joined(separator: "\n")))
    }
    return .success(binary)
  }()

  /// Runs a tmux client command and returns what it printed.
  ///
  /// Uses `posix_spawn` and `waitpid` directly, with output going to a file: the command that
  /// starts the server must not hand it a pipe (the server would keep it open), and
  /// Foundation's `Process.waitUntilExit` was seen to miss the exit of a daemonising child.
  @discardableResult
  func tmux(_ arguments: [String], output: Bool = true) throws -> String {
    let outFile = workDirectory.appendingPathComponent("tmux-out-\(UInt32.random(in: 0...UInt32.max))").path
    defer { unlink(outFile) }
    let argv = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
    guard let pid = Self.spawn(argv, stdout: output ? outFile : nil) else { throw SpawnFailed(code: errno) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    guard output else { return "" }
    return (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? ""
  }

  struct SpawnFailed: Error { var code: Int32 }

  /// Starts a shell command in a 100×30 session (or the given size). When the command ends
  /// the shell waits (until `stop`), so the screen stays as the command left it: a pane that
  /// dies gets tmux's "Pane is dead" line at the bottom, which scrolls the screen by a line.
  func start(_ command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
    let script = workDirectory.appendingPathComponent("run.sh")
    try ("#!/bin/sh\n" + command + "\nexec sleep 86400\n").write(to: script, atomically: true, encoding: .utf8)
    var args = ["new-session", "-d", "-s", session, "-x", String(width), "-y", String(height), "-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color"]
    for (k, v) in environment { args += ["-e", "\(k)=\(v)"] }
    args += ["sh", script.path]
    try tmux(args, output: false)
    try tmux(["set-option", "-t", session, "remain-on-exit", "on"], output: false)
  }

  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", session] + keys, output: false)
  }

  func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", session])
  }

  /// Waits until the screen satisfies `condition`; returns the screen.
  @discardableResult
  func waitFor(_ what: String, timeout: Double = 10, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) {
        // Under load a capture can land while a frame is still being written: look again a
        // moment later and return that screen if it still qualifies.
        usleep(80_000)
        let settled = try screen()
        if condition(settled) { return settled }
        last = settled
        continue
      }
      usleep(20_000)
    }
    if let path = ProcessInfo.processInfo.environment["AXSIM_E2E_DUMP"] {
      try? "timed out waiting for \(what)\n\(last)".write(toFile: path, atomically: true, encoding: .utf8)
    }
    Issue.record("timed out waiting for \(what); the screen was:\n\(last)")
    throw TimedOut()
  }

  @discardableResult
  func waitFor(text: String, timeout: Double = 10) throws -> String {
    try waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
  }

  struct TimedOut: Error {}
}

extension TmuxDriver {
  /// A driver and the built `axsim`, or a recorded issue.
  static func withApp() throws -> (TmuxDriver, String) {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      throw TmuxDriver.TimedOut()
    }
    return (try TmuxDriver(), binary)
  }

  /// A shell command that runs the app in `directory` (its pid in `pidFile`), then prints
  /// its exit status and the tty's canonical/echo modes, then END.
  static func wrapped(_ binary: String, _ arguments: String, in directory: String, pidFile: String? = nil) -> String {
    let exec = pidFile.map { "sh -c 'echo $$ > \($0); exec \"$0\" \"$@\"' " } ?? ""
    return "cd '\(directory)'\n\(exec)'\(binary)' \(arguments)\necho \"EXIT:$?\"\nstty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '\necho END"
  }
}
