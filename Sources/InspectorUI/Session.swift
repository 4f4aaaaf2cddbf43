import AssistiveTechnologies
import Dispatch
import InspectorCore
import SceneModel
import TerminalCanvas

/// What the run loop needs from the outside world, injected so tests run it headless.
public struct SessionEnvironment: Sendable {
  /// Loads a scene file: the scene and its warnings, or the rendered problems.
  public var loadScene:
    @Sendable (String) -> Result<(scene: Scene, warnings: [SceneWarning]), SceneReloadFailure>
  /// A stamp that changes when the file changes (modification time and size); nil if missing.
  public var fileStamp: @Sendable (String) -> String?
  /// Writes a text file.
  public var writeFile: @Sendable (String, String) throws -> Void
  /// Writes several text files together, all or none (the app sets `SaveFiles.writeAll`);
  /// nil writes them one by one with `writeFile`.
  public var writeFiles: (@Sendable ([(path: String, text: String)]) throws -> Void)?
  /// Makes the review report's files for (scene path or nil for the demo, save directory,
  /// this session's transcript lines); the executable sets it to `axsim report`'s builder.
  public var makeReport: (@Sendable (String?, String?, [String]) -> Result<[(path: String, text: String)], SceneReloadFailure>)?
  /// A timestamp for file names, such as "20261130-101500-123".
  public var timestamp: @Sendable () -> String
  /// How to show a written file's path to the user (short: relative, or `~/…`).
  public var displayPath: @Sendable (String) -> String = { $0 }
  /// The date and time for a saved file's header, such as "2026-11-30 10:15:00 UTC".
  public var dateText: @Sendable () -> String = { "unknown date" }
  /// Seconds on a monotonic clock: how the session measures the time between events
  /// (tests inject a fake clock, or send `.tick` events whose time they choose).
  public var now: @Sendable () -> Double = MonotonicClock.seconds
  /// Where the review notes are saved and read (the app sets `NotesStore.files`); nil
  /// keeps them in the session only.
  public var notesStore: NotesStore?
  /// Makes the speaker when audio is turned on (the executable: eSpeak NG and a player);
  /// nil, or a failure, when audio cannot be had (the reason, in words).
  public var makeSpeaker: (@Sendable () -> Result<any SessionSpeaker, SceneReloadFailure>)?
  /// Runs work off the main loop (a setting step's whole layout, `LayoutJob`); tests
  /// may run it on the spot.
  public var background: @Sendable (@escaping @Sendable () -> Void) -> Void = { work in
    DispatchQueue.global(qos: .userInitiated).async(execute: work)
  }

  public init(
    loadScene:
      @escaping @Sendable (String) -> Result<(scene: Scene, warnings: [SceneWarning]), SceneReloadFailure>,
    fileStamp: @escaping @Sendable (String) -> String?,
    writeFile: @escaping @Sendable (String, String) throws -> Void,
    timestamp: @escaping @Sendable () -> String
  ) {
    self.loadScene = loadScene
    self.fileStamp = fileStamp
    self.writeFile = writeFile
    self.timestamp = timestamp
  }
}

/// Seconds since the process's first look at the clock, on a clock that never goes back.
public enum MonotonicClock {
  private static let origin = ContinuousClock.now

  /// Seconds since the origin.
  @Sendable public static func seconds() -> Double {
    let d = ContinuousClock.now - origin
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }
}

/// The interactive run loop over any `TerminalDevice`: events in, reducer, effects, render.
///
/// Single-threaded and synchronous. Time enters at the edge: the session reads a monotonic
/// clock after every terminal event and hands the seconds since the previous one to the
/// reducer as `AppEvent.tick(seconds)`, before the key that ended the wait (so Switch
/// Control's scan and a Tab chord's window see time pass in order). The terminal's read
/// timeout is short while time matters (Switch Control on, a Tab chord waiting, a screen
/// transition playing: 50 ms; a spinner or carousel playing: 100 ms) so things move on
/// their own; otherwise it only paces the check of a watched file.
public final class Session {
  public private(set) var state: AppState
  let terminal: any TerminalDevice
  let environment: SessionEnvironment
  /// Called for `.redraw` (Ctrl-L), so a real terminal can repaint from scratch.
  let invalidate: () -> Void
  /// Called for `.bell` (a search that found nothing).
  let ring: () -> Void
  var lastStamp: String?
  /// The notes file as this session last read or wrote it.
  var notes: NotesSync
  /// The clock reading at the previous event.
  var lastClock: Double = 0
  /// The speaker while audio is on.
  var speaker: (any SessionSpeaker)?
  /// How many log entries the speaker has been given.
  var spokenEntries = 0
  /// The whole layout of the pending setting step (text size, Bold Text), being made off
  /// the main loop.
  var layingOut: LayoutJob?

  /// The read timeout while time matters (Switch Control, a waiting chord), milliseconds.
  public static let fastTimeout = 50
  /// The read timeout while only content plays (spinners, carousels), milliseconds.
  public static let animationTimeout = 100
  /// The read timeout while watching a file, and otherwise, milliseconds.
  public static let watchTimeout = 250
  public static let idleTimeout = 1000
  /// The read timeout while a setting step's whole layout is made off the main loop: how
  /// soon the session sees that it is done, milliseconds.
  public static let layingOutTimeout = 4

  /// How the loop ended.
  public enum Ending: Equatable, Sendable {
    case quit
    case signal(Int32)
    case endOfInput
  }

  public init(
    state: AppState, terminal: any TerminalDevice, environment: SessionEnvironment,
    invalidate: @escaping () -> Void = {}, ring: @escaping () -> Void = {}
  ) {
    self.state = state
    self.terminal = terminal
    self.environment = environment
    self.invalidate = invalidate
    self.ring = ring
    if state.watching, let path = state.scenePath { lastStamp = environment.fileStamp(path) }
    self.notes = NotesSync(state, environment: environment)
  }

  /// Runs until quit, a signal or the end of input.
  public func run() -> Ending {
    // Audio stops on every way out: quit, end of input, a signal.
    defer { stopAudio() }
    state.size = terminal.size
    if state.audio.on { startAudio() }
    if state.log.entries.isEmpty { state.logEvents(state.simulator.start(), key: nil) }
    speakNewEntries()
    draw()
    lastClock = environment.now()
    while true {
      let event = terminal.nextEvent(timeoutMilliseconds: timeout)
      if let job = layingOut {
        // A setting step's whole layout is being made off the main loop: nothing else
        // reaches the reducer before it. A tick takes it if it is made; a key or a resize
        // waits for it (so keys act on the whole, in order).
        var whole: PendingLayout.Whole?
        switch event {
        case .tick: whole = job.take()
        case .key, .resize: whole = job.wait()
        case .signal, .endOfInput: break
        }
        if let whole {
          layingOut = nil
          _ = AppReducer.handle(.laidOut(whole), &state)
          speakNewEntries()
          draw()
        }
        if case .tick = event { continue }
      }
      var effects: [AppEffect] = []
      let timeMattered = state.needsTime
      let elapsed = elapsedSinceLastEvent()
      // The speaker's measurements come before time passes (they are about the past).
      let heard = takeSpeakerNews()
      // Speech still being heard uses time up too, so a key after it cuts nothing off.
      let speaking = state.simulator.speechClock?.isSpeaking ?? false
      if timeMattered || speaking, elapsed > 0 {
        effects = AppReducer.handle(.tick(elapsed), &state)
      }
      switch event {
      case .key(let key):
        effects += AppReducer.handle(.keyPressed(key), &state)
      case .resize(let size):
        effects += AppReducer.handle(.resized(size), &state)
      case .tick:
        if state.watching, let path = state.scenePath {
          let stamp = environment.fileStamp(path)
          if stamp != lastStamp {
            lastStamp = stamp
            effects.append(.reload)
          }
        }
        // Notes another session (or a hand edit) saved meanwhile come in at once.
        let notesEffects = notesFileCheck()
        effects += notesEffects ?? []
        // Nothing happened and nothing moves: no frame to draw (unless the speaker had news).
        if effects.isEmpty && !timeMattered && !heard && notesEffects == nil {
          speakNewEntries()
          continue
        }
      case .signal(let n):
        return .signal(n)
      case .endOfInput:
        return .endOfInput
      }
      for effect in effects {
        if let ending = perform(effect) { return ending }
      }
      speakNewEntries()
      draw()
    }
  }

  /// The read timeout for the state now, milliseconds.
  var timeout: Int {
    // A setting step drawn from a first look: whether its whole is made, soon; made at
    // once, as a tick, where nothing makes it off the main loop.
    if state.pendingLayout != nil { return layingOut != nil ? Self.layingOutTimeout : 0 }
    guard state.needsTime else {
      // The speaker's news (a failure, a measured length) is picked up soon.
      if speaker != nil { return Self.animationTimeout }
      return state.watching ? Self.watchTimeout : Self.idleTimeout
    }
    // Only content playing (a spinner's 10 frames a second, a carousel's pages): a slower
    // pace is enough. Transitions, Switch Control and chords get the fast one.
    let runtime = state.voiceOver.runtime
    let onlyContent =
      runtime.motion.transition == nil && state.technology != .switchControl && state.pendingChord == nil
    return onlyContent ? Self.animationTimeout : Self.fastTimeout
  }

  /// Seconds since the previous event (never negative), and the clock moved on.
  func elapsedSinceLastEvent() -> Double {
    let now = environment.now()
    defer { lastClock = now }
    return max(0, now - lastClock)
  }

  func draw() {
    state.frame += 1
    terminal.present(Screen.render(state))
  }

  /// Performs one effect; returns an ending for `.quit`.
  func perform(_ effect: AppEffect) -> Ending? {
    switch effect {
    case .quit:
      return .quit
    case .reload:
      guard let path = state.scenePath else { return nil }
      lastStamp = environment.fileStamp(path)
      let result = environment.loadScene(path)
      _ = AppReducer.handle(.sceneReloaded(result), &state)
    case .saveTranscript:
      _ = AppReducer.handle(.transcriptSaved(saveTranscript()), &state)
    case .writeReport:
      _ = AppReducer.handle(.transcriptSaved(writeReport()), &state)
    case .saveNotes:
      if let outcome = saveNotes(to: state.review.path) {
        return performAll(AppReducer.handle(.notesSaved(outcome), &state))
      }
    case .saveNotesAs(let path):
      if let outcome = saveNotes(to: path, elsewhere: true) {
        return performAll(AppReducer.handle(.notesSaved(outcome), &state))
      }
    case .redraw:
      invalidate()
    case .bell:
      ring()
    case .audio(let on):
      if on { startAudio() } else { stopAudio() }
    case .layOut:
      if let pending = state.pendingLayout { layingOut = LayoutJob(pending, background: environment.background) }
    }
    return nil
  }

  /// Writes the review report (`environment.makeReport`, the executable's `axsim report`)
  /// with this session's transcript, beside the save directory's transcripts.
  func writeReport() -> Result<[String], SceneReloadFailure> {
    guard let make = environment.makeReport else {
      return .failure(SceneReloadFailure(lines: ["reports are written by the axsim app (axsim report SCENE)"]))
    }
    let lines = Transcript.textLines(state.log.entries.map(\.event))
    let files: [(path: String, text: String)]
    switch make(state.scenePath, state.saveDirectory, lines) {
    case .success(let f): files = f
    case .failure(let failure): return .failure(failure)
    }
    return write(files)
  }

  /// Writes the session as Markdown and as JSON lines in `state.saveDirectory`
  /// (`SessionFiles.transcript`).
  func saveTranscript() -> Result<[String], SceneReloadFailure> {
    write(SessionFiles.transcript(state, environment: environment, stamp: environment.timestamp()))
  }

  /// Writes files together and returns their paths as the banner shows them
  /// (`SessionFiles.write`).
  func write(_ files: [(path: String, text: String)]) -> Result<[String], SceneReloadFailure> {
    SessionFiles.write(files, environment: environment)
  }
}

extension Session {
  /// Performs effects an effect's event gave (a save that ends in quitting).
  func performAll(_ effects: [AppEffect]) -> Ending? {
    for effect in effects {
      if let ending = perform(effect) { return ending }
    }
    return nil
  }

  /// Saves the review notes into `path` (`NotesSync.save`); nil when there is nowhere to save.
  func saveNotes(to path: String?, elsewhere: Bool = false) -> NotesSaveOutcome? {
    notes.save(state, to: path, elsewhere: elsewhere, environment: environment)
  }

  /// Merges the notes file when it changed since the session last read or wrote it
  /// (`NotesSync.check`); nil when nothing changed.
  func notesFileCheck() -> [AppEffect]? {
    notes.check(&state, environment: environment)
  }
}

extension Session {
  /// Turns audio on: makes and starts the speaker, or tells the reducer why not. Only
  /// what is logged from now on is heard.
  func startAudio() {
    guard speaker == nil else { return }
    spokenEntries = state.log.entries.count
    guard let make = environment.makeSpeaker else {
      _ = AppReducer.handle(.audioUnavailable("this build of axsim has no audio"), &state)
      return
    }
    switch make() {
    case .success(let s):
      if let why = s.start() {
        _ = AppReducer.handle(.audioUnavailable(why), &state)
        return
      }
      speaker = s
    case .failure(let f):
      _ = AppReducer.handle(.audioUnavailable(f.lines.first ?? "unknown reason"), &state)
    }
  }

  func stopAudio() {
    speaker?.stop()
    speaker = nil
  }

  /// Gives the speaker the log's new entries, as one step: they cut off speech still heard
  /// when they speak or when the engine said the step cut it off (a VoiceOver command).
  func speakNewEntries() {
    let entries = state.log.entries
    defer { spokenEntries = entries.count }
    guard let speaker, entries.count > spokenEntries else { return }
    let events = entries[spokenEntries...].map(\.event)
    let interrupt = state.simulator.cutOffEarlierSpeech || events.contains { !$0.parts.isEmpty }
    speaker.say(events, scene: state.scene, interrupt: interrupt)
  }

  /// Hands the speaker's news to the reducer; whether there was any.
  func takeSpeakerNews() -> Bool {
    guard let speaker else { return false }
    let news = speaker.news()
    for n in news {
      switch n {
      case .measured(let step, let seconds):
        _ = AppReducer.handle(.speechMeasured(step: step, seconds: seconds), &state)
      case .failed(let why):
        stopAudio()
        _ = AppReducer.handle(.audioUnavailable(why), &state)
      }
    }
    return !news.isEmpty
  }
}
