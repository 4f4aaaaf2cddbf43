/// Dynamic Type content size categories, smallest to largest.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
  case extraSmall = "XS", small = "S", medium = "M", large = "L", extraLarge = "XL"
  case extraExtraLarge = "XXL", extraExtraExtraLarge = "XXXL"
  case accessibilityMedium = "AX1", accessibilityLarge = "AX2"
  case accessibilityExtraLarge = "AX3", accessibilityExtraExtraLarge = "AX4"
  case accessibilityExtraExtraExtraLarge = "AX5"

  /// Long names accepted in files and on the command line.
  public static let aliases: [String: ContentSizeCategory] = [
    "xSmall": .extraSmall, "extraSmall": .extraSmall, "small": .small, "medium": .medium,
    "large": .large, "xLarge": .extraLarge, "extraLarge": .extraLarge,
    "xxLarge": .extraExtraLarge, "extraExtraLarge": .extraExtraLarge,
    "xxxLarge": .extraExtraExtraLarge, "extraExtraExtraLarge": .extraExtraExtraLarge,
    "accessibilityMedium": .accessibilityMedium, "accessibilityLarge": .accessibilityLarge,
    "accessibilityExtraLarge": .accessibilityExtraLarge,
    "accessibilityExtraExtraLarge": .accessibilityExtraExtraLarge,
    "accessibilityExtraExtraExtraLarge": .accessibilityExtraExtraExtraLarge,
  ]

  public static func named(_ s: String) -> ContentSizeCategory? {
    ContentSizeCategory(rawValue: s.uppercased()) ?? aliases[s]
  }

  var column: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? 3 }
  public var isAccessibilitySize: Bool { column >= 7 }

  public static func < (a: Self, b: Self) -> Bool { a.column < b.column }

  /// The next size up (`by: 1`) or down (`by: -1`), staying below the accessibility sizes
  /// unless Larger Accessibility Sizes is on; nil past either end.
  public func stepped(by delta: Int, largerAccessibilitySizes: Bool) -> ContentSizeCategory? {
    let all = ContentSizeCategory.allCases
    let last = largerAccessibilitySizes ? all.count - 1 : 6
    let next = column + delta
    guard next >= 0, next <= max(last, column) else { return nil }
    if delta > 0, next > last { return nil }
    return all[next]
  }
}

/// The HIG point-size table for each text style at each content size (reference §4.5).
public enum DynamicType {
  static let table: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// The point size of a text style at a content size.
  public static func pointSize(_ style: TextStyle, _ size: ContentSizeCategory) -> Double {
    table[style]?[size.column] ?? 17
  }
}
