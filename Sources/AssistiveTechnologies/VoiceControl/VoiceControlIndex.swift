import SceneModel

/// What Voice Control can say on the screen now: the numbered items (every element that
/// responds to user interaction, in reading order; "Show numbers" puts `n` on `items[n-1]`)
/// and a table from each spoken name to the items it names, so a phrase resolves with one
/// lookup whatever the screen holds.
///
/// The names are filed by element, not by number: an item's number is its place among the
/// order's interactive stops (`items`, read from the order's counts when asked), so an edit
/// that adds or removes items (a hide, a show, a dimming) changes only the entries of the
/// elements it touched, and every other item keeps its entry while its number moves.
///
/// Built once per build of the order (`AccessibilityTree.lineage`) and kept with the state it
/// read (`TreeIndexes`); after edits in place, the elements the edit journal names (each
/// edited element, the elements combining it, and every element of a tree hidden or shown)
/// are read again.
public struct VoiceControlIndex: Sendable {
  /// The numbered items, in reading order (a view of the order this index was asked for;
  /// empty in the copy `TreeIndexes` keeps, so the kept copy never holds an order alive).
  public internal(set) var items = VoiceControlItems()
  /// By element: whether it is an item, and its first name, spoken ("" when it has none).
  private var isItem: [Bool]
  private var firstNames: [String]
  /// The other names of the items that have more than one, in the author's order.
  private var otherNames: [ElementIndex: [String]] = [:]
  /// Spoken name → the one element it names, for names only one item has…
  private var unique: [String: ElementIndex] = [:]
  /// …and → the elements (in no order: `matches` sorts by number) for names several share.
  private var shared: [String: [ElementIndex]] = [:]
  /// How many items have no name that can be said ("show names" draws their number).
  public private(set) var unnamedCount = 0
  /// The build of the order the names come from (`AccessibilityTree.lineage`): a change in
  /// place keeps it and the edit journal names what it changed; a new build (a modal view,
  /// a new screen) gives a new one, and the index is built again.
  let lineage: Int

  /// Elements read again before building anew is cheaper [K].
  static let changeCapacity = 4096

  /// Builds the index over the runtime's items (not kept: `SceneRuntime.voiceControlIndex()`
  /// keeps and reuses one).
  public init(runtime: SceneRuntime) {
    let scene = runtime.scene
    let stops = runtime.tree.stops
    items = VoiceControlItems(tree: runtime.tree)
    lineage = runtime.tree.lineage
    isItem = Array(repeating: false, count: scene.elements.count)
    firstNames = Array(repeating: "", count: scene.elements.count)
    unique.reserveCapacity(items.count)
    for p in runtime.interactiveStops {
      let e = stops[p].element
      add(e, VoiceControlNames.spokenNames(of: e, in: scene))
    }
  }

  /// Item `i`'s names, spoken, in the author's order (the first is the one drawn).
  public func spokenNames(_ i: Int) -> [String] { spokenNames(ofElement: items[i]) }

  func spokenNames(ofElement e: ElementIndex) -> [String] {
    if let more = otherNames[e] { return [firstNames[e]] + more }
    return firstNames[e].isEmpty ? [] : [firstNames[e]]
  }

  /// The items a spoken phrase names (indexes into `items`), ascending.
  public func matches(_ spoken: String) -> [Int] {
    if let e = unique[spoken] { return items.number(of: e).map { [$0] } ?? [] }
    return (shared[spoken] ?? []).compactMap(items.number(of:)).sorted()
  }

  /// How many items a spoken name names.
  public func count(of spoken: String) -> Int {
    unique[spoken] != nil ? 1 : shared[spoken]?.count ?? 0
  }

  /// Every spoken name on the screen (for completion and "did you mean").
  public var allNames: [String] { Array(unique.keys) + Array(shared.keys) }

  /// Files element `e`, an item, under its names.
  private mutating func add(_ e: ElementIndex, _ names: [String]) {
    isItem[e] = true
    firstNames[e] = names.first ?? ""
    otherNames[e] = names.count > 1 ? Array(names.dropFirst()) : nil
    var sayable = false
    for (k, name) in names.enumerated() where !name.isEmpty && (k == 0 || !names[..<k].contains(name)) {
      sayable = true
      if let j = unique.removeValue(forKey: name) {
        shared[name] = [j, e]
      } else if shared[name] != nil {
        shared[name]!.append(e)
      } else {
        unique[name] = e
      }
    }
    if !sayable { unnamedCount += 1 }
  }

  /// Takes element `e`, an item, out of the tables.
  private mutating func remove(_ e: ElementIndex) {
    let names = spokenNames(ofElement: e)
    var sayable = false
    for (k, name) in names.enumerated() where !name.isEmpty && (k == 0 || !names[..<k].contains(name)) {
      sayable = true
      if unique[name] == e {
        unique[name] = nil
      } else if var list = shared.removeValue(forKey: name) {
        if let at = list.firstIndex(of: e) {
          list.swapAt(at, list.count - 1)
          list.removeLast()
        }
        if list.count == 1 { unique[name] = list[0] } else if !list.isEmpty { shared[name] = list }
      }
    }
    if !sayable { unnamedCount -= 1 }
    isItem[e] = false
    firstNames[e] = ""
    otherNames[e] = nil
  }

  /// Reads element `e` again: filed, refiled under new names, or taken out, as it is an
  /// item with those names now.
  mutating func recheck(_ e: ElementIndex, in runtime: SceneRuntime) {
    guard isItem.indices.contains(e) else { return }
    let now = runtime.interactiveIndex(of: e) != nil
    let names = now ? VoiceControlNames.spokenNames(of: e, in: runtime.scene) : []
    if isItem[e] {
      if now, spokenNames(ofElement: e) == names { return }
      remove(e)
    }
    if now { add(e, names) }
  }

  /// The same index without its view of the order (the copy `TreeIndexes` keeps).
  var detached: VoiceControlIndex {
    var index = self
    index.items = VoiceControlItems()
    return index
  }
}

/// The numbered items: the order's interactive stops, read from the order's counts
/// (`AccessibilityTree.select`), so the list is never copied out of the order.
public struct VoiceControlItems: RandomAccessCollection, Sendable {
  let tree: AccessibilityTree

  init(tree: AccessibilityTree = AccessibilityTree()) { self.tree = tree }

  public var startIndex: Int { 0 }
  public var endIndex: Int { tree.positions(.interactive).count }

  public subscript(k: Int) -> ElementIndex {
    guard let found = tree.select(k, .interactive) else { preconditionFailure("no item \(k) of \(count)") }
    return found.element
  }

  /// Element `e`'s place among the items, or nil when it is not one.
  public func number(of e: ElementIndex) -> Int? {
    guard let p = tree.position(of: e) else { return nil }
    let list = tree.positions(.interactive)
    let i = list.firstIndex(notBelow: p)
    return i < list.count && list[i] == p ? i : nil
  }
}

extension SceneRuntime {
  /// Voice Control's index for the tree and element state now: kept for this state, else a
  /// kept one for the same build of the order brought up to date through the edits since
  /// (`EditJournal`), else built.
  ///
  /// Bringing a kept one up to date reads again the elements the edits named: each edited
  /// element and the elements combining it (they take its label), and each element of a
  /// tree hidden or shown. Numbers follow from the order, so no other entry changes.
  public func voiceControlIndex() -> VoiceControlIndex {
    let screens = treeScreens
    var index = indexes.voiceControlIndex(key: indexKey) { kept, index in
      guard index.lineage == tree.lineage, kept.edits.count == screens.count else { return nil }
      var changed: [ElementIndex] = []
      for (j, s) in screens.enumerated() where kept.edits[j] != cache.treeEdits[s] {
        guard let edited = cache.journal.elements(of: s, after: kept.edits[j]) else { return nil }
        for r in edited.trees {
          guard changed.count + r.count <= VoiceControlIndex.changeCapacity else { return nil }
          changed += r
        }
        for e in edited.elements {
          var next: ElementIndex? = e
          while let a = next {
            changed.append(a)
            next = scene.elements[a].parent
          }
          if changed.count > VoiceControlIndex.changeCapacity { return nil }
        }
      }
      return changed
    } update: { index, changed in
      var seen = Set<ElementIndex>()
      for e in changed where seen.insert(e).inserted { index.recheck(e, in: self) }
    } build: {
      VoiceControlIndex(runtime: self).detached
    }
    index.items = VoiceControlItems(tree: tree)
    return index
  }

  /// Voice Control indexes built over every item by this runtime and its copies (not brought
  /// up to date from a kept one), for tests that check an edit costs what it changes.
  public var voiceControlIndexesBuilt: Int { indexes.voiceControlBuilds.load(ordering: .relaxed) }

  /// Voice Control's number for an element ("Show numbers"), or nil when it has none.
  public func voiceControlNumber(of element: ElementIndex) -> Int? {
    interactiveIndex(of: element).map { $0 + 1 }
  }
}
