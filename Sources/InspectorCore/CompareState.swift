import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// `axsim compare BEFORE AFTER`: two versions of a scene, each a whole `AppState`, driven
/// by the same keys. Changed only by `CompareReducer`.
public struct CompareState: Sendable {
  public var before: AppState
  public var after: AppState
  public var size: Size
  /// A one-line message in the status row.
  public var banner: Banner?
  public var frame = 0

  public init(before: AppState, after: AppState, size: Size) {
    self.before = before
    self.after = after
    self.size = size
  }

  /// Both sides, to run something on each.
  public var sides: [AppState] { [before, after] }

  /// What the header says: "Before: 5 stops · After: 1 stop" for the technology in use.
  public var countsText: String {
    let t = before.technology
    func count(_ s: AppState) -> String {
      let n = StopMatching.order(t, s.voiceOver.runtime, switchSettings: s.simulator.switchControl.settings).count
      return "\(n) \(t == .voiceOver ? "stop" : "item")\(n == 1 ? "" : "s")"
    }
    return "Before: \(count(before)) · After: \(count(after))"
  }

  /// Whether time passing changes anything on either side.
  public var needsTime: Bool { before.needsTime || after.needsTime }

  /// Starts both sides.
  public mutating func start() {
    if before.log.entries.isEmpty { before.logEvents(before.simulator.start(), key: nil) }
    if after.log.entries.isEmpty { after.logEvents(after.simulator.start(), key: nil) }
  }
}

/// The keys of compare mode: the before side takes each key as the app would; the after
/// side follows. VoiceOver's moves (next, previous, first, last, rotor items) bring the after
/// side to the partner of the element the before side reached (`StopMatching`: the same id,
/// else label, else place in the order), or note that it has none; every other command of
/// the technologies (activate, escape, adjust, Switch Control, the keyboard), the
/// technology switch, Speak Hints, the text size and display settings run on both sides.
/// Help, quit and redraw work as in the app; the rest (saving, reloading, the variants
/// view, search, panes) belong to the single-scene app and say so.
public enum CompareReducer {
  public static func handle(_ event: AppEvent, _ state: inout CompareState) -> [AppEffect] {
    switch event {
    case .resized(let size):
      state.size = size
      state.before.size = size
      state.after.size = size
      return []
    case .tick(let seconds):
      return AppReducer.handle(.tick(seconds), &state.before) + AppReducer.handle(.tick(seconds), &state.after)
    case .keyPressed(let key):
      return keyPressed(key, &state)
    case .sceneReloaded, .transcriptSaved, .notesSaved, .notesFileChanged, .audioUnavailable, .speechMeasured:
      // Compare has no audio: it plays neither side.
      return []
    }
  }

  static func keyPressed(_ key: KeyPress, _ state: inout CompareState) -> [AppEffect] {
    state.banner = nil
    // Help, and a Tab chord in progress, are the before side's; the after side follows the
    // chord (it gets the same keys).
    if state.before.helpVisible {
      return AppReducer.handle(.keyPressed(key), &state.before)
    }
    if state.before.pendingChord != nil || AppReducer.startsChord(key, state.before) {
      return AppReducer.handle(.keyPressed(key), &state.before) + AppReducer.handle(.keyPressed(key), &state.after)
    }
    // Voice Control's command line is the before side's (its Tab completes the before
    // side's names); the after side gets the same line, and hears it when Enter says it.
    if state.before.voiceLine.isOpen {
      let line = state.before.voiceLine
      let effects = AppReducer.handle(.keyPressed(key), &state.before)
      guard key.key == .enter else {
        state.after.voiceLine = state.before.voiceLine
        return effects
      }
      state.after.voiceLine = line
      let said = effects + AppReducer.handle(.keyPressed(key), &state.after)
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
      return AppReducer.handle(.keyPressed(key), &state.before)
    case .voiceOver(let c) where follows(c):
      let effects = AppReducer.handle(.keyPressed(key), &state.before)
      follow(key: key.displayName, &state)
      return effects
    case .voiceOver, .switchControl, .keyboard, .voiceControl, .voiceControlHide:
      // Both sides act; where they end up differing (focus, screen) is the behaviour change.
      let effects = AppReducer.handle(.keyPressed(key), &state.before) + AppReducer.handle(.keyPressed(key), &state.after)
      compareOutcome(key: key.displayName, &state)
      return effects
    case .switchSetting, .voiceControlLine, .nextTechnology, .toggleSpeakHints, .largerText, .smallerText,
      .toggleLargerAccessibilitySizes, .toggleDisplay:
      return AppReducer.handle(.keyPressed(key), &state.before) + AppReducer.handle(.keyPressed(key), &state.after)
    case .writeReport:
      // The report of the after side, with the comparison and the after side's walk.
      return [.writeReport]
    default:
      state.banner = Banner(.info, "\(info.summary) is not available when comparing; open one scene to use it")
      return []
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
