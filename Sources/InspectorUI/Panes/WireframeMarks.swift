import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The marks the Screen pane puts beside elements: `⚠` for the scene's warnings, `¶` for
/// review notes, `!` `*` `~` for layout and display problems and `»` past the screen's edge.
extension WireframePane {
  // MARK: Warnings

  /// Puts `⚠` at the top right of each element on the top layer that the scene's warnings
  /// are about (`WireframeWarnings`), where `markSpot` finds room. Returns whether any was
  /// drawn.
  static func drawWarningMarks(
    _ placed: [Placed], runtime: SceneRuntime, device: Rect, also: Set<ElementIndex>,
    into canvas: inout Grid
  ) -> Bool {
    let warned = WireframeWarnings.shared.elements(for: runtime)
    guard !warned.isEmpty || !also.isEmpty else { return false }
    let top = placed.map(\.layer).max() ?? 0
    var drawn = false
    for item in placed where item.layer == top && (warned.contains(item.element) || also.contains(item.element)) {
      guard let point = markSpot(item.rect, width: 1, limit: device.maxX + 1, in: canvas) else { continue }
      canvas.put("⚠", at: point, role: .wireframeWarning)
      drawn = true
    }
    return drawn
  }

  /// Marks the elements with review notes with "¶" at their top right (`markSpot`: after the
  /// "⚠" when there is one).
  static func drawNoteMarks(_ placed: [Placed], noted: Set<ElementIndex>, device: Rect, into canvas: inout Grid) -> Bool {
    guard !noted.isEmpty else { return false }
    let top = placed.map(\.layer).max() ?? 0
    var drawn = false
    for item in placed where item.layer == top && noted.contains(item.element) {
      guard let point = markSpot(item.rect, width: 1, limit: device.maxX + 1, in: canvas) else { continue }
      canvas.put("¶", at: point, role: .searchPrompt)
      drawn = true
    }
    return drawn
  }

  // MARK: Layout problems

  /// Marks the elements whose layout breaks at this text size: "!" just after an element
  /// whose text is cut or does not grow, "»" in the margin beside one pushed past the
  /// screen's edge. Only elements on screen are looked at.
  static func drawProblemMarks(
    _ placed: [Placed], runtime: SceneRuntime, device: Rect, into canvas: inout Grid
  ) -> LayoutMarks {
    var marks = LayoutMarks()
    guard !runtime.layoutProblems.isEmpty || !runtime.displayProblems.isEmpty else { return marks }
    // Cut text first, then the edge marks, so an element past the edge is always marked.
    // Only the top layer: what a sheet or an alert covers is not what the user sees.
    let top = placed.map(\.layer).max() ?? 0
    for item in placed where item.layer == top && (!item.problems.isEmpty || !item.displayProblems.isEmpty) {
      let layout = item.problems.contains(where: { !Self.isOffScreen($0) })
      let display = displayMarks(item.displayProblems)
      let text = (layout ? "!" : "") + (display.colour ? "*" : "") + (display.motion ? "~" : "")
      guard !text.isEmpty else { continue }
      if let point = markSpot(item.rect, width: text.count, limit: device.maxX + 1, in: canvas) {
        canvas.put(text, at: point, role: .layoutProblem)
        marks.problems = marks.problems || layout
        marks.colour = marks.colour || display.colour
        marks.motion = marks.motion || display.motion
      }
    }
    for item in placed where item.layer == top && item.problems.contains(where: Self.isOffScreen) {
      let r = item.rect
      // In the margin column at the device's edge (or its last column without one).
      let x = r.maxX > device.maxX || r.minX >= device.minX ? device.maxX : device.minX - 1
      let point = Point(x: min(x, canvas.width - 1), y: max(0, r.y))
      if canvas.bounds.contains(point) {
        canvas.put("»", at: point, role: .layoutProblem)
        marks.offScreen = true
      }
    }
    return marks
  }

  static func isOffScreen(_ p: LayoutProblem) -> Bool {
    if case .offScreen = p { return true }
    return false
  }
}
