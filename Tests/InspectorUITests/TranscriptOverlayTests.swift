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
    let footer = try #require(text.first { $0.contains("of ") && $0.contains("Esc closes") })
    let all = TranscriptView.lines(s, width: TranscriptView.geometry(s.size).contentWidth).count
    #expect(all > 15)
    #expect(footer.contains("↑↓ PgUp PgDn Home End \(all - 15 + 1)–\(all) of \(all) · Esc closes"))
    // A long row wraps with its continuation indented; the box ends at the newest step.
    #expect(text[14] == "║ ║ | 7 | next | Unread, Ana Lima, Design review moved to 3 pm, 9:41. Swipe  ║─┐")
    #expect(text[15] == "║ ║   up or down to select a custom action, then double tap to activate.     ║ │")
    #expect(text[16] == "║ ║   Actions Available | |                                                  ║ │")
    #expect(text[17] == "║ ╚══════════════════════════ ↑↓ PgUp PgDn Home End 2–16 of 16 · Esc closes ═╝ │")
    #expect(!hasRawControls(grid))
  }

  @Test func scrollsWithinTheLinesAndClosesWithEsc() throws {
    var s = try state()
    _ = try press("'", &s)
    let g = TranscriptView.geometry(s.size)
    let top = TranscriptView.lines(s, width: g.contentWidth).count - g.visible
    _ = try press("up", &s)
    #expect(s.review.transcriptBack == 1)
    _ = try press("home", &s)
    #expect(s.review.transcriptBack == top)
    _ = try press("up", &s)
    #expect(s.review.transcriptBack == top, "no further than the first line")
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
