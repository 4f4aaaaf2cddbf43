import SceneModel

/// Everything wrong with one keymap file, as data: all problems at once, in file order.
///
/// Rendered like scene errors, one line per problem:
/// `keymap:12:19: error: unknown command 'voiceover.nxt'; did you mean 'voiceover.next'?`
public struct KeymapError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The keymap's name: the file path as the user gave it, or `default`.
  public var name: String
  /// The problems, in the order they occur in the file.
  public var problems: [Problem]

  /// One problem at a place in the file.
  public struct Problem: Sendable, Equatable, CustomStringConvertible {
    /// 1-based line, or 0 when the problem is about the whole file (it cannot be read).
    public var line: Int
    /// 1-based column in characters, or 0 with `line` 0.
    public var column: Int
    /// What is wrong: a lower-case fragment with user values in single quotes.
    public var message: String
    /// What to do about it, or "" when the message says it all.
    public var fix: String

    /// Creates a problem.
    public init(line: Int, column: Int, message: String, fix: String) {
      self.line = line
      self.column = column
      self.message = message
      self.fix = fix
    }

    /// `line:column: error: message; fix` (without the file name).
    public var description: String {
      let location = line > 0 ? "\(line):\(column): " : ""
      return location + "error: " + message + (fix.isEmpty ? "" : "; " + fix)
    }
  }

  /// Creates an error.
  public init(name: String, problems: [Problem]) {
    self.name = name
    self.problems = problems
  }

  /// Creates an error with one problem about the whole file.
  public init(name: String, message: String, fix: String) {
    self.init(name: name, problems: [Problem(line: 0, column: 0, message: message, fix: fix)])
  }

  /// How many problems `description` lists before summing up the rest (a file that is not
  /// a keymap at all would otherwise give one line per line of the file).
  public static let maximumShown = 20

  /// One line per problem, `name:line:column: error: message; fix`, safe to print
  /// (control characters from the file are shown as `U+XXXX`).
  public var description: String {
    var lines = problems.prefix(Self.maximumShown).map {
      Sanitize.forMessage(name + ":" + ($0.line > 0 ? "" : " ") + $0.description)
    }
    if problems.count > Self.maximumShown {
      lines.append(Sanitize.forMessage(name) + ": \(problems.count - Self.maximumShown) more problems not shown")
    }
    return lines.joined(separator: "\n")
  }
}
