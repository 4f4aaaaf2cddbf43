import Foundation
import Testing

/// The real binary in tmux: the demo's wireframe on a 200×60 terminal (whole labels, a wide
/// Screen pane with its scale), and under `LANG=C` (ASCII lines, a visible focus ring, a
/// note in the status line).
@Suite(.serialized) struct WireframeAppTests {
  func run(width: Int, height: Int, environment: [String: String] = [:]) throws -> (TmuxDriver, String)? {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return nil
    }
    let tmux = try TmuxDriver()
    try tmux.start("'\(binary)'\necho \"EXIT:$?\"", width: width, height: height, environment: environment)
    return (tmux, binary)
  }

  @Test func aWideTerminalShowsWholeLabelsAndTheScale() throws {
    guard let (tmux, _) = try run(width: 200, height: 60) else { return }
    defer { tmux.stop() }
    var screen = try tmux.waitFor("the first frame") { $0.contains("Mailboxes. Back Button.") && $0.contains("1 col ≈") }
    for _ in 0..<7 { try tmux.send("Right") }
    screen = try tmux.waitFor(text: "Ana Lima, Design review")
    let rows = screen.split(separator: "\n").map(String.init)
    // The Screen pane is at least a third of the width: its right border is past column 66.
    let top = rows.first { $0.contains("Screen: Inbox") } ?? ""
    let border = top.firstIndex(of: "┐").map { top.distance(from: top.startIndex, to: $0) } ?? 0
    #expect(border >= 66, "\(top)")
    #expect(rows.contains { $0.contains("‹ Mailboxes") && $0.contains("Inbox") && !$0.contains("Inb…") })
    #expect(screen.contains("1 col ≈"))
    #expect(screen.contains("┏") || screen.contains("┃"))
    try tmux.send("q")
    _ = try tmux.waitFor(text: "EXIT:0")
  }

  @Test func withoutUTF8TheAppDrawsInASCIIAndSaysSo() throws {
    guard let (tmux, _) = try run(width: 100, height: 30, environment: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": ""]) else {
      return
    }
    defer { tmux.stop() }
    var screen = try tmux.waitFor("the first frame") { $0.contains("Mailboxes. Back Button.") }
    #expect(screen.contains("no UTF-8"), "the status line says so:\n\(screen)")
    for _ in 0..<7 { try tmux.send("Right") }
    screen = try tmux.waitFor(text: "Ana Lima, Design review")
    // Borders in ASCII, the focus ring in "#" and "=", and nothing but ASCII on screen.
    #expect(screen.contains("# Screen: Inbox ="))
    #expect(screen.contains("#"), "the focus ring is drawn:\n\(screen)")
    #expect(screen.unicodeScalars.allSatisfy { $0.value < 0x80 }, "\(screen)")
    try tmux.send("q")
    _ = try tmux.waitFor(text: "EXIT:0")
  }

  /// Caption mode in the real terminal at three sizes: the utterance in block letters, the
  /// wireframe beside it where there is room; then the presenter layout, larger again.
  @Test(arguments: [(80, 24), (100, 30), (200, 60)])
  func captionModeIsLargeAtEverySize(size: (Int, Int)) throws {
    guard let (tmux, _) = try run(width: size.0, height: size.1) else { return }
    defer { tmux.stop() }
    try tmux.waitFor(text: "Mailboxes. Back Button.")
    for _ in 0..<4 { try tmux.send("Right") }
    try tmux.waitFor(text: "Selected: All. Button. 1 of 2.")
    try tmux.send("c")
    let screen = try tmux.waitFor("block letters") { $0.filter { "█▀▄".contains($0) }.count > 60 }
    #expect(screen.contains("Step 4"), "\(screen)")
    if size.0 >= 100 {
      #expect(screen.contains("Screen: Inbox") && screen.contains("Mailboxes"), "the wireframe beside the caption:\n\(screen)")
    }
    // A longer utterance: still big where it fits, plain where it does not.
    try tmux.send("Right", "Right", "Right")
    _ = try tmux.waitFor(text: "Step 7")
    try tmux.send("c")
    try tmux.waitFor(text: "Speech")
    try tmux.send("F5")
    if size.0 >= 100 {
      let presenter = try tmux.waitFor("the presenter layout") { $0.contains("Presenter layout") || $0.filter { "█▀▄".contains($0) }.count > 60 }
      #expect(presenter.contains("Screen: Inbox"), "\(presenter)")
    }
    try tmux.send("q")
    _ = try tmux.waitFor(text: "EXIT:0")
  }
}
