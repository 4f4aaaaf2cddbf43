import AssistiveTechnologies
import SceneModel

/// Parses command scripts: words separated by spaces or newlines, `#` comments.
public enum CommandScript {
  /// Every command, or every bad word as `name:line:column: error: message; suggestion`.
  public static func parse(
    _ source: String, name: String, resolve: (String) -> ElementIndex?, ids: () -> [String]
  ) -> Result<[VoiceOverCommand], ScriptErrors> {
    var commands: [VoiceOverCommand] = []
    var errors: [String] = []
    for (lineNumber, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var column = 1
      var word = ""
      var wordColumn = 1
      func finish() {
        guard !word.isEmpty else { return }
        switch VoiceOverCommand.parse(word, resolve: resolve, ids: ids) {
        case .success(let c): commands.append(c)
        case .failure(let e):
          var msg = "\(Sanitize.forMessage(name)):\(lineNumber + 1):\(wordColumn): error: \(e.message)"
          if let s = e.suggestion {
            msg += "; did you mean '\(Sanitize.forMessage(s))'?"
          } else {
            msg += "; run 'axsim help commands' for the list"
          }
          errors.append(msg)
        }
        word = ""
      }
      for ch in line {
        if ch == "#" { break }
        if ch.isWhitespace || ch == "," {
          finish()
        } else {
          if word.isEmpty { wordColumn = column }
          word.append(ch)
        }
        column += 1
      }
      finish()
    }
    return errors.isEmpty ? .success(commands) : .failure(ScriptErrors(lines: errors))
  }
}

/// Every bad word of a script, one rendered message per line.
public struct ScriptErrors: Error, Sendable, Equatable {
  public var lines: [String]
}
