import AssistiveTechnologies
import InspectorCore
import SceneModel
import Synchronization
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Saving (`w`): where the files go, the banner's short path, and the header every saved
/// file opens with.
@Suite struct SaveTests {
  final class Files: Sendable {
    let written = Mutex<[(String, String)]>([])
  }

  func save(_ state: AppState) throws -> (Session, [(String, String)]) {
    let files = Files()
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30), events: [.key(try KeyPress.parse("w"))])
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: [])) }, fileStamp: { _ in nil },
      writeFile: { path, text in files.written.withLock { $0.append((path, text)) } },
      timestamp: { "20261201-101500-000" })
    environment.dateText = { "2026-12-01 10:15:00 UTC" }
    environment.displayPath = { SaveLocation.shortPath($0, cwd: "/work/app", home: "/home/ana") }
    let session = Session(state: state, terminal: terminal, environment: environment)
    _ = session.run()
    return (session, files.written.withLock { $0 })
  }

  @Test func everySavedFileStartsWithTheHeader() throws {
    var state = try demoState(size: Size(width: 100, height: 30), commands: [.next])
    state.saveDirectory = "/work/app/Scenes/axsim-transcripts"
    state.warnings = [SceneWarning(line: "demo.json5:4:3: warning: screens[0]: a warning")]
    let (session, files) = try save(state)
    #expect(files.map(\.0) == [
      "/work/app/Scenes/axsim-transcripts/axsim-transcript-20261201-101500-000.md",
      "/work/app/Scenes/axsim-transcripts/axsim-transcript-20261201-101500-000.jsonl",
    ])
    #expect(session.state.banner?.text == "Saved Scenes/axsim-transcripts/axsim-transcript-20261201-101500-000.md and .jsonl")
    let markdown = try #require(files.first?.1)
    #expect(markdown.hasPrefix("# axsim session\n\n- Scene: `Scenes/demo.json5`\n- Screen: `inbox (Inbox)`\n- Date: 2026-12-01 10:15:00 UTC\n- Technology: VoiceOver\n"))
    #expect(markdown.contains("- Settings: iOS 26; Speak Hints on; Text size L; Larger Accessibility Sizes on; Reduce Motion off;"))
    #expect(markdown.contains("Appearance light; Switch Control "))
    #expect(markdown.contains("- Warnings (1):\n  - `demo.json5:4:3: warning: screens[0]: a warning`\n"))
    #expect(markdown.contains("\n## Transcript: "), "the transcript's title sits under the header")
    let jsonl = try #require(files.last?.1)
    let first = try #require(jsonl.split(separator: "\n").first)
    #expect(first.hasPrefix(#"{"format":"axsim-session/1","scene":"Scenes/demo.json5","screen":"inbox (Inbox)","date":"2026-12-01 10:15:00 UTC","technology":"VoiceOver","settings":{"iOS":"26","Speak Hints":"on","Text size":"L""#))
    #expect(first.hasSuffix(#""warnings":["demo.json5:4:3: warning: screens[0]: a warning"]}"#))
  }

  @Test func withoutADirectoryTheBannerSaysTheWorkingDirectory() throws {
    var state = try demoState(size: Size(width: 100, height: 30))
    state.saveDirectory = nil
    let (session, files) = try save(state)
    #expect(files.first?.0 == "axsim-transcript-20261201-101500-000.md")
    #expect(session.state.banner?.text.hasSuffix("(in the working directory)") == true)
  }

  @Test func theDefaultDirectoryIsBesideTheSceneOrTheDataDirectory() {
    let env = ["HOME": "/home/ana"]
    #expect(SaveLocation.defaultDirectory(scenePath: "Scenes/login.json5", environment: env) == "Scenes/axsim-transcripts")
    #expect(SaveLocation.defaultDirectory(scenePath: "login.json5", environment: env) == "./axsim-transcripts")
    #expect(SaveLocation.defaultDirectory(scenePath: "/tmp/a.json5", environment: env) == "/tmp/axsim-transcripts")
    #expect(SaveLocation.defaultDirectory(scenePath: nil, environment: env) == "/home/ana/.local/share/axsim")
    #expect(SaveLocation.defaultDirectory(scenePath: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"]) == "/data/axsim")
    #expect(SaveLocation.defaultDirectory(scenePath: nil, environment: [:]) == nil)
    #expect(SaveLocation.shortPath("/work/app/x/y.md", cwd: "/work/app", home: "/home/ana") == "x/y.md")
    #expect(SaveLocation.shortPath("/home/ana/.local/share/axsim/t.md", cwd: "/work/app", home: "/home/ana") == "~/.local/share/axsim/t.md")
    #expect(SaveLocation.shortPath("./axsim-transcripts/t.md", cwd: "/work/app", home: nil) == "axsim-transcripts/t.md")
  }
}
