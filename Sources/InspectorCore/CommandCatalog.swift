import AssistiveTechnologies

/// One command the keymap can bind: a stable id, a one-line summary and where it applies.
public struct CommandInfo: Sendable, Equatable {
  public var id: String
  public var summary: String
  public var context: KeyContext
  public var command: AppCommand

  /// For a Full Keyboard Access command, its default keys on the device and whether a
  /// source confirms them: `device: Tab-H`, `device: Control-Tab, verify on device`.
  public var deviceNote: String? {
    let c: KeyboardCommand
    switch command {
    case .keyboard(let k): c = k
    case .keyboardFind: c = .find("")
    default: return nil
    }
    return "device: " + c.deviceKeys + (c.verified ? "" : ", verify on device")
  }
}

/// Where a binding applies. Resolution tries the focused pane's context, then the active
/// technology's (`voiceover`, `switch` or `keyboard`: only one is active at a time), then
/// `global`.
public enum KeyContext: String, Sendable, CaseIterable {
  case global, voiceover
  /// Switch Control's switches and settings, while Switch Control is on.
  case switchControl = "switch"
  /// Full Keyboard Access's keys and Tab chords, while Full Keyboard Access is on.
  case keyboard
  /// Voice Control's command line and phrase keys, while Voice Control is on.
  case voiceControl = "voice-control"
  /// `speech` applies while the Speech or the Inspector pane has the keyboard.
  case speech
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
    // Switch Control: keys stand for switches, plus the settings a reviewer changes.
    .init(id: "switch.select", summary: "Select switch: enter a group, open the Scanner Menu, choose an entry", context: .switchControl, command: .switchControl(.select)),
    .init(id: "switch.move", summary: "Move switch: next item (manual and step scanning; skips ahead in auto)", context: .switchControl, command: .switchControl(.move)),
    .init(id: "switch.moveBack", summary: "Move to Previous Item switch", context: .switchControl, command: .switchControl(.movePrevious)),
    .init(id: "switch.style", summary: "Scanning style: Auto, Manual, Single-Switch Step", context: .switchControl, command: .switchSetting(.nextStyle)),
    .init(id: "switch.slower", summary: "Auto Scanning Time 0.25 s longer (slower)", context: .switchControl, command: .switchSetting(.slower)),
    .init(id: "switch.faster", summary: "Auto Scanning Time 0.25 s shorter (faster)", context: .switchControl, command: .switchSetting(.faster)),
    .init(id: "switch.groups", summary: "Group Items on/off", context: .switchControl, command: .switchSetting(.toggleGroups)),
    .init(id: "switch.tapBehavior", summary: "Tap Behavior: Default, Auto Tap, Always Tap", context: .switchControl, command: .switchSetting(.nextTapBehavior)),
    .init(id: "switch.speech", summary: "Speech on/off: speak each item as it is highlighted", context: .switchControl, command: .switchSetting(.toggleSpeech)),
    .init(id: "switch.glidingCursor", summary: "Gliding Cursor (point scanning) on/off", context: .switchControl, command: .switchSetting(.toggleGlidingCursor)),
    .init(id: "switch.glideSelection", summary: "Gliding Cursor Selection Mode: Single, Refined, Precise", context: .switchControl, command: .switchSetting(.nextGlideSelection)),
    // Full Keyboard Access, named as its Commands settings page names them.
    .init(id: "keyboard.moveForward", summary: "Move Forward: the next focus group", context: .keyboard, command: .keyboard(.moveForward)),
    .init(id: "keyboard.moveBackward", summary: "Move Backward: the previous focus group", context: .keyboard, command: .keyboard(.moveBackward)),
    .init(id: "keyboard.moveUp", summary: "Move Up inside the group (or increment)", context: .keyboard, command: .keyboard(.moveUp)),
    .init(id: "keyboard.moveDown", summary: "Move Down inside the group (or decrement)", context: .keyboard, command: .keyboard(.moveDown)),
    .init(id: "keyboard.moveLeft", summary: "Move Left inside the group (or decrement)", context: .keyboard, command: .keyboard(.moveLeft)),
    .init(id: "keyboard.moveRight", summary: "Move Right inside the group (or increment)", context: .keyboard, command: .keyboard(.moveRight)),
    .init(id: "keyboard.activate", summary: "Activate the focused item", context: .keyboard, command: .keyboard(.activate)),
    .init(id: "keyboard.exit", summary: "Exit: leave a menu, else escape (dismiss or back)", context: .keyboard, command: .keyboard(.exit)),
    .init(id: "keyboard.nextItem", summary: "Move to Next Item, ignoring focus groups", context: .keyboard, command: .keyboard(.nextItem)),
    .init(id: "keyboard.previousItem", summary: "Move to Previous Item, ignoring focus groups", context: .keyboard, command: .keyboard(.previousItem)),
    .init(id: "keyboard.moveToBeginning", summary: "Move to Beginning: the first item", context: .keyboard, command: .keyboard(.moveToBeginning)),
    .init(id: "keyboard.moveToEnd", summary: "Move to End: the last item", context: .keyboard, command: .keyboard(.moveToEnd)),
    .init(id: "keyboard.actions", summary: "Actions: the custom actions menu", context: .keyboard, command: .keyboard(.actions)),
    .init(id: "keyboard.help", summary: "Help: the list of keyboard commands", context: .keyboard, command: .keyboard(.help)),
    .init(id: "keyboard.gestures", summary: "Gestures: the gestures menu", context: .keyboard, command: .keyboard(.gestures)),
    .init(id: "keyboard.find", summary: "Find: type part of a label, then jump to it", context: .keyboard, command: .keyboardFind),
    .init(id: "keyboard.back", summary: "Back: dismiss menus and popups", context: .keyboard, command: .keyboard(.back)),
    .init(id: "keyboard.home", summary: "Home (Fn is the Globe key; a terminal never sees it)", context: .keyboard, command: .keyboard(.home)),
    .init(id: "keyboard.appSwitcher", summary: "App Switcher", context: .keyboard, command: .keyboard(.appSwitcher)),
    .init(id: "keyboard.controlCenter", summary: "Control Center", context: .keyboard, command: .keyboard(.controlCenter)),
    .init(id: "keyboard.notificationCenter", summary: "Notification Center", context: .keyboard, command: .keyboard(.notificationCenter)),
    .init(id: "keyboard.siri", summary: "Siri", context: .keyboard, command: .keyboard(.siri)),
    // Voice Control: what is said is typed in its command line; a few phrases have keys.
    .init(id: "voicecontrol.say", summary: "Say something: type the phrase, Enter says it (Up/Down: said before, Tab: a name)", context: .voiceControl, command: .voiceControlLine),
    .init(id: "voicecontrol.showNumbers", summary: "Say \"show numbers\": a number on every item", context: .voiceControl, command: .voiceControl("show numbers")),
    .init(id: "voicecontrol.showNames", summary: "Say \"show names\": each item's name", context: .voiceControl, command: .voiceControl("show names")),
    .init(id: "voicecontrol.showGrid", summary: "Say \"show grid\": numbered cells over the screen", context: .voiceControl, command: .voiceControl("show grid")),
    .init(id: "voicecontrol.hide", summary: "Say \"hide …\" for what is shown (numbers, names or grid)", context: .voiceControl, command: .voiceControlHide),
    .init(id: "voicecontrol.whatToSay", summary: "Say \"show me what to say\"", context: .voiceControl, command: .voiceControl("show me what to say")),
    .init(id: "voicecontrol.goBack", summary: "Say \"go back\"", context: .voiceControl, command: .voiceControl("go back")),
    // App.
    .init(id: "app.nextTechnology", summary: "Next technology: VoiceOver, Switch Control, Full Keyboard Access, Voice Control (focus stays)", context: .global, command: .nextTechnology),
    .init(id: "app.quit", summary: "Quit", context: .global, command: .quit),
    .init(id: "app.help", summary: "Show or hide this help", context: .global, command: .toggleHelp),
    .init(id: "app.caption", summary: "Caption mode: the current utterance in block letters, for a room", context: .global, command: .toggleCaption),
    .init(id: "app.audio", summary: "Audio on/off: hear the speech and earcons (eSpeak NG)", context: .global, command: .toggleAudio),
    .init(id: "app.presenter", summary: "Presenter layout for a shared screen: a wide wireframe, the utterance in block letters and the speech; no Inspector or Rotor", context: .global, command: .togglePresenter),
    .init(id: "app.orderOverlay", summary: "Number the stops and draw the reading order", context: .global, command: .toggleOrderOverlay),
    .init(id: "app.nextPane", summary: "Focus the next pane", context: .global, command: .focusNextPane),
    .init(id: "app.previousPane", summary: "Focus the previous pane", context: .global, command: .focusPreviousPane),
    .init(id: "app.save", summary: "Save the transcript (Markdown and JSON lines)", context: .global, command: .saveTranscript),
    .init(id: "app.report", summary: "Write the review report (Markdown and HTML) with this session's transcript", context: .global, command: .writeReport),
    .init(id: "app.reload", summary: "Reload the scene file", context: .global, command: .reload),
    .init(id: "app.largerText", summary: "Dynamic Type: larger text", context: .global, command: .largerText),
    .init(id: "app.smallerText", summary: "Dynamic Type: smaller text", context: .global, command: .smallerText),
    .init(id: "app.largerAccessibilitySizes", summary: "Larger Accessibility Sizes on/off (text sizes AX1-AX5)", context: .global, command: .toggleLargerAccessibilitySizes),
    .init(id: "app.variants", summary: "Variants: this screen at L, XXXL, AX3 and AX5 side by side", context: .global, command: .toggleVariants),
    .init(id: "app.problems", summary: "Show the problems of the last failed reload again (Esc closes)", context: .global, command: .showProblems),
    .init(id: "app.audit", summary: "Audit: this screen's findings by tier (Enter focuses one, Esc closes)", context: .global, command: .toggleAudit),
    .init(id: "app.searchNext", summary: "Next match of the last search", context: .global, command: .searchNext),
    .init(id: "app.searchPrevious", summary: "Previous match of the last search", context: .global, command: .searchPrevious),
    // Display settings (Settings > Accessibility > Display & Text Size, Motion).
    .init(id: "display.reduceMotion", summary: "Reduce Motion on/off: transitions cross-fade, auto-play stops", context: .global, command: .toggleDisplay(.reduceMotion)),
    .init(id: "display.preferCrossFade", summary: "Prefer Cross-Fade Transitions on/off (with Reduce Motion; off: instant)", context: .global, command: .toggleDisplay(.preferCrossFade)),
    .init(id: "display.boldText", summary: "Bold Text on/off", context: .global, command: .toggleDisplay(.boldText)),
    .init(id: "display.buttonShapes", summary: "Button Shapes on/off: buttons underlined", context: .global, command: .toggleDisplay(.buttonShapes)),
    .init(id: "display.increaseContrast", summary: "Increase Contrast on/off", context: .global, command: .toggleDisplay(.increaseContrast)),
    .init(id: "display.reduceTransparency", summary: "Reduce Transparency on/off: layers below a modal hidden, not dimmed", context: .global, command: .toggleDisplay(.reduceTransparency)),
    .init(id: "display.differentiateWithoutColor", summary: "Differentiate Without Color on/off", context: .global, command: .toggleDisplay(.differentiateWithoutColor)),
    .init(id: "display.smartInvert", summary: "Smart Invert on/off", context: .global, command: .toggleDisplay(.smartInvert)),
    .init(id: "display.dark", summary: "Dark appearance on/off (light)", context: .global, command: .toggleDisplay(.dark)),
    .init(id: "app.redraw", summary: "Redraw the screen", context: .global, command: .redraw),
    .init(id: "app.note", summary: "Review note on the focused element (Tab tier, Ctrl-F agreed fix, Enter saves)", context: .global, command: .addNote),
    .init(id: "app.screenNote", summary: "Review note on the whole screen", context: .global, command: .addScreenNote),
    .init(id: "app.notes", summary: "List the review notes: edit, delete (Esc closes)", context: .global, command: .showNotes),
    .init(id: "app.transcript", summary: "Show the step-by-step transcript so far (Esc closes)", context: .global, command: .showTranscript),
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
