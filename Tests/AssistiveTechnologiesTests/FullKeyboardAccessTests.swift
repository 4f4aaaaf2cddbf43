import AssistiveTechnologies
import SceneModel
import Testing

@Suite struct FullKeyboardAccessTests {
  static let inbox = loadScene("""
    { format: "axsim-scene/1", screens: [
      { id: "inbox", root: { vstack: [
        { navigationBar: "Inbox", trailing: [{ button: "Compose", id: "compose", onActivate: { present: "compose" } }] },
        { segmented: ["All", "Unread"], selectedIndex: 0, id: "filter" },
        { text: "2 messages", id: "count" },
        { image: "photo", label: "Banner", id: "banner" },
        { list: [
          { cell: [{ text: "Ana Lima" }], grouping: "combine", id: "ana", onActivate: { push: "message" },
            actions: [{ name: "Archive", onActivate: { hide: "ana" } }, "Flag"] },
          { cell: [{ text: "Build bot" }], grouping: "combine", id: "bot", onActivate: { push: "message" } },
          { cell: [{ text: "Sam Ortiz" }], grouping: "combine", id: "sam", onActivate: { push: "message" } },
        ] },
        { button: "Dimmed", enabled: false, id: "dimmed" },
        { slider: "Volume", value: 50, id: "volume" },
        { tabBar: [{ tab: "Inbox", id: "tabInbox" }, { tab: "Settings", id: "tabSettings" }], selectedIndex: 0 },
      ] } },
      { id: "message", root: { vstack: [{ navigationBar: "Message", back: "Inbox" }, { text: "Body" }, { button: "Reply", id: "reply" }] } },
      { id: "compose", root: { sheet: [{ button: "Cancel", id: "cancel", onActivate: "dismiss" }, { text: "New message" }] } },
    ] }
    """)

  static func focusOrder(_ scene: Scene) -> String {
    let runtime = SceneRuntime(scene: scene)
    let groups = FocusGroups(runtime: runtime)
    return groups.groups.map { g in
      let names = g.members.map { scene.elements[$0].id ?? runtime.name(of: $0) }
      return names.count == 1 ? names[0] : "[" + names.joined(separator: " ") + "]"
    }.joined(separator: " ")
  }

  /// Hides, shows, relabels and dimming are followed in the kept focus groups (taking out and
  /// putting in only what the order changed), never built again, and each time they are
  /// what a build on the new state gives.
  @Test func theFocusGroupsFollowEditsWithoutBuildingAgain() {
    var runtime = SceneRuntime(scene: loadScene(CommandCostTests.mail))
    func describe(_ groups: FocusGroups) -> String {
      groups.groups.map { g in
        let names = g.members.map { runtime.scene.elements[$0].id ?? runtime.name(of: $0) }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: " ") + "]"
      }.joined(separator: " ")
    }
    #expect(describe(runtime.keptFocusGroups()) == "compose [row0 reply1 row2 reply3 row4 reply5 row6 reply7]")
    let built = runtime.focusGroupsBuilt
    func edit(_ id: String, _ patch: ElementPatch, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
      _ = runtime.run(.set(ElementRef(id: id, index: runtime.scene.ids[id]!), patch), focus: nil)
      let kept = runtime.keptFocusGroups()
      #expect(describe(kept) == expected, sourceLocation: sourceLocation)
      #expect(describe(kept) == describe(FocusGroups(runtime: SceneRuntime(scene: runtime.scene))), sourceLocation: sourceLocation)
      #expect(runtime.focusGroupsBuilt == built, "the focus groups were built again", sourceLocation: sourceLocation)
      for e in kept.items {
        #expect(kept.itemIndex(of: e) == Array(kept.items).firstIndex(of: e), sourceLocation: sourceLocation)
      }
    }
    edit("row2", ElementPatch(hidden: true), "compose [row0 reply1 reply3 row4 reply5 row6 reply7]")
    edit("row0", ElementPatch(hidden: true), "compose [reply1 reply3 row4 reply5 row6 reply7]")
    edit("reply5", ElementPatch(enabled: false), "compose [reply1 reply3 row4 row6 reply7]")
    edit("row2", ElementPatch(hidden: false), "compose [reply1 row2 reply3 row4 row6 reply7]")
    edit("reply3", ElementPatch(label: "Answer with a label long enough to wrap onto a second line"), "compose [reply1 row2 reply3 row4 row6 reply7]")
    edit("row0", ElementPatch(hidden: false), "compose [row0 reply1 row2 reply3 row4 row6 reply7]")
    edit("reply5", ElementPatch(enabled: true), "compose [row0 reply1 row2 reply3 row4 reply5 row6 reply7]")
    edit("compose", ElementPatch(hidden: true), "[row0 reply1 row2 reply3 row4 reply5 row6 reply7]")
    // Places are found by label: the group, the item and its place in the group.
    let kept = runtime.keptFocusGroups()
    let reply3 = runtime.scene.ids["reply3"]!
    #expect(kept.group(of: reply3) == 0)
    #expect(kept.itemIndex(of: reply3) == 3)
    #expect(kept.memberIndex(of: reply3) == 3)
    #expect(!kept.contains(runtime.scene.ids["compose"]!))
  }

  /// Dimming a control takes it out of the focusable set at once (found by the scene fuzzer's
  /// in-place oracle: the interactive stops kept the dimmed button, so Tab still landed on it).
  @Test func aControlDimmedByAnEffectStopsTakingFocus() {
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "Pay", id: "pay", onActivate: { set: { id: "confirm", enabled: false } } },
        { button: "Confirm", id: "confirm" },
        { button: "Done", id: "done", onActivate: { set: { id: "confirm", enabled: true } } }
      ] } }] }
      """#)
    #expect(simulate(scene, .fullKeyboardAccess, "space tab space tab tab") == [
      "start: ‹Pay›",
      "space: [tap] ‹Pay›",
      "tab: ‹Done›",
      "space: [tap] ‹Done›",
      "tab: ‹Pay›",
      "tab: ‹Confirm›",
    ])
    #expect(simulate(scene, .switchControl, "select select move move") == [
      "start: ‹Pay›",
      "select: [menu] ‹menu: Tap›",
      "select: [tap]",
      "select: ‹Pay›",
      "move: ‹Done›",
      "move: ‹Pay›",
    ])
  }

  @Test func onlyInteractiveEnabledElementsTakeFocusAndListsFormGroups() {
    // Static text, the image and the dimmed button are not focusable; the segmented control,
    // the list and the tab bar are focus groups.
    #expect(Self.focusOrder(Self.inbox) == "compose [All Unread] [ana bot sam] volume [tabInbox tabSettings]")
  }

  @Test func tabMovesBetweenGroupsAndTheArrowsInsideOne() {
    #expect(simulate(Self.inbox, .fullKeyboardAccess, "tab tab down down down tab shift-tab", notes: true) == [
      "start: ‹Compose›",
      "tab: ‹All (segmented control, 1 of 2)›",
      "tab: ‹Ana Lima (list, 1 of 3)›",
      "down: ‹Build bot (list, 2 of 3)›",
      "down: ‹Sam Ortiz (list, 3 of 3)›",
      "down: [boundary] ‹Sam Ortiz (list, 3 of 3)› (already on the last item of the group)",
      "tab: ‹Volume›",
      "shift-tab: ‹Sam Ortiz (list, 3 of 3)›",
    ])
  }

  @Test func theTabLoopWrapsAndControlTabIgnoresGroups() {
    let lines = simulate(Self.inbox, .fullKeyboardAccess, "shift-tab tab ctrl+tab ctrl+tab tab+left tab+right ctrl+tab", notes: true)
    #expect(Array(lines.dropFirst()) == [
      "shift-tab: ‹Inbox (tab bar, 1 of 2)› (before the first group: the tab loop wraps to the last)",
      "tab: ‹Compose› (past the last group: the tab loop wraps to the first)",
      "ctrl+tab: ‹All (segmented control, 1 of 2)›",
      "ctrl+tab: ‹Unread (segmented control, 2 of 2)›",
      "tab+left: ‹Compose›",
      "tab+right: ‹Settings (tab bar, 2 of 2)›",
      "ctrl+tab: [boundary] ‹Settings (tab bar, 2 of 2)› (already on the last item)",
    ])
  }

  @Test func declaredFocusGroupsAndPriorityChooseWhereTabLands() {
    let scene = screenScene("""
      { vstack: [
        { button: "Search", id: "search" },
        { hstack: [{ button: "Bold", id: "bold" }, { button: "Italic", id: "italic", focusGroupPriority: "prioritized" }], focusGroup: "format" },
        { button: "Underline", id: "underline", focusGroup: "format" },
      ] }
      """)
    #expect(Self.focusOrder(scene) == "search [bold italic underline]")
    // Tab enters the group at its prioritized item, not its first.
    #expect(simulate(scene, .fullKeyboardAccess, "tab down").suffix(2) == [
      "tab: ‹Italic (group 'format', 2 of 3)›", "down: ‹Underline (group 'format', 3 of 3)›",
    ])
  }

  @Test func spaceActivatesAndAPresentedScreenHoldsFocusUntilDismissed() {
    // Compose presents a sheet: only the sheet can take focus; Esc dismisses it and focus
    // returns to Compose.
    let lines = simulate(Self.inbox, .fullKeyboardAccess, "space tab tab esc", notes: true)
    #expect(Array(lines.dropFirst()) == [
      "space: [tap] ‹Compose› (activated 'Compose')",
      "space → screenChanged: [screen changed] [sheet up] ‹Cancel›",
      "tab: ‹Cancel› (past the last group: the tab loop wraps to the first)",
      "tab: ‹Cancel› (past the last group: the tab loop wraps to the first)",
      "esc: ‹Cancel› (escape (accessibilityPerformEscape))",
      "esc → screenChanged: [screen changed] [sheet down] ‹Compose› (focus returns to the element that opened the screen)",
    ])
  }

  @Test func tabZListsTheCustomActionsAndSpacePerformsOne() {
    let lines = simulate(Self.inbox, .fullKeyboardAccess, "tab tab tab+z down up space", notes: true)
    #expect(Array(lines.dropFirst(3)) == [
      "tab+z: [menu] ‹Actions: Archive› (opened Actions (2 entries))",
      "down: ‹Actions: Flag›",
      "up: ‹Actions: Archive›",
      "space: [tap] ‹Ana Lima (list, 1 of 3)› (performed the custom action 'Archive')",
      "space: ‹Build bot (list, 1 of 2)› (the focused element went away: focus moves to the item now in its place)",
    ])
    // Archive hid the row: focus moves on to the next item in reading order.
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.inbox)), technology: .fullKeyboardAccess)
    _ = sim.start()
    for c: KeyboardCommand in [.moveForward, .moveForward, .actions, .activate] { _ = sim.perform(.keyboard(c)) }
    #expect(sim.keyboard.focus == Self.inbox.ids["bot"])
    let none = simulate(Self.inbox, .fullKeyboardAccess, "tab+z", notes: true)
    #expect(none.last == "tab+z: ‹Compose› ('Compose' has no custom actions)")
  }

  @Test func helpListsTheCommandsWithTheirKeys() {
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.inbox)), technology: .fullKeyboardAccess)
    _ = sim.start()
    _ = sim.perform(.keyboard(.help))
    let titles = sim.keyboard.menu?.entries.map(\.title) ?? []
    #expect(titles.prefix(3) == ["Help: Tab-H", "Move Forward: Tab", "Move Backward: Shift-Tab"])
    #expect(titles.contains("Move to Next Item: Control-Tab (verify on device)"))
    #expect(titles.contains("Actions: Tab-Z"))
  }

  @Test func arrowsAdjustAFocusedSlider() {
    let lines = simulate(Self.inbox, .fullKeyboardAccess, "find:Volume up right down", notes: true)
    #expect(Array(lines.dropFirst()) == [
      "tab+f:Volume: ‹Volume› (found 'Volume')",
      "up: ‹Volume› (increment: the value is now '60%' (arrow keys on adjustable elements are assumed))",
      "right: ‹Volume› (increment: the value is now '70%' (arrow keys on adjustable elements are assumed))",
      "down: ‹Volume› (decrement: the value is now '60%' (arrow keys on adjustable elements are assumed))",
    ])
  }

  @Test func focusLeavingADialogThatDoesNotTrapIsNoted() {
    let scene = screenScene("""
      { zstack: [
        { vstack: [{ button: "Behind", id: "behind" }] },
        { alert: [{ button: "OK", id: "ok" }], title: "Saved", modal: false },
      ] }
      """)
    let start = simulate(scene, .fullKeyboardAccess, "", notes: true)
    #expect(start == ["start: ‹Behind› (focus did not enter 'Saved': the keyboard reaches the content behind it first)"])
    let lines = simulate(scene, .fullKeyboardAccess, "find:OK tab", notes: true)
    #expect(lines.last == "tab: ‹Behind› (past the last group: the tab loop wraps to the first; focus left 'Saved' for the content behind it: the dialog does not trap keyboard focus)")
  }

  @Test func aPresentedScreenWithNothingFocusableIsStuck() {
    let scene = loadScene("""
      { format: "axsim-scene/1", screens: [
        { id: "a", root: { vstack: [{ button: "Open", id: "open", onActivate: { present: "b" } }] } },
        { id: "b", root: { sheet: [{ text: "Only text" }] } },
      ] }
      """)
    let lines = simulate(scene, .fullKeyboardAccess, "space tab", notes: true)
    #expect(lines.suffix(2) == [
      "space → screenChanged: [screen changed] [sheet up] ‹no focus› (focus is stuck: nothing in 'b' can take keyboard focus; Esc dismisses it)",
      "tab: ‹no focus› (focus is stuck: nothing in 'b' can take keyboard focus; Esc dismisses it)",
    ])
  }

  @Test func systemCommandsLeaveTheApp() {
    #expect(simulate(Self.inbox, .fullKeyboardAccess, "fn+h", notes: true).last == "fn+h: ‹Compose› (Home (Fn-H) is a system command that leaves the app; axsim stays on the scene)")
  }
}
