import Foundation

/// Measures the bytes the real app writes to the terminal per VoiceOver step, and the cells
/// each frame changed, by running the release `axsim` binary in a private tmux server with
/// `AXSIM_STATS_FILE` set (the app writes "BYTES CELLS" per frame: the bytes ncurses sent,
/// counted by the kernel, and the cells `GridDiff` found changed).
enum TerminalBytes {
  struct Result {
    var firstFrame: Int
    var perStep: [Int]
    /// Changed cells per step, parallel to `perStep`.
    var cellsPerStep: [Int]

    /// Bytes written per changed cell over every step.
    var bytesPerCell: Double {
      Double(perStep.reduce(0, +)) / Double(max(1, cellsPerStep.reduce(0, +)))
    }
  }

  static func run(_ argv: [String], output: String? = nil) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }
    guard posix_spawnp(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status
  }

  /// Opens `scene` at 100×30, takes `steps` next steps, quits, and reads the per-frame bytes.
  static func measure(binary: String, scene: String, steps: Int, key: String = "Right") -> Result? {
    let socket = "axsim-bench-\(getpid())"
    let stats = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).stats").path
    let tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    defer { _ = run(tmux + ["kill-server"]) }
    _ = run(tmux + ["new-session", "-d", "-s", "b", "-x", "100", "-y", "30", "-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "AXSIM_STATS_FILE=\(stats)", binary, scene])
    // Wait for the first frame, then send one key per frame so every step is drawn.
    let screen = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).screen").path
    func waitFor(_ text: String, seconds: Int = 5) -> Bool {
      for _ in 0..<(seconds * 100) {
        _ = run(tmux + ["capture-pane", "-p", "-t", "b"], output: screen)
        if let s = try? String(contentsOfFile: screen, encoding: .utf8), s.contains(text) { return true }
        usleep(10_000)
      }
      return false
    }
    // A 100,000-element scene takes seconds to load on a busy machine.
    guard waitFor("Speech", seconds: 120) else { return nil }
    for i in 1...steps {
      _ = run(tmux + ["send-keys", "-t", "b", key])
      guard waitFor("▸\(i) ") else { break }
    }
    _ = run(tmux + ["send-keys", "-t", "b", "q"])
    for _ in 0..<300 where !FileManager.default.fileExists(atPath: stats) { usleep(10_000) }
    guard let text = try? String(contentsOfFile: stats, encoding: .utf8) else { return nil }
    try? FileManager.default.removeItem(atPath: stats)
    let frames = text.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
    guard frames.count > 1, frames.allSatisfy({ $0.count == 2 }) else { return nil }
    let steps = frames.dropFirst()
    return Result(firstFrame: frames[0][0], perStep: steps.map { $0[0] }, cellsPerStep: steps.map { $0[1] })
  }
}
