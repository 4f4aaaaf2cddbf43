import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The Inspector pane: the element the technology in use is on, its accessibility
/// properties, what VoiceOver builds from them, why the element is at its place in the
/// reading order, and how each technology reaches it (`Reach`).
///
/// Most useful first, so a short pane still shows what matters: what is spoken, the
/// properties it comes from, then the order, then the rest. While Switch Control or Full
/// Keyboard Access is on, the reach comes right after the element's identity.
enum InspectorPane {
  static let keyWidth = 8

  static func render(_ state: AppState, in area: Rect, focused: Bool, into grid: inout Grid) {
    let inner = PaneChrome.draw("Inspector", in: area, focused: focused, into: &grid)
    guard !inner.isEmpty else { return }
    let focus = state.focusedElement
    // Reach, worked out for the focus alone: the scan tree and focus groups it reads are
    // those the technology in use keeps; a large screen under VoiceOver does without them.
    let runtime = state.voiceOver.runtime
    let whole = state.technology != .voiceOver || runtime.tree.count <= Reach.wholeScreenStops
    // Voice Control's index likewise: kept while Voice Control is in use.
    let voice = state.technology == .voiceControl || runtime.tree.count <= Reach.wholeScreenStops
    // A first look at a new text size holds the rows around focus only: no reach yet.
    let reach = focus.flatMap { f in
      runtime.tree.position[f] != nil && !runtime.isFirstLook
        ? Reach.row(
          for: f, runtime: runtime, settings: state.simulator.switchControl.settings,
          voiceControl: voice ? VoiceControlSettings() : nil, whole: whole)
        : nil
    }
    var all = lines(
      state.voiceOver, focus: focus, technology: state.technology, reach: reach, reachPending: !whole,
      warnings: state.warnings, notes: focus.map { state.review.notes.notes(on: $0, in: state.scene) } ?? [],
      highlight: highlightRows(state), width: inner.width)
    if all.count > inner.height {
      // Scrolled by the Inspector's offset (focus the pane, then ↑/↓), clamped to the content.
      let start = min(max(0, state.inspectorScroll), max(0, all.count - inner.height + 1))
      all.removeFirst(start)
      if start > 0, inner.height > 2 {
        all.insert([Span("▲ \(start) line\(start == 1 ? "" : "s") above", .paneHint)], at: 0)
        all.remove(at: 1)
      }
      if all.count > inner.height {
        let hidden = all.count - inner.height + 1
        all = Array(all.prefix(inner.height - 1))
        all.append([Span("▼ \(hidden) more line\(hidden == 1 ? "" : "s") (focus the pane, ↓)", .paneHint)])
      }
    }
    for (k, l) in all.enumerated() {
      Styled.put(l, at: Point(x: inner.x, y: inner.y + k), maxWidth: inner.width, into: &grid)
    }
  }

  /// What the technology in use has on the element, for the top of the pane: Switch
  /// Control's highlight and menu, Full Keyboard Access's focus group.
  static func highlightRows(_ state: AppState) -> [(key: String, value: String)] {
    let runtime = state.voiceOver.runtime
    switch state.technology {
    case .voiceOver:
      return []
    case .voiceControl:
      // Voice Control has no focus: what it shows and what to say are in the Rotor pane.
      return []
    case .switchControl:
      let sc = state.simulator.switchControl
      var rows: [(key: String, value: String)] = []
      switch sc.highlight {
      case .item: rows.append(("Scan", "highlighted as an item"))
      case .group(let container, let items): rows.append(("Scan", "in a group of \(items): \(runtime.name(of: container))"))
      case .exitGroup(let container): rows.append(("Scan", "on the exit stop of \(runtime.name(of: container))"))
      case .menu: rows.append(("Scan", "Scanner Menu open"))
      case .glide: rows.append(("Scan", "Gliding Cursor"))
      case .hidden: rows.append(("Scan", "stopped"))
      case nil: rows.append(("Scan", "nothing to scan"))
      }
      rows.append(("Settings", sc.settings.summary))
      return rows
    case .fullKeyboardAccess:
      let fka = state.simulator.keyboard
      guard let focus = fka.focus, let g = fka.groups.group(of: focus) else { return [("Focus", "none")] }
      let group = fka.groups.groups[g]
      let name = group.declared ? "'\(group.id)'" : group.container.map { runtime.name(of: $0) } ?? "a group of its own"
      var place = "\(g + 1) of \(fka.groups.groups.count): \(name)"
      if group.members.count > 1, let m = fka.groups.memberIndex(of: focus) {
        place += ", item \(m + 1) of \(group.members.count)"
      }
      return [("Group", place)]
    }
  }

  /// Every line of the inspector for VoiceOver's focus, wrapped to `width`.
  static func lines(_ vo: VoiceOver, warnings: [SceneWarning] = [], width: Int) -> [StyledLine] {
    lines(vo, focus: vo.focus, technology: .voiceOver, reach: nil, warnings: warnings, width: width)
  }

  /// Every line of the inspector for `focus`, wrapped to `width`, with its `reach` figures.
  static func lines(
    _ vo: VoiceOver, focus: ElementIndex?, technology: Technology, reach: Reach.Row?,
    reachPending: Bool = false, warnings: [SceneWarning] = [], notes: [ReviewNote] = [],
    highlight: [(key: String, value: String)] = [], width: Int
  ) -> [StyledLine] {
    guard width > 0 else { return [] }
    var out: [StyledLine] = []
    let keyWidth = width >= 28 ? Self.keyWidth : 0
    func row(_ key: String, _ value: StyledLine) {
      if keyWidth == 0 {
        out.append([Span(key, .inspectorKey)])
        for l in Styled.wrap(value, width: max(1, width - 1)) { out.append([Span(" ")] + l) }
        return
      }
      let k = TextWidth.truncate(key, toWidth: keyWidth)
      let head = Span(
        k + String(repeating: " ", count: keyWidth - TextWidth.width(of: k) + 1), .inspectorKey)
      for (n, l) in Styled.wrap(value, width: width - keyWidth - 1).enumerated() {
        out.append((n == 0 ? [head] : [Span(String(repeating: " ", count: keyWidth + 1))]) + l)
      }
    }
    func text(_ s: String) -> StyledLine { [Span(s, .inspectorValue)] }
    func section(_ title: String) {
      out.append([Span(title, .inspectorSection)])
    }

    guard let focus, vo.scene.elements.indices.contains(focus) else {
      out += Styled.wrap(
        [
          Span("Nothing is focused. Move with the \(technology.displayName) keys to inspect an element.", .paneHint)
        ], width: width)
      appendWarnings(warnings, focus: nil, width: width, into: &out)
      return out
    }
    let e = vo.scene.elements[focus]
    let p = vo.runtime.properties(of: focus)
    let scene = vo.scene

    // Identity.
    var identity = e.kind.rawValue
    if let id = e.id { identity += " #" + id }
    row("Element", text(identity))
    // The scene's own words about it, and what loading the scene found wrong with it.
    if let note = scene.notes[focus] { row("Note", text(Sanitizer.sanitize(note))) }
    // The audit's findings on it (`check`'s warnings among them, so those are not listed twice).
    for w in warnings where w.element == focus && w.rule == nil {
      row("Warning", [Span("⚠ " + Sanitizer.sanitize(w.message), .inspectorWarning)])
    }
    for f in SceneFindings.shared.entry(for: scene).byElement[focus] ?? [] {
      row("Finding", [Span("⚠ " + Sanitizer.sanitize(f.message + "; " + f.fix.text), .inspectorWarning), Span(" [\(f.rule.id)]", .inspectorValue)])
    }
    // The review's notes on it.
    for n in notes { row("Notes", NotesOverlay.summary(n)) }
    // What breaks at this text size: its own problems and those of the text inside it.
    for (element, problem) in layoutProblems(of: focus, in: vo.runtime) {
      var line = [Span("⚠ " + problem.describe(at: vo.runtime.contentSize), .inspectorWarning)]
      if element != focus {
        line.append(Span(" (" + OrderExplanation.name(of: element, in: vo) + ")", .inspectorValue))
      }
      row("Layout", line)
    }
    // Declared colours and motion, and what the display settings find wrong with them.
    if let colors = vo.runtime.colors(of: focus) {
      let ratio = DisplayProblem.ratioText(colors.ratio)
      let needs = DisplayProblem.ratioText(colors.required)
      row(
        "Colours",
        [
          Span("\(colors.foreground) on \(colors.background), \(ratio) ", .inspectorValue),
          Span(colors.passes ? "(needs \(needs))" : "(needs \(needs): too low)", colors.passes ? .paneHint : .inspectorWarning),
        ])
    }
    for problem in vo.runtime.displayProblems[focus] ?? [] {
      row("Display", [Span("⚠ " + problem.describe(), .inspectorWarning)])
    }
    if let spec = scene.motion[focus] {
      let playing = vo.runtime.motion.playing.contains(focus)
      var words = [spec.kind.rawValue, playing ? "playing" : "stopped"]
      if spec.reduced != .none { words.append("Reduce Motion: " + spec.reduced.rawValue) }
      if spec.announces { words.append("announces each page") }
      row("Motion", text(words.joined(separator: ", ")))
    }
    func reachSection() {
      // The technology in use first: where its highlight is, then how it reaches the element.
      if technology != .voiceOver {
        section(technology.displayName)
        for h in highlight { row(h.key, text(h.value)) }
      } else {
        section("Reach")
      }
      let interaction = UserInteraction.reason(focus, in: vo.runtime)
      for r in reach.map({ ReachLines.rows($0, first: technology, partial: reachPending) }) ?? [] { row(r.key, r.value) }
      row(
        "Responds",
        [
          Span(interaction.responds ? "yes: " : "no: ", interaction.responds ? .inspectorValue : .inspectorWarning),
          Span(interaction.explanation, .inspectorValue),
        ])
      for flag in reach?.flags ?? [] {
        out += Styled.wrap([Span("⚠ " + flag, .inspectorWarning)], width: width, indent: 2)
      }
    }
    if technology != .voiceOver {
      reachSection()
      section("VoiceOver")
    }

    // What VoiceOver builds.
    let composition = CompositionCache.shared.composition(for: focus, in: vo)
    let description = composition.description.map { Span($0.text, SpeechPane.role(of: $0.kind)) }
    row("Speaks", description.isEmpty ? [Span("(nothing)", .inspectorWarning)] : description)
    if !composition.hint.isEmpty {
      var hint = composition.hint.map { Span($0.text, .logHint) }
      if !vo.options.speakHints { hint.append(Span(" (Speak Hints is off)", .paneHint)) }
      row("Hint", hint)
    }
    // What comes after the hint, one part a row ("Actions Available", then "More Content
    // Available"), never run together.
    for (k, part) in composition.trailer.enumerated() {
      row(k == 0 ? "Then" : "", [Span(part.text, SpeechPane.role(of: part.kind))])
    }

    // Properties.
    if let label = p.label, !label.isEmpty {
      row("Label", text(label))
      if let shown = labelDiffersFromVisibleText(label: label, element: e) {
        row("", [Span("⚠ Label differs from visible text", .inspectorWarning)])
        var why = "the screen shows '\(Sanitizer.sanitize(shown))'"
        if !words(label).contains(words(shown)) {
          why += "; Voice Control users say what they see, so the label should contain it"
        }
        row("", [Span(why, .paneHint)])
      }
    } else {
      let why = e.symbol != nil ? "none: an icon with no label" : "none"
      row("Label", [Span(why, .inspectorWarning)])
    }
    if let value = p.value, !value.isEmpty { row("Value", text(value)) }
    if let hint = p.hint, !hint.isEmpty { row("Own hint", text(hint)) }
    let spoken = p.traits.subtracting(Traits.unspoken).names
    let unspoken = p.traits.intersection(Traits.unspoken).names
    row("Traits", spoken.isEmpty ? [Span("none", .paneHint)] : text(spoken.joined(separator: ", ")))
    if !unspoken.isEmpty {
      row("Unspoken", [Span(unspoken.joined(separator: ", "), .paneHint)])
    }
    if let cell = e.tableCell {
      let size = DataTableCell.table(of: focus, in: scene.elements).flatMap { scene.elements[$0].tableSize }
      row("Table", text(cell.describe(in: size)))
    }

    // Why here.
    section("Why here")
    // A first look at a new text size holds the rows around focus only: no position yet.
    let sentences = vo.runtime.isFirstLook ? ["Laying out at the new setting; the position follows."] : OrderExplanation.lines(for: focus, in: vo)
    for sentence in sentences {
      out += Styled.wrap([Span(sentence, .inspectorValue)], width: width, indent: 2)
    }

    // Structure.
    var grouping: [String] = []
    if e.grouping != .none { grouping.append("children: ." + e.grouping.rawValue) }
    if e.groupsChildren { grouping.append("groupsChildren") }
    if e.containerType != .none { grouping.append("container ." + e.containerType.rawValue) }
    if e.isModal { grouping.append("modal") }
    if !grouping.isEmpty { row("Grouping", text(grouping.joined(separator: ", "))) }
    // The container, when "Why here" has not named it already as a group.
    let inGroup = vo.tree.position[focus] != nil && !vo.tree.groups(of: focus).isEmpty
    if !inGroup, let parent = container(of: focus, in: vo) {
      let pe = scene.elements[parent]
      var flags: [String] = []
      if pe.grouping != .none { flags.append("." + pe.grouping.rawValue) }
      if pe.groupsChildren { flags.append("groupsChildren") }
      if pe.containerType != .none { flags.append("." + pe.containerType.rawValue) }
      if pe.explicitOrder != nil { flags.append("explicit order") }
      if pe.isModal { flags.append("modal") }
      let name = OrderExplanation.name(of: parent, in: vo)
      row("In", text(name + (flags.isEmpty ? "" : " (" + flags.joined(separator: ", ") + ")")))
    }
    if !p.actions.isEmpty { row("Actions", text(p.actions.map(\.name).joined(separator: ", "))) }
    let rotors = rotorNames(containing: focus, in: vo)
    if !rotors.isEmpty { row("Rotors", text(rotors.joined(separator: ", "))) }
    for c in p.customContent {
      row(
        "Content", text("\(c.label): \(c.value)" + (c.isHighImportance ? " (high importance)" : ""))
      )
    }
    if !e.inputLabels.isEmpty { row("Voice", text(e.inputLabels.joined(separator: ", "))) }
    if let identifier = e.identifier, !identifier.isEmpty { row("Ident", text(identifier)) }
    if let language = p.language, !language.isEmpty { row("Language", text(language)) }
    if vo.runtime.frames.indices.contains(focus) {
      row("Frame", text(vo.runtime.frames[focus].description + " pt"))
    }
    if technology == .voiceOver && (reach != nil || reachPending) { reachSection() }
    appendWarnings(warnings, focus: focus, width: width, into: &out)
    return out
  }

  /// Layout problems of `element` and of the elements inside it (a cell whose label is
  /// clipped), at most `limit` elements deep into the subtree so a frame's cost stays small.
  static func layoutProblems(
    of element: ElementIndex, in runtime: SceneRuntime, limit: Int = 256
  ) -> [(ElementIndex, LayoutProblem)] {
    let all = runtime.layoutProblems
    guard !all.isEmpty else { return [] }
    var out: [(ElementIndex, LayoutProblem)] = []
    var queue = [element]
    var seen = 0
    while !queue.isEmpty, seen < limit {
      let e = queue.removeFirst()
      seen += 1
      for p in all[e] ?? [] { out.append((e, p)) }
      queue += runtime.scene.elements[e].children
    }
    return out
  }

  /// The file's other warnings, counted: the focused element's own are listed above.
  static func appendWarnings(
    _ warnings: [SceneWarning], focus: ElementIndex?, width: Int, into out: inout [StyledLine]
  ) {
    let others = warnings.filter { $0.element == nil || $0.element != focus }
    guard !others.isEmpty else { return }
    let own = warnings.count - others.count
    let text: String
    if others.count == 1 && own == 0 {
      text = "⚠ " + others[0].line
    } else {
      let n = others.count
      text = "⚠ \(n) \(own > 0 ? "other " : "")warning\(n == 1 ? "" : "s") about this scene (axsim check lists them)"
    }
    out += Styled.wrap([Span(Sanitizer.sanitize(text), .inspectorWarning)], width: width, indent: 2)
  }

  /// The visible text when the element shows text that its label does not say (letters
  /// and digits compared, ignoring case, so "‹ Back" and "Back" match); nil when they match
  /// or nothing is shown.
  static func labelDiffersFromVisibleText(label: String, element e: Element) -> String? {
    // A text input's visible text is what was typed: its value, not a title.
    guard !e.kind.isTextInput else { return nil }
    guard let shown = e.visibleText, !words(shown).isEmpty else { return nil }
    return words(label) == words(shown) ? nil : shown
  }

  /// The letters and digits of a text, lower-cased.
  static func words(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The innermost group the element is in, else its parent.
  static func container(of element: ElementIndex, in vo: VoiceOver) -> ElementIndex? {
    if vo.tree.position[element] != nil, let g = vo.tree.groups(of: element).first { return g }
    return vo.scene.elements[element].parent
  }

  /// The rotors that stop on the element: built-in lists and custom rotors in scope.
  static func rotorNames(containing element: ElementIndex, in vo: VoiceOver) -> [String] {
    var names: [String] = []
    if let position = vo.tree.position[element] {
      for item in [RotorItem.headings, .links, .formControls] {
        if let list = vo.runtime.rotorStops[item], list.contains(position: position) {
          names.append(item.name)
        }
      }
    }
    for r in vo.customRotorsInScope
    where RotorTargetSets.shared.rotor(r, lists: element) && !names.contains(r.name) {
      names.append(r.name)
    }
    return names
  }

  /// Whether a sorted array contains `value`.
  static func binaryContains(_ list: [Int], _ value: Int) -> Bool {
    var lo = 0
    var hi = list.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if list[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo < list.count && list[lo] == value
  }
}
