import SceneImport
import SceneModel

/// `axsim import DUMP [--format auto|xcuitest|appium|idb] [--out SCENE.json5]`: a hierarchy
/// dump as a scene file, with a report on standard error of what was mapped, what was left
/// out and why, and what the dump cannot carry.
extension HeadlessCommands {
  public func importDump(_ o: Options) -> CommandOutput {
    guard let path = o.scene else { return CommandOutput(status: CommandOutput.badInput) }
    let shown = path == "-" ? "<stdin>" : shownPath(path)
    let bytes: [UInt8]
    do {
      bytes = try path == "-" ? environment.readStandardInput() : environment.readFile(path)
    } catch {
      let problem = Self.readProblem(error)
      return CommandOutput(stderr: "\(Sanitize.forMessage(shown)): error: \(problem.message); \(problem.fix)\n", status: CommandOutput.badInput)
    }
    if o.dumpFormat == nil, FormatDetection.declaresScene(bytes) {
      return CommandOutput(stderr: "\(Sanitize.forMessage(shown)): error: this is already a scene file; open it with axsim, or check it with axsim check\n", status: CommandOutput.badInput)
    }
    let result: DumpImporter.Result
    do throws(DumpImporter.Failure) {
      let file = path == "-" ? nil : path.split(separator: "/").last.map(String.init)
      result = try DumpImporter.run(bytes, format: o.dumpFormat, fileName: file)
    } catch {
      let (line, column) = SourceText(bytes: bytes).location(ofOffset: error.offset)
      return CommandOutput(stderr: "\(Sanitize.forMessage(shown)):\(line):\(column): error: \(Sanitize.forMessage(error.message)); \(Sanitize.forMessage(error.fix))\n", status: CommandOutput.badInput)
    }
    let scene = String(decoding: result.sceneText, as: UTF8.self)
    var report = result.report.text(file: shown, source: result.source)
    guard let out = o.outputFile, out != "-" else {
      return CommandOutput(stdout: scene, stderr: report)
    }
    report += "axsim import: wrote \(Sanitize.forMessage(out))\n"
    var output = CommandOutput(stderr: report)
    output.files = [OutputFile(path: out, text: scene)]
    return output
  }
}

extension ArgumentParser {
  /// `import`'s `--format` (the dump's, not the output's) and `--out FILE`; nil when the
  /// flag is not one of them.
  static func parseImportFlag(_ flag: String, _ value: String, into options: inout Options) -> UsageError?? {
    switch flag {
    case "--format":
      if value == "auto" {
        options.dumpFormat = nil
        return .some(nil)
      }
      guard let f = DumpFormat(rawValue: value.lowercased()) else {
        let names = ["auto"] + DumpFormat.allCases.map(\.rawValue)
        return .some(UsageError(
          message: "unknown dump format '\(value)'",
          suggestion: Suggest.closest(to: value.lowercased(), among: names).map { "did you mean '\($0)'?" } ?? "use " + names.joined(separator: ", "),
          command: "import"))
      }
      options.dumpFormat = f
      return .some(nil)
    case "--out":
      guard !value.isEmpty else {
        return .some(UsageError(message: "'--out' needs a file name", suggestion: "for example --out login.json5", command: "import"))
      }
      options.outputFile = value
      return .some(nil)
    default:
      return nil
    }
  }
}
