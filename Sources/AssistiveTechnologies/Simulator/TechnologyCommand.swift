import SceneModel

/// A command for whichever technology it belongs to, as scripts and the app send them.
public enum TechnologyCommand: Sendable, Equatable {
  case voiceOver(VoiceOverCommand)
  case switchControl(SwitchControlCommand)
  case keyboard(KeyboardCommand)
  /// A phrase said to Voice Control (`say "tap Send"`).
  case voiceControl(VoiceControlCommand)
  /// Time passing (`wait 2.5s`): Switch Control scans, Auto Tap taps.
  case wait(Double)
  /// Hand over to another technology, keeping focus on the same element where it can.
  case use(Technology)

  public var scriptName: String {
    switch self {
    case .voiceOver(let c): return c.scriptName
    case .switchControl(let c): return c.scriptName
    case .keyboard(let c): return c.scriptName
    case .voiceControl(let c): return c.scriptName
    case .wait(let s): return "wait " + SwitchControlSettings.seconds(s)
    case .use(let t): return "use:" + t.rawValue
    }
  }
}

extension TechnologyCommand {
  /// Parses one script word for the technology in use. `use:TECH` and `wait:DURATION` work
  /// for every technology (scripts also write `wait 2.5s` as two words: the script parser
  /// joins them).
  public static func parse(
    _ word: String, technology: Technology, resolve: (String) -> ElementIndex?, ids: () -> [String]
  ) -> Result<TechnologyCommand, ScriptError> {
    if word.hasPrefix("use:") {
      let name = String(word.dropFirst(4))
      if let t = Technology.names[name] { return .success(.use(t)) }
      return .failure(ScriptError(word: word, message: "unknown technology \(Sanitize.quote(name))", suggestion: Suggest.closest(to: name, among: Technology.names.keys.sorted()).map { "use:" + $0 }))
    }
    if word.hasPrefix("wait:") {
      let text = String(word.dropFirst(5))
      guard let s = Duration.parseSeconds(text), s <= 86_400 else {
        return .failure(ScriptError(word: word, message: "\(Sanitize.quote(text)) is not a duration", suggestion: "wait:2.5s"))
      }
      return .success(.wait(s))
    }
    switch technology {
    case .voiceOver: return VoiceOverCommand.parse(word, resolve: resolve, ids: ids).map { .voiceOver($0) }
    case .switchControl: return SwitchControlCommand.parse(word).map { .switchControl($0) }
    case .fullKeyboardAccess: return KeyboardCommand.parse(word).map { .keyboard($0) }
    case .voiceControl: return VoiceControlCommand.parseScript(word).map { .voiceControl($0) }
    }
  }
}
