#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a set of files was not saved: which file, and why in plain words.
public struct SaveFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file (or the directory it needed) that could not be written.
  public var path: String
  /// Why, for people: "no space left on the device", "a file of that name is in the way".
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}

/// Writes several text files together: all of them, or none.
///
/// Each file is written in full to a hidden temporary file beside it (`.NAME.partial-PID`),
/// and only when every one was written are they renamed into place. A failure removes the
/// temporary files and any file already renamed, so a saved transcript never comes as a
/// Markdown file without its JSON lines (or the reverse), and never as a truncated file.
public enum SaveFiles {
  public static func writeAll(_ files: [(path: String, text: String)]) throws(SaveFailure) {
    try writeAll(bytes: files.map { (path: $0.path, bytes: Array($0.text.utf8)) })
  }

  /// `writeAll` for files of any bytes (an audio file beside its step times).
  public static func writeAll(bytes files: [(path: String, bytes: [UInt8])]) throws(SaveFailure) {
    var partials: [(partial: String, path: String)] = []
    func removePartials() { for p in partials { unlink(p.partial) } }
    for file in files {
      let directory = directoryPart(of: file.path)
      do throws(SaveFailure) {
        try makeDirectories(directory)
      } catch {
        removePartials()
        throw error
      }
      let name = String(file.path.dropFirst(directory.isEmpty ? 0 : directory.count + (directory == "/" ? 0 : 1)))
      let partial = (directory.isEmpty ? "" : directory == "/" ? "/" : directory + "/") + "." + name + ".partial-\(getpid())"
      if let code = write(file.bytes, to: partial) {
        unlink(partial)
        removePartials()
        throw SaveFailure(path: file.path, reason: words(for: code))
      }
      partials.append((partial, file.path))
    }
    var placed: [String] = []
    for (i, p) in partials.enumerated() {
      if rename(p.partial, p.path) != 0 {
        let code = errno
        for later in partials[i...] { unlink(later.partial) }
        for done in placed { unlink(done) }
        throw SaveFailure(path: p.path, reason: words(for: code))
      }
      placed.append(p.path)
    }
  }

  /// Writes `text` to a new file at `path`; the errno on failure.
  public static func write(_ text: String, to path: String) -> Int32? {
    write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to a new file at `path`; the errno on failure.
  public static func write(_ bytes: [UInt8], to path: String) -> Int32? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    if fd < 0 { return errno }
    var bytes = bytes
    var start = 0
    while start < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in systemWrite(fd, buffer.baseAddress! + start, buffer.count - start) }
      if n < 0 {
        if errno == EINTR { continue }
        let code = errno
        close(fd)
        return code
      }
      start += n
    }
    // A full disk on some file systems shows only when the data is flushed.
    if fsync(fd) != 0, errno != EINVAL, errno != EROFS {
      let code = errno
      close(fd)
      return code
    }
    if close(fd) != 0 { return errno }
    return nil
  }

  /// Creates `directory` and its parents when missing.
  static func makeDirectories(_ directory: String) throws(SaveFailure) {
    guard !directory.isEmpty else { return }
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for part in directory.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw SaveFailure(path: prefix, reason: words(for: errno))
      }
      var info = stat()
      if stat(prefix, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
        throw SaveFailure(path: prefix, reason: "it is a file, not a directory")
      }
    }
  }

  static func directoryPart(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// An errno in plain words.
  public static func words(for code: Int32) -> String {
    switch code {
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is exceeded"
    case EACCES, EPERM: return "permission denied"
    case EROFS: return "the file system is read-only"
    case ENOENT: return "the directory does not exist"
    case ENOTDIR: return "a part of the path is a file, not a directory"
    case EISDIR: return "a directory of that name is in the way"
    case ENAMETOOLONG: return "the name is too long"
    case EIO: return "input/output error on the device"
    default: return String(cString: strerror(code)).lowercased() + " (error \(code))"
    }
  }
}

/// The C library's write(2) (the name `write` is taken inside `SaveFiles`).
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
