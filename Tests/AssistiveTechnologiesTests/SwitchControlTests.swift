import AssistiveTechnologies
import SceneModel
import Testing

@Suite struct SwitchControlTests {
  /// A mail screen: a navigation bar with two buttons, a plain label, a row of three action
  /// buttons, a combined cell with custom actions, a slider, and a button that pushes.
  static let mail = loadScene("""
    { format: "axsim-scene/1", screens: [
      { id: "inbox", root: { vstack: [
        { navigationBar: "Inbox", leading: [{ button: "Edit", id: "edit" }], trailing: [{ button: "Compose", id: "compose", onActivate: { present: "compose" } }] },
        { text: "3 unread messages", id: "count" },
        { cell: [
          { button: "Reply", id: "reply", onActivate: { announce: "Replying" } },
          { button: "Forward", id: "forward" },
          { button: "Delete", id: "delete", enabled: false },
          { button: "Archive", id: "archive" },
        ], id: "actionsRow" },
        { cell: [{ text: "Ana Lima" }, { text: "Lunch on Friday?" }], grouping: "combine", id: "message",
          actions: [{ name: "Flag", onActivate: { set: { id: "count", label: "Flagged" } } }, "Archive"] },
        { slider: "Volume", value: 50, id: "volume" },
        { button: "Details", id: "details", onActivate: { push: "details" } },
      ] } },
      { id: "details", root: { vstack: [{ navigationBar: "Details", back: "Inbox" }, { button: "Mark as Read", id: "read" }] } },
      { id: "compose", root: { sheet: [{ button: "Cancel", id: "cancel", onActivate: "dismiss" }, { button: "Send", id: "send", onActivate: "dismiss" }] } },
    ] }
    """)

  static func items(_ scene: Scene, _ settings: SwitchControlSettings = SwitchControlSettings()) -> [String] {
    let runtime = SceneRuntime(scene: scene)
    return ScanTree(runtime: runtime, settings: settings).items.map { scene.elements[$0].id ?? runtime.name(of: $0) }
  }

  /// The scan tree as text: items by id, groups in brackets.
  static func tree(_ scene: Scene, _ settings: SwitchControlSettings = SwitchControlSettings()) -> String {
    let runtime = SceneRuntime(scene: scene)
    func show(_ n: ScanTree.Node) -> String {
      switch n {
      case .item(let e): return scene.elements[e].id ?? runtime.name(of: e)
      case .group(let g): return "[" + g.children.map(show).joined(separator: " ") + "]"
      }
    }
    return ScanTree(runtime: runtime, settings: settings).root.map(show).joined(separator: " ")
  }

  /// Hides, shows, relabels and dimming are followed in the kept scan tree (taking out and
  /// putting in only the items where the order changed), never built again, and each time it
  /// is what a build on the new state gives: rows leave and join the list's group, a row of
  /// one item collapses into it.
  @Test func theScanTreeFollowsEditsWithoutBuildingAgain() {
    var runtime = SceneRuntime(scene: loadScene(CommandCostTests.mail))
    func show(_ n: ScanTree.Node) -> String {
      switch n {
      case .item(let e): return runtime.scene.elements[e].id ?? runtime.name(of: e)
      case .group(let g): return "[" + g.children.map(show).joined(separator: " ") + "]"
      }
    }
    let settings = SwitchControlSettings()
    #expect(runtime.keptScanTree(settings).root.map(show).joined(separator: " ") == "compose [row0 reply1 row2 reply3 row4 reply5 row6 reply7]")
    let built = runtime.scanTreesBuilt
    func edit(_ id: String, _ patch: ElementPatch, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
      _ = runtime.run(.set(ElementRef(id: id, index: runtime.scene.ids[id]!), patch), focus: nil)
      let kept = runtime.keptScanTree(settings)
      #expect(kept.root.map(show).joined(separator: " ") == expected, sourceLocation: sourceLocation)
      let fresh = ScanTree(runtime: SceneRuntime(scene: runtime.scene), settings: settings)
      #expect(kept.root.map(show) == fresh.root.map(show), sourceLocation: sourceLocation)
      #expect(runtime.scanTreesBuilt == built, "the scan tree was built again", sourceLocation: sourceLocation)
      for (i, e) in fresh.items.enumerated() {
        #expect(kept.itemIndex(of: e) == i, sourceLocation: sourceLocation)
        #expect(kept.location(of: e)?.path == fresh.location(of: e)?.path && kept.location(of: e)?.index == fresh.location(of: e)?.index, sourceLocation: sourceLocation)
      }
    }
    edit("row2", ElementPatch(hidden: true), "compose [row0 reply1 reply3 row4 reply5 row6 reply7]")
    edit("row0", ElementPatch(hidden: true), "compose [reply1 reply3 row4 reply5 row6 reply7]")
    edit("reply5", ElementPatch(enabled: false), "compose [reply1 reply3 row4 row6 reply7]")
    edit("row2", ElementPatch(hidden: false), "compose [reply1 row2 reply3 row4 row6 reply7]")
    edit("reply3", ElementPatch(label: "Answer with a label long enough to wrap onto a second line"), "compose [reply1 row2 reply3 row4 row6 reply7]")
    edit("row0", ElementPatch(hidden: false), "compose [row0 reply1 row2 reply3 row4 row6 reply7]")
    edit("reply5", ElementPatch(enabled: true), "compose [row0 reply1 row2 reply3 row4 reply5 row6 reply7]")
    // The navigation bar's only item goes: the screen is one group (the list), scanned inside.
    edit("compose", ElementPatch(hidden: true), "row0 reply1 row2 reply3 row4 reply5 row6 reply7")
    edit("compose", ElementPatch(hidden: false), "compose [row0 reply1 row2 reply3 row4 reply5 row6 reply7]")
  }

  @Test func itemsAreTheStopsThatRespondToUserInteraction() {
    // The plain label is skipped, the dimmed Delete too; custom actions make the combined
    // cell an item; the back button is a button.
    #expect(Self.items(Self.mail) == ["edit", "compose", "reply", "forward", "archive", "message", "volume", "details"])
    var all = SwitchControlSettings()
    all.scanAllElements = true
    #expect(Self.items(Self.mail, all).contains("count"))
    #expect(Self.items(Self.mail, all).contains("delete"))
  }

  @Test func respondsToUserInteractionOverridesTheInference() {
    let scene = screenScene("""
      { vstack: [
        { text: "Tappable label", id: "label", respondsToUserInteraction: true },
        { button: "Quiet button", id: "quiet", respondsToUserInteraction: false },
        { text: "Swipe me", id: "swipe", gestures: { swipeLeft: { announce: "Swiped" } } },
        { image: "star", label: "Star", id: "star" },
      ] }
      """)
    #expect(Self.items(scene) == ["label", "swipe"])
    let runtime = SceneRuntime(scene: scene)
    #expect(UserInteraction.reason(scene.ids["quiet"]!, in: runtime).explanation == "the scene sets respondsToUserInteraction: false")
    #expect(UserInteraction.reason(scene.ids["swipe"]!, in: runtime).explanation == "it (or a container) recognises a swipe left gesture")
    #expect(UserInteraction.reason(scene.ids["star"]!, in: runtime).explanation == "it only displays information (no interactive trait, action or gesture)")
  }

  @Test func groupsComeFromContainersAndCollapseWhenSingle() {
    // The navigation bar and the row group their buttons; the combined cell is one item.
    #expect(Self.tree(Self.mail) == "[edit compose] [reply forward archive] message volume details")
    var flat = SwitchControlSettings()
    flat.groupItems = false
    #expect(Self.tree(Self.mail, flat) == "edit compose reply forward archive message volume details")
  }

  @Test func navigationStyleCombinedFormsAGroupAndSeparateBreaksOne() {
    let scene = screenScene("""
      { vstack: [
        { hstack: [{ button: "Easy", id: "easy" }, { button: "Hard", id: "hard" }], navigationStyle: "combined" },
        { hstack: [{ button: "One", id: "one" }, { button: "Two", id: "two" }] },
        { list: [{ button: "A", id: "a" }, { button: "B", id: "b" }], navigationStyle: "separate" },
      ] }
      """)
    #expect(Self.tree(scene) == "[easy hard] one two a b")
  }

  @Test func autoScanningAdvancesEveryScanTimeAndStopsAfterItsLoops() {
    let words = "wait:0.9s wait:0.1s wait:1s"
    #expect(simulate(Self.mail, .switchControl, words, notes: true) == [
      "start: ‹group of 2: Edit; Compose› (Auto 1s · Groups on · Tap: Default · Speech off)",
      "wait 0.9s → time:  (0.9s passed; nothing changed)",
      "wait 0.1s → time: ‹group of 3: Reply; Forward; Archive›",
      "wait 1s → time: ‹Ana Lima, Lunch on Friday?›",
    ])
  }

  @Test func loopsStopScanningAndTheNextPressStartsAgain() {
    // Five top-level stops; four loops take 20 advances; the 20th hides the cursor.
    let lines = simulate(Self.mail, .switchControl, "wait:19s wait:1s select", notes: true)
    #expect(lines.suffix(2) == [
      "wait 1s → time: ‹scanning stopped› (4 loops without a selection: scanning stops until the next switch press)",
      "select: ‹group of 2: Edit; Compose› (scanning starts again)",
    ])
  }

  @Test func pauseOnFirstItemLengthensTheFirstStop() {
    var settings = SwitchControlSettings()
    settings.pauseOnFirstItem = 1
    let lines = simulate(Self.mail, .switchControl, "wait:1.5s wait:0.5s", switchSettings: settings)
    #expect(lines.suffix(2) == ["wait 1.5s → time: ", "wait 0.5s → time: ‹group of 3: Reply; Forward; Archive›"])
  }

  @Test func selectingAGroupEntersItAndTheExitStopLeavesIt() {
    let lines = simulate(Self.mail, .switchControl, "scan-manual move select move move move select", notes: true)
    #expect(Array(lines.dropFirst(2)) == [
      "move: ‹group of 3: Reply; Forward; Archive›",
      "select: ‹Reply› (entered the group)",
      "move: ‹Forward›",
      "move: ‹Archive›",
      "move: ‹leave group: Reply; Forward; Archive›",
      "select: ‹group of 3: Reply; Forward; Archive› (left the group)",
    ])
    let runtime = SceneRuntime(scene: Self.mail)
    var sc = SwitchControl()
    var r = runtime
    _ = sc.start(runtime: &r)
    _ = sc.perform(.move, runtime: &r)
    _ = sc.perform(.select, runtime: &r)
    for _ in 0..<3 { _ = sc.perform(.move, runtime: &r) }
    #expect(sc.highlight == .exitGroup(Self.mail.ids["actionsRow"]!))
  }

  @Test func theScannerMenuOffersTapTheCustomActionsAndMore() {
    // The combined cell: Tap, its two custom actions, Gestures, Media Controls, More.
    let lines = simulate(Self.mail, .switchControl, "scan-manual move move select move move move move move move move", notes: true)
    #expect(Array(lines.dropFirst(4)) == [
      "select: [menu] ‹menu: Tap› (opened the Scanner Menu for 'Ana Lima, Lunch on Friday?')",
      "move: ‹menu: Flag›",
      "move: ‹menu: Archive›",
      "move: ‹menu: Gestures›",
      "move: ‹menu: Media Controls›",
      "move: ‹menu: More›",
      "move: ‹menu: back on Ana Lima, Lunch on Friday? (select to close the menu)›",
      "move: ‹menu: Tap›",
    ])
  }

  @Test func anAdjustableElementGetsIncrementAndDecrementInsteadOfTap() {
    let lines = simulate(Self.mail, .switchControl, "scan-manual groups-off move move move move move move select select", notes: true)
    #expect(lines.suffix(2) == [
      "select: [menu] ‹menu: Increment› (opened the Scanner Menu for 'Volume')",
      "select: [menu closed] ‹Volume› (Increment: the value is now '60%')",
    ])
  }

  @Test func choosingACustomActionRunsItsEffects() {
    let lines = simulate(Self.mail, .switchControl, "scan-manual move move select move select", notes: true)
    #expect(lines.suffix(2) == [
      "select: [tap] (performed the custom action 'Flag')",
      "select: ‹Ana Lima, Lunch on Friday?›",
    ])
  }

  @Test func selectingTheItemAgainClosesTheMenuWithoutActing() {
    let lines = simulate(Self.mail, .switchControl, "scan-manual move move move select move-back select", notes: true)
    #expect(lines.suffix(2) == [
      "move-back: ‹menu: back on Volume (select to close the menu)›",
      "select: [menu closed] ‹Volume› (closed the Scanner Menu without acting)",
    ])
  }

  @Test func tapThroughTheMenuChangesTheSceneAsADoubleTapDoes() {
    // Tap on Compose presents the sheet, which is the whole screen for scanning: its two
    // buttons are top-level items. Cancel dismisses it and the highlight returns to Compose,
    // inside the navigation bar's group.
    let lines = simulate(Self.mail, .switchControl, "scan-manual select move select select select select", notes: true)
    #expect(Array(lines.dropFirst(2)) == [
      "select: ‹Edit› (entered the group)",
      "move: ‹Compose›",
      "select: [menu] ‹menu: Tap› (opened the Scanner Menu for 'Compose')",
      "select: [tap] (tapped 'Compose')",
      "select → screenChanged: [screen changed] [sheet up] ‹Cancel› (the screen changed: scanning starts at the top)",
      "select: [menu] ‹menu: Tap› (opened the Scanner Menu for 'Cancel')",
      "select: [tap] (tapped 'Cancel')",
      "select → screenChanged: [screen changed] [sheet down] ‹Compose› (back on the previous screen)",
    ])
  }

  @Test func autoTapTapsAfterItsIntervalAndASecondSelectOpensTheMenu() {
    var settings = SwitchControlSettings()
    settings.tapBehavior = .autoTap
    settings.style = .manual
    let tapped = simulate(Self.mail, .switchControl, "move select select wait:0.7s wait:0.05s", switchSettings: settings, notes: true)
    #expect(Array(tapped.dropFirst(2)) == [
      "select: ‹Reply› (entered the group)",
      "select: ‹Reply› (Auto Tap: taps in 0.75s unless selected again (which opens the Scanner Menu))",
      "wait 0.7s → time:  (0.7s passed; nothing changed)",
      "wait 0.05s → time: [tap] (tapped 'Reply')",
      "wait 0.05s → announcement:  (announced 'Replying', not heard: Switch Control's Speech is off)",
      "wait 0.05s → time: ‹Reply›",
    ])
    let menu = simulate(Self.mail, .switchControl, "move select select wait:0.5s select", switchSettings: settings, notes: true)
    #expect(menu.last == "select: [menu] ‹menu: Tap› (second select within the Auto Tap interval: opened the Scanner Menu)")
  }

  @Test func alwaysTapTapsAtOnceAndEndsTheTopLevelWithAMenuStop() {
    var settings = SwitchControlSettings()
    settings.tapBehavior = .alwaysTap
    settings.style = .manual
    settings.speech = true
    let lines = simulate(Self.mail, .switchControl, "move select select", switchSettings: settings, notes: true)
    #expect(lines.suffix(4) == [
      "select: ‹Reply› Reply. Button. (entered the group)",
      "select: [tap] (tapped 'Reply')",
      "select → announcement: Replying",
      "select: ‹Reply› Reply. Button.",
    ])
    // The screen-wide menu: no Tap (no item), the screen's entries only.
    let end = simulate(Self.mail, .switchControl, "move-back select", switchSettings: settings, notes: true)
    #expect(end.suffix(2) == [
      "move-back: ‹Scanner Menu› Scanner Menu",
      "select: [menu] ‹menu: Media Controls› Media Controls (opened the Scanner Menu)",
    ])
  }

  @Test func speechSpeaksTheVoiceOverDescriptionWithoutHints() {
    var settings = SwitchControlSettings()
    settings.speech = true
    settings.groupItems = false
    let lines = simulate(Self.mail, .switchControl, "wait:5s wait:1s", switchSettings: settings)
    // The description only: no hint, no "Actions Available" trailer.
    #expect(lines.suffix(2) == ["wait 5s → time: ‹Ana Lima, Lunch on Friday?› Ana Lima, Lunch on Friday?", "wait 1s → time: ‹Volume› Volume: 50%. Adjustable."])
  }

  @Test func manualScanningWaitsForTheSwitchAndHidesAfterItsTimeout() {
    let lines = simulate(Self.mail, .switchControl, "scan-manual wait:14s wait:1s move", notes: true)
    #expect(lines.suffix(3) == [
      "wait 14s → time:  (14s passed; nothing changed)",
      "wait 1s → time: ‹scanning stopped› (no switch pressed for 15s: the cursor hides until the next press)",
      "move: ‹group of 2: Edit; Compose› (scanning starts again)",
    ])
  }

  @Test func stepScanningSelectsAfterTheDwellTime() {
    let lines = simulate(Self.mail, .switchControl, "scan-step move wait:1s wait:1s", notes: true)
    #expect(lines.suffix(3) == [
      "move: ‹group of 3: Reply; Forward; Archive›",
      "wait 1s → time: ‹Reply› (entered the group)",
      "wait 1s → time:  (1s passed; nothing changed)",
    ])
  }

  @Test func theMorePageOffersEscapeOnlyWhenSomethingCanBeEscaped() {
    // Details is the eighth item with groups off; its menu's fourth entry is More.
    let more = "scan-manual groups-off move-back select move move move select"
    let root = simulate(Self.mail, .switchControl, more + " move move move move")
    #expect(root.suffix(5) == ["select: ‹menu: Home›", "move: ‹menu: Device›", "move: ‹menu: Settings›", "move: ‹menu: Back›", "move: ‹menu: back on Details (select to close the menu)›"])
    // After tapping Details the pushed screen can be escaped (popped).
    let pushed = simulate(Self.mail, .switchControl, "scan-manual groups-off move-back select select select move move move select move move move select", notes: true)
    #expect(pushed.suffix(3) == [
      "move: ‹menu: Escape›",
      "select:  (Escape (accessibilityPerformEscape))",
      "select → screenChanged: [screen changed] [slide out] ‹Details› (back on the previous screen)",
    ])
  }

  /// A screen with a view that handles taps but is not an accessibility element.
  static let customView = loadScene("""
    { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
      { header: "Photos", id: "title" },
      { text: "Tap to retry", element: false, onActivate: { announce: "Retrying" }, id: "retry", height: 120 },
      { button: "Done", id: "done" },
    ] } }] }
    """)

  @Test func theGlidingCursorTapsAViewThatIsNotAnAccessibilityElement() throws {
    let runtime = SceneRuntime(scene: Self.customView)
    #expect(runtime.tree.position[Self.customView.ids["retry"]!] == nil)
    #expect(Self.items(Self.customView) == ["done"])
    let f = runtime.frames[Self.customView.ids["retry"]!]
    var settings = SwitchControlSettings()
    settings.method = .gliding
    settings.glideSelection = .single
    // Single mode: a line sweeps the width in 3 s, then the height in 3 s.
    let device = Self.customView.device
    let tx = (f.x + f.width / 2) / device.width * 3
    let ty = (f.y + f.height / 2) / device.height * 3
    let lines = simulate(Self.customView, .switchControl, "wait:\(tx)s select wait:\(ty)s select select", switchSettings: settings, notes: true)
    #expect(lines.contains("select: [tap] (tapped 'Tap to retry'; 'Tap to retry' is not an accessibility element: only a touch (here the Gliding Cursor) reaches it)"))
    #expect(lines.contains("select → announcement:  (announced 'Retrying', not heard: Switch Control's Speech is off)"))
  }

  @Test func theGlidingCursorRefinesWithABandThenALine() {
    var cursor = GlidingCursor(width: 400, height: 800, selection: .refined)
    #expect(cursor.mark == GlideMark(axis: .horizontal, position: 0, span: 80))
    cursor.advance(by: 1.5, sweepSeconds: 3)  // 200 pt along: the band's edge at 200
    #expect(cursor.description == "band x 200–280 pt")
    cursor.advance(by: 1.5, sweepSeconds: 3)  // the band bounces at 320 and comes back 80
    #expect(cursor.description == "band x 240–320 pt")
    #expect(cursor.select() == nil)
    cursor.advance(by: 0.3, sweepSeconds: 3)  // the line inside the band: 40 pt in
    #expect(cursor.description == "line x 280 pt")
    #expect(cursor.select() == nil)
    #expect(cursor.description == "x 280 pt chosen; band y 0–160 pt")
    #expect(cursor.select() == nil)
    cursor.advance(by: 0.15, sweepSeconds: 3)
    #expect(cursor.select() == ScreenPoint(x: 280, y: 40))
  }

  @Test func preciseModeAddsASlowFineLine() {
    var cursor = GlidingCursor(width: 400, height: 800, selection: .precise)
    _ = cursor.select()
    cursor.advance(by: 0.3, sweepSeconds: 3)
    #expect(cursor.description == "line x 40 pt")
    #expect(cursor.select() == nil)
    #expect(cursor.description == "fine line x 32 pt")
    cursor.advance(by: 0.3, sweepSeconds: 3)  // a quarter of the speed: 10 pt
    #expect(cursor.description == "fine line x 42 pt")
  }

  @Test func scrollAppearsWhereAScrollViewScrollsAndMovesTheScanAPage() {
    let rows = (1...40).map { "{ button: \"Row \($0)\", id: \"r\($0)\" }" }.joined(separator: ", ")
    let scene = screenScene("{ vstack: [{ button: \"Top\", id: \"top\" }, { scroll: [\(rows)] }] }")
    var settings = SwitchControlSettings()
    settings.style = .manual
    settings.groupItems = false
    // Top is outside the scroll view: no Scroll entry.
    let top = simulate(scene, .switchControl, "select move move", switchSettings: settings)
    #expect(top.suffix(2) == ["move: ‹menu: Gestures›", "move: ‹menu: Media Controls›"])
    // Row 1 is inside it: Scroll › Scroll Down moves the scan to the first row below the page.
    let lines = simulate(scene, .switchControl, "move select move select select", switchSettings: settings, notes: true)
    #expect(lines.suffix(3) == [
      "move: ‹menu: Scroll›",
      "select: ‹menu: Scroll Down› (opened Scroll)",
      "select: ‹Row 14› (scrolled down a page, showing 681.6–1533.6 of 1871 pt; scanning continues from the first item in view)",
    ])
  }
}
