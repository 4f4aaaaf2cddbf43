import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `--watch` compares to notice that a scene file changed.
///
/// The stamp is the modification time (to the nanosecond) and the size, plus a hash of the
/// content that is computed again whenever the file is a different file (another device or
/// inode): an editor or a build step that replaces the file by renaming a new one over it
/// can leave the same size and time, and the content then tells. An edit in place changes
/// the time, so the content is not read on every look. What was seen is kept per path (the
/// app watches the scene and its notes file with one stamp).
public final class FileWatchStamp: Sendable {
  private struct Seen {
    var device: UInt64
    var inode: UInt64
    var hash: UInt64
  }

  private let seen = Mutex<[String: Seen]>([:])

  public init() {}

  /// The stamp for `path` now; nil when the file is missing.
  public func stamp(_ path: String) -> String? {
    var info = stat()
    guard FileName.withPath(path, { stat($0, &info) }) == 0 else {
      seen.withLock { $0[path] = nil }
      return nil
    }
    let device = UInt64(info.st_dev)
    let inode = UInt64(info.st_ino)
    let hash = seen.withLock { seen -> UInt64 in
      if let known = seen[path], known.device == device, known.inode == inode { return known.hash }
      let hash = Self.contentHash(path)
      seen[path] = Seen(device: device, inode: inode, hash: hash)
      return hash
    }
    return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_size)-\(String(hash, radix: 16))"
  }

  /// FNV-1a over the file's bytes (0 when it cannot be read or is over the scene limit; the
  /// size in the stamp still differs then).
  static func contentHash(_ path: String) -> UInt64 {
    guard let bytes = try? BoundedFileReader.read(path: path, limit: BoundedFileReader.sceneLimit) else { return 0 }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}
