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
    var screen = try tmux.waitFor(text: "added to 'Inbox' (Blocks assistive tech)")
    let bytes = try #require(FileManager.default.contents(atPath: notesPath))
    let notes = try ReviewFile.decode(Array(bytes), path: notesPath)
    #expect(notes.notes.map(\.text) == ["Title is read twice"])
    // The id: the first number and a random part.
    let id = try #require(notes.notes.first?.id)
    #expect(id.range(of: #"^n1-[a-z2-9]{4}$"#, options: .regularExpression) != nil, "\(id)")
    #expect(screen.contains("Note \(id) added to 'Inbox' (Blocks assistive tech)"))
    #expect(screen.contains("┃Inbox¶"))
    #expect(screen.contains("│Notes    \(id) Blocks assistive tech ·"), "\(screen)")
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
    screen = try tmux.waitFor(text: "│Notes    \(id) Blocks assistive tech ·")
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
      #expect(note.id.hasPrefix("n\(i + 1)-"))
      #expect(note.text == text(i + 1))
    }
  }

  /// Issue 18, tried as two reviewers would: two apps (two tmux servers) on one scene at
  /// once, each adding notes in turn, and a hand edit of the file while both run. Every note
  /// of both is in the file, no id twice, and each app shows the other's notes without a
  /// restart.
  @Test func twoReviewersOnOneSceneKeepEachOthersNotes() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let a = try TmuxDriver()
    let b = try TmuxDriver()
    defer {
      a.stop()
      b.stop()
    }
    let scene = a.workDirectory.appendingPathComponent("inbox.json5")
    try FileManager.default.copyItem(at: root.appendingPathComponent("Scenes/demo.json5"), to: scene)
    let notesPath = a.workDirectory.appendingPathComponent("inbox.review.json5").path
    for (tmux, pid) in [(a, "a"), (b, "b")] {
      try tmux.start(command(binary, scene.path, pidFile: tmux.workDirectory.appendingPathComponent("pid-\(pid)").path), width: 120, height: 34)
      try tmux.waitFor(text: "Mailboxes. Back Button.")
      try tmux.send("Right")
      try tmux.waitFor(text: "Inbox. Heading.")
    }
    func notes() throws -> ReviewNotes {
      try ReviewFile.decode(Array(try #require(FileManager.default.contents(atPath: notesPath))), path: notesPath)
    }
    for k in 1...3 {
      for (tmux, who) in [(a, "A"), (b, "B")] {
        try sendBytes(tmux, ";\(who) says \(k)\r")
        try tmux.waitFor(text: "added to 'Inbox'")
        try tmux.waitFor("\(who) says \(k) saved") { _ in (try? notes().notes.contains { $0.text == "\(who) says \(k)" }) == true }
      }
    }
    var file = try notes()
    #expect(Set(file.notes.map(\.text)) == ["A says 1", "B says 1", "A says 2", "B says 2", "A says 3", "B says 3"])
    #expect(Set(file.notes.map(\.id)).count == 6)
    // A hand edit while both run: a note added in the file.
    var text = try String(contentsOfFile: notesPath, encoding: .utf8)
    text = text.replacingOccurrences(of: "\n  ]", with: ",\n    {\"id\": \"hand\", \"screen\": \"inbox\", \"text\": \"Written by hand\"} // kept\n  ]")
    try text.write(toFile: notesPath, atomically: true, encoding: .utf8)
    // Each app shows all seven without a restart.
    for tmux in [a, b] {
      try tmux.waitFor("the merged notes") { $0.contains("Review notes:") || $0.contains("7 notes") }
      try sendBytes(tmux, "\"")
      try tmux.waitFor(text: "Review notes · 7 notes")
      try tmux.send("Escape")
      try tmux.waitFor("the list to close") { !$0.contains("Review notes ·") }
    }
    // One more from each: the hand edit and its comment stay.
    try sendBytes(a, ";A says 4\r")
    try a.waitFor("A says 4 saved") { _ in (try? notes().notes.contains { $0.text == "A says 4" }) == true }
    try sendBytes(b, ";B says 4\r")
    try b.waitFor("B says 4 saved") { _ in (try? notes().notes.contains { $0.text == "B says 4" }) == true }
    file = try notes()
    #expect(file.notes.count == 9)
    #expect(file.notes.contains { $0.id == "hand" && $0.text == "Written by hand" })
    #expect(try String(contentsOfFile: notesPath, encoding: .utf8).contains("// kept"))
    for tmux in [a, b] {
      try tmux.send("q")
      try tmux.waitFor(text: "EXIT:0")
    }
  }

  /// After a save fails (here the notes file is another user's symbolic link, which axsim
  /// will not write through), the notes are copied to the data directory, and `q` asks
  /// instead of quitting: `s` saves them to a path typed in the status bar, then quits.
  @Test func quittingWithUnsavedNotesAsksAndSavesElsewhere() throws {
    guard geteuid() == 0, let binary = TmuxDriver.binary() else { return }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    let (scene, notesPath) = try sceneCopy(tmux)
    let victim = tmux.workDirectory.appendingPathComponent("victim").path
    #expect(symlink(victim, notesPath) == 0)
    #expect(lchown(notesPath, 4242, 4242) == 0)
    let data = tmux.workDirectory.appendingPathComponent("data").path
    let pidFile = tmux.workDirectory.appendingPathComponent("pid").path
    try tmux.start(command(binary, scene, pidFile: pidFile), width: 120, height: 34, environment: ["XDG_DATA_HOME": data])
    try tmux.waitFor(text: "Mailboxes. Back Button.")
    try sendBytes(tmux, ";Keep me\r")
    let failed = try tmux.waitFor(text: "Could not save the review notes").replacingOccurrences(of: "\n", with: "")
    // (The status bar cuts the reason; the question on quit shows it whole.)
    #expect(failed.contains("inbox.review.json5: it is a symbolic link"), "\(failed)")
    #expect(!FileManager.default.fileExists(atPath: victim), "nothing written through the link")
    // The copy in the data directory.
    let recovered = try FileManager.default.contentsOfDirectory(atPath: data + "/axsim/recovered")
    #expect(recovered.count == 1 && recovered[0].hasPrefix("inbox.review-") && recovered[0].hasSuffix(".json5"), "\(recovered)")
    #expect(try String(contentsOfFile: data + "/axsim/recovered/" + recovered[0], encoding: .utf8).contains("Keep me"))
    // q asks.
    try tmux.send("q")
    var screen = try tmux.waitFor(text: "The review notes are not saved")
    #expect(screen.contains("save them to another file"))
    #expect(screen.replacingOccurrences(of: "║", with: "").replacingOccurrences(of: "\n", with: "").contains("another user made"), "\(screen)")
    try tmux.send("Escape")
    try tmux.waitFor(text: "Not quitting")
    try tmux.send("q")
    try tmux.waitFor(text: "The review notes are not saved")
    try tmux.send("s")
    try tmux.waitFor(text: "Save the notes to: ~/inbox.review.json5▏")
    for _ in 0..<"~/inbox.review.json5".count { try tmux.send("BSpace") }
    let elsewhere = tmux.workDirectory.appendingPathComponent("saved.review.json5").path
    try tmux.tmux(["send-keys", "-t", tmux.session, "-l", elsewhere], output: false)
    try tmux.send("Enter")
    screen = try tmux.waitFor(text: "EXIT:0")
    let saved = try ReviewFile.decode(Array(try #require(FileManager.default.contents(atPath: elsewhere))), path: elsewhere)
    #expect(saved.notes.map(\.text) == ["Keep me"])
  }

  /// A named pipe as the notes file: the app starts at once and says so (it used to wait
  /// for ever); a watched scene replaced by a named pipe is refused and the app still
  /// answers keys.
  @Test func namedPipesNeitherBlockTheAppNorItsWatch() throws {
    guard let binary = TmuxDriver.binary() else { return }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    let (scene, notesPath) = try sceneCopy(tmux)
    #expect(mkfifo(notesPath, 0o600) == 0)
    let pidFile = tmux.workDirectory.appendingPathComponent("pid").path
    let watched = "cd '\(root.path)'\nsh -c 'echo $$ > \(pidFile); exec \"$0\" \"$@\"' '\(binary)' --watch '\(scene)'\necho \"EXIT:$?\"\necho END"
    try tmux.start(watched, width: 160, height: 34)
    let screen = try tmux.waitFor(text: "Mailboxes. Back Button.", timeout: 10).replacingOccurrences(of: "\n", with: "")
    #expect(screen.contains("it is a named pipe (FIFO), not a regular file"), "\(screen)")
    // The watched scene becomes a pipe.
    let pipe = tmux.workDirectory.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    #expect(rename(pipe, scene) == 0)
    try tmux.waitFor("the refusal") { $0.filter { !$0.isWhitespace && $0 != "│" }.contains("namedpipe(FIFO)") }
    // The app answers: the list closes, then q quits (sent apart: q right after Escape is Alt-q).
    try tmux.send("Escape")
    try tmux.waitFor("the list to close") { !$0.contains("Reload failed ·") }
    try tmux.send("q")
    try tmux.waitFor(text: "EXIT:0", timeout: 10)
  }
}
