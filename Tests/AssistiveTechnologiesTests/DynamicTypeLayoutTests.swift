import AssistiveTechnologies
import SceneModel
import Testing

@Suite struct DynamicTypeLayoutTests {
  /// A transfer row: the amount on the leading side, a Send button on the trailing side.
  static func transferRow(_ adaptive: String) -> Scene {
    screenScene("""
      { vstack: [
        { hstack: [
          { text: "Transfer 250 euros to Ana Lima", id: "amount" },
          { button: "Send", id: "send" },
        ], adaptive: \(adaptive), id: "row" },
        { button: "Cancel", id: "cancel" },
      ] }
      """)
  }

  static func frame(_ scene: Scene, _ id: String, _ size: ContentSizeCategory) -> Frame {
    SceneRuntime(scene: scene, contentSize: size).frames[scene.ids[id]!]
  }

  @Test func anAdaptiveRowTurnsIntoAColumnAtTheAccessibilitySizes() {
    let scene = Self.transferRow("true")
    // At XXXL the button sits beside the text; at AX1 below it.
    let rowText = Self.frame(scene, "amount", .extraExtraExtraLarge)
    let rowButton = Self.frame(scene, "send", .extraExtraExtraLarge)
    #expect(rowButton.x > rowText.x)
    let colText = Self.frame(scene, "amount", .accessibilityMedium)
    let colButton = Self.frame(scene, "send", .accessibilityMedium)
    #expect(colButton.x == colText.x)
    #expect(colButton.y >= colText.maxY)
  }

  @Test func aFitsRowTurnsVerticalOnlyWhenItsChildrenDoNotFit() {
    let scene = Self.transferRow("\"fits\"")
    #expect(Self.frame(scene, "send", .large).y == Self.frame(scene, "amount", .large).y || Self.frame(scene, "send", .large).x > Self.frame(scene, "amount", .large).x)
    #expect(Self.frame(scene, "send", .accessibilityExtraExtraExtraLarge).y >= Self.frame(scene, "amount", .accessibilityExtraExtraExtraLarge).maxY)
  }

  @Test func reflowChangesTheOrderAndTheTranscriptSaysSo() {
    // A row whose trailing button is taller than the text: VoiceOver reads the button first
    // while they share a row (its top is higher); once stacked, the text comes first.
    let scene = screenScene("""
      { vstack: [
        { hstack: [
          { text: "Balance", id: "balance" },
          { button: "Top up", id: "topUp", height: 60 },
        ], adaptive: true },
      ] }
      """)
    #expect(order(scene, contentSize: .large) == ["topUp", "balance"])
    #expect(order(scene, contentSize: .accessibilityMedium) == ["balance", "topUp"])
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)))
    _ = sim.start()
    _ = sim.perform(.voiceOver(.focus(scene.ids["balance"]!)))
    let events = sim.setContentSize(.accessibilityMedium)
    #expect(events.first?.notes == ["text size L → AX1", "the reading order changed after the layout reflowed"])
    #expect(sim.focusedElement == scene.ids["balance"])
  }

  @Test func textInAFixedHeightOrALineLimitIsCutAndReported() {
    let scene = screenScene("""
      { vstack: [
        { button: "Continue to payment details", id: "fixed", height: 44 },
        { text: "A long description of the plan that wraps onto several lines at large sizes", lines: 1, id: "limited" },
        { text: "Tiny legal print", fixedSize: true, style: "caption2", id: "legal" },
        { text: "Grows freely with the text size", id: "free" },
      ] }
      """)
    let large = SceneRuntime(scene: scene, contentSize: .large).layoutProblems
    #expect(large[scene.ids["fixed"]!] == nil)
    #expect(large[scene.ids["limited"]!] == [.truncated(needs: 2, has: 1, limit: .lineLimit)])
    #expect(large[scene.ids["legal"]!] == [.fixedFontSize])
    let ax3 = SceneRuntime(scene: scene, contentSize: .accessibilityExtraLarge).layoutProblems
    // A button's title is not clipped by its fixed height (UIKit does not clip a button to
    // its bounds): it overflows the frame. Text in a fixed frame is clipped.
    #expect(ax3[scene.ids["fixed"]!]?.map { $0.describe(at: .accessibilityExtraLarge) } == ["overflows its 44 pt frame at AX3: the title needs 108 pt and is drawn past the frame"])
    #expect(ax3[scene.ids["free"]!] == nil)
  }

  @Test func scaledMetricsGrowWithTheirTextStyleAndFixedOnesDoNot() {
    let scene = screenScene("""
      { vstack: [
        { button: "Play", id: "scaled", height: 44, scaledMetrics: "body" },
        { image: "star", label: "Star", id: "icon", scaledMetrics: "body" },
        { button: "Stop", id: "fixed", height: 44 },
      ] }
      """)
    #expect(Self.frame(scene, "scaled", .large).height == 44)
    // Body grows 17 → 53 pt at AX5: the metric grows by the same factor.
    #expect(abs(Self.frame(scene, "scaled", .accessibilityExtraExtraExtraLarge).height - 44 * 53 / 17) < 0.01)
    #expect(abs(Self.frame(scene, "icon", .accessibilityExtraExtraExtraLarge).height - 24 * 53 / 17) < 0.01)
    #expect(Self.frame(scene, "fixed", .accessibilityExtraExtraExtraLarge).height == 44)
  }

  @Test func anElementPushedPastTheScreenEdgeIsMarked() {
    let scene = screenScene("""
      { vstack: [{ hstack: [{ button: "One", width: 200 }, { button: "Two", width: 200, id: "two" }] }] }
      """)
    let problems = SceneRuntime(scene: scene).layoutProblems[scene.ids["two"]!]
    #expect(problems?.count == 1)
    #expect(problems?.first?.describe(at: .large) == "pushed 19 pt past the screen's edge at L")
  }

  @Test func largerAccessibilitySizesGatesAX1ToAX5() {
    #expect(ContentSizeCategory.extraExtraExtraLarge.stepped(by: 1, largerAccessibilitySizes: true) == .accessibilityMedium)
    #expect(ContentSizeCategory.extraExtraExtraLarge.stepped(by: 1, largerAccessibilitySizes: false) == nil)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.stepped(by: 1, largerAccessibilitySizes: true) == nil)
    #expect(ContentSizeCategory.extraSmall.stepped(by: -1, largerAccessibilitySizes: true) == nil)
  }

  @Test func textRunningOutOfAFixedHeightContainerIsClipped() {
    let scene = screenScene("""
      { vstack: [
        { hstack: [{ vstack: [
          { text: "Available", id: "caption" },
          { text: "$1,250.00 in your everyday account", id: "amount" },
        ] }], height: 64 },
        { text: "Footnote", id: "footnote" },
      ] }
      """)
    #expect(SceneRuntime(scene: scene).layoutProblems[scene.ids["amount"]!] == nil)
    let ax3 = SceneRuntime(scene: scene, contentSize: .accessibilityExtraLarge).layoutProblems
    #expect(ax3[scene.ids["amount"]!]?.first?.describe(at: .accessibilityExtraLarge).hasSuffix("(its container's fixed height)") == true)
  }
}
