import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import Testing

/// Headless output meant for CI: `check --strict`, `check --format json`, `speak --format
/// json`'s explicit fields, and the stable-output conventions (silence, stop numbers, frames).
@Suite struct CIOutputTests {
  static let files: [String: String] = [
    "silent.json5": """
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        { text: "Title", id: "title", hint: "Shows the title" },
        { element: true, frame: [0, 100.123, 50.005, 49.999] },
        { button: "Send", hint: "Sends it", actions: [{ name: "Archive" }] },
      ] } }] }
      """,
    "warn.json5": """
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        { button: "", id: "play", symbol: "play.fill" },
      ] } }] }
      """,
    "bad.json5": """
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        { button: "OK", accessibilityLabel: "Okay" },
      ] } }] }
      """,
  ]

  static let commands = HeadlessCommands(environment: Environment(
    readFile: { path in
      guard let text = files[path] else { throw CocoaError(.fileNoSuchFile) }
      return Array(text.utf8)
    },
    readStandardInput: { Array(files["warn.json5"]!.utf8) }))

  func run(_ args: [String]) -> CommandOutput {
    switch ArgumentParser.parse(args) {
    case .success(let i): return Self.commands.execute(i)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func aSilentStopIsPrintedAsSilenceWithAFixedNumberWidth() {
    let out = run(["speak", "silent.json5"])
    #expect(out.stdout == """
      silent.json5 · screen 'main' · 3 stops
        1. Title. Shows the title
        2. (silence)
        3. Send. Button. Sends it. Swipe up or down to select a custom action, then double tap to activate. Actions Available

      """)
  }

  @Test func aSilentStepInARunIsPrintedAsSilence() {
    let out = run(["run", "silent.json5", "--keys", "next next"])
    #expect(out.stdout == """
      silent.json5 · screen 'main' · 2 commands
         0  screenChanged           [screen changed] Title. Shows the title
         1  next                    (silence)
         2  next                    Send. Button. Sends it. Swipe up or down to select a custom action, then double tap to activate. Actions Available

      """)
  }

  @Test func speakJSONHasDescriptionHintAndTrailerBesideTheParts() throws {
    let doc = try json(run(["speak", "silent.json5", "--format", "json", "--no-hints"]).stdout)
    #expect(doc["format"] as? String == "axsim-order/1")
    let stops = try #require(doc["stops"] as? [[String: Any]])
    #expect(stops.count == 3)
    #expect(stops[0]["element"] as? String == "title")
    #expect(stops[0]["name"] as? String == "Title")
    #expect(stops[1]["text"] as? String == "")
    #expect(stops[1]["frame"] as? [Double] == [0, 100.12, 50.01, 50])
    let send = stops[2]
    // No id: named by its label; the silent stop by its path; the path is there too.
    #expect(send["element"] as? String == "Send")
    #expect(send["path"] as? String == "screens[0].root.vstack[2]")
    #expect(stops[1]["element"] as? String == "screens[0].root.vstack[1]")
    #expect(send["name"] as? String == "Send")
    #expect(send["text"] as? String == "Send. Button. Actions Available")
    #expect(send["description"] as? String == "Send. Button.")
    #expect(send["hint"] as? String == "Sends it. Swipe up or down to select a custom action, then double tap to activate.")
    #expect(send["hintSpoken"] as? Bool == false)
    #expect(send["trailer"] as? [String] == ["Actions Available"])
    #expect((send["parts"] as? [[String: String]])?.map { $0["kind"] ?? "" } == ["label", "traits", "actions"])
  }

  @Test func checkStrictFailsOnWarningsWithStatusOne() {
    let plain = run(["check", "warn.json5"])
    #expect(plain.status == 0)
    let strict = run(["check", "warn.json5", "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout.hasSuffix("warn.json5: fails --strict: 1 screen, 2 elements, 1 VoiceOver stop on the first screen, 1 warning\n"))
    #expect(run(["check", "warn.json5", "bad.json5", "--strict"]).status == 2)
    // Its second stop says nothing at all, which check now warns about.
    let silent = run(["check", "silent.json5", "--strict"])
    #expect(silent.status == 1)
    #expect(silent.stdout.contains("silent.json5:3:3: warning: screens[0].root.vstack[1]: group at screens[0].root.vstack[1] is a VoiceOver stop that says nothing: it has no label, value, hint or spoken trait; write label: \"...\" saying what it shows; or, if it is decorative, make it a plain view (a group) rather than an element [silent-stop]\n"), "\(silent.stdout)")
  }

  @Test func checkJSONNamesEveryDiagnosticWithItsLocation() throws {
    let out = run(["check", "warn.json5", "bad.json5", "missing.json5", "--format", "json", "--strict"])
    #expect(out.status == 2)
    let doc = try json(out.stdout)
    #expect(doc["format"] as? String == "axsim-check/1")
    #expect(doc["ok"] as? Bool == false)
    #expect(doc["strict"] as? Bool == true)
    let files = try #require(doc["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == ["warn.json5", "bad.json5", "missing.json5"])
    #expect(files.map { $0["ok"] as? Bool } == [false, false, false])
    let bad = try #require(files[1]["diagnostics"] as? [[String: Any]])
    #expect(bad.count == 1)
    #expect(bad[0]["line"] as? Int == 2)
    #expect(bad[0]["column"] as? Int == 19)
    #expect(bad[0]["severity"] as? String == "error")
    // The decoder's own problems have no rule; every warning of the audit's rules carries its id.
    #expect(bad[0]["rule"] is NSNull)
    let warned = try #require(files[0]["diagnostics"] as? [[String: Any]])
    #expect(warned.map { $0["rule"] as? String } == warned.map { _ in AuditRegistry.rule(id: warned[0]["rule"] as? String ?? "")?.info.id })
    #expect(warned.first?["rule"] as? String != nil)
    #expect(bad[0]["path"] as? String == "screens[0].root.vstack[0].accessibilityLabel")
    #expect(bad[0]["message"] as? String == "unknown key 'accessibilityLabel' in 'button'")
    #expect(bad[0]["suggestion"] as? String == "did you mean 'label' (UIKit's accessibilityLabel)?")
    let warnCounts = try #require(files[0]["counts"] as? [String: Any])
    #expect(warnCounts["warnings"] as? Int == 1)
    #expect(warnCounts["screens"] as? Int == 1)
    let missing = try #require(files[2]["diagnostics"] as? [[String: Any]])
    #expect(missing[0]["line"] is NSNull)
  }

  @Test func checkNamesStandardInputAsTheOtherCommandsDo() throws {
    #expect(run(["check", "-"]).stdout.hasSuffix("<stdin>: ok: 1 screen, 2 elements, 1 VoiceOver stop on the first screen, 1 warning\n"))
    let files = try #require(json(run(["check", "-", "--format", "json"]).stdout)["files"] as? [[String: Any]])
    #expect(files.first?["path"] as? String == "<stdin>")
  }

  @Test func anAbsolutePathInsideTheWorkingDirectoryIsPrintedRelative() {
    var commands = HeadlessCommands(environment: Environment(
      readFile: { path in
        guard path == "/home/ci/repo/Scenes/warn.json5" else { throw CocoaError(.fileNoSuchFile) }
        return Array(Self.files["warn.json5"]!.utf8)
      },
      readStandardInput: { [] }))
    commands.workingDirectory = "/home/ci/repo"
    var o = Options()
    o.scenes = ["/home/ci/repo/Scenes/warn.json5"]
    #expect(commands.speak(o).stdout.hasPrefix("Scenes/warn.json5 · screen 'main'"))
    #expect(commands.speak(o).stderr.hasPrefix("Scenes/warn.json5:2:3: warning:"))
    #expect(commands.check(o).stdout.hasSuffix("Scenes/warn.json5: ok: 1 screen, 2 elements, 1 VoiceOver stop on the first screen, 1 warning\n"))
    o.scenes = ["/home/ci/repository/x.json5"]
    #expect(commands.check(o).stdout.hasPrefix("/home/ci/repository/x.json5: error: cannot read the file"))
    #expect(commands.shownPath("/home/ci/repo") == "/home/ci/repo")
    #expect(commands.shownPath("relative/a.json5") == "relative/a.json5")
  }

  @Test func outTakesADirectoryForTheApp() {
    guard case .success(.interactive(let o)) = ArgumentParser.parse(["scene.json5", "--out", "reviews/login"]) else {
      Issue.record("did not parse")
      return
    }
    #expect(o.outputDirectory == "reviews/login")
    #expect(run(["speak", "x", "--out", "d"]).stderr.hasPrefix("axsim: error: unknown option '--out'; it applies when opening the app"))
    #expect(run(["--out", ""]).stderr.hasPrefix("axsim: error: '--out' needs a directory"))
  }
}
