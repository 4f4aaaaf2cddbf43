import Foundation
import Testing

/// The real binary in tmux with each technology: switching with one key, Switch Control's
/// auto scanning moving on its own (time enters through the terminal's read timeout), a
/// switch press opening the Scanner Menu, the Gliding Cursor, and Full Keyboard Access's
/// Tab chords.
@Suite(.serialized) struct TechnologyAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The Screen pane's columns of a captured screen (left of the Speech pane).
  func wireframe(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(27)
      .map { String($0.prefix(38)) }.joined(separator: "\n")
  }

  @Test func switchTechnologyAndUseEachOne() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    try tmux.start("cd '\(root.path)'\n'\(binary)'\necho \"EXIT:$?\"")
    try tmux.waitFor(text: "Mailboxes. Back Button.")

    // Switch Control: the highlight moves by itself, once a second.
    try tmux.send("t")
    var screen = try tmux.waitFor(text: "Now using Switch Control")
    #expect(screen.contains(" axsim · Switch Control"))
    #expect(screen.contains("Auto 1s · Groups on"))
    #expect(screen.contains("Scanner Menu"), "the Rotor pane shows the Scanner Menu")
    let before = try tmux.screen()
    usleep(1_500_000)
    let after = try tmux.screen()
    #expect(wireframe(before) != wireframe(after), "auto scanning moved the highlight on its own:\n\(before)\n---\n\(after)")
    #expect(after.contains(" time "), "the Speech pane logs the moves time made:\n\(after)")

    // Manual scanning: Space is the Select switch; selecting an item opens the Scanner Menu.
    try tmux.send("s")
    try tmux.waitFor(text: "Manual · Groups on")
    var tries = 0
    repeat {
      try tmux.send("Space")
      tries += 1
      usleep(150_000)
      screen = try tmux.screen()
    } while !screen.contains("Menu for") && tries < 5
    screen = try tmux.waitFor(text: "Menu for")
    #expect(screen.contains("◦ "), "the item itself is the menu's last stop")

    // The Gliding Cursor sweeps a shaded band across the screen.
    try tmux.send("p")
    screen = try tmux.waitFor(text: "░")
    #expect(screen.contains("Gliding Cursor"))

    // Full Keyboard Access: Tab then H within half a second is Tab-H, the command list.
    try tmux.send("t")
    try tmux.waitFor(text: "Now using Full Keyboard Access")
    try tmux.send("Tab", "h")
    // The command list opens over the screen, like the help, each command with its key on
    // the device and here.
    screen = try tmux.waitFor(text: "Full Keyboard Access commands")
    #expect(screen.contains("▸ Help") && screen.contains("On the device"), "\(screen)")
    try tmux.send("Escape")
    screen = try tmux.waitFor(text: "[menu closed]")
    #expect(screen.contains("Tab-H tab+h"), "the chord ran, and Tab's Move Forward did not")
    // Tab alone moves, once the chord window has passed.
    try tmux.send("Tab")
    screen = try tmux.waitFor(text: "Tab tab")
    #expect(screen.contains("FKA ‹"))

    // Voice Control (its own session is in VoiceControlAppTests).
    try tmux.send("t")
    try tmux.waitFor(text: "Now using Voice Control")

    // Back to VoiceOver, on the same element.
    try tmux.send("t")
    screen = try tmux.waitFor(text: "Now using VoiceOver")
    #expect(screen.contains("┏") || screen.contains("┃"), "VoiceOver's heavy ring is back")
    try tmux.send("q")
    screen = try tmux.waitFor(text: "EXIT:")
    #expect(screen.contains("EXIT:0"))
  }

  /// Auto scanning for a few seconds is one line of the Speech pane with its count, not a
  /// line a second; the saved transcript's Markdown is one row, its JSON lines one per tick.
  @Test func autoScanTicksAreOneLineWithACount() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-ticks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    try tmux.start("cd '\(root.path)'\n'\(binary)' Scenes/long-list-groups.json5 --technology switch --out '\(out.path)'\necho \"EXIT:$?\"")
    try tmux.waitFor(text: "Auto 1s")
    usleep(3_600_000)
    let screen = try tmux.waitFor(text: "time passes ×3")
    #expect(screen.components(separatedBy: "time passes").count == 2, "one line for the run:\n\(screen)")
    #expect(screen.contains("scan steps: ‹"), "the line names the items passed:\n\(screen)")
    try tmux.send("w")
    try tmux.waitFor(text: "Saved ")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
    let markdown = try String(contentsOf: out.appendingPathComponent(try #require(files.first { $0.hasSuffix(".md") })), encoding: .utf8)
    let json = try String(contentsOf: out.appendingPathComponent(try #require(files.first { $0.hasSuffix(".jsonl") })), encoding: .utf8)
    let ticks = json.split(separator: "\n").filter { $0.contains(#""cause":"time""#) }.count
    #expect(ticks >= 3, "JSON keeps every tick:\n\(json)")
    #expect(markdown.split(separator: "\n").filter { $0.contains("| time ×") }.count == 1, "Markdown has one row for the run:\n\(markdown)")
    try tmux.send("q")
    #expect(try tmux.waitFor(text: "EXIT:").contains("EXIT:0"))
  }

  /// At a meeting's pace the reviewer's own keys cut VoiceOver off; with
  /// --keep-interruptions the Speech pane says so, and why.
  @Test func keepInterruptionsMarksSpeechCutByTheNextSwipe() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    for keep in [false, true] {
      let tmux = try TmuxDriver()
      defer { tmux.stop() }
      try tmux.start("cd '\(root.path)'\n'\(binary)' Scenes/long-list-groups.json5\(keep ? " --keep-interruptions" : "")\necho \"EXIT:$?\"")
      try tmux.waitFor(text: "[screen changed]")
      try tmux.send("Right")
      try tmux.send("Right")
      let screen = try tmux.waitFor(text: "2 → swipe right")
      if keep {
        // The pane wraps the mark; its words are the unit tests' (SpeechClockTests).
        #expect(screen.contains("[cut off: int"), "\(screen)")
      } else {
        #expect(!screen.contains("[cut off"), "the reviewer's own keys are left out by default:\n\(screen)")
      }
      try tmux.send("q")
      try tmux.waitFor(text: "EXIT:")
    }
  }
}
