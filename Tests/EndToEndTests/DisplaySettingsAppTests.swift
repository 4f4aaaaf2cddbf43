import Foundation
import Testing

/// The real binary in tmux with Dynamic Type, the variants view, Reduce Motion and every
/// display setting: each key changes what the status line and the wireframe show.
@Suite(.serialized) struct DisplaySettingsAppTests {
  static let scene = #"""
    { format: "axsim-scene/1", title: "Settings test", device: { idiom: "phone" },
      screens: [
        { id: "pay", title: "Pay", root: { vstack: [
          { header: "Send money", id: "title" },
          { hstack: [ { text: "Transfer 250 euros to Ana Lima" }, { button: "Send" } ], adaptive: true },
          { button: "Confirm the transfer", id: "confirm", height: 44 },
          { text: "Sale ends soon", foreground: "#999999" },
          { text: "Online", foreground: "systemGreen", colorMeaning: "Online", withoutColor: "✓" },
          { element: "Offers", motion: { kind: "carousel", interval: 2, reduced: "pauseControl", pages: ["Free delivery", "Ten percent off"] } },
          { button: "Details", onActivate: { push: "details" } },
        ] } },
        { id: "details", title: "Details", root: { vstack: [ { header: "Shoe details" }, { button: "Back", onActivate: "pop" } ] } },
      ] }
    """#

  /// The Screen pane's columns of a captured screen (left of the Speech pane).
  func wireframe(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(27)
      .map { String($0.prefix(38)) }.joined(separator: "\n")
  }

  /// The status row.
  func status(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(29).first.map(String.init) ?? ""
  }

  @Test func textSizesVariantsMotionAndEveryDisplaySetting() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    let file = tmux.workDirectory.appendingPathComponent("settings.json5")
    try Self.scene.write(to: file, atomically: true, encoding: .utf8)
    // NO_COLOR empty: colours on even when the test runner sets it.
    try tmux.start("'\(binary)' '\(file.path)'\necho \"EXIT:$?\"", environment: ["NO_COLOR": ""])
    // The whole first frame, status line included (under load a capture can land mid-draw).
    var screen = try tmux.waitFor("the first frame") { $0.contains("Send money. Heading.") && self.status($0).contains("Text L") }
    #expect(status(screen).contains("Text L"))
    let atL = wireframe(screen)

    // Larger text up to AX3: the fixed-height button clips (marked "!"), the row turns
    // into a column, and the Speech pane notes the reflow.
    for _ in 0..<6 { try tmux.send(">") }
    screen = try tmux.waitFor(text: "Text AX3")
    #expect(wireframe(screen) != atL)
    #expect(wireframe(screen).contains("!"), "the clipped button is marked:\n\(screen)")
    #expect(screen.contains("text size AX2 → AX3"))
    // Larger Accessibility Sizes off: back to XXXL.
    try tmux.send("L")
    screen = try tmux.waitFor(text: "text size now XXXL")
    try tmux.send("L")
    try tmux.waitFor(text: "Larger Accessibility Sizes on")

    // The variants view: four columns, Esc closes.
    try tmux.send("V")
    screen = try tmux.waitFor(text: "Variants · Pay · L XXXL AX3 AX5")
    #expect(screen.contains("┌ AX5"))
    try tmux.send("Escape")
    screen = try tmux.waitFor("the variants view to close") { !$0.contains("Variants · Pay") }

    // The carousel plays on its own; Reduce Motion pauses it.
    screen = try tmux.waitFor(text: "▶ ")
    try tmux.send("M")
    screen = try tmux.waitFor(text: "Reduce Motion on")
    #expect(status(screen).contains("Reduce Motion") || screen.contains("Reduce Motion on"))
    screen = try tmux.waitFor(text: "⏸")
    // A push with Reduce Motion cross-fades, and the Speech pane says so.
    try tmux.send("End", "Enter")
    screen = try tmux.waitFor(text: "[cross-fade]")
    #expect(screen.contains("Shoe details"))
    try tmux.send("M")
    try tmux.waitFor(text: "Reduce Motion off")
    try tmux.send("End", "Enter")
    screen = try tmux.waitFor(text: "[slide out]")

    // Every other setting: its name in the banner, and the status line lists it while on.
    let settings: [(String, String)] = [
      ("X", "Prefer Cross-Fade Transitions"), ("B", "Bold Text"), ("S", "Button Shapes"),
      ("C", "Increase Contrast"), ("T", "Reduce Transparency"),
      ("D", "Differentiate Without Color"), ("I", "Smart Invert"), ("A", "Dark appearance"),
    ]
    for (key, title) in settings {
      let before = try tmux.screen()
      try tmux.send(key)
      screen = try tmux.waitFor(text: title + (key == "X" ? " off" : " on"))
      #expect(screen != before, "\(key) changed the screen")
    }
    #expect(wireframe(screen).contains("Online ✓"), "Differentiate Without Color:\n\(screen)")
    // Declared colours reach the terminal (tmux-256color: the nearest of 256 colours).
    let escapes = try tmux.tmux(["capture-pane", "-p", "-e", "-t", tmux.session])
    #expect(escapes.contains("38;5;"), "a 256-colour foreground was drawn")

    try tmux.send("q")
    screen = try tmux.waitFor(text: "EXIT:")
    #expect(screen.contains("EXIT:0"))
  }
}
