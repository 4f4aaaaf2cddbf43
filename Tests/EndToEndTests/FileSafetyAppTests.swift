import Foundation
import InspectorCore
import Testing

/// Issue 18 through the real binary, each case as the issue reproduced it: links planted
/// where a report is saved, a report whose second file fails, notes that do not read, a
/// huge note id, named pipes as scene, notes and keymap, and file names that are not UTF-8.
@Suite(.serialized) struct FileSafetyAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func directory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-files-\(UInt32.random(in: 0...UInt32.max))").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// A copy of the demo as `inbox.json5`, so its notes and report go beside it.
  func scene(in dir: String) throws -> String {
    try FileManager.default.copyItem(atPath: root.appendingPathComponent("Scenes/demo.json5").path, toPath: dir + "/inbox.json5")
    return dir + "/inbox.json5"
  }

  // MARK: Item 1

  /// Another user's links at the names the old save used (`.NAME.partial-PID` for the next
  /// pids) and at the report's names pointing elsewhere: `axsim report` writes neither
  /// victim, and the report lands where it should.
  @Test func reportIgnoresLinksPlantedAtItsTemporaryNames() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
    let victim = dir + "/profile"
    try "echo safe\n".write(toFile: victim, atomically: false, encoding: .utf8)
    // The next few hundred pids, for both files.
    let next = getpid()
    for pid in next..<next + 400 {
      for name in ["demo-review.md", "demo-review.html"] { _ = symlink(victim, out + "/.\(name).partial-\(pid)") }
    }
    let run = try AxsimProcess.run(["report", "--out", out], in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(read(victim) == "echo safe\n", "the victim's file is untouched")
    #expect(read(out + "/demo-review.md")?.hasPrefix("# Accessibility review: Mail demo") == true)
    #expect(read(out + "/demo-review.html")?.contains("<html") == true)
    let attributes = try FileManager.default.attributesOfItem(atPath: out + "/demo-review.md")
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
  }

  // MARK: Item 12

  /// A report whose HTML cannot be written keeps the previous Markdown (and says which file
  /// and why).
  @Test func aReportThatFailsAtItsSecondFileKeepsThePreviousOne() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try scene(in: dir)
    try "# the previous report\n".write(toFile: dir + "/inbox-review.md", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: dir + "/inbox-review.html", withIntermediateDirectories: false)
    try "x".write(toFile: dir + "/inbox-review.html/keep", atomically: false, encoding: .utf8)
    let run = try AxsimProcess.run(["report", "inbox.json5"], in: dir)
    #expect(run.status == 1)
    #expect(run.stderr.contains("axsim: error: could not write the report: inbox-review.html: a directory of that name is in the way (neither file was written)"), "\(run.stderr)")
    #expect(read(dir + "/inbox-review.md") == "# the previous report\n")
  }

  // MARK: Item 7

  /// Every way a notes file can fail to read makes `report` say so, where and why, and exit
  /// 2; `--ignore-notes` writes the report without them, with a warning.
  @Test func reportRefusesNotesItCannotRead() throws {
    let cases: [(name: String, make: (String) throws -> Void, message: String)] = [
      ("bad JSON", { try "{ format: \"axsim-review/1\", notes: [".write(toFile: $0, atomically: false, encoding: .utf8) },
       "inbox.review.json5:1:37: unexpected end of file inside an array opened at line 1, column 36; close it with ']'"),
      ("empty", { try "".write(toFile: $0, atomically: false, encoding: .utf8) }, "inbox.review.json5:1:1: the file is empty"),
      ("not an object", { try "[]".write(toFile: $0, atomically: false, encoding: .utf8) }, "expected an object, found array"),
      ("wrong format", { try "{ format: \"axsim-review/9\" }".write(toFile: $0, atomically: false, encoding: .utf8) }, "the format is not 'axsim-review/1'"),
      ("notes not a list", { try "{ format: \"axsim-review/1\", notes: 3 }".write(toFile: $0, atomically: false, encoding: .utf8) }, "'notes' must be an array, found number"),
      ("a note not an object", { try "{ format: \"axsim-review/1\", notes: [3] }".write(toFile: $0, atomically: false, encoding: .utf8) }, "a note must be an object, found number"),
      ("text not a string", { try "{ format: \"axsim-review/1\", notes: [{ id: \"n1\", screen: \"inbox\", text: 5 }] }".write(toFile: $0, atomically: false, encoding: .utf8) }, "'text' must be a string, found number"),
      ("unknown tier", { try "{ format: \"axsim-review/1\", notes: [{ id: \"n1\", screen: \"inbox\", tier: \"fatal\" }] }".write(toFile: $0, atomically: false, encoding: .utf8) }, "unknown tier 'fatal'"),
      ("no id", { try "{ format: \"axsim-review/1\", notes: [{ screen: \"inbox\" }] }".write(toFile: $0, atomically: false, encoding: .utf8) }, "a note has no 'id'; give it an id such as \"n1\""),
      ("an id twice", { try "{ format: \"axsim-review/1\", notes: [{ id: \"a\", screen: \"inbox\" }, { id: \"a\", screen: \"inbox\" }] }".write(toFile: $0, atomically: false, encoding: .utf8) }, "the id 'a' is used by two notes"),
      ("no target", { try "{ format: \"axsim-review/1\", notes: [{ id: \"a\" }] }".write(toFile: $0, atomically: false, encoding: .utf8) }, "says neither 'element', 'elementPath' nor 'screen'"),
      ("not UTF-8", { try Data([0x7B, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: $0)) }, "inbox.review.json5:1:2:"),
      ("a directory", { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }, "inbox.review.json5: it is a directory"),
      ("a named pipe", { #expect(mkfifo($0, 0o600) == 0) }, "inbox.review.json5: it is a named pipe (FIFO), not a regular file"),
    ]
    for c in cases {
      let dir = try directory()
      defer { try? FileManager.default.removeItem(atPath: dir) }
      _ = try scene(in: dir)
      try c.make(dir + "/inbox.review.json5")
      let run = try AxsimProcess.run(["report", "inbox.json5"], in: dir, timeout: 10)
      #expect(!run.timedOut, "\(c.name): the report waited")
      #expect(run.status == 2, "\(c.name): \(run.stderr)")
      #expect(run.stderr.hasPrefix("axsim: error: the review notes could not be read: "), "\(c.name): \(run.stderr)")
      #expect(run.stderr.contains(c.message), "\(c.name): \(run.stderr)")
      #expect(run.stderr.hasSuffix("; fix the file or move it away, or add --ignore-notes to write the report without them\n"), "\(c.name): \(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/inbox-review.md"), "\(c.name)")
      let ignoring = try AxsimProcess.run(["report", "inbox.json5", "--ignore-notes"], in: dir, timeout: 10)
      #expect(ignoring.status == 0, "\(c.name): \(ignoring.stderr)")
      #expect(ignoring.stderr.contains("axsim: warning: the review notes could not be read ("), "\(c.name): \(ignoring.stderr)")
      #expect(FileManager.default.fileExists(atPath: dir + "/inbox-review.md"), "\(c.name)")
    }
  }

  // MARK: Item 5

  /// The largest note number, and one larger still, in the file: `report` lists the notes
  /// (no trap, exit 0); with another note lacking an id, it says where.
  @Test func aHugeNoteIDDoesNotCrashTheReport() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try scene(in: dir)
    let notes = """
      { format: "axsim-review/1", notes: [
        { id: "n9223372036854775807", screen: "inbox", text: "largest" },
        { id: "n99999999999999999999", screen: "inbox", text: "larger" }
      ] }
      """
    try notes.write(toFile: dir + "/inbox.review.json5", atomically: false, encoding: .utf8)
    let run = try AxsimProcess.run(["report", "inbox.json5"], in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(read(dir + "/inbox-review.md")?.contains("largest") == true)
    try notes.replacingOccurrences(of: "{ id: \"n99999999999999999999\", ", with: "{ ").write(toFile: dir + "/inbox.review.json5", atomically: false, encoding: .utf8)
    let missing = try AxsimProcess.run(["report", "inbox.json5"], in: dir)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("inbox.review.json5:3:3: a note has no 'id'; give it an id such as \"n1\""), "\(missing.stderr)")
  }

  // MARK: Item 10

  /// A named pipe with no writer as the scene, as a keymap, or as `--script`: refused at once,
  /// by what it is (it used to block for ever).
  @Test func aNamedPipeIsRefusedAtOnce() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(mkfifo(dir + "/pipe.json5", 0o600) == 0)
    for command in [["check", "pipe.json5"], ["speak", "pipe.json5"], ["audit", "pipe.json5"], ["report", "pipe.json5"]] {
      let run = try AxsimProcess.run(command, in: dir, timeout: 10)
      #expect(!run.timedOut, "\(command): waited on the pipe")
      #expect(run.status == 2, "\(command)")
      // (`check` reports on stdout, the others on stderr.)
      #expect((run.stdout + run.stderr).contains("pipe.json5: error: cannot read the file (it is a named pipe (FIFO), not a regular file); give the path of a regular file (a scene can also come on standard input: axsim ... -)"), "\(command): \(run.stderr)")
    }
    _ = try scene(in: dir)
    let script = try AxsimProcess.run(["run", "inbox.json5", "--script", "pipe.json5"], in: dir, timeout: 10)
    #expect(!script.timedOut)
    #expect(script.status == 2)
    #expect(script.stderr.contains("it is a named pipe (FIFO), not a regular file"), "\(script.stderr)")
  }

  // MARK: Item 14

  /// A file name that is not UTF-8 (Latin-1 `scène`): read, checked and reported on, its
  /// byte printed as `\xE8`; a missing one says "no such file" with its real name.
  @Test func aFileNameThatIsNotUTF8Works() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let name: [UInt8] = Array("sc".utf8) + [0xE8] + Array("ne.json5".utf8)
    let source = try Data(contentsOf: root.appendingPathComponent("Scenes/demo.json5"))
    let path = Array(dir.utf8) + [UInt8(ascii: "/")] + name
    let fd = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    #expect(fd >= 0)
    _ = source.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    close(fd)
    let speak = try AxsimProcess.run([Array("speak".utf8), name], in: dir)
    #expect(speak.status == 0, "\(speak.stderr)")
    #expect(speak.stdout.hasPrefix("sc\\xE8ne.json5 · screen 'inbox'"), "\(speak.stdout.prefix(200))")
    let check = try AxsimProcess.run([Array("check".utf8), name], in: dir)
    #expect(check.status == 0, "\(check.stderr)")
    let report = try AxsimProcess.run([Array("report".utf8), name], in: dir)
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.stdout == "Wrote sc\\xE8ne-review.md and sc\\xE8ne-review.html\n")
    // The report's files carry the same byte.
    let written = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(written.count == 3, "\(written)")
    let missing = try AxsimProcess.run([Array("check".utf8), Array("x".utf8) + [0xE9] + Array(".json5".utf8)], in: dir)
    #expect(missing.status == 2)
    #expect(missing.stdout.contains("x\\xE9.json5: error: cannot read the file (no such file)"), "\(missing.stdout)")
  }
}
