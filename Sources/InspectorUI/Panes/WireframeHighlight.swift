import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// What the Screen pane marks for the technology in use, as data: a list of marks, each an
/// element and the style of its technology, drawn by one mechanism
/// (`WireframeHighlight+Drawing`). A technology's highlight is a new `HighlightStyle` and the
/// marks `of(_:)` lists for it, never new drawing code.
///
/// | Technology | Mark | Ring (room around) | Sides (dense rows) | Its text |
/// | --- | --- | --- | --- | --- |
/// | VoiceOver | cursor | heavy `┏━┓` | `┃ ┃` | reverse, bold |
/// | Switch Control | item | solid `▗▄▖ ▝▀▘` | `▐ ▌` | reverse, underlined |
/// | Switch Control | group | double `╔═╗` around the container | | underlined |
/// | Switch Control | exit stop | dashed `┌╌┐` around the group being scanned | | |
/// | Switch Control | Gliding Cursor | band `░`, line `│` `─` | | band's role |
/// | Full Keyboard Access | focus | rounded `╭─╮` | `◖ ◗` | reverse, bold, underlined |
/// | Full Keyboard Access | focus group | dotted `┌┈┐` around the container | | |
/// | Voice Control | numbers, names, a choice, actions | tags beside the items (`VoiceControlMarks`) | | reverse, bold, underlined |
/// | Voice Control | grid | heavy dashed `╏╍` cell borders, a tag per cell | | |
///
/// The rule every mark keeps: **a highlight never replaces a glyph of content.** Ring and
/// outline characters go only on cells the picture left empty (the gutters beside the
/// device, the gaps between neighbours, blank rows); where content is in the way the ring
/// gives way, and the element's own cells take the style's roles (colour, reverse video)
/// instead. So every mark (`⚠`, `¶`, `?`, `!`) and every word stays where it was.
struct WireframeHighlight: Equatable {
  /// The marks, drawn in order (outlines before the ring inside them).
  var marks: [HighlightMark] = []
  /// The Gliding Cursor, in device points.
  var glide: GlideMark?
  /// Added to the Gliding Cursor's y (the Scanner Menu's Scroll moves the view).
  var viewportTop = 0.0
  /// The device's y at the top of what the technology scrolled into view (Voice Control's
  /// "scroll down"): the pane scrolls to show it.
  var scrolledTo: Double?
  /// Voice Control's overlay: its numbers, names or grid.
  var voiceControl: VoiceControlMarks?

  /// No highlight at all: the picture as it is.
  static let none = WireframeHighlight()

  /// VoiceOver's cursor on `focus`.
  init(focus: ElementIndex?) {
    if let focus { marks = [HighlightMark(element: focus, style: .voiceOverCursor, placement: .ring)] }
  }

  init(marks: [HighlightMark] = [], glide: GlideMark? = nil, viewportTop: Double = 0) {
    self.marks = marks
    self.glide = glide
    self.viewportTop = viewportTop
  }

  /// The element ringed (its text highlighted), if any.
  var focus: ElementIndex? { marks.last { $0.placement == .ring }?.element }

  /// Where the pane scrolls when no mark says (the same picture drawn without its marks,
  /// to compare with the marked one).
  var scrollElement: ElementIndex?

  /// The element the pane scrolls to: the ring's, else the first outline's.
  var scrollTarget: ElementIndex? { focus ?? marks.first?.element ?? scrollElement }

  /// The same scroll with no marks: the picture the marks are drawn over.
  var unmarked: WireframeHighlight {
    var bare = WireframeHighlight.none
    bare.scrollElement = scrollTarget
    bare.viewportTop = viewportTop
    bare.scrolledTo = scrolledTo
    return bare
  }

  /// The marks for the technology in use.
  static func of(_ state: AppState) -> WireframeHighlight {
    let simulator = state.simulator
    switch simulator.technology {
    case .voiceOver:
      return WireframeHighlight(focus: simulator.voiceOver.focus)
    case .switchControl:
      return switchControl(simulator.switchControl)
    case .fullKeyboardAccess:
      let keyboard = simulator.keyboard
      var marks: [HighlightMark] = []
      if let group = keyboard.focusGroup, let container = group.container, group.members.count > 1 || group.declared {
        marks.append(HighlightMark(element: container, style: .keyboardGroup, placement: .outline))
      }
      if let focus = keyboard.focus { marks.append(HighlightMark(element: focus, style: .keyboardFocus, placement: .ring)) }
      return WireframeHighlight(marks: marks)
    case .voiceControl:
      // No ring: Voice Control shows its overlay (numbers, names, the grid) instead.
      var mark = WireframeHighlight()
      mark.scrolledTo = simulator.voiceControl.viewportTop
      mark.voiceControl = VoiceControlMarks.of(simulator.voiceControl)
      return mark
    }
  }

  /// Switch Control's marks for its highlight.
  static func switchControl(_ sc: SwitchControl) -> WireframeHighlight {
    var mark = WireframeHighlight(viewportTop: sc.viewportTop)
    switch sc.highlight {
    case .item(let e): mark.marks = [HighlightMark(element: e, style: .switchItem, placement: .ring)]
    case .menu(let e, _): mark.marks = e.map { [HighlightMark(element: $0, style: .switchItem, placement: .ring)] } ?? []
    case .group(let container, _): mark.marks = [HighlightMark(element: container, style: .switchGroup, placement: .outline)]
    case .exitGroup(let container): mark.marks = [HighlightMark(element: container, style: .switchExit, placement: .outline)]
    case .glide(let g): mark.glide = g
    case .hidden, nil: break
    }
    return mark
  }
}

/// One element marked by a technology.
struct HighlightMark: Equatable {
  /// Where the mark goes.
  enum Placement: Equatable {
    /// Around an element, one cell outside it (only its sides where the rows above and
    /// below are taken), its own text in the style's `content` role: a cursor or a focus.
    case ring
    /// Around a container: on its own edges when it is at least 3×3 cells, else one cell
    /// outside; its text in the style's `content` role, if it has one: a group.
    case outline
  }

  var element: ElementIndex
  var style: HighlightStyle
  var placement: Placement
}

/// How a technology draws a mark: the characters of its ring or outline, the two it uses
/// when only the sides fit, and the roles of those characters and of the content inside.
/// Each technology's characters and roles differ from the others', so a mark is told apart
/// in colour, in 8 colours, without colour (`NO_COLOR`) and in ASCII (`AsciiFallback`).
struct HighlightStyle: Equatable {
  /// The ring, clockwise from the top-left corner.
  struct Edges: Equatable {
    var topLeft, top, topRight, right, bottomRight, bottom, bottomLeft, left: Character
  }

  /// A name for tests and messages ("VoiceOver cursor").
  var name: String
  var edges: Edges
  /// The sides drawn on the element's own rows when the rows above and below are taken.
  var sides: (left: Character, right: Character)
  /// The role of the ring's characters.
  var ringRole: StyleRole
  /// The role given to the marked element's own cells (its text, its outline), nil for none.
  var content: StyleRole?

  static func == (a: HighlightStyle, b: HighlightStyle) -> Bool { a.name == b.name }

  static let voiceOverCursor = HighlightStyle(
    name: "VoiceOver cursor", edges: Edges(topLeft: "┏", top: "━", topRight: "┓", right: "┃", bottomRight: "┛", bottom: "━", bottomLeft: "┗", left: "┃"),
    sides: ("┃", "┃"), ringRole: .focusRing, content: .focusText)
  static let switchItem = HighlightStyle(
    name: "Switch Control item", edges: Edges(topLeft: "▗", top: "▄", topRight: "▖", right: "▌", bottomRight: "▘", bottom: "▀", bottomLeft: "▝", left: "▐"),
    sides: ("▐", "▌"), ringRole: .switchItem, content: .switchText)
  static let switchGroup = HighlightStyle(
    name: "Switch Control group", edges: Edges(topLeft: "╔", top: "═", topRight: "╗", right: "║", bottomRight: "╝", bottom: "═", bottomLeft: "╚", left: "║"),
    sides: ("║", "║"), ringRole: .switchGroup, content: .switchGroupText)
  static let switchExit = HighlightStyle(
    name: "Switch Control exit stop", edges: Edges(topLeft: "┌", top: "╌", topRight: "┐", right: "╎", bottomRight: "┘", bottom: "╌", bottomLeft: "└", left: "╎"),
    sides: ("╎", "╎"), ringRole: .switchExit, content: nil)
  static let keyboardFocus = HighlightStyle(
    name: "Full Keyboard Access focus", edges: Edges(topLeft: "╭", top: "─", topRight: "╮", right: "│", bottomRight: "╯", bottom: "─", bottomLeft: "╰", left: "│"),
    sides: ("◖", "◗"), ringRole: .keyboardRing, content: .keyboardText)
  static let keyboardGroup = HighlightStyle(
    name: "Full Keyboard Access focus group", edges: Edges(topLeft: "┌", top: "┈", topRight: "┐", right: "┊", bottomRight: "┘", bottom: "┈", bottomLeft: "└", left: "┊"),
    sides: ("┊", "┊"), ringRole: .keyboardGroup, content: nil)

  /// Voice Control's tags (numbers, names, `>>`) and its grid's cell numbers: no ring, the
  /// tag's own cells in reverse video; its edges are the grid's lines.
  static let voiceControlTag = HighlightStyle(
    name: "Voice Control overlay", edges: Edges(topLeft: "╍", top: "╍", topRight: "╍", right: "╏", bottomRight: "╍", bottom: "╍", bottomLeft: "╍", left: "╏"),
    sides: ("╏", "╏"), ringRole: .voiceGrid, content: .voiceTag)

  /// Every style, for tests and the legend.
  static let all: [HighlightStyle] = [.voiceOverCursor, .switchItem, .switchGroup, .switchExit, .keyboardFocus, .keyboardGroup]
}
