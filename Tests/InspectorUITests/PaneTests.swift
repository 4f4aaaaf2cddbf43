import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// A small sign-in form on a 240×320 pt device, so a whole screen fits a small pane.
func formScene() throws -> Scene {
  try screenScene(
    """
    { vstack: [
      { header: "Sign in", id: "title" },
      { textField: "Email", id: "email", placeholder: "name@example.com" },
      { toggle: "Remember me", on: true, id: "remember" },
      { button: "Continue", id: "go", hint: "Signs you in." },
    ], padding: 8, spacing: 8 }
    """, device: #"{ idiom: "phone", size: [240, 320] }"#, title: "Form")
}

func formState(_ size: Size = Size(width: 60, height: 20), commands: [VoiceOverCommand] = []) throws
  -> AppState
{
  makeState(try formScene(), size: size, commands: commands, scenePath: "Scenes/form.json5")
}

/// Draws one pane filling a grid of `size`.
func pane(_ size: Size, _ state: AppState, _ draw: (AppState, Rect, inout Grid) -> Void) -> Grid {
  var grid = Grid(size: size)
  draw(state, grid.bounds, &grid)
  return grid
}

@Suite struct SpeechPaneTests {
  @Test func theReadAllEndSoundFollowsTheLastItemAsInTheTranscript() {
    let u = TranscriptEvent(
      step: 4, cause: .command("read-all"), earcons: [.readAllEnd],
      parts: [UtterancePart(.label, "Settings"), UtterancePart(.punctuation, ". "), UtterancePart(.traits, "Button.")])
    #expect(Styled.text(SpeechPane.utterance(u)) == "Settings. Button. [end of read all]")
    #expect(Styled.text(SpeechPane.utterance(u)) == u.displayText)
  }

  @Test func stepsCausesAndWrappedSpeech() throws {
    let state = try formState(commands: [.next, .next, .activate, .next])
    let grid = pane(Size(width: 44, height: 9), state) {
      SpeechPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Speech ──────────────────────── ▲ older ─┐",
        "│ 2 → swipe right Remember me. Switch      │",
        "│                 Button. On. Double tap to│",
        "│                 toggle setting.          │",
        "│ 3 ⏎ double tap  [activate]               │",
        "│   ↳ double tap  Off.                     │",
        "│▸4 → swipe right Continue. Button. Signs  │",
        "│                 you in.                  │",
        "└──────────────────────────────────────────┘",
      ])
    // Causes are the key and the gesture on the device, not script words.
    // Parts keep their roles: the label, the trait words, the hint, the earcon.
    #expect(grid[role: 18, 1] == .logLabel)
    #expect(grid[role: 31, 1] == .logTraits)
    #expect(grid[role: 40, 6] == .logHint)
    #expect(grid[role: 18, 4] == .logEarcon)
    #expect(grid[role: 1, 6] == .logCurrent)
    #expect(grid[role: 4, 4] == .logCause)
  }

  @Test func narrowPanePutsTheCauseOnItsOwnLine() throws {
    let state = try formState(commands: [.next])
    let grid = pane(Size(width: 24, height: 6), state) {
      SpeechPane.render($0, in: $1, focused: true, into: &$2)
    }
    #expect(
      grid.lines() == [
        "╔ Speech ════ ▲ older ═╗",
        "║   Email:             ║",
        "║   name@example.com.  ║",
        "║   Text Field. Double ║",
        "║   tap to edit.       ║",
        "╚══════════════════════╝",
      ])
    #expect(grid[role: 0, 0] == .paneBorderFocused)
  }

  @Test func scrolledBackShowsOlderEntriesAndHowManyAreNewer() throws {
    var state = try formState(commands: [.next, .next, .next, .next])
    state.speechScroll = 2
    let grid = pane(Size(width: 44, height: 6), state) {
      SpeechPane.render($0, in: $1, focused: true, into: &$2)
    }
    #expect(
      grid.lines() == [
        "╔ Speech ════════════════════════ ▲ older ═╗",
        "║                 edit.                    ║",
        "║ 2 → swipe right Remember me. Switch      ║",
        "║                 Button. On. Double tap to║",
        "║                 toggle setting.          ║",
        "╚══════════════════════════════ ↓ 2 newer ═╝",
      ])
  }

  @Test func notesAndBoundaries() throws {
    let state = try formState(commands: [.last, .next])
    let grid = pane(Size(width: 50, height: 5), state) {
      SpeechPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Speech ────────────────────────────── ▲ older ─┐",
        "│▸2 → swipe right    [boundary] (already on the  │",
        "│                    last element; VoiceOver does│",
        "│                    not wrap)                   │",
        "└────────────────────────────────────────────────┘",
      ])
  }

  @Test func emptyLog() throws {
    var state = try formState()
    state.log = AnnouncementLog()
    let grid = pane(Size(width: 30, height: 5), state) {
      SpeechPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Speech ────────────────────┐",
        "│Nothing spoken yet. Move    │",
        "│with the VoiceOver keys (?  │",
        "│lists them).                │",
        "└────────────────────────────┘",
      ])
  }
}

@Suite struct RotorPaneTests {
  @Test func headingsWithTheFocusedOneHighlighted() throws {
    let demo = try sceneFile("demo.json5")
    let state = makeState(
      demo, size: Size(width: 80, height: 24), commands: [.next, .rotorNext, .rotorNext])
    let grid = pane(Size(width: 30, height: 8), state) {
      RotorPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Rotor ─────────────────────┐",
        "│Containers [Headings]       │",
        "│Form Controls Flagged       │",
        "│Headings (3)                │",
        "│▸ Inbox                     │",
        "│  Today                     │",
        "│  Yesterday                 │",
        "└────────────────────────────┘",
      ])
    #expect(grid[role: 1, 4] == .rotorCurrent)
  }

  @Test func focusBetweenEntriesIsMarked() throws {
    let demo = try sceneFile("demo.json5")
    let state = makeState(
      demo, size: Size(width: 80, height: 24),
      commands: [.next, .rotorNext, .rotorNext, .next, .next])
    let grid = pane(Size(width: 30, height: 8), state) {
      RotorPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Rotor ─────────────────────┐",
        "│Containers [Headings]       │",
        "│Form Controls Flagged       │",
        "│Headings (3)                │",
        "│  Inbox                     │",
        "│· focus is between these ·  │",
        "│  Today                     │",
        "└────────────────────────────┘",
      ])
  }

  @Test func actionsWithTheChosenOne() throws {
    let demo = try sceneFile("demo.json5")
    let state = makeState(
      demo, size: Size(width: 80, height: 24),
      commands: [.focus(demo.ids["m1"] ?? 0), .rotorItemNext, .rotorItemNext])
    let grid = pane(Size(width: 30, height: 8), state) {
      RotorPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Rotor ─────────────────────┐",
        "│Form Controls [Actions]     │",
        "│▲ 2 ▼ 1 more settings       │",
        "│Actions (3, automatic)      │",
        "│  Archive                   │",
        "│▸ Flag                      │",
        "│  Activate                  │",
        "└────────────────────────────┘",
      ])
  }

  @Test func longListsShowAWindowAroundTheCurrentEntry() throws {
    var items: [String] = []
    for n in 1...40 { items.append(#"{ header: "Section \#(n)", id: "h\#(n)" }"#) }
    let s = try screenScene("{ vstack: [\(items.joined(separator: ", "))] }")
    let state = makeState(
      s, size: Size(width: 80, height: 24),
      commands: [.focus(s.ids["h20"] ?? 0), .rotorNext, .rotorNext])
    let grid = pane(Size(width: 24, height: 9), state) {
      RotorPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Rotor ───────────────┐",
        "│[Headings]            │",
        "│Headings (40)         │",
        "│▲ 18 more             │",
        "│  Section 19          │",
        "│▸ Section 20          │",
        "│  Section 21          │",
        "│▼ 19 more             │",
        "└──────────────────────┘",
      ])
  }

  @Test func windowArithmetic() {
    func names(_ count: Int, current: Int?, insertion: Int? = nil, room: Int) -> [String] {
      RotorPane.window(count: count, current: current, insertion: insertion, room: room, width: 20)
      { "e\($0)" }.map { Styled.text($0) }
    }
    #expect(names(3, current: 1, room: 5) == ["  e0", "▸ e1", "  e2"])
    #expect(names(10, current: 0, room: 4) == ["▸ e0", "  e1", "  e2", "▼ 7 more"])
    #expect(names(10, current: 9, room: 4) == ["▲ 7 more", "  e7", "  e8", "▸ e9"])
    #expect(names(10, current: 5, room: 5) == ["▲ 4 more", "  e4", "▸ e5", "  e6", "▼ 3 more"])
    #expect(
      names(3, current: nil, insertion: 1, room: 5) == [
        "  e0", "· focus is between these ·", "  e1", "  e2",
      ])
    #expect(names(0, current: nil, room: 3) == ["none here"])
    #expect(names(10, current: 5, room: 0) == [])
    #expect(names(10, current: 5, room: 1).count == 1)
  }
}

@Suite struct InspectorPaneTests {
  @Test func toggleInTheForm() throws {
    let state = try formState(commands: [.next, .next])
    let grid = pane(Size(width: 50, height: 18), state) {
      InspectorPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(
      grid.lines() == [
        "┌ Inspector ─────────────────────────────────────┐",
        "│Element  toggle #remember                       │",
        "│Speaks   Remember me. Switch Button. On.        │",
        "│Hint     Double tap to toggle setting.          │",
        "│Label    Remember me                            │",
        "│Value    1                                      │",
        "│Traits   button, switchButton                   │",
        "│Why here                                        │",
        "│Stop 3 of 4, screen row 3 of 4.                 │",
        "│After 'Email', before 'Continue'.               │",
        "│Not in a group: sorted by position, top to      │",
        "│  bottom, then left to right (on iPhone, tops   │",
        "│  within 8 pt are one row).                     │",
        "│In       group                                  │",
        "│Rotors   Form Controls                          │",
        "│Frame    [8, 155, 224, 44] pt                   │",
        "│▼ 7 more lines (focus the pane, ↓)              │",
        "└────────────────────────────────────────────────┘",
      ])
  }

  @Test func iconOnlyButtonWithoutALabelIsFlagged() throws {
    let s = try screenScene(
      #"{ vstack: [{ button: null, symbol: "trash", id: "bin", identifier: "deleteButton", inputLabels: ["Delete", "Bin"] }] }"#
    )
    let state = makeState(s, size: Size(width: 80, height: 24))
    let lines = InspectorPane.lines(state.voiceOver, width: 50).map(Styled.text)
    #expect(lines.contains("Label    none: an icon with no label"))
    #expect(lines.contains { $0.hasPrefix("In       group") })
    #expect(lines.contains("Voice    Delete, Bin"))
    #expect(lines.contains("Ident    deleteButton"))
    let grid = pane(Size(width: 50, height: 6), state) {
      InspectorPane.render($0, in: $1, focused: false, into: &$2)
    }
    #expect(grid[role: 10, 3] == .inspectorWarning)
  }

  @Test func combinedCellWithActionsContentAndRotors() throws {
    let demo = try sceneFile("demo.json5")
    let state = makeState(
      demo, size: Size(width: 80, height: 24), commands: [.focus(demo.ids["m4"] ?? 0)])
    let text = InspectorPane.lines(state.voiceOver, width: 60).map(Styled.text)
    #expect(text.contains("Actions  Archive, Unflag"))
    #expect(text.contains("Rotors   Flagged"))
    #expect(text.contains("Grouping children: .combine"))
    #expect(text.contains("In       list"))
    let m3 = makeState(
      demo, size: Size(width: 80, height: 24), commands: [.focus(demo.ids["m3"] ?? 0)])
    #expect(
      InspectorPane.lines(m3.voiceOver, width: 60).map(Styled.text).contains(
        "Content  Attachment size: 2.4 MB"))
  }

  @Test func tooTallContentSaysHowMuchIsLeft() throws {
    let state = try formState(commands: [.next, .next])
    let grid = pane(Size(width: 40, height: 6), state) {
      InspectorPane.render($0, in: $1, focused: true, into: &$2)
    }
    #expect(grid.line(4).contains("more lines"))
  }

  @Test func unspokenTraitsAreListedApart() throws {
    let s = try screenScene(
      #"{ vstack: [{ text: "Now playing", id: "t", addTraits: ["updatesFrequently", "header"] }] }"#
    )
    let state = makeState(s, size: Size(width: 80, height: 24))
    let text = InspectorPane.lines(state.voiceOver, width: 60).map(Styled.text)
    #expect(text.contains("Traits   header"))
    #expect(text.contains("Unspoken staticText, updatesFrequently"))
  }

  @Test func sceneWarningsAtTheEnd() throws {
    var state = try formState(commands: [.next])
    state.warnings = ["line 3: unknown key 'colour'", "line 9: frame outside the screen"]
    let text = InspectorPane.lines(state.voiceOver, warnings: state.warnings, width: 80).map(
      Styled.text)
    #expect(text.last == "⚠ 2 warnings about this scene (axsim check lists them)")
    state.warnings = ["line 3: unknown key 'colour'"]
    let one = InspectorPane.lines(state.voiceOver, warnings: state.warnings, width: 80).map(Styled.text)
    #expect(one.last == "⚠ line 3: unknown key 'colour'")
  }

  @Test func theFocusedElementsOwnWarningsAndNoteAreListed() throws {
    let loaded = try SceneLoader.load(
      bytes: Array(
        #"""
        { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
          { button: "Send", id: "send", note: "Design wants this bigger" },
          { button: "Archive", id: "archive", traits: ["button", "header"] },
          { image: "logo", id: "logo" },
        ] } }] }
        """#.utf8), name: "t.json5")
    let scene = loaded.scene
    let warnings = loaded.warnings.map { SceneWarning($0, scene: scene, source: loaded.source) }
    #expect(!warnings.isEmpty, "the scene has lint warnings")
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    _ = vo.perform(.focus(scene.ids["send"] ?? 0))
    let send = InspectorPane.lines(vo, warnings: warnings, width: 100).map(Styled.text)
    #expect(send.contains("Note     Design wants this bigger"))
    #expect(!send.contains { $0.hasPrefix("Warning") || $0.hasPrefix("Finding") }, "Send has no warnings of its own")
    // A warning of an audit rule is the audit's finding, listed once with its rule id.
    for w in warnings where w.element != nil {
      let element = try #require(w.element)
      guard vo.tree.position[element] != nil else { continue }
      _ = vo.perform(.focus(element))
      let own = InspectorPane.lines(vo, warnings: warnings, width: 300).map(Styled.text)
      let rule = try #require(w.rule)
      #expect(own.contains("Finding  ⚠ " + w.message + " [\(rule)]"), "the finding is listed on its element: \(own)")
      #expect(!own.contains { $0.hasPrefix("Warning") })
    }
  }

  @Test func aLabelThatDiffersFromTheVisibleTextIsMarked() throws {
    func element(_ kind: ElementKind, label: String, shows: String?) -> Element {
      var e = Element(kind: kind)
      e.label = label
      e.visibleText = shows
      return e
    }
    let differs = InspectorPane.labelDiffersFromVisibleText
    #expect(differs("Submit the form", element(.button, label: "Submit the form", shows: "Go")) == "Go")
    #expect(differs("Back", element(.backButton, label: "Back", shows: "‹ Back")) == nil, "only the chevron differs")
    #expect(differs("Forgot password", element(.link, label: "Forgot password", shows: "Forgot password?")) == nil)
    #expect(differs("Email", element(.textField, label: "Email", shows: "ana@example.com")) == nil, "typed text")
    #expect(differs("OK", element(.button, label: "OK", shows: nil)) == nil)

    // In the pane: marked under the label, with Voice Control's reason when the label
    // does not contain the visible words.
    let s = try screenScene(#"{ vstack: [{ navigationBar: "Inbox", id: "bar", label: "Mailbox", element: true }] }"#)
    var vo = VoiceOver(runtime: SceneRuntime(scene: s))
    _ = vo.start()
    let bar = try #require(s.ids["bar"])
    try #require(vo.tree.position[bar] != nil, "the labelled bar is a stop")
    _ = vo.perform(.focus(bar))
    let lines = InspectorPane.lines(vo, width: 120).map(Styled.text)
    #expect(lines.contains("         ⚠ Label differs from visible text"))
    #expect(lines.contains { $0.contains("the screen shows 'Inbox'; Voice Control users say what they see") })
  }

  @Test func trailingPartsAreSeparateRows() throws {
    let demo = try sceneFile("demo.json5")
    let state = makeState(
      demo, size: Size(width: 80, height: 24), commands: [.focus(demo.ids["m3"] ?? 0)])
    let text = InspectorPane.lines(state.voiceOver, width: 60).map(Styled.text)
    guard let then = text.firstIndex(where: { $0.hasPrefix("Then") }) else {
      Issue.record("no trailer")
      return
    }
    #expect(!text[then].contains("AvailableMore"))
  }
}

@Suite struct StatusBarTests {
  @Test func settingsAndKeys() throws {
    let state = try formState(Size(width: 100, height: 30))
    let grid = pane(Size(width: 100, height: 1), state) { StatusBar.render($0, in: $1, into: &$2) }
    #expect(
      grid.lines() == [
        " VoiceOver  form.json5 · Main │ Hints on · Text L │ → next  ⏎ activate  ? help  q quit  ← prev      "
      ])
    #expect(grid[role: 1, 0] == .statusAccent)
    #expect(grid[role: 99, 0] == .statusBar)
  }

  @Test func narrowKeepsTheMostImportant() throws {
    let state = try formState(Size(width: 30, height: 10))
    let grid = pane(Size(width: 30, height: 1), state) { StatusBar.render($0, in: $1, into: &$2) }
    #expect(grid.lines() == [" VoiceOver  form.json5 · Main "])
  }

  @Test func errorBannerAndSearch() throws {
    var state = try formState(Size(width: 60, height: 10))
    state.banner = Banner(.error, "No element here matches 'zz'")
    var grid = pane(Size(width: 60, height: 1), state) { StatusBar.render($0, in: $1, into: &$2) }
    #expect(grid.lines() == [" VoiceOver  ✖ No element here matches 'zz'                  "])
    #expect(grid[role: 12, 0] == .bannerError)
    state.search = "Rem"
    grid = pane(Size(width: 60, height: 1), state) { StatusBar.render($0, in: $1, into: &$2) }
    #expect(grid.lines() == [" VoiceOver  Find: Rem▏  1 match  ⏎ jump · Esc cancel        "])
  }

  @Test func hintsOffAndLargerText() throws {
    var state = try formState(Size(width: 100, height: 30))
    _ = state.simulator.perform(.voiceOver(.setSpeakHints(false)))
    state.simulator.setContentSize(.accessibilityMedium)
    let line = StatusBar.line(state, width: 100).map(\.text).joined()
    #expect(line.contains("Hints off · Text AX1"))
  }
}

@Suite struct WireframePaneTests {
  @Test func formWithTheFocusRingOnTheSecondStop() throws {
    let state = try formState(commands: [.next])
    let grid = pane(Size(width: 28, height: 11), state) {
      WireframePane.render($0, in: $1, focused: true, into: &$2)
    }
    #expect(
      grid.lines() == [
        "╔ Screen: Main ════════════╗",
        "║                          ║",
        "║                          ║",
        "║  Sign in                 ║",
        "║ ┃[name@example.com    ]┃ ║",
        "║  Remember me [on]        ║",
        "║                          ║",
        "║  [      Continue      ]  ║",
        "║                          ║",
        "║                          ║",
        "╚═ 1 col ≈ 10 pt · ▼ more ═╝",
      ])
  }

  @Test func elementTexts() throws {
    let s = try screenScene(
      """
      { vstack: [
        { toggle: "Wi-Fi", on: true, id: "on" }, { toggle: "Bluetooth", on: false, id: "off" },
        { slider: "Volume", min: 0, max: 100, value: 60, id: "volume" },
        { stepper: "Size", values: ["S", "M", "L"], value: "M", id: "size" },
        { button: null, symbol: "square.and.pencil", label: "Compose", id: "compose" },
        { image: "paperclip", label: "Attachment", id: "clip" },
        { searchField: "Search", id: "search" },
        { button: "Send", id: "send" },
      ] }
      """)
    func text(_ id: String) -> String {
      Styled.text(WireframePane.text(of: s.elements[s.ids[id] ?? 0]))
    }
    #expect(text("on") == "Wi-Fi [on]")
    #expect(text("off") == "Bluetooth [off]")
    #expect(text("volume") == "Volume ━━━○── 60%")
    // A UIKit stepper: its label and value; its − and + are buttons of their own.
    #expect(text("size") == "Size M")
    #expect(text("compose") == "✎")
    #expect(text("clip") == "⎘")
    #expect(text("search") == "⌕ Search")
    #expect(text("send") == "Send")
  }
}
