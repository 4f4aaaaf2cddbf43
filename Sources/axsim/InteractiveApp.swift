import AssistiveTechnologies
import AxsimCommandLine
import CursesTerminal
import Foundation
import InspectorCore
import InspectorUI
import SceneModel
import TerminalCanvas

/// Opens the interactive app: loads the scene and keymap, runs the session on ncurses, and
/// restores the terminal on every way out before anything is printed.
enum InteractiveApp {
  static func run(_ options: Options, environment: Environment) -> CommandOutput {
    let headless = HeadlessCommands(environment: environment)
    var loaded: SceneLoader.Loaded
    var initialProblem: String?
    switch headless.loadScene(options.scene) {
    case .success(let l): loaded = l
    case .failure(let f):
      // With --watch, a broken file is shown and watched until it is fixed.
      guard options.watch, let path = options.scene, path != "-", let waiting = waitingScene(path, problems: f.stderr) else { return f }
      loaded = waiting
      initialProblem = f.stderr.split(separator: "\n").first.map(String.init)
    }
    let settings = EffectiveSettings(scene: loaded.scene, options: options)
    if let conflict = settings.conflict(scene: loaded.scene, options: options, command: nil) {
      return CommandOutput(stderr: conflict.description + "\n", status: CommandOutput.badInput)
    }
    // The flags win over the scene's own settings.
    let scene = settings.apply(to: loaded.scene)
    let screen: Int
    switch HeadlessCommands.screen(options.screen, in: scene, command: nil) {
    case .success(let s): screen = s
    case .failure(let f): return f
    }
    let processEnvironment = ProcessInfo.processInfo.environment
    let configDirectory = KeymapLoader.configDirectory(environment: processEnvironment)
    let keymap: Keymap
    var keymapNotes: [String] = []
    do {
      let loaded = try KeymapLoader.loadLayered(keymapPath: options.keymap, configDirectory: configDirectory, readFile: readTextFile)
      keymap = loaded.keymap
      keymapNotes = loaded.notes
    } catch {
      return CommandOutput(stderr: error.description + "\n", status: CommandOutput.badInput)
    }
    var speech = SpeechComposer.Options(speakHints: scene.settings.speakHints, iOSVersion: scene.settings.iosVersion)
    if let hints = options.speakHints { speech.speakHints = hints }
    let voiceOver = VoiceOver(runtime: SceneRuntime(scene: scene, screen: screen), options: speech)

    let curses: CursesTerminal
    do {
      curses = try CursesTerminal(theme: Theme.standard, options: .init(colors: options.noColor ? .never : .automatic))
    } catch {
      return CommandOutput(stderr: "axsim: error: \(error.description)\n", status: CommandOutput.failure)
    }
    let terminal = MeteredTerminal(curses)
    var simulator = Simulator(voiceOver: voiceOver, technology: options.technology, switchSettings: options.switchSettings, voiceControlSettings: options.voiceControlSettings)
    // Time is real here, so a key pressed while VoiceOver still speaks cuts it off; the
    // estimate follows the speaking rate until audio measures the real length.
    simulator.speechClock = SpeechClock(wordsPerMinute: Double(options.audio.settings.wordsPerMinute))
    var state = AppState(simulator: simulator, scenePath: options.scene == "-" ? nil : options.scene, size: curses.size, keymap: keymap)
    state.watching = options.watch && state.scenePath != nil
    state.audio.on = options.audio.speak
    state.keepInterruptions = options.keepInterruptions
    // --out wins; else beside the scene, or the user's data directory for the demo.
    state.saveDirectory = options.outputDirectory ?? SaveLocation.defaultDirectory(scenePath: state.scenePath, environment: processEnvironment)
    state.warnings = loaded.warnings.map { SceneWarning($0, scene: scene, source: loaded.source) }
    if let initialProblem {
      state.banner = Banner(.error, "Waiting for a valid scene: " + initialProblem)
    }
    if let first = keymapNotes.first {
      state.banner = Banner(.info, "Keymap: " + first + (keymapNotes.count > 1 ? " (+\(keymapNotes.count - 1) more)" : ""))
    }
    if !state.warnings.isEmpty {
      state.banner = Banner(.info, "\(state.warnings.count) warning\(state.warnings.count == 1 ? "" : "s") about this scene: see the Inspector, or run axsim check")
    }
    if let origin = scene.importedFrom, origin.inMemory, let path = options.scene {
      let warnings = state.warnings.isEmpty ? "" : "; \(state.warnings.count) warning\(state.warnings.count == 1 ? "" : "s"): see the Inspector"
      state.banner = Banner(.info, "Imported from \(origin.format.description): 'axsim import \(Sanitize.forMessage(path))' lists what the dump could not carry" + warnings)
    }
    // Review notes beside the scene; a file that cannot be read is never overwritten.
    let cwd = FileManager.default.currentDirectoryPath
    let home = processEnvironment["HOME"]
    state.review = ReviewState.load(
      scenePath: options.scene, saveDirectory: state.saveDirectory, shortPath: { SaveLocation.shortPath($0, cwd: cwd, home: home) },
      read: { path in try ReviewFile.read(path) })
    // A temporary file left by a killed session is only ever a copy of an unsaved write.
    if let path = state.review.path { ReviewFile.removeStalePartials(of: path) }
    state.review.clock = {
      let f = DateFormatter()
      f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
      f.timeZone = TimeZone(identifier: "UTC")
      f.locale = Locale(identifier: "en_US_POSIX")
      return f.string(from: Date())
    }
    if let why = state.review.unreadable, state.review.path != nil {
      state.banner = Banner(.error, "Review notes will not be saved: " + why)
    }
    if curses.usesASCII {
      state.asciiOnly = true
      state.banner = Banner(.info, "This terminal has no UTF-8 (LANG): lines and marks are drawn in ASCII")
    }
    var sessionEnvironment = sessionEnvironment(environment)
    // Notes saved beside the scene, merged with what other sessions saved; copies of notes
    // that could not be saved go to the data directory.
    sessionEnvironment.notesStore = NotesStore.files(
      recoveryDirectory: NotesStore.recoveryDirectory(environment: processEnvironment), stamp: sessionEnvironment.timestamp(), home: home)
    sessionEnvironment.displayPath = { path in SaveLocation.shortPath(path, cwd: cwd, home: home) }
    let audioSettings = options.audio.settings
    sessionEnvironment.makeSpeaker = { LiveAudio.make(settings: audioSettings, environment: processEnvironment) }
    // The session's runtime must be the only owner of the scene's element table: with a
    // second reference alive, the first edit (hiding a row, say) would copy all of it.
    _ = consume loaded
    _ = consume scene
    let session = Session(state: state, terminal: terminal, environment: sessionEnvironment, invalidate: { curses.invalidate() }, ring: { curses.bell() })
    let ending = session.run()
    curses.restore()
    if let statsPath = processEnvironment["AXSIM_STATS_FILE"], !statsPath.isEmpty {
      let lines = zip(terminal.bytesPerFrame, terminal.cellsPerFrame).map { "\($0) \($1)" }.joined(separator: "\n")
      try? AtomicFile.write(lines + "\n", to: statsPath)
    }
    switch ending {
    case .quit, .endOfInput: return CommandOutput()
    case .signal(let n): return CommandOutput(status: 128 + n)
    }
  }

  /// A one-screen scene that shows why the watched file does not load.
  static func waitingScene(_ path: String, problems: String) -> SceneLoader.Loaded? {
    let lines = problems.split(separator: "\n").prefix(8).map { "{ text: \(Transcript.json(String($0))), style: \"footnote\" }" }
    let source = """
      { format: "axsim-scene/1", title: \(Transcript.json("Waiting for " + path)),
        screens: [{ id: "waiting", root: { vstack: [
          { header: "The scene has errors" },
          { text: "axsim reloads it when the file changes." },
          \(lines.joined(separator: ",\n"))
        ], padding: 16 } }] }
      """
    return try? SceneLoader.load(bytes: Array(source.utf8), name: path)
  }

  /// The problems in a failed load's output, one a line, without the "2 errors" count at
  /// the end (the app counts them itself).
  static func problemLines(_ stderr: String) -> [String] {
    var lines = stderr.split(separator: "\n").map(String.init)
    if let last = lines.last, last.range(of: #"^\d+ (error|warning)s?(, \d+ warnings?)?$"#, options: .regularExpression) != nil {
      lines.removeLast()
    }
    return lines
  }

  static func readTextFile(_ path: String) throws -> String? {
    try BoundedFileReader.readIfPresent(path: path, limit: BoundedFileReader.keymapLimit).map { String(decoding: $0, as: UTF8.self) }
  }

  static func sessionEnvironment(_ environment: Environment) -> SessionEnvironment {
    let watchStamp = FileWatchStamp()
    var session = SessionEnvironment(
      loadScene: { path in
        let headless = HeadlessCommands(environment: environment)
        switch headless.loadScene(path) {
        case .success(let l):
          return .success((l.scene, l.warnings.map { SceneWarning($0, scene: l.scene, source: l.source) }))
        case .failure(let f):
          return .failure(SceneReloadFailure(lines: problemLines(f.stderr)))
        }
      },
      // Modification time and size, and a content hash whenever the file is replaced (a new
      // inode), so a replacement of the same size and time is noticed too.
      fileStamp: { path in watchStamp.stamp(path) },
      // The save directory is made on the first save.
      writeFile: { path, text in try AtomicFile.write(text, to: path) },
      timestamp: {
        let f = DateFormatter()
        f.dateFormat = "yyyyMMdd-HHmmss-SSS"
        f.locale = Locale(identifier: "en_US_POSIX")
        return f.string(from: Date())
      })
    session.writeFiles = { files in try SaveFiles.writeAll(files) }
    session.makeReport = { path, directory, transcript in
      // The notes as saved (every change is saved at once), the demo's from its directory.
      let headless = HeadlessCommands.forApp(environment, demoNotesDirectory: directory)
      var options = Options()
      if let path { options.scenes = [path] }
      options.outputDirectory = directory
      let output = headless.report(options, sessionTranscript: transcript)
      guard output.status == 0 else { return .failure(SceneReloadFailure(lines: problemLines(output.stderr))) }
      return .success(output.files.map { (path: $0.path, text: $0.text) })
    }
    session.dateText = {
      let f = DateFormatter()
      f.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
      f.timeZone = TimeZone(identifier: "UTC")
      f.locale = Locale(identifier: "en_US_POSIX")
      return f.string(from: Date())
    }
    return session
  }
}

/// Passes through to the curses terminal and records the bytes each frame wrote, for the
/// benchmark (`AXSIM_STATS_FILE`).
final class MeteredTerminal: TerminalDevice {
  let inner: CursesTerminal
  private(set) var bytesPerFrame: [Int] = []
  /// The cells each frame changed, parallel to `bytesPerFrame`.
  private(set) var cellsPerFrame: [Int] = []

  init(_ inner: CursesTerminal) { self.inner = inner }

  var size: Size { inner.size }

  func present(_ grid: Grid) {
    let before = (inner.bytesWritten, inner.cellsWritten)
    inner.present(grid)
    bytesPerFrame.append(inner.bytesWritten - before.0)
    cellsPerFrame.append(inner.cellsWritten - before.1)
  }

  func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent {
    inner.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
  }
}
