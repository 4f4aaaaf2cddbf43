/// One terminal cell: the grapheme cluster shown there and the role it is drawn with.
///
/// A wide character (CJK, most emoji) occupies two cells: the left one holds the
/// character and the right one holds the empty string `""`, a continuation that draws
/// nothing. `Grid` keeps these pairs intact: it never leaves a continuation without its
/// left half, or a wide character without its continuation.
public struct Cell: Sendable, Hashable, CustomStringConvertible {
  /// One sanitized grapheme cluster, `" "` for a blank cell, or `""` for the right half
  /// of a wide character.
  public var text: String
  /// How the cell is drawn, resolved through a `Theme`.
  public var role: StyleRole

  /// Creates a cell.
  ///
  /// Prefer `Grid.put`, which sanitizes and measures the text.
  public init(_ text: String, role: StyleRole = .normal) {
    self.text = text
    self.role = role
  }

  /// A space in the `.normal` role: what a fresh grid is filled with.
  public static let blank = Cell(" ")

  /// Whether this is the right half of a wide character (text `""`).
  public var isContinuation: Bool { text.isEmpty }

  /// The text and role, for example `"a" normal`.
  public var description: String { "\"\(text)\" \(role)" }
}
