import SceneModel

/// Labels for a table kept in reading order (the keyboard's focus groups): each item carries a
/// label increasing along the order, kept however items come and go around it, so an item is
/// found in a `Rope` by its label in logarithmic time and nothing after a change is
/// renumbered. The same scheme as the order's own entries (`OrderEntry.label`).
protocol Labelled {
  var label: UInt64 { get }
}

/// A summary that knows its run's last label (0: none), for descending to an item by label.
protocol LabelSummary: RopeSummary {
  var lastLabel: UInt64 { get }
}

/// Only the last label.
struct LastLabel: LabelSummary {
  var lastLabel: UInt64 = 0
  init() {}
  init(_ label: UInt64) { lastLabel = label }
  mutating func add(_ next: LastLabel) {
    if next.lastLabel != 0 { lastLabel = next.lastLabel }
  }
}

extension Rope where Item: Labelled, Summary: LabelSummary {
  /// The index of the item labelled `label`; nil when there is none.
  func index(ofLabel label: UInt64) -> Int? {
    guard label != 0, let (i, _) = first(where: { _, here in here.lastLabel >= label }) else { return nil }
    return self[i].label == label ? i : nil
  }

  /// Where an item labelled `label` goes: the index of the first item labelled above it.
  func insertionIndex(ofLabel label: UInt64) -> Int {
    first(where: { _, here in here.lastLabel > label })?.index ?? count
  }
}

/// A label strictly between two (0 and `UInt64.max` stand for the ends); nil when there is no
/// room left between them.
func label(between before: UInt64, and after: UInt64) -> UInt64? {
  guard after > before, after - before > 1 else { return nil }
  return before + (after - before) / 2
}

/// Each element's label in a table kept in reading order (0: not in it), by element slot from
/// a base: a rope, so a copy shares it and a change copies only its path.
struct ElementLabels: Sendable {
  struct Slot: RopeItem {
    var label: UInt64
    var summary: RopeCount { RopeCount() }
  }

  let base: Int
  private var slots: Rope<Slot>

  init(slots range: Range<Int>, labels: [(ElementIndex, UInt64)]) {
    base = range.lowerBound
    var all = [Slot](repeating: Slot(label: 0), count: range.count)
    for (e, l) in labels where range.contains(e) { all[e - base] = Slot(label: l) }
    slots = Rope(all)
  }

  var range: Range<Int> { base..<(base + slots.count) }

  subscript(e: ElementIndex) -> UInt64 {
    get { range.contains(e) ? slots[e - base].label : 0 }
    set {
      guard range.contains(e) else { return }
      slots.update(at: e - base) { $0.label = newValue }
    }
  }
}
