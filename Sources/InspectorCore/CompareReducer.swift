import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// The keys of compare mode: the before side takes each key as the app would; the after
/// side follows. VoiceOver's moves (next, previous, first, last, rotor items) bring the after
/// side to the partner of the element the before side reached (`StopMatching`: the same id,
/// else label, else place in the order), or note that it has none; every other command of
/// the technologies (activate, escape, adjust, Switch Control, the keyboard), the
/// technology switch, Speak Hints, the text size and display settings run on both sides.
///
/// The review is the side that holds focus (`CompareState.focus`, moved by the pane keys):
/// notes (`;` `:`), the notes list, the transcript so far, the Audit pane and the checklist
/// open on it, and every key goes to it while one is open; its notes are saved to its own
/// review file (`CompareEffect.side`). `w` saves both walks and `W` the report, where the
/// single-scene app saves them. Help, quit and redraw work as in the app; quitting asks
/// first while a side's notes are not saved. The rest (reloading, the variants view, search)
/// belong to the single-scene app and say so, briefly.
public enum CompareReducer {
  public static func handle(_ event: AppEvent, _ state: inout CompareState) -> [CompareEffect] {
    switch event {
    case .resized(let size):
      state.size = size
      state.before.size = size
      state.after.size = size
      return []
    case .tick(let seconds):
      // Time stands still on both sides while the review has a note or a list open.
      guard !state.freezesTime else { return [] }
      return both(.tick(seconds), &state)
    case .keyPressed(let key):
      let effects = keyPressed(key, &state)
      return guardQuit(effects, &state)
    case .sceneReloaded, .transcriptSaved, .audioUnavailable, .speechMeasured:
      // Compare has no audio and reloads nothing; saved files are `saved(_:)`.
      return []
    case .notesSaved, .notesFileChanged, .laidOut:
      // About one side: `handle(_:side:_:)` (compare makes a setting step whole on the
      // next event, on each side).
      return []
    }
  }

  /// An event about one side: its review notes saved (or not), or its notes file changed.
  public static func handle(_ event: AppEvent, side: CompareSide, _ state: inout CompareState) -> [CompareEffect] {
    let effects = AppReducer.handle(event, &state[side]).map { CompareEffect($0, side: side) }
    adoptBanner(from: [side], &state)
    return guardQuit(effects, &state)
  }

  /// The session wrote files (`w`: both walks; `W`: the report): where, or why not.
  public static func saved(_ result: Result<String, SceneReloadFailure>, _ state: inout CompareState) {
    switch result {
    case .success(let words): state.banner = Banner(.info, words)
    case .failure(let f): state.banner = Banner(.error, "Could not save: " + (f.lines.first ?? ""))
    }
  }

  /// The event on both sides (before first), their effects for the whole session.
  static func both(_ event: AppEvent, _ state: inout CompareState) -> [CompareEffect] {
    (AppReducer.handle(event, &state.before) + AppReducer.handle(event, &state.after)).map { CompareEffect($0) }
  }

  /// A key for one side, as the single-scene app takes it.
  static func on(_ side: CompareSide, _ key: KeyPress, _ state: inout CompareState) -> [CompareEffect] {
    let effects = AppReducer.handle(.keyPressed(key), &state[side]).map { CompareEffect($0, side: aboutOneSide($0) ? side : nil) }
    adoptBanner(from: [side], &state)
    return effects
  }

  /// Whether an effect is about one side's files (its notes), not the whole session.
  static func aboutOneSide(_ effect: AppEffect) -> Bool {
    switch effect {
    case .saveNotes, .saveNotesAs: return true
    default: return false
    }
  }

  /// Whether a side has a review tool open, which then takes every key.
  static func reviewOpen(_ s: AppState) -> Bool {
    s.review.editor != nil || s.review.listVisible || s.review.transcriptVisible || s.audit != nil || s.review.checklist != nil
      || s.problemsVisible
  }

  static func keyPressed(_ key: KeyPress, _ state: inout CompareState) -> [CompareEffect] {
    state.banner = nil
    // The question about unsaved notes, then whatever the review side has open.
    if let side = CompareSide.allCases.first(where: { state[$0].review.unsavedPrompt != nil }) {
      state.focus = side
      return on(side, key, &state)
    }
    if reviewOpen(state[state.focus]) { return on(state.focus, key, &state) }
    // Help, and a Tab chord in progress, are the before side's; the after side follows the
    // chord (it gets the same keys).
    if state.before.helpVisible {
      return on(.before, key, &state)
    }
    if state.before.pendingChord != nil || AppReducer.startsChord(key, state.before) {
      return both(.keyPressed(key), &state)
    }
    // Voice Control's command line is the before side's (its Tab completes the before
    // side's names); the after side gets the same line, and hears it when Enter says it.
    if state.before.voiceLine.isOpen {
      let line = state.before.voiceLine
      let effects = on(.before, key, &state)
      guard key.key == .enter else {
        state.after.voiceLine = state.before.voiceLine
        return effects
      }
      state.after.voiceLine = line
      let said = effects + on(.after, key, &state)
      compareOutcome(key: "“" + Sanitize.forMessage(line.text) + "”", &state)
      return said
    }
    guard let id = AppReducer.resolve(key, state.before), let info = CommandCatalog.info(id: id) else {
      let help = state.before.keymap.keys(for: "app.help").first.map { "; press \($0.displayName) for help" } ?? ""
      state.banner = Banner(.info, "\(key.displayName) is not bound" + help)
      return []
    }
    switch info.command {
    case .quit, .redraw, .toggleHelp:
      return on(.before, key, &state)
    case .focusNextPane, .focusPreviousPane:
      state.focus = state.focus.other
      let s = state[state.focus]
      state.banner = Banner(.info, "Notes and checklist: \(state.focus.title.lowercased()) side (\(s.sceneName))")
      return []
    case .addNote, .addScreenNote, .showNotes, .showTranscript, .toggleAudit, .toggleChecklist:
      return on(state.focus, key, &state)
    case .voiceOver(let c) where follows(c):
      let effects = on(.before, key, &state)
      follow(key: key.displayName, &state)
      return effects
    case .voiceOver, .switchControl, .keyboard, .voiceControl, .voiceControlHide:
      // Both sides act; where they end up differing (focus, screen) is the behaviour change.
      let effects = both(.keyPressed(key), &state)
      compareOutcome(key: key.displayName, &state)
      return effects
    case .switchSetting, .voiceControlLine, .nextTechnology, .toggleSpeakHints, .largerText, .smallerText,
      .toggleLargerAccessibilitySizes, .toggleDisplay:
      let effects = both(.keyPressed(key), &state)
      adoptBanner(from: [.before, .after], &state)
      return effects
    case .saveTranscript:
      return [CompareEffect(.saveTranscript)]
    case .writeReport:
      // The report of the after side, with the comparison and the after side's walk.
      return [CompareEffect(.writeReport)]
    default:
      // Short enough for an 80-column status row.
      let name = String(info.summary.prefix { $0 != ":" && $0 != "(" }.reversed().drop { $0 == " " }.reversed())
      state.banner = Banner(.info, "\(key.displayName) (\(name)) needs one scene: axsim FILE")
      return []
    }
  }

  /// Quitting while a side's notes are not saved asks first, on that side (the side's own
  /// question: save them elsewhere, quit anyway, stay).
  static func guardQuit(_ effects: [CompareEffect], _ state: inout CompareState) -> [CompareEffect] {
    guard effects.contains(where: { $0.effect == .quit }) else { return effects }
    guard let side = CompareSide.allCases.first(where: { state[$0].review.unsaved != nil && state[$0].review.unsavedPrompt == nil }) else {
      return effects
    }
    state.focus = side
    state[side].review.unsavedPrompt = UnsavedNotesPrompt()
    state[side].review.editor = nil
    state[side].review.listVisible = false
    state.before.helpVisible = false
    return effects.filter { $0.effect != .quit }
  }

  /// What the sides' banners say, in the status row: one side's as it is; both, when they
  /// differ ("Before: Text size AX3 · 2 layout problems · After: Text size AX3").
  static func adoptBanner(from sides: [CompareSide], _ state: inout CompareState) {
    let banners = sides.compactMap { side in state[side].banner.map { (side, $0) } }
    for side in sides { state[side].banner = nil }
    guard let first = banners.first else { return }
    if banners.count == 2, banners[0].1.text != banners[1].1.text {
      let kind: Banner.Kind = banners.contains { $0.1.kind == .error } ? .error : .info
      state.banner = Banner(kind, banners.map { "\($0.0.title): \($0.1.text)" }.joined(separator: " · "))
    } else {
      state.banner = first.1
    }
  }

  /// VoiceOver's moves, which the after side follows to the partner element.
  static func follows(_ c: VoiceOverCommand) -> Bool {
    switch c {
    case .next, .previous, .first, .last, .rotorItemNext, .rotorItemPrevious: return true
    default: return false
    }
  }

  /// Brings the after side to the partner of the before side's element, or notes that it
  /// has none.
  static func follow(key: String, _ state: inout CompareState) {
    guard let element = state.before.focusedElement else { return }
    let partner = StopMatching.partner(of: element, .voiceOver, before: state.before.voiceOver.runtime, after: state.after.voiceOver.runtime)
    if let partner {
      if partner != state.after.focusedElement {
        _ = run(.voiceOver(.focus(partner)), key: key, &state.after)
      }
      return
    }
    let beforeRuntime = state.before.voiceOver.runtime
    let name = beforeRuntime.name(of: element)
    // A control that became a custom action of a stop here: go to that stop.
    let afterRuntime = state.after.voiceOver.runtime
    let order = StopMatching.order(.voiceOver, afterRuntime)
    if let (k, action) = StopMatching.actionHolder(of: beforeRuntime.scene.elements[element].label, among: StopMatching.actionNames(order, afterRuntime)) {
      if order[k] != state.after.focusedElement { _ = run(.voiceOver(.focus(order[k])), key: key, &state.after) }
      note("\(Sanitize.quote(action)) is a custom action of \(Sanitize.quote(afterRuntime.name(of: order[k]))) here: swipe up or down to choose it", key: key, &state)
      return
    }
    note("no counterpart here for \(Sanitize.quote(name)) (before)", key: key, &state)
  }

  /// A note on the after side, as a step of its own that changes nothing (no time passes),
  /// so the after side's steps keep counting with the keys.
  static func note(_ text: String, key: String, _ state: inout CompareState) {
    var events = state.after.simulator.perform(.wait(0))
    for i in events.indices {
      events[i].cause = .command("compare")
      events[i].command = "compare"
      events[i].notes = [text]
      events[i].parts = []
      events[i].earcons = []
    }
    state.after.logEvents(events, key: key)
    state.after.lastKey = key
    state.after.speechScroll = 0
  }

  /// After both sides ran the same command: where the after side's screen or focus is not the
  /// before side's (its partner, `StopMatching`), a note says so: a behaviour change such as
  /// focus returning to the opener when a sheet closes, or a screen that opens only on one side.
  static func compareOutcome(key: String, _ state: inout CompareState) {
    let t = state.before.technology
    guard t == state.after.technology else { return }
    let a = state.before.voiceOver.runtime
    let b = state.after.voiceOver.runtime
    let screenA = a.scene.screens[a.currentScreen]
    let screenB = b.scene.screens[b.currentScreen]
    if screenA.id != screenB.id {
      note("behaves differently: here the screen is \(Sanitize.quote(screenB.title ?? screenB.id)), before it is \(Sanitize.quote(screenA.title ?? screenA.id))", key: key, &state)
      return
    }
    guard let focusA = state.before.focusedElement, let focusB = state.after.focusedElement else { return }
    let settings = state.before.simulator.switchControl.settings
    guard let partner = StopMatching.partner(of: focusA, t, before: a, after: b, switchSettings: settings), partner != focusB else { return }
    note("behaves differently: here focus is on \(Sanitize.quote(b.name(of: focusB))), before on \(Sanitize.quote(a.name(of: focusA)))", key: key, &state)
  }

  static func run(_ command: TechnologyCommand, key: String, _ state: inout AppState) -> [AppEffect] {
    AppReducer.run(command, key: key, &state)
  }
}
