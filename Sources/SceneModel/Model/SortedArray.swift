/// Values kept in ascending order (a parent's children, rotor items, interactive stops,
/// removed stops, playing motion).
extension Array where Element: Comparable {
  /// The first index whose value is at least `value` (`count` when there is none): how many
  /// values lie below it, and where `value` goes to keep the order. A binary search.
  public func firstIndex(notBelow value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
