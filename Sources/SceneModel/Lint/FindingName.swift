/// How every finding (a `check` warning, an audit finding, a `diff` line) names an element:
/// its label (or, without one, the text it shows or its placeholder), else its children's
/// labels, else its kind and id (or its kind and JSON path). Never the bare kind: "'group'"
/// tells a reader nothing.
public struct FindingName: Sendable, Equatable {
  /// For messages: `'Send'`, `'Ana Lima, Design review moved'`, `button 'back'`,
  /// `row at screens[0].root.vstack[1]`.
  public var quoted: String
  /// For fields that are only a name (JSON's `element`): `Send`, `Ana Lima, Design review
  /// moved`, `button 'back'`.
  public var plain: String

  /// The longest name kept, in characters (longer ones end with "…").
  public static let limit = 40
  /// How many children's labels a container's name joins.
  static let childLabels = 3
}

extension Scene {
  /// The element's name in findings (see `FindingName`).
  public func findingName(of i: ElementIndex) -> FindingName {
    if let own = Self.ownText(elements[i]) {
      let text = Sanitize.shorten(own, limit: FindingName.limit)
      return FindingName(quoted: "'" + text + "'", plain: text)
    }
    let children = childLabels(of: i)
    if !children.isEmpty {
      let text = Sanitize.shorten(children.joined(separator: ", "), limit: FindingName.limit)
      return FindingName(quoted: "'" + text + "'", plain: text)
    }
    let e = elements[i]
    let kind = e.kind.word
    let text = e.id.map { "\(kind) \(Sanitize.quote($0))" } ?? "\(kind) at \(Sanitize.forMessage(path(of: i)))"
    return FindingName(quoted: text, plain: text)
  }

  /// How a fix that edits several elements that share a name names each: its id where it has
  /// one (`'ana1'`), else its finding name.
  public func editTargetName(of i: ElementIndex) -> String {
    elements[i].id.map { Sanitize.quote($0) } ?? findingName(of: i).quoted
  }

  /// What the element itself says or shows, if anything: its label, else its visible text
  /// (not a symbol's name), else its placeholder.
  public static func ownText(_ e: Element) -> String? {
    if let label = e.label, !label.isEmpty { return label }
    if let shown = e.visibleText, !shown.isEmpty, shown != e.symbol { return shown }
    if let placeholder = e.placeholder, !placeholder.isEmpty { return placeholder }
    return nil
  }

  /// The first labels inside the element, in document order (hidden ones left out), up to
  /// `FindingName.childLabels`; a labelled child's own children are not looked into.
  public func childLabels(of i: ElementIndex) -> [String] {
    var out: [String] = []
    var stack = Array(elements[i].children.reversed())
    var visited = 0
    // A bounded walk: a name needs a few labels, not the whole subtree.
    while let c = stack.popLast(), out.count < FindingName.childLabels, visited < 1000 {
      visited += 1
      guard !elements[c].hidden else { continue }
      if let text = Self.ownText(elements[c]) {
        out.append(text)
      } else {
        stack += elements[c].children.reversed()
      }
    }
    return out
  }
}
