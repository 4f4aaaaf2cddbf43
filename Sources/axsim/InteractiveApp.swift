import AxsimCommandLine

/// Opens the interactive app (the ncurses front end).
enum InteractiveApp {
  static func run(_ options: Options, environment: Environment) -> CommandOutput {
    CommandOutput(stderr: "axsim: the interactive app is not built yet; use 'axsim speak' or 'axsim run'\n", status: CommandOutput.failure)
  }
}
