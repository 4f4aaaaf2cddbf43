import SceneModel

/// A Full Keyboard Access command (switch-and-keyboard.md §4.2), named as Settings names it.
/// The device lets users re-record every key; `deviceKeys` is the default binding, and
/// `verified` is false where no source confirms it ("verify on device").
public enum KeyboardCommand: Sendable, Equatable {
  case moveForward, moveBackward
  case moveUp, moveDown, moveLeft, moveRight
  case activate
  /// Esc: leave a menu, else escape (dismiss or go back).
  case exit
  /// Tab-B: dismiss menus and popups.
  case back
  case moveToBeginning, moveToEnd
  /// Control-Tab / Control-Shift-Tab: the next / previous item, ignoring focus groups.
  case nextItem, previousItem
  /// Tab-Z: the custom actions menu.
  case actions
  /// Tab-H: the list of commands.
  case help
  /// Tab-G: the gestures menu.
  case gestures
  /// Tab-F: find an element by its label or Voice Control names.
  case find(String)
  /// System commands, outside the app.
  case home, appSwitcher, controlCenter, notificationCenter, siri

  /// Every command with no argument, in the order of the Settings page.
  public static let all: [KeyboardCommand] = [
    .help, .moveForward, .moveBackward, .moveUp, .moveDown, .moveLeft, .moveRight, .activate,
    .moveToBeginning, .moveToEnd, .nextItem, .previousItem, .find(""), .actions, .back, .gestures,
    .exit, .home, .appSwitcher, .controlCenter, .notificationCenter, .siri,
  ]

  /// The name in Settings › Accessibility › Keyboards › Full Keyboard Access › Commands.
  public var settingsName: String {
    switch self {
    case .help: return "Help"
    case .moveForward: return "Move Forward"
    case .moveBackward: return "Move Backward"
    case .moveUp: return "Move Up"
    case .moveDown: return "Move Down"
    case .moveLeft: return "Move Left"
    case .moveRight: return "Move Right"
    case .activate: return "Activate"
    case .moveToBeginning: return "Move to Beginning"
    case .moveToEnd: return "Move to End"
    case .nextItem: return "Move to Next Item"
    case .previousItem: return "Move to Previous Item"
    case .find: return "Find"
    case .actions: return "Actions"
    case .back: return "Back"
    case .gestures: return "Gestures"
    case .exit: return "Exit"
    case .home: return "Home"
    case .appSwitcher: return "App Switcher"
    case .controlCenter: return "Control Center"
    case .notificationCenter: return "Notification Center"
    case .siri: return "Siri"
    }
  }

  /// The default keys on the device (reference §4.2).
  public var deviceKeys: String {
    switch self {
    case .help: return "Tab-H"
    case .moveForward: return "Tab"
    case .moveBackward: return "Shift-Tab"
    case .moveUp: return "Up Arrow"
    case .moveDown: return "Down Arrow"
    case .moveLeft: return "Left Arrow"
    case .moveRight: return "Right Arrow"
    case .activate: return "Space"
    case .moveToBeginning: return "Tab-Left Arrow"
    case .moveToEnd: return "Tab-Right Arrow"
    case .nextItem: return "Control-Tab"
    case .previousItem: return "Control-Shift-Tab"
    case .find: return "Tab-F"
    case .actions: return "Tab-Z"
    case .back: return "Tab-B"
    case .gestures: return "Tab-G"
    case .exit: return "Esc"
    case .home: return "Fn-H"
    case .appSwitcher: return "Fn-Up Arrow"
    case .controlCenter: return "Fn-C"
    case .notificationCenter: return "Fn-N"
    case .siri: return "Fn-S"
    }
  }

  /// False for bindings sourced only from one translated capture, whose English wording or
  /// default on current iOS is unconfirmed: shown as "verify on device".
  public var verified: Bool {
    switch self {
    case .moveToBeginning, .moveToEnd, .nextItem, .previousItem, .home, .controlCenter, .notificationCenter, .siri:
      return false
    default: return true
    }
  }

  /// The word used in scripts and transcripts.
  public var scriptName: String {
    switch self {
    case .moveForward: return "tab"
    case .moveBackward: return "shift-tab"
    case .moveUp: return "up"
    case .moveDown: return "down"
    case .moveLeft: return "left"
    case .moveRight: return "right"
    case .activate: return "space"
    case .exit: return "esc"
    case .back: return "tab+b"
    case .moveToBeginning: return "tab+left"
    case .moveToEnd: return "tab+right"
    case .nextItem: return "ctrl+tab"
    case .previousItem: return "ctrl+shift+tab"
    case .actions: return "tab+z"
    case .help: return "tab+h"
    case .gestures: return "tab+g"
    case .find(let text): return "tab+f:" + text
    case .home: return "fn+h"
    case .appSwitcher: return "fn+up"
    case .controlCenter: return "fn+c"
    case .notificationCenter: return "fn+n"
    case .siri: return "fn+s"
    }
  }

  static let aliases: [String: KeyboardCommand] = [
    "next": .moveForward, "previous": .moveBackward, "activate": .activate, "escape": .exit,
    "actions": .actions, "help": .help, "gestures": .gestures, "back": .back,
    "beginning": .moveToBeginning, "end": .moveToEnd, "first": .moveToBeginning, "last": .moveToEnd,
    "next-item": .nextItem, "previous-item": .previousItem, "home": .home,
  ]

  /// Parses one script word.
  public static func parse(_ word: String) -> Result<KeyboardCommand, ScriptError> {
    for prefix in ["tab+f:", "find:"] where word.hasPrefix(prefix) {
      let text = String(word.dropFirst(prefix.count))
      if text.isEmpty { return .failure(ScriptError(word: word, message: "'\(prefix)' needs the text to find", suggestion: prefix + "Send")) }
      return .success(.find(text))
    }
    if let c = all.first(where: { $0.scriptName == word }) ?? aliases[word] { return .success(c) }
    let words = all.map(\.scriptName).filter { !$0.hasSuffix(":") } + Array(aliases.keys) + ["tab+f:TEXT"]
    return .failure(ScriptError(word: word, message: "unknown Full Keyboard Access command \(Sanitize.quote(word))", suggestion: Suggest.closest(to: word, among: words)))
  }
}
