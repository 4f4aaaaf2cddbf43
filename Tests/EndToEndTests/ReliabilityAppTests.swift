import Foundation
import Testing

/// The real app in tmux: every terminating signal gives the terminal back (tty modes,
/// the shell's screen, a visible cursor), over-size scenes are refused on each way in, and
/// `--watch` notices a same-size, same-time replacement.
@Suite(.serialized) struct ReliabilityAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func app() throws -> (TmuxDriver, String) {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      throw TmuxDriver.TimedOut()
    }
    return (try TmuxDriver(), binary)
  }

  /// Runs the app, then prints its exit status and the tty's canonical/echo modes.
  func wrapped(_ binary: String, _ arguments: String, pidFile: String? = nil, directory: String? = nil) -> String {
    let exec = pidFile.map { "sh -c 'echo $$ > \($0); exec \"$0\" \"$@\"' " } ?? ""
    return "cd '\(directory ?? root.path)'\n\(exec)'\(binary)' \(arguments)\necho \"EXIT:$?\"\nstty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '\necho END"
  }

  static let signals: [(String, Int32)] = [
    ("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP), ("QUIT", SIGQUIT), ("USR1", SIGUSR1),
    ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("PIPE", SIGPIPE), ("XCPU", SIGXCPU),
    ("VTALRM", SIGVTALRM), ("PROF", SIGPROF),
  ]

  /// Each signal, against the debug binary beside the tests and against a release build
  /// (built once per run): in release, a flag kept in a header once existed twice, and the
  /// app ignored every one of these signals.
  @Test(arguments: signals.map(\.0), ["debug", "release"])
  func aSignalRestoresTheTerminal(_ name: String, _ build: String) throws {
    let signal = try #require(Self.signals.first { $0.0 == name }?.1)
    let tmux = try TmuxDriver()
    guard let binary = build == "release" ? TmuxDriver.releaseBinary() : TmuxDriver.binary() else {
      Issue.record("no \(build) axsim binary")
      return
    }
    defer { tmux.stop() }
    let pidFile = tmux.workDirectory.appendingPathComponent("pid").path
    try tmux.start(wrapped(binary, "Scenes/settings-switches.json5", pidFile: pidFile))
    try tmux.waitFor(text: "Settings. Heading.")
    let modes = try tmux.tmux(["display-message", "-p", "-t", tmux.session, "#{alternate_on} #{cursor_flag}"])
    #expect(modes == "1 0\n", "the app runs on the alternate screen with the cursor hidden")
    let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(kill(pid_t(pid) ?? 0, signal) == 0)
    let screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:\(128 + signal)"), "SIG\(name) (\(build)):\n\(screen)")
    #expect(screen.contains("icanon echo"), "SIG\(name) (\(build)):\n\(screen)")
    #expect(!screen.contains("Speech"), "the shell's screen is back, not the app's:\n\(screen)")
    let after = try tmux.tmux(["display-message", "-p", "-t", tmux.session, "#{alternate_on} #{cursor_flag}"])
    #expect(after == "0 1\n", "SIG\(name) (\(build)): the alternate screen is left and the cursor shown")
  }

  /// Ctrl-C and Ctrl-\\ typed at the keyboard (the terminal sends SIGINT and SIGQUIT) end
  /// the app and give the terminal back, in both builds.
  @Test(arguments: [("C-c", SIGINT), ("C-\\", SIGQUIT)], ["debug", "release"])
  func ctrlCAndCtrlBackslashQuit(_ key: (String, Int32), _ build: String) throws {
    let tmux = try TmuxDriver()
    guard let binary = build == "release" ? TmuxDriver.releaseBinary() : TmuxDriver.binary() else {
      Issue.record("no \(build) axsim binary")
      return
    }
    defer { tmux.stop() }
    // The terminal signals its whole foreground group: the wrapping shell catches them
    // (and so lives on to print the status) while the app keeps the default disposition.
    try tmux.start("trap : INT QUIT\n" + wrapped(binary, "Scenes/settings-switches.json5"))
    try tmux.waitFor(text: "Settings. Heading.")
    try tmux.send(key.0)
    let screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:\(128 + key.1)"), "\(key.0) (\(build)):\n\(screen)")
    #expect(screen.contains("icanon echo"), "\(key.0) (\(build)):\n\(screen)")
  }

  @Test func theAppRefusesAnOverSizeScene() throws {
    let (tmux, binary) = try app()
    defer { tmux.stop() }
    let dir = tmux.workDirectory.path
    _ = FileManager.default.createFile(atPath: dir + "/big.json5", contents: nil)
    #expect(truncate(dir + "/big.json5", 300 * 1_048_576) == 0)
    try tmux.start(wrapped(binary, "big.json5", directory: dir))
    let screen = try tmux.waitFor(text: "END", timeout: 10).replacingOccurrences(of: "\n", with: "")
    #expect(screen.contains("big.json5: error: the file is 300 MB, more than the 256 MB limit; split the scene into smaller files"), "\(screen)")
    #expect(screen.contains("EXIT:2"))
  }

  /// Replaces the watched file (rename over it): by one over the size limit, then by one of
  /// the same size and modification time as the original but different content.
  @Test func watchRefusesAnOverSizeReplacementAndNoticesASameSizeOne() throws {
    let (tmux, binary) = try app()
    defer { tmux.stop() }
    let dir = tmux.workDirectory.path
    let scene = dir + "/scene.json5"
    func write(_ label: String, to path: String) throws {
      try """
        { format: "axsim-scene/1", title: "Watched",
          screens: [{ id: "main", root: { vstack: [ { button: "\(label)" } ] } }] }
        """.write(toFile: path, atomically: false, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: path)
    }
    try write("Alpha", to: scene)
    try tmux.start(wrapped(binary, "--watch scene.json5", directory: dir))
    try tmux.waitFor(text: "Alpha. Button.")

    _ = FileManager.default.createFile(atPath: dir + "/big", contents: nil)
    #expect(truncate(dir + "/big", 300 * 1_048_576) == 0)
    #expect(rename(dir + "/big", scene) == 0)
    try tmux.waitFor("the size error") { screen in
      screen.filter { !$0.isWhitespace && $0 != "│" }.contains("morethanthe256MBlimit")
    }
    try tmux.send("Escape")

    try write("Alpha", to: dir + "/again")
    #expect(rename(dir + "/again", scene) == 0)
    // The good file is back (a reload names itself in the banner) before the next change.
    try tmux.waitFor(text: "Reloaded:")
    // Same size and time as the file on screen, one letter different.
    try write("Omega", to: dir + "/next")
    #expect(rename(dir + "/next", scene) == 0)
    try tmux.waitFor(text: "Omega")
    try tmux.send("q")
    let screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:0"))
  }

  /// A driver that is stopped leaves no server and no socket; the exit check in
  /// `TmuxDriver.registerExitCheck` fails the run if any server of this run is left.
  @Test func stoppingTheDriverLeavesNothingRunning() throws {
    let tmux = try TmuxDriver()
    try tmux.start("sleep 60")
    #expect(TmuxDriver.serverIsRunning(tmux.socket))
    #expect(TmuxDriver.socketsOfThisRun().contains(tmux.socket))
    tmux.stop()
    #expect(!TmuxDriver.serverIsRunning(tmux.socket))
    #expect(!TmuxDriver.socketsOfThisRun().contains(tmux.socket))
  }
}
