import SceneModel

/// Hints, rows, lists, columns and reach: what the screen's tree, scan tree and focus groups
/// show.
extension EngineChecks {
  /// Words that start a hint phrased as an instruction.
  static let instructionWords = ["tap ", "double tap", "double-tap", "click ", "press ", "swipe ", "touch "]

  /// `hint-is-instruction`.
  mutating func hints(_ runtime: SceneRuntime, screen s: Int) {
    for stop in runtime.tree.stops where scene.elements[stop.element].screen == s {
      let hint = scene.elements[stop.element].hint ?? ""
      let lower = hint.lowercased()
      if let word = Self.instructionWords.first(where: { lower.hasPrefix($0) }) {
        add(.hintIsInstruction, stop.element,
            "has the hint \(Sanitize.quote(hint)), an instruction ('\(word.trimmingTrailingSpace())'): VoiceOver already says how to act, and Switch Control and keyboard users do not tap",
            SceneFix(.set("hint", SceneFix.string(Self.resultHint(hint))), purpose: "(what it does, not how to do it)"))
      }
    }
  }

  /// "Tap to play the track" → "Plays the track."; "..." when the hint does not say what
  /// happens after "to".
  static func resultHint(_ hint: String) -> String {
    // The words after the first " to ".
    let words = hint.split(separator: " ", omittingEmptySubsequences: true)
    guard let k = words.firstIndex(where: { $0.lowercased() == "to" }), k + 1 < words.count else { return "..." }
    let rest = words[(k + 1)...].joined(separator: " ")[...].trimmingCharacters(in: " .")
    guard !rest.isEmpty else { return "..." }
    let verbEnd = rest.firstIndex(of: " ") ?? rest.endIndex
    let verb = rest[..<verbEnd].lowercased()
    let third: String
    if verb.hasSuffix("s") || verb.hasSuffix("sh") || verb.hasSuffix("ch") || verb.hasSuffix("x") || verb.hasSuffix("z") || verb.hasSuffix("o") {
      third = verb + "es"
    } else if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
      third = verb.dropLast() + "ies"
    } else {
      third = verb + "s"
    }
    return third.prefix(1).uppercased() + third.dropFirst() + rest[verbEnd...] + "."
  }

  /// `ungrouped-row`, `columns-read-across`, `long-list-without-rotor`: one ancestor walk per stop.
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
      add(.ungroupedRow, row, "is one row with \(n) separate stops: \(n) swipes, scan steps and Tab presses to get past it", rowFix(row))
    }
    for row in interleaved.sorted() {
      let columns = es[row].children.filter { es[$0].kind.acceptsChildren && !es[$0].hidden }
      let edits = columns.map { SceneFix.Edit.set("groupChildren", "true", on: $0, named: scene.findingName(of: $0).quoted) }
      add(.columnsReadAcross, row, "has side-by-side columns that VoiceOver reads across, row by row, jumping from one to the next instead of reading each to the end",
          SceneFix([SceneFix.Option(edits, purpose: "(shouldGroupAccessibilityChildren on each column)")]))
    }
    for (list, n) in listStops.sorted(by: { $0.key < $1.key }) where n >= Audit.longList && !screenRotors && !listHasRotor.contains(list) {
      add(.longListWithoutRotor, list, "is a list of \(n) stops with no custom rotor: VoiceOver users swipe through every one",
          SceneFix(.set("rotors", "[{ name: \"...\", matching: \"...\" }]"), purpose: "(a rotor to the rows people look for: name it, and match their text or list their ids in targets)"))
    }
  }

  /// The row as one stop (`grouping: "combine"`) with its controls as custom actions: the
  /// first control is what activating the row does, the others become actions.
  func rowFix(_ row: ElementIndex) -> SceneFix {
    let es = scene.elements
    var actions = es[row].actions.map(Self.action)
    var controls: [ElementIndex] = []
    var stack = Array(es[row].children.reversed())
    while let c = stack.popLast() {
      if es[c].hidden { continue }
      if !es[c].onActivate.isEmpty, Scene.ownText(es[c]) != nil { controls.append(c) } else { stack += es[c].children.reversed() }
    }
    actions += controls.dropFirst().map { Self.action(CustomAction(name: Scene.ownText(es[$0]) ?? "...", effects: es[$0].onActivate)) }
    var edits: [SceneFix.Edit] = [.set("grouping", "\"combine\"")]
    if !actions.isEmpty { edits.append(.set("actions", "[" + actions.joined(separator: ", ") + "]")) }
    return SceneFix([SceneFix.Option(edits, purpose: "(one stop, its buttons custom actions)")])
  }

  /// A custom action as a scene writes it.
  static func action(_ a: CustomAction) -> String {
    a.effects.isEmpty ? SceneFix.string(a.name) : "{ name: \(SceneFix.string(a.name)), onActivate: \(SceneFix.effects(a.effects)) }"
  }

  /// `gesture-only-action` and `many-steps-to-reach`, from the scan tree's steps and the
  /// focus groups' key presses (`Reach`'s figures, without its names and keys).
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
      if runtime.hasGestures(at: e), runtime.properties(of: e).actions.isEmpty {
        gestureOnly(e, runtime.gestures(at: e))
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

  /// The gesture as people say it: "a swipe left", "a long press".
  static func spoken(_ kind: GestureKind) -> String {
    switch kind {
    case .swipeLeft: return "a swipe left"
    case .swipeRight: return "a swipe right"
    case .swipeUp: return "a swipe up"
    case .swipeDown: return "a swipe down"
    case .longPress: return "a long press"
    case .doubleTap: return "a double tap"
    }
  }

  /// A stop whose actions only a gesture performs: one custom action for each control the
  /// gesture reveals (what that control does), or for the gesture itself.
  mutating func gestureOnly(_ e: ElementIndex, _ gestures: [Gesture]) {
    let names = gestures.map { Self.spoken($0.kind) }
    let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    var actions: [String] = []
    for g in gestures {
      var revealed: [ElementIndex] = []
      for case .set(let r, let p) in g.effects where p.hidden == false {
        var stack = [r.index]
        while let c = stack.popLast() {
          if !scene.elements[c].onActivate.isEmpty, Scene.ownText(scene.elements[c]) != nil { revealed.append(c) } else { stack += scene.elements[c].children.reversed() }
        }
      }
      if revealed.isEmpty {
        actions.append(Self.action(CustomAction(name: Self.actionName(g, scene: scene), effects: g.effects)))
      } else {
        actions += revealed.map { Self.action(CustomAction(name: Scene.ownText(scene.elements[$0]) ?? "...", effects: scene.elements[$0].onActivate)) }
      }
    }
    add(.gestureOnlyAction, e, "has actions only \(list) performs: VoiceOver cannot make \(names.count == 1 ? "it" : "them"), and Switch Control and the keyboard only through their Gestures menus",
        SceneFix(.set("actions", "[" + actions.joined(separator: ", ") + "]"), purpose: "(a custom action for each)"))
  }

  /// A custom action's name for what a gesture does: what it announces, the screen it
  /// opens, else "..." for the author to name.
  static func actionName(_ g: Gesture, scene: Scene) -> String {
    for effect in g.effects {
      switch effect {
      case .announce(let text), .announceQueued(let text): return text
      case .push(let name), .present(let name): return scene.screenIndex[name].flatMap { scene.screens[$0].title } ?? name
      default: continue
      }
    }
    return "..."
  }

  mutating func reportCostly(_ costly: [(element: ElementIndex, cost: String)]) {
    guard let first = costly.first else { return }
    let more = costly.count - 1
    add(.manyStepsToReach, first.element, "takes \(first.cost) to reach from the start of the screen (more than \(Reach.manySteps))"
        + (more > 0 ? ", and \(more) more control\(more == 1 ? "" : "s") after it take\(more == 1 ? "s" : "") longer" : ""),
        stepsFix(first.element))
  }

  /// Combine the groups before the control (Switch Control scans them as one, the keyboard
  /// Tabs past them as one), or bring it earlier.
  func stepsFix(_ e: ElementIndex) -> SceneFix {
    let es = scene.elements
    // The nearest containers before it, walking up: its earlier siblings, then its parent's.
    var before: [ElementIndex] = []
    var current = e
    while let p = es[current].parent, before.count < 3 {
      let earlier = es[p].children.prefix { $0 != current }
      for sibling in earlier.reversed() where before.count < 3 {
        if es[sibling].kind.acceptsChildren, !es[sibling].hidden, !es[sibling].children.isEmpty { before.append(sibling) }
      }
      current = p
    }
    var options: [SceneFix.Option] = []
    if !before.isEmpty {
      var taken = Set<String>()
      var edits: [SceneFix.Edit] = []
      for b in before {
        let group = SceneFix.freshID(SceneLint.suggestedID(for: es[b]) + "Group", in: scene, avoiding: taken)
        taken.insert(group)
        let name = scene.findingName(of: b).quoted
        edits.append(.set("navigationStyle", "\"combined\"", on: b, named: name))
        edits.append(.set("focusGroup", SceneFix.string(group), on: b, named: name))
      }
      options.append(SceneFix.Option(edits, purpose: "(scanned and Tabbed past as one group each)"))
    }
    options.append(SceneFix.Option([.set("sortPriority", "1")], purpose: "to bring it earlier among the elements read with it"))
    return SceneFix(options)
  }
}

extension String {
  func trimmingTrailingSpace() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}

extension Substring {
  func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let f = s.first, set.contains(f) { s.removeFirst() }
    while let l = s.last, set.contains(l) { s.removeLast() }
    return String(s)
  }
}
