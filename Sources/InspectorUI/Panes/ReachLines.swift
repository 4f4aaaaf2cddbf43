import AssistiveTechnologies
import TerminalCanvas

/// The Inspector's "Reach" rows: how many steps each technology needs to get to an element
/// from the start of the screen (`Reach.Row`), in words.
///
/// ```
/// VO       3 swipes
/// Switch   4 steps, 4s (groups on) · 6 steps, 6s (groups off)
/// Keyboard 2 presses: Tab ×2
/// Voice    item 3: tap Compose
/// ```
enum ReachLines {
  /// The rows as (field name, value), for the Inspector to lay out, the technology `first`
  /// first.
  static func rows(_ r: Reach.Row, first: Technology, partial: Bool = false) -> [(key: String, value: StyledLine)] {
    let all = rows(r, partial: partial)
    let lead: String
    switch first {
    case .voiceOver: lead = "VO"
    case .switchControl: lead = "Switch"
    case .fullKeyboardAccess: lead = "Keyboard"
    case .voiceControl: lead = "Voice"
    }
    return all.filter { $0.key == lead } + all.filter { $0.key != lead }
  }

  /// The rows, VoiceOver first. `partial`: the figures that need the whole screen's scan
  /// groups, focus groups and Voice Control's index were not worked out (a large screen
  /// under VoiceOver), so they are said to come with their technology rather than shown as
  /// unreachable.
  static func rows(_ r: Reach.Row, partial: Bool = false) -> [(key: String, value: StyledLine)] {
    var rows: [(key: String, value: StyledLine)] = []
    func row(_ key: String, _ value: StyledLine) { rows.append((key, value)) }
    func value(_ s: String) -> StyledLine { [Span(s, .inspectorValue)] }
    func unreachable(_ s: String) -> StyledLine { [Span(s, .inspectorWarning)] }
    func later(_ s: String) -> StyledLine { [Span(s, .paneHint)] }
    row("VO", r.voiceOverSwipes.map { value(count($0, "swipe")) } ?? unreachable("not a VoiceOver stop"))
    if r.touchOnly {
      row("Switch", value("only by a touch: the Gliding Cursor"))
    } else if r.switchSteps != nil || r.switchStepsFlat != nil {
      var parts: [String] = []
      if let s = r.switchSteps { parts.append(steps(s, r.switchSeconds) + " (groups on)") }
      if let s = r.switchStepsFlat { parts.append(steps(s, r.switchSecondsFlat) + " (groups off)") }
      row("Switch", value(parts.joined(separator: " · ")) + (partial ? later(" · groups on: with Switch Control on") : []))
    } else {
      row("Switch", unreachable("not scanned as an item"))
    }
    if let k = r.keyboardPresses {
      let keys = r.keyboardKeys.map { $0.isEmpty ? "" : ": " + $0 } ?? ""
      row("Keyboard", value(count(k, "press", plural: "presses") + (k == 0 ? " (focused first)" : keys)))
    } else if partial {
      row("Keyboard", later("counted with the keyboard on"))
    } else {
      row("Keyboard", unreachable("cannot take keyboard focus"))
    }
    if let phrase = r.voiceControl {
      let number = r.voiceControlNumber.map { "item \($0): " } ?? ""
      row("Voice", phrase.isName ? value(number + phrase.text) : unreachable(number + phrase.text))
    } else if partial {
      row("Voice", later("named with Voice Control on"))
    }
    return rows
  }

  static func count(_ n: Int, _ word: String, plural: String? = nil) -> String {
    "\(n) " + (n == 1 ? word : plural ?? word + "s")
  }

  static func steps(_ n: Int, _ seconds: Double?) -> String {
    count(n, "step") + (seconds.map { ", " + SwitchControlSettings.seconds($0) } ?? "")
  }
}
