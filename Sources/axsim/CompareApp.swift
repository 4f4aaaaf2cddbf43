import AssistiveTechnologies
import AxsimCommandLine
import CursesTerminal
import Foundation
import InspectorCore
import InspectorUI
import SceneModel
import TerminalCanvas

/// `axsim compare BEFORE AFTER`: loads both scenes and the keymap, then runs a
/// `CompareSession` on ncurses, restoring the terminal before anything is printed.
enum CompareApp {
  static func run(_ options: Options, environment: Environment) -> CommandOutput {
    let headless = HeadlessCommands(environment: environment)
    var scenes: [(scene: Scene, warnings: [SceneWarning])] = []
    for path in options.scenes {
      switch headless.loadScene(path) {
      case .success(let loaded):
        let settings = EffectiveSettings(scene: loaded.scene, options: options)
        if let conflict = settings.conflict(scene: loaded.scene, options: options, command: "compare") {
          return CommandOutput(stderr: conflict.description + "\n", status: CommandOutput.badInput)
        }
        let scene = settings.apply(to: loaded.scene)
        scenes.append((scene, loaded.warnings.map { SceneWarning($0, scene: scene, source: loaded.source) }))
      case .failure(let f):
        return f
      }
    }
    let processEnvironment = ProcessInfo.processInfo.environment
    let keymap: Keymap
    do {
      keymap = try KeymapLoader.loadLayered(keymapPath: options.keymap, configDirectory: KeymapLoader.configDirectory(environment: processEnvironment), readFile: InteractiveApp.readTextFile).keymap
    } catch {
      return CommandOutput(stderr: error.description + "\n", status: CommandOutput.badInput)
    }
    let curses: CursesTerminal
    do {
      curses = try CursesTerminal(theme: Theme.standard, options: .init(colors: options.noColor ? .never : .automatic))
    } catch {
      return CommandOutput(stderr: "axsim: error: \(error.description)\n", status: CommandOutput.failure)
    }
    var sides: [AppState] = []
    for (i, loaded) in scenes.enumerated() {
      var speech = SpeechComposer.Options(speakHints: loaded.scene.settings.speakHints, iOSVersion: loaded.scene.settings.iosVersion)
      if let hints = options.speakHints { speech.speakHints = hints }
      let voiceOver = VoiceOver(runtime: SceneRuntime(scene: loaded.scene), options: speech)
      let simulator = Simulator(voiceOver: voiceOver, technology: options.technology, switchSettings: options.switchSettings)
      var state = AppState(simulator: simulator, scenePath: headless.shownPath(options.scenes[i]), size: curses.size, keymap: keymap)
      state.warnings = loaded.warnings
      state.asciiOnly = curses.usesASCII
      // Each side saves where the single-scene app on its scene saves: --out, else beside it.
      let scenePath = options.scenes[i] == "-" ? nil : options.scenes[i]
      state.saveDirectory = options.outputDirectory ?? SaveLocation.defaultDirectory(scenePath: scenePath, environment: processEnvironment)
      InteractiveApp.loadReview(&state, scenePath: scenePath, processEnvironment: processEnvironment)
      state.review.author = options.reviewers.first
      sides.append(state)
    }
    var compare = CompareState(before: sides[0], after: sides[1], size: curses.size)
    // A side whose notes will not be saved says so first.
    compare.banner = sides.compactMap(\.banner).first
    let sessionEnvironment = InteractiveApp.reviewEnvironment(environment, processEnvironment: processEnvironment)
    let session = CompareSession(state: compare, terminal: curses, environment: sessionEnvironment, invalidate: { curses.invalidate() }, ring: { curses.bell() })
    // W: the after scene's review report with the comparison of the pair and the after
    // side's walk, where `axsim report BEFORE AFTER` writes it.
    session.writeReport = { transcript in
      let headless = HeadlessCommands.forApp(environment)
      let output = headless.report(options, sessionTranscript: transcript)
      guard output.status == 0 else { return .failure(SceneReloadFailure(lines: InteractiveApp.problemLines(output.stderr))) }
      do throws(SaveFailure) {
        try SaveFiles.writeAll(output.files.map { (path: $0.path, text: $0.text) })
      } catch {
        return .failure(SceneReloadFailure(lines: ["\(error.description) (neither file was saved)"]))
      }
      return .success(output.files.map { sessionEnvironment.displayPath($0.path) })
    }
    let ending = session.run()
    curses.restore()
    switch ending {
    case .quit, .endOfInput: return CommandOutput()
    case .signal(let n): return CommandOutput(status: 128 + n)
    }
  }
}
