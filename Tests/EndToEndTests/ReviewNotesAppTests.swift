import Foundation
import InspectorCore
import Testing

/// Review notes in the real binary: a note typed in tmux lands in `NAME.review.json5` beside
/// the scene and is back after a restart; a SIGKILL in the middle of a burst of notes leaves
/// the file whole, with every note saved before the kill.
@Suite(.serialized) struct ReviewNotesAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func app() throws -> (TmuxDriver, String) {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      throw TmuxDriver.TimedOut()
    }
    return (try TmuxDriver(), binary)
  }

  /// A copy of the demo scene in the test's own directory, so its notes file goes there.
  func sceneCopy(_ tmux: TmuxDriver) throws -> (scene: String, notes: String) {
    let scene = tmux.workDirectory.appendingPathComponent("inbox.json5")
    try FileManager.default.copyItem(at: root.appendingPathComponent("Scenes/demo.json5"), to: scene)
    return (scene.path, tmux.workDirectory.appendingPathComponent("inbox.review.json5").path)
  }

  func command(_ binary: String, _ scene: String, pidFile: String) -> String {
    "cd '\(root.path)'\nsh -c 'echo $$ > \(pidFile); exec \"$0\" \"$@\"' '\(binary)' '\(scene)'\necho \"EXIT:$?\"\necho END"
  }

  /// `;` (and any byte) through tmux: a lone ";" argument would end the tmux command.
  func sendBytes(_ tmux: TmuxDriver, _ text: String) throws {
    try tmux.tmux(["send-keys", "-t", tmux.session, "-H"] + text.utf8.map { String(format: "%02x", $0) }, output: false)
  }

  @Test func aNoteTypedInTheAppIsSavedBesideTheSceneAndComesBack() throws {
    let (tmux, binary) = try app()
    let (scene, notesPath) = try sceneCopy(tmux)
    let pidFile = tmux.workDirectory.appendingPathComponent("pid").path
    try tmux.start(command(binary, scene, pidFile: pidFile), width: 120, height: 34)
    try tmux.waitFor(text: "Mailboxes. Back Button.")
    try tmux.send("Right")
    try tmux.waitFor(text: "Inbox. Heading.")
    try sendBytes(tmux, ";Title is read twice")
    try tmux.waitFor(text: "Note on 'Inbox': Title is read twice▏")
    try tmux.send("Tab")
    try tmux.waitFor(text: "Note on 'Inbox' [Blocks assistive tech]: Title is read twice▏")
    try tmux.send("Enter")
    var screen = try tmux.waitFor(text: "Note n1 added to 'Inbox' (Blocks assistive tech)")
    #expect(screen.contains("┃Inbox¶"))
    #expect(screen.contains("│Notes    n1 Blocks assistive tech · Title  │"))
    #expect(screen.contains("│         is read twice                     │"))
    let bytes = try #require(FileManager.default.contents(atPath: notesPath))
    let notes = try ReviewFile.decode(Array(bytes), path: notesPath)
    #expect(notes.notes.map(\.text) == ["Title is read twice"])
    #expect(notes.notes.first?.tier == .blocks)
    #expect(notes.notes.first?.created.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression) != nil)
    // The list.
    try sendBytes(tmux, "\"")
    screen = try tmux.waitFor(text: "Review notes · 1 note")
    #expect(screen.contains("▸ 'Inbox'"))
    try tmux.send("Escape")
    try tmux.waitFor("the list to close") { !$0.contains("Review notes ·") }
    try tmux.send("q")
    try tmux.waitFor(text: "END")

    // A new session over the same scene shows the note again.
    try tmux.tmux(["respawn-pane", "-k", "-t", tmux.session, "sh", tmux.workDirectory.appendingPathComponent("run.sh").path], output: false)
    try tmux.waitFor(text: "Mailboxes. Back Button.")
    try tmux.send("Right")
    screen = try tmux.waitFor(text: "│Notes    n1 Blocks assistive tech · Title  │")
    try tmux.send("q")
    try tmux.waitFor(text: "END")
  }

  @Test func aKillDuringABurstOfNotesLeavesEverySavedNoteWhole() throws {
    let (tmux, binary) = try app()
    let (scene, notesPath) = try sceneCopy(tmux)
    let pidFile = tmux.workDirectory.appendingPathComponent("pid").path
    try tmux.start(command(binary, scene, pidFile: pidFile), width: 120, height: 34)
    try tmux.waitFor(text: "Mailboxes. Back Button.")
    let pid = pid_t(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(pid > 0)
    // Escapes and non-ASCII text, so a half-written note could not pass for a whole one.
    func text(_ k: Int) -> String { "note \(k) says \"quoted\", back\\slash and é — " + String(repeating: "x", count: k % 17) }
    let total = 300
    // In chunks: tmux takes a command of at most 16 KB.
    for chunk in stride(from: 1, through: total, by: 20) {
      try sendBytes(tmux, (chunk..<min(total + 1, chunk + 20)).map { ";" + text($0) + "\r" }.joined())
    }
    // Kill once some notes are on disk, while the rest are still being typed.
    var before = 0
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      if let bytes = FileManager.default.contents(atPath: notesPath),
        let notes = try? ReviewFile.decode(Array(bytes), path: notesPath), notes.notes.count >= 5
      {
        before = notes.notes.count
        break
      }
      usleep(5_000)
    }
    #expect(kill(pid, SIGKILL) == 0)
    try tmux.waitFor(text: "EXIT:137")
    #expect(before >= 5, "notes were saved before the kill")

    // The file parses (with the project's parser and as plain JSON) and holds notes n1…nN
    // in order, each exactly as typed: every note saved before the kill is there.
    let bytes = try #require(FileManager.default.contents(atPath: notesPath))
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(bytes)) }
    let notes = try ReviewFile.decode(Array(bytes), path: notesPath)
    #expect(notes.notes.count >= before)
    #expect(notes.notes.count < total, "the kill landed during the burst (\(notes.notes.count) of \(total) saved)")
    for (i, note) in notes.notes.enumerated() {
      #expect(note.id == "n\(i + 1)")
      #expect(note.text == text(i + 1))
    }
  }
}
