import SceneModel

/// Decides what each element of a dump becomes in the scene: a VoiceOver element of a
/// kind, a container, or nothing (and why), and where it sits.
///
/// Every pass is a loop over the node table, which lists parents before their children:
/// forwards to hand something down, backwards to gather something up. Nothing recurses, so
/// a dump nested 50,000 levels deep costs what a flat one of the same size does.
struct SceneMapper {
  /// One element to write.
  struct Item {
    var node: Int
    var kind: ElementKind
    var isStop: Bool
    /// The item it is written inside (nil: the screen's root).
    var parent: Int?
    var children: [Int] = []
    var depth = 1
    /// A navigation bar's title (written as its `title:`).
    var isTitle = false
    /// Its frame in points.
    var frame: Frame?
  }

  let tree: DumpTree
  var report: ImportReport
  var geometry: ScreenGeometry
  var items: [Item] = []
  /// Top-level items, in order.
  var top: [Int] = []
  /// The scene's title: the application's label or title.
  var title: String?

  /// How deep items nest in the scene; deeper ones are written inside their ancestor at
  /// this depth (their frames keep them in place), so the scene stays within the JSON
  /// parser's 200 levels.
  static let maximumDepth = 60

  init(tree: DumpTree) {
    self.tree = tree
    report = ImportReport(format: tree.format)
    report.nodesRead = tree.nodes.count
    report.problems = tree.problems
    report.notes = tree.notes
    geometry = ScreenGeometry(width: 393, height: 852, source: "")
    map()
  }

  static func text(_ n: DumpNode) -> String? {
    for s in [n.label, n.value, n.title] {
      if let s, s.contains(where: { !$0.isWhitespace }) { return s }
    }
    return nil
  }

  /// How the report names a node: `Button 'Sign In'`.
  static func describe(_ n: DumpNode) -> String {
    if let t = text(n) { return "\(n.type) \(Sanitize.quote(t))" }
    if let id = n.identifier { return "\(n.type) (identifier \(Sanitize.quote(id)))" }
    return n.type
  }

  mutating func map() {
    let nodes = tree.nodes
    let count = nodes.count
    // 1. System chrome, with everything inside it.
    var excluded = [Bool](repeating: false, count: count)
    for i in 0..<count {
      if let p = nodes[i].parent, excluded[p] {
        excluded[i] = true
        continue
      }
      if case .chrome(let why) = ElementType.of(nodes[i].type).role {
        excluded[i] = true
        report.dropped.append(.init(reason: .chrome, offset: nodes[i].offset, what: Self.describe(nodes[i]) + ": " + why))
      }
    }
    geometry = ScreenGeometry.find(in: tree, excluded: excluded)
    report.screen = "\(ScreenGeometry.number(geometry.width)) × \(ScreenGeometry.number(geometry.height)) pt (\(geometry.idiom)), from \(geometry.source)"
    report.notes += geometry.notes
    if let app = nodes.first(where: { $0.type == "Application" }) {
      title = Self.text(app)
    }

    // 2. Which nodes could be VoiceOver elements (backwards: a generic view is one only
    // when nothing inside it is).
    var candidate = [Bool](repeating: false, count: count)
    var candidateBelow = [Bool](repeating: false, count: count)
    for i in stride(from: count - 1, through: 0, by: -1) {
      let n = nodes[i]
      if let p = n.parent, candidateBelow[i] { candidateBelow[p] = true }
      guard !excluded[i], n.visible != false else { continue }
      let hasText = Self.text(n) != nil
      let role = ElementType.of(n.type).role
      if case .application = role { continue }
      if let accessible = n.accessible {
        candidate[i] = accessible && (hasText || !candidateBelow[i])
      } else {
        switch role {
        case .stop: candidate[i] = true
        case .stopWhenLabelled: candidate[i] = hasText
        case .stopOrContainer: candidate[i] = hasText && !candidateBelow[i]
        case .container, .application, .chrome: candidate[i] = false
        }
      }
      if let p = n.parent, candidate[i] { candidateBelow[p] = true }
    }

    // 3. Which candidates are written, and why the others are not (forwards: inside an
    // element, nothing more is an element).
    var isStop = [Bool](repeating: false, count: count)
    var enclosingStop = [Int?](repeating: nil, count: count)
    var frames = [Frame?](repeating: nil, count: count)
    for i in 0..<count {
      let n = nodes[i]
      if let p = n.parent { enclosingStop[i] = isStop[p] ? p : enclosingStop[p] }
      if let f = n.frame { frames[i] = geometry.points(f) }
      guard !excluded[i] else { continue }
      if !candidate[i] {
        noteNotWritten(i, enclosing: enclosingStop[i])
        continue
      }
      if let outer = enclosingStop[i] {
        let same = Self.text(n) != nil && Self.text(n) == Self.text(nodes[outer])
        report.dropped.append(.init(
          reason: same ? .folded : .insideElement, offset: n.offset,
          what: Self.describe(n) + (same ? " in " : " inside ") + Self.describe(nodes[outer])))
        continue
      }
      if n.flags.contains(.frameNotFinite) {
        report.dropped.append(.init(reason: .notFinite, offset: n.offset, what: Self.describe(n)))
        continue
      }
      if let f = frames[i] {
        if f.width <= 0 || f.height <= 0 {
          report.dropped.append(.init(reason: .zeroSize, offset: n.offset, what: Self.describe(n)))
          continue
        }
        if geometry.isOffScreen(f) {
          report.dropped.append(.init(reason: .offScreen, offset: n.offset, what: Self.describe(n) + " at " + Self.frameText(f)))
          continue
        }
      }
      isStop[i] = true
    }

    // 4. Which containers are written: those with something written inside them that mean
    // something (a window, a list, a bar) or carry a label or identifier.
    var keptBelow = [Bool](repeating: false, count: count)
    var isContainer = [Bool](repeating: false, count: count)
    for i in stride(from: count - 1, through: 0, by: -1) {
      let n = nodes[i]
      if !isStop[i], !excluded[i], enclosingStop[i] == nil, keptBelow[i] {
        let type = ElementType.of(n.type)
        if case .application = type.role {
        } else if n.visible == false {
          report.wrappersLeftOut += 1
        } else if type.structural || Self.text(n) != nil || n.identifier != nil {
          isContainer[i] = true
        } else {
          report.wrappersLeftOut += 1
        }
      } else if !isStop[i], !excluded[i], enclosingStop[i] == nil, !candidate[i], n.visible != false {
        if case .application = ElementType.of(n.type).role {} else if !n.children.isEmpty { report.emptyContainers += 1 }
      }
      // An alert or sheet is written at the top (below), so it keeps nothing around it.
      let hoisted = isContainer[i] && (ElementType.of(n.type).kind == .alert || ElementType.of(n.type).kind == .sheet)
      if let p = n.parent, !hoisted, isStop[i] || isContainer[i] || keptBelow[i] { keptBelow[p] = true }
    }

    // 5. The items, each inside its nearest written ancestor; alerts and sheets at the top
    // (they are modal for the whole screen, as on the device), nesting capped.
    var item = [Int?](repeating: nil, count: count)
    /// The nearest written ancestor's item, handed down (no walk up a deep chain).
    var nearest = [Int?](repeating: nil, count: count)
    var tooDeep = 0
    for i in 0..<count {
      if let p = nodes[i].parent { nearest[i] = item[p] ?? nearest[p] }
      guard isStop[i] || isContainer[i] else { continue }
      let n = nodes[i]
      var parentItem = nearest[i]
      var kind = ElementType.of(n.type).kind
      if kind == .alert || kind == .sheet { parentItem = nil }
      if let pi = parentItem, items[pi].depth >= Self.maximumDepth {
        parentItem = items[pi].parent
        tooDeep += 1
      }
      if isStop[i] {
        kind = stopKind(n, parent: parentItem.map { items[$0].kind })
      } else if !kind.acceptsChildren, kind != .navigationBar {
        kind = .group
      }
      var it = Item(node: i, kind: kind, isStop: isStop[i], parent: parentItem, frame: frames[i])
      it.depth = (parentItem.map { items[$0].depth } ?? 0) + 1
      let index = items.count
      items.append(it)
      item[i] = index
      if let pi = parentItem { items[pi].children.append(index) } else { top.append(index) }
      if frames[i] == nil { report.withoutFrame += 1 }
      if isStop[i] {
        report.stopsByKind[kind == .element ? "element" : kind.word, default: 0] += 1
      } else {
        report.containersWritten += 1
      }
      noteWhatIsNotCarried(n)
    }
    if tooDeep > 0 {
      report.notes.append("\(tooDeep) element\(tooDeep == 1 ? " was" : "s were") nested more than \(Self.maximumDepth) levels deep: written inside their ancestor at that depth (their frames keep them in place)")
    }
    // A navigation bar's first text is its title.
    for k in items.indices where items[k].kind == .navigationBar {
      if let t = items[k].children.first(where: { items[$0].isStop && (items[$0].kind == .text || items[$0].kind == .header) }) {
        items[t].isTitle = true
      }
    }
    noteAlertEscapes()
    report.elementsWritten = items.count
  }

  /// The stop texts written inside item `k` (its whole subtree).
  func spokenTexts(inside k: Int) -> [String] {
    var out: [String] = []
    var stack = items[k].children
    while let c = stack.popLast() {
      if items[c].isStop, let t = Self.text(tree.nodes[items[c].node]) { out.append(t) }
      stack += items[c].children
    }
    return out
  }

  /// Whether a container's label is said by a stop inside it (an alert's title is its first
  /// text): then the label is not written, since a container's label is never spoken.
  func labelIsSpokenInside(_ k: Int) -> Bool {
    guard !items[k].isStop, let label = Self.text(tree.nodes[items[k].node]) else { return false }
    return spokenTexts(inside: k).contains(label)
  }

  /// Whether escape dismisses the alert `k`: a system alert (UIAlertController) runs its
  /// cancel action on the escape gesture. A dump does not say which action cancels, so an
  /// alert with any button is taken to have one, and the report says so.
  func escapeDismisses(_ k: Int) -> Bool {
    guard items[k].kind == .alert, !items[k].isStop else { return false }
    var stack = items[k].children
    while let c = stack.popLast() {
      if items[c].isStop, items[c].kind == .button { return true }
      stack += items[c].children
    }
    return false
  }

  mutating func noteAlertEscapes() {
    for k in items.indices where escapeDismisses(k) {
      let n = tree.nodes[items[k].node]
      report.notCarried.append((n.offset, "\(Self.describe(n)): escape dismisses it, as a system alert with a cancel action does (the dump does not say which action cancels: remove its onEscape if none does)"))
    }
  }

  /// Records why a node that is no candidate is not written, when that is worth saying.
  mutating func noteNotWritten(_ i: Int, enclosing: Int?) {
    let n = tree.nodes[i]
    guard enclosing == nil else { return }
    let role = ElementType.of(n.type).role
    let wouldBeStop: Bool
    switch role {
    case .stop: wouldBeStop = true
    case .stopWhenLabelled, .stopOrContainer: wouldBeStop = Self.text(n) != nil && n.children.isEmpty
    default: wouldBeStop = false
    }
    if n.visible == false, wouldBeStop {
      report.dropped.append(.init(reason: .invisible, offset: n.offset, what: Self.describe(n)))
    } else if n.accessible == false, wouldBeStop, n.children.isEmpty, case .stop = role {
      report.dropped.append(.init(reason: .notElement, offset: n.offset, what: Self.describe(n)))
    } else if case .stopWhenLabelled = role, Self.text(n) == nil, n.accessible == nil {
      report.dropped.append(.init(reason: .unlabelledImage, offset: n.offset, what: Self.describe(n)))
    }
  }

  /// The kind a stop is written as, from its type, its place and its traits.
  func stopKind(_ n: DumpNode, parent: ElementKind?) -> ElementKind {
    var kind = ElementType.of(n.type).kind
    if !kind.isElementByDefault { kind = .element }  // a cell or view that is one element
    let traits = dumpTraits(n)
    switch kind {
    case .button:
      if parent == .tabBar { return .tab }
      if parent == .segmented { return .segment }
      if parent == .navigationBar, n.identifier == "BackButton" { return .backButton }
      if traits.contains(.backButton) { return .backButton }
    case .text:
      if traits.contains(.header) { return .header }
      if traits.contains(.link) { return .link }
      if traits.contains(.button) { return .button }
    case .toggle:
      // A switch speaks On/Off from 1/0; anything else is a custom switch element.
      if let v = n.value, v != "1", v != "0" { return .element }
    case .pageControl:
      if pageControlValue(n.value) == nil { return .element }
    default: break
    }
    return kind
  }

  /// "page 2 of 5" → (page 2, pages 5).
  func pageControlValue(_ value: String?) -> (page: Int, pages: Int)? {
    guard let words = value?.lowercased().split(separator: " "), words.count == 4, words[0] == "page", words[2] == "of",
          let page = Int(words[1]), let pages = Int(words[3]), (1...1000).contains(pages), (1...pages).contains(page) else { return nil }
    return (page, pages)
  }

  /// The traits the dump gives an element (none when it gives none).
  func dumpTraits(_ n: DumpNode) -> Traits {
    var t: Traits = []
    if let names = n.traits { t.formUnion(TraitNames.scene(names).traits) }
    if let mask = n.traitMask { t.formUnion(TraitNames.scene(mask: mask).traits) }
    return t
  }

  /// Notes for what an element shows that the scene cannot carry.
  mutating func noteWhatIsNotCarried(_ n: DumpNode) {
    var notes: [String] = []
    if n.flags.contains(.keyboardFocused) { notes.append("\(Self.describe(n)) had the keyboard focus (axsim starts on the first element)") }
    if n.flags.contains(.focused) { notes.append("\(Self.describe(n)) had the focus (axsim starts on the first element)") }
    if n.flags.contains(.valueTruncated), let v = n.value { notes.append("\(Self.describe(n)): XCUITest cut the value short (\(Sanitize.quote(v, limit: 60))): write the whole text by hand") }
    if let names = n.traits {
      let unknown = TraitNames.scene(names).unknown
      if !unknown.isEmpty { notes.append("\(Self.describe(n)): trait\(unknown.count == 1 ? "" : "s") \(unknown.map { Sanitize.quote($0) }.joined(separator: ", ")) ha\(unknown.count == 1 ? "s" : "ve") no scene equivalent") }
    }
    if let mask = n.traitMask, TraitNames.scene(mask: mask).unknownBits != 0 {
      let bits = TraitNames.scene(mask: mask).unknownBits
      let list = (0..<64).filter { bits & (1 << UInt64($0)) != 0 }.map { "1<<\($0)" }.joined(separator: ", ")
      notes.append("\(Self.describe(n)): the trait bit\(bits.nonzeroBitCount == 1 ? "" : "s") \(list) ha\(bits.nonzeroBitCount == 1 ? "s" : "ve") no scene equivalent")
    }
    if n.type == "RemotePlaceholder" {
      notes.append("RemotePlaceholder\(n.pid.map { " (pid \($0))" } ?? ""): content shown by another process is not in the dump")
    }
    if !ElementType.isKnown(n.type) {
      notes.append("type \(Sanitize.quote(n.type)) has no scene equivalent: written as \(Self.text(n) != nil && n.children.isEmpty ? "an element" : "a group")")
    }
    if tree.format == .xcuitest, n.type == "PickerWheel" {
      notes.append("\(Self.describe(n)): only the picker's current value is in the dump; add the others as values: [...]")
    }
    for note in notes { report.notCarried.append((n.offset, note)) }
  }

  static func frameText(_ f: Frame) -> String {
    "[\(ScreenGeometry.number(f.x)), \(ScreenGeometry.number(f.y)), \(ScreenGeometry.number(f.width)), \(ScreenGeometry.number(f.height))]"
  }
}

