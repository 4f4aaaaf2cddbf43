/// How much of a split a segment asks for.
///
/// Deliberately tiny (no solver): fixed sizes are granted first, in order, and whatever is
/// left over is shared out by weight. See `Layout.split` for the exact rules.
public enum Constraint: Sendable, Hashable {
  /// Exactly `n` cells, if that much is left.
  case length(Int)
  /// `p` percent of the whole rect (rounded down), if that much is left.
  case percentage(Int)
  /// At least `n` cells; also shares leftover space when there is no `fill`.
  case min(Int)
  /// Leftover space, shared between all `fill`s in proportion to their weights.
  case fill(Int)
}

/// A deterministic splitter that divides a rectangle into adjacent segments.
///
/// Panes are laid out with it, so its rules are fixed and tested:
/// 1. Each `.length(n)`, `.percentage(p)` (of the whole rect, rounded down) and `.min(n)` is
///    granted in order while space remains: when over-constrained, earlier constraints win
///    and later ones shrink, down to zero. `.fill` starts at zero.
/// 2. Leftover space goes to `.fill(w)` segments by weight, rounding so the parts add up
///    exactly (extra cells go to the later segments). Without a positive fill weight it
///    goes to the `.min` segments equally; without those, to the last segment.
///
/// So sizes are never negative and the segments always tile the rect exactly.
public enum Layout {
  /// The axis along which segments are placed.
  public enum Direction: Sendable, Hashable {
    /// Side by side, left to right (splits the width).
    case horizontal
    /// Stacked, top to bottom (splits the height).
    case vertical
  }

  /// Splits `rect` along `direction`, one result per constraint, in order.
  ///
  /// `Layout.split(screen, direction: .vertical, [.fill(1), .length(1)])` gives a body and a
  /// one-line status bar. Returns an empty array for no constraints.
  public static func split(
    _ rect: Rect, direction: Direction, _ constraints: [Constraint]
  ) -> [Rect] {
    let total = direction == .horizontal ? rect.width : rect.height
    let sizes = sizes(total: total, constraints)
    var offset = direction == .horizontal ? rect.x : rect.y
    return sizes.map { size in
      defer { offset += size }
      switch direction {
      case .horizontal:
        return Rect(x: offset, y: rect.y, width: size, height: rect.height)
      case .vertical:
        return Rect(x: rect.x, y: offset, width: rect.width, height: size)
      }
    }
  }

  /// The segment lengths `split` uses: non-negative, summing to `total` (if any).
  public static func sizes(total: Int, _ constraints: [Constraint]) -> [Int] {
    guard !constraints.isEmpty else { return [] }
    let total = max(0, total)
    var remaining = total
    var sizes = constraints.map { constraint -> Int in
      let wanted: Int
      switch constraint {
      case .length(let n): wanted = max(0, n)
      case .percentage(let p): wanted = total * Swift.min(100, Swift.max(0, p)) / 100
      case .min(let n): wanted = max(0, n)
      case .fill: wanted = 0
      }
      let granted = Swift.min(wanted, remaining)
      remaining -= granted
      return granted
    }
    guard remaining > 0 else { return sizes }

    var weights = constraints.map { constraint -> Int in
      if case .fill(let w) = constraint { return max(0, w) }
      return 0
    }
    if weights.reduce(0, +) == 0 {
      weights = constraints.map { constraint -> Int in
        if case .min = constraint { return 1 }
        return 0
      }
    }
    if weights.reduce(0, +) == 0 {
      weights[weights.count - 1] = 1
    }
    let totalWeight = weights.reduce(0, +)
    // Cumulative rounding: each segment gets floor(excess * cumulative / total) minus what
    // the segments before it got, so the shares add up to the excess exactly.
    var cumulative = 0
    var handedOut = 0
    for index in sizes.indices where weights[index] > 0 {
      cumulative += weights[index]
      let upTo = remaining * cumulative / totalWeight
      sizes[index] += upTo - handedOut
      handedOut = upTo
    }
    return sizes
  }
}
