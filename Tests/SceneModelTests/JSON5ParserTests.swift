import Testing

@testable import SceneModel

/// Renders a node canonically: numbers as `literal=value`, strings as Swift debug strings,
/// objects as `{"key":value,…}` in source order.
private func render(_ node: JSONNode) -> String {
  switch node.value {
  case .null: return "null"
  case .bool(let value): return value ? "true" : "false"
  case .number(let value, let literal): return "\(literal)=\(value)"
  case .string(let value): return value.debugDescription
  case .array(let elements): return "[" + elements.map(render).joined(separator: ",") + "]"
  case .object(let members):
    return "{"
      + members.map { $0.key.debugDescription + ":" + render($0.value) }.joined(separator: ",")
      + "}"
  }
}

private func parse(_ text: String, maxDepth: Int = 200) throws(JSON5SyntaxError) -> JSONNode {
  try JSON5Parser.parse(Array(text.utf8), maxDepth: maxDepth)
}

/// The error for `bytes`, or nil if they parse.
private func failure(_ bytes: [UInt8], maxDepth: Int = 200) -> JSON5SyntaxError? {
  do {
    _ = try JSON5Parser.parse(bytes, maxDepth: maxDepth)
    return nil
  } catch {
    return error
  }
}

struct ValidCase: Sendable, CustomTestStringConvertible {
  var input: String
  var expected: String
  var testDescription: String { input.debugDescription }
  init(_ input: String, _ expected: String) {
    self.input = input
    self.expected = expected
  }
}

struct InvalidCase: Sendable, CustomTestStringConvertible {
  var input: String
  var line: Int
  var column: Int
  var message: String
  var fix: String
  var testDescription: String { input.debugDescription }
  init(_ input: String, _ line: Int, _ column: Int, _ message: String, _ fix: String) {
    (self.input, self.line, self.column) = (input, line, column)
    (self.message, self.fix) = (message, fix)
  }
}

private let validCases: [ValidCase] = [
  .init("null", "null"), .init("true", "true"), .init("false", "false"),
  .init("{}", "{}"), .init("[]", "[]"), .init(" [ ] ", "[]"),
  .init("1", "1=1.0"), .init("-0", "-0=-0.0"), .init("+1", "+1=1.0"), .init("0", "0=0.0"),
  .init(".5", ".5=0.5"), .init("5.", "5.=5.0"), .init("-.25", "-.25=-0.25"),
  .init("0.1", "0.1=0.1"), .init("1e3", "1e3=1000.0"), .init("2.5E-3", "2.5E-3=0.0025"),
  .init("1e+2", "1e+2=100.0"), .init("5.e1", "5.e1=50.0"), .init("0e5", "0e5=0.0"),
  .init("0x1F", "0x1F=31.0"), .init("-0x1f", "-0x1f=-31.0"), .init("0XaB", "0XaB=171.0"),
  .init("+0x10", "+0x10=16.0"), .init("0x0", "0x0=0.0"),
  .init("Infinity", "Infinity=inf"), .init("-Infinity", "-Infinity=-inf"),
  .init("+Infinity", "+Infinity=inf"), .init("NaN", "NaN=nan"), .init("-NaN", "-NaN=nan"),
  .init("123456789012345678901234567890", "123456789012345678901234567890=1.2345678901234568e+29"),
  .init("9007199254740993", "9007199254740993=9007199254740992.0"),
  .init("1.7976931348623157e308", "1.7976931348623157e308=1.7976931348623157e+308"),
  .init("4.9e-324", "4.9e-324=5e-324"), .init("0.000001234", "0.000001234=1.234e-06"),
  .init("12345.6789e-3", "12345.6789e-3=12.3456789"),
  .init("1e999999", "1e999999=inf"), .init("-1e-999999", "-1e-999999=-0.0"),
  .init("'single'", "\"single\""), .init("\"double\"", "\"double\""),
  .init("'it\\'s \"x\"'", "\"it\\'s \\\"x\\\"\""), .init("\"\"", "\"\""), .init("''", "\"\""),
  .init(#""\n\t\r\b\f\v\0\'\"\\\/""#, "\"\\n\\t\\r\\u{08}\\u{0C}\\u{0B}\\0\\'\\\"\\\\/\""),
  .init(#""\x41\x7a""#, "\"Az\""), .init(#""\u00e9\u00C9""#, "\"éÉ\""),
  .init(#""\uD83D\uDE00""#, "\"😀\""), .init(#""\uD800""#, "\"\u{FFFD}\""),
  .init(#""\uDC00x""#, "\"\u{FFFD}x\""), .init(#""\uD800\u0041""#, "\"\u{FFFD}A\""),
  .init("\"a\\\nb\"", "\"ab\""), .init("\"a\\\r\nb\"", "\"ab\""), .init("\"a\\\rb\"", "\"ab\""),
  .init("\"a\\\u{2028}b\"", "\"ab\""), .init(#""\q\é""#, "\"qé\""),
  .init("\"a\u{2028}b\u{2029}\"", "\"a\u{2028}b\u{2029}\""),
  .init("\"bell\u{07}nul\u{0}\"", "\"bell\\u{07}nul\\0\""),
  .init("\"héllo wörld ✓ 😀\"", "\"héllo wörld ✓ 😀\""),
  .init("// comment\n1", "1=1.0"), .init("/* a */ [1, /* b */ 2,] // end", "[1=1.0,2=2.0]"),
  .init("/**/1/***/", "1=1.0"), .init("[1 // c\r,2]", "[1=1.0,2=2.0]"),
  .init("[1,2,]", "[1=1.0,2=2.0]"), .init("{a:1,}", "{\"a\":1=1.0}"),
  .init("{a: 1, $b: 2, _c: 3, 'd': 4, \"e f\": 5, café: 6, a1: 7, ключ: 8}",
    "{\"a\":1=1.0,\"$b\":2=2.0,\"_c\":3=3.0,\"d\":4=4.0,\"e f\":5=5.0,"
      + "\"café\":6=6.0,\"a1\":7=7.0,\"ключ\":8=8.0}"),
  .init("{null: 1, true: 2, Infinity: 3}", "{\"null\":1=1.0,\"true\":2=2.0,\"Infinity\":3=3.0}"),
  .init("{a:1,a:2}", "{\"a\":1=1.0,\"a\":2=2.0}"),
  .init("\u{FEFF}\u{A0}[\u{2028}1\u{FEFF},\u{2029}2\u{3000}\u{0B}\u{0C}]\u{2003}", "[1=1.0,2=2.0]"),
  .init("{a:[{b:null},[true,[false]]],c:{}}",
    "{\"a\":[{\"b\":null},[true,[false]]],\"c\":{}}"),
]

private let invalidCases: [InvalidCase] = [
  .init("", 1, 1, "the file is empty", "write a JSON5 value, for example {}"),
  .init(" \n // x\n", 3, 1, "the file contains only whitespace and comments",
    "write a JSON5 value, for example {}"),
  .init("{\"label\" 1}", 1, 10, "expected ':' after the key 'label'", "write 'label: value'"),
  .init("{a:1 b:2}", 1, 6, "expected ',' or '}' after an object member, found 'b'",
    "add a comma between members"),
  .init("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'",
    "add a comma between elements"),
  .init("\n  [1}", 2, 5, "expected ',' or ']' after an array element, found '}'",
    "close the array opened at line 2, column 3 with ']'"),
  .init("{a:1]", 1, 5, "expected ',' or '}' after an object member, found ']'",
    "close the object opened at line 1, column 1 with '}'"),
  .init("\"abc", 1, 1, "unterminated string", "close the string with '\"'"),
  .init("['abc\\", 1, 2, "unterminated string", "close the string with '''"),
  .init("\"ab\ncd\"", 1, 4, "unescaped line break inside a string",
    "escape it as \\n, or close the string with '\"'"),
  .init("'ab\r", 1, 4, "unescaped line break inside a string",
    "escape it as \\n, or close the string with '''"),
  .init("\n\n    [1,\n", 4, 1, "unexpected end of file inside an array opened at line 3, column 5",
    "close it with ']'"),
  .init("{a:1", 1, 5, "unexpected end of file inside an object opened at line 1, column 1",
    "close it with '}'"),
  .init("[{a", 1, 4, "unexpected end of file inside an object opened at line 1, column 2",
    "close it with '}'"),
  .init("-", 1, 2, "expected a digit after '-', found end of file",
    "write a number such as -1 or 0.5"),
  .init("[.x]", 1, 3, "expected a digit after '.', found 'x'", "write a number such as 1 or 0.5"),
  .init("0x", 1, 3, "expected hex digits after '0x', found end of file",
    "write a hexadecimal number such as 0x1F"),
  .init("0xg", 1, 3, "expected hex digits after '0x', found 'g'",
    "write a hexadecimal number such as 0x1F"),
  .init("[007]", 1, 2, "leading zeros are not allowed in numbers",
    "remove the leading zeros, or write the value as a string"),
  .init("1e", 1, 3, "expected a digit in the exponent of '1e', found end of file",
    "write the exponent's digits, for example 1e5 or 2.5e-3"),
  .init("[1] x", 1, 5, "unexpected 'x' after the end of the document",
    "remove it; a document holds exactly one value (wrap several values in an array)"),
  .init("[1,]]", 1, 5, "unexpected ']' after the end of the document",
    "remove it; a document holds exactly one value (wrap several values in an array)"),
  .init("yes", 1, 1, "unexpected word 'yes'",
    "write true, false or null, or put text in quotes: \"yes\""),
  .init("[True]", 1, 2, "unexpected word 'True'",
    "write true, false or null, or put text in quotes: \"True\""),
  .init("-Infinityx", 1, 1, "unexpected word '-Infinityx'",
    "write a number, Infinity or NaN after the sign"),
  .init("[1,,2]", 1, 4, "expected a value, found ','", "remove the extra comma"),
  .init("[,]", 1, 2, "expected a value, found ','", "remove the extra comma"),
  .init("[}", 1, 2, "expected a value, found '}'",
    "close the array opened at line 1, column 1 with ']'"),
  .init("{a:}", 1, 4, "expected a value for the key 'a', found '}'", "write a value after 'a:'"),
  .init("{1:2}", 1, 2, "expected a key, found '1'",
    "write a key such as name or \"name\", or close the object with '}'"),
  .init("{a:1,,}", 1, 6, "expected a key, found ','", "remove the extra comma"),
  .init("#", 1, 1, "expected a value, found '#'",
    "write an object, array, string, number, true, false or null"),
  .init("[\u{07}]", 1, 2, "expected a value, found U+0007",
    "write an object, array, string, number, true, false or null"),
  .init("[\u{0}]", 1, 2, "expected a value, found U+0000",
    "write an object, array, string, number, true, false or null"),
  .init("[1]\u{200B}", 1, 4, "unexpected U+200B after the end of the document",
    "remove it; a document holds exactly one value (wrap several values in an array)"),
  .init("[1, /* x", 1, 5, "unterminated comment", "close the comment with '*/'"),
  .init("/ 1", 1, 1, "unexpected '/'", "start a comment with // or /*, or put the text in quotes"),
  .init(#""\x4""#, 1, 2, "invalid escape '\\x' in a string: expected two hex digits",
    "write \\x followed by two hex digits, for example \\x41"),
  .init(#"'\u12'"#, 1, 2, "invalid escape '\\u' in a string: expected four hex digits",
    "write \\u followed by four hex digits, for example \\u00E9"),
  .init(#""ab\1""#, 1, 4, "invalid escape '\\1' in a string: octal escapes are not allowed",
    "write \\\\ for a backslash, or \\u followed by four hex digits for a character code"),
  .init(#""\01""#, 1, 2, "invalid escape '\\01' in a string: octal escapes are not allowed",
    "write \\\\ for a backslash, or \\u followed by four hex digits for a character code"),
  .init("/* é */\r\n  [1 2]", 2, 6, "expected ',' or ']' after an array element, found '2'",
    "add a comma between elements"),
]

@Suite struct JSON5ParserTests {
  @Test(arguments: validCases)
  func parsesValidInput(_ testCase: ValidCase) throws {
    let node = try parse(testCase.input)
    #expect(render(node) == testCase.expected)
  }

  @Test(arguments: invalidCases)
  func reportsInvalidInput(_ testCase: InvalidCase) throws {
    let bytes = Array(testCase.input.utf8)
    let error = try #require(failure(bytes))
    let location = SourceText(bytes: bytes).location(ofOffset: error.offset)
    #expect(location.line == testCase.line)
    #expect(location.column == testCase.column)
    #expect(error.message == testCase.message)
    #expect(error.fix == testCase.fix)
  }

  @Test func recordsOffsets() throws {
    let node = try parse("{ \"é\": [1, 'x'], b: -2 }")
    guard case .object(let members) = node.value else { Issue.record("not an object"); return }
    #expect(node.offset == 0)
    #expect(members.map(\.keyOffset) == [2, 18])
    #expect(members.map(\.value.offset) == [8, 21])
    guard case .array(let elements) = members[0].value.value else {
      Issue.record("no array")
      return
    }
    #expect(elements.map(\.offset) == [9, 12])
  }

  // MARK: - Robustness

  @Test(arguments: [
    ([0xC3], 0, "0xC3"), ([0x5B, 0xC3, 0x5D], 1, "0xC3"), ([0x22, 0x61, 0xC3, 0x22], 2, "0xC3"),
    ([0x22, 0xC3], 1, "0xC3"), ([0x22, 0x5C, 0x6E, 0xFF, 0x22], 3, "0xFF"),
    ([0x22, 0xC0, 0xAF, 0x22], 1, "0xC0"), ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, "0xED"),
    ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1, "0xF5"), ([0x22, 0x80, 0x22], 1, "0x80"),
    ([0x22, 0xE2, 0x82], 1, "0xE2"), ([0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], 1, "0xF0"),
    ([0x2F, 0x2F, 0xFE, 0x0A, 0x31], 2, "0xFE"), ([0x2F, 0x2A, 0x80, 0x2A, 0x2F, 0x31], 2, "0x80"),
    ([0x7B, 0x61, 0xC3, 0x3A, 0x31, 0x7D], 2, "0xC3"), ([0x7B, 0xC3, 0x3A, 0x31, 0x7D], 1, "0xC3"),
    ([0x31, 0x20, 0xC3], 2, "0xC3"), ([0x7B, 0x61, 0x20, 0xC3], 3, "0xC3"),
  ] as [([UInt8], Int, String)])
  func reportsInvalidUTF8(bytes: [UInt8], offset: Int, byte: String) throws {
    let error = try #require(failure(bytes))
    #expect(error.offset == offset)
    #expect(error.message == "invalid UTF-8 byte \(byte)")
    #expect(error.fix == "save the file as UTF-8, or remove the byte")
  }

  @Test func acceptsControlCharactersAndNULInStrings() throws {
    let node = try JSON5Parser.parse([0x22, 0x00, 0x01, 0x1F, 0x7F, 0x22])
    #expect(render(node) == "\"\\0\\u{01}\\u{1F}\\u{7F}\"")
  }

  @Test func rejectsDeepNestingQuicklyWithoutRecursing() throws {
    let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    let error = try #require(failure(deep))
    #expect(error.offset == 200)
    #expect(error.message == "nesting deeper than 200 levels")
    #expect(failure(deep, maxDepth: 3)?.message == "nesting deeper than 3 levels")
    let objects = Array(String(repeating: "{a:", count: 100_000).utf8)
    #expect(failure(objects)?.offset == 600)
  }

  @Test func acceptsNestingUpToTheLimit() throws {
    let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    _ = try parse(text)
    #expect(failure(Array(("[" + text + "]").utf8))?.message == "nesting deeper than 200 levels")
    // The parser keeps open containers on the heap, so a generous limit is safe too.
    let deeper = String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)
    _ = try parse(deeper, maxDepth: 5_000)
  }

  @Test func parsesHugeNumbers() throws {
    func number(_ text: String) throws -> (Double, String)? {
      guard case .number(let value, let literal) = try parse(text).value else { return nil }
      return (value, literal)
    }
    let digits = "9" + String(repeating: "8", count: 9_999)
    #expect(try number(digits)?.0 == .infinity)
    #expect(try number(digits)?.1 == digits)
    #expect(try number("0." + String(repeating: "0", count: 10_000) + "1")?.0 == 0)
    #expect(try number("0x" + String(repeating: "F", count: 10_000))?.0 == .infinity)
    #expect(try number("1e" + String(repeating: "9", count: 10_000))?.0 == .infinity)
    #expect(try number("-" + String(repeating: "1", count: 400))?.0 == -.infinity)
  }

  @Test func parsesLongStrings() throws {
    let text = String(repeating: "abcdé", count: 200_000)
    let node = try parse("\"\(text)\"")
    guard case .string(let value) = node.value else { Issue.record("not a string"); return }
    #expect(value == text)
    let escaped = try parse("\"" + String(repeating: "a\\n", count: 100_000) + "\"")
    guard case .string(let unescaped) = escaped.value else { Issue.record("not a string"); return }
    #expect(unescaped == String(repeating: "a\n", count: 100_000))
  }

  @Test func everyPrefixOfADocumentFailsCleanly() {
    let document = Array(
      """
      // scene
      { id: 'root', "children": [1, -2.5e3, 0x1F, .5, +Infinity, NaN, null, true,
        { label: "héllo\\u0041\\n😀", /* c */ ok: false, }, [], {}, ], }
      """.utf8)
    #expect(failure(document) == nil)
    for length in 0..<document.count {
      let prefix = Array(document[..<length])
      if let error = failure(prefix) {
        #expect(error.offset >= 0 && error.offset <= length)
        #expect(!error.message.isEmpty && !error.fix.isEmpty)
      }
    }
  }

  @Test func randomBytesNeverCrash() {
    var generator = SplitMix64(seed: 42)
    let alphabet =
      Array("{}[],:'\"\\/*-+.0123456789eExXabcnultrufsINa \n\r\t".utf8)
      + [0x00, 0xC3, 0xE2, 0x80, 0xA8, 0xFF, 0xF0, 0x9F]
    for _ in 0..<5_000 {
      let count = Int(generator.next() % 40)
      var bytes: [UInt8] = []
      for _ in 0..<count {
        let r = generator.next()
        let random = UInt8(truncatingIfNeeded: r >> 16)
        bytes.append(r & 1 == 0 ? alphabet[Int(r >> 8) % alphabet.count] : random)
      }
      if let error = failure(bytes) {
        #expect(error.offset >= 0 && error.offset <= bytes.count)
        _ = SourceText(bytes: bytes).location(ofOffset: error.offset)
      }
    }
  }

  // MARK: - SourceText

  @Test func sourceTextMapsOffsets() {
    let text = SourceText(bytes: Array("ab\ncd\r\nef\rgh\u{2028}ij\u{2029}k".utf8))
    let expected: [(Int, Int, Int)] = [
      (0, 1, 1), (1, 1, 2), (2, 1, 3), (3, 2, 1), (5, 2, 3), (6, 2, 4), (7, 3, 1), (9, 3, 3),
      (10, 4, 1), (12, 4, 3), (15, 5, 1), (17, 5, 3), (20, 6, 1), (21, 6, 2),
      (99, 6, 2), (-5, 1, 1),
    ]
    for (offset, line, column) in expected {
      let location = text.location(ofOffset: offset)
      #expect(location == (line, column), "offset \(offset)")
    }
  }

  @Test func sourceTextCountsScalarsAndInvalidBytes() {
    // "é" is 2 bytes, "✓" 3, "😀" 4; 0xFF and a lone 0xC3 count one column each.
    let bytes = Array("é✓😀x".utf8) + [0xFF, 0xC3, 0x41]
    let text = SourceText(bytes: bytes)
    let expected: [(Int, Int)] = [
      (0, 1), (1, 1), (2, 2), (5, 3), (8, 3), (9, 4), (10, 5), (11, 6), (12, 7), (13, 8),
    ]
    for (offset, column) in expected {
      #expect(text.location(ofOffset: offset) == (1, column), "offset \(offset)")
    }
  }

  @Test func sourceTextAgreesWithTheParsersLinearScan() {
    let bytes = Array("a\r\n\rbé\u{2028}\n😀\r".utf8) + [0xE2, 0x80, 0x0A, 0x80]
    let text = SourceText(bytes: bytes)
    bytes.withUnsafeBufferPointer { buffer in
      for offset in 0...bytes.count {
        let linear = SourceText.location(in: buffer, ofOffset: offset)
        #expect(text.location(ofOffset: offset) == linear, "offset \(offset)")
      }
    }
  }

  @Test func sourceTextAgreesWithTheLinearScanAcrossBlocks() {
    // Long random documents of ASCII, line breaks, multi-byte characters and invalid bytes,
    // so characters straddle the 64-byte blocks of the compact column table.
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("bc".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("✓".utf8),
      Array("😀".utf8), Array("\u{2028}".utf8), [0xFF], [0xC3], [0xE2, 0x80], [0x80],
    ]
    var random = SplitMix64(seed: 11)
    for _ in 0..<20 {
      var bytes: [UInt8] = []
      for _ in 0..<(Int(random.next() % 200) + 1) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
      let text = SourceText(bytes: bytes)
      bytes.withUnsafeBufferPointer { buffer in
        for offset in 0...bytes.count {
          let linear = SourceText.location(in: buffer, ofOffset: offset)
          #expect(text.location(ofOffset: offset) == linear, "offset \(offset) of \(bytes)")
        }
      }
    }
  }
}

/// A small deterministic generator for the fuzz test.
private struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
