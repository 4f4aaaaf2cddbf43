import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import Testing

/// Every scene in Scenes/ loads, and its reading order and a scripted session match the
/// transcripts kept in Transcripts/ (reviewed like code in pull requests).
@Suite struct SceneTranscriptTests {
  static let scenes: [String] = {
    let dir = repositoryRoot.appendingPathComponent("Scenes")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return files.filter { $0.hasSuffix(".json5") }.map { String($0.dropLast(6)) }.sorted()
  }()

  static let commands = HeadlessCommands(environment: Environment(
    readFile: { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) },
    readStandardInput: { [] }))

  static func path(_ scene: String) -> String {
    repositoryRoot.appendingPathComponent("Scenes/\(scene).json5").path
  }

  /// Messages name the file relative to the repository, so snapshots do not depend on the checkout path.
  static func relative(_ s: String) -> String {
    s.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
  }

  @Test func thereAreScenes() {
    #expect(Self.scenes.count >= 15)
    #expect(Self.scenes.contains("demo"))
  }

  @Test(arguments: scenes)
  func readingOrder(_ scene: String) {
    var o = Options()
    o.scenes = [Self.path(scene)]
    let out = Self.commands.speak(o)
    #expect(out.status == 0, "\(out.stderr)")
    assertSnapshot(Self.relative(out.stdout + out.stderr), file: "\(scene).speak.txt", folder: "Transcripts")
  }

  @Test(arguments: scenes)
  func scriptedSession(_ scene: String) throws {
    let keys = repositoryRoot.appendingPathComponent("Tests/AxsimCommandLineTests/Transcripts/\(scene).keys")
    #expect(FileManager.default.fileExists(atPath: keys.path), "every scene needs a Transcripts/\(scene).keys script")
    var o = Options()
    o.scenes = [Self.path(scene)]
    o.script = keys.path
    let out = Self.commands.run(o)
    #expect(out.status == 0, "\(out.stderr)")
    assertSnapshot(Self.relative(out.stdout), file: "\(scene).run.txt", folder: "Transcripts")
    var json = o
    json.format = .json
    let jsonOut = Self.commands.run(json)
    let parsed = try JSONSerialization.jsonObject(with: Data(jsonOut.stdout.utf8)) as? [String: Any]
    #expect((parsed?["utterances"] as? [Any])?.isEmpty == false)
  }

  /// Switch Control's scan order and Full Keyboard Access's Tab order.
  @Test(arguments: scenes)
  func scanAndTabOrders(_ scene: String) throws {
    for (technology, suffix) in [(Technology.switchControl, "sc"), (.fullKeyboardAccess, "fka")] {
      var o = Options()
      o.scenes = [Self.path(scene)]
      o.technology = technology
      let out = Self.commands.speak(o)
      #expect(out.status == 0, "\(out.stderr)")
      assertSnapshot(Self.relative(out.stdout), file: "\(scene).\(suffix).speak.txt", folder: "Transcripts")
      o.format = .json
      let json = Self.commands.speak(o)
      #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any], "\(suffix) speak --format json is not JSON")
    }
  }

  /// A scripted Switch Control session and a keyboard session per scene.
  @Test(arguments: scenes)
  func switchAndKeyboardSessions(_ scene: String) throws {
    for (technology, suffix) in [(Technology.switchControl, "sc"), (.fullKeyboardAccess, "fka")] {
      let keys = repositoryRoot.appendingPathComponent("Tests/AxsimCommandLineTests/Transcripts/\(scene).\(suffix).keys")
      #expect(FileManager.default.fileExists(atPath: keys.path), "every scene needs a Transcripts/\(scene).\(suffix).keys script")
      var o = Options()
      o.scenes = [Self.path(scene)]
      o.script = keys.path
      o.technology = technology
      let out = Self.commands.run(o)
      #expect(out.status == 0, "\(out.stderr)")
      assertSnapshot(Self.relative(out.stdout), file: "\(scene).\(suffix).run.txt", folder: "Transcripts")
    }
  }

  /// Voice Control: the numbered items with their names, phrases and problems
  /// (`NAME.vc.speak.txt`), and a spoken session (`NAME.vc.keys` → `NAME.vc.run.txt`).
  @Test(arguments: scenes)
  func voiceControlSession(_ scene: String) throws {
    var o = Options()
    o.scenes = [Self.path(scene)]
    o.technology = .voiceControl
    let speak = Self.commands.speak(o)
    #expect(speak.status == 0, "\(speak.stderr)")
    assertSnapshot(Self.relative(speak.stdout), file: "\(scene).vc.speak.txt", folder: "Transcripts")
    let keys = repositoryRoot.appendingPathComponent("Tests/AxsimCommandLineTests/Transcripts/\(scene).vc.keys")
    #expect(FileManager.default.fileExists(atPath: keys.path), "every scene needs a Transcripts/\(scene).vc.keys script")
    o.script = keys.path
    let out = Self.commands.run(o)
    #expect(out.status == 0, "\(out.stderr)")
    assertSnapshot(Self.relative(out.stdout), file: "\(scene).vc.run.txt", folder: "Transcripts")
  }

  /// What each element costs with each technology.
  @Test(arguments: scenes)
  func reachTable(_ scene: String) throws {
    var o = Options()
    o.scenes = [Self.path(scene)]
    let out = Self.commands.reach(o)
    #expect(out.status == 0, "\(out.stderr)")
    assertSnapshot(Self.relative(out.stdout), file: "\(scene).reach.txt", folder: "Transcripts")
    o.format = .json
    let json = try JSONSerialization.jsonObject(with: Data(Self.commands.reach(o).stdout.utf8)) as? [String: Any]
    #expect(json?["format"] as? String == "axsim-reach/1")
  }

  /// Scenes with a `Transcripts/NAME.settings` file are also recorded with other settings:
  /// each line `SUFFIX: FLAGS` (such as `ax3: --content-size AX3`) records the reading
  /// order (`NAME.SUFFIX.speak.txt`) and the VoiceOver session of `NAME.keys`
  /// (`NAME.SUFFIX.run.txt`) with those flags, parsed as the command line parses them. Those
  /// scenes also record `axsim variants` (`NAME.variants.txt`).
  static let settingsRuns: [String] = scenes.filter {
    FileManager.default.fileExists(atPath: transcripts.appendingPathComponent("\($0).settings").path)
  }

  static let transcripts = repositoryRoot.appendingPathComponent("Tests/AxsimCommandLineTests/Transcripts")

  @Test(arguments: settingsRuns)
  func otherSettings(_ scene: String) throws {
    let text = try String(contentsOf: Self.transcripts.appendingPathComponent("\(scene).settings"), encoding: .utf8)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: ":", maxSplits: 1)
      try #require(parts.count == 2, "\(scene).settings: write each line as SUFFIX: FLAGS")
      let suffix = String(parts[0])
      let flags = parts[1].split(separator: " ").map(String.init)
      for command in ["speak", "run"] {
        var args = [command, Self.path(scene)] + flags
        if command == "run" { args += ["--script", Self.transcripts.appendingPathComponent("\(scene).keys").path] }
        guard case .success(let invocation) = ArgumentParser.parse(args) else {
          Issue.record("\(scene).settings: bad flags \(flags)")
          continue
        }
        let out = Self.commands.execute(invocation)
        #expect(out.status == 0, "\(out.stderr)")
        assertSnapshot(Self.relative(out.stdout + out.stderr), file: "\(scene).\(suffix).\(command).txt", folder: "Transcripts")
      }
    }
    var o = Options()
    o.scenes = [Self.path(scene)]
    let variants = Self.commands.variants(o)
    #expect(variants.status == 0, "\(variants.stderr)")
    assertSnapshot(Self.relative(variants.stdout), file: "\(scene).variants.txt", folder: "Transcripts")
    o.format = .json
    let json = try JSONSerialization.jsonObject(with: Data(Self.commands.variants(o).stdout.utf8)) as? [String: Any]
    #expect(json?["format"] as? String == "axsim-variants/1")
  }

  @Test func beforeAndAfterPairsShowTheDifference() {
    func stops(_ scene: String) -> String? {
      var o = Options()
      o.scenes = [Self.path(scene)]
      return Self.commands.speak(o).stdout.split(separator: "\n").first.map { String($0.split(separator: "·").last ?? "").trimmingCharacters(in: .whitespaces) }
    }
    #expect(stops("attachment-row-before") == "5 stops")
    #expect(stops("attachment-row-after") == "1 stop")
    #expect(stops("modal-no-trap") == "6 stops")
    #expect(stops("modal-trap") == "3 stops")
    func scan(_ scene: String, _ technology: Technology) -> String {
      var o = Options()
      o.scenes = [Self.path(scene)]
      o.technology = technology
      return String(Self.commands.speak(o).stdout.split(separator: "\n").first?.split(separator: "·").last ?? "").trimmingCharacters(in: .whitespaces)
    }
    #expect(scan("action-row-before", .switchControl) == "6 items, 6 stops at the top level")
    #expect(scan("action-row-after", .switchControl) == "2 items, 2 stops at the top level")
    #expect(scan("attachment-row-before", .switchControl) == "2 items, 2 stops at the top level")
    #expect(scan("modal-trap", .fullKeyboardAccess) == "1 focusable item in 1 Tab stop")
    #expect(scan("modal-no-trap", .fullKeyboardAccess) == "3 focusable items in 3 Tab stops")
  }

  @Test func theDemoCompiledIntoTheBinaryMatchesScenesDemo() throws {
    let file = try String(contentsOf: repositoryRoot.appendingPathComponent("Scenes/demo.json5"), encoding: .utf8)
    #expect(file == DemoScene.source + "\n" || file == DemoScene.source, "Scenes/demo.json5 changed: run .ci/sync-demo")
  }
}

@Suite struct ReadmeExampleTests {
  @Test func theReadmeSceneExampleLoads() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "```json5\n"), let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex) else {
      Issue.record("README.md has no json5 example")
      return
    }
    let example = String(readme[start.upperBound..<end.lowerBound])
    let result = HeadlessCommandTestsSupport.load(example)
    #expect(result == nil, "the README example fails to load:\n\(result ?? "")")
  }
}

enum HeadlessCommandTestsSupport {
  /// Loads scene text; nil when it loads, else the error text.
  static func load(_ text: String) -> String? {
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(text.utf8) }, readStandardInput: { [] }))
    var o = Options()
    o.scenes = ["README.md example"]
    let out = commands.check(o)
    return out.status == 0 ? nil : out.stdout
  }
}
