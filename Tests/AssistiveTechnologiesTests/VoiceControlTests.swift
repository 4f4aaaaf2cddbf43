import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// Says phrases to Voice Control (from `technology`, handing over when it is another) and
/// returns each event as "cause: display text (notes)".
func say(_ scene: Scene, _ phrases: [String], from technology: Technology = .voiceControl, settings: VoiceControlSettings = VoiceControlSettings()) -> [String] {
  var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), technology: technology, voiceControlSettings: settings)
  var out = sim.start()
  for p in phrases { out += sim.perform(.voiceControl(VoiceControlCommand(p))) }
  return out.map(VoiceControlTests.line)
}

@Suite struct VoiceControlTests {
  static func line(_ e: TranscriptEvent) -> String {
    var line = "\(e.causeDescription): \(e.displayText)"
    if !e.notes.isEmpty { line += (e.displayText.isEmpty ? "" : " ") + "(" + e.notes.joined(separator: "; ") + ")" }
    return line
  }

  /// The seed's ten identical "Rename" buttons, one of them with a long press menu; a
  /// button named only by input labels; an emoji button; a heart only the grid reaches.
  static let playlists = loadScene("""
    { format: "axsim-scene/1", screens: [
      { id: "list", root: { vstack: [
        { header: "Playlists", id: "title" },
        { hstack: [{ text: "Road trip" }, { button: "Rename", id: "r1", onActivate: { announce: "Renaming Road trip" },
          gestures: { longPress: { announce: "Menu" } } }] },
        { hstack: [{ text: "Focus" }, { button: "Rename", id: "r2", onActivate: { push: "rename" } }] },
        { hstack: [{ text: "Gym" }, { button: "Rename", id: "r3", actions: [{ name: "Duplicate", onActivate: { announce: "Duplicated" } }, "Share"] }] },
        { button: "Start 45-minute progressive endurance ride", id: "ride",
          inputLabels: ["Start ride", "Endurance ride", "Ride"], onActivate: { announce: "Ride started" } },
        { button: "❤️", id: "like" },
        { toggle: "Shuffle", on: false, id: "shuffle" },
        { image: "heart", element: false, id: "heart", width: 60, height: 60, onActivate: { announce: "Liked" } },
      ] } },
      { id: "rename", root: { vstack: [{ navigationBar: "Rename", back: "Playlists" }, { textField: "Name", id: "name" }] } },
    ] }
    """)

  @Test func theItemsAreNumberedInReadingOrder() {
    let runtime = SceneRuntime(scene: Self.playlists)
    let index = runtime.voiceControlIndex()
    #expect(index.items.map { Self.playlists.elements[$0].id ?? "?" } == ["r1", "r2", "r3", "ride", "like", "shuffle"])
    #expect(runtime.voiceControlNumber(of: Self.playlists.ids["ride"]!) == 4)
    #expect(runtime.voiceControlNumber(of: Self.playlists.ids["title"]!) == nil)
  }

  @Test func namesAreTheInputLabelsElseTheLabel() {
    let runtime = SceneRuntime(scene: Self.playlists)
    #expect(VoiceControlNames.names(of: Self.playlists.ids["ride"]!, in: runtime) == ["Start ride", "Endurance ride", "Ride"])
    #expect(VoiceControlNames.names(of: Self.playlists.ids["r1"]!, in: runtime) == ["Rename"])
    #expect(VoiceControlNames.names(of: Self.playlists.ids["heart"]!, in: runtime) == [])
  }

  /// "tap Send" changes the scene exactly as a VoiceOver double tap: the same effects run.
  @Test func tappingByNameUsesTheSharedActivation() {
    var vc = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.playlists)), technology: .voiceControl)
    var vo = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.playlists)))
    _ = vc.start()
    _ = vo.start()
    _ = vc.perform(.voiceControl(VoiceControlCommand("tap Shuffle")))
    _ = vo.perform(.voiceOver(.focus(Self.playlists.ids["shuffle"]!)))
    _ = vo.perform(.voiceOver(.activate))
    let shuffle = Self.playlists.ids["shuffle"]!
    #expect(vc.runtime.scene.elements[shuffle].value == "1")
    #expect(vc.runtime.scene.elements[shuffle].value == vo.runtime.scene.elements[shuffle].value)
  }

  @Test func aNameTapsItsOneItem() {
    #expect(say(Self.playlists, ["tap Start ride", "endurance ride", "RIDE!"]) == [
      #"start: (listening (overlay none, grid 3x3); 6 items respond: say a name, "show numbers" or "show me what to say")"#,
      #"say "tap Start ride": [tap] (tapped 'Start 45-minute progressive endurance ri…' (item 4))"#,
      #"say "tap Start ride" → announcement: (announced 'Ride started', not heard: Voice Control does not speak)"#,
      #"say "endurance ride": [tap] (tapped 'Start 45-minute progressive endurance ri…' (item 4))"#,
      #"say "endurance ride" → announcement: (announced 'Ride started', not heard: Voice Control does not speak)"#,
      #"say "RIDE!": [tap] (tapped 'Start 45-minute progressive endurance ri…' (item 4))"#,
      #"say "RIDE!" → announcement: (announced 'Ride started', not heard: Voice Control does not speak)"#,
    ])
  }

  /// With input labels, the label is not a name (UIKit: the label is used only when there
  /// are none), and a part of a name is no name.
  @Test func onlyWholeNamesMatch() {
    #expect(say(Self.playlists, ["tap Start 45-minute progressive endurance ride", "tap Start", "Road"]).dropFirst() == [
      #"say "tap Start 45-minute progressive endurance ride": (Not recognized; nothing on the screen is named 'start 45 minute progressive endurance ri…')"#,
      #"say "tap Start": (Not recognized; nothing on the screen is named 'start')"#,
      #"say "Road": (Not recognized; nothing on the screen is named 'road')"#,
    ])
  }

  @Test func unknownPhrasesAreNotRecognizedAndDidYouMean() {
    #expect(say(Self.playlists, ["tap Shufle", "make it so", ""]).dropFirst() == [
      #"say "tap Shufle": (Not recognized; nothing on the screen is named 'shufle'; did you mean "tap shuffle"?)"#,
      #"say "make it so": (Not recognized; nothing on the screen is named 'make it so')"#,
      #"say "": (Not recognized; nothing was said)"#,
    ])
  }

  /// Ten identical names: numbers on the matches only, then a number picks one.
  @Test func aSharedNameShowsNumbersOnTheMatchesAndWaits() {
    #expect(say(Self.playlists, ["tap Rename", "2"]).dropFirst() == [
      #"say "tap Rename": ‹numbers on the 3 items named 'rename'› (3 items are named 'rename': say a number to choose one)"#,
      #"say "2": [tap] (tapped 'Rename' (2 of 3))"#,
      #"say "2" → screenChanged: [screen changed] [slide in] (the screen changed: 2 items respond)"#,
    ])
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.playlists)), technology: .voiceControl)
    _ = sim.start()
    _ = sim.perform(.voiceControl(VoiceControlCommand("Rename")))
    guard case .choice(let c) = sim.voiceControl.overlay else {
      Issue.record("no choice shown")
      return
    }
    #expect(c.items.map { Self.playlists.elements[$0].id } == ["r1", "r2", "r3"])
    #expect(c.number(of: Self.playlists.ids["r3"]!) == 3)
  }

  @Test func aChoiceKeepsTheGestureAndRefusesOtherNumbers() {
    #expect(say(Self.playlists, ["long press Rename", "4", "1", "tap Rename", "tap Shuffle"]).dropFirst() == [
      #"say "long press Rename": ‹numbers on the 3 items named 'rename'› (3 items are named 'rename': say a number to choose one)"#,
      #"say "4": ‹numbers on the 3 items named 'rename'› (Not recognized; the choice has numbers 1 to 3)"#,
      #"say "1": [tap] (long pressed 'Rename' (1 of 3))"#,
      #"say "1" → announcement: (announced 'Menu', not heard: Voice Control does not speak)"#,
      #"say "tap Rename": ‹numbers on the 3 items named 'rename'› (3 items are named 'rename': say a number to choose one)"#,
      // Another command dismisses the choice and is performed.
      #"say "tap Shuffle": [tap] (tapped 'Shuffle' (item 6); it is now on)"#,
    ])
  }

  @Test func numbersTapTheirItem() {
    #expect(say(Self.playlists, ["show numbers", "tap 6", "show numbers", "6", "tap 40"]).dropFirst() == [
      #"say "show numbers": ‹numbers on 6 items›"#,
      #"say "tap 6": [tap] (tapped 'Shuffle' (item 6); it is now on)"#,
      #"say "show numbers": ‹numbers on 6 items›"#,
      #"say "6": [tap] (tapped 'Shuffle' (item 6); it is now off)"#,
      #"say "tap 40": (Not recognized; there is no item 40 (the items are numbered 1 to 6))"#,
    ])
  }

  @Test func continuousOverlaysStayAfterActing() {
    #expect(say(Self.playlists, ["show numbers continuously", "tap 6", "hide numbers", "hide numbers"]).dropFirst() == [
      #"say "show numbers continuously": ‹numbers on 6 items› (the overlay stays up (Overlay: numbers))"#,
      #"say "tap 6": [tap] ‹numbers on 6 items› (tapped 'Shuffle' (item 6); it is now on)"#,
      #"say "hide numbers": (numbers hidden)"#,
      #"say "hide numbers": (numbers are not shown)"#,
    ])
  }

  @Test func namesOverlayNumbersTheUnnamed() {
    #expect(say(Self.playlists, ["show names"]).dropFirst() == [
      #"say "show names": ‹names on 6 items› (1 item has no name to say: it shows its number)"#
    ])
  }

  @Test func unspeakableNamesCannotBeSaid() {
    let runtime = SceneRuntime(scene: Self.playlists)
    let index = runtime.voiceControlIndex()
    func phrase(_ id: String) -> String {
      runtime.voiceControlPhrase(for: Self.playlists.ids[id]!, index: index, settings: VoiceControlSettings())?.text ?? "-"
    }
    #expect(phrase("like") == "cannot be said (its name is '❤️')")
    #expect(phrase("r1") == "needs numbers ('Rename' names 3 items)")
    #expect(phrase("ride") == "tap Ride")
    #expect(phrase("shuffle") == "tap Shuffle")
    #expect(phrase("title") == "-")
    // Nobody can say an emoji: what is heard is "tap".
    #expect(say(Self.playlists, ["tap ❤️"]).last == #"say "tap ❤️": (Not recognized; nothing on the screen is named 'tap')"#)
  }

  /// The grid: a number zooms into its cell; once the cells are small, a number taps the
  /// centre of its cell, and what a touch there hits responds (here a view that is no
  /// accessibility element, which nothing else reaches).
  @Test func theGridZoomsThenTapsWhatIsUnderTheCentre() {
    let runtime = SceneRuntime(scene: Self.playlists)
    let heart = Self.playlists.ids["heart"]!
    let phrase = runtime.voiceControlPhrase(for: heart, index: runtime.voiceControlIndex(), settings: VoiceControlSettings())
    guard case .gridOnly(0, let words) = phrase else {
      Issue.record("the heart should be reached by the grid only: \(String(describing: phrase))")
      return
    }
    let lines = say(Self.playlists, ["show grid"] + words)
    #expect(lines[1] == #"say "show grid": ‹grid 3 × 3 over the screen›"#)
    #expect(lines.contains { $0.contains("tapped 'unlabelled image' (cell") && $0.contains("is not an accessibility element: only a touch (here the grid) reaches it") })
    #expect(lines.last?.hasSuffix("→ announcement: (announced 'Liked', not heard: Voice Control does not speak)") == true)
  }

  @Test func gridGeometry() {
    let g = VoiceControlGrid(region: Frame(x: 0, y: 0, width: 390, height: 844), columns: 3, rows: 3)
    #expect(g.cell(1) == Frame(x: 0, y: 0, width: 130, height: 844.0 / 3))
    #expect(g.cell(9)?.x == 260)
    #expect(g.cell(10) == nil)
    #expect(g.cell(0) == nil)
    #expect(g.number(at: ScreenPoint(x: 200, y: 500)) == 5)
    #expect(g.number(at: ScreenPoint(x: 390, y: 844)) == 9)
    #expect(g.number(at: ScreenPoint(x: 400, y: 10)) == nil)
    let z = g.zoomed(into: 5)!
    #expect(z.depth == 1)
    #expect(z.region == Frame(x: 130, y: 844.0 / 3, width: 130, height: 844.0 / 3))
    #expect(!z.numberTaps(finalCellSize: 44))
    let zz = z.zoomed(into: 1)!.zoomed(into: 1)!
    #expect(zz.numberTaps(finalCellSize: 44))
    #expect(VoiceControlGrid(region: g.region, columns: 4, rows: 6).cellCount == 24)
  }

  @Test func gridCommandsAndItsErrors() {
    let lines = say(Self.playlists, ["show grid with 4 columns", "17", "hide grid", "hide grid", "show grid", "10", "show grid with 30 rows"]).dropFirst()
    #expect(Array(lines) == [
      #"say "show grid with 4 columns": ‹grid 4 × 3 over the screen›"#,
      #"say "17": ‹grid 4 × 3 over the screen› (Not recognized; the grid has cells 1 to 12)"#,
      #"say "hide grid": (grid hidden)"#,
      #"say "hide grid": (the grid is not shown)"#,
      #"say "show grid": ‹grid 3 × 3 over the screen›"#,
      #"say "10": ‹grid 3 × 3 over the screen› (Not recognized; the grid has cells 1 to 9)"#,
      #"say "show grid with 30 rows": ‹grid 3 × 3 over the screen› (Not recognized; a grid has at most 20 columns and rows)"#,
    ])
    let zoom = say(Self.playlists, ["show grid", "5"])
    #expect(zoom.last == #"say "5": ‹grid 3 × 3 zoomed 1× into 131 × 284 pt at (131, 284)› (zoomed into cell 5)"#)
  }

  @Test func customActionsAreListedAndPerformed() {
    #expect(say(Self.playlists, ["show actions for Shuffle", "show actions for Rename", "3", "2", "show actions for 3", "Duplicate"]).dropFirst() == [
      #"say "show actions for Shuffle": ('Shuffle' has no custom actions)"#,
      #"say "show actions for Rename": ‹numbers on the 3 items named 'rename'› (3 items are named 'rename': say a number to choose one)"#,
      #"say "3": ‹actions for 'Rename': 1 Duplicate, 2 Share› (say an action's number or name)"#,
      #"say "2": [tap] (performed the custom action 'Share' of 'Rename'; the action has no effects in the scene)"#,
      #"say "show actions for 3": ‹actions for 'Rename': 1 Duplicate, 2 Share› (say an action's number or name)"#,
      #"say "Duplicate": [tap] (performed the custom action 'Duplicate' of 'Rename')"#,
      #"say "Duplicate" → announcement: (announced 'Duplicated', not heard: Voice Control does not speak)"#,
    ])
  }

  /// The content's extent that scrolls use is kept per state (`SceneRuntime.contentBottom`):
  /// an edit that shortens the content (a section hidden) is seen by the next scroll, and
  /// showing it again brings the extent back.
  @Test func scrollingFollowsTheContentAfterAnEdit() {
    let rows = (0..<30).map { i in #"{ text: "Row \#(i)", height: 60 }"# }.joined(separator: ", ")
    let scene = loadScene("""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { toggle: "Show more", on: true, id: "more", onActivate: [{ hide: "extra" }] },
        { vstack: [\(rows)], id: "extra" },
      ] } }] }
      """)
    let lines = say(scene, ["scroll down", "scroll to top", "tap Show more", "scroll down"]).dropFirst()
    #expect(lines.first?.hasPrefix(#"say "scroll down": (scrolled down, showing "#) == true, "\(lines)")
    #expect(lines.dropFirst().first?.hasPrefix(#"say "scroll to top": (scrolled to top, showing 0–"#) == true, "\(lines)")
    #expect(lines.last == #"say "scroll down": (the screen's content fits: nothing scrolls)"#, "\(lines)")
  }

  @Test func goBackSwipeScrollAndSleep() {
    let lines = say(Self.playlists, ["go back", "tap Rename", "2", "go back", "swipe left", "scroll down", "go to sleep", "tap Shuffle", "wake up", "go home", "type hello"]).dropFirst()
    #expect(Array(lines) == [
      #"say "go back": (nothing to go back to: no presented screen to dismiss and no previous screen)"#,
      #"say "tap Rename": ‹numbers on the 3 items named 'rename'› (3 items are named 'rename': say a number to choose one)"#,
      #"say "2": [tap] (tapped 'Rename' (2 of 3))"#,
      #"say "2" → screenChanged: [screen changed] [slide in] (the screen changed: 2 items respond)"#,
      #"say "go back": (went back (accessibilityPerformEscape))"#,
      #"say "go back" → screenChanged: [screen changed] [slide out] (back on the screen that opened it; the screen changed: 6 items respond)"#,
      #"say "swipe left": (swiped left in the middle of the screen: nothing there recognises it, so nothing happens)"#,
      #"say "scroll down": (the screen's content fits: nothing scrolls)"#,
      #"say "go to sleep": ‹asleep› (asleep: say "wake up" to listen again)"#,
      #"say "tap Shuffle": ‹asleep› (asleep: only "wake up" is heard)"#,
      #"say "wake up": (listening again)"#,
      #"say "go home": ('go home' leaves the app; axsim stays on the scene)"#,
      #"say "type hello": ('type hello' is dictation: typing and text editing are not simulated)"#,
    ])
  }

  @Test func showMeWhatToSay() {
    #expect(say(Self.playlists, ["show me what to say"]).last
      == #"say "show me what to say": (say "tap Ride", "tap Shuffle"; 4 items need their numbers: "show numbers", then "tap N"; also "show numbers", "show names", "show grid")"#)
  }

  /// Handing over keeps the element: VoiceOver's cursor becomes Voice Control's place, and
  /// back.
  @Test func handOverKeepsThePlace() {
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.playlists)))
    _ = sim.start()
    _ = sim.perform(.voiceOver(.focus(Self.playlists.ids["shuffle"]!)))
    let events = sim.perform(.use(.voiceControl))
    #expect(sim.technology == .voiceControl)
    #expect(sim.focusedElement == Self.playlists.ids["shuffle"])
    #expect(events.first?.cause == .command("use:voice-control"))
    _ = sim.perform(.voiceControl(VoiceControlCommand("tap Ride")))
    _ = sim.perform(.use(.voiceOver))
    #expect(sim.voiceOver.focus == Self.playlists.ids["ride"])
  }

  /// A phrase from another technology hands over first, like the others' commands.
  @Test func sayingHandsOverFromAnotherTechnology() {
    let lines = say(Self.playlists, ["tap Shuffle"], from: .fullKeyboardAccess)
    #expect(lines[1].hasPrefix(#"say "tap Shuffle" → use:voice-control: (listening"#))
    #expect(lines[2] == #"say "tap Shuffle": [tap] (tapped 'Shuffle' (item 6); it is now on)"#)
  }

  /// A label edited by an effect renames the item in the kept index without building it
  /// again; a new tree builds it.
  @Test func theIndexFollowsEdits() {
    let scene = loadScene("""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "Play", id: "play", onActivate: { set: { id: "play", label: "Pause" } } },
        { button: "Stop", id: "stop" },
      ] } }] }
      """)
    #expect(say(scene, ["tap Play", "tap Play", "tap Pause"]).dropFirst() == [
      #"say "tap Play": [tap] (tapped 'Play' (item 1))"#,
      #"say "tap Play": (Not recognized; nothing on the screen is named 'play')"#,
      #"say "tap Pause": [tap] (tapped 'Pause' (item 1))"#,
    ])
    // A relabel made in place (the row keeps its height) keeps the items: the kept index
    // reads again only the relabelled item and the combined row above it.
    var runtime = SceneRuntime(scene: loadScene(CommandCostTests.mail))
    let before = runtime.voiceControlIndex()
    let built = runtime.voiceControlIndexesBuilt
    for (id, label) in [("reply3", "Answer"), ("reply2", "Answer")] {
      _ = runtime.run(.set(ElementRef(id: id, index: runtime.scene.ids[id]!), ElementPatch(label: label)), focus: nil)
    }
    let after = runtime.voiceControlIndex()
    #expect(runtime.voiceControlIndexesBuilt == built, "a relabel in place read every item again")
    #expect(Array(after.items) == Array(before.items))
    let item = { (id: String) in after.items.firstIndex(of: runtime.scene.ids[id]!)! }
    #expect(after.matches("answer") == [item("reply3")])
    #expect(after.matches("sender 2 subject 2 answer") == [item("row2")])
    #expect(after.matches("sender 2 subject 2 reply").isEmpty)
    #expect(after.count(of: "reply") == 3)
    // Brought up to date, it is what building it again gives.
    let rebuilt = SceneRuntime(scene: runtime.scene).voiceControlIndex()
    #expect(rebuilt.items.indices.map(rebuilt.spokenNames) == after.items.indices.map(after.spokenNames))
    #expect(rebuilt.allNames.sorted() == after.allNames.sorted())
    // A hide and a show keep it too: the hidden row's items leave, the later items' numbers
    // move up, and the show puts them back, with no index built again.
    let row2 = runtime.scene.ids["row2"]!
    _ = runtime.run(.set(ElementRef(id: "row2", index: row2), ElementPatch(hidden: true)), focus: nil)
    let hidden = runtime.voiceControlIndex()
    #expect(runtime.voiceControlIndexesBuilt == built, "a hide read every item again")
    #expect(hidden.matches("sender 2 subject 2 answer").isEmpty)
    #expect(Array(hidden.items) == Array(SceneRuntime(scene: runtime.scene).voiceControlIndex().items))
    #expect(hidden.matches("answer") == [item("reply3") - 1], "the items after the hidden row did not move up")
    _ = runtime.run(.set(ElementRef(id: "row2", index: row2), ElementPatch(hidden: false)), focus: nil)
    let shown = runtime.voiceControlIndex()
    #expect(runtime.voiceControlIndexesBuilt == built, "a show read every item again")
    #expect(Array(shown.items) == Array(after.items))
    #expect(shown.matches("answer") == [item("reply3")])
    #expect(shown.matches("sender 2 subject 2 answer") == [item("row2")])
  }
}


/// The label Voice Control's index reads without composing the rest is the one VoiceOver's
/// properties give, for every element of every scene.
@Suite struct CombinedLabelTests {
  @Test func theLabelAloneIsTheComposedLabel() throws {
    let dir = "Scenes"
    for file in try FileManager.default.contentsOfDirectory(atPath: dir).filter({ $0.hasSuffix(".json5") }).sorted() {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))), name: file).scene
      for i in scene.elements.indices {
        #expect(SpokenProperties.label(element: i, in: scene) == SpokenProperties(element: i, in: scene).label, "\(file): element \(i)")
      }
    }
  }
}
