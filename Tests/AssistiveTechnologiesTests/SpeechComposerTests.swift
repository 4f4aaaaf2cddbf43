import AssistiveTechnologies
import SceneModel
import Testing

/// One composition case: properties in, exact spoken text out (voiceover-speech.md §1.1).
struct SpeechCase: CustomTestStringConvertible, Sendable {
  var name: String
  var label: String? = nil
  var value: String? = nil
  var hint: String? = nil
  var traits: Traits = []
  var context: SpeechContext? = nil
  var actions: [String] = []
  var content: [CustomContent] = []
  var iOS = 18
  var hints = true
  var description: String
  var fullText: String? = nil
  var testDescription: String { name }

  var properties: SpokenProperties {
    SpokenProperties(label: label, value: value, hint: hint, traits: traits, actions: actions.map { CustomAction(name: $0, effects: []) }, customContent: content)
  }
}

@Suite struct SpeechComposerTests {
  static let cases: [SpeechCase] = [
    // 1. Base and value.
    .init(name: "label only", label: "Send", description: "Send"),
    .init(name: "label and value use colon-space", label: "Volume", value: "50%", description: "Volume: 50%"),
    .init(name: "value only", value: "50%", description: "50%"),
    .init(name: "empty label and value", label: "", value: "", description: ""),
    .init(name: "back button named Back is dropped", label: "Back", traits: [.button, .backButton], description: "Back Button."),
    .init(name: "back button label compared case-insensitively", label: "BACK", traits: [.button, .backButton], description: "Back Button."),
    .init(name: "back button with a title keeps it", label: "Inbox", traits: [.button, .backButton], description: "Inbox. Back Button."),
    // 4. Selected.
    .init(name: "selected with base", label: "Inbox", traits: [.selected], description: "Selected: Inbox"),
    .init(name: "selected without base", traits: [.selected], description: "Selected."),
    .init(name: "selected keeps its hint", hint: "Opens it", traits: [.selected], description: "Selected.", fullText: "Selected. Opens it"),
    .init(name: "selected with value", label: "Size", value: "Large", traits: [.selected, .button], description: "Selected: Size: Large. Button."),
    // 5. Trait words in order.
    .init(name: "dimmed before button", label: "Pay", traits: [.button, .notEnabled], description: "Pay. Dimmed. Button."),
    .init(name: "keyboard key hides Button", label: "Q", traits: [.button, .keyboardKey], description: "Q"),
    .init(name: "tab bar item hides Button", label: "Home", traits: [.button, .tabBarItem], description: "Home. Tab."),
    .init(name: "tab context hides Button", label: "Home", traits: [.button], context: .tab(index: 1, count: 4), description: "Home. Tab. 1 of 4."),
    .init(name: "switch with button trait", label: "Wi-Fi", value: "1", traits: [.button, .switchButton], description: "Wi-Fi. Switch Button. On.", fullText: "Wi-Fi. Switch Button. On. Double tap to toggle setting."),
    .init(name: "switch off", label: "Wi-Fi", value: "0", traits: [.button, .switchButton], description: "Wi-Fi. Switch Button. Off.", fullText: "Wi-Fi. Switch Button. Off. Double tap to toggle setting."),
    .init(name: "switch mixed", label: "All", value: "2", traits: [.button, .switchButton], description: "All. Switch Button. Mixed.", fullText: "All. Switch Button. Mixed. Double tap to toggle setting."),
    .init(name: "switch without button trait says no Switch Button", label: "Wi-Fi", value: "1", traits: [.switchButton], description: "Wi-Fi. On.", fullText: "Wi-Fi. On. Double tap to toggle setting."),
    .init(name: "switch other value on iOS 17+ verbatim", label: "Fake Label", value: "3", traits: [.switchButton], description: "Fake Label. 3", fullText: "Fake Label. 3. Double tap to toggle setting."),
    .init(name: "switch other value dropped before iOS 17", label: "Fake Label", value: "3", traits: [.switchButton], iOS: 16, description: "Fake Label", fullText: "Fake Label. Double tap to toggle setting."),
    .init(name: "switch value is not read as value", label: "Fake Label", value: "Value", traits: [.button, .switchButton], description: "Fake Label. Switch Button. Value", fullText: "Fake Label. Switch Button. Value. Double tap to toggle setting."),
    .init(name: "text field", label: "Email", traits: [.textEntry], description: "Email. Text Field.", fullText: "Email. Text Field. Double tap to edit."),
    .init(name: "secure text field", label: "Password", traits: [.textEntry, .secureTextField], description: "Password. Secure Text Field.", fullText: "Password. Secure Text Field. Double tap to edit."),
    .init(name: "editing text field", label: "Email", traits: [.textEntry, .isEditing], description: "Email. Text Field. Is editing.", fullText: "Email. Text Field. Is editing. Use the rotor to access Misspelled Words"),
    .init(name: "heading", label: "Settings", traits: [.header], description: "Settings. Heading."),
    .init(name: "link", label: "Terms", traits: [.link], description: "Terms. Link."),
    .init(name: "adjustable", label: "Volume", value: "5", traits: [.adjustable], description: "Volume: 5. Adjustable.", fullText: "Volume: 5. Adjustable. Swipe up or down with one finger to adjust the value."),
    .init(name: "image", label: "Logo", traits: [.image], description: "Logo. Image."),
    .init(name: "search field", label: "Search", traits: [.searchField], description: "Search. Search Field."),
    .init(name: "all words in reference order", label: "X", traits: [.notEnabled, .button, .header, .link, .adjustable, .image, .searchField], description: "X. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field."),
    .init(name: "unspoken traits say nothing", label: "Play", traits: [.playsSound, .staticText, .summaryElement, .updatesFrequently, .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .tabBar], description: "Play"),
    .init(name: "traits alone", traits: [.button], description: "Button."),
    .init(name: "label ending in period gets no second period", label: "Done.", traits: [.button], description: "Done. Button."),
    .init(name: "question mark still gets a period", label: "Forgot password?", traits: [.link], description: "Forgot password?. Link."),
    // 6. Hint promoted.
    .init(name: "hint promoted when nothing else", hint: "Double tap to open", description: "Double tap to open"),
    .init(name: "hint promoted before traits", hint: "Opens menu", traits: [.button], description: "Opens menu. Button."),
    // 8. Contexts.
    .init(name: "series", label: "Day", traits: [.button], context: .series(index: 1, count: 3), description: "Day. Button. 1 of 3."),
    .init(name: "list start", label: "Row", context: .listStart, description: "Row. List Start."),
    .init(name: "list end", label: "Row.", context: .listEnd, description: "Row. List End."),
    .init(name: "landmark start", label: "Nav", context: .landmarkStart, description: "Nav. Landmark."),
    .init(name: "landmark end", label: "Nav", context: .landmarkEnd, description: "Nav. End."),
    .init(name: "list start with an empty description keeps the period", context: .listStart, description: ". List Start."),
    .init(name: "tab with selected and value", label: "Item B", value: "3 items", traits: [.button, .tabBarItem, .selected], context: .tab(index: 2, count: 4), description: "Selected: Item B: 3 items. Tab. 2 of 4."),
    // 9. Hints.
    .init(name: "switch hint", label: "Wi-Fi", value: "1", traits: [.button, .switchButton], description: "Wi-Fi. Switch Button. On.", fullText: "Wi-Fi. Switch Button. On. Double tap to toggle setting."),
    .init(name: "switch hint after custom hint", label: "Wi-Fi", value: "1", hint: "Uses data.", traits: [.button, .switchButton], description: "Wi-Fi. Switch Button. On.", fullText: "Wi-Fi. Switch Button. On. Uses data. Double tap to toggle setting."),
    .init(name: "dimmed switch has no default hint", label: "Wi-Fi", value: "1", traits: [.button, .switchButton, .notEnabled], description: "Wi-Fi. Dimmed. Switch Button. On.", fullText: "Wi-Fi. Dimmed. Switch Button. On."),
    .init(name: "text field hint replaces custom hint", label: "Email", hint: "Your work email", traits: [.textEntry], description: "Email. Text Field.", fullText: "Email. Text Field. Double tap to edit."),
    .init(name: "editing hint", label: "Email", traits: [.textEntry, .isEditing], description: "Email. Text Field. Is editing.", fullText: "Email. Text Field. Is editing. Use the rotor to access Misspelled Words"),
    .init(name: "text area hint", label: "Notes", traits: [.textEntry, .textArea], description: "Notes. Text Field.", fullText: "Notes. Text Field. Double tap to edit., Use the rotor to access Misspelled Words"),
    .init(name: "adjustable hint", label: "Volume", value: "5", traits: [.adjustable], description: "Volume: 5. Adjustable.", fullText: "Volume: 5. Adjustable. Swipe up or down with one finger to adjust the value."),
    .init(name: "adjustable hint after custom hint without its period", label: "Volume", hint: "Sets loudness.", traits: [.adjustable], description: "Volume. Adjustable.", fullText: "Volume. Adjustable. Sets loudness. Swipe up or down with one finger to adjust the value."),
    .init(name: "adjustable hint suppressed when dimmed", label: "Volume", traits: [.adjustable, .notEnabled], description: "Volume. Dimmed. Adjustable.", fullText: "Volume. Dimmed. Adjustable."),
    .init(name: "adjustable hint suppressed for hint-only element", hint: "Speed", traits: [.adjustable], description: "Speed. Adjustable.", fullText: "Speed. Adjustable."),
    .init(name: "custom hint after a pause", label: "Send", hint: "Sends the message", traits: [.button], description: "Send. Button.", fullText: "Send. Button. Sends the message"),
    .init(name: "hints off", label: "Send", hint: "Sends the message", traits: [.button], hints: false, description: "Send. Button.", fullText: "Send. Button."),
    .init(name: "custom-action hint after the element's hint, then actions available", label: "Row", hint: "Opens it", actions: ["Delete"], description: "Row", fullText: "Row. Opens it. Swipe up or down to select a custom action, then double tap to activate. Actions Available"),
    .init(name: "custom-action hint alone", label: "Row", actions: ["Delete"], description: "Row", fullText: "Row. Swipe up or down to select a custom action, then double tap to activate. Actions Available"),
    .init(name: "no custom-action hint with hints off", label: "Row", hint: "Opens it", actions: ["Delete"], hints: false, description: "Row", fullText: "Row. Actions Available"),
    .init(name: "high-importance content spoken, default content announced", label: "Photo", content: [CustomContent(label: "Date", value: "Today", isHighImportance: true), CustomContent(label: "Size", value: "2 MB", isHighImportance: false)], description: "Photo", fullText: "Photo. Date: Today. More Content Available"),
  ]

  @Test(arguments: cases)
  func composesDescription(_ c: SpeechCase) {
    let options = SpeechComposer.Options(speakHints: c.hints, iOSVersion: c.iOS)
    let result = SpeechComposer.compose(c.properties, context: c.context, options: options)
    #expect(result.descriptionText == c.description)
    let full = result.spokenParts(includeHint: c.hints).map(\.text).joined()
    #expect(full == (c.fullText ?? c.description))
  }

  @Test func partsAreTyped() {
    let p = SpokenProperties(label: "Volume", value: "5", hint: nil, traits: [.adjustable, .selected])
    let parts = SpeechComposer.compose(p, context: nil).description.filter { $0.kind != .punctuation }
    #expect(parts.map(\.kind) == [.selected, .label, .value, .traits])
    #expect(parts.map(\.text) == ["Selected: ", "Volume", "5", "Adjustable."])
  }
}
