import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// What a reviewer sees of Voice Control: the overlays on the wireframe (number tags, names,
/// a choice's numbers, the grid), each in roles no other technology uses, in colour, in
/// monochrome and in ASCII; the Rotor pane's "What to say"; the command line in the status row.
@Suite struct VoiceControlViewTests {
  /// Three rows of a playlist list with a "Rename" button each (the third with a custom
  /// action), a button named by input labels, an icon button with no name, and a view only
  /// a touch reaches.
  static let source = #"""
    { format: "axsim-scene/1", title: "Voice", screens: [{ id: "s", title: "Playlists", root: { vstack: [
      { header: "Playlists" },
      { hstack: [{ text: "Road trip" }, { spacer: {} }, { button: "Rename", id: "r1" }] },
      { hstack: [{ text: "Gym" }, { spacer: {} }, { button: "Rename", id: "r2" }] },
      { hstack: [{ text: "Focus" }, { spacer: {} }, { button: "Rename", id: "r3", actions: ["Share"] }] },
      { button: "Start 45-minute ride", id: "ride", inputLabels: ["Start ride", "Ride"] },
      { button: null, symbol: "heart", id: "like" },
      { image: "star", element: false, id: "star", width: 40, height: 40, onActivate: { announce: "Starred" } },
    ], padding: 8, spacing: 8 } }] }
    """#

  func state(_ phrases: [String] = []) throws -> AppState {
    var s = makeState(try scene(Self.source), size: Size(width: 100, height: 30))
    s.log.append(s.simulator.perform(.use(.voiceControl)), key: "t", scene: s.scene)
    for p in phrases { s.log.append(s.simulator.perform(.voiceControl(VoiceControlCommand(p))), key: nil, scene: s.scene) }
    return s
  }

  func screenPane(_ s: AppState) -> Grid {
    pane(Size(width: 44, height: 18), s) { WireframePane.render($0, in: $1, focused: false, into: &$2) }
  }

  @Test func numbersAreTagsBesideTheItems() throws {
    let grid = screenPane(try state(["show numbers"]))
    #expect(grid.cells.contains { $0.role == .voiceTag && $0.text == "1" })
    #expect(grid.cells.contains { $0.role == .voiceTag && $0.text == ">" }, "custom actions show >>")
    assertThemedSnapshot(grid, named: "voice-numbers")
  }

  /// The status row's settings say what a phrase shows, apart from the Overlay setting.
  @Test func theStatusSaysWhatIsShown() throws {
    func text(_ phrases: [String]) throws -> String {
      TechnologySettingsText.voiceControl(try state(phrases).simulator.voiceControl).map(\.text).joined()
    }
    #expect(try text([]) == "Overlay none · grid 3x3*")
    #expect(try text(["show numbers"]) == "Showing numbers · Overlay setting none · grid 3x3*")
    #expect(try text(["tap Rename"]) == "Showing numbers on 3 matches · Overlay setting none · grid 3x3*")
    #expect(try text(["show grid"]) == "Showing the grid · Overlay setting none · grid 3x3*")
  }

  /// A row whose only free cell beside it holds the number keeps its text: the number goes
  /// there and the actions mark after the row when it has room, not over the row's first
  /// letters.
  @Test func aNumberWithoutRoomForItsActionsMarkKeepsTheRowReadable() throws {
    let source = #"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { hstack: [{ text: "Build bot" }, { text: "8:02" }], grouping: "combine", actions: ["Archive"], id: "row" },
      ], padding: 1 } }] }
      """#
    var s = makeState(try scene(source), size: Size(width: 100, height: 30))
    s.log.append(s.simulator.perform(.use(.voiceControl)), key: "t", scene: s.scene)
    s.log.append(s.simulator.perform(.voiceControl(VoiceControlCommand("show numbers"))), key: nil, scene: s.scene)
    let lines = screenPane(s).lines()
    #expect(lines.contains { $0.contains("Build bot") }, "\(lines.joined(separator: "\n"))")
    #expect(lines[2].hasPrefix("│1Build bot 8:02"), "the number in the free cell before the row")
  }

  @Test func namesAreMarkedOrWrittenBeside() throws {
    let grid = screenPane(try state(["show names"]))
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("Start ride"), "the first input label is drawn")
    assertThemedSnapshot(grid, named: "voice-names")
  }

  @Test func aChoicePutsNumbersOnTheMatchesOnly() throws {
    let s = try state(["tap Rename"])
    let grid = screenPane(s)
    let tags = grid.cells.filter { $0.role == .voiceTag }.map(\.text).joined()
    #expect(tags == "123", "the three Rename buttons only: \(tags)")
    assertThemedSnapshot(grid, named: "voice-choice")
  }

  @Test func theGridIsDottedLinesAndNumbers() throws {
    let grid = screenPane(try state(["show grid"]))
    #expect(grid.cells.contains { $0.role == .voiceGrid && $0.text == "╏" })
    #expect(grid.cells.contains { $0.role == .voiceGrid && $0.text == "╍" })
    assertThemedSnapshot(grid, named: "voice-grid")
    let zoomed = screenPane(try state(["show grid", "1"]))
    #expect(zoomed != grid)
    assertThemedSnapshot(zoomed, named: "voice-grid-zoomed")
  }

  /// Without UTF-8 the lines become ';' and '~' and the tags keep their digits, so nothing
  /// turns into '?'.
  @Test func inASCIITheOverlaysStayReadable() throws {
    for phrase in ["show numbers", "show names", "show grid"] {
      let grid = AsciiFallback.convert(screenPane(try state([phrase])))
      let overlay = grid.cells.filter { $0.role == .voiceTag || $0.role == .voiceGrid }
      #expect(!overlay.isEmpty)
      #expect(!overlay.contains { $0.text == "?" }, "\(phrase):\n\(grid.lines().joined(separator: "\n"))")
    }
    let grid = AsciiFallback.convert(screenPane(try state(["show grid"])))
    // The grid's own forms, not the keyboard focus group's '.' and ':'.
    #expect(grid.cells.contains { $0.role == .voiceGrid && $0.text == ";" })
    #expect(grid.cells.contains { $0.role == .voiceGrid && $0.text == "~" })
    #expect(!grid.cells.contains { $0.role == .voiceGrid && ($0.text == ":" || $0.text == ".") })
    assertThemedSnapshot(grid, named: "voice-grid-ascii")
  }

  /// No other technology draws in Voice Control's roles, and they differ from the others'
  /// in colour and in monochrome.
  @Test func voiceRolesAreItsOwn() throws {
    let others: [StyleRole] = [.focusRing, .focusText, .switchItem, .switchGroup, .switchExit, .glideBand, .glideLine, .keyboardRing, .keyboardGroup, .orderBadge, .orderPath]
    for theme in [Theme.standard, Theme.standard.monochrome] {
      for role in others {
        #expect(theme.attributes(for: .voiceTag) != theme.attributes(for: role), "\(role)")
      }
    }
    #expect(Theme.standard.attributes(for: .voiceGrid) != Theme.standard.attributes(for: .keyboardGroup))
    var vo = makeState(try scene(Self.source), size: Size(width: 100, height: 30))
    perform(.next, on: &vo)
    #expect(!screenPane(vo).cells.contains { $0.role == .voiceTag || $0.role == .voiceGrid })
  }

  @Test func theRotorPaneSaysWhatToSay() throws {
    let s = try state(["tap Start ride"])
    let grid = pane(Size(width: 40, height: 14), s) { RotorPane.render($0, in: $1, focused: false, into: &$2) }
    #expect(grid.lines() == [
      "┌ What to say ─────────────────────────┐",
      "│Nothing shown (1 numbers · 2 names · 3│",
      "│grid)                                 │",
      "│Start 45-minute ride · item 4         │",
      "│  say “tap Ride”                      │",
      "│  names: Start ride, Ride             │",
      "│    ! it shows 'Start 45-minute ride',│",
      "│      which is not one of its names   │",
      "│      ('Start ride', 'Ride'): saying  │",
      "│      what is on screen misses        │",
      "│On this screen                        │",
      "│  1: Rename — needs numbers           │",
      "│  2: Rename — needs numbers           │",
      "└──────────────────────────────────────┘",
    ])
    let choice = pane(Size(width: 40, height: 8), try state(["tap Rename"])) { RotorPane.render($0, in: $1, focused: false, into: &$2) }
    #expect(choice.lines().joined(separator: "\n").contains("│ 2 Rename · Gym"))
  }

  /// The command line: typed in the status row, Enter says it, Up brings it back, Tab
  /// completes a name on the screen.
  @Test func theCommandLine() throws {
    var s = try state()
    func press(_ keys: String...) {
      for k in keys { _ = AppReducer.handle(.keyPressed(try! KeyPress.parse(k)), &s) }
    }
    func type(_ text: String) { for c in text { _ = AppReducer.handle(.keyPressed(KeyPress(c)), &s) } }
    press("enter")
    #expect(s.voiceLine.isOpen)
    type("tap st")
    press("tab")
    #expect(s.voiceLine.text == "tap Start ride")
    let row = Styled.text(StatusBar.line(s, width: 100))
    #expect(row.contains("Say: tap Start ride▏  Tab: name 1 of 1"), "\(row)")
    press("enter")
    #expect(!s.voiceLine.isOpen)
    #expect(s.simulator.voiceControl.focus == element("ride", in: s))
    #expect(s.log.entries.last.map { Styled.text(SpeechPane.utterance($0.event)) }?.contains("[tap]") == true)
    press("enter", "up")
    #expect(s.voiceLine.text == "tap Start ride")
    press("escape")
    #expect(!s.voiceLine.isOpen)
    press("1")
    #expect(s.simulator.voiceControl.overlay == .numbers)
    press("escape")
    #expect(s.simulator.voiceControl.overlay == nil)
  }
}
