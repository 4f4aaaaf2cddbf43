extension SceneDecoder {
  static let effectNames = [
    "announce", "layoutChanged", "screenChanged", "push", "pop", "present", "dismiss", "toggle",
    "select", "set", "show", "hide",
  ]

  /// The effects a bare string stands for (`onActivate: "pop"`).
  static let effectShorthands: [(name: String, effect: Effect)] = [
    ("pop", .pop), ("dismiss", .dismiss), ("layoutChanged", .layoutChanged(focus: nil)),
    ("screenChanged", .screenChanged(focus: nil)),
  ]

  /// A placeholder index for references resolved after decoding.
  static let unresolved = -1

  mutating func ref(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> ElementRef? {
    var path: String { pathText() }
    guard let id = context.string(node, path, example: "\"elementId\"") else { return nil }
    pendingRefs.append(PendingRef(id: id, offset: node.offset, path: deferredPath(to: node, path)))
    return ElementRef(id: id, index: SceneDecoder.unresolved)
  }

  /// One effect object, an array of them, or the shorthands "pop" and "dismiss".
  mutating func decodeEffects(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> [Effect] {
    var path: String { pathText() }
    if case .array(let items) = node.value {
      return shared(items.enumerated().compactMap { decodeEffect($0.element, "\(path)[\($0.offset)]") })
    }
    return shared(decodeEffect(node, path).map { [$0] } ?? [])
  }

  /// Identical effect lists without element references (`{ push: "message" }` on every
  /// row, `["dismiss", { announce: "Sent" }]` on several buttons) are kept once and shared;
  /// lists with references are resolved later and stay apart. The key spells each effect
  /// with its texts' lengths, so no two lists share one.
  mutating func shared(_ effects: [Effect]) -> [Effect] {
    guard !effects.isEmpty, effects.count <= 8 else { return effects }
    var key = ""
    func text(_ name: String, _ t: String) { key += name + ":" + String(t.utf8.count) + ":" + t }
    for effect in effects {
      switch effect {
      case .push(let screen): text("push", screen)
      case .present(let screen): text("present", screen)
      case .announce(let t): text("announce", t)
      case .announceQueued(let t): text("announceQueued", t)
      case .pop: key += "pop;"
      case .dismiss: key += "dismiss;"
      case .layoutChanged(nil): key += "layoutChanged;"
      case .screenChanged(nil): key += "screenChanged;"
      default: return effects
      }
    }
    if let known = sharedEffects[key] { return known }
    sharedEffects[key] = effects
    return effects
  }

  mutating func decodeEffect(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> Effect? {
    var path: String { pathText() }
    if case .string(let s) = node.value {
      if let shorthand = SceneDecoder.effectShorthands.first(where: { $0.name == s }) { return shorthand.effect }
      context.error(
        node.offset, path, "unknown effect \(Sanitize.quote(s))",
        Suggest.didYouMean(s, among: SceneDecoder.effectShorthands.map(\.name), otherwise: "write an effect object such as { announce: \"Sent\" } or { push: \"details\" }"))
      return nil
    }
    guard let raw = context.object(node, path, example: "{ announce: \"Sent\" }") else { return nil }
    let members = context.uniqueMembers(raw, path)
    guard members.count == 1, let m = members.first else {
      context.error(
        node.offset, path, members.isEmpty ? "the effect is empty" : "an effect object has one key, found \(members.count)",
        "write one effect per object, such as [{ toggle: \"wifi\" }, { announce: \"Wi-Fi on\" }]")
      return nil
    }
    var p: String { join(path, m.key) }
    let v = m.value
    // The table is what the decoder accepts (the schema lists the same effects).
    guard SceneDecoder.effectNames.contains(m.key) else { return unknownEffect(m, p) }
    switch m.key {
    case "announce": return decodeAnnouncement(v, p)
    case "layoutChanged", "screenChanged":
      var focus: ElementRef?
      switch v.value {
      case .null, .bool(true): focus = nil
      default:
        guard let r = ref(v, p) else { return nil }
        focus = r
      }
      return m.key == "layoutChanged" ? .layoutChanged(focus: focus) : .screenChanged(focus: focus)
    case "push", "present":
      guard let s = context.string(v, p, example: "\"screenId\"") else { return nil }
      pendingScreenRefs.append((s, v.offset, deferredPath(to: v, p)))
      return m.key == "push" ? .push(screen: s) : .present(screen: s)
    case "pop", "dismiss":
      guard case .bool(true) = v.value else {
        context.error(v.offset, p, "'\(m.key)' takes true, found \(DecodingContext.describe(v))", "write { \(m.key): true }, or just \"\(m.key)\"")
        return nil
      }
      return m.key == "pop" ? .pop : .dismiss
    case "toggle": return ref(v, p).map { .toggle($0) }
    case "select": return ref(v, p).map { .select($0) }
    case "show", "hide": return ref(v, p).map { .set($0, ElementPatch(hidden: m.key == "hide")) }
    case "set": return decodeSet(v, p)
    default: return unknownEffect(m, p)
    }
  }

  /// Reports an effect key that is not one of `effectNames`.
  mutating func unknownEffect(_ m: TapeMember, _ pText: @autoclosure () -> String) -> Effect? {
    var p: String { pText() }
    context.error(
      m.keyOffset, p, "unknown effect \(Sanitize.quote(m.key))",
      Suggest.didYouMean(m.key, among: SceneDecoder.effectNames, otherwise: "use one of " + SceneDecoder.effectNames.joined(separator: ", ")))
    return nil
  }

  /// `gestures: { swipeLeft: [effects], longPress: ... }`, in the order written.
  mutating func decodeGestures(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> [Gesture] {
    var path: String { pathText() }
    guard let raw = context.object(node, path, example: "{ swipeLeft: { show: \"deleteButton\" } }") else { return [] }
    var result: [Gesture] = []
    let names = GestureKind.allCases.map(\.rawValue)
    for m in context.uniqueMembers(raw, path) {
      guard let kind = GestureKind(rawValue: m.key) else {
        context.error(
          m.keyOffset, join(path, m.key), "unknown gesture \(Sanitize.quote(m.key))",
          Suggest.didYouMean(m.key, among: names, otherwise: "use one of " + names.joined(separator: ", ")))
        continue
      }
      result.append(Gesture(kind: kind, effects: decodeEffects(m.value, join(path, m.key))))
    }
    return result
  }

  static let setKeys = ["id", "label", "value", "hint", "hidden", "enabled", "selected", "editing"]

  mutating func decodeSet(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> Effect? {
    var path: String { pathText() }
    guard let raw = context.object(node, path, example: "{ id: \"status\", value: \"Sent\" }") else { return nil }
    var target: ElementRef?
    var patch = ElementPatch()
    for m in context.uniqueMembers(raw, path) {
      var p: String { join(path, m.key) }
      guard SceneDecoder.setKeys.contains(m.key) else {
        context.unknownKey(m, path, allowed: SceneDecoder.setKeys, context: "'set'")
        continue
      }
      switch m.key {
      case "id": target = ref(m.value, p)
      case "label": patch.label = context.string(m.value, p)
      case "value": patch.value = context.string(m.value, p)
      case "hint": patch.hint = context.string(m.value, p)
      case "hidden": patch.hidden = context.bool(m.value, p)
      case "enabled": patch.enabled = context.bool(m.value, p)
      case "selected": patch.selected = context.bool(m.value, p)
      case "editing": patch.editing = context.bool(m.value, p)
      default: context.unknownKey(m, path, allowed: SceneDecoder.setKeys, context: "'set'")
      }
    }
    guard let target else {
      context.error(node.offset, path, "'set' needs the 'id' of the element to change", "write { set: { id: \"status\", value: \"Sent\" } }")
      return nil
    }
    return .set(target, patch)
  }

  /// The keys of a custom action written as an object.
  static let customActionKeys = ["name", "onActivate"]

  mutating func decodeActions(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> [CustomAction] {
    var path: String { pathText() }
    guard let items = context.array(node, path, example: "[\"Delete\", { name: \"Archive\", onActivate: {...} }]") else { return [] }
    var result: [CustomAction] = []
    for (i, item) in items.enumerated() {
      var p: String { "\(path)[\(i)]" }
      if case .string(let name) = item.value {
        if name.isEmpty {
          context.error(item.offset, p, "the action's name is empty", "name it after what it does, such as \"Delete\"")
        }
        result.append(CustomAction(name: name, effects: []))
        continue
      }
      guard let raw = context.object(item, p, example: "{ name: \"Archive\", onActivate: { announce: \"Archived\" } }") else { continue }
      var name: String?
      var nameOffset = item.offset
      var effects: [Effect] = []
      for m in context.uniqueMembers(raw, p) {
        guard SceneDecoder.customActionKeys.contains(m.key) else {
          context.unknownKey(m, p, allowed: SceneDecoder.customActionKeys, context: "a custom action")
          continue
        }
        switch m.key {
        case "name": name = context.string(m.value, join(p, "name")); nameOffset = m.value.offset
        case "onActivate": effects = decodeEffects(m.value, join(p, "onActivate"))
        default: context.unknownKey(m, p, allowed: SceneDecoder.customActionKeys, context: "a custom action")
        }
      }
      if let name {
        if name.isEmpty { context.error(nameOffset, join(p, "name"), "the action's name is empty", "name it after what it does, such as \"Delete\"") }
        result.append(CustomAction(name: name, effects: effects))
      } else if !raw.contains(where: { $0.key == "name" }) {
        context.error(item.offset, p, "the action has no 'name'", "add name: \"Delete\"")
      }
    }
    return result
  }

  /// The keys of a custom rotor.
  static let rotorKeys = ["name", "targets", "words", "in", "matching"]

  mutating func decodeRotors(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> [CustomRotor] {
    var path: String { pathText() }
    guard let items = context.array(node, path, example: "[{ name: \"Flagged\", targets: [\"m1\", \"m4\"] }]") else { return [] }
    var result: [CustomRotor] = []
    for (i, item) in items.enumerated() {
      var p: String { "\(path)[\(i)]" }
      guard let raw = context.object(item, p, example: "{ name: \"Flagged\", targets: [\"m1\"] }") else { continue }
      var name: String?
      var nameOffset = item.offset
      var targets: [ElementRef] = []
      var rule = RotorRuleKeys()
      for m in context.uniqueMembers(raw, p) {
        var mp: String { join(p, m.key) }
        guard SceneDecoder.rotorKeys.contains(m.key) else {
          context.unknownKey(m, p, allowed: SceneDecoder.rotorKeys, context: "a rotor")
          continue
        }
        switch m.key {
        case "name": name = context.string(m.value, mp); nameOffset = m.value.offset
        case "targets":
          if let ts = context.array(m.value, mp, example: "[\"m1\", \"m4\"]") {
            targets = ts.enumerated().compactMap { ref($0.element, "\(mp)[\($0.offset)]") }
          }
          rule.targetsOffset = m.keyOffset
        case "words", "in", "matching": readRotorRule(m, path: mp, into: &rule)
        default: context.unknownKey(m, p, allowed: SceneDecoder.rotorKeys, context: "a rotor")
        }
      }
      guard let name, !name.isEmpty else {
        if name != nil {
          context.error(nameOffset, join(p, "name"), "the rotor's name is empty", "name it after what it lists, such as \"Flagged\"")
        } else if !raw.contains(where: { $0.key == "name" }) {
          context.error(item.offset, p, "the rotor has no 'name'", "add name: \"Flagged\"")
        }
        continue
      }
      result.append(CustomRotor(name: name, targets: targets, rule: finishRotorRule(rule, path: p, offset: item.offset)))
    }
    return result
  }

  /// Resolves every id reference, reporting dangling ones with a suggestion.
  mutating func resolveReferences(screenIndex: [String: Int], screens: inout [Screen]) {
    // Sorted, so that the suggestion does not depend on the order of a dictionary.
    let anyDangling =
      pendingRefs.contains { ids[$0.id] == nil } || pendingOrders.contains { $0.ids.contains { ids[$0.0] == nil } }
    let known = anyDangling ? ids.keys.sorted() : []
    let knownScreens = pendingScreenRefs.contains { screenIndex[$0.screen] == nil } ? screenIndex.keys.sorted() : []
    // A suggestion compares the id with every known one: only the first few dangling
    // references get one, so that a file full of them cannot take quadratic time.
    var suggestions = 100
    func candidates(_ all: [String]) -> [String] {
      suggestions -= 1
      return suggestions >= 0 ? all : []
    }
    for r in pendingRefs where ids[r.id] == nil && !unreadIDs.contains(r.id) {
      context.error(
        r.offset, text(of: r.path), "no element has the id \(Sanitize.quote(r.id))",
        Suggest.didYouMean(r.id, among: candidates(known), otherwise: "add id: \"\(Sanitize.shorten(r.id))\" to the element you mean"))
    }
    for (name, offset, path) in pendingScreenRefs where screenIndex[name] == nil && !unreadScreenIDs.contains(name) {
      context.error(
        offset, text(of: path), "no screen has the id \(Sanitize.quote(name))",
        Suggest.didYouMean(name, among: candidates(knownScreens), otherwise: "add a screen with id: \"\(Sanitize.shorten(name))\""))
    }
    for (element, refs) in pendingOrders {
      var order: [ElementIndex] = []
      var listed = Set<ElementIndex>()
      for (id, offset, path) in refs {
        guard let target = ids[id] else {
          if !unreadIDs.contains(id) {
            context.error(
              offset, text(of: path), "no element has the id \(Sanitize.quote(id))",
              Suggest.didYouMean(id, among: candidates(known), otherwise: "add id: \"\(Sanitize.shorten(id))\" to the element you mean"))
          }
          continue
        }
        if !isDescendant(target, of: element) {
          context.error(offset, text(of: path), "\(Sanitize.quote(id)) is not inside this element", "list only elements nested in it, in the order VoiceOver should read them")
          continue
        }
        if !listed.insert(target).inserted {
          context.error(offset, text(of: path), "\(Sanitize.quote(id)) is listed twice", "list each element once")
          continue
        }
        order.append(target)
      }
      elements[element].explicitOrder = order
    }
    guard !context.hasErrors else { return }
    let resolve: (ElementRef) -> ElementRef = { [ids] r in ElementRef(id: r.id, index: ids[r.id] ?? 0) }
    func fix(_ effects: [Effect]) -> [Effect] {
      var effects = effects
      resolveInPlace(&effects)
      return effects
    }
    /// The effect with its element reference resolved; nil when it names no element.
    func resolved(_ effect: Effect) -> Effect? {
      switch effect {
      case .layoutChanged(let f?): .layoutChanged(focus: resolve(f))
      case .screenChanged(let f?): .screenChanged(focus: resolve(f))
      case .toggle(let r): .toggle(resolve(r))
      case .select(let r): .select(resolve(r))
      case .set(let r, let p): .set(resolve(r), p)
      default: nil
      }
    }
    /// Writes only lists that name an element, so lists without references (and the
    /// shared ones) are neither copied nor reallocated. The list is read first, outside
    /// the loop that writes: the optimiser makes an array unique once before a loop that
    /// may write to it, and so copied the shared `{ push: "message" }` of every row (72
    /// bytes a row at 100k, which heaptrack showed as a second copy of each row's list).
    func resolveInPlace(_ effects: inout [Effect]) {
      guard effects.contains(where: { resolved($0) != nil }) else { return }
      for k in effects.indices {
        if let r = resolved(effects[k]) { effects[k] = r }
      }
    }
    func fixRotors(_ rotors: [CustomRotor]) -> [CustomRotor] {
      rotors.map { r in
        var rule = r.rule
        if case .words(let words, let refs) = rule { rule = .words(words, in: refs.map(resolve)) }
        return CustomRotor(name: r.name, targets: r.targets.map(resolve), rule: rule)
      }
    }
    for i in elements.indices {
      if !elements[i].onActivate.isEmpty { resolveInPlace(&elements[i].onActivate) }
      if !elements[i].onIncrement.isEmpty { elements[i].onIncrement = fix(elements[i].onIncrement) }
      if !elements[i].onDecrement.isEmpty { elements[i].onDecrement = fix(elements[i].onDecrement) }
      if let e = elements[i].onMagicTap { elements[i].onMagicTap = fix(e) }
      if let e = elements[i].onEscape { elements[i].onEscape = fix(e) }
      for a in 0..<elements[i].actions.count { resolveInPlace(&elements[i].actions[a].effects) }
      if !elements[i].rotors.isEmpty { elements[i].rotors = fixRotors(elements[i].rotors) }
    }
    for (i, traits) in interaction where !traits.gestures.isEmpty {
      interaction[i]?.gestures = traits.gestures.map { Gesture(kind: $0.kind, effects: fix($0.effects)) }
    }
    for s in screens.indices {
      screens[s].rotors = fixRotors(screens[s].rotors)
      if let e = screens[s].onMagicTap { screens[s].onMagicTap = fix(e) }
      if let e = screens[s].onEscape { screens[s].onEscape = fix(e) }
    }
  }

  func isDescendant(_ index: ElementIndex, of ancestor: ElementIndex) -> Bool {
    var current = elements[index].parent
    var steps = 0
    while let p = current, steps < 10_000 {
      if p == ancestor { return true }
      current = elements[p].parent
      steps += 1
    }
    return false
  }
}
