import AssistiveTechnologies
import SceneModel

/// What the user asks the app to do, whichever key they pressed.
public enum AppCommand: Sendable, Equatable {
  /// A VoiceOver gesture.
  case voiceOver(VoiceOverCommand)
  /// A switch press (select, move) for Switch Control.
  case switchControl(SwitchControlCommand)
  /// A Switch Control setting changed relative to its current value (a key per setting).
  case switchSetting(SwitchSetting)
  /// A Full Keyboard Access command.
  case keyboard(KeyboardCommand)
  /// Full Keyboard Access Find (Tab-F): type part of a label in the find prompt, then
  /// `.keyboard(.find(text))`.
  case keyboardFind
  /// Voice Control's command line: type a phrase, Enter says it.
  case voiceControlLine
  /// A phrase said to Voice Control by a key of its own ("show numbers").
  case voiceControl(String)
  /// Takes away what Voice Control shows ("hide numbers", "hide names" or "hide grid").
  case voiceControlHide
  /// The next technology: VoiceOver → Switch Control → Full Keyboard Access → Voice
  /// Control, keeping focus.
  case nextTechnology
  case toggleSpeakHints
  case quit
  case toggleHelp
  /// Large centred text of the current utterance only, for presentations.
  case toggleCaption
  /// Speech and earcons aloud on/off (`AudioState`).
  case toggleAudio
  /// The presenter layout: Screen and Speech only, each large, for a shared display.
  case togglePresenter
  /// Numbers every stop on the wireframe and joins them in reading order.
  case toggleOrderOverlay
  case focusNextPane, focusPreviousPane
  case scrollUp, scrollDown, pageUp, pageDown, scrollToEnd
  /// Start typing part of a label to jump to the element.
  case startSearch
  case saveTranscript
  /// Write the review report (Markdown and HTML) with this session's transcript.
  case writeReport
  case reload
  case largerText, smallerText
  /// Larger Accessibility Sizes on/off: whether `largerText` goes past XXXL into AX1–AX5.
  case toggleLargerAccessibilitySizes
  /// The variants view: the current screen at several text sizes side by side.
  case toggleVariants
  /// The list of problems of the last failed reload, shown again (Esc closes it).
  case showProblems
  /// The Audit pane: findings for this screen by tier (Enter focuses one, Esc closes).
  case toggleAudit
  /// The next or previous stop matching the last search.
  case searchNext, searchPrevious
  /// A display setting on/off (Reduce Motion, Bold Text, dark appearance…).
  case toggleDisplay(DisplayToggle)
  /// Redraw the whole screen (Ctrl-L).
  case redraw
  /// A review note on the focused element, or on the screen (`Review/`).
  case addNote, addScreenNote
  /// The list of review notes (edit, delete).
  case showNotes
  /// The step-by-step transcript so far, as `w` saves it (scrollable).
  case showTranscript
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

/// A Switch Control setting a reviewer changes with one key during a session, without a
/// restart. Each changes the setting from its current value (`next`, `toggle`, a step).
public enum SwitchSetting: String, Sendable, Equatable, CaseIterable {
  /// Auto Scanning → Manual Scanning → Single-Switch Step Scanning.
  case nextStyle
  /// Auto Scanning Time one step longer.
  case slower
  /// Auto Scanning Time one step shorter.
  case faster
  case toggleGroups
  /// Default → Auto Tap → Always Tap.
  case nextTapBehavior
  case toggleSpeech
  /// Item mode ⇄ Gliding Cursor.
  case toggleGlidingCursor
  /// Single → Refined → Precise.
  case nextGlideSelection

  /// How much `slower` and `faster` change the Auto Scanning Time, seconds.
  public static let scanTimeStep = 0.25
  /// The shortest and longest Auto Scanning Time the keys reach, seconds.
  public static let scanTimeRange = 0.25...10.0

  /// The engine command that makes the change from `settings`.
  public func command(from settings: SwitchControlSettings) -> SwitchControlCommand {
    func next<T: CaseIterable & Equatable>(_ value: T) -> T {
      let all = Array(T.allCases)
      let i = all.firstIndex(of: value) ?? 0
      return all[(i + 1) % all.count]
    }
    switch self {
    case .nextStyle: return .setStyle(next(settings.style))
    case .slower:
      return .setScanTime(min(Self.scanTimeRange.upperBound, settings.autoScanTime + Self.scanTimeStep))
    case .faster:
      return .setScanTime(max(Self.scanTimeRange.lowerBound, settings.autoScanTime - Self.scanTimeStep))
    case .toggleGroups: return .setGroupItems(!settings.groupItems)
    case .nextTapBehavior: return .setTapBehavior(next(settings.tapBehavior))
    case .toggleSpeech: return .setSpeech(!settings.speech)
    case .toggleGlidingCursor: return .setMethod(settings.method == .gliding ? .item : .gliding)
    case .nextGlideSelection: return .setGlideSelection(next(settings.glideSelection))
    }
  }
}

/// A display setting a key turns on or off; the raw value is `DisplaySettings`' key.
public enum DisplayToggle: String, Sendable, Equatable, CaseIterable {
  case reduceMotion, preferCrossFade, boldText, buttonShapes, increaseContrast
  case reduceTransparency, differentiateWithoutColor, smartInvert
  /// Dark appearance (off: light).
  case dark

  /// The name Settings uses.
  public var title: String {
    if self == .dark { return "Dark appearance" }
    return DisplaySettings.names.first { $0.key == rawValue }?.title ?? rawValue
  }
}
