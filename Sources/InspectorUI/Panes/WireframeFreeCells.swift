import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// Which cells the marks beside elements (`⚠`, `¶`, `!`) may go on.
extension WireframePane {
  /// Whether a cell holds nothing or part of an outline.
  static func isOutlineOrBlank(_ cell: Cell) -> Bool {
    cell.text == " " || cell.role == .wireframe || cell.role == .wireframeContainer
      || cell.role == .orderPath || cell.role == .switchGroup || cell.role == .switchExit
      || cell.role == .keyboardGroup
      || (cell.role == .wireframeUnreachable && "[]┆┊┈┌┐└┘".contains(cell.text))
  }
}
