import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import Testing

@testable import InspectorUI
@testable import TerminalCanvas

/// What the panes do with content far larger than a terminal: a label of megabytes, a
/// screen of thousands of stops.
@Suite struct LargeContentTests {
  /// A span keeps the start of a long text and says it was cut; short text is untouched.
  @Test func aSpanKeepsTheStartOfALongText() {
    let long = String(repeating: "word ", count: 2_000)
    let span = Span(long, .inspectorValue)
    #expect(span.text.count == Span.maxCharacters + 1)
    #expect(span.text.hasSuffix("…"))
    #expect(span.text.hasPrefix("word word"))
    #expect(Span("short").text == "short")
    // Exactly at the limit nothing is cut.
    let exact = String(repeating: "a", count: Span.maxCharacters)
    #expect(Span(exact).text == exact)
  }

  /// A 1 MB label: the Speaks row shows its start, wrapped, with the rest counted in lines
  /// of its first 4,096 characters; the Speech pane ends its utterance at the cut.
  @Test func aMegabyteLabelIsShownByItsStart() throws {
    let label = String(repeating: "lorem ", count: 200_000)
    let s = try scene(
      #"{ format: "axsim-scene/1", title: "Big", screens: [{ id: "s", root: { vstack: [{ button: "Before" }, { header: "\#(label)" }] } }] }"#)
    var state = makeState(s, size: Size(width: 100, height: 30), scenePath: "big.json5")
    perform(.next, on: &state)
    let text = Screen.render(state).lines()
    #expect(text.contains { $0.contains("│Speaks   lorem lorem lorem lorem   │") })
    #expect(text.contains { $0.contains("│         lorem lorem lorem lorem   │") })
    #expect(text.contains { $0.contains("more lines (focus the pane") })
    #expect(text.contains { $0.contains("lorem lorem lore…") })
  }

  /// Drawing a long text draws exactly what drawing all of it draws, control pictures too.
  @Test func drawingALongTextLooksAtItsStartOnly() {
    let start = "a\u{1B}[31mb日本\u{301}c"
    let long = start + String(repeating: "x", count: 1_000_000)
    var whole = Grid(width: 12, height: 1)
    whole.put(start + String(repeating: "x", count: 20), at: Point(x: 0, y: 0))
    var cut = Grid(width: 12, height: 1)
    cut.put(long, at: Point(x: 0, y: 0))
    #expect(cut == whole)
    #expect(cut.line(0) == "a␛[31mb日本\u{301}c")
    #expect(Grid.drawablePrefix(long, columns: 12).unicodeScalars.count == 8 * (12 + 8))
    #expect(Grid.drawablePrefix(start, columns: 12) == start)
  }

  /// A large screen's Reach is worked out for the focus alone, at once: under VoiceOver the
  /// figures that need the whole screen's scan tree and focus groups wait for Switch
  /// Control or the keyboard (which keep them); with the keyboard on, they are all there.
  @Test func aLargeScreensReachIsTheFocusAlone() throws {
    var json = #"{ format: "axsim-scene/1", title: "Many", screens: [{ id: "s", root: { list: ["#
    for n in 0..<(Reach.wholeScreenStops + 500) {
      if n > 0 { json += ", " }
      json += #"{ button: "Item \#(n)" }"#
    }
    json += "] } }] }"
    let s = try SceneLoader.load(bytes: Array(json.utf8), name: "many.json5").scene
    var state = makeState(s, size: Size(width: 100, height: 60), scenePath: "many.json5")
    perform(.next, on: &state)
    let voiceOver = Screen.render(state).lines().joined(separator: "\n")
    #expect(voiceOver.contains("VO       1 swipe"))
    #expect(voiceOver.contains("│Keyboard counted with the"))
    #expect(!voiceOver.contains("cannot take keyboard focus"))
    _ = AppReducer.perform(.nextTechnology, key: "t", &state)
    _ = AppReducer.perform(.nextTechnology, key: "t", &state)
    #expect(state.technology == .fullKeyboardAccess)
    let keyboard = Screen.render(state).lines().joined(separator: "\n")
    #expect(!keyboard.contains("counted with the"))
    #expect(keyboard.contains("│Keyboard 1 press"))
    #expect(keyboard.contains("Keyboard"))
    #expect(keyboard.contains("VO       1 swipe"))
  }
}
