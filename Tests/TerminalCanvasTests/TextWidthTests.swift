import Testing

@testable import TerminalCanvas

@Suite struct TextWidthTests {
  @Test(
    arguments: [
      ("a", 1), (" ", 1), ("~", 1),
      ("日", 2), ("本", 2), ("\u{3000}", 2),
      ("👍", 2),
      ("e\u{301}", 1),  // e + COMBINING ACUTE ACCENT is one cluster of width 1.
      ("é", 1),
      ("\u{301}", 0),  // A lone combining mark has no width.
      ("\u{200B}", 0),  // ZERO WIDTH SPACE.
      ("❤\u{FE0F}", 1),  // VS16 is zero-width for wcwidth (tmux agrees; many terminals do not).
      // ZWJ sequence: width of its first emoji. tmux shows 2; wcwidth summed would say 4.
      ("👩\u{200D}💻", 2),
      ("─", 1), ("…", 1), ("␛", 1), ("\u{FFFD}", 1),
      ("\u{1B}", 1),  // Controls count as the 1-column picture Sanitizer turns them into.
      ("\r\n", 2),  // One cluster, drawn as `␍␤`.
    ] as [(Character, Int)])
  func characterWidth(_ character: Character, _ expected: Int) {
    #expect(TextWidth.width(of: character) == expected)
  }

  @Test func stringWidth() {
    #expect(TextWidth.width(of: "") == 0)
    #expect(TextWidth.width(of: "hello") == 5)
    #expect(TextWidth.width(of: "日本語") == 6)
    #expect(TextWidth.width(of: "Sign in 👍") == 10)
    #expect(TextWidth.width(of: "cafe\u{301}") == 4)
  }

  @Test func widthDoesNotDependOnTheProcessLocale() {
    // The test process runs in the "C" locale, where plain wcwidth says -1 for 日.
    #expect(TextWidth.width(of: Unicode.Scalar(0x65E5)!) == 2)
  }

  @Test(arguments: [
    ("hello world", 20, "hello world"),
    ("hello world", 11, "hello world"),
    ("hello world", 8, "hello w…"),
    ("hello", 1, "…"),
    ("hello", 0, ""),
    ("日本語テキスト", 7, "日本語…"),
    ("日本語テキスト", 6, "日本…"),  // 日本語 + … would be 7: the wide char is dropped whole.
    ("a日本", 4, "a日…"),
    ("a日本", 3, "a…"),
  ])
  func truncate(_ input: String, _ width: Int, _ expected: String) {
    let result = TextWidth.truncate(input, toWidth: width)
    #expect(result == expected)
    #expect(TextWidth.width(of: result) <= max(0, width))
  }

  @Test func truncateWithCustomEllipsis() {
    #expect(TextWidth.truncate("abcdefgh", toWidth: 6, ellipsis: "...") == "abc...")
    #expect(TextWidth.truncate("abcdefgh", toWidth: 2, ellipsis: "...") == "ab")
  }

  @Test func wrapBreaksAtSpaces() {
    #expect(TextWidth.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    #expect(TextWidth.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
    #expect(TextWidth.wrap("the quick brown fox", width: 8) == ["the", "quick", "brown", "fox"])
    #expect(TextWidth.wrap("  spaced   out  ", width: 20) == ["spaced out"])
  }

  @Test func wrapHardBreaksLongWords() {
    #expect(TextWidth.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWidth.wrap("go abcdefghij", width: 4) == ["go", "abcd", "efgh", "ij"])
    #expect(TextWidth.wrap("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
  }

  @Test func wrapKeepsNewlinesAndEdgeCases() {
    #expect(TextWidth.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
    #expect(TextWidth.wrap("", width: 10) == [""])
    #expect(TextWidth.wrap("abc", width: 0) == [])
    #expect(TextWidth.wrap("日", width: 1) == ["日"])  // Always makes progress.
  }

  @Test func wrappedLinesFit() {
    let text =
      "VoiceOver reads 日本語 labels, hints and values; long words like accessibilityIdentifier break."
    for width in 2...30 {
      for line in TextWidth.wrap(text, width: width) {
        #expect(TextWidth.width(of: line) <= width, "width \(width): '\(line)'")
      }
    }
  }
}
