import AssistiveTechnologies
import SceneModel

/// The text-size and display settings a run uses: the scene's `settings`, then the flags.
///
/// The interactive app reads the same values (`EffectiveSettings(scene:options:)`, or
/// `Options.contentSize`, `.largerAccessibilitySizes` and `.displaySettings(over:)`), so a
/// session opened with `--content-size AX3 --reduce-motion` matches the transcript made with
/// them.
public struct EffectiveSettings: Sendable, Equatable {
  public var contentSize: ContentSizeCategory
  public var largerAccessibilitySizes: Bool
  public var display: DisplaySettings
  /// The iOS version whose VoiceOver strings and rules apply.
  public var iosVersion: Int

  /// The scene's settings with the flags given applied on top.
  public init(scene: Scene, options: Options) {
    contentSize = options.contentSize ?? scene.settings.contentSize
    largerAccessibilitySizes = options.largerAccessibilitySizes ?? scene.settings.largerAccessibilitySizes
    display = options.displaySettings(over: scene.settings.display)
    iosVersion = options.iosVersion ?? scene.settings.iosVersion
  }

  /// axsim's defaults (Large, Larger Accessibility Sizes on, every display setting at its
  /// default, light appearance).
  public init() {
    contentSize = .large
    largerAccessibilitySizes = true
    display = DisplaySettings()
    iosVersion = IOSVersion.newest
  }

  /// The scene with these settings as its own, so the runtime starts with them.
  public func apply(to scene: Scene) -> Scene {
    var scene = scene
    scene.settings.contentSize = contentSize
    scene.settings.largerAccessibilitySizes = largerAccessibilitySizes
    scene.settings.display = display
    scene.settings.iosVersion = iosVersion
    return scene
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
    let display = self.display.summary
    if !display.isEmpty { out.append(display) }
    if iosVersion != d.iosVersion { out.append("iOS \(iosVersion)") }
    return out
  }

  /// The same as a JSON object (every setting that differs from the defaults; `{}` at them).
  public var json: String {
    var fields: [String] = []
    let d = EffectiveSettings()
    if contentSize != d.contentSize { fields.append("\"contentSize\":\(Transcript.json(contentSize.rawValue))") }
    if largerAccessibilitySizes != d.largerAccessibilitySizes { fields.append("\"largerAccessibilitySizes\":\(largerAccessibilitySizes)") }
    for (key, _) in DisplaySettings.names where display[key] != d.display[key] {
      fields.append("\(Transcript.json(key)):\(display[key] == true)")
    }
    if display.appearance != d.display.appearance { fields.append("\"appearance\":\(Transcript.json(display.appearance.rawValue))") }
    if iosVersion != d.iosVersion { fields.append("\"iosVersion\":\(iosVersion)") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// " · text size AX3 · Bold Text" for a text header; empty at the defaults.
  public var headerSuffix: String {
    changed.map { " · " + $0 }.joined()
  }
}

extension Options {
  /// The display settings a run starts with: `base` (the scene's `settings`) with the
  /// display flags given applied on top.
  public func displaySettings(over base: DisplaySettings) -> DisplaySettings {
    var d = base
    for (key, on) in displayChanges.sorted(by: { $0.key < $1.key }) { d[key] = on }
    return d
  }
}

extension ArgumentParser {
  /// Display toggles: on when given bare, or `--FLAG=on|off` (to override a scene's
  /// `settings`). Each maps to the `DisplaySettings` key it sets.
  static let displayToggles: [String: String] = [
    "--reduce-motion": "reduceMotion", "--bold-text": "boldText", "--button-shapes": "buttonShapes",
    "--increase-contrast": "increaseContrast", "--reduce-transparency": "reduceTransparency",
    "--differentiate-without-color": "differentiateWithoutColor", "--smart-invert": "smartInvert",
    "--dark": "dark",
  ]

  /// The `DisplaySettings` key a display toggle sets ("" for other flags).
  public static func displayKey(_ flag: String) -> String { displayToggles[flag] ?? "" }

  /// Text-size and display settings flags: the headless commands and the app take them.
  static let settingsFlags = ["--ios=", "--content-size=", "--larger-accessibility-sizes=", "--prefer-cross-fade=", "--appearance="] + displayToggles.keys.sorted()

  /// Applies one settings flag; nil when the flag is not one of them or its value is good.
  static func parseSettingsFlag(_ flag: String, _ value: String, into o: inout Options, command: String?) -> UsageError? {
    switch flag {
    case "--content-size":
      guard let c = ContentSizeCategory.named(value) else {
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        return UsageError(message: "unknown content size '\(value)'", suggestion: Suggest.closest(to: value, among: names + ContentSizeCategory.aliases.keys.sorted()).map { "did you mean '\($0)'?" } ?? "use one of " + names.joined(separator: ", "), command: command)
      }
      o.contentSize = c
    case "--ios":
      guard let v = IOSVersion.named(value) else {
        return UsageError(message: "unknown iOS version '\(value)'", suggestion: "use \(IOSVersion.list) (the versions whose VoiceOver speech the reference records)", command: command)
      }
      o.iosVersion = v
    case "--larger-accessibility-sizes":
      guard let on = onOff(value) else {
        return UsageError(message: "unknown value '\(value)' for \(flag)", suggestion: Suggest.closest(to: value.lowercased(), among: ["on", "off"]).map { "did you mean '\($0)'?" } ?? "use on or off", command: command)
      }
      o.largerAccessibilitySizes = on
    case "--prefer-cross-fade":
      guard let on = onOff(value) else {
        return UsageError(message: "unknown value '\(value)' for \(flag)", suggestion: Suggest.closest(to: value.lowercased(), among: ["on", "off"]).map { "did you mean '\($0)'?" } ?? "use on or off", command: command)
      }
      o.displayChanges["preferCrossFade"] = on
    case "--appearance":
      guard let a = DisplaySettings.Appearance(rawValue: value.lowercased()) else {
        return UsageError(message: "unknown appearance '\(value)'", suggestion: Suggest.closest(to: value.lowercased(), among: ["light", "dark"]).map { "did you mean '\($0)'?" } ?? "use light or dark", command: command)
      }
      o.displayChanges["dark"] = a == .dark
    default:
      guard let key = displayToggles[flag] else { break }
      guard let on = onOff(value) else {
        return UsageError(message: "unknown value '\(value)' for \(flag)", suggestion: "write \(flag) alone to turn it on, or \(flag)=off", command: command)
      }
      o.displayChanges[key] = on
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
