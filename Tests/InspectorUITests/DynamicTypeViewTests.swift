import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// What Dynamic Type does to the wireframe, the Inspector and the variants view.
@Suite struct DynamicTypeViewTests {
  /// A payment screen with one of each thing that breaks: an adaptive row, a row that is
  /// not, a fixed-height button, a fixed-height label, a one-line limit, a fixed font size
  /// and a button placed past the screen's edge.
  static let source = #"""
    { format: "axsim-scene/1", title: "Dynamic Type", device: { idiom: "phone" },
      screens: [{ id: "pay", title: "Pay", root: { vstack: [
        { header: "Send money", id: "title" },
        { hstack: [
          { text: "Transfer 250 euros to Ana Lima", id: "amount" },
          { button: "Send", id: "send" },
        ], adaptive: true, id: "row" },
        { hstack: [
          { text: "Monthly rent to Jordan", id: "rent" },
          { button: "Pay now", id: "payNow" },
        ], id: "fixedRow" },
        { text: "Account summary for the month of November", height: 60, id: "summary" },
        { button: "Confirm the transfer", id: "confirm", height: 44 },
        { text: "Fees may apply to transfers outside the euro area, see terms", lines: 1, id: "fees" },
        { text: "Legal small print", fixedSize: true, id: "legal" },
        { button: "Help", id: "help", frame: [300, 700, 160, 44] },
      ] } }] }
    """#

  static func state(_ size: ContentSizeCategory, width: Int = 100, height: Int = 30, focus: String? = nil) throws -> AppState {
    let s = try scene(source, name: "dynamic-type.json5")
    var state = AppState(
      voiceOver: VoiceOver(runtime: SceneRuntime(scene: s)), scenePath: "dynamic-type.json5",
      size: Size(width: width, height: height), keymap: testKeymap)
    state.log.append(state.simulator.start(), key: nil)
    if size != .large {
      state.log.append(state.simulator.setContentSize(size), key: ">")
    }
    if let focus, let e = s.ids[focus] {
      state.log.append(state.simulator.perform(.voiceOver(.focus(e))), key: nil)
    }
    return state
  }

  static func rows(_ grid: Grid) -> [String] {
    (0..<grid.height).map { y in grid.row(y).map(\.text).joined() }
  }

  @Test(arguments: [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge])
  func wireframeAtSize(_ size: ContentSizeCategory) throws {
    let state = try Self.state(size, focus: "confirm")
    assertSnapshot(Screen.render(state), named: "dynamic-type-\(size.rawValue)-100x30")
  }

  @Test func aLineLimitEndsInAnEllipsisAndIsMarked() throws {
    let state = try Self.state(.large, width: 200, height: 60)
    let grid = Screen.render(state)
    let rows = Self.rows(grid)
    let fees = try #require(rows.first { $0.contains("Fees may apply") })
    #expect(fees.contains("…"))
    #expect(fees.contains("!"))
    #expect(grid.cells.contains { $0.role == .wireframeTruncated && $0.text == "…" })
    #expect(grid.cells.contains { $0.role == .layoutProblem && $0.text == "»" }, "the Help button past the edge")
    #expect(rows.contains { $0.contains("! text cut or fixed (Inspector)") }, "the legend")
  }

  @Test func fixedHeightTextIsClippedWithoutAnEllipsisAtAX3() throws {
    let state = try Self.state(.accessibilityExtraLarge)
    let grid = Screen.render(state)
    let clipped = grid.cells.filter { $0.role == .wireframeClipped }.map(\.text).joined()
    #expect(!clipped.isEmpty)
    #expect("Account summary for the month of November".hasPrefix(clipped))
    #expect(!clipped.contains("…"))
  }

  @Test func theInspectorListsTheFocusedElementsProblems() throws {
    let state = try Self.state(.accessibilityExtraLarge, focus: "confirm")
    let text = InspectorPane.lines(state.voiceOver, width: 120).map(Styled.text)
    // A button's title overflows its fixed height rather than being clipped by it.
    #expect(text.contains("Layout   ⚠ overflows its 44 pt frame at AX3: the title needs 108 pt and is drawn past the frame"), "\(text)")
  }

  @Test func theStatusLineShowsTheSizeAndLargerAccessibilitySizesOff() throws {
    var state = try Self.state(.extraExtraExtraLarge)
    #expect(Styled.text(StatusBar.line(state, width: 200)).contains("Text XXXL "))
    state.largerAccessibilitySizes = false
    #expect(Styled.text(StatusBar.line(state, width: 200)).contains("Text XXXL (no AX sizes)"))
  }

  @Test func theWireframeFollowsFocusWhenContentOutgrowsTheScreen() throws {
    let state = try Self.state(.accessibilityExtraExtraExtraLarge, focus: "legal")
    let rows = Self.rows(Screen.render(state))
    #expect(rows.contains { $0.contains("Legal small print") })
    #expect(rows.contains { $0.contains("▲ more") })
  }

  @Test func variantsViewInTheApp() throws {
    var state = try Self.state(.large, focus: "amount")
    state.variantsVisible = true
    assertSnapshot(Screen.render(state), named: "variants-100x30")
    state.size = Size(width: 200, height: 60)
    assertSnapshot(Screen.render(state), named: "variants-200x60")
  }

  @Test func variantsViewHeadless() throws {
    let s = try scene(Self.source, name: "dynamic-type.json5")
    let grid = VariantsView.render(
      scene: s, sizes: [.large, .accessibilityExtraLarge], screen: 0, width: 100)
    #expect(grid.width == 100)
    assertSnapshot(grid, named: "variants-headless-L-AX3")
    let text = Self.rows(grid).joined(separator: "\n")
    #expect(text.contains("AX3 · "))
    #expect(text.contains("#confirm: overflows its 44 pt frame"))
  }

  @Test func variantsViewIsDrawnOncePerTreeVersion() throws {
    var state = try Self.state(.large)
    state.variantsVisible = true
    let a = Screen.render(state)
    state.frame += 1
    #expect(Screen.render(state) == a)
  }
}

extension DynamicTypeViewTests {
  @Test func variantsViewHeadlessWithBoldText() throws {
    let s = try scene(Self.source, name: "dynamic-type.json5")
    var display = DisplaySettings()
    display.boldText = true
    let plain = VariantsView.render(scene: s, sizes: [.extraExtraExtraLarge], width: 60)
    let bold = VariantsView.render(scene: s, sizes: [.extraExtraExtraLarge], width: 60, display: display)
    #expect(bold.cells.contains { $0.role.rawValue.contains("+bold") })
    #expect(!plain.cells.contains { $0.role.rawValue.contains("+bold") })
  }
}
