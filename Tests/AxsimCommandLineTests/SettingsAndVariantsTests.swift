import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import SceneModel
import Testing

/// Text-size settings flags, the text-size script words, layout problems in `speak` and
/// `run`, settings in transcript headers, and `axsim variants`.
@Suite struct SettingsFlagTests {
  func options(_ args: [String]) -> Options? {
    switch ArgumentParser.parse(args) {
    case .success(.speak(let o)), .success(.run(let o)), .success(.reach(let o)), .success(.interactive(let o)), .success(.variants(let o)): return o
    default: return nil
    }
  }

  func error(_ args: [String]) -> String? {
    if case .failure(let e) = ArgumentParser.parse(args) { return e.description }
    return nil
  }

  @Test func largerAccessibilitySizesTakesOnOrOff() {
    #expect(options(["speak", "a"])?.largerAccessibilitySizes == nil)
    #expect(options(["speak", "a", "--larger-accessibility-sizes", "off"])?.largerAccessibilitySizes == false)
    #expect(options(["run", "a", "--keys", "next", "--larger-accessibility-sizes=ON"])?.largerAccessibilitySizes == true)
    #expect(options(["a", "--larger-accessibility-sizes", "off"])?.largerAccessibilitySizes == false)
    #expect(options(["reach", "a", "--larger-accessibility-sizes", "on", "--content-size", "AX5"])?.contentSize == .accessibilityExtraExtraExtraLarge)
    #expect(options(["variants", "a", "--larger-accessibility-sizes", "off"])?.largerAccessibilitySizes == false)
  }

  @Test func badSettingsValuesSayWhatToDo() {
    #expect(error(["speak", "a", "--larger-accessibility-sizes", "onn"]) == "axsim: error: unknown value 'onn' for --larger-accessibility-sizes; did you mean 'on'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--larger-accessibility-sizes", "maybe"]) == "axsim: error: unknown value 'maybe' for --larger-accessibility-sizes; use on or off\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--larger-accessibility-sizes"]) == "axsim: error: '--larger-accessibility-sizes' needs a value; use --larger-accessibility-sizes on or off\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--larger-accesibility-sizes", "on"]) == "axsim: error: unknown option '--larger-accesibility-sizes'; did you mean '--larger-accessibility-sizes'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--content-size", "AX3", "--larger-accessibility-sizes", "off"]) == "axsim: error: --content-size AX3 is an accessibility size, but --larger-accessibility-sizes is off; use --larger-accessibility-sizes on, or a size up to XXXL\nRun 'axsim speak --help' for usage.")
    #expect(error(["check", "a", "--larger-accessibility-sizes", "on"]) == "axsim: error: unknown option '--larger-accessibility-sizes'; it belongs to 'axsim compare', 'axsim diff', 'axsim reach', 'axsim report', 'axsim run', 'axsim speak' or 'axsim variants'\nRun 'axsim check --help' for usage.")
  }

  @Test func sizeGroupsForVariants() {
    #expect(options(["variants", "a", "--sizes", "all"])?.sizes == ContentSizeCategory.allCases)
    #expect(options(["variants", "a", "--sizes", "AX"])?.sizes == [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
    #expect(options(["variants", "a", "--sizes", "L,ax,AX1"])?.sizes?.map(\.rawValue) == ["L", "AX1", "AX2", "AX3", "AX4", "AX5"])
    #expect(options(["variants", "a", "--sizes", "standard"])?.sizes?.map(\.rawValue) == ["XS", "S", "M", "L", "XL", "XXL", "XXXL"])
    // `all` is every size offered: without Larger Accessibility Sizes, up to XXXL.
    #expect(options(["variants", "a", "--sizes", "all", "--larger-accessibility-sizes", "off"])?.sizesAll == true)
    #expect(error(["variants", "a", "--sizes", "ax", "--larger-accessibility-sizes", "off"]) == "axsim: error: --sizes lists AX1, an accessibility size, but --larger-accessibility-sizes is off; use --larger-accessibility-sizes on, or sizes up to XXXL\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "--sizes", "alll"]) == "axsim: error: unknown size 'alll' in --sizes; did you mean 'all'?\nRun 'axsim variants --help' for usage.")
  }

  @Test func sizesAndWidthForVariants() {
    #expect(options(["variants", "a", "--sizes", "L,xxxLarge,ax3,AX5"])?.sizes == [.large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge])
    #expect(options(["variants", "a", "--sizes=AX1, AX1 ,M"])?.sizes == [.accessibilityMedium, .medium])
    #expect(options(["variants", "a", "--width", "160"])?.width == 160)
    #expect(error(["variants", "a", "--sizes", "L,XXXXL"]) == "axsim: error: unknown size 'XXXXL' in --sizes; did you mean 'XXXL'?\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "--sizes", "L,,AX3"]) == "axsim: error: '--sizes' has an empty entry in 'L,,AX3'; separate sizes with single commas, for example --sizes L,XXXL,AX3,AX5\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "--sizes", "enormous"]) == "axsim: error: unknown size 'enormous' in --sizes; use sizes from XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5, or all, ax or standard\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "--sizes"]) == "axsim: error: '--sizes' needs a value; for example --sizes L,XXXL,AX3,AX5\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "--width", "20"]) == "axsim: error: '--width' takes a whole number of columns from 40 to 1000, found '20'; for example --width 160\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "--sizes", "L,AX2", "--larger-accessibility-sizes", "off"]) == "axsim: error: --sizes lists AX2, an accessibility size, but --larger-accessibility-sizes is off; use --larger-accessibility-sizes on, or sizes up to XXXL\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "b"]) == "axsim: error: 'variants' takes one scene file, found 2; run it once per file\nRun 'axsim variants --help' for usage.")
    #expect(error(["variants", "a", "--content-size", "AX3"]) == "axsim: error: unknown option '--content-size'; it belongs to 'axsim compare', 'axsim diff', 'axsim reach', 'axsim report', 'axsim run' or 'axsim speak'\nRun 'axsim variants --help' for usage.")
    #expect(error(["variant", "a"]) == "axsim: error: unknown command 'variant'; did you mean 'variants'?\nRun 'axsim --help' for usage.")
  }
}

@Suite struct DisplayFlagTests {
  func options(_ args: [String]) -> Options? {
    switch ArgumentParser.parse(args) {
    case .success(.speak(let o)), .success(.run(let o)), .success(.reach(let o)), .success(.interactive(let o)), .success(.variants(let o)): return o
    default: return nil
    }
  }

  func error(_ args: [String]) -> String? {
    if case .failure(let e) = ArgumentParser.parse(args) { return e.description }
    return nil
  }

  @Test func eachToggleSetsItsSetting() throws {
    let cases: [(String, (DisplaySettings) -> Bool)] = [
      ("--reduce-motion", \.reduceMotion), ("--bold-text", \.boldText), ("--button-shapes", \.buttonShapes),
      ("--increase-contrast", \.increaseContrast), ("--reduce-transparency", \.reduceTransparency),
      ("--differentiate-without-color", \.differentiateWithoutColor), ("--smart-invert", \.smartInvert),
      ("--dark", { $0.appearance == .dark }),
    ]
    for (flag, read) in cases {
      for command in [["speak", "a"], ["run", "a", "--keys", "next"], ["reach", "a"], ["variants", "a"], ["a"]] {
        let o = try #require(options(command + [flag]), "\(command) \(flag)")
        #expect(read(o.displaySettings(over: DisplaySettings())), "\(command) \(flag)")
        // =off overrides a scene that turns it on.
        var on = DisplaySettings()
        on[ArgumentParser.displayKey(flag)] = true
        #expect(!read(try #require(options(command + [flag + "=off"])).displaySettings(over: on)), "\(flag)=off")
      }
      #expect(!read(DisplaySettings()), "\(flag) is off by default")
    }
  }

  @Test func valuedDisplayFlags() throws {
    #expect(options(["speak", "a", "--prefer-cross-fade", "off"])?.displaySettings(over: DisplaySettings()).preferCrossFade == false)
    #expect(options(["speak", "a", "--appearance", "Dark"])?.displaySettings(over: DisplaySettings()).appearance == .dark)
    var dark = DisplaySettings()
    dark.appearance = .dark
    #expect(options(["speak", "a", "--appearance=light"])?.displaySettings(over: dark).appearance == .light)
    // Flags not given keep the scene's settings.
    var scene = DisplaySettings()
    scene.boldText = true
    #expect(options(["speak", "a", "--reduce-motion"])?.displaySettings(over: scene).boldText == true)
  }

  @Test func badDisplayValuesSayWhatToDo() {
    #expect(error(["speak", "a", "--reduce-motion=maybe"]) == "axsim: error: unknown value 'maybe' for --reduce-motion; write --reduce-motion alone to turn it on, or --reduce-motion=off\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--prefer-cross-fade", "of"]) == "axsim: error: unknown value 'of' for --prefer-cross-fade; did you mean 'on'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--prefer-cross-fade"]) == "axsim: error: '--prefer-cross-fade' needs a value; use --prefer-cross-fade on or off\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--appearance", "drak"]) == "axsim: error: unknown appearance 'drak'; did you mean 'dark'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--appearance", "sepia"]) == "axsim: error: unknown appearance 'sepia'; use light or dark\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--reduce-motoin"]) == "axsim: error: unknown option '--reduce-motoin'; did you mean '--reduce-motion'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["speak", "a", "--bold"]) == "axsim: error: unknown option '--bold'; did you mean '--bold-text'?\nRun 'axsim speak --help' for usage.")
    #expect(error(["check", "a", "--dark"]) == "axsim: error: unknown option '--dark'; it belongs to 'axsim compare', 'axsim diff', 'axsim reach', 'axsim report', 'axsim run', 'axsim speak' or 'axsim variants'\nRun 'axsim check --help' for usage.")
  }
}

@Suite struct TextSizeScriptTests {
  static let ids = ["ok": 0]

  func steps(_ source: String) -> Result<[ScriptStep], ScriptErrors> {
    CommandScript.parse(source, name: "s.keys", resolve: { Self.ids[$0] }, ids: { Self.ids.keys.sorted() })
  }

  @Test func sizeWordsWorkForEveryTechnology() throws {
    #expect(try steps("next size:AX3 larger smaller size:accessibilityExtraExtraLarge size:xl").get() == [
      .command(.voiceOver(.next)), .textSize(.to(.accessibilityExtraLarge)), .textSize(.larger), .textSize(.smaller),
      .textSize(.to(.accessibilityExtraExtraLarge)), .textSize(.to(.extraLarge)),
    ])
    let sc = CommandScript.parse("wait 1s size:AX5 select", name: "s", technology: .switchControl, resolve: { _ in nil }, ids: { [] })
    #expect(try sc.get() == [.command(.wait(1)), .textSize(.to(.accessibilityExtraExtraExtraLarge)), .command(.switchControl(.select))])
  }

  @Test func setWordsChangeDisplaySettings() throws {
    #expect(try steps("set:reduce-motion set:bold-text=off set:dark set:appearance=light set:prefer-cross-fade=OFF set:smart-invert=on").get() == [
      .display(DisplayChange(key: "reduceMotion", on: true, name: "reduce-motion")),
      .display(DisplayChange(key: "boldText", on: false, name: "bold-text")),
      .display(DisplayChange(key: "dark", on: true, name: "dark")),
      .display(DisplayChange(key: "dark", on: false, name: "appearance")),
      .display(DisplayChange(key: "preferCrossFade", on: false, name: "prefer-cross-fade")),
      .display(DisplayChange(key: "smartInvert", on: true, name: "smart-invert")),
    ])
    guard case .failure(let e) = steps("set:reduce-moton set:appearance set:bold-text=maybe") else {
      Issue.record("parsed")
      return
    }
    #expect(e.lines == [
      "s.keys:1:1: error: unknown display setting 'reduce-moton'; did you mean 'set:reduce-motion'?",
      "s.keys:1:18: error: 'set:appearance' needs =light or =dark; write set:appearance=dark or set:dark",
      "s.keys:1:33: error: 'maybe' is not on or off; write set:bold-text to turn it on, or set:bold-text=off",
    ])
  }

  @Test func badSizeWordsAreLocated() {
    guard case .failure(let e) = steps("next\n  size:AX9 size:huge") else {
      Issue.record("parsed")
      return
    }
    #expect(e.lines == [
      "s.keys:2:3: error: unknown text size 'AX9'; did you mean 'size:AX1'?",
      "s.keys:2:12: error: unknown text size 'huge'; use size: with one of XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5",
    ])
  }
}

@Suite struct LayoutOutputTests {
  /// A bar with a fixed-height button whose title overflows it at AX3 (UIKit does not clip a
  /// button's title), and a label with a fixed font size.
  /// The taller button's top is 8 pt above Back's at L, so VoiceOver reads it first there;
  /// at AX3 both grow and Back comes first.
  static let scene = """
    { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
      { text: "Total $48", id: "total", fixedSize: true },
      { hstack: [
        { button: "Back", id: "back" },
        { button: "Continue to payment", id: "continue", height: 60 },
      ] },
    ] } }] }
    """

  static let adaptive = """
    { format: "axsim-scene/1", settings: { largerAccessibilitySizes: false }, screens: [{ id: "row", root: { vstack: [
      { hstack: [ { text: "Savings account", id: "name" }, { button: "Transfer", id: "go" } ], adaptive: "fits" },
    ] } }] }
    """

  func run(_ args: [String], scene: String = LayoutOutputTests.scene) -> CommandOutput {
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(scene.utf8) }, readStandardInput: { [] }))
    switch ArgumentParser.parse(args) {
    case .success(let invocation): return commands.execute(invocation)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func speakListsProblemsAndNamesTheSettings() {
    #expect(run(["speak", "bar.json5", "--content-size", "AX3"]).stdout == """
      bar.json5 · screen 'main' · text size AX3 · 3 stops
        1. Total $48
        2. Back. Button.
        3. Continue to payment. Button.

      ! 'Total $48' fixed font size: does not grow with Dynamic Type
      ! 'Continue to payment' overflows its 60 pt frame at AX3: the title needs 108 pt and is drawn past the frame

      """)
    #expect(run(["speak", "bar.json5"]).stdout.hasPrefix("bar.json5 · screen 'main' · 3 stops\n"))
    let sc = run(["speak", "bar.json5", "--technology", "sc", "--content-size", "AX3", "--larger-accessibility-sizes", "on"]).stdout
    #expect(sc.hasPrefix("bar.json5 · screen 'main' · text size AX3 · Switch Control · "))
    #expect(sc.hasSuffix("! 'Continue to payment' overflows its 60 pt frame at AX3: the title needs 108 pt and is drawn past the frame\n"))
    #expect(run(["reach", "bar.json5", "--content-size", "XL"]).stdout.hasPrefix("bar.json5 · screen 'main' · text size XL · 3 elements"))
  }

  @Test func speakJSONHasSettingsAndProblems() throws {
    let out = run(["speak", "bar.json5", "--content-size", "AX3", "--format", "json"]).stdout
    #expect(out.hasPrefix(#"{"format":"axsim-order/1","scene":"bar.json5","screen":"main","settings":{"contentSize":"AX3"},"stops":["#))
    #expect(out.contains(#"{"element":"continue","name":"Continue to payment","problem":"overflows","needsHeight":108,"frameHeight":60,"text":"overflows its 60 pt frame at AX3: the title needs 108 pt and is drawn past the frame"}"#))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect((json["problems"] as? [Any])?.count == 2)
  }

  @Test func runChangesTheSizeMidScript() {
    let out = run(["run", "bar.json5", "--keys", "last larger size:AX3 size:AX3 smaller size:AX5 larger"]).stdout
    #expect(out == """
      bar.json5 · screen 'main' · 7 commands
         0  screenChanged           [screen changed] Total $48
         1  last                    Back. Button.
         2  larger → text-size      (text size L → XL; 1 layout problem at XL)
         3  size:AX3 → text-size    (text size XL → AX3; the reading order changed after the layout reflowed; 2 layout problems at AX3)
         4  size:AX3 → text-size    (the size is already AX3)
         5  smaller → text-size     (text size AX3 → AX2; 2 layout problems at AX2)
         6  size:AX5 → text-size    (text size AX2 → AX5; 2 layout problems at AX5)
         7  larger → text-size      (already at the largest size (AX5))
      Problems at the end (text size AX5):
      ! 'Total $48' fixed font size: does not grow with Dynamic Type
      ! 'Continue to payment' overflows its 60 pt frame at AX5: the title needs 142 pt and is drawn past the frame

      """)
  }

  @Test func largerAccessibilitySizesOffStopsAtXXXL() {
    let out = run(["run", "row.json5", "--keys", "size:XXXL larger size:AX1"], scene: Self.adaptive).stdout
    #expect(out == """
      row.json5 · screen 'row' · Larger Accessibility Sizes off · 3 commands
         0  screenChanged           [screen changed] Transfer. Button.
         1  size:XXXL → text-size   (text size L → XXXL; the reading order changed after the layout reflowed)
         2  larger → text-size      (already at XXXL, the largest size with Larger Accessibility Sizes off)
         3  size:AX1 → text-size    (AX1 is an accessibility size and Larger Accessibility Sizes is off; the size stays XXXL)

      """)
    // The scene turns the setting off; the flag turns it back on.
    #expect(run(["run", "row.json5", "--keys", "size:AX1", "--larger-accessibility-sizes", "on"], scene: Self.adaptive).stdout.contains("text size L → AX1"))
    // `variants --sizes all` shows every size the scene offers: XS to XXXL here.
    #expect(run(["variants", "row.json5", "--sizes", "all"], scene: Self.adaptive).stdout.hasPrefix("row.json5 · screen 'row' · Larger Accessibility Sizes off · 7 text sizes: XS, S, M, L, XL, XXL, XXXL\n"))
    #expect(run(["speak", "row.json5", "--content-size", "AX1"], scene: Self.adaptive).stderr == "axsim: error: --content-size AX1 is an accessibility size, but the scene's settings.largerAccessibilitySizes is false; use --larger-accessibility-sizes on, or a size up to XXXL\nRun 'axsim speak --help' for usage.\n")
  }

  @Test func runChangesDisplaySettingsMidScript() {
    let scene = """
      { format: "axsim-scene/1", screens: [
        { id: "a", root: { vstack: [{ button: "Open", onActivate: { push: "b" } }] } },
        { id: "b", root: { vstack: [{ text: "B", foreground: "#AAAAAA" }] } },
      ] }
      """
    let out = run(["run", "s.json5", "--keys", "activate escape set:reduce-motion activate set:reduce-motion set:prefer-cross-fade=off escape set:dark"], scene: scene).stdout
    #expect(out == """
      s.json5 · screen 'a' · 8 commands
         0  screenChanged           [screen changed] Open. Button.
         1  activate                [activate]
         1  activate → screenChanged [screen changed] [slide in] B
         2  escape → screenChanged  [screen changed] [slide out] Open. Button.
         3  set:reduce-motion → display (Reduce Motion on)
         4  activate                [activate]
         4  activate → screenChanged [screen changed] [cross-fade] B
         5  set:reduce-motion → display (Reduce Motion is already on)
         6  set:prefer-cross-fade=off → display (Prefer Cross-Fade Transitions off; 1 display problem)
         7  escape → screenChanged  [screen changed] [instant] Open. Button.
         8  set:dark → display      (Dark appearance)

      """)
  }

  @Test func runJSONHeaderRecordsSettings() {
    let out = run(["run", "row.json5", "--keys", "next", "--format", "json", "--content-size", "XXL"], scene: Self.adaptive).stdout
    #expect(out.hasPrefix(#"{"format":"axsim-transcript/1","scene":"row.json5","screen":"row","technology":"voiceover","iosVersion":26,"settings":{"contentSize":"XXL","largerAccessibilitySizes":false},"utterances":["#))
  }

  @Test func variantsShowsEachSizeAndATable() {
    let out = run(["variants", "bar.json5", "--sizes", "L,AX3"]).stdout
    #expect(out == """
      bar.json5 · screen 'main' · 2 text sizes: L, AX3

      ── L · 3 stops · 1 problem
          1. Total $48
          2. Continue to payment
          3. Back
        ! 'Total $48' fixed font size: does not grow with Dynamic Type

      ── AX3 · 3 stops · 2 problems · reading order differs from L
          1. Total $48
          2. Back  (3rd at L)
          3. Continue to payment  (2nd at L)
        ! 'Total $48' fixed font size: does not grow with Dynamic Type
        ! 'Continue to payment' overflows its 60 pt frame at AX3: the title needs 108 pt and is drawn past the frame

      Problems by size (· = none; clipped/truncated N/M = needs N lines, has M)
      element                L           AX3
      'Total $48'            fixed size  fixed size
      'Continue to payment'  ·           overflows 60→108 pt

      """)
    // Too narrow for every column: the table is split, the element column repeated.
    let narrow = run(["variants", "bar.json5", "--sizes", "L,XXXL,AX3,AX5", "--width", "50"]).stdout
    #expect(narrow.hasSuffix("""
      element                L           XXXL
      'Total $48'            fixed size  fixed size
      'Continue to payment'  ·           ·

      element                AX3
      'Total $48'            fixed size
      'Continue to payment'  overflows 60→108 pt

      element                AX5
      'Total $48'            fixed size
      'Continue to payment'  overflows 60→142 pt

      """))
  }

  @Test func variantsMarksStopsThatMoved() {
    let out = run(["variants", "row.json5"], scene: Self.adaptive).stdout
    #expect(out.hasPrefix("row.json5 · screen 'row' · Larger Accessibility Sizes off · 4 text sizes: L, XL, XXL, XXXL\n"))
    #expect(run(["variants", "row.json5", "--sizes", "L,AX2"], scene: Self.adaptive).stderr == "axsim: error: --sizes lists AX2, an accessibility size, but the scene's settings.largerAccessibilitySizes is false; use --larger-accessibility-sizes on, or sizes up to XXXL\nRun 'axsim variants --help' for usage.\n")
  }

  @Test func variantsPrintsTheWireframesAFrontEndDraws() {
    var commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(LayoutOutputTests.scene.utf8) }, readStandardInput: { [] }))
    commands.variantsWireframe = { scene, sizes, screen, width in
      ["┌ " + sizes.map(\.rawValue).joined(separator: " ┐┌ ") + " ┐   ", "screen \(screen) of \(scene.screens.count), \(width) wide \u{1B}[31m"]
    }
    var o = Options()
    o.scenes = ["bar.json5"]
    o.sizes = [.large, .accessibilityExtraLarge]
    o.width = 80
    let out = commands.variants(o).stdout
    #expect(out.hasPrefix("bar.json5 · screen 'main' · 2 text sizes: L, AX3\n\n┌ L ┐┌ AX3 ┐\nscreen 0 of 1, 80 wide U+001B[31m\n\n── L · 3 stops"))
    o.format = .json
    #expect(!commands.variants(o).stdout.contains("┌ L"), "JSON has no wireframe")
  }

  @Test func variantsJSON() throws {
    let out = run(["variants", "bar.json5", "--sizes", "L,AX3", "--format", "json"]).stdout
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(json["format"] as? String == "axsim-variants/1")
    #expect(json["sizes"] as? [String] == ["L", "AX3"])
    let variants = try #require(json["variants"] as? [[String: Any]])
    #expect(variants.map { $0["size"] as? String } == ["L", "AX3"])
    #expect((variants[1]["problems"] as? [[String: Any]])?.last?["problem"] as? String == "overflows")
    #expect((variants[0]["stops"] as? [[String: Any]])?.first?["name"] as? String == "Total $48")
    #expect(out.split(separator: "\n").count == 4, "one line per size between the header and the end")
  }

  @Test func helpDescribesTheNewCommandAndFlags() {
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in [] }, readStandardInput: { [] }))
    #expect(commands.help("variants").stdout.contains("--sizes L,XXXL,AX3,AX5"))
    #expect(commands.help("settings").stdout.contains("--larger-accessibility-sizes on|off"))
    #expect(commands.help("commands").stdout.contains("size:SIZE"))
    #expect(commands.help(nil).stdout.contains("axsim variants"))
  }
}
