import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The Screen pane's legend: which marks a frame drew, named in the pane's bottom border.
extension WireframePane {
  /// The legend for the layout marks drawn this frame, shortest first when room is tight.
  static func legend(_ marks: LayoutMarks, width: Int) -> [String] {
    var parts: [String] = []
    if marks.problems { parts.append(width >= 40 ? "! text cut or fixed (Inspector)" : "! layout") }
    if marks.offScreen { parts.append(width >= 40 ? "» past the edge" : "» edge") }
    if marks.colour { parts.append(width >= 40 ? "* contrast or colour only" : "* colour") }
    if marks.motion { parts.append(width >= 40 ? "~ motion, no reduced version" : "~ motion") }
    if marks.warnings { parts.append(width >= 40 ? "⚠ warning (Inspector)" : "⚠ warning") }
    if marks.notes { parts.append(width >= 40 ? "¶ review note (Inspector)" : "¶ note") }
    if marks.unlabelled { parts.append(width >= 40 ? "? icon with no label" : "? no label") }
    if marks.ghosts { parts.append(width >= 40 ? "⇠ shown only by a swipe" : "⇠ swipe only") }
    if marks.unreachable { parts.append(width >= 40 ? "┆ ┆ VoiceOver cannot reach it" : "┆ no stop") }
    if marks.notModal { parts.append(width >= 40 ? "╌ dialog that does not trap focus" : "╌ not modal") }
    if marks.noRoom { parts.append(width >= 40 ? "▸ no room in this pane" : "▸ no room") }
    return parts
  }

  /// Which layout marks a frame drew, for the pane's legend.
  struct LayoutMarks: Equatable {
    var problems = false
    var offScreen = false
    var colour = false
    var motion = false
    /// Text cut because the pane is narrow ("▸"), not because of the screen's layout.
    var noRoom = false
    /// An icon with no label ("?").
    var unlabelled = false
    /// An element the scene's warnings are about ("⚠").
    var warnings = false
    /// A dialog that does not trap focus (a dashed frame).
    var notModal = false
    /// Controls only a gesture reveals ("⇠ Archive").
    var ghosts = false
    /// Controls on screen that no technology reaches ("┆Edit┆").
    var unreachable = false
    /// Elements with review notes ("¶").
    var notes = false
  }
}
