extension Array where Element: Comparable {
  /// Where `value` is, or would go, in this ascending array: the first index whose element
  /// is not less than it (a binary search).
  public func insertionIndex(of value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
