import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The Audit pane: `U` lists the screen's findings by tier; Up/Down select, Enter focuses the
/// finding's element with the technology in use, Esc closes.
@Suite struct AuditPaneTests {
  func press(_ key: String, _ state: inout AppState) throws {
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse(key)), &state)
  }

  @Test func listsTheScreensFindingsByTierAndFocusesTheSelectedOne() throws {
    var state = makeState(try sceneFile("modal-no-trap.json5"), size: Size(width: 100, height: 30))
    try press("U", &state)
    let pane = try #require(state.audit)
    #expect(pane.findings.map(\.rule.id) == ["modal-does-not-trap", "text-clipped", "silent-change", "text-clipped"])
    #expect(state.banner?.text == "Audit: 4 findings on this screen")
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "audit-pane-100x30")
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("Audit · 4 findings on this screen"))
    #expect(text.contains("Blocks assistive tech (1)"))
    #expect(text.contains("Degrades the experience (3)"))
    // Named by its children's labels: it has no label of its own, and never "'alert'".
    #expect(text.contains("› 'Session expired, Sign in again to contin…'  modal-does-not-trap"))
    #expect(!text.contains("'dialog'") && !text.contains("'alert'"), "elements are named by their words, not by id or kind")
    // The selected finding also gives its UIKit and SwiftUI fixes and its WCAG criteria.
    #expect(text.contains("UIKit: set accessibilityViewIsModal = true on the dialog view"))
    #expect(text.contains("WCAG 2.2: 1.3.2 Meaningful Sequence (A), 2.4.3 Focus Order (A)"))

    try press("down", &state)
    try press("down", &state)
    #expect(state.audit?.selected == 2)
    #expect(Screen.render(state).lines().joined(separator: "\n").contains("› 'Sign in'  silent-change"))
    try press("enter", &state)
    let signIn = element("signIn", in: state)
    #expect(state.focusedElement == signIn)
    #expect(state.banner?.text == "VoiceOver is on 'Sign in'")
    #expect(state.audit != nil, "Enter keeps the pane open")
    try press("down", &state)
    try press("down", &state)
    #expect(state.audit?.selected == 3, "Down stops at the last finding")
    try press("escape", &state)
    #expect(state.audit == nil)
    #expect(!Screen.render(state).lines().joined().contains("Audit ·"))
  }

  @Test func enterMovesSwitchControlToo() throws {
    var state = makeState(try sceneFile("icon-buttons-unlabeled.json5"), size: Size(width: 100, height: 30))
    try press("t", &state)
    #expect(state.technology == .switchControl)
    try press("U", &state)
    #expect(state.audit?.findings.count == 3)
    try press("down", &state)
    try press("enter", &state)
    let target = try #require(state.audit?.current?.element)
    #expect(state.focusedElement == target)
    try press("U", &state)
    #expect(state.audit == nil, "the pane's own key closes it")
  }

  @Test func cleanScreenSaysSo() throws {
    var state = makeState(try sceneFile("icon-buttons-labeled.json5"), size: Size(width: 80, height: 24))
    try press("U", &state)
    #expect(state.banner?.text == "Audit: no findings on this screen")
    let text = Screen.render(state).lines().joined(separator: "\n")
    #expect(text.contains("Audit · no findings on this screen"))
    #expect(text.contains("Nothing found on this screen."))
    try press("enter", &state)
    #expect(state.audit != nil)
  }
}
