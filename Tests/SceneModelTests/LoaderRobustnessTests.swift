import Foundation
import Testing

@testable import SceneModel

// No input may crash, trap or hang the loader: every input either loads, or fails with
// diagnostics that are all well-formed `FILE:LINE:COLUMN: error: ...` lines.

/// A tiny deterministic generator (SplitMix64), so that every run tries the same inputs.
private struct SplitMix64Generator: RandomNumberGenerator {
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

/// What happened to one input.
enum LoadOutcome {
  case loaded(SceneLoader.Loaded)
  case failed(SceneLoadError)

  init(_ bytes: [UInt8], name: String) {
    do { self = .loaded(try SceneLoader.load(bytes: bytes, name: name)) } catch { self = .failed(error) }
  }

  /// Every rendered line, errors or warnings.
  var text: String {
    switch self {
    case .loaded(let l):
      l.warnings.map { DiagnosticFormatter.line(for: $0, file: l.scene.sourceName, source: l.source) }
        .joined(separator: "\n")
    case .failed(let e): e.description
    }
  }

  var error: SceneLoadError? {
    if case .failed(let e) = self { return e }
    return nil
  }

  /// Why the outcome breaks the rules (empty when it does not).
  var problems: [String] {
    switch self {
    case .loaded(let l):
      return l.warnings.isEmpty ? [] : DiagnosticLines.problems(in: text)
        + (l.warnings.contains { $0.severity == .error } ? ["an error among the warnings of a load"] : [])
    case .failed(let e):
      if !e.diagnostics.contains(where: { $0.severity == .error }) { return ["failed without an error"] }
      return DiagnosticLines.problems(in: text)
    }
  }
}

/// Shortens an input for a failure message.
private func show(_ bytes: [UInt8]) -> String {
  let head = String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
  return bytes.count > 300 ? "\(head)… (\(bytes.count) bytes)" : head
}

private let demoBytes: [UInt8] = {
  let url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/demo.json5")
  return (try? [UInt8](Data(contentsOf: url))) ?? []
}()

private let validPrefix = #"{ format: "axsim-scene/1", screens: [{ id: "main", root: [{ text: ""#
private let validSuffix = #"" }] }] }"#

@Suite("Loader robustness")
struct LoaderRobustnessTests {
  // MARK: Deep nesting

  @Test("100,000 nested arrays fail cleanly", arguments: ["", #"{ format: "axsim-scene/1", note: "#])
  func deepArrays(_ prefix: String) {
    let bytes = Array(prefix.utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    let outcome = LoadOutcome(bytes, name: "deep.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text)")
    #expect(outcome.error?.description.contains("nesting deeper than") == true, "\(outcome.text)")
  }

  @Test("100,000 nested objects fail cleanly")
  func deepObjects() {
    let bytes = Array(String(repeating: "{a:", count: 100_000).utf8)
      + Array(String(repeating: "}", count: 100_000).utf8)
    let outcome = LoadOutcome(bytes, name: "deep.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text)")
    #expect(outcome.error?.description.contains("nesting deeper than") == true, "\(outcome.text)")
  }

  @Test("100,000 nested stacks, closed, fail cleanly")
  func deepElements() {
    let depth = 100_000
    let text = validPrefix.dropLast(#"[{ text: ""#.count)
      + String(repeating: "{ vstack: [", count: depth) + "\"x\"" + String(repeating: "] }", count: depth)
      + " }] }"
    let outcome = LoadOutcome(Array(text.utf8), name: "deep.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text)")
    #expect(outcome.error?.description.contains("nesting deeper than") == true, "\(outcome.text)")
  }

  // MARK: Huge documents

  @Test("a scene whose one label is 100 MB loads")
  func hundredMegabyteLabel() {
    let size = 100 * 1_048_576
    var bytes = Array(validPrefix.utf8)
    bytes.reserveCapacity(size + 200)
    bytes += [UInt8](repeating: UInt8(ascii: "a"), count: size)
    bytes += Array(validSuffix.utf8)
    let outcome = LoadOutcome(bytes, name: "huge.json5")
    guard case .loaded(let l) = outcome else {
      Issue.record("did not load: \(outcome.text)")
      return
    }
    #expect(l.scene.elements.contains { $0.label?.utf8.count == size })
  }

  @Test("100 MB of spaces after a valid scene loads")
  func hundredMegabytesOfSpaces() {
    var bytes = Array((validPrefix + "Hi" + validSuffix).utf8)
    bytes += [UInt8](repeating: 0x20, count: 100 * 1_048_576)
    let outcome = LoadOutcome(bytes, name: "spaces.json5")
    guard case .loaded = outcome else {
      Issue.record("did not load: \(outcome.text)")
      return
    }
  }

  @Test("garbage after 100 MB of spaces on one line is located exactly")
  func garbageAfterHundredMegabytes() {
    let document = Array((validPrefix + "Hi" + validSuffix).utf8)
    let spaces = 100 * 1_048_576
    let bytes = document + [UInt8](repeating: 0x20, count: spaces) + Array("oops".utf8)
    let outcome = LoadOutcome(bytes, name: "garbage.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text)")
    #expect(outcome.text.hasPrefix("garbage.json5:1:\(document.count + spaces + 1): error: "), "\(outcome.text)")
  }

  // MARK: Many problems at once (each once took minutes: no quadratic work per problem)

  @Test("2,000 dangling references among 2,000 ids fail cleanly")
  func manyDanglingReferences() {
    let rows = (0..<2_000).map { #"  { button: "B\#($0)", id: "elem\#($0)", onActivate: { toggle: "mele\#($0)" } },"# }
    let text = #"{ format: "axsim-scene/1", screens: [{ id: "m", root: ["# + "\n" + rows.joined(separator: "\n") + "\n] }] }"
    let outcome = LoadOutcome(Array(text.utf8), name: "dangling.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text.prefix(2_000))")
    #expect(outcome.error?.diagnostics.count == 2_000)
  }

  @Test("an order listing 10,000 children, one twice, fails cleanly")
  func longOrder() {
    let n = 10_000
    let kids = (0..<n).map { #"  { text: "T", id: "t\#($0)" }"# }.joined(separator: ",\n")
    let order = ((0..<n).map { #""t\#($0)""# } + [#""t0""#]).joined(separator: ",")
    let text = #"{ format: "axsim-scene/1", screens: [{ id: "m", root: { vstack: ["# + "\n" + kids
      + "\n], order: [" + order + "] } }] }"
    let outcome = LoadOutcome(Array(text.utf8), name: "order.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text.prefix(2_000))")
    #expect(outcome.error?.diagnostics.count == 1, "\(outcome.text.prefix(2_000))")
  }

  @Test("5,000 properties given both inside and beside the kind fail cleanly")
  func keysInsideAndBeside() {
    let keys = (0..<5_000).map { "k\($0): 1" }.joined(separator: ",\n")
    let text = #"{ format: "axsim-scene/1", screens: [{ id: "m", root: [{ button: {"# + keys + "}, " + keys + " }] }] }"
    let outcome = LoadOutcome(Array(text.utf8), name: "twice.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text.prefix(2_000))")
    #expect(outcome.error?.diagnostics.count == 10_000)
  }

  @Test("1,000 problems on one long line fail cleanly")
  func manyProblemsOnOneLine() {
    let items = (0..<1_000).map { #"{button:"B\#($0)",colour:1}"# }.joined(separator: ",")
    let text = #"{format:"axsim-scene/1",screens:[{id:"m",root:["# + items + "]}]}"
    let outcome = LoadOutcome(Array(text.utf8), name: "line.json5")
    #expect(outcome.problems.isEmpty, "\(outcome.text.prefix(2_000))")
    #expect(outcome.error?.diagnostics.count == 1_000)
  }

  // MARK: Random inputs

  /// Pieces of JSON5 and of scenes that random inputs are made of, so that they get past
  /// the first byte more often than pure noise does.
  static let tokens: [[UInt8]] = (
    [
      "{", "}", "[", "]", ":", ",", "\"", "'", "\\", "/", "*", "//", "/*", "*/", "\n", " ", "\t",
      "0", "1", "-", "+", ".", "e", "1e400", "-1e400", "NaN", "-Infinity", "Infinity", "0x", "0x1F",
      "007", "1.5", "true", "false", "null", "\\u", "\\u12", "\\x4", "\\0", "\\1", "\u{FEFF}",
      "\u{2028}", "\u{A0}", "\u{1B}[31m", "\u{7}", "\u{0}", "\u{202E}", "é", "😀", "format",
      "\"axsim-scene/1\"", "screens", "id", "root", "title", "device", "size", "vstack", "hstack",
      "button", "text", "toggle", "slider", "segmented", "label", "value", "min", "max", "step",
      "frame", "traits", "order", "rotors", "targets", "onActivate", "push", "announce", "set",
      "selectedIndex", "values", "format: \"axsim-scene/1\", screens: [{ id: \"a\", root: [",
      "{ button: \"OK\", id: \"ok\" }", "{ toggle: \"t\", on: true }",
    ].map { Array($0.utf8) }
      + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0x80], [0x80]]
  )

  @Test("10,000 random byte strings never crash the loader")
  func randomBytes() {
    var rng = SplitMix64Generator(seed: 0x5EED_0001)
    var loaded = 0
    for i in 0..<10_000 {
      var bytes: [UInt8] = []
      let length = Int.random(in: 0...(i % 10 == 0 ? 2_000 : 120), using: &rng)
      let pureNoise = i % 3 == 0
      while bytes.count < length {
        if pureNoise || Int.random(in: 0..<4, using: &rng) == 0 {
          bytes.append(UInt8.random(in: 0...255, using: &rng))
        } else {
          bytes += LoaderRobustnessTests.tokens.randomElement(using: &rng)!
        }
      }
      let outcome = LoadOutcome(bytes, name: "random-\(i).json5")
      if case .loaded = outcome { loaded += 1 }
      let problems = outcome.problems
      if !problems.isEmpty {
        Issue.record("input \(i) \(show(bytes)): \(problems.joined(separator: "; "))")
      }
    }
    #expect(loaded < 10_000)
  }

  @Test("2,000 random mutations of the demo scene never crash the loader")
  func mutatedDemo() throws {
    try #require(!demoBytes.isEmpty, "Scenes/demo.json5 not found")
    var rng = SplitMix64Generator(seed: 0xDE30_0002)
    var (loaded, failed) = (0, 0)
    for i in 0..<2_000 {
      var bytes = demoBytes
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        mutate(&bytes, using: &rng)
      }
      let outcome = LoadOutcome(bytes, name: "demo-\(i).json5")
      if case .loaded = outcome { loaded += 1 } else { failed += 1 }
      let problems = outcome.problems
      if !problems.isEmpty {
        Issue.record("mutation \(i) \(show(bytes)): \(problems.joined(separator: "; "))")
      }
    }
    // Both outcomes are exercised.
    #expect(loaded > 0 && failed > 0, "loaded \(loaded), failed \(failed)")
  }

  /// Applies one random change: a byte or bit flip, an insertion, a deletion, a truncation or
  /// a duplicated slice.
  private func mutate(_ bytes: inout [UInt8], using rng: inout SplitMix64Generator) {
    let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
    switch Int.random(in: 0..<7, using: &rng) {
    case 0 where !bytes.isEmpty:
      bytes[at] = UInt8.random(in: 0...255, using: &rng)
    case 1 where !bytes.isEmpty:
      bytes[at] ^= 1 << UInt8.random(in: 0...7, using: &rng)
    case 2:
      bytes.insert(contentsOf: LoaderRobustnessTests.tokens.randomElement(using: &rng)!, at: at)
    case 3:
      bytes.insert(UInt8.random(in: 0...255, using: &rng), at: at)
    case 4 where !bytes.isEmpty:
      let count = Int.random(in: 1...16, using: &rng)
      bytes.removeSubrange(at..<min(bytes.count, at + count))
    case 5:
      bytes.removeSubrange(at..<bytes.count)
    default:
      guard !bytes.isEmpty else { return }
      let end = min(bytes.count, at + Int.random(in: 1...64, using: &rng))
      let slice = Array(bytes[at..<end])
      bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &rng))
    }
  }

  // MARK: Numbers that are not finite, or too large

  /// A scene with `@` in one numeric position, and the JSON path of that position.
  static let numericPositions: [(scene: String, path: String)] = [
    (#"device: { size: [@, 852] },"#, "device.size[0]"),
    (#"device: { safeArea: [59, @] },"#, "device.safeArea[1]"),
    (#"{ button: "OK", frame: [@, 0, 10, 10] }"#, "screens[0].root[0].frame[0]"),
    (#"{ button: "OK", frame: [0, @, 10, 10] }"#, "screens[0].root[0].frame[1]"),
    (#"{ button: "OK", frame: [0, 0, @, 10] }"#, "screens[0].root[0].frame[2]"),
    (#"{ button: "OK", frame: [0, 0, 10, @] }"#, "screens[0].root[0].frame[3]"),
    (#"{ button: "OK", width: @ }"#, "screens[0].root[0].width"),
    (#"{ button: "OK", height: @ }"#, "screens[0].root[0].height"),
    (#"{ button: "OK", minWidth: @ }"#, "screens[0].root[0].minWidth"),
    (#"{ button: "OK", minHeight: @ }"#, "screens[0].root[0].minHeight"),
    (#"{ vstack: ["a"], spacing: @ }"#, "screens[0].root[0].spacing"),
    (#"{ vstack: ["a"], padding: @ }"#, "screens[0].root[0].padding"),
    (#"{ vstack: ["a"], padding: [8, @] }"#, "screens[0].root[0].padding[1]"),
    (#"{ button: "OK", sortPriority: @ }"#, "screens[0].root[0].sortPriority"),
    (#"{ slider: "V", min: @, max: 10 }"#, "screens[0].root[0].min"),
    (#"{ slider: "V", min: 0, max: @ }"#, "screens[0].root[0].max"),
    (#"{ stepper: "V", min: 0, max: 10, step: @ }"#, "screens[0].root[0].step"),
    (#"{ slider: "V", min: 0, max: 10, value: @ }"#, "screens[0].root[0].value"),
    (#"{ text: "T", lines: @ }"#, "screens[0].root[0].lines"),
    (#"{ segmented: ["a", "b"], selectedIndex: @ }"#, "screens[0].root[0].selectedIndex"),
    (#"{ pageControl: "P", pages: @ }"#, "screens[0].root[0].pages"),
    (#"{ pageControl: "P", page: @ }"#, "screens[0].root[0].page"),
    (#"{ header: "H", level: @ }"#, "screens[0].root[0].level"),
  ]

  static let badNumbers = [
    "NaN", "+NaN", "-NaN", "Infinity", "+Infinity", "-Infinity", "1e400", "-1e400", "1e308",
    "-1e308", "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "123456789012345678901234567890",
  ]

  @Test("a non-finite or huge number in every numeric position gives one precise error",
    arguments: LoaderRobustnessTests.badNumbers)
  func badNumber(_ literal: String) {
    for (template, path) in LoaderRobustnessTests.numericPositions {
      let isDevice = template.hasPrefix("device")
      let filled = template.replacingOccurrences(of: "@", with: literal)
      let text = """
        { format: "axsim-scene/1", \(isDevice ? filled : "")
          screens: [{ id: "main", root: [\(isDevice ? "\"x\"" : filled)] }] }
        """
      let outcome = LoadOutcome(Array(text.utf8), name: "numbers.json5")
      guard let error = outcome.error else {
        Issue.record("\(literal) at \(path) loaded")
        continue
      }
      #expect(outcome.problems.isEmpty, "\(outcome.text)")
      #expect(error.diagnostics.count == 1, "\(literal) at \(path):\n\(outcome.text)")
      #expect(error.diagnostics.first?.path == path, "\(literal) at \(path):\n\(outcome.text)")
      #expect(error.diagnostics.first?.message.contains("'\(literal)'") == true, "\(literal) at \(path):\n\(outcome.text)")
    }
  }
}
