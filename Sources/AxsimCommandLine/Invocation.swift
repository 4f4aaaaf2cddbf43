import AssistiveTechnologies
import SceneModel

/// A parsed command line.
public enum Invocation: Sendable, Equatable {
  /// Open the interactive app.
  case interactive(Options)
  case speak(Options)
  case run(Options)
  case check(Options)
  /// `axsim reach`: what each element costs with each technology.
  case reach(Options)
  /// `axsim variants`: the same screen at several text sizes, with what breaks at each.
  case variants(Options)
  /// `axsim report`: the review report as Markdown and HTML files.
  case report(Options)
  /// `axsim diff OLD NEW`: what changed for each technology, and in the findings.
  case diff(Options)
  /// `axsim compare BEFORE AFTER`: both scenes side by side in the app.
  case compare(Options)
  /// `axsim audit`: findings by tier (AuditCommand.swift).
  case audit(Options)
  /// `axsim schema`: the scene format's JSON Schema (`SceneSchema`).
  case schema
  /// `axsim import DUMP`: a hierarchy dump as a scene file (ImportCommand.swift).
  case importDump(Options)
  case help(topic: String?)
  case version
}

/// Output formats of the headless commands.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text, json
}

/// Options shared by the subcommands (each takes the ones its help lists).
public struct Options: Sendable, Equatable {
  /// Scene files; empty means the built-in demo scene. `-` reads standard input.
  public var scenes: [String] = []
  public var screen: String?
  public var format: OutputFormat = .text
  public var speakHints: Bool?
  public var contentSize: ContentSizeCategory?
  /// Larger Accessibility Sizes (`--larger-accessibility-sizes on|off`); nil keeps the scene's.
  public var largerAccessibilitySizes: Bool?
  /// Display settings given as flags (`--reduce-motion`, `--dark`, ...), by
  /// `DisplaySettings` key (`"reduceMotion"`, `"dark"`); the rest keep the scene's. Read
  /// them with `displaySettings(over:)`.
  public var displayChanges: [String: Bool] = [:]
  /// The iOS version whose VoiceOver speech to use (`--ios 17`); nil keeps the scene's.
  public var iosVersion: Int?
  /// The text sizes `variants` shows (`--sizes`); nil for its default.
  public var sizes: [ContentSizeCategory]?
  /// `--sizes all`: every size offered, so AX1–AX5 only with Larger Accessibility Sizes.
  public var sizesAll = false
  /// The width `variants` lays its columns out in (`--width`); nil for 100.
  public var width: Int?
  public var keys: String?
  public var script: String?
  public var keymap: String?
  public var watch = false
  /// Where the app saves transcripts and screens (`--out DIR`); nil for its default.
  public var outputDirectory: String?
  /// `check --strict`: warnings fail the check too.
  public var strict = false
  /// `diff --exit-code`: exit 1 when the scenes differ.
  public var exitCode = false
  /// `report --ignore-notes`: write the report without notes that cannot be read.
  public var ignoreNotes = false
  public var noColor = false
  /// `--keep-interruptions`: the app marks speech the reviewer's own next key cut off too.
  public var keepInterruptions = false
  /// The assistive technology to simulate (`--technology`); VoiceOver by default.
  public var technology: Technology = .voiceOver
  /// Whether `--technology` was given (`reach` then shows that technology's columns only).
  public var technologyGiven = false
  /// Voice Control's settings (`--overlay`, `--grid`).
  public var voiceControlSettings = VoiceControlSettings()
  /// Switch Control's settings (`--scan`, `--scan-time`, `--groups`, `--tap`, ...): the
  /// reference's defaults unless flags change them.
  public var switchSettings = SwitchControlSettings()
  /// `audit`'s format, `--fail-on` and `--list-rules`.
  public var audit = AuditOptions()
  /// Audio: `run --audio OUT.wav`, `report --audio`, the app's `--speak`, voice and timing.
  public var audio = AudioOptions()
  /// `import --format`: the dump's format; nil detects it from the content.
  public var dumpFormat: DumpFormat?
  /// `import --out FILE`: where the scene goes; nil for standard output.
  public var outputFile: String?

  public init() {}
  public var scene: String? { scenes.first }
}

/// A bad command line, with a suggestion; rendered by `UsageError.description`.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var suggestion: String?
  /// The subcommand whose help to point at.
  public var command: String?

  public init(message: String, suggestion: String? = nil, command: String? = nil) {
    self.message = message
    self.suggestion = suggestion
    self.command = command
  }

  public var description: String {
    var s = "axsim: error: \(Sanitize.forMessage(message))"
    if let suggestion { s += "; \(Sanitize.forMessage(suggestion))" }
    s += "\nRun 'axsim \(command.map { $0 + " " } ?? "")--help' for usage."
    return s
  }
}

/// Parses `axsim` arguments (a small hand-written parser; no package dependencies).
public enum ArgumentParser {
  static let subcommands = ["speak", "run", "check", "reach", "variants", "audit", "report", "diff", "compare", "schema", "import", "help"]

  /// Switch Control's settings flags (see `switchFlagHelp`).
  static let switchFlags = [
    "--scan=", "--scan-time=", "--loops=", "--groups=", "--tap=", "--after-tap=", "--speech", "--scan-all",
    "--gliding", "--glide=",
  ]

  /// Voice Control's settings flags (`VoiceControlFlags.swift`).
  static let voiceControlFlags = ["--overlay=", "--grid="]

  /// Flags each subcommand takes; values follow flags marked with `=`.
  static let flags: [String: [String]] = [
    "": ["--screen=", "--keymap=", "--watch", "--out=", "--no-hints", "--no-color", "--technology=", "--help", "--version", "--keep-interruptions"] + settingsFlags + switchFlags
      + ["--speak"] + audioSettingsFlags + voiceControlFlags,
    "speak": ["--screen=", "--format=", "--no-hints", "--hints", "--technology=", "--help"] + settingsFlags + switchFlags + voiceControlFlags,
    "run": ["--screen=", "--keys=", "--script=", "--format=", "--no-hints", "--hints", "--technology=", "--help"] + settingsFlags + switchFlags
      + ["--audio="] + audioSettingsFlags + voiceControlFlags,
    "check": ["--format=", "--strict", "--help"],
    "audit": auditFlags,
    "reach": ["--screen=", "--format=", "--scan-time=", "--scan-all", "--technology=", "--grid=", "--help"] + settingsFlags,
    "diff": ["--format=", "--exit-code", "--no-hints", "--hints", "--help"] + settingsFlags,
    "compare": ["--keymap=", "--out=", "--no-hints", "--no-color", "--technology=", "--help"] + settingsFlags,
    "variants": ["--screen=", "--format=", "--sizes=", "--width=", "--help"] + settingsFlags.filter { $0 != "--content-size=" },
    "report": ["--out=", "--keys=", "--script=", "--no-hints", "--hints", "--ignore-notes", "--help"] + settingsFlags + switchFlags
      + ["--audio"] + audioSettingsFlags,
    "schema": ["--help"],
    "import": ["--format=", "--out=", "--help"],
  ]

  public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    var args = arguments[...]
    var command = ""
    if let first = args.first, !first.hasPrefix("-") || first == "-" {
      if subcommands.contains(first) {
        command = first
        args = args.dropFirst()
      } else if !first.contains("/"), !first.contains("."), first != "-", let guess = Suggest.closest(to: first, among: subcommands, maxDistance: 2) {
        return .failure(UsageError(message: "unknown command '\(first)'", suggestion: "did you mean '\(guess)'?"))
      }
    }
    if command == "help" {
      return .success(.help(topic: args.first))
    }
    var options = Options()
    /// The Switch Control flags given, for `speak` without `--technology switch`.
    var switchFlagsGiven: [String] = []
    /// The Voice Control flags given, for `speak` without `--technology voice-control`.
    var voiceControlFlagsGiven: [String] = []
    let allowed = flags[command] ?? []
    let name = command.isEmpty ? nil : command
    while let arg = args.first {
      args = args.dropFirst()
      if arg == "--" {
        options.scenes += args
        break
      }
      guard arg.hasPrefix("--") else {
        if arg.hasPrefix("-"), arg != "-" {
          if arg == "-h" { return .success(.help(topic: name)) }
          return .failure(UsageError(message: "unknown option '\(arg)'", suggestion: "options start with '--', such as --help", command: name))
        }
        options.scenes.append(arg)
        continue
      }
      var flag = arg
      var inlineValue: String?
      if let eq = arg.firstIndex(of: "=") {
        flag = String(arg[..<eq])
        inlineValue = String(arg[arg.index(after: eq)...])
      }
      let takesValue = allowed.contains(flag + "=")
      let isToggle = displayToggles[flag] != nil
      guard takesValue || allowed.contains(flag) else {
        let all = allowed.map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 }
        let elsewhere = flags.filter { $0.key != command && $0.value.contains { $0 == flag || $0 == flag + "=" } }.keys.sorted()
        let suggestion: String?
        let subcommands = elsewhere.filter { !$0.isEmpty }
        // Options of the app itself that only `report` also takes (--out), not the ones every
        // session command shares (--technology, the settings).
        let appFlag = elsewhere.contains("") && !elsewhere.contains("speak")
          && !(settingsFlags + switchFlags).contains { $0 == flag || $0 == flag + "=" }
        if appFlag, !subcommands.isEmpty {
          // An option of the app that a subcommand also takes (--out: the app and report).
          suggestion = "it applies when opening the app: axsim \(flag) ..., and to " + list(subcommands.map { "'axsim \($0)'" })
        } else if !subcommands.isEmpty {
          suggestion = "it belongs to " + list(subcommands.map { "'axsim \($0)'" })
        } else if elsewhere.first != nil {
          suggestion = "it applies when opening the app: axsim \(flag) ..."
        } else if flag.count > 3, case let only = all.filter({ $0.hasPrefix(flag + "-") }), only.count == 1 {
          suggestion = "did you mean '\(only[0])'?"
        } else if let guess = Suggest.closest(to: flag, among: all) {
          suggestion = "did you mean '\(guess)'?"
        } else {
          suggestion = nil
        }
        return .failure(UsageError(message: "unknown option '\(flag)'", suggestion: suggestion, command: name))
      }
      var value = ""
      if takesValue {
        if let inlineValue {
          value = inlineValue
        } else if let next = args.first {
          value = next
          args = args.dropFirst()
        } else {
          return .failure(UsageError(message: "'\(flag)' needs a value", suggestion: valueHint(flag), command: name))
        }
      } else if isToggle {
        value = inlineValue ?? "on"
      } else if inlineValue != nil {
        return .failure(UsageError(message: "'\(flag)' takes no value", suggestion: nil, command: name))
      }
      if switchFlags.contains(flag) || switchFlags.contains(flag + "=") { switchFlagsGiven.append(flag) }
      if let failure = parseSwitchFlag(flag, value, into: &options.switchSettings, command: name) { return .failure(failure) }
      if voiceControlFlags.contains(flag + "=") { voiceControlFlagsGiven.append(flag) }
      if let failure = parseVoiceControlFlag(flag, value, into: &options.voiceControlSettings, command: name) { return .failure(failure) }
      if let failure = parseSettingsFlag(flag, value, into: &options, command: name) { return .failure(failure) }
      if let failure = parseAudioFlag(flag, value, into: &options.audio, command: name) { return .failure(failure) }
      if command == "audit", let result = parseAuditFlag(flag, value, into: &options.audit) {
        if let failure = result { return .failure(failure) }
        continue
      }
      if command == "import", let result = parseImportFlag(flag, value, into: &options) {
        if let failure = result { return .failure(failure) }
        continue
      }
      switch flag {
      case "--help": return .success(.help(topic: name))
      case "--technology":
        guard let t = Technology.names[value.lowercased()] else {
          return .failure(UsageError(message: "unknown technology '\(value)'", suggestion: Suggest.closest(to: value, among: Technology.names.keys.sorted()).map { "did you mean '\($0)'?" } ?? "use voiceover (vo), switch (sc), keyboard (fka) or voice-control (vc)", command: name))
        }
        options.technology = t
        options.technologyGiven = true
      case "--version": return .success(.version)
      case "--screen": options.screen = value
      case "--keymap": options.keymap = value
      case "--watch": options.watch = true
      case "--strict": options.strict = true
      case "--exit-code": options.exitCode = true
      case "--ignore-notes": options.ignoreNotes = true
      case "--out":
        guard !value.isEmpty else {
          return .failure(UsageError(message: "'--out' needs a directory", suggestion: valueHint(flag), command: name))
        }
        options.outputDirectory = value
      case "--no-color": options.noColor = true
      case "--keep-interruptions": options.keepInterruptions = true
      case "--no-hints": options.speakHints = false
      case "--hints": options.speakHints = true
      case "--keys": options.keys = value
      case "--script": options.script = value
      case "--format":
        guard let f = OutputFormat(rawValue: value) else {
          return .failure(UsageError(message: "unknown format '\(value)'", suggestion: Suggest.closest(to: value, among: ["text", "json"]).map { "did you mean '\($0)'?" } ?? "use text or json", command: name))
        }
        options.format = f
      case "--sizes":
        switch parseSizes(value, command: name) {
        case .success(let sizes):
          options.sizes = sizes
          options.sizesAll = value.split(separator: ",").contains { $0.filter { $0 != " " }.lowercased() == "all" }
        case .failure(let e): return .failure(e)
        }
      case "--width":
        guard let n = Int(value), (40...1000).contains(n) else {
          return .failure(UsageError(message: "'--width' takes a whole number of columns from 40 to 1000, found '\(value)'", suggestion: "for example --width 160", command: name))
        }
        options.width = n
      default: break
      }
    }
    if command == "speak", let flag = switchFlagsGiven.first, options.technology != .switchControl {
      return .failure(UsageError(message: "'\(flag)' is a Switch Control setting, but speak is showing \(options.technology.displayName)", suggestion: "add --technology switch", command: name))
    }
    if command == "speak", let flag = voiceControlFlagsGiven.first, options.technology != .voiceControl {
      return .failure(UsageError(message: "'\(flag)' is a Voice Control setting, but speak is showing \(options.technology.displayName)", suggestion: "add --technology voice-control", command: name))
    }
    if let larger = options.largerAccessibilitySizes, !larger {
      if let c = options.contentSize, c.isAccessibilitySize {
        return .failure(UsageError(message: "--content-size \(c.rawValue) is an accessibility size, but --larger-accessibility-sizes is off", suggestion: "use --larger-accessibility-sizes on, or a size up to XXXL", command: name))
      }
      if !options.sizesAll, let c = options.sizes?.first(where: \.isAccessibilitySize) {
        return .failure(UsageError(message: "--sizes lists \(c.rawValue), an accessibility size, but --larger-accessibility-sizes is off", suggestion: "use --larger-accessibility-sizes on, or sizes up to XXXL", command: name))
      }
    }
    switch command {
    case "variants":
      if options.scenes.count > 1 {
        return .failure(UsageError(message: "'variants' takes one scene file, found \(options.scenes.count)", suggestion: "run it once per file", command: name))
      }
      return .success(.variants(options))
    case "report":
      if options.scenes.count > 1 {
        return .failure(UsageError(message: "'report' takes one scene file, found \(options.scenes.count)", suggestion: "run it once per file", command: name))
      }
      if options.keys != nil, options.script != nil {
        return .failure(UsageError(message: "give either --keys or --script, not both", suggestion: nil, command: name))
      }
      return .success(.report(options))
    case "reach":
      if options.scenes.count > 1 {
        return .failure(UsageError(message: "'reach' takes one scene file, found \(options.scenes.count)", suggestion: "run it once per file", command: name))
      }
      return .success(.reach(options))
    case "speak", "run":
      if options.scenes.count > 1 {
        return .failure(UsageError(message: "'\(command)' takes one scene file, found \(options.scenes.count)", suggestion: "run it once per file", command: name))
      }
      if command == "run" {
        if options.keys == nil, options.script == nil {
          return .failure(UsageError(message: "'run' needs --keys or --script", suggestion: "for example: axsim run scene.json5 --keys \"next next activate\"", command: name))
        }
        if options.keys != nil, options.script != nil {
          return .failure(UsageError(message: "give either --keys or --script, not both", suggestion: nil, command: name))
        }
      }
      return .success(command == "speak" ? .speak(options) : .run(options))
    case "diff", "compare":
      if options.scenes.count != 2 {
        return .failure(twoScenes(command, found: options.scenes.count))
      }
      if options.scenes.contains("-") {
        return .failure(UsageError(message: "'\(command)' reads both scenes from files, not standard input", suggestion: "save the scene to a file first", command: name))
      }
      return .success(command == "diff" ? .diff(options) : .compare(options))
    case "check":
      if options.scenes.isEmpty {
        return .failure(UsageError(message: "'check' needs at least one scene file", suggestion: "for example: axsim check Scenes/*.json5", command: name))
      }
      return .success(.check(options))
    case "import":
      if options.scenes.count != 1 {
        return .failure(UsageError(message: options.scenes.isEmpty ? "'import' needs a dump file" : "'import' takes one dump file, found \(options.scenes.count)", suggestion: "for example: axsim import login.txt --out login.json5", command: name))
      }
      return .success(.importDump(options))
    case "schema":
      if !options.scenes.isEmpty {
        return .failure(UsageError(message: "'schema' takes no arguments, found '\(options.scenes[0])'", suggestion: "for example: axsim schema > Scenes/scene.schema.json", command: name))
      }
      return .success(.schema)
    case "audit":
      if options.scenes.isEmpty, !options.audit.listRules {
        return .failure(UsageError(message: "'audit' needs at least one scene file", suggestion: "for example: axsim audit Scenes/*.json5", command: name))
      }
      return .success(.audit(options))
    default:
      if options.scenes.count > 1 {
        return .failure(UsageError(message: "the app opens one scene file, found \(options.scenes.count)", suggestion: "to check several files, use: axsim check FILE...", command: nil))
      }
      return .success(.interactive(options))
    }
  }

  /// `diff` or `compare` given other than two scene files.
  static func twoScenes(_ command: String, found: Int) -> UsageError {
    let example = "Scenes/action-row-before.json5 Scenes/action-row-after.json5"
    return UsageError(message: "'\(command)' takes two scene files, before and after, found \(found)", suggestion: "for example: axsim \(command) \(example)", command: command)
  }

  /// The words `--sizes` takes for several sizes at once: `all` (XS to AX5), `ax` (AX1 to
  /// AX5) and `standard` (XS to XXXL).
  static let sizeGroups: [String: [ContentSizeCategory]] = [
    "all": ContentSizeCategory.allCases,
    "ax": ContentSizeCategory.allCases.filter(\.isAccessibilitySize),
    "standard": ContentSizeCategory.allCases.filter { !$0.isAccessibilitySize },
  ]

  /// `--sizes L,XXXL,AX3,AX5`: sizes in the order given, each once; `all`, `ax` and
  /// `standard` stand for groups of sizes.
  static func parseSizes(_ value: String, command: String?) -> Result<[ContentSizeCategory], UsageError> {
    var sizes: [ContentSizeCategory] = []
    let names = ContentSizeCategory.allCases.map(\.rawValue)
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      let word = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      guard !word.isEmpty else {
        return .failure(UsageError(message: "'--sizes' has an empty entry in '\(value)'", suggestion: "separate sizes with single commas, for example --sizes L,XXXL,AX3,AX5", command: command))
      }
      if let group = sizeGroups[word.lowercased()] {
        for c in group where !sizes.contains(c) { sizes.append(c) }
        continue
      }
      guard let c = ContentSizeCategory.named(word) else {
        let hint = Suggest.closest(to: word, among: names + ContentSizeCategory.aliases.keys.sorted() + sizeGroups.keys.sorted()).map { "did you mean '\($0)'?" } ?? "use sizes from " + names.joined(separator: ", ") + ", or all, ax or standard"
        return .failure(UsageError(message: "unknown size '\(word)' in --sizes", suggestion: hint, command: command))
      }
      if !sizes.contains(c) { sizes.append(c) }
    }
    return .success(sizes)
  }

  static func valueHint(_ flag: String) -> String? {
    switch flag {
    case "--audio": return "for example --audio walk.wav"
    case "--voice": return "for example --voice en-gb (espeak-ng --voices lists them)"
    case "--rate": return "for example --rate 60 (VoiceOver's Speaking Rate, percent)"
    case "--hint-delay": return "for example --hint-delay 1.5 (seconds)"
    case "--announcement-pitch": return "for example --announcement-pitch 40 (0 to 100)"
    case "--step-gap": return "for example --step-gap 0.5 (seconds)"
    case "--cut-after": return "for example --cut-after 0.6 (seconds)"
    case "--sizes": return "for example --sizes L,XXXL,AX3,AX5"
    case "--width": return "for example --width 160"
    case "--out": return "for example --out reviews/login (the directory saved transcripts and screens go to)"
    case "--larger-accessibility-sizes": return "use --larger-accessibility-sizes on or off"
    case "--prefer-cross-fade": return "use --prefer-cross-fade on or off"
    case "--appearance": return "use --appearance light or dark (or --dark)"
    case "--keys": return "for example --keys \"next next activate\""
    case "--format": return "use --format text or --format json"
    case "--content-size": return "for example --content-size AX3"
    case "--ios": return "use --ios \(IOSVersion.list)"
    case "--screen": return "give a screen id from the scene"
    case "--technology": return "use voiceover (vo), switch (sc), keyboard (fka) or voice-control (vc)"
    case "--overlay": return "use none, numbers, names or grid"
    case "--grid": return "for example --grid 4x6 (columns x rows)"
    case "--scan": return "use auto, manual or step"
    case "--scan-time": return "for example --scan-time 1.5 (seconds)"
    case "--loops": return "for example --loops 4"
    case "--groups": return "use --groups on or --groups off"
    case "--tap": return "use default, auto or always"
    case "--after-tap": return "use item or first"
    case "--glide": return "use single, refined or precise"
    default: return nil
    }
  }
}
