/// The assistive technologies axsim simulates.
public enum Technology: String, Sendable, CaseIterable, Equatable {
  case voiceOver = "voiceover"
  case switchControl = "switch"
  case fullKeyboardAccess = "keyboard"
  case voiceControl = "voice-control"

  public var displayName: String {
    switch self {
    case .voiceOver: return "VoiceOver"
    case .switchControl: return "Switch Control"
    case .fullKeyboardAccess: return "Full Keyboard Access"
    case .voiceControl: return "Voice Control"
    }
  }

  /// The short name of the command line (`--technology sc`).
  public var shortName: String {
    switch self {
    case .voiceOver: return "vo"
    case .switchControl: return "sc"
    case .fullKeyboardAccess: return "fka"
    case .voiceControl: return "vc"
    }
  }

  /// The next one in the cycle VoiceOver → Switch Control → Full Keyboard Access → Voice
  /// Control.
  public var next: Technology {
    let all = Technology.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// Every name the command line accepts.
  public static let names: [String: Technology] = [
    "voiceover": .voiceOver, "vo": .voiceOver,
    "switch": .switchControl, "sc": .switchControl, "switch-control": .switchControl,
    "keyboard": .fullKeyboardAccess, "fka": .fullKeyboardAccess,
    "full-keyboard-access": .fullKeyboardAccess,
    "voice-control": .voiceControl, "vc": .voiceControl, "voicecontrol": .voiceControl,
  ]
}
