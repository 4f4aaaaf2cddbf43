import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// What a reviewer sees of Switch Control and Full Keyboard Access: each highlight style on
/// the wireframe, the Scanner Menu in the Rotor pane and the Inspector's reach, as text
/// snapshots that list, after the cells and their roles, the attributes of every role used
/// in colour and in monochrome. The box characters alone tell the styles apart, so they
/// stay distinct without colour.
@Suite struct TechnologySnapshotTests {
  /// A title, a list of three buttons (a Switch Control group and a keyboard focus group),
  /// a label and a button with a custom action.
  static let source = #"""
    { format: "axsim-scene/1", title: "Reach", screens: [{ id: "s", title: "Mail", root: { vstack: [
      { header: "Title" },
      { list: [{ button: "Reply", id: "reply" }, { button: "Forward", id: "forward" }, { button: "Delete", id: "delete" }], container: "list", id: "bar" },
      { text: "Plain label", id: "plain" },
      { button: "Send", id: "send", actions: ["Schedule"] },
    ] } }] }
    """#

  /// The app state after switching to `technology` on `reply` and running `commands`.
  func state(
    _ technology: Technology, groups: Bool = true, _ commands: [TechnologyCommand] = [],
    ticks: [Double] = []
  ) throws -> AppState {
    var s = makeState(try scene(Self.source), size: Size(width: 100, height: 30))
    var settings = s.simulator.switchControl.settings
    settings.groupItems = groups
    settings.style = .manual
    perform(.focus(element("reply", in: s)), on: &s)
    s.simulator = Simulator(voiceOver: s.simulator.voiceOver, switchSettings: settings)
    s.log.append(s.simulator.perform(.use(technology)), key: "t", scene: s.scene)
    for c in commands { s.log.append(s.simulator.perform(c), key: nil, scene: s.scene) }
    for t in ticks { s.log.append(s.simulator.tick(t), key: nil, scene: s.scene) }
    return s
  }

  func screenPane(_ s: AppState) -> Grid {
    pane(Size(width: 40, height: 14), s) { WireframePane.render($0, in: $1, focused: false, into: &$2) }
  }

  @Test func switchControlItemIsASolidBox() throws {
    let s = try state(.switchControl, groups: false)
    #expect(s.simulator.switchControl.highlight == .item(element("reply", in: s)))
    let grid = screenPane(s)
    #expect(grid.cells.contains { $0.role == .switchItem && $0.text == "▐" })
    assertThemedSnapshot(grid, named: "switch-item")
  }

  @Test func switchControlGroupIsADoubleBox() throws {
    // Inside the list's group: Forward, Delete, the exit stop; select it to leave.
    let move = TechnologyCommand.switchControl(.move)
    let s = try state(.switchControl, [move, move, move, .switchControl(.select)])
    guard case .group = s.simulator.switchControl.highlight else {
      Issue.record("expected a group highlight, got \(String(describing: s.simulator.switchControl.highlight))")
      return
    }
    let grid = screenPane(s)
    // Double lines on the list's own edges; its corners are the list's own, so they stay.
    #expect(grid.cells.contains { $0.role == .switchGroup && $0.text == "═" })
    #expect(grid.cells.contains { $0.role == .switchGroupText })
    assertThemedSnapshot(grid, named: "switch-group")
  }

  @Test func switchControlExitIsADashedBox() throws {
    // On Reply inside the list group: Forward, Delete, then the exit stop.
    let move = TechnologyCommand.switchControl(.move)
    let s = try state(.switchControl, [move, move, move])
    #expect(s.simulator.switchControl.highlight == .exitGroup(element("bar", in: s)))
    let grid = screenPane(s)
    #expect(grid.cells.contains { $0.role == .switchExit && $0.text == "╌" })
    assertThemedSnapshot(grid, named: "switch-exit")
  }

  @Test func glidingCursorBandIsShadedColumns() throws {
    let s = try state(.switchControl, [.switchControl(.setMethod(.gliding))], ticks: [0.9])
    guard case .glide(let mark) = s.simulator.switchControl.highlight else {
      Issue.record("expected the Gliding Cursor")
      return
    }
    #expect(mark.axis == .horizontal && mark.span > 0)
    let grid = screenPane(s)
    #expect(grid.cells.contains { $0.role == .glideBand && $0.text == "░" })
    assertThemedSnapshot(grid, named: "glide-band")
  }

  @Test func glidingCursorLineKeepsTheChosenX() throws {
    // Band, select: a line; select: x chosen, the vertical band; select: the vertical line.
    let select = TechnologyCommand.switchControl(.select)
    let s = try state(
      .switchControl, [.switchControl(.setMethod(.gliding)), .wait(0.9), select, .wait(0.2), select, .wait(1), select],
      ticks: [0.4])
    guard case .glide(let mark) = s.simulator.switchControl.highlight else {
      Issue.record("expected the Gliding Cursor")
      return
    }
    #expect(mark.axis == .vertical && mark.span == 0 && mark.chosenX != nil)
    let grid = screenPane(s)
    #expect(grid.cells.contains { $0.role == .glideLine && $0.text == "─" })
    #expect(grid.cells.contains { $0.role == .glideLine && $0.text == "│" })
    assertThemedSnapshot(grid, named: "glide-line")
  }

  @Test func keyboardRingIsRoundedWithItsGroupDotted() throws {
    let s = try state(.fullKeyboardAccess, [.keyboard(.moveDown)])
    #expect(s.focusedElement == element("forward", in: s))
    let grid = screenPane(s)
    #expect(grid.cells.contains { $0.role == .keyboardRing && $0.text == "◖" })
    #expect(grid.cells.contains { $0.role == .keyboardText })
    #expect(grid.cells.contains { $0.role == .keyboardGroup && $0.text == "┈" })
    assertThemedSnapshot(grid, named: "keyboard-ring-and-group")
  }

  @Test func scannerMenuIsInTheRotorPane() throws {
    let s = try state(.switchControl, groups: false, [.switchControl(.select), .switchControl(.move)])
    let grid = pane(Size(width: 32, height: 12), s) { RotorPane.render($0, in: $1, focused: false, into: &$2) }
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("Scanner Menu"))
    #expect(text.contains("◦ Reply = close"))
    assertThemedSnapshot(grid, named: "scanner-menu")
    // The item keeps its box on the wireframe while the menu is open.
    #expect(screenPane(s).cells.contains { $0.role == .switchItem })
  }

  @Test func keyboardMenuIsInTheRotorPane() throws {
    let s = try state(.fullKeyboardAccess, [.keyboard(.moveForward), .keyboard(.actions)])
    let lines = pane(Size(width: 32, height: 8), s) { RotorPane.render($0, in: $1, focused: false, into: &$2) }.lines()
    #expect(lines[0].contains("Actions"))
    #expect(lines.contains { $0.contains("▸ Schedule") })
  }

  @Test func inspectorShowsHowEachTechnologyReachesTheElement() throws {
    let s = try state(.switchControl, groups: false, [.switchControl(.move)])
    let grid = pane(Size(width: 60, height: 16), s) { InspectorPane.render($0, in: $1, focused: false, into: &$2) }
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("VO       2 swipes"))
    #expect(text.contains("Keyboard 1 press: ↓ ×1"))
    #expect(text.contains("Responds yes: it has the button trait"))
    // The technology in use first: its section, its highlight, its reach; VoiceOver after.
    let lines = grid.lines()
    #expect(lines[2].contains("│Switch Control "), "\(text)")
    #expect(lines[3].contains("│Scan     highlighted as an item"), "\(text)")
    #expect(lines.firstIndex { $0.contains("│Switch   ") }! < lines.firstIndex { $0.contains("│VO   ") }!)
    #expect(lines.firstIndex { $0.contains("│VoiceOver ") }! < lines.firstIndex { $0.contains("│Speaks ") }!)
    assertThemedSnapshot(grid, named: "inspector-reach")
  }

  @Test func inspectorUnderTheKeyboardLeadsWithItsFocusGroup() throws {
    let s = try state(.fullKeyboardAccess, [.keyboard(.moveForward)])
    let lines = pane(Size(width: 60, height: 16), s) { InspectorPane.render($0, in: $1, focused: false, into: &$2) }.lines()
    #expect(lines[2].contains("│Full Keyboard Access "), "\(lines.joined(separator: "\n"))")
    #expect(lines[3].contains("│Group    "), "\(lines.joined(separator: "\n"))")
    #expect(lines[4].contains("│Keyboard "), "\(lines.joined(separator: "\n"))")
  }

  @Test func theKeyboardCommandListIsAnOverlay() throws {
    let s = try state(.fullKeyboardAccess, [.keyboard(.help), .keyboard(.moveDown)])
    var sized = s
    sized.size = Size(width: 100, height: 30)
    let lines = Screen.render(sized).lines()
    let text = lines.joined(separator: "\n")
    // Over the screen, in full: every command, its device key and the key here.
    #expect(text.contains("╔ Full Keyboard Access commands "), "\(text)")
    #expect(lines.contains { $0.contains("▸ Move Forward") && $0.contains("Tab") }, "\(text)")
    #expect(lines.contains { $0.contains("  Help ") && $0.contains("Tab-H") }, "\(text)")
    #expect(lines.contains { $0.contains("Move to Next Item *") && $0.contains("Control-Tab") && $0.contains("C-Tab") }, "\(text)")
    #expect(text.contains("close ═╝"), "\(text)")
    // The Rotor pane only points at it.
    let rotor = pane(Size(width: 25, height: 8), s) { RotorPane.render($0, in: $1, focused: false, into: &$2) }.lines()
    #expect(rotor.contains { $0.contains("Open over the screen") })
  }

  @Test func speechPaneTagsOtherTechnologiesAndShowsTheHighlight() throws {
    let s = try state(.switchControl, groups: false, [.switchControl(.move)])
    let line = Styled.text(SpeechPane.utterance(try #require(s.log.entries.last).event))
    #expect(line == "SC ‹Forward›")
  }

  @Test func statusRowNamesTheTechnologyAndMarksAssumedDefaults() throws {
    let s = try state(.switchControl)
    let line = StatusBar.line(s, width: 100)
    let text = Styled.text(line)
    #expect(text.hasPrefix(" Switch Control  demo.json5 · Mail │ Manual · Groups on · Tap: Default · Speech off*"))
    #expect(line.contains { $0.text == "*" && $0.role == .statusAssumed })
  }

  @Test func theInspectorsReachIsTheFocusRowOfTheWholeScreens() throws {
    let s = try state(.switchControl)
    let runtime = s.voiceOver.runtime
    let whole = Reach(runtime: runtime, settings: s.simulator.switchControl.settings)
    for row in whole.rows where runtime.tree.position[row.element] != nil {
      #expect(Reach.row(for: row.element, runtime: runtime, settings: s.simulator.switchControl.settings) == row)
    }
  }

  @Test func highlightRolesHaveThemeEntriesDistinctInColour() {
    let roles: [StyleRole] = [.focusRing, .switchItem, .switchGroup, .switchExit, .glideBand, .glideLine, .keyboardRing, .keyboardGroup]
    for role in roles { #expect(Theme.standard.roles[role] != nil, "\(role)") }
    #expect(Theme.standard.attributes(for: .keyboardRing) != Theme.standard.attributes(for: .focusRing))
    #expect(Theme.standard.attributes(for: .switchItem) != Theme.standard.attributes(for: .focusRing))
  }
}

/// Compares `grid` and the attributes of the roles it uses, in colour and monochrome, with
/// `__Snapshots__/<name>.txt` (`RECORD_SNAPSHOTS=1` re-records).
func assertThemedSnapshot(_ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let roles = Set(grid.cells.map(\.role)).sorted { $0.description < $1.description }
  var text = GridSnapshot.encode(grid)
  for (title, theme) in [("colour", Theme.standard), ("monochrome", Theme.standard.monochrome)] {
    text += "\(title):\n"
    for role in roles { text += "  \(role): \(theme.attributes(for: role))\n" }
  }
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let url = folder.appendingPathComponent(name + ".txt")
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot __Snapshots__/\(name).txt; review it and run the tests again", sourceLocation: sourceLocation)
    return
  }
  guard expected != text else { return }
  Issue.record("snapshot \(name) differs; RECORD_SNAPSHOTS=1 swift test re-records.\nactual:\n\(text)", sourceLocation: sourceLocation)
}
