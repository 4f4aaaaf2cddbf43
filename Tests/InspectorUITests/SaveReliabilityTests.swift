import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Saving never loses an utterance, writes the Markdown and JSON-lines pair together, and
/// says in plain words which file failed and why.
@Suite struct SaveReliabilityTests {
  func directory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-save-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Runs a session that presses `w` once, saving with the real `SaveFiles.writeAll`.
  func save(_ state: AppState) -> Session {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30), events: [.key(KeyPress(.character("w")))])
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: [])) }, fileStamp: { _ in nil },
      writeFile: { _, _ in Issue.record("the pair is written with writeFiles") },
      timestamp: { "20261201-101500-000" })
    environment.writeFiles = { files in try SaveFiles.writeAll(files) }
    environment.displayPath = { SaveLocation.shortPath($0, cwd: "/nowhere", home: nil) }
    let session = Session(state: state, terminal: terminal, environment: environment)
    _ = session.run()
    return session
  }

  @Test func aSessionOf20000StepsIsSavedWhole() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var state = try demoState(size: Size(width: 100, height: 30), commands: [])
    // Swipe back and forth across the demo: 20,001 steps, each saying something.
    for i in 0..<20_001 {
      state.logEvents(state.simulator.perform(.voiceOver(i % 20 < 10 ? .next : .previous)), key: "→")
    }
    let logged = state.log.entries.count
    #expect(logged > 20_001, "the start and every step are in the log")
    state.saveDirectory = dir
    let session = save(state)
    #expect(session.state.banner?.text.hasPrefix("Saved ") == true, "\(session.state.banner?.text ?? "")")
    let jsonl = try String(contentsOfFile: dir + "/axsim-transcript-20261201-101500-000.jsonl", encoding: .utf8)
    let lines = jsonl.split(separator: "\n")
    #expect(lines.count == logged + 1, "a header line and one line per utterance")
    #expect(lines[1].hasPrefix(#"{"step":0,"#), "the very first utterance is kept")
    #expect(lines.last?.hasPrefix(#"{"step":20001,"#) == true)
    let markdown = try String(contentsOfFile: dir + "/axsim-transcript-20261201-101500-000.md", encoding: .utf8)
    #expect(markdown.contains("\n| 1 | "))
    #expect(markdown.contains("\n| 20001 | "))
  }

  @Test func whenTheSecondFileFailsNeitherIsKept() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A directory where the JSON-lines file should go.
    try FileManager.default.createDirectory(atPath: dir + "/axsim-transcript-20261201-101500-000.jsonl", withIntermediateDirectories: false)
    var state = try demoState(size: Size(width: 100, height: 30), commands: [.next])
    state.saveDirectory = dir
    let session = save(state)
    #expect(session.state.banner?.text == "Could not save: \(dir)/axsim-transcript-20261201-101500-000.jsonl: a directory of that name is in the way (neither file was saved)")
    let left = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(left == ["axsim-transcript-20261201-101500-000.jsonl"], "no Markdown file and no partial file is left: \(left)")
  }

  @Test func aSaveDirectoryThatIsAFileIsNamed() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = FileManager.default.createFile(atPath: dir + "/out", contents: Data("x".utf8))
    var state = try demoState(size: Size(width: 100, height: 30), commands: [.next])
    state.saveDirectory = dir + "/out/transcripts"
    let session = save(state)
    #expect(session.state.banner?.text == "Could not save: \(dir)/out: it is a file, not a directory (neither file was saved)")
  }

  @Test func aFullDiskIsSaidInWords() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    // /dev/full as the "directory" cannot hold files; write to it directly instead.
    let fd = open("/dev/full", O_WRONLY)
    defer { close(fd) }
    #expect(AtomicFile.writeAll(Array("text".utf8), to: fd) == ENOSPC)
    #expect(SaveFiles.words(for: ENOSPC) == "no space left on the device")
    #expect(SaveFiles.words(for: ENOTDIR) == "a part of the path is a file, not a directory")
  }
}
