import AssistiveTechnologies
import SceneModel

/// Why an element is where it is in VoiceOver's reading order, in plain sentences.
///
/// Built from the accessibility tree: the stop's position and row, the groups that keep it
/// with its siblings (`groupPath` → each group's `reason`), an explicit order, a sort
/// priority, and the modal view that hides everything else.
public enum OrderExplanation {
  /// The explanation for `element` at its current position, one sentence per line.
  public static func lines(for element: ElementIndex?, in vo: VoiceOver) -> [String] {
    let scene = vo.scene
    let tree = vo.tree
    guard let element, scene.elements.indices.contains(element) else {
      return ["Nothing is focused."]
    }
    guard let position = tree.position[element], tree.stops.indices.contains(position) else {
      var out = ["Not a VoiceOver stop on this screen."]
      if scene.elements[element].hidden
        || scene.ancestors(of: element).contains(where: { scene.elements[$0].hidden })
      {
        out.append("It is hidden (accessibilityElementsHidden).")
      }
      return out
    }
    let stop = tree.stops[position]
    let device = scene.device
    let deviceName = device.idiom == .phone ? "iPhone" : "iPad"
    var out: [String] = []
    let tolerance = Adjustment.format(device.rowTolerance)
    if stop.explicitPosition != nil {
      // Explicitly ordered items are not sorted, so rows do not apply.
      out.append("Stop \(position + 1) of \(tree.stops.count), placed by an explicit order, not by position.")
    } else {
      let top = vo.runtime.frames[element].y
      // Kept per long-stack child and brought up to date from the edits, else worked out
      // from every top once per tree.
      let (row, count) = KeptScreenRows.shared.row(ofTop: top, runtime: vo.runtime, tolerance: device.rowTolerance) ?? allRows(vo).row(top)
      out.append("Stop \(position + 1) of \(tree.stops.count), screen row \(row) of \(count).")
    }

    var neighbours: [String] = []
    if position > 0 {
      neighbours.append("after " + shortName(of: tree.stops[position - 1].element, in: vo))
    }
    if position + 1 < tree.stops.count {
      neighbours.append("before " + shortName(of: tree.stops[position + 1].element, in: vo))
    }
    if let first = neighbours.first {
      out.append(
        ([first.prefix(1).uppercased() + first.dropFirst()] + neighbours.dropFirst()).joined(
          separator: ", ") + ".")
    }

    if let beside = besideSentence(position, in: vo) { out.append(beside) }

    if let modal = tree.modalRoot {
      out.append(
        "\(capitalised(name(of: modal, in: vo, article: true))) is modal (accessibilityViewIsModal) and hides everything else on the screen."
      )
    }
    for a in scene.ancestors(of: element).reversed() where a != tree.modalRoot {
      let e = scene.elements[a]
      if e.isModal && !e.hidden {
        out.append("Inside \(name(of: a, in: vo, article: true)), which is modal: its siblings are hidden from VoiceOver.")
      }
    }

    if stop.groupPath.isEmpty {
      let across = device.isRightToLeft ? "right to left" : "left to right"
      out.append(
        "Not in a group: sorted by position, top to bottom, then \(across) (on \(deviceName), tops within \(tolerance) pt are one row).")
    }
    // Each group on the way from its counts: listing every group would cost the screen.
    for (depth, element) in stop.groupPath.enumerated() {
      guard let group = tree.group(element) else { continue }
      let innermost = depth == stop.groupPath.count - 1
      var sentence =
        "In \(name(of: group.element, in: vo, article: true)), stops \(group.first + 1)–\(group.last + 1): \(reason(group, in: scene))"
      if group.reason == .explicitOrder, innermost, let k = stop.explicitPosition {
        sentence += "; this is item \(k)"
      }
      sentence += "."
      out.append(sentence)
    }
    if let k = stop.explicitPosition,
      !stop.groupPath.contains(where: { tree.reason(ofGroup: $0) == .explicitOrder })
    {
      out.append("Explicit order position \(k).")
    }

    let e = scene.elements[element]
    if e.sortPriority != 0 {
      out.append(
        "Sort priority \(Adjustment.format(e.sortPriority)): higher priorities are read first among siblings."
      )
    }
    if e.grouping == .combine && !e.isElement {
      out.append("Combines its children's labels, values and traits into this one stop.")
    }
    return out
  }

  /// The screen rows worked out from every stop's top, once per tree.
  static func allRows(_ vo: VoiceOver) -> ScreenRows {
    ScreenRows.cache.value(for: vo.runtime) {
      // Every top in one pass down the visible screens' element tables: a frame read
      // alone sums its way down from the root, which for every stop would cost many
      // times the pass.
      let runtime = vo.runtime
      let scene = vo.scene
      var tops = [Double](repeating: 0, count: scene.elements.count)
      for s in runtime.visibleScreens {
        runtime.layout(ofScreen: s)?.allTops(elements: scene.elements, into: &tops)
      }
      return screenRows(vo.tree.elements.map { tops[$0] }, tolerance: scene.device.rowTolerance)
    }
  }

  /// The rows of the screen the stops are on, top to bottom: a new row starts where a top
  /// is `tolerance` pt or more below the row's first top (as VoiceOver sorts siblings).
  /// The rows depend only on the stops' tops taken in ascending order, so they are kept as
  /// the tops where rows start; a stop's row is how many of them are at or above its top.
  /// Worked out once per tree (`cache`): sorting every stop on every frame would make a
  /// step cost the size of the screen.
  struct ScreenRows: Sendable {
    static let cache = TreeCache<ScreenRows>(capacity: 8)
    /// The top of each row's first stop, ascending.
    var starts: [Double]
    var count: Int { starts.count }

    /// The row (from 1) of a stop whose top is `top`.
    func row(ofTop top: Double) -> Int {
      var low = 0
      var high = starts.count
      while low < high {
        let mid = (low + high) / 2
        if starts[mid] <= top { low = mid + 1 } else { high = mid }
      }
      return Swift.max(1, low)
    }

    /// The row of a stop whose top is `top`, and how many rows there are.
    func row(_ top: Double) -> (Int, Int) { (row(ofTop: top), count) }

    /// Each stop's row, for the tops the rows were worked out from.
    func rows(of tops: [Double]) -> [Int] { tops.map(row(ofTop:)) }
  }

  static func screenRows(_ tops: [Double], tolerance: Double) -> ScreenRows {
    // Reading order is top to bottom on most screens: then the tops need no sorting.
    var sorted = tops
    if zip(tops, tops.dropFirst()).contains(where: { $0 > $1 }) { sorted.sort() }
    var starts: [Double] = []
    var rowTop = -Double.infinity
    for top in sorted where top - rowTop >= tolerance {
      starts.append(top)
      rowTop = top
    }
    return ScreenRows(starts: starts)
  }

  /// Why the stop is read before (or after) a neighbour beside it on the same line, across
  /// the reading direction: the one whose top is higher is read first, even when it sits
  /// at the end of the line (a trailing switch or button before its label).
  static func besideSentence(_ position: Int, in vo: VoiceOver) -> String? {
    let stops = vo.tree.stops
    let device = vo.scene.device
    let frames = vo.runtime.frames
    let me = stops[position]
    guard me.explicitPosition == nil else { return nil }
    let mine = frames[me.element]
    func overlapsVertically(_ a: Frame, _ b: Frame) -> Bool {
      a.y < b.y + b.height && b.y < a.y + a.height
    }
    func points(_ d: Double) -> String { Adjustment.format((d * 10).rounded() / 10) }
    let tolerance = Adjustment.format(device.rowTolerance)
    let across = device.isRightToLeft ? "right" : "left"
    let trailing = device.isRightToLeft ? "left" : "right"
    func isTrailing(_ a: Frame, of b: Frame) -> Bool { device.isRightToLeft ? a.x < b.x : a.x > b.x }
    // Read first although it trails the next stop on the same line.
    if position + 1 < stops.count {
      let next = stops[position + 1]
      let theirs = frames[next.element]
      if next.explicitPosition == nil, overlapsVertically(mine, theirs), isTrailing(mine, of: theirs),
        theirs.y - mine.y >= device.rowTolerance
      {
        return "Read before \(shortName(of: next.element, in: vo)) on its \(across): its top is \(points(theirs.y - mine.y)) pt higher, and tops \(tolerance) pt or more apart are different rows."
      }
    }
    // Read after a stop that trails it on the same line.
    if position > 0 {
      let previous = stops[position - 1]
      let theirs = frames[previous.element]
      if previous.explicitPosition == nil, overlapsVertically(mine, theirs),
        isTrailing(theirs, of: mine), mine.y - theirs.y >= device.rowTolerance
      {
        return "Read after \(shortName(of: previous.element, in: vo)) on its \(trailing): that one's top is \(points(mine.y - theirs.y)) pt higher, and tops \(tolerance) pt or more apart are different rows."
      }
    }
    return nil
  }

  /// Why a group keeps its stops together.
  static func reason(_ group: AccessibilityTree.Group, in scene: Scene) -> String {
    switch group.reason {
    case .explicitOrder:
      return "accessibilityElements gives its children an explicit order"
    case .groupsChildren:
      return "shouldGroupAccessibilityChildren keeps its children together"
    case .container(let type):
      switch type {
      case .list:
        return "a list container (accessibilityContainerType .list) keeps its items together"
      case .landmark: return "a landmark container keeps its children together"
      case .dataTable: return "a data table container keeps its cells together"
      case .semanticGroup: return "a labelled semantic group keeps its children together"
      case .tabBar: return "a tab bar keeps its tabs together"
      case .none: return "a container keeps its children together"
      }
    case .tabBar:
      return "a tab bar keeps its tabs together"
    case .contain:
      if scene.elements.indices.contains(group.element),
        scene.elements[group.element].kind == .segmented
      {
        return "a segmented control contains its segments"
      }
      return "accessibilityElement(children: .contain) keeps its children together"
    }
  }

  /// The quoted label alone ('Inbox'), else the kind and id.
  static func shortName(of element: ElementIndex, in vo: VoiceOver) -> String {
    let e = vo.scene.elements[element]
    if let label = vo.runtime.properties(of: element).label ?? e.visibleText, !label.isEmpty {
      // Counting at most 21 characters: a label may be megabytes long.
      return "'" + (label.prefix(21).count > 20 ? String(label.prefix(19)) + "…" : label) + "'"
    }
    return name(of: element, in: vo)
  }

  /// A short name as the user sees it: the quoted label ('Actions'); a container with no
  /// label by what it is ("list", or "the list" with `article`), anything else with no
  /// label or text as "unlabelled button".
  static func name(of element: ElementIndex, in vo: VoiceOver, article: Bool = false) -> String {
    let e = vo.scene.elements[element]
    let label = vo.runtime.properties(of: element).label ?? e.visibleText
    if let label, !label.isEmpty {
      return "'" + (label.prefix(33).count > 32 ? String(label.prefix(31)) + "…" : label) + "'"
    }
    if e.kind.acceptsChildren { return (article ? "the " : "") + e.kind.word }
    return "unlabelled " + e.kind.word
  }

  static func capitalised(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
}
