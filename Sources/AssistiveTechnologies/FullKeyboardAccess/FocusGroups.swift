import SceneModel

/// Full Keyboard Access's view of the screen: the focusable items in reading order, and the
/// focus groups Tab moves between (switch-and-keyboard.md §4.3).
///
/// Focusable = responds to user interaction (the Switch Control rule; disabled controls are
/// skipped). While a screen is presented, only its items can take focus: the presented view
/// is the focus environment [K]. Groups: lists, data tables, segmented controls and tab bars
/// form one by default; `focusGroup` ids declare others (the same id anywhere is one group);
/// every other item is a group of its own, so Tab reaches it directly.
public struct FocusGroups: Sendable, Equatable {
  public struct Group: Sendable, Equatable {
    /// The declared `focusGroup` id, or a generated one ("#12").
    public var id: String
    /// The container that forms the group (nil for an item on its own).
    public var container: ElementIndex?
    public var members: [ElementIndex]
    /// Whether the scene declared it with `focusGroup`.
    public var declared: Bool
    /// The member with the highest declared priority above `previouslyFocused`, if any:
    /// Tab lands on it whatever was focused before.
    public var prioritized: ElementIndex?
    var prioritizedRank = FocusGroupPriority.previouslyFocused
  }

  public private(set) var groups: [Group] = []
  /// Every focusable item in reading order.
  public private(set) var items: [ElementIndex] = []
  /// Per item: its group and its place in the group and in `items`.
  var place: [ElementIndex: Place] = [:]

  struct Place: Sendable, Equatable {
    var group: Int
    var member: Int
    var item: Int
  }
  public private(set) var version = -1

  public init() {}

  public init(runtime: SceneRuntime) {
    version = runtime.treeVersion
    let scene = runtime.scene
    let top = runtime.presented.isEmpty ? nil : runtime.currentScreen
    var byID: [String: Int] = [:]
    for p in runtime.interactiveStops {
      let e = runtime.tree.stops[p].element
      if let top, scene.elements[e].screen != top { continue }
      let (id, container, declared) = FocusGroups.groupKey(e, in: scene)
      let g: Int
      if let existing = byID[id] {
        g = existing
      } else {
        g = groups.count
        byID[id] = g
        groups.append(Group(id: id, container: container, members: [], declared: declared))
      }
      place[e] = Place(group: g, member: groups[g].members.count, item: items.count)
      groups[g].members.append(e)
      let priority = scene.interaction(of: e).focusGroupPriority
      if priority > groups[g].prioritizedRank {
        groups[g].prioritized = e
        groups[g].prioritizedRank = priority
      }
      items.append(e)
    }
  }

  /// The group an element belongs to: a declared `focusGroup` on it or an ancestor, else the
  /// nearest list-like ancestor, else its own.
  static func groupKey(_ e: ElementIndex, in scene: Scene) -> (String, ElementIndex?, Bool) {
    if let id = scene.interaction(of: e).focusGroup { return (id, e, true) }
    var current = scene.elements[e].parent
    while let a = current {
      if let id = scene.interaction(of: a).focusGroup { return (id, a, true) }
      if formsGroup(scene.elements[a]) { return ("#\(a)", a, false) }
      current = scene.elements[a].parent
    }
    return ("#\(e)", nil, false)
  }

  static func formsGroup(_ a: Element) -> Bool {
    switch a.kind {
    case .list, .segmented, .tabBar: return true
    default: break
    }
    switch a.containerType {
    case .list, .dataTable, .tabBar: return true
    default: return a.traits.contains(.tabBar)
    }
  }

  public func group(of element: ElementIndex) -> Int? { place[element]?.group }
  public func itemIndex(of element: ElementIndex) -> Int? { place[element]?.item }
  public func memberIndex(of element: ElementIndex) -> Int? { place[element]?.member }
  public func contains(_ element: ElementIndex) -> Bool { place[element] != nil }
}
