import AxsimCommandLine
import Foundation
import SceneImport
import SceneModel
import Testing

/// The real dumps in `Samples/` (captured from running apps by other people; provenance in
/// `Samples/SOURCES.md`), through the commands a user runs: `axsim import` writes a scene
/// that `axsim check` passes, and every command reads the dump itself.
@Suite struct SampleImportTests {
  static let commands = HeadlessCommands(environment: Environment(
    readFile: { path in
      try BoundedFileReader.read(path: path.hasPrefix("/") ? path : samplesDirectory.appendingPathComponent(path).path, limit: BoundedFileReader.sceneLimit)
    },
    readStandardInput: { [] }))

  static func run(_ arguments: [String]) -> CommandOutput {
    switch ArgumentParser.parse(arguments) {
    case .success(let invocation): return commands.execute(invocation)
    case .failure(let e): return CommandOutput(stderr: e.description + "\n", status: CommandOutput.badInput)
    }
  }

  /// Each iOS or macOS sample, the labels of its visible, on-screen elements (read off the
  /// dump by hand), and what VoiceOver says on it.
  static let samples: [(file: String, visible: [String], speak: String)] = [
    (
      "xcui-xquitestdemo-1.txt", ["我的", "点我", "首页"],
      """
      xcui-xquitestdemo-1.txt (imported from an XCUITest dump) · screen 'main' · 4 stops
        1. 我的. Heading.
        2. 点我. Button.
        3. 首页. Tab. 1 of 2.
        4. Selected: 我的. Tab. 2 of 2.

      """
    ),
    (
      "xcui-sessiometer-macos-1.txt",
      ["Sessiometer: live — 2 accounts", "Sessiometer. 2 acc...", "Status", "Stats", "work, active, auth healthy, session 60% resets in n/a, weekly 10% resets in n/a", "personal, auth healthy, session 20% resets in n/a, weekly 10% resets in n/a", "updated 20662d10h ..."],
      """
      xcui-sessiometer-macos-1.txt (imported from an XCUITest dump) · screen 'main' · 7 stops
        1. Sessiometer: live — 2 accounts. Button.
        2. Sessiometer. 2 acc...
        3. Selected: Status. Button.
        4. Stats. Button.
        5. work, active, auth healthy, session 60% resets in n/a, weekly 10% resets in n/a
        6. personal, auth healthy, session 20% resets in n/a, weekly 10% resets in n/a. Button.
        7. updated 20662d10h ...

      """
    ),
    (
      // Most of the screen is under an onboarding card: WebDriverAgent marks it invisible.
      "appium-ios-alumnium-todolist-1.xml", ["Welcome to ToDoList", "Start with a quick onboarding", "Continue"],
      """
      appium-ios-alumnium-todolist-1.xml (imported from an Appium page source) · screen 'main' · 3 stops
        1. Welcome to ToDoList
        2. Start with a quick onboarding
        3. Continue. Button.

      """
    ),
  ]

  @Test(arguments: samples.map(\.file))
  func importedSceneLoadsAndPassesCheck(_ file: String) throws {
    let imported = Self.run(["import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stderr.hasPrefix("axsim import: \(file): "))
    let scene = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-import-\(UUID().uuidString).json5")
    defer { try? FileManager.default.removeItem(at: scene) }
    try imported.stdout.write(to: scene, atomically: true, encoding: .utf8)
    let check = Self.run(["check", scene.path])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.contains(": ok: 1 screen"), "\(check.stdout)")
    // The scene file speaks as the dump does.
    let fromScene = Self.run(["speak", scene.path]).stdout.split(separator: "\n").dropFirst()
    let fromDump = Self.run(["speak", file]).stdout.split(separator: "\n").dropFirst()
    #expect(fromScene == fromDump)
  }

  @Test(arguments: samples.map(\.file))
  func speechHasEveryVisibleLabel(_ file: String) throws {
    let sample = try #require(Self.samples.first { $0.file == file })
    let speak = Self.run(["speak", file])
    #expect(speak.status == 0, "\(speak.stderr)")
    #expect(speak.stdout == sample.speak)
    for label in sample.visible {
      #expect(speak.stdout.contains(label), "\(file): '\(label)' is not spoken")
    }
  }

  @Test(arguments: samples.map(\.file))
  func everyCommandTakesTheDump(_ file: String) throws {
    for arguments in [
      ["speak", file, "--technology", "switch"], ["speak", file, "--technology", "keyboard"], ["run", file, "--keys", "next next activate"],
      ["reach", file], ["audit", file], ["variants", file, "--sizes", "L,AX5"], ["check", file], ["diff", file, file],
    ] {
      let out = Self.run(arguments)
      #expect(out.status == 0, "\(arguments): \(out.stderr)")
      if arguments[0] != "audit", arguments[0] != "check" {
        #expect(out.stdout.contains("(imported from "), "\(arguments) does not say it imported the dump")
      }
    }
  }

  @Test func theMacOSDumpIsPlacedOnItsOwnScreen() throws {
    let imported = Self.run(["import", "xcui-sessiometer-macos-1.txt"])
    #expect(imported.stderr.contains("screen: 380 × 326 pt (phone), from the extent of the elements' frames (the dump has no window)"))
    #expect(imported.stderr.contains("note: coordinates were moved by (-587, -3) so that the elements start at the screen's top-left corner"))
    #expect(imported.stderr.contains("line 10: TouchBar: the Touch Bar is not on the screen"))
    #expect(imported.stdout.contains(#"{ button: "Sessiometer: live — 2 accounts", id: "button-sessiometer-live-2-accounts", frame: [170, 0, 40, 24] },  // line 12"#))
  }

  @Test func warningsPointAtTheDumpsLines() {
    let check = Self.run(["check", "xcui-sessiometer-macos-1.txt"])
    #expect(check.status == 0)
    #expect(check.stdout.hasPrefix("xcui-sessiometer-macos-1.txt:5:9: warning: "))
    #expect(check.stdout.contains("'Status' is 54×19 pt, under the 44×44 pt minimum touch target"))
  }

  /// Android and web dumps: refused, naming the formats axsim reads.
  @Test(arguments: [
    ("uiautomator-free4g-1.xml", "an Android (uiautomator) dump"), ("appium-uiautomator2-tronai-gmail-1.xml", "an Android (uiautomator) dump"),
    ("appium-uiautomator2-alumnium-wikipedia-1.xml", "an Android (uiautomator) dump"),
    ("cdp-axtree-alumnium-todomvc-1.json", "a web page's accessibility tree (Chrome DevTools)"),
  ])
  func androidAndWebDumpsAreRefused(_ file: String, _ what: String) {
    let imported = Self.run(["import", file])
    #expect(imported.status == 2)
    #expect(imported.stderr == "\(file):1:1: error: this is \(what); axsim reads XCUITest text (debugDescription), Appium/WebDriverAgent XML or idb JSON; capture the iOS or macOS app with one of those (Docs/Import.md)\n")
    let speak = Self.run(["speak", file])
    #expect(speak.status == 2)
    #expect(speak.stderr == "\(file): error: this is \(what), not a scene; axsim reads scenes and iOS or macOS dumps (XCUITest text (debugDescription), Appium/WebDriverAgent XML or idb JSON); capture the iOS or macOS app with one of those (Docs/Import.md)\n1 error\n")
  }
}
