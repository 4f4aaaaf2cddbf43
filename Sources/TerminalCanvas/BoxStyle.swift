/// The line style of a box border drawn with `Grid.drawBox`.
///
/// Every style uses one-column characters (box drawing U+2500 block, or ASCII), so a
/// border's width is the rect's width in any UTF-8 terminal.
public enum BoxStyle: Sendable, Hashable, CaseIterable {
  /// `┌─┐│└┘`
  case light
  /// `┏━┓┃┗┛`, used for emphasis such as the focus ring.
  case heavy
  /// `╔═╗║╚╝`
  case double
  /// `╭─╮│╰╯`
  case rounded
  /// `┌╌┐╎└┘`
  case dashed
  /// `┌┈┐┊└┘`, finer than `dashed`: the outline of a keyboard focus group.
  case dotted
  /// `+-+|++`, for terminals without Unicode line drawing.
  case ascii

  /// The six characters a border is made of.
  public struct Characters: Sendable, Hashable {
    /// Top-left corner.
    public var topLeft: Character
    /// Top-right corner.
    public var topRight: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom-right corner.
    public var bottomRight: Character
    /// Top and bottom edges.
    public var horizontal: Character
    /// Left and right edges.
    public var vertical: Character
  }

  /// The characters for this style.
  public var characters: Characters {
    switch self {
    case .light:
      Characters(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
        vertical: "│")
    case .heavy:
      Characters(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━",
        vertical: "┃")
    case .double:
      Characters(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═",
        vertical: "║")
    case .rounded:
      Characters(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
        vertical: "│")
    case .dashed:
      Characters(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "╌",
        vertical: "╎")
    case .dotted:
      Characters(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "┈",
        vertical: "┊")
    case .ascii:
      Characters(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
        vertical: "|")
    }
  }
}
