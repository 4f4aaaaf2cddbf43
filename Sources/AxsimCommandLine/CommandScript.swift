import AssistiveTechnologies
import SceneModel

/// Parses command scripts: words separated by spaces, commas or newlines, `#` comments.
/// A phrase in double quotes is one word whatever it holds (`say "tap Rename, then go"`),
/// and `say` joins the phrase after it: Voice Control's command.
///
/// Each word is read as a command of the technology in use at that point: the one the run
/// starts with, then whichever a `use:TECH` word switches to. `wait 2.5s` and `wait 750ms`
/// (two words) are one command, like `wait:2.5s`. `size:AX3`, `larger` and `smaller` change
/// the Dynamic Type size mid-run (for every technology).
public enum CommandScript {
  /// One word and where it starts (1-based line and column).
  struct Word {
    var text: String
    var line: Int
    var column: Int
  }

  /// Every command, or every bad word as `name:line:column: error: message; suggestion`.
  public static func parse(
    _ source: String, name: String, technology: Technology = .voiceOver,
    resolve: (String) -> ElementIndex?, ids: () -> [String]
  ) -> Result<[ScriptStep], ScriptErrors> {
    let words = split(source)
    var commands: [ScriptStep] = []
    var errors: [String] = []
    var current = technology
    func fail(_ w: Word, _ message: String, _ suggestion: String?) {
      var msg = "\(Sanitize.forMessage(name)):\(w.line):\(w.column): error: \(message)"
      if let suggestion {
        msg += "; " + suggestion
      } else {
        msg += "; run 'axsim help commands' for the list"
      }
      errors.append(Sanitize.forMessage(msg))
    }
    var i = 0
    while i < words.count {
      let w = words[i]
      i += 1
      if w.text == "wait" {
        guard i < words.count, let first = words[i].text.first, first.isNumber || first == "." else {
          fail(w, "'wait' needs a duration", "write it as 'wait 2.5s' or 'wait 750ms'")
          continue
        }
        let d = words[i]
        i += 1
        guard let seconds = Duration.parseSeconds(d.text), seconds <= 86_400 else {
          fail(d, "\(Sanitize.quote(d.text)) is not a duration up to a day", "write it as 2.5s, 750ms or 2 (seconds)")
          continue
        }
        commands.append(.command(.wait(seconds)))
        continue
      }
      if let setting = DisplayChange.parse(w.text) {
        switch setting {
        case .success(let change): commands.append(.display(change))
        case .failure(let e): fail(w, e.message, e.suggestion)
        }
        continue
      }
      if let size = TextSizeChange.parse(w.text) {
        switch size {
        case .success(let change): commands.append(.textSize(change))
        case .failure(let e): fail(w, e.message, e.suggestion)
        }
        continue
      }
      switch TechnologyCommand.parse(w.text, technology: current, resolve: resolve, ids: ids) {
      case .success(let c):
        if case .use(let t) = c { current = t }
        commands.append(.command(c))
      case .failure(let e):
        if let other = otherTechnology(for: w.text, than: current, resolve: resolve) {
          fail(w, "\(Sanitize.quote(w.text)) is a \(other.displayName) command, but the script is using \(current.displayName) here", "write 'use:\(other.rawValue)' before it, or start with --technology \(other.rawValue)")
        } else if w.text.hasPrefix("use:"), e.suggestion == nil {
          fail(w, e.message, "write use:voiceover, use:switch, use:keyboard or use:voice-control (or vo, sc, fka, vc)")
        } else {
          fail(w, e.message, e.suggestion.map { "did you mean '\(Sanitize.forMessage($0))'?" })
        }
      }
    }
    return errors.isEmpty ? .success(commands) : .failure(ScriptErrors(lines: errors))
  }

  /// The technology that would understand a word the current one does not.
  static func otherTechnology(for word: String, than current: Technology, resolve: (String) -> ElementIndex?) -> Technology? {
    Technology.allCases.first { t in
      guard t != current else { return false }
      if case .success = TechnologyCommand.parse(word, technology: t, resolve: resolve, ids: { [] }) { return true }
      return false
    }
  }

  /// The words of a script with their positions; `#` starts a comment to the end of the
  /// line. A double quote starts a phrase that runs to the next unescaped double quote on
  /// the line (`\"` inside), kept with its quotes as one word; `say` and the phrase after it
  /// are one word (`say "tap Send"`).
  static func split(_ source: String) -> [Word] {
    var words: [Word] = []
    for (lineNumber, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var column = 1
      var word = ""
      var wordColumn = 1
      var quoted = false
      var escaped = false
      func finish() {
        guard !word.isEmpty else { return }
        if word.first == "\"", let last = words.last, last.text == "say", last.line == lineNumber + 1 {
          words[words.count - 1].text += " " + word
        } else {
          words.append(Word(text: word, line: lineNumber + 1, column: wordColumn))
        }
        word = ""
      }
      for ch in line {
        if quoted {
          word.append(ch)
          if escaped {
            escaped = false
          } else if ch == "\\" {
            escaped = true
          } else if ch == "\"" {
            quoted = false
            finish()
          }
        } else if ch == "#" {
          break
        } else if ch == "\"" {
          finish()
          wordColumn = column
          word.append(ch)
          quoted = true
        } else if ch.isWhitespace || ch == "," {
          finish()
        } else {
          if word.isEmpty { wordColumn = column }
          word.append(ch)
        }
        column += 1
      }
      finish()
      // `say` with an unquoted phrase: the rest of the line is taken as the phrase, so the
      // error quotes it whole ("write the phrase in double quotes: say "tap Send"").
      if let k = words.firstIndex(where: { $0.line == lineNumber + 1 && $0.text == "say" }), k + 1 < words.count,
        words[k + 1].text.first != "\""
      {
        words[k].text += " " + words[(k + 1)...].map(\.text).joined(separator: " ")
        words.removeSubrange((k + 1)...)
      }
    }
    return words
  }
}

/// One step of a script: a technology's command, or a change of the simulated text size.
public enum ScriptStep: Sendable, Equatable {
  case command(TechnologyCommand)
  case textSize(TextSizeChange)
  case display(DisplayChange)

  /// The technology command, if this step is one.
  public var command: TechnologyCommand? {
    if case .command(let c) = self { return c }
    return nil
  }

  /// The word as a script writes it.
  public var scriptName: String {
    switch self {
    case .command(let c): return c.scriptName
    case .textSize(let t): return t.scriptName
    case .display(let d): return d.scriptName
    }
  }
}

/// A Dynamic Type change in a script: `size:AX3` (any size name `--content-size` takes),
/// `larger` or `smaller` (one step, as the Settings slider moves; the accessibility sizes
/// only with Larger Accessibility Sizes on).
public enum TextSizeChange: Sendable, Equatable {
  case to(ContentSizeCategory)
  case larger
  case smaller

  public var scriptName: String {
    switch self {
    case .to(let c): return "size:" + c.rawValue
    case .larger: return "larger"
    case .smaller: return "smaller"
    }
  }

  /// The size after this change from `current`; nil when stepping runs past either end.
  public func apply(to current: ContentSizeCategory, largerAccessibilitySizes: Bool) -> ContentSizeCategory? {
    switch self {
    case .to(let c): return c
    case .larger: return current.stepped(by: 1, largerAccessibilitySizes: largerAccessibilitySizes)
    case .smaller: return current.stepped(by: -1, largerAccessibilitySizes: largerAccessibilitySizes)
    }
  }

  /// The script words, for help.
  public static let scriptWords: [(word: String, summary: String)] = [
    ("size:SIZE", "set the text size (Dynamic Type): size:AX3, size:L, size:xxxLarge"),
    ("larger", "one text size larger (AX1-AX5 only with Larger Accessibility Sizes on)"),
    ("smaller", "one text size smaller"),
  ]

  /// nil when the word is not a text-size word; else the change or why the size is bad.
  struct BadWord: Error {
    var message: String
    var suggestion: String
  }

  static func parse(_ word: String) -> Result<TextSizeChange, BadWord>? {
    switch word {
    case "larger": return .success(.larger)
    case "smaller": return .success(.smaller)
    default: break
    }
    guard word.hasPrefix("size:") else { return nil }
    let name = String(word.dropFirst(5))
    if let c = ContentSizeCategory.named(name) { return .success(.to(c)) }
    let names = ContentSizeCategory.allCases.map(\.rawValue)
    let guess = Suggest.closest(to: name, among: names + ContentSizeCategory.aliases.keys.sorted())
    return .failure(BadWord(
      message: "unknown text size \(Sanitize.quote(name))",
      suggestion: guess.map { "did you mean 'size:\($0)'?" } ?? "use size: with one of " + names.joined(separator: ", ")))
  }
}

/// A display setting changed mid-run: `set:reduce-motion` (on), `set:bold-text=off`,
/// `set:dark`, `set:appearance=light`, `set:prefer-cross-fade=off`: the flag names without
/// their dashes.
public struct DisplayChange: Sendable, Equatable {
  /// The `DisplaySettings` key (`"reduceMotion"`, `"dark"` for the appearance).
  public var key: String
  public var on: Bool
  /// The setting's name as written, for the transcript.
  public var name: String

  public init(key: String, on: Bool, name: String) {
    self.key = key
    self.on = on
    self.name = name
  }

  public var scriptName: String {
    if name == "appearance" { return "set:appearance=" + (on ? "dark" : "light") }
    return on ? "set:\(name)" : "set:\(name)=off"
  }

  /// The names `set:` takes.
  static var names: [String] {
    ArgumentParser.displayToggles.keys.map { String($0.dropFirst(2)) }.sorted() + ["appearance", "prefer-cross-fade"]
  }

  public static let scriptWords: [(word: String, summary: String)] = [
    ("set:SETTING", "turn a display setting on: set:reduce-motion, set:bold-text, set:dark, ..."),
    ("set:SETTING=off", "turn it off; also set:prefer-cross-fade=off, set:appearance=light"),
  ]

  static func parse(_ word: String) -> Result<DisplayChange, TextSizeChange.BadWord>? {
    guard word.hasPrefix("set:") else { return nil }
    let body = word.dropFirst(4)
    let name = String(body.prefix { $0 != "=" })
    let value = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
    if name == "appearance" {
      switch value?.lowercased() {
      case "dark": return .success(DisplayChange(key: "dark", on: true, name: name))
      case "light": return .success(DisplayChange(key: "dark", on: false, name: name))
      default: return .failure(.init(message: "'set:appearance' needs =light or =dark", suggestion: "write set:appearance=dark or set:dark"))
      }
    }
    let key = name == "prefer-cross-fade" ? "preferCrossFade" : ArgumentParser.displayToggles["--" + name]
    guard let key else {
      let guess = Suggest.closest(to: name, among: names)
      return .failure(.init(message: "unknown display setting \(Sanitize.quote(name))", suggestion: guess.map { "did you mean 'set:\($0)'?" } ?? "use set: with one of " + names.joined(separator: ", ")))
    }
    guard let on = value.map(ArgumentParser.onOff) ?? true else {
      return .failure(.init(message: "\(Sanitize.quote(value ?? "")) is not on or off", suggestion: "write set:\(name) to turn it on, or set:\(name)=off"))
    }
    return .success(DisplayChange(key: key, on: on, name: name))
  }
}

/// Every bad word of a script, one rendered message per line.
public struct ScriptErrors: Error, Sendable, Equatable {
  public var lines: [String]
}
