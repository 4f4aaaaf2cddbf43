import SceneModel

/// Scene ids for imported elements that stay the same when a newer dump of the same screen
/// is imported, so review notes (keyed by id) and `axsim diff` follow the elements.
///
/// An element's id is its `identifier` when it has one, else its type and its text
/// (`button-sign-in`). Only when that is not unique does the place come in: the first in
/// the dump's order keeps the plain id, the others get the nearest ancestor with an
/// identifier or text (`button-delete-in-cell-ana-lima`), then a number. Nothing depends
/// on frames or on the position in the dump, so moving or adding other elements leaves an
/// id alone.
enum StableIDs {
  /// The root group's id.
  static let root = "app"

  static func assign(_ items: [SceneMapper.Item], nodes: [DumpNode]) -> [String] {
    var bases: [String] = []
    bases.reserveCapacity(items.count)
    var counts: [String: Int] = [:]
    for it in items {
      let b = base(it, nodes[it.node])
      bases.append(b)
      counts[b, default: 0] += 1
    }
    let named = namedAncestors(nodes)
    var used: Set<String> = [root]
    var ids: [String] = []
    ids.reserveCapacity(items.count)
    for (k, it) in items.enumerated() {
      var id = bases[k]
      if counts[id, default: 0] > 1 || used.contains(id) {
        if !used.contains(id) {
          // The first of several keeps the plain id.
        } else if let a = named[it.node], case let context = slug(nodes[a].identifier ?? SceneMapper.text(nodes[a]) ?? ""), !context.isEmpty, !used.contains(id + "-in-" + context) {
          id += "-in-" + context
        } else {
          var n = 2
          while used.contains("\(id)-\(n)") { n += 1 }
          id = "\(id)-\(n)"
        }
      }
      used.insert(id)
      ids.append(id)
    }
    return ids
  }

  static func base(_ it: SceneMapper.Item, _ n: DumpNode) -> String {
    if let identifier = n.identifier {
      let s = slug(identifier)
      if !s.isEmpty { return s }
    }
    let word: String
    switch n.type {
    case "Window": word = n.isMainWindow ? "window-main" : "window"
    case "Keyboard": word = "keyboard"
    default: word = it.kind.rawValue
    }
    let text = SceneMapper.text(n).map(slug) ?? ""
    return text.isEmpty ? word : word + "-" + text
  }

  /// Each node's nearest ancestor with an identifier or text (the application aside), handed
  /// down the table so a deep chain is not walked once per node.
  static func namedAncestors(_ nodes: [DumpNode]) -> [Int?] {
    var named = [Int?](repeating: nil, count: nodes.count)
    for i in nodes.indices {
      guard let p = nodes[i].parent else { continue }
      let n = nodes[p]
      let hasName = n.type != "Application" && (n.identifier.map { !$0.isEmpty } ?? false || SceneMapper.text(n) != nil)
      named[i] = hasName ? p : named[p]
    }
    return named
  }

  /// Lower-case letters and digits (any script), other characters as single hyphens, at
  /// most 40 characters.
  static func slug(_ s: String) -> String {
    // Most labels are ASCII: bytes in, bytes out.
    if s.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(min(s.utf8.count, 40))
      var pendingHyphen = false
      for c in s.utf8 {
        let lower = c >= 65 && c <= 90 ? c + 32 : c
        if (lower >= 97 && lower <= 122) || (c >= 48 && c <= 57) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".") {
          if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
          pendingHyphen = false
          bytes.append(lower)
          if bytes.count >= 40 { break }
        } else {
          pendingHyphen = true
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var out = ""
    var count = 0
    var pendingHyphen = false
    for ch in s.lowercased() {
      if ch.isLetter || ch.isNumber || ch == "_" || ch == "." {
        if pendingHyphen, !out.isEmpty {
          out.append("-")
          count += 1
        }
        pendingHyphen = false
        out.append(ch)
        count += 1
        if count >= 40 { break }
      } else {
        pendingHyphen = true
      }
    }
    return out
  }
}
