#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's read(2) (the name `read` is taken inside `BoundedFileReader`).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Reads a whole file or standard input, refusing anything larger than a limit before
/// reading it: every path that reads a scene (the command line, the app, `--watch`) comes
/// here, so a 2 GB file is refused at once instead of filling memory first.
///
/// A path must name a regular file: it is opened without blocking (a named pipe with no
/// writer would otherwise hang the open for ever, and the app with it under `--watch`),
/// and anything else (a FIFO, a device, a socket, a directory) is refused at once, by
/// what it is. Its size is checked with `fstat` on the opened descriptor (no race with a
/// replacement between the check and the read). Standard input may be a pipe: it is read
/// in chunks and refused as soon as it passes the limit. Paths go to the system as their
/// own bytes (`FileName`), so a name that is not UTF-8 opens too.
public enum BoundedFileReader {
  /// The largest scene file accepted (a generated 100k-element scene is about 15 MB).
  public static let sceneLimit = 256 * 1024 * 1024
  /// The largest keymap accepted (the default keymap is about 6 KB).
  public static let keymapLimit = 4 * 1024 * 1024

  /// Why a file was not read.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Larger than `limit` bytes; `size` is known for regular files.
    case tooLarge(size: Int?, limit: Int)
    /// Could not be opened or read; `reason` is plain words ("no such file").
    case unreadable(reason: String)
    /// Not a regular file; `kind` in words ("a named pipe (FIFO)", "a device").
    case notRegularFile(kind: String)

    /// What went wrong, as a message fragment.
    public var message: String {
      switch self {
      case .tooLarge(let size?, let limit):
        return "the file is \(Self.megabytes(size)), more than the \(Self.megabytes(limit)) limit"
      case .tooLarge(nil, let limit):
        return "the input is more than the \(Self.megabytes(limit)) limit"
      case .unreadable(let reason):
        return "cannot read the file (\(reason))"
      case .notRegularFile(let kind):
        return "cannot read the file (it is \(kind), not a regular file)"
      }
    }

    /// What to do about it.
    public var fix: String {
      switch self {
      case .tooLarge: return "split the scene into smaller files"
      case .unreadable: return "check the path and permissions"
      case .notRegularFile: return "give the path of a regular file (a scene can also come on standard input: axsim ... -)"
      }
    }

    public var description: String {
      switch self {
      case .tooLarge: return message
      case .unreadable(let reason): return reason
      case .notRegularFile(let kind): return "it is \(kind), not a regular file"
      }
    }

    /// `n` bytes in whole megabytes, rounded up so a file just over the limit never reads
    /// as equal to it.
    public static func megabytes(_ n: Int) -> String {
      "\((n + 1_048_575) / 1_048_576) MB"
    }
  }

  /// The bytes of the regular file at `path`, or why not.
  public static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
    guard let bytes = try readIfPresent(path: path, limit: limit) else {
      throw .unreadable(reason: FileProblem.describe(errno: ENOENT))
    }
    return bytes
  }

  /// `read`, but nil when nothing is at `path` (a file not written yet).
  public static func readIfPresent(path: String, limit: Int) throws(Failure) -> [UInt8]? {
    let fd = try openRegular(path: path, flags: O_RDONLY)
    guard let fd else { return nil }
    defer { close(fd) }
    return try read(descriptor: fd, limit: limit, describe: { FileProblem.describe(errno: errno) })
  }

  /// Opens the regular file at `path` without blocking (`flags` plus O_NONBLOCK, O_NOCTTY
  /// and O_CLOEXEC; blocking again once it is known to be a regular file); nil when
  /// nothing is there. Anything but a regular file is refused by what it is.
  public static func openRegular(path: String, flags: Int32) throws(Failure) -> Int32? {
    let fd = FileName.withPath(path) { open($0, flags | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      // A socket cannot be opened at all; say what it is rather than "no such device".
      if code == ENXIO || code == EOPNOTSUPP, let kind = FileProblem.kind(at: path) { throw .notRegularFile(kind: kind) }
      throw .unreadable(reason: FileProblem.describe(errno: code))
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let code = errno
      close(fd)
      throw .unreadable(reason: FileProblem.describe(errno: code))
    }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
      close(fd)
      if kind == S_IFDIR { throw .unreadable(reason: "it is a directory") }
      throw .notRegularFile(kind: FileProblem.kind(ofMode: kind))
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return fd
  }

  /// Everything on standard input, or why not.
  public static func readStandardInput(limit: Int) throws(Failure) -> [UInt8] {
    try read(descriptor: STDIN_FILENO, limit: limit, describe: { "read error" })
  }

  /// Reads `fd` to its end within `limit` bytes.
  public static func read(descriptor fd: Int32, limit: Int, describe: () -> String) throws(Failure) -> [UInt8] {
    var info = stat()
    var expected = 0
    if fstat(fd, &info) == 0 {
      let kind = info.st_mode & S_IFMT
      if kind == S_IFDIR { throw .unreadable(reason: "it is a directory") }
      if kind == S_IFREG {
        let size = Int(info.st_size)
        if size > limit { throw .tooLarge(size: size, limit: limit) }
        expected = size
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(expected + 1)
    let chunkSize = 1 << 20
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let n = chunk.withUnsafeMutableBytes { buffer in systemRead(fd, buffer.baseAddress, buffer.count) }
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EISDIR { throw .unreadable(reason: "it is a directory") }
        throw .unreadable(reason: describe())
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      // A file that grew while being read, or a stream, is refused as soon as it passes.
      if bytes.count > limit { throw .tooLarge(size: nil, limit: limit) }
    }
    return bytes
  }
}
