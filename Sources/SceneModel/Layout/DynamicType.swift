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

  /// The size's place in `allCases` (0 for XS … 11 for AX5): layout asks this of every text.
  var column: Int {
    switch self {
    case .extraSmall: return 0
    case .small: return 1
    case .medium: return 2
    case .large: return 3
    case .extraLarge: return 4
    case .extraExtraLarge: return 5
    case .extraExtraExtraLarge: return 6
    case .accessibilityMedium: return 7
    case .accessibilityLarge: return 8
    case .accessibilityExtraLarge: return 9
    case .accessibilityExtraExtraLarge: return 10
    case .accessibilityExtraExtraExtraLarge: return 11
    }
  }
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
    rows[style.row * 12 + size.column]
  }

  /// `table` flattened, a style's twelve sizes after another's in `TextStyle.allCases` order:
  /// layout reads it for every text, and a dictionary lookup hashed the style each time.
  static let rows: [Double] = TextStyle.allCases.flatMap { table[$0] ?? Array(repeating: 17, count: 12) }
}
