/// An element's JSON path in its scene file (`screens[0].root.vstack[2]`), for messages and
/// for naming elements that have neither an id nor a label.
///
/// Paths are derived, not stored: each element keeps only its `Step` (8 bytes, no string)
/// and the path is its parent's path plus that step.
public enum ElementPath {
  /// Where an element sits in its parent: after the parent's kind key (`vstack[2]`), a named
  /// part (`back`, `title`), an item of a bar (`leading[0]`), a bare array's item (`[3]`), or
  /// the root of a screen (`screens[1].root`).
  struct Step: Sendable, Equatable {
    /// Index into `names`; 0 is no key.
    var key: UInt8
    /// The array index, or the screen's index for a root; -1 is none.
    var index: Int32

    static let none = Step(key: 0, index: -1)

    /// The root of the screen written at `screens[screen]`.
    static func root(screen: Int) -> Step { Step(key: ElementPath.rootKey, index: Int32(clamping: screen)) }

    /// `key` (a kind's name as written, or a part's name) and an optional index.
    static func named(_ key: String, index: Int? = nil) -> Step {
      Step(key: ElementPath.keyIDs[key] ?? 0, index: index.map { Int32(clamping: $0) } ?? -1)
    }

    /// An item of a bare array (`root: [...]`).
    static func item(_ index: Int) -> Step { Step(key: 0, index: Int32(clamping: index)) }
  }

  /// Every key a step can name: the kinds and their aliases (the keys that hold children)
  /// and the parts the decoder makes children of.
  static let names: [String] =
    [""] + ElementKind.allCases.map(\.rawValue) + ElementKind.aliases.keys.sorted()
    + ["root", "back", "title", "message", "leading", "trailing", "decrement", "increment"]

  static let keyIDs: [String: UInt8] = {
    var ids: [String: UInt8] = [:]
    for (i, name) in names.enumerated() where i > 0 && ids[name] == nil { ids[name] = UInt8(i) }
    return ids
  }()

  static let rootKey = keyIDs["root"]!

  /// The path of one element.
  public static func of(_ index: ElementIndex, in elements: [Element]) -> String {
    guard elements.indices.contains(index) else { return "" }
    return of(elements[index], in: elements)
  }

  /// The path of an element of `elements` (its parent's path and its own step).
  public static func of(_ element: Element, in elements: [Element]) -> String {
    var chain: [ElementIndex] = []
    var current = element.parent
    while let c = current, elements.indices.contains(c), chain.count <= elements.count {
      chain.append(c)
      current = elements[c].parent
    }
    var path = ""
    for c in chain.reversed() { append(elements[c], to: &path) }
    append(element, to: &path)
    return path
  }

  /// The paths of every element, in element order (one pass: a parent's path is reused by
  /// its children).
  public static func all(in elements: [Element]) -> [String] {
    var paths = [String?](repeating: nil, count: elements.count)
    var result: [String] = []
    result.reserveCapacity(elements.count)
    for i in elements.indices {
      if paths[i] == nil {
        // Parents come before their children when decoded; anything else is walked up.
        var chain: [ElementIndex] = []
        var current: ElementIndex? = i
        while let c = current, elements.indices.contains(c), paths[c] == nil, chain.count <= elements.count {
          chain.append(c)
          current = elements[c].parent
        }
        var path = current.flatMap { elements.indices.contains($0) ? paths[$0] : nil } ?? ""
        for c in chain.reversed() {
          append(elements[c], to: &path)
          paths[c] = path
        }
      }
      result.append(paths[i]!)
    }
    return result
  }

  /// Appends one element's step to its parent's path.
  static func append(_ e: Element, to path: inout String) {
    let step = e.pathStep
    if step.key == rootKey && e.parent == nil {
      path = "screens[\(step.index)].root"
      return
    }
    if step.key != 0 {
      if !path.isEmpty { path += "." }
      path += names[Int(step.key)]
    }
    if step.index >= 0 { path += "[\(step.index)]" }
  }
}

extension Scene {
  /// The JSON path of an element in the scene file (`screens[0].root.vstack[2]`), or "" for an
  /// element the file does not describe.
  public func path(of index: ElementIndex) -> String { ElementPath.of(index, in: elements) }

  /// The JSON path of an element of this scene (found from its parent and its place there).
  public func path(of element: Element) -> String { ElementPath.of(element, in: elements) }

  /// Every element's JSON path, in element order.
  public func allPaths() -> [String] { ElementPath.all(in: elements) }
}
