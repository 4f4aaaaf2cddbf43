/// The display settings axsim simulates (Settings › Accessibility › Display & Text Size and
/// Motion), beside Dynamic Type. Scenes may preset them in `settings`; the command line and
/// the app change them.
public struct DisplaySettings: Sendable, Equatable {
  /// Light or dark appearance.
  public enum Appearance: String, Sendable, CaseIterable {
    case light, dark
  }

  /// Reduce Motion: slides and zooms become cross-fades (or instant changes), auto-play
  /// stops, parallax is off.
  public var reduceMotion = false
  /// Prefer Cross-Fade Transitions (a Reduce Motion sub-setting, on by default when Reduce
  /// Motion is [K]): with it off, reduced transitions are instant.
  public var preferCrossFade = true
  /// Bold Text: text draws bold and measures wider.
  public var boldText = false
  /// Button Shapes: buttons are underlined or outlined.
  public var buttonShapes = false
  /// Increase Contrast: colours use their increased-contrast variants.
  public var increaseContrast = false
  /// Reduce Transparency: translucent bars and sheets become opaque.
  public var reduceTransparency = false
  /// Differentiate Without Color: state shown by colour gains its alternative.
  public var differentiateWithoutColor = false
  /// Smart Invert: colours invert, except images and media.
  public var smartInvert = false
  public var appearance: Appearance = .light

  public init() {}

  /// The names of the settings, as the status line, flags and scene keys write them.
  public static let names: [(key: String, title: String)] = [
    ("reduceMotion", "Reduce Motion"), ("preferCrossFade", "Prefer Cross-Fade Transitions"),
    ("boldText", "Bold Text"), ("buttonShapes", "Button Shapes"),
    ("increaseContrast", "Increase Contrast"), ("reduceTransparency", "Reduce Transparency"),
    ("differentiateWithoutColor", "Differentiate Without Color"), ("smartInvert", "Smart Invert"),
  ]

  /// Reads or writes a boolean setting by its key; nil for an unknown key.
  public subscript(key: String) -> Bool? {
    get {
      switch key {
      case "reduceMotion": return reduceMotion
      case "preferCrossFade": return preferCrossFade
      case "boldText": return boldText
      case "buttonShapes": return buttonShapes
      case "increaseContrast": return increaseContrast
      case "reduceTransparency": return reduceTransparency
      case "differentiateWithoutColor": return differentiateWithoutColor
      case "smartInvert": return smartInvert
      case "dark": return appearance == .dark
      default: return nil
      }
    }
    set {
      guard let v = newValue else { return }
      switch key {
      case "reduceMotion": reduceMotion = v
      case "preferCrossFade": preferCrossFade = v
      case "boldText": boldText = v
      case "buttonShapes": buttonShapes = v
      case "increaseContrast": increaseContrast = v
      case "reduceTransparency": reduceTransparency = v
      case "differentiateWithoutColor": differentiateWithoutColor = v
      case "smartInvert": smartInvert = v
      case "dark": appearance = v ? .dark : .light
      default: break
      }
    }
  }

  /// The settings that differ from the defaults, for status lines and transcript headers:
  /// "Reduce Motion · Bold Text · Dark". Empty when everything is default.
  public var summary: String {
    var parts: [String] = []
    let defaults = DisplaySettings()
    for (key, title) in DisplaySettings.names where self[key] != defaults[key] {
      parts.append(key == "preferCrossFade" ? (preferCrossFade ? "Prefer Cross-Fade" : "No Cross-Fade") : title)
    }
    if appearance == .dark { parts.append("Dark") }
    return parts.joined(separator: " · ")
  }
}
