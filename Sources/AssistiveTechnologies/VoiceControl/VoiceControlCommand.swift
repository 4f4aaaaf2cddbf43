import SceneModel

/// What a Voice Control user says: the phrase as heard, and what the command grammar makes
/// of it (reference §4.4, from the iOS defaults in Settings › Voice Control › Commands).
///
/// The grammar ignores case, punctuation and extra spaces, and "tap" is optional before a
/// name. It never fails: a phrase that is no command is a name (`.bare`), looked up on the
/// screen when it is said; what matches nothing is answered "Not recognized", as the device
/// answers it, and a script goes on.
public struct VoiceControlCommand: Sendable, Equatable {
  /// The phrase as said (written in a script or typed in the app).
  public var phrase: String
  /// What the grammar makes of it.
  public var form: Form

  /// The three overlays of Settings › Voice Control › Overlay.
  public enum Overlay: String, Sendable, CaseIterable {
    case numbers, names, grid
  }

  /// Touch gestures performed on an item.
  public enum Gesture: String, Sendable, CaseIterable {
    case tap
    case longPress = "long press"
    case doubleTap = "double tap"

    /// "tapped", "long pressed", "double tapped".
    public var done: String {
      switch self {
      case .tap: return "tapped"
      case .longPress: return "long pressed"
      case .doubleTap: return "double tapped"
      }
    }
  }

  /// What a gesture is performed on: a number (on an item, a grid cell or a choice), or a
  /// name (normalised, `VoiceControlNames.spoken`).
  public enum Target: Sendable, Equatable {
    /// A number, and the words it was said as ("five", "5"): an item can also be named "One".
    case number(Int, said: String)
    case name(String)
  }

  public enum Direction: String, Sendable, CaseIterable {
    case left, right, up, down
  }

  public enum Scroll: String, Sendable, CaseIterable {
    case up, down
    case top = "to top"
    case bottom = "to bottom"
  }

  public enum Form: Sendable, Equatable {
    /// "Show numbers", "show names", "show grid [with N columns] [and M rows]", each also
    /// "… continuously".
    case show(Overlay, continuously: Bool, columns: Int? = nil, rows: Int? = nil)
    case hide(Overlay)
    /// "Tap <name|number>", "long press …", "double tap …".
    case gesture(Gesture, Target)
    /// A name said alone (a tap), or a number alone (refines the grid, picks a choice, taps
    /// a numbered item).
    case bare(Target)
    case swipe(Direction)
    case scroll(Scroll)
    case goBack
    case showWhatToSay
    case showCommands
    case showActions(Target)
    /// A command that leaves the app ("Go home", "Open Control Center", "Open Mail").
    case system(String)
    /// Dictation and text editing ("Type …", "Select …", "Delete that"): typing is not simulated.
    case dictation(String)
    case sleep
    case wake
    /// Nothing was said (an empty phrase).
    case silence
  }

  public init(_ phrase: String) {
    self.phrase = phrase
    self.form = Self.parse(phrase)
  }

  /// The command as a script writes it: `say "tap Send"`.
  public var scriptName: String { "say " + Self.quoted(phrase) }

  /// A phrase in double quotes, with `"` and `\` escaped by a backslash.
  public static func quoted(_ phrase: String) -> String {
    var out = "\""
    for ch in phrase {
      if ch == "\"" || ch == "\\" { out.append("\\") }
      out.append(ch)
    }
    return out + "\""
  }

  /// Parses a script's `say "PHRASE"` (the phrase in double quotes, `\"` and `\\` inside).
  public static func parseScript(_ word: String) -> Result<VoiceControlCommand, ScriptError> {
    let example = "say \"tap Send\""
    if word.first == "\"" {
      return .failure(ScriptError(word: word, message: "a phrase needs 'say' before it", suggestion: "say " + word))
    }
    guard word == "say" || word.hasPrefix("say ") || word.hasPrefix("say\t") else {
      return .failure(ScriptError(word: word, message: "Voice Control is driven by what is said: \(Sanitize.quote(word)) is not a phrase", suggestion: "say " + quoted(word)))
    }
    let rest = word.dropFirst(3).drop { $0 == " " || $0 == "\t" }
    guard !rest.isEmpty else {
      return .failure(ScriptError(word: word, message: "'say' needs a phrase in double quotes", suggestion: example))
    }
    guard rest.first == "\"" else {
      return .failure(ScriptError(word: word, message: "write the phrase after 'say' in double quotes", suggestion: "say " + quoted(String(rest))))
    }
    guard let phrase = unquote(rest) else {
      return .failure(ScriptError(word: word, message: "the phrase after 'say' has no closing double quote", suggestion: example))
    }
    return .success(VoiceControlCommand(phrase))
  }

  /// The text of a double-quoted string that `s` is exactly (escapes undone); nil when `s`
  /// is not one whole quoted string.
  public static func unquote(_ s: Substring) -> String? {
    guard s.first == "\"" else { return nil }
    var out = ""
    var escaped = false
    var i = s.index(after: s.startIndex)
    while i < s.endIndex {
      let ch = s[i]
      if escaped {
        out.append(ch)
        escaped = false
      } else if ch == "\\" {
        escaped = true
      } else if ch == "\"" {
        return s.index(after: i) == s.endIndex ? out : nil
      } else {
        out.append(ch)
      }
      i = s.index(after: i)
    }
    return nil
  }

  // MARK: The grammar

  static func parse(_ phrase: String) -> Form {
    let words = VoiceControlNames.spoken(phrase).split(separator: " ").map(String.init)
    guard !words.isEmpty else { return .silence }
    let rest = { (n: Int) in Array(words.dropFirst(n)) }
    func starts(_ prefix: String...) -> Bool { words.count >= prefix.count && Array(words.prefix(prefix.count)) == prefix }
    func joined(_ ws: [String]) -> String { ws.joined(separator: " ") }

    if starts("show"), words.count >= 2 {
      if let overlay = Overlay(rawValue: words[1]), let form = showForm(overlay, rest(2)) { return form }
      if joined(rest(1)) == "me what to say" { return .showWhatToSay }
      if joined(rest(1)) == "commands" { return .showCommands }
      if starts("show", "actions", "for"), words.count > 3 { return .showActions(target(rest(3))) }
    }
    if starts("hide"), words.count == 2, let overlay = Overlay(rawValue: words[1]) { return .hide(overlay) }
    if starts("long", "press"), words.count > 2 { return .gesture(.longPress, target(rest(2))) }
    if starts("double", "tap"), words.count > 2 { return .gesture(.doubleTap, target(rest(2))) }
    if starts("tap"), words.count > 1 { return .gesture(.tap, target(rest(1))) }
    if words.count == 2, words[0] == "swipe", let d = Direction(rawValue: words[1]) { return .swipe(d) }
    if words.first == "scroll", words.count >= 2 {
      var tail = rest(1)
      if tail.first == "to", tail.count == 3, tail[1] == "the" { tail.remove(at: 1) }
      if let s = Scroll(rawValue: joined(tail)) { return .scroll(s) }
    }
    switch joined(words) {
    case "go back": return .goBack
    case "go home": return .system(phrase)
    case "go to sleep": return .sleep
    case "wake up": return .wake
    case "delete that", "undo that", "redo that", "select all", "select that": return .dictation(phrase)
    default: break
    }
    if words.first == "open", words.count > 1 {
      // "Open Control Center", "Open <app name>": each leaves the app [S].
      return .system(phrase)
    }
    if words.count > 1, ["type", "select", "delete", "insert"].contains(words[0]) { return .dictation(phrase) }
    return .bare(target(words))
  }

  /// "grid", "grid continuously", "grid with 4 columns", "grid continuously with 4 columns
  /// and 6 rows", "grid with 6 rows continuously"; nil when the words are not one of these.
  static func showForm(_ overlay: Overlay, _ tail: [String]) -> Form? {
    var words = tail[...]
    var continuously = false
    if words.first == "continuously" {
      continuously = true
      words = words.dropFirst()
    }
    if words.last == "continuously", !continuously {
      continuously = true
      words = words.dropLast()
    }
    if words.isEmpty { return .show(overlay, continuously: continuously) }
    guard overlay == .grid, words.first == "with" else { return nil }
    words = words.dropFirst()
    var columns: Int?
    var rows: Int?
    // "N columns", "N rows", joined by "and", in either order; N in digits or words.
    while !words.isEmpty {
      guard let unit = words.firstIndex(where: { $0 == "columns" || $0 == "column" || $0 == "rows" || $0 == "row" }) else { return nil }
      guard let n = NumberWords.value(Array(words[words.startIndex..<unit])), n >= 1 else { return nil }
      if words[unit].hasPrefix("column") {
        guard columns == nil else { return nil }
        columns = n
      } else {
        guard rows == nil else { return nil }
        rows = n
      }
      words = words[(unit + 1)...]
      if words.first == "and" {
        words = words.dropFirst()
        if words.isEmpty { return nil }
      } else if !words.isEmpty {
        return nil
      }
    }
    return .show(.grid, continuously: continuously, columns: columns, rows: rows)
  }

  static func target(_ words: [String]) -> Target {
    if let n = NumberWords.value(words) { return .number(n, said: words.joined(separator: " ")) }
    return .name(words.joined(separator: " "))
  }

  // MARK: Help

  /// Every command form with what it does: `axsim help voice-control`, "Show commands" and
  /// the app's help. Words in capitals stand for what the user says.
  public static let forms: [(phrase: String, summary: String)] = [
    ("show numbers", "a number beside each item that responds to a touch"),
    ("show names", "each item's name beside it (its first input label)"),
    ("show grid", "numbered cells over the screen (3 × 3 unless set)"),
    ("show grid with N columns [and M rows]", "a grid of that size (also 'with M rows')"),
    ("show … continuously", "keep the overlay up after acting"),
    ("hide numbers / names / grid", "take the overlay away"),
    ("tap NAME, NAME", "tap the item with that name ('tap' is optional)"),
    ("tap N", "tap item N, grid cell N's centre, or choice N"),
    ("N", "grid: zoom into cell N (tap it when small); choice: pick N"),
    ("long press NAME|N", "long press (hold) the item"),
    ("double tap NAME|N", "double tap the item"),
    ("show actions for NAME|N", "its custom actions, numbered: say a number or a name"),
    ("swipe left / right / up / down", "swipe in the middle of the screen"),
    ("scroll up / down / to top / to bottom", "scroll the screen"),
    ("go back", "dismiss what is presented, else go back"),
    ("show me what to say", "what can be said on this screen"),
    ("show commands", "this list"),
    ("go to sleep / wake up", "stop listening until 'wake up'"),
    ("go home, open APP", "leave the app (axsim stays on the scene)"),
    ("type TEXT, select TEXT, delete that", "dictation (typing is not simulated)"),
  ]
}
