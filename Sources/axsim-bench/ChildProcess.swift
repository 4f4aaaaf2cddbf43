import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of another program, as the shell would start it: wall time from spawn to exit,
/// the CPU time and the peak resident memory the kernel accounted to it (`wait4`).
struct ChildRun {
  var seconds: Double
  var cpuSeconds: Double
  /// `ru_maxrss`: the child's peak resident set, in kilobytes.
  var peakKilobytes: Int
  var status: Int32
  /// What the child wrote to standard output (when asked for).
  var output: String

  /// Runs `arguments[0]` (a path) with the rest as its arguments; standard error and, unless
  /// `captureOutput`, standard output go to /dev/null.
  static func run(_ arguments: [String], captureOutput: Bool = false) -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    if captureOutput {
      _ = pipe(&pipeEnds)
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
    guard spawned == 0 else {
      return ChildRun(seconds: 0, cpuSeconds: 0, peakKilobytes: 0, status: -1, output: "could not start \(arguments[0]): error \(spawned)")
    }
    var output = ""
    if captureOutput {
      close(pipeEnds[1])
      var data = [UInt8]()
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = read(pipeEnds[0], &buffer, buffer.count)
        if n <= 0 { break }
        data += buffer[0..<n]
      }
      close(pipeEnds[0])
      output = String(decoding: data, as: UTF8.self)
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return ChildRun(seconds: wall, cpuSeconds: cpu, peakKilobytes: Int(usage.ru_maxrss), status: (status >> 8) & 0xFF, output: output)
  }

  /// The full path of `name` on `PATH`, if it is there.
  static func onPath(_ name: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(dir)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// A program built next to this one (`.build/release/axsim` beside `axsim-bench`).
  static func sibling(_ name: String) -> String? {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let path = me.deletingLastPathComponent().appendingPathComponent(name).path
    return access(path, X_OK) == 0 ? path : nil
  }

  /// The machine's load averages, as `uptime` prints them ("0.52, 1.10, 1.31").
  static func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: ", ")
  }
}

/// Writes `text` to a file in the temporary directory and returns its path.
func temporaryFile(named name: String, text: String) throws -> String {
  let path = NSTemporaryDirectory() + "axsim-bench-\(getpid())-" + name
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}
