import TerminalCanvas

/// Full Keyboard Access's Tab chords (Tab-Z, Tab-H…) in a terminal, which reports no key
/// release, so "Tab held while Z is pressed" cannot be seen.
///
/// Like vim's `timeoutlen`: while Full Keyboard Access is on and the keymap binds some
/// `tab+KEY` in `[keyboard]`, a Tab press waits (`AppState.pendingChord`, for
/// `AppState.chordWindow` seconds). The next key, if `tab+KEY` is bound, runs that command
/// and Tab's own command (Move Forward) does not run. Any other key, or the window running
/// out (a tick), runs Tab's own command first, then the key as usual.
extension AppReducer {
  /// Whether `key` starts a chord instead of acting at once.
  static func startsChord(_ key: KeyPress, _ state: AppState) -> Bool {
    guard state.technology == .fullKeyboardAccess, key.modifiers.isEmpty, key.key == .tab,
      let bindings = state.keymap.bindings[.keyboard]
    else { return false }
    return bindings.keys.contains { $0.modifiers.contains(.tab) }
  }

  /// The key after a chord's Tab: the chord's command, or Tab's then the key's own.
  static func chordKey(_ key: KeyPress, after pending: PendingChord, _ state: inout AppState)
    -> [AppEffect]
  {
    state.pendingChord = nil
    let chord = key.adding(.tab)
    if key.key != .tab, let id = state.keymap.commandID(for: chord, contexts: [.keyboard]),
      let info = CommandCatalog.info(id: id)
    {
      state.banner = nil
      return perform(info.command, key: chord.displayName, &state)
    }
    var effects = runOnItsOwn(pending, &state)
    effects += keyPressed(key, &state)
    return effects
  }

  /// Runs the command the chord's first key has on its own (Tab: Move Forward).
  static func runOnItsOwn(_ pending: PendingChord, _ state: inout AppState) -> [AppEffect] {
    guard let id = resolve(pending.key, state), let info = CommandCatalog.info(id: id) else {
      return []
    }
    state.banner = nil
    return perform(info.command, key: pending.key.displayName, &state)
  }
}
