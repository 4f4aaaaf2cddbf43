import TerminalCanvas

/// A key that a layered keymap took from a command of the keymap below it.
public struct DroppedBinding: Sendable, Equatable, CustomStringConvertible {
  /// The key, now bound to `replacement`.
  public var key: KeyPress
  /// The context the key was dropped from.
  public var context: KeyContext
  /// The command of the lower keymap that lost the key.
  public var command: String
  /// The command of the upper keymap that the key runs now.
  public var replacement: String
  /// Whether `command` has no keys left.
  public var leftUnbound: Bool

  /// Creates a record.
  public init(
    key: KeyPress, context: KeyContext, command: String, replacement: String, leftUnbound: Bool
  ) {
    self.key = key
    self.context = context
    self.command = command
    self.replacement = replacement
    self.leftUnbound = leftUnbound
  }

  /// For example `the key 'h' now runs 'voiceover.first' instead of 'voiceover.toggleHints',
  /// which has no keys left`.
  public var description: String {
    "the key '\(Keymap.fileSpelling(of: key))' now runs '\(replacement)' instead of '\(command)'"
      + (leftUnbound ? ", which has no keys left" : "")
  }
}

extension Keymap {
  /// This keymap with `user`'s bindings on top.
  ///
  /// The rule, by command id:
  /// 1. A command the user keymap names (with keys, or `none`) gets exactly the user's keys;
  ///    the keys this keymap gave it are dropped. Commands the user does not name keep theirs.
  /// 2. When a user key is already bound here to another command in the same context, or in
  ///    a context active together with it (a technology's context and `[global]`), the user's binding
  ///    wins and that key is dropped from the other command (see `overlay(_:)` to list them).
  ///    `[speech]` is different: it is only tried while the Speech pane has focus, so it may
  ///    shadow `[voiceover]` and `[global]` keys on purpose and nothing is dropped for it.
  public func overlaid(by user: Keymap) -> Keymap {
    overlay(user).keymap
  }

  /// `overlaid(by:)`, plus the bindings of this keymap that `user` took over.
  public func overlay(_ user: Keymap) -> (keymap: Keymap, dropped: [DroppedBinding]) {
    var result = self
    result.name = name + " + " + user.name
    let userCommands = CommandCatalog.all.filter { user.keysByCommand[$0.id] != nil }
    // 1. Replace the keys of every command the user names.
    for info in userCommands {
      for key in result.keys(for: info.id) where result.bindings[info.context]?[key] == info.id {
        result.bindings[info.context]?[key] = nil
      }
      result.keysByCommand[info.id] = user.keys(for: info.id)
    }
    // 2. Bind the user's keys, taking them from the commands that still have them.
    var dropped: [DroppedBinding] = []
    for info in userCommands {
      for key in user.keys(for: info.id) {
        let contexts = [info.context] + info.context.alwaysActiveWith
        for context in contexts {
          guard let other = result.bindings[context]?[key], other != info.id else { continue }
          result.bindings[context]?[key] = nil
          result.keysByCommand[other]?.removeAll { $0 == key }
          dropped.append(
            DroppedBinding(
              key: key, context: context, command: other, replacement: info.id,
              leftUnbound: result.keys(for: other).isEmpty))
        }
        result.bindings[info.context, default: [:]][key] = info.id
      }
    }
    return (result, dropped)
  }
}
