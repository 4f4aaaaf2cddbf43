import AssistiveTechnologies
import AxsimCommandLine
import Testing

/// `--technology`, the Switch Control settings flags, scripts for every technology, and
/// `axsim reach`.
@Suite struct TechnologyArgumentTests {
  func options(_ args: [String]) -> Options? {
    switch ArgumentParser.parse(args) {
    case .success(.speak(let o)), .success(.run(let o)), .success(.reach(let o)), .success(.interactive(let o)): return o
    default: return nil
    }
  }

  func error(_ args: [String]) -> String? {
    if case .failure(let e) = ArgumentParser.parse(args) { return e.description }
    return nil
  }

  @Test func technologyNamesAndShortNames() {
    #expect(options(["speak", "a.json5"])?.technology == .voiceOver)
    for (name, t) in [("voiceover", Technology.voiceOver), ("vo", .voiceOver), ("switch", .switchControl), ("sc", .switchControl),
                      ("keyboard", .fullKeyboardAccess), ("fka", .fullKeyboardAccess), ("SC", .switchControl),
                      ("voice-control", .voiceControl), ("vc", .voiceControl), ("VoiceControl", .voiceControl)] {
      #expect(options(["speak", "a.json5", "--technology", name])?.technology == t, "\(name)")
      #expect(options(["run", "a.json5", "--technology=\(name)", "--keys", "x"])?.technology == t, "\(name)")
    }
    #expect(options(["a.json5", "--technology", "fka"])?.technology == .fullKeyboardAccess)
  }

  @Test func switchSettingsFlags() throws {
    let o = try #require(options(["run", "a.json5", "--technology", "sc", "--keys", "select", "--scan", "manual", "--scan-time", "750ms",
                                  "--loops", "2", "--groups", "off", "--tap", "always", "--after-tap", "first", "--speech", "--scan-all"]))
    var expected = SwitchControlSettings()
    expected.style = .manual
    expected.autoScanTime = 0.75
    expected.loops = 2
    expected.groupItems = false
    expected.tapBehavior = .alwaysTap
    expected.afterTap = .firstItem
    expected.speech = true
    expected.scanAllElements = true
    #expect(o.switchSettings == expected)
    #expect(options(["speak", "a", "--technology", "sc", "--gliding"])?.switchSettings.method == .gliding)
    let glide = options(["speak", "a", "--technology", "sc", "--glide", "precise"])?.switchSettings
    #expect(glide?.method == .gliding)
    #expect(glide?.glideSelection == .precise)
    #expect(options(["speak", "a", "--technology", "sc", "--scan-time", "1.5"])?.switchSettings.autoScanTime == 1.5)
    #expect(options(["speak", "a", "--technology", "sc", "--scan", "step"])?.switchSettings.style == .step)
    #expect(options(["speak", "a", "--technology", "sc", "--tap", "auto"])?.switchSettings.tapBehavior == .autoTap)
    #expect(options(["reach", "a", "--scan-time", "2s", "--scan-all"])?.switchSettings.autoScanTime == 2)
    #expect(options(["a.json5", "--scan", "manual"])?.switchSettings.style == .manual)
  }

  @Test func badValuesSayWhatToDo() {
    #expect(error(["speak", "x", "--technology", "swich"]) == "axsim: error: unknown technology 'swich'; did you mean 'switch'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "x", "--technology", "braille"]) == "axsim: error: unknown technology 'braille'; use voiceover (vo), switch (sc), keyboard (fka) or voice-control (vc)\nRun 'axsim speak --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--technology"]) == "axsim: error: '--technology' needs a value; use voiceover (vo), switch (sc), keyboard (fka) or voice-control (vc)\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--overlay", "number"]) == "axsim: error: unknown overlay 'number' for --overlay; did you mean 'numbers'?\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--overlay", "boxes"]) == "axsim: error: unknown overlay 'boxes' for --overlay; use none, numbers, names or grid\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--grid", "3"]) == "axsim: error: '--grid' takes COLUMNSxROWS, each 1 to 20, found '3'; for example --grid 3x3 (the default) or --grid 4x6\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--grid", "30x2"]) == "axsim: error: '--grid' takes COLUMNSxROWS, each 1 to 20, found '30x2'; for example --grid 3x3 (the default) or --grid 4x6\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--scan", "automatic"]) == "axsim: error: unknown scanning style 'automatic' for --scan; use auto, manual or step\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--scan", "manul"]) == "axsim: error: unknown scanning style 'manul' for --scan; did you mean 'manual'?\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--scan-time", "0"]) == "axsim: error: '--scan-time' takes seconds from 0.1 to 60, found '0'; for example --scan-time 1.5 or --scan-time 750ms\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--scan-time", "fast"]) == "axsim: error: '--scan-time' takes seconds from 0.1 to 60, found 'fast'; for example --scan-time 1.5 or --scan-time 750ms\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--loops", "0"]) == "axsim: error: '--loops' takes a whole number from 1 to 99, found '0'; for example --loops 4 (the default)\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--groups", "maybe"]) == "axsim: error: unknown value 'maybe' for --groups; use on or off\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--tap", "alwys"]) == "axsim: error: unknown tap behavior 'alwys' for --tap; did you mean 'always'?\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--after-tap", "next"]) == "axsim: error: unknown focused item after tap 'next' for --after-tap; use item or first\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--glide", "fine"]) == "axsim: error: unknown Gliding Cursor selection mode 'fine' for --glide; use single, refined or precise\nRun 'axsim run --help' for usage.")
    #expect(error(["run", "x", "--keys", "a", "--speech=yes"]) == "axsim: error: '--speech' takes no value\nRun 'axsim run --help' for usage.")
  }

  @Test func flagsInTheWrongPlace() {
    #expect(error(["speak", "x", "--scan", "manual"]) == "axsim: error: '--scan' is a Switch Control setting, but speak is showing VoiceOver; add --technology switch\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "x", "--technology", "fka", "--groups", "off"]) == "axsim: error: '--groups' is a Switch Control setting, but speak is showing Full Keyboard Access; add --technology switch\nRun 'axsim speak --help' for usage.")
    #expect(error(["reach", "x", "--tap", "always"]) == "axsim: error: unknown option '--tap'; it belongs to 'axsim report', 'axsim run' or 'axsim speak'\nRun 'axsim reach --help' for usage.")
    #expect(error(["reach", "x", "--overlay", "grid"]) == "axsim: error: unknown option '--overlay'; it belongs to 'axsim run' or 'axsim speak'\nRun 'axsim reach --help' for usage.")
    #expect(error(["speak", "x", "--grid", "4x4"]) == "axsim: error: '--grid' is a Voice Control setting, but speak is showing VoiceOver; add --technology voice-control\nRun 'axsim speak --help' for usage.")
    #expect(error(["check", "x", "--scan-time", "2"]) == "axsim: error: unknown option '--scan-time'; it belongs to 'axsim reach', 'axsim report', 'axsim run' or 'axsim speak'\nRun 'axsim check --help' for usage.")
    #expect(error(["reach", "a", "b"]) == "axsim: error: 'reach' takes one scene file, found 2; run it once per file\nRun 'axsim reach --help' for usage.")
    #expect(error(["rech", "a"]) == "axsim: error: unknown command 'rech'; did you mean 'reach'?\nRun 'axsim --help' for usage.")
  }
}

@Suite struct CommandScriptTests {
  static let ids = ["ok": 0, "send": 1]

  func parse(_ source: String, _ technology: Technology = .voiceOver) -> Result<[TechnologyCommand], ScriptErrors> {
    steps(source, technology).map { $0.compactMap(\.command) }
  }

  func steps(_ source: String, _ technology: Technology = .voiceOver) -> Result<[ScriptStep], ScriptErrors> {
    CommandScript.parse(source, name: "s.keys", technology: technology, resolve: { Self.ids[$0] }, ids: { Self.ids.keys.sorted() })
  }

  func errors(_ source: String, _ technology: Technology = .voiceOver) -> [String] {
    if case .failure(let e) = parse(source, technology) { return e.lines }
    return []
  }

  @Test func waitTakesADurationAsTheNextWord() throws {
    #expect(try parse("wait 2.5s select wait 750ms wait:2s wait 3", .switchControl).get() == [
      .wait(2.5), .switchControl(.select), .wait(0.75), .wait(2), .wait(3),
    ])
    #expect(try parse("next\nwait 1s  # comment\nnext").get() == [.voiceOver(.next), .wait(1), .voiceOver(.next)])
  }

  @Test func waitWithoutADuration() {
    #expect(errors("select wait", .switchControl) == ["s.keys:1:8: error: 'wait' needs a duration; write it as 'wait 2.5s' or 'wait 750ms'"])
    #expect(errors("wait select", .switchControl) == ["s.keys:1:1: error: 'wait' needs a duration; write it as 'wait 2.5s' or 'wait 750ms'"])
    #expect(errors("wait 2x", .switchControl) == ["s.keys:1:6: error: '2x' is not a duration up to a day; write it as 2.5s, 750ms or 2 (seconds)"])
    #expect(errors("wait 100000s", .switchControl) == ["s.keys:1:6: error: '100000s' is not a duration up to a day; write it as 2.5s, 750ms or 2 (seconds)"])
    #expect(errors("wait:soon", .switchControl) == ["s.keys:1:1: error: 'soon' is not a duration; did you mean 'wait:2.5s'?"])
  }

  @Test func useSwitchesTheTechnologyMidScript() throws {
    #expect(try parse("next use:sc select use:keyboard tab space use:vo next").get() == [
      .voiceOver(.next), .use(.switchControl), .switchControl(.select), .use(.fullKeyboardAccess),
      .keyboard(.moveForward), .keyboard(.activate), .use(.voiceOver), .voiceOver(.next),
    ])
    // The same word means each technology's own command.
    #expect(try parse("next", .switchControl).get() == [.switchControl(.move)])
    #expect(try parse("next", .fullKeyboardAccess).get() == [.keyboard(.moveForward)])
  }

  /// `say "PHRASE"`: a quoted phrase is one word whatever it holds (spaces, commas, `#`), on
  /// the line of its `say`; the errors point at the `say`.
  @Test func sayPhrases() throws {
    #expect(try parse(##"say "tap Rename, Road trip"  say "#3 # not a comment" # a comment"##, .voiceControl).get() == [
      .voiceControl(VoiceControlCommand("tap Rename, Road trip")), .voiceControl(VoiceControlCommand("#3 # not a comment")),
    ])
    #expect(try parse("say \"a \\\"quoted\\\" name\"\nwait 1s\nuse:vo next", .voiceControl).get() == [
      .voiceControl(VoiceControlCommand(#"a "quoted" name"#)), .wait(1), .use(.voiceOver), .voiceOver(.next),
    ])
    #expect(errors(#"say "tap"#, .voiceControl) == [#"s.keys:1:1: error: the phrase after 'say' has no closing double quote; did you mean 'say "tap Send"'?"#])
    #expect(errors("say\n\"tap\"", .voiceControl) == [
      #"s.keys:1:1: error: 'say' needs a phrase in double quotes; did you mean 'say "tap Send"'?"#,
      #"s.keys:2:1: error: a phrase needs 'say' before it; did you mean 'say "tap"'?"#,
    ])
    #expect(errors("say tap Rename, Road trip\nsay \"Send\"", .voiceControl) == [#"s.keys:1:1: error: write the phrase after 'say' in double quotes; did you mean 'say "tap Rename Road trip"'?"#])
    #expect(errors("next", .voiceControl) == ["s.keys:1:1: error: 'next' is a VoiceOver command, but the script is using Voice Control here; write 'use:voiceover' before it, or start with --technology voiceover"])
  }

  @Test func useErrors() {
    #expect(errors("use:swich") == ["s.keys:1:1: error: unknown technology 'swich'; did you mean 'use:switch'?"])
    #expect(errors("next use:braille") == ["s.keys:1:6: error: unknown technology 'braille'; write use:voiceover, use:switch, use:keyboard or use:voice-control (or vo, sc, fka, vc)"])
  }

  @Test func wordsOfAnotherTechnologySayWhichOne() {
    #expect(errors("next tab") == ["s.keys:1:6: error: 'tab' is a Full Keyboard Access command, but the script is using VoiceOver here; write 'use:keyboard' before it, or start with --technology keyboard"])
    #expect(errors("select", .fullKeyboardAccess) == ["s.keys:1:1: error: 'select' is a Switch Control command, but the script is using Full Keyboard Access here; write 'use:switch' before it, or start with --technology switch"])
    #expect(errors("selct", .switchControl) == ["s.keys:1:1: error: unknown Switch Control command 'selct'; did you mean 'select'?"])
    #expect(errors("tab\n  tab+q", .fullKeyboardAccess) == ["s.keys:2:3: error: unknown Full Keyboard Access command 'tab+q'; did you mean 'tab+h'?"])
  }

  @Test func everyBadWordIsReported() {
    #expect(errors("nxt wait tab") == [
      "s.keys:1:1: error: unknown command 'nxt'; did you mean 'next'?",
      "s.keys:1:5: error: 'wait' needs a duration; write it as 'wait 2.5s' or 'wait 750ms'",
      "s.keys:1:10: error: 'tab' is a Full Keyboard Access command, but the script is using VoiceOver here; write 'use:keyboard' before it, or start with --technology keyboard",
    ])
  }
}

@Suite struct TechnologyOutputTests {
  static let files: [String: String] = [
    "row.json5": #"""
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        { header: "Title", id: "title" },
        { hstack: [{ button: "Reply", id: "reply", onActivate: { announce: "Replying" } }, { button: "Delete", id: "delete" }], id: "row", navigationStyle: "combined" },
        { list: [{ button: "One", id: "one" }, { button: "Two", id: "two" }], id: "list" },
        { image: "heart", element: false, id: "like", width: 40, height: 40, onActivate: { announce: "Liked" } },
      ] } }] }
      """#,
  ]

  static let commands = HeadlessCommands(environment: Environment(
    readFile: { path in
      guard let s = TechnologyOutputTests.files[path] else { throw NoSuchFile() }
      return Array(s.utf8)
    },
    readStandardInput: { [] }))

  struct NoSuchFile: Error {}

  func run(_ args: [String]) -> CommandOutput {
    switch ArgumentParser.parse(args) {
    case .success(let i): return Self.commands.execute(i)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func speakSwitchControlPrintsTheScanTree() {
    let out = run(["speak", "row.json5", "--technology", "sc"])
    #expect(out.status == 0)
    #expect(out.stdout == """
      row.json5 · screen 'main' · Switch Control · 4 items, 2 stops at the top level
      settings: Auto 1s · Groups on · Tap: Default · Speech off
      stop                                     steps   time
        1. group: row · 2 items                    0     0s
             1. Reply                              1     0s
             2. Delete                             2     1s
             · leave group (dashed highlight)      3     2s
        2. group: list · 2 items                   1     1s
             1. One                                2     1s
             2. Two                                3     2s
             · leave group (dashed highlight)      4     3s
      Not scanned (VoiceOver reads it; Switch Control skips it):
        - 'Title': it only displays information (no interactive trait, action or gesture)
      Only the Gliding Cursor reaches 'like': it reacts to a touch but is not an accessibility element.

      """)
    let flat = run(["speak", "row.json5", "--technology", "sc", "--groups", "off", "--scan-time", "1.5"])
    #expect(flat.stdout.contains("settings: Auto 1.5s · Groups off · Tap: Default · Speech off\nstop         steps   time\n  1. Reply       0     0s\n  2. Delete      1   1.5s\n  3. One         2     3s\n  4. Two         3   4.5s\n"))
  }

  @Test func speakKeyboardPrintsTheTabOrder() {
    let out = run(["speak", "row.json5", "--technology", "keyboard"])
    #expect(out.stdout == """
      row.json5 · screen 'main' · Full Keyboard Access · 4 focusable items in 3 Tab stops
      Tab moves between the numbered stops; the arrow keys move inside a group.
      Tab order                   presses from the first focus: keys
        1. Reply                  first focus
        2. Delete                 1: Tab ×1
        3. group: list · 2 items
             a. One               1: Shift-Tab ×1
             b. Two               1: Tab-Right
      Not focusable (VoiceOver reads it):
        - 'Title': it only displays information (no interactive trait, action or gesture)
      Out of keyboard reach: 'like' reacts to a touch but is not an accessibility element.

      """)
  }

  @Test func speakJSONForEachTechnology() {
    let sc = run(["speak", "row.json5", "--technology", "sc", "--format", "json"]).stdout
    #expect(sc.hasPrefix(#"{"format":"axsim-scan/1","scene":"row.json5","screen":"main","technology":"switch","settings":{},"switchSettings":"Auto 1s · Groups on · Tap: Default · Speech off","scanTime":1,"stops":["#))
    #expect(sc.contains(#"{"depth":1,"kind":"item","element":"delete","name":"Delete","steps":2,"seconds":1}"#))
    #expect(sc.hasSuffix(#"],"notScanned":[{"element":"title","name":"Title","reason":"it only displays information (no interactive trait, action or gesture)"}],"touchOnly":["like"]}"# + "\n"))
    let fka = run(["speak", "row.json5", "--technology", "fka", "--format", "json"]).stdout
    #expect(fka.contains(#"{"tabStop":3,"group":"#))
    #expect(fka.contains(#"{"element":"two","name":"Two","presses":1,"keys":"Tab-Right"}"#))
  }

  @Test func speakVoiceOverIsUnchanged() {
    #expect(run(["speak", "row.json5", "--technology", "vo"]).stdout == run(["speak", "row.json5"]).stdout)
    #expect(run(["speak", "row.json5"]).stdout.hasPrefix("row.json5 · screen 'main' · 5 stops\n  1. Title. Heading.\n"))
  }

  @Test func runReplaysASwitchSession() {
    let out = run(["run", "row.json5", "--technology", "switch", "--keys", "select select select wait 1.5s"])
    #expect(out.status == 0)
    #expect(out.stdout == """
      row.json5 · screen 'main' · Switch Control · 4 commands
         0  start                   ‹group of 2: Reply; Delete›  (Auto 1s · Groups on · Tap: Default · Speech off)
         1  select                  ‹Reply›  (entered the group)
         2  select                  [menu] ‹menu: Tap›  (opened the Scanner Menu for 'Reply')
         3  select                  [tap]  (tapped 'Reply')
         3  select → announcement   (announced 'Replying', not heard: Switch Control's Speech is off)
         3  select                  ‹Reply›
         4  wait 1.5s → time        ‹Delete›

      """)
  }

  @Test func runJSONNamesTheTechnology() {
    let out = run(["run", "row.json5", "--technology", "fka", "--keys", "tab", "--format", "json"]).stdout
    #expect(out.hasPrefix(#"{"format":"axsim-transcript/1","scene":"row.json5","screen":"main","technology":"keyboard","iosVersion":26,"settings":{},"utterances":["#))
    let vo = run(["run", "row.json5", "--keys", "next use:sc wait 1s", "--format", "json"]).stdout
    #expect(vo.hasPrefix(#"{"format":"axsim-transcript/1","scene":"row.json5","screen":"main","technology":"voiceover","iosVersion":26,"settings":{},"switchSettings":"Auto 1s · Groups on · Tap: Default · Speech off","utterances":["#))
  }

  @Test func runScriptErrorsAreLocated() {
    let out = run(["run", "row.json5", "--technology", "sc", "--keys", "select\nwait select"])
    #expect(out.status == 2)
    #expect(out.stderr == "--keys:2:1: error: 'wait' needs a duration; write it as 'wait 2.5s' or 'wait 750ms'\n")
  }

  @Test func reachText() {
    let out = run(["reach", "row.json5"])
    #expect(out.status == 0)
    #expect(out.stdout == """
      row.json5 · screen 'main' · 6 elements · auto scanning every 1s
      Cost from the start of the screen: VoiceOver swipes from the first stop; Switch Control steps
      (moves + selects into groups) and seconds of auto scanning; keyboard presses from the first
      focus; what to say to Voice Control (its number, and the shortest phrase: 'needs numbers'
      when the name is shared, 'cannot be said' when it has none to say, the grid for what is no
      item). 'no' = that technology cannot reach the element as an item.

               VoiceOver     Switch Control, auto     Full Keyboard Access    Voice Control
      element     swipes     groups on    groups off  presses  keys           number  say
      title            0            no            no       no                     no  -
      reply            1        1 · 0s        0 · 0s        0  (first focus)       1  tap Reply
      delete           2        2 · 1s        1 · 1s        1  Tab ×1              2  tap Delete
      one              3        2 · 1s        2 · 2s        1  Shift-Tab ×1        3  tap One
      two              4        3 · 2s        3 · 3s        1  Tab-Right           4  tap Two
      like            no            no            no       no                     no  grid: 2, 8, 7
          ! not an accessibility element: VoiceOver, item scanning, the keyboard and Voice Control's names and numbers cannot reach it; only a touch (the Gliding Cursor, Voice Control's grid) can

      1 of 6 elements flagged.

      """)
    #expect(run(["reach", "row.json5", "--scan-time", "2"]).stdout.contains("two              4        3 · 4s        3 · 6s        1  Tab-Right"))
  }

  /// `--technology` keeps one technology's columns; Voice Control's are the number and what to say.
  @Test func reachOfOneTechnology() {
    #expect(run(["reach", "row.json5", "--technology", "vc"]).stdout == """
      row.json5 · screen 'main' · 6 elements · Voice Control
      What to say to Voice Control: the number "show numbers" puts on it, and the shortest phrase
      ('needs numbers' when its name is shared, 'cannot be said' when it has no name to say, the
      grid's numbers for what is no item). 'no' = not numbered; '-' = tapping it does nothing.

               Voice Control
      element  number  say
      title        no  -
      reply         1  tap Reply
      delete        2  tap Delete
      one           3  tap One
      two           4  tap Two
      like         no  grid: 2, 8, 7
          ! not an accessibility element: VoiceOver, item scanning, the keyboard and Voice Control's names and numbers cannot reach it; only a touch (the Gliding Cursor, Voice Control's grid) can

      1 of 6 elements flagged.

      """)
    let keyboard = run(["reach", "row.json5", "--technology", "keyboard"]).stdout
    #expect(keyboard.contains("element  presses  keys\n"))
    #expect(keyboard.contains("two            1  Tab-Right\n"))
    #expect(!keyboard.contains("swipes"))
    #expect(run(["reach", "row.json5", "--technology", "vc", "--grid", "2x2"]).stdout.contains("like         no  grid: 2, 3, tap 1\n"))
  }

  @Test func speakVoiceControl() {
    #expect(run(["speak", "row.json5", "--technology", "voice-control"]).stdout == """
      row.json5 · screen 'main' · Voice Control · 4 items numbered
      settings: overlay none, grid 3x3
      "Show numbers" puts these numbers on the items, "show names" draws each name (>> = custom actions).
      number and name  say
        1. Reply       tap Reply
        2. Delete      tap Delete
        3. One         tap One
        4. Two         tap Two
      Only the grid reaches 'like': show grid, 2, 8, 7.

      """)
    let json = run(["speak", "row.json5", "--technology", "vc", "--format", "json"]).stdout
    #expect(json.hasPrefix(#"{"format":"axsim-voice/1","scene":"row.json5","screen":"main","technology":"voice-control","settings":{},"voiceControlSettings":"overlay none, grid 3x3","items":["# + "\n"))
    #expect(json.contains(#"{"number":4,"element":"two","name":"Two","names":["Two"],"drawn":"Two","actions":[],"voiceControl":{"way":"name","number":4,"say":"tap Two"},"problems":[]}"#))
    #expect(json.hasSuffix(#"],"gridOnly":[{"element":"like","name":"like","voiceControl":{"way":"gridOnly","number":null,"say":"show grid, 2, 8, 7"}}]}"# + "\n"))
  }

  /// `say "PHRASE"` in --keys: quoted phrases hold spaces and commas; each is one command.
  @Test func runVoiceControl() {
    let out = run(["run", "row.json5", "--technology", "vc", "--keys", #"say "show grid", say "tap Reply"  say "Two, please""#])
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.stdout == #"""
      row.json5 · screen 'main' · Voice Control · 3 commands
         0  start                   (listening (overlay none, grid 3x3); 4 items respond: say a name, "show numbers" or "show me what to say")
         1  say "show grid"         ‹grid 3 × 3 over the screen›
         2  say "tap Reply"         [tap]  (tapped 'Reply' (item 1))
         2  say "tap Reply" → announcement (announced 'Replying', not heard: Voice Control does not speak)
         3  say "Two, please"       (Not recognized; nothing on the screen is named 'two please')

      """#)
    let json = run(["run", "row.json5", "--keys", #"next say "tap Two""#, "--format", "json"])
    #expect(json.stderr.contains(#"'say "tap Two"' is a Voice Control command, but the script is using VoiceOver here; write 'use:voice-control' before it, or start with --technology voice-control"#))
    let handed = run(["run", "row.json5", "--keys", #"next use:vc say "tap Two""#, "--format", "json"]).stdout
    #expect(handed.contains(#""voiceControlSettings":"overlay none, grid 3x3""#))
    #expect(handed.contains(#"{"step":3,"technology":"voice-control","cause":"say \"tap Two\"","element":"two","text":"","earcons":["tap"],"parts":[],"notes":["tapped 'Two' (item 4)","tapping it has no effect in the scene"]}"#))
  }

  @Test func reachJSON() {
    let out = run(["reach", "row.json5", "--format", "json"]).stdout
    #expect(out.hasPrefix(#"{"format":"axsim-reach/1","scene":"row.json5","screen":"main","settings":{},"scanTime":1,"rows":["# + "\n"))
    #expect(out.contains(#"{"element":"two","name":"two","voiceOverSwipes":4,"switchSteps":3,"switchSeconds":2,"switchStepsGroupsOff":3,"switchSecondsGroupsOff":3,"keyboardPresses":1,"keyboardKeys":"Tab-Right","voiceControl":{"way":"name","number":4,"say":"tap Two"},"touchOnly":false,"flags":[]}"#))
    #expect(out.contains(#"{"element":"like","name":"like","voiceOverSwipes":null,"switchSteps":null,"switchSeconds":null,"switchStepsGroupsOff":null,"switchSecondsGroupsOff":null,"keyboardPresses":null,"keyboardKeys":null,"voiceControl":{"way":"gridOnly","number":null,"say":"show grid, 2, 8, 7"},"touchOnly":true,"flags":["#))
  }

  @Test func helpListsEveryTechnologysWords() {
    let help = run(["help", "commands"]).stdout
    for (word, _) in SwitchControlCommand.scriptWords where !word.hasPrefix("wait") { #expect(help.contains("  " + word + " "), "\(word)") }
    for c in KeyboardCommand.all { #expect(help.contains(c.settingsName + " (" + c.deviceKeys + ")"), "\(c.settingsName)") }
    #expect(help.contains("use:TECH"))
    for (phrase, _) in VoiceControlCommand.forms { #expect(help.contains("  " + phrase + " "), "\(phrase)") }
    let voice = run(["help", "voice-control"]).stdout
    #expect(voice.contains("say \"PHRASE\"") && voice.contains("--overlay none|numbers|names|grid"))
    #expect(run(["help", "vc"]).stdout == voice)
    #expect(help.contains("read-from-here"))
    #expect(run(["help", "reach"]).stdout.contains("axsim-reach/1"))
    #expect(run(["help", "switch"]).stdout.contains("--scan auto|manual|step"))
    #expect(run(["reach", "--help"]).stdout == run(["help", "reach"]).stdout)
  }
}
