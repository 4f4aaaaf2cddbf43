import AssistiveTechnologies
import TerminalCanvas

/// Key bindings: for each context, which command id a key runs, and the reverse.
///
/// A keymap is read from a keymap file (`Keymap.parse`, format in Docs/Keymaps.md) and
/// layered over another (`overlaid(by:)`). Those, and `init(name:keysByCommand:)`, keep
/// the two tables in step: `bindings[c][k] == id` exactly when `k` is in
/// `keysByCommand[id]` and `c` is the command's context in `CommandCatalog`. A command
/// listed in `keysByCommand` with no keys was unbound on purpose (`command.id = none`),
/// which matters when layering.
public struct Keymap: Sendable, Equatable {
  /// Where the keymap came from: a file path, or `default` for the built-in one.
  public var name: String
  /// Bindings per context, key → command id.
  public var bindings: [KeyContext: [KeyPress: String]]
  /// Keys per command id, in file order (for help).
  public var keysByCommand: [String: [KeyPress]]

  /// Creates a keymap from both tables; the caller keeps them in step.
  public init(
    name: String, bindings: [KeyContext: [KeyPress: String]],
    keysByCommand: [String: [KeyPress]]
  ) {
    self.name = name
    self.bindings = bindings
    self.keysByCommand = keysByCommand
  }

  /// Creates a keymap from keys per command id, each bound in its catalogue context.
  ///
  /// Ids that are not in `CommandCatalog` are ignored, and a later command in catalogue
  /// order wins a key bound twice. Used by tests and layering; files go through `parse`,
  /// which reports such problems.
  public init(name: String, keysByCommand: [String: [KeyPress]] = [:]) {
    self.init(name: name, bindings: [:], keysByCommand: [:])
    for info in CommandCatalog.all {
      guard let keys = keysByCommand[info.id] else { continue }
      self.keysByCommand[info.id] = keys
      for key in keys { bindings[info.context, default: [:]][key] = info.id }
    }
  }

  /// The command bound to `key`, trying each context in order.
  public func commandID(for key: KeyPress, contexts: [KeyContext]) -> String? {
    for c in contexts {
      if let id = bindings[c]?[key] { return id }
    }
    return nil
  }

  /// The keys bound to a command id, in file order.
  public func keys(for id: String) -> [KeyPress] { keysByCommand[id] ?? [] }

  /// Catalogue ids with no key in this keymap, in catalogue order.
  public var unboundCommandIDs: [String] {
    CommandCatalog.ids.filter { keys(for: $0).isEmpty }
  }
}

extension Keymap {
  /// The built-in default keymap (Keymaps/default.keymap, compiled in).
  public static let builtInDefault: Keymap = shipped(named: DefaultKeymap.name) ?? Keymap(name: "default")

  /// One of the keymaps shipped in Keymaps/ and compiled in (`default`,
  /// `voiceover-keyboard`, `vim`), or nil for another name.
  ///
  /// The shipped files are checked by tests, so failing to parse one is a programmer error.
  public static func shipped(named name: String) -> Keymap? {
    guard let source = ShippedKeymaps.source(named: name) else { return nil }
    do {
      return try Keymap.parse(source, name: name)
    } catch {
      preconditionFailure("the shipped keymap '\(name)' does not parse:\n\(error)")
    }
  }
}

extension KeyContext {
  /// The heading help uses for the context's commands.
  public var title: String {
    switch self {
    case .voiceover: "VoiceOver"
    case .switchControl: "Switch Control"
    case .keyboard: "Full Keyboard Access"
    case .voiceControl: "Voice Control"
    case .global: "App"
    case .speech: "Speech log"
    }
  }

  /// The context of a technology's own keys.
  public static func of(_ technology: Technology) -> KeyContext {
    switch technology {
    case .voiceOver: .voiceover
    case .switchControl: .switchControl
    case .fullKeyboardAccess: .keyboard
    case .voiceControl: .voiceControl
    }
  }

  /// The technology whose keys the context holds, if it is one of those.
  public var technology: Technology? {
    switch self {
    case .voiceover: .voiceOver
    case .switchControl: .switchControl
    case .keyboard: .fullKeyboardAccess
    case .voiceControl: .voiceControl
    case .global, .speech: nil
    }
  }

  /// Contexts that are active at the same time as this one, so a key must not be bound in
  /// both: a technology's context (`[voiceover]`, `[switch]`, `[keyboard]`, `[voice-control]`) is tried together
  /// with `[global]` while that technology is on (the technology first), while `[speech]` is
  /// only tried while the Speech pane has focus and may shadow them on purpose.
  var alwaysActiveWith: [KeyContext] {
    switch self {
    case .voiceover, .switchControl, .keyboard, .voiceControl: [.global]
    case .global: [.voiceover, .switchControl, .keyboard, .voiceControl]
    case .speech: []
    }
  }
}
