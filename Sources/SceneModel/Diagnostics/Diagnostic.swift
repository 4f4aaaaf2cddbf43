import NameSuggestions

/// One problem found in an input file, as data; `SceneProblems.render` turns it into prose.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable { case error, warning }

  public var severity: Severity
  /// Byte offset in the file where the problem is.
  public var offset: Int
  /// JSON path of the offending value (`screens[0].root.vstack[2].label`), or "" for the file.
  public var path: String
  /// What is wrong: a lower-case fragment with user values in single quotes.
  public var message: String
  /// What to do about it.
  public var fix: String
  /// The audit rule a warning is a finding of (`axsim audit --list-rules`), nil for the
  /// decoder's own problems.
  public var rule: String?

  public init(
    _ severity: Severity = .error, offset: Int, path: String, message: String, fix: String, rule: String? = nil
  ) {
    self.severity = severity
    self.offset = offset
    self.path = path
    self.message = message
    self.fix = fix
    self.rule = rule
  }
}

/// A failed load: every problem found, with the file's text to locate them.
public struct SceneLoadError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var diagnostics: [Diagnostic]
  public var source: SourceText?

  public init(file: String, diagnostics: [Diagnostic], source: SourceText?) {
    self.file = file
    self.diagnostics = diagnostics
    self.source = source
  }

  /// One line per problem: `file:line:column: path: message; fix`.
  public var description: String {
    // Locate every problem in one pass over the offsets (many problems on one very long
    // line would otherwise rescan the line for each).
    let locations = source?.locations(ofOffsets: diagnostics.map(\.offset))
    return diagnostics.enumerated().map { i, d in
      DiagnosticFormatter.line(for: d, file: file, location: locations?[i])
    }.joined(separator: "\n")
  }
}

/// Renders diagnostics as `file:line:column: [warning: ]path: message; fix` lines.
public enum DiagnosticFormatter {
  public static func line(for d: Diagnostic, file: String, source: SourceText?) -> String {
    line(for: d, file: file, location: source.map { $0.location(ofOffset: d.offset) })
  }

  public static func line(for d: Diagnostic, file: String, location lineColumn: (line: Int, column: Int)?) -> String {
    var location = file
    if let (line, column) = lineColumn {
      location += ":\(line):\(column)"
    }
    let severity = d.severity == .warning ? "warning: " : "error: "
    let path = d.path.isEmpty ? "" : "\(d.path): "
    let fix = d.fix.isEmpty ? "" : "; \(d.fix)"
    let rule = d.rule.map { " [\($0)]" } ?? ""
    return Sanitize.forMessage("\(location): \(severity)\(path)\(d.message)\(fix)\(rule)")
  }
}

/// Makes text from input files safe to print in a message (no control characters).
public enum Sanitize {
  /// Replaces control characters with visible `U+XXXX` forms so a message can never
  /// carry an escape sequence to the terminal; a file name's bytes that are not UTF-8
  /// (`FileName`) show as `\xE9`.
  public static func forMessage(_ s: String) -> String {
    if isPrintable(s) { return s }
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      let v = scalar.value
      if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || isInvisibleFormatting(v) {
        out += "U+" + hex4(v)
      } else if FileName.isEscape(v) {
        out += FileName.display(String(scalar))
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `forMessage` would leave `s` as it is, from its UTF-8 bytes alone (messages are
  /// nearly always plain, and `check` formats one per warning): no C0 or C1 control, no
  /// DEL, and none of the invisible formatting characters below (U+061C is D8 9C; the
  /// others are E2 80 xx and E2 81 xx).
  static func isPrintable(_ s: String) -> Bool {
    var copy = s
    return copy.withUTF8 { bytes in
      var i = 0
      let n = bytes.count
      while i < n {
        let b = bytes[i]
        if b < 0x80 {
          if b < 0x20 || b == 0x7F { return false }
          i += 1
          continue
        }
        if b == 0xC2, i + 1 < n, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F { return false }
        if b == 0xD8, i + 1 < n, bytes[i + 1] == 0x9C { return false }
        // U+10FF80–U+10FFFF: a file name's byte kept by `FileName`.
        if b == 0xF4, i + 2 < n, bytes[i + 1] == 0x8F, bytes[i + 2] >= 0xBE { return false }
        if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80 || bytes[i + 1] == 0x81 {
          if isInvisibleFormatting(UTF8Scan.decode(bytes, at: i, length: 3).value) { return false }
        }
        i += 1
      }
      return true
    }
  }

  /// The bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the
  /// line and paragraph separators (U+2028, U+2029): invisible, yet they reorder or break
  /// the text around them. Text output shows them as `U+XXXX`; JSON escapes them.
  public static func isInvisibleFormatting(_ v: UInt32) -> Bool {
    v == 0x061C || v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v) || v == 0x2028 || v == 0x2029
  }

  /// `v` as at least four upper-case hex digits.
  public static func hex4(_ v: UInt32) -> String {
    let h = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - h.count)) + h
  }

  /// Quotes a user value for a message, shortened to `limit` characters.
  public static func quote(_ s: String, limit: Int = 40) -> String {
    "'" + shorten(s, limit: limit) + "'"
  }

  /// A user value shortened to `limit` characters, safe to print, for a message.
  public static func shorten(_ s: String, limit: Int = 40) -> String {
    forMessage(s.count > limit ? String(s.prefix(limit)) + "…" : s)
  }
}

/// "Did you mean" suggestions by edit distance.
public enum Suggest {
  /// The closest candidate within `maxDistance` edits (case-insensitive), if any.
  public static func closest(
    to word: String, among candidates: some Sequence<String>, maxDistance: Int? = nil
  ) -> String? {
    let w = Array(word.lowercased().unicodeScalars)
    guard !w.isEmpty, w.count < 64 else { return nil }
    // A one-character word is one edit from every other one: suggest only a change of case.
    let limit = maxDistance ?? (w.count == 1 ? 0 : max(1, min(3, w.count / 3 + 1)))
    var best: (String, Int)?
    for c in candidates {
      let cs = Array(c.lowercased().unicodeScalars)
      if abs(cs.count - w.count) > limit { continue }
      let d = EditDistance.distance(w, cs)
      if d <= limit, best == nil || d < best!.1 { best = (c, d) }
    }
    return best?.0
  }

  /// "; did you mean 'x'?" or the fallback text.
  public static func didYouMean(
    _ word: String, among candidates: [String], otherwise: String
  ) -> String {
    if let s = closest(to: word, among: candidates) { return "did you mean '\(s)'?" }
    return otherwise
  }
}
