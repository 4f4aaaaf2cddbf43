import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import SceneModel
import Testing

/// `axsim audit`: the rule ids every scene in Scenes/ gives (the before/after pairs differ by
/// the findings they are about), the three formats, `--fail-on`, bad flags, the rules table.
@Suite struct AuditCommandTests {
  static let commands = OutputSchemaTests.commands

  /// The rule ids of a scene file's findings, in finding order.
  static func ruleIDs(_ file: String) throws -> [String] {
    let bytes = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Scenes/\(file)")))
    let loaded = try SceneLoader.load(bytes: bytes, name: file)
    return Audit.run(scene: loaded.scene).map(\.rule.id)
  }

  static func inline(_ root: String) -> [AuditFinding] {
    let source = #"{ format: "axsim-scene/1", screens: [{ id: "s", root: \#(root) }] }"#
    do {
      return Audit.run(scene: try SceneLoader.load(bytes: Array(source.utf8), name: "t.json5").scene)
    } catch {
      Issue.record("scene failed to load: \(error.description)")
      return []
    }
  }

  /// What every scene in Scenes/ is expected to give.
  static let expected: [String: [String]] = [
    "action-row-before.json5": ["ungrouped-row"],
    "action-row-after.json5": [],
    "attachment-row-before.json5": ["ungrouped-row"],
    "attachment-row-after.json5": [],
    "rating-adjustable-before.json5": ["adjustable-without-adjustment", "text-clipped"],
    "rating-adjustable-after.json5": [],
    "swipe-actions-before.json5": ["gesture-only-action", "gesture-only-action"],
    "swipe-actions-after.json5": [],
    "two-columns-before.json5": ["columns-read-across"],
    "two-columns-after.json5": [],
    "icon-buttons-unlabeled.json5": ["control-without-label", "control-without-label", "control-without-label"],
    "icon-buttons-labeled.json5": [],
    "modal-no-trap.json5": ["modal-does-not-trap", "text-clipped", "silent-change", "text-clipped"],
    "modal-trap.json5": [],
    "carousel-no-alternative.json5": ["motion-without-alternative"],
    "carousel-reduced-motion.json5": [],
    "transfer-row-fixed.json5": ["columns-read-across", "text-truncated", "text-clipped"],
    "transfer-row-adaptive.json5": [],
    "fixed-font-size.json5": ["fixed-font-size"],
    "low-contrast-label.json5": ["low-contrast", "low-contrast"],
    "color-only-status.json5": ["low-contrast", "color-only-state", "low-contrast"],
    "custom-view-not-accessible.json5": ["tap-handler-not-element"],
    "long-list-groups.json5": ["long-list-without-rotor"],
    "container-element-conflict.json5": ["element-hides-children"],
    "announce-then-push.json5": ["modal-does-not-trap", "text-clipped"],
    "fixed-height-button.json5": ["text-clipped", "text-clipped"],
    "decorative-images-before.json5": ["decorative-image-exposed", "decorative-image-exposed", "decorative-image-exposed"],
    "decorative-images-after.json5": [],
    "filter-buttons-before.json5": ["traits-replaced"],
    "filter-buttons-after.json5": [],
    "rename-buttons-before.json5": ["duplicate-label"],
    "rename-buttons-after.json5": [],
    // Both buttons show a title that is not among their input labels.
    "voice-control-input-labels.json5": ["voice-control-visible-text-not-a-name", "voice-control-visible-text-not-a-name"],
    // The message's attachment button shows "Q3 report.pdf, 2.4 MB" but is named
    // "Attachment: Q3 report.pdf, 2.4 MB": saying what it shows misses (WCAG 2.5.3).
    "demo.json5": ["voice-control-visible-text-not-a-name"],
  ]

  /// The pairs, and the rules the "before" is about (which the "after" must not have).
  static let pairs: [(before: String, after: String, about: [String])] = [
    ("icon-buttons-unlabeled.json5", "icon-buttons-labeled.json5", ["control-without-label"]),
    ("modal-no-trap.json5", "modal-trap.json5", ["modal-does-not-trap"]),
    ("carousel-no-alternative.json5", "carousel-reduced-motion.json5", ["motion-without-alternative"]),
    ("transfer-row-fixed.json5", "transfer-row-adaptive.json5", ["text-truncated", "text-clipped"]),
  ]

  @Test func everySceneGivesItsExpectedFindings() throws {
    let scenes = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Scenes").path)
      .filter { $0.hasSuffix(".json5") }.sorted()
    for file in scenes {
      #expect(try Self.ruleIDs(file) == Self.expected[file] ?? [], "\(file)")
    }
  }

  @Test func everyBeforeHasWhatItsAfterFixed() throws {
    let scenes = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Scenes").path)
    var pairs = Self.pairs
    for before in scenes.filter({ $0.hasSuffix("-before.json5") }).sorted() {
      let after = before.replacingOccurrences(of: "-before.json5", with: "-after.json5")
      #expect(scenes.contains(after), "\(before) has no after")
      let fixed = Set(try Self.ruleIDs(before)).subtracting(try Self.ruleIDs(after))
      pairs.append((before, after, fixed.sorted()))
    }
    #expect(pairs.count == 12)
    for (before, after, about) in pairs {
      #expect(!about.isEmpty, "\(before): the after fixes nothing the audit sees")
      let b = try Self.ruleIDs(before)
      let a = try Self.ruleIDs(after)
      for rule in about {
        #expect(b.contains(rule), "\(before) lacks \(rule)")
        #expect(!a.contains(rule), "\(after) still has \(rule)")
      }
    }
  }

  /// `check`'s warnings are the audit's findings of SceneLint's rules: same element, same words.
  @Test func checkWarningsAreAuditFindings() throws {
    let scenes = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Scenes").path)
      .filter { $0.hasSuffix(".json5") }.sorted() + ["../Tests/SceneModelTests/BrokenScenes/uikit-swiftui-names.json5"]
    var seen = 0
    for file in scenes {
      let bytes = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Scenes/\(file)")))
      guard let loaded = try? SceneLoader.load(bytes: bytes, name: file) else { continue }
      let lint = SceneLint.findings(for: loaded.scene)
      let findings = Audit.run(scene: loaded.scene)
      for l in lint {
        seen += 1
        #expect(findings.contains { $0.rule.id == l.rule.rawValue && $0.offset == l.diagnostic.offset && $0.message == l.diagnostic.message && $0.fix.text == l.diagnostic.fix }, "\(file): \(l.diagnostic.message)")
        #expect(loaded.warnings.contains(l.diagnostic), "\(file): check does not print \(l.diagnostic.message)")
      }
    }
    #expect(seen >= 5)
  }

  // MARK: Engine rules, one scene that triggers and one that does not

  @Test func hintPhrasedAsAnInstruction() {
    #expect(Self.inline(#"{ vstack: [{ button: "Play", hint: "Tap to play the track" }] }"#).map(\.message) == [
      "'Play' has the hint 'Tap to play the track', an instruction ('tap'): VoiceOver already says how to act, and Switch Control and keyboard users do not tap",
    ])
    #expect(Self.inline(#"{ vstack: [{ button: "Play", hint: "Plays the track." }] }"#).isEmpty)
  }

  @Test func manyStepsIsOneFindingOnTheFirstCostlyControl() {
    let buttons = (1...20).map { #"{ button: "Item \#($0)" }"# }.joined(separator: ", ")
    let f = Self.inline("{ vstack: [\(buttons)] }")
    #expect(f.map(\.message) == ["'Item 17' takes 16 Switch Control scan steps to reach from the start of the screen (more than 15), and 3 more controls after it take longer"])
    #expect(f.first?.name.plain == "Item 17")
    let few = (1...16).map { #"{ button: "Item \#($0)" }"# }.joined(separator: ", ")
    #expect(Self.inline("{ vstack: [\(few)] }").isEmpty)
  }

  @Test func offScreen() {
    #expect(Self.inline(#"{ hstack: [{ text: "Checking", width: 200 }, { button: "Transfer", width: 200 }] }"#).map(\.message) == [
      "'Transfer' is pushed 19 pt past the screen's edge at L",
    ])
    #expect(Self.inline(#"{ hstack: [{ text: "Checking", width: 150 }, { button: "Transfer", width: 150 }] }"#).isEmpty)
  }

  @Test func silentChangeAndItsAnnouncedFix() {
    let silent = #"{ vstack: [{ button: "Load", onActivate: { set: { id: "status", label: "Loaded" } } }, { text: "Loading", id: "status" }] }"#
    #expect(Self.inline(silent).map(\.message) == [
      "'Load' changes 'Loading' when activated, with no announcement or focus move, so VoiceOver users are not told",
    ])
    let announced = #"{ vstack: [{ button: "Load", onActivate: [{ set: { id: "status", label: "Loaded" } }, { announce: "Loaded" }] }, { text: "Loading", id: "status" }] }"#
    #expect(Self.inline(announced).isEmpty)
  }

  @Test func everyEngineRuleFiresSomewhere() throws {
    var fired = Set<String>()
    for file in Self.expected.keys { fired.formUnion(try Self.ruleIDs(file)) }
    fired.formUnion(["hint-is-instruction", "many-steps-to-reach", "off-screen"])  // the inline tests above
    fired.formUnion(AuditFixTests.fixtures.keys)  // and AuditFixTests' fixtures
    fired.insert("focus-not-restored")
    for rule in AuditRegistry.engineRules {
      #expect(fired.contains(rule.id), "no test scene triggers \(rule.id)")
    }
  }

  // MARK: Registry and documents

  @Test func registryHasEveryRuleOnceWithItsMetadata() {
    let ids = AuditRegistry.ids
    #expect(Set(ids).count == ids.count)
    #expect(ids.count == SceneLintRule.allCases.count + AuditRegistry.engineRules.count)
    for rule in AuditRegistry.rules {
      let r = rule.info
      #expect(r.id.wholeMatch(of: #/[a-z]+(-[a-z]+)*/#) != nil, "\(r.id)")
      #expect(!r.technologies.isEmpty && !r.why.isEmpty && !r.uikit.isEmpty && !r.swiftUI.isEmpty && !r.title.isEmpty, "\(r.id)")
    }
    #expect(AuditRegistry.rule(id: "small-touch-target")?.info.category == .hitRegion)
    #expect(AuditRegistry.rule(id: "control-without-label")?.info.tier == .blocks)
  }

  @Test func reviewDocHoldsTheRulesTable() throws {
    let doc = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/Review.md"), encoding: .utf8)
    let table = AuditRulesTable.markdown()
    #expect(doc.contains(table), "Docs/Review.md's rules table differs from `axsim audit --list-rules`; paste its output")
    var o = Options()
    o.audit.listRules = true
    #expect(Self.commands.audit(o).stdout == table)
  }

  // MARK: Output

  func run(_ args: [String]) -> CommandOutput {
    switch ArgumentParser.parse(args) {
    case .success(let invocation): return Self.commands.execute(invocation)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func textIsLikeCompilerDiagnostics() {
    let out = run(["audit", "Scenes/custom-view-not-accessible.json5"])
    #expect(out.status == 0)
    #expect(out.stdout == """
      Scenes/custom-view-not-accessible.json5:17:9: blocks: image 'like' handles taps but is not an accessibility element and holds none, so VoiceOver, Voice Control and item scanning never reach it [tap-handler-not-element]
        fix: write element: true, label: "Heart", addTraits: ["button"] to make it a button every technology reaches
        UIKit: isAccessibilityElement = true, accessibilityLabel and the .button trait (or use a UIButton)
        SwiftUI: use a Button, or .accessibilityElement() + .accessibilityAddTraits(.isButton) + .accessibilityAction
        affects VoiceOver, Switch Control, Full Keyboard Access, Voice Control: only a finger (or the Gliding Cursor) can reach it: no stop, scan item, Tab stop or Voice Control name (Apple audit: elementDetection)
        WCAG 2.2: 2.1.1 Keyboard (A), 4.1.2 Name, Role, Value (A)
      Scenes/custom-view-not-accessible.json5: 1 finding (1 blocks, 0 degrades, 0 incomplete)

      """)
  }

  @Test func failOnSetsTheExitStatus() {
    #expect(run(["audit", "Scenes/icon-buttons-unlabeled.json5", "--fail-on", "blocks"]).status == 1)
    #expect(run(["audit", "Scenes/icon-buttons-labeled.json5", "--fail-on", "incomplete"]).status == 0)
    #expect(run(["audit", "Scenes/carousel-no-alternative.json5", "--fail-on", "degrades"]).status == 0)
    #expect(run(["audit", "Scenes/carousel-no-alternative.json5", "--fail-on=incomplete"]).status == 1)
    #expect(run(["audit", "Scenes/carousel-no-alternative.json5"]).status == 0)
    let missing = run(["audit", "Scenes/icon-buttons-labeled.json5", "missing.json5", "--fail-on", "blocks"])
    #expect(missing.status == 2)
    // The test environment's reader words the error its own way; the shape is check's.
    #expect(missing.stderr.hasPrefix("missing.json5: error: ") && missing.stderr.hasSuffix("; check the path\n1 error\n"), "\(missing.stderr)")
    #expect(missing.stdout.hasPrefix("Scenes/icon-buttons-labeled.json5: 0 findings"))
  }

  @Test func badFlagsAreUsageErrors() {
    #expect(run(["audit", "x.json5", "--format", "sarf"]).stderr == "axsim: error: unknown format 'sarf'; did you mean 'sarif'?\nRun 'axsim audit --help' for usage.")
    #expect(run(["audit", "x.json5", "--fail-on", "block"]).stderr == "axsim: error: unknown tier 'block' for --fail-on; did you mean 'blocks'?\nRun 'axsim audit --help' for usage.")
    #expect(run(["audit", "x.json5", "--fail-on", "everything"]).stderr == "axsim: error: unknown tier 'everything' for --fail-on; use blocks, degrades or incomplete\nRun 'axsim audit --help' for usage.")
    #expect(run(["audit"]).stderr == "axsim: error: 'audit' needs at least one scene file; for example: axsim audit Scenes/*.json5\nRun 'axsim audit --help' for usage.")
    #expect(run(["speak", "x.json5", "--format", "sarif"]).stderr == "axsim: error: unknown format 'sarif'; use text or json\nRun 'axsim speak --help' for usage.")
    #expect(run(["audti", "x.json5"]).stderr == "axsim: error: unknown command 'audti'; did you mean 'audit'?\nRun 'axsim --help' for usage.")
  }

  @Test func sceneTextIsSanitizedInEveryFormat() throws {
    let label = "Pl\u{1B}[31may\u{202E}x"
    let source = #"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "\#(label)", hint: "Tap to \u2028go" }] } }] }"#
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(source.utf8) }, readStandardInput: { [] }))
    for format in AuditFormat.allCases {
      var o = Options()
      o.scenes = ["x.json5"]
      o.audit.format = format
      let out = commands.audit(o).stdout
      #expect(out.contains("hint-is-instruction"), "\(format)")
      #expect(!out.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{2028}" }, "\(format): \(out)")
      if format != .text {
        #expect((try? JSONSerialization.jsonObject(with: Data(out.utf8))) != nil, "\(format)")
      }
    }
  }

  /// Each rule's WCAG 2.2 criteria and Apple category travel with it: JSON's `wcag` array,
  /// SARIF's `helpUri` (the first criterion's W3C Understanding page) and `properties.tags`.
  @Test func wcagAndAppleCategoryInJSONAndSARIF() throws {
    var o = Options()
    o.scenes = ["Scenes/icon-buttons-unlabeled.json5"]
    o.audit.format = .json
    let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.commands.audit(o).stdout.utf8)) as? [String: Any])
    let finding = try #require(((json["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.first)
    #expect(finding["appleCategory"] as? String == "sufficientElementDescription")
    let wcag = try #require(finding["wcag"] as? [[String: String]])
    #expect(wcag.map { $0["criterion"] ?? "" } == ["1.1.1", "4.1.2"])
    #expect(wcag.first?["url"] == "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html")
    #expect(wcag.last?["level"] == "A" && wcag.last?["name"] == "Name, Role, Value")
    o.audit.format = .sarif
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(Self.commands.audit(o).stdout.utf8)) as? [String: Any])
    let driver = try #require((((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]))
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == AuditRegistry.rules.count)
    let label = try #require(rules.first { $0["id"] as? String == "control-without-label" })
    #expect(label["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html")
    let properties = try #require(label["properties"] as? [String: Any])
    #expect(properties["tags"] as? [String] == ["accessibility", "tier-blocks", "WCAG2.2-1.1.1", "WCAG2.2-4.1.2", "WCAG2.2-A", "apple-sufficientElementDescription"])
    #expect(properties["wcag"] as? [String] == ["1.1.1", "4.1.2"])
    // A rule with no criterion has no helpUri, and says so by its tags.
    let hint = try #require(rules.first { $0["id"] as? String == "hint-is-instruction" })
    #expect(hint["helpUri"] == nil)
    #expect((hint["properties"] as? [String: Any])?["tags"] as? [String] == ["accessibility", "tier-incomplete", "apple-sufficientElementDescription"])
    // Every criterion's page is a WCAG 2.2 Understanding page.
    for rule in AuditRegistry.rules {
      for c in rule.info.wcag {
        #expect(c.understandingURL.wholeMatch(of: #/https://www\.w3\.org/WAI/WCAG22/Understanding/[a-z-]+\.html/#) != nil, "\(rule.info.id): \(c.understandingURL)")
      }
    }
  }

  /// The SARIF validator is real: a document that breaks the schema fails.
  @Test func brokenSARIFFailsValidation() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var o = Options()
    o.scenes = ["Scenes/icon-buttons-unlabeled.json5"]
    o.audit.format = .sarif
    let good = Self.commands.audit(o).stdout
    let bad = good.replacingOccurrences(of: "\"level\":\"error\"", with: "\"level\":\"fatal\"")
    #expect(bad != good)
    try good.write(to: dir.appendingPathComponent("good.sarif"), atomically: true, encoding: .utf8)
    try bad.write(to: dir.appendingPathComponent("bad.sarif"), atomically: true, encoding: .utf8)
    let (okStatus, okOut) = OutputSchemaTests().validate([dir.appendingPathComponent("good.sarif")])
    #expect(okStatus == 0, "\(okOut)")
    let (badStatus, badOut) = OutputSchemaTests().validate([dir.appendingPathComponent("bad.sarif")])
    #expect(badStatus == 1)
    #expect(badOut.contains("'fatal' is not one of"), "\(badOut)")
  }

  /// Issue 18: SARIF with hostile file names, a label with SARIF placeholders, and a scene
  /// that does not load. Every file name gives a valid URI reference (the schema's
  /// `uri-reference`, checked), braces in messages are doubled, and the scene that did not
  /// load is an error notification of a run that did not succeed.
  @Test func sarifEscapesFileNamesAndBracesAndReportsWhatDidNotLoad() throws {
    let source = #"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "Tap {0} now } button" }, { button: "Close button" }] } }] }"#
    let names = [
      "a b.json5", "hash#frag.json5", "what?.json5", "100%.json5", "c:drive.json5", "tab\there.json5",
      "ünïcödé.json5", "\u{202E}evil.json5", "brace{0}.json5", "back\\slash[1].json5",
      FileName.decode([0x6C, 0x61, 0x74, 0x69, 0x6E, 0xE9, 0x2E, 0x6A, 0x73, 0x6F, 0x6E, 0x35]),
    ]
    let commands = HeadlessCommands(environment: Environment(
      readFile: { path in
        if path == "broken.json5" { return Array("{ format: ".utf8) }
        return Array(source.utf8)
      }, readStandardInput: { [] }))
    var o = Options()
    o.scenes = names + ["broken.json5"]
    o.audit.format = .sarif
    let out = commands.audit(o)
    #expect(out.status == 2)
    let sarif = out.stdout
    // File names as URI references.
    for (name, uri) in [
      ("a b.json5", "a%20b.json5"), ("hash#frag.json5", "hash%23frag.json5"), ("what?.json5", "what%3F.json5"),
      ("100%.json5", "100%25.json5"), ("c:drive.json5", "c%3Adrive.json5"), ("tab\there.json5", "tab%09here.json5"),
      ("ünïcödé.json5", "%C3%BCn%C3%AFc%C3%B6d%C3%A9.json5"), ("\u{202E}evil.json5", "%E2%80%AEevil.json5"),
      ("brace{0}.json5", "brace%7B0%7D.json5"), ("back\\slash[1].json5", "back%5Cslash%5B1%5D.json5"), ("latin\u{FFFD}", "latin%E9.json5"),
    ] {
      #expect(sarif.contains(#"{"uri":"\#(uri)"}"#), "\(name) → \(uri)")
    }
    // Braces in the label, doubled in the message.
    #expect(sarif.contains("Tap {{0}} now }} button"), "\(sarif.prefix(3000))")
    #expect(!sarif.contains("Tap {0}"))
    // The scene that did not load.
    #expect(sarif.contains(#""invocations":[{"executionSuccessful":false,"toolExecutionNotifications":[{"level":"error","message":{"text":"broken.json5:1:11: error: unexpected end of file"#), "\(sarif.suffix(2000))")
    #expect(sarif.contains(#""locations":[{"physicalLocation":{"artifactLocation":{"uri":"broken.json5"}}}]}]}]"#))
    // Valid against the OASIS schema, formats included.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try sarif.write(to: dir.appendingPathComponent("hostile.sarif"), atomically: true, encoding: .utf8)
    let (status, output) = OutputSchemaTests().validate([dir.appendingPathComponent("hostile.sarif")])
    #expect(status == 0, "\(output)")
    // The validator checks the URIs: the old output (names as they are) fails it.
    let raw = sarif.replacingOccurrences(of: "a%20b.json5", with: "a b.json5")
    try raw.write(to: dir.appendingPathComponent("raw.sarif"), atomically: true, encoding: .utf8)
    let (rawStatus, rawOutput) = OutputSchemaTests().validate([dir.appendingPathComponent("raw.sarif")])
    #expect(rawStatus == 1)
    #expect(rawOutput.contains("'a b.json5' is not a 'uri-reference'"), "\(rawOutput)")
    // A run where everything loaded succeeded.
    o.scenes = ["a b.json5"]
    #expect(commands.audit(o).stdout.contains(#""invocations":[{"executionSuccessful":true,"toolExecutionNotifications":[]}]"#))
  }

  // MARK: Suppressions

  static let suppressedSource = #"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "Close button", audit: { suppress: [{ rule: "label-repeats-trait", reason: "the brand guide names it so" }] } }, { button: "Help button" }] } }] }"#

  @Test func suppressedFindingsAreReportedWithTheirReason() {
    let commands = HeadlessCommands(environment: Environment(readFile: { _ in Array(Self.suppressedSource.utf8) }, readStandardInput: { [] }))
    var o = Options()
    o.scenes = ["x.json5"]
    let text = commands.audit(o).stdout
    #expect(text.contains("x.json5:1:66: degrades: the label 'Close button' ends with 'button', which VoiceOver already says for the trait, so it is heard twice [label-repeats-trait] (suppressed: the brand guide names it so)\n"), "\(text)")
    #expect(text.contains("x.json5:1:189: degrades: the label 'Help button' ends with 'button', which VoiceOver already says for the trait, so it is heard twice [label-repeats-trait]\n"), "\(text)")
    #expect(text.hasSuffix("x.json5: 1 finding (0 blocks, 1 degrades, 0 incomplete), 1 suppressed\n"), "\(text)")
    o.audit.format = .sarif
    let sarif = commands.audit(o).stdout
    #expect(sarif.contains(#""suppressions":[{"kind":"inSource","justification":"the brand guide names it so"}]"#))
    o.audit.format = .json
    #expect(commands.audit(o).stdout.contains(#""suppressed":"the brand guide names it so"}"#))
    // --fail-on counts only what is not suppressed.
    o.audit.format = .text
    o.audit.failOn = .degrades
    #expect(commands.audit(o).status == 1)
    let onlySuppressed = Self.suppressedSource.replacingOccurrences(of: #", { button: "Help button" }"#, with: "")
    let quiet = HeadlessCommands(environment: Environment(readFile: { _ in Array(onlySuppressed.utf8) }, readStandardInput: { [] }))
    #expect(quiet.audit(o).status == 0)
  }

  /// The minimum touch target is the HIG's 44 pt unless the scene sets its own ([K]): a
  /// 31 pt switch is small by default and not with `minimumTouchTarget: 28`; the message and
  /// the fix use the scene's figure; a figure out of range is a located error.
  @Test func theMinimumTouchTargetIsTheScenes() throws {
    func findings(_ settings: String) throws -> [AuditFinding] {
      let source = #"{ format: "axsim-scene/1", settings: \#(settings), screens: [{ id: "s", root: { vstack: [{ toggle: "Wi-Fi", id: "wifi", width: 51, height: 31 }] } }] }"#
      return Audit.run(scene: try SceneLoader.load(bytes: Array(source.utf8), name: "t.json5").scene).filter { $0.rule.id == "small-touch-target" }
    }
    let byDefault = try findings("{}")
    #expect(byDefault.map(\.message) == ["'Wi-Fi' is 51×31 pt, under the 44×44 pt minimum touch target"])
    #expect(byDefault.first?.fix.text.contains("height: 44") == true, "\(byDefault.first?.fix.text ?? "")")
    #expect(try findings("{ minimumTouchTarget: 28 }").isEmpty)
    let stricter = try findings("{ minimumTouchTarget: 60 }")
    #expect(stricter.map(\.message) == ["'Wi-Fi' is 51×31 pt, under the 60×60 pt minimum touch target"])
    #expect(stricter.first?.fix.text.contains("width: 60") == true && stricter.first?.fix.text.contains("height: 60") == true, "\(stricter.first?.fix.text ?? "")")
    #expect(throws: (any Error).self) { try findings("{ minimumTouchTarget: 0 }") }
    do {
      _ = try findings("{ minimumTouchTargt: 40 }")
      Issue.record("an unknown key loads")
    } catch {
      let diagnostics = (error as? SceneLoadError)?.diagnostics ?? []
      #expect(diagnostics.first?.fix == "did you mean 'minimumTouchTarget'?", "\(diagnostics)")
    }
  }

  /// Every problem in a suppression is an error at its place, with what to do.
  @Test func badSuppressionsAreLocatedErrors() {
    func errors(_ audit: String) -> [String] {
      let source = #"{ format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [{ button: "Close", audit: \#(audit) }] } }] }"#
      do {
        _ = try SceneLoader.load(bytes: Array(source.utf8), name: "t.json5")
        return []
      } catch {
        return error.diagnostics.map { "\($0.path): \($0.message); \($0.fix)" }
      }
    }
    let at = "screens[0].root.vstack[0].audit"
    #expect(errors(#"{ suppress: [{ rule: "small-touch-targt", reason: "big row" }] }"#) == [
      "\(at).suppress[0].rule: unknown audit rule 'small-touch-targt'; did you mean 'small-touch-target'?",
    ])
    #expect(errors(#"{ suppress: [{ rule: "small-touch-target" }] }"#) == [
      "\(at).suppress[0]: a suppression needs a 'reason'; add reason: \"...\" saying why the finding does not apply",
    ])
    #expect(errors(#"{ suppress: [{ rule: "small-touch-target", reason: "  " }] }"#) == [
      "\(at).suppress[0]: a suppression needs a 'reason'; add reason: \"...\" saying why the finding does not apply",
    ])
    #expect(errors(#"{ suppress: [{ reason: "big row" }] }"#) == [
      "\(at).suppress[0]: a suppression needs a 'rule'; add rule: \"small-touch-target\" (axsim audit --list-rules lists them)",
    ])
    #expect(errors(#"{ supress: [] }"#).count == 1)
    #expect(errors(#"{ supress: [] }"#).first?.hasPrefix("\(at).supress: unknown key 'supress' in 'audit'") == true, "\(errors(#"{ supress: [] }"#))")
    #expect(errors(#"{ suppress: [{ rule: "silent-change", reason: "announced by the server", why: "x" }] }"#).first?.hasPrefix("\(at).suppress[0].why: unknown key 'why' in a suppression") == true)
    #expect(errors(#"{ suppress: [{ rule: "silent-change", reason: "announced elsewhere" }] }"#) == [])
  }
}
