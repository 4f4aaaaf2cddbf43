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

  @Test func aStreamIsCutOffAtTheLimit() throws {
    // /dev/zero never ends: the reader must stop just past the limit.
    #expect(throws: BoundedFileReader.Failure.tooLarge(size: nil, limit: 5_000_000)) {
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
