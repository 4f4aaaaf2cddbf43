/// The assistive technologies axsim simulates.
public enum Technology: String, Sendable, CaseIterable, Equatable {
  case voiceOver = "voiceover"
  case switchControl = "switch"
  case fullKeyboardAccess = "keyboard"

  public var displayName: String {
    switch self {
    case .voiceOver: return "VoiceOver"
    case .switchControl: return "Switch Control"
    case .fullKeyboardAccess: return "Full Keyboard Access"
    }
  }

  /// The short name of the command line (`--technology sc`).
  public var shortName: String {
    switch self {
    case .voiceOver: return "vo"
    case .switchControl: return "sc"
    case .fullKeyboardAccess: return "fka"
    }
  }

  /// The next one in the cycle VoiceOver → Switch Control → Full Keyboard Access.
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
  ]
}
