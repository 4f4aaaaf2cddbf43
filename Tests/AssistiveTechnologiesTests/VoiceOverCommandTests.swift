import AssistiveTechnologies
import SceneModel
import Testing

@Suite struct VoiceOverCommandTests {
  static let app = loadScene("""
    { format: "axsim-scene/1", screens: [
      { id: "home", onMagicTap: { announce: "Playing" }, rotors: [{ name: "Starred", targets: ["b", "link"] }],
        root: { vstack: [
          { header: "Home", id: "title" },
          { button: "Details", id: "b", onActivate: { push: "details" } },
          { toggle: "Wi-Fi", on: false, id: "wifi" },
          { slider: "Volume", value: 50, id: "volume" },
          { text: "Row", id: "row", actions: ["Delete", { name: "Share", onActivate: { announce: "Shared" } }] },
          { link: "Help", id: "link", onActivate: { present: "sheet" } },
          { segmented: ["Day", "Week"], selectedIndex: 0 },
        ] } },
      { id: "details", root: { vstack: [{ navigationBar: "Details", back: "Home" }, { text: "Body", id: "body" }] } },
      { id: "sheet", root: { sheet: [{ button: "Close", id: "close", onActivate: "dismiss" }, { text: "Help text" }] } },
    ] }
    """)

  @Test func nextAndPreviousStopAtTheEndsWithABoundary() {
    #expect(transcript(Self.app, "previous next") == [
      "screenChanged: [screen changed] Home. Heading.",
      "previous: [boundary]",
      "next: Details. Button.",
    ])
    let end = transcript(Self.app, "last next")
    #expect(end.suffix(2) == ["last: Week. Button. 2 of 2.", "next: [boundary]"])
  }

  @Test func firstAndLast() {
    #expect(transcript(Self.app, "last first").suffix(2) == ["last: Week. Button. 2 of 2.", "first: Home. Heading."])
  }

  @Test func activatingASwitchSpeaksItsNewState() {
    #expect(transcript(Self.app, "focus:wifi activate activate").suffix(5) == [
      "focus: Wi-Fi. Switch Button. Off. Double tap to toggle setting.",
      "activate: [activate]", "activate: On.",
      "activate: [activate]", "activate: Off.",
    ])
  }

  @Test func activatingASegmentSelectsIt() {
    #expect(transcript(Self.app, "last activate previous").suffix(4) == [
      "last: Week. Button. 2 of 2.",
      "activate: [activate]", "activate: Selected: Week. Button. 2 of 2.",
      "previous: Day. Button. 1 of 2.",
    ])
  }

  @Test func pushAndEscapeReturnFocusToTheOpener() {
    #expect(transcript(Self.app, "next activate escape").suffix(3) == [
      "activate: [activate]",
      "activate → screenChanged: [screen changed] Home. Back Button.",
      "escape → screenChanged: [screen changed] Details. Button.",
    ])
  }

  @Test func presentAndDismissReturnFocusToTheOpener() {
    let t = transcript(Self.app, "focus:link activate activate")
    #expect(t.suffix(4) == [
      "activate: [activate]",
      "activate → screenChanged: [screen changed] Close. Button.",
      "activate: [activate]",
      "activate → screenChanged: [screen changed] Help. Link.",
    ])
  }

  @Test func aPresentedSheetTrapsFocus() {
    #expect(transcript(Self.app, "focus:link activate next next").suffix(2) == ["next: Help text", "next: [boundary]"])
  }

  @Test func escapeWithNothingToDismissPlaysAnEarcon() {
    #expect(transcript(Self.app, "escape").last == "escape: [escape ignored]")
  }

  @Test func magicTapRunsTheScreenHandler() {
    #expect(transcript(Self.app, "magic-tap").last == "magic-tap → announcement: Playing")
  }

  @Test func adjustingASliderSpeaksTheValue() {
    #expect(transcript(Self.app, "focus:volume increment increment decrement").suffix(3) == ["increment: 60%", "increment: 70%", "decrement: 60%"])
  }

  @Test func swipingOnAnAdjustableUsesTheAdjustValueRotor() {
    #expect(transcript(Self.app, "focus:volume up down down").suffix(3) == ["up (Adjust Value): 60%", "down (Adjust Value): 50%", "down (Adjust Value): 40%"])
  }

  @Test func adjustingStopsAtTheEnds() {
    let scene = screenScene("{ vstack: [{ stepper: \"Count\", min: 0, max: 1, value: 1, framework: \"swiftui\", id: \"s\" }] }")
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    let u = vo.perform(.increment)
    #expect(u.map(\.displayText) == ["1"])
    #expect(u.first?.notes == ["already at the maximum"])
  }

  @Test func actionsRotorCyclesAndPerforms() {
    #expect(transcript(Self.app, "focus:row down down activate").suffix(4) == [
      "down (Actions): Delete",
      "down (Actions): Share",
      "activate: [activate]",
      "activate → announcement: Shared",
    ])
  }

  @Test func actionsRotorEndsWithActivate() {
    #expect(transcript(Self.app, "focus:row up").last == "up (Actions): Activate")
  }

  @Test func turningTheRotorListsWhatApplies() {
    #expect(transcript(Self.app, "rotor-next rotor-next rotor-next rotor-next rotor-next rotor-previous").suffix(6) == [
      "rotor-next: Containers", "rotor-next: Headings", "rotor-next: Links", "rotor-next: Form Controls",
      "rotor-next: Starred", "rotor-previous: Form Controls",
    ])
  }

  @Test func headingsRotorMovesBetweenHeadings() {
    let scene = screenScene("{ vstack: [{ header: \"A\" }, { text: \"x\" }, { header: \"B\" }, { text: \"y\" }] }")
    #expect(transcript(scene, "rotor-next rotor-next down down up").suffix(3) == [
      "down (Headings): B. Heading.", "down (Headings): [boundary]", "up (Headings): A. Heading.",
    ])
  }

  @Test func customRotorFollowsItsEntryOrder() {
    #expect(transcript(Self.app, "rotor-previous down down down").suffix(3) == [
      "down (Starred): Details. Button.", "down (Starred): Help. Link.", "down (Starred): [boundary]",
    ])
  }

  @Test func readAllReadsWithoutHintsAndEndsWithAnEarcon() {
    let t = transcript(Self.app, "read-all")
    #expect(t[1] == "read-all: Home. Heading.")
    #expect(t.contains("read-all: Wi-Fi. Switch Button. Off."))
    #expect(t.last == "read-all: Week. Button. 2 of 2. [end of read all]")
    #expect(t.contains("read-all: Wi-Fi. Switch Button. Off.") && !t.joined().contains("Double tap"))
    #expect(t.count == 1 + 8)
  }

  @Test func readFromHereStartsAtFocus() {
    let t = transcript(Self.app, "focus:row read-from-here")
    #expect(t.suffix(4) == [
      "read-from-here: Row. Actions Available", "read-from-here → read-all: Help. Link.",
      "read-from-here → read-all: Selected: Day. Button. 1 of 2.",
      "read-from-here → read-all: Week. Button. 2 of 2. [end of read all]",
    ])
  }

  @Test func speakHintsCanBeTurnedOff() {
    #expect(transcript(Self.app, "hints-off focus:wifi").last == "focus: Wi-Fi. Switch Button. Off.")
  }

  @Test func notificationsMoveFocus() {
    let scene = screenScene("""
      { vstack: [
        { button: "Save", id: "save", onActivate: [{ announce: "Saved" }, { layoutChanged: "status" }] },
        { text: "Status: saved", id: "status" },
        { button: "Reset", id: "reset", onActivate: { screenChanged: null } },
      ] }
      """)
    #expect(transcript(scene, "activate last activate").suffix(6) == [
      "activate: [activate]",
      // The layout change's speech cuts the announcement off (SpeechQueue).
      "activate → announcement: Saved [cut off: interrupted by the layout change]",
      "activate → layoutChanged: Status: saved",
      "last: Reset. Button.",
      "activate: [activate]",
      "activate → screenChanged: [screen changed] Save. Button.",
    ])
  }

  @Test func dimmedElementsDoNothingWhenActivated() {
    let scene = screenScene("{ vstack: [{ button: \"Pay\", enabled: false, onActivate: { announce: \"Paid\" } }] }")
    #expect(transcript(scene, "activate").last == "activate: [activate]")
  }

  @Test func focusOnAnElementThatDisappearsMovesToItsNeighbour() {
    let scene = screenScene("""
      { vstack: [{ text: "A" }, { text: "B", id: "b", actions: [{ name: "Delete", onActivate: { hide: "b" } }] }, { text: "C" }] }
      """)
    #expect(transcript(scene, "focus:b down activate").suffix(2) == ["activate: [activate]", "activate → layoutChanged: C"])
  }
}
