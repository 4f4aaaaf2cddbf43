/// The numbers the decoder accepts for the numeric scene keys. The scene schema
/// (`SceneSchema`) states the same ranges, read from here.
enum SceneRange {
  /// `sortPriority`.
  static let sortPriority: ClosedRange<Double> = -1_000_000...1_000_000
  /// `width`, `height`, `minWidth`, `minHeight`, and a frame's width and height, in points.
  static let length: ClosedRange<Double> = 0...100_000
  /// A frame's x and y, in points.
  static let position: ClosedRange<Double> = -100_000...100_000
  /// `spacing` and each edge of `padding`, in points.
  static let spacing: ClosedRange<Double> = 0...10_000
  /// `lines` (0: unlimited).
  static let lines: ClosedRange<Int> = 0...1000
  /// `min` and `max` of an adjustable value.
  static let bound: ClosedRange<Double> = -1e12...1e12
  /// `step` of an adjustable value.
  static let step: ClosedRange<Double> = 1e-9...1e12
  /// `selectedIndex` of a segmented control or tab bar.
  static let selectedIndex: ClosedRange<Int> = 0...10_000
  /// `pages` and `page` of a page control.
  static let pages: ClosedRange<Int> = 1...1000
  /// `level` of a heading.
  static let headingLevel: ClosedRange<Int> = 1...6
  /// A data-table cell's `row` and `column`, and the table's `rows` and `columns`.
  static let tableIndex: ClosedRange<Int> = 0...100_000
  /// A data-table cell's `rowSpan` and `columnSpan`.
  static let tableSpan: ClosedRange<Int> = 1...100_000
  /// A tab's `badge` given as a number.
  static let badge: ClosedRange<Int> = 0...999_999_999
  /// `device.size`, each of width and height, in points.
  static let screenSize: ClosedRange<Double> = 100...10_000
  /// `device.safeArea`, each of top and bottom, in points.
  static let safeArea: ClosedRange<Double> = 0...500
  /// `motion.interval`, in seconds.
  static let motionInterval: ClosedRange<Double> = 0.1...3600
}
