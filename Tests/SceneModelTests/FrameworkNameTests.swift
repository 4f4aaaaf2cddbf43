import Foundation
import Testing

@testable import SceneModel

@Suite("UIKit and SwiftUI names in scenes")
struct FrameworkNameTests {
  /// Loads a one-element scene and returns its one message, from the element's path on.
  static func message(forElement element: String) -> String {
    let text = """
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        \(element),
      ] } }] }
      """
    do {
      _ = try SceneLoader.load(bytes: Array(text.utf8), name: "s.json5")
      Issue.record("a scene with \(element) loaded")
      return ""
    } catch {
      let lines = error.description.split(separator: "\n")
      #expect(lines.count == 1, "one message for \(element):\n\(error.description)")
      let line = String(lines.first ?? "")
      guard let range = line.range(of: "screens[0].root.vstack[0]") else { return line }
      return String(line[range.upperBound...])
    }
  }

  /// Loads a one-button scene with `key: true` on the button and returns the one message.
  static func message(forKey key: String) throws -> String {
    let quoted = "\"" + key + "\""
    let text = """
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        { button: "Send", \(quoted): true },
      ] } }] }
      """
    do {
      _ = try SceneLoader.load(bytes: Array(text.utf8), name: "s.json5")
      Issue.record("a scene with \(key) loaded")
      return ""
    } catch {
      return error.description
    }
  }

  /// The names scene authors type by habit (the issue's thirty and more), each with the
  /// whole message it gets: the scene key or construct that does its job, with an example,
  /// or a plain "no equivalent" and what to write instead.
  static let commonMistakes: [(String, String)] = [
    ("{ button: \"Send\", onTapGesture: true }",
     ".onTapGesture: unknown key 'onTapGesture' in 'button'; did you mean 'onActivate' (SwiftUI's .onTapGesture(perform:))? a double tap (a switch's Tap, the keyboard's Space) runs it: write onActivate: { push: \"message\" } with what the tap does"),
    ("{ button: \"Send\", onTap: true }",
     ".onTap: unknown key 'onTap' in 'button'; did you mean 'onActivate' (a tap handler)? a double tap (a switch's Tap, the keyboard's Space) runs it: write onActivate: { push: \"message\" } with what the tap does"),
    ("{ button: \"Send\", onClick: true }",
     ".onClick: unknown key 'onClick' in 'button'; did you mean 'onActivate' (a tap handler)? a double tap (a switch's Tap, the keyboard's Space) runs it: write onActivate: { push: \"message\" } with what the tap does"),
    ("{ button: \"Send\", action: true }",
     ".action: unknown key 'action' in 'button'; did you mean 'onActivate' (SwiftUI's Button(action:))? write onActivate: { announce: \"Sent\" } with what the button does (actions: is for custom actions, chosen with the Actions rotor)"),
    ("{ button: \"Send\", onLongPress: true }",
     ".onLongPress: unknown key 'onLongPress' in 'button'; did you mean 'gestures' (SwiftUI's .onLongPressGesture(perform:))? write gestures: { longPress: { present: \"options\" } }; VoiceOver cannot perform it, so add actions: [{ name: \"Options\", onActivate: { present: \"options\" } }] too"),
    ("{ button: \"Send\", onLongPressGesture: true }",
     ".onLongPressGesture: unknown key 'onLongPressGesture' in 'button'; did you mean 'gestures' (SwiftUI's .onLongPressGesture(perform:))? write gestures: { longPress: { present: \"options\" } }; VoiceOver cannot perform it, so add actions: [{ name: \"Options\", onActivate: { present: \"options\" } }] too"),
    ("{ button: \"Send\", contextMenu: [] }",
     ".contextMenu: unknown key 'contextMenu' in 'button'; did you mean 'actions' and 'gestures' (SwiftUI's .contextMenu(menuItems:))? write its items as custom actions, which VoiceOver users can reach: actions: [\"Reply\", \"Delete\"], and the long press that opens it as gestures: { longPress: ... }"),
    ("{ cell: [\"Ana\"], swipeActions: [] }",
     ".swipeActions: unknown key 'swipeActions' in 'cell'; did you mean 'actions' and 'gestures' (SwiftUI's .swipeActions(edge:content:))? a row's swipe actions are custom actions for VoiceOver and a swipe for a finger: write actions: [\"Archive\", \"Delete\"] and gestures: { swipeLeft: [{ show: \"archive\" }] }"),
    ("{ button: \"Send\", gesture: true }",
     ".gesture: unknown key 'gesture' in 'button'; did you mean 'gestures' (SwiftUI's .gesture(_:))? write gestures: { swipeLeft: { show: \"delete\" } } (swipeLeft, swipeRight, swipeUp, swipeDown, longPress, doubleTap)"),
    ("{ button: \"Send\", push: \"detail\" }",
     ".push: unknown key 'push' in 'button'; did you mean 'onActivate' (the effect 'push')? effects go under the gesture that runs them: onActivate: { push: \"detail\" }"),
    ("{ button: \"Send\", navigationDestination: \"detail\" }",
     ".navigationDestination: unknown key 'navigationDestination' in 'button'; did you mean 'onActivate' (SwiftUI's .navigationDestination(for:destination:))? push the scene's screen from the element that opens it: onActivate: { push: \"detail\" }"),
    ("{ text: \"Hi\", onAppear: true }",
     ".onAppear: unknown key 'onAppear' in 'text'; SwiftUI's .onAppear(perform:) has no equivalent in a scene: a screen shows what its file says when it appears; say what happens on arrival with the effect that brings it: onActivate: [{ push: \"detail\" }, { announce: \"Loaded\" }]"),
    ("{ text: \"Hi\", font: \"title\" }",
     ".font: unknown key 'font' in 'text'; did you mean 'style' (UIKit's font)? write style: \"headline\" (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2); fixedSize: true for a size that does not scale"),
    ("{ text: \"Hi\", numberOfLines: 2 }",
     ".numberOfLines: unknown key 'numberOfLines' in 'text'; did you mean 'lines' (UIKit's numberOfLines)? write lines: 2 (0 is no limit)"),
    ("{ text: \"Hi\", lineLimit: 2 }",
     ".lineLimit: unknown key 'lineLimit' in 'text'; did you mean 'lines' (SwiftUI's .lineLimit(_:))? write lines: 2 (0 is no limit)"),
    ("{ text: \"Hi\", color: \"red\" }",
     ".color: unknown key 'color' in 'text'; did you mean 'foreground' (the text colour)? write foreground: \"systemRed\" (or \"#D70015\") for the text colour, background: for the fill behind"),
    ("{ text: \"Hi\", foregroundColor: \"red\" }",
     ".foregroundColor: unknown key 'foregroundColor' in 'text'; did you mean 'foreground' (SwiftUI's .foregroundColor(_:))? write foreground: \"systemRed\" (or \"#D70015\") for the text colour, background: for the fill behind"),
    ("{ text: \"Hi\", textColor: \"red\" }",
     ".textColor: unknown key 'textColor' in 'text'; did you mean 'foreground' (UIKit's textColor)? write foreground: \"systemRed\" (or \"#D70015\") for the text colour, background: for the fill behind"),
    ("{ text: \"Hi\", backgroundColor: \"red\" }",
     ".backgroundColor: unknown key 'backgroundColor' in 'text'; did you mean 'background' (UIKit's backgroundColor)? write background: \"systemBlue\" (or \"#0A84FF\")"),
    ("{ text: \"Hi\", opacity: 0 }",
     ".opacity: unknown key 'opacity' in 'text'; SwiftUI's .opacity(_:) has no equivalent in a scene: a transparent view is still read by VoiceOver; write hidden: true to hide it from every technology"),
    ("{ image: \"x\", decorative: true }",
     ".decorative: unknown key 'decorative' in 'image'; did you mean 'element' (SwiftUI's Image(decorative:))? write element: false: a decorative image is no stop ({ image: \"sparkles\", element: false })"),
    ("{ image: \"x\", alt: \"Logo\" }",
     ".alt: unknown key 'alt' in 'image'; did you mean 'label' (HTML's alt)? write label: \"Company logo\" on the image, or element: false when it is decoration"),
    ("{ button: \"Send\", role: \"destructive\" }",
     ".role: unknown key 'role' in 'button'; SwiftUI's Button(role:) is written differently in a scene: an element's role is its kind or its traits ({ button: \"Delete\" }, traits: [\"button\"]); a destructive or cancel role is not spoken, so say it in the label or hint: hint: \"Deletes the message.\""),
    ("{ vstack: [], children: [] }",
     ".children: unknown key 'children' in 'vstack'; UIKit's subviews is written differently in a scene: children go in the array after a container's kind: { vstack: [{ text: \"A\" }, { button: \"B\" }] }"),
    ("{ button: \"Send\", title: \"Send\" }",
     ".title: unknown key 'title' in 'button'; UIKit's setTitle(_:for:) is written differently in a scene: a button's title is the string after its kind: { button: \"Send\" } (and label: is what VoiceOver says when it differs)"),
    ("{ button: \"Send\", systemImage: \"paperplane\" }",
     ".systemImage: unknown key 'systemImage' in 'button'; did you mean 'symbol' (SwiftUI's Label(_:systemImage:))? write symbol: \"pencil\"; { button: \"Edit\", symbol: \"pencil\" } draws both"),
    ("{ button: \"Send\", disabled: true }",
     ".disabled: unknown key 'disabled' in 'button'; did you mean 'enabled' (SwiftUI's .disabled(_:))? write enabled: false"),
    ("{ button: \"Send\", isHidden: true }",
     ".isHidden: unknown key 'isHidden' in 'button'; did you mean 'hidden' (UIKit's isHidden)? write hidden: true (skipped by every technology and taking no room, as a hidden view)"),
    ("{ toggle: \"Wi-Fi\", isOn: true }",
     ".isOn: unknown key 'isOn' in 'toggle'; did you mean 'on' (UIKit's isOn)? write on: true"),
    ("{ button: \"Send\", tag: 1 }",
     ".tag: unknown key 'tag' in 'button'; did you mean 'id' (UIKit's tag)? write id: \"send\"; effects and order: refer to elements by id"),
    ("{ textField: \"Email\", keyboardType: \"email\" }",
     ".keyboardType: unknown key 'keyboardType' in 'textField'; UIKit's keyboardType has no equivalent in a scene: axsim does not model the on-screen keyboard; a text field's traits and hint come from its kind ({ textField: \"Email\" })"),
    ("{ textField: \"Password\", isSecureTextEntry: true }",
     ".isSecureTextEntry: unknown key 'isSecureTextEntry' in 'textField'; UIKit's isSecureTextEntry is written differently in a scene: a secure field is a kind of its own: { secureField: \"Password\" }"),
    ("{ segmented: [\"A\", \"B\"], selectedSegmentIndex: 1 }",
     ".selectedSegmentIndex: unknown key 'selectedSegmentIndex' in 'segmented'; did you mean 'selectedIndex' (UIKit's selectedSegmentIndex)? write selectedIndex: 1 (counted from 0)"),
    ("{ slider: \"Volume\", minimumValue: 0 }",
     ".minimumValue: unknown key 'minimumValue' in 'slider'; did you mean 'min' (UIKit's minimumValue)? write min: 0"),
    ("{ button: \"Send\", isUserInteractionEnabled: false }",
     ".isUserInteractionEnabled: unknown key 'isUserInteractionEnabled' in 'button'; did you mean 'respondsToUserInteraction' (UIKit's isUserInteractionEnabled)? write respondsToUserInteraction: false: Switch Control and the keyboard skip it, VoiceOver still reads it"),
    ("{ text: \"Hi\", textAlignment: \"center\" }",
     ".textAlignment: unknown key 'textAlignment' in 'text'; UIKit's textAlignment has no equivalent in a scene: alignment inside a text changes neither what is spoken nor the reading order; alignment: places a stack's children"),
    ("{ button: \"Send\", \"aria-label\": \"Send\" }",
     ".'aria-label': unknown key 'aria-label' in 'button'; did you mean 'label' (ARIA's aria-label)? write label: \"Close\""),
    ("{ button: \"Send\", accessibilityRole: \"button\" }",
     ".accessibilityRole: unknown key 'accessibilityRole' in 'button'; React Native's accessibilityRole is written differently in a scene: an element's role is its kind or its traits: { button: \"Send\" }, or traits: [\"header\"]"),
    ("{ vstack: [], navigationTitle: \"Inbox\" }",
     ".navigationTitle: unknown key 'navigationTitle' in 'vstack'; SwiftUI's .navigationTitle(_:) is written differently in a scene: a screen's title is its navigation bar, first in its root: { navigationBar: \"Inbox\" } (and title: on the screen names it for axsim)"),
    ("{ button: \"Send\", \".accessibilityLabel(_:)\": \"Send\" }",
     ".'.accessibilityLabel(_:)': unknown key '.accessibilityLabel(_:)' in 'button'; did you mean 'label' (SwiftUI's .accessibilityLabel(_:))?"),
  ]

  @Test("each common framework name gets its scene key or construct", arguments: commonMistakes.indices)
  func commonMistake(_ i: Int) {
    let (element, expected) = Self.commonMistakes[i]
    let message = Self.message(forElement: element)
    #expect(message == expected, "for \(element)")
    #expect(!message.contains("remove it"))
  }

  /// Every element that starts with something other than a kind: the word is named and the
  /// kind (or construct) to write is suggested.
  static let unknownKinds: [(String, String)] = [
    ("{ imag: \"x\" }",
     ".imag: unknown element kind 'imag'; did you mean 'image'?"),
    ("{ Button: \"x\" }",
     ".Button: unknown element kind 'Button'; kinds are written in lower camel case: did you mean 'button'?"),
    ("{ carousel: [] }",
     ".carousel: unknown element kind 'carousel'; a carousel has no kind of its own: write { hstack: [...], motion: \"carousel\" } (or motion: { kind: \"carousel\", pages: [...] })"),
    ("{ VStack: [] }",
     ".VStack: unknown element kind 'VStack'; kinds are written in lower camel case: did you mean 'vstack'?"),
    ("{ UILabel: \"Hi\" }",
     ".UILabel: unknown element kind 'UILabel'; in a scene, UIKit's UILabel is { text: \"Hello\" }"),
    ("{ Text: \"Hi\" }",
     ".Text: unknown element kind 'Text'; in a scene, SwiftUI's Text is { text: \"Hello\" }"),
    ("{ Label: \"Inbox\" }",
     ".Label: unknown element kind 'Label'; in a scene, SwiftUI's Label is { text: \"Inbox\" }, or { button: \"Edit\", symbol: \"pencil\" } for an icon and title"),
    ("{ ProgressView: true }",
     ".ProgressView: unknown element kind 'ProgressView'; SwiftUI's ProgressView has no kind of its own: write { element: true, label: \"Loading\", motion: \"spinner\" }"),
    ("{ Divider: true }",
     ".Divider: unknown element kind 'Divider'; SwiftUI's Divider has no equivalent in a scene: it is no accessibility element, so nothing is written for it ({ spacer: true } keeps its room)"),
    ("{ NavigationLink: \"Details\" }",
     ".NavigationLink: unknown element kind 'NavigationLink'; SwiftUI's NavigationLink has no kind of its own: write { button: \"Details\", onActivate: { push: \"details\" } }"),
    ("{ UITableViewCell: [] }",
     ".UITableViewCell: unknown element kind 'UITableViewCell'; in a scene, UIKit's UITableViewCell is { cell: [\"Ana Lima\", \"9:41\"], grouping: \"combine\" }"),
    ("{ checkbox: \"Remember me\" }",
     ".checkbox: unknown element kind 'checkbox'; in a scene, a checkbox is { toggle: \"Remember me\", on: false }"),
    ("{ row: [] }",
     ".row: unknown element kind 'row'; in a scene, a row is { hstack: [...] } (row: is a data table cell's row number)"),
    ("{ foo: \"x\" }",
     ".foo: unknown element kind 'foo'; start the element with a kind such as { button: \"OK\" }, { text: \"Hello\" } or { vstack: [...] } (Docs/SceneFormat.md lists the kinds)"),
    ("{ lable: \"x\" }",
     ".lable: unknown element kind 'lable'; start the element with a kind such as { button: \"OK\" }, { text: \"Hello\" } or { vstack: [...] }, and did you mean the property 'label'?"),
    ("{ label: \"OK\", hint: \"Saves\" }",
     ": the element has no kind; start it with a kind such as { button: \"OK\" }, { text: \"Hello\" } or { vstack: [...] }"),
    ("{ button: \"Edit\", image: \"pencil\" }",
     ".image: the element has two kinds, 'button' and 'image'; an icon on a button is its symbol: { button: \"Edit\", symbol: \"pencil\" } draws both"),
    ("{ button: \"Edit\", text: \"Edit\" }",
     ".text: the element has two kinds, 'button' and 'text'; UIKit's titleLabel.text is written differently in a scene: a button's visible text is the string after its kind: { button: \"Send\" } (and label: is what VoiceOver says when it differs)"),
    ("{ tooggle: \"x\" }",
     ".tooggle: unknown element kind 'tooggle'; did you mean 'toggle'?"),
    ("{ NAVBAR: \"x\" }",
     ".NAVBAR: unknown element kind 'NAVBAR'; kinds are written in lower camel case: did you mean 'navBar'?"),
  ]

  @Test("an unknown kind is named, with the kind to write", arguments: unknownKinds.indices)
  func unknownKind(_ i: Int) {
    let (element, expected) = Self.unknownKinds[i]
    #expect(Self.message(forElement: element) == expected, "for \(element)")
  }

  @Test("each table name and alias is answered, never with 'remove it'",
    arguments: FrameworkNames.entries.flatMap { e in ([e.name] + e.aliases).map { (e.name, $0) } }
      .filter { !SceneDecoder.commonKeySet.contains($0.1) }.map { "\($0.0)|\($0.1)" })
  func eachName(_ pair: String) throws {
    let parts = pair.split(separator: "|", maxSplits: 1).map(String.init)
    let entry = try #require(FrameworkNames.entries.first { $0.name == parts[0] })
    let key = parts[1]
    let message = try Self.message(forKey: key)
    let quoted = key.allSatisfy { $0.isLetter || $0.isNumber } ? key : "'\(key)'"
    #expect(message.hasPrefix("s.json5:2:21: error: screens[0].root.vstack[0].\(quoted): "), "\(message)")
    #expect(!message.contains("remove it"), "\(message)")
    // A name restricted to titled kinds (`title` on a button) or to kinds with their own
    // key (`isOn`) is still answered on a button.
    switch entry.meaning {
    case .key:
      let keys = entry.keys.map { "'\($0)'" }.joined(separator: " and ")
      #expect(message.contains("did you mean \(keys)") || message.contains("is \(keys) on a"), "\(message)")
    case .construct: #expect(message.contains("is written differently in a scene: "), "\(message)")
    case .none: #expect(message.contains("has no equivalent in a scene: "), "\(message)")
    }
  }

  @Test("a name written as a SwiftUI modifier is named as SwiftUI's")
  func modifierSpelling() throws {
    let message = try Self.message(forKey: ".accessibilityLabel(_:)")
    #expect(message.hasSuffix("did you mean 'label' (SwiftUI's .accessibilityLabel(_:))?"))
    #expect(try Self.message(forKey: "accessibilityLabel").hasSuffix("did you mean 'label' (UIKit's accessibilityLabel)?"))
  }

  @Test("every scene key and kind the tables name exists")
  func tableIsTrue() throws {
    for e in FrameworkNames.entries {
      for key in e.keys {
        let known = SceneDecoder.commonKeySet.contains(key) || SceneDecoder.kindKeys.values.contains { $0.contains(key) }
        #expect(known, "\(e.name) maps to unknown key \(key)")
      }
      #expect(e.uikit != nil || e.swiftUI != nil || e.other != nil)
      #expect(e.meaning == .key || e.how != nil, "\(e.name) says nothing about what to write")
    }
    for k in FrameworkKinds.entries {
      if let kind = k.kind { #expect(ElementKind.named(kind) != nil, "\(k.name) maps to unknown kind \(kind)") }
      #expect(ElementKind.named(k.name) == nil, "\(k.name) is a kind already")
    }
  }

  @Test("Docs/SceneFormat.md holds the tables as FrameworkNames.markdown generates them")
  func docsAreGenerated() throws {
    let url = SceneCorpus.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/SceneFormat.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(text.range(of: FrameworkNames.markdownStart), "no generated section")
    let end = try #require(text.range(of: FrameworkNames.markdownEnd), "no end of the generated section")
    let current = String(text[start.lowerBound..<end.upperBound])
    if current != FrameworkNames.markdown {
      if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try (String(text[..<start.lowerBound]) + FrameworkNames.markdown + String(text[end.upperBound...]))
          .write(to: url, atomically: true, encoding: .utf8)
      }
      Issue.record("Docs/SceneFormat.md's framework tables differ from FrameworkNames.markdown; RECORD_SNAPSHOTS=1 swift test --filter FrameworkNameTests rewrites them")
    }
  }
}
