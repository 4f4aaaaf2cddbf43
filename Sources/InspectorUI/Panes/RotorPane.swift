import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The Rotor pane: the rotor settings that apply here, with the chosen one marked, and
/// the entries of that setting around the current one.
///
/// ```
/// Containers [Headings] Links Flagged
/// Headings: 3
///   Inbox
/// ▸ Today
///   Yesterday
/// ```
enum RotorPane {
  static func render(_ state: AppState, in area: Rect, focused: Bool, into grid: inout Grid) {
    let title: String
    switch state.technology {
    case .voiceOver: title = "Rotor"
    case .switchControl: title = "Scanner Menu"
    case .fullKeyboardAccess: title = state.simulator.keyboard.menu?.kind.title ?? "Focus group"
    case .voiceControl: title = "What to say"
    }
    let inner = PaneChrome.draw(title, in: area, focused: focused, into: &grid)
    guard !inner.isEmpty else { return }
    let shown: [StyledLine]
    switch state.technology {
    case .voiceOver:
      shown = lines(state.voiceOver, keymap: state.keymap, width: inner.width, height: inner.height)
    case .switchControl:
      shown = TechnologyMenuLines.switchControl(
        state.simulator.switchControl, runtime: state.voiceOver.runtime, keymap: state.keymap,
        width: inner.width, height: inner.height)
    case .fullKeyboardAccess:
      shown = TechnologyMenuLines.keyboard(
        state.simulator.keyboard, runtime: state.voiceOver.runtime, keymap: state.keymap,
        width: inner.width, height: inner.height)
    case .voiceControl:
      shown = VoiceControlLines.lines(
        state.simulator.voiceControl, runtime: state.voiceOver.runtime, keymap: state.keymap,
        width: inner.width, height: inner.height)
    }
    for (k, l) in shown.enumerated() {
      Styled.put(l, at: Point(x: inner.x, y: inner.y + k), maxWidth: inner.width, into: &grid)
    }
  }

  /// The pane's lines for a `width` × `height` area.
  static func lines(_ vo: VoiceOver, keymap: Keymap? = nil, width: Int, height: Int) -> [StyledLine]
  {
    guard width > 0, height > 0 else { return [] }
    let items = vo.availableRotorItems
    let current = vo.rotor.current
    var out: [StyledLine] = []
    if items.isEmpty {
      out += Styled.wrap([Span("No rotor settings apply here.", .paneHint)], width: width)
      return Array(out.prefix(height))
    }
    // The dial: every setting, the current one highlighted; names are never split. A
    // setting the rotor is still turned to but that has nothing on this screen (Containers
    // after a push) is shown last, faint, so the dial and the list below agree.
    let stale = current.flatMap { items.contains($0) ? nil : $0 }
    var dialLines: [StyledLine] = [[]]
    for item in items + (stale.map { [$0] } ?? []) {
      let text = TextWidth.truncate(
        Sanitizer.sanitize(item == current ? "[" + item.name + "]" : item.name), toWidth: width)
      let span = Span(text, item == stale ? .paneHint : item == current ? .rotorSelected : .rotorItem)
      let used = Styled.width(dialLines[dialLines.count - 1])
      if used > 0 && used + 1 + span.width > width {
        dialLines.append([span])
      } else {
        if used > 0 { dialLines[dialLines.count - 1].append(Span(" ")) }
        dialLines[dialLines.count - 1].append(span)
      }
    }
    // Keep the dial short: at most a third of the pane (but at least one line), with a
    // line that counts the settings left out when there is room for it.
    let dialRoom = max(1, height / 3)
    let shownRoom = dialLines.count > dialRoom && dialRoom >= 2 ? dialRoom - 1 : dialRoom
    var firstShown = 0
    if dialLines.count > shownRoom,
      let currentLine = dialLines.firstIndex(where: { $0.contains { $0.role == .rotorSelected } }),
      currentLine >= shownRoom
    {
      // Make sure the chosen setting is among the lines shown.
      firstShown = currentLine - shownRoom + 1
    }
    let shownEnd = min(dialLines.count, firstShown + shownRoom)
    out += dialLines[firstShown..<shownEnd]
    let above = dialLines[..<firstShown].reduce(0) { $0 + settings(in: $1) }
    let below = dialLines[shownEnd...].reduce(0) { $0 + settings(in: $1) }
    if above + below > 0, shownRoom < dialRoom {
      var marks: [String] = []
      if above > 0 { marks.append("▲ \(above)") }
      if below > 0 { marks.append("▼ \(below)") }
      out.append([Span(marks.joined(separator: " ") + " more setting\(above + below == 1 ? "" : "s")", .paneHint)])
    }
    guard out.count < height else { return Array(out.prefix(height)) }

    guard let item = current else {
      let key =
        keymap?.keys(for: "voiceover.rotorNext").first.map { " (" + $0.displayName + ")" } ?? ""
      out += Styled.wrap(
        [Span("Turn the rotor\(key) to choose a setting.", .paneHint)], width: width)
      return Array(out.prefix(height))
    }
    let room = height - out.count - 1
    if item == stale {
      out += Styled.wrap([Span(item.name, .inspectorSection), Span(": none on this screen; turn the rotor for another setting.", .paneHint)], width: width)
      return Array(out.prefix(height))
    }
    switch item {
    case .actions:
      let names = vo.actionEntries
      out.append(header(item, count: names.count, automatic: vo.rotor.automatic == item))
      let currentIndex = vo.rotor.actionIndex
      out += window(
        count: names.count, current: currentIndex, insertion: nil, room: room, width: width
      ) { i in
        names[i]
      }
    case .adjustValue:
      out.append(header(item, count: nil, automatic: vo.rotor.automatic == item))
      if let f = vo.focus {
        let p = vo.runtime.properties(of: f)
        out += Styled.wrap(
          [Span("Value ", .inspectorKey), Span(p.value ?? "none", .rotorCurrent)], width: width)
        var keys = ""
        if let up = keymap?.keys(for: "voiceover.rotorItemPrevious").first,
          let down = keymap?.keys(for: "voiceover.rotorItemNext").first
        {
          keys = " (\(up.displayName) / \(down.displayName))"
        }
        out += Styled.wrap(
          [Span("Swipe up to increment, down to decrement\(keys).", .paneHint)], width: width)
      }
    case .moreContent:
      let entries = vo.moreContentEntries
      out.append(header(item, count: entries.count, automatic: false))
      out += window(count: entries.count, current: vo.rotor.contentIndex, insertion: nil, room: room, width: width) { entries[$0] }
    case .custom(let name) where vo.customRotorsInScope.first(where: { $0.name == name })?.rule != nil:
      // Computed results (text ranges, matches): each result, the word itself for a range.
      let rotor = vo.customRotorsInScope.first { $0.name == name }!
      let results = vo.results(of: rotor)
      out.append(header(item, count: results.count, automatic: false))
      let use = vo.rotor.customInUse.flatMap { $0.rotor.name == name ? $0.result : nil }
      out += window(count: results.count, current: use, insertion: nil, room: room, width: width) { i in
        results[i].text.map { "“\($0)” in " + stopName(results[i].element, in: vo) } ?? stopName(results[i].element, in: vo)
      }
    default:
      // A custom rotor's list is worked out from its targets: kept between frames.
      let kept = RotorEntriesCache.keeps(item) ? RotorEntriesCache.shared.entries(item, in: vo) : nil
      let positions = kept.map { PositionList($0.positions) } ?? vo.rotorEntries(item)
      out.append(header(item, count: positions.count, automatic: vo.rotor.automatic == item))
      var currentIndex: Int?
      var insertion: Int?
      if let here = vo.focusPosition {
        if case .custom = item {
          // App-defined rotors list their targets in any order.
          currentIndex = kept?.indexOfPosition[here]
        } else {
          // The built-in lists are in reading order: find the focus by bisection (they can
          // hold every stop of a 100,000-element screen), or where it sits between entries.
          let i = firstIndex(in: positions, notBelow: here)
          if i < positions.count && positions[i] == here {
            currentIndex = i
          } else {
            insertion = i
          }
        }
      }
      out += window(
        count: positions.count, current: currentIndex, insertion: insertion, room: room,
        width: width
      ) { i in
        entryName(item, position: positions[i], in: vo)
      }
    }
    return Array(out.prefix(height))
  }

  /// How many rotor settings a dial line names.
  static func settings(in line: StyledLine) -> Int {
    line.filter { $0.role == .rotorSelected || $0.role == .rotorItem || $0.text.hasPrefix("[") }.count
  }

  /// The first index of a sorted array whose value is at least `value`.
  static func firstIndex(in sorted: PositionList, notBelow value: Int) -> Int {
    sorted.firstIndex(notBelow: value)
  }

  static func header(_ item: RotorItem, count: Int?, automatic: Bool) -> StyledLine {
    var line: StyledLine = [Span(item.name, .inspectorSection)]
    var notes: [String] = []
    if let count { notes.append(String(count)) }
    if automatic { notes.append("automatic") }
    if !notes.isEmpty { line.append(Span(" (" + notes.joined(separator: ", ") + ")", .paneHint)) }
    return line
  }

  /// Up to `room` lines of entries around `current` (or the `insertion` point), with
  /// "▲ N more" and "▼ N more" where entries are left out. Only entries shown are named.
  static func window(
    count: Int, current: Int?, insertion: Int?, room: Int, width: Int, name: (Int) -> String
  ) -> [StyledLine] {
    guard room > 0 else { return [] }
    if count == 0 { return [[Span("none here", .paneHint)]] }
    let markerRows = insertion == nil ? 0 : 1
    let total = count + markerRows
    let anchor = current ?? insertion ?? 0
    var first = 0
    var last = total
    if total > room && room < 4 {
      // Too little room for "more" lines: just the entries around the anchor.
      first = max(0, min(anchor - (room - 1) / 2, total - room))
      last = first + room
    } else if total > room {
      // Room for the entries between a "▲ more" and a "▼ more" line, centred on the anchor.
      var size = max(1, room - 2)
      first = max(0, min(anchor - size / 2, total - size))
      if first == 0 {
        size = max(1, room - 1)
      } else if first + size >= total {
        size = max(1, room - 1)
        first = total - size
      }
      last = min(total, first + size)
    }
    var out: [StyledLine] = []
    let markers = room >= 4
    if first > 0 && markers { out.append([Span("▲ \(first) more", .paneHint)]) }
    for row in first..<last {
      if let insertion, row == insertion {
        out.append([Span("· focus is between these ·", .paneHint)])
        continue
      }
      let i = insertion.map { row > $0 ? row - 1 : row } ?? row
      guard i < count else { continue }
      let text = Sanitizer.sanitize(name(i))
      if i == current {
        out.append([
          Span("▸ ", .rotorCurrent),
          Span(TextWidth.truncate(text, toWidth: max(1, width - 2)), .rotorCurrent),
        ])
      } else {
        out.append([Span("  " + text, .rotorEntry)])
      }
    }
    if last < total && markers { out.append([Span("▼ \(total - last) more", .paneHint)]) }
    return Array(out.prefix(room))
  }

  /// What an entry is called in the pane: the stop's label; for a container, its label, else
  /// what it is and its first item ("list: Ana Lima").
  static func entryName(_ item: RotorItem, position: Int, in vo: VoiceOver) -> String {
    guard vo.tree.stops.indices.contains(position) else { return "?" }
    let element = vo.tree.stops[position].element
    let label = stopName(element, in: vo)
    if item == .containers, let k = groupStarting(at: position, in: vo) {
      let g = vo.runtime.groupsInOrder[k]
      if let own = vo.runtime.properties(of: g.element).label, !own.isEmpty { return own }
      return vo.scene.elements[g.element].kind.word + ": " + label
    }
    return label
  }

  /// The first group (in the tree's order) whose first stop is at `position`, found in a
  /// table made once per tree (`groupStarts`): a list of sections has thousands of groups.
  static func groupStarting(at position: Int, in vo: VoiceOver) -> Int? {
    let table = groupStarts.value(for: vo.runtime) {
      var first: [Int: Int] = [:]
      for (k, g) in vo.runtime.groupsInOrder.enumerated() where first[g.first] == nil { first[g.first] = k }
      return first
    }
    return table[position]
  }

  static let groupStarts = TreeCache<[Int: Int]>(capacity: 8)

  static func stopName(_ element: ElementIndex, in vo: VoiceOver) -> String {
    let p = vo.runtime.properties(of: element)
    if let l = p.label, !l.isEmpty { return l }
    if let v = p.value, !v.isEmpty { return v }
    return vo.runtime.name(of: element)
  }
}
