import AxsimCommandLine
import Testing

@Suite struct ArgumentParserTests {
  func error(_ args: [String]) -> String? {
    if case .failure(let e) = ArgumentParser.parse(args) { return e.description }
    return nil
  }

  @Test func noArgumentsOpensTheDemo() {
    #expect(ArgumentParser.parse([]) == .success(.interactive(Options())))
  }

  @Test func subcommandsAndFlags() throws {
    guard case .success(.run(let o)) = ArgumentParser.parse(["run", "a.json5", "--keys", "next next", "--format=json", "--screen", "home", "--no-hints", "--content-size", "AX3"]) else {
      Issue.record("did not parse")
      return
    }
    #expect(o.scenes == ["a.json5"])
    #expect(o.keys == "next next")
    #expect(o.format == .json)
    #expect(o.screen == "home")
    #expect(o.speakHints == false)
    #expect(o.contentSize == .accessibilityExtraLarge)
  }

  @Test func versionAndHelp() {
    #expect(ArgumentParser.parse(["--version"]) == .success(.version))
    #expect(ArgumentParser.parse(["--help"]) == .success(.help(topic: nil)))
    #expect(ArgumentParser.parse(["run", "--help"]) == .success(.help(topic: "run")))
    #expect(ArgumentParser.parse(["help", "speak"]) == .success(.help(topic: "speak")))
  }

  @Test func errorsSayWhatToDo() {
    #expect(error(["spek", "x"]) == "axsim: error: unknown command 'spek'; did you mean 'speak'?\nRun 'axsim --help' for usage.")
    #expect(error(["run", "x.json5", "--kyes", "next"]) == "axsim: error: unknown option '--kyes'; did you mean '--keys'?\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x.json5"]) == "axsim: error: 'run' needs --keys or --script; for example: axsim run scene.json5 --keys \"next next activate\"\nRun 'axsim run --help' for usage.")
    #expect(error(["speak", "x.json5", "--format", "yaml"]) == "axsim: error: unknown format 'yaml'; use text or json\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "x.json5", "--content-size", "AX9"]) == "axsim: error: unknown content size 'AX9'; did you mean 'AX1'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "--screen"]) == "axsim: error: '--screen' needs a value; give a screen id from the scene\nRun 'axsim speak --help' for usage.")
    #expect(error(["check", "--watch"]) == "axsim: error: unknown option '--watch'; it applies when opening the app: axsim --watch ...\nRun 'axsim check --help' for usage.")
    #expect(error(["speak", "a", "b"]) == "axsim: error: 'speak' takes one scene file, found 2; run it once per file\nRun 'axsim speak --help' for usage.")
    #expect(error(["run", "--keys", "x", "--script", "y"]) == "axsim: error: give either --keys or --script, not both\nRun 'axsim run --help' for usage.")
    #expect(error(["-x"]) == "axsim: error: unknown option '-x'; options start with '--', such as --help\nRun 'axsim --help' for usage.")
  }
}

@Suite struct HeadlessCommandTests {
  static let files: [String: String] = [
    "ok.json5": #"{ format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [{ button: "OK", id: "ok" }, { text: "Hi\u001b[31m" }] } }] }"#,
    "bad.json5": #"{ format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [{ buton: "OK" }] } }] }"#,
    "script.txt": "next # comment\nnxt activate\n",
  ]

  static let commands = HeadlessCommands(environment: Environment(
    readFile: { path in
      guard let s = HeadlessCommandTests.files[path] else { throw NoSuchFile() }
      return Array(s.utf8)
    },
    readStandardInput: { Array(HeadlessCommandTests.files["ok.json5"]!.utf8) }))

  struct NoSuchFile: Error, CustomStringConvertible { var description: String { "no such file" } }

  func run(_ args: [String]) -> CommandOutput {
    switch ArgumentParser.parse(args) {
    case .success(let i): return Self.commands.execute(i)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func speakPrintsOneLinePerStopAndNeutralisesControlCharacters() {
    let out = run(["speak", "ok.json5"])
    #expect(out.status == 0)
    #expect(out.stdout == "ok.json5 · screen 'main' · 2 stops\n  1. OK. Button.\n  2. HiU+001B[31m\n")
  }

  @Test func speakReadsStandardInput() {
    #expect(run(["speak", "-"]).stdout.hasPrefix("<stdin> · screen 'main' · 2 stops"))
  }

  @Test func badScenesExitTwoWithLocatedMessages() {
    let out = run(["speak", "bad.json5"])
    #expect(out.status == 2)
    #expect(out.stderr == "bad.json5:1:71: error: screens[0].root.vstack[0].buton: unknown element kind 'buton'; did you mean 'button'?\n1 error\n")
    #expect(run(["check", "bad.json5", "ok.json5"]).status == 2)
    #expect(run(["check", "ok.json5"]).status == 0)
    #expect(run(["speak", "missing.json5"]).status == 2)
    #expect(run(["speak", "missing.json5"]).stderr == "missing.json5: error: cannot read the file (no such file); check the path\n1 error\n")
  }

  @Test func unknownScreenSuggestsOne() {
    let out = run(["speak", "ok.json5", "--screen", "mian"])
    #expect(out.status == 2)
    #expect(out.stderr.hasPrefix("axsim: error: no screen has the id 'mian'; did you mean 'main'?"))
  }

  @Test func scriptErrorsNameTheirLineAndColumn() {
    let out = run(["run", "ok.json5", "--script", "script.txt"])
    #expect(out.status == 2)
    #expect(out.stderr == "script.txt:2:1: error: unknown command 'nxt'; did you mean 'next'?\n")
    let keys = run(["run", "ok.json5", "--keys", "next focus:ko"])
    #expect(keys.stderr == "--keys:1:6: error: no element has the id 'ko'; did you mean 'focus:ok'?\n")
  }

  @Test func runPrintsStepsAndCauses() {
    let out = run(["run", "ok.json5", "--keys", "next next activate"])
    #expect(out.status == 0)
    #expect(out.stdout == """
      ok.json5 · screen 'main' · 3 commands
         0  screenChanged           [screen changed] OK. Button.
         1  next                    HiU+001B[31m
         2  next                    [boundary]  (already on the last element; VoiceOver does not wrap)
         3  activate                (activating it has no effect in the scene)

      """.replacingOccurrences(of: "(activating", with: "[activate]  (activating"))
  }

  @Test func jsonOutputEscapesControlCharacters() {
    let out = run(["run", "ok.json5", "--keys", "next", "--format", "json"])
    #expect(out.stdout.contains(#""text":"Hi\u001b[31m""#))
  }

  @Test func helpAndVersion() {
    #expect(run(["--version"]).stdout == AxsimVersion.string + "\n")
    #expect(run(["help", "commands"]).stdout.contains("read-from-here"))
    #expect(run(["help", "rnu"]).stderr.contains("did you mean 'run'?"))
  }
}
