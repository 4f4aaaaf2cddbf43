import Foundation
import Testing

/// The real binary in tmux: focus ring, speech and rotor after each step, and the terminal
/// restored after quit and after SIGTERM.
@Suite(.serialized) struct InteractiveAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func app() throws -> (TmuxDriver, String) {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      throw TmuxDriver.TimedOut()
    }
    return (try TmuxDriver(), binary)
  }

  /// After the app exits, the wrapper prints the exit status and the tty's canonical/echo modes.
  func wrapped(_ binary: String, _ arguments: String, pidFile: String? = nil) -> String {
    let exec = pidFile.map { "sh -c 'echo $$ > \($0); exec \"$0\" \"$@\"' " } ?? ""
    return "cd '\(root.path)'\n\(exec)'\(binary)' \(arguments)\necho \"EXIT:$?\"\nstty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '\necho END"
  }

  @Test func stepsThroughTheDemoAndQuitsCleanly() throws {
    let (tmux, binary) = try app()
    try tmux.start(wrapped(binary, ""))
    // Wait for the whole first frame: under load a capture can land mid-draw.
    var screen = try tmux.waitFor("the first frame") { s in
      ["Mailboxes. Back Button.", "Screen", "Speech", "Rotor", "Inspector"].allSatisfy { s.contains($0) }
    }
    #expect(screen.contains("Screen"))
    #expect(screen.contains("Speech"))
    #expect(screen.contains("Rotor"))
    #expect(screen.contains("Inspector"))
    #expect(screen.contains("┏") || screen.contains("┃"), "the focus ring is drawn in heavy lines")

    try tmux.send("Right")
    screen = try tmux.waitFor(text: "Inbox. Heading.")
    #expect(screen.contains("next"))

    try tmux.send("Tab")
    screen = try tmux.waitFor(text: "Containers")
    try tmux.send("Tab")
    screen = try tmux.waitFor(text: "Headings")
    try tmux.send("Down")
    screen = try tmux.waitFor(text: "Today. Heading.")

    try tmux.send("q")
    screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:0"))
    #expect(screen.contains("icanon echo"), "the terminal is back in canonical mode with echo:\n\(screen)")
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let (tmux, binary) = try app()
    let pidFile = tmux.workDirectory.appendingPathComponent("pid").path
    try tmux.start(wrapped(binary, "Scenes/settings-switches.json5", pidFile: pidFile))
    try tmux.waitFor(text: "Settings. Heading.")
    let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(kill(pid_t(pid) ?? 0, SIGTERM) == 0)
    let screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:143"))
    #expect(screen.contains("icanon echo"), "\(screen)")
  }

  @Test func aBadSceneFileIsReportedAfterTheTerminalIsRestored() throws {
    let (tmux, binary) = try app()
    let bad = tmux.workDirectory.appendingPathComponent("bad.json5")
    try #"{ format: "axsim-scene/1", screens: [{ root: { vstak: [] } }] }"#.write(to: bad, atomically: true, encoding: .utf8)
    try tmux.start(wrapped(binary, "'\(bad.path)'"))
    // The message is longer than the pane, so tmux wraps it: join the lines to read it.
    let screen = try tmux.waitFor(text: "END").replacingOccurrences(of: "\n", with: "")
    #expect(screen.contains("unknown element kind 'vstak'; did you mean 'vstack'?"))
    #expect(screen.contains("EXIT:2"))
  }

  @Test func resizingRedrawsAtTheNewSize() throws {
    let (tmux, binary) = try app()
    try tmux.start(wrapped(binary, ""))
    try tmux.waitFor(text: "Mailboxes. Back Button.")
    try tmux.tmux(["resize-window", "-t", tmux.session, "-x", "60", "-y", "20"])
    try tmux.send("Right")
    let screen = try tmux.waitFor(text: "Inbox. Heading.")
    #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })
    try tmux.send("q")
    try tmux.waitFor(text: "END")
  }
}
