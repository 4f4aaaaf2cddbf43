import AssistiveTechnologies
import InspectorCore
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Whole-screen snapshots of the demo: the first message focused after five swipes.
@Suite struct ScreenSnapshotTests {
  @Test(arguments: [(100, 30), (80, 24), (60, 20), (40, 12)])
  func demo(width: Int, height: Int) throws {
    let state = try demoState(
      size: Size(width: width, height: height),
      commands: [.next, .next, .next, .next, .next, .next, .next])
    let grid = Screen.render(state)
    #expect(grid.size == Size(width: width, height: height))
    assertSnapshot(grid, named: "demo-\(width)x\(height)")
  }

  @Test func demoWithRotorAndBanner() throws {
    var state = try demoState(
      size: Size(width: 100, height: 30),
      commands: [
        .next, .next, .next, .next, .next, .next, .next, .rotorNext, .rotorNext, .rotorItemNext,
      ])
    state.banner = Banner(.info, "Speak Hints on")
    state.focusedPane = .speech
    assertSnapshot(Screen.render(state), named: "demo-rotor-100x30")
  }

  @Test func settingsScreen() throws {
    // The settings screen: switches, a slider and a stepper.
    var state = try demoState(
      size: Size(width: 100, height: 30), commands: [.last, .activate, .next, .next, .next])
    state.banner = Banner(
      .error, "Reload failed, kept the previous scene: demo.json5:3:1: expected '}'")
    assertSnapshot(Screen.render(state), named: "settings-100x30")
  }

  @Test func reloadProblemsOverlayListsEveryProblemInFull() throws {
    var state = try demoState(size: Size(width: 100, height: 30))
    let long = "demo.json5:41:7: error: screens[0].root.vstack[3].list[2].cell.actions[0].effects[1]: unknown effect 'annouce'; did you mean 'announce'? Effects are announce, push, pop, present, dismiss, set"
    _ = AppReducer.handle(
      .sceneReloaded(.failure(SceneReloadFailure(lines: ["demo.json5:3:1: error: expected '}'", long]))), &state)
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "reload-problems-100x30")
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("Reload failed · 2 problems"))
    #expect(text.contains("Esc closes · e shows it again"))
    #expect(text.contains("present, dismiss, set"), "the long problem is wrapped, not cut")
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse("escape")), &state)
    #expect(!Screen.render(state).lines().joined().contains("Reload failed ·"))
  }

  @Test func presentedSheet() throws {
    let state = try demoState(
      size: Size(width: 100, height: 30), commands: [.next, .next, .activate, .next])
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "compose-sheet-100x30")
  }

  @Test func alertOverMessage() throws {
    let demo = try sceneFile("demo.json5")
    let state = makeState(
      demo, size: Size(width: 100, height: 30),
      commands: [
        .focus(demo.ids["m1"] ?? 0), .activate, .focus(demo.ids["delete"] ?? 0), .activate,
      ])
    assertSnapshot(Screen.render(state), named: "alert-100x30")
  }

  @Test func captionMode() throws {
    var state = try demoState(
      size: Size(width: 100, height: 30),
      commands: [.next, .next, .next, .next, .next, .next, .next])
    state.caption = true
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "caption-100x30")
    // Only the current event: earlier ones are not on screen.
    let text = grid.lines().joined(separator: "\n")
    #expect(!text.contains("Inbox. Heading."))
  }

  @Test func presenterLayout() throws {
    var state = try demoState(
      size: Size(width: 120, height: 36),
      commands: [.next, .next, .next, .next, .next, .next, .next])
    _ = AppReducer.perform(.togglePresenter, key: "F5", &state)
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "presenter-120x36")
    let text = grid.lines().joined(separator: "\n")
    #expect(!text.contains("Inspector") && !text.contains("┌ Rotor"))
    #expect(text.contains("Speech") && text.contains("Ana Lima"))
    // The pane keys move between the two panes there are.
    _ = AppReducer.perform(.focusNextPane, key: nil, &state)
    #expect(state.focusedPane == .speech)
    _ = AppReducer.perform(.focusNextPane, key: nil, &state)
    #expect(state.focusedPane == .screen)
  }

  @Test func captionModeNarrow() throws {
    var state = try demoState(
      size: Size(width: 60, height: 20),
      commands: [.next, .next, .next, .next, .next, .next, .next])
    state.caption = true
    assertSnapshot(Screen.render(state), named: "caption-60x20")
  }

  @Test func helpOverlay() throws {
    var state = try demoState(size: Size(width: 100, height: 30))
    state.helpVisible = true
    assertSnapshot(Screen.render(state), named: "help-100x30")
  }

  @Test func helpOverlayListsEveryCommandWhenScrolled() throws {
    var state = try demoState(size: Size(width: 80, height: 24))
    state.helpVisible = true
    var seen = ""
    for scroll in stride(from: 0, through: 200, by: 5) {
      state.helpScroll = scroll
      seen += Screen.render(state).lines().joined(separator: "\n")
    }
    for info in CommandCatalog.all {
      let start = String(info.summary.prefix(24))
      #expect(seen.contains(start), "help is missing \(info.id)")
    }
  }

  @Test func orderOverlay() throws {
    var state = try demoState(size: Size(width: 100, height: 30))
    state.orderOverlay = true
    assertSnapshot(Screen.render(state), named: "order-overlay-100x30")
  }

  @Test func searchPrompt() throws {
    var state = try demoState(size: Size(width: 80, height: 24))
    state.search = "ana"
    let grid = Screen.render(state)
    #expect(grid.line(23).contains("Find: ana▏"))
    #expect(
      grid[
        role: grid.line(23).firstRange(of: "Find")!.lowerBound.utf16Offset(in: grid.line(23)), 23]
        == .searchPrompt)
  }

  /// Every size from nothing up, with every mode: nothing may trap, and every row must be
  /// exactly as wide as the grid.
  @Test func sizeSweepDoesNotCrash() throws {
    let demo = try sceneFile("demo.json5")
    var base = makeState(
      demo, size: Size(width: 0, height: 0),
      commands: [.next, .next, .next, .next, .next, .next, .next, .rotorNext])
    let sizes = [
      (0, 0), (1, 1), (3, 2), (0, 5), (5, 0), (2, 1), (1, 40), (200, 1), (10, 3), (20, 6), (39, 11),
      (40, 12), (59, 15), (79, 23), (120, 35), (149, 19), (150, 20), (300, 100),
    ]
    for (w, h) in sizes {
      for mode in 0..<5 {
        base.size = Size(width: w, height: h)
        base.caption = mode == 1
        base.helpVisible = mode == 2
        base.orderOverlay = mode == 3
        base.search = mode == 4 ? "x" : nil
        let grid = Screen.render(base)
        #expect(grid.size == Size(width: w, height: h))
        for line in grid.lines() { #expect(TextWidth.width(of: line) == w) }
        #expect(!hasRawControls(grid))
      }
    }
  }

  /// Every small size, densely: the layout changes shape many times in this range.
  @Test func denseSmallSizeSweep() throws {
    var state = try demoState(
      size: Size(width: 0, height: 0), commands: [.next, .next, .next, .next, .next, .next, .next])
    for w in 0...46 {
      for h in 0...17 {
        for mode in 0..<3 {
          state.size = Size(width: w, height: h)
          state.caption = mode == 1
          state.orderOverlay = mode == 2
          state.helpVisible = mode == 2
          let grid = Screen.render(state)
          #expect(grid.size == Size(width: w, height: h))
        }
      }
    }
  }

  @Test func negativeSizeRendersNothing() throws {
    var state = try demoState(size: Size(width: 10, height: 10))
    state.size = Size(width: -3, height: -1)
    #expect(Screen.render(state).size == Size(width: 0, height: 0))
  }

  /// Every role the screen uses has an entry in the standard theme.
  @Test func everyRoleDrawnIsInTheTheme() throws {
    var roles = Set<StyleRole>()
    var state = try demoState(
      size: Size(width: 120, height: 40),
      commands: [.next, .next, .next, .next, .next, .next, .next, .rotorNext, .rotorItemNext])
    for mode in 0..<4 {
      state.caption = mode == 1
      state.helpVisible = mode == 2
      state.orderOverlay = mode == 3
      state.banner = mode == 3 ? Banner(.error, "x") : Banner(.info, "y")
      for cell in Screen.render(state).cells { roles.insert(cell.role) }
    }
    for role in roles { #expect(Theme.standard.roles[role] != nil, "\(role) has no theme entry") }
  }
}
