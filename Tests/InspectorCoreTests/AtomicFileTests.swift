import Foundation
import SceneModel
import Testing

@testable import InspectorCore

/// Every file axsim writes goes through `AtomicFile`: a temporary file under a name nobody
/// can guess, created so that nothing planted at that name is ever opened, with the mode of
/// the file it replaces, flushed and renamed. A pair (a report) is written together or not
/// at all, and a failed second rename puts the first file back as it was.
@Suite struct AtomicFileTests {
  /// A fresh directory, removed by the caller.
  func directory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-atomic-\(UInt32.random(in: 0...UInt32.max))").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// The attack: another user who can write to a shared folder plants symbolic
  /// links at every name the save could use (the old `.NAME.partial-PID` names for the
  /// next pids, and here every name the save's name source will give), each pointing at a
  /// file the victim can write. The save writes none of them, and lands in the file named.
  @Test func linksPlantedAtEveryNameTheSaveCouldUseAreNeverFollowed() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let victim = dir + "/bashrc"
    try "echo safe\n".write(toFile: victim, atomically: false, encoding: .utf8)
    let path = dir + "/inbox.review.json5"
    // The names this save will try, in order: the first 40 are taken by links.
    let random = (0..<41).map { "name\($0)" }
    var planted: [String] = []
    for pid in getpid()..<getpid() + 64 { planted.append(dir + "/.inbox.review.json5.partial-\(pid)") }
    for r in random.prefix(40) { planted.append(dir + "/.inbox.review.json5.partial-\(getpid())-\(r)") }
    // A dangling link too: O_CREAT alone would create its target.
    planted.append(dir + "/.inbox.review.json5.partial-\(getpid())-name0-dangling")
    for (k, link) in planted.enumerated() {
      #expect(symlink(k.isMultiple(of: 2) ? victim : dir + "/nowhere-\(k)", link) == 0)
    }
    try ReviewFile.write("{ format: \"axsim-review/1\", notes: [] }\n", to: path, names: .fixed(random))
    #expect(read(victim) == "echo safe\n", "the victim's file is untouched")
    #expect(read(path) == "{ format: \"axsim-review/1\", notes: [] }\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere-1"), "no link's target was created")
    // Every planted link is still a link, and no temporary file is left.
    for link in planted { #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil) }
    let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains("partial") && !planted.contains(dir + "/" + $0) }
    #expect(left.isEmpty, "\(left)")

    // When every name it may try is taken, the save fails and says so; still nothing written.
    let all = (0..<AtomicFile.attempts).map { "full\($0)" }
    for r in all { #expect(symlink(victim, dir + "/.inbox.review.json5.partial-\(getpid())-\(r)") == 0) }
    #expect(throws: SaveFailure(path: path, reason: "no free name for a temporary file beside it (\(AtomicFile.attempts) names were taken)")) {
      try ReviewFile.write("x", to: path, names: .fixed(all))
    }
    #expect(read(victim) == "echo safe\n")
  }

  /// The same for the report's pair, whose save also gives each replaced file a second name
  /// (`.NAME.backup-PID-…`) for the moment of the renames: links planted there are skipped.
  @Test func aPairIsWrittenPastPlantedLinksAtItsTemporaryAndBackupNames() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let victim = dir + "/victim"
    try "keep".write(toFile: victim, atomically: false, encoding: .utf8)
    let md = dir + "/demo-review.md"
    let html = dir + "/demo-review.html"
    try "old md".write(toFile: md, atomically: false, encoding: .utf8)
    try "old html".write(toFile: html, atomically: false, encoding: .utf8)
    let names = (0..<20).map { "r\($0)" }
    for name in ["demo-review.md", "demo-review.html"] {
      for kind in ["partial", "backup"] {
        for r in names.prefix(12) { #expect(symlink(victim, dir + "/.\(name).\(kind)-\(getpid())-\(r)") == 0) }
      }
    }
    try SaveFiles.writeAll([(md, "new md"), (html, "new html")], names: .fixed(names))
    #expect(read(victim) == "keep")
    #expect(read(md) == "new md")
    #expect(read(html) == "new html")
  }

  /// A report whose second file cannot be written (a directory has its name) leaves the
  /// first file as the previous run wrote it, and no new or temporary file.
  @Test func aSecondFileThatCannotBeWrittenKeepsThePreviousFirstFile() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let md = dir + "/demo-review.md"
    let html = dir + "/demo-review.html"
    try "# the previous report\n".write(toFile: md, atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: html, withIntermediateDirectories: false)
    #expect(throws: SaveFailure(path: html, reason: "a directory of that name is in the way")) {
      try SaveFiles.writeAll([(md, "# the new report\n"), (html, "<html>")])
    }
    #expect(read(md) == "# the previous report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["demo-review.html", "demo-review.md"])
  }

  /// The case: the second file fails at its rename, after the first was already
  /// renamed over the previous one (here a directory appears at the second name between
  /// the writing and the renames, as another program could make it). The first file is put
  /// back: the very file the previous run wrote, not a copy, and nothing else is left.
  @Test func whenTheSecondRenameFailsTheFirstFileIsPutBack() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let md = dir + "/a.md"
    let html = dir + "/a.html"
    try "previous".write(toFile: md, atomically: false, encoding: .utf8)
    let inode = try #require(FileManager.default.attributesOfItem(atPath: md)[.systemFileNumber] as? UInt64)
    #expect(throws: SaveFailure(path: html, reason: "a directory of that name is in the way")) {
      try SaveFiles.writeAll([(md, "new"), (html, "new")], names: .random) {
        try? FileManager.default.createDirectory(atPath: html, withIntermediateDirectories: false)
        try? "x".write(toFile: html + "/inside", atomically: false, encoding: .utf8)
      }
    }
    #expect(read(md) == "previous")
    #expect(try FileManager.default.attributesOfItem(atPath: md)[.systemFileNumber] as? UInt64 == inode)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.html", "a.md"])
    // A first file that did not exist before is removed again.
    try FileManager.default.removeItem(atPath: md)
    #expect(throws: SaveFailure.self) { try SaveFiles.writeAll([(md, "new"), (html, "new")]) }
    #expect(!FileManager.default.fileExists(atPath: md))
  }

  /// The new file gets the mode of the one it replaces (a private file stays private); a
  /// new one gets 0666 less the umask.
  @Test func theReplacedFilesModeIsKept() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/notes.review.json5"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, 0o600) == 0)
    try AtomicFile.write("new", to: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o600)
    let fresh = dir + "/fresh"
    try AtomicFile.write("x", to: fresh)
    let mask = umask(0)
    umask(mask)
    #expect(stat(fresh, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o666 & ~mask)
  }

  /// A symbolic link the user made is followed: the real file is replaced, the link stays.
  /// One that another user made is refused, by name (a shared folder is where links get
  /// planted), and nothing is written.
  @Test func theUsersOwnLinkIsFollowedAndAnotherUsersIsRefused() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: false)
    let real = dir + "/real/inbox.review.json5"
    try "old".write(toFile: real, atomically: false, encoding: .utf8)
    let link = dir + "/inbox.review.json5"
    #expect(symlink("real/inbox.review.json5", link) == 0)
    try ReviewFile.write("new", to: link)
    #expect(read(real) == "new")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/inbox.review.json5")
    // No temporary file beside the link or beside the real file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/real") == ["inbox.review.json5"])
    // A link to a file not there yet: the file is made where the link points.
    let dangling = dir + "/other.review.json5"
    #expect(symlink("real/other.review.json5", dangling) == 0)
    try ReviewFile.write("made", to: dangling)
    #expect(read(dir + "/real/other.review.json5") == "made")

    // Another user's link (only root can make one here).
    guard geteuid() == 0 else { return }
    let victim = dir + "/victim"
    try "keep".write(toFile: victim, atomically: false, encoding: .utf8)
    let planted = dir + "/planted.review.json5"
    #expect(symlink(victim, planted) == 0)
    #expect(lchown(planted, 4242, 4242) == 0)
    #expect(throws: SaveFailure(path: planted, reason: "it is a symbolic link that another user made (\(planted)); axsim writes only through links you made yourself, so remove it or replace it with your own")) {
      try ReviewFile.write("x", to: planted)
    }
    #expect(read(victim) == "keep")
    #expect(throws: SaveFailure.self) { try SaveFiles.writeAll([(planted, "x")]) }
    #expect(read(victim) == "keep")
  }

  /// Not a regular file at the name: refused by what it is, never written through.
  @Test func aPipeOrADirectoryAtTheNameIsRefused() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/fifo", 0o600) == 0)
    #expect(throws: SaveFailure(path: dir + "/fifo", reason: "it is a named pipe (FIFO), not a regular file; axsim writes only regular files")) {
      try AtomicFile.write("x", to: dir + "/fifo")
    }
    try FileManager.default.createDirectory(atPath: dir + "/d", withIntermediateDirectories: false)
    #expect(throws: SaveFailure(path: dir + "/d", reason: "a directory of that name is in the way")) {
      try AtomicFile.write("x", to: dir + "/d")
    }
  }

  /// Temporary files of a process that is gone are removed at the next start; a running
  /// process's are kept, and so is anything that is not the user's own regular file.
  @Test func leftoversOfAKilledProcessAreRemovedOthersKept() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/t.review.json5"
    let dead = ".t.review.json5.partial-2147483646-abc"
    let deadBackup = ".t.review.json5.backup-2147483646-abc"
    let alive = ".t.review.json5.partial-\(getpid())-abc"
    for name in [dead, deadBackup, alive, "t.review.json5"] {
      try "x".write(toFile: dir + "/" + name, atomically: false, encoding: .utf8)
    }
    // A link at a dead process's name is not the user's temporary file: left alone.
    #expect(symlink("/etc/passwd", dir + "/.t.review.json5.partial-2147483645-x") == 0)
    #expect(AtomicFile.removeLeftovers(of: path) == [deadBackup, dead].sorted())
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [".t.review.json5.partial-2147483645-x", alive, "t.review.json5"].sorted())
  }
}
