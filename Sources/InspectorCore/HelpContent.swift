import AssistiveTechnologies
import TerminalCanvas

/// One line of the help overlay: a heading, or a command with its keys.
public struct HelpLine: Sendable, Equatable, CustomStringConvertible {
  /// What kind of line it is.
  public enum Kind: Sendable, Equatable {
    /// A context heading ("VoiceOver"); `keys` is empty and `text` holds the title.
    case heading
    /// A command; `commandID` is set.
    case command
  }

  /// What kind of line it is.
  public var kind: Kind
  /// The keys' display names joined with spaces (`→ ^N`), or `(unbound)`; empty for a heading.
  public var keys: String
  /// The command's summary from the catalogue, or the heading's title.
  public var text: String
  /// The command id, for a command line.
  public var commandID: String?

  /// Creates a line.
  public init(kind: Kind, keys: String, text: String, commandID: String? = nil) {
    self.kind = kind
    self.keys = keys
    self.text = text
    self.commandID = commandID
  }

  /// The line as drawn, with the keys padded to `keyWidth` terminal columns.
  public func rendered(keyWidth: Int) -> String {
    guard kind == .command else { return text }
    let padding = max(0, keyWidth - TextWidth.width(of: keys))
    return keys + String(repeating: " ", count: padding) + "  " + text
  }

  /// The line with keys padded to 12 columns (for debugging and tests).
  public var description: String { rendered(keyWidth: 12) }
}

/// The help overlay and status hints, generated from the active keymap and the command
/// catalogue so they always show the keys that work.
public enum HelpContent {
  /// The contexts in the order help lists them.
  public static let contextOrder: [KeyContext] = [.voiceover, .switchControl, .keyboard, .voiceControl, .global, .speech]

  /// What `keys` shows for a command with no keys.
  public static let unbound = "(unbound)"

  /// Help lines: for each context a heading ("VoiceOver", "Switch Control", "Full Keyboard
  /// Access", "App", "Speech log"), then every catalogue command of that context in
  /// catalogue order with its keys, in keymap order. A Full Keyboard Access command's text
  /// ends with its keys on the device, and "verify on device" where no source confirms them.
  public static func lines(keymap: Keymap) -> [HelpLine] {
    var lines: [HelpLine] = []
    for context in contextOrder {
      lines.append(HelpLine(kind: .heading, keys: "", text: context.title))
      for info in CommandCatalog.all where info.context == context {
        let keys = keymap.keys(for: info.id)
        lines.append(
          HelpLine(
            kind: .command,
            keys: keys.isEmpty ? unbound : keys.map(\.displayName).joined(separator: " "),
            text: text(of: info), commandID: info.id))
      }
    }
    return lines
  }

  /// A command's summary, with its device keys for a Full Keyboard Access command.
  public static func text(of info: CommandInfo) -> String {
    info.deviceNote.map { info.summary + " (" + $0 + ")" } ?? info.summary
  }

  /// The widest key column among `lines`, in terminal columns.
  public static func keyWidth(of lines: [HelpLine]) -> Int {
    lines.filter { $0.kind == .command }.map { TextWidth.width(of: $0.keys) }.max() ?? 0
  }

  /// The commands the status line names (VoiceOver on), with the word it uses for each.
  public static let statusCommands: [(id: String, word: String)] = statusCommands(for: .voiceOver)

  /// The commands the status line names while `technology` is on.
  public static func statusCommands(for technology: Technology) -> [(id: String, word: String)] {
    let own: [(id: String, word: String)]
    switch technology {
    case .voiceOver: own = [("voiceover.next", "next"), ("voiceover.activate", "activate")]
    case .switchControl: own = [("switch.select", "select"), ("switch.move", "move")]
    case .fullKeyboardAccess: own = [("keyboard.moveForward", "next"), ("keyboard.activate", "activate")]
    case .voiceControl: own = [("voicecontrol.say", "say"), ("voicecontrol.showNumbers", "numbers")]
    }
    return own + [("app.nextTechnology", "technology"), ("app.help", "help"), ("app.quit", "quit")]
      .filter { technology != .voiceOver || $0.id != "app.nextTechnology" }
  }

  /// A short reminder for the status line, such as `→ next  ⏎ activate  ? help  q quit`,
  /// using each command's first key; unbound commands are left out.
  public static func statusHints(keymap: Keymap, technology: Technology = .voiceOver) -> String {
    statusCommands(for: technology).compactMap { command in
      keymap.keys(for: command.id).first.map { $0.displayName + " " + command.word }
    }
    .joined(separator: "  ")
  }

  /// The command catalogue as Markdown tables, one per context, with the keys of `keymap`
  /// as written in a keymap file (Docs/Keymaps.md embeds this for the default keymap).
  public static func markdownTables(keymap: Keymap) -> String {
    var text = ""
    for context in contextOrder {
      text += "### [\(context.rawValue)]: \(context.title)\n\n"
      text += "| Command | Keys | What it does |\n| --- | --- | --- |\n"
      for info in CommandCatalog.all where info.context == context {
        let keys = keymap.keys(for: info.id).map { code(Keymap.fileSpelling(of: $0)) }
        let keyText = keys.isEmpty ? "none" : keys.joined(separator: ", ")
        text += "| \(code(info.id)) | \(keyText) | \(self.text(of: info)) |\n"
      }
      text += "\n"
    }
    return text
  }

  /// Markdown inline code safe inside a table cell.
  private static func code(_ text: String) -> String {
    let escaped = text.map { $0 == "|" ? "\\|" : String($0) }.joined()
    return escaped.contains("`") ? "`` " + escaped + " ``" : "`" + escaped + "`"
  }
}
