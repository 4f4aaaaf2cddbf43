import AssistiveTechnologies

extension HeadlessCommands {
  /// Help for the app or one subcommand.
  public func help(_ topic: String?) -> CommandOutput {
    switch topic {
    case nil: return CommandOutput(stdout: Help.overview)
    case "speak": return CommandOutput(stdout: Help.speak)
    case "run": return CommandOutput(stdout: Help.run)
    case "check": return CommandOutput(stdout: Help.check)
    case "commands": return CommandOutput(stdout: Help.commands)
    case let t?:
      let topics = ["speak", "run", "check", "commands"]
      return CommandOutput(stderr: UsageError(message: "no help on '\(t)'", suggestion: Suggest.closest(to: t, among: topics).map { "did you mean '\($0)'?" } ?? "topics: " + topics.joined(separator: ", ")).description + "\n", status: CommandOutput.badInput)
    }
  }
}

import SceneModel

/// Help texts.
public enum Help {
  public static let overview = """
    axsim: hear and see how an iOS screen behaves under VoiceOver, from a scene file.

    USAGE
      axsim [SCENE] [--screen ID] [--keymap FILE] [--watch] [--content-size SIZE]
                                  open the interactive app (the built-in demo without SCENE)
      axsim speak [SCENE]         print the VoiceOver reading order, one stop per line
      axsim run [SCENE] --keys "next next activate"
                                  replay commands and print the spoken transcript
      axsim check SCENE...        validate scene files and print every problem
      axsim help [speak|run|check|commands]

    OPTIONS (interactive app)
      --screen ID           start on this screen
      --keymap FILE         key bindings (default: Keymaps/default.keymap, then
                            $XDG_CONFIG_HOME/axsim/keymap overrides)
      --watch               reload the scene when the file changes
      --content-size SIZE   Dynamic Type size: XS S M L XL XXL XXXL AX1 ... AX5
      --no-hints            start with Speak Hints off
      --no-color            monochrome (also when NO_COLOR is set)
      --version, --help

    SCENE is a scene file (JSON5, see Docs/SceneFormat.md), or - for standard input.
    Exit status: 0 success, 1 runtime failure, 2 bad input or usage.

    """

  public static let speak = """
    axsim speak: print the VoiceOver reading order of a screen.

    USAGE
      axsim speak [SCENE] [--screen ID] [--format text|json] [--no-hints] [--content-size SIZE]

    Prints a header line with the scene, the screen and the number of stops, then one line
    per VoiceOver stop with its full utterance (description, hint, "Actions Available").
    Warnings about the scene go to standard error.

    """

  public static let run = """
    axsim run: replay VoiceOver commands and print what is spoken.

    USAGE
      axsim run [SCENE] (--keys "WORDS" | --script FILE) [--screen ID]
                [--format text|json] [--no-hints] [--content-size SIZE]

    Each output line is one event: step number, cause (the command or the
    notification that made VoiceOver speak), earcons such as [boundary], and the
    spoken text; notes in parentheses explain what happened. Step 0 is the screen
    appearing. A script file holds the same words as --keys, with # comments.

    Run 'axsim help commands' for the command words.

    """

  public static let check = """
    axsim check: validate scene files.

    USAGE
      axsim check SCENE...

    Prints one line per problem, as FILE:LINE:COLUMN: error: PATH: what is wrong; what to
    do, then a summary per file. Exits 2 if any file has errors (warnings alone exit 0).

    """

  public static var commands: String {
    var out = "VoiceOver command words (for --keys and --script):\n\n"
    for (word, summary) in VoiceOverCommand.scriptWords {
      out += "  " + word + String(repeating: " ", count: max(1, 18 - word.count)) + summary + "\n"
    }
    return out + "\n"
  }
}
