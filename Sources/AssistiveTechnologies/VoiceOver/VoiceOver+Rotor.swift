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
        if !(runtime.rotorStops[b] ?? []).isEmpty { items.append(b) }
      case .containers:
        if !tree.groups.isEmpty { items.append(b) }
      case .actions:
        if let props, !props.actions.isEmpty { items.append(b) }
      case .adjustValue:
        if let props, props.traits.contains(.adjustable), !props.traits.contains(.notEnabled) { items.append(b) }
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
    return result
  }

  /// The entries of a rotor item as stop positions, in rotor order (for the rotor pane).
  public func rotorEntries(_ item: RotorItem) -> [Int] {
    switch item {
    case .headings, .links, .formControls: return runtime.rotorStops[item] ?? []
    case .containers: return containerStarts
    case .custom(let name):
      guard let r = customRotorsInScope.first(where: { $0.name == name }) else { return [] }
      return r.targets.compactMap { tree.position[$0.index] }
    case .actions, .adjustValue: return []
    }
  }

  /// The names offered by the Actions rotor: custom actions, then the default "Activate".
  public var actionEntries: [String] {
    guard let f = focus else { return [] }
    let actions = runtime.properties(of: f).actions
    return actions.isEmpty ? [] : actions.map(\.name) + ["Activate"]
  }

  var containerStarts: [Int] { tree.groupStarts }

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
    out.append(TranscriptEvent(step: step, cause: cause, parts: [UtterancePart(.rotor, items[next].name)]))
  }

  /// A custom rotor belongs to its screen or container: when it is out of scope, the rotor
  /// falls back to no setting rather than offering an empty list.
  mutating func dropRotorItemThatNoLongerApplies() {
    if let chosen = rotor.chosen, case .custom = chosen, !availableRotorItems.contains(chosen) {
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
    case .headings, .links, .formControls, .containers, .custom:
      let positions = rotorEntries(item)
      let here = focusPosition
      var target: Int?
      if case .custom = item, let here, let i = positions.firstIndex(of: here) {
        let j = i + direction
        target = positions.indices.contains(j) ? positions[j] : nil
      } else if let here {
        // Positions are sorted: bisect instead of scanning long lists.
        var low = 0
        var high = positions.count
        while low < high {
          let mid = (low + high) / 2
          if positions[mid] <= here { low = mid + 1 } else { high = mid }
        }
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
