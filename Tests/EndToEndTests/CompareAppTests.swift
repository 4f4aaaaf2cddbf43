import Foundation
import InspectorCore
import Testing

/// `axsim compare` as a user runs it: the real binary in tmux, both sides driven by the
/// same keys, and the terminal restored after quit.
@Suite(.serialized) struct CompareAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func wrapped(_ binary: String, _ arguments: String) -> String {
    "cd '\(root.path)'\n'\(binary)' \(arguments)\necho \"EXIT:$?\"\nstty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '\necho END"
  }

  @Test func comparesTwoScenesSideBySideAndQuitsCleanly() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let tmux = try TmuxDriver()
    try tmux.start(wrapped(binary, "compare Scenes/icon-buttons-unlabeled.json5 Scenes/icon-buttons-labeled.json5"), width: 140, height: 34)
    var screen = try tmux.waitFor("the first frame") { s in
      ["axsim compare", "Before: 4 stops, text L · After: 4 stops, text L", "▸ Before: Scenes/icon-buttons-unlabeled.json5", "After: Scenes/icon-buttons-labeled.json5", "Now Playing. Heading."].allSatisfy { s.contains($0) }
    }
    #expect(screen.contains("Speech"))
    // One key moves both sides: the unlabeled button says only its trait, its partner its name.
    try tmux.send("Right")
    screen = try tmux.waitFor("both sides on the first button") { s in s.contains("swipe right    Button.") && s.contains("focus          Previous track. Button.") }
    try tmux.send("R")
    screen = try tmux.waitFor(text: "R (Reload the scene file) needs one scene: axsim FILE")
    try tmux.send("q")
    screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:0"))
    #expect(screen.contains("icanon echo"), "the terminal is back in canonical mode with echo:\n\(screen)")
  }

  /// `;` (and any byte) through tmux: a lone ";" argument would end the tmux command.
  func sendBytes(_ tmux: TmuxDriver, _ text: String) throws {
    try tmux.tmux(["send-keys", "-t", tmux.session, "-H"] + text.utf8.map { String(format: "%02x", $0) }, output: false)
  }

  func notes(_ path: String) throws -> ReviewNotes? {
    guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
    return try ReviewFile.decode(Array(bytes), path: path)
  }

  /// The meeting view: notes typed in compare go to the side that holds the review's focus
  /// (`\` moves it), each saved at once in that scene's own review file; `w` saves both walks
  /// beside their scenes and the banner says where; a SIGKILL during a burst of notes on the
  /// after side leaves its file whole with every note saved before the kill, and the before
  /// side's file untouched.
  @Test func notesInCompareAreSavedToTheFocusedSidesReviewFile() throws {
    let (tmux, binary) = try TmuxDriver.withApp()
    let dir = tmux.workDirectory
    for name in ["modal-no-trap", "modal-trap"] {
      try FileManager.default.copyItem(at: root.appendingPathComponent("Scenes/\(name).json5"), to: dir.appendingPathComponent("\(name).json5"))
    }
    let beforeNotes = dir.appendingPathComponent("modal-no-trap.review.json5").path
    let afterNotes = dir.appendingPathComponent("modal-trap.review.json5").path
    let pidFile = dir.appendingPathComponent("pid").path
    try tmux.start(TmuxDriver.wrapped(binary, "compare modal-no-trap.json5 modal-trap.json5", in: dir.path, pidFile: pidFile), width: 140, height: 34)
    try tmux.waitFor(text: "Before: 6 stops, text L · After: 3 stops, text L")
    try tmux.send("Right")
    try tmux.waitFor(text: "Buy tickets. Button.")
    // A note on the before side's element, with its tier.
    try sendBytes(tmux, ";Fine here")
    try tmux.waitFor(text: "Before › Note on 'Buy tickets': Fine here▏")
    try tmux.send("Tab")
    try tmux.send("Enter")
    var screen = try tmux.waitFor(text: "added to 'Buy tickets'")
    #expect(screen.contains("▸ Before: modal-no-trap.json5 · 1 note"), "\(screen)")
    #expect(try notes(beforeNotes)?.notes.map(\.text) == ["Fine here"])
    #expect(try notes(afterNotes) == nil)
    // The after side: a note on its screen.
    try sendBytes(tmux, "\\")
    try tmux.waitFor(text: "Notes and checklist: after side (modal-trap.json5)")
    try sendBytes(tmux, ":Focus is trapped\r")
    screen = try tmux.waitFor(text: "▸ After: modal-trap.json5 · 1 note")
    #expect(try notes(afterNotes)?.notes.map(\.text) == ["Focus is trapped"])
    #expect(try notes(beforeNotes)?.notes.map(\.text) == ["Fine here"])
    // w: both walks, beside their scenes, and the banner says where.
    try tmux.send("w")
    screen = try tmux.waitFor(text: "Saved both walks")
    #expect(screen.contains("Saved both walks (.md, .jsonl) in axsim-transcripts/: axsim-transcript-"), "\(screen)")
    let saved = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("axsim-transcripts").path).filter { $0.hasPrefix("axsim-transcript-") }.sorted()
    #expect(saved.count == 4, "\(saved)")
    #expect(saved.filter { $0.hasSuffix("-before-modal-no-trap.md") }.count == 1)
    #expect(saved.filter { $0.hasSuffix("-after-modal-trap.jsonl") }.count == 1)

    // A burst of notes on the after side, killed part way.
    let pid = pid_t(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(pid > 0)
    func text(_ k: Int) -> String { "note \(k) says \"quoted\", back\\slash and é — " + String(repeating: "x", count: k % 13) }
    let total = 200
    for chunk in stride(from: 1, through: total, by: 20) {
      try sendBytes(tmux, (chunk..<min(total + 1, chunk + 20)).map { ";" + text($0) + "\r" }.joined())
    }
    var seen = 0
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      if let n = try? notes(afterNotes), n.notes.count >= 6 {
        seen = n.notes.count
        break
      }
      usleep(5_000)
    }
    #expect(kill(pid, SIGKILL) == 0)
    try tmux.waitFor(text: "EXIT:137")
    #expect(seen >= 6, "notes were saved before the kill")
    let after = try #require(try notes(afterNotes))
    #expect(after.notes.count >= seen)
    #expect(after.notes.count < total + 1, "the kill landed during the burst")
    #expect(after.notes.first?.text == "Focus is trapped")
    for (i, note) in after.notes.dropFirst().enumerated() {
      #expect(note.text == text(i + 1))
    }
    #expect(try notes(beforeNotes)?.notes.map(\.text) == ["Fine here"])
  }

  @Test func aMissingSceneIsReportedWithoutOpeningTheApp() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let tmux = try TmuxDriver()
    try tmux.start(wrapped(binary, "compare Scenes/demo.json5 Scenes/missing.json5"))
    let screen = try tmux.waitFor(text: "END").replacingOccurrences(of: "\n", with: "")
    #expect(screen.contains("Scenes/missing.json5: error: cannot read the file"))
    #expect(screen.contains("EXIT:2"))
  }
}
