import SceneModel

/// Writes the mapper's items as a scene file (JSON5), one element per line with the dump
/// line it came from in a comment, and keeps where each element starts in the text so that
/// a warning about the scene can be reported at its line in the dump.
struct SceneWriter {
  let mapper: SceneMapper
  let ids: [String]
  let source: SourceText
  let fileName: String?
  var out: [UInt8] = []
  /// (offset of an element's `{` in the text, offset of its node in the dump), increasing.
  var sourceMap: [(scene: Int, dump: Int)] = []

  init(mapper: SceneMapper, source: SourceText, fileName: String?) {
    self.mapper = mapper
    self.source = source
    self.fileName = fileName
    ids = StableIDs.assign(mapper.items, nodes: mapper.tree.nodes)
  }

  mutating func write() {
    let format = mapper.tree.format
    let name = fileName.map { Self.commentSafe($0) }
    put("// axsim scene imported from \(format.description)\(name.map { ": " + $0 } ?? "").\n")
    put("// Labels, values, states and frames come from the dump; hints, most traits, custom actions,\n")
    put("// grouping and what activating things does do not (see Docs/Import.md). Add them here;\n")
    put("// importing a newer dump again keeps the ids of the elements that did not change.\n")
    put("{\n  format: \"\(SceneFormat.current)\",\n")
    if let title = mapper.title { put("  title: \(json(title)),\n") }
    put("  importedFrom: { format: \"\(format.rawValue)\"\(fileName.map { ", file: " + json($0) } ?? "") },\n")
    let g = mapper.geometry
    put("  device: { idiom: \"\(g.idiom)\", size: [\(num(g.width)), \(num(g.height))], safeArea: [0, 0] },\n")
    put("  screens: [\n    {\n      id: \"main\",\n      root: { id: \"\(StableIDs.root)\", group: [\n")
    for t in mapper.top { item(t, indent: 8) }
    put("      ] },\n    },\n  ],\n}\n")
  }

  mutating func item(_ k: Int, indent: Int) {
    let it = mapper.items[k]
    let n = mapper.tree.nodes[it.node]
    let pad = String(repeating: " ", count: indent)
    put(pad)
    mark(it.node)
    let line = "  // line \(source.location(ofOffset: n.offset).line)\n"
    if it.isStop {
      put("{ \(kindKey(it.kind)): \(shorthand(it, n))")
      for (key, value) in properties(k, it, n, id: ids[k]) { put(", \(key): \(value)") }
      put(" }," + line)
      return
    }
    put("{ ")
    for (key, value) in properties(k, it, n, id: ids[k]) { put("\(key): \(value), ") }
    if it.kind == .navigationBar {
      writeNavigationBar(it, indent: indent, line: line)
      return
    }
    put("\(kindKey(it.kind)): [" + line)
    for c in it.children { item(c, indent: indent + 2) }
    put(pad + "] },\n")
  }

  /// A navigation bar takes its title as `title:` and its other items as `leading:` (before
  /// the title in the dump) and `trailing:` (after it).
  mutating func writeNavigationBar(_ it: SceneMapper.Item, indent: Int, line: String) {
    let pad = String(repeating: " ", count: indent)
    let titleIndex = it.children.firstIndex { mapper.items[$0].isTitle }
    let leading = titleIndex.map { Array(it.children[..<$0]) } ?? it.children
    let trailing = titleIndex.map { Array(it.children[($0 + 1)...]) } ?? []
    put("navigationBar: true")
    if let ti = titleIndex {
      let t = it.children[ti]
      let tn = mapper.tree.nodes[mapper.items[t].node]
      put(", title: ")
      mark(mapper.items[t].node)
      put("{ label: \(json(SceneMapper.text(tn) ?? ""))")
      for (key, value) in properties(t, mapper.items[t], tn, id: ids[t]) where key != "value" { put(", \(key): \(value)") }
      put(" }")
    }
    if leading.isEmpty, trailing.isEmpty {
      put(" }," + line)
      return
    }
    put("," + line)
    for (key, list) in [("leading", leading), ("trailing", trailing)] where !list.isEmpty {
      put(pad + "  \(key): [\n")
      for c in list { item(c, indent: indent + 4) }
      put(pad + "  ],\n")
    }
    put(pad + "},\n")
  }

  func kindKey(_ kind: ElementKind) -> String { kind.rawValue }

  /// The string shorthand (the label) or `true`.
  func shorthand(_ it: SceneMapper.Item, _ n: DumpNode) -> String {
    guard it.kind.shorthandMeaning == .label, let label = label(it, n) else { return "true" }
    return json(label)
  }

  /// The label: the dump's label, else (macOS) its title, else for a text its value (SwiftUI
  /// Text publishes its string as the value).
  func label(_ it: SceneMapper.Item, _ n: DumpNode) -> String? {
    if let l = nonBlank(n.label) { return l }
    if let t = nonBlank(n.title) { return t }
    if it.kind == .text || it.kind == .header, let v = nonBlank(n.value) { return v }
    return nil
  }

  func nonBlank(_ s: String?) -> String? {
    guard let s, s.contains(where: { !$0.isWhitespace }) else { return nil }
    return s
  }

  /// The element's keys after its kind, as (key, JSON5 value).
  func properties(_ k: Int, _ it: SceneMapper.Item, _ n: DumpNode, id: String) -> [(String, String)] {
    var p: [(String, String)] = [("id", json(id))]
    if let identifier = n.identifier, !identifier.isEmpty { p.append(("identifier", json(identifier))) }
    if let f = it.frame, f.width > 0, f.height > 0 {
      p.append(("frame", "[\(num(clamp(f.x, 100_000))), \(num(clamp(f.y, 100_000))), \(num(min(f.width, 100_000))), \(num(min(f.height, 100_000)))]"))
    }
    let label = self.label(it, n)
    if !it.isStop {
      if let label, !mapper.labelIsSpokenInside(k) { p.append(("label", json(label))) }
      if mapper.escapeDismisses(k) { p.append(("onEscape", "{ hide: \(json(id)) }")) }
      if n.type == "Keyboard" {
        // Switch Control scans the keyboard as a group, as the device does.
        p.append(("navigationStyle", "\"combined\""))
      }
      return p
    }
    if it.kind.shorthandMeaning != .label, let label { p.append(("label", json(label))) }
    let value = nonBlank(n.value).flatMap { v -> String? in
      // A text whose value became its label has no value left.
      (it.kind == .text || it.kind == .header) && nonBlank(n.label) == nil && nonBlank(n.title) == nil ? nil : v
    }
    var traits = mapper.dumpTraits(n)
    var extraTraits: Traits = []
    switch it.kind {
    case .textField, .secureField, .searchField, .textArea:
      if let placeholder = nonBlank(n.placeholder) { p.append(("placeholder", json(placeholder))) }
      if let value, value != n.placeholder { p.append(("text", json(value))) }
    case .toggle:
      p.append(("on", value == "1" ? "true" : "false"))
    case .slider:
      if let v = value, v.hasSuffix("%"), let x = Double(v.dropLast()), (0...100).contains(x) {
        p.append(("min", "0"))
        p.append(("max", "100"))
        p.append(("value", num(x)))
      } else if let v = value {
        p.append(("value", json(v)))
      }
    case .pageControl:
      if let (page, pages) = mapper.pageControlValue(value) {
        p.append(("pages", String(pages)))
        p.append(("page", String(page)))
      }
    case .element where n.type == "Switch" || n.type == "Toggle" || n.type == "CheckBox":
      // A switch with a value other than 1 or 0: the custom switch the scene format has.
      extraTraits = [.button, .switchButton]
      if let value { p.append(("value", json(value))) }
    case .element where n.type == "PickerWheel" || n.type == "PageIndicator":
      if let value {
        extraTraits = .adjustable
        p.append(("values", "[\(json(value))]"))
        p.append(("value", json(value)))
      }
    default:
      if let value { p.append(("value", json(value))) }
    }
    if n.type == "Key" { extraTraits.insert(.keyboardKey) }
    if n.flags.contains(.selected) || traits.contains(.selected) { p.append(("selected", "true")) }
    if n.flags.contains(.disabled) || traits.contains(.notEnabled) { p.append(("enabled", "false")) }
    traits.remove([.selected, .notEnabled])
    let defaults = it.kind.defaultTraits
    let known = n.traits.map { !$0.isEmpty } ?? false || n.traitMask != nil
    let add = traits.union(extraTraits).subtracting(defaults)
    if !add.isEmpty { p.append(("addTraits", list(add.names))) }
    if known {
      let remove = defaults.subtracting(traits).subtracting(extraTraits)
      if !remove.isEmpty { p.append(("removeTraits", list(remove.names))) }
    }
    if let hint = nonBlank(n.hint) { p.append(("hint", json(hint))) }
    if !n.customActions.isEmpty { p.append(("actions", list(n.customActions))) }
    return p
  }

  func list(_ names: [String]) -> String { "[" + names.map(json).joined(separator: ", ") + "]" }

  func clamp(_ x: Double, _ limit: Double) -> Double { min(max(x, -limit), limit) }

  func num(_ x: Double) -> String { ScreenGeometry.number(x) }

  /// A JSON string literal: printable ASCII without quotes or backslashes as it is (most
  /// labels and ids), anything else escaped by the one escaper.
  func json(_ s: String) -> String {
    if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
      return "\"" + s + "\""
    }
    return Sanitize.jsonString(s)
  }

  mutating func put(_ s: String) { out.append(contentsOf: s.utf8) }

  mutating func mark(_ node: Int) {
    sourceMap.append((out.count, mapper.tree.nodes[node].offset))
  }

  /// A file name for a `//` comment: no control characters or line separators.
  static func commentSafe(_ s: String) -> String {
    String(Sanitize.forMessage(s).unicodeScalars.filter { $0 != "\u{2028}" && $0 != "\u{2029}" && $0 != "\u{85}" })
  }
}
