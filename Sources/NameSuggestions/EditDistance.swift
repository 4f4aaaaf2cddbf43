/// Edit distance and "did you mean" lookup: the one implementation behind every message that
/// suggests a name (scene keys and kinds, command-line flags and script words, key names,
/// keymap command ids). Its own target with no dependencies, so both `SceneModel` and
/// `TerminalCanvas` (which do not depend on each other) use it.
public enum EditDistance {
  /// The number of single-character insertions, deletions, substitutions and swaps of two
  /// neighbours that turn `a` into `b` (optimal string alignment, so `rigth` is one edit
  /// from `right`; compared by `Character`, case-sensitively).
  public static func distance(_ a: String, _ b: String) -> Int {
    distance(Array(a), Array(b))
  }

  /// The distance between two sequences of characters (see `distance(_:_:)`).
  public static func distance<C: Equatable>(_ a: [C], _ b: [C]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    // Three rows: two back for a swap, the previous one, the current one.
    var beforePrevious = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          v = min(v, beforePrevious[j - 2] + 1)
        }
        current[j] = v
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  /// The candidate closest to `input`, if it is within `maxDistance` edits.
  ///
  /// A candidate is only suggested when fewer edits than `input` has characters are
  /// needed, so `ab` does not suggest `up` (that would be a replacement, not a
  /// correction). Among equally close candidates the one sharing the longest prefix with
  /// `input` wins (`pgdown` suggests `pagedown`, not `down`), then the earlier one. An
  /// exact match is returned as is. A candidate whose length differs by more than
  /// `maxDistance` is skipped without comparing, so a huge input costs its length, not its
  /// length times each candidate's.
  public static func closest(to input: String, among candidates: [String], maxDistance: Int = 2)
    -> String?
  {
    let source = Array(input)
    var best: (candidate: String, distance: Int, prefix: Int)?
    for candidate in candidates {
      let target = Array(candidate)
      if abs(target.count - source.count) > maxDistance { continue }
      let d = distance(source, target)
      if d == 0 { return candidate }
      guard d <= maxDistance && d < source.count else { continue }
      let prefix = zip(source, target).prefix { $0 == $1 }.count
      if let current = best, (current.distance, -current.prefix) <= (d, -prefix) { continue }
      best = (candidate, d, prefix)
    }
    return best?.candidate
  }
}
