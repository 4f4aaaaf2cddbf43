import SceneModel

extension SceneRuntime {
  /// An element's declared foreground over its (or its nearest ancestor's) background, for
  /// the current appearance, Increase Contrast and Smart Invert; nil when it declares no
  /// foreground. The screen's background is white (black in dark appearance) when nothing
  /// declares one.
  public func colors(of element: ElementIndex) -> ResolvedColors? {
    guard let fg = scene.colors[element]?.foreground else { return nil }
    let dark = display.appearance == .dark
    let high = display.increaseContrast
    var background: RGB?
    var current: ElementIndex? = element
    while let c = current {
      if let bg = scene.colors[c]?.background {
        background = bg.resolved(dark: dark, increasedContrast: high)
        break
      }
      current = scene.elements[c].parent
    }
    var f = fg.resolved(dark: dark, increasedContrast: high)
    var b = background ?? (dark ? RGB(red: 0, green: 0, blue: 0) : RGB(red: 255, green: 255, blue: 255))
    if display.smartInvert, scene.elements[element].kind != .image {
      f = f.inverted
      b = b.inverted
    }
    let e = scene.elements[element]
    let isText = e.kind.showsText && e.kind != .image && (e.visibleText ?? e.label).map { !$0.isEmpty } ?? false
    let style = e.layout.textStyle ?? (e.kind == .header ? .title2 : .body)
    let size = DynamicType.pointSize(style, e.layout.fixedTextSize ? .large : contentSize)
    let bold = display.boldText || style == .headline
    let required = Contrast.required(pointSize: isText && e.symbol == nil ? size : nil, bold: bold)
    return ResolvedColors(foreground: f, background: b, ratio: Contrast.ratio(f, b), required: required)
  }

  /// The display problems and playing motion of the screens in view: one screen's kept
  /// tables when it is alone in view and they are kept for its state (a pop back to a list
  /// takes them as they were), else worked out from the side tables.
  mutating func refreshVisibleDisplay() {
    guard let key = displayKeyOfScreenInView, let kept = indexes.keptDisplay(key) else {
      refreshDisplayTables()
      keepDisplayOfScreenInView()
      return
    }
    displayProblems = kept.problems
    motion.playing = kept.playing
  }

  /// The key of the one screen in view's tables; nil when layers are stacked or nothing is
  /// declared.
  var displayKeyOfScreenInView: TreeIndexes.DisplayKey? {
    guard visibleScreens.count == 1, !(scene.colors.isEmpty && scene.motion.isEmpty) else { return nil }
    let s = visibleScreens[0]
    return TreeIndexes.DisplayKey(screen: s, stamp: cache.treeEdits[s], display: display, contentSize: contentSize)
  }

  /// Keeps the one screen in view's tables for its state (shared, not copied).
  func keepDisplayOfScreenInView() {
    guard let key = displayKeyOfScreenInView else { return }
    indexes.keepDisplay(key, problems: displayProblems, playing: motion.playing)
  }

  /// Recomputes the display problems and the playing motion of the visible screens'
  /// elements that declare colours or motion (side tables: costs what the screens in view
  /// declare, not the scene's size), from one read of their entries.
  mutating func refreshDisplayTables() {
    let entries = visibleDisplayEntries
    var problems: [ElementIndex: [DisplayProblem]] = [:]
    for e in entries {
      let found = displayProblems(of: e)
      if !found.isEmpty { problems[e] = found }
    }
    displayProblems = problems
    motion.playing = scene.motion.isEmpty ? [] : entries.filter(isPlaying).sorted()
  }

  /// The elements of the visible screens with a declared colour or motion, from each screen's
  /// list (`TreeIndexes.displayEntries`): a push, pop, present or dismiss looks at the
  /// entries of the screens in view, not every entry the scene declares.
  /// A stack of more layers than the tables have entries (a chain of presentations) reads
  /// the tables instead, so a presentation costs the lesser of the two, never the depth.
  var visibleDisplayEntries: [ElementIndex] {
    let declared = scene.colors.count + scene.motion.count
    if declared == 0 { return [] }
    if visibleScreens.count > declared {
      var entries = scene.colors.keys.filter { isVisible(scene.elements[$0].screen) }
      entries += scene.motion.keys.filter { scene.colors[$0] == nil && isVisible(scene.elements[$0].screen) }
      return entries
    }
    var seen = Set<Int>()
    var entries: [ElementIndex] = []
    for s in visibleScreens where seen.insert(s).inserted {
      entries += indexes.displayEntries(onScreen: s) {
        var table = Array(repeating: [ElementIndex](), count: scene.screens.count)
        for e in scene.colors.keys { table[scene.elements[e].screen].append(e) }
        for e in scene.motion.keys where scene.colors[e] == nil { table[scene.elements[e].screen].append(e) }
        for s in table.indices { table[s].sort() }
        return table
      }
    }
    return entries
  }

  /// After an edit on a visible screen: the display problems and playing motion of the
  /// elements it can have changed, the edited elements and the combining groups above them
  /// (whose spoken label a colour's meaning is looked for in), and after a hide or show its
  /// subtree, or the whole side table when that is smaller. An edit costs what it changed,
  /// not what the scene declares.
  mutating func refreshDisplay(after touched: [ElementIndex], subtree: Range<Int>?) {
    if scene.colors.isEmpty && scene.motion.isEmpty { return }
    // The edited screens' kept tables are out of date: let them go first, so the tables in
    // use are changed in place rather than copied.
    var edited = Set<Int>()
    for e in touched where edited.insert(scene.elements[e].screen).inserted { indexes.dropDisplay(screen: scene.elements[e].screen) }
    defer { keepDisplayOfScreenInView() }
    if let subtree, subtree.count > scene.colors.count + scene.motion.count {
      refreshDisplayTables()
      return
    }
    var checked = Set<ElementIndex>()
    func check(_ e: ElementIndex) {
      guard checked.insert(e).inserted, scene.colors[e] != nil || scene.motion[e] != nil else { return }
      let found = displayProblems(of: e)
      displayProblems[e] = found.isEmpty ? nil : found
      refreshPlaying(e)
    }
    for e in touched {
      var next: ElementIndex? = e
      while let a = next {
        check(a)
        next = scene.elements[a].parent
      }
    }
    for e in subtree ?? 0..<0 { check(e) }
  }

  /// The display problems of one element on a visible screen, in the order the full refresh
  /// lists them: contrast, colour alone, then motion.
  func displayProblems(of e: ElementIndex) -> [DisplayProblem] {
    var problems: [DisplayProblem] = []
    guard !scene.elements[e].hidden else { return problems }
    if let c = scene.colors[e] {
      if let resolved = colors(of: e), !resolved.passes {
        problems.append(.lowContrast(ratio: resolved.ratio, required: resolved.required))
      }
      if let meaning = c.colorMeaning, c.withoutColor == nil {
        let spoken = properties(of: e).label.map { $0.lowercased().contains(meaning.lowercased()) } ?? false
          || (properties(of: e).value.map { $0.lowercased().contains(meaning.lowercased()) } ?? false)
        problems.append(.colorOnly(meaning: meaning, spoken: spoken))
      }
    }
    if let spec = scene.motion[e], spec.reduced == .none {
      problems.append(.motionWithoutAlternative(spec.kind))
    }
    return problems
  }
}
