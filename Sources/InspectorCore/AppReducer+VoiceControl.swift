import AssistiveTechnologies
import TerminalCanvas

extension AppReducer {
  /// Keys while Voice Control's command line is open: typing edits the phrase, Enter says
  /// it, Esc closes the line, Up and Down go through what was said before, Tab completes a
  /// name on the screen, Ctrl-U clears the line; Backspace on an empty line closes it.
  static func voiceLineKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    switch key.key {
    case .escape:
      state.voiceLine.close()
    case .enter:
      guard let phrase = state.voiceLine.commit() else { return [] }
      return say(phrase, key: key.displayName, &state)
    case .backspace:
      if state.voiceLine.text.isEmpty { state.voiceLine.close() } else { state.voiceLine.backspace() }
    case .up:
      state.voiceLine.previous()
    case .down:
      state.voiceLine.next()
    case .tab:
      let runtime = state.voiceOver.runtime
      state.voiceLine.complete { runtime.voiceControlCompletions($0) }
    case .character("u") where key.modifiers == .ctrl:
      state.voiceLine.clear()
    case .character(let c) where key.modifiers.isEmpty || key.modifiers == .shift:
      state.voiceLine.type(c)
    default:
      break
    }
    return []
  }

  /// Says a phrase to Voice Control (handing over to it first when another technology is on).
  static func say(_ phrase: String, key: String?, _ state: inout AppState) -> [AppEffect] {
    run(.voiceControl(VoiceControlCommand(phrase)), key: key, &state)
  }

  /// The phrase that takes away what Voice Control shows: "hide grid" for the grid, "hide
  /// names" for the names, "hide numbers" for numbers, a choice or a list of actions.
  static func hidePhrase(_ overlay: VoiceControlOverlay?) -> String? {
    guard let overlay else { return nil }
    return "hide " + (overlay.kind ?? .numbers).rawValue
  }
}
