import AssistiveTechnologies
import SceneModel

extension ArgumentParser {
  /// Applies one Switch Control settings flag; nil when the flag is not one of them or its
  /// value is good, else the usage error.
  static func parseSwitchFlag(_ flag: String, _ value: String, into s: inout SwitchControlSettings, command: String?) -> UsageError? {
    func choice<T>(_ what: String, _ options: [String], _ make: (String) -> T?, _ set: (T) -> Void) -> UsageError? {
      if let v = make(value.lowercased()) {
        set(v)
        return nil
      }
      let hint = Suggest.closest(to: value, among: options).map { "did you mean '\($0)'?" } ?? "use " + list(options)
      return UsageError(message: "unknown \(what) '\(value)' for \(flag)", suggestion: hint, command: command)
    }
    switch flag {
    case "--scan":
      return choice("scanning style", SwitchControlSettings.ScanningStyle.allCases.map(\.rawValue), { SwitchControlSettings.ScanningStyle(rawValue: $0) }) { s.style = $0 }
    case "--tap":
      return choice("tap behavior", SwitchControlSettings.TapBehavior.allCases.map(\.rawValue), { SwitchControlSettings.TapBehavior(rawValue: $0) }) { s.tapBehavior = $0 }
    case "--after-tap":
      return choice("focused item after tap", SwitchControlSettings.AfterTap.allCases.map(\.rawValue), { SwitchControlSettings.AfterTap(rawValue: $0) }) { s.afterTap = $0 }
    case "--glide":
      return choice("Gliding Cursor selection mode", SwitchControlSettings.GlideSelection.allCases.map(\.rawValue), { SwitchControlSettings.GlideSelection(rawValue: $0) }) {
        s.glideSelection = $0
        s.method = .gliding
      }
    case "--groups":
      return choice("value", ["on", "off"], { ["on": true, "off": false][$0] }) { s.groupItems = $0 }
    case "--scan-time":
      guard let t = Duration.parseSeconds(value), t >= 0.1, t <= 60 else {
        return UsageError(message: "'--scan-time' takes seconds from 0.1 to 60, found '\(value)'", suggestion: "for example --scan-time 1.5 or --scan-time 750ms", command: command)
      }
      s.autoScanTime = t
    case "--loops":
      guard let n = Int(value), (1...99).contains(n) else {
        return UsageError(message: "'--loops' takes a whole number from 1 to 99, found '\(value)'", suggestion: "for example --loops 4 (the default)", command: command)
      }
      s.loops = n
    case "--speech": s.speech = true
    case "--scan-all": s.scanAllElements = true
    case "--gliding": s.method = .gliding
    default: break
    }
    return nil
  }

  static func list(_ words: [String]) -> String {
    words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
  }
}
