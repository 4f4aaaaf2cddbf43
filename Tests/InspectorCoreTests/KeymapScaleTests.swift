import Testing

@testable import InspectorCore

/// Keymap parsing costs the size of the file, however its problems are spread, and its
/// messages cut long values as scene errors do.
@Suite struct KeymapScaleTests {
  static let head = "format axsim-keymap/1\n[voiceover]\n"

  func problems(_ text: String) -> [KeymapError.Problem] {
    do {
      _ = try Keymap.parse(text, name: "big.keymap")
      return []
    } catch {
      return error.problems
    }
  }

  /// 15,000 bad keys on one 130 KB line: each problem's column is counted on from the
  /// previous one (counting from the line's start each time is 15,000 walks of up to
  /// 130 KB of characters: about a billion grapheme steps).
  @Test func manyProblemsOnOneLongLine() {
    let keys = (0..<15_000).map { "k\($0)" }
    let line = "voiceover.next = " + keys.joined(separator: ", ")
    let found = problems(Self.head + line)
    #expect(found.count == 15_000)
    let lastColumn = line.count - keys.last!.count + 1
    #expect(found.last?.line == 3)
    #expect(found.last?.column == lastColumn)
    #expect(found.last?.message == "unknown key name 'k14999'")
    // The work, counted: columns cost the line's length once, not once per problem.
    var parser = KeymapParser()
    parser.parse(Self.head + line)
    #expect(parser.problems.count == 15_000)
    #expect(parser.columnSteps <= line.count, "\(parser.columnSteps) characters walked for a line of \(line.count)")
  }

  /// 20,000 distinct keys for one command: each is checked against the others through a set.
  @Test func manyDistinctKeysOnOneLine() throws {
    let keys = (0..<20_000).map { String(Character(Unicode.Scalar(0x4E00 + $0)!)) }
    let text = Self.head + "voiceover.next = " + keys.joined(separator: ", ") + ", 一"
    let found = problems(text)
    #expect(found.map(\.message) == ["the key '一' is listed twice for 'voiceover.next'"])
    let keymap = try Keymap.parse(Self.head + "voiceover.next = " + keys.joined(separator: ","), name: "big.keymap")
    #expect(keymap.keysByCommand["voiceover.next"]?.count == 20_000)
  }

  /// A keymap close to the 4 MB limit: 100,000 lines, each with an unknown key. Every
  /// problem is found, on its own line, and the columns walked stay within the file.
  @Test func aKeymapOfFourMegabytesIsWalkedOnce() {
    let lines = (0..<100_000).map { "voiceover.next = right, left, nokey\($0)" }
    let text = Self.head + lines.joined(separator: "\n")
    #expect(text.utf8.count > 3_800_000 && text.utf8.count < 4 * 1024 * 1024)  // BoundedFileReader.keymapLimit
    var parser = KeymapParser()
    parser.parse(text)
    let unknown = parser.problems.filter { $0.message.hasPrefix("unknown key name") }
    #expect(unknown.count == 100_000)
    #expect(unknown.last?.line == 100_002)
    #expect(unknown.last?.message == "unknown key name 'nokey99999'")
    #expect(parser.columnSteps <= text.count, "\(parser.columnSteps) characters walked for \(text.count)")
  }

  /// 100,000 lines.
  @Test func manyLines() {
    let text = Self.head + String(repeating: "# a comment\n\n", count: 50_000) + "voiceover.nxt = right\n"
    #expect(problems(text).map(\.description) == ["100003:1: error: unknown command 'voiceover.nxt'; did you mean 'voiceover.next'?"])
  }

  @Test func aLongKeyIsCut() {
    let long = String(repeating: "x", count: 5_000)
    let found = problems(Self.head + "voiceover.next = " + long)
    let message = String(repeating: "x", count: 40) + "…"
    #expect(found.map(\.message) == ["unknown key name '\(message)'"])
  }

  @Test func aLongModifierIsCut() {
    let long = String(repeating: "y", count: 5_000)
    let found = problems(Self.head + "voiceover.next = " + long + "+a")
    #expect(found.map(\.message) == ["unknown modifier '\(String(repeating: "y", count: 40))…' in '\(String(repeating: "y", count: 40))…'"])
  }

  @Test func aRunawayLineOfWordsIsSummed() throws {
    let words = (0..<1_000).map { "w\($0)" }
    let found = problems(Self.head + "voiceover.next = " + words.joined(separator: " "))
    let problem = try #require(found.first)
    #expect(found.count == 1)
    #expect(problem.message == "missing comma between 'w0' and 'w1' and 'w2' and 997 more")
    #expect(problem.fix == "write 'w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, …'")
  }

  @Test func aLongCommandIdIsCut() {
    let long = "voiceover." + String(repeating: "z", count: 3_000)
    let found = problems(Self.head + long + " = a")
    #expect(found.map(\.message) == ["unknown command '\(String(long.prefix(40)))…'"])
  }
}
