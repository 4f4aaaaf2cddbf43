import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// The bottom row: technology, scene and screen, settings, then the find prompt, a banner,
/// or the most useful keys. Sections are dropped from the least important when the row is
/// narrow; the find prompt and banners always stay.
enum StatusBar {
  /// The commands whose keys the status row shows, most useful first: the ones help
  /// names for the status line (`HelpContent.statusCommands`), then a few more that fit
  /// on wide terminals.
  static let hintCommands: [(id: String, name: String)] = hintCommands(for: .voiceOver)

  /// The hint commands while `technology` is on.
  static func hintCommands(for technology: Technology) -> [(id: String, name: String)] {
    let first = HelpContent.statusCommands(for: technology)
    let extras: [(String, String)]
    switch technology {
    case .voiceOver:
      extras = [
        ("voiceover.previous", "prev"), ("voiceover.rotorNext", "rotor"),
        ("voiceover.rotorItemNext", "rotor item"), ("app.nextTechnology", "technology"),
      ]
    case .switchControl:
      extras = [
        ("switch.style", "style"), ("switch.slower", "slower"), ("switch.faster", "faster"),
        ("switch.groups", "groups"), ("switch.tapBehavior", "tap"), ("switch.speech", "speech"),
        ("switch.glidingCursor", "gliding"),
      ]
    case .fullKeyboardAccess:
      extras = [
        ("keyboard.moveDown", "in group"), ("keyboard.actions", "actions"),
        ("keyboard.help", "commands"), ("keyboard.find", "find"), ("keyboard.exit", "exit"),
      ]
    case .voiceControl:
      extras = [
        ("voicecontrol.showNames", "names"), ("voicecontrol.showGrid", "grid"), ("voicecontrol.hide", "hide"),
        ("voicecontrol.whatToSay", "what to say"), ("voicecontrol.goBack", "back"),
      ]
    }
    return first.map { ($0.id, $0.word) }
      + (extras + [("app.caption", "caption"), ("app.orderOverlay", "order"), ("app.nextPane", "pane")])
      .filter { extra in !first.contains { $0.id == extra.0 } }
  }

  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    grid.fill(area, role: .statusBar)
    Styled.put(line(state, width: area.width), at: area.origin, maxWidth: area.width, into: &grid)
  }

  /// The status row's spans for a row of `width` columns.
  static func line(_ state: AppState, width: Int) -> StyledLine {
    guard width > 0 else { return [] }
    // A speaker while audio is on.
    let speaker = state.audio.on ? " " + (state.asciiOnly ? AsciiFallback.table["🔊"] ?? "" : "🔊") : ""
    let badge: StyledLine = [Span(" " + state.technology.displayName + speaker + " ", .statusAccent)]
    let runtime = state.voiceOver.runtime
    var location = sceneName(state)
    if state.scene.screens.indices.contains(runtime.currentScreen) {
      let s = state.scene.screens[runtime.currentScreen]
      location += " · " + (s.title ?? s.id)
    }
    let scene: StyledLine = [Span(" " + location + " ", .statusBar)]
    let settings: StyledLine =
      [Span("│ ", .statusBar)] + TechnologySettingsText.spans(state)
      + [
        Span(
          " · Text \(runtime.contentSize.rawValue)\(state.largerAccessibilitySizes ? "" : " (no AX sizes)")"
            + (runtime.display.summary.isEmpty ? "" : " · " + runtime.display.summary)
            + (runtime.motion.transition.map { " · ▶ " + $0.kind.rawValue } ?? "")
            + "\(state.watching ? " · watching" : "") ",
          .statusBar)
      ]

    // The message part: the find prompt, else a banner, else as many keys as fit.
    var message: StyledLine?
    if let path = state.review.unsavedPrompt?.path {
      message = UnsavedNotesOverlay.pathLine(path)
    } else if let editor = state.review.editor {
      message = NotesOverlay.editorLine(editor)
    } else if let search = state.search {
      let keyboard = state.searchPurpose == .keyboardFind
      // How many stops match so far, so an empty result shows before Enter.
      var count = ""
      if !keyboard, !search.isEmpty {
        let n = SearchMatcher.count(search, in: state.voiceOver)
        count = n == 0 ? "  no match" : "  \(n) match\(n == 1 ? "" : "es")"
      }
      message = [
        Span((keyboard ? " Find (keyboard): " : " Find: ") + Sanitizer.sanitize(search) + "▏", .searchPrompt),
        Span(count, .statusBar),
        Span(keyboard ? "  ⏎ find · Esc cancel " : "  ⏎ jump · Esc cancel ", .statusBar),
      ]
    } else if state.voiceLine.isOpen {
      message = voiceLine(state.voiceLine)
    } else if let pending = state.pendingChord {
      message = [Span(" " + pending.key.displayName + "-… ", .searchPrompt), Span(" chord: press its key ", .statusBar)]
    } else if let banner = state.banner {
      switch banner.kind {
      case .error: message = [Span(" ✖ " + banner.text + " ", .bannerError)]
      case .info: message = [Span(" " + banner.text + " ", .bannerInfo)]
      }
    }
    if let message {
      let bar = Span("│", .statusBar)
      let candidates = [
        badge + scene + settings + [bar] + message, badge + settings + [bar] + message,
        badge + message, message,
      ]
      for c in candidates where Styled.width(c) <= width { return c }
      return message
    }
    var base = badge + scene + settings
    if Styled.width(base) > width { base = badge + scene }
    if Styled.width(base) > width { base = badge }
    var used = Styled.width(base)
    var separated = false
    for hint in keyHints(state.keymap, technology: state.technology) {
      let w = Styled.width(hint) + (separated ? 0 : 1)
      guard used + w <= width else { break }
      if !separated {
        base.append(Span("│", .statusBar))
        separated = true
      }
      base += hint
      used += w
    }
    return base
  }

  /// Voice Control's command line: the phrase typed so far, and what the keys do (or which
  /// of the names Tab offered is shown).
  static func voiceLine(_ line: VoiceCommandLine) -> StyledLine {
    var hint = "  ⏎ say · ↑↓ said before · Tab name · Esc "
    if let c = line.completion {
      hint = c.names.isEmpty ? "  no name on the screen starts so " : "  Tab: name \(c.index + 1) of \(c.names.count) "
    } else if let i = line.historyIndex {
      hint = "  said before (\(i + 1) of \(line.history.count)) · ⏎ say again "
    }
    return [Span(" Say: " + Sanitizer.sanitize(line.text) + "▏", .searchPrompt), Span(hint, .statusBar)]
  }

  /// One `→ next` hint per command that has a key, most useful first.
  static func keyHints(_ keymap: Keymap, technology: Technology = .voiceOver) -> [StyledLine] {
    hintCommands(for: technology).compactMap { command in
      guard let key = keymap.keys(for: command.id).first else { return nil }
      return [Span(" " + key.displayName, .statusKey), Span(" " + command.name + " ", .statusBar)]
    }
  }

  /// The scene file's name without folders, or "demo".
  static func sceneName(_ state: AppState) -> String {
    let name = state.sceneName
    return name.split(separator: "/").last.map(String.init) ?? name
  }
}

