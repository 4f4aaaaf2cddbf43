import AxsimCommandLine
import Foundation
import SceneModel
import Testing

/// `axsim import`'s command line: its flags, and every way it can fail, with exact messages.
@Suite struct ImportCommandTests {
  static func run(_ arguments: [String]) -> CommandOutput { SampleImportTests.run(arguments) }

  @Test func formatAndOut() throws {
    guard case .success(.importDump(let o)) = ArgumentParser.parse(["import", "a.txt", "--format", "appium", "--out", "a.json5"]) else {
      Issue.record("did not parse")
      return
    }
    #expect(o.dumpFormat == .appium)
    #expect(o.outputFile == "a.json5")
    guard case .success(.importDump(let auto)) = ArgumentParser.parse(["import", "a.txt", "--format=auto"]) else {
      Issue.record("did not parse")
      return
    }
    #expect(auto.dumpFormat == nil)
  }

  @Test func badCommandLines() {
    #expect(Self.run(["import"]).stderr == "axsim: error: 'import' needs a dump file; for example: axsim import login.txt --out login.json5\nRun 'axsim import --help' for usage.\n")
    #expect(Self.run(["import", "a", "b"]).stderr == "axsim: error: 'import' takes one dump file, found 2; for example: axsim import login.txt --out login.json5\nRun 'axsim import --help' for usage.\n")
    #expect(Self.run(["import", "a", "--format", "xcuitst"]).stderr == "axsim: error: unknown dump format 'xcuitst'; did you mean 'xcuitest'?\nRun 'axsim import --help' for usage.\n")
    #expect(Self.run(["import", "a", "--format", "json"]).stderr == "axsim: error: unknown dump format 'json'; use auto, xcuitest, appium, idb\nRun 'axsim import --help' for usage.\n")
    #expect(Self.run(["import", "a", "--out="]).stderr == "axsim: error: '--out' needs a file name; for example --out login.json5\nRun 'axsim import --help' for usage.\n")
    #expect(Self.run(["import", "a", "--keys", "next"]).status == 2)
    #expect(Self.run(["help", "import"]).stdout == Help.importDump)
    #expect(Self.run(["import", "--help"]).stdout == Help.importDump)
  }

  @Test func filesThatCannotBeImported() throws {
    #expect(Self.run(["import", "no-such-file.txt"]).stderr == "no-such-file.txt: error: cannot read the file (no such file); check the path\n")
    let scene = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-import-scene-\(UUID().uuidString).json5")
    defer { try? FileManager.default.removeItem(at: scene) }
    try #"{ format: "axsim-scene/1", screens: [{ root: { vstack: [] } }] }"#.write(to: scene, atomically: true, encoding: .utf8)
    let out = Self.run(["import", scene.path])
    #expect(out.status == 2)
    #expect(out.stderr.hasSuffix(": error: this is already a scene file; open it with axsim, or check it with axsim check\n"))
    let text = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-import-text-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: text) }
    try "Dear diary,\nnothing here is a dump.\n".write(to: text, atomically: true, encoding: .utf8)
    #expect(Self.run(["import", text.path]).stderr.hasSuffix(":1:1: error: this is not a hierarchy dump axsim recognises (it reads XCUITest text (debugDescription), Appium/WebDriverAgent XML or idb JSON); name the format with --format xcuitest, appium or idb, or open it as a scene\n"))
    #expect(Self.run(["import", text.path, "--format", "xcuitest"]).stderr.hasSuffix(":1:1: error: no element could be read from this XCUITest dump; check that the file is an XCUITest dump (Docs/Import.md), or name another format with --format\n"))
  }

  @Test func outWritesTheSceneAsAFile() throws {
    let out = Self.run(["import", "xcui-xquitestdemo-1.txt", "--out", "demo.json5"])
    #expect(out.status == 0)
    #expect(out.stdout.isEmpty)
    #expect(out.files.map(\.path) == ["demo.json5"])
    #expect(out.files.first?.text == Self.run(["import", "xcui-xquitestdemo-1.txt"]).stdout)
    #expect(out.stderr.hasSuffix("axsim import: wrote demo.json5\n"))
  }

  @Test func reportAndVariantsTakeADump() throws {
    let report = Self.run(["report", "xcui-xquitestdemo-1.txt", "--out", "/tmp/axsim-report-test"])
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.files.first?.text.contains(#"Scene: xcui\-xquitestdemo\-1\.txt \(imported from an XCUITest dump\)"#) == true)
  }
}
