/// A rectangle in points, in screen coordinates (origin top-left).
public struct Frame: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// `[x, y, w, h]` in points, rounded to a tenth, whole numbers without decimals.
  public var description: String {
    "[\(Frame.format(x)), \(Frame.format(y)), \(Frame.format(width)), \(Frame.format(height))]"
  }

  /// A coordinate rounded to a tenth of a point ("130.9", "59").
  public static func format(_ v: Double) -> String {
    let tenth = (v * 10).rounded() / 10
    return Adjustment.format(tenth)
  }
}

/// Edge insets in points.
public struct Insets: Sendable, Hashable {
  public var top: Double, leading: Double, bottom: Double, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = Insets()
}

/// How a stack places children across its axis.
public enum Alignment: String, Sendable, CaseIterable {
  case leading, center, trailing, fill
}

/// Dynamic Type text styles (UIFont.TextStyle).
public enum TextStyle: String, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// Accepted alternative spellings ("title", "caption").
  public static let aliases: [String: TextStyle] = [
    "title": .title1, "caption": .caption1, "subhead": .subheadline,
  ]

  public static func named(_ s: String) -> TextStyle? { TextStyle(rawValue: s) ?? aliases[s] }

  /// The style's place in `allCases`.
  var row: Int {
    switch self {
    case .largeTitle: return 0
    case .title1: return 1
    case .title2: return 2
    case .title3: return 3
    case .headline: return 4
    case .body: return 5
    case .callout: return 6
    case .subheadline: return 7
    case .footnote: return 8
    case .caption1: return 9
    case .caption2: return 10
    }
  }
}

/// The layout properties of an element: explicit frame or stack layout hints.
public struct LayoutSpec: Sendable {
  /// An explicit frame in screen points; wins over stack layout.
  public var frame: Frame?
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var minHeight: Double?
  /// Padding inside the element; nil uses the kind's default (cells, lists, sheets have some).
  public var padding: Insets?
  public var spacing: Double?
  public var alignment: Alignment?
  public var textStyle: TextStyle?
  /// Dynamic Type off: the text keeps its Large size at every content size.
  public var fixedTextSize: Bool = false
  /// Maximum number of lines (0 = unlimited).
  public var maxLines: Int = 0
  /// A horizontal stack that turns vertical when text grows (`isAccessibilitySize`,
  /// `ViewThatFits`, `AnyLayout`).
  public var adaptive: AdaptiveLayout = .never
  /// The text style the element's fixed metrics scale with (`@ScaledMetric`,
  /// `UIFontMetrics`): width, height, minimums, padding and spacing grow with it.
  public var scaledMetrics: TextStyle?
  public init() {}

  /// Whether nothing is set (every property has its default).
  var isDefault: Bool {
    frame == nil && width == nil && height == nil && minWidth == nil && minHeight == nil && padding == nil
      && spacing == nil && alignment == nil && textStyle == nil && !fixedTextSize && maxLines == 0
      && adaptive == .never && scaledMetrics == nil
  }
}

/// When a horizontal stack becomes vertical.
public enum AdaptiveLayout: String, Sendable, CaseIterable {
  /// Never: it stays a row whatever the text size.
  case never
  /// At the accessibility sizes (AX1–AX5), as `isAccessibilitySize` / `AnyLayout` code does.
  case accessibilitySizes
  /// When its children do not fit side by side, as `ViewThatFits` does.
  case fits
}
