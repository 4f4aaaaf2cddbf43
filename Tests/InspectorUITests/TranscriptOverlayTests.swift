import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The transcript so far (`'`): the saved Markdown's lines, at the end when it opens,
/// scrolled by the arrows, Home and End, closed by Esc.
@Suite struct TranscriptOverlayTests {
  func state() throws -> AppState {
    var s = try demoState(size: Size(width: 80, height: 20), commands: [.next, .next, .next, .next, .next, .next, .next])
    s.keymap = .builtInDefault
    return s
  }

  func press(_ key: String, _ s: inout AppState) throws -> [AppEffect] {
    AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &s)
  }

  @Test func itShowsTheSavedMarkdownFromTheEnd() throws {
    var s = try state()
    #expect(try press("'", &s) == [])
    #expect(s.review.transcriptVisible)
    let grid = Screen.render(s)
    let text = grid.lines()
    // The same lines the saved file has (wide enough here not to wrap the short ones).
    let markdown = TranscriptView.markdown(s)
    #expect(markdown.hasPrefix("# Transcript: Mail demo\n\nScene: `"))
    #expect(markdown.contains("`\n\n| Step | Cause | Spoken | Notes |\n|---:|---|---|---|\n| 0 | screenChanged | [screen changed] Mailboxes. Back Button. |  |\n"))
    let last = try #require(markdown.split(separator: "\n").last.map(String.init))
    #expect(last.hasPrefix("| 7 | next | Unread, Ana Lima, Design review moved to 3 pm, 9:41."))
    #expect(text.contains { $0.contains(" " + String(last.prefix(60))) })
    #expect(text.first { $0.contains("Transcript so far · 8 steps") } != nil)
    // The Markdown's lines 2–14 of 14, the last row wrapped with its continuation indented.
    #expect(text[14] == "║ ║ | 7 | next | Unread, Ana Lima, Design review moved to 3 pm, 9:41. Swipe  ║─┐")
    #expect(text[15] == "║ ║   up or down to select a custom action, then double tap to activate.     ║ │")
    #expect(text[16] == "║ ║   Actions Available | |                                                  ║ │")
    #expect(text[17] == "║ ╚══════════════════ ↑↓ PgUp PgDn Home End · lines 2–14 of 14 · Esc closes ═╝ │")
    #expect(TranscriptView.window(s).lines.count == 15)
    #expect(!hasRawControls(grid))
  }

  @Test func scrollsWithinTheLinesAndClosesWithEsc() throws {
    var s = try state()
    _ = try press("'", &s)
    let top = TranscriptView.window(s).maxBack
    #expect(top == 1)
    _ = try press("up", &s)
    #expect(s.review.transcriptBack == 1)
    _ = try press("home", &s)
    #expect(s.review.transcriptBack == top)
    _ = try press("up", &s)
    #expect(s.review.transcriptBack == top, "no further than the first line")
    #expect(Screen.render(s).lines().contains { $0.contains("# Transcript: Mail demo") })
    _ = try press("down", &s)
    #expect(s.review.transcriptBack == top - 1)
    _ = try press("end", &s)
    #expect(s.review.transcriptBack == 0)
    // Other keys do not reach VoiceOver while it is open.
    let before = s.log.entries.count
    _ = try press("right", &s)
    #expect(s.log.entries.count == before)
    #expect(s.banner == Banner(.info, "Esc closes the transcript · ↑↓ PgUp PgDn Home End scroll"))
    #expect(try press("q", &s) == [.quit])
    _ = try press("escape", &s)
    #expect(!s.review.transcriptVisible)
  }

  @Test func everyWindowIsTheSavedMarkdownsLines() throws {
    var s = try demoState(size: Size(width: 70, height: 18), commands: Array(repeating: .next, count: 40))
    s.keymap = .builtInDefault
    let markdown = TranscriptView.markdown(s).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let g = TranscriptView.geometry(s.size)
    var back = 0
    var seenFirst = false
    while !seenFirst {
      let w = TranscriptView.window(s, width: g.contentWidth, visible: g.visible, back: back)
      #expect(w.rowCount == markdown.count)
      #expect(w.lines == markdown[w.firstRow...w.lastRow].flatMap { TranscriptView.wrap($0, width: g.contentWidth) })
      #expect(w.lines.count <= g.visible)
      #expect(w.lastRow == markdown.count - 1 - back)
      seenFirst = w.firstRow == 0
      back += 1
      if back > markdown.count { Issue.record("never reached the top"); break }
    }
    #expect(back - 1 == TranscriptView.window(s, width: g.contentWidth, visible: g.visible, back: 0).maxBack)
  }

  @Test func controlCharactersInTheTranscriptAreShownNotSent() throws {
    let scene = try screenScene(#"{ vstack: [{ button: "Bad\u001B[2Jname\u0007" }] }"#)
    var s = makeState(scene, size: Size(width: 80, height: 24))
    s.keymap = .builtInDefault
    _ = try press("'", &s)
    let grid = Screen.render(s)
    #expect(!hasRawControls(grid))
    // Escaped as the saved Markdown escapes them.
    #expect(grid.lines().contains { $0.contains("| 0 | screenChanged | [screen changed] BadU+001B[2JnameU+0007. Button. |") })
  }
}
