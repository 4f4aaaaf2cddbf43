import Foundation
import SceneModel
import Testing

/// Reading scene files within the size limit, and the stamp `--watch` compares.
@Suite struct FileReadingTests {
  func directory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-read-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func aFileOverTheLimitIsRefusedFromItsSize() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/big.json5"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 300 * 1_048_576)  // sparse: no data blocks
    try handle.close()
    #expect(throws: BoundedFileReader.Failure.tooLarge(size: 300 * 1_048_576, limit: BoundedFileReader.sceneLimit)) {
      try BoundedFileReader.read(path: path, limit: BoundedFileReader.sceneLimit)
    }
    do {
      _ = try SceneLoader.load(path: path)
      Issue.record("a 300 MB file loaded")
    } catch {
      #expect(error.description == "\(path): error: the file is 300 MB, more than the 256 MB limit; split the scene into smaller files")
    }
  }

  @Test func aFileWithinTheLimitIsReadWhole() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.txt"
    let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try BoundedFileReader.read(path: path, limit: 3_000_000) == bytes)
    #expect(throws: BoundedFileReader.Failure.tooLarge(size: 3_000_000, limit: 2_999_999)) {
      try BoundedFileReader.read(path: path, limit: 2_999_999)
    }
    #expect(BoundedFileReader.Failure.tooLarge(size: 3_000_000, limit: 2_999_999).message == "the file is 3 MB, more than the 3 MB limit")
  }

  @Test func unreadableFilesSayWhy() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: BoundedFileReader.Failure.unreadable(reason: "no such file")) {
      try BoundedFileReader.read(path: dir + "/missing", limit: 10)
    }
    #expect(throws: BoundedFileReader.Failure.unreadable(reason: "it is a directory")) {
      try BoundedFileReader.read(path: dir, limit: 10)
    }
  }

  /// Issue 18: a named pipe with no writer (and any other file that is not a regular one)
  /// is refused at once, by what it is; reading it used to block for ever. (If the read
  /// ever blocks again, the test writes to the pipe after 5 s to free it, and fails.)
  @Test func aNamedPipeOrADeviceIsRefusedAtOnce() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let pipe = dir + "/scene.json5"
    #expect(mkfifo(pipe, 0o600) == 0)
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: Result<[UInt8], BoundedFileReader.Failure>?
    Thread.detachNewThread {
      do { result = .success(try BoundedFileReader.read(path: pipe, limit: 100)) } catch { result = .failure(error as! BoundedFileReader.Failure) }
      done.signal()
    }
    if done.wait(timeout: .now() + 5) == .timedOut {
      Issue.record("reading a named pipe blocked")
      let fd = open(pipe, O_WRONLY | O_NONBLOCK)
      close(fd)
      done.wait()
    }
    var refusal: BoundedFileReader.Failure?
    if case .failure(let f)? = result { refusal = f }
    #expect(refusal == .notRegularFile(kind: "a named pipe (FIFO)"))
    #expect(BoundedFileReader.Failure.notRegularFile(kind: "a named pipe (FIFO)").message == "cannot read the file (it is a named pipe (FIFO), not a regular file)")
    #expect(throws: BoundedFileReader.Failure.notRegularFile(kind: "a device")) {
      try BoundedFileReader.read(path: "/dev/null", limit: 100)
    }
    // Missing is not a failure for the readers that allow it (notes, keymaps).
    #expect(try BoundedFileReader.readIfPresent(path: dir + "/missing", limit: 10) == nil)
  }

  /// Issue 18: file names are bytes. A name that is not UTF-8 keeps every byte through a
  /// `String` and back (also a name that really holds a scalar of the block the bytes are
  /// kept in), opens, and prints as `\xE9`.
  @Test func fileNamesThatAreNotUTF8KeepTheirBytes() throws {
    let names: [[UInt8]] = [
      Array("plain.json5".utf8), [0x63, 0x61, 0x66, 0xE9], [0xFF, 0xFE, 0x80], Array("é".utf8) + [0xC3],
      Array("\u{10FF80}".utf8), [0xF4, 0x8F, 0xBE, 0x80, 0xE9], [0xED, 0xA0, 0x80],
    ]
    for bytes in names {
      let name = FileName.decode(bytes)
      #expect(FileName.bytes(name) == bytes, "\(bytes)")
    }
    #expect(FileName.decode(Array("plain.json5".utf8)) == "plain.json5")
    #expect(FileName.display(FileName.decode([0x63, 0x61, 0x66, 0xE9])) == "caf\\xE9")
    #expect(Sanitize.forMessage(FileName.decode([0x63, 0x61, 0x66, 0xE9, 0x1B])) == "caf\\xE9U+001B")
    // A real file of that name.
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let name = FileName.decode(Array(dir.utf8) + [0x2F, 0x73, 0x63, 0xE8, 0x6E, 0x65])
    let fd = FileName.withPath(name) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
    #expect(fd >= 0)
    close(fd)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 1)
    #expect(try BoundedFileReader.read(path: name, limit: 10) == [])
  }

  @Test func aStreamIsCutOffAtTheLimit() throws {
    // /dev/zero never ends: the reader must stop just past the limit (as on standard input,
    // the one stream it reads: a path must be a regular file).
    let fd = open("/dev/zero", O_RDONLY)
    defer { close(fd) }
    #expect(throws: BoundedFileReader.Failure.tooLarge(size: nil, limit: 5_000_000)) {
      try BoundedFileReader.read(descriptor: fd, limit: 5_000_000, describe: { "read error" })
    }
    #expect(throws: BoundedFileReader.Failure.notRegularFile(kind: "a device")) {
      try BoundedFileReader.read(path: "/dev/zero", limit: 5_000_000)
    }
    #expect(BoundedFileReader.Failure.tooLarge(size: nil, limit: BoundedFileReader.sceneLimit).message == "the input is more than the 256 MB limit")
  }

  @Test func theWatchStampNoticesAReplacementOfTheSameSizeAndTime() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/scene.json5"
    let time = Date(timeIntervalSince1970: 1_700_000_000)
    func put(_ text: String, at target: String) throws {
      try text.write(toFile: target, atomically: false, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: target)
    }
    try put("{ a: 1 }", at: path)
    let stamps = FileWatchStamp()
    let first = try #require(stamps.stamp(path))
    #expect(stamps.stamp(path) == first, "an unchanged file keeps its stamp")

    // Same size, same time, different content, renamed over the original (a new inode).
    try put("{ b: 2 }", at: dir + "/new")
    #expect(rename(dir + "/new", path) == 0)
    let second = try #require(stamps.stamp(path))
    #expect(second != first)

    // The same content again under another inode: nothing to reload.
    try put("{ b: 2 }", at: dir + "/same")
    #expect(rename(dir + "/same", path) == 0)
    #expect(stamps.stamp(path) == second)

    #expect(unlink(path) == 0)
    #expect(stamps.stamp(path) == nil)
  }
}
