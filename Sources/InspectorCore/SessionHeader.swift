import AssistiveTechnologies
import SceneModel

/// What every saved transcript starts with, so a file read later says what it is about:
/// the scene, the screen, the date, the technology, every setting and the scene's warnings.
public struct SessionHeader: Sendable, Equatable {
  public var scene: String
  public var screen: String
  public var date: String
  public var technology: String
  /// Every setting, named as in Settings, with its value: ("Speak Hints", "on").
  public var settings: [(name: String, value: String)]
  public var warnings: [String]

  public static func == (a: SessionHeader, b: SessionHeader) -> Bool {
    a.scene == b.scene && a.screen == b.screen && a.date == b.date && a.technology == b.technology
      && a.settings.map(\.name) == b.settings.map(\.name) && a.settings.map(\.value) == b.settings.map(\.value)
      && a.warnings == b.warnings
  }

  public init(_ state: AppState, date: String) {
    scene = state.scenePath ?? "built-in demo"
    let runtime = state.voiceOver.runtime
    let s = state.scene.screens.indices.contains(runtime.currentScreen) ? state.scene.screens[runtime.currentScreen] : nil
    screen = s.map { screen in screen.title.map { "\(screen.id) (\($0))" } ?? screen.id } ?? "none"
    self.date = date
    technology = state.technology.displayName
    func onOff(_ b: Bool) -> String { b ? "on" : "off" }
    var settings: [(String, String)] = [
      ("iOS", String(state.voiceOver.options.iOSVersion)),
      ("Speak Hints", onOff(state.voiceOver.options.speakHints)),
      ("Text size", state.contentSize.rawValue),
      ("Larger Accessibility Sizes", onOff(state.largerAccessibilitySizes)),
    ]
    let display = runtime.display
    for (key, title) in DisplaySettings.names { settings.append((title, onOff(display[key] ?? false))) }
    settings.append(("Appearance", display.appearance == .dark ? "dark" : "light"))
    settings.append(("Switch Control", state.simulator.switchControl.settings.summary))
    self.settings = settings.map { (name: $0.0, value: $0.1) }
    warnings = state.warnings.map(\.line)
  }

  /// The Markdown header: a title and a list, before the transcript's table.
  public var markdown: String {
    func code(_ s: String) -> String { "`" + Sanitize.forMessage(s).replacingBackticks() + "`" }
    var out = "# axsim session\n\n"
    out += "- Scene: \(code(scene))\n- Screen: \(code(screen))\n- Date: \(date)\n- Technology: \(technology)\n"
    out += "- Settings: " + settings.map { "\($0.name) \($0.value)" }.joined(separator: "; ") + "\n"
    if warnings.isEmpty {
      out += "- Warnings: none\n"
    } else {
      out += "- Warnings (\(warnings.count)):\n" + warnings.map { "  - \(code($0))\n" }.joined()
    }
    return out + "\n"
  }

  /// The JSON lines header: the first line, an object that names the format.
  public var jsonLine: String {
    let j = Transcript.json
    let settingsObject = "{" + settings.map { j($0.name) + ":" + j($0.value) }.joined(separator: ",") + "}"
    return "{\"format\":\"axsim-session/1\",\"scene\":\(j(scene)),\"screen\":\(j(screen)),\"date\":\(j(date)),"
      + "\"technology\":\(j(technology)),\"settings\":\(settingsObject),\"warnings\":["
      + warnings.map(j).joined(separator: ",") + "]}"
  }
}

extension String {
  fileprivate func replacingBackticks() -> String {
    String(map { $0 == "`" ? "'" : $0 })
  }
}

/// Where `w` saves transcripts when `--out` does not say: a directory beside the scene
/// file, or for the built-in demo the user's data directory; never the current directory
/// without saying so.
public enum SaveLocation {
  /// The directory name beside a scene.
  public static let folderName = "axsim-transcripts"

  /// `<scene's directory>/axsim-transcripts`, or `$XDG_DATA_HOME/axsim` (default
  /// `~/.local/share/axsim`) for the demo and standard input; nil when neither is known.
  public static func defaultDirectory(scenePath: String?, environment: [String: String]) -> String? {
    if let scenePath, scenePath != "-" {
      let parts = scenePath.split(separator: "/", omittingEmptySubsequences: false)
      let directory = parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
      return (directory.isEmpty ? "/" : directory) + "/" + folderName
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/axsim" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/axsim" }
    return nil
  }

  /// A path as short as it can be shown: relative to `cwd` when inside it, `~/…` when
  /// inside the home directory, else whole.
  public static func shortPath(_ path: String, cwd: String, home: String?) -> String {
    // A name's bytes that are not UTF-8 as `\xE9`.
    var p = FileName.display(path)
    if p.hasPrefix("./") { p.removeFirst(2) }
    if p.hasPrefix("/") {
      if !cwd.isEmpty, p.hasPrefix(cwd.hasSuffix("/") ? cwd : cwd + "/") {
        return String(p.dropFirst(cwd.hasSuffix("/") ? cwd.count : cwd.count + 1))
      }
      if let home, !home.isEmpty, p.hasPrefix(home + "/") { return "~/" + p.dropFirst(home.count + 1) }
    }
    return p
  }
}
