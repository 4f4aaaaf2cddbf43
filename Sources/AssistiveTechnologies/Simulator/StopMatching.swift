import SceneModel

/// Pairs the stops of two versions of a screen ("before" and "after"), as `axsim diff` and
/// `axsim compare` see them: by element id, else by the scene's label, else by position in
/// the order. Two stops whose elements both have ids, different ones, are never paired by
/// position: they are different elements.
public enum StopMatching {
  /// What a stop is matched by.
  public struct Key: Sendable, Equatable {
    public var id: String?
    public var label: String?

    public init(id: String?, label: String?) {
      self.id = id
      self.label = label.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The key of a scene element.
    public init(_ e: Element) {
      self.init(id: e.id, label: e.label)
    }
  }

  /// How a pair was made.
  public enum Rule: String, Sendable, Equatable {
    case id, label, position
  }

  public struct Pair: Sendable, Equatable {
    public var before: Int
    public var after: Int
    public var rule: Rule
  }

  /// For each `before` stop, its partner in `after` (indices into the arrays) and how it
  /// was found; nil when it has none.
  public static func match(_ before: [Key], _ after: [Key]) -> [Pair?] {
    var result = [Pair?](repeating: nil, count: before.count)
    var taken = [Bool](repeating: false, count: after.count)
    var byID: [String: [Int]] = [:]
    var byLabel: [String: [Int]] = [:]
    for (j, k) in after.enumerated().reversed() {
      if let id = k.id { byID[id, default: []].append(j) }
      if let label = k.label { byLabel[label, default: []].append(j) }
    }
    func take(_ table: inout [String: [Int]], _ key: String?) -> Int? {
      guard let key else { return nil }
      while let j = table[key]?.last {
        table[key]!.removeLast()
        if !taken[j] { return j }
      }
      return nil
    }
    for (i, k) in before.enumerated() {
      if let j = take(&byID, k.id) {
        taken[j] = true
        result[i] = Pair(before: i, after: j, rule: .id)
      }
    }
    for (i, k) in before.enumerated() where result[i] == nil {
      // An element with an id is matched by its label only to one without an id (or with the same).
      guard let label = k.label, var candidates = byLabel[label] else { continue }
      while let j = candidates.last, taken[j] || (k.id != nil && after[j].id != nil && after[j].id != k.id) {
        candidates.removeLast()
      }
      byLabel[label] = candidates
      if let j = candidates.last {
        byLabel[label]!.removeLast()
        taken[j] = true
        result[i] = Pair(before: i, after: j, rule: .label)
      }
    }
    for i in before.indices where result[i] == nil && i < after.count && !taken[i] {
      if let a = before[i].id, let b = after[i].id, a != b { continue }
      taken[i] = true
      result[i] = Pair(before: i, after: i, rule: .position)
    }
    return result
  }

  /// The `before` indices of the pairs that changed their place in the order: the fewest
  /// pairs whose removal leaves the rest in the same relative order (the complement of a
  /// longest increasing subsequence).
  public static func moved(_ pairs: [Pair?]) -> Set<Int> {
    let kept = pairs.compactMap { $0 }
    // Patience sorting: tails[k] is the index in `kept` ending the best run of length k+1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: kept.count)
    for (n, p) in kept.enumerated() {
      var lo = 0
      var hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if kept[tails[mid]].after < p.after { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[n] = tails[lo - 1] }
      if lo == tails.count { tails.append(n) } else { tails[lo] = n }
    }
    var inOrder = Set<Int>()
    var n = tails.last ?? -1
    while n >= 0 {
      inOrder.insert(kept[n].before)
      n = previous[n]
    }
    return Set(kept.map(\.before)).subtracting(inOrder)
  }
}

extension StopMatching {
  /// The elements a technology stops at on the runtime's screen, in its order: VoiceOver's
  /// stops, Switch Control's scanned items, Full Keyboard Access's focusable items, Voice
  /// Control's numbered items.
  public static func order(_ technology: Technology, _ runtime: SceneRuntime, switchSettings: SwitchControlSettings = SwitchControlSettings()) -> [ElementIndex] {
    switch technology {
    case .voiceOver: return runtime.tree.stops.map(\.element)
    case .switchControl: return Array(ScanTree(runtime: runtime, settings: switchSettings).items)
    case .fullKeyboardAccess: return Array(FocusGroups(runtime: runtime).items)
    case .voiceControl: return Array(runtime.voiceControlIndex().items)
    }
  }

  /// The partner in `after` of `element` of `before`, in a technology's order; nil when
  /// the element is not in the order or has no partner.
  public static func partner(of element: ElementIndex, _ technology: Technology, before: SceneRuntime, after: SceneRuntime, switchSettings: SwitchControlSettings = SwitchControlSettings()) -> ElementIndex? {
    let a = order(technology, before, switchSettings: switchSettings)
    guard let i = a.firstIndex(of: element) else { return nil }
    let b = order(technology, after, switchSettings: switchSettings)
    let pairs = match(a.map { Key(before.scene.elements[$0]) }, b.map { Key(after.scene.elements[$0]) })
    return pairs[i].map { b[$0.after] }
  }
}

extension StopMatching {
  /// The stop (an index into `actions`) that offers a custom action named `label` (letter
  /// case and trailing punctuation aside), and the action's name: a control that became a
  /// custom action of its row in the other version, or the other way round.
  public static func actionHolder(of label: String?, among actions: [[String]]) -> (stop: Int, action: String)? {
    guard let label, !label.isEmpty else { return nil }
    func normal(_ s: String) -> String {
      var t = s.lowercased()
      while let last = t.last, last == "." || last == " " || last == "…" { t.removeLast() }
      return t
    }
    let wanted = normal(label)
    for (k, names) in actions.enumerated() {
      if let name = names.first(where: { normal($0) == wanted }) { return (k, name) }
    }
    return nil
  }

  /// The custom actions' names of each element in a technology's order.
  public static func actionNames(_ order: [ElementIndex], _ runtime: SceneRuntime) -> [[String]] {
    order.map { runtime.properties(of: $0).actions.map(\.name) }
  }
}
