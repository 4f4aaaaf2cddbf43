import Foundation
import Testing

/// Runs the real `axsim` binary as a process, its arguments given as bytes (so a file name
/// that is not UTF-8 reaches it as the shell would pass it), with a deadline: a run that
/// blocks (on a named pipe, say) is killed and reported, never hangs the tests.
struct AxsimProcess {
  var status: Int32
  var stdout: String
  var stderr: String
  /// The run was killed at the deadline.
  var timedOut: Bool

  static func run(
    _ arguments: [[UInt8]], in directory: String, environment: [String: String] = [:], timeout: Double = 20,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AxsimProcess {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests", sourceLocation: sourceLocation)
      throw TmuxDriver.TimedOut()
    }
    let out = directory + "/.axsim-stdout-\(UInt32.random(in: 0...UInt32.max))"
    let err = directory + "/.axsim-stderr-\(UInt32.random(in: 0...UInt32.max))"
    defer {
      unlink(out)
      unlink(err)
    }
    // The working directory: a shell in front that changes to it and runs the binary with
    // the arguments as they are ("$@").
    let argv: [[UInt8]] = [Array("/bin/sh".utf8), Array("-c".utf8), Array("cd \"$0\" && exec \"$@\"".utf8), Array(directory.utf8), Array(binary.utf8)] + arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    guard let pid = TmuxDriver.spawn(argv, stdout: out, stderr: .file(err), environment: env) else { throw TmuxDriver.SpawnFailed(code: errno) }
    var status: Int32 = 0
    var timedOut = false
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let r = waitpid(pid, &status, WNOHANG)
      if r == pid { break }
      if r == -1 && errno != EINTR { break }
      if Date() > deadline {
        timedOut = true
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        break
      }
      usleep(10_000)
    }
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return AxsimProcess(
      status: code, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "", timedOut: timedOut)
  }

  /// `run` with UTF-8 arguments.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:], timeout: Double = 20,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AxsimProcess {
    try run(arguments.map { Array($0.utf8) }, in: directory, environment: environment, timeout: timeout, sourceLocation: sourceLocation)
  }
}
