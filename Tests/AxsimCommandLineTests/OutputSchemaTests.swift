import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import SpeechAudio
import Testing

/// The JSON that `speak` (each technology), `run`, `check`, `reach` and `variants` print validates against the schemas in
/// Docs/Schemas with a real JSON Schema validator (Python's jsonschema), for every scene in
/// Scenes/ and every technology, so the documented formats cannot drift from the output.
@Suite struct OutputSchemaTests {
  static let commands = HeadlessCommands(environment: Environment(
    readFile: { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0, relativeTo: repositoryRoot))) },
    readStandardInput: { [] }))

  /// Validates the files; installs jsonschema into the build folder when the machine lacks it.
  func validate(_ files: [URL]) -> (Int32, String) {
    let setup = "PYTHONPATH=.build/pydeps python3 -c 'import jsonschema, rfc3987' 2>/dev/null || python3 -m pip install --quiet --target .build/pydeps jsonschema rfc3987"
    let (setupStatus, setupOutput) = shell(setup)
    #expect(setupStatus == 0, "could not install jsonschema: \(setupOutput)")
    return shell("PYTHONPATH=.build/pydeps python3 Docs/Schemas/validate-output.py " + files.map { "'\($0.path)'" }.joined(separator: " "))
  }

  func outputs() throws -> (URL, [URL]) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    var files: [URL] = []
    func save(_ name: String, _ out: CommandOutput) throws {
      #expect(out.status == 0 || name.hasPrefix("check"), "\(name): \(out.stderr)")
      let url = dir.appendingPathComponent(name)
      try out.stdout.write(to: url, atomically: true, encoding: .utf8)
      files.append(url)
    }
    let scenes = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Scenes").path)
      .filter { $0.hasSuffix(".json5") }.sorted()
    #expect(scenes.count >= 15)
    for file in scenes {
      let scene = String(file.dropLast(6))
      var o = Options()
      o.scenes = ["Scenes/\(file)"]
      o.format = .json
      try save("\(scene).order.json", Self.commands.speak(o))
      var large = o
      large.contentSize = .accessibilityExtraExtraExtraLarge
      large.displayChanges = ["dark": true, "reduceMotion": true]
      try save("\(scene).ax5.order.json", Self.commands.speak(large))
      var scan = o
      scan.technology = .switchControl
      try save("\(scene).scan.json", Self.commands.speak(scan))
      scan.switchSettings.autoScanTime = 1.5
      scan.switchSettings.groupItems = false
      try save("\(scene).scan-flat.json", Self.commands.speak(scan))
      var focus = o
      focus.technology = .fullKeyboardAccess
      try save("\(scene).focus.json", Self.commands.speak(focus))
      var voice = o
      voice.technology = .voiceControl
      try save("\(scene).voice.json", Self.commands.speak(voice))
      try save("\(scene).reach.json", Self.commands.reach(o))
      try save("\(scene).ax5.reach.json", Self.commands.reach(large))
      try save("\(scene).variants.json", Self.commands.variants(o))
      for (suffix, technology) in [("", Technology.voiceOver), (".sc", .switchControl), (".fka", .fullKeyboardAccess), (".vc", .voiceControl)] {
        let keys = "Tests/AxsimCommandLineTests/Transcripts/\(scene)\(suffix).keys"
        guard FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(keys).path) else { continue }
        var r = o
        r.script = keys
        r.technology = technology
        try save("\(scene)\(suffix).run.json", Self.commands.run(r))
      }
    }
    // run --audio's step times (OUT.wav.json), with speech of made-up length so no engine is needed.
    var walk = Options()
    walk.scenes = ["Scenes/demo.json5"]
    walk.keys = "next next activate wait 1s escape"
    walk.audio.file = dir.appendingPathComponent("walk.wav").path
    var withAudio = Self.commands
    withAudio.audio = AudioSupport(synthesizer: { .success(SilentSynthesizer()) }, compress: { _ in nil })
    let audioOutput = withAudio.run(walk)
    #expect(audioOutput.status == 0, "\(audioOutput.stderr)")
    if let marks = audioOutput.files.last {
      let url = dir.appendingPathComponent("walk.wav.json")
      try Data(marks.bytes).write(to: url)
      files.append(url)
    }
    var check = Options()
    check.format = .json
    check.strict = true
    check.scenes = scenes.map { "Scenes/\($0)" } + ["Tests/SceneModelTests/BrokenScenes/uikit-swiftui-names.json5", "missing.json5"]
    try save("check.json", Self.commands.check(check))
    var audit = Options()
    audit.scenes = scenes.map { "Scenes/\($0)" }
    audit.audit.format = .json
    try save("audit.json", Self.commands.audit(audit))
    audit.audit.format = .sarif
    try save("audit.sarif", Self.commands.audit(audit))
    return (dir, files)
  }

  @Test func everyJSONFormatValidatesAgainstItsSchema() throws {
    let (dir, files) = try outputs()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(files.count > 50)
    let (status, output) = validate(files)
    #expect(status == 0, "\(output)")
    #expect(output.contains("\(files.count) documents valid"), "\(output)")
  }

  @Test func theSchemasRejectADocumentThatLacksAField() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var o = Options()
    o.scenes = ["Scenes/demo.json5"]
    o.format = .json
    let order = Self.commands.speak(o).stdout.replacingOccurrences(of: ",\"hintSpoken\":false", with: "")
    let url = dir.appendingPathComponent("order.json")
    try order.write(to: url, atomically: true, encoding: .utf8)
    let (status, output) = validate([url])
    #expect(status == 1)
    #expect(output.contains("stops[0]: 'hintSpoken' is a required property"), "\(output)")
  }
}

/// Speech of made-up length (silence, 0.06 s a character), for tests that need audio's
/// timing but not its sound.
struct SilentSynthesizer: SpeechSynthesizer {
  var sampleRate: Int { 8000 }
  func synthesize(_ text: String, voice: Voice, shouldContinue: @escaping () -> Bool) throws(AudioProblem) -> SpokenClip {
    var words: [WordMark] = [WordMark(character: 0, sample: 0)]
    for (i, c) in text.enumerated() where c == " " { words.append(WordMark(character: i + 1, sample: (i + 1) * 480)) }
    return SpokenClip(samples: [Int16](repeating: 0, count: text.count * 480), sampleRate: sampleRate, words: words)
  }
}
