import Foundation
import Testing

@testable import SceneModel

// The corpus of broken scenes: every `NAME.json5` in BrokenScenes/ must fail to load with
// exactly the lines in `NAME.expected` (the file name in the messages is the bare `NAME.json5`).
//
// To (re)write the expected files after a deliberate change to the messages:
//
//     RECORD_EXPECTED=1 swift test --filter BrokenScene
//
// then review the diff. Recording fails the run, so that nobody records by accident.

/// The scene files kept beside this source file.
enum SceneCorpus {
  static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  static let broken = folder.appendingPathComponent("BrokenScenes")
  static let nastyButValid = folder.appendingPathComponent("NastyButValidScenes")

  /// The `.json5` file names in `directory`, sorted.
  static func sceneNames(in directory: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json5") }.sorted()
  }

  static func bytes(of name: String, in directory: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  /// `NAME.expected` for `NAME.json5`.
  static func expectedURL(for name: String) -> URL {
    broken.appendingPathComponent(String(name.dropLast(".json5".count)) + ".expected")
  }

  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_EXPECTED"] == "1" }
}

/// Checks the shape of rendered diagnostics: `FILE:LINE:COLUMN: error|warning: ...`, one per
/// line, with no character that could drive a terminal.
enum DiagnosticLines {
  /// What is wrong with the lines of `text`, one entry per problem (empty when all is well).
  static func problems(in text: String) -> [String] {
    var result: [String] = []
    if text.isEmpty { return ["no diagnostic lines at all"] }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.wholeMatch(of: #/[^:]+:\d+:\d+: (error|warning): .*/#) == nil {
        result.append("badly formed line: \(line.debugDescription)")
      }
      if let c = line.unicodeScalars.first(where: isUnsafe) {
        result.append("line holds U+\(String(c.value, radix: 16, uppercase: true)): \(line.debugDescription)")
      }
    }
    return result
  }

  /// C0 and C1 controls (ESC, BEL, NUL, ...), DEL, and the bidirectional overrides and isolates.
  static func isUnsafe(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v)
  }
}

@Suite("Broken scenes")
struct BrokenSceneTests {
  @Test("the corpus has at least 40 broken scenes, each with its expected messages")
  func corpusIsComplete() throws {
    let scenes = SceneCorpus.sceneNames(in: SceneCorpus.broken)
    #expect(scenes.count >= 40, "only \(scenes.count) broken scenes in \(SceneCorpus.broken.path)")
    let files = try FileManager.default.contentsOfDirectory(atPath: SceneCorpus.broken.path)
    for file in files.sorted() where file.hasSuffix(".expected") {
      let scene = String(file.dropLast(".expected".count)) + ".json5"
      #expect(scenes.contains(scene), "\(file) has no \(scene) beside it")
    }
  }

  @Test("a broken scene fails with exactly the expected messages",
    arguments: SceneCorpus.sceneNames(in: SceneCorpus.broken))
  func brokenScene(_ name: String) throws {
    let bytes = try SceneCorpus.bytes(of: name, in: SceneCorpus.broken)
    let actual: String
    do {
      let loaded = try SceneLoader.load(bytes: bytes, name: name)
      Issue.record("\(name) loaded (\(loaded.scene.elements.count) elements), but it is a broken scene")
      return
    } catch {
      #expect(!error.diagnostics.isEmpty, "\(name): the load failed without a diagnostic")
      #expect(error.diagnostics.contains { $0.severity == .error }, "\(name): failed with warnings only")
      actual = error.description
    }
    for problem in DiagnosticLines.problems(in: actual) {
      Issue.record("\(name): \(problem)")
    }
    let url = SceneCorpus.expectedURL(for: name)
    if SceneCorpus.isRecording {
      try Data((actual + "\n").utf8).write(to: url)
      Issue.record("recorded \(url.lastPathComponent); unset RECORD_EXPECTED and review the diff")
      return
    }
    guard let data = try? Data(contentsOf: url) else {
      Issue.record("\(name) has no \(url.lastPathComponent); run RECORD_EXPECTED=1 swift test --filter BrokenScene")
      return
    }
    var expected = String(decoding: data, as: UTF8.self)
    if expected.hasSuffix("\n") { expected.removeLast() }
    #expect(actual == expected, "\(name): the messages changed")
  }

  @Test("a nasty but valid scene loads, and its warnings are safe to print",
    arguments: SceneCorpus.sceneNames(in: SceneCorpus.nastyButValid))
  func nastyButValidScene(_ name: String) throws {
    let bytes = try SceneCorpus.bytes(of: name, in: SceneCorpus.nastyButValid)
    let loaded: SceneLoader.Loaded
    do {
      loaded = try SceneLoader.load(bytes: bytes, name: name)
    } catch {
      Issue.record("\(name) did not load:\n\(error.description)")
      return
    }
    #expect(!loaded.scene.screens.isEmpty)
    #expect(!loaded.warnings.contains { $0.severity == .error })
    let lines = loaded.warnings.map { DiagnosticFormatter.line(for: $0, file: name, source: loaded.source) }
    if !lines.isEmpty {
      for problem in DiagnosticLines.problems(in: lines.joined(separator: "\n")) {
        Issue.record("\(name): \(problem)")
      }
    }
    // Any element's text quoted in a message comes out without control characters.
    for e in loaded.scene.elements {
      let d = Diagnostic(
        offset: e.sourceOffset, path: loaded.scene.path(of: e), message: "label \(Sanitize.quote(e.label ?? ""))",
        fix: "id \(Sanitize.quote(e.id ?? ""))")
      let line = DiagnosticFormatter.line(for: d, file: name, source: loaded.source)
      #expect(DiagnosticLines.problems(in: line).isEmpty, "\(name): \(line.debugDescription)")
    }
  }

  @Test("nasty values survive loading unchanged")
  func nastyValuesSurvive() throws {
    func load(_ name: String) throws -> Scene {
      try SceneLoader.load(
        bytes: try SceneCorpus.bytes(of: name + ".json5", in: SceneCorpus.nastyButValid),
        name: name + ".json5"
      ).scene
    }
    func element(_ scene: Scene, _ id: String) -> Element? { scene.ids[id].map { scene.elements[$0] } }

    let control = try load("control-chars-in-label")
    #expect(element(control, "alarm")?.label == "\u{1B}[31mRed\u{1B}[0m alarm\u{07}")
    #expect(element(control, "alarm")?.hint == "\u{1B}]0;title\u{07}")

    let raw = try load("raw-control-chars-in-label")
    #expect(element(raw, "raw")?.label == "\u{1B}[31mRed\u{1B}[0m\u{07}\u{7F}\u{85}\u{9B}")

    let nul = try load("nul-in-label")
    #expect(nul.elements.contains { $0.label == "before\u{0}after\u{0}end" })

    let rtl = try load("rtl-override")
    #expect(element(rtl, "\u{202E}evil")?.label == "\u{202E}gnp.exe")

    let cjk = try load("cjk-emoji-combining")
    #expect(element(cjk, "回复")?.label == "👩🏽‍💻 Reply 🏳️‍🌈")
    #expect(cjk.elements.contains { $0.label == "e\u{301} n\u{303} Z\u{351}\u{352}\u{353}\u{354}a\u{355}\u{356}l\u{357}g\u{358}o\u{359}" })

    let long = try load("long-label")
    #expect(long.elements.contains { $0.label?.count == 10_000 })

    let screens = try load("thousand-screens")
    #expect(screens.screens.count == 1_000)
    #expect(Set(screens.screens.map(\.id)).count == 1_000)

    let siblings = try load("five-thousand-siblings")
    #expect(siblings.elements[siblings.screens[0].root].children.count == 5_000)

    let deep = try load("deep-but-allowed")
    #expect(deep.elements.contains { $0.label == "Deep" })

    let extremes = try load("json5-extremes")
    #expect(extremes.title == "It's \"quoted\" Aé😀 continued")
    #expect(extremes.device.width == 393)
    #expect(extremes.device.safeAreaTop == 50)
  }

  @Test("a message never carries a control character from the input")
  func messagesAreSanitized() {
    let nasty = "\u{1B}[2J\u{07}\u{0}\u{7F}\u{9B}\u{202E}\u{2066}"
    let d = Diagnostic(offset: 0, path: "a.'\(nasty)'", message: "unknown key \(Sanitize.quote(nasty))", fix: nasty)
    let line = DiagnosticFormatter.line(for: d, file: "x\(nasty).json5", source: SourceText(bytes: Array("{}".utf8)))
    #expect(DiagnosticLines.problems(in: line).isEmpty, "\(line.debugDescription)")
    #expect(line.contains("U+001B[2JU+0007U+0000U+007FU+009BU+202EU+2066"))
  }
}
