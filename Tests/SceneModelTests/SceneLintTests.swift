import Testing

@testable import SceneModel

/// `axsim check`'s warnings: each rule's true positives with their exact messages, and the
/// cases that used to be warned about wrongly and must stay quiet.
@Suite struct SceneLintTests {
  /// The warnings of a one-screen scene around `root`, as "rule: message; fix".
  static func warnings(_ root: String, settings: String = "{}") -> [String] {
    let source = #"{ format: "axsim-scene/1", settings: \#(settings), screens: [{ id: "s", root: \#(root) }] }"#
    do {
      let scene = try SceneLoader.load(bytes: Array(source.utf8), name: "t.json5").scene
      return SceneLint.findings(for: scene).map { "\($0.rule.rawValue): \($0.diagnostic.message); \($0.diagnostic.fix)" }
    } catch {
      Issue.record("scene failed to load: \(error.description)")
      return []
    }
  }

  // MARK: Former false positives

  @Test func hintOnlyButtonIsNamedByItsHintNotSilent() {
    #expect(Self.warnings(#"{ vstack: [{ button: { hint: "Opens settings" }, id: "gear" }] }"#) == [
      "control-named-by-hint: button 'gear' has no label, so VoiceOver speaks its hint 'Opens settings' in place of a name and Voice Control has no name for it; write label: \"Gear\" naming it, and keep the hint for what it does",
    ])
  }

  @Test func untitledTabIsWarnedAboutItsLabel() {
    let w = Self.warnings(#"{ vstack: [{ tabBar: [{ tab: "Home" }, { tab: "Search" }, { tab: "Inbox" }, { tab: { }, id: "more" }, { tab: "Settings" }, { tab: "Profile" }] }] }"#)
    #expect(w == [
      "tab-without-label: tab 'more' has no label, so VoiceOver says only 'Tab. 4 of 6.'; write label: \"More\" naming the tab",
    ])
  }

  @Test func unlabelledImageInsideAnIgnoredGroupIsNeverReached() {
    #expect(Self.warnings(#"{ vstack: [{ group: [{ image: "star" }, { text: "4.5" }], grouping: "ignore", label: "Rated 4.5 stars" }] }"#) == [])
    #expect(Self.warnings(#"{ vstack: [{ group: [{ image: "star" }], hidden: true }] }"#) == [])
  }

  @Test func elementWithHiddenChildrenIsClean() {
    // before-after-uikit.md's fix: a card exposed as one element, its children hidden.
    let card = #"{ vstack: [{ group: [{ text: "Running shoes", hidden: true }, { text: "$89", hidden: true }], element: true, label: "Running shoes, $89", traits: ["button"], hint: "Opens product details", onActivate: { announce: "Opened" } }] }"#
    #expect(Self.warnings(card) == [])
  }

  @Test func elementWithReachableChildrenIsWarnedOnce() {
    let w = Self.warnings(#"{ vstack: [{ group: [{ text: "4.5 stars" }, { text: "2,304 ratings", hidden: true }], element: true, label: "Modal View 0" }] }"#)
    #expect(w == [
      "element-hides-children: 'Modal View 0' is an accessibility element and also has 1 child that would be a stop, so VoiceOver reads it as one element and never reaches it; write element: false to reach the children one by one; or write grouping: \"combine\" to read them as one stop on purpose",
    ])
  }

  @Test func namesAreQuotedOnce() {
    let w = Self.warnings(#"{ vstack: [{ element: "Volume", traits: ["adjustable"] }] }"#)
    #expect(w == [
      "adjustable-without-adjustment: 'Volume' is adjustable but nothing changes its value, so swiping up or down does nothing; write min: 0, max: 5 (a range that swiping steps through; named steps, or increment and decrement effects, work too)",
    ])
  }

  // MARK: New rules

  @Test func tapHandlerThatIsNotAnElement() {
    let w = Self.warnings(#"{ vstack: [{ image: "heart", element: false, id: "like", onActivate: { announce: "Liked" } }] }"#)
    #expect(w == [
      "tap-handler-not-element: image 'like' handles taps but is not an accessibility element and holds none, so VoiceOver, Voice Control and item scanning never reach it; write element: true, label: \"Heart\", addTraits: [\"button\"] to make it a button every technology reaches",
    ])
    // A tappable container whose children are stops is reached through them.
    #expect(Self.warnings(#"{ vstack: [{ hstack: [{ text: "Ana" }], onActivate: { announce: "Opened" } }] }"#) == [])
  }

  /// A label or value on a container that is not an element is loaded and never spoken.
  @Test func containerLabelThatIsNeverSpoken() {
    #expect(Self.warnings(#"{ vstack: [{ vstack: [{ text: "12 Main Street" }, { text: "Springfield" }], label: "Shipping address", id: "address" }, { hstack: [{ button: "Buy" }], value: "3 items" }] }"#) == [
      "container-label-not-spoken: 'Shipping address' is a group that is not an accessibility element, so the label 'Shipping address' is loaded but never spoken: VoiceOver reads only the elements inside; remove 'label' and put the words on a header or an element inside it, where they are spoken; or write grouping: \"combine\" to read the whole group as one stop that says them",
      "container-label-not-spoken: 'Buy' is a group that is not an accessibility element, so the value '3 items' is loaded but never spoken: VoiceOver reads only the elements inside; remove 'value' and put the words on a header or an element inside it, where they are spoken; or write grouping: \"combine\" to read the whole group as one stop that says them",
    ])
    // Spoken, or there on purpose: a combined group, an element, a semantic group (its label
    // keeps the children together), a leaf hidden with element: false, a UIKit stepper.
    #expect(Self.warnings(#"{ vstack: [{ vstack: [{ text: "12 Main Street" }], label: "Shipping address", grouping: "combine" }] }"#) == [])
    #expect(Self.warnings(#"{ vstack: [{ vstack: [{ text: "Springfield", hidden: true }], label: "Shipping address", element: true }] }"#) == [])
    #expect(Self.warnings(#"{ vstack: [{ vstack: [{ text: "12 Main Street" }], label: "Shipping address", container: "semanticGroup" }] }"#) == [])
    #expect(Self.warnings(#"{ vstack: [{ image: "divider", label: "divider_line.png", element: false }] }"#) == [])
    #expect(Self.warnings(#"{ vstack: [{ text: "Coffees" }, { stepper: "Coffees", value: 1 }] }"#) == [])
    // Hidden, or inside an element that speaks as one: never reached, never judged.
    #expect(Self.warnings(#"{ vstack: [{ vstack: [{ text: "A" }], label: "Gone", hidden: true }] }"#) == [])
  }

  @Test func smallTouchTarget() {
    #expect(Self.warnings(#"{ vstack: [{ button: "Close", width: 30, height: 30 }] }"#) == [
      "small-touch-target: 'Close' is 30×30 pt, under the 44×44 pt minimum touch target; write width: 44, height: 44 (or keep the icon small and pad the frame around it)",
    ])
    #expect(Self.warnings(#"{ vstack: [{ button: "Close", height: 28 }] }"#) == [
      "small-touch-target: 'Close' is 28 pt tall, under the 44×44 pt minimum touch target; write height: 44 (or keep the icon small and pad the frame around it)",
    ])
    #expect(Self.warnings(#"{ vstack: [{ button: "Close", width: 44, height: 44 }, { text: "Small print", height: 12 }] }"#) == [])
  }

  @Test func labelThatRepeatsTheTrait() {
    #expect(Self.warnings(#"{ vstack: [{ button: "Close button" }] }"#) == [
      "label-repeats-trait: the label 'Close button' ends with 'button', which VoiceOver already says for the trait, so it is heard twice; write label: \"Close\" (the trait says the rest)",
    ])
    #expect(Self.warnings(#"{ vstack: [{ image: "photo", label: "Profile icon" }] }"#) == [
      "label-repeats-trait: the label 'Profile icon' ends with 'icon', which VoiceOver already says for the trait, so it is heard twice; write label: \"Profile\" (the trait says the rest)",
    ])
    // "Button" inside a label that is not a button says nothing twice.
    #expect(Self.warnings(#"{ vstack: [{ text: "Press the button" }] }"#) == [])
  }

  @Test func labelThatEmbedsState() {
    #expect(Self.warnings(#"{ vstack: [{ toggle: "Wi-Fi on", on: true }] }"#) == [
      "label-embeds-state: the label 'Wi-Fi on' carries the state 'on', which goes stale when the state changes; the switch's value says On or Off; write label: \"Wi-Fi\", on: true (the label names it, the state is said apart)",
    ])
    #expect(Self.warnings(#"{ vstack: [{ button: "Large selected" }] }"#) == [
      "label-embeds-state: the label 'Large selected' carries the state 'selected', which goes stale when the state changes; the selected trait says 'Selected'; write label: \"Large\", selected: true (the label names it, the state is said apart)",
    ])
    // A button that turns something on names an action, not a state.
    #expect(Self.warnings(#"{ vstack: [{ button: "Turn Wi-Fi on" }] }"#) == [])
  }

  @Test func duplicateLabelsOnOneScreen() {
    let w = Self.warnings(#"{ vstack: [{ button: "Delete", id: "d1" }, { text: "Delete" }, { button: "delete", id: "d2" }] }"#)
    #expect(w == [
      "duplicate-label: 'd1' and 'd2' have the same name, 'Delete', on screen 's', so Voice Control cannot pick one by saying it; write label: \"Delete 1\" on 'd1', write label: \"delete 2\" on 'd2'; (or give each distinct inputLabels)",
    ])
    // One warning per shared name, on the first, naming three and counting the rest.
    let replies = (1...6).map { #"{ button: "Reply", id: "r\#($0)" }"# }.joined(separator: ", ")
    #expect(Self.warnings(#"{ vstack: [\#(replies), { button: "Forward", id: "f1" }, { button: "Forward", id: "f2" }, { button: "Forward", id: "f3" }] }"#) == [
      "duplicate-label: 'r1', 'r2', 'r3' and 3 more have the same name, 'Reply', on screen 's', so Voice Control cannot pick one by saying it; write label: \"Reply 1\" on 'r1', write label: \"Reply 2\" on 'r2', write label: \"Reply 3\" on 'r3'; and so on for the 3 others (or give each distinct inputLabels)",
      "duplicate-label: 'f1', 'f2' and 'f3' have the same name, 'Forward', on screen 's', so Voice Control cannot pick one by saying it; write label: \"Forward 1\" on 'f1', write label: \"Forward 2\" on 'f2', write label: \"Forward 3\" on 'f3'; (or give each distinct inputLabels)",
    ])
    #expect(Self.warnings(#"{ vstack: [{ button: "Delete", id: "d1" }, { button: "Delete", id: "d2", inputLabels: ["Delete draft"] }] }"#) == [])
  }

  @Test func silentStop() {
    #expect(Self.warnings(#"{ vstack: [{ element: { }, id: "blank" }] }"#) == [
      "silent-stop: group 'blank' is a VoiceOver stop that says nothing: it has no label, value, hint or spoken trait; write label: \"...\" saying what it shows; or, if it is decorative, make it a plain view (a group) rather than an element",
    ])
  }

  @Test func emojiOnlyLabel() {
    #expect(Self.warnings(#"{ vstack: [{ button: "🗑", id: "trash" }] }"#) == [
      "emoji-only-label: the label '🗑' is only emoji or symbols: VoiceOver says 'wastebasket', and a Voice Control user has no word to read off the screen and say; write inputLabels: [\"Wastebasket\"] with the name people will say; or write label: \"Wastebasket\" (a word label)",
    ])
    #expect(Self.warnings(#"{ vstack: [{ button: "🗑", inputLabels: ["Delete"] }, { button: "Delete 🗑" }, { text: "🎉" }] }"#) == [])
  }

  @Test func traitsThatReplaceTheRole() {
    // UIKit's `accessibilityTraits = .selected` on a button.
    #expect(Self.warnings(#"{ vstack: [{ button: "Play", id: "play", traits: ["selected"] }] }"#) == [
      "traits-replaced: 'Play' has traits: [\"selected\"], which replace a button's own traits instead of adding to them: it loses 'button', so VoiceOver no longer says 'Button.' and nothing tells the user it is a control; remove 'traits', write addTraits: [\"selected\"] to keep the button's own traits; or write traits: [\"button\", \"selected\"]; removeTraits: [...] says a trait is dropped on purpose",
    ])
    #expect(Self.warnings(#"{ vstack: [{ tabBar: [{ tab: "Home", traits: ["button", "selected"] }, { tab: "Search" }] }] }"#) == [
      "traits-replaced: 'Home' has traits: [\"button\", \"selected\"], which replace a tab's own traits instead of adding to them: it loses 'tabBarItem', so VoiceOver no longer says 'Tab.'; remove 'traits', write addTraits: [\"selected\"] to keep the tab's own traits; or write traits: [\"button\", \"selected\", \"tabBarItem\"]; removeTraits: [...] says a trait is dropped on purpose",
    ])
    #expect(Self.warnings(#"{ vstack: [{ header: "Inbox", traits: "updatesFrequently" }] }"#) == [
      "traits-replaced: 'Inbox' has traits: [\"updatesFrequently\"], which replace a header's own traits instead of adding to them: it loses 'header', so VoiceOver no longer says 'Heading.'; remove 'traits', write addTraits: [\"updatesFrequently\"] to keep the header's own traits; or write traits: [\"updatesFrequently\", \"header\"]; removeTraits: [...] says a trait is dropped on purpose",
    ])
    // Traits that keep the defaults, traits added, a role dropped on purpose, a new role,
    // text made a heading (staticText is never spoken), an image made a button, a hidden one.
    let quiet = [
      #"{ button: "Play", traits: ["button", "selected"] }"#,
      #"{ button: "Play", addTraits: ["selected"] }"#,
      #"{ button: "Play", selected: true }"#,
      #"{ button: "Play", traits: ["selected"], removeTraits: ["button"] }"#,
      #"{ button: "Terms", traits: ["link"] }"#,
      #"{ text: "Inbox", traits: ["header"] }"#,
      #"{ image: "heart", label: "Like", traits: ["button"] }"#,
      #"{ button: "Play", traits: ["selected"], hidden: true }"#,
    ]
    for element in quiet {
      #expect(Self.warnings("{ vstack: [\(element)] }") == [], "\(element)")
    }
  }

  @Test func traitsReplacedIsAtTheTraitsKey() throws {
    let source = "{ format: \"axsim-scene/1\", screens: [{ id: \"s\", root: { vstack: [\n  { button: \"Play\", traits: [\"selected\"] },\n] } }] }"
    let loaded = try SceneLoader.load(bytes: Array(source.utf8), name: "t.json5")
    let warning = try #require(loaded.warnings.first)
    #expect(warning.path == "screens[0].root.vstack[0].traits")
    let at = loaded.source.location(ofOffset: warning.offset)
    #expect("\(at.line):\(at.column)" == "2:21")
  }

  @Test func decorativeImageExposed() {
    #expect(Self.warnings(#"{ vstack: [{ image: "divider", label: "divider_line.png", id: "rule" }, { image: "photo", label: "bg-gradient" }, { image: "photo", label: "IMG_1234" }, { image: "chevron.right", label: "chevron.right" }, { image: "photo", label: "Background image" }, { image: "photo", label: "Divider" }] }"#) == [
      "decorative-image-exposed: image 'rule' is labelled 'divider_line.png', a file name: VoiceOver stops on it and reads that, which tells the user nothing; write element: false if it only decorates; or write label: \"...\" saying what it shows, if it means something",
      "decorative-image-exposed: an image is labelled 'bg-gradient', an asset name: VoiceOver stops on it and reads that, which tells the user nothing; write element: false if it only decorates; or write label: \"...\" saying what it shows, if it means something",
      "decorative-image-exposed: an image is labelled 'IMG_1234', an asset name: VoiceOver stops on it and reads that, which tells the user nothing; write element: false if it only decorates; or write label: \"...\" saying what it shows, if it means something",
      "decorative-image-exposed: an image is labelled 'chevron.right', a symbol's name: VoiceOver stops on it and reads that, which tells the user nothing; write element: false if it only decorates; or write label: \"...\" saying what it shows, if it means something",
      "decorative-image-exposed: an image is labelled 'Background image', a word that says only that it decorates: VoiceOver stops on it and reads that, which tells the user nothing; write element: false if it only decorates; or write label: \"...\" saying what it shows, if it means something",
      "decorative-image-exposed: an image is labelled 'Divider', a word that says only that it decorates: VoiceOver stops on it and reads that, which tells the user nothing; write element: false if it only decorates; or write label: \"...\" saying what it shows, if it means something",
    ])
    // Meaningful images, a hidden decoration, an image that is a control, and an unlabelled
    // image (image-without-label's, not reported twice).
    #expect(Self.warnings(#"{ vstack: [{ image: "flag.fill", label: "Flagged" }, { image: "person", label: "Photo of Ana Lima" }, { image: "chart", label: "Line chart of sales" }, { image: "wifi", label: "Wi-Fi" }, { image: "divider", label: "divider_line.png", element: false }, { image: "bg", label: "bg-gradient", hidden: true }, { image: "x", label: "ic_close", traits: ["button"] }] }"#) == [])
    #expect(Self.warnings(#"{ vstack: [{ image: "divider" }] }"#).map { $0.prefix(19) } == ["image-without-label"])
  }

  @Test func everyRuleHasAStableKebabCaseName() {
    for rule in SceneLintRule.allCases {
      #expect(rule.rawValue.wholeMatch(of: #/[a-z]+(-[a-z]+)*/#) != nil, "\(rule)")
    }
    #expect(Set(SceneLintRule.allCases.map(\.rawValue)).count == SceneLintRule.allCases.count)
  }
}
