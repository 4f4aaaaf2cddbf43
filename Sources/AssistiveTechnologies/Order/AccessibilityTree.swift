import SceneModel

/// What VoiceOver sees of the visible screens: its stops in reading order, with the
/// containers and the reasons that put each stop where it is.
///
/// Built by walking the hierarchy as the reference's parser does (§3.1): hidden subtrees are
/// skipped, elements are leaves, explicit orders are kept, modal siblings hide the others,
/// and containers group their children; then every group is sorted by frame (§3.2).
///
/// The order is kept as a tree of sorted lists, one per group and one for the top level,
/// each a `Rope` of entries (a stop, or a group standing for its own list) that counts the
/// stops of each kind below it. A stop's position is never stored: it is the stops counted
/// before it on the way up (`position`), and the n-th stop, heading or interactive stop is
/// found by descending through the counts (`stops`, `positions(_:)`). So a change puts a
/// run of entries in or takes one out of one list, in time logarithmic in its length, and
/// nothing after it is renumbered (`AccessibilityTree+Changes`).
public struct AccessibilityTree: Sendable {
  /// The top level's list, and each group's by its element.
  var top: OrderList
  var lists: [ElementIndex: OrderList]
  /// Where each element's entry is (by slot: element - `base`): the group whose list holds it
  /// (`topLevel`, or `nowhere` for an element with no entry), and its label there.
  var base: Int
  var placeList: [Int32]
  var placeLabel: [UInt64]
  /// The modal element that hid its siblings at the top level, if any.
  public internal(set) var modalRoot: ElementIndex?
  /// The contexts data tables give their cells, by table and stop (worked out with the tree).
  var tableContexts: [ElementIndex: [ElementIndex: DataTableContext]]
  /// Whether an explicit order is anywhere in the tree: then an element can be met twice
  /// (`OrderEntry.repeated`), and any change builds the tree again.
  var ordered: Bool
  /// The roots the tree was built over (several when screens are presented without
  /// hiding what is below).
  public let roots: [ElementIndex]
  /// Names the stops' order, unique in the process: a build and every change that puts
  /// entries in or takes them out give a new one, so an index numbered by positions can tell
  /// whether its numbers still hold (the search's).
  public internal(set) var structure = TreeVersions.next()
  /// Names the build the tree comes from: kept by every change in place (whose stops the
  /// edit journal names), new with every build (where stops can come and go anywhere, as
  /// when a modal view hides or shows), so an index brought up to date from the journal
  /// knows it may.
  public internal(set) var lineage = TreeVersions.next()
  /// What changed in place since the build (`OrderLog`).
  var log = OrderLog()

  static let topLevel: Int32 = -1
  static let nowhere: Int32 = -2

  /// A container that keeps its children together in the order.
  public struct Group: Sendable, Equatable {
    public var element: ElementIndex
    public var reason: GroupReason
    /// Stop range covered by the group, as positions (empty when first > last).
    public var first: Int
    public var last: Int
  }

  /// Why an element's children are kept together.
  public enum GroupReason: Sendable, Equatable {
    case explicitOrder
    case groupsChildren
    case container(ContainerType)
    case tabBar
    case contain
  }

  /// One VoiceOver stop, as it is at its position.
  public struct Stop: Sendable, Equatable {
    public var element: ElementIndex
    /// Series / tab / list / landmark / data-table context from the outermost provider.
    public var context: SpeechContext?
    /// The elements of the groups containing this stop, outermost first.
    public var groupPath: [ElementIndex]
    /// The position in its parent group's explicit order, if that group has one.
    public var explicitPosition: Int?
  }

  /// An empty tree.
  public init() { self.init(roots: []) }

  // MARK: Positions

  /// How many stops there are.
  public var count: Int { Int(top.entries.summary.counts.stops) }
  public var isEmpty: Bool { count == 0 }

  /// The list holding an element's entry and its label there, if it has an entry.
  @inline(__always)
  func place(_ e: ElementIndex) -> (list: Int32, label: UInt64)? {
    let slot = e - base
    guard slot >= 0, slot < placeList.count else { return nil }
    let list = placeList[slot]
    return list == Self.nowhere ? nil : (list, placeLabel[slot])
  }

  @inline(__always)
  func list(_ id: Int32) -> OrderList {
    id == Self.topLevel ? top : (lists[ElementIndex(id)] ?? OrderList(entries: Rope(), reason: nil, separated: true, prioritized: false))
  }

  /// How many stops (of `kind`; nil: all) come before the entry of `e`, counting from the
  /// start of the order: the entries before it in its list, then before its group's entry in
  /// the enclosing list, and so on up.
  func before(_ e: ElementIndex, _ kind: StopFlags? = nil) -> Int? {
    guard var (list, label) = place(e) else { return nil }
    var n = 0
    var element = Int32(e)
    while true {
      let l = self.list(list)
      guard let found = l.find(label), l.entries[found.index].element == element else { return nil }
      n += found.before.count(kind)
      if list == Self.topLevel { return n }
      guard let up = place(ElementIndex(list)) else { return nil }
      element = list
      (list, label) = up
    }
  }

  /// The position of an element's stop; nil when it is not a stop.
  public func position(of e: ElementIndex) -> Int? {
    isStop(e) ? before(e) : nil
  }

  /// Whether an element is a stop: its entry looked up in its own list, without counting
  /// the stops before it.
  public func isStop(_ e: ElementIndex) -> Bool {
    guard let (list, label) = place(e) else { return false }
    let l = self.list(list)
    guard let found = l.find(label) else { return false }
    let entry = l.entries[found.index]
    return entry.element == Int32(e) && !entry.isGroup && !entry.repeated
  }

  /// Position by element index.
  public struct Positions: Sendable {
    let tree: AccessibilityTree
    public subscript(element: ElementIndex) -> Int? { tree.position(of: element) }
  }

  /// The position of an element's stop (`position[e]`), nil when it is not a stop.
  public var position: Positions { Positions(tree: self) }

  /// The `k`-th stop of `kind` (nil: any stop): its element and position.
  func select(_ k: Int, _ kind: StopFlags? = nil) -> (element: ElementIndex, position: Int)? {
    guard k >= 0, k < top.entries.summary.counts.count(kind) else { return nil }
    var list = top
    var k = k
    var position = 0
    while true {
      guard let (i, before) = list.entries.first(where: { b, here in b.counts.count(kind) + here.counts.count(kind) > k }) else { return nil }
      let entry = list.entries[i]
      k -= before.counts.count(kind)
      position += Int(before.counts.stops)
      if !entry.isGroup { return (ElementIndex(entry.element), position) }
      guard let inner = lists[ElementIndex(entry.element)] else { return nil }
      list = inner
    }
  }

  /// The element of the stop at `position`.
  public func element(at position: Int) -> ElementIndex {
    guard let found = select(position) else { preconditionFailure("no stop at position \(position) of \(count)") }
    return found.element
  }

  /// How many stops of `kind` come before `position`.
  func count(_ kind: StopFlags?, before position: Int) -> Int {
    if position <= 0 { return 0 }
    if position >= count { return top.entries.summary.counts.count(kind) }
    var list = top
    var p = position
    var n = 0
    while true {
      guard let (i, before) = list.entries.first(where: { b, here in Int(b.counts.stops) + Int(here.counts.stops) > p }) else { return n }
      let entry = list.entries[i]
      n += before.counts.count(kind)
      p -= Int(before.counts.stops)
      guard entry.isGroup, let inner = lists[ElementIndex(entry.element)] else { return n }
      list = inner
    }
  }

  /// The positions of the stops of one kind, ascending, without listing them.
  func positions(_ kind: StopFlags) -> PositionList { PositionList(tree: self, kind: kind) }

  // MARK: Stops

  /// The stops in reading order.
  public var stops: Stops { Stops(tree: self) }

  public struct Stops: RandomAccessCollection, Sendable, Equatable {
    let tree: AccessibilityTree
    public var startIndex: Int { 0 }
    public var endIndex: Int { tree.count }
    public subscript(position: Int) -> Stop { tree.stop(at: position) }

    /// Every stop with its context and groups, in one walk down the lists.
    public func makeIterator() -> IndexingIterator<[Stop]> { tree.allStops().makeIterator() }

    public static func == (a: Stops, b: Stops) -> Bool { a.tree.allStops() == b.tree.allStops() }
  }

  /// The stop at `position` with its context and groups.
  func stop(at position: Int) -> Stop {
    let e = element(at: position)
    var path = groups(of: e)
    path.reverse()
    var explicit: Int?
    if let innermost = path.last, lists[innermost]?.reason == .explicitOrder, let found = lists[innermost]?.find(placeLabel[e - base]) {
      explicit = found.index + 1
    }
    return Stop(element: e, context: context(of: e, at: position, groups: path), groupPath: path, explicitPosition: explicit)
  }

  /// Every stop in order (for walks over the whole order).
  func allStops() -> [Stop] {
    var out: [Stop] = []
    out.reserveCapacity(count)
    var path: [ElementIndex] = []
    visit(top, path: &path, into: &out)
    return out
  }

  private func visit(_ list: OrderList, path: inout [ElementIndex], into out: inout [Stop]) {
    let explicit = list.reason == .explicitOrder
    var rank = 0
    for entry in list.entries {
      defer { rank += 1 }
      if entry.repeated { continue }
      let e = ElementIndex(entry.element)
      if entry.isGroup {
        guard let inner = lists[e] else { continue }
        path.append(e)
        visit(inner, path: &path, into: &out)
        path.removeLast()
      } else {
        out.append(Stop(element: e, context: context(of: e, at: out.count, groups: path), groupPath: path, explicitPosition: explicit ? rank + 1 : nil))
      }
    }
  }

  /// The elements of the stops in order.
  public var elements: [ElementIndex] { elements(nil) }

  /// The elements of the stops of one kind (nil: every stop), in order.
  func elements(_ kind: StopFlags?) -> [ElementIndex] {
    var out: [ElementIndex] = []
    out.reserveCapacity(top.entries.summary.counts.count(kind))
    func visit(_ list: OrderList) {
      // Down the rope's nodes (`forEach`): its iterator retains a node for every entry.
      list.entries.forEach { entry in
        guard !entry.repeated && entry.counts.count(kind) > 0 else { return true }
        if entry.isGroup {
          if let inner = lists[ElementIndex(entry.element)] { visit(inner) }
        } else {
          out.append(ElementIndex(entry.element))
        }
        return true
      }
    }
    visit(top)
    return out
  }

  /// The elements of the stops that respond to user interaction, in order.
  public var interactiveElements: [ElementIndex] { elements(.interactive) }

  // MARK: Groups

  /// The position of a group's first stop and how many stops it holds.
  func range(ofGroup g: ElementIndex) -> (first: Int, count: Int)? {
    guard let inner = lists[g], let first = before(g) else { return nil }
    return (first, Int(inner.entries.summary.counts.stops))
  }

  /// One group with its stop range, found from the order's counts (no walk): what `groups`
  /// lists for `g`, at the cost of one path down the lists.
  public func group(_ g: ElementIndex) -> Group? {
    guard let inner = lists[g], let (first, count) = range(ofGroup: g) else { return nil }
    return Group(element: g, reason: inner.reason ?? .contain, first: first, last: first + count - 1)
  }

  /// The groups (containers VoiceOver keeps together), outermost first, in order: a walk of
  /// the whole order (`group(_:)` finds one).
  public var groups: [Group] {
    var out: [Group] = []
    var position = 0
    func visit(_ list: OrderList) {
      for entry in list.entries {
        if entry.isGroup {
          let g = ElementIndex(entry.element)
          guard let inner = lists[g] else { continue }
          let k = out.count
          out.append(Group(element: g, reason: inner.reason ?? .contain, first: position, last: position - 1))
          if !entry.repeated { visit(inner) }
          out[k].last = position - 1
        } else if !entry.repeated {
          position += 1
        }
      }
    }
    visit(top)
    return out
  }

  /// Whether any container keeps stops together: a group with no stops does not count.
  public var hasGroups: Bool { lists.values.contains { $0.entries.summary.counts.stops > 0 } }

  /// The first stop of each data table on screen, ascending (the Tables rotor).
  public var tableStarts: [Int] {
    var starts = Set<Int>()
    for (g, list) in lists where list.reason == .container(.dataTable) && list.entries.summary.counts.stops > 0 {
      if let first = before(g) { starts.insert(first) }
    }
    return starts.sorted()
  }

  /// The first stop of each group, sorted and unique (the Containers rotor).
  public var groupStarts: [Int] {
    var seen = Set<Int>()
    let n = count
    return groups.map(\.first).filter { $0 < n && seen.insert($0).inserted }.sorted()
  }

  /// The groups keeping an element's entry, nearest first, as elements.
  public func groups(of e: ElementIndex) -> [ElementIndex] {
    var path: [ElementIndex] = []
    guard place(e) != nil else { return path }
    var g = placeList[e - base]
    while g != Self.topLevel, g != Self.nowhere {
      path.append(ElementIndex(g))
      g = placeList[Int(g) - base]
    }
    return path
  }

  /// Why a group keeps its children together.
  public func reason(ofGroup g: ElementIndex) -> GroupReason? { lists[g]?.reason }

  // MARK: Contexts

  /// The context VoiceOver gives the stop of `e` at `position`, within `groups` (outermost
  /// first): the outermost group that gives one decides (a tab bar and a segmented control
  /// number their stops, a data table speaks headers, an ordered list or landmark marks its
  /// first and last stop and nothing between).
  func context(of e: ElementIndex, at position: Int, groups: [ElementIndex]) -> SpeechContext? {
    for g in groups {
      guard let kind = lists[g]?.provides else { continue }
      switch kind {
      case .tab, .series:
        guard let (first, count) = range(ofGroup: g) else { continue }
        return kind == .tab ? .tab(index: position - first + 1, count: count) : .series(index: position - first + 1, count: count)
      case .table:
        if let c = tableContexts[g]?[e] { return .dataTable(c) }
      case .list, .landmark:
        guard let (first, count) = range(ofGroup: g) else { continue }
        if position == first { return kind == .list ? .listStart : .landmarkStart }
        if count > 1, position == first + count - 1 { return kind == .list ? .listEnd : .landmarkEnd }
        return nil
      }
    }
    return nil
  }

  /// The context VoiceOver gives an element's stop; nil when it has none or is no stop.
  public func context(of e: ElementIndex) -> SpeechContext? {
    guard let p = position(of: e) else { return nil }
    var path = groups(of: e)
    path.reverse()
    return context(of: e, at: p, groups: path)
  }
}

/// A container context appended to a description (reference §1.1 step 8 and §5).
public enum SpeechContext: Sendable, Equatable {
  case series(index: Int, count: Int)
  case tab(index: Int, count: Int)
  case listStart, listEnd, landmarkStart, landmarkEnd
  /// A cell of a data table (`DataTableContext`).
  indirect case dataTable(DataTableContext)
}

/// The positions of a set of stops, ascending: the stops of one kind (headings, links, form
/// controls, interactive), read from the order's counts, so the k-th one and how many lie
/// before a position are found by descending, never by listing them; or a list worked out
/// (a custom rotor's results, the groups' first stops).
public struct PositionList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
  enum Storage: Sendable {
    case counted(AccessibilityTree, StopFlags)
    case listed([Int])
  }
  let storage: Storage

  init(tree: AccessibilityTree, kind: StopFlags) { storage = .counted(tree, kind) }
  public init(_ positions: [Int]) { storage = .listed(positions) }
  public init(arrayLiteral positions: Int...) { storage = .listed(positions) }

  public var startIndex: Int { 0 }
  public var endIndex: Int {
    switch storage {
    case .counted(let tree, let kind): return tree.top.entries.summary.counts.count(kind)
    case .listed(let p): return p.count
    }
  }

  public subscript(k: Int) -> Int {
    switch storage {
    case .counted(let tree, let kind):
      guard let found = tree.select(k, kind) else { preconditionFailure("no stop \(k) of \(count)") }
      return found.position
    case .listed(let p): return p[k]
    }
  }

  /// How many of the positions lie below `position`: the index of the first at or after it.
  public func firstIndex(notBelow position: Int) -> Int {
    switch storage {
    case .counted(let tree, let kind): return tree.count(kind, before: position)
    case .listed(let p): return p.firstIndex(notBelow: position)
    }
  }

  /// Whether `position` is one of them.
  public func contains(position: Int) -> Bool {
    let i = firstIndex(notBelow: position)
    return i < count && self[i] == position
  }

  public static func == (a: PositionList, b: PositionList) -> Bool { Array(a) == Array(b) }
}
