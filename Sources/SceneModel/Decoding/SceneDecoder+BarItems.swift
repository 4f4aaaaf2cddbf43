/// A navigation bar's `title` or `back` written as an object: `{ label: "Mailboxes", id:
/// "back", inputLabels: ["Back"] }`. The label is required; every other key is an element
/// property of the generated heading or back button.
struct BarItem {
  var label: String
  var rest: TapeMembers
  var node: TapeNode
}

extension SceneDecoder {
  /// The kinds of what a navigation bar creates: the heading of its `title` and the back
  /// button of `back` (their object forms take that kind's properties), and the items that
  /// bare strings in `leading` and `trailing` stand for.
  static let navigationTitleKind = ElementKind.header
  static let navigationBackKind = ElementKind.backButton
  static let navigationItemKind = ElementKind.button

  mutating func barItem(_ node: TapeNode, _ pathText: @autoclosure () -> String, what: String) -> BarItem? {
    var path: String { pathText() }
    guard case .object(let raw) = node.value else { return nil }
    let members = context.uniqueMembers(raw, path)
    guard let labelMember = members.first(where: { $0.key == "label" }) else {
      context.error(node.offset, path, "the \(what) object has no 'label'", "add label: \"\(what == "title" ? "Inbox" : "Mailboxes")\", or write the \(what) as a string")
      noteUnreadIDs(in: node)
      return nil
    }
    guard let label = context.string(labelMember.value, join(path, "label")) else {
      noteUnreadIDs(in: node)
      return nil
    }
    return BarItem(label: label, rest: members.without(labelMember), node: node)
  }
}
