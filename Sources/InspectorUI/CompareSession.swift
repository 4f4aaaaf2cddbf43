import AssistiveTechnologies
import InspectorCore
import TerminalCanvas

/// The run loop of `axsim compare`: like `Session`, over a `CompareState`. Each side keeps
/// its own review file (`NotesSync`): the notes typed on a side are saved to that side's
/// scene's review file at once, as the single-scene app saves them, and notes another session
/// saves meanwhile come in. `w` writes both walks (`SessionFiles`), `W` the report.
public final class CompareSession {
  public private(set) var state: CompareState
  let terminal: any TerminalDevice
  let environment: SessionEnvironment
  let invalidate: () -> Void
  let ring: () -> Void
  var lastClock: Double = 0
  /// Each side's review file as this session last read or wrote it.
  var notes: [CompareSide: NotesSync] = [:]
  /// Makes and writes the review report of the pair, with the after side's walk (its
  /// transcript lines); returns the files written, shortened for the banner. The executable
  /// sets it.
  public var writeReport: (@Sendable ([String]) -> Result<[String], SceneReloadFailure>)?

  public init(
    state: CompareState, terminal: any TerminalDevice, environment: SessionEnvironment,
    invalidate: @escaping () -> Void = {}, ring: @escaping () -> Void = {}
  ) {
    self.state = state
    self.terminal = terminal
    self.environment = environment
    self.invalidate = invalidate
    self.ring = ring
    for side in CompareSide.allCases { notes[side] = NotesSync(state[side], environment: environment) }
  }

  public func run() -> Session.Ending {
    _ = CompareReducer.handle(.resized(terminal.size), &state)
    state.start()
    draw()
    lastClock = environment.now()
    while true {
      let event = terminal.nextEvent(timeoutMilliseconds: state.needsTime ? Session.fastTimeout : Session.watchTimeout)
      var effects: [CompareEffect] = []
      let timeMattered = state.needsTime
      let t = environment.now()
      let elapsed = max(0, t - lastClock)
      lastClock = t
      if timeMattered, elapsed > 0 { effects = CompareReducer.handle(.tick(elapsed), &state) }
      switch event {
      case .key(let key): effects += CompareReducer.handle(.keyPressed(key), &state)
      case .resize(let size): effects += CompareReducer.handle(.resized(size), &state)
      case .tick:
        // Notes another session (or a hand edit) saved meanwhile come in at once.
        let changed = notesFileCheck()
        effects += changed ?? []
        if effects.isEmpty && !timeMattered && changed == nil { continue }
      case .signal(let n): return .signal(n)
      case .endOfInput: return .endOfInput
      }
      if let ending = performAll(effects) { return ending }
      draw()
    }
  }

  func draw() {
    state.frame += 1
    terminal.present(CompareScreen.render(state))
  }

  /// Performs effects in order; returns an ending for `.quit`.
  func performAll(_ effects: [CompareEffect]) -> Session.Ending? {
    for effect in effects {
      if let ending = perform(effect) { return ending }
    }
    return nil
  }

  func perform(_ effect: CompareEffect) -> Session.Ending? {
    switch effect.effect {
    case .quit: return .quit
    case .redraw: invalidate()
    case .bell: ring()
    case .saveNotes:
      guard let side = effect.side, let outcome = notes[side]?.save(state[side], to: state[side].review.path, environment: environment) else { return nil }
      return performAll(CompareReducer.handle(.notesSaved(outcome), side: side, &state))
    case .saveNotesAs(let path):
      guard let side = effect.side, let outcome = notes[side]?.save(state[side], to: path, elsewhere: true, environment: environment) else { return nil }
      return performAll(CompareReducer.handle(.notesSaved(outcome), side: side, &state))
    case .saveTranscript:
      CompareReducer.saved(saveTranscripts(), &state)
    case .writeReport:
      let lines = Transcript.textLines(state.after.log.entries.map(\.event))
      let result = writeReport?(lines) ?? .failure(SceneReloadFailure(lines: ["reports are written by the axsim app"]))
      CompareReducer.saved(result.map { "Saved the report: " + Self.list($0) }, &state)
    // A setting step's whole layout is made by the next event (a tick within 50 ms).
    case .reload, .audio, .layOut: break
    }
    return nil
  }

  /// Both walks, each as Markdown and JSON lines beside its scene (or in `--out`), named
  /// `axsim-transcript-STAMP-before-NAME` and `-after-NAME`, written together.
  func saveTranscripts() -> Result<String, SceneReloadFailure> {
    let stamp = environment.timestamp()
    let files = CompareSide.allCases.flatMap { side in
      SessionFiles.transcript(state[side], environment: environment, stamp: stamp, suffix: side.rawValue + "-" + Self.baseName(state[side].scenePath))
    }
    return SessionFiles.write(files, environment: environment).map(Self.walksSaved)
  }

  /// The banner for the saved walks: the folder once when both are in one, and each walk's
  /// name without its extensions.
  static func walksSaved(_ paths: [String]) -> String {
    let names = paths.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
    let folders = Set(names.map { $0.contains("/") ? String($0[..<$0.lastIndex(of: "/")!]) + "/" : "" })
    if folders.count == 1, let folder = folders.first, names.count == 2 {
      let first = names[0].dropFirst(folder.count)
      let second = names[1].dropFirst(folder.count)
      let shared = zip(first, second).prefix { $0 == $1 }.count
      return "Saved both walks (.md, .jsonl) in \(folder.isEmpty ? "./" : folder): \(first), …\(second.dropFirst(shared))"
    }
    return "Saved both walks (.md, .jsonl): " + list(names)
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// A scene file's name without its folder and extension ("login" for `v2/login.json5`).
  static func baseName(_ path: String?) -> String {
    guard let path else { return "demo" }
    var name = String(path.split(separator: "/").last ?? "scene")
    for ext in [".json5", ".json"] where name.hasSuffix(ext) { name = String(name.dropLast(ext.count)) }
    return name.isEmpty ? "scene" : name
  }

  /// Merges each side's notes file when it changed since the session last read or wrote it;
  /// nil when neither changed.
  func notesFileCheck() -> [CompareEffect]? {
    var effects: [CompareEffect]?
    for side in CompareSide.allCases {
      guard let event = notes[side]?.changed(state[side], environment: environment) else { continue }
      effects = (effects ?? []) + CompareReducer.handle(event, side: side, &state)
    }
    return effects
  }
}
