import SceneModel

/// What a switch user does: press a switch, or change a setting (keys in the app, words in
/// scripts). Time passing is not a command: it enters as `SwitchControl.tick`.
public enum SwitchControlCommand: Sendable, Equatable {
  /// The Select Item switch.
  case select
  /// The Move to Next Item switch (manual and step scanning; also skips ahead in auto).
  case move
  /// The Move to Previous Item switch.
  case movePrevious
  case setStyle(SwitchControlSettings.ScanningStyle)
  case setGroupItems(Bool)
  case setSpeech(Bool)
  case setTapBehavior(SwitchControlSettings.TapBehavior)
  case setMethod(SwitchControlSettings.SelectionMethod)
  case setGlideSelection(SwitchControlSettings.GlideSelection)
  case setScanAllElements(Bool)
  /// Auto Scanning Time, seconds.
  case setScanTime(Double)

  /// The word used in scripts and transcripts.
  public var scriptName: String {
    switch self {
    case .select: return "select"
    case .move: return "move"
    case .movePrevious: return "move-back"
    case .setStyle(let s): return "scan-" + s.rawValue
    case .setGroupItems(let on): return on ? "groups-on" : "groups-off"
    case .setSpeech(let on): return on ? "speech-on" : "speech-off"
    case .setTapBehavior(let t): return "tap-" + t.rawValue
    case .setMethod(let m): return m == .gliding ? "gliding-cursor" : "item-mode"
    case .setGlideSelection(let g): return "glide-" + g.rawValue
    case .setScanAllElements(let on): return on ? "scan-all-on" : "scan-all-off"
    case .setScanTime(let t): return "scan-time:" + SwitchControlSettings.seconds(t)
    }
  }

  /// Every script word with its meaning, for help and "did you mean".
  public static let scriptWords: [(word: String, summary: String)] = [
    ("select", "the Select Item switch: enter a group, open the Scanner Menu, choose an entry"),
    ("move", "the Move to Next Item switch (manual and step scanning)"),
    ("move-back", "the Move to Previous Item switch"),
    ("wait DURATION", "let time pass, such as 'wait 2.5s' or 'wait 750ms': auto scanning, Auto Tap, step scanning"),
    ("scan-auto", "Auto Scanning"),
    ("scan-manual", "Manual Scanning"),
    ("scan-step", "Single-Switch Step Scanning"),
    ("scan-time:SECONDS", "Auto Scanning Time, such as scan-time:1.5"),
    ("groups-on", "Group Items on"),
    ("groups-off", "Group Items off: every item is its own stop"),
    ("speech-on", "Speech on: speak each item as it is highlighted"),
    ("speech-off", "Speech off"),
    ("tap-default", "Tap Behavior Default: select opens the Scanner Menu"),
    ("tap-auto", "Tap Behavior Auto Tap: select taps after 0.75 s; select twice for the menu"),
    ("tap-always", "Tap Behavior Always Tap: select taps at once"),
    ("gliding-cursor", "point scanning with the Gliding Cursor"),
    ("item-mode", "item scanning"),
    ("glide-single", "Gliding Cursor Selection Mode Single"),
    ("glide-refined", "Gliding Cursor Selection Mode Refined"),
    ("glide-precise", "Gliding Cursor Selection Mode Precise"),
    ("scan-all-on", "scan every element, not only those that respond to user interaction"),
    ("scan-all-off", "scan only elements that respond to user interaction"),
  ]

  static let simple: [SwitchControlCommand] = [
    .select, .move, .movePrevious, .setStyle(.auto), .setStyle(.manual), .setStyle(.step),
    .setGroupItems(true), .setGroupItems(false), .setSpeech(true), .setSpeech(false),
    .setTapBehavior(.standard), .setTapBehavior(.autoTap), .setTapBehavior(.alwaysTap),
    .setMethod(.gliding), .setMethod(.item), .setGlideSelection(.single),
    .setGlideSelection(.refined), .setGlideSelection(.precise), .setScanAllElements(true),
    .setScanAllElements(false),
  ]

  static let aliases: [String: SwitchControlCommand] = [
    "next": .move, "down": .move, "previous": .movePrevious, "up": .movePrevious,
    "activate": .select, "point-mode": .setMethod(.gliding),
  ]

  /// Parses one script word (`wait` is the script parser's, as it takes a duration).
  public static func parse(_ word: String) -> Result<SwitchControlCommand, ScriptError> {
    if let c = simple.first(where: { $0.scriptName == word }) ?? aliases[word] { return .success(c) }
    if word.hasPrefix("scan-time:") {
      let text = String(word.dropFirst("scan-time:".count))
      if let t = Duration.parseSeconds(text), t >= 0.1, t <= 60 { return .success(.setScanTime(t)) }
      return .failure(ScriptError(word: word, message: "\(Sanitize.quote(text)) is not a scan time from 0.1 to 60 seconds", suggestion: "scan-time:1.5"))
    }
    let words = scriptWords.map(\.word).filter { !$0.contains(" ") && !$0.contains(":") } + Array(aliases.keys)
    return .failure(ScriptError(word: word, message: "unknown Switch Control command \(Sanitize.quote(word))", suggestion: Suggest.closest(to: word, among: words)))
  }
}

/// Durations written in scripts: "2.5s", "750ms", "2" (seconds).
public enum Duration {
  public static func parseSeconds(_ text: String) -> Double? {
    var t = Substring(text)
    var scale = 1.0
    if t.hasSuffix("ms") {
      t = t.dropLast(2)
      scale = 0.001
    } else if t.hasSuffix("s") {
      t = t.dropLast()
    }
    guard !t.isEmpty, t.allSatisfy({ $0.isNumber || $0 == "." }), let v = Double(t), v.isFinite else { return nil }
    return v * scale
  }
}
