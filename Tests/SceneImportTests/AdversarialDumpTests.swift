import SceneImport
import SceneModel
import Testing

/// Inputs built to make a careless parser quadratic, recursive or unbounded: each imports (or
/// is refused) with a located message, and the scene it writes loads. Linear work keeps each
/// of these to a fraction of a second; a quadratic step would take minutes.
@Suite struct AdversarialDumpTests {
  static let window = " →Application, 0x1, pid: 1, label: 'App'\n    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}\n"

  @Test func manyFlagsAndRepeatedKeysOnOneLine() throws {
    let flags = "      Button, 0x3, {{16.0, 100.0}, {100.0, 44.0}}, label: 'Flags'" + String(repeating: ", Selected", count: 50_000)
    let keys = "      Button, 0x4, {{16.0, 200.0}, {100.0, 44.0}}, label: 'Keys'" + String(repeating: ", label: 'x'", count: 20_000)
    let i = try #require(importDump(Self.window + flags + "\n" + keys + "\n"))
    #expect(i.speech.count == 2)
    #expect(i.speech.first == "Selected: Flags. Button.")
    // Labels are never escaped, so the rest of the line is the label: ", label: '" can be text.
    #expect(i.speech.last?.hasPrefix("Keys', label: 'x', label: 'x'") == true)
    #expect(i.problems.isEmpty)
  }

  @Test func aDeepChainWithManyLeavesAtTheBottom() throws {
    // Indentation grows with depth, so the file grows with its square: 2,000 levels is 4 MB.
    let depth = 2_000
    var dump = Self.window
    for d in 0..<depth {
      dump += String(repeating: " ", count: 6 + 2 * d) + "Other, 0x\(d), {{0.0, 0.0}, {393.0, 852.0}}\n"
    }
    let leafIndent = String(repeating: " ", count: 6 + 2 * depth)
    for k in 0..<2_000 {
      dump += leafIndent + "Button, 0x\(k), {{16.0, \(100 + (k % 700)).0}, {100.0, 1.0}}, label: 'Same'\n"
    }
    let i = try #require(importDump(dump))
    #expect(i.speech.count == 2_000)
    #expect(i.scene.elements.filter { $0.label == "Same" }.compactMap(\.id).prefix(3) == ["button-same", "button-same-2", "button-same-3"])
  }

  @Test func aQuoteThatNeverClosesOverManyLines() throws {
    let line = String(repeating: "it's ", count: 2_000)
    let dump = Self.window + "      StaticText, 0x3, {{16.0, 100.0}, {100.0, 44.0}}, label: 'Open\n" + String(repeating: line + "\n", count: 2_000)
      + "      Button, 0x4, {{16.0, 200.0}, {100.0, 44.0}}, label: 'After'\n"
    let i = try #require(importDump(dump))
    #expect(i.speech.last == "After. Button.")
    #expect(i.problems.first == "3:7: a quoted value of this 'StaticText' never closes")
  }

  @Test func strayClosingTagsOverADeepTreeAndAmpersandsWithoutEnd() throws {
    let depth = 5_000
    let open = String(repeating: #"<XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="393" height="852">"#, count: depth)
    let stray = String(repeating: "</Nothing>", count: 20_000)
    let ampersands = String(repeating: "&", count: 200_000)
    let leaf = #"<XCUIElementTypeButton name="b" label="A\#(ampersands)" x="16" y="100" width="100" height="44"/>"#
    let i = try #require(importDump(#"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="393" height="852">"# + open + stray + leaf))
    #expect(i.speech == ["A" + ampersands + ". Button."])
    #expect(i.problems.first?.hasSuffix(": '</Nothing>' closes no open element") == true)
    #expect(i.problems.last?.hasSuffix(": more problems follow; only the first 200 are listed") == true)
  }

  @Test func jsonNestedPastTheLimitIsReported() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let dump = "[" + #"{"AXFrame":"{{0, 0}, {390, 844}}","type":"Application","AXLabel":"App"}"# + ",\n" + deep + ",\n" + #"{"AXFrame":"{{16, 60}, {200, 41}}","AXLabel":"Still here","type":"StaticText"}"# + "]"
    let i = try #require(importDump(dump))
    #expect(i.speech == ["Still here"])
    #expect(i.problems.count == 1)
    #expect(i.problems.first?.hasPrefix("2:") == true)
  }

  @Test func randomBytesNeverCrash() {
    var generator = SystemRandomNumberGenerator()
    for format in DumpFormat.allCases {
      for size in [0, 1, 7, 100, 5_000] {
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        if let result = try? DumpImporter.run(bytes, format: format, fileName: "random") {
          #expect(throws: Never.self) { try SceneLoader.load(bytes: result.sceneText, name: "random.json5") }
        }
      }
    }
  }
}
