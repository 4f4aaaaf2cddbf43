import SceneModel

/// A VoiceOver gesture or command, as the user asks for it.
public enum VoiceOverCommand: Sendable, Equatable {
  /// Swipe right / left.
  case next, previous
  /// Four-finger tap near the top / bottom.
  case first, last
  /// Double tap.
  case activate
  /// Swipe up / down: previous / next item of the rotor (adjusts on Adjust Value).
  case rotorItemPrevious, rotorItemNext
  /// Swipe up / down on an adjustable element, whatever the rotor says.
  case increment, decrement
  /// Two-finger scrub.
  case escape
  /// Two-finger double tap.
  case magicTap
  /// Two-finger swipe up / down.
  case readAll, readFromHere
  /// Two-finger rotate clockwise / anticlockwise.
  case rotorNext, rotorPrevious
  /// Touch an element (explore by touch, or jump from a search).
  case focus(ElementIndex)
  /// Turn Speak Hints on or off.
  case setSpeakHints(Bool)

  /// The name used in scripts (`axsim run --keys`) and transcripts.
  public var scriptName: String {
    switch self {
    case .next: return "next"
    case .previous: return "previous"
    case .first: return "first"
    case .last: return "last"
    case .activate: return "activate"
    case .rotorItemPrevious: return "up"
    case .rotorItemNext: return "down"
    case .increment: return "increment"
    case .decrement: return "decrement"
    case .escape: return "escape"
    case .magicTap: return "magic-tap"
    case .readAll: return "read-all"
    case .readFromHere: return "read-from-here"
    case .rotorNext: return "rotor-next"
    case .rotorPrevious: return "rotor-previous"
    case .focus: return "focus"
    case .setSpeakHints(let on): return on ? "hints-on" : "hints-off"
    }
  }

  /// Every script word with its meaning, for help and "did you mean".
  public static let scriptWords: [(word: String, summary: String)] = [
    ("next", "swipe right: move to the next element"),
    ("previous", "swipe left: move to the previous element"),
    ("first", "four-finger tap at the top: first element"),
    ("last", "four-finger tap at the bottom: last element"),
    ("activate", "double tap: activate the element (or the chosen custom action)"),
    ("down", "swipe down: next rotor item (decrement on Adjust Value)"),
    ("up", "swipe up: previous rotor item (increment on Adjust Value)"),
    ("increment", "swipe up: increment an adjustable element"),
    ("decrement", "swipe down: decrement an adjustable element"),
    ("escape", "two-finger scrub: dismiss or go back"),
    ("magic-tap", "two-finger double tap: the app's main action"),
    ("read-all", "two-finger swipe up: read from the top"),
    ("read-from-here", "two-finger swipe down: read from the current element"),
    ("rotor-next", "rotate clockwise: next rotor setting"),
    ("rotor-previous", "rotate anticlockwise: previous rotor setting"),
    ("focus:ID", "touch: move to the element with this id"),
    ("hints-on", "turn Speak Hints on"),
    ("hints-off", "turn Speak Hints off"),
  ]

  static let aliases: [String: VoiceOverCommand] = [
    "right": .next, "prev": .previous, "left": .previous, "double-tap": .activate,
    "rotor-item-next": .rotorItemNext, "rotor-item-previous": .rotorItemPrevious,
    "swipe-up": .rotorItemPrevious, "swipe-down": .rotorItemNext, "scrub": .escape,
    "magictap": .magicTap, "readall": .readAll,
  ]

  /// Parses one script word; `resolve` maps an element id to its index.
  public static func parse(_ word: String, resolve: (String) -> ElementIndex?, ids: () -> [String]) -> Result<VoiceOverCommand, ScriptError> {
    if word.hasPrefix("focus:") {
      let id = String(word.dropFirst(6))
      if let i = resolve(id) { return .success(.focus(i)) }
      return .failure(ScriptError(word: word, message: "no element has the id \(Sanitize.quote(id))", suggestion: Suggest.closest(to: id, among: ids()).map { "focus:" + $0 }))
    }
    let simple: [VoiceOverCommand] = [.next, .previous, .first, .last, .activate, .rotorItemPrevious, .rotorItemNext, .increment, .decrement, .escape, .magicTap, .readAll, .readFromHere, .rotorNext, .rotorPrevious, .setSpeakHints(true), .setSpeakHints(false)]
    if let c = simple.first(where: { $0.scriptName == word }) ?? aliases[word] { return .success(c) }
    let words = scriptWords.map(\.word).filter { !$0.contains(":") } + Array(aliases.keys)
    return .failure(ScriptError(word: word, message: "unknown command \(Sanitize.quote(word))", suggestion: Suggest.closest(to: word, among: words)))
  }
}

/// A bad word in a command script.
public struct ScriptError: Error, Sendable, Equatable {
  public var word: String
  public var message: String
  public var suggestion: String?
}
