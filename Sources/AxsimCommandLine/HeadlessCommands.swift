import AssistiveTechnologies
import SceneImport
import SceneModel
import SpeechAudio

/// The headless subcommands: `speak`, `run`, `check`, `schema`, help and version.
public struct HeadlessCommands: Sendable {
  public var environment: Environment
  /// Draws `axsim variants`' wireframes: the scene's screen at each size side by side in
  /// `width` columns, as text lines. The `axsim` executable sets it to InspectorUI's
  /// `VariantsView.render`; without it, `variants` prints its text report only.
  public var variantsWireframe: VariantsWireframe?
  /// The findings `report` lists; nil for `check`'s warnings (`checkFindings`).
  public var reportFindings: ReportFindings?
  /// The reviewers' notes `report` lists; nil for none.
  public var reportNotes: ReportNotes?
  /// The guided checklist's results saved beside a scene (item id, "pass" / "fail" / "n/a",
  /// note, author); throws like `reportNotes`; nil: none.
  public var reportChecklist: (@Sendable (_ scenePath: String?) throws -> [ReviewReport.ChecklistResult])?
  /// What the marks in a wireframe's text lines mean, one line each ("⚠ warning"); the
  /// executable sets it to InspectorUI's legend; nil: the report has no legend.
  public var wireframeLegend: (@Sendable ([String]) -> [String])?
  /// Prints the report's HTML to PDF (`report --pdf`; the executable: headless Chromium):
  /// the bytes, or why not in words; nil: this build cannot print.
  public var printPDF: (@Sendable (String) -> Result<[UInt8], PrintFailure>)?
  /// The date and time for the report's header ("2026-12-03 10:15 UTC"); nil: no date.
  public var reportDate: (@Sendable () -> String)?
  /// The speech engine and the compressor audio uses (`AudioSupport.standard`: eSpeak NG
  /// from its usual library; the executable honours `AXSIM_ESPEAK_LIBRARY`).
  public var audio = AudioSupport.standard

  /// (scene with the run's settings, sizes, screen index, width) → lines.
  /// The working directory; a scene path given absolute but inside it is printed relative
  /// to it, so output does not depend on where a CI machine checked the repository out.
  /// The `axsim` executable sets it; nil prints paths exactly as given.
  public var workingDirectory: String?

  public typealias VariantsWireframe = @Sendable (_ scene: Scene, _ sizes: [ContentSizeCategory], _ screen: Int, _ width: Int) -> [String]

  public init(environment: Environment) {
    self.environment = environment
  }

  /// Runs a parsed invocation that needs no terminal.
  public func execute(_ invocation: Invocation) -> CommandOutput {
    switch invocation {
    case .help(let topic): return help(topic)
    case .version: return CommandOutput(stdout: AxsimVersion.string + "\n")
    case .speak(let o): return speak(o)
    case .run(let o): return run(o)
    case .check(let o): return check(o)
    case .reach(let o): return reach(o)
    case .variants(let o): return variants(o)
    case .report(let o): return report(o)
    case .diff(let o): return diff(o)
    case .audit(let o): return audit(o)
    case .schema: return CommandOutput(stdout: SceneSchema.text)
    case .importDump(let o): return importDump(o)
    case .interactive, .compare: return CommandOutput(stderr: "axsim: error: the interactive app needs a terminal\n", status: CommandOutput.failure)
    }
  }

  // MARK: Loading

  /// Loads the scene named in the options (the demo when none), or renders why not.
  public func loadScene(_ path: String?) -> Result<SceneLoader.Loaded, CommandOutput> {
    loadSceneAndBytes(path).map(\.loaded)
  }

  /// `loadScene`, also giving the file's bytes (to locate findings the loader did not).
  func loadSceneAndBytes(_ path: String?) -> Result<(loaded: SceneLoader.Loaded, bytes: [UInt8]), CommandOutput> {
    let name = path.map(shownPath) ?? DemoScene.name
    let bytes: [UInt8]
    if let path {
      do {
        bytes = try path == "-" ? environment.readStandardInput() : environment.readFile(path)
      } catch {
        let problem = Self.readProblem(error)
        let shown = path == "-" ? "<stdin>" : shownPath(path)
        return .failure(CommandOutput(stderr: "\(Sanitize.forMessage(shown)): error: \(problem.message); \(problem.fix)\n1 error\n", status: CommandOutput.badInput))
      }
    } else {
      bytes = Array(DemoScene.source.utf8)
    }
    do throws(SceneLoadError) {
      // A hierarchy dump (XCUITest, Appium, idb) is imported in memory (`SceneOrDump`).
      let l = try SceneOrDump.load(bytes: bytes, name: path == "-" ? "<stdin>" : name)
      return .success((l.loaded, l.bytes))
    } catch {
      return .failure(CommandOutput(stderr: error.description + "\n" + summary(error.diagnostics), status: CommandOutput.badInput))
    }
  }

  /// Why a scene could not be read, as a message and a fix: a file over the size limit
  /// says so; any other failure is "cannot read the file (why)".
  static func readProblem(_ error: any Error) -> (message: String, fix: String) {
    if let failure = error as? BoundedFileReader.Failure {
      switch failure {
      case .tooLarge, .notRegularFile: return (failure.message, failure.fix)
      case .unreadable: break
      }
    }
    return ("cannot read the file (\(error))", "check the path")
  }

  /// A path as printed: as given, except that an absolute path inside the working
  /// directory is made relative to it (`/home/ci/repo/Scenes/a.json5` → `Scenes/a.json5`).
  public func shownPath(_ path: String) -> String {
    guard path.hasPrefix("/"), var dir = workingDirectory, dir.hasPrefix("/") else { return path }
    if !dir.hasSuffix("/") { dir += "/" }
    guard path.hasPrefix(dir), path.count > dir.count else { return path }
    return String(path.dropFirst(dir.count))
  }

  func summary(_ ds: [Diagnostic]) -> String {
    let errors = ds.filter { $0.severity == .error }.count
    let warnings = ds.count - errors
    var parts: [String] = []
    if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
    if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
    return parts.isEmpty ? "" : parts.joined(separator: ", ") + "\n"
  }

  /// What a command that walks a scene works from: VoiceOver on the requested screen, the
  /// settings in effect and the loader's warnings as text. The loaded scene (its element
  /// table and the file's text) is gone once this is made, so the runtime owns the element
  /// table alone and its first edit changes it in place instead of copying it.
  struct Session {
    var voiceOver: VoiceOver
    var settings: EffectiveSettings
    var warnings: String
  }

  /// Loads the scene named in the options and builds its `Session`, or renders why not.
  func session(_ o: Options, command: String) -> Result<Session, CommandOutput> {
    let loaded: SceneLoader.Loaded
    switch loadScene(o.scene) {
    case .success(let l): loaded = l
    case .failure(let f): return .failure(f)
    }
    let warnings = warningsText(loaded)
    let settings = EffectiveSettings(scene: loaded.scene, options: o)
    return voiceOver(consume loaded, o, command: command).map { Session(voiceOver: $0, settings: settings, warnings: warnings) }
  }

  /// Builds VoiceOver on the requested screen with the requested settings.
  func voiceOver(_ loaded: SceneLoader.Loaded, _ o: Options, command: String) -> Result<VoiceOver, CommandOutput> {
    var scene = loaded.scene
    let screen: Int
    switch Self.screen(o.screen, in: scene, command: command) {
    case .success(let s): screen = s
    case .failure(let f): return .failure(f)
    }
    let settings = EffectiveSettings(scene: scene, options: o)
    if let conflict = settings.conflict(scene: scene, options: o, command: command) {
      return .failure(CommandOutput(stderr: conflict.description + "\n", status: CommandOutput.badInput))
    }
    scene = settings.apply(to: scene)
    let runtime = SceneRuntime(scene: scene, contentSize: settings.contentSize, screen: screen)
    var options = SpeechComposer.Options(speakHints: scene.settings.speakHints, iOSVersion: scene.settings.iosVersion)
    if let h = o.speakHints { options.speakHints = h }
    return .success(VoiceOver(runtime: runtime, options: options))
  }

  /// The index of the screen named by `--screen` (the first screen when none is named), or
  /// a usage error that suggests a screen id.
  public static func screen(_ id: String?, in scene: Scene, command: String?) -> Result<Int, CommandOutput> {
    guard let id else { return .success(0) }
    if let s = scene.screenIndex[id] { return .success(s) }
    let ids = scene.screens.map(\.id)
    let hint = Suggest.closest(to: id, among: ids).map { "did you mean '\($0)'?" } ?? "the screens are " + ids.map { "'\($0)'" }.joined(separator: ", ")
    return .failure(CommandOutput(stderr: UsageError(message: "no screen has the id '\(id)'", suggestion: hint, command: command).description + "\n", status: CommandOutput.badInput))
  }

  func warningsText(_ loaded: SceneLoader.Loaded) -> String {
    loaded.warnings.map { DiagnosticFormatter.line(for: $0, file: loaded.scene.sourceName, source: loaded.source) + "\n" }.joined()
  }

  // MARK: speak

  /// Prints the VoiceOver order: one line per stop with its full utterance.
  public func speak(_ o: Options) -> CommandOutput {
    let vo: VoiceOver
    let settings: EffectiveSettings
    let warnings: String
    switch session(o, command: "speak") {
    case .success(let s): (vo, settings, warnings) = (s.voiceOver, s.settings, s.warnings)
    case .failure(let f): return f
    }
    let problems = ScreenProblems(runtime: vo.runtime)
    switch o.technology {
    case .voiceOver: break
    case .voiceControl:
      var order = VoiceControlOrder(runtime: vo.runtime, settings: o.voiceControlSettings)
      order.settingsSuffix = settings.headerSuffix
      order.settingsJSON = settings.json
      return CommandOutput(stdout: order.render(o.format) + (o.format == .text ? problems.text : ""), stderr: warnings)
    case .switchControl:
      var order = ScanOrder(runtime: vo.runtime, settings: o.switchSettings)
      order.settingsSuffix = settings.headerSuffix
      order.settingsJSON = settings.json
      return CommandOutput(stdout: order.render(o.format) + (o.format == .text ? problems.text : ""), stderr: warnings)
    case .fullKeyboardAccess:
      var order = TabOrder(runtime: vo.runtime)
      order.settingsSuffix = settings.headerSuffix
      order.settingsJSON = settings.json
      return CommandOutput(stdout: order.render(o.format) + (o.format == .text ? problems.text : ""), stderr: warnings)
    }
    let scene = vo.scene
    let screen = scene.screens[vo.runtime.currentScreen]
    let stops = vo.tree.stops
    switch o.format {
    case .text:
      var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screen.id))'\(settings.headerSuffix) · \(stops.count) stop\(stops.count == 1 ? "" : "s")\n"
      for (i, stop) in stops.enumerated() {
        let text = vo.speech(for: stop.element).map(\.text).joined()
        out += StableOutput.stopNumber(i + 1) + ". " + StableOutput.spoken(text) + "\n"
      }
      out += problems.text
      return CommandOutput(stdout: out, stderr: warnings)
    case .json:
      var lines: [String] = []
      for (i, stop) in stops.enumerated() {
        let e = scene.elements[stop.element]
        let composition = vo.composition(for: stop.element)
        let spoken = vo.speech(for: stop.element)
        func text(_ parts: [UtterancePart]) -> String { Transcript.json(parts.map(\.text).joined()) }
        let parts = spoken.filter { $0.kind != .punctuation }.map { "{\"kind\":\(Transcript.json($0.kind.rawValue)),\"text\":\(Transcript.json($0.text))}" }
        lines.append(
          "{\"stop\":\(i + 1),\"element\":\(Transcript.json(Transcript.elementName(e, in: scene))),\"name\":\(Transcript.json(vo.runtime.name(of: stop.element))),\"path\":\(Transcript.json(scene.path(of: e)))"
            + ",\"text\":\(text(spoken)),\"description\":\(text(composition.description)),\"hint\":\(text(composition.hint)),\"hintSpoken\":\(vo.options.speakHints && !composition.hint.isEmpty),\"trailer\":[\(composition.trailer.map { Transcript.json($0.text) }.joined(separator: ","))]"
            + ",\"parts\":[\(parts.joined(separator: ","))],\"frame\":\(StableOutput.frameJSON(vo.runtime.frames[stop.element]))}")
      }
      var out = "{\"format\":\"axsim-order/1\",\"scene\":\(Transcript.json(scene.sourceName)),\"screen\":\(Transcript.json(screen.id)),\"settings\":\(settings.json),\"stops\":[\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]"
      out += ",\"problems\":[" + problems.json.map { "\n" + $0 }.joined(separator: ",") + (problems.items.isEmpty ? "" : "\n") + "]}\n"
      return CommandOutput(stdout: out, stderr: warnings)
    }
  }

  // MARK: run

  /// Replays commands through VoiceOver and prints the transcript.
  public func run(_ o: Options) -> CommandOutput {
    runWalk(o).output
  }

  /// `run`, and the walk's audio when `o.audio.file` asked for it and it could be made.
  func runWalk(_ o: Options) -> (output: CommandOutput, audio: AudioRendering?) {
    let vo: VoiceOver
    let settings: EffectiveSettings
    let warnings: String
    switch session(o, command: "run") {
    case .success(let s): (vo, settings, warnings) = (s.voiceOver, s.settings, s.warnings)
    case .failure(let f): return (f, nil)
    }
    let source: String
    let sourceName: String
    if let keys = o.keys {
      source = keys
      sourceName = "--keys"
    } else if let path = o.script {
      do {
        source = String(decoding: try environment.readFile(path), as: UTF8.self)
      } catch {
        return (CommandOutput(stderr: "\(Sanitize.forMessage(shownPath(path))): error: cannot read the script (\(error)); check the path\n", status: CommandOutput.badInput), nil)
      }
      sourceName = shownPath(path)
    } else {
      return (CommandOutput(stderr: "axsim: error: 'run' needs --keys or --script\n", status: CommandOutput.badInput), nil)
    }
    // The script is read against the scene in a scope of its own: a copy of the scene kept
    // through the walk would make the first edit copy the element table.
    let commands: [ScriptStep]
    let screenID: String
    do {
      let scene = vo.scene
      let parsed = CommandScript.parse(source, name: sourceName, technology: o.technology, resolve: { scene.ids[$0] }, ids: { Array(scene.ids.keys).sorted() })
      guard case .success(let c) = parsed else {
        if case .failure(let errors) = parsed {
          return (CommandOutput(stderr: errors.lines.map { $0 + "\n" }.joined(), status: CommandOutput.badInput), nil)
        }
        return (CommandOutput(status: CommandOutput.badInput), nil)
      }
      commands = c
      screenID = scene.screens[vo.runtime.navigation[0].screen].id
    }
    var simulator = Simulator(voiceOver: consume vo, technology: o.technology, switchSettings: o.switchSettings, voiceControlSettings: o.voiceControlSettings)
    // Each command's events are one step of the walk's audio.
    var steps = [AudioStep(events: simulator.start())]
    for step in commands {
      switch step {
      case .command(let c):
        var passes: Double?
        if case .wait(let seconds) = c { passes = seconds }
        steps.append(AudioStep(events: simulator.perform(c), passes: passes))
      case .textSize(let change): steps.append(AudioStep(events: Self.changeTextSize(change, in: &simulator, largerAccessibilitySizes: settings.largerAccessibilitySizes)))
      case .display(let change): steps.append(AudioStep(events: Self.changeDisplay(change, in: &simulator)))
      }
    }
    let utterances = steps.flatMap(\.events)
    let scene = simulator.runtime.scene
    var audio: (output: CommandOutput, rendering: AudioRendering?)?
    if let file = o.audio.file {
      audio = audioFiles(AudioScript(steps: steps, languages: AudioScript.languages(of: scene)), to: file, settings: o.audio.settings, sceneName: scene.sourceName)
    }
    let problems = ScreenProblems(runtime: simulator.runtime)
    switch o.format {
    case .text:
      // VoiceOver's header is unchanged from before the other technologies existed.
      let technology = o.technology == .voiceOver ? "" : " · \(o.technology.displayName)"
      var out = "\(Sanitize.forMessage(scene.headerName)) · screen '\(Sanitize.forMessage(screenID))'\(technology)\(settings.headerSuffix) · \(commands.count) command\(commands.count == 1 ? "" : "s")\n"
      // A run of scan ticks is one line with its count; JSON keeps every tick.
      for line in Transcript.textLines(utterances) {
        out += line + "\n"
      }
      if commands.contains(where: { if case .command = $0 { return false } else { return true } }), !problems.items.isEmpty {
        out += "Problems at the end (text size \(simulator.runtime.contentSize.rawValue)):\n" + problems.text.dropFirst()
      }
      return (withAudio(audio?.output, CommandOutput(stdout: out, stderr: warnings)), audio?.rendering)
    case .json:
      var extra = [("screen", Transcript.json(screenID)), ("technology", Transcript.json(o.technology.rawValue)), ("iosVersion", String(settings.iosVersion)), ("settings", settings.json)]
      if o.technology == .switchControl || commands.contains(.command(.use(.switchControl))) {
        extra.append(("switchSettings", Transcript.json(o.switchSettings.summary)))
      }
      if o.technology == .voiceControl || commands.contains(where: { if case .command(.voiceControl) = $0 { return true } else { return false } }) {
        extra.append(("voiceControlSettings", Transcript.json(o.voiceControlSettings.summary)))
      }
      return (withAudio(audio?.output, CommandOutput(stdout: Transcript.jsonDocument(utterances, scene: scene, extra: extra) + "\n", stderr: warnings)), audio?.rendering)
    }
  }

  /// Applies a script's text-size word: the layout reflows through the simulator (which
  /// notes an order change and the problems at the new size). A word that changes nothing
  /// (`larger` at the largest size) is still a step, saying why.
  static func changeTextSize(_ change: TextSizeChange, in simulator: inout Simulator, largerAccessibilitySizes: Bool) -> [TranscriptEvent] {
    let current = simulator.runtime.contentSize
    var events: [TranscriptEvent]
    var note: String?
    if let size = change.apply(to: current, largerAccessibilitySizes: largerAccessibilitySizes), size != current {
      if size.isAccessibilitySize, !largerAccessibilitySizes {
        note = "\(size.rawValue) is an accessibility size and Larger Accessibility Sizes is off; the size stays \(current.rawValue)"
        events = []
      } else {
        events = simulator.setContentSize(size)
      }
    } else {
      switch change {
      case .larger where largerAccessibilitySizes || current == .accessibilityExtraExtraExtraLarge:
        note = "already at the largest size (\(current.rawValue))"
      case .larger:
        note = "already at \(current.rawValue), the largest size with Larger Accessibility Sizes off"
      case .smaller: note = "already at the smallest size (\(current.rawValue))"
      case .to: note = "the size is already \(current.rawValue)"
      }
      events = []
    }
    if let note { events = unchanged("text-size", note: note, in: &simulator) }
    for i in events.indices { events[i].command = change.scriptName }
    return events
  }

  /// Applies a script's `set:` word through the simulator (Bold Text relays out; Reduce
  /// Motion stops auto-play and shapes the next transitions).
  static func changeDisplay(_ change: DisplayChange, in simulator: inout Simulator) -> [TranscriptEvent] {
    var display = simulator.runtime.display
    display[change.key] = change.on
    var events = simulator.setDisplay(display)
    if events.isEmpty {
      let title = change.key == "dark" ? "the appearance is already \(change.on ? "dark" : "light")"
        : "\(DisplaySettings.names.first { $0.key == change.key }?.title ?? change.name) is already \(change.on ? "on" : "off")"
      events = unchanged("display", note: title, in: &simulator)
    }
    for i in events.indices { events[i].command = change.scriptName }
    return events
  }

  /// A step that changes nothing, saying why: a zero wait advances the step count and moves
  /// nothing.
  static func unchanged(_ cause: String, note: String, in simulator: inout Simulator) -> [TranscriptEvent] {
    var events = simulator.perform(.wait(0))
    for i in events.indices {
      events[i].cause = .command(cause)
      events[i].notes = [note]
      events[i].parts = []
      events[i].earcons = []
    }
    return events
  }
}
