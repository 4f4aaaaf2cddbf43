import AssistiveTechnologies
import SceneModel

/// What the user asks the app to do, whichever key they pressed.
public enum AppCommand: Sendable, Equatable {
  /// A VoiceOver gesture.
  case voiceOver(VoiceOverCommand)
  case toggleSpeakHints
  case quit
  case toggleHelp
  /// Large centred text of the current utterance only, for presentations.
  case toggleCaption
  /// Numbers every stop on the wireframe and joins them in reading order.
  case toggleOrderOverlay
  case focusNextPane, focusPreviousPane
  case scrollUp, scrollDown, pageUp, pageDown, scrollToEnd
  /// Start typing part of a label to jump to the element.
  case startSearch
  case saveTranscript
  case reload
  case largerText, smallerText
  /// Redraw the whole screen (Ctrl-L).
  case redraw
}

/// The panes that can take keyboard focus (for scrolling).
public enum Pane: String, Sendable, CaseIterable {
  case screen, speech, rotor, inspector

  public var title: String {
    switch self {
    case .screen: return "Screen"
    case .speech: return "Speech"
    case .rotor: return "Rotor"
    case .inspector: return "Inspector"
    }
  }
}
