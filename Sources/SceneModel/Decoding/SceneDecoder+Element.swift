extension SceneDecoder {
  static let commonKeys = [
    "id", "label", "value", "hint", "identifier", "inputLabels", "language", "customContent",
    "traits", "addTraits", "removeTraits", "element", "hidden", "grouping", "groupChildren",
    "order", "sortPriority", "container", "modal", "actions", "rotors", "onActivate",
    "onIncrement", "onDecrement", "onMagicTap", "onEscape", "frame", "width", "height",
    "minWidth", "minHeight", "padding", "spacing", "alignment", "style", "fixedSize", "lines",
    "selected", "enabled", "editing", "symbol", "note", "min", "max", "step", "format", "values",
    "respondsToUserInteraction", "navigationStyle", "focusGroup", "focusGroupPriority", "gestures",
    "adaptive", "scaledMetrics", "foreground", "background", "colorMeaning", "withoutColor", "motion",
    "framework", "row", "column", "rowSpan", "columnSpan", "tableHeader", "rows", "columns",
    "audit",
    // UIKit's and SwiftUI's names for `inputLabels`, accepted as written.
    "accessibilityUserInputLabels", "accessibilityInputLabels",
  ]

  /// Keys that only some kinds take.
  static let kindKeys: [ElementKind: [String]] = [
    .toggle: ["on"],
    .textField: ["text", "placeholder"], .secureField: ["text", "placeholder"],
    .searchField: ["text", "placeholder"], .textArea: ["text", "placeholder"],
    .navigationBar: ["title", "back", "leading", "trailing", "largeTitle"],
    .alert: ["title", "message"], .sheet: ["title", "message"], .modal: ["title", "message"],
    .segmented: ["selectedIndex"], .tabBar: ["selectedIndex"], .pageControl: ["pages", "page"],
    .tab: ["badge"],
    .header: ["level"], .sectionHeader: ["level"],
  ]

  static let commonKeySet = Set(commonKeys)
  static let kindKeySets: [ElementKind: Set<String>] = kindKeys.mapValues { Set($0) }

  static var allKindNames: [String] {
    ElementKind.allCases.map(\.rawValue) + ElementKind.aliases.keys.sorted()
  }

  /// Decodes an element object (or a bare string, which is static text) and its subtree.
  mutating func decodeElement(
    _ node: TapeNode, path pathText: @autoclosure () -> String, step: ElementPath.Step, parent: ElementIndex?, depth: Int,
    stringKind: ElementKind = .text
  ) -> ElementIndex? {
    var path: String { pathText() }
    if case .string(let s) = node.value {
      var e = Element(kind: stringKind)
      e.label = interned(s)
      return append(e, at: node.offset, step: step, parent: parent)
    }
    guard let raw = context.object(node, path, example: "{ button: \"OK\" } or { vstack: [...] }") else {
      noteUnreadIDs(in: node)
      return nil
    }
    let members = context.uniqueMembers(raw, path)
    var kindMembers = members.selecting { kind(ofKey: $0) != nil }
    if kindMembers.count > 1 {
      // `element`, `modal` and `text` are also properties (`element: true` on a stack, `text:`
      // of a text field): beside another kind they are read as properties.
      let others = kindMembers.selecting { m in
        !kindMembers.contains { k in
          k.key != m.key
            && (SceneDecoder.commonKeys.contains(m.key)
              || (ElementKind.named(k.key).flatMap { SceneDecoder.kindKeys[$0] } ?? []).contains(m.key))
        }
      }
      if !others.isEmpty { kindMembers = others }
      // `{ element: {...}, modal: true }`: when every candidate is also a property, one whose
      // value is true is the property (`element` wins when both are true).
      if kindMembers.count > 1, kindMembers.allSatisfy({ SceneDecoder.commonKeys.contains($0.key) }) {
        let flags = kindMembers.filter { if case .bool(true) = $0.value.value { return true } else { return false } }
        if flags.count == kindMembers.count, let e = kindMembers.first(where: { $0.key == "element" }) {
          kindMembers = kindMembers.selecting { $0.keyIndex == e.keyIndex }
        } else if flags.count == kindMembers.count - 1 {
          kindMembers = kindMembers.selecting { m in !flags.contains { $0.key == m.key } }
        }
      }
    }
    guard let kindMember = kindMembers.first, let kind = kind(ofKey: kindMember) else {
      reportMissingKind(members, node: node, path: path)
      noteUnreadIDs(in: node)
      return nil
    }
    if kindMembers.count > 1 {
      let names = kindMembers.map { "'\($0.key)'" }
      let list = names.dropLast().joined(separator: ", ") + " and " + names.last!
      let count = kindMembers.count == 2 ? "two" : "\(kindMembers.count)"
      context.error(
        kindMembers[1].keyOffset, join(path, kindMembers[1].key),
        "the element has \(count) kinds, \(list)",
        Self.secondKindFix(kindMembers)
          ?? "keep one kind per element, and put the other in an element of its own in a stack")
      noteUnreadIDs(in: node)
      return nil
    }
    // Built only when needed: for messages, and once for all the children.
    func elementPath() -> String { join(path, kindMember.key) }
    var element = Element(kind: kind)
    element.sourceOffset = node.offset
    var properties = members.without(kindMember)
    var childrenNode: TapeNode?
    var shorthandLabel: String?
    switch kindMember.value.value {
    case .string(let s):
      switch kind.shorthandMeaning {
      case .label:
        element.label = interned(s)
        shorthandLabel = s
      case .symbol: element.symbol = s
      case .title: element.visibleText = interned(s)
      case .none:
        if kind.acceptsChildren {
          context.error(
            kindMember.value.offset, elementPath(), "'\(kind.rawValue)' takes an array of children, not a string",
            "write \(kind.rawValue): [...]")
        } else {
          context.error(
            kindMember.value.offset, elementPath(), "'\(kind.rawValue)' takes no string",
            "write \(kind.rawValue): true")
        }
      }
    case .array:
      if kind.acceptsChildren {
        childrenNode = kindMember.value
      } else {
        context.error(
          kindMember.value.offset, elementPath(), "'\(kind.rawValue)' cannot have children",
          "put it in a stack with its neighbours, or give it a string: \(kind.rawValue): \"Title\"")
        noteUnreadIDs(in: kindMember.value)
      }
    case .object(let inner):
      // `{ button: { label: "OK" } }`: the inner members are the element's properties.
      let innerMembers = context.uniqueMembers(inner, elementPath())
      let besideKeys = Set(properties.map(\.key))
      for m in innerMembers where besideKeys.contains(m.key) {
        context.error(m.keyOffset, join(elementPath(), m.key), "'\(m.key)' is given twice, inside and beside '\(kind.rawValue)'", "keep one of them")
      }
      properties = properties + innerMembers.selecting { m in !besideKeys.contains(m.key) }
    case .bool(true), .null: break
    default:
      context.error(
        kindMember.value.offset, elementPath(),
        "expected a string, an array or an object after '\(kind.rawValue)', found \(DecodingContext.describe(kindMember.value))",
        "write \(kind.rawValue): \"Label\" or \(kind.rawValue): { ... }")
    }
    guard let index = append(element, at: node.offset, step: step, parent: parent) else { return nil }
    applyProperties(properties, to: index, kind: kind, path: path, depth: depth)
    // `{ button: "Send", label: "Send message" }`: the string after the kind is what the screen
    // shows (UIKit's title), `label` what VoiceOver says.
    // A text input shows what was typed, so its string stays only a label.
    // With a symbol the string is a title drawn beside it (`{ button: "Edit", symbol:
    // "pencil" }`), not an icon's hidden label.
    if let shown = shorthandLabel, !kind.isTextInput, elements[index].visibleText == nil,
      elements[index].label != shown || elements[index].symbol != nil
    {
      elements[index].visibleText = shown
    }
    if let childrenNode, case .array(let items) = childrenNode.value {
      let childKind = kind.stringChildKind
      var children: [ElementIndex] = []
      children.reserveCapacity(items.count)
      let childKey = ElementPath.keyIDs[kindMember.key] ?? 0
      for (i, item) in items.enumerated() {
        if let c = decodeElement(
          item, path: concat(elementPath(), "[", String(i), "]"), step: ElementPath.Step(key: childKey, index: Int32(clamping: i)),
          parent: index, depth: depth + 1, stringKind: childKind)
        {
          children.append(c)
        }
      }
      // Most elements have no children from their properties: the list is kept as built
      // (an append would copy it into a new buffer and free this one).
      if elements[index].children.isEmpty { elements[index].children = children } else { elements[index].children += children }
    }
    finish(index, path: path)
    return index
  }

  /// `ElementKind.named` of a member's key, looked up once per distinct key of the document.
  mutating func kind(ofKey m: TapeMember) -> ElementKind? {
    let id = m.keyID
    if id >= keyKinds.count { keyKinds += repeatElement(-2, count: id + 1 - keyKinds.count) }
    if keyKinds[id] == -2 {
      keyKinds[id] = ElementKind.named(m.key).flatMap { k in SceneDecoder.allKinds.firstIndex(of: k) }.map { Int16($0) } ?? -1
    }
    let k = keyKinds[id]
    return k < 0 ? nil : SceneDecoder.allKinds[Int(k)]
  }

  static let allKinds = ElementKind.allCases

  /// Creates a container of `kind` whose children are the items of an array node.
  mutating func decodeSynthetic(
    _ kind: ElementKind, children node: TapeNode, path pathText: @autoclosure () -> String, step: ElementPath.Step, parent: ElementIndex?
  ) -> ElementIndex? {
    var path: String { pathText() }
    guard case .array(let items) = node.value else { return nil }
    var e = Element(kind: kind)
    e.sourceOffset = node.offset
    guard let index = append(e, at: node.offset, step: step, parent: parent) else { return nil }
    for (i, item) in items.enumerated() {
      if let c = decodeElement(item, path: "\(path)[\(i)]", step: .item(i), parent: index, depth: 1) {
        elements[index].children.append(c)
      }
    }
    return index
  }

  /// Remembers the ids inside a subtree that is not decoded, so that references to them are
  /// not reported as dangling on top of the problem that stopped the decoding.
  mutating func noteUnreadIDs(in node: TapeNode) {
    var stack = [node]
    while let n = stack.popLast() {
      switch n.value {
      case .array(let items): stack += items
      case .object(let members):
        for m in members {
          if m.key == "id", case .string(let s) = m.value.value { unreadIDs.insert(s) } else { stack.append(m.value) }
        }
      default: break
      }
    }
  }

  mutating func append(_ element: consuming Element, at offset: Int, step: ElementPath.Step, parent: ElementIndex?) -> ElementIndex? {
    var e = element
    e.parent = parent
    e.screen = currentScreen
    e.pathStep = step
    e.sourceOffset = offset
    elements.append(e)
    return elements.count - 1
  }

  /// Registers an element id, reporting duplicates.
  mutating func register(id: String, for index: ElementIndex, offset: Int, path pathText: @autoclosure () -> String) {
    var path: String { pathText() }
    if id.isEmpty {
      context.error(offset, path, "the id is empty", "give the element a name such as \"sendButton\", or remove 'id'")
      return
    }
    let id = interned(id)
    // One lookup for the common case, a new id; the first element keeps a repeated one.
    if let existing = ids.updateValue(index, forKey: id) {
      ids[id] = existing
      context.error(
        offset, path, "duplicate id \(Sanitize.quote(id)) (also at \(ElementPath.of(existing, in: elements)))",
        "give each element its own id")
      return
    }
    elements[index].id = id
  }
}
