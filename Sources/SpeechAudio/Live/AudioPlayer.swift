import Foundation
import SceneModel

#if canImport(Glibc)
  import Glibc
#endif

/// A program that plays raw 16-bit little-endian mono samples from its standard input.
public struct PlayerCommand: Sendable, Equatable {
  public var program: String
  public var arguments: [String]

  public init(program: String, arguments: [String]) {
    self.program = program
    self.arguments = arguments
  }

  /// The common players, most modern first: PipeWire's `pw-play`, PulseAudio's `paplay`,
  /// ALSA's `aplay`, each told the rate and format and asked for a short buffer (so an
  /// interruption is heard at once).
  public static func standard(sampleRate: Int) -> [PlayerCommand] {
    [
      PlayerCommand(program: "pw-play", arguments: ["--rate", "\(sampleRate)", "--channels", "1", "--format", "s16", "--latency", "100ms", "-"]),
      PlayerCommand(program: "paplay", arguments: ["--raw", "--rate=\(sampleRate)", "--channels=1", "--format=s16le", "--latency-msec=100"]),
      PlayerCommand(program: "aplay", arguments: ["-q", "-t", "raw", "-f", "S16_LE", "-r", "\(sampleRate)", "-c", "1", "-B", "100000", "-"]),
    ]
  }

  /// `AXSIM_AUDIO_PLAYER`'s value ("program arg arg", split at spaces; no shell).
  public static func parse(_ line: String) -> PlayerCommand? {
    let words = line.split(separator: " ").map(String.init)
    guard let first = words.first else { return nil }
    return PlayerCommand(program: first, arguments: Array(words.dropFirst()))
  }
}

/// One running player: its process, the socket its standard input reads, and a pipe
/// holding what it says on standard error (the reason when it fails).
///
/// Standard input is one end of a socket pair rather than a pipe, so a write after the
/// player died fails with EPIPE (`MSG_NOSIGNAL`) instead of raising SIGPIPE, which the app
/// treats as a reason to quit.
final class RunningPlayer {
  let command: PlayerCommand
  let pid: pid_t
  let input: Int32
  let errors: Int32

  init?(_ command: PlayerCommand, path: String) {
    var pair: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else { return nil }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      close(pair[0])
      close(pair[1])
      return nil
    }
    // Only the player's ends are inherited.
    for fd in [pair[0], pipeEnds[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(pair[0], F_SETFL, fcntl(pair[0], F_GETFL) | O_NONBLOCK)
    // A small socket buffer: what waits in it cannot be taken back when speech is cut.
    var size: Int32 = 8192
    _ = setsockopt(pair[0], SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    _ = fcntl(pipeEnds[0], F_SETFL, fcntl(pipeEnds[0], F_GETFL) | O_NONBLOCK)
    let pid = Subprocess.spawn(path, command.arguments, input: pair[1], errors: pipeEnds[1])
    close(pair[1])
    close(pipeEnds[1])
    guard let pid else {
      close(pair[0])
      close(pipeEnds[0])
      return nil
    }
    self.command = command
    self.pid = pid
    self.input = pair[0]
    self.errors = pipeEnds[0]
  }

  /// Writes what the socket takes now; the bytes written, or nil when the player is gone.
  func write(_ bytes: UnsafeRawBufferPointer) -> Int? {
    let n = send(input, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    if n >= 0 { return n }
    if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return 0 }
    return nil
  }

  /// Whether the process has ended.
  var ended: Bool { Subprocess.poll(pid) != nil }

  /// What the player said on standard error, one line.
  func complaint() -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 16_384 {
      let n = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    // A program's words, shown in the status row: made safe like any outside text.
    let clean = String(Sanitize.forMessage(line).prefix(160))
    return clean.isEmpty ? "it stopped" : clean
  }

  /// Stops the player: its input closed, then SIGTERM, then SIGKILL if it lingers.
  func stop() {
    close(input)
    if Subprocess.poll(pid) == nil {
      kill(pid, SIGTERM)
      for _ in 0..<50 {
        if Subprocess.poll(pid) != nil { break }
        usleep(10_000)
      }
      if Subprocess.poll(pid) == nil {
        kill(pid, SIGKILL)
        _ = Subprocess.wait(pid)
      }
    }
    close(errors)
  }
}
