import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// The one place state changes: key → command → new state (+ effects).
public enum AppReducer {
  public static func handle(_ event: AppEvent, _ state: inout AppState) -> [AppEffect] {
    // A setting step drawn from a first look is made whole before anything else (unless
    // this is its whole, made off the main loop).
    if case .laidOut = event {} else { completeLayout(&state) }
    var effects = react(event, &state)
    // Notes that are not saved are not lost by quitting: ask first (`unsavedPromptKey`).
    if effects.contains(.quit), state.review.unsaved != nil, state.review.unsavedPrompt == nil {
      effects.removeAll { $0 == .quit }
      state.review.unsavedPrompt = UnsavedNotesPrompt()
      state.review.editor = nil
      state.review.listVisible = false
      state.helpVisible = false
    }
    return effects
  }

  static func react(_ event: AppEvent, _ state: inout AppState) -> [AppEffect] {
    switch event {
    case .resized(let size):
      state.size = size
      return []
    case .keyPressed(let key):
      return keyPressed(key, &state)
    case .tick(let seconds):
      return tick(seconds, &state)
    case .laidOut(let whole):
      finishLayout(whole, &state)
      return []
    case .sceneReloaded(.success(let loaded)):
      let summary = SceneChangeSummary.describe(old: state.scene, new: loaded.scene)
      state.simulator.replaceScene(loaded.scene)
      state.logEvents(state.simulator.announceReload(), key: nil)
      state.speechScroll = 0
      state.inspectorScroll = 0
      state.warnings = loaded.warnings
      state.reloadProblems = []
      state.problemsVisible = false
      if state.audit != nil { state.audit = AuditPaneState(simulator: state.simulator) }
      state.banner = Banner(.info, "Reloaded: " + summary)
      return []
    case .sceneReloaded(.failure(let failure)):
      // Every problem in full, in an overlay; the banner counts them.
      state.reloadProblems = failure.lines.isEmpty ? ["unknown error"] : failure.lines
      state.problemsVisible = true
      state.problemsScroll = 0
      state.banner = Banner(.error, problemsBanner(state))
      return []
    case .transcriptSaved(.success(let paths)):
      state.banner = Banner(.info, savedBanner(paths, state))
      return []
    case .transcriptSaved(.failure(let failure)):
      state.banner = Banner(.error, "Could not save: " + (failure.lines.first ?? ""))
      return []
    case .notesSaved(let outcome):
      return notesSaved(outcome, &state)
    case .notesFileChanged(let result):
      return notesFileChanged(result, &state)
    case .audioUnavailable(let why):
      let first = state.audio.unavailable == nil
      state.audio.on = false
      state.audio.unavailable = why
      // Said in full once; later attempts only remind.
      // "audio is off: …" opens the row as "Audio is off: …"; "eSpeak NG …" stays as it is.
      let sentence = why.hasPrefix("audio") ? "A" + why.dropFirst() : why
      state.banner = Banner(.error, first ? sentence : "Audio is still unavailable: " + why)
      return []
    case .speechMeasured(let step, let seconds):
      // Only the latest step's speech is still being heard.
      if step == state.simulator.step, seconds.isFinite { state.simulator.speechClock?.measured(seconds) }
      return []
    }
  }

  static func keyPressed(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    // Animations never block input: a key during a transition finishes it at once.
    if state.voiceOver.runtime.motion.transition != nil { state.simulator.finishMotion() }
    if state.review.unsavedPrompt != nil { return unsavedPromptKey(key, &state) }
    if state.search != nil { return searchKey(key, &state) }
    if state.voiceLine.isOpen { return voiceLineKey(key, &state) }
    if state.review.editor != nil { return noteEditorKey(key, &state) }
    if state.helpVisible {
      // A page is what the help box shows (the overlay clamps the offset when it draws).
      let page = max(1, helpVisibleLines(state) - 1)
      switch key.key {
      case .up: state.helpScroll = max(0, state.helpScroll - 1); return []
      case .down: state.helpScroll += 1; return []
      case .pageUp: state.helpScroll = max(0, state.helpScroll - page); return []
      case .pageDown: state.helpScroll += page; return []
      default:
        // Any other key closes help, and quit still quits.
        if let id = resolve(key, state), CommandCatalog.info(id: id)?.command == .quit { return [.quit] }
        state.helpVisible = false
        return []
      }
    }
    if state.problemsVisible { return problemsKey(key, &state) }
    if state.review.listVisible { return notesListKey(key, &state) }
    if state.review.transcriptVisible { return transcriptKey(key, &state) }
    if state.review.checklist != nil { return checklistKey(key, &state) }
    if state.audit != nil { return auditKey(key, &state) }
    if state.variantsVisible { return variantsKey(key, &state) }
    if let pending = state.pendingChord {
      return chordKey(key, after: pending, &state)
    }
    if startsChord(key, state) {
      state.pendingChord = PendingChord(key: key, remaining: state.chordWindow)
      return []
    }
    guard let id = resolve(key, state), let info = CommandCatalog.info(id: id) else {
      let help = state.keymap.keys(for: "app.help").first.map { "; press \($0.displayName) for help" } ?? ""
      state.banner = Banner(.info, "\(key.displayName) is not bound" + help)
      return []
    }
    state.banner = nil
    return perform(info.command, key: key.displayName, &state)
  }

  /// The command id bound to a key: the focused pane's context first, then the active
  /// technology's, then global.
  public static func resolve(_ key: KeyPress, _ state: AppState) -> String? {
    state.keymap.commandID(for: key, contexts: activeContexts(state))
  }

  /// The contexts tried for a key, in order.
  public static func activeContexts(_ state: AppState) -> [KeyContext] {
    var contexts: [KeyContext] = []
    // The scrolling keys of the `speech` context scroll whichever of Speech and Inspector
    // has the keyboard.
    if state.focusedPane == .speech || state.focusedPane == .inspector { contexts.append(.speech) }
    return contexts + [KeyContext.of(state.technology), .global]
  }

  /// Marks the speech the last step cut off, and why: always when the scene or time cut it
  /// off, and when the reviewer's own key did only with `keepInterruptions`, so the Speech
  /// pane, the saved transcripts and the report show the same marks.
  static func noteInterruption(_ state: inout AppState) {
    guard let i = state.simulator.earlierSpeechInterruption, !i.byUser || state.keepInterruptions else { return }
    state.log.markLastSpeechCutOff(by: i)
  }

  /// Runs a technology's command and logs what it did.
  static func run(_ command: TechnologyCommand, key: String?, _ state: inout AppState) -> [AppEffect] {
    let before = state.focusedElement
    let events = state.simulator.perform(command)
    if state.focusedElement != before { state.inspectorScroll = 0 }
    noteInterruption(&state)
    state.logEvents(events, key: key)
    state.lastKey = key
    state.speechScroll = 0
    return []
  }

  /// Lets time pass: a waiting Tab chord runs out, Switch Control scans. Time stands still
  /// while help or the find prompt is open, so reading them does not use up scan loops.
  static func tick(_ seconds: Double, _ state: inout AppState) -> [AppEffect] {
    guard seconds > 0, seconds.isFinite else { return [] }
    var effects: [AppEffect] = []
    if var pending = state.pendingChord {
      pending.remaining -= seconds
      if pending.remaining <= 1e-9 {
        state.pendingChord = nil
        effects += runOnItsOwn(pending, &state)
      } else {
        state.pendingChord = pending
      }
    }
    guard !state.helpVisible, state.search == nil, !state.voiceLine.isOpen, !state.review.freezesTime else { return effects }
    let before = state.focusedElement
    let events = state.simulator.tick(seconds)
    guard !events.isEmpty else { return effects }
    if state.focusedElement != before { state.inspectorScroll = 0 }
    noteInterruption(&state)
    state.logEvents(events, key: nil)
    state.speechScroll = 0
    return effects
  }

  /// Applies a command.
  public static func perform(_ command: AppCommand, key: String?, _ state: inout AppState) -> [AppEffect] {
    switch command {
    case .voiceOver(let c):
      return run(.voiceOver(c), key: key, &state)
    case .switchControl(let c):
      return run(.switchControl(c), key: key, &state)
    case .keyboard(let c):
      return run(.keyboard(c), key: key, &state)
    case .switchSetting(let setting):
      let effects = run(.switchControl(setting.command(from: state.simulator.switchControl.settings)), key: key, &state)
      state.banner = Banner(.info, "Switch Control: " + state.simulator.switchControl.settings.summary)
      return effects
    case .keyboardFind:
      state.search = ""
      state.searchPurpose = .keyboardFind
      return []
    case .voiceControlLine:
      state.voiceLine.open()
      return []
    case .voiceControl(let phrase):
      return say(phrase, key: key, &state)
    case .voiceControlHide:
      guard let phrase = hidePhrase(state.simulator.voiceControl.overlay) else {
        state.banner = Banner(.info, "Voice Control shows nothing to hide")
        return []
      }
      return say(phrase, key: key, &state)
    case .nextTechnology:
      let effects = run(.use(state.technology.next), key: key, &state)
      state.pendingChord = nil
      state.banner = Banner(.info, "Now using " + state.technology.displayName)
      return effects
    case .toggleSpeakHints:
      let on = !state.voiceOver.options.speakHints
      let utterances = state.simulator.perform(.voiceOver(.setSpeakHints(on)))
      noteInterruption(&state)
      state.logEvents(utterances, key: key)
      state.banner = Banner(.info, "Speak Hints \(on ? "on" : "off")")
      return []
    case .quit: return [.quit]
    case .toggleHelp:
      state.helpVisible.toggle()
      state.helpScroll = 0
      return []
    case .toggleCaption: state.caption.toggle(); return []
    case .toggleAudio:
      state.audio.on.toggle()
      let key = state.keymap.keys(for: "app.audio").first.map { " (\($0.displayName) turns it off)" } ?? ""
      state.banner = Banner(.info, state.audio.on ? "Audio on: speech and earcons are heard as you move" + key : "Audio off")
      return [.audio(state.audio.on)]
    case .togglePresenter:
      state.presenter.toggle()
      // The panes that are gone cannot keep the keyboard.
      if state.presenter, state.focusedPane == .inspector || state.focusedPane == .rotor { state.focusedPane = .screen }
      state.banner = Banner(.info, state.presenter ? "Presenter layout: Screen and Speech only" : "Presenter layout off")
      return []
    case .toggleOrderOverlay: state.orderOverlay.toggle(); return []
    case .focusNextPane, .focusPreviousPane:
      // The presenter layout shows only the Screen and Speech panes.
      let panes: [Pane] = state.presenter ? [.screen, .speech] : Pane.allCases
      let i = panes.firstIndex(of: state.focusedPane) ?? 0
      let d = command == .focusNextPane ? 1 : panes.count - 1
      state.focusedPane = panes[(i + d) % panes.count]
      return []
    case .scrollUp, .scrollDown, .pageUp, .pageDown, .scrollToEnd:
      if state.focusedPane == .inspector {
        // The pane clamps the offset to its content when it draws.
        switch command {
        case .scrollUp: state.inspectorScroll = max(0, state.inspectorScroll - 1)
        case .scrollDown: state.inspectorScroll = min(1_000, state.inspectorScroll + 1)
        case .pageUp: state.inspectorScroll = max(0, state.inspectorScroll - 10)
        case .pageDown: state.inspectorScroll = min(1_000, state.inspectorScroll + 10)
        default: state.inspectorScroll = 0
        }
        return []
      }
      let last = max(0, state.log.lines.count - 1)
      switch command {
      case .scrollUp: state.speechScroll = min(last, state.speechScroll + 1)
      case .scrollDown: state.speechScroll = max(0, state.speechScroll - 1)
      case .pageUp: state.speechScroll = min(last, state.speechScroll + 10)
      case .pageDown: state.speechScroll = max(0, state.speechScroll - 10)
      default: state.speechScroll = 0
      }
      return []
    case .startSearch:
      state.search = ""
      return []
    case .saveTranscript: return [.saveTranscript]
    case .writeReport: return [.writeReport]
    case .reload:
      guard state.scenePath != nil else {
        state.banner = Banner(.info, "The built-in demo has no file to reload")
        return []
      }
      return [.reload]
    case .largerText, .smallerText:
      return changeTextSize(by: command == .largerText ? 1 : -1, key: key, &state)
    case .toggleLargerAccessibilitySizes:
      state.largerAccessibilitySizes.toggle()
      let on = state.largerAccessibilitySizes
      var text = "Larger Accessibility Sizes \(on ? "on: text sizes go up to AX5" : "off: text sizes stop at XXXL")"
      if !on, state.contentSize.isAccessibilitySize {
        // As on a device: turning the setting off brings the slider back to its largest
        // standard size.
        text += "; text size now XXXL"
        return changeLayout(.textSize(.extraExtraExtraLarge), banner: text, key: key, &state)
      }
      state.banner = Banner(.info, text)
      return []
    case .toggleVariants:
      state.variantsVisible.toggle()
      return []
    case .toggleDisplay(let setting):
      var display = state.voiceOver.runtime.display
      let on = !(display[setting.rawValue] ?? false)
      display[setting.rawValue] = on
      var text = setting.title + (on ? " on" : " off")
      if setting == .preferCrossFade, !display.reduceMotion { text += " (applies with Reduce Motion on)" }
      let summary = display.summary
      text += summary.isEmpty ? "" : " · now: " + summary
      return changeLayout(.display(display), banner: text, key: key, &state)
    case .redraw: return [.redraw]
    case .toggleAudit:
      toggleAudit(&state)
      return []
    case .toggleChecklist:
      toggleChecklist(&state)
      return []
    case .showProblems:
      guard !state.reloadProblems.isEmpty else {
        state.banner = Banner(.info, "No reload problems: the scene loaded")
        return []
      }
      state.problemsVisible = true
      state.problemsScroll = 0
      return []
    case .searchNext, .searchPrevious:
      guard let query = state.lastSearch, !query.isEmpty else {
        let find = state.keymap.keys(for: "voiceover.search").first.map { "; press \($0.displayName) to search" } ?? ""
        state.banner = Banner(.info, "No search yet" + find)
        return []
      }
      return jump(to: query, forward: command == .searchNext, key: key ?? "", &state)
    case .addNote, .addScreenNote: return startNote(onScreen: command == .addScreenNote, &state)
    case .showNotes: return showNotes(&state)
    case .showTranscript:
      state.review.transcriptVisible = true
      state.review.transcriptBack = 0
      return []
    }
  }

  /// "Saved Scenes/axsim-transcripts/axsim-transcript-….md and .jsonl": one short path, the
  /// other file by its extension; the working directory is named when it was the fallback.
  static func savedBanner(_ paths: [String], _ state: AppState) -> String {
    func stem(_ p: String) -> (String, String) {
      guard let dot = p.lastIndex(of: "."), !p[dot...].contains("/") else { return (p, "") }
      return (String(p[..<dot]), String(p[dot...]))
    }
    var text = "Saved "
    if paths.count == 2, stem(paths[0]).0 == stem(paths[1]).0 {
      text += paths[0] + " and " + stem(paths[1]).1
    } else {
      text += paths.joined(separator: " and ")
    }
    if state.saveDirectory == nil { text += " (in the working directory)" }
    return text
  }

  /// The lines the help box shows at the current terminal height (as `HelpOverlay` lays it
  /// out: a margin of one row above and below from 12 rows, and the box's two borders).
  public static func helpVisibleLines(_ state: AppState) -> Int {
    let h = state.size.height
    return max(1, h - (h >= 12 ? 2 : 0) - 2)
  }

  /// "Reload failed: 3 problems; kept the previous scene. Esc closes the list, e shows it again."
  static func problemsBanner(_ state: AppState) -> String {
    let n = state.reloadProblems.count
    var text = "Reload failed: \(n) problem\(n == 1 ? "" : "s"); kept the previous scene"
    if let key = state.keymap.keys(for: "app.problems").first {
      text += ". \(key.displayName) shows the list again"
    }
    return text
  }

  /// Keys while the list of reload problems covers the app: arrows scroll, Esc (or the
  /// list's own key) closes it, quit quits; other keys say how to close it.
  static func problemsKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    let command = resolve(key, state).flatMap { CommandCatalog.info(id: $0)?.command }
    switch key.key {
    case .up: state.problemsScroll = max(0, state.problemsScroll - 1); return []
    case .down: state.problemsScroll = min(state.reloadProblems.count, state.problemsScroll + 1); return []
    case .pageUp: state.problemsScroll = max(0, state.problemsScroll - 10); return []
    case .pageDown: state.problemsScroll = min(state.reloadProblems.count, state.problemsScroll + 10); return []
    case .escape:
      state.problemsVisible = false
      return []
    default: break
    }
    switch command {
    case .quit?: return [.quit]
    case .showProblems?:
      state.problemsVisible = false
      return []
    case .reload?: return perform(.reload, key: key.displayName, &state)
    case .redraw?: return [.redraw]
    default:
      let again = state.keymap.keys(for: "app.problems").first.map { "; \($0.displayName) shows it again" } ?? ""
      state.banner = Banner(.info, "Esc closes the list of problems" + again)
      return []
    }
  }

  /// Moves VoiceOver to the next (or previous) stop whose label or value contains `query`,
  /// and says which match of how many it is.
  static func jump(to query: String, forward: Bool, key: String, _ state: inout AppState) -> [AppEffect] {
    guard let target = SearchMatcher.match(query, in: state.voiceOver, forward: forward) else {
      state.banner = Banner(.error, "No element here matches '\(query)'")
      return [.bell]
    }
    // Which match it is, in the tree the search looked in (focusing does not change it).
    let found = SearchMatcher.rank(of: target, for: query, in: state.voiceOver)
    let count = SearchMatcher.count(query, in: state.voiceOver)
    // Past the last match (or the first, going back) the search starts again at the other
    // end: say so, as a find bar does.
    let from = state.voiceOver.focusPosition
    let to = state.voiceOver.tree.position[target]
    var wrapped: String?
    if let from, let to, count > 0 {
      if forward, to <= from { wrapped = count == 1 && to == from ? "the only match" : "wrapped to the top" }
      if !forward, to >= from { wrapped = count == 1 && to == from ? "the only match" : "wrapped to the bottom" }
    }
    let effects = perform(.voiceOver(.focus(target)), key: key, &state)
    var text = "'\(query)': match \(found?.rank ?? 1) of \(count)"
    if let wrapped { text += ", " + wrapped }
    if count > 1 {
      let keys = ["app.searchNext", "app.searchPrevious"].compactMap { state.keymap.keys(for: $0).first?.displayName }
      if keys.count == 2 { text += " (\(keys[0]) next, \(keys[1]) previous)" }
    }
    state.banner = Banner(.info, text)
    return effects
  }

  /// Keys while the variants view covers the app: Escape or its own key closes it, quit
  /// quits, help opens over it; the others are not for the screens behind it.
  static func variantsKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    let command = resolve(key, state).flatMap { CommandCatalog.info(id: $0)?.command }
    switch command {
    case .quit?: return [.quit]
    case .toggleHelp?: return perform(.toggleHelp, key: key.displayName, &state)
    case .toggleVariants?: return perform(.toggleVariants, key: key.displayName, &state)
    case .redraw?: return [.redraw]
    default:
      if key.key == .escape {
        state.variantsVisible = false
        state.banner = nil
        return []
      }
      let close = state.keymap.keys(for: "app.variants").first.map { " or " + $0.displayName } ?? ""
      state.banner = Banner(.info, "Esc\(close) closes the variants view")
      return []
    }
  }

  /// One Dynamic Type step up or down (into the accessibility sizes only with Larger
  /// Accessibility Sizes on), through `Simulator.setContentSize` so the reflow, the order
  /// change and the layout problems are logged in the Speech pane.
  static func changeTextSize(by delta: Int, key: String?, _ state: inout AppState) -> [AppEffect] {
    let current = state.contentSize
    guard let next = current.stepped(by: delta, largerAccessibilitySizes: state.largerAccessibilitySizes) else {
      var text = "Text size \(current.rawValue) (the \(delta > 0 ? "largest" : "smallest") size)"
      if delta > 0, !state.largerAccessibilitySizes, !current.isAccessibilitySize {
        let toggle = state.keymap.keys(for: "app.largerAccessibilitySizes").first?.displayName
        text += "; Larger Accessibility Sizes is off" + (toggle.map { " (\($0) turns it on)" } ?? "")
      }
      state.banner = Banner(.info, text)
      return []
    }
    return changeLayout(.textSize(next), banner: nil, key: key, &state)
  }

  /// A setting step (`LayoutSetting`) with `banner` once whole (nil: the text size's, with
  /// its layout problems). On a long scene, when it lays the screen out again, the frame
  /// after it is drawn from a first look and the whole is made off the main loop
  /// (`PendingLayout`); otherwise the whole at once.
  static func changeLayout(_ setting: LayoutSetting, banner: String?, key: String?, _ state: inout AppState) -> [AppEffect] {
    if state.simulator.scene.elements.count >= state.firstLookElements, state.simulator.relaysOut(setting) {
      // The rows around focus after the step in this frame; the whole off the main loop.
      let before = state.simulator
      state.simulator.firstLook(at: setting)
      state.layoutSteps += 1
      state.pendingLayout = PendingLayout(before: before, setting: setting, key: key, banner: banner, number: state.layoutSteps)
      state.banner = Banner(.info, (banner ?? textSizeBanner(state.contentSize)) + " · laying out")
      return [.layOut]
    }
    let events = state.simulator.apply(setting)
    finishLayout(setting, events: events, banner: banner, key: key, &state)
    return []
  }

  /// Makes the whole layout of a setting step drawn from a first look (`PendingLayout`) on
  /// the spot, from the simulator as it was before the step.
  static func completeLayout(_ state: inout AppState) {
    guard let pending = state.pendingLayout else { return }
    finishLayout(pending.layOut(), &state)
  }

  /// Takes the whole layout of the pending setting step, if `whole` is that step's.
  static func finishLayout(_ whole: PendingLayout.Whole, _ state: inout AppState) {
    guard let pending = state.pendingLayout, pending.number == whole.number else { return }
    state.pendingLayout = nil
    state.simulator = whole.simulator
    finishLayout(pending.setting, events: whole.events, banner: pending.banner, key: pending.key, &state)
  }

  /// A setting step, whole: what it did logged, and its banner.
  static func finishLayout(_ setting: LayoutSetting, events: [TranscriptEvent], banner: String?, key: String?, _ state: inout AppState) {
    logSettingChange(events, key: key, &state)
    state.banner = Banner(.info, banner ?? textSizeBanner(state.contentSize, problems: state.voiceOver.runtime.layoutProblems.values.reduce(0) { $0 + $1.count }))
  }

  /// "Text size XL", with the count of layout problems when there are some.
  static func textSizeBanner(_ size: ContentSizeCategory, problems: Int = 0) -> String {
    "Text size \(size.rawValue)" + (problems > 0 ? " · \(problems) layout problem\(problems == 1 ? "" : "s")" : "")
  }

  static func logSettingChange(_ events: [TranscriptEvent], key: String?, _ state: inout AppState) {
    guard !events.isEmpty else { return }
    state.logEvents(events, key: key)
    state.lastKey = key
    state.speechScroll = 0
  }

  static func searchKey(_ key: KeyPress, _ state: inout AppState) -> [AppEffect] {
    var query = state.search ?? ""
    switch key.key {
    case .escape:
      state.search = nil
      state.searchPurpose = .jump
    case .backspace:
      if query.isEmpty {
        state.search = nil
        state.searchPurpose = .jump
      } else {
        query.removeLast()
        state.search = query
      }
    case .enter:
      state.search = nil
      let purpose = state.searchPurpose
      state.searchPurpose = .jump
      guard !query.isEmpty else { return [] }
      if purpose == .keyboardFind {
        let key = state.keymap.keys(for: "keyboard.find").first?.displayName ?? "find"
        return run(.keyboard(.find(query)), key: key + " " + query, &state)
      }
      state.lastSearch = query
      return jump(to: query, forward: true, key: "/" + query, &state)
    case .character(let c) where key.modifiers.isEmpty || key.modifiers == .shift:
      query.append(c)
      state.search = query
    default:
      break
    }
    return []
  }
}

/// Finds elements by part of their spoken text.
public enum SearchMatcher {
  /// The first stop after the focus (wrapping) whose label or value contains `query`.
  public static func firstMatch(_ query: String, in vo: VoiceOver) -> ElementIndex? {
    match(query, in: vo, forward: true)
  }

  /// The next stop after the focus (or the previous one before it), wrapping, whose label
  /// or value contains `query`.
  public static func match(_ query: String, in vo: VoiceOver, forward: Bool) -> ElementIndex? {
    vo.runtime.searchMatch(query, from: vo.focusPosition, forward: forward).map { vo.tree.stops[$0].element }
  }

  /// Every stop that matches, in reading order.
  public static func matches(_ query: String, in vo: VoiceOver) -> [ElementIndex] {
    vo.runtime.searchMatches(query).map { vo.tree.stops[$0].element }
  }

  /// How many stops match (what the prompt counts as you type), without listing them: the
  /// engine keeps the positions per query, so this costs a lookup, not a pass over them.
  public static func count(_ query: String, in vo: VoiceOver) -> Int {
    vo.runtime.searchCount(query)
  }

  /// Which match `element` is (from 1) among the stops matching `query`, and how many match;
  /// nil when it does not match.
  public static func rank(of element: ElementIndex, for query: String, in vo: VoiceOver) -> (rank: Int, count: Int)? {
    let positions = vo.runtime.searchMatches(query)
    guard let here = vo.tree.position[element] else { return nil }
    // The positions ascend: bisect.
    var low = 0
    var high = positions.count
    while low < high {
      let mid = (low + high) / 2
      if positions[mid] < here { low = mid + 1 } else { high = mid }
    }
    guard low < positions.count, positions[low] == here else { return nil }
    return (low + 1, positions.count)
  }
}
