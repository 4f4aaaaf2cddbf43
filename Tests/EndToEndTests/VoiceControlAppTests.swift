import Foundation
import Testing

/// Voice Control in the real binary, in tmux: `t` reaches it, phrases are typed in its
/// command line and said with Enter, a shared name puts numbers on its matches and a number
/// picks one, Up brings back what was said, Tab completes a name, the overlays show on the
/// wireframe, and saying "go back" returns.
@Suite(.serialized) struct VoiceControlAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func sayingCommandsInTheApp() throws {
    let (tmux, binary) = try TmuxDriver.withApp()
    defer { tmux.stop() }
    try tmux.start(TmuxDriver.wrapped(binary, "Scenes/rename-buttons-before.json5", in: root.path))
    try tmux.waitFor(text: "Playlists. Heading.")

    // t four times: VoiceOver → Switch Control → Full Keyboard Access → Voice Control.
    try tmux.send("t")
    try tmux.waitFor(text: "Now using Switch Control")
    try tmux.send("t")
    try tmux.waitFor(text: "Now using Full Keyboard Access")
    try tmux.send("t")
    var screen = try tmux.waitFor(text: "Now using Voice Control")
    #expect(screen.contains("What to say"), "the Rotor pane says what to say")
    #expect(screen.contains("Overlay none · grid 3x3"))

    // The command line: Enter opens it, the phrase is typed, Enter says it.
    try tmux.send("Enter")
    try tmux.waitFor(text: "Say: ")
    try tmux.send("-l", "show numbers")
    try tmux.waitFor(text: "Say: show numbers")
    try tmux.send("Enter")
    screen = try tmux.waitFor(text: "numbers on 10 items")
    #expect(screen.contains("1[Rename]"), "a number tag beside the first Rename button:\n\(screen)")

    /// Opens the command line, types the phrase and says it.
    func say(_ phrase: String) throws {
      try tmux.send("Enter")
      try tmux.send("-l", phrase)
      try tmux.send("Enter")
    }

    // A shared name: numbers on the matches, then a number picks one.
    try say("tap rename")
    screen = try tmux.waitFor(text: "10 items are named 'rename'")
    #expect(screen.contains("Say a number"))
    try say("3")
    screen = try tmux.waitFor(text: "Rename Playlist")
    #expect(screen.contains("tapped 'Rename' (3 of 10)"))

    // "go back" by its key, then Up brings back what was said; Tab completes a name.
    try tmux.send("BSpace")
    try tmux.waitFor(text: "went back")
    try tmux.send("Enter", "Up")
    try tmux.waitFor(text: "Say: 3")
    try tmux.send("Up")
    try tmux.waitFor(text: "Say: tap rename")
    try tmux.send("C-u")
    try tmux.send("-l", "tap Re")
    try tmux.send("Tab")
    try tmux.waitFor(text: "Say: tap Rename▏")
    try tmux.send("Escape")
    try tmux.waitFor("the command line to close") { !$0.contains("Say: ") }

    // Something no one can act on is answered as the device answers it.
    try say("make it so")
    try tmux.waitFor(text: "Not recognized")

    // The grid by its key: dotted lines and cell numbers; Esc hides it.
    try tmux.send("3")
    screen = try tmux.waitFor(text: "grid 3 × 3 over the screen")
    #expect(screen.contains("╏"), "the grid's heavy dashed lines")
    try tmux.send("Escape")
    try tmux.waitFor(text: "grid hidden")

    try tmux.send("q")
    screen = try tmux.waitFor(text: "EXIT:")
    #expect(screen.contains("EXIT:0"))
  }
}
