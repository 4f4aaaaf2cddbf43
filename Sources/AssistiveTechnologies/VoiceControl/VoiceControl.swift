import SceneModel

/// Voice Control as a pure state machine over the shared `SceneRuntime`: spoken phrases in,
/// transcript events out (reference §4.4). No clocks, no I/O.
///
/// Every element that responds to user interaction is an item, numbered in reading order
/// (`VoiceControlIndex`) and known by its names (`VoiceControlNames`). "Tap <name>" taps the
/// one item with that name; a name several items share puts numbers on those items only
/// (a `VoiceControlChoice`) and waits for a number. The overlays ("show numbers", "show
/// names", "show grid") stay until the next action unless shown "continuously" (the Overlay
/// setting). A tap goes through the shared activation (`SceneRuntime.activationEffects`,
/// `runAll`), so "tap Send" changes the scene exactly as a VoiceOver double tap does; a
/// grid cell's tap lands on whatever a touch at its centre hits (`hitTest`).
///
/// Voice Control has no focus of its own: `focus` is the element it last acted on (or the
/// one a hand-over brought), so handing over to another technology keeps the place.
public struct VoiceControl: Sendable {
  public var settings: VoiceControlSettings
  /// The element last acted on or matched.
  public internal(set) var focus: ElementIndex?
  /// The overlay shown until the next action: a "show …" said without "continuously", a
  /// zoomed grid, a choice, a list of actions.
  public internal(set) var transient: VoiceControlOverlay?
  /// "Go to sleep": only "wake up" is heard.
  public internal(set) var asleep = false
  /// How far the screen is scrolled, in points.
  public internal(set) var viewportTop: Double = 0
  public internal(set) var step = 0
  /// The tree version the state was last brought up to date with.
  var version = -1
  /// The screen the scroll position belongs to.
  var viewportScreen = -1
  /// The device's screen, in points (known once the runtime is seen).
  var screen = Frame(x: 0, y: 0, width: 0, height: 0)

  /// A page of "scroll down", as a share of the screen's height [K: as Switch Control's].
  public static let scrollPage = 0.8

  public init(settings: VoiceControlSettings = VoiceControlSettings()) {
    self.settings = settings
  }

  /// What is drawn over the screen now: the transient overlay, else the Overlay setting's.
  public var overlay: VoiceControlOverlay? {
    if let transient { return transient }
    switch settings.overlay {
    case .numbers: return .numbers
    case .names: return .names
    case .grid: return .grid(fullGrid())
    case nil: return nil
    }
  }

  /// The grid over the whole screen.
  func fullGrid(columns: Int? = nil, rows: Int? = nil) -> VoiceControlGrid {
    VoiceControlGrid(region: screen, columns: columns ?? settings.gridColumns, rows: rows ?? settings.gridRows)
  }

  // MARK: Starting and keeping up

  /// Starts listening on the screen, with no overlay but the Overlay setting's.
  public mutating func start(runtime: inout SceneRuntime) -> [TranscriptEvent] {
    refresh(runtime)
    transient = nil
    asleep = false
    focus = nil
    return [event(.command("start"), runtime: runtime, notes: startNotes(runtime))]
  }

  /// Takes over from another technology, keeping its element.
  public mutating func start(at element: ElementIndex?, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    refresh(runtime)
    transient = nil
    asleep = false
    focus = element.flatMap { runtime.tree.position[$0] != nil ? $0 : nil }
    return [event(.command("voice-control"), runtime: runtime, notes: startNotes(runtime))]
  }

  func startNotes(_ runtime: SceneRuntime) -> [String] {
    let n = runtime.voiceControlIndex().items.count
    var notes = ["listening (\(settings.summary))"]
    if n == 0 {
      notes.append("nothing on this screen responds to a touch: only the grid can tap it")
    } else {
      notes.append("\(n) item\(n == 1 ? "" : "s") respond\(n == 1 ? "s" : ""): say a name, \"show numbers\" or \"show me what to say\"")
    }
    return notes
  }

  /// Brings the state up to date with the runtime: a new tree drops a choice or an actions
  /// list whose elements went away, a new screen scrolls back to the top.
  mutating func refresh(_ runtime: SceneRuntime) {
    screen = Frame(x: 0, y: 0, width: runtime.scene.device.width, height: runtime.scene.device.height)
    if runtime.currentScreen != viewportScreen {
      viewportScreen = runtime.currentScreen
      viewportTop = 0
    }
    guard version != runtime.treeVersion else { return }
    version = runtime.treeVersion
    if let f = focus, runtime.tree.position[f] == nil { focus = nil }
    switch transient {
    case .choice(let c) where c.items.contains(where: { runtime.interactiveIndex(of: $0) == nil }): transient = nil
    case .actions(let e, _) where runtime.tree.position[e] == nil: transient = nil
    default: break
    }
  }

  /// After the scene was replaced (a reload): what was drawn for the old one goes; the
  /// element kept by id stays the place.
  mutating func forget(keeping element: ElementIndex?) {
    transient = nil
    version = -1
    viewportScreen = -1
    focus = element
  }

  // MARK: Commands

  public mutating func perform(_ command: VoiceControlCommand, runtime: inout SceneRuntime) -> [TranscriptEvent] {
    step += 1
    refresh(runtime)
    let cause = Cause.command(command.scriptName)
    var out: [TranscriptEvent] = []
    if asleep, command.form != .wake {
      out.append(event(cause, runtime: runtime, notes: ["asleep: only \"wake up\" is heard"]))
      return out
    }
    switch command.form {
    case .silence:
      out.append(notRecognized(cause, runtime: runtime, why: "nothing was said"))
    case .show(let kind, let continuously, let columns, let rows):
      show(kind, continuously: continuously, columns: columns, rows: rows, cause: cause, runtime: runtime, into: &out)
    case .hide(let kind):
      hide(kind, cause: cause, runtime: runtime, into: &out)
    case .gesture(let gesture, let target):
      act(gesture, on: target, bare: false, cause: cause, runtime: &runtime, into: &out)
    case .bare(let target):
      act(.tap, on: target, bare: true, cause: cause, runtime: &runtime, into: &out)
    case .swipe(let direction):
      swipe(direction, cause: cause, runtime: &runtime, into: &out)
    case .scroll(let kind):
      scroll(kind, cause: cause, runtime: runtime, into: &out)
    case .goBack:
      goBack(cause: cause, runtime: &runtime, into: &out)
    case .showWhatToSay:
      out.append(event(cause, runtime: runtime, notes: whatToSay(runtime)))
    case .showCommands:
      out.append(event(cause, runtime: runtime, notes: ["commands: " + VoiceControlCommand.forms.map { "\"\($0.phrase)\"" }.joined(separator: ", ")]))
    case .showActions(let target):
      showActions(for: target, cause: cause, runtime: runtime, into: &out)
    case .system(let phrase):
      out.append(event(cause, runtime: runtime, notes: ["\(Sanitize.quote(phrase)) leaves the app; axsim stays on the scene"]))
    case .dictation(let phrase):
      out.append(event(cause, runtime: runtime, notes: ["\(Sanitize.quote(phrase)) is dictation: typing and text editing are not simulated"]))
    case .sleep:
      asleep = true
      transient = nil
      out.append(event(cause, runtime: runtime, notes: ["asleep: say \"wake up\" to listen again"]))
    case .wake:
      let was = asleep
      asleep = false
      out.append(event(cause, runtime: runtime, notes: [was ? "listening again" : "already listening"]))
    }
    return out
  }

  // MARK: Overlays

  mutating func show(
    _ kind: VoiceControlCommand.Overlay, continuously: Bool, columns: Int?, rows: Int?, cause: Cause,
    runtime: SceneRuntime, into out: inout [TranscriptEvent]
  ) {
    if let c = columns ?? rows, c > VoiceControlSettings.gridLimit {
      out.append(notRecognized(cause, runtime: runtime, why: "a grid has at most \(VoiceControlSettings.gridLimit) columns and rows"))
      return
    }
    let shown: VoiceControlOverlay
    switch kind {
    case .numbers: shown = .numbers
    case .names: shown = .names
    case .grid:
      // "With N columns" alone keeps the rows (and the other way round).
      shown = .grid(fullGrid(columns: columns, rows: rows))
    }
    if continuously {
      settings.overlay = kind
      if kind == .grid {
        settings.gridColumns = columns ?? settings.gridColumns
        settings.gridRows = rows ?? settings.gridRows
      }
      transient = nil
    } else {
      transient = shown
    }
    var notes: [String] = []
    if continuously { notes.append("the overlay stays up (Overlay: \(kind.rawValue))") }
    let index = runtime.voiceControlIndex()
    if kind != .grid, index.items.isEmpty {
      notes.append("nothing on this screen responds to a touch: there is nothing to number; the grid reaches any point")
    }
    if kind == .names {
      let unnamed = index.unnamedCount
      if unnamed > 0 { notes.append("\(unnamed) item\(unnamed == 1 ? " has" : "s have") no name to say: \(unnamed == 1 ? "it shows its" : "they show their") number") }
    }
    out.append(event(cause, runtime: runtime, notes: notes))
  }

  mutating func hide(_ kind: VoiceControlCommand.Overlay, cause: Cause, runtime: SceneRuntime, into out: inout [TranscriptEvent]) {
    var hidden = false
    // A choice and a list of actions are numbers too: "hide numbers" takes them away.
    if transient?.kind == kind || (kind == .numbers && transient != nil && transient?.kind == nil) {
      transient = nil
      hidden = true
    }
    if settings.overlay == kind {
      settings.overlay = nil
      hidden = true
    }
    out.append(event(cause, runtime: runtime, notes: [hidden ? "\(kind.rawValue) hidden" : kind == .grid ? "the grid is not shown" : "\(kind.rawValue) are not shown"]))
  }

  // MARK: Events

  func event(_ cause: Cause, runtime: SceneRuntime, element: ElementIndex? = nil, earcons: [Earcon] = [], notes: [String] = []) -> TranscriptEvent {
    TranscriptEvent(step: step, technology: .voiceControl, cause: cause, element: element ?? focus, earcons: earcons, notes: notes, shown: describe(runtime))
  }

  /// The device's answer to a phrase that is no command and names nothing on the screen,
  /// with why in a second note.
  func notRecognized(_ cause: Cause, runtime: SceneRuntime, why: String) -> TranscriptEvent {
    event(cause, runtime: runtime, notes: [Self.notRecognized, why])
  }

  /// What the device shows for a phrase it cannot act on.
  public static let notRecognized = "Not recognized"

  /// The overlay in words: "numbers on 14 items", "grid 3 × 3 over the screen", "choose:
  /// 10 items named 'Rename'"; nil when nothing is drawn.
  func describe(_ runtime: SceneRuntime) -> String? {
    if asleep { return "asleep" }
    guard let overlay else { return nil }
    switch overlay {
    case .numbers:
      let n = runtime.voiceControlIndex().items.count
      return "numbers on \(n) item\(n == 1 ? "" : "s")"
    case .names:
      let n = runtime.voiceControlIndex().items.count
      return "names on \(n) item\(n == 1 ? "" : "s")"
    case .grid(let g): return g.summary
    case .choice(let c):
      return "numbers on the \(c.items.count) items named \(Sanitize.quote(c.name))"
    case .actions(let e, let names):
      return "actions for \(Sanitize.quote(runtime.name(of: e))): " + names.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    }
  }
}
