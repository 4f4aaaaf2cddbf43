import AssistiveTechnologies
import SceneImport
import SceneModel

/// `axsim check`: validates scene files, as text for people or JSON (`axsim-check/1`) for CI.
extension HeadlessCommands {
  /// What checking one file found.
  struct CheckedFile {
    /// The path as given on the command line (`<stdin>` for `-`; see `shownPath`).
    var path: String
    /// Every problem, located (line and column are nil when the file could not be read).
    var diagnostics: [(Diagnostic, line: Int?, column: Int?)]
    /// Counts of a scene that loaded.
    var screens: Int?
    var elements: Int?
    var stops: Int?
    /// The text `check` prints for the file when it cannot be read or does not load.
    var failureText: String?
    var warningsText = ""

    var errors: Int { diagnostics.filter { $0.0.severity == .error }.count }
    var warnings: Int { diagnostics.count - errors }
    /// Whether the file passes: it loads, and under --strict has no warnings either.
    func ok(strict: Bool) -> Bool { errors == 0 && failureText == nil && (!strict || warnings == 0) }
  }

  /// Loads one file for `check`, keeping the structured diagnostics.
  func checkFile(_ path: String) -> CheckedFile {
    let name = path == "-" ? "<stdin>" : shownPath(path)
    var file = CheckedFile(path: name, diagnostics: [])
    let bytes: [UInt8]
    do {
      bytes = try path == "-" ? environment.readStandardInput() : environment.readFile(path)
    } catch {
      let problem = Self.readProblem(error)
      file.diagnostics = [(Diagnostic(offset: 0, path: "", message: problem.message, fix: problem.fix), nil, nil)]
      file.failureText = "\(Sanitize.forMessage(name)): error: \(problem.message); \(problem.fix)\n1 error\n"
      return file
    }
    do throws(SceneLoadError) {
      let loaded = try SceneOrDump.load(bytes: bytes, name: name).loaded
      let locations = loaded.source.locations(ofOffsets: loaded.warnings.map(\.offset))
      file.diagnostics = loaded.warnings.enumerated().map { i, d in (d, locations[i].line, locations[i].column) }
      file.warningsText = warningsText(loaded)
      file.screens = loaded.scene.screens.count
      file.elements = loaded.scene.elements.count
      file.stops = SceneRuntime(scene: loaded.scene).tree.stops.count
    } catch {
      let locations = error.source?.locations(ofOffsets: error.diagnostics.map(\.offset))
      file.diagnostics = error.diagnostics.enumerated().map { i, d in (d, locations?[i].line, locations?[i].column) }
      file.failureText = error.description + "\n" + summary(error.diagnostics)
    }
    return file
  }

  /// Validates every file; exits 2 when one has errors, 1 when `--strict` finds warnings.
  public func check(_ o: Options) -> CommandOutput {
    // The parser asks for at least one file; an empty list checks nothing and passes.
    let files = o.scenes.map(checkFile)
    var output = CommandOutput()
    if files.contains(where: { $0.errors > 0 || $0.failureText != nil }) {
      output.status = CommandOutput.badInput
    } else if files.contains(where: { !$0.ok(strict: o.strict) }) {
      output.status = CommandOutput.failure
    }
    switch o.format {
    case .text:
      for f in files {
        if let failure = f.failureText {
          output.stdout += failure
          continue
        }
        output.stdout += f.warningsText
        let w = f.warnings
        let verdict = f.ok(strict: o.strict) ? "ok" : "fails --strict"
        output.stdout += "\(Sanitize.forMessage(f.path)): \(verdict): \(plural(f.screens ?? 0, "screen")), \(plural(f.elements ?? 0, "element")), \(plural(f.stops ?? 0, "VoiceOver stop")) on the first screen" + (w > 0 ? ", \(plural(w, "warning"))" : "") + "\n"
      }
    case .json:
      let body = files.map { checkJSON($0, strict: o.strict) }.joined(separator: ",\n")
      output.stdout = "{\"format\":\"axsim-check/1\",\"ok\":\(output.status == 0),\"strict\":\(o.strict),\"files\":[\n" + body + (files.isEmpty ? "" : "\n") + "]}\n"
    }
    return output
  }

  /// One file's object in `axsim-check/1`.
  func checkJSON(_ f: CheckedFile, strict: Bool) -> String {
    func number(_ n: Int?) -> String { n.map(String.init) ?? "null" }
    let diagnostics = f.diagnostics.map { d, line, column in
      "{\"line\":\(number(line)),\"column\":\(number(column)),\"severity\":\"\(d.severity.rawValue)\",\"rule\":\(d.rule.map(Transcript.json) ?? "null"),\"path\":\(Transcript.json(Sanitize.forMessage(d.path))),\"message\":\(Transcript.json(Sanitize.forMessage(d.message))),\"suggestion\":\(Transcript.json(Sanitize.forMessage(d.fix)))}"
    }
    return "{\"path\":\(Transcript.json(Sanitize.forMessage(f.path))),\"ok\":\(f.ok(strict: strict)),\"counts\":{\"screens\":\(number(f.screens)),\"elements\":\(number(f.elements)),\"stops\":\(number(f.stops)),\"errors\":\(f.errors),\"warnings\":\(f.warnings)},\"diagnostics\":["
      + diagnostics.map { "\n  " + $0 }.joined(separator: ",") + (diagnostics.isEmpty ? "" : "\n") + "]}"
  }

  func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
