import SceneModel

extension SceneRuntime {
  /// The text a search looks in for a stop: its spoken label and value, lower-cased.
  func searchText(of element: ElementIndex) -> String {
    let p = properties(of: element)
    return ((p.label ?? "") + " " + (p.value ?? "")).lowercased()
  }

  /// The positions (into `tree.stops`, ascending) of the stops whose label or value contains
  /// `query`, ignoring case: what VoiceOver's search (`/`) counts.
  public func searchMatches(_ query: String) -> [Int] {
    guard !query.isEmpty else { return [] }
    let q = query.lowercased()
    return tree.stops.indices.filter { searchText(of: tree.stops[$0].element).contains(q) }
  }

  /// The position of the next stop after `position` (or the previous one before it) whose
  /// label or value contains `query`, wrapping; nil when none does.
  public func searchMatch(_ query: String, from position: Int?, forward: Bool) -> Int? {
    let stops = tree.stops
    guard !stops.isEmpty else { return nil }
    let q = query.lowercased()
    let n = stops.count
    for k in 1...n {
      let i = forward ? ((position ?? -1) + k) % n : (((position ?? n) - k) % n + n) % n
      if searchText(of: stops[i].element).contains(q) { return i }
    }
    return nil
  }
}
