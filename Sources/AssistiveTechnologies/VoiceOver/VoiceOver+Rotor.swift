import SceneModel

extension VoiceOver {
  /// The note when a rotor item is picked before a rotor is chosen, in gestures (the
  /// interactive app says it in the user's keys instead; compare with `==`).
  public static let noRotorSettingNote =
    "the rotor has no setting here; choose one first by rotating two fingers on the screen"

  /// The rotor items that apply at the current focus, in dial order.
  public var availableRotorItems: [RotorItem] {
    var items: [RotorItem] = []
    let props = focus.map { runtime.properties(of: $0) }
    for b in builtInRotorItems {
      switch b {
      case .headings, .links, .formControls:
        if !(runtime.rotorStops[b]?.isEmpty ?? true) { items.append(b) }
      case .containers:
        // Offered only when it has somewhere to go: a group with no stops gives no entry.
        if tree.hasGroups { items.append(b) }
      case .actions:
        if let props, !props.actions.isEmpty { items.append(b) }
      case .adjustValue:
        if let props, props.traits.contains(.adjustable), !props.traits.contains(.notEnabled) { items.append(b) }
      case .tables:
        if !tableStarts.isEmpty { items.append(b) }
      case .moreContent:
        if !moreContentEntries.isEmpty { items.append(b) }
      case .custom: break
      }
    }
    for r in customRotorsInScope where !items.contains(.custom(r.name)) { items.append(.custom(r.name)) }
    return items
  }

  /// Custom rotors of the visible screens, the focused element and its ancestors.
  public var customRotorsInScope: [CustomRotor] {
    var result: [CustomRotor] = []
    if let f = focus {
      result += scene.elements[f].rotors
      for a in scene.ancestors(of: f) { result += scene.elements[a].rotors }
    }
    for s in runtime.visibleScreens.reversed() { result += scene.screens[s].rotors }
    // A rotor stays usable on its own results, wherever they are (Docs/Decisions.md).
    if let use = rotor.customInUse, use.element == focus, !result.contains(where: { $0.name == use.rotor.name }) { result.append(use.rotor) }
    return result
  }

  /// The first stop of each data table on screen (the Tables rotor).
  public var tableStarts: [Int] { tree.tableStarts }

  /// The More Content rotor's entries for the focused element: its default-importance
  /// custom content, "Label: Value" (high-importance content is spoken with the element).
  public var moreContentEntries: [String] {
    guard let f = focus else { return [] }
    return runtime.properties(of: f).customContent.filter { !$0.isHighImportance }.map { "\($0.label): \($0.value)" }
  }

  /// The entries of a rotor item as stop positions, in rotor order (for the rotor pane).
  public func rotorEntries(_ item: RotorItem) -> PositionList {
    switch item {
    case .headings, .links, .formControls: return runtime.rotorStops[item] ?? []
    case .containers: return PositionList(containerStarts)
    case .custom(let name):
      guard let r = customRotorsInScope.first(where: { $0.name == name }) else { return [] }
      var seen = Set<Int>()
      return PositionList(results(of: r).compactMap { tree.position[$0.element] }.filter { seen.insert($0).inserted })
    case .tables: return PositionList(tableStarts)
    case .actions, .adjustValue, .moreContent: return []
    }
  }

  /// The names offered by the Actions rotor: custom actions, then the default "Activate".
  public var actionEntries: [String] {
    guard let f = focus else { return [] }
    let actions = runtime.properties(of: f).actions
    return actions.isEmpty ? [] : actions.map(\.name) + ["Activate"]
  }

  var containerStarts: [Int] { runtime.groupStarts }

  mutating func turnRotor(by direction: Int, cause: Cause, into out: inout [TranscriptEvent]) {
    let items = availableRotorItems
    guard !items.isEmpty else {
      out.append(TranscriptEvent(step: step, cause: cause, notes: ["no rotor items apply here"]))
      return
    }
    let next: Int
    if let current = rotor.current, let i = items.firstIndex(of: current) {
      next = ((i + direction) % items.count + items.count) % items.count
    } else {
      next = direction > 0 ? 0 : items.count - 1
    }
    rotor.chosen = items[next]
    rotor.automatic = nil
    rotor.actionIndex = nil
    rotor.contentIndex = nil
    rotor.customInUse = nil
    out.append(TranscriptEvent(step: step, cause: cause, parts: [UtterancePart(.rotor, items[next].name)]))
  }

  /// A custom rotor belongs to its screen or container: when it is out of scope, the rotor
  /// falls back to no setting rather than offering an empty list.
  mutating func dropRotorItemThatNoLongerApplies() {
    if let chosen = rotor.chosen, chosen.dependsOnFocus, !availableRotorItems.contains(chosen) {
      rotor.chosen = nil
    }
  }

  mutating func rotorItem(by direction: Int, cause: Cause, into out: inout [TranscriptEvent]) {
    dropRotorItemThatNoLongerApplies()
    guard let item = rotor.current else {
      out.append(TranscriptEvent(step: step, cause: cause, earcons: [.boundary], notes: [VoiceOver.noRotorSettingNote]))
      return
    }
    let via = Cause.command("\(cause.name) (\(item.name))")
    switch item {
    case .adjustValue:
      // Swipe up increments, swipe down decrements.
      adjust(by: -direction, cause: via, into: &out)
    case .actions:
      let entries = actionEntries
      guard !entries.isEmpty else { return }
      let start = rotor.actionIndex ?? (direction > 0 ? -1 : entries.count)
      let i = ((start + direction) % entries.count + entries.count) % entries.count
      rotor.actionIndex = i
      out.append(TranscriptEvent(step: step, cause: via, element: focus, parts: [UtterancePart(.rotor, entries[i])]))
    case .moreContent:
      // Entry by entry, without wrapping (a boundary at either end).
      let entries = moreContentEntries
      let i = (rotor.contentIndex ?? (direction > 0 ? -1 : entries.count)) + direction
      guard entries.indices.contains(i) else {
        out.append(TranscriptEvent(step: step, cause: via, element: focus, earcons: [.boundary], notes: ["no \(direction > 0 ? "next" : "previous") entry in More Content"]))
        return
      }
      rotor.contentIndex = i
      out.append(TranscriptEvent(step: step, cause: via, element: focus, parts: [UtterancePart(.customContent, entries[i])]))
    case .custom(let name):
      customRotorItem(name, by: direction, cause: via, into: &out)
    case .headings, .links, .formControls, .containers, .tables:
      let positions = rotorEntries(item)
      let here = focusPosition
      var target: Int?
      if let here {
        // Positions are sorted: the first after `here` is found without listing them.
        let low = positions.firstIndex(notBelow: here + 1)
        // `low` is the first entry after `here`; the one before it may be `here` itself.
        if direction > 0 {
          target = low < positions.count ? positions[low] : nil
        } else {
          var i = low - 1
          if i >= 0, positions[i] == here { i -= 1 }
          target = i >= 0 ? positions[i] : nil
        }
      } else {
        target = direction > 0 ? positions.first : positions.last
      }
      guard let t = target else {
        out.append(TranscriptEvent(step: step, cause: via, element: focus, earcons: [.boundary], notes: [positions.isEmpty ? "\(item.name): none here" : "no \(direction > 0 ? "next" : "previous") item in \(item.name)"]))
        return
      }
      let element = tree.stops[t].element
      setFocus(element, linear: false)
      speak(element, cause: via, into: &out)
    }
  }
}

extension VoiceOver {
  /// Moves through a custom rotor's results: from the result spoken last while focus stays
  /// on it, else from the focused stop's position (results are kept in rotor order).
  mutating func customRotorItem(_ name: String, by direction: Int, cause: Cause, into out: inout [TranscriptEvent]) {
    guard let r = customRotorsInScope.first(where: { $0.name == name }) else { return }
    let indexed = indexedResults(of: r)
    let all = indexed.results
    var next: Int?
    if let use = rotor.customInUse, use.rotor.name == name, use.element == focus, all.indices.contains(use.result) {
      next = use.result + direction
    } else if let here = focusPosition, indexed.ascending {
      // Results in reading order: those on the focused stop sit together, found by bisection.
      let positions = indexed.positions
      func bound(_ p: Int, after: Bool) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
          let mid = (low + high) / 2
          if positions[mid] < p || (after && positions[mid] == p) { low = mid + 1 } else { high = mid }
        }
        return low
      }
      let i = bound(here, after: false)
      let j = bound(here, after: true) - 1
      if i <= j {
        if all[i].text != nil { next = direction > 0 ? i : j } else { next = direction > 0 ? j + 1 : i - 1 }
      } else {
        next = direction > 0 ? (j + 1 < all.count ? j + 1 : nil) : (i > 0 && positions[i - 1] >= 0 ? i - 1 : nil)
      }
    } else if let here = focusPosition {
      let positions = indexed.positions
      if let i = all.firstIndex(where: { $0.element == focus }), let j = all.lastIndex(where: { $0.element == focus }) {
        // Text ranges inside the focused element come next; an element result is passed.
        if all[i].text != nil { next = direction > 0 ? i : j } else { next = direction > 0 ? j + 1 : i - 1 }
      } else {
        next = direction > 0 ? positions.firstIndex { $0 > here } : positions.lastIndex { $0 >= 0 && $0 < here }
      }
    } else {
      next = direction > 0 ? 0 : all.count - 1
    }
    guard let n = next, all.indices.contains(n) else {
      out.append(TranscriptEvent(step: step, cause: cause, element: focus, earcons: [.boundary], notes: [all.isEmpty ? "\(name): none here" : "no \(direction > 0 ? "next" : "previous") item in \(name)"]))
      return
    }
    let result = all[n]
    setFocus(result.element, linear: false)
    rotor.customInUse = CustomRotorUse(rotor: r, result: n, element: result.element)
    if let text = result.text {
      out.append(TranscriptEvent(step: step, cause: cause, element: result.element, parts: [UtterancePart(.label, text)], notes: ["a text range in \(Sanitize.quote(runtime.name(of: result.element)))"]))
    } else {
      speak(result.element, cause: cause, into: &out)
    }
  }
}
