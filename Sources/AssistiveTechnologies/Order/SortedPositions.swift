/// Positions kept in ascending order (rotor items, interactive stops, removed stops).
extension Array where Element == Int {
  /// The first index whose value is at least `value` (`count` when there is none): how many
  /// values lie below it. A binary search.
  public func firstIndex(notBelow value: Int) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if self[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
