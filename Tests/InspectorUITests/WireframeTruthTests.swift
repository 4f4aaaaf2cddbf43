import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The wireframe draws what the screen shows, in terminal cells: whole words where the pane
/// has the columns, a gap between texts, icons as glyphs, and an ASCII picture for
/// terminals without UTF-8.
@Suite struct WireframeTruthTests {
  func screenRows(_ grid: Grid, _ state: AppState) -> [String] {
    let r = ScreenLayout(size: grid.size).rect(for: .screen) ?? .zero
    return grid.lines()[r.minY..<r.maxY].map { String($0.dropFirst(r.x).prefix(r.width)) }
  }

  @Test func aWideTerminalGivesTheScreenAThirdAndShowsTheScale() throws {
    let state = try demoState(
      size: Size(width: 200, height: 60), commands: [.next, .next, .next, .next, .next, .next, .next])
    let grid = Screen.render(state)
    assertSnapshot(grid, named: "demo-200x60")
    let screen = try #require(ScreenLayout(size: grid.size).rect(for: .screen))
    #expect(screen.width * 3 >= 200)
    let rows = screenRows(grid, state)
    #expect(rows.last?.contains("1 col ≈") == true)
    #expect(rows.contains { $0.contains("Inbox") && $0.contains("‹ Mailboxes") })
    #expect(!rows.contains { $0.contains("…") && $0.contains("Inb") })
  }

  @Test func textsInARowAreWholeAndKeepAGap() throws {
    let state = try demoState(
      size: Size(width: 100, height: 30), commands: [.next, .next, .next, .next, .next, .next, .next])
    let rows = screenRows(Screen.render(state), state)
    #expect(rows.contains { $0.contains("Inbox") && !$0.contains("Inb…") })
    // A sender and the time beside them never run together.
    #expect(rows.contains { $0.contains("Ana Lima ") })
    let demo = try sceneFile("demo.json5")
    let alert = makeState(
      demo, size: Size(width: 100, height: 30),
      commands: [.focus(demo.ids["m1"] ?? 0), .activate])
    #expect(screenRows(Screen.render(alert), alert).contains { $0.contains("[Reply] [Delete]") })
  }

  @Test func aRowWithNoRoomIsMarkedUnlikeTruncation() throws {
    let s = try screenScene(
      #"{ hstack: [{ text: "Ana Lima", id: "a" }, { text: "Lunch on Friday?", id: "b" }], spacing: 8 }"#)
    let grid = screenPane(makeState(s, size: Size(width: 80, height: 24)), Size(width: 20, height: 12))
    let row = grid.lines().first { $0.contains("Ana") } ?? ""
    // Cut because the pane is narrow: "▸", never the layout's "…"; and a gap between.
    #expect(row.contains("▸") && !row.contains("…"))
    #expect(!row.contains("LiLunch") && !row.contains("▸Lunch"))
    #expect(grid.lines().last?.contains("▸ no room") == true)
    let wide = screenPane(makeState(s, size: Size(width: 80, height: 24)), Size(width: 40, height: 12))
    let whole = wide.lines().first { $0.contains("Ana") } ?? ""
    #expect(whole.contains("Ana Lima") && whole.contains("Lunch on Friday?") && !whole.contains("▸"))
    #expect(!whole.contains("LimaLunch"))
  }

  @Test func iconsAreDistinctGlyphsAndAnUnlabelledOneIsMarked() throws {
    let entries = WireframeSymbols.table
    #expect(entries.flatMap(\.names).count >= 60)
    #expect(Set(entries.map(\.glyph)).count == entries.count)
    for e in entries { #expect(TextWidth.width(of: e.glyph) == 1, "\(e.names[0])") }
    for name in [
      "chevron.left", "chevron.right", "trash", "paperclip", "star", "star.fill", "heart", "bell",
      "gear", "magnifyingglass", "plus", "xmark", "square.and.pencil", "square.and.arrow.up",
      "person", "house", "play", "pause", "flag", "envelope", "photo", "camera", "lock",
      "checkmark", "ellipsis", "info.circle",
    ] {
      #expect(WireframeSymbols.entry(name) != nil, "\(name)")
    }
    #expect(WireframeSymbols.glyph("trash.circle.fill") == WireframeSymbols.glyph("trash"))
    #expect(WireframeSymbols.glyph("gauge.medium") == "[gauge]")

    let labelled = makeState(try sceneFile("icon-buttons-labeled.json5"), size: Size(width: 80, height: 24))
    let unlabelled = makeState(try sceneFile("icon-buttons-unlabeled.json5"), size: Size(width: 80, height: 24))
    let a = screenPane(labelled, Size(width: 40, height: 16))
    let b = screenPane(unlabelled, Size(width: 40, height: 16))
    assertSnapshot(a, named: "icons-labelled")
    assertSnapshot(b, named: "icons-unlabelled")
    #expect(!a.cells.contains { $0.role == .wireframeUnlabelled })
    #expect(b.cells.filter { $0.role == .wireframeUnlabelled }.count == 3)
    #expect(b.lines().last?.contains("? no label") == true)
    // The same glyphs in both: only the "?" tells them apart.
    for glyph in ["⏮", "▶", "⏭"] {
      #expect(a.lines().joined().contains(glyph) && b.lines().joined().contains(glyph))
    }
  }

  @Test func aButtonWithATitleAndASymbolShowsBoth() throws {
    let s = try screenScene(
      #"{ vstack: [{ button: "Edit invoice", symbol: "pencil", id: "edit" }, { button: { symbol: "trash" }, label: "Delete", id: "del" }] }"#)
    let wide = screenPane(makeState(s, size: Size(width: 80, height: 24)), Size(width: 40, height: 12)).lines()
    #expect(wide.contains { $0.contains("[ ✎ Edit invoice ]") || $0.contains("✎ Edit invoice") }, "\(wide.joined(separator: "\n"))")
    // An icon with only an accessibility label shows the icon alone, and no "?".
    #expect(wide.contains { $0.contains("⌧") && !$0.contains("Delete") && !$0.contains("?") })
    // With too few columns the title gives way first, marked as the pane's room.
    let narrow = screenPane(makeState(s, size: Size(width: 80, height: 24)), Size(width: 14, height: 12)).lines()
    let row = narrow.first { $0.contains("✎") } ?? ""
    #expect(row.contains("▸") && !row.contains("…"), "\(narrow.joined(separator: "\n"))")
  }

  @Test func onlyAStopWithoutALabelGetsTheQuestionMark() throws {
    let s = try screenScene(#"""
      { vstack: [
        { hstack: [{ image: "mappin", id: "pin" }, { text: "Lisbon" }], element: true, label: "Location: Lisbon", grouping: "ignore", id: "row" },
        { button: { symbol: "gauge" }, id: "bare" },
      ] }
      """#)
    let grid = screenPane(makeState(s, size: Size(width: 80, height: 24)), Size(width: 40, height: 12))
    let lines = grid.lines()
    // The pin is inside a labelled element: VoiceOver has something to say there.
    #expect(!(lines.first { $0.contains("⌖") } ?? "").contains("?"), "\(lines.joined(separator: "\n"))")
    // The bare icon button is a stop with nothing to say.
    #expect(grid.cells.filter { $0.role == .wireframeUnlabelled }.count == 1, "\(lines.joined(separator: "\n"))")
    // An unknown symbol is its name, and keeps that look (cut with the pane's ▸, never ⎔).
    #expect(lines.contains { $0.contains("[gauge]?") }, "\(lines.joined(separator: "\n"))")
  }

  @Test func visibleTextNotTheLabelIsDrawn() throws {
    var s = try screenScene(
      #"{ vstack: [{ text: "Inbox, 3 unread", id: "inbox" }, { image: "photo", label: "Team picture", id: "pic" }] }"#)
    // What the screen shows, set apart from what VoiceOver says.
    s.elements[s.ids["inbox"] ?? 0].visibleText = "Inbox (3)"
    let grid = screenPane(makeState(s, size: Size(width: 80, height: 24)), Size(width: 40, height: 12))
    let text = grid.lines().joined()
    #expect(text.contains("Inbox (3)") && !text.contains("3 unread"))
    #expect(text.contains("▨") && !text.contains("Team picture"))
  }

  @Test func withoutUTF8TheScreenIsAsciiAndKeepsItsFocusRing() throws {
    var state = try demoState(
      size: Size(width: 100, height: 30), commands: [.next, .next, .next, .next, .next, .next, .next])
    // As the app does without UTF-8: icons by their ASCII names, then every cell in ASCII.
    state.asciiOnly = true
    let grid = AsciiFallback.convert(Screen.render(state))
    assertSnapshot(grid, named: "demo-ascii-100x30")
    let text = grid.lines().joined(separator: "\n")
    // The search field's glyph is its name, not the missing-label '?'; the status row's
    // Enter and arrows are words and arrows, not '<' for both.
    #expect(text.contains("[[find] Search"), "\(text)")
    #expect(text.contains("Enter activate") && text.contains("-> next") && text.contains("<- prev"), "\(text)")
    #expect(grid.cells.allSatisfy { $0.text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } })
    // The focus ring is still there, in its role and unlike the panes' borders.
    let ring = grid.cells.filter { $0.role == .focusRing }
    #expect(!ring.isEmpty && ring.allSatisfy { "#=".contains($0.text) })
    // The focused pane's double border becomes "#" corners and "=" rules.
    #expect(grid.lines()[1].hasPrefix("# Screen: Inbox ="))
  }

  func role(of text: String, in grid: Grid) -> StyleRole? {
    for y in 0..<grid.height {
      let line = grid.line(y)
      guard let r = line.range(of: text) else { continue }
      return grid[role: line.distance(from: line.startIndex, to: r.lowerBound), y]
    }
    return nil
  }

  @Test func aModalThatTrapsFocusIsFramedAndDimsWhatIsBehindIt() throws {
    let state = makeState(try sceneFile("modal-trap.json5"), size: Size(width: 80, height: 24))
    let grid = screenPane(state, Size(width: 38, height: 20))
    assertSnapshot(grid, named: "modal-trap")
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("╭ Dialog ─"))
    #expect(!text.contains("not modal"))
    #expect(role(of: "Buy tickets", in: grid) == .wireframeDimmed)
    #expect(role(of: "Sign in again", in: grid) == .wireframeText)
    // Behind it, the buttons VoiceOver cannot reach are ghosts, not buttons.
    #expect(text.contains("┆         Buy tickets          ┆"))
  }

  @Test func aModalThatDoesNotTrapFocusIsDashedAndLeavesTheBackgroundBright() throws {
    let state = makeState(try sceneFile("modal-no-trap.json5"), size: Size(width: 80, height: 24))
    let grid = screenPane(state, Size(width: 38, height: 20))
    assertSnapshot(grid, named: "modal-no-trap")
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("┌ Alert · not modal ╌"))
    #expect(text.contains("╎"))
    #expect(role(of: "Buy tickets", in: grid) == .wireframeText)
    #expect(text.contains("[         Buy tickets          ]"))
    #expect(grid.lines().last?.contains("╌ not modal") == true)
  }

  @Test func swipeOnlyActionsAreGhostsUntilTheSwipeShowsThem() throws {
    let before = makeState(try sceneFile("swipe-actions-before.json5"), size: Size(width: 80, height: 24))
    let after = makeState(try sceneFile("swipe-actions-after.json5"), size: Size(width: 80, height: 24))
    let a = screenPane(before, Size(width: 38, height: 12))
    let b = screenPane(after, Size(width: 38, height: 12))
    assertSnapshot(a, named: "swipe-ghosts")
    #expect(a.lines().contains { $0.contains("⇠ Archive · Delete") })
    #expect(a.cells.contains { $0.role == .wireframeGhost })
    #expect(a.lines().last?.contains("⇠ swipe only") == true)
    #expect(!b.cells.contains { $0.role == .wireframeGhost })
    // After the swipe the buttons are on screen, and the ghost is gone.
    let scene = try sceneFile("swipe-actions-before.json5")
    var runtime = before.voiceOver.runtime
    _ = runtime.run(.set(ElementRef(id: "archive1", index: scene.ids["archive1"] ?? 0), ElementPatch(hidden: false)), focus: nil)
    _ = runtime.run(.set(ElementRef(id: "delete1", index: scene.ids["delete1"] ?? 0), ElementPatch(hidden: false)), focus: nil)
    #expect(WireframePane.ghostText(of: scene.ids["cell1"] ?? 0, in: runtime) == nil)
    #expect(WireframePane.ghostText(of: scene.ids["cell2"] ?? 0, in: runtime)?.full == "⇠ Archive · Delete")
  }

  @Test func withoutUTF8IconsAreDrawnAsTheirASCIINames() throws {
    var state = makeState(try sceneFile("icon-buttons-unlabeled.json5"), size: Size(width: 80, height: 24))
    state.asciiOnly = true
    let grid = AsciiFallback.convert(screenPane(state, Size(width: 40, height: 16)))
    let text = grid.lines().joined(separator: "\n")
    // Each icon by its stand-in, and the "?" only where a label is missing.
    for name in ["|<<", "|>", ">>|"] {
      #expect(text.contains(name), "\(name)\n\(text)")
    }
    // (The legend in the bottom border explains the "?" once more.)
    let marks = grid.lines().dropLast().joined().filter { $0 == "?" }.count
    #expect(marks == 3 && grid.cells.filter { $0.role == .wireframeUnlabelled }.count == 3, "\(text)")
  }

  @Test func theStringAfterTheKindIsShownAndLabelIsSpoken() throws {
    let s = try screenScene(#"{ vstack: [{ button: "Send", label: "Send message", id: "send" }, { button: "Reply", id: "reply" }] }"#)
    let send = s.elements[s.ids["send"] ?? 0]
    #expect(send.label == "Send message" && send.visibleText == "Send")
    #expect(s.elements[s.ids["reply"] ?? 0].visibleText == nil)
    let grid = screenPane(makeState(s, size: Size(width: 80, height: 24)), Size(width: 40, height: 12))
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("Send") && !text.contains("Send message"))
  }
}
