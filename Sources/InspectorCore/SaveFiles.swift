import SceneModel

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

  public var description: String { "\(FileName.display(path)): \(reason)" }
}

/// Writes several files together: all of them, or none, and never a file half
/// written. Each goes through `AtomicFile` (a flushed temporary file beside it, under a
/// name nobody can guess), and only when every one is written are they renamed into place.
///
/// Before the renames, each file being replaced gets a second name (a hard link,
/// `.NAME.backup-PID-RANDOM`); if a later rename fails, the earlier files are put back
/// from those names, so a failed save of a report's HTML never costs the Markdown file
/// the previous run wrote.
public enum SaveFiles {
  public static func writeAll(_ files: [(path: String, text: String)], names: AtomicFile.Names = .random) throws(SaveFailure) {
    try writeAll(bytes: files.map { (path: $0.path, bytes: Array($0.text.utf8)) }, names: names, beforeRenames: {})
  }

  /// `writeAll` for files of any bytes (an audio file beside its step times).
  public static func writeAll(bytes files: [(path: String, bytes: [UInt8])], names: AtomicFile.Names = .random) throws(SaveFailure) {
    try writeAll(bytes: files, names: names, beforeRenames: {})
  }

  /// `writeAll`, calling `beforeRenames` between writing and renaming (tests put something
  /// in the way there, as another program could).
  static func writeAll(_ files: [(path: String, text: String)], names: AtomicFile.Names, beforeRenames: () -> Void) throws(SaveFailure) {
    try writeAll(bytes: files.map { (path: $0.path, bytes: Array($0.text.utf8)) }, names: names, beforeRenames: beforeRenames)
  }

  static func writeAll(bytes files: [(path: String, bytes: [UInt8])], names: AtomicFile.Names, beforeRenames: () -> Void) throws(SaveFailure) {
    var prepared: [AtomicFile.Prepared] = []
    func discardAll() { for p in prepared { AtomicFile.discard(p) } }
    for file in files {
      do throws(SaveFailure) {
        prepared.append(try AtomicFile.prepare(file.bytes, for: file.path, names: names))
      } catch {
        discardAll()
        throw error
      }
    }
    beforeRenames()
    // A second name for every file about to be replaced.
    var backups: [String?] = []
    func removeBackups() { for b in backups { if let b { AtomicFile.unlinkPath(b) } } }
    for p in prepared {
      do throws(SaveFailure) {
        backups.append(try backup(of: p.target, path: p.path, names: names))
      } catch {
        removeBackups()
        discardAll()
        throw error
      }
    }
    for (i, p) in prepared.enumerated() {
      if AtomicFile.renamePath(p.temporary, p.target) != 0 {
        let code = errno
        // Put back what the earlier renames replaced; remove what they created.
        for j in 0..<i {
          if let b = backups[j] {
            _ = AtomicFile.renamePath(b, prepared[j].target)
            backups[j] = nil
          } else {
            AtomicFile.unlinkPath(prepared[j].target)
          }
        }
        for later in prepared[i...] { AtomicFile.discard(later) }
        removeBackups()
        throw SaveFailure(path: p.path, reason: words(for: code))
      }
    }
    removeBackups()
    for p in prepared { AtomicFile.syncDirectory(of: p.target) }
  }

  /// A hard link to the regular file `target` under a new name beside it (nil when there
  /// is no file to keep). `link` never follows a link planted at the new name: a taken
  /// name is skipped.
  static func backup(of target: String, path: String, names: AtomicFile.Names) throws(SaveFailure) -> String? {
    var info = stat()
    guard FileName.withPath(target, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    let directory = directoryPart(of: target)
    let base = String(target.dropFirst(directory.isEmpty ? 0 : directory.count + (directory == "/" ? 0 : 1)))
    let prefix = directory.isEmpty ? "" : directory == "/" ? "/" : directory + "/"
    for _ in 0..<AtomicFile.attempts {
      let candidate = prefix + "." + base + ".backup-\(getpid())-" + names.next()
      if FileName.withPath(target, { a in FileName.withPath(candidate) { b in link(a, b) } }) == 0 { return candidate }
      let code = errno
      if code == EEXIST { continue }
      // A file system without hard links: a copy, written the careful way.
      if code == EPERM || code == EOPNOTSUPP || code == EXDEV || code == EMLINK {
        return try copy(of: target, path: path, names: names)
      }
      throw SaveFailure(path: path, reason: words(for: code))
    }
    throw SaveFailure(path: path, reason: "no free name for a backup beside it (\(AtomicFile.attempts) names were taken)")
  }

  /// A copy of `target` under a new name beside it, for file systems without hard links.
  static func copy(of target: String, path: String, names: AtomicFile.Names) throws(SaveFailure) -> String {
    let bytes: [UInt8]
    do throws(BoundedFileReader.Failure) {
      bytes = try BoundedFileReader.read(path: target, limit: BoundedFileReader.sceneLimit)
    } catch {
      throw SaveFailure(path: path, reason: "could not keep a copy of the file it replaces (\(error.description))")
    }
    var info = stat()
    let mode: mode_t? = FileName.withPath(target, { stat($0, &info) }) == 0 ? info.st_mode & 0o7777 : nil
    let (fd, name) = try AtomicFile.create(beside: target, kind: "backup", mode: mode, names: names, path: path)
    let code = AtomicFile.writeAll(bytes, to: fd) ?? AtomicFile.sync(fd)
    close(fd)
    if let code {
      AtomicFile.unlinkPath(name)
      throw SaveFailure(path: path, reason: words(for: code))
    }
    return name
  }

  /// Creates `directory` and its parents when missing.
  static func makeDirectories(_ directory: String) throws(SaveFailure) {
    guard !directory.isEmpty else { return }
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for part in directory.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      if FileName.withPath(prefix, { mkdir($0, 0o777) }) != 0 && errno != EEXIST {
        throw SaveFailure(path: prefix, reason: words(for: errno))
      }
      var info = stat()
      if FileName.withPath(prefix, { stat($0, &info) }) == 0, info.st_mode & S_IFMT != S_IFDIR {
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
    case ELOOP: return "too many symbolic links"
    default: return String(cString: strerror(code)).lowercased() + " (error \(code))"
    }
  }
}
