import SceneModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way axsim writes a file (notes, transcripts, reports, anything under `--out`): a
/// crash, a kill or a power cut at any moment leaves the old file or the new one, whole, and
/// nobody else can make the write land anywhere but in the file named.
///
/// 1. The target is resolved: a symbolic link the user made (owned by the user running
///    axsim) is followed, so the real file is replaced and the link stays; a link owned by
///    anyone else is refused, since whoever can plant links in a shared folder could
///    otherwise point the save at any file the user can write. Something that is not a
///    regular file (a directory, a pipe, a device) is refused by what it is.
/// 2. The text goes to a new temporary file beside the real file, under a name nobody can
///    guess (`.NAME.partial-PID-RANDOM`), created with `O_CREAT | O_EXCL | O_NOFOLLOW`:
///    a file or link already at that name is never opened, the next random name is tried.
///    It gets the mode of the file it replaces (new files: 0666 less the umask).
/// 3. It is flushed to the disk (`fsync`), renamed over the real file, and the directory is
///    flushed so the rename itself survives a power cut.
public enum AtomicFile {
  /// How many names are tried before giving up (each taken name is someone else's file).
  public static let attempts = 64

  /// Where the unpredictable part of temporary names comes from. The app uses `.random`;
  /// tests give a list, so they know every name a save could use and can plant links there.
  public final class Names: Sendable {
    private let given: Mutex<[String]>

    /// Random names: twelve characters from `[a-z0-9]` (about 62 bits), fresh each time.
    public static var random: Names { Names([]) }

    /// These names, in order; after them, random ones.
    public static func fixed(_ names: [String]) -> Names { Names(names) }

    private init(_ names: [String]) { given = Mutex(names) }

    func next() -> String {
      if let name = given.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { return name }
      let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
      var generator = SystemRandomNumberGenerator()
      return String(decoding: (0..<12).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] }, as: UTF8.self)
    }
  }

  /// A file written and flushed under a temporary name beside its target, not yet in place.
  public struct Prepared: Sendable {
    /// The file the user named (for messages).
    public var path: String
    /// The regular file that will be replaced (the target with the user's links followed).
    public var target: String
    /// The temporary file.
    public var temporary: String
  }

  /// Replaces the file at `path` with `text` (see the type's steps).
  public static func write(_ text: String, to path: String, names: Names = .random) throws(SaveFailure) {
    try write(Array(text.utf8), to: path, names: names)
  }

  public static func write(_ bytes: [UInt8], to path: String, names: Names = .random) throws(SaveFailure) {
    let prepared = try prepare(bytes, for: path, names: names)
    try commit(prepared)
  }

  /// Steps 1 and 2: the text in a flushed temporary file beside the real target.
  public static func prepare(_ bytes: [UInt8], for path: String, names: Names = .random) throws(SaveFailure) -> Prepared {
    let target = try resolve(path)
    let directory = SaveFiles.directoryPart(of: target)
    try SaveFiles.makeDirectories(directory)
    var info = stat()
    let exists = FileName.withPath(target) { lstat($0, &info) } == 0
    if exists, info.st_mode & S_IFMT != S_IFREG {
      throw SaveFailure(path: path, reason: inTheWay(info.st_mode & S_IFMT))
    }
    let (fd, temporary) = try create(beside: target, kind: "partial", mode: exists ? info.st_mode & 0o7777 : nil, names: names, path: path)
    if let code = writeAll(bytes, to: fd) ?? sync(fd) {
      close(fd)
      unlinkPath(temporary)
      throw SaveFailure(path: path, reason: SaveFiles.words(for: code))
    }
    if close(fd) != 0 {
      let code = errno
      unlinkPath(temporary)
      throw SaveFailure(path: path, reason: SaveFiles.words(for: code))
    }
    return Prepared(path: path, target: target, temporary: temporary)
  }

  /// Step 3: the temporary file renamed over the target, and the directory flushed.
  public static func commit(_ prepared: Prepared) throws(SaveFailure) {
    if renamePath(prepared.temporary, prepared.target) != 0 {
      let code = errno
      unlinkPath(prepared.temporary)
      throw SaveFailure(path: prepared.path, reason: SaveFiles.words(for: code))
    }
    syncDirectory(of: prepared.target)
  }

  /// Removes a prepared file that will not be committed.
  public static func discard(_ prepared: Prepared) {
    unlinkPath(prepared.temporary)
  }

  // MARK: Steps

  /// The regular file a save of `path` replaces: `path` itself, or, when it is a symbolic
  /// link the user owns, what the link points to (links to links followed the same way).
  public static func resolve(_ path: String) throws(SaveFailure) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard FileName.withPath(current, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      guard info.st_uid == geteuid() else {
        throw SaveFailure(
          path: path,
          reason: "it is a symbolic link that another user made (\(current)); axsim writes only through links you made yourself, so remove it or replace it with your own")
      }
      guard let destination = readLink(current) else { return current }
      let directory = SaveFiles.directoryPart(of: current)
      current = destination.hasPrefix("/") || directory.isEmpty ? destination : (directory == "/" ? "/" : directory + "/") + destination
    }
    throw SaveFailure(path: path, reason: SaveFiles.words(for: ELOOP))
  }

  /// Creates a new file beside `target` named `.NAME.KIND-PID-RANDOM`, never opening one that
  /// is already there (a planted file or link): another name is tried.
  static func create(beside target: String, kind: String, mode: mode_t?, names: Names, path: String) throws(SaveFailure) -> (Int32, String) {
    let directory = SaveFiles.directoryPart(of: target)
    let base = String(target.dropFirst(directory.isEmpty ? 0 : directory.count + (directory == "/" ? 0 : 1)))
    let prefix = directory.isEmpty ? "" : directory == "/" ? "/" : directory + "/"
    for _ in 0..<attempts {
      let candidate = prefix + "." + base + ".\(kind)-\(getpid())-" + names.next()
      let fd = FileName.withPath(candidate) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode == nil ? 0o666 : 0o600) }
      if fd >= 0 {
        if let mode, fchmod(fd, mode) != 0 {
          let code = errno
          close(fd)
          unlinkPath(candidate)
          throw SaveFailure(path: path, reason: SaveFiles.words(for: code))
        }
        return (fd, candidate)
      }
      let code = errno
      // Taken (a file, or a link even to nowhere): someone else's; try another name.
      if code == EEXIST || code == ELOOP { continue }
      throw SaveFailure(path: path, reason: SaveFiles.words(for: code))
    }
    throw SaveFailure(path: path, reason: "no free name for a temporary file beside it (\(attempts) names were taken)")
  }

  /// Writes all of `bytes`; the errno on failure.
  public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    var start = 0
    while start < bytes.count {
      let n = bytes.withUnsafeBytes { buffer in systemWrite(fd, buffer.baseAddress! + start, buffer.count - start) }
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      start += n
    }
    return nil
  }

  /// Flushes `fd` to the disk; the errno on failure (a full disk on some file systems shows
  /// only now).
  static func sync(_ fd: Int32) -> Int32? {
    if fsync(fd) != 0, errno != EINVAL, errno != EROFS { return errno }
    return nil
  }

  /// Flushes the directory holding `path`, so a rename in it survives a power cut.
  static func syncDirectory(of path: String) {
    let directory = SaveFiles.directoryPart(of: path)
    let fd = FileName.withPath(directory.isEmpty ? "." : directory) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    if fd >= 0 {
      _ = fsync(fd)
      close(fd)
    }
  }

  static func inTheWay(_ kind: mode_t) -> String {
    kind == S_IFDIR ? "a directory of that name is in the way" : "it is \(FileProblem.kind(ofMode: kind)), not a regular file; axsim writes only regular files"
  }

  static func readLink(_ path: String) -> String? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = FileName.withPath(path) { p in buffer.withUnsafeMutableBytes { readlink(p, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) } }
    guard n > 0 else { return nil }
    return FileName.decode(buffer[0..<n])
  }

  static func unlinkPath(_ path: String) { _ = FileName.withPath(path) { unlink($0) } }

  static func linkPath(_ from: String, _ to: String) -> Int32 {
    FileName.withPath(from) { a in FileName.withPath(to) { b in link(a, b) } }
  }

  static func renamePath(_ from: String, _ to: String) -> Int32 {
    FileName.withPath(from) { a in FileName.withPath(to) { b in rename(a, b) } }
  }

  // MARK: Left-over temporary files

  /// Removes the temporary files a killed axsim left beside `path` (`.NAME.partial-PID-…`
  /// and `.NAME.backup-PID-…` whose process is gone); a running one's are left alone, and
  /// only regular files of the user's own are touched. Returns the names removed.
  @discardableResult
  public static func removeLeftovers(of path: String) -> [String] {
    guard let target = try? resolve(path) else { return [] }
    let directory = SaveFiles.directoryPart(of: target)
    let name = String(target.dropFirst(directory.isEmpty ? 0 : directory.count + (directory == "/" ? 0 : 1)))
    let base = directory.isEmpty ? "" : directory == "/" ? "/" : directory + "/"
    guard let dir = FileName.withPath(directory.isEmpty ? "." : directory, { opendir($0) }) else { return [] }
    var stale: [String] = []
    while let entry = readdir(dir) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in FileName.decode(Array(raw.prefix { $0 != 0 })) }
      for kind in ["partial", "backup"] {
        let prefix = "." + name + ".\(kind)-"
        guard entryName.hasPrefix(prefix) else { continue }
        let rest = entryName.dropFirst(prefix.count)
        guard let pid = pid_t(rest.prefix { $0 != "-" }), pid > 0 else { continue }
        var info = stat()
        guard FileName.withPath(base + entryName, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
        if kill(pid, 0) != 0 && errno == ESRCH { stale.append(entryName) }
      }
    }
    closedir(dir)
    for s in stale { unlinkPath(base + s) }
    return stale.sorted()
  }
}

/// The C library's write(2) (the name `write` is taken inside `AtomicFile`).
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
