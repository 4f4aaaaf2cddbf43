import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// What the Rotor pane shows while Voice Control is on, titled "What to say": what is drawn
/// over the screen (and, for a choice or a list of actions, what each number picks), what
/// to say to the element Voice Control acted on last, and the first phrases of the screen.
///
/// ```
/// Shown: numbers on 11 items
/// Compose · item 2
///   say “tap Compose”
///   names: Compose
/// On this screen
///   “tap Mailboxes”
///   “tap Compose”
/// ```
enum VoiceControlLines {
  /// The screen's phrases listed at most.
  static let screenPhrases = 12

  static func lines(_ vc: VoiceControl, runtime: SceneRuntime, keymap: Keymap, width: Int, height: Int) -> [StyledLine] {
    guard width > 0, height > 0 else { return [] }
    let index = runtime.voiceControlIndex()
    var out: [StyledLine] = []
    /// Wrapped to the pane, every line `margin` columns in, the lines after the first
    /// `indent` more.
    func wrap(_ line: StyledLine, margin: Int = 0, indent: Int = 0) {
      let lead: StyledLine = margin > 0 ? [Span(String(repeating: " ", count: margin), .paneHint)] : []
      out += Styled.wrap(line, width: max(1, width - margin), indent: indent).map { lead + $0 }
    }
    func key(_ id: String) -> String { keymap.keys(for: id).first?.displayName ?? "" }

    // What is drawn, and what its numbers pick.
    switch vc.overlay {
    case .choice(let c)?:
      wrap([Span("Say a number: \(c.items.count) items are named " + Sanitizer.sanitize(Sanitize.quote(c.name)), .inspectorSection)])
      for (k, e) in c.items.enumerated().prefix(max(1, height / 2)) {
        wrap([Span("\(k + 1)", .rotorCurrent), Span(" " + Sanitizer.sanitize(context(of: e, runtime: runtime)), .rotorItem)], margin: 1, indent: 3)
      }
    case .actions(let e, let names)?:
      wrap([Span("Actions for " + Sanitizer.sanitize(Sanitize.quote(runtime.name(of: e))) + ": say a number or a name", .inspectorSection)])
      for (k, name) in names.enumerated() {
        wrap([Span("\(k + 1)", .rotorCurrent), Span(" " + Sanitizer.sanitize(name), .rotorItem)], margin: 1, indent: 3)
      }
    case let overlay?:
      let what: String
      switch overlay {
      case .numbers: what = "numbers on \(index.items.count) items: say “tap N”"
      case .names: what = "names on \(index.items.count) items: say one"
      case .grid(let g): what = g.summary + ": a number zooms in, “tap N” taps"
      default: what = ""
      }
      wrap([Span("Shown: ", .paneHint), Span(Sanitizer.sanitize(what), .rotorItem)])
    case nil:
      let keys = [("voicecontrol.showNumbers", "numbers"), ("voicecontrol.showNames", "names"), ("voicecontrol.showGrid", "grid")]
        .compactMap { id, word in keymap.keys(for: id).first.map { $0.displayName + " " + word } }
      wrap([Span(vc.asleep ? "Asleep: say “wake up”" : "Nothing shown" + (keys.isEmpty ? "" : " (" + keys.joined(separator: " · ") + ")"), .paneHint)])
    }

    // The element acted on last.
    if let e = vc.focus {
      let number = runtime.voiceControlNumber(of: e).map { " · item \($0)" } ?? ""
      wrap([Span(Sanitizer.sanitize(runtime.name(of: e)) + number, .inspectorSection)])
      if let phrase = runtime.voiceControlPhrase(for: e, index: index, settings: vc.settings) {
        if phrase.isName {
          wrap([Span("say ", .paneHint), Span(Sanitizer.sanitize("“" + phrase.text + "”"), .rotorCurrent)], margin: 2, indent: 2)
        } else {
          wrap([Span(Sanitizer.sanitize(phrase.text), .inspectorWarning)], margin: 2, indent: 2)
        }
      }
      let names = VoiceControlNames.names(of: e, in: runtime)
      if !names.isEmpty {
        wrap([Span("names: ", .paneHint), Span(Sanitizer.sanitize(names.joined(separator: ", ")), .rotorItem)], margin: 2, indent: 2)
      }
      let actions = runtime.properties(of: e).actions
      if !actions.isEmpty {
        wrap([Span(">> ", .paneHint), Span(Sanitizer.sanitize(actions.map(\.name).joined(separator: ", ")), .rotorItem), Span(": “show actions for …”", .paneHint)], margin: 2, indent: 2)
      }
      if let i = runtime.interactiveIndex(of: e) {
        for p in VoiceControlProblem.problems(forItem: i, index: index, runtime: runtime) {
          wrap([Span("! " + Sanitizer.sanitize(p.text), .inspectorWarning)], margin: 4, indent: 2)
        }
      }
    }

    // The screen's first phrases (only as many items as are listed are looked at).
    if out.count + 1 < height {
      out.append([Span("On this screen", .inspectorSection)])
      if index.items.isEmpty {
        wrap([Span("nothing responds to a touch: “show grid”", .paneHint)], margin: 2)
      }
      for i in index.items.indices.prefix(min(Self.screenPhrases, max(0, height - out.count))) {
        let phrase = index.phrase(forItem: i, runtime: runtime)
        let drawn = VoiceControlNames.names(of: index.items[i], in: runtime).first ?? "no name"
        let say = phrase.isName ? "“" + phrase.text + "”" : "\(i + 1): \(drawn) — " + phrase.short
        out.append([Span("  " + Sanitizer.sanitize(say), phrase.isName ? .rotorItem : .inspectorWarning)])
      }
      if index.items.count > Self.screenPhrases, out.count < height {
        let say = key("voicecontrol.whatToSay")
        out.append([Span("  … \(index.items.count - Self.screenPhrases) more" + (say.isEmpty ? "" : "; \(say): “show me what to say”"), .paneHint)])
      }
    }
    return Array(out.prefix(height))
  }

  /// What tells a match from the others sharing its name: the text beside it in its row
  /// ("Rename · Road trip"), else its number.
  static func context(of element: ElementIndex, runtime: SceneRuntime) -> String {
    let scene = runtime.scene
    let name = runtime.name(of: element)
    if let parent = scene.elements[element].parent {
      for sibling in scene.elements[parent].children where sibling != element {
        if let text = runtime.text(of: sibling), !text.isEmpty, text != name { return name + " · " + text }
      }
    }
    return name + (runtime.voiceControlNumber(of: element).map { " · item \($0)" } ?? "")
  }
}
