/// How a custom rotor computes its results, as an app's `itemSearchBlock` does, instead of
/// listing element ids (`UIAccessibilityCustomRotor`).
public enum RotorRule: Sendable, Equatable {
  /// Every occurrence of these words, whole words and case-insensitively, in the text (label,
  /// then value) of these elements: text-range results, such as each misspelled word.
  case words([String], in: [ElementRef])
  /// Every stop on screen whose label or value contains this text, case-insensitively: an
  /// unbounded rotor whose results follow the screen as it changes.
  case matching(String)

  /// The most results a rule produces; a device has no such cap, but a rule over a huge
  /// screen must stay cheap.
  public static let resultCap = 999
}
