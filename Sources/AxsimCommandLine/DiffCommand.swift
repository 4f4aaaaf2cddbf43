import AssistiveTechnologies
import Dispatch
import SceneModel

/// A finding about a scene, as `axsim diff` compares them: the rule that found it, the
/// element it is about (`Transcript.elementName`) and the message.
public struct DiffFinding: Sendable, Equatable {
  public var rule: String
  public var element: String
  public var message: String

  public init(rule: String, element: String, message: String) {
    self.rule = rule
    self.element = element
    self.message = message
  }
}

/// `axsim diff OLD NEW`: what changed between two versions of a scene, for each technology
/// on each screen (stops added, removed, moved, spoken differently) and in the findings.
public struct SceneDiff: Sendable {
  /// Where findings come from: a scene's warnings with their rule ids. One seam, so a
  /// larger rule registry can supply more findings the same way. Each screen's layout and
  /// display problems are added to them from the runtimes the diff builds anyway.
  public typealias FindingsSource = @Sendable (Scene) -> [DiffFinding]

  /// `axsim check`'s warnings (`SceneLint`), each with its `SceneLintRule` id.
  public static let lintFindings: FindingsSource = { scene in
    SceneLint.findings(for: scene).map { f in
      DiffFinding(rule: f.rule.rawValue, element: Transcript.elementName(scene.elements[f.element], in: scene), message: f.diagnostic.message)
    }
  }

  /// A screen's layout and display problems at the scene's settings (`speak`'s `!` lines),
  /// each with its problem kind (`clipped`, `motionWithoutAlternative`, ...) as the rule.
  static func problemFindings(_ runtime: SceneRuntime) -> [DiffFinding] {
    let problems = ScreenProblems(runtime: runtime)
    return problems.items.map { item in
      DiffFinding(rule: ScreenProblems.kind(item.problem), element: Transcript.elementName(runtime.scene.elements[item.element], in: runtime.scene), message: problems.describe(item))
    }
  }

  /// One stop as a technology meets it.
  struct Stop: Sendable {
    var element: ElementIndex
    var key: StopMatching.Key
    /// How output names the element (`Transcript.elementName`).
    var name: String
    /// What is compared: VoiceOver's whole utterance; for Switch Control and the keyboard,
    /// the item's name.
    var text: String
  }

  /// One change to one stop.
  public struct Change: Sendable, Equatable {
    public enum Kind: String, Sendable { case added, removed, kept }
    public var kind: Kind
    /// The element's name on each side (nil on the side it is missing from).
    public var beforeElement: String?
    public var afterElement: String?
    /// 1-based positions.
    public var beforeStop: Int?
    public var afterStop: Int?
    public var beforeText: String?
    public var afterText: String?
    public var matchedBy: StopMatching.Rule?
    public var moved = false
    public var textChanged: Bool { kind == .kept && beforeText != afterText }
  }

  /// The difference for one technology on one screen.
  public struct TechnologyDiff: Sendable, Equatable {
    public var technology: Technology
    public var before: Int
    public var after: Int
    /// Full Keyboard Access: the Tab stops (focus groups) the items are in.
    public var tabStops: (before: Int, after: Int)?
    public var changes: [Change]

    public static func == (a: Self, b: Self) -> Bool {
      a.technology == b.technology && a.before == b.before && a.after == b.after && a.tabStops?.before == b.tabStops?.before
        && a.tabStops?.after == b.tabStops?.after && a.changes == b.changes
    }
  }

  public struct ScreenDiff: Sendable, Equatable {
    public var before: String
    public var after: String
    public var technologies: [TechnologyDiff]
  }

  public var beforeName: String
  public var afterName: String
  public var screens: [ScreenDiff] = []
  public var screensAdded: [String] = []
  public var screensRemoved: [String] = []
  public var findingsBefore: [DiffFinding] = []
  public var findingsAfter: [DiffFinding] = []
  public var fixed: [DiffFinding] = []
  public var introduced: [DiffFinding] = []

  /// Whether anything differs.
  public var changed: Bool {
    !screensAdded.isEmpty || !screensRemoved.isEmpty || !fixed.isEmpty || !introduced.isEmpty
      || screens.contains { $0.technologies.contains { !$0.changes.isEmpty || $0.before != $0.after || $0.tabStops.map { $0.before != $0.after } == true } }
  }

  /// Compares two scenes (each with its settings already applied). Screens are matched by
  /// id, and the first screens with each other whatever their ids.
  public init(before: Scene, after: Scene, speakHints: Bool? = nil, switchSettings: SwitchControlSettings = SwitchControlSettings(), findings: FindingsSource = SceneDiff.lintFindings) {
    beforeName = before.headerName
    afterName = after.headerName
    var pairs: [(Int, Int)] = []
    if !before.screens.isEmpty, !after.screens.isEmpty { pairs.append((0, 0)) }
    for (i, s) in before.screens.enumerated() where i > 0 {
      if let j = after.screenIndex[s.id], j > 0 { pairs.append((i, j)) } else if after.screenIndex[s.id] == nil { screensRemoved.append(s.id) }
    }
    for (j, s) in after.screens.enumerated() where j > 0 && before.screenIndex[s.id] == nil {
      screensAdded.append(s.id)
    }
    // Each scene on its own thread: its stops on the paired screens and its findings.
    let results = Sides()
    let screensBefore = pairs.map(\.0)
    let screensAfter = pairs.map(\.1)
    DispatchQueue.concurrentPerform(iterations: 2) { k in
      if k == 0 {
        results.before = Self.side(before, screens: screensBefore, speakHints: speakHints, switchSettings: switchSettings, findings: findings)
      } else {
        results.after = Self.side(after, screens: screensAfter, speakHints: speakHints, switchSettings: switchSettings, findings: findings)
      }
    }
    guard let a = results.before, let b = results.after else { return }
    for (n, (i, j)) in pairs.enumerated() {
      var technologies: [TechnologyDiff] = []
      for (t, technology) in [Technology.voiceOver, .switchControl, .fullKeyboardAccess].enumerated() {
        let sa = a.stops[n][t]
        let sb = b.stops[n][t]
        var diff = TechnologyDiff(technology: technology, before: sa.count, after: sb.count, changes: Self.changes(sa, sb))
        if technology == .fullKeyboardAccess { diff.tabStops = (a.tabStops[n], b.tabStops[n]) }
        technologies.append(diff)
      }
      screens.append(ScreenDiff(before: before.screens[i].id, after: after.screens[j].id, technologies: technologies))
    }
    findingsBefore = a.findings
    findingsAfter = b.findings
    (fixed, introduced) = Self.difference(findingsBefore, findingsAfter)
  }

  /// What the diff needs of one scene.
  struct Side: Sendable {
    /// Per screen asked for, per technology (VoiceOver, Switch Control, keyboard), the stops.
    var stops: [[[Stop]]] = []
    /// Per screen asked for, Full Keyboard Access's Tab stops.
    var tabStops: [Int] = []
    var findings: [DiffFinding] = []
  }

  /// Where the two sides' threads leave their results (each writes its own property once).
  final class Sides: @unchecked Sendable {
    var before: Side?
    var after: Side?
  }

  /// One scene's stops on `screens` and its findings: the source's, then each screen's
  /// problems, from one runtime per screen.
  static func side(_ scene: Scene, screens: [Int], speakHints: Bool?, switchSettings: SwitchControlSettings, findings: FindingsSource) -> Side {
    var side = Side()
    var runtimes: [Int: SceneRuntime] = [:]
    for i in screens {
      let runtime = runtimes[i] ?? SceneRuntime(scene: scene, screen: i)
      runtimes[i] = runtime
      var perTechnology: [[Stop]] = []
      var names: [ElementIndex: String] = [:]
      for technology in [Technology.voiceOver, .switchControl, .fullKeyboardAccess] {
        let (stops, groups) = Self.stops(technology, runtime, speakHints: speakHints, switchSettings: switchSettings, names: &names)
        perTechnology.append(stops)
        if let groups { side.tabStops.append(groups) }
      }
      side.stops.append(perTechnology)
    }
    side.findings = findings(scene) + scene.screens.indices.flatMap { problemFindings(runtimes[$0] ?? SceneRuntime(scene: scene, screen: $0)) }
    return side
  }

  /// A technology's stops on a screen, in its order, and for Full Keyboard Access the
  /// number of Tab stops (focus groups) they are in.
  /// `names` keeps the item names already made (Switch Control and the keyboard share most items).
  static func stops(_ technology: Technology, _ runtime: SceneRuntime, speakHints: Bool?, switchSettings: SwitchControlSettings, names: inout [ElementIndex: String]) -> ([Stop], Int?) {
    let scene = runtime.scene
    func itemName(_ e: ElementIndex) -> String {
      if let name = names[e] { return name }
      let name = runtime.itemName(e)
      names[e] = name
      return name
    }
    func stop(_ e: ElementIndex, _ text: String) -> Stop {
      let element = scene.elements[e]
      return Stop(element: e, key: StopMatching.Key(element), name: Transcript.elementName(element, in: scene), text: text)
    }
    switch technology {
    case .voiceOver:
      var options = SpeechComposer.Options(speakHints: scene.settings.speakHints, iOSVersion: scene.settings.iosVersion)
      if let speakHints { options.speakHints = speakHints }
      let vo = VoiceOver(runtime: runtime, options: options)
      return (StopMatching.order(.voiceOver, runtime).map { stop($0, vo.speech(for: $0).map(\.text).joined()) }, nil)
    case .switchControl:
      return (StopMatching.order(.switchControl, runtime, switchSettings: switchSettings).map { stop($0, itemName($0)) }, nil)
    case .fullKeyboardAccess:
      let groups = FocusGroups(runtime: runtime)
      return (groups.items.map { stop($0, itemName($0)) }, groups.groups.count)
    }
  }

  /// Removed stops in their old order, then the others in their new order.
  static func changes(_ a: [Stop], _ b: [Stop]) -> [Change] {
    let pairs = StopMatching.match(a.map(\.key), b.map(\.key))
    let moved = StopMatching.moved(pairs)
    var partner = [Int?](repeating: nil, count: b.count)
    var result: [Change] = []
    for (i, p) in pairs.enumerated() {
      if let p {
        partner[p.after] = i
      } else {
        result.append(Change(kind: .removed, beforeElement: a[i].name, beforeStop: i + 1, beforeText: a[i].text))
      }
    }
    for (j, s) in b.enumerated() {
      guard let i = partner[j] else {
        result.append(Change(kind: .added, afterElement: s.name, afterStop: j + 1, afterText: s.text))
        continue
      }
      let c = Change(kind: .kept, beforeElement: a[i].name, afterElement: s.name, beforeStop: i + 1, afterStop: j + 1, beforeText: a[i].text, afterText: s.text, matchedBy: pairs[i]!.rule, moved: moved.contains(i))
      if c.moved || c.textChanged { result.append(c) }
    }
    return result
  }

  /// Findings only before (fixed) and only after (introduced), matched by rule and element;
  /// a finding that repeats counts once per repeat.
  static func difference(_ a: [DiffFinding], _ b: [DiffFinding]) -> ([DiffFinding], [DiffFinding]) {
    func key(_ f: DiffFinding) -> String { f.rule + "\u{0}" + f.element }
    var remaining: [String: Int] = [:]
    for f in b { remaining[key(f), default: 0] += 1 }
    var fixed: [DiffFinding] = []
    for f in a {
      if let n = remaining[key(f)], n > 0 { remaining[key(f)] = n - 1 } else { fixed.append(f) }
    }
    var left: [String: Int] = [:]
    for f in a { left[key(f), default: 0] += 1 }
    var introduced: [DiffFinding] = []
    for f in b {
      if let n = left[key(f)], n > 0 { left[key(f)] = n - 1 } else { introduced.append(f) }
    }
    return (fixed, introduced)
  }

  // MARK: Output

  /// What a technology counts.
  static func unit(_ technology: Technology, _ n: Int) -> String {
    let word = technology == .voiceOver ? "stop" : "item"
    return "\(n) \(word)\(n == 1 ? "" : "s")"
  }

  /// Markdown for a pull request; readable in a terminal too. Scene text is sanitized and
  /// set in code spans, so nothing in it is read as Markdown.
  public func text() -> String {
    var out = "## axsim diff: \(Self.code(beforeName)) → \(Self.code(afterName))\n"
    if !changed { out += "\nNo differences.\n" }
    for s in screens {
      out += "\n### Screen " + (s.before == s.after ? Self.code(s.before) : Self.code(s.before) + " → " + Self.code(s.after)) + "\n"
      for t in s.technologies {
        var counts = Self.unit(t.technology, t.before)
        var after = Self.unit(t.technology, t.after)
        if let tab = t.tabStops {
          counts += " in \(tab.before) Tab stop\(tab.before == 1 ? "" : "s")"
          after += " in \(tab.after) Tab stop\(tab.after == 1 ? "" : "s")"
        }
        let same = t.changes.isEmpty && counts == after
        out += "\n**\(t.technology.displayName)**: " + (same ? counts + ", unchanged" : counts + " → " + after) + "\n"
        if !t.changes.isEmpty { out += "\n" }
        for c in t.changes { out += "- " + Self.line(c) + "\n" }
      }
    }
    for id in screensRemoved { out += "\n### Screen \(Self.code(id)) removed\n" }
    for id in screensAdded { out += "\n### Screen \(Self.code(id)) added\n" }
    let n = findingsBefore.count
    let m = findingsAfter.count
    out += "\n### Findings: \(n) → \(m)" + (fixed.isEmpty && introduced.isEmpty ? (n == 0 ? "" : ", the same") : "") + "\n"
    if !fixed.isEmpty || !introduced.isEmpty { out += "\n" }
    for f in fixed { out += "- fixed " + Self.findingLine(f) + "\n" }
    for f in introduced { out += "- introduced " + Self.findingLine(f) + "\n" }
    return out
  }

  static func line(_ c: Change) -> String {
    func spoken(_ s: String?) -> String { (s ?? "").isEmpty ? StableOutput.silence : code(s ?? "") }
    switch c.kind {
    case .added: return "added at \(c.afterStop ?? 0): \(spoken(c.afterText)) (\(code(c.afterElement ?? "")))"
    case .removed: return "removed from \(c.beforeStop ?? 0): \(spoken(c.beforeText)) (\(code(c.beforeElement ?? "")))"
    case .kept:
      let element = c.beforeElement == c.afterElement ? code(c.afterElement ?? "") : code(c.beforeElement ?? "") + " → " + code(c.afterElement ?? "")
      let place = c.moved ? "moved \(c.beforeStop ?? 0) → \(c.afterStop ?? 0)" : "at \(c.afterStop ?? 0)"
      if c.textChanged {
        return (c.moved ? place + ", changed" : "changed " + place) + ": \(spoken(c.beforeText)) → \(spoken(c.afterText)) (\(element))"
      }
      return place + ": \(spoken(c.afterText)) (\(element))"
    }
  }

  static func findingLine(_ f: DiffFinding) -> String {
    "\(code(f.rule)) on \(code(f.element)): \(markdownEscaped(f.message))"
  }

  /// Sanitized text with the characters Markdown would read as formatting (emphasis, code,
  /// links, HTML, tables, strikethrough) escaped with a backslash, for text outside code spans.
  static func markdownEscaped(_ s: String) -> String {
    var out = ""
    for ch in Sanitize.forMessage(s) {
      if "\\`*_[]<>|~".contains(ch) { out.append("\\") }
      out.append(ch)
    }
    return out
  }

  /// A Markdown code span holding sanitized text: fenced with one more backtick than the
  /// longest run inside, padded with spaces when the text starts or ends with a backtick.
  static func code(_ s: String) -> String {
    let text = Sanitize.forMessage(s)
    var longest = 0
    var run = 0
    for ch in text {
      run = ch == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + pad + text + pad + fence
  }

  /// The `axsim-diff/1` document.
  public func json() -> String {
    func j(_ s: String) -> String { Transcript.json(s) }
    func side(_ stop: Int?, _ element: String?, _ text: String?) -> String {
      guard let stop, let element else { return "null" }
      return "{\"stop\":\(stop),\"element\":\(j(element)),\"text\":\(j(text ?? ""))}"
    }
    var screenLines: [String] = []
    for s in screens {
      var techs: [String] = []
      for t in s.technologies {
        let changes = t.changes.map { c -> String in
          var f = ["\"change\":\(j(c.kind.rawValue))"]
          if let rule = c.matchedBy { f.append("\"matchedBy\":\(j(rule.rawValue))") }
          f.append("\"moved\":\(c.moved)")
          f.append("\"textChanged\":\(c.textChanged)")
          f.append("\"before\":" + side(c.beforeStop, c.beforeElement, c.beforeText))
          f.append("\"after\":" + side(c.afterStop, c.afterElement, c.afterText))
          return "{" + f.joined(separator: ",") + "}"
        }
        var head = "{\"technology\":\(j(t.technology.rawValue)),\"before\":\(t.before),\"after\":\(t.after)"
        if let tab = t.tabStops { head += ",\"tabStops\":{\"before\":\(tab.before),\"after\":\(tab.after)}" }
        techs.append(head + ",\"changes\":[" + changes.map { "\n" + $0 }.joined(separator: ",") + (changes.isEmpty ? "" : "\n") + "]}")
      }
      screenLines.append("{\"before\":\(j(s.before)),\"after\":\(j(s.after)),\"technologies\":[\n" + techs.joined(separator: ",\n") + "\n]}")
    }
    func findings(_ fs: [DiffFinding]) -> String {
      "[" + fs.map { "\n{\"rule\":\(j($0.rule)),\"element\":\(j($0.element)),\"message\":\(j($0.message))}" }.joined(separator: ",") + (fs.isEmpty ? "" : "\n") + "]"
    }
    return "{\"format\":\"axsim-diff/1\",\"before\":\(j(beforeName)),\"after\":\(j(afterName)),\"changed\":\(changed),\"screens\":[\n"
      + screenLines.joined(separator: ",\n") + (screenLines.isEmpty ? "" : "\n") + "]"
      + ",\"screensRemoved\":[" + screensRemoved.map(j).joined(separator: ",") + "],\"screensAdded\":[" + screensAdded.map(j).joined(separator: ",") + "]"
      + ",\"findings\":{\"before\":\(findingsBefore.count),\"after\":\(findingsAfter.count),\"fixed\":" + findings(fixed) + ",\"introduced\":" + findings(introduced) + "}}\n"
  }
}

extension HeadlessCommands {
  /// `axsim diff OLD NEW`: exit 0 whatever changed, unless `--exit-code` asks for 1 when
  /// something did (as `git diff --exit-code`); 2 for bad input.
  public func diff(_ o: Options) -> CommandOutput {
    guard o.scenes.count == 2 else {
      return CommandOutput(stderr: ArgumentParser.twoScenes("diff", found: o.scenes.count).description + "\n", status: CommandOutput.badInput)
    }
    var scenes: [Scene] = []
    for path in o.scenes {
      switch loadScene(path) {
      case .success(let loaded):
        let settings = EffectiveSettings(scene: loaded.scene, options: o)
        if let conflict = settings.conflict(scene: loaded.scene, options: o, command: "diff") {
          return CommandOutput(stderr: conflict.description + "\n", status: CommandOutput.badInput)
        }
        scenes.append(settings.apply(to: loaded.scene))
      case .failure(let f):
        return f
      }
    }
    let d = SceneDiff(before: scenes[0], after: scenes[1], speakHints: o.speakHints, switchSettings: o.switchSettings)
    let status = o.exitCode && d.changed ? CommandOutput.failure : CommandOutput.success
    return CommandOutput(stdout: o.format == .json ? d.json() : d.text(), status: status)
  }
}
