import AssistiveTechnologies
import AxsimCommandLine
import Foundation
import SceneModel
import Testing

/// `axsim diff` on every before/after pair in Scenes/, against the outputs kept in Diffs/
/// (reviewed like code), plus matching, sanitizing, exit status and errors.
@Suite struct DiffTests {
  /// The pairs: every `NAME-before`/`NAME-after`, and those listed in Tests/scene-pairs.txt.
  static let namedPairs: [(name: String, before: String, after: String, flags: [String])] = {
    let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Tests/scene-pairs.txt"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let w = line.split(separator: " ").map(String.init)
      return w.count >= 3 ? (w[0], w[1], w[2], Array(w.dropFirst(3))) : nil
    }
  }()

  /// The flags a pair's diff is tested with.
  static func flags(_ pair: String) -> [String] {
    namedPairs.first { $0.name == pair }?.flags ?? []
  }

  static let pairs: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Scenes").path)) ?? []
    let befores = files.filter { $0.hasSuffix("-before.json5") }.map { String($0.dropLast("-before.json5".count)) }
    return (befores + namedPairs.map(\.name)).sorted()
  }()

  static func files(_ pair: String) -> (String, String) {
    if let p = namedPairs.first(where: { $0.name == pair }) { return ("Scenes/\(p.before).json5", "Scenes/\(p.after).json5") }
    return ("Scenes/\(pair)-before.json5", "Scenes/\(pair)-after.json5")
  }

  static let commands = OutputSchemaTests.commands

  static func diff(_ args: [String]) -> CommandOutput {
    switch ArgumentParser.parse(["diff"] + args) {
    case .success(let invocation): return commands.execute(invocation)
    case .failure(let e): return CommandOutput(stderr: e.description + "\n", status: CommandOutput.badInput)
    }
  }

  @Test func everyPairIsFound() {
    #expect(Self.namedPairs.count == 4)
    #expect(Self.pairs.count >= 9)
    let files = Set((try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Scenes").path)) ?? [])
    for pair in Self.pairs {
      let (a, b) = Self.files(pair)
      #expect(files.contains(String(a.dropFirst(7))), "\(a)")
      #expect(files.contains(String(b.dropFirst(7))), "\(pair) has no after scene \(b)")
    }
  }

  @Test(arguments: pairs)
  func diffOfPair(_ pair: String) throws {
    let (a, b) = Self.files(pair)
    let flags = Self.flags(pair)
    let text = Self.diff([a, b] + flags)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stderr.isEmpty)
    assertSnapshot(text.stdout, file: "\(pair).diff.md", folder: "Diffs")
    let json = Self.diff([a, b, "--format", "json"] + flags)
    #expect(json.status == 0)
    assertSnapshot(json.stdout, file: "\(pair).diff.json", folder: "Diffs")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(parsed["format"] as? String == "axsim-diff/1")
    // The counts are `speak`'s: the VoiceOver stops, scanned items and focusable items.
    if flags.isEmpty {
      let technologies = try #require((parsed["screens"] as? [[String: Any]])?.first?["technologies"] as? [[String: Any]])
      for (file, side) in [(a, "before"), (b, "after")] {
        var o = Options()
        o.scenes = [file]
        o.format = .json
        let order = try #require(try JSONSerialization.jsonObject(with: Data(Self.commands.speak(o).stdout.utf8)) as? [String: Any])
        #expect(technologies[0][side] as? Int == (order["stops"] as? [Any])?.count, "\(file)")
        o.technology = .switchControl
        let scan = try #require(try JSONSerialization.jsonObject(with: Data(Self.commands.speak(o).stdout.utf8)) as? [String: Any])
        let items = (scan["stops"] as? [[String: Any]])?.filter { $0["kind"] as? String == "item" }.count
        #expect(technologies[1][side] as? Int == items, "\(file)")
        o.technology = .fullKeyboardAccess
        let focus = try #require(try JSONSerialization.jsonObject(with: Data(Self.commands.speak(o).stdout.utf8)) as? [String: Any])
        let groups = focus["groups"] as? [[String: Any]] ?? []
        #expect(technologies[2][side] as? Int == groups.map { ($0["items"] as? [Any])?.count ?? 0 }.reduce(0, +), "\(file)")
        #expect((technologies[2]["tabStops"] as? [String: Int])?[side] == groups.count, "\(file)")
      }
    }
    // Every pair in Scenes/ shows a change, so --exit-code says so.
    #expect(parsed["changed"] as? Bool == true)
    #expect(Self.diff([a, b, "--exit-code"] + flags).status == 1)
    // A scene against itself: nothing changed, whatever the flag.
    let same = Self.diff([a, a, "--exit-code"] + flags)
    #expect(same.status == 0)
    #expect(same.stdout.contains("\nNo differences.\n"))
    #expect(!same.stdout.contains("→ 1 stop") && !same.stdout.contains("- "))
  }

  /// Every "after" scene passes the audit it is meant to pass: `axsim audit --fail-on
  /// degrades` exits 0 (a finding that is the point of another pair is suppressed with a reason).
  @Test(arguments: pairs)
  func afterPassesTheAudit(_ pair: String) {
    let (_, b) = Self.files(pair)
    switch ArgumentParser.parse(["audit", b, "--fail-on", "degrades"]) {
    case .success(let invocation):
      let out = Self.commands.execute(invocation)
      #expect(out.status == 0, "\(b) fails --fail-on degrades:\n\(out.stdout)")
    case .failure(let e):
      Issue.record("\(e.description)")
    }
  }

  /// `diff`'s findings are the audit's of each side (without suppressed ones, at the pair's
  /// flags), and fixed − introduced is before − after by rule and element.
  @Test(arguments: pairs)
  func diffFindingsAreTheAudits(_ pair: String) throws {
    let (a, b) = Self.files(pair)
    var o = Options()
    if case .success(.diff(let parsed)) = ArgumentParser.parse(["diff", a, b] + Self.flags(pair)) { o = parsed } else { Issue.record("\(pair): the diff's flags do not parse") }
    func audited(_ path: String) throws -> (Scene, [AuditFinding]) {
      let loaded = try SceneLoader.load(path: repositoryRoot.appendingPathComponent(path).path)
      let scene = EffectiveSettings(scene: loaded.scene, options: o).apply(to: loaded.scene)
      return (scene, Audit.run(scene: scene).filter { $0.suppressed == nil })
    }
    let (before, fa) = try audited(a)
    let (after, fb) = try audited(b)
    let d = SceneDiff(before: before, after: after)
    #expect(d.findingsBefore.map(\.rule) == fa.map(\.rule.id))
    #expect(d.findingsAfter.map(\.rule) == fb.map(\.rule.id))
    #expect(d.findingsBefore.map(\.message) == fa.map(\.message))
    func key(_ f: DiffFinding) -> String { f.rule + " " + f.element }
    let fixed = Set(d.fixed.map(key) + d.moved.map { key($0.before) })
    let introduced = Set(d.introduced.map(key) + d.moved.map { key($0.after) })
    #expect(fixed == Set(d.findingsBefore.map(key)).subtracting(d.findingsAfter.map(key)))
    #expect(introduced == Set(d.findingsAfter.map(key)).subtracting(d.findingsBefore.map(key)))
  }

  /// A finding that leaves one element for another is said to have moved.
  @Test func aFindingOnAnotherElementMoved() {
    let before = Self.scene(#"{ vstack: [{ button: { symbol: "play" }, id: "play" }, { button: "Next", id: "next" }] }"#)
    let after = Self.scene(#"{ vstack: [{ button: "Play", id: "play" }, { button: { symbol: "forward" }, id: "next" }] }"#)
    let d = SceneDiff(before: before, after: after)
    #expect(d.fixed.isEmpty && d.introduced.isEmpty)
    #expect(d.moved.map { "\($0.before.rule) \($0.before.element) → \($0.after.element)" } == ["control-without-label play → next"])
    #expect(d.text().contains("- moved `control-without-label` from `play` to `next`: button 'next' has no label, so VoiceOver says only 'Button.'\n"))
  }

  static func scene(_ root: String) -> Scene {
    (try? SceneLoader.load(bytes: Array(#"{ format: "axsim-scene/1", screens: [{ id: "s", root: \#(root) }] }"#.utf8), name: "t.json5").scene)!
  }

  @Test func everyDiffValidatesAgainstTheSchema() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var files: [URL] = []
    for pair in Self.pairs {
      let (a, b) = Self.files(pair)
      for (suffix, args) in [("", [a, b] + Self.flags(pair)), (".reverse", [b, a]), (".same", [a, a]), (".ax5", [a, b, "--content-size", "AX5", "--dark"])] {
        let url = dir.appendingPathComponent("\(pair)\(suffix).json")
        try Self.diff(args + ["--format", "json"]).stdout.write(to: url, atomically: true, encoding: .utf8)
        files.append(url)
      }
    }
    let (status, output) = OutputSchemaTests().validate(files)
    #expect(status == 0, "\(output)")
    #expect(output.contains("\(files.count) documents valid"), "\(output)")
    // The schema can fail: a change without its "moved" flag is refused.
    let broken = try String(contentsOf: files[0], encoding: .utf8).replacingOccurrences(of: "\"moved\":false,", with: "")
    let url = dir.appendingPathComponent("broken.json")
    try broken.write(to: url, atomically: true, encoding: .utf8)
    let (badStatus, badOutput) = OutputSchemaTests().validate([url])
    #expect(badStatus == 1)
    #expect(badOutput.contains("'moved' is a required property"), "\(badOutput)")
  }

  // MARK: Matching

  typealias Key = StopMatching.Key

  @Test func stopsMatchByIdThenLabelThenPosition() {
    let before = [Key(id: "a", label: "A"), Key(id: nil, label: "Reply"), Key(id: nil, label: nil), Key(id: "x", label: nil)]
    let after = [Key(id: nil, label: "Reply"), Key(id: "a", label: "Renamed"), Key(id: nil, label: "New"), Key(id: "y", label: nil)]
    let pairs = StopMatching.match(before, after)
    #expect(pairs[0].map { [$0.after] } == [1])
    #expect(pairs[0]?.rule == .id)
    #expect(pairs[1]?.after == 0)
    #expect(pairs[1]?.rule == .label)
    #expect(pairs[2]?.after == 2)
    #expect(pairs[2]?.rule == .position)
    // Different ids are different elements, even in the same place.
    #expect(pairs[3] == nil)
    // 'a' went from first to second, 'Reply' from second to first: one of them moved.
    #expect(StopMatching.moved(pairs).count == 1)
  }

  @Test func movedIsTheFewestStopsOutOfOrder() {
    let keys = ["a", "b", "c", "d", "e"].map { Key(id: $0, label: nil) }
    let after = ["b", "c", "d", "e", "a"].map { Key(id: $0, label: nil) }
    let pairs = StopMatching.match(keys, after)
    #expect(StopMatching.moved(pairs) == [0])
    #expect(StopMatching.moved(StopMatching.match(keys, keys)).isEmpty)
  }

  // MARK: Text

  static func scenes(_ files: [String: String]) -> HeadlessCommands {
    HeadlessCommands(environment: Environment(
      readFile: { path in
        guard let s = files[path] else { throw CocoaError(.fileNoSuchFile) }
        return Array(s.utf8)
      },
      readStandardInput: { [] }))
  }

  @Test func sceneTextIsSanitizedAndKeptOutOfMarkdown() {
    let before = #"{format: "axsim-scene/1", screens: [{id: "main", root: {vstack: [{button: "Send", id: "send"}, {button: "Old", id: "old"}]}}]}"#
    let after = #"{format: "axsim-scene/1", screens: [{id: "main", root: {vstack: [{button: "Se`nd\u001b[31m *x*", id: "send"}, {button: "\u202eevil", id: "new"}]}}]}"#
    let commands = Self.scenes(["a.json5": before, "b.json5": after])
    var o = Options()
    o.scenes = ["a.json5", "b.json5"]
    let out = commands.diff(o)
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.stdout == """
      ## axsim diff: `a.json5` → `b.json5`

      ### Screen `main`

      **VoiceOver**: 2 stops → 2 stops

      - removed from 2: `Old. Button.` (`old`)
      - changed at 1: `Send. Button.` → ``Se`ndU+001B[31m *x*. Button.`` (`send`)
      - added at 2: `U+202Eevil. Button.` (`new`)

      **Switch Control**: 2 items → 2 items

      - removed from 2: `Old` (`old`)
      - changed at 1: `Send` → ``Se`ndU+001B[31m *x*`` (`send`)
      - added at 2: `U+202Eevil` (`new`)

      **Full Keyboard Access**: 2 items in 2 Tab stops → 2 items in 2 Tab stops

      - removed from 2: `Old` (`old`)
      - changed at 1: `Send` → ``Se`ndU+001B[31m *x*`` (`send`)
      - added at 2: `U+202Eevil` (`new`)

      ### Findings: 0 → 0

      """)
    o.format = .json
    let json = commands.diff(o).stdout
    #expect(json.contains(#""text":"Se`nd\u001b[31m *x*. Button.""#))
    #expect(json.contains(#""text":"\u202eevil. Button.""#))
  }

  @Test func findingsFixedAndIntroducedByRuleAndElement() {
    let before = #"{format: "axsim-scene/1", screens: [{id: "main", root: {vstack: [{button: null, symbol: "chevron.left", id: "back"}, {button: "Close button", id: "close"}]}}]}"#
    let after = #"{format: "axsim-scene/1", screens: [{id: "main", root: {vstack: [{button: "Back", id: "back"}, {button: "Close button", id: "close"}, {image: "star", id: "logo"}]}}]}"#
    var o = Options()
    o.scenes = ["a.json5", "b.json5"]
    let d = Self.scenes(["a.json5": before, "b.json5": after]).diff(o).stdout
    #expect(d.contains("### Findings: 2 → 2\n"), "\(d)")
    #expect(d.contains("- fixed `control-without-label` on `back`: "), "\(d)")
    #expect(d.contains("- introduced `image-without-label` on `logo`: "), "\(d)")
    #expect(!d.contains("label-repeats-trait"), "\(d)")
  }

  @Test func findingMessagesCannotFormatThePullRequest() {
    let before = #"{format: "axsim-scene/1", screens: [{id: "main", root: {vstack: [{button: "*Close* <b> button"}]}}]}"#
    let after = #"{format: "axsim-scene/1", screens: [{id: "main", root: {vstack: [{button: "Close"}]}}]}"#
    var o = Options()
    o.scenes = ["a.json5", "b.json5"]
    let d = Self.scenes(["a.json5": before, "b.json5": after]).diff(o).stdout
    #expect(d.hasSuffix("""
      ### Findings: 1 → 0

      - fixed `label-repeats-trait` on `*Close* <b> button`: the label '\\*Close\\* \\<b\\> button' ends with 'button', which VoiceOver already says for the trait, so it is heard twice

      """), "\(d)")
  }

  @Test func screensMatchById() {
    let before = #"{format: "axsim-scene/1", screens: [{id: "a", root: {button: "One"}}, {id: "gone", root: {button: "Two"}}, {id: "kept", root: {button: "Three"}}]}"#
    let after = #"{format: "axsim-scene/1", screens: [{id: "first", root: {button: "One"}}, {id: "kept", root: {button: "Three!"}}, {id: "new", root: {button: "Four"}}]}"#
    var o = Options()
    o.scenes = ["a.json5", "b.json5"]
    let d = Self.scenes(["a.json5": before, "b.json5": after]).diff(o).stdout
    #expect(d.contains("### Screen `a` → `first`\n\n**VoiceOver**: 1 stop, unchanged\n"), "\(d)")
    #expect(d.contains("### Screen `kept`\n\n**VoiceOver**: 1 stop → 1 stop\n\n- changed at 1: `Three. Button.` → `Three!. Button.` (`Three` → `Three!`)\n"), "\(d)")
    #expect(d.contains("### Screen `gone` removed\n"))
    #expect(d.contains("### Screen `new` added\n"))
  }

  // MARK: Errors

  @Test func wrongNumberOfFilesIsAUsageError() {
    let one = Self.diff(["Scenes/demo.json5"])
    #expect(one.status == 2)
    #expect(one.stderr == """
      axsim: error: 'diff' takes two scene files, before and after, found 1; for example: axsim diff Scenes/action-row-before.json5 Scenes/action-row-after.json5
      Run 'axsim diff --help' for usage.

      """)
    #expect(Self.diff(["a", "b", "c"]).stderr.contains("found 3"))
    #expect(Self.diff(["Scenes/demo.json5", "-"]).stderr.contains("not standard input"))
    #expect(Self.diff(["a", "b", "--keys", "next"]).stderr.contains("unknown option '--keys'"))
    guard case .failure(let compare) = ArgumentParser.parse(["compare", "Scenes/demo.json5"]) else {
      Issue.record("compare with one file parsed")
      return
    }
    #expect(compare.description == """
      axsim: error: 'compare' takes two scene files, before and after, found 1; for example: axsim compare Scenes/action-row-before.json5 Scenes/action-row-after.json5
      Run 'axsim compare --help' for usage.
      """)
    #expect(Self.diff(["a", "b", "--format", "xml"]).stderr.contains("unknown format 'xml'"))
    // Called directly, diff says the same as the parser.
    var o = Options()
    o.scenes = ["Scenes/demo.json5"]
    #expect(Self.commands.diff(o).stderr == one.stderr)
  }

  @Test func anUnreadableOrBrokenSceneIsLocated() {
    let missing = Self.diff(["Scenes/demo.json5", "Scenes/missing.json5"])
    #expect(missing.status == 2)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr.hasPrefix("Scenes/missing.json5: error: cannot read the file ("), "\(missing.stderr)")
    let commands = Self.scenes(["a.json5": "{screens: [", "b.json5": #"{format: "axsim-scene/1", screens: [{id: "m", root: {button: "A"}}]}"#])
    var o = Options()
    o.scenes = ["b.json5", "a.json5"]
    let broken = commands.diff(o)
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix("a.json5:1:"), "\(broken.stderr)")
  }

  /// Docs/Review.md's example is the real output: its lines, up to each "...", are lines of
  /// the checked-in diff of icon-buttons, in order.
  @Test func theReviewDocsExampleIsTheRealOutput() throws {
    let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/Review.md"), encoding: .utf8)
    let start = try #require(docs.range(of: "```markdown\n"))
    let end = try #require(docs.range(of: "\n```", range: start.upperBound..<docs.endIndex))
    let example = docs[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let real = Self.diff(["Scenes/icon-buttons-unlabeled.json5", "Scenes/icon-buttons-labeled.json5"]).stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var i = 0
    for line in example where line != "..." {
      guard let j = real[i...].firstIndex(of: line) else {
        Issue.record("Docs/Review.md's example line is not in the output (in order): \(line)")
        return
      }
      i = j + 1
    }
    #expect(example.count > 10)
  }

  @Test func helpDescribesDiffAndCompare() {
    let diff = Self.commands.help("diff")
    #expect(diff.stdout.hasPrefix("axsim diff: what changed between two versions of a scene.\n"))
    #expect(diff.stdout.contains("--exit-code"))
    #expect(Self.commands.help("compare").stdout.hasPrefix("axsim compare: two versions of a scene side by side in the app.\n"))
    #expect(Help.overview.contains("axsim diff OLD NEW"))
    #expect(Help.overview.contains("axsim compare BEFORE AFTER"))
  }
}
