import AssistiveTechnologies
import SceneModel
import Testing

/// UIKit controls, data tables, More Content and computed rotors: each rule from the
/// reference's cases (voiceover-speech.md §1.1, §1.5, §2, §3.3), as full spoken text.
@Suite struct ControlsAndTablesTests {
  /// The reading order as spoken descriptions (no hints), with an iOS version.
  func spoken(_ scene: Scene, iOS: Int = 18) -> [String] {
    let vo = VoiceOver(runtime: SceneRuntime(scene: scene), options: SpeechComposer.Options(iOSVersion: iOS))
    return vo.tree.stops.map { vo.composition(for: $0.element).descriptionText + vo.composition(for: $0.element).trailer.map { " " + $0.text }.joined() }
  }

  /// Runs script words; each event as "cause: display text (notes)".
  func said(_ scene: Scene, _ words: String, iOS: Int = 18) -> [String] {
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene), options: SpeechComposer.Options(iOSVersion: iOS))
    var out = vo.start()
    for w in words.split(separator: " ") {
      switch VoiceOverCommand.parse(String(w), resolve: { scene.ids[$0] }, ids: { [] }) {
      case .success(let c): out += vo.perform(c)
      case .failure(let e): Issue.record("bad word \(w): \(e.message)")
      }
    }
    return out.map { e in "\(e.causeDescription): \(e.displayText)" + (e.notes.isEmpty ? "" : " (\(e.notes.joined(separator: "; ")))") }
  }

  // MARK: Switches

  @Test func aToggleSpeaksItsStateNeverAValue() {
    let s = screenScene(#"{ vstack: [{ toggle: "Wi-Fi", on: true, value: "Enabled", id: "wifi" }, { toggle: "Sync", value: 1 }] }"#)
    #expect(spoken(s) == ["Wi-Fi. Switch Button. On.", "Sync. Switch Button. Off."])
    #expect(said(s, "activate") == ["screenChanged: [screen changed] Wi-Fi. Switch Button. On. Double tap to toggle setting.", "activate: [activate]", "activate: Off."])
  }

  @Test func aValueOnAToggleIsAWarningPointingToTheCustomToggle() throws {
    let source = "{ format: \"axsim-scene/1\", screens: [{ id: \"s\", root: { vstack: [\n  { toggle: \"Wi-Fi\", on: true, value: \"Enabled\" },\n] } }] }"
    let scene = try SceneLoader.load(bytes: Array(source.utf8), name: "t.json5").scene
    let warnings = SceneLint.warnings(for: scene).map { DiagnosticFormatter.line(for: $0, file: "t.json5", source: SourceText(bytes: Array(source.utf8))) }
    #expect(warnings == [
      "t.json5:2:39: warning: screens[0].root.vstack[0].value: 'Wi-Fi' is a switch, which speaks its state ('On.' or 'Off.') and never the value 'Enabled': UISwitch ignores accessibilityValue; remove 'value' and say the state with on: true or false; to speak your own value, make it a custom toggle: an element with the button and switchButton traits, whose value \"1\" is On, \"0\" Off, \"2\" Mixed and other text is spoken as written on iOS 17 and later [switch-value-ignored]"
    ])
  }

  /// The custom-toggle pattern: the reference's switch cases (§1.1 step 5.4, §1.5).
  @Test(arguments: [
    (#""1""#, 18, "Fake Label. Switch Button. On."), (#""0""#, 18, "Fake Label. Switch Button. Off."),
    (#""2""#, 18, "Fake Label. Switch Button. Mixed."), (#""Value""#, 18, "Fake Label. Switch Button. Value"),
    (#""Value""#, 16, "Fake Label. Switch Button."), (#""3""#, 17, "Fake Label. Switch Button. 3"),
  ])
  func customToggleValues(value: String, iOS: Int, expected: String) {
    let s = screenScene(#"{ vstack: [{ element: "Fake Label", traits: ["button", "switchButton"], value: \#(value) }] }"#)
    #expect(spoken(s, iOS: iOS) == [expected])
    #expect(SceneLint.warnings(for: s).isEmpty)
  }

  // MARK: Tab bars

  static let tabs = #"{ vstack: [{ tabBar: [{ tab: "Item A", selected: true }, { tab: "Item B", badge: 3 }, { tab: "Item C", badge: "A" }, { tab: "Item D", enabled: false, id: "d" }] }] }"#

  /// Reference §1.5: badges up to iOS 18.5 and on iOS 26.2; a disabled tab is not dimmed.
  @Test(arguments: [
    (18, ["Selected: Item A. Tab. 1 of 4.", "Item B: 3 items. Tab. 2 of 4.", "Item C: A. Tab. 3 of 4.", "Item D. Tab. 4 of 4."]),
    (26, ["Selected: Item A. Tab. 1 of 4.", "Item B. Tab. 2 of 4.", "Item C. Tab. 3 of 4.", "Item D. Tab. 4 of 4."]),
  ])
  func tabBadgesAndDisabledTabs(iOS: Int, expected: [String]) {
    #expect(spoken(screenScene(Self.tabs), iOS: iOS) == expected)
  }

  @Test func aDisabledTabStillDoesNothing() {
    let s = screenScene(Self.tabs)
    #expect(said(s, "last activate").suffix(1) == ["activate: [activate] (the element is dimmed, so nothing happens)"])
  }

  @Test func aBadgeOfOneIsOneItemAndAnExplicitValueWins() {
    let s = screenScene(#"{ tabBar: [{ tab: "Inbox", badge: 1 }, { tab: "Chats", badge: 2, value: "2 unread" }] }"#)
    #expect(spoken(s) == ["Inbox: 1 item. Tab. 1 of 2.", "Chats: 2 unread. Tab. 2 of 2."])
  }

  // MARK: Steppers

  @Test func aUIKitStepperIsTwoButtonsDimmedAtTheirLimits() {
    let s = screenScene(#"{ vstack: [{ stepper: "Coffees", min: 0, max: 2, value: 1 }] }"#)
    #expect(spoken(s) == ["Decrement. Button.", "Increment. Button."])
    #expect(said(s, "next activate activate previous activate activate") == [
      "screenChanged: [screen changed] Decrement. Button.",
      "next: Increment. Button.",
      "activate: [activate]", "activate: 2 (the button is now dimmed: the stepper is at its limit)",
      "activate: [activate] (the element is dimmed, so nothing happens)",
      "previous: Decrement. Button.",
      "activate: [activate]", "activate: 1",
      "activate: [activate]", "activate: 0 (the button is now dimmed: the stepper is at its limit)",
    ])
  }

  @Test func aStepperAtItsMinimumStartsWithDecrementDimmed() {
    let s = screenScene(#"{ vstack: [{ stepper: "Coffees", value: 0 }] }"#)
    #expect(spoken(s) == ["Decrement. Dimmed. Button.", "Increment. Button."])
  }

  @Test func aSwiftUIStepperIsOneAdjustableElement() {
    let s = loadScene(#"{ format: "axsim-scene/1", framework: "swiftui", screens: [{ id: "s", root: { vstack: [{ stepper: "Teas", max: 3, value: 3 }] } }] }"#)
    #expect(spoken(s) == ["Teas: 3. Adjustable."])
    #expect(said(s, "decrement") == ["screenChanged: [screen changed] Teas: 3. Adjustable. Swipe up or down with one finger to adjust the value.", "decrement: 2"])
  }

  @Test func anElementOverridesTheScenesFrameworkForItsSubtree() {
    let s = loadScene(#"{ format: "axsim-scene/1", framework: "swiftui", screens: [{ id: "s", root: { vstack: [{ stepper: "A" }, { vstack: [{ stepper: "B", value: 10 }], framework: "uikit" }] } }] }"#)
    #expect(spoken(s) == ["A: 0. Adjustable.", "Decrement. Button.", "Increment. Dimmed. Button."])
  }

  // MARK: Sliders and modal elements

  @Test func aSlidersValueAndFormatCombine() {
    let s = screenScene(#"{ vstack: [{ slider: "Milk", value: 0.42, format: "{percent}" }, { slider: "Volume", value: 0.5 }, { slider: "Zoom", min: 1, max: 4, value: 2, format: "{value}x, {percent}" }] }"#)
    #expect(spoken(s) == ["Milk: 42 percent. Adjustable.", "Volume: 50%. Adjustable.", "Zoom: 2x, 33 percent. Adjustable."])
  }

  @Test func modalWorksOnAnElement() {
    let s = screenScene(#"{ vstack: [{ button: "Behind" }, { element: { label: "Dialog" }, modal: true }] }"#)
    #expect(spoken(s) == ["Dialog"])
    let both = screenScene(#"{ vstack: [{ button: "Behind" }, { element: true, modal: true, label: "Dialog" }] }"#)
    #expect(spoken(both) == ["Dialog"])
  }

  // MARK: Data tables

  /// Reference §1.1 step 2: header prefixes, first-in-row rules, spans, space separator.
  @Test func dataTableCellsSpeakTheirContext() {
    let s = screenScene(#"""
      { vstack: [{ container: "dataTable", rows: 3, columns: 3, vstack: [
        { hstack: [{ text: "Day", row: 0, column: 0, tableHeader: "column", width: 100 },
                   { text: "High", row: 0, column: 1, tableHeader: "column", width: 100 },
                   { text: "Low", row: 0, column: 2, tableHeader: "column", width: 100 }] },
        { hstack: [{ text: "Mon", value: "sunny", row: 1, column: 0, tableHeader: "row", width: 100 },
                   { text: "21°", row: 1, column: 1, width: 100 }, { text: "12°", row: 1, column: 2, width: 100 }] },
        { hstack: [{ text: "Tue", row: 2, column: 0, rowSpan: 1, tableHeader: "row", width: 100 },
                   { text: "Closed", value: "all day", row: 2, column: 1, columnSpan: 2, width: 200 }] },
      ] }] }
      """#)
    #expect(spoken(s) == [
      "Day. Row 1. Column 1.",
      "High. Column 2.",
      "Low. Column 3.",
      "Mon. Row 2. Column 1. sunny",
      // "°" is spoken by VoiceOver's name for it.
      "High. 21 degrees. Column 2.",
      "Low. 12 degrees. Column 3.",
      "Day. Tue. Row 3. Column 1.",
      "High. Closed. Spans 2 columns. Column 2. all day",
    ])
  }

  @Test func rowHeadersAndRowSpans() {
    let s = screenScene(#"""
      { vstack: [{ container: "dataTable", rows: 2, columns: 2, vstack: [
        { hstack: [{ text: "North", value: "region", row: 0, column: 0, rowSpan: 2, tableHeader: "row", width: 100 },
                   { text: "Q1", row: 0, column: 1, width: 100 }] },
        { hstack: [{ spacer: true, width: 100 }, { text: "Q2.", row: 1, column: 1, width: 100 }] },
      ] }] }
      """#)
    // "Q2." is not first in its row (North spans into it), so it gets no row header and no
    // "Row"; its label ends in "." so none is added.
    #expect(spoken(s) == ["North. Spans 2 rows. Row 1. Column 1. region", "Q1. Column 2.", "Q2. Column 2."])
  }

  @Test func theTablesRotorJumpsToTables() {
    let s = screenScene(#"{ vstack: [{ button: "Top" }, { container: "dataTable", rows: 1, columns: 1, vstack: [{ text: "A1", row: 0, column: 0 }] }, { button: "End" }] }"#)
    #expect(said(s, "rotor-next rotor-next down down") == [
      "screenChanged: [screen changed] Top. Button.", "rotor-next: Containers", "rotor-next: Tables",
      "down (Tables): A1. Row 1. Column 1.", "down (Tables): [boundary] (no next item in Tables)",
    ])
  }

  // MARK: More Content

  @Test func moreContentIsReachedEntryByEntry() {
    let s = screenScene(#"{ vstack: [{ image: "photo", label: "Beach", customContent: [{ label: "Date", value: "Today", importance: "high" }, { label: "Size", value: "2.4 MB" }, { label: "Camera", value: "Back" }] }] }"#)
    #expect(said(s, "rotor-next down down down up") == [
      "screenChanged: [screen changed] Beach. Image. Date: Today. More Content Available",
      "rotor-next: More Content",
      "down (More Content): Size: 2.4 MB",
      "down (More Content): Camera: Back",
      "down (More Content): [boundary] (no next entry in More Content)",
      "up (More Content): Size: 2.4 MB",
    ])
  }

  // MARK: Computed rotors

  @Test func aRotorOfTextRangesSpeaksEachWord() {
    let s = screenScene(#"{ vstack: [{ text: "Teh cat and teh dog recieve", id: "n", rotors: [{ name: "Misspelled Words", words: ["teh", "recieve"], in: ["n"] }] }] }"#)
    #expect(said(s, "rotor-next down down down down up") == [
      "screenChanged: [screen changed] Teh cat and teh dog recieve",
      "rotor-next: Misspelled Words",
      "down (Misspelled Words): Teh (a text range in 'Teh cat and teh dog recieve')",
      "down (Misspelled Words): teh (a text range in 'Teh cat and teh dog recieve')",
      "down (Misspelled Words): recieve (a text range in 'Teh cat and teh dog recieve')",
      "down (Misspelled Words): [boundary] (no next item in Misspelled Words)",
      "up (Misspelled Words): teh (a text range in 'Teh cat and teh dog recieve')",
    ])
  }

  /// A rotor defined on a container stays selected on its results outside the container.
  @Test func aMatchingRotorStaysSelectedOnItsOwnResults() {
    let s = screenScene(#"""
      { vstack: [
        { vstack: [{ button: "Filter" }], id: "bar", rotors: [{ name: "Unread", matching: "unread" }] },
        { button: "Unread: Ana" }, { button: "Sam" }, { button: "Unread: Priya" },
      ] }
      """#)
    #expect(said(s, "rotor-previous down down down next") == [
      "screenChanged: [screen changed] Filter. Button.", "rotor-previous: Unread",
      "down (Unread): Unread: Ana. Button.", "down (Unread): Unread: Priya. Button.",
      "down (Unread): [boundary] (no next item in Unread)", "next: [boundary] (already on the last element; VoiceOver does not wrap)",
    ])
    #expect(said(s, "rotor-previous down next down") == [
      "screenChanged: [screen changed] Filter. Button.", "rotor-previous: Unread", "down (Unread): Unread: Ana. Button.", "next: Sam. Button.",
      "down: [boundary] (the rotor has no setting here; choose one first by rotating two fingers on the screen)",
    ])
  }
}

/// A navigation bar's generated title and back button take element keys.
@Suite struct NavigationBarItemTests {
  @Test func theBackButtonAndTitleTakeIdsAndElementKeys() throws {
    let s = screenScene(#"""
      { vstack: [{ navigationBar: "ignored", back: { label: "Mailboxes", id: "back", inputLabels: ["Back", "Mailboxes"], hint: "Goes to your mailboxes" },
                   title: { label: "Inbox", id: "inboxTitle", inputLabels: "Inbox" } }] }
      """#)
    let back = try #require(s.ids["back"])
    let title = try #require(s.ids["inboxTitle"])
    #expect(s.elements[back].inputLabels == ["Back", "Mailboxes"])
    #expect(s.elements[back].onActivate == [.pop])
    #expect(s.elements[title].inputLabels == ["Inbox"])
    #expect(transcript(s, "next") == [
      "screenChanged: [screen changed] Mailboxes. Back Button. Goes to your mailboxes",
      "next: Inbox. Heading.",
    ])
  }

  @Test func aDataTableWithoutCountsTakesThemFromItsCells() throws {
    let s = screenScene(#"{ container: "dataTable", id: "t", vstack: [{ text: "A", row: 0, column: 0 }, { text: "B", row: 2, column: 1, rowSpan: 2 }] }"#)
    #expect(s.elements[try #require(s.ids["t"])].tableSize == DataTableSize(rows: 4, columns: 2))
  }
}

@Suite struct StepperHandlerTests {
  /// A UIKit stepper whose app implements increment runs that instead of stepping itself.
  @Test func aStepperButtonRunsTheSteppersHandlers() {
    let s = screenScene(#"{ vstack: [{ stepper: "Guests", value: 2, onIncrement: { announce: "Table full" } }] }"#)
    #expect(transcript(s, "next activate") == ["screenChanged: [screen changed] Decrement. Button.", "next: Increment. Button.", "activate: [activate]", "activate → announcement: Table full"])
  }
}

/// The data-table context at the composer (reference §1.1 steps 2, 3, 4, 7).
@Suite struct DataTableCompositionTests {
  static let cases: [(String, SpokenProperties, DataTableContext, String)] = [
    ("value after a space", .init(label: "Apples", value: "3 kg", hint: nil, traits: []), .init(row: 2, column: 1), "Apples. Row 2. Column 1. 3 kg"),
    ("headers first, label: value form", .init(label: "21", value: nil, hint: nil, traits: []), .init(headers: ["Temp: °C. ", "Noon. "], row: nil, column: 2), "Temp: °C. Noon. 21. Column 2."),
    ("a label ending in a period gets none", .init(label: "Total.", value: nil, hint: nil, traits: []), .init(row: 3, column: 1), "Total. Row 3. Column 1."),
    ("no label: the period alone", .init(label: nil, value: nil, hint: nil, traits: []), .init(row: nil, column: 2), ". Column 2."),
    ("no label, a value", .init(label: nil, value: "5", hint: nil, traits: []), .init(row: nil, column: 2), ". Column 2. 5"),
    ("spans before row and column", .init(label: "Q1", value: nil, hint: nil, traits: []), .init(rowSpan: 2, columnSpan: 3, row: 1, column: 1), "Q1. Spans 2 rows. Spans 3 columns. Row 1. Column 1."),
    ("selected prefixes the base", .init(label: "Mon", value: nil, hint: nil, traits: [.selected]), .init(row: 2, column: 1), "Selected: Mon. Row 2. Column 1."),
    ("trait words after the context", .init(label: "Mon", value: nil, hint: nil, traits: [.button]), .init(row: 2, column: 1), "Mon. Row 2. Column 1. Button."),
    ("a hint is not promoted", .init(label: nil, value: nil, hint: "Opens the day", traits: []), .init(row: nil, column: 1), ". Column 1."),
  ]

  @Test(arguments: cases.indices)
  func composes(_ i: Int) {
    let (name, p, table, expected) = Self.cases[i]
    #expect(SpeechComposer.compose(p, context: .dataTable(table)).descriptionText == expected, "\(name)")
  }
}
