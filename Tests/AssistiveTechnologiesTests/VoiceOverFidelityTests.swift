import AssistiveTechnologies
import SceneModel
import Testing

/// Per-iOS-version speech (voiceover-speech.md §1.5), emoji spoken by name, how speech is
/// queued and cut off within a step, and focus after presenting a screen.
@Suite struct VoiceOverFidelityTests {
  // MARK: iOS versions

  struct VersionCase: CustomTestStringConvertible, Sendable {
    var iOS: Int
    var traits: Traits
    var value: String
    var description: String
    var testDescription: String { "iOS \(iOS) \(value)" }
  }

  /// The reference's device captures: iOS 16.4 drops a switch value other than 0/1/2;
  /// 17.5, 18.5 and 26.2 append it verbatim.
  static let switchCases: [VersionCase] = [
    .init(iOS: 12, traits: [.switchButton], value: "3", description: "Fake Label"),
    .init(iOS: 13, traits: [.switchButton], value: "3", description: "Fake Label"),
    .init(iOS: 16, traits: [.switchButton], value: "3", description: "Fake Label"),
    .init(iOS: 17, traits: [.switchButton], value: "3", description: "Fake Label. 3"),
    .init(iOS: 18, traits: [.switchButton], value: "3", description: "Fake Label. 3"),
    .init(iOS: 26, traits: [.switchButton], value: "3", description: "Fake Label. 3"),
    .init(iOS: 16, traits: [.button, .switchButton], value: "Value", description: "Fake Label. Switch Button."),
    .init(iOS: 17, traits: [.button, .switchButton], value: "Value", description: "Fake Label. Switch Button. Value"),
    .init(iOS: 26, traits: [.button, .switchButton], value: "Value", description: "Fake Label. Switch Button. Value"),
    .init(iOS: 12, traits: [.button, .switchButton], value: "1", description: "Fake Label. Switch Button. On."),
    .init(iOS: 26, traits: [.button, .switchButton], value: "1", description: "Fake Label. Switch Button. On."),
  ]

  @Test(arguments: switchCases)
  func switchValueByVersion(_ c: VersionCase) {
    let p = SpokenProperties(label: "Fake Label", value: c.value, hint: nil, traits: c.traits)
    let r = SpeechComposer.compose(p, context: nil, options: .init(iOSVersion: c.iOS))
    #expect(r.descriptionText == c.description)
  }

  /// The reference's iOS 12.4 capture reads an overridden tab bar item with no value or hint
  /// ("Item E. Tab. 5 of 6."); iOS 13 and later read them ("Label: Value. Tab. 5 of 6.",
  /// hint "Hint"). A scene's tab has no title apart from its label, so the label stays.
  @Test(arguments: [(12, "Label. Tab. 5 of 6.", ""), (13, "Label: Value. Tab. 5 of 6.", "Hint"), (26, "Label: Value. Tab. 5 of 6.", "Hint")])
  func tabBarItemByVersion(_ iOS: Int, _ description: String, _ hint: String) {
    let scene = screenScene(#"""
      { vstack: [{ tabBar: [{ tab: "Item A" }, { tab: "Item B" }, { tab: "Item C" }, { tab: "Item D" },
        { tab: { label: "Label", value: "Value", hint: "Hint" }, id: "e" }, { tab: "Item F" }] }] }
      """#)
    let vo = VoiceOver(runtime: SceneRuntime(scene: scene), options: .init(iOSVersion: iOS))
    let r = vo.composition(for: scene.ids["e"]!)
    #expect(r.descriptionText == description)
    #expect(r.hintText == hint)
  }

  @Test func theDefaultIsTheNewestVersion() {
    #expect(IOSVersion.newest == 26)
    #expect(SpeechComposer.Options().iOSVersion == 26)
    #expect(SceneSettings().iosVersion == 26)
    let scene = loadScene(#"{ format: "axsim-scene/1", settings: { iosVersion: 16 }, screens: [{ id: "s", root: { vstack: [{ element: "Mode", traits: ["button", "switchButton"], value: "Auto", id: "mode" }] } }] }"#)
    let vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    #expect(vo.options.iOSVersion == 16)
    // A custom toggle (UISwitch itself never speaks a value): iOS 16 drops the other value.
    #expect(vo.composition(for: scene.ids["mode"]!).descriptionText == "Mode. Switch Button.")
  }

  /// What `check` says an untitled tab or an unlabelled button speaks is what VoiceOver speaks.
  @Test func checkQuotesWhatVoiceOverSays() {
    let scene = screenScene(#"""
      { vstack: [{ button: { }, id: "bare" }, { tabBar: [{ tab: "Home" }, { tab: { }, id: "more" }, { tab: "Profile" }] }] }
      """#)
    let vo = VoiceOver(runtime: SceneRuntime(scene: scene), options: .init(speakHints: false))
    let messages = SceneLint.warnings(for: scene).map(\.message)
    for id in ["bare", "more"] {
      let spoken = vo.speech(for: scene.ids[id]!).map(\.text).joined()
      let name = scene.findingName(of: scene.ids[id]!).quoted
      #expect(messages.contains { $0.hasPrefix(name) && $0.hasSuffix("says only '\(spoken)'") }, "\(id) speaks '\(spoken)'; check says \(messages)")
    }
  }

  // MARK: Emoji and symbols

  @Test(arguments: [
    ("🗑", "wastebasket"),
    ("Delete🗑", "Delete wastebasket"),
    ("🗑 Delete", "wastebasket Delete"),
    ("❤️", "red heart"),
    ("👍🏽 Nice", "thumbs up: medium skin tone Nice"),
    ("Café ☕️", "Café hot beverage"),
    ("Done ✓", "Done checkmark"),
    ("72° outside", "72 degrees outside"),
    ("Plain text, 100% (ok)", "Plain text, 100% (ok)"),
  ])
  func symbolsAreSpokenByName(_ text: String, _ spoken: String) {
    #expect(SymbolNames.spoken(text) == spoken)
  }

  @Test func labelEmojiIsSpokenInTheDescription() {
    let p = SpokenProperties(label: "🗑", value: nil, hint: nil, traits: [.button])
    #expect(SpeechComposer.compose(p, context: nil).descriptionText == "wastebasket. Button.")
  }

  @Test func announcementsSpeakEmojiByName() {
    let scene = screenScene(#"{ vstack: [{ button: "Like", onActivate: { announce: "Liked ❤️" } }] }"#)
    #expect(transcript(scene, "activate").last == "activate → announcement: Liked red heart")
  }

  @Test func onlySymbolsIsDetected() {
    #expect(SymbolNames.isOnlySymbols("🗑"))
    #expect(SymbolNames.isOnlySymbols("👍🏽 ❤️"))
    #expect(!SymbolNames.isOnlySymbols("Delete 🗑"))
    #expect(!SymbolNames.isOnlySymbols(""))
    #expect(!SymbolNames.isOnlySymbols("+"))
  }

  // MARK: Speech in progress

  @Test func anAnnouncementCutsOffTheNewStateAndAScreenChangeCutsOffTheAnnouncement() {
    let scene = screenScene(#"""
      { vstack: [{ toggle: "Wi-Fi", id: "w", onActivate: [{ announce: "Wi-Fi is on" }, { layoutChanged: "w" }] }] }
      """#)
    #expect(transcript(scene, "activate", hints: false) == [
      "screenChanged: [screen changed] Wi-Fi. Switch Button. Off.",
      "activate: [activate]",
      "activate: On. [cut off: interrupted by an announcement]",
      "activate → announcement: Wi-Fi is on [cut off: interrupted by the layout change]",
      "activate → layoutChanged: Wi-Fi. Switch Button. On.",
    ])
  }

  @Test func aQueuedAnnouncementWaitsAndIsHeardOut() {
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [
        { id: "a", root: { vstack: [{ toggle: "Wi-Fi", id: "w", onActivate: [{ announce: { text: "Wi-Fi is on", queue: true } }, { push: "b" }] }] } },
        { id: "b", root: { vstack: [{ header: "Networks" }] } }] }
      """#)
    // The screen change cuts off "On." (still being spoken when it came); the queued
    // announcement waited for it and is heard, then the new screen.
    #expect(transcript(scene, "activate", hints: false) == [
      "screenChanged: [screen changed] Wi-Fi. Switch Button. Off.",
      "activate: [activate]",
      "activate: On. [cut off: interrupted by the screen change]",
      "activate → announcement: Wi-Fi is on",
      "activate → screenChanged: [screen changed] Networks. Heading.",
    ])
  }

  @Test func readAllIsNotCutOff() {
    let scene = screenScene(#"{ vstack: [{ text: "One" }, { text: "Two" }, { text: "Three" }] }"#)
    #expect(transcript(scene, "read-all") == [
      "screenChanged: [screen changed] One",
      "read-all: One",
      "read-all: Two",
      "read-all: Three [end of read all]",
    ])
  }

  @Test func cutOffIsInTheJSONTranscript() {
    let scene = screenScene(#"{ vstack: [{ button: "Go", onActivate: [{ announce: "Going" }, { announce: { text: "Gone", queue: true } }, "screenChanged"] }] }"#)
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    let lines = vo.perform(.activate).map { Transcript.jsonObject($0, scene: scene) }
    #expect(lines.contains { $0.contains(#""text":"Going""#) && $0.contains(#""cutOff":true,"cutOffBy":"screenChanged""#) && !$0.contains("cutOffByUser") })
    #expect(lines.contains { $0.contains(#""text":"Gone""#) && $0.contains(#""queued":true"#) && !$0.contains("cutOff") })
  }

  // MARK: Presenting

  @Test func presentingAScreenThatIsNotModalFocusesItsFirstStop() {
    let scene = loadScene(#"""
      { format: "axsim-scene/1", screens: [
        { id: "a", root: { vstack: [{ header: "Cart" }, { button: "Gift options", onActivate: { present: "panel" } }] } },
        { id: "panel", root: { sheet: [{ header: "Gift options" }, { button: "Done", onActivate: "dismiss" }], modal: false, frame: [0, 560, 393, 258] } }] }
      """#)
    #expect(transcript(scene, "next activate previous", hints: false) == [
      "screenChanged: [screen changed] Cart. Heading.",
      "next: Gift options. Button.",
      "activate: [activate]",
      "activate → screenChanged: [screen changed] Gift options. Heading.",
      "previous: Gift options. Button.",
    ])
  }
}
