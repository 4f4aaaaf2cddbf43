import Dispatch
import SceneModel

/// One problem the audit found: a rule, the element (its definition's offset in the scene
/// file), the element's name as a user meets it, what is wrong and the fix for this element.
public struct AuditFinding: Sendable, Equatable {
  public var rule: AuditRuleInfo
  /// nil for a finding about the whole scene.
  public var element: ElementIndex?
  /// The byte offset of the element's definition (for file:line:col).
  public var offset: Int
  /// `SceneRuntime.name(of:)`: label, value or visible text, never an id.
  public var name: String
  public var message: String
  /// The fix for this element (the rule's UIKit and SwiftUI fixes are in `rule`).
  public var fix: String
  /// The reason given in the scene when the finding is suppressed there.
  public var suppressed: String?

  public init(rule: AuditRuleInfo, element: ElementIndex?, offset: Int, name: String, message: String, fix: String, suppressed: String? = nil) {
    self.rule = rule
    self.element = element
    self.offset = offset
    self.name = name
    self.message = message
    self.fix = fix
    self.suppressed = suppressed
  }
}

/// The audit: `SceneLint`'s findings (what `check` warns about) plus the engine's rules, run
/// once per screen over a runtime. Every pass is linear in the elements of the screen (or
/// the stops), so the cost grows with the scene, not with its square.
public enum Audit {
  /// The text sizes layout rules are checked at (the scene's own size comes first).
  public static let sizes: [ContentSizeCategory] = [.extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge]
  /// A row (a horizontal stack not read as one) with this many stops is flagged.
  public static let rowStops = 4
  /// A list with this many stops and no custom rotor is flagged.
  public static let longList = 20
  /// Words that start a hint phrased as an instruction.
  static let instructionWords = ["tap ", "double tap", "double-tap", "click ", "press ", "swipe ", "touch "]

  /// Every finding for a scene, in the order of the elements' definitions (then by rule).
  /// `lint` is `SceneLint.findings(for:)` when the caller already has it.
  ///
  /// The layouts at the larger text sizes need nothing but the scene, so they are made on a
  /// second thread while the first runs SceneLint and every other rule; their problems are
  /// then added in the order a single thread would add them.
  public static func run(scene: Scene, lint: [SceneLintFinding]? = nil) -> [AuditFinding] {
    let work = Work()
    DispatchQueue.concurrentPerform(iterations: 2) { k in
      if k == 0 {
        let names = SceneRuntime(scene: scene)
        var engine = EngineChecks(scene: scene, names: names)
        for f in lint ?? SceneLint.findings(for: scene) {
          engine.findings.append(AuditFinding(
            rule: f.rule.info, element: f.element, offset: f.diagnostic.offset,
            name: names.name(of: f.element), message: f.diagnostic.message, fix: f.diagnostic.fix))
        }
        engine.sceneRules()
        for s in scene.screens.indices { engine.screen(s) }
        work.engine = engine
      } else {
        work.larger = scene.screens.indices.map { largerSizeProblems(scene, screen: $0) }
      }
    }
    guard var engine = work.engine, let larger = work.larger else { return [] }
    for s in scene.screens.indices {
      engine.layout(engine.ownSizeProblems[s] ?? [:], at: scene.settings.contentSize, screen: s)
      for (size, problems) in larger[s] { engine.layout(problems, at: size, screen: s) }
    }
    var findings = engine.findings
    // Suppressed findings are kept, marked with the scene's reason.
    if !scene.auditSuppressions.isEmpty {
      for k in findings.indices {
        guard let e = findings[k].element, let list = scene.auditSuppressions[e] else { continue }
        findings[k].suppressed = list.first { $0.rule == findings[k].rule.id }?.reason
      }
    }
    return findings.enumerated().sorted { a, b in
      (a.element.offset, a.element.rule.tier, a.offset) < (b.element.offset, b.element.rule.tier, b.offset)
    }.map(\.element)
  }

  /// The layout problems of a screen at each larger text size the scene offers (not the
  /// accessibility sizes when it turns Larger Accessibility Sizes off): layouts alone, no tree.
  static func largerSizeProblems(_ scene: Scene, screen s: Int) -> [(ContentSizeCategory, [ElementIndex: [LayoutProblem]])] {
    sizes.compactMap { size in
      guard size != scene.settings.contentSize, scene.settings.largerAccessibilitySizes || !size.isAccessibilitySize else { return nil }
      return (size, SceneLayout.problems(screen: s, of: scene, contentSize: size, boldText: scene.settings.display.boldText))
    }
  }

  /// Where the two threads leave their results (each writes its own property once).
  final class Work: @unchecked Sendable {
    var engine: EngineChecks?
    var larger: [[(ContentSizeCategory, [ElementIndex: [LayoutProblem]])]]?
  }
}

/// The engine's rules, collected per screen.
struct EngineChecks {
  let scene: Scene
  let names: SceneRuntime
  var findings: [AuditFinding] = []
  /// (rule, element) pairs already reported: a problem on several screens or sizes is one finding.
  var seen = Set<String>()
  /// Each screen's layout problems at the scene's text size, added after the screen's other
  /// rules together with the larger sizes' (`Audit.run`).
  var ownSizeProblems: [Int: [ElementIndex: [LayoutProblem]]] = [:]

  init(scene: Scene, names: SceneRuntime) {
    self.scene = scene
    self.names = names
  }

  mutating func add(_ rule: EngineAuditRule, _ e: ElementIndex, _ message: String, _ fix: String) {
    guard seen.insert("\(rule.rawValue)\u{0}\(e)").inserted else { return }
    let name = names.name(of: e)
    findings.append(AuditFinding(
      rule: rule.info, element: e, offset: scene.elements[e].sourceOffset, name: name,
      message: Sanitize.quote(name) + " " + message, fix: fix))
  }

  /// Rules read from the scene alone: dialogs that do not trap, changes nobody hears.
  mutating func sceneRules() {
    let es = scene.elements
    for i in es.indices {
      let kind = es[i].kind
      if kind == .alert || kind == .sheet || kind == .modal, !es[i].isModal {
        add(.modalDoesNotTrap, i, "is \("aeiou".contains(kind.word.prefix(1)) ? "an" : "a") \(kind.word) that does not trap focus: VoiceOver, Switch Control and the keyboard reach what is behind it",
            "write modal: true (accessibilityViewIsModal)")
      }
      if !es[i].onActivate.isEmpty { silentChange(i, es[i].onActivate) }
    }
  }

  /// A tap that shows, hides or changes another element with no announcement, focus move
  /// or screen change: VoiceOver users are not told.
  mutating func silentChange(_ i: ElementIndex, _ effects: [Effect]) {
    var changes: [ElementRef] = []
    for effect in effects {
      switch effect {
      case .announce, .announceQueued, .layoutChanged, .screenChanged, .push, .pop, .present, .dismiss:
        return
      case .set(let ref, let patch) where ref.index != i && (patch.hidden != nil || patch.label != nil || patch.value != nil):
        changes.append(ref)
      default:
        break
      }
    }
    guard let first = changes.first else { return }
    let what = scene.elements[first.index].hidden ? "shows" : "changes"
    add(.silentChange, i, "\(what) \(Sanitize.quote(names.name(of: first.index))) when activated, with no announcement or focus move, so VoiceOver users are not told",
        "add announce: \"...\" or layoutChanged: { focus: \"\(Sanitize.shorten(first.id))\" } to onActivate")
  }

  /// The rules that need the screen laid out and its tree built.
  mutating func screen(_ s: Int) {
    // The runtime that names elements is already on the first screen.
    let runtime = s == names.currentScreen ? names : SceneRuntime(scene: scene, screen: s)
    // Hints.
    for stop in runtime.tree.stops where scene.elements[stop.element].screen == s {
      let hint = (scene.elements[stop.element].hint ?? "").lowercased()
      if let word = Audit.instructionWords.first(where: { hint.hasPrefix($0) }) {
        add(.hintIsInstruction, stop.element,
            "has the hint \(Sanitize.quote(scene.elements[stop.element].hint ?? "")), an instruction ('\(word.trimmingCharacters())'): VoiceOver already says how to act, and Switch Control and keyboard users do not tap",
            "say what it does: hint: \"Plays the track.\"")
      }
    }
    rowsAndLists(runtime, screen: s)
    reach(runtime, screen: s)
    display(runtime, screen: s)
    // Layout at the scene's size; the larger sizes are laid out apart (`Audit.run`).
    ownSizeProblems[s] = runtime.layoutProblems
  }

  mutating func rowsAndLists(_ runtime: SceneRuntime, screen s: Int) {
    let es = scene.elements
    var rowStops: [ElementIndex: Int] = [:]
    var listStops: [ElementIndex: Int] = [:]
    var listHasRotor = Set<ElementIndex>()
    var columnLast: [ElementIndex: ElementIndex] = [:]
    var columnsMet: [ElementIndex: Set<ElementIndex>] = [:]
    var interleaved = Set<ElementIndex>()
    for stop in runtime.tree.stops where scene.elements[stop.element].screen == s {
      if let p = es[stop.element].parent, es[p].kind == .hstack, es[p].grouping == .none, !es[p].isElement,
         scene.interaction(of: p).navigationStyle != .combined {
        rowStops[p, default: 0] += 1
      }
      var current = es[stop.element].parent
      var child = stop.element
      while let a = current {
        if es[a].kind == .list || es[a].containerType == .list { listStops[a, default: 0] += 1 }
        if es[a].kind == .hstack, !interleaved.contains(a) {
          // The columns' stops in reading order: a column met again after another began.
          if let last = columnLast[a], last != child, columnsMet[a, default: []].contains(child) {
            interleaved.insert(a)
          }
          columnLast[a] = child
          columnsMet[a, default: []].insert(child)
        }
        child = a
        current = es[a].parent
      }
    }
    for (l, _) in listStops where !es[l].rotors.isEmpty { listHasRotor.insert(l) }
    let screenRotors = !scene.screens[runtime.currentScreen].rotors.isEmpty
    for (row, n) in rowStops.sorted(by: { $0.key < $1.key }) where n >= Audit.rowStops {
      add(.ungroupedRow, row, "is one row with \(n) separate stops: \(n) swipes, scan steps and Tab presses to get past it",
          "combine the row (grouping: \"combine\" or element: true with a label) and make its buttons custom actions")
    }
    for row in interleaved.sorted() {
      add(.columnsReadAcross, row, "holds columns that VoiceOver reads across, row by row, jumping between them instead of reading each to the end",
          "write groupChildren: true on each column (shouldGroupAccessibilityChildren)")
    }
    for (list, n) in listStops.sorted(by: { $0.key < $1.key }) where n >= Audit.longList && !screenRotors && !listHasRotor.contains(list) {
      add(.longListWithoutRotor, list, "is a list of \(n) stops with no custom rotor: VoiceOver users swipe through every one",
          "add rotors: [{ name: \"...\", targets: [...] }] for the rows people look for")
    }
  }

  /// Gesture-only actions and controls that take many steps, from the scan tree's steps
  /// and the focus groups' key presses (`Reach`'s figures, without its names and keys).
  mutating func reach(_ runtime: SceneRuntime, screen s: Int) {
    var grouped = SwitchControlSettings()
    grouped.groupItems = true
    let scan = Reach.scanCosts(ScanTree(runtime: runtime, settings: grouped), settings: grouped)
    let keys = Reach.keyboardCosts(FocusGroups(runtime: runtime), scene: scene, describe: false)
    var responds = [Bool](repeating: false, count: runtime.tree.stops.count)
    for k in runtime.interactiveStops { responds[k] = true }
    // Controls past the step limit: one finding, on the first of them.
    var costly: [(element: ElementIndex, cost: String)] = []
    for (k, stop) in runtime.tree.stops.enumerated() where responds[k] && scene.elements[stop.element].screen == s {
      let e = stop.element
      if !runtime.gestures(at: e).isEmpty, runtime.properties(of: e).actions.isEmpty {
        add(.gestureOnlyAction, e, "has actions only a gesture performs: VoiceOver cannot make it, Switch Control and the keyboard only through their Gestures menus",
            "add actions: [{ name: \"...\", effects: [...] }] for each action the gesture reveals")
      }
      let behind = !runtime.presented.isEmpty && scene.elements[e].screen != runtime.currentScreen
      if behind { continue }
      let stepCount = scan[e]?.steps ?? 0
      let presses = keys[e]?.presses ?? 0
      let steps = stepCount > Reach.manySteps ? "\(stepCount) Switch Control scan steps" : nil
      let keyCost = presses > Reach.manySteps ? "\(presses) key presses" : nil
      let costs = [steps, keyCost].compactMap { $0 }
      if !costs.isEmpty { costly.append((e, costs.joined(separator: " and "))) }
    }
    reportCostly(costly)
  }

  mutating func reportCostly(_ costly: [(element: ElementIndex, cost: String)]) {
    guard let first = costly.first else { return }
    let more = costly.count - 1
    add(.manyStepsToReach, first.element, "takes \(first.cost) to reach from the start of the screen (more than \(Reach.manySteps))"
        + (more > 0 ? ", and \(more) more control\(more == 1 ? "" : "s") after it take\(more == 1 ? "s" : "") longer" : ""),
        "group the rows before it (navigationStyle: \"combined\", focus groups) or move it earlier")
  }

  mutating func display(_ runtime: SceneRuntime, screen s: Int) {
    for e in runtime.displayProblems.keys.sorted() where scene.elements[e].screen == s {
      for p in runtime.displayProblems[e] ?? [] {
        switch p {
        case .lowContrast:
          add(.lowContrast, e, "has \(p.describe())", "darken the foreground or lighten the background to reach the ratio")
        case .colorOnly:
          add(.colorOnlyState, e, "shows \(p.describe())", "add differentiateWithoutColor: a symbol or text, and say the state in the label or value")
        case .motionWithoutAlternative(let kind):
          add(.motionWithoutAlternative, e, "is a \(kind.rawValue) that moves with no reduced-motion alternative", "add motion: { reduced: \"crossFade\" } or reduced: \"stop\"")
        }
      }
    }
  }

  mutating func layout(_ problems: [ElementIndex: [LayoutProblem]], at size: ContentSizeCategory, screen s: Int) {
    for e in problems.keys.sorted() where scene.elements[e].screen == s {
      for p in problems[e] ?? [] {
        let text = p.describe(at: size)
        switch p {
        case .truncated(_, _, let limit) where limit == .lineLimit:
          add(.textTruncated, e, "is \(text)", "remove the lines limit, or make the row adaptive: true")
        case .truncated:
          add(.textClipped, e, "is \(text)", "remove the fixed height or frame so the text can grow")
        case .fixedFontSize:
          add(.fixedFontSize, e, "has a \(text)", "remove fixedSize: true so the text follows Dynamic Type")
        case .offScreen:
          add(.offScreen, e, "is \(text)", "make the row adaptive: true so it becomes a column at accessibility sizes")
        }
      }
    }
  }
}

extension String {
  func trimmingCharacters() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
