import AssistiveTechnologies
import Dispatch
import SceneModel

/// A finding about a scene, as `axsim diff` compares them: the audit rule that found it,
/// the element it is about (`Transcript.elementName`: its id, else label, else JSON path,
/// which is what two versions of a scene share) and the audit's message.
public struct DiffFinding: Sendable, Equatable {
  public var rule: String
  /// The element as `diff` names it (its id, else its label): with the rule, what matches a
  /// finding across the two versions.
  public var element: String
  public var message: String
  /// The element as findings name it for people (its label, else its children's, else its
  /// kind and id): what a report shows.
  public var named: String

  public init(rule: String, element: String, message: String, named: String? = nil) {
    self.rule = rule
    self.element = element
    self.message = message
    self.named = named ?? element
  }
}

/// `axsim diff OLD NEW`: what changed between two versions of a scene, for each technology
/// on each screen (stops added, removed, moved, spoken differently) and in the findings.
public struct SceneDiff: Sendable {
  /// Where findings come from: a scene's findings with their rule ids, given the runtime on
  /// its first screen when the diff built one. One seam; the default is the audit's whole
  /// registry (`auditFindings`).
  public typealias FindingsSource = @Sendable (Scene, SceneRuntime?) -> [DiffFinding]

  /// The audit's findings (`Audit.run`: every rule of the registry, `check`'s warnings
  /// among them, layout at the scene's text size and the larger ones, display, motion,
  /// focus), without the ones the scene suppresses with a reason.
  public static let auditFindings: FindingsSource = { scene, firstScreen in
    Audit.run(scene: scene, firstScreen: firstScreen).compactMap { f in
      guard f.suppressed == nil else { return nil }
      let element = f.element.map { Transcript.elementName(scene.elements[$0], in: scene) } ?? ""
      return DiffFinding(rule: f.rule.id, element: element, message: f.message, named: f.element == nil ? "" : f.name.plain)
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
    /// The element's kind ("button") and name as findings give it, for a control that became
    /// a custom action (or the other way round).
    var kind: String = ""
    var display: String = ""
    var label: String?
    /// Its custom actions' names.
    var actions: [String] = []
    /// What activating it does (VoiceOver's stops only), `ActivationOutcome`.
    var outcome: String?
  }

  /// One change to one stop.
  public struct Change: Sendable, Equatable {
    /// `becameAction`: a control with no partner whose name is a custom action of a stop of
    /// the new version (a Reply button folded into its row); `becameControl` the reverse.
    public enum Kind: String, Sendable { case added, removed, kept, becameAction, becameControl }
    public var kind: Kind
    /// The element's name on each side (nil on the side it is missing from).
    public var beforeElement: String?
    public var afterElement: String?
    /// The element on each side, for naming it as people know it (the report).
    public var beforeIndex: ElementIndex?
    public var afterIndex: ElementIndex?
    /// 1-based positions.
    public var beforeStop: Int?
    public var afterStop: Int?
    public var beforeText: String?
    public var afterText: String?
    public var matchedBy: StopMatching.Rule?
    public var moved = false
    public var textChanged: Bool { kind == .kept && beforeText != afterText }
    /// The custom action a control became (or came from).
    public var action: String?
    /// The kind of the control, and the name of the stop holding the action.
    public var controlKind: String?
    public var holder: String?
    /// What activating it does on each side (VoiceOver), when a pair's behaviour differs.
    public var beforeOutcome: String?
    public var afterOutcome: String?
    public var behaviourChanged: Bool { kind == .kept && beforeOutcome != afterOutcome }
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
  /// Findings of one rule that left one element and appeared on another.
  public var moved: [(before: DiffFinding, after: DiffFinding)] = []

  /// Whether anything differs.
  public var changed: Bool {
    !screensAdded.isEmpty || !screensRemoved.isEmpty || !fixed.isEmpty || !introduced.isEmpty || !moved.isEmpty
      || screens.contains { $0.technologies.contains { !$0.changes.isEmpty || $0.before != $0.after || $0.tabStops.map { $0.before != $0.after } == true } }
  }

  /// Compares two scenes (each with its settings already applied). Screens are matched by
  /// id, and the first screens with each other whatever their ids.
  public init(before: Scene, after: Scene, speakHints: Bool? = nil, switchSettings: SwitchControlSettings = SwitchControlSettings(), findings: FindingsSource = SceneDiff.auditFindings) {
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
    (fixed, introduced, moved) = Self.movedFindings(fixed, introduced)
  }

  /// What the diff needs of one scene.
  struct Side: Sendable {
    /// Per screen asked for, per technology (VoiceOver, Switch Control, keyboard), the stops.
    var stops: [[[Stop]]] = []
    /// Per screen asked for, Full Keyboard Access's Tab stops.
    var tabStops: [Int] = []
    var findings: [DiffFinding] = []
  }

  /// What one side has made of its elements' stops on one screen, by element, across the
  /// technologies: keyed by the elements that are stops, so it costs what the screen's stops
  /// cost, not the scene's element table once per screen.
  struct Made {
    var stops: [ElementIndex: Stop] = [:]
    var names: [ElementIndex: String] = [:]
  }

  /// Where the two sides' threads leave their results (each writes its own property once).
  final class Sides: @unchecked Sendable {
    var before: Side?
    var after: Side?
  }

  /// One scene's stops on `screens` and its findings.
  static func side(_ scene: Scene, screens: [Int], speakHints: Bool?, switchSettings: SwitchControlSettings, findings: FindingsSource) -> Side {
    var side = Side()
    var runtimes: [Int: SceneRuntime] = [:]
    for i in screens {
      let runtime = runtimes[i] ?? SceneRuntime(scene: scene, screen: i)
      runtimes[i] = runtime
      var perTechnology: [[Stop]] = []
      var made = Made()
      for technology in [Technology.voiceOver, .switchControl, .fullKeyboardAccess] {
        let (stops, groups) = Self.stops(technology, runtime, speakHints: speakHints, switchSettings: switchSettings, made: &made)
        perTechnology.append(stops)
        if let groups { side.tabStops.append(groups) }
      }
      side.stops.append(perTechnology)
    }
    side.findings = findings(scene, runtimes[0])
    return side
  }

  /// A technology's stops on a screen, in its order, and for Full Keyboard Access the
  /// number of Tab stops (focus groups) they are in.
  /// `made` keeps what is already made of each element's stop and item name: the three
  /// technologies stop on mostly the same elements, Switch Control and the keyboard with the
  /// same names.
  static func stops(_ technology: Technology, _ runtime: SceneRuntime, speakHints: Bool?, switchSettings: SwitchControlSettings, made: inout Made) -> ([Stop], Int?) {
    let scene = runtime.scene
    func itemName(_ e: ElementIndex) -> String {
      if let name = made.names[e] { return name }
      let name = runtime.itemName(e)
      made.names[e] = name
      return name
    }
    func stop(_ e: ElementIndex, _ text: String) -> Stop {
      if var s = made.stops[e] {
        s.text = text
        return s
      }
      // Fields read in place: copying an element retains everything it holds.
      var s = Stop(
        element: e, key: StopMatching.Key(id: scene.elements[e].id, label: scene.elements[e].label),
        name: scene.elements[e].id ?? Transcript.elementName(scene.elements[e], in: scene), text: text,
        kind: scene.elements[e].kind.word, label: scene.elements[e].label)
      // Only a stop with custom actions can hold a control that became one; its name is then shown.
      if SpokenProperties.traitsAndActions(element: e, in: scene).hasActions {
        s.actions = runtime.properties(of: e).actions.map(\.name)
        s.display = scene.findingName(of: e).plain
      }
      made.stops[e] = s
      return s
    }
    switch technology {
    case .voiceOver:
      var options = SpeechComposer.Options(speakHints: scene.settings.speakHints, iOSVersion: scene.settings.iosVersion)
      if let speakHints { options.speakHints = speakHints }
      let vo = VoiceOver(runtime: runtime, options: options)
      // What activating each stop does, compared as behaviour.
      var closing = ActivationOutcome.Closing()
      return (StopMatching.order(.voiceOver, runtime).map { e in
        var s = stop(e, vo.speech(for: e).map(\.text).joined())
        s.outcome = ActivationOutcome.of(e, in: runtime, closing: &closing)?.text
        return s
      }, nil)
    case .switchControl:
      return (StopMatching.order(.switchControl, runtime, switchSettings: switchSettings).map { stop($0, itemName($0)) }, nil)
    case .fullKeyboardAccess:
      let groups = FocusGroups(runtime: runtime)
      return (groups.items.map { stop($0, itemName($0)) }, groups.groups.count)
    case .voiceControl:
      let index = runtime.voiceControlIndex()
      return (index.items.map { stop($0, VoiceControlNames.names(of: $0, in: runtime).first ?? itemName($0)) }, nil)
    }
  }

  /// Removed stops in their old order, then the others in their new order. A stop with no
  /// partner whose name is a custom action on the other side is paired with that action.
  static func changes(_ a: [Stop], _ b: [Stop]) -> [Change] {
    let pairs = StopMatching.match(a.map(\.key), b.map(\.key))
    let moved = StopMatching.moved(pairs)
    var partner = [Int?](repeating: nil, count: b.count)
    var result: [Change] = []
    let afterActions = b.map(\.actions)
    for (i, p) in pairs.enumerated() {
      if let p {
        partner[p.after] = i
      } else if let (j, action) = StopMatching.actionHolder(of: a[i].label, among: afterActions) {
        var c = Change(kind: .becameAction, beforeElement: a[i].name, afterElement: b[j].name, beforeStop: i + 1, afterStop: j + 1, beforeText: a[i].text, afterText: b[j].text)
        (c.action, c.controlKind, c.holder) = (action, a[i].kind, b[j].display)
        result.append(c)
      } else {
        result.append(Change(kind: .removed, beforeElement: a[i].name, beforeStop: i + 1, beforeText: a[i].text))
      }
    }
    let beforeActions = a.map(\.actions)
    for (j, s) in b.enumerated() {
      guard let i = partner[j] else {
        if let (i, action) = StopMatching.actionHolder(of: s.label, among: beforeActions) {
          var c = Change(kind: .becameControl, beforeElement: a[i].name, afterElement: s.name, beforeStop: i + 1, afterStop: j + 1, beforeText: a[i].text, afterText: s.text)
          (c.action, c.controlKind, c.holder) = (action, s.kind, a[i].display)
          result.append(c)
        } else {
          result.append(Change(kind: .added, afterElement: s.name, afterStop: j + 1, afterText: s.text))
        }
        continue
      }
      var c = Change(kind: .kept, beforeElement: a[i].name, afterElement: s.name, beforeStop: i + 1, afterStop: j + 1, beforeText: a[i].text, afterText: s.text, matchedBy: pairs[i]!.rule, moved: moved.contains(i))
      if a[i].outcome != s.outcome { (c.beforeOutcome, c.afterOutcome) = (a[i].outcome, s.outcome) }
      if c.moved || c.textChanged || c.behaviourChanged { result.append(c) }
    }
    for k in result.indices {
      result[k].beforeIndex = result[k].beforeStop.map { a[$0 - 1].element }
      result[k].afterIndex = result[k].afterStop.map { b[$0 - 1].element }
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

  /// A fixed and an introduced finding of the same rule, paired in order: the problem
  /// moved from one element to another (a duplicate name now on the next button, the
  /// clipping now on the row's other text).
  static func movedFindings(_ fixed: [DiffFinding], _ introduced: [DiffFinding]) -> ([DiffFinding], [DiffFinding], [(before: DiffFinding, after: DiffFinding)]) {
    var left = introduced
    var stillFixed: [DiffFinding] = []
    var moved: [(before: DiffFinding, after: DiffFinding)] = []
    for f in fixed {
      if let k = left.firstIndex(where: { $0.rule == f.rule }) {
        moved.append((f, left.remove(at: k)))
      } else {
        stillFixed.append(f)
      }
    }
    return (stillFixed, left, moved)
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
    out += "\n### Findings: \(n) → \(m)" + (fixed.isEmpty && introduced.isEmpty && moved.isEmpty ? (n == 0 ? "" : ", the same") : "") + "\n"
    if !fixed.isEmpty || !introduced.isEmpty || !moved.isEmpty { out += "\n" }
    for f in fixed { out += "- fixed " + Self.findingLine(f) + "\n" }
    for f in introduced { out += "- introduced " + Self.findingLine(f) + "\n" }
    for (a, b) in moved { out += "- moved \(Self.code(a.rule)) from \(Self.code(a.element)) to \(Self.code(b.element)): \(Self.markdownEscaped(b.message))\n" }
    return out
  }

  /// One bullet; a kept stop whose text and behaviour both changed says both.
  static func line(_ c: Change) -> String {
    func spoken(_ s: String?) -> String { (s ?? "").isEmpty ? StableOutput.silence : code(s ?? "") }
    let pair = code(c.beforeElement ?? "") + " → " + code(c.afterElement ?? "")
    switch c.kind {
    case .added: return "added at \(c.afterStop ?? 0): \(spoken(c.afterText)) (\(code(c.afterElement ?? "")))"
    case .removed: return "removed from \(c.beforeStop ?? 0): \(spoken(c.beforeText)) (\(code(c.beforeElement ?? "")))"
    case .becameAction:
      return "\(code(c.action ?? "")): \(c.controlKind ?? "control") at \(c.beforeStop ?? 0) → custom action of \(code(c.holder ?? "")) at \(c.afterStop ?? 0) (\(pair))"
    case .becameControl:
      return "\(code(c.action ?? "")): custom action of \(code(c.holder ?? "")) at \(c.beforeStop ?? 0) → \(c.controlKind ?? "control") at \(c.afterStop ?? 0) (\(pair))"
    case .kept:
      let element = c.beforeElement == c.afterElement ? code(c.afterElement ?? "") : pair
      let place = c.moved ? "moved \(c.beforeStop ?? 0) → \(c.afterStop ?? 0)" : "at \(c.afterStop ?? 0)"
      var out: String
      if c.textChanged {
        out = (c.moved ? place + ", changed" : "changed " + place) + ": \(spoken(c.beforeText)) → \(spoken(c.afterText)) (\(element))"
      } else if c.behaviourChanged {
        out = (c.moved ? place + ", behaviour changed" : "behaviour changed " + place) + " (\(element))"
      } else {
        out = place + ": \(spoken(c.afterText)) (\(element))"
      }
      if c.behaviourChanged {
        out += "; activating it: \(behaviour(c.beforeOutcome)) → \(behaviour(c.afterOutcome))"
      }
      return out
    }
  }

  /// What activating does, in a code span, or "nothing".
  static func behaviour(_ outcome: String?) -> String {
    outcome.map { code($0) } ?? "nothing"
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
    func side(_ stop: Int?, _ element: String?, _ text: String?, _ outcome: String?) -> String {
      guard let stop, let element else { return "null" }
      return "{\"stop\":\(stop),\"element\":\(j(element)),\"text\":\(j(text ?? ""))" + (outcome.map { ",\"activates\":\(j($0))" } ?? "") + "}"
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
          f.append("\"behaviourChanged\":\(c.behaviourChanged)")
          if let action = c.action { f.append("\"action\":\(j(action))") }
          f.append("\"before\":" + side(c.beforeStop, c.beforeElement, c.beforeText, c.beforeOutcome))
          f.append("\"after\":" + side(c.afterStop, c.afterElement, c.afterText, c.afterOutcome))
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
      + ",\"findings\":{\"before\":\(findingsBefore.count),\"after\":\(findingsAfter.count),\"fixed\":" + findings(fixed) + ",\"introduced\":" + findings(introduced)
      + ",\"moved\":[" + moved.map { "\n{\"rule\":\(j($0.before.rule)),\"from\":\(j($0.before.element)),\"to\":\(j($0.after.element)),\"message\":\(j($0.after.message))}" }.joined(separator: ",") + (moved.isEmpty ? "" : "\n") + "]}}\n"
  }
}

extension HeadlessCommands {
  /// `axsim diff OLD NEW`: exit 0 whatever changed, unless `--exit-code` asks for 1 when
  /// something did (as `git diff --exit-code`); 2 for bad input.
  public func diff(_ o: Options) -> CommandOutput {
    let d: SceneDiff
    switch sceneDiff(o, command: "diff") {
    case .success(let r): d = r.diff
    case .failure(let f): return f
    }
    let status = o.exitCode && d.changed ? CommandOutput.failure : CommandOutput.success
    return CommandOutput(stdout: o.format == .json ? d.json() : d.text(), status: status)
  }

  /// The diff of the two scenes of `o` (each with the run's settings applied), and the
  /// scenes; or why not (a scene that does not load, settings that conflict).
  func sceneDiff(_ o: Options, command: String) -> Result<(diff: SceneDiff, before: Scene, after: Scene), CommandOutput> {
    guard o.scenes.count == 2 else {
      return .failure(CommandOutput(stderr: ArgumentParser.twoScenes(command, found: o.scenes.count).description + "\n", status: CommandOutput.badInput))
    }
    var scenes: [Scene] = []
    for path in o.scenes {
      switch loadScene(path) {
      case .success(let loaded):
        let settings = EffectiveSettings(scene: loaded.scene, options: o)
        if let conflict = settings.conflict(scene: loaded.scene, options: o, command: command) {
          return .failure(CommandOutput(stderr: conflict.description + "\n", status: CommandOutput.badInput))
        }
        scenes.append(settings.apply(to: loaded.scene))
      case .failure(let f):
        return .failure(f)
      }
    }
    let d = SceneDiff(before: scenes[0], after: scenes[1], speakHints: o.speakHints, switchSettings: o.switchSettings)
    return .success((d, scenes[0], scenes[1]))
  }
}
