extension SceneDecoder {
  /// Applies an element's properties (everything beside its kind key).
  mutating func applyProperties(
    _ members: TapeMembers, to index: ElementIndex, kind: ElementKind, path pathText: @autoclosure () -> String, depth: Int
  ) {
    var path: String { pathText() }
    // Move the element out of the table (no copy of its fields), and back at the end.
    var e = Element(kind: kind)
    swap(&e, &elements[index])
    // The stand-in keeps its place, so the element's path can be made meanwhile.
    elements[index].parent = e.parent
    elements[index].pathStep = e.pathStep
    var setTraits: Traits?
    var setTraitsAt = 0
    var addTraits: Traits = []
    var removeTraits: Traits = []
    var selected: Bool?
    var enabled: Bool?
    var editing: Bool?
    var range = (min: Double?.none, max: Double?.none, step: Double?.none)
    // Where `min`, `max`, `value` and `values` are written, for messages about them.
    var at = (min: Int?.none, max: Int?.none, value: Int?.none, values: Int?.none)
    var formatNode: TapeNode?
    var stepNames: [String]?
    var numericValue: Double?
    var valueLiteral: String?
    var on: Bool?
    var text: String?
    var title: String?
    var message: String?
    var back: (String, TapeNode)?
    var leading: TapeNode?
    var trailing: TapeNode?
    var pages: Int?
    var page: Int?
    var selectedIndex: (Int, TapeNode)?
    var table = TableKeys()
    var titleItem: BarItem?
    var backItem: BarItem?
    /// Which key gave the Voice Control names (`inputLabels` or a framework's name for it).
    var inputLabelsKey: String?
    for m in members {
      anchor = (.element(index), m.keyIndex)
      func p() -> String { join(path, m.key) }
      let v = m.value
      if !isCommonKey(m), !(SceneDecoder.kindKeySets[kind]?.contains(m.key) ?? false) {
        let allowed = SceneDecoder.commonKeys + (SceneDecoder.kindKeys[kind] ?? [])
        let owners = SceneDecoder.kindKeys.filter({ $0.value.contains(m.key) }).keys.map(\.rawValue).sorted()
        if let fix = FrameworkNames.suggestion(for: m.key, allowed: allowed, kind: kind.rawValue) {
          context.error(m.keyOffset, p(), "unknown key \(Sanitize.quote(m.key)) in '\(kind.rawValue)'", fix)
        } else if !owners.isEmpty {
          let list = owners.map { "'\($0)'" }.joined(separator: ", ")
          context.error(
            m.keyOffset, p(), "'\(m.key)' applies to \(list) elements, not to '\(kind.rawValue)'",
            owners.count == 1 ? "remove it, or make the element a '\(owners[0])'" : "remove it, or change the kind")
        } else if let guess = Suggest.closest(to: m.key, among: allowed) {
          context.error(m.keyOffset, p(), "unknown key \(Sanitize.quote(m.key)) in '\(kind.rawValue)'", "did you mean '\(guess)'?")
        } else if let kindGuess = Suggest.closest(to: m.key, among: SceneDecoder.allKindNames) {
          context.error(
            m.keyOffset, p(), "unknown key \(Sanitize.quote(m.key)) in '\(kind.rawValue)'",
            "did you mean '\(kindGuess)'? (an element has one kind: put it in an element of its own)")
        } else {
          context.unknownKey(m, path, allowed: allowed, context: "'\(kind.rawValue)'")
        }
        noteUnreadIDs(in: v)
        continue
      }
      switch m.key {
      case "id":
        if let s = context.string(v, p(), example: "\"sendButton\"") {
          register(id: s, for: index, offset: v.offset, path: p())
          e.id = elements[index].id
        }
      case "label": e.label = context.string(v, p()).map { interned($0) } ?? e.label
      case "value":
        at.value = v.offset
        if case .number(let x, let literal) = v.value {
          if x.isFinite {
            numericValue = x
            valueLiteral = literal
          } else {
            context.error(v.offset, p(), "\(Sanitize.quote(literal)) is not a finite number", "write a finite number such as 5, or a string")
          }
        } else {
          e.value = context.string(v, p()).map { interned($0) }
        }
      case "hint": e.hint = context.string(v, p()).map { interned($0) }
      case "identifier": e.identifier = context.string(v, p())
      case "language": e.language = context.string(v, p(), example: "\"en\"")
      case "inputLabels", "accessibilityUserInputLabels", "accessibilityInputLabels":
        if let first = inputLabelsKey {
          context.error(m.keyOffset, p(), "'\(m.key)' gives the Voice Control names that '\(first)' already gives", "keep one of the two")
        } else {
          inputLabelsKey = m.key
          e.inputLabels = context.strings(v, p()) ?? []
          e.inputLabelsKey = m.key
        }
      case "customContent": e.customContent = decodeCustomContent(v, p())
      case "traits": setTraits = decodeTraits(v, p()); setTraitsAt = m.keyOffset
      case "addTraits": addTraits = decodeTraits(v, p()) ?? []
      case "removeTraits": removeTraits = decodeTraits(v, p()) ?? []
      case "element": e.isElement = context.bool(v, p()) ?? e.isElement
      case "hidden": e.hidden = context.bool(v, p()) ?? false
      case "grouping":
        e.grouping = context.choice(v, p(), what: "grouping", names: Grouping.allCases.map(\.rawValue), lookup: Grouping.init(rawValue:)) ?? .none
      case "groupChildren": e.groupsChildren = context.bool(v, p()) ?? false
      case "order":
        if let items = context.array(v, p(), example: "[\"title\", \"subtitle\"]") {
          var refs: [(String, Int, DeferredPath)] = []
          for (i, item) in items.enumerated() {
            if let s = context.string(item, "\(p())[\(i)]", example: "\"elementId\"") { refs.append((s, item.offset, deferredPath(to: item, "\(p())[\(i)]"))) }
          }
          pendingOrders.append((index, refs))
        }
      case "sortPriority": e.sortPriority = context.number(v, p(), in: SceneRange.sortPriority) ?? 0
      case "container":
        e.containerType = context.choice(v, p(), what: "container type", names: ContainerType.allCases.map(\.rawValue), lookup: ContainerType.init(rawValue:)) ?? .none
      case "modal": e.isModal = context.bool(v, p()) ?? e.isModal
      case "respondsToUserInteraction":
        if let b = context.bool(v, p()) { interaction[index, default: InteractionTraits()].respondsToUserInteraction = b }
      case "navigationStyle":
        if let style = context.choice(v, p(), what: "navigation style", names: NavigationStyle.allCases.map(\.rawValue), lookup: NavigationStyle.init(rawValue:)) {
          interaction[index, default: InteractionTraits()].navigationStyle = style
        }
      case "focusGroup":
        if let g = context.string(v, p(), example: "\"toolbar\"") {
          if g.isEmpty {
            context.error(v.offset, p(), "'focusGroup' is empty", "name the group, such as \"toolbar\", or remove the key to inherit the parent's group")
          } else {
            interaction[index, default: InteractionTraits()].focusGroup = g
          }
        }
      case "focusGroupPriority":
        if let priority = context.choice(v, p(), what: "focus group priority", names: FocusGroupPriority.allCases.map(\.rawValue), lookup: FocusGroupPriority.init(rawValue:)) {
          interaction[index, default: InteractionTraits()].focusGroupPriority = priority
        }
      case "gestures":
        let gestures = decodeGestures(v, p())
        if !gestures.isEmpty { interaction[index, default: InteractionTraits()].gestures = gestures }
      case "actions": e.actions = decodeActions(v, p())
      case "rotors": e.rotors = decodeRotors(v, p())
      case "onActivate": e.onActivate = decodeEffects(v, p())
      case "onIncrement": e.onIncrement = decodeEffects(v, p())
      case "onDecrement": e.onDecrement = decodeEffects(v, p())
      case "onMagicTap": e.onMagicTap = decodeEffects(v, p())
      case "onEscape": e.onEscape = decodeEffects(v, p())
      case "frame": e.layout.frame = decodeFrame(v, p())
      case "width": e.layout.width = context.number(v, p(), in: SceneRange.length)
      case "height": e.layout.height = context.number(v, p(), in: SceneRange.length)
      case "minWidth": e.layout.minWidth = context.number(v, p(), in: SceneRange.length)
      case "minHeight": e.layout.minHeight = context.number(v, p(), in: SceneRange.length)
      case "padding": e.layout.padding = decodeInsets(v, p())
      case "spacing": e.layout.spacing = context.number(v, p(), in: SceneRange.spacing)
      case "alignment":
        e.layout.alignment = context.choice(v, p(), what: "alignment", names: Alignment.allCases.map(\.rawValue), lookup: Alignment.init(rawValue:))
      case "style":
        e.layout.textStyle = context.choice(v, p(), what: "text style", names: TextStyle.allCases.map(\.rawValue), lookup: TextStyle.named)
      case "fixedSize": e.layout.fixedTextSize = context.bool(v, p()) ?? false
      case "lines": e.layout.maxLines = context.integer(v, p(), in: SceneRange.lines) ?? 0
      case "adaptive":
        if case .bool(let b) = v.value {
          e.layout.adaptive = b ? .accessibilitySizes : .never
        } else if let a = context.choice(v, p(), what: "adaptive layout", names: AdaptiveLayout.allCases.map(\.rawValue), lookup: AdaptiveLayout.init(rawValue:)) {
          e.layout.adaptive = a
        }
        if e.layout.adaptive != .never, !SceneLayout.isHorizontalKind(kind) {
          context.error(v.offset, p(), "'adaptive' applies to rows (hstack, cell), not to '\(kind.rawValue)'", "put it on the hstack whose children should stack vertically")
        }
      case "foreground", "background":
        if let c = decodeColorSet(v, p()) {
          if m.key == "foreground" { colors[index, default: ElementColors()].foreground = c } else { colors[index, default: ElementColors()].background = c }
        }
      case "colorMeaning":
        if let t = context.string(v, p(), example: "\"Offline\"") { colors[index, default: ElementColors()].colorMeaning = t }
      case "withoutColor":
        if let t = context.string(v, p(), example: "\"xmark.circle\"") { colors[index, default: ElementColors()].withoutColor = t }
      case "motion":
        if let spec = decodeMotion(v, p()) { motion[index] = spec }
      case "scaledMetrics":
        e.layout.scaledMetrics = context.choice(v, p(), what: "text style", names: TextStyle.allCases.map(\.rawValue), lookup: TextStyle.named)
      case "selected": selected = context.bool(v, p())
      case "enabled": enabled = context.bool(v, p())
      case "editing": editing = context.bool(v, p())
      case "symbol": e.symbol = context.string(v, p(), example: "\"paperclip\"")
      case "audit":
        let suppressions = decodeAudit(v, p())
        if !suppressions.isEmpty { auditSuppressions[index] = suppressions }
      case "note":
        // A comment for people; kept for the Inspector when it is text.
        if case .string(let s) = v.value, !s.isEmpty { notes[index] = s }
      case "min": range.min = context.number(v, p(), in: SceneRange.bound); at.min = v.offset
      case "max": range.max = context.number(v, p(), in: SceneRange.bound); at.max = v.offset
      case "step":
        if case .number(let x, let literal) = v.value, x.isFinite, x <= 0 {
          context.error(v.offset, p(), "the step \(Sanitize.quote(literal)) is not positive", "use a number greater than 0, such as 1")
        } else {
          range.step = context.number(v, p(), in: SceneRange.step)
        }
      case "format": formatNode = v
      case "values": stepNames = context.strings(v, p()); at.values = v.offset
      case "on": on = context.bool(v, p())
      case "text": text = context.string(v, p())
      case "placeholder": e.placeholder = context.string(v, p())
      case "title":
        if kind == .navigationBar, case .object = v.value {
          if let item = barItem(v, p(), what: "title") { title = item.label; titleItem = item }
        } else {
          title = context.string(v, p())
        }
      case "message": message = context.string(v, p())
      case "back":
        if case .object = v.value {
          if let item = barItem(v, p(), what: "back button") { back = (item.label, v); backItem = item }
        } else if let s = context.string(v, p(), example: "\"Mailboxes\"") {
          back = (s, v)
        }
      case "leading": leading = v
      case "trailing": trailing = v
      case "largeTitle": _ = context.bool(v, p())
      case "selectedIndex": if let i = context.integer(v, p(), in: SceneRange.selectedIndex) { selectedIndex = (i, v) }
      case "pages": pages = context.integer(v, p(), in: SceneRange.pages)
      case "page": page = context.integer(v, p(), in: SceneRange.pages)
      case "level": _ = context.integer(v, p(), in: SceneRange.headingLevel)
      case "framework":
        e.framework = context.choice(v, p(), what: "framework", names: UIFramework.allCases.map(\.rawValue), lookup: UIFramework.init(rawValue:))
      case "badge": e.badge = decodeBadge(v, p())
      case "row", "column", "rowSpan", "columnSpan", "tableHeader", "rows", "columns": table.read(m, path: p(), &context)
      default: break
      }
    }
    anchor = nil
    // Traits: set, then add, then remove, then the state flags.
    if let setTraits {
      e.traits = setTraits
      if !kind.defaultTraits.isSubset(of: setTraits) {
        replacedTraits[index] = ReplacedTraits(written: setTraits, removed: removeTraits, offset: setTraitsAt)
      }
    }
    e.traits.formUnion(addTraits)
    e.traits.subtract(removeTraits)
    if let selected { if selected { e.traits.insert(.selected) } else { e.traits.remove(.selected) } }
    if let enabled { if enabled { e.traits.remove(.notEnabled) } else { e.traits.insert(.notEnabled) } }
    if let editing { if editing { e.traits.insert(.isEditing) } else { e.traits.remove(.isEditing) } }
    if kind == .toggle {
      // UISwitch ignores accessibilityValue: it speaks its state (`check` warns about a value).
      if let written = e.value ?? valueLiteral { ignoredSwitchValues[index] = IgnoredValue(text: written, offset: at.value ?? e.sourceOffset) }
      numericValue = nil
      e.value = (on ?? false) ? "1" : "0"
    }
    // Text inputs speak their text, or the placeholder while empty.
    if let text { e.visibleText = text }
    if kind.isTextInput, e.value == nil {
      let t = text ?? ""
      if !t.isEmpty {
        e.value = kind == .secureField ? String(repeating: "•", count: t.count) : t
      } else if let placeholder = e.placeholder {
        if e.label == nil { e.label = placeholder } else { e.value = placeholder }
      }
    }
    // Adjustable values.
    if kind == .pageControl {
      // A page control steps through its pages; the range keys do not apply.
      for (key, offset) in [("min", at.min), ("max", at.max), ("values", at.values)] where offset != nil {
        context.error(offset!, join(path, key), "'\(key)' does not apply to 'pageControl'", "use pages: and page: instead")
      }
      if let formatNode {
        context.error(formatNode.offset, join(path, "format"), "'format' does not apply to 'pageControl'", "a page control speaks 'page N of M', so remove 'format'")
      }
      let count = pages ?? 3
      e.adjustment = .range(.init(minimum: 1, maximum: Double(count), step: 1, current: Double(min(page ?? 1, count)), format: .template("page {value} of \(count)")))
    } else if let stepNames {
      if let formatNode {
        context.error(formatNode.offset, join(path, "format"), "'format' does not apply to named 'values'", "the values are spoken as written; remove 'format'")
      }
      if stepNames.isEmpty {
        context.error(at.values ?? e.sourceOffset, join(path, "values"), "'values' is empty", "list the steps in order, such as [\"Small\", \"Medium\", \"Large\"]")
      } else {
        var current = 0
        if let v = e.value {
          if let i = stepNames.firstIndex(of: v) { current = i } else {
            context.error(at.value ?? e.sourceOffset, join(path, "value"), "the value \(Sanitize.quote(v)) is not one of 'values'", Suggest.didYouMean(v, among: stepNames, otherwise: "use one of the listed values"))
          }
        }
        e.adjustment = .steps(stepNames, current: current)
      }
    } else if range.min != nil || range.max != nil || numericValue != nil || kind.isAlwaysAdjustable {
      let lo = range.min ?? 0
      // UISlider and SwiftUI's Slider run from 0 to 1 unless told otherwise; a slider whose
      // value is above 1 (a percentage written as a number, `value: 50`) keeps 0...100.
      let unitSlider = kind == .slider && range.min == nil && (numericValue ?? 0) <= 1
      let hi = range.max ?? (kind == .stepper ? 10 : unitSlider ? 1 : (range.min.map { $0 + 100 } ?? 100))
      let (loText, hiText) = (Adjustment.format(lo), Adjustment.format(hi))
      if lo > hi {
        if range.min == nil {
          context.error(
            at.max ?? e.sourceOffset, join(path, "max"), "'max' (\(hiText)) is less than 'min', which is \(loText) when not given",
            "add a 'min' of \(hiText) or less")
        } else if range.max == nil {
          context.error(
            at.min ?? e.sourceOffset, join(path, "min"), "'min' (\(loText)) is greater than 'max', which is \(hiText) when not given",
            "add a 'max' of \(loText) or more")
        } else {
          context.error(at.min ?? e.sourceOffset, join(path, "min"), "'min' (\(loText)) is greater than 'max' (\(hiText))", "swap them")
        }
      }
      let step = range.step ?? (kind == .slider ? (hi - lo) / 10 : 1)
      var current = numericValue ?? lo
      if lo <= hi, current < lo || current > hi {
        context.error(
          at.value ?? e.sourceOffset, join(path, "value"), "the value \(Sanitize.quote(valueLiteral ?? Adjustment.format(current))) is outside the range \(loText)...\(hiText)",
          "use a value from \(loText) to \(hiText), or change 'min' and 'max'")
        // Reported; clamped so that speaking it (a percentage of the range) cannot overflow.
        current = Swift.min(Swift.max(current, lo), hi)
      }
      let format = decodeFormat(formatNode, join(path, "format"), default: kind == .slider ? .percent : .number)
      e.adjustment = .range(.init(minimum: lo, maximum: hi, step: step > 0 ? step : 1, current: current, format: format))
    } else if formatNode != nil {
      context.error(formatNode?.offset ?? e.sourceOffset, join(path, "format"), "'format' needs 'min' and 'max' or a numeric 'value'", "add min: and max:, or remove 'format'")
    }
    if let a = e.adjustment {
      if e.value == nil { e.value = a.spokenValue }
      if !e.traits.contains(.adjustable) {
        if range.min == nil, range.max == nil, stepNames == nil, let x = numericValue {
          // Only a numeric `value`: most likely meant as text.
          context.error(
            at.value ?? e.sourceOffset, join(path, "value"), "a numeric value makes '\(kind.rawValue)' adjustable, but it lacks the adjustable trait",
            "write the value as a string, value: \"\(Adjustment.format(x))\", or add addTraits: [\"adjustable\"]")
        } else {
          context.error(e.sourceOffset, path, "'\(kind.rawValue)' has adjustable values but not the adjustable trait", "add addTraits: [\"adjustable\"], or remove min/max/values")
        }
      }
    } else if numericValue != nil {
      e.value = Adjustment.format(numericValue!)
    }
    if let title { e.visibleText = title }
    table.apply(to: &e, path: path, &context)
    let uikitStepper = kind == .stepper && e.adjustment != nil && framework(of: e) == .uikit
    if uikitStepper { e.isElement = false }
    swap(&e, &elements[index])
    if uikitStepper { appendStepperButtons(to: index, path: path) }
    // Synthesised children.
    if kind == .navigationBar {
      if let (label, node) = back {
        var b = Element(kind: SceneDecoder.navigationBackKind)
        b.label = label
        b.visibleText = "‹ " + label
        b.onActivate = [.pop]
        if let c = appendChild(b, at: node.offset, step: .named("back"), parent: index), let backItem {
          applyProperties(backItem.rest, to: c, kind: SceneDecoder.navigationBackKind, path: join(path, "back"), depth: depth + 1)
        }
      }
      if let leading { appendItems(leading, key: "leading", path: join(path, "leading"), parent: index, depth: depth) }
      if let t = elements[index].visibleText {
        var h = Element(kind: SceneDecoder.navigationTitleKind)
        h.label = t
        h.layout.textStyle = .headline
        let offset = titleItem?.node.offset ?? elements[index].sourceOffset
        if let c = appendChild(h, at: offset, step: .named("title"), parent: index), let titleItem {
          applyProperties(titleItem.rest, to: c, kind: SceneDecoder.navigationTitleKind, path: join(path, "title"), depth: depth + 1)
        }
      }
      if let trailing { appendItems(trailing, key: "trailing", path: join(path, "trailing"), parent: index, depth: depth) }
    }
    if kind == .alert || kind == .sheet || kind == .modal {
      if let t = elements[index].visibleText {
        var h = Element(kind: .header)
        h.label = t
        h.layout.textStyle = .headline
        _ = appendChild(h, at: elements[index].sourceOffset, step: .named("title"), parent: index)
      }
      if let message {
        var m = Element(kind: .text)
        m.label = message
        m.layout.textStyle = .footnote
        _ = appendChild(m, at: elements[index].sourceOffset, step: .named("message"), parent: index)
      }
    }
    if let (i, node) = selectedIndex { pendingSelectedIndex.append((index, i, node.offset, join(path, "selectedIndex"))) }
  }

  /// Whether a member's key is one of `commonKeys`, looked up once per distinct key of the
  /// document.
  mutating func isCommonKey(_ m: TapeMember) -> Bool {
    let id = m.keyID
    if id >= commonKeyIDs.count { commonKeyIDs += repeatElement(-1, count: id + 1 - commonKeyIDs.count) }
    if commonKeyIDs[id] < 0 { commonKeyIDs[id] = SceneDecoder.commonKeySet.contains(m.key) ? 1 : 0 }
    return commonKeyIDs[id] == 1
  }

  mutating func appendChild(_ e: Element, at offset: Int, step: ElementPath.Step, parent: ElementIndex) -> ElementIndex? {
    guard let c = append(e, at: offset, step: step, parent: parent) else { return nil }
    elements[parent].children.append(c)
    return c
  }

  mutating func appendItems(_ node: TapeNode, key: String, path pathText: @autoclosure () -> String, parent: ElementIndex, depth: Int) {
    var path: String { pathText() }
    guard let items = context.array(node, path, example: "[{ button: \"Edit\" }]") else {
      noteUnreadIDs(in: node)
      return
    }
    for (i, item) in items.enumerated() {
      if let c = decodeElement(item, path: "\(path)[\(i)]", step: .named(key, index: i), parent: parent, depth: depth + 1, stringKind: SceneDecoder.navigationItemKind) {
        elements[parent].children.append(c)
      }
    }
  }

  /// Checks made once the element's children are known.
  mutating func finish(_ index: ElementIndex, path pathText: @autoclosure () -> String) {
    var path: String { pathText() }
    // Only the kind is read first: copying the whole element for every element showed in
    // profiles.
    let kind = elements[index].kind
    if kind == .segmented || kind == .tabBar, let pending = pendingSelectedIndex.last, pending.0 == index {
      pendingSelectedIndex.removeLast()
      let children = elements[index].children
      if children.indices.contains(pending.1) {
        elements[children[pending.1]].traits.insert(.selected)
      } else {
        let n = children.count
        context.error(
          pending.2, pending.3,
          "'\(pending.1)' is out of range: there \(n == 1 ? "is 1 segment" : "are \(n) segments"), counted from 0",
          n == 0 ? "add segments, or remove 'selectedIndex'" : "use 0 to \(n - 1)")
      }
    }
  }

  mutating func decodeTraits(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> Traits? {
    var path: String { pathText() }
    guard let names = context.strings(node, path) else { return nil }
    var traits: Traits = []
    let all = Traits.named.map(\.name)
    for (i, name) in names.enumerated() {
      if let t = Traits.named(name) {
        traits.insert(t)
      } else {
        let p = case_array(node) ? "\(path)[\(i)]" : path
        context.error(
          offsetOfItem(node, i), p, "unknown trait \(Sanitize.quote(name))",
          Suggest.didYouMean(name, among: all, otherwise: "use one of the traits listed in Docs/SceneFormat.md"))
      }
    }
    return traits
  }

  func case_array(_ node: TapeNode) -> Bool {
    if case .array = node.value { return true }
    return false
  }

  func offsetOfItem(_ node: TapeNode, _ i: Int) -> Int {
    if case .array(let items) = node.value, items.indices.contains(i) { return items[i].offset }
    return node.offset
  }

  mutating func decodeFrame(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> Frame? {
    var path: String { pathText() }
    guard let items = context.array(node, path, example: "[x, y, width, height]") else { return nil }
    guard items.count == 4 else {
      context.error(node.offset, path, "expected 4 numbers [x, y, width, height], found \(items.count)", "write frame: [16, 100, 361, 44]")
      return nil
    }
    let x = context.number(items[0], path + "[0]", in: SceneRange.position)
    let y = context.number(items[1], path + "[1]", in: SceneRange.position)
    let w = context.number(items[2], path + "[2]", in: SceneRange.length)
    let h = context.number(items[3], path + "[3]", in: SceneRange.length)
    guard let x, let y, let w, let h else { return nil }
    return Frame(x: x, y: y, width: w, height: h)
  }

  mutating func decodeInsets(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> Insets? {
    var path: String { pathText() }
    if case .number = node.value {
      guard let v = context.number(node, path, in: SceneRange.spacing) else { return nil }
      return Insets(top: v, leading: v, bottom: v, trailing: v)
    }
    guard let items = context.array(node, path, example: "16, [8, 16] (vertical, horizontal) or [top, leading, bottom, trailing]") else { return nil }
    let values = items.enumerated().compactMap { context.number($0.element, "\(path)[\($0.offset)]", in: SceneRange.spacing) }
    guard values.count == items.count else { return nil }
    switch values.count {
    case 2: return Insets(top: values[0], leading: values[1], bottom: values[0], trailing: values[1])
    case 4: return Insets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    default:
      context.error(node.offset, path, "expected 1, 2 or 4 numbers, found \(values.count)", "write 16, [8, 16] or [8, 16, 8, 16]")
      return nil
    }
  }

  mutating func decodeFormat(_ node: TapeNode?, _ pathText: @autoclosure () -> String, default d: Adjustment.ValueFormat) -> Adjustment.ValueFormat {
    var path: String { pathText() }
    guard let node, let s = context.string(node, path, example: "\"percent\", \"number\" or \"{value} stars\"") else { return d }
    if let named = Adjustment.ValueFormat.named.first(where: { $0.name == s }) { return named.format }
    if Adjustment.ValueFormat.placeholders.contains(where: { s.contains($0) }) { return .template(s) }
    let names = Adjustment.ValueFormat.named.map(\.name)
    context.error(node.offset, path, "unknown format \(Sanitize.quote(s))", Suggest.didYouMean(s, among: names + ["{percent}"], otherwise: "use \"percent\", \"number\" or a template with {value} or {percent}, such as \"{value} stars\""))
    return d
  }

  /// The keys of a `customContent` entry, and the ones it needs.
  static let customContentKeys = ["label", "value", "importance"]
  static let customContentRequiredKeys = ["label", "value"]
  /// A custom content entry's `importance` names: whether each is high importance.
  static let customContentImportance: [(name: String, isHigh: Bool)] = [("default", false), ("high", true)]

  mutating func decodeCustomContent(_ node: TapeNode, _ pathText: @autoclosure () -> String) -> [CustomContent] {
    var path: String { pathText() }
    guard let items = context.array(node, path, example: "[{ label: \"Size\", value: \"2.4 MB\" }]") else { return [] }
    var result: [CustomContent] = []
    for (i, item) in items.enumerated() {
      var p: String { "\(path)[\(i)]" }
      guard let raw = context.object(item, p, example: "{ label: \"Size\", value: \"2.4 MB\" }") else { continue }
      var label: String?
      var value: String?
      var high = false
      for m in context.uniqueMembers(raw, p) {
        guard SceneDecoder.customContentKeys.contains(m.key) else {
          context.unknownKey(m, p, allowed: SceneDecoder.customContentKeys, context: "custom content")
          continue
        }
        switch m.key {
        case "label": label = context.string(m.value, join(p, "label"))
        case "value": value = context.string(m.value, join(p, "value"))
        case "importance":
          let levels = SceneDecoder.customContentImportance
          high = context.choice(m.value, join(p, "importance"), what: "importance", names: levels.map(\.name), lookup: { name in levels.first { $0.name == name }?.isHigh }) ?? false
        default: context.unknownKey(m, p, allowed: SceneDecoder.customContentKeys, context: "custom content")
        }
      }
      if let label, let value {
        result.append(CustomContent(label: label, value: value, isHighImportance: high))
      } else {
        // Report only keys that are absent; a wrong value has been reported already.
        let missing = SceneDecoder.customContentRequiredKeys.filter { k in !raw.contains { $0.key == k } }
        if !missing.isEmpty {
          context.error(
            item.offset, p, "the custom content has no " + missing.map { "'\($0)'" }.joined(separator: " or "),
            "write { label: \"Size\", value: \"2.4 MB\" }")
        }
      }
    }
    return result
  }
}
