import AssistiveTechnologies
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
  /// Replaces the review notes file crash-safe (the app sets `ReviewFile.write`); nil
  /// writes it with `writeFile`.
  public var writeNotes: (@Sendable (String, String) throws -> Void)?

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
  /// The clock reading at the previous event.
  var lastClock: Double = 0

  /// The read timeout while time matters (Switch Control, a waiting chord), milliseconds.
  public static let fastTimeout = 50
  /// The read timeout while only content plays (spinners, carousels), milliseconds.
  public static let animationTimeout = 100
  /// The read timeout while watching a file, and otherwise, milliseconds.
  public static let watchTimeout = 250
  public static let idleTimeout = 1000

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
  }

  /// Runs until quit, a signal or the end of input.
  public func run() -> Ending {
    state.size = terminal.size
    if state.log.entries.isEmpty { state.logEvents(state.simulator.start(), key: nil) }
    draw()
    lastClock = environment.now()
    while true {
      let event = terminal.nextEvent(timeoutMilliseconds: timeout)
      var effects: [AppEffect] = []
      let timeMattered = state.needsTime
      let elapsed = elapsedSinceLastEvent()
      if timeMattered, elapsed > 0 {
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
        // Nothing happened and nothing moves: no frame to draw.
        if effects.isEmpty && !timeMattered { continue }
      case .signal(let n):
        return .signal(n)
      case .endOfInput:
        return .endOfInput
      }
      for effect in effects {
        if let ending = perform(effect) { return ending }
      }
      draw()
    }
  }

  /// The read timeout for the state now, milliseconds.
  var timeout: Int {
    guard state.needsTime else { return state.watching ? Self.watchTimeout : Self.idleTimeout }
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
      _ = AppReducer.handle(.notesSaved(failure: saveNotes()), &state)
    case .redraw:
      invalidate()
    case .bell:
      ring()
    }
    return nil
  }

  /// Writes the review report (`environment.makeReport`, the executable's `axsim report`)
  /// with this session's transcript, beside the save directory's transcripts.
  func writeReport() -> Result<[String], SceneReloadFailure> {
    guard let make = environment.makeReport else {
      return .failure(SceneReloadFailure(lines: ["reports are written by the axsim app (axsim report SCENE)"]))
    }
    let lines = state.log.entries.map { Transcript.textLine($0.event) }
    let files: [(path: String, text: String)]
    switch make(state.scenePath, state.saveDirectory, lines) {
    case .success(let f): files = f
    case .failure(let failure): return .failure(failure)
    }
    return write(files)
  }

  /// Writes the session as Markdown and as JSON lines in `state.saveDirectory` (the
  /// working directory when there is none; the banner then says so), each file opening
  /// with a `SessionHeader`.
  func saveTranscript() -> Result<[String], SceneReloadFailure> {
    let directory = state.saveDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
    let base = directory + "axsim-transcript-" + environment.timestamp()
    let utterances = state.log.entries.map(\.event)
    let scene = state.scene
    let header = SessionHeader(state, date: environment.dateText())
    let markdown = header.markdown + Transcript.markdown(
      utterances, scene: scene, title: "Transcript: \(scene.title)"
    ).replacingFirstHeading()
    let jsonLines =
      ([header.jsonLine] + state.log.entries.map { Transcript.jsonObject($0.event, scene: scene, elementName: $0.elementName) })
      .joined(separator: "\n") + "\n"
    let files = [(path: base + ".md", text: markdown), (path: base + ".jsonl", text: jsonLines)]
    return write(files)
  }

  /// Writes files together (`environment.writeFiles`, else one by one) and returns their
  /// paths as the banner shows them, or which file failed and why.
  func write(_ files: [(path: String, text: String)]) -> Result<[String], SceneReloadFailure> {
    do {
      if let writeFiles = environment.writeFiles {
        try writeFiles(files)
      } else {
        for file in files { try environment.writeFile(file.path, file.text) }
      }
      return .success(files.map { environment.displayPath($0.path) })
    } catch let failure as SaveFailure {
      // Which file, and why; the files are saved together, so nothing is left behind.
      return .failure(SceneReloadFailure(lines: ["\(environment.displayPath(failure.path)): \(failure.reason) (neither file was saved)"]))
    } catch {
      return .failure(SceneReloadFailure(lines: ["\(error)"]))
    }
  }
}

extension Session {
  /// Writes the review notes beside the scene; nil when written (or there is nowhere to
  /// write them), else the file and the reason in words.
  func saveNotes() -> String? {
    guard let path = state.review.path, state.review.unreadable == nil else { return nil }
    let text = ReviewFile.encode(state.review.notes)
    do {
      if let writeNotes = environment.writeNotes { try writeNotes(path, text) } else { try environment.writeFile(path, text) }
      return nil
    } catch let failure as SaveFailure {
      return "\(environment.displayPath(failure.path)): \(failure.reason)"
    } catch {
      return "\(environment.displayPath(path)): \(error)"
    }
  }
}

extension String {
  /// The transcript's own title one level down, under the session header's.
  fileprivate func replacingFirstHeading() -> String {
    hasPrefix("# ") ? "#" + self : self
  }
}
