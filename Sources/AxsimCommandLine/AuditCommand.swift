import AssistiveTechnologies
import SceneModel

/// `axsim audit --format`: text like compiler diagnostics, JSON (`axsim-audit/1`), SARIF 2.1.0.
public enum AuditFormat: String, Sendable, CaseIterable {
  case text, json, sarif
}

/// `axsim audit`'s own flags, parsed beside the shared ones.
public struct AuditOptions: Sendable, Equatable {
  public var format: AuditFormat = .text
  /// Exit 1 when an unsuppressed finding is of this tier or a more severe one.
  public var failOn: AuditTier?
  /// `--list-rules`: print the registry instead of auditing.
  public var listRules = false
  public init() {}
}

extension ArgumentParser {
  static let auditFlags = ["--format=", "--fail-on=", "--list-rules", "--help"]

  /// Parses `audit`'s `--format`, `--fail-on` and `--list-rules`; nil when the flag is not one.
  static func parseAuditFlag(_ flag: String, _ value: String, into o: inout AuditOptions) -> UsageError?? {
    switch flag {
    case "--format":
      guard let f = AuditFormat(rawValue: value) else {
        let names = AuditFormat.allCases.map(\.rawValue)
        return .some(UsageError(message: "unknown format '\(value)'", suggestion: Suggest.closest(to: value, among: names).map { "did you mean '\($0)'?" } ?? "use text, json or sarif", command: "audit"))
      }
      o.format = f
    case "--fail-on":
      guard let t = AuditTier(rawValue: value) else {
        let names = AuditTier.allCases.map(\.rawValue)
        return .some(UsageError(message: "unknown tier '\(value)' for --fail-on", suggestion: Suggest.closest(to: value, among: names).map { "did you mean '\($0)'?" } ?? "use blocks, degrades or incomplete", command: "audit"))
      }
      o.failOn = t
    case "--list-rules":
      o.listRules = true
    default:
      return nil
    }
    return .some(nil)
  }
}

extension HeadlessCommands {
  /// One audited file: its findings located in its source.
  struct AuditedFile {
    var path: String
    var findings: [(finding: AuditFinding, line: Int, column: Int)]
  }

  /// Audits every file; exit 2 when one does not load, 1 when `--fail-on` finds its tier.
  public func audit(_ o: Options) -> CommandOutput {
    var output = CommandOutput()
    if o.audit.listRules {
      output.stdout = AuditRulesTable.markdown()
      return output
    }
    var files: [AuditedFile] = []
    var unloaded: [(path: String, problem: String)] = []
    for path in o.scenes {
      switch loadSceneAndBytes(path) {
      case .failure(let f):
        output.stderr += f.stderr
        output.status = CommandOutput.badInput
        unloaded.append((path == "-" ? "<stdin>" : shownPath(path), f.stderr.split(separator: "\n").first.map(String.init) ?? "the scene did not load"))
      case .success(let (loaded, bytes)):
        let lint = SceneLint.findings(for: loaded.scene)
        let findings = Audit.run(scene: loaded.scene, lint: lint)
        // The loader keeps no line table for a file without warnings.
        let locations = SourceText(bytes: findings.isEmpty ? [] : bytes).locations(ofOffsets: findings.map(\.offset))
        files.append(AuditedFile(path: loaded.scene.sourceName, findings: findings.enumerated().map { ($1, locations[$0].line, locations[$0].column) }))
      }
    }
    if output.status == 0, let failOn = o.audit.failOn,
       files.contains(where: { $0.findings.contains { $0.finding.suppressed == nil && $0.finding.rule.tier <= failOn } }) {
      output.status = CommandOutput.failure
    }
    switch o.audit.format {
    case .text: output.stdout = auditText(files)
    case .json: output.stdout = auditJSON(files)
    case .sarif: output.stdout = auditSARIF(files, unloaded: unloaded)
    }
    return output
  }

  /// `path:line:col: tier: message [rule]`, the fix beneath, then a count per file.
  func auditText(_ files: [AuditedFile]) -> String {
    var out = ""
    for f in files {
      let path = Sanitize.forMessage(f.path)
      for (finding, line, column) in f.findings {
        let r = finding.rule
        let state = finding.suppressed.map { " (suppressed: \(Sanitize.forMessage($0)))" } ?? ""
        out += "\(path):\(line):\(column): \(r.tier.rawValue): \(Sanitize.forMessage(finding.message)) [\(r.id)]\(state)\n"
        out += "  fix: \(Sanitize.forMessage(finding.fix.text))\n"
        out += "  UIKit: \(r.uikit)\n  SwiftUI: \(r.swiftUI)\n"
        out += "  affects \(r.technologies.map(\.rawValue).joined(separator: ", ")): \(r.why)"
          + (r.category.map { " (Apple audit: \($0.rawValue))" } ?? "") + "\n"
        out += AuditRuleText.wcagLine(r)
      }
      let active = f.findings.filter { $0.finding.suppressed == nil }
      let counts = AuditTier.allCases.map { t in "\(active.filter { $0.finding.rule.tier == t }.count) \(t.rawValue)" }
      let suppressed = f.findings.count - active.count
      out += "\(path): \(plural(active.count, "finding")) (\(counts.joined(separator: ", ")))"
        + (suppressed > 0 ? ", \(suppressed) suppressed" : "") + "\n"
    }
    return out
  }

  /// `axsim-audit/1` (Docs/Schemas/audit.schema.json).
  func auditJSON(_ files: [AuditedFile]) -> String {
    let body = files.map { f in
      let findings = f.findings.map { finding, line, column in
        let r = finding.rule
        let head = "{\"rule\":\(Transcript.json(r.id)),\"tier\":\(Transcript.json(r.tier.rawValue)),\"appleCategory\":\(r.category.map { Transcript.json($0.rawValue) } ?? "null"),"
          + "\"wcag\":\(AuditRuleText.wcagJSON(r)),"
          + "\"technologies\":[\(r.technologies.map { Transcript.json($0.rawValue) }.joined(separator: ","))],"
        let place = "\"line\":\(line),\"column\":\(column),\"element\":\(Transcript.json(Sanitize.forMessage(finding.name.plain))),"
          + "\"message\":\(Transcript.json(Sanitize.forMessage(finding.message))),\"fix\":\(Transcript.json(Sanitize.forMessage(finding.fix.text))),"
        return head + place
          + "\"why\":\(Transcript.json(r.why)),\"uikit\":\(Transcript.json(r.uikit)),\"swiftUI\":\(Transcript.json(r.swiftUI)),"
          + "\"suppressed\":\(finding.suppressed.map { Transcript.json(Sanitize.forMessage($0)) } ?? "null")}"
      }
      return "{\"path\":\(Transcript.json(Sanitize.forMessage(f.path))),\"findings\":[" + findings.map { "\n  " + $0 }.joined(separator: ",") + (findings.isEmpty ? "" : "\n") + "]}"
    }
    return "{\"format\":\"axsim-audit/1\",\"files\":[\n" + body.joined(separator: ",\n") + (files.isEmpty ? "" : "\n") + "]}\n"
  }

  /// SARIF 2.1.0: one run, the registry as the driver's rules, each finding a result on the
  /// scene file's line and column; suppressed findings carry an in-source suppression. A
  /// scene that did not load is an error notification of the run's invocation (which then
  /// did not succeed), so a code-scanning upload shows it rather than a clean run.
  ///
  /// File names are URI references, percent-encoded (`SARIFText.uri`); message strings
  /// have their braces doubled, since `{0}` in one is a placeholder.
  func auditSARIF(_ files: [AuditedFile], unloaded: [(path: String, problem: String)] = []) -> String {
    func text(_ s: String) -> String { Transcript.json(SARIFText.message(Sanitize.forMessage(s))) }
    let rules = AuditRegistry.rules
    var index: [String: Int] = [:]
    for (i, r) in rules.enumerated() { index[r.info.id] = i }
    func level(_ t: AuditTier) -> String {
      switch t {
      case .blocks: return "error"
      case .degrades: return "warning"
      case .incomplete: return "note"
      }
    }
    // Each rule's metadata (helpUri, tags) is `AuditRuleText.sarifRule`.
    let ruleObjects = rules.map { AuditRuleText.sarifRule($0.info, level: level($0.info.tier)) }
    var results: [String] = []
    for f in files {
      let uri = Transcript.json(SARIFText.uri(f.path))
      for (finding, line, column) in f.findings {
        let r = finding.rule
        var result = "{\"ruleId\":\(Transcript.json(r.id)),\"ruleIndex\":\(index[r.id] ?? 0),\"level\":\"\(level(r.tier))\","
          + "\"message\":{\"text\":\(text(finding.message + "; fix: " + finding.fix.text))},"
          + "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(uri)},\"region\":{\"startLine\":\(line),\"startColumn\":\(column)}}}]"
        if let reason = finding.suppressed {
          result += ",\"suppressions\":[{\"kind\":\"inSource\",\"justification\":\(Transcript.json(Sanitize.forMessage(reason)))}]"
        }
        results.append(result + "}")
      }
    }
    let notifications = unloaded.map { u in
      "{\"level\":\"error\",\"message\":{\"text\":\(text(u.problem))},"
        + "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(Transcript.json(SARIFText.uri(u.path)))}}}]}"
    }
    let invocation = "{\"executionSuccessful\":\(unloaded.isEmpty),\"toolExecutionNotifications\":[" + notifications.joined(separator: ",") + "]}"
    return "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"axsim\",\"version\":\"0.1.0\",\"rules\":[\n"
      + ruleObjects.joined(separator: ",\n") + "\n]}},\"invocations\":[" + invocation + "],\"results\":[\n" + results.joined(separator: ",\n") + (results.isEmpty ? "" : "\n") + "]}]}\n"
  }
}

/// What SARIF needs of strings beyond JSON's escaping.
public enum SARIFText {
  /// A file path as a URI reference: every byte but the unreserved characters
  /// (`A–Z a–z 0–9 - . _ ~`) and `/` percent-encoded, so spaces, `#`, `?`, `%`, `:`,
  /// control characters, non-ASCII letters and bytes that are not UTF-8 (`FileName`) all
  /// give a valid reference to the same file.
  public static func uri(_ path: String) -> String {
    var out = ""
    for b in FileName.bytes(path) {
      switch b {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(b))
      default:
        out += "%" + (b < 0x10 ? "0" : "") + String(b, radix: 16, uppercase: true)
      }
    }
    return out
  }

  /// A message string with its braces doubled: in SARIF, `{0}` is a placeholder for an
  /// argument and `{{` / `}}` are literal braces (§3.11.5).
  public static func message(_ text: String) -> String {
    guard text.contains(where: { $0 == "{" || $0 == "}" }) else { return text }
    var out = ""
    for c in text {
      out.append(c)
      if c == "{" || c == "}" { out.append(c) }
    }
    return out
  }
}

/// The registry as a Markdown table: `axsim audit --list-rules` prints it and
/// `Docs/Review.md` holds it (a test keeps the two equal).
public enum AuditRulesTable {
  public static func markdown() -> String {
    var out = "| Rule | Tier | WCAG 2.2 | Apple audit | Affects | Why | UIKit | SwiftUI |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"
    for rule in AuditRegistry.rules {
      let r = rule.info
      let wcag = r.wcag.isEmpty ? "—" : r.wcag.map { "[\($0.number)](\($0.understandingURL))" }.joined(separator: ", ")
      let cells = ["`\(r.id)`", r.tier.rawValue, wcag, r.category.map { "`\($0.rawValue)`" } ?? "—", r.technologies.map(\.rawValue).joined(separator: ", "), r.title + ": " + r.why, r.uikit, r.swiftUI]
      out += "| " + cells.map { $0.replacingPipes() }.joined(separator: " | ") + " |\n"
    }
    return out
  }
}

extension String {
  func replacingPipes() -> String {
    var s = ""
    for c in self { s += c == "|" ? "\\|" : String(c) }
    return s
  }
}

extension Help {
  public static let audit = """
    axsim audit: accessibility findings in three tiers, with fixes.

    USAGE
      axsim audit SCENE... [--format text|json|sarif] [--fail-on blocks|degrades|incomplete]
      axsim audit --list-rules

    Tiers: blocks (Blocks assistive tech), degrades (Degrades the experience), incomplete
    (Incomplete support). Each finding names its rule, the element (FILE:LINE:COLUMN of its
    definition), what is wrong, who it affects, the WCAG 2.2 success criteria it concerns,
    and the fix in scene, UIKit and SwiftUI terms.
    `axsim check` warns from the same rules (the ones it can see without the engine).

    --format text    like compiler diagnostics, a count per file (default)
    --format json    one document, format "axsim-audit/1" (Docs/Schemas/audit.schema.json)
    --format sarif   SARIF 2.1.0 for code-scanning tools: results on the scene file's lines
    --fail-on TIER   exit 1 when a finding of TIER or a more severe one is not suppressed
    --list-rules     print the rules as a Markdown table (Docs/Review.md holds it)

    Exit status: 0 audited (and --fail-on found nothing); 1 --fail-on found its tier;
    2 a scene cannot be read or has errors.

    """
}
