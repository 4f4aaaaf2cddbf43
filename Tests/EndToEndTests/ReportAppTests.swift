import Foundation
import Testing

/// The real binary in tmux writes the review report with `W`: both files, with this
/// session's transcript in them.
@Suite(.serialized) struct ReportAppTests {
  @Test func wWritesTheReportWithTheSessionTranscript() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-report-app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    try tmux.start("'\(binary)' --out '\(dir.path)'\necho \"EXIT:$?\"", width: 100, height: 30)
    _ = try tmux.waitFor("the first frame") { $0.contains("Mailboxes. Back Button.") }
    try tmux.send("Right")
    _ = try tmux.waitFor(text: "Inbox. Heading.")
    // A note on the heading, Blocks tier, then the report.
    // (";" is tmux's command separator: sent as bytes.)
    try tmux.tmux(["send-keys", "-t", tmux.session, "-H"] + ";Heading reads twice".utf8.map { String(format: "%02x", $0) }, output: false)
    _ = try tmux.waitFor(text: "Note on 'Inbox': Heading reads twice")
    try tmux.send("Tab")
    try tmux.send("Enter")
    _ = try tmux.waitFor("the note mark") { $0.contains("¶") }
    try tmux.send("W")
    let screen = try tmux.waitFor(text: "Saved")
    #expect(screen.contains("demo-review.md and .html"), "\(screen)")
    let md = try String(contentsOf: dir.appendingPathComponent("demo-review.md"), encoding: .utf8)
    let html = try String(contentsOf: dir.appendingPathComponent("demo-review.html"), encoding: .utf8)
    #expect(md.hasPrefix("# Accessibility review: Mail demo\n"))
    #expect(md.contains("## Session transcript") && md.contains("1  next                    Inbox. Heading."))
    #expect(html.contains("<h2>Session transcript</h2>") && html.contains("<h2>Screen: Inbox</h2>"))
    // The note, on the screen of its element.
    #expect(md.contains("- **'Inbox'** (Blocks assistive tech): Heading reads twice"), "\(md)")
    #expect(html.contains("<li><strong>&#39;Inbox&#39;</strong> (Blocks assistive tech): Heading reads twice</li>"))
    try tmux.send("q")
    _ = try tmux.waitFor(text: "EXIT:0")
  }
}
