import SceneModel

/// Reads an Appium XCUITest-driver (WebDriverAgent) page source (hierarchy-dump-formats.md
/// §3) into a `DumpTree`: `<XCUIElementTypeButton name="…" label="…" x="…" …>`, with or
/// without the `<AppiumAUT>` wrapper, attributes of any WDA era (and the Mac2 driver's
/// `identifier`, `title`, `selected`, `frame`). Nesting is a stack of open tags, so 50 or
/// 50,000 levels cost the same.
///
/// WebDriverAgent derives some attributes; they are undone here so the mapper sees what
/// the app exposes: `name` is the identifier only when it differs from the label, a
/// StaticText's `value` that repeats its label is dropped, as is a text input's `value`
/// that is only its placeholder, and a Button's `value` of "1" is its selected state.
enum AppiumParser {
  static let prefix = "XCUIElementType"
  /// How far down the open tags a closing tag is looked for (a bound, so that many stray
  /// closing tags over a deep tree cost no more than their number).
  static let maximumMisnesting = 64

  static func parse(_ file: [UInt8]) -> DumpTree {
    var tree = DumpTree(format: .appium)
    var tokenizer = XMLTokenizer(file)
    /// Open tags: their name and node (nil for a wrapper such as `AppiumAUT`).
    var stack: [(name: String, node: Int?, offset: Int)] = []
    var unknownTags: [String: Int] = [:]
    while let event = tokenizer.next() {
      switch event {
      case .problem(let offset, let message, let fix):
        tree.problem(offset, message, fix)
      case .start(let name, let attributes, let offset, let selfClosing):
        var node: Int?
        if let n = self.node(name, attributes, offset: offset) {
          node = tree.append(n, parent: stack.last(where: { $0.node != nil })?.node)
        } else if name != "AppiumAUT" {
          unknownTags[name, default: 0] += 1
          if unknownTags[name] == 1 {
            tree.problem(offset, "the tag \(Sanitize.quote(name)) is not an XCUIElementType element", "it was read as a wrapper: its children were imported")
          }
        }
        if !selfClosing { stack.append((name, node, offset)) }
      case .end(let name, let offset):
        if let top = stack.last, top.name == name {
          stack.removeLast()
        } else if let k = stack.indices.suffix(maximumMisnesting).last(where: { stack[$0].name == name }) {
          let unclosed = stack[(k + 1)...]
          tree.problem(unclosed.first!.offset, "\(Sanitize.quote("<" + unclosed.first!.name + ">")) is not closed before \(Sanitize.quote("</" + name + ">"))", "it was closed there")
          stack.removeSubrange(k...)
        } else {
          tree.problem(offset, "\(Sanitize.quote("</" + name + ">")) closes no open element", "it was skipped")
        }
      }
    }
    if let first = stack.first {
      tree.problem(first.offset, "\(stack.count) element\(stack.count == 1 ? " is" : "s are") never closed, from \(Sanitize.quote("<" + first.name + ">"))", "the file may be cut short; what was read was imported")
    }
    return tree
  }

  /// The node a start tag describes, or nil for a tag that is not an element.
  static func node(_ tag: String, _ attributes: [XMLTokenizer.Attribute], offset: Int) -> DumpNode? {
    var type: String?
    if tag.hasPrefix(prefix), tag.count > prefix.count { type = String(tag.dropFirst(prefix.count)) }
    var a: [String: String] = [:]
    for attribute in attributes where a[attribute.name] == nil { a[attribute.name] = attribute.value }
    if type == nil, let t = a["type"], t.hasPrefix(prefix), t.count > prefix.count { type = String(t.dropFirst(prefix.count)) }
    guard let type else { return nil }
    var n = DumpNode(type: type, offset: offset)
    let label = a["label"].flatMap { $0.isEmpty ? nil : $0 }
    n.label = label
    if let id = a["identifier"], !id.isEmpty {
      n.identifier = id
    } else if let name = a["name"], !name.isEmpty, name != label {
      // WDA: name is the identifier when there is one, else the label.
      n.identifier = name
    }
    n.title = a["title"].flatMap { $0.isEmpty ? nil : $0 }
    n.placeholder = a["placeholderValue"].flatMap { $0.isEmpty ? nil : $0 }
    n.value = a["value"].flatMap { $0.isEmpty ? nil : $0 }
    if a["enabled"] == "false" { n.flags.insert(.disabled) }
    if a["selected"] == "true" { n.flags.insert(.selected) }
    if a["focused"] == "true" { n.flags.insert(.focused) }
    n.visible = bool(a["visible"])
    n.accessible = bool(a["accessible"])
    if let traits = a["traits"] {
      n.traits = traits.split(separator: ",").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty && $0 != "None" }
    }
    if let actions = a["customActions"], !actions.isEmpty {
      n.customActions = actions.split(separator: ",").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
    }
    if let x = a["x"].flatMap(Double.init), let y = a["y"].flatMap(Double.init),
       let w = a["width"].flatMap(Double.init), let h = a["height"].flatMap(Double.init) {
      let f = Frame(x: x, y: y, width: w, height: h)
      if f.isFinite { n.frame = f } else { n.flags.insert(.frameNotFinite) }
    } else if let text = a["frame"], let f = Frame.parseCocoaRect(text) {
      if f.isFinite { n.frame = f } else { n.flags.insert(.frameNotFinite) }
    } else if a["x"] != nil || a["frame"] != nil {
      n.flags.insert(.frameNotFinite)
    }
    undoDerivedValue(&n)
    return n
  }

  /// WebDriverAgent's `value` is derived (§3); keep only what the app itself exposes.
  static func undoDerivedValue(_ n: inout DumpNode) {
    guard let v = n.value else { return }
    switch n.type {
    case "StaticText":
      if v == n.label { n.value = nil }
    case "TextField", "SecureTextField", "SearchField", "TextView":
      if v == n.placeholder { n.value = nil }
    case "Button":
      if v == "1" {
        n.value = nil
        n.flags.insert(.selected)
      }
    default: break
    }
  }

  static func bool(_ s: String?) -> Bool? {
    switch s {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }
}
