import SceneModel

/// What Voice Control can say on the screen now: the numbered items (every element that
/// responds to user interaction, in reading order; "Show numbers" puts `n` on `items[n-1]`)
/// and a table from each spoken name to the items it names, so a phrase resolves with one
/// lookup whatever the screen holds.
///
/// Built once per list of items (the stops and which of them respond) and kept with the
/// element state it read (`TreeIndexes`); after edits that keep the items, only those whose
/// names the edits can have changed (an edited element and the items combining it) are read
/// again. A hide, a show, a dimming or a new build of the order builds it again.
public struct VoiceControlIndex: Sendable {
  /// The numbered items, in reading order.
  public let items: [ElementIndex]
  /// Each item's first name, spoken (`VoiceControlNames.spoken`); "" when it has none.
  private(set) var firstNames: [String]
  /// The other names of the items that have more than one, in the author's order.
  private(set) var otherNames: [Int: [String]] = [:]
  /// Spoken name → the one item it names, for names only one item has…
  private(set) var unique: [String: Int] = [:]
  /// …and → the items (ascending) for names several items share.
  private(set) var shared: [String: [Int]] = [:]
  /// How many items have no name that can be said ("show names" draws their number).
  public private(set) var unnamedCount = 0
  /// The build of the order the items come from (`AccessibilityTree.lineage`): a change in
  /// place keeps it and the edit journal names what it changed; a new build (a modal view,
  /// a new screen) gives a new one, and the index is built again.
  let lineage: Int

  /// Edits read again before building anew is cheaper [K].
  static let changeCapacity = 4096

  /// Builds the index over the runtime's items (not kept: `SceneRuntime.voiceControlIndex()`
  /// keeps and reuses one).
  public init(runtime: SceneRuntime) {
    let scene = runtime.scene
    let stops = runtime.tree.stops
    items = runtime.interactiveStops.map { stops[$0].element }
    lineage = runtime.tree.lineage
    firstNames = Array(repeating: "", count: items.count)
    unique.reserveCapacity(items.count)
    for (i, e) in items.enumerated() {
      add(i, VoiceControlNames.spokenNames(of: e, in: scene))
    }
  }

  /// Item `i`'s names, spoken, in the author's order (the first is the one drawn).
  public func spokenNames(_ i: Int) -> [String] {
    if let more = otherNames[i] { return [firstNames[i]] + more }
    return firstNames[i].isEmpty ? [] : [firstNames[i]]
  }

  /// The items a spoken phrase names, ascending.
  public func matches(_ spoken: String) -> [Int] {
    if let i = unique[spoken] { return [i] }
    return shared[spoken] ?? []
  }

  /// How many items a spoken name names.
  public func count(of spoken: String) -> Int {
    unique[spoken] != nil ? 1 : shared[spoken]?.count ?? 0
  }

  /// Every spoken name on the screen (for completion and "did you mean").
  public var allNames: [String] { Array(unique.keys) + Array(shared.keys) }

  /// Files item `i` under its names.
  private mutating func add(_ i: Int, _ names: [String]) {
    firstNames[i] = names.first ?? ""
    if names.count > 1 { otherNames[i] = Array(names.dropFirst()) } else { otherNames[i] = nil }
    var sayable = false
    for (k, name) in names.enumerated() where !name.isEmpty && (k == 0 || !names[..<k].contains(name)) {
      sayable = true
      if let j = unique.removeValue(forKey: name) {
        shared[name] = j < i ? [j, i] : [i, j]
      } else if var list = shared.removeValue(forKey: name) {
        // Keep the list ascending: insert at its place (at the end while building).
        var lo = 0
        var hi = list.count
        while lo < hi {
          let mid = (lo + hi) / 2
          if list[mid] < i { lo = mid + 1 } else { hi = mid }
        }
        list.insert(i, at: lo)
        shared[name] = list
      } else {
        unique[name] = i
      }
    }
    if !sayable { unnamedCount += 1 }
  }

  /// Takes item `i` out of the name tables.
  private mutating func remove(_ i: Int) {
    let names = spokenNames(i)
    var sayable = false
    for (k, name) in names.enumerated() where !name.isEmpty && (k == 0 || !names[..<k].contains(name)) {
      sayable = true
      if unique[name] == i {
        unique[name] = nil
      } else if var list = shared.removeValue(forKey: name) {
        list.removeAll { $0 == i }
        if list.count == 1 { unique[name] = list[0] } else if !list.isEmpty { shared[name] = list }
      }
    }
    if !sayable { unnamedCount -= 1 }
  }

  /// The same index with item `i`'s names replaced.
  mutating func rename(_ i: Int, to spoken: [String]) {
    guard spokenNames(i) != spoken else { return }
    remove(i)
    add(i, spoken)
  }
}

extension SceneRuntime {
  /// Voice Control's index for the tree and element state now: kept for this state, else a
  /// kept one for the same build of the order brought up to date through the edits since
  /// (`EditJournal`), else built.
  ///
  /// The kept one is brought up to date only when the edits since kept its items: no tree was
  /// hidden or shown, as many items respond, and every edited element and every element
  /// combining it that is an item now is the same item it was (an element that became an
  /// item would take another's number; one that stopped being one would change the count).
  public func voiceControlIndex() -> VoiceControlIndex {
    let screens = visibleScreens
    return indexes.voiceControlIndex(key: indexKey) { kept, index in
      guard index.lineage == tree.lineage, kept.edits.count == screens.count, index.items.count == interactiveStops.count else { return nil }
      var stale = Set<Int>()
      for (j, s) in screens.enumerated() where kept.edits[j] != cache.treeEdits[s] {
        guard let edited = cache.journal.elements(of: s, after: kept.edits[j]), edited.trees.isEmpty else { return nil }
        for e in edited.elements {
          // The element's own item, and the items combining it (they take its label).
          var next: ElementIndex? = e
          while let a = next {
            if let i = interactiveIndex(of: a) {
              guard index.items[i] == a else { return nil }
              stale.insert(i)
            }
            next = scene.elements[a].parent
          }
          if stale.count > VoiceControlIndex.changeCapacity { return nil }
        }
      }
      var index = index
      for i in stale.sorted() {
        index.rename(i, to: VoiceControlNames.spokenNames(of: index.items[i], in: scene))
      }
      return index
    } build: {
      VoiceControlIndex(runtime: self)
    }
  }

  /// Voice Control indexes built over every item by this runtime and its copies (not brought
  /// up to date from a kept one), for tests that check an edit costs what it changes.
  public var voiceControlIndexesBuilt: Int { indexes.voiceControlBuilds.load(ordering: .relaxed) }

  /// Voice Control's number for an element ("Show numbers"), or nil when it has none.
  public func voiceControlNumber(of element: ElementIndex) -> Int? {
    interactiveIndex(of: element).map { $0 + 1 }
  }
}
