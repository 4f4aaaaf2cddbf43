/// A semantic name for how a cell should look, resolved to attributes by a `Theme`.
///
/// Cells store roles, never colours, so snapshots read `focusRing` rather than
/// "yellow on black", a monochrome terminal can restyle everything at once, and tests
/// do not depend on the palette. Apps declare their roles in an extension:
///
/// ```swift
/// extension StyleRole {
///   static let focusRing: StyleRole = "focusRing"
/// }
/// ```
///
/// Role names appear in snapshot files, so keep them to one word without spaces.
public struct StyleRole: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
  CustomStringConvertible, Comparable
{
  /// The role's name, as written in snapshots.
  public var rawValue: String

  /// Creates a role from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a role from its name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a role from a string literal, for example `let title: StyleRole = "title"`.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The default role of every cell; snapshots list only cells that differ from it.
  public static let normal: StyleRole = "normal"

  /// The role's name.
  public var description: String { rawValue }

  /// Orders roles by name, so listings of roles are deterministic.
  public static func < (lhs: StyleRole, rhs: StyleRole) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
