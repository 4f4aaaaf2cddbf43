/// Levenshtein distance and "did you mean" lookup, shared by every error message that
/// suggests a correction (key names, command ids, scene roles).
public enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions that turn
  /// `a` into `b` (compared by `Character`, case-sensitively).
  public static func distance(_ a: String, _ b: String) -> Int {
    let source = Array(a)
    let target = Array(b)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var previous = Array(0...target.count)
    var current = Array(repeating: 0, count: target.count + 1)
    for i in 1...source.count {
      current[0] = i
      for j in 1...target.count {
        let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }

  /// The candidate closest to `input`, if it is within `maxDistance` edits.
  ///
  /// A candidate is only suggested when fewer edits than `input` has characters are
  /// needed, so `ab` does not suggest `up` (that would be a replacement, not a
  /// correction). Among equally close candidates the one sharing the longest prefix with
  /// `input` wins (`pgdown` suggests `pagedown`, not `down`), then the earlier one. An
  /// exact match is returned as is.
  public static func closest(to input: String, among candidates: [String], maxDistance: Int = 2)
    -> String?
  {
    var best: (candidate: String, distance: Int, prefix: Int)?
    for candidate in candidates {
      let d = distance(input, candidate)
      if d == 0 { return candidate }
      guard d <= maxDistance && d < input.count else { continue }
      let prefix = commonPrefixLength(input, candidate)
      if let current = best, (current.distance, -current.prefix) <= (d, -prefix) { continue }
      best = (candidate, d, prefix)
    }
    return best?.candidate
  }

  private static func commonPrefixLength(_ a: String, _ b: String) -> Int {
    zip(a, b).prefix { $0 == $1 }.count
  }
}
