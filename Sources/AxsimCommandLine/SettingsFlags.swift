import AssistiveTechnologies
import SceneModel

/// The text-size and display settings a run uses: the scene's `settings`, then the flags.
///
/// The interactive app reads the same values from `Options` (`contentSize`,
/// `largerAccessibilitySizes`), so a session opened with `--content-size AX3` matches the
/// transcript made with it.
public struct EffectiveSettings: Sendable, Equatable {
  public var contentSize: ContentSizeCategory
  public var largerAccessibilitySizes: Bool

  /// The scene's settings with the flags given applied on top.
  public init(scene: Scene, options: Options) {
    contentSize = options.contentSize ?? scene.settings.contentSize
    largerAccessibilitySizes = options.largerAccessibilitySizes ?? scene.settings.largerAccessibilitySizes
  }

  /// axsim's defaults (Large, Larger Accessibility Sizes on).
  public init() {
    contentSize = .large
    largerAccessibilitySizes = true
  }

  /// Why these settings cannot go together, as a usage error; nil when they can.
  ///
  /// The accessibility sizes AX1–AX5 exist only with Larger Accessibility Sizes on.
  public func conflict(scene: Scene, options: Options, command: String?) -> UsageError? {
    guard contentSize.isAccessibilitySize, !largerAccessibilitySizes else { return nil }
    let sizeSource = options.contentSize != nil ? "--content-size \(contentSize.rawValue)" : "the scene's settings.contentSize \(contentSize.rawValue)"
    let offSource = options.largerAccessibilitySizes != nil ? "--larger-accessibility-sizes is off" : "the scene's settings.largerAccessibilitySizes is false"
    return UsageError(
      message: "\(sizeSource) is an accessibility size, but \(offSource)",
      suggestion: "use --larger-accessibility-sizes on, or a size up to XXXL",
      command: command)
  }

  /// The settings that differ from axsim's defaults, for transcript headers:
  /// "text size AX3", "Larger Accessibility Sizes off". Empty at the defaults.
  public var changed: [String] {
    var out: [String] = []
    let d = EffectiveSettings()
    if contentSize != d.contentSize { out.append("text size \(contentSize.rawValue)") }
    if largerAccessibilitySizes != d.largerAccessibilitySizes { out.append("Larger Accessibility Sizes \(largerAccessibilitySizes ? "on" : "off")") }
    return out
  }

  /// The same as a JSON object (every setting that differs from the defaults; `{}` at them).
  public var json: String {
    var fields: [String] = []
    let d = EffectiveSettings()
    if contentSize != d.contentSize { fields.append("\"contentSize\":\(Transcript.json(contentSize.rawValue))") }
    if largerAccessibilitySizes != d.largerAccessibilitySizes { fields.append("\"largerAccessibilitySizes\":\(largerAccessibilitySizes)") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// " · text size AX3 · Bold Text" for a text header; empty at the defaults.
  public var headerSuffix: String {
    changed.map { " · " + $0 }.joined()
  }
}

extension ArgumentParser {
  /// Text-size and display settings flags: the headless commands and the app take them.
  static let settingsFlags = ["--content-size=", "--larger-accessibility-sizes="]

  /// Applies one settings flag; nil when the flag is not one of them or its value is good.
  static func parseSettingsFlag(_ flag: String, _ value: String, into o: inout Options, command: String?) -> UsageError? {
    switch flag {
    case "--content-size":
      guard let c = ContentSizeCategory.named(value) else {
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        return UsageError(message: "unknown content size '\(value)'", suggestion: Suggest.closest(to: value, among: names + ContentSizeCategory.aliases.keys.sorted()).map { "did you mean '\($0)'?" } ?? "use one of " + names.joined(separator: ", "), command: command)
      }
      o.contentSize = c
    case "--larger-accessibility-sizes":
      guard let on = onOff(value) else {
        return UsageError(message: "unknown value '\(value)' for \(flag)", suggestion: Suggest.closest(to: value.lowercased(), among: ["on", "off"]).map { "did you mean '\($0)'?" } ?? "use on or off", command: command)
      }
      o.largerAccessibilitySizes = on
    default: break
    }
    return nil
  }

  /// `on`/`off` (also true/false, yes/no, 1/0), any letter case.
  static func onOff(_ value: String) -> Bool? {
    switch value.lowercased() {
    case "on", "true", "yes", "1": return true
    case "off", "false", "no", "0": return false
    default: return nil
    }
  }
}
