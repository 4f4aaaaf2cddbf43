import AssistiveTechnologies
import SceneModel
import Testing

@Suite struct ReadingOrderTests {
  /// Elements at explicit frames inside a zstack, so only the sort decides the order.
  func framed(_ items: [(String, [Double])], device: String = "{ idiom: \"phone\" }") -> Scene {
    let children = items.map { "{ button: \"\($0.0)\", id: \"\($0.0)\", frame: [\($0.1.map { String($0) }.joined(separator: ","))] }" }
    return screenScene("{ zstack: [\(children.joined(separator: ","))] }", device: device)
  }

  @Test func topToBottomThenLeadingToTrailing() {
    let s = framed([("c", [10, 200, 50, 44]), ("b", [200, 100, 50, 44]), ("a", [10, 100, 50, 44])])
    #expect(order(s) == ["a", "b", "c"])
  }

  @Test func rowToleranceIsEightPointsOnPhone() {
    // 7.9 pt apart: same row, so x decides. 8 pt apart: different rows.
    #expect(order(framed([("right", [200, 100, 50, 44]), ("left", [10, 107.9, 50, 44])])) == ["left", "right"])
    #expect(order(framed([("right", [200, 100, 50, 44]), ("left", [10, 108, 50, 44])])) == ["right", "left"])
  }

  @Test func rowToleranceIsThirteenPointsOnPad() {
    let pad = "{ idiom: \"pad\" }"
    #expect(order(framed([("right", [200, 100, 50, 44]), ("left", [10, 112, 50, 44])], device: pad)) == ["left", "right"])
    #expect(order(framed([("right", [200, 100, 50, 44]), ("left", [10, 113, 50, 44])], device: pad)) == ["right", "left"])
  }

  @Test func rightToLeftComparesLeftEdgesDescending() {
    let rtl = "{ idiom: \"phone\", layoutDirection: \"rtl\" }"
    #expect(order(framed([("a", [10, 100, 50, 44]), ("b", [200, 100, 50, 44])], device: rtl)) == ["b", "a"])
  }

  @Test func rightToLeftStacksPlaceChildrenFromTheRight() {
    let s = screenScene("{ hstack: [{ button: \"One\", id: \"one\" }, { button: \"Two\", id: \"two\" }] }", device: "{ layoutDirection: \"rtl\" }")
    #expect(order(s) == ["one", "two"])
  }

  @Test func groupIsPlacedByItsFirstChildNotItsOwnFrame() {
    // The group's own frame starts at y 0, but its first child is at y 300: it sorts after "mid".
    let s = screenScene("""
      { zstack: [
        { button: "mid", id: "mid", frame: [0, 200, 50, 44] },
        { vstack: [
          { button: "g2", id: "g2", frame: [100, 350, 50, 44] },
          { button: "g1", id: "g1", frame: [0, 300, 50, 44] },
        ], groupChildren: true, frame: [0, 0, 393, 400] },
      ] }
      """)
    #expect(order(s) == ["mid", "g1", "g2"])
  }

  @Test func groupsKeepChildrenTogether() {
    let s = screenScene("""
      { zstack: [
        { vstack: [
          { button: "a1", id: "a1", frame: [0, 100, 50, 44] },
          { button: "a2", id: "a2", frame: [0, 300, 50, 44] },
        ], groupChildren: true, frame: [0, 100, 100, 300] },
        { button: "b", id: "b", frame: [200, 200, 50, 44] },
      ] }
      """)
    #expect(order(s) == ["a1", "a2", "b"])
    let flat = screenScene("""
      { zstack: [
        { vstack: [
          { button: "a1", id: "a1", frame: [0, 100, 50, 44] },
          { button: "a2", id: "a2", frame: [0, 300, 50, 44] },
        ], frame: [0, 100, 100, 300] },
        { button: "b", id: "b", frame: [200, 200, 50, 44] },
      ] }
      """)
    #expect(order(flat) == ["a1", "b", "a2"])
  }

  @Test func explicitOrderIsKeptAgainstGeometry() {
    let s = screenScene("""
      { vstack: [
        { button: "Top", id: "top" }, { button: "Middle", id: "middle" }, { button: "Bottom", id: "bottom" },
      ], order: ["bottom", "top", "middle"] }
      """)
    #expect(order(s) == ["bottom", "top", "middle"])
  }

  @Test func explicitOrderLeavesOutUnlistedChildren() {
    let s = screenScene("{ vstack: [{ button: \"A\", id: \"a\" }, { button: \"B\", id: \"b\" }], order: [\"b\"] }")
    #expect(order(s) == ["b"])
  }

  @Test func hiddenAndZeroSizeElementsAreSkipped() {
    let s = screenScene("""
      { zstack: [
        { button: "shown", id: "shown", frame: [0, 100, 50, 44] },
        { button: "hidden", id: "hidden", hidden: true, frame: [0, 200, 50, 44] },
        { button: "zero", id: "zero", frame: [0, 300, 0, 0] },
        { button: "thin", id: "thin", frame: [0, 350, 0, 44] },
        { vstack: [{ button: "overflow", id: "overflow", frame: [0, 400, 50, 44] }], frame: [0, 400, 0, 0] },
      ] }
      """)
    // Only a zero size prunes (reference §3.1 step 2): a zero-width element with a height
    // stays. A zero-size wrapper that is not an element is still walked (its children can
    // overflow).
    #expect(order(s) == ["shown", "thin", "overflow"])
  }

  @Test func hiddenContainerHidesItsSubtree() {
    let s = screenScene("{ vstack: [{ button: \"A\", id: \"a\" }, { vstack: [{ button: \"B\", id: \"b\" }], hidden: true }] }")
    #expect(order(s) == ["a"])
  }

  @Test func elementContainerHidesItsChildren() {
    let s = screenScene("{ vstack: [{ vstack: [{ button: \"A\", id: \"a\" }, { button: \"B\", id: \"b\" }], element: true, label: \"Card\", id: \"card\" }] }")
    #expect(order(s) == ["card"])
  }

  @Test func onlyTheLastModalSiblingIsVisible() {
    let s = screenScene("""
      { zstack: [
        { button: "Behind", id: "behind", frame: [0, 100, 50, 44] },
        { vstack: [{ button: "First modal", id: "m1" }], modal: true, frame: [0, 200, 300, 100] },
        { vstack: [{ button: "Second modal", id: "m2" }], modal: true, frame: [0, 400, 300, 100] },
      ] }
      """)
    #expect(order(s) == ["m2"])
  }

  @Test func aNestedModalHidesOnlyItsOwnSiblings() {
    let s = screenScene("""
      { vstack: [
        { button: "Outside", id: "outside" },
        { vstack: [
          { button: "Sibling", id: "sibling" },
          { vstack: [{ button: "In modal", id: "inside" }], modal: true },
        ] },
      ] }
      """)
    #expect(order(s) == ["outside", "inside"])
  }

  @Test func sortPriorityComesBeforePosition() {
    let s = screenScene("""
      { vstack: [
        { button: "A", id: "a" }, { button: "B", id: "b", sortPriority: 2 }, { button: "C", id: "c", sortPriority: 1 },
      ] }
      """)
    #expect(order(s) == ["b", "c", "a"])
  }

  @Test func combinedContainerIsOneStop() {
    let s = screenScene("{ vstack: [{ hstack: [{ text: \"Q3.pdf\" }, { text: \"2 MB\" }], grouping: \"combine\", id: \"row\" }] }")
    #expect(order(s) == ["row"])
    let vo = VoiceOver(runtime: SceneRuntime(scene: s))
    #expect(vo.speech(for: s.ids["row"]!).map(\.text).joined() == "Q3.pdf, 2 MB")
  }

  @Test func tabBarGivesTabContextAndCountsItsStops() {
    let s = screenScene("{ vstack: [{ tabBar: [{ tab: \"Home\", selected: true, id: \"home\" }, { tab: \"Search\", id: \"search\" }] }] }")
    let vo = VoiceOver(runtime: SceneRuntime(scene: s))
    #expect(vo.speech(for: s.ids["home"]!).map(\.text).joined() == "Selected: Home. Tab. 1 of 2.")
    #expect(vo.speech(for: s.ids["search"]!).map(\.text).joined() == "Search. Tab. 2 of 2.")
  }

  @Test func listStartAndEndNeedAnExplicitOrder() {
    let withOrder = screenScene("{ vstack: [{ text: \"One\", id: \"one\" }, { text: \"Two\", id: \"two\" }], container: \"list\", order: [\"one\", \"two\"] }")
    #expect(transcript(withOrder, "next") == ["screenChanged: [screen changed] One. List Start.", "next: Two. List End."])
    let plain = screenScene("{ vstack: [{ text: \"One\", id: \"one\" }, { text: \"Two\", id: \"two\" }], container: \"landmark\" }")
    #expect(transcript(plain, "next") == ["screenChanged: [screen changed] One", "next: Two"])
  }

  @Test func dynamicTypeReflowsButKeepsOrder() {
    let s = screenScene("{ hstack: [{ text: \"A long label that wraps at large sizes\", id: \"t\" }, { button: \"Go\", id: \"go\" }] }")
    let large = SceneRuntime(scene: s, contentSize: .large)
    let ax5 = SceneRuntime(scene: s, contentSize: .accessibilityExtraExtraExtraLarge)
    let t = s.ids["t"]!
    #expect(ax5.frames[t].height > large.frames[t].height)
  }
}
