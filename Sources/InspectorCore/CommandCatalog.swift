import AssistiveTechnologies

/// One command the keymap can bind: a stable id, a one-line summary and where it applies.
public struct CommandInfo: Sendable, Equatable {
  public var id: String
  public var summary: String
  public var context: KeyContext
  public var command: AppCommand
}

/// Where a binding applies. Resolution tries the focused pane's context, then `voiceover`,
/// then `global`.
public enum KeyContext: String, Sendable, CaseIterable {
  /// `speech` applies while the Speech or the Inspector pane has the keyboard.
  case global, voiceover, speech
}

/// The single table of commands: keymaps bind these ids, and help is generated from it.
public enum CommandCatalog {
  public static let all: [CommandInfo] = [
    // VoiceOver gestures.
    .init(id: "voiceover.next", summary: "Swipe right: next element", context: .voiceover, command: .voiceOver(.next)),
    .init(id: "voiceover.previous", summary: "Swipe left: previous element", context: .voiceover, command: .voiceOver(.previous)),
    .init(id: "voiceover.first", summary: "Four-finger tap top: first element", context: .voiceover, command: .voiceOver(.first)),
    .init(id: "voiceover.last", summary: "Four-finger tap bottom: last element", context: .voiceover, command: .voiceOver(.last)),
    .init(id: "voiceover.activate", summary: "Double tap: activate", context: .voiceover, command: .voiceOver(.activate)),
    .init(id: "voiceover.rotorItemNext", summary: "Swipe down: next rotor item (or decrement)", context: .voiceover, command: .voiceOver(.rotorItemNext)),
    .init(id: "voiceover.rotorItemPrevious", summary: "Swipe up: previous rotor item (or increment)", context: .voiceover, command: .voiceOver(.rotorItemPrevious)),
    .init(id: "voiceover.rotorNext", summary: "Rotate clockwise: next rotor setting", context: .voiceover, command: .voiceOver(.rotorNext)),
    .init(id: "voiceover.rotorPrevious", summary: "Rotate anticlockwise: previous rotor setting", context: .voiceover, command: .voiceOver(.rotorPrevious)),
    .init(id: "voiceover.increment", summary: "Increment an adjustable element", context: .voiceover, command: .voiceOver(.increment)),
    .init(id: "voiceover.decrement", summary: "Decrement an adjustable element", context: .voiceover, command: .voiceOver(.decrement)),
    .init(id: "voiceover.escape", summary: "Two-finger scrub: escape (dismiss or back)", context: .voiceover, command: .voiceOver(.escape)),
    .init(id: "voiceover.magicTap", summary: "Two-finger double tap: magic tap", context: .voiceover, command: .voiceOver(.magicTap)),
    .init(id: "voiceover.readAll", summary: "Two-finger swipe up: read all from the top", context: .voiceover, command: .voiceOver(.readAll)),
    .init(id: "voiceover.readFromHere", summary: "Two-finger swipe down: read from here", context: .voiceover, command: .voiceOver(.readFromHere)),
    .init(id: "voiceover.toggleHints", summary: "Speak Hints on/off", context: .voiceover, command: .toggleSpeakHints),
    .init(id: "voiceover.search", summary: "Jump to an element by typing part of its label", context: .voiceover, command: .startSearch),
    // App.
    .init(id: "app.quit", summary: "Quit", context: .global, command: .quit),
    .init(id: "app.help", summary: "Show or hide this help", context: .global, command: .toggleHelp),
    .init(id: "app.caption", summary: "Caption mode: current utterance in large text", context: .global, command: .toggleCaption),
    .init(id: "app.orderOverlay", summary: "Number the stops and draw the reading order", context: .global, command: .toggleOrderOverlay),
    .init(id: "app.nextPane", summary: "Focus the next pane", context: .global, command: .focusNextPane),
    .init(id: "app.previousPane", summary: "Focus the previous pane", context: .global, command: .focusPreviousPane),
    .init(id: "app.save", summary: "Save the transcript (Markdown and JSON lines)", context: .global, command: .saveTranscript),
    .init(id: "app.reload", summary: "Reload the scene file", context: .global, command: .reload),
    .init(id: "app.largerText", summary: "Dynamic Type: larger text", context: .global, command: .largerText),
    .init(id: "app.smallerText", summary: "Dynamic Type: smaller text", context: .global, command: .smallerText),
    .init(id: "app.redraw", summary: "Redraw the screen", context: .global, command: .redraw),
    // Speech log (when the Speech pane is focused).
    .init(id: "speech.scrollUp", summary: "Scroll the Speech or Inspector pane up", context: .speech, command: .scrollUp),
    .init(id: "speech.scrollDown", summary: "Scroll the Speech or Inspector pane down", context: .speech, command: .scrollDown),
    .init(id: "speech.pageUp", summary: "Scroll the Speech or Inspector pane up a page", context: .speech, command: .pageUp),
    .init(id: "speech.pageDown", summary: "Scroll the Speech or Inspector pane down a page", context: .speech, command: .pageDown),
    .init(id: "speech.end", summary: "Newest speech (or the Inspector's top)", context: .speech, command: .scrollToEnd),
  ]

  static let byID: [String: CommandInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  public static func info(id: String) -> CommandInfo? { byID[id] }
  public static var ids: [String] { all.map(\.id) }
}
