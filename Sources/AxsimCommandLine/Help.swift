import AssistiveTechnologies
import SpeechAudio

extension HeadlessCommands {
  /// Help for the app or one subcommand.
  public func help(_ topic: String?) -> CommandOutput {
    switch topic {
    case nil: return CommandOutput(stdout: Help.overview)
    case "speak": return CommandOutput(stdout: Help.speak)
    case "run": return CommandOutput(stdout: Help.run)
    case "check": return CommandOutput(stdout: Help.check)
    case "commands": return CommandOutput(stdout: Help.commands)
    case "reach": return CommandOutput(stdout: Help.reach)
    case "variants": return CommandOutput(stdout: Help.variants)
    case "report": return CommandOutput(stdout: Help.report)
    case "diff": return CommandOutput(stdout: Help.diff)
    case "compare": return CommandOutput(stdout: Help.compare)
    case "audit": return CommandOutput(stdout: Help.audit)
    case "schema": return CommandOutput(stdout: Help.schema)
    case "import": return CommandOutput(stdout: Help.importDump)
    case "settings", "display", "text-size": return CommandOutput(stdout: Help.settings)
    case "switch", "switch-control", "sc": return CommandOutput(stdout: Help.switchSettings)
    case "voice-control", "voicecontrol", "vc", "say": return CommandOutput(stdout: Help.voiceControl)
    case "audio", "speech", "sound": return CommandOutput(stdout: Help.audio)
    case let t?:
      let topics = ["speak", "run", "check", "reach", "variants", "audit", "report", "diff", "compare", "schema", "import", "commands", "switch", "voice-control", "settings", "audio"]
      return CommandOutput(stderr: UsageError(message: "no help on '\(t)'", suggestion: Suggest.closest(to: t, among: topics).map { "did you mean '\($0)'?" } ?? "topics: " + topics.joined(separator: ", ")).description + "\n", status: CommandOutput.badInput)
    }
  }
}

import SceneModel

/// Help texts.
public enum Help {
  public static let overview = """
    axsim: step through an iOS screen as VoiceOver, Switch Control, Full Keyboard Access and
    Voice Control users meet it, from a scene file.

    USAGE
      axsim [SCENE] [--screen ID] [--keymap FILE] [--watch] [--content-size SIZE]
                                  open the interactive app (the built-in demo without SCENE)
      axsim speak [SCENE] [--technology T]
                                  print the reading order (VoiceOver), the scan order (Switch
                                  Control), the Tab order (Full Keyboard Access) or the numbered
                                  items and what to say (Voice Control)
      axsim run [SCENE] --keys "next next activate"
                                  replay commands and print the transcript
      axsim run [SCENE] --technology switch --keys "wait 3s select down select"
      axsim run [SCENE] --technology vc --keys 'say "show numbers" say "tap 2"'
      axsim reach [SCENE]         what each element costs with each technology
      axsim variants [SCENE] [--sizes L,XXXL,AX3,AX5]
                                  the screen at several text sizes: reading order and what
                                  breaks (clipped text, fixed font sizes) at each
      axsim check SCENE...        validate scene files and print every problem
      axsim audit SCENE... [--format text|json|sarif] [--fail-on TIER]
                                  accessibility findings by tier, with fixes
      axsim report [SCENE] [--out DIR]
                                  write a review report (Markdown and HTML) of every screen
      axsim diff OLD NEW [--format text|json] [--exit-code]
                                  what changed for each technology, and the findings
                                  fixed or introduced
      axsim compare BEFORE AFTER  both scenes side by side in the app, driven together
      axsim schema                print the scene format's JSON Schema
      axsim import DUMP [--out SCENE.json5]
                                  a real app's XCUITest, Appium or idb dump as a scene
      axsim help [speak|run|check|reach|variants|audit|report|diff|compare|schema|import|
                  commands|switch|voice-control|settings|audio]

    OPTIONS (interactive app)
      --screen ID           start on this screen
      --keymap FILE         key bindings (default: Keymaps/default.keymap, then
                            $XDG_CONFIG_HOME/axsim/keymap overrides)
      --watch               reload the scene when the file changes
      --out DIR             save transcripts and screens ('w') in DIR
      --content-size SIZE   Dynamic Type size: XS S M L XL XXL XXXL AX1 ... AX5
      --larger-accessibility-sizes on|off
                            offer AX1-AX5 when stepping the text size (default on)
      --reduce-motion, --bold-text, --dark, ...
                            display settings: see 'axsim help settings'
      --no-hints            start with Speak Hints off
      --no-color            monochrome (also when NO_COLOR is set)
      --keep-interruptions  also mark speech cut off by your own next key (the Speech
                            pane, saved transcripts, the report); speech the scene cuts
                            off is always marked
      --technology T        start with voiceover (vo), switch (sc), keyboard (fka) or
                            voice-control (vc)
      --speak               hear it: speech and earcons aloud (eSpeak NG; '!' or F8
                            toggles); voice and timing: see 'axsim help audio'
      Switch Control settings: see 'axsim help switch'
      --overlay, --grid     Voice Control settings: see 'axsim help voice-control'
      --version, --help

    SCENE is a scene file (JSON5, see Docs/SceneFormat.md), or - for standard input; a
    hierarchy dump (XCUITest, Appium or idb) is imported in memory (Docs/Import.md).
    Exit status: 0 success, 1 runtime failure, 2 bad input or usage.

    """

  public static let speak = """
    axsim speak: print the order in which a technology goes through a screen.

    USAGE
      axsim speak [SCENE] [--screen ID] [--format text|json] [--no-hints] [--content-size SIZE]
                  [--technology voiceover|switch|keyboard|voice-control] [Switch Control settings]
                  [--grid COLUMNSxROWS] [text size and display settings]

    VoiceOver (the default): a header line with the scene, the screen and the number of
    stops, then one line per VoiceOver stop with its full utterance (description, hint,
    "Actions Available").

    Switch Control (--technology switch, or sc): the scan order as an indented tree: groups
    with their item counts, their items, the dashed "leave group" stop, and the steps (moves
    plus selects into groups) and seconds of auto scanning to reach each; then the VoiceOver
    stops Switch Control skips, and why. Settings flags as in 'axsim help switch'.

    Full Keyboard Access (--technology keyboard, or fka): the focus groups in Tab order with
    their items and the key presses that reach each; then what cannot take focus, and why.

    Voice Control (--technology voice-control, or vc): every item in the order "show
    numbers" numbers them, the name "show names" draws on it (>> when it has custom
    actions), the shortest phrase that taps it, and its problems (no name, a name nobody
    can say, a name other items share, visible text that is not one of its names); then
    the views only the grid reaches, with the numbers to say. See 'axsim help voice-control'.

    After the order, one '!' line per layout problem at the text size: text clipped by a
    fixed height or truncated by a line limit ("'Continue' clipped at AX3: needs 2 lines,
    has 1 (its fixed height)"), text with a fixed font size, elements pushed past the
    screen's edge; then one per display problem: low contrast, state shown by colour alone,
    motion with no reduced-motion alternative. The header names every setting that differs
    from the defaults (Large, Larger Accessibility Sizes on, display settings off, light).
    Stops are numbered in a fixed width; a stop that says nothing reads (silence).

    --format json prints {"format":"axsim-order/1", ...}, one stop a line: its element (id,
    else JSON path), name, the spoken text and, beside it, its description, hint and trailer,
    the parts, and its frame in points (to 0.01); then "settings" and "problems". Switch
    Control prints axsim-scan/1, the keyboard axsim-focus/1, Voice Control axsim-voice/1.
    Docs/Output.md and Docs/Schemas/ describe every format.

    Warnings about the scene go to standard error.

    """

  public static let run = """
    axsim run: replay commands and print what each technology does.

    USAGE
      axsim run [SCENE] (--keys "WORDS" | --script FILE) [--screen ID]
                [--format text|json] [--no-hints] [--content-size SIZE]
                [--technology voiceover|switch|keyboard|voice-control] [Switch Control settings]
                [--overlay none|numbers|names|grid] [--grid COLUMNSxROWS]
                [text size and display settings]

    Each output line is one event: step number, cause (the command, the notification or
    'time' passing), earcons such as [boundary], and the spoken text; what Switch Control
    highlights or the keyboard focuses, when nothing is spoken, in ‹angle quotes›; notes in
    parentheses explain what happened. Step 0 is the screen appearing. A script file holds
    the same words as --keys, with # comments.

    The words are those of the technology in use: --technology picks the first (VoiceOver
    by default) and 'use:switch', 'use:keyboard', 'use:voice-control' or 'use:voiceover'
    hands over mid-script, keeping focus on the same element where it can. Voice Control is
    driven by phrases: say "tap Send" (the phrase in double quotes; 'axsim help
    voice-control'). 'wait 2.5s' or 'wait 750ms' lets time pass (auto scanning, Auto
    Tap). Switch Control settings flags apply whenever the script uses Switch Control; see
    'axsim help switch'. 'size:AX3', 'larger' and 'smaller' change the text size mid-run:
    the layout reflows, focus stays on its element, and the step notes when the reading
    order changed and how many layout problems the new size has (listed after the
    transcript). 'set:reduce-motion', 'set:bold-text=off', 'set:dark' and the
    other display settings (the flag names) change a display setting the same way. The
    header names every setting that differs from the defaults.

    --format json prints {"format":"axsim-transcript/1", ...}, one utterance a line
    (Docs/Output.md, Docs/Schemas/transcript.schema.json).

    --audio OUT.wav also writes the walk as speech (eSpeak NG) with its earcons and real
    timing, and OUT.wav.json with each step's start and end; see 'axsim help audio'.

    Example:
      axsim run Scenes/demo.json5 --technology switch --keys "wait 3s select select"

    Run 'axsim help commands' for the command words.

    """

  public static let check = """
    axsim check: validate scene files.

    USAGE
      axsim check SCENE... [--strict] [--format text|json]

    Prints one line per problem, as FILE:LINE:COLUMN: error: PATH: what is wrong; what to
    do, then a summary per file. Files are named as given on the command line.

    --strict     warnings fail the check too (for CI)
    --format json
                 one document (format "axsim-check/1", Docs/Schemas/check.schema.json):
                 per file its path, ok, counts, and every diagnostic with line, column,
                 severity, path, message and suggestion

    Exit status: 0 every file loads (with --strict: and has no warnings); 1 with --strict,
    some file has warnings but none has errors; 2 some file has errors or cannot be read.

    """

  public static let reach = """
    axsim reach: what reaching each element costs with each technology.

    USAGE
      axsim reach [SCENE] [--screen ID] [--format text|json] [--scan-time SECONDS] [--scan-all]
                  [--technology T] [--grid COLUMNSxROWS] [--content-size SIZE]

    One row per element, from the start of the screen: VoiceOver swipes from the first stop;
    Switch Control scan steps (moves plus the selects that enter groups) and seconds of auto
    scanning at the scan time (default 1s), with Group Items on and off; Full Keyboard
    Access key presses and which keys (Tab to the focus group, arrows inside it, or
    Control-Tab item by item); Voice Control's number for it and the shortest phrase that
    taps it ('needs numbers' when its name is shared, 'cannot be said' when it has no name to
    say, the grid's numbers for a view that is no item). 'no' means the technology cannot
    reach the element as an item. --technology keeps one technology's columns. Under a row, '!' lines flag what only some technologies reach: elements the
    keyboard cannot focus, custom actions only VoiceOver offers, gesture-only actions,
    views only the Gliding Cursor can touch, and costly elements (more than \(Reach.manySteps)
    steps or presses).

    --format json prints {"format":"axsim-reach/1", ..., "rows":[...]}, one row a line.

    """

  public static let schema = """
    axsim schema: print the JSON Schema of scene files.

    USAGE
      axsim schema > Scenes/scene.schema.json

    Prints the schema (JSON Schema draft 2020-12, $id \(SceneFormat.schemaID)) that editors
    and other tools check scene files with: every key with a description, its type, allowed
    values and ranges. It is generated from the decoder's own tables (its keys, kinds,
    aliases, traits, effects, names and ranges), so it accepts what 'axsim check' accepts,
    short of the rules that need the whole file; Scenes/scene.schema.json is this output.
    The output is the same on every run. Docs/SceneFormat.md describes the schema.

    """

  public static let report = """
    axsim report: a review report of a scene, as Markdown and as one self-contained HTML file.

    USAGE
      axsim report [SCENE] [--out DIR] [--keys "next next activate" | --script FILE] [--audio]

    For every screen: the wireframe, the order and stop count for VoiceOver, Switch Control
    and Full Keyboard Access, Voice Control's numbers and what to say to reach each item
    (as 'axsim speak --technology voice-control'), the transcript of the walk (the replayed
    --keys or --script on the first screen, else the VoiceOver reading order), the findings
    by tier with their fixes, and the reviewers' notes saved beside the scene
    (NAME.review.json5). Writes
    NAME-review.md and NAME-review.html beside the scene, or in DIR with --out; both or
    neither. The HTML loads nothing from outside the file, and has no scripts unless
    --audio embeds the walk's audio (then a few lines let each transcript line play from
    its step).

    OPTIONS
      --out DIR             where to write the two files (created when missing)
      --keys, --script      the walk to replay for the transcript (as 'axsim run')
      --audio               embed the walk's audio in the HTML (without --keys: a swipe
                            through the first screen); see 'axsim help audio'
      --ignore-notes        write the report even when the notes file cannot be read
                            (without its notes); otherwise that is an error (exit 2)
      --no-hints            Speak Hints off
      --content-size SIZE, --reduce-motion, --dark, ...
                            settings: see 'axsim help settings'

    """

  public static let variants = """
    axsim variants: the same screen at several text sizes, to see where the design breaks.

    USAGE
      axsim variants [SCENE] [--sizes L,XXXL,AX3,AX5] [--screen ID] [--width N]
                     [--format text|json] [--larger-accessibility-sizes on|off]
                     [display settings such as --bold-text]

    For each size (default L, XXXL, AX3, AX5; L, XL, XXL, XXXL with Larger Accessibility
    Sizes off): the VoiceOver stops in reading order, marking the ones that moved since the
    first size ("(4th at L)"), and a '!' line per layout or display problem (contrast
    depends on the size: large text needs only 3:1). Then a table with one row
    per element that has a problem at any size and one column per size, split into several
    tables when the columns do not fit --width (40 to 1000 columns, default 100).

    Sizes are XS S M L XL XXL XXXL AX1 AX2 AX3 AX4 AX5 or their long names
    (accessibilityExtraLarge), separated by commas, in the order to show; 'all' is every
    size (XS to AX5, or to XXXL with Larger Accessibility Sizes off), 'ax' is AX1 to AX5
    and 'standard' XS to XXXL: --sizes all, --sizes L,ax.

    --format json prints {"format":"axsim-variants/1", ..., "variants":[...]}, one size a
    line: its stops with frames, whether the order changed, and its problems.

    """

  public static let settings = """
    Text size and display settings flags (axsim speak, run, reach and the interactive
    app; variants takes all but --content-size). Each overrides the scene's 'settings';
    transcript headers name every setting that differs from the default, so transcripts
    can be pinned per setting.

      --content-size SIZE          Dynamic Type size: XS S M L XL XXL XXXL AX1 AX2 AX3 AX4
                                   AX5, or a long name such as accessibilityExtraLarge
                                   (default L)
      --ios 12|13|16|17|18|26      the iOS version whose VoiceOver strings and rules apply
                                   (default 26, the newest the reference verifies)
      --larger-accessibility-sizes on|off
                                   whether AX1-AX5 are offered (default on in axsim); off
                                   makes an AX size an error and stops 'larger' at XXXL
      --reduce-motion              Reduce Motion: slides and sheets become cross-fades,
                                   auto-play stops for content with a reduced alternative
      --prefer-cross-fade on|off   Prefer Cross-Fade Transitions (default on); off makes
                                   reduced transitions instant
      --bold-text                  Bold Text: text measures wider, rows wrap and clip sooner
      --button-shapes              Button Shapes
      --increase-contrast          Increase Contrast: colours use their increased-contrast
                                   variants
      --reduce-transparency        Reduce Transparency
      --differentiate-without-color
                                   Differentiate Without Color
      --smart-invert               Smart Invert: colours invert, images excepted
      --dark, --appearance light|dark
                                   the dark appearance (default light)

    The toggles take no value to turn on, or =on / =off (--reduce-motion=off turns off a
    setting the scene's 'settings' turns on). speak lists the display problems after the
    layout problems: text below the WCAG contrast minimum ("contrast 2.85:1, needs 4.5:1"),
    state shown by colour alone, motion with no reduced-motion alternative. In run, 'wait'
    plays motion: carousels advance (VoiceOver speaks those that announce) and screen
    changes show the transition that played ([slide in], [cross-fade], [instant]).

    """

  public static let switchSettings = """
    Switch Control settings flags (axsim speak and run with --technology switch; the
    interactive app; reach takes --scan-time and --scan-all). Defaults follow
    switch-and-keyboard.md §1.5.

      --scan auto|manual|step      scanning style (default auto)
      --scan-time SECONDS          Auto Scanning Time, 0.1 to 60, such as 1.5 or 750ms (default 1)
      --loops N                    loops before scanning stops, 1 to 99 (default 4)
      --groups on|off              Group Items (default on)
      --tap default|auto|always    Tap Behavior (default: select opens the Scanner Menu)
      --after-tap item|first       Focused Item After Tap (default item; assumed)
      --speech                     speak each item as it is highlighted (default off; assumed)
      --scan-all                   scan every element, not only those that respond to touch
      --gliding                    point scanning with the Gliding Cursor
      --glide single|refined|precise
                                   the Gliding Cursor's Selection Mode (implies --gliding;
                                   default refined; assumed)

    """

  public static var voiceControl: String {
    var out = """
      Voice Control: say what you see (reference §4.4). axsim speak, run and reach and the app
      take --technology voice-control (or vc).

      In scripts (--keys, --script) a phrase is said with say "PHRASE": the phrase in double
      quotes (\\" and \\\\ inside), one per say; in a script file, say "tap Rename Road trip"
      on its own line. In the app, Enter or Space opens the command line while Voice Control is
      on: type the phrase, Enter says it, Up and Down go through what was said, Tab completes a
      name on the screen, Esc closes it.

      What can be said (case, punctuation and extra spaces do not matter; "tap" is optional
      before a name; numbers in digits or words):


      """
    for (phrase, summary) in VoiceControlCommand.forms {
      let pad = max(1, 38 - phrase.count)
      out += "  " + phrase + String(repeating: " ", count: pad) + summary + "\n"
    }
    out += """

      Items: every element that responds to a touch, numbered in reading order; the numbers
      stay while the screen does not change. An item's names are its input labels (inputLabels,
      or as written in code, accessibilityUserInputLabels or accessibilityInputLabels), else
      its label; the first is what "show names" draws. A phrase names an item when it says a
      whole name. When several items share it, numbers go on those items only and Voice
      Control waits for a number. A phrase that is no command and names nothing is answered
      "Not recognized", as the device answers it, and a script goes on.

      The grid: numbered cells over the screen; a number zooms into its cell; once the cells
      are small (\(Int(VoiceControlSettings().finalCellSize)) pt or less) a number taps the centre of its cell, and whatever a
      touch there hits responds, accessibility element or not.

      Settings (axsim speak, run and the app; reach takes --grid):
        --overlay none|numbers|names|grid   the Overlay setting: what stays up (default none)
        --grid COLUMNSxROWS                 the grid "show grid" draws (default 3x3; assumed)

      Assumed where the reference is silent: the 3 × 3 grid, a number alone taps a numbered
      item while numbers are shown, a cell of \(Int(VoiceControlSettings().finalCellSize)) pt or less is tapped by its number, "show
      names" numbers the items that have no name, "go back" escapes (dismiss, else back),
      a swipe acts at the middle of the screen, a double tap with no recogniser is two taps.

      """
    return out
  }

  /// Audio: where it is used, the voice and timing flags, and the earcons (from their table).
  public static var audio: String {
    var out = """
      Audio: hear the speech, its rhythm and the earcons (Docs/Audio.md).

      USAGE
        axsim [SCENE] --speak               the app speaks as you move ('!' or F8 toggles)
        axsim run [SCENE] --keys "..." --audio OUT.wav
                                            the walk as a WAV file, and OUT.wav.json with
                                            each step's start and end (axsim-audio/1)
        axsim report [SCENE] --audio        the walk's audio inside the HTML report

      Speech is eSpeak NG (Debian: apt-get install espeak-ng), loaded when audio is asked
      for: without it axsim works as before and says how to install it. The app plays
      through pw-play, paplay or aplay, whichever works (AXSIM_AUDIO_PLAYER names another
      command that reads raw 16-bit mono samples); the report is compressed with ffmpeg
      (Opus) or sox (Vorbis) when installed.

      VOICE AND TIMING (the app, run and report; [K] values are not published by Apple)
        --voice NAME                eSpeak NG voice (default en-us; espeak-ng --voices);
                                    an element's language speaks its description
        --rate PERCENT              VoiceOver's Speaking Rate, 0 to 100 (default 50 = 180
                                    words a minute; 0 = 80, 100 = 450) [K]
        --hint-delay SECONDS        the pause before the hint (default 1) [K]
        --announcement-pitch N      announcements' pitch, 0 to 100, 50 = unchanged
                                    (default 40) [K]
        --step-gap SECONDS          silence between a step's speech and the next command
                                    in files (default 0.5) [K]
        --cut-after SECONDS         how much of an utterance cut off in its own step is heard,
                                    to the end of the word reached (default 0.6) [K]
        --sound-effects             Switch Control's Sound Effects: its taps, menus and a
                                    tick on each scan step (off, as on the device)

      EARCONS (generated tones, quiet under speech)

      """
    for tone in EarconTone.allCases {
      out += "  " + tone.rawValue + String(repeating: " ", count: max(1, 16 - tone.rawValue.count)) + tone.sound + "\n"
    }
    return out + "\n"
  }

  /// Every technology's script words, generated from the engine's command tables.
  public static var commands: String {
    func row(_ word: String, _ summary: String, width: Int = 18) -> String {
      "  " + word + String(repeating: " ", count: max(1, width - word.count)) + summary + "\n"
    }
    var out = "Command words for --keys and --script. The words are those of the technology in use\n"
    out += "(--technology, then 'use:TECH'). For every technology:\n\n"
    out += row("use:TECH", "hand over to voiceover (vo), switch (sc), keyboard (fka) or voice-control (vc)")
    out += row("wait DURATION", "let time pass: 'wait 2.5s', 'wait 750ms' or 'wait:2s'")
    for (word, summary) in TextSizeChange.scriptWords + DisplayChange.scriptWords {
      out += row(word, summary)
    }
    out += "\nVoiceOver (--technology voiceover):\n\n"
    for (word, summary) in VoiceOverCommand.scriptWords {
      out += row(word, summary)
    }
    out += "\nSwitch Control (--technology switch):\n\n"
    for (word, summary) in SwitchControlCommand.scriptWords where !word.hasPrefix("wait") {
      out += row(word, summary)
    }
    out += "\nFull Keyboard Access (--technology keyboard): the Settings command, its default keys\n"
    out += "on the device, and the script word. * = binding not confirmed by a source: verify on device.\n\n"
    for c in KeyboardCommand.all {
      let word = c.scriptName == "tab+f:" ? "tab+f:TEXT" : c.scriptName
      out += row(word, c.settingsName + " (" + c.deviceKeys + ")" + (c.verified ? "" : " *"), width: 16)
    }
    out += "\nVoice Control (--technology voice-control): say \"PHRASE\", the phrase in double quotes\n"
    out += "(case, punctuation and extra spaces do not matter; 'axsim help voice-control'):\n\n"
    for (phrase, summary) in VoiceControlCommand.forms {
      out += row(phrase, summary, width: 38)
    }
    return out + "\n"
  }
}
