import Foundation
import Testing

/// The real binary in tmux on a long list: a text size step (and Bold Text) draws the rows
/// around focus at the new size first and the whole layout right after, made off the main
/// loop, with nothing left pending.
@Suite(.serialized) struct TextSizeFirstLookAppTests {
  /// A mail list of 2,000 rows (8,000 elements: past the size where a step draws a first
  /// look first).
  static var scene: String {
    let rows = (0..<2_000).map { i in
      #"{ cell: [{ text: "Sender \#(i)", style: "headline" }, { text: "Subject \#(i)", style: "subheadline" }, { button: "Reply", id: "reply\#(i)" }], id: "row\#(i)" }"#
    }
    return #"""
      { format: "axsim-scene/1", title: "Inbox", device: { idiom: "phone" },
        screens: [{ id: "inbox", title: "Inbox", root: { vstack: [
          { header: "Inbox", id: "title" }, { list: [\#(rows.joined(separator: ", "))], id: "list" } ] } }] }
      """#
  }

  @Test func aStepOnALongListIsWholeRightAfterItsFirstFrame() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    let file = tmux.workDirectory.appendingPathComponent("inbox.json5")
    try Self.scene.write(to: file, atomically: true, encoding: .utf8)
    try tmux.start("'\(binary)' '\(file.path)'\necho \"EXIT:$?\"")
    _ = try tmux.waitFor(text: "Inbox. Heading.", timeout: 30)
    for _ in 0..<4 { try tmux.send("Right") }
    _ = try tmux.waitFor(text: "Sender 1", timeout: 20)
    try tmux.send(">")
    // The whole, logged in the Speech pane, with the position back in the Inspector.
    var screen = try tmux.waitFor(text: "text size L → XL", timeout: 30)
    screen = try tmux.waitFor("the whole layout") { $0.contains("Text size XL") && !$0.contains("laying out") && $0.contains("Stop ") }
    #expect(screen.contains("Text XL"))
    // Keys act on the whole layout.
    try tmux.send("Right")
    screen = try tmux.waitFor(text: "Speaks   Sender 1", timeout: 20)
    // Bold Text lays the screen out again the same way: made whole off the main loop, and
    // a key typed right after it acts on the whole.
    try tmux.send("B")
    try tmux.send("Right")
    screen = try tmux.waitFor("Bold Text made whole, then the key") {
      $0.contains("(Bold Text on)") && !$0.contains("laying out") && $0.contains("Speaks   Subject 1")
    }
    #expect(screen.contains("Stop "))
    try tmux.send("q")
    _ = try tmux.waitFor(text: "EXIT:0", timeout: 20)
  }
}
