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
///
/// A role is stored as its number in the process's table of names (`StyleRoleNames`), so a
/// cell or a span copies, compares and hashes it as an integer: every frame copies and
/// compares thousands of them. Two roles are equal exactly when their names are.
public struct StyleRole: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
  CustomStringConvertible, Comparable
{
  /// The role's number in `StyleRoleNames`.
  let id: UInt32

  /// The role's name, as written in snapshots.
  public var rawValue: String { StyleRoleNames.shared.name(of: id) }

  /// Creates a role from its name.
  public init(rawValue: String) {
    id = StyleRoleNames.shared.id(of: rawValue)
  }

  /// Creates a role from its name.
  public init(_ rawValue: String) {
    self.init(rawValue: rawValue)
  }

  /// Creates a role from a string literal, for example `let title: StyleRole = "title"`.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  // By number, not by name: `RawRepresentable`'s defaults would compare and hash the names.
  public static func == (lhs: StyleRole, rhs: StyleRole) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The default role of every cell; snapshots list only cells that differ from it.
  public static let normal: StyleRole = "normal"

  /// The role's name.
  public var description: String { rawValue }

  /// Orders roles by name, so listings of roles are deterministic.
  public static func < (lhs: StyleRole, rhs: StyleRole) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
