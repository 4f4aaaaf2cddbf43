import AxsimCommandLine
import Foundation
import Testing

/// `--ios` and `settings.iosVersion`: which versions exist, what a bad one says, and where
/// the version is recorded.
@Suite struct IOSVersionCommandLineTests {
  static let scene = #"{ format: "axsim-scene/1", settings: { iosVersion: 17 }, screens: [{ id: "s", root: { vstack: [{ element: "Mode", traits: ["button", "switchButton"], value: "Auto" }] } }] }"#
  static let badScene = #"{ format: "axsim-scene/1", settings: { iosVersion: 15 }, screens: [{ id: "s", root: { vstack: [{ element: "Mode", traits: ["button", "switchButton"], value: "Auto" }] } }] }"#

  func run(_ args: [String], scene: String = Self.scene) -> CommandOutput {
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(scene.utf8) }, readStandardInput: { [] }))
    switch ArgumentParser.parse(args) {
    case .success(let invocation): return commands.execute(invocation)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func badVersionsListTheGoodOnes() {
    #expect(run(["speak", "a.json5", "--ios", "15"]).stderr == "axsim: error: unknown iOS version '15'; use 12, 13, 16, 17, 18 or 26 (the versions whose VoiceOver speech the reference records)\nRun 'axsim speak --help' for usage.")
    #expect(run(["run", "a.json5", "--keys", "next", "--ios"]).stderr == "axsim: error: '--ios' needs a value; use --ios 12, 13, 16, 17, 18 or 26\nRun 'axsim run --help' for usage.")
    let out = run(["speak", "a.json5"], scene: Self.badScene)
    #expect(out.status == 2)
    #expect(out.stderr == "a.json5:1:52: error: settings.iosVersion: unknown iOS version '15'; use 12, 13, 16, 17, 18 or 26 (the versions whose VoiceOver speech the reference records)\n1 error\n")
  }

  @Test func theFlagOverridesTheSceneAndHeadersNameIt() {
    // The scene asks for 17, which speaks a custom switch's other value; 16 drops it.
    #expect(run(["speak", "a.json5"]).stdout == "a.json5 · screen 's' · iOS 17 · 1 stop\n  1. Mode. Switch Button. Auto. Double tap to toggle setting.\n")
    #expect(run(["speak", "a.json5", "--ios", "16.4"]).stdout == "a.json5 · screen 's' · iOS 16 · 1 stop\n  1. Mode. Switch Button. Double tap to toggle setting.\n")
    #expect(run(["speak", "a.json5", "--ios", "26"]).stdout == "a.json5 · screen 's' · 1 stop\n  1. Mode. Switch Button. Auto. Double tap to toggle setting.\n")
  }

  @Test func jsonTranscriptsRecordTheVersion() {
    let out = run(["run", "a.json5", "--keys", "next", "--format", "json", "--ios", "13"]).stdout
    #expect(out.hasPrefix(#"{"format":"axsim-transcript/1","scene":"a.json5","screen":"s","technology":"voiceover","iosVersion":13,"settings":{"iosVersion":13},"utterances":["#))
    let atDefault = run(["run", "a.json5", "--keys", "next", "--format", "json", "--ios", "26"]).stdout
    #expect(atDefault.hasPrefix(#"{"format":"axsim-transcript/1","scene":"a.json5","screen":"s","technology":"voiceover","iosVersion":26,"settings":{},"utterances":["#))
  }
}
