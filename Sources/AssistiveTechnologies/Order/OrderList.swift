import SceneModel

/// What a stop is for the tables read from the order: the built-in rotor items it belongs
/// in, and whether it responds to user interaction (Switch Control's items, the keyboard's
/// focusable elements).
struct StopFlags: OptionSet, Sendable, Hashable {
  let rawValue: UInt8
  static let heading = StopFlags(rawValue: 1)
  static let link = StopFlags(rawValue: 2)
  static let formControl = StopFlags(rawValue: 4)
  static let interactive = StopFlags(rawValue: 8)
}

/// How many stops, and of each kind, a run of entries holds.
struct OrderCounts: Sendable, Equatable {
  var stops: Int32 = 0
  var headings: Int32 = 0
  var links: Int32 = 0
  var formControls: Int32 = 0
  var interactive: Int32 = 0

  init() {}

  init(flags: StopFlags) {
    stops = 1
    if flags.contains(.heading) { headings = 1 }
    if flags.contains(.link) { links = 1 }
    if flags.contains(.formControl) { formControls = 1 }
    if flags.contains(.interactive) { interactive = 1 }
  }

  mutating func add(_ o: OrderCounts) {
    stops += o.stops
    headings += o.headings
    links += o.links
    formControls += o.formControls
    interactive += o.interactive
  }

  /// The count of one kind of stop (`.interactive`, a rotor item; none: every stop).
  func count(_ kind: StopFlags?) -> Int {
    switch kind {
    case nil: return Int(stops)
    case .heading?: return Int(headings)
    case .link?: return Int(links)
    case .formControl?: return Int(formControls)
    default: return Int(interactive)
    }
  }
}

/// One entry of a sorted list: a stop, or a group (whose own list holds its entries).
struct OrderEntry: RopeItem {
  var element: Int32
  var isGroup: Bool
  /// A stop met a second time through an explicit order: it is a stop once, where first met,
  /// so here it counts for nothing (and a group met again holds no stops).
  var repeated: Bool
  /// The entry's place in its list, increasing along it (labels keep their order however
  /// entries come and go, so an entry is found by its label in logarithmic time).
  var label: UInt64
  /// A stop's counts, or the totals of a group's list.
  var counts: OrderCounts

  var summary: EntrySummary {
    EntrySummary(counts: counts, lastLabel: label, lowest: element, highest: element)
  }
}

/// What a run of entries adds up to: its stops by kind, its last label, and the lowest and
/// highest element index among its entries (to check that entries from one part of the
/// element table sit together in the list).
struct EntrySummary: RopeSummary {
  var counts = OrderCounts()
  var lastLabel: UInt64 = 0
  var lowest = Int32.max
  var highest = Int32.min

  init() {}
  init(counts: OrderCounts, lastLabel: UInt64, lowest: Int32, highest: Int32) {
    self.counts = counts
    self.lastLabel = lastLabel
    self.lowest = lowest
    self.highest = highest
  }

  mutating func add(_ next: EntrySummary) {
    counts.add(next.counts)
    if next.lastLabel != 0 { lastLabel = next.lastLabel }
    lowest = Swift.min(lowest, next.lowest)
    highest = Swift.max(highest, next.highest)
  }
}

/// One list of siblings in reading order: the top level, or a group's direct entries.
struct OrderList: Sendable {
  init(entries: Rope<OrderEntry>, reason: AccessibilityTree.GroupReason?, separated: Bool, prioritized: Bool, provides: ContextKind? = nil) {
    self.entries = entries
    self.reason = reason
    self.separated = separated
    self.prioritized = prioritized
    self.provides = provides
  }

  var entries: Rope<OrderEntry>
  /// Why the group keeps its children together (nil for the top level).
  var reason: AccessibilityTree.GroupReason?
  /// Whether the entries are in well-separated rows (`AccessibilityTree.separated`): then
  /// VoiceOver's comparator is a strict total order on them, so any sort gives this order,
  /// and entries can come, go or move in place with only their neighbours looked at.
  var separated: Bool
  /// Whether the entries carry sort priorities (a list that sorts by them first).
  var prioritized: Bool
  /// The context the group gives its stops, if any (`AccessibilityTree.context`).
  var provides: ContextKind? = nil

  /// What context a group gives the stops in it.
  enum ContextKind: Sendable {
    /// "Tab n of m." (a tab bar), "n of m." (a segmented control).
    case tab, series
    /// A data table's headers and row and column.
    case table
    /// An ordered list's or landmark's start and end.
    case list, landmark
  }

  /// Labels spread evenly over the whole range, `count` of them.
  static func labels(_ count: Int) -> [UInt64] {
    guard count > 0 else { return [] }
    let step = UInt64.max / UInt64(count + 1)
    return (0..<count).map { UInt64($0 + 1) * step }
  }

  /// The index of the entry with `label`; nil when there is none.
  func index(of label: UInt64) -> Int? {
    guard let (i, _) = entries.first(where: { _, here in here.lastLabel >= label }) else { return nil }
    return entries[i].label == label ? i : nil
  }

  /// The entry with `label`, with the counts of the entries before it.
  func find(_ label: UInt64) -> (index: Int, before: OrderCounts)? {
    guard let (i, before) = entries.first(where: { _, here in here.lastLabel >= label }), entries[i].label == label else { return nil }
    return (i, before.counts)
  }
}
