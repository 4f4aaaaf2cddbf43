import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The Rotor pane lists More Content entries and computed rotor results; the Inspector shows
/// a data-table cell's position.
@Suite struct ControlsPaneTests {
  @Test func theRotorPaneListsMoreContentEntries() throws {
    let s = try sceneFile("more-content.json5")
    var vo = VoiceOver(runtime: SceneRuntime(scene: s))
    _ = vo.start()
    _ = vo.perform(.focus(try #require(s.ids["photo"])))
    _ = vo.perform(.rotorPrevious)
    _ = vo.perform(.rotorItemNext)
    #expect(RotorPane.lines(vo, width: 30, height: 8).map(Styled.text) == [
      "Headings Form Controls",
      "[More Content]",
      "More Content (3)",
      "▸ Size: 2.4 MB",
      "  Camera: Back camera",
      "  Location: Lisbon",
    ])
  }

  @Test func aSettingWithNothingOnThisScreenIsNotOfferedAsAnEmptyList() throws {
    let s = try scene(#"""
      { format: "axsim-scene/1", screens: [
        { id: "a", root: { vstack: [{ header: "Mail" }, { segmented: ["All", "Unread"] }, { button: "Next", onActivate: { push: "b" } }] } },
        { id: "b", root: { vstack: [{ header: "Done" }, { button: "OK" }] } },
      ] }
      """#)
    var vo = VoiceOver(runtime: SceneRuntime(scene: s))
    _ = vo.start()
    _ = vo.perform(.rotorNext)
    #expect(vo.rotor.current == .containers)
    _ = vo.perform(.focus(try #require(s.ids["Next"] ?? s.elements.firstIndex { $0.label == "Next" })))
    _ = vo.perform(.activate)
    let lines = RotorPane.lines(vo, width: 40, height: 6).map(Styled.text)
    #expect(!lines.joined().contains("(0)"), "\(lines)")
    #expect(lines == [
      "Headings Form Controls [Containers]",
      "Containers: none on this screen; turn",
      "the rotor for another setting.",
    ])
  }

  @Test func theRotorPaneListsTextRangeResults() throws {
    let s = try sceneFile("more-content.json5")
    var vo = VoiceOver(runtime: SceneRuntime(scene: s))
    _ = vo.start()
    _ = vo.perform(.focus(try #require(s.ids["note"])))
    _ = vo.perform(.rotorPrevious)
    _ = vo.perform(.rotorItemNext)
    let lines = RotorPane.lines(vo, width: 60, height: 8).map(Styled.text)
    #expect(lines.suffix(3) == [
      "Misspelled Words (2)",
      "▸ “teh” in Notes about this photo: teh light was great and …",
      "  “recieve” in Notes about this photo: teh light was great and I recieve many comments.",
    ])
  }

  @Test func theInspectorShowsADataTableCellsPosition() throws {
    let s = try sceneFile("data-table.json5")
    var vo = VoiceOver(runtime: SceneRuntime(scene: s))
    _ = vo.start()
    _ = vo.perform(.focus(try #require(s.ids["mondayTemp"])))
    let lines = InspectorPane.lines(vo, width: 60).map(Styled.text)
    #expect(lines.contains("Table    row 2 of 4, column 2 of 3"))
    #expect(lines.contains("Speaks   Temperature. 21 degrees. Column 2."))
  }
}
