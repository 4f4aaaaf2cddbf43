import Testing

@testable import SceneModel

/// Every error the decoder reports from the token table names the file, line and column of the
/// token at fault, wherever it stands: after strings with escapes (kept apart from the input),
/// after multi-byte characters, on CRLF lines, and megabytes into a large file. The expected
/// position is counted here from the text, independently of `SourceText`.
@Suite("Error positions through the tape")
struct ErrorPositionTests {
  /// The place an error must point at is written `@@` in a case's text.
  static let marker = "@@"

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Element entries, `@@` before the token the error must name.
    var elements: String
    /// What the message must say.
    var says: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "unknown key", elements: #"{ button: "Send", @@onActivte: "pop" },"#, says: "unknown key 'onActivte'"),
    Case(
      name: "unknown key after keys and texts with escapes",
      elements: #"{ "but\u0074on": "caf\u00e9 \"x\" \\ \x41", "\u006cabel": "☕ 日本 👩🏽‍💻", @@"la\u0062elx": 1 },"#,
      says: "unknown key 'labelx'"),
    Case(name: "a value of the wrong type", elements: #"{ button: "日本 👩🏽‍💻", hint: @@42 },"#, says: "hint"),
    Case(
      name: "a dangling reference", elements: #"{ button: "\u00e9", onActivate: { toggle: @@"nope" } },"#,
      says: "no element has the id 'nope'"),
    Case(
      name: "a dangling reference in a list of effects",
      elements: #"{ id: "a\tb", button: "x", onActivate: [{ show: "a\tb" }, { hide: @@"gone" }] },"#,
      says: "no element has the id 'gone'"),
    Case(name: "a duplicate key", elements: #"{ button: "☕", label: "a", @@label: "b" },"#, says: "label"),
    Case(name: "a broken escape (the parser's own error)", elements: #"{ button: "☕ \u00e9 @@\x4" },"#, says: "invalid escape"),
    Case(name: "an unknown kind", elements: #"{ button: "x" }, { @@buton: "y" },"#, says: "buton"),
  ]

  /// `filler` elements before the case's, each with escapes and multi-byte text, joined by `newline`.
  static func scene(_ c: Case, filler: Int, newline: String) -> String {
    var lines = ["{", "  format: \"axsim-scene/1\",", "  screens: [{ id: \"main\", root: { vstack: ["]
    for i in 0..<filler {
      lines.append("    { button: \"Row \(i) caf\\u00e9 — ☕\", hint: \"tab\\there\", id: \"r\(i)\" },")
    }
    lines.append("    " + c.elements)
    lines.append("  ] } }],")
    lines.append("}")
    return lines.joined(separator: newline)
  }

  /// `NAME:LINE:COLUMN:` of the marker, counted on the text before it (lines end at CR, LF or
  /// CRLF; columns count Unicode scalars from 1), and the text without the marker.
  static func located(_ text: String, name: String) -> (prefix: String, text: String) {
    let parts = text.components(separatedBy: marker)
    precondition(parts.count == 2, "one marker per case")
    let before = parts[0].replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    return ("\(name):\(lines.count):\(lines.last!.unicodeScalars.count + 1):", parts.joined())
  }

  @Test("the error names the token's line and column", arguments: cases)
  func position(_ c: Case) {
    for (filler, newline) in [(0, "\n"), (3, "\r\n"), (3_000, "\n"), (3_000, "\r\n")] {
      let (prefix, text) = Self.located(Self.scene(c, filler: filler, newline: newline), name: "s.json5")
      do {
        let loaded = try SceneLoader.load(bytes: Array(text.utf8), name: "s.json5")
        Issue.record("\(c.name): loaded \(loaded.scene.elements.count) elements")
      } catch {
        let lines = error.description.split(separator: "\n").map(String.init)
        let hit = lines.first { $0.hasPrefix(prefix + " error: ") }
        #expect(hit != nil, "\(c.name), \(filler) rows, \(newline.debugDescription): no error at \(prefix) in:\n\(lines.prefix(3).joined(separator: "\n"))")
        #expect(hit?.contains(c.says) == true, "\(c.name): \(hit ?? "")")
      }
    }
  }

  @Test("a large file's offsets stay exact past 16 and 24 bits")
  func largeOffsets() {
    let c = Case(name: "late", elements: #"{ button: "end", onActivate: { toggle: @@"nope" } },"#, says: "nope")
    // 17 MB of comment lines with multi-byte text before a few thousand elements: the parser
    // skips the comment quickly, and every token after it sits past 2^24.
    let comment = "/* " + String(repeating: "caf\u{E9} ☕ 日本 — padding padding padding padding padding padding\n", count: 260_000) + " */\n"
    let (prefix, text) = Self.located(comment + Self.scene(c, filler: 2_000, newline: "\n"), name: "big.json5")
    #expect(text.utf8.count > 1 << 24)
    do {
      _ = try SceneLoader.load(bytes: Array(text.utf8), name: "big.json5")
      Issue.record("loaded")
    } catch {
      #expect(error.description.hasPrefix(prefix + " error: "), "\(error.description.prefix(200))")
    }
  }
}
