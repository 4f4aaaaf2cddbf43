import Testing

@testable import TerminalCanvas

@Suite struct SanitizerTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("日本語 👍 café", "日本語 👍 café"),
    ("e\u{301}", "e\u{301}"),  // Combining marks stay.
    ("\u{1B}[31mred\u{1B}[0m", "␛[31mred␛[0m"),  // SGR colour.
    // OSC 8 hyperlink.
    ("\u{1B}]8;;https://x.test\u{7}link\u{1B}]8;;\u{7}", "␛]8;;https://x.test␇link␛]8;;␇"),
    ("\u{1B}]52;c;aGk=\u{1B}\\", "␛]52;c;aGk=␛\\"),  // OSC 52 clipboard, ST terminator.
    ("ding\u{7}", "ding␇"),  // BEL.
    ("\u{9B}2J", "\u{FFFD}2J"),  // C1 CSI.
    ("\u{85}\u{90}\u{9C}", "\u{FFFD}\u{FFFD}\u{FFFD}"),  // NEL, DCS, ST.
    ("abc\u{202E}txt.exe", "abc\u{FFFD}txt.exe"),  // Bidi override.
    ("\u{200E}\u{200F}\u{2066}\u{2069}\u{061C}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("nul\u{0}byte", "nul␀byte"),
    ("tab\there", "tab␉here"),
    ("line\nnext\r\n", "line␤next␍␤"),
    ("del\u{7F}", "del␡"),
    ("\u{2028}", "\u{FFFD}"),  // LINE SEPARATOR: wcwidth -1.
    ("\u{378}", "\u{FFFD}"),  // Unassigned.
  ])
  func sanitize(_ input: String, _ expected: String) {
    #expect(Sanitizer.sanitize(input) == expected)
  }

  @Test func outputContainsNoControlScalars() {
    var everything = String.UnicodeScalarView()
    for value in UInt32(0)...0x3000 {
      if let scalar = Unicode.Scalar(value) { everything.append(scalar) }
    }
    let safe = Sanitizer.sanitize(String(everything))
    for scalar in safe.unicodeScalars {
      #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value))
    }
    #expect(!safe.unicodeScalars.contains("\u{1B}"))
  }

  @Test func isIdempotent() {
    let nasty = "\u{1B}[2J\u{9B}\u{202E}\u{0}x\u{7F}"
    let once = Sanitizer.sanitize(nasty)
    #expect(Sanitizer.sanitize(once) == once)
    #expect(Sanitizer.isSafe(once))
    #expect(!Sanitizer.isSafe(nasty))
  }
}
