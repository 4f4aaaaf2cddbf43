import AssistiveTechnologies
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

@Suite struct OrderExplanationTests {
  func explain(_ scene: Scene, _ id: String) -> [String] {
    let vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    return OrderExplanation.lines(for: scene.ids[id], in: vo)
  }

  @Test func groupedByAListContainer() throws {
    let s = try screenScene(
      """
      { vstack: [
        { header: "Mail", id: "title" },
        { vstack: [
          { button: "Archive", id: "archive", frame: [200, 200, 100, 44] },
          { button: "Reply", id: "reply", frame: [0, 210, 100, 44] },
        ], container: "list", id: "actions", label: "Actions" },
        { button: "Done", id: "done" },
      ] }
      """)
    #expect(
      explain(s, "archive") == [
        "Stop 3 of 4, screen row 2 of 3.",
        "After 'Done', before 'Reply'.",
        "Read before 'Reply' on its left: its top is 10 pt higher, and tops 8 pt or more apart are different rows.",
        "In 'Actions', stops 3–4: a list container (accessibilityContainerType .list) keeps its items together.",
      ])
  }

  @Test func groupedByShouldGroupChildren() throws {
    let s = try screenScene(
      """
      { zstack: [
        { button: "mid", id: "mid", frame: [0, 200, 50, 44] },
        { vstack: [
          { button: "g2", id: "g2", frame: [100, 350, 50, 44] },
          { button: "g1", id: "g1", frame: [0, 300, 50, 44] },
        ], groupChildren: true, id: "card", frame: [0, 0, 393, 400] },
      ] }
      """)
    #expect(
      explain(s, "g2") == [
        "Stop 3 of 3, screen row 3 of 3.",
        "After 'g1'.",
        "In the group, stops 2–3: shouldGroupAccessibilityChildren keeps its children together.",
      ])
  }

  @Test func explicitlyOrdered() throws {
    let s = try screenScene(
      """
      { vstack: [
        { button: "Top", id: "top" }, { button: "Middle", id: "middle" }, { button: "Bottom", id: "bottom" },
      ], order: ["bottom", "top", "middle"], id: "stack" }
      """)
    #expect(
      explain(s, "top") == [
        "Stop 2 of 3, placed by an explicit order, not by position.",
        "After 'Bottom', before 'Middle'.",
        "In the group, stops 1–3: accessibilityElements gives its children an explicit order; this is item 2.",
      ])
  }

  @Test func modalHidesTheRest() throws {
    let s = try sceneFile("modal-trap.json5")
    #expect(
      explain(s, "signIn") == [
        "Stop 3 of 3, screen row 3 of 3.",
        "After 'Sign in again to co…'.",
        "Inside the group, which is modal: its siblings are hidden from VoiceOver.",
        "Not in a group: sorted by position, top to bottom, then left to right (on iPhone, tops within 8 pt are one row).",
      ])
  }

  @Test func presentedAlertIsTheModalRoot() throws {
    let demo = try sceneFile("demo.json5")
    var vo = VoiceOver(runtime: SceneRuntime(scene: demo))
    _ = vo.start()
    for c in [
      VoiceOverCommand.focus(demo.ids["m1"] ?? 0), .activate, .focus(demo.ids["delete"] ?? 0),
      .activate,
    ] { _ = vo.perform(c) }
    let lines = OrderExplanation.lines(for: vo.focus, in: vo)
    #expect(
      lines.contains(
        "'Delete this message?' is modal (accessibilityViewIsModal) and hides everything else on the screen."
      ))
  }

  @Test func sortPriorityAndPad() throws {
    let s = try screenScene(
      #"{ vstack: [{ button: "A", id: "a" }, { button: "B", id: "b", sortPriority: 2 }] }"#,
      device: #"{ idiom: "pad" }"#)
    let lines = explain(s, "b")
    #expect(lines.first == "Stop 1 of 2, screen row 2 of 2.", "B is lower on the screen but read first")
    #expect(lines.contains("Sort priority 2: higher priorities are read first among siblings."))
  }

  @Test func notAStop() throws {
    let s = try screenScene(
      #"{ vstack: [{ button: "A", id: "a" }, { button: "B", id: "b", hidden: true }] }"#)
    #expect(
      explain(s, "b") == [
        "Not a VoiceOver stop on this screen.", "It is hidden (accessibilityElementsHidden).",
      ])
    let vo = VoiceOver(runtime: SceneRuntime(scene: s))
    #expect(OrderExplanation.lines(for: nil, in: vo) == ["Nothing is focused."])
    #expect(OrderExplanation.lines(for: 10_000, in: vo) == ["Nothing is focused."])
  }

  @Test func aTrailingSwitchHigherThanItsLabelIsReadFirstAndSaysWhy() throws {
    let s = try screenScene(
      """
      { zstack: [
        { text: "Settings", id: "title", frame: [16, 60, 200, 30] },
        { text: "Wi-Fi", id: "wifi", frame: [16, 112, 200, 20] },
        { toggle: "Wi-Fi switch", id: "switch", frame: [320, 100, 51, 31] },
      ] }
      """)
    #expect(
      explain(s, "switch") == [
        "Stop 2 of 3, screen row 2 of 3.",
        "After 'Settings', before 'Wi-Fi'.",
        "Read before 'Wi-Fi' on its left: its top is 12 pt higher, and tops 8 pt or more apart are different rows.",
        "Not in a group: sorted by position, top to bottom, then left to right (on iPhone, tops within 8 pt are one row).",
      ])
    #expect(
      explain(s, "wifi").contains(
        "Read after 'Wi-Fi switch' on its right: that one's top is 12 pt higher, and tops 8 pt or more apart are different rows."
      ))
  }
}
