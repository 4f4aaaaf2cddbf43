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

  /// Built in one pass down the order's interactive stops. Each item's group is found from
  /// its parent's, worked out once per parent (a list's rows share it), so the pass reads a
  /// dictionary per item, not a walk up the ancestors and a string.
  public init(runtime: SceneRuntime) {
    version = runtime.treeVersion
    let scene = runtime.scene
    let top = runtime.presented.isEmpty ? nil : runtime.currentScreen
    let elements = runtime.tree.interactiveElements
    var byID: [String: Int] = [:]
    var above: [ElementIndex: GroupKey?] = [:]
    above.reserveCapacity(elements.count)
    place.reserveCapacity(elements.count)
    items.reserveCapacity(elements.count)
    for e in elements {
      if let top, scene.elements[e].screen != top { continue }
      let (id, container, declared) = FocusGroups.groupKey(e, in: scene, above: &above)
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

  /// A group's id, the container forming it, and whether the scene declared it.
  typealias GroupKey = (id: String, container: ElementIndex?, declared: Bool)

  /// The group an element belongs to: a declared `focusGroup` on it or an ancestor, else the
  /// nearest list-like ancestor, else its own. What was found at or above each ancestor is
  /// kept in `above` (nil: nothing up to the root) for the next item.
  static func groupKey(_ e: ElementIndex, in scene: Scene, above: inout [ElementIndex: GroupKey?]) -> GroupKey {
    if let id = scene.interaction(of: e).focusGroup { return (id, e, true) }
    // Up from the parent until a group or an ancestor already known; then each ancestor
    // passed on the way learns the answer.
    var passed: [ElementIndex] = []
    var current = scene.elements[e].parent
    var found: GroupKey?
    while let a = current {
      if let known = above[a] {
        found = known
        break
      }
      if let id = scene.interaction(of: a).focusGroup {
        found = (id, a, true)
        above[a] = .some(found)
        break
      }
      if formsGroup(a, in: scene) {
        found = ("#\(a)", a, false)
        above[a] = .some(found)
        break
      }
      passed.append(a)
      current = scene.elements[a].parent
    }
    for a in passed { above[a] = .some(found) }
    return found ?? ("#\(e)", nil, false)
  }

  /// Whether element `a` forms a group of its own (read in place: an element copied would
  /// retain and release each of its references, once per ancestor of every item).
  static func formsGroup(_ a: ElementIndex, in scene: Scene) -> Bool {
    switch scene.elements[a].kind {
    case .list, .segmented, .tabBar: return true
    default: break
    }
    switch scene.elements[a].containerType {
    case .list, .dataTable, .tabBar: return true
    default: return scene.elements[a].traits.contains(.tabBar)
    }
  }

  public func group(of element: ElementIndex) -> Int? { place[element]?.group }
  public func itemIndex(of element: ElementIndex) -> Int? { place[element]?.item }
  public func memberIndex(of element: ElementIndex) -> Int? { place[element]?.member }
  public func contains(_ element: ElementIndex) -> Bool { place[element] != nil }
}
