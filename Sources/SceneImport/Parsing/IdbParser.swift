import SceneModel

/// Reads `idb ui describe-all` (hierarchy-dump-formats.md §5.2) into a `DumpTree`: a JSON
/// array of element objects (flat, or nested with `children`), or one object per line.
///
/// Each top-level object is found by a byte scan and parsed on its own by the project's
/// `JSON5Parser`, so one broken object is reported with its line and column and the others
/// are still imported. Nested `children` are walked with an explicit stack.
enum IdbParser {
  /// How deep one object may nest (the parser's tree is freed recursively, so this bounds
  /// the stack; 512 levels of elements is far more than any screen).
  static let maximumDepth = 1024

  /// An object with none of these keys is not an element of idb's.
  static let elementKeys = ["type", "role", "AXLabel", "AXFrame", "frame", "AXUniqueId", "children"]

  static func parse(_ file: [UInt8]) -> DumpTree {
    var tree = DumpTree(format: .idb)
    for range in topLevelValues(file, &tree) {
      let slice = Array(file[range])
      let root: JSONNode
      do {
        root = try JSON5Parser.parse(slice, maxDepth: maximumDepth)
      } catch {
        tree.problem(range.lowerBound + error.offset, "cannot read this element: \(error.message)", "it was skipped; the other elements were imported")
        continue
      }
      walk(root, base: range.lowerBound, &tree)
    }
    return tree
  }

  /// The byte ranges of the values to read: the items of a top-level array, or each value
  /// of a file of values one after another (NDJSON).
  static func topLevelValues(_ b: [UInt8], _ tree: inout DumpTree) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var i = Bytes.firstSignificant(b)
    guard i < b.count else { return [] }
    let inArray = b[i] == UInt8(ascii: "[")
    if inArray { i += 1 }
    var depth = 0
    var start: Int?
    var inString = false
    while i < b.count {
      let c = b[i]
      if inString {
        if c == UInt8(ascii: "\\") {
          i += 2
          continue
        }
        if c == UInt8(ascii: "\"") { inString = false }
        i += 1
        continue
      }
      switch c {
      case UInt8(ascii: "\""):
        inString = true
        if start == nil { start = i }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if start == nil { start = i }
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 {
          if inArray, c == UInt8(ascii: "]") {
            if let s = start { ranges.append(s..<i) }
            return ranges
          }
          tree.problem(i, "an unmatched \(Sanitize.quote(String(UnicodeScalar(c))))", "it was skipped")
        } else {
          depth -= 1
          if depth == 0, let s = start {
            ranges.append(s..<(i + 1))
            start = nil
          }
        }
      case UInt8(ascii: ","), 32, 9, 10, 13:
        if depth == 0, let s = start {
          // A bare value (a number, null) between objects.
          ranges.append(s..<i)
          start = nil
        }
      default:
        if start == nil { start = i }
      }
      i += 1
    }
    if let s = start {
      tree.problem(s, inString ? "a string never closes" : "the last element never closes", "the file may be cut short; what was read before it was imported")
    } else if inArray {
      tree.problem(Bytes.firstSignificant(b), "the list of elements never closes (no ']')", "the file may be cut short; what was read was imported")
    }
    return ranges
  }

  /// Adds an element object and, depth first, everything in its `children`.
  static func walk(_ root: JSONNode, base: Int, _ tree: inout DumpTree) {
    var stack: [(node: JSONNode, parent: Int?)] = [(root, nil)]
    while let (json, parent) = stack.popLast() {
      guard case .object(let members) = json.value else {
        tree.problem(base + json.offset, "expected an element object, found \(json.value.typeName == "array" ? "an" : "a") \(json.value.typeName)", "it was skipped")
        continue
      }
      guard let (node, children) = node(members, offset: base + json.offset, base: base, &tree) else {
        // A wrapper (`--format complete` writes a document around the elements): read the
        // element objects of its arrays.
        let lists = members.compactMap { m -> [JSONNode]? in
          guard case .array(let items) = m.value.value, items.contains(where: { if case .object = $0.value { return true } else { return false } }) else { return nil }
          return items
        }
        if lists.isEmpty {
          tree.problem(base + json.offset, "this object is not an idb element (it has none of \(IdbParser.elementKeys.joined(separator: ", ")))", "it was skipped")
        } else {
          for item in lists.reversed().flatMap({ $0.reversed() }) { stack.append((item, parent)) }
        }
        continue
      }
      let index = tree.append(node, parent: parent)
      if let children {
        guard case .array(let items) = children.value else {
          tree.problem(base + children.offset, "'children' is not an array", "the element's children were skipped")
          continue
        }
        if !items.isEmpty { tree.nodes[index].accessible = nil }
        for item in items.reversed() { stack.append((item, index)) }
      }
    }
  }

  /// The node an element object describes, and its `children`; nil for an object with none
  /// of idb's keys. One pass over the members (the first of a repeated key counts).
  static func node(_ members: [JSONMember], offset: Int, base: Int, _ tree: inout DumpTree) -> (DumpNode, JSONNode?)? {
    var type: String?, role: String?, subrole: String?
    var n = DumpNode(type: "", offset: offset)
    var frameObject: JSONNode?, axFrame: JSONNode?, children: JSONNode?
    var isElement = false
    func string(_ v: JSONNode) -> String? {
      if case .string(let s) = v.value, !s.isEmpty { return s }
      return nil
    }
    for m in members {
      let v = m.value
      switch m.key {
      case "type": if type == nil { type = string(v) }; isElement = true
      case "role": if role == nil { role = string(v) }; isElement = true
      case "subrole": if subrole == nil { subrole = string(v) }
      case "AXLabel": if n.label == nil { n.label = string(v) }; isElement = true
      case "label": if n.label == nil { n.label = string(v) }
      case "AXValue": if n.value == nil { n.value = string(v) }
      case "value": if n.value == nil { n.value = string(v) }
      case "AXUniqueId": if n.identifier == nil { n.identifier = string(v) }; isElement = true
      case "identifier": if n.identifier == nil { n.identifier = string(v) }
      case "title": if n.title == nil { n.title = string(v) }
      case "help": if n.hint == nil { n.hint = string(v) }
      case "placeholder", "AXPlaceholderValue": if n.placeholder == nil { n.placeholder = string(v) }
      case "enabled": if case .bool(false) = v.value { n.flags.insert(.disabled) }
      case "focused": if case .bool(true) = v.value { n.flags.insert(.focused) }
      case "hidden": if case .bool(true) = v.value { n.visible = false }
      case "custom_actions":
        if case .array(let items) = v.value {
          n.customActions = items.compactMap { if case .string(let s) = $0.value, !s.isEmpty { return s } else { return nil } }
        }
      case "traits":
        if case .array(let items) = v.value {
          n.traits = items.compactMap { if case .string(let s) = $0.value, s != "None" { return s } else { return nil } }
        }
      case "frame": if frameObject == nil { frameObject = v }; isElement = true
      case "AXFrame": if axFrame == nil { axFrame = v }; isElement = true
      case "children": if children == nil { children = v }; isElement = true
      default: break
      }
    }
    guard isElement else { return nil }
    var t = type ?? role.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 } ?? "Other"
    switch subrole {
    case "AXSecureTextField": t = "SecureTextField"
    case "AXSearchField": t = "SearchField"
    case "AXSwitch": t = "Switch"
    case "AXTabButton": t = "Tab"
    default: break
    }
    n.type = t
    // Every element idb lists is an accessibility element; one with children is a
    // container (`walk` clears this).
    n.accessible = t == "Application" ? nil : true
    if let frame = frameObject, case .object(let ms) = frame.value {
      var x: Double?, y: Double?, w: Double?, h: Double?
      for m in ms {
        guard case .number(let value, _) = m.value.value else { continue }
        switch m.key {
        case "x": x = value
        case "y": y = value
        case "width": w = value
        case "height": h = value
        default: break
        }
      }
      if let x, let y, let w, let h {
        let r = Frame(x: x, y: y, width: w, height: h)
        if r.isFinite { n.frame = r } else { n.flags.insert(.frameNotFinite) }
      } else {
        tree.problem(base + frame.offset, "the frame needs x, y, width and height", "the element was imported without a frame")
      }
    } else if let at = axFrame, let text = string(at) {
      if let r = Frame.parseCocoaRect(text) {
        if r.isFinite { n.frame = r } else { n.flags.insert(.frameNotFinite) }
      } else {
        tree.problem(base + at.offset, "cannot read the frame \(Sanitize.quote(text))", "write it as {{x, y}, {width, height}}; the element was imported without a frame")
      }
    }
    return (n, children)
  }
}
