import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

/// `>`, `<`, Larger Accessibility Sizes and the variants view, through the reducer.
@Suite struct DynamicTypeReducerTests {
  /// A row that turns into a column at AX1: the tall button is read first in the row.
  static let source = #"""
    { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
      { hstack: [ { text: "Balance", id: "balance" }, { button: "Top up", id: "topUp", height: 60 } ],
        adaptive: true },
      { button: "Confirm the transfer now", id: "confirm", height: 44 },
    ] } }] }
    """#

  func state(size: ContentSizeCategory = .large, largerAccessibilitySizes: Bool = true) throws -> AppState {
    var scene = try SceneLoader.load(bytes: Array(Self.source.utf8), name: "t").scene
    scene.settings.largerAccessibilitySizes = largerAccessibilitySizes
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene, contentSize: size))
    _ = vo.start()
    return AppState(voiceOver: vo, scenePath: nil, size: Size(width: 100, height: 30), keymap: .builtInDefault)
  }

  func press(_ key: String, _ s: inout AppState) throws -> [AppEffect] {
    AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &s)
  }

  @Test func largerTextGoesThroughTheSimulatorAndLogsTheReflow() throws {
    var s = try state(size: .extraExtraExtraLarge)
    _ = try press("right", &s)  // balance (the button is first in the row)
    #expect(s.focusedElement == s.scene.ids["balance"])
    _ = try press(">", &s)
    #expect(s.contentSize == .accessibilityMedium)
    let notes = try #require(s.log.entries.last?.event.notes)
    #expect(notes.first == "text size XXXL → AX1")
    #expect(notes.contains("the reading order changed after the layout reflowed"))
    #expect(s.log.entries.last?.key == ">")
    #expect(s.focusedElement == s.scene.ids["balance"], "focus stays on its element")
    #expect(s.banner?.text.hasPrefix("Text size AX1") == true)
    _ = try press("<", &s)
    #expect(s.contentSize == .extraExtraExtraLarge)
  }

  @Test func withoutLargerAccessibilitySizesTextStopsAtXXXL() throws {
    var s = try state(size: .extraExtraLarge, largerAccessibilitySizes: false)
    #expect(!s.largerAccessibilitySizes)
    _ = try press(">", &s)
    #expect(s.contentSize == .extraExtraExtraLarge)
    let logged = s.log.entries.count
    _ = try press(">", &s)
    #expect(s.contentSize == .extraExtraExtraLarge)
    #expect(s.log.entries.count == logged, "nothing changed, nothing logged")
    #expect(s.banner?.text == "Text size XXXL (the largest size); Larger Accessibility Sizes is off (L turns it on)")
    _ = try press("L", &s)
    #expect(s.largerAccessibilitySizes)
    _ = try press(">", &s)
    #expect(s.contentSize == .accessibilityMedium)
  }

  @Test func turningLargerAccessibilitySizesOffLeavesTheAccessibilitySizes() throws {
    var s = try state(size: .accessibilityExtraLarge)
    _ = try press("L", &s)
    #expect(!s.largerAccessibilitySizes)
    #expect(s.contentSize == .extraExtraExtraLarge)
    #expect(s.banner?.text == "Larger Accessibility Sizes off: text sizes stop at XXXL; text size now XXXL")
    #expect(s.log.entries.last?.event.notes.first == "text size AX3 → XXXL")
  }

  @Test func smallerTextStopsAtExtraSmall() throws {
    var s = try state(size: .extraSmall)
    _ = try press("<", &s)
    #expect(s.contentSize == .extraSmall)
    #expect(s.banner?.text == "Text size XS (the smallest size)")
  }

  @Test func theVariantsViewOpensClosesAndKeepsOtherKeysFromTheScreenBehind() throws {
    var s = try state()
    _ = try press("V", &s)
    #expect(s.variantsVisible)
    let focus = s.focusedElement
    _ = try press("right", &s)
    #expect(s.focusedElement == focus, "keys do not reach VoiceOver behind the view")
    #expect(s.banner?.text == "Esc or V closes the variants view")
    _ = try press("escape", &s)
    #expect(!s.variantsVisible)
    _ = try press("V", &s)
    _ = try press("V", &s)
    #expect(!s.variantsVisible)
    _ = try press("V", &s)
    #expect(try press("q", &s) == [.quit])
  }
}
