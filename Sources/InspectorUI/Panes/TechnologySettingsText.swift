import AssistiveTechnologies
import SceneModel
import InspectorCore
import TerminalCanvas

/// The settings of the technology in use, for the status row: VoiceOver's Speak Hints,
/// Switch Control's `SwitchControlSettings.summary`, Full Keyboard Access's chord window.
///
/// A value whose default the reference marks [K] (background knowledge, not confirmed on a
/// device) is followed by `*` in the `statusAssumed` role while it is still the default;
/// the help overlay explains the mark (`assumedNote`).
enum TechnologySettingsText {
  /// The mark after an assumed value.
  static let mark = "*"

  /// What the help overlay says about the mark.
  static let assumedNote =
    "* after a setting in the status row: its default is assumed, not confirmed on a device ("
    + SwitchControlSettings.assumed.joined(separator: ", ")
    + ", Full Keyboard Access focus groups, Voice Control's 3×3 grid); change it if your device differs."

  static func spans(_ state: AppState) -> StyledLine {
    switch state.technology {
    case .voiceOver:
      // The iOS version shows once it is not the default (the newest), like the display settings.
      let version = state.voiceOver.options.iOSVersion
      let ios = version == IOSVersion.newest ? "" : "iOS \(version) · "
      return [Span(ios + (state.voiceOver.options.speakHints ? "Hints on" : "Hints off"), .statusBar)]
    case .switchControl:
      return switchControl(state.simulator.switchControl.settings)
    case .fullKeyboardAccess:
      return [
        Span("Focus groups", .statusBar), Span(mark, .statusAssumed),
        Span(" · Tab chord " + SwitchControlSettings.seconds(state.chordWindow), .statusBar),
      ]
    case .voiceControl:
      return voiceControl(state.simulator.voiceControl)
    }
  }

  /// "Overlay none · grid 3x3*": the grid's default size is assumed; "asleep" while asleep.
  /// While a phrase shows an overlay the setting does not ("show numbers"), it comes first
  /// and the setting is called one: "Showing numbers · Overlay setting none · grid 3x3*".
  static func voiceControl(_ vc: VoiceControl) -> StyledLine {
    let settings = vc.settings
    var shown = ""
    switch vc.overlay {
    case nil: break
    case .numbers?: shown = settings.overlay == .numbers ? "" : "numbers"
    case .names?: shown = settings.overlay == .names ? "" : "names"
    case .grid?: shown = settings.overlay == .grid ? "" : "the grid"
    case .choice(let c)?: shown = "numbers on \(c.items.count) matches"
    case .actions(_, let names)?: shown = "\(names.count) action\(names.count == 1 ? "" : "s")"
    }
    let prefix = shown.isEmpty ? "Overlay " : "Showing " + shown + " · Overlay setting "
    var line: StyledLine = [Span(prefix + (settings.overlay?.rawValue ?? "none") + " · grid " + settings.gridSize, .statusBar)]
    let defaults = VoiceControlSettings()
    if settings.gridColumns == defaults.gridColumns, settings.gridRows == defaults.gridRows { line.append(Span(mark, .statusAssumed)) }
    if vc.asleep { line.append(Span(" · asleep", .statusBar)) }
    return line
  }

  /// The summary's parts, each assumed default marked.
  static func switchControl(_ settings: SwitchControlSettings) -> StyledLine {
    let defaults = SwitchControlSettings()
    var line: StyledLine = []
    for (n, part) in settings.summary.components(separatedBy: " · ").enumerated() {
      if n > 0 { line.append(Span(" · ", .statusBar)) }
      line.append(Span(part, .statusBar))
      let assumed =
        (part.hasPrefix("Speech") && settings.speech == defaults.speech)
        || (part.hasPrefix("Gliding Cursor") && settings.glideSelection == defaults.glideSelection)
      if assumed { line.append(Span(mark, .statusAssumed)) }
    }
    return line
  }
}
