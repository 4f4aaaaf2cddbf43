import SceneModel

/// What stands between a Voice Control user and an item: for `axsim speak --technology
/// voice-control`, the Inspector and the audit's Voice Control rules.
public enum VoiceControlProblem: Sendable, Equatable {
  /// No input label and no label: only its number reaches it.
  case noName
  /// Its names are emoji or symbols only: nothing a person can say.
  case unspeakable(String)
  /// Every name it can be said by names other items too: saying it shows numbers.
  case sharedName(String, count: Int)
  /// The text the screen shows on it is not one of its names, so "tap <what I see>" misses.
  case visibleTextNotAName(shown: String, names: [String])

  /// The problem in words, for listings.
  public var text: String {
    switch self {
    case .noName: return "no name: only its number reaches it"
    case .unspeakable(let n): return "its name \(Sanitize.quote(n)) cannot be said: only its number reaches it"
    case .sharedName(let n, let count): return "\(Sanitize.quote(n)) names \(count) items: saying it shows numbers"
    case .visibleTextNotAName(let shown, let names):
      let list = names.prefix(3).map { Sanitize.quote($0) }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
      return "it shows \(Sanitize.quote(shown)), which is not one of its names (\(list)): saying what is on screen misses"
    }
  }

  /// The item's problems, most serious first.
  public static func problems(forItem i: Int, index: VoiceControlIndex, runtime: SceneRuntime) -> [VoiceControlProblem] {
    let e = index.items[i]
    var found: [VoiceControlProblem] = []
    switch index.phrase(forItem: i, runtime: runtime) {
    case .cannotBeSaid(let drawn):
      found.append(drawn.map { .unspeakable($0) } ?? .noName)
    case .needsNumbers(let name, let count):
      found.append(.sharedName(name, count: count))
    case .name, .gridOnly, .unreachable:
      break
    }
    if let shown = VoiceControlNames.visibleText(of: e, in: runtime.scene), !VoiceControlNames.spoken(shown).isEmpty {
      let spoken = VoiceControlNames.spoken(shown)
      let names = VoiceControlNames.names(of: e, in: runtime)
      if !names.isEmpty, !index.spokenNames(i).contains(spoken) {
        found.append(.visibleTextNotAName(shown: shown, names: names))
      }
    }
    return found
  }
}

extension VoiceControlNames {
  /// The text the screen draws on an element, which a user reads and says: its title when
  /// the scene gives one apart from the label (`{ button: "Rename", label: "Rename Road
  /// trip" }`), else its label when its kind draws the label as text (buttons, links,
  /// toggles; not an icon's symbol); nil for text inputs (they show what was typed) and
  /// elements that draw no text.
  public static func visibleText(of element: ElementIndex, in scene: Scene) -> String? {
    let e = scene.elements[element]
    guard !e.kind.isTextInput else { return nil }
    if let shown = e.visibleText, !shown.isEmpty { return shown }
    guard e.symbol == nil, e.kind.showsText || e.kind == .toggle, e.kind != .image, e.grouping != .combine else { return nil }
    return e.label.flatMap { $0.isEmpty ? nil : $0 }
  }
}
