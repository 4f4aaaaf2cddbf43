import Foundation
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
      ["axsim compare", "Before: 4 stops · After: 4 stops", "Before: Scenes/icon-buttons-unlabeled.json5", "After: Scenes/icon-buttons-labeled.json5", "Now Playing. Heading."].allSatisfy { s.contains($0) }
    }
    #expect(screen.contains("Speech"))
    // One key moves both sides: the unlabeled button says only its trait, its partner its name.
    try tmux.send("Right")
    screen = try tmux.waitFor("both sides on the first button") { s in s.contains("swipe right    Button.") && s.contains("focus          Previous track. Button.") }
    try tmux.send("w")
    screen = try tmux.waitFor(text: "is not available when comparing")
    try tmux.send("q")
    screen = try tmux.waitFor(text: "END")
    #expect(screen.contains("EXIT:0"))
    #expect(screen.contains("icanon echo"), "the terminal is back in canonical mode with echo:\n\(screen)")
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
