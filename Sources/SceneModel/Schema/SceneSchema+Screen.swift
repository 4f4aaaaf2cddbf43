/// The top level of a scene, its device and settings, and its screens (`SceneDecoder.swift`).
extension SceneSchema {
  static var topLevelSchemas: [String: SchemaNode] {
    var t: [String: SchemaNode] = [:]
    t["format"] = [
      "description": .string("The format identifier; must be \"\(SceneFormat.current)\". Write it first."),
      "const": .string(SceneFormat.current),
    ]
    t["title"] = .stringValue("The scene's title, shown by front ends (default: the file name).")
    t["device"] = [
      "description":
        "The simulated device. Layout, reading-order row tolerance (8 pt on phone, 13 pt on pad) and default sizes depend on it.",
      "type": "object",
      "properties": properties(of: SceneDecoder.deviceKeys, from: deviceSchemas),
      "additionalProperties": false,
    ]
    t["settings"] = [
      "description": "Settings the scene starts with; the command line and the app can override them.",
      "type": "object",
      "properties": properties(of: SceneDecoder.settingsKeys, from: settingsSchemas),
      "additionalProperties": false,
    ]
    t["initialScreen"] = .stringValue("The id of the screen to start on (default: the first screen).")
    t["framework"] = .oneOf(
      "The framework the scene's controls come from, where UIKit and SwiftUI expose them differently (default \"\(UIFramework.default.rawValue)\"); elements can override it.",
      UIFramework.allCases.map(\.rawValue))
    t["screens"] = [
      "description": "The screens, at least one. The first (or initialScreen) is shown first; others are reached with push and present.",
      "type": "array",
      "items": .ref("screen"),
      "minItems": 1,
    ]
    t["note"] = .ref("p_note")
    t["$schema"] = .stringValue("Optional: this schema's URL or path, for editors that read it from the file; axsim ignores it.")
    t["importedFrom"] = [
      "description":
        "The accessibility-hierarchy dump the scene was imported from (axsim import writes it). Its frames were measured on a running app, so layout does not judge whether text fits them.",
      "type": "object",
      "properties": properties(of: SceneDecoder.importedFromKeys, from: importedFromSchemas),
      "required": ["format"],
      "additionalProperties": false,
    ]
    return t
  }

  static var importedFromSchemas: [String: SchemaNode] {
    [
      "format": .oneOf("The dump's format: XCUITest text, Appium (WebDriverAgent) XML or idb JSON.", DumpFormat.allCases.map(\.rawValue)),
      "file": .stringValue("The dump's file name."),
      "note": .ref("p_note"),
    ]
  }

  static var screen: SchemaNode {
    [
      "description": "One screen: a root element plus screen-wide rotors and handlers.",
      "type": "object",
      "properties": properties(of: SceneDecoder.screenKeys, from: screenSchemas),
      "required": ["root"],
      "additionalProperties": false,
    ]
  }

  static var screenSchemas: [String: SchemaNode] {
    var s: [String: SchemaNode] = [:]
    s["id"] = .stringValue(
      "The screen's id, used by initialScreen, push and present, and --screen. Unique among screens. Default: \"screen<N>\" (N from 1).")
    s["title"] = .stringValue("The screen's title, shown by front ends. Not spoken.")
    s["root"] = [
      "description": "The root element. A bare array is a vertical stack of those children; a bare string is one text element.",
      "anyOf": [.ref("child"), ["type": "array", "description": "A vertical stack of these children.", "items": .ref("child")]],
    ]
    s["rotors"] = SchemaNode.ref("rotors").described("Custom rotors available anywhere on the screen.")
    s["onMagicTap"] = SchemaNode.ref("effects").described(
      "Effects run on the magic tap (two-finger double tap) when no focused element or ancestor handles it.")
    s["onEscape"] = SchemaNode.ref("effects").described(
      "Effects run on the escape gesture (two-finger scrub) when no focused element or ancestor handles it; without any handler, escape dismisses or pops.")
    s["transition"] = .oneOf(
      "How the screen appears when pushed or presented; Reduce Motion replaces the moving ones with a cross-fade. Default \"\(Transition.automatic.rawValue)\".",
      Transition.allCases.map(\.rawValue))
    s["mockup"] = .stringValue("A picture of the screen as designed: a PNG or JPEG file, relative to the scene; the HTML report draws the wireframe's boxes over it.")
    s["note"] = .ref("p_note")
    return s
  }

  static var deviceSchemas: [String: SchemaNode] {
    func pair(_ range: ClosedRange<Double>, _ first: String, _ second: String) -> SchemaNode {
      [
        "type": "array",
        "prefixItems": [.numberValue(in: range, first), .numberValue(in: range, second)],
        "items": false,
        "minItems": 2,
      ]
    }
    let aliases = Device.LayoutDirection.aliases.map { "\"\($0.name)\"" }
    return [
      "idiom": .oneOf(
        "\"phone\" (the default: 393 x 852, safe area 59/34) or \"pad\" (820 x 1180, safe area 24/20).",
        Device.Idiom.allCases.map(\.rawValue)),
      "size": pair(SceneRange.screenSize, "width", "height").described(
        "Screen size in points [width, height], each \(rangeText(SceneRange.screenSize))."),
      "layoutDirection": .oneOf(
        "\"leftToRight\" (the default) or \"rightToLeft\" (also \(aliases.joined(separator: ", "))): right-to-left mirrors stacks and sorts rows from the right.",
        Device.LayoutDirection.names),
      "safeArea": pair(SceneRange.safeArea, "top", "bottom").described(
        "Top and bottom safe-area insets in points [top, bottom], each \(rangeText(SceneRange.safeArea))."),
      "note": .ref("p_note"),
    ]
  }

  /// What each display setting does, after its title and default (`DisplaySettings.names`).
  static let displaySettingEffects: [String: String] = [
    "reduceMotion": "transitions cross-fade or change instantly, auto-play stops",
    "preferCrossFade": "with Reduce Motion, transitions cross-fade; off, they are instant",
    "boldText": "text draws bold and measures wider",
    "increaseContrast": "colours use their increasedContrast variants",
    "smartInvert": "colours invert, images excepted",
  ]

  static var settingsSchemas: [String: SchemaNode] {
    let defaults = SceneSettings()
    var s: [String: SchemaNode] = [:]
    s["speakHints"] = .boolValue("VoiceOver › Verbosity › Speak Hints (default \(defaults.speakHints)).")
    s["contentSize"] = .ref("contentSize")
    s["minimumTouchTarget"] = .numberValue(
      in: 1...200, "The smallest touch target the audit accepts, in points each way (default \(Adjustment.format(defaults.minimumTouchTarget)), the HIG's; assumed).")
    s["largerAccessibilitySizes"] = .boolValue(
      "Larger Accessibility Sizes: offers the accessibility text sizes AX1–AX5 (default \(defaults.largerAccessibilitySizes) in axsim, so reviews reach AX5).")
    for (key, title) in DisplaySettings.names {
      let effect = displaySettingEffects[key].map { ": " + $0 } ?? ""
      s[key] = .boolValue("\(title) (default \(defaults.display[key] ?? false))\(effect).")
    }
    s["appearance"] = .oneOf(
      "Light or dark appearance (default \(defaults.display.appearance.rawValue)).", DisplaySettings.Appearance.allCases.map(\.rawValue))
    let versions = IOSVersion.supported.map(String.init)
    s["iosVersion"] = [
      "description": .string(
        "The iOS version whose VoiceOver strings and rules apply: \(IOSVersion.list) (default \(IOSVersion.newest), the newest the reference verifies); a string such as \"17.5\" names its major version. --ios overrides it."),
      "anyOf": [
        ["enum": .integers(IOSVersion.supported)],
        ["type": "string", "pattern": .string("^(iOS ?)?(" + versions.joined(separator: "|") + ")(\\.[0-9]+)*$")],
      ],
    ]
    s["note"] = .ref("p_note")
    return s
  }
}
