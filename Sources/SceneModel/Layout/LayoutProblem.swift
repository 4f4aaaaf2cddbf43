/// What a layout shows going wrong at a content size: text cut off, text that does not grow,
/// an element pushed past the screen's edge. Found while placing, so it costs nothing extra.
public enum LayoutProblem: Sendable, Equatable {
  /// Why text is cut.
  public enum Limit: String, Sendable, Equatable {
    /// A `lines` limit: the text is truncated with "…".
    case lineLimit
    /// A fixed height or frame: the text is clipped.
    case fixedFrame
    /// A container's fixed height or frame: the text runs out of it and is clipped.
    case container
  }

  /// Text needing more lines than it has room for.
  case truncated(needs: Int, has: Int, limit: Limit)
  /// A control's title (a button's, a link's) taller than the control's fixed height or
  /// frame. UIKit does not clip a button's title to its bounds, so the title is drawn
  /// past the frame, over what is next to it, rather than cut.
  case overflows(needs: Double, frameHeight: Double)
  /// A fixed font size: the text keeps its Large size (does not support Dynamic Type).
  case fixedFontSize
  /// The element runs past the screen's trailing (or leading) edge by this many points.
  case offScreen(overflow: Double)

  /// "clipped at AX3: needs 3 lines, has 1".
  public func describe(at size: ContentSizeCategory) -> String {
    switch self {
    case .truncated(let needs, let has, let limit):
      let verb = limit == .lineLimit ? "truncated" : "clipped"
      let why: String
      switch limit {
      case .lineLimit: why = "its line limit"
      case .fixedFrame: why = "its fixed height"
      case .container: why = "its container's fixed height"
      }
      return "\(verb) at \(size.rawValue): needs \(needs) line\(needs == 1 ? "" : "s"), has \(has) (\(why))"
    case .overflows(let needs, let height):
      return "overflows its \(Frame.format(height)) pt frame at \(size.rawValue): the title needs \(Frame.format(needs)) pt and is drawn past the frame"
    case .fixedFontSize:
      return "fixed font size: does not grow with Dynamic Type"
    case .offScreen(let overflow):
      return "pushed \(Frame.format(overflow)) pt past the screen's edge at \(size.rawValue)"
    }
  }

  /// Short form for wireframe legends: "clipped", "truncated", "overflows", "fixed size",
  /// "off screen".
  public var shortName: String {
    switch self {
    case .truncated(_, _, let limit): return limit == .lineLimit ? "truncated" : "clipped"
    case .overflows: return "overflows"
    case .fixedFontSize: return "fixed size"
    case .offScreen: return "off screen"
    }
  }
}
