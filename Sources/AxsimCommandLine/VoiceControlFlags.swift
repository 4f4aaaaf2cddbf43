import AssistiveTechnologies
import SceneModel

extension ArgumentParser {
  /// Applies one Voice Control settings flag (`--overlay`, `--grid`); nil when the flag is
  /// not one of them or its value is good, else the usage error.
  static func parseVoiceControlFlag(_ flag: String, _ value: String, into s: inout VoiceControlSettings, command: String?) -> UsageError? {
    switch flag {
    case "--overlay":
      let names = ["none"] + VoiceControlCommand.Overlay.allCases.map(\.rawValue)
      let v = value.lowercased()
      guard names.contains(v) else {
        let hint = Suggest.closest(to: value, among: names).map { "did you mean '\($0)'?" } ?? "use " + list(names)
        return UsageError(message: "unknown overlay '\(value)' for --overlay", suggestion: hint, command: command)
      }
      s.overlay = VoiceControlCommand.Overlay(rawValue: v)
    case "--grid":
      guard let (c, r) = VoiceControlSettings.parseGrid(value) else {
        return UsageError(
          message: "'--grid' takes COLUMNSxROWS, each 1 to \(VoiceControlSettings.gridLimit), found '\(value)'",
          suggestion: "for example --grid 3x3 (the default) or --grid 4x6", command: command)
      }
      s.gridColumns = c
      s.gridRows = r
    default: break
    }
    return nil
  }
}
