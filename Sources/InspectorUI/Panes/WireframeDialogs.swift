import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// Dialogs drawn as dialogs: an alert, a sheet, a `modal` view or any view with
/// `accessibilityViewIsModal` gets a frame with its kind as the title ("Alert", "Sheet",
/// "Dialog").
///
/// A dialog that traps focus dims what lies behind it (what VoiceOver cannot reach while it
/// is up): the whole screen below a presented one, the dialog's siblings for one drawn
/// inside a screen. A dialog that does not trap focus (`modal: false`) leaves the
/// background bright and gets a dashed frame titled "… · not modal", so the difference
/// between a "before" and an "after" scene shows on the screen, not only in the speech.
extension WireframePane {
  /// Whether the element is drawn as a dialog.
  static func isDialog(_ e: Element) -> Bool {
    e.kind == .alert || e.kind == .sheet || e.kind == .modal || e.isModal
  }

  /// The title in a dialog's frame.
  static func dialogTitle(_ e: Element) -> String {
    let kind = e.kind == .alert ? "Alert" : e.kind == .sheet ? "Sheet" : "Dialog"
    return e.isModal ? kind : kind + " · not modal"
  }

  /// Draws a dialog's frame over what was drawn before it, dimming the background when
  /// the dialog traps focus. `presented` is true for the root of a presented screen (which
  /// covers the screens below), false for a dialog inside a screen. Returns whether it drew
  /// a dialog that does not trap focus, for the legend.
  @discardableResult
  static func drawDialog(
    _ root: Placed, presented: Bool, runtime: SceneRuntime, projection p: WireframeProjection,
    placed: [Placed], into canvas: inout Grid
  ) -> Bool {
    let scene = runtime.scene
    let e = scene.elements[root.element]
    let strip = Rect(x: p.area.x, y: 0, width: p.area.width, height: canvas.height)
    let trapping = e.isModal
    let style: BoxStyle = trapping ? .rounded : .dashed
    if trapping {
      // What lies behind: everything below a presented screen; the siblings of a modal
      // view inside a screen (UIKit hides those, not the rest).
      var behind = strip
      if !presented, let parent = e.parent, runtime.frames.indices.contains(parent),
        let r = p.rect(runtime.frames[parent])
      {
        behind = r.intersection(strip)
      }
      if runtime.display.reduceTransparency && presented {
        // Reduce Transparency: the dimming is opaque, so nothing below shows.
        canvas.fill(behind)
      } else {
        canvas.setRole(behind, role: .wireframeDimmed)
      }
    }
    let title = dialogTitle(e)
    if e.kind == .sheet {
      // A sheet covers the width of the screen: its rounded top edge and title sit on the
      // row above it, and what it covers is gone.
      canvas.fill(root.rect)
      drawTopEdge(root.rect, title: title, style: style, into: &canvas)
      return !trapping
    }
    var card: Rect?
    for c in e.children where runtime.frames.indices.contains(c) && !scene.elements[c].hidden {
      guard let r = p.rect(runtime.frames[c]), !runtime.frames[c].isEmpty else { continue }
      card = card.map { union($0, r) } ?? r
    }
    // Around the texts and buttons as the row layout widened them, and around text wider
    // than its frame (a centred message runs past both sides).
    for item in placed where item.layer == root.layer && (item.look == .text || item.look == .control)
      && isDescendant(item.element, of: root.element, in: scene)
    {
      var r = item.rect
      let overflow = Styled.width(item.line) - item.textWidth
      if overflow > 0 && item.rows == 1 {
        r = union(r, Rect(x: item.textX, y: item.textY, width: Styled.width(item.line), height: 1))
      }
      card = card.map { union($0, r) } ?? r
    }
    guard var area = card else { return !trapping }
    area = Rect(x: area.x - 1, y: area.y - 1, width: area.width + 2, height: area.height + 2)
      .intersection(strip)
    canvas.fill(area)
    canvas.drawBox(area, style: style, role: .wireframeDialog, title: title, titleRole: .wireframeDialog)
    return !trapping
  }

  /// A frame's top edge with a title on the row above `r` (on its first row when there is
  /// no row above).
  static func drawTopEdge(_ r: Rect, title: String, style: BoxStyle, into canvas: inout Grid) {
    guard r.width >= 2 else { return }
    let y = r.minY > 0 ? r.minY - 1 : r.minY
    let box = style.characters
    var line = String(box.topLeft)
    if r.width - 6 >= 3 {
      line += String(box.horizontal) + " " + TextWidth.truncate(title, toWidth: r.width - 6) + " "
    }
    let rule = r.width - 1 - TextWidth.width(of: line)
    line += String(repeating: String(box.horizontal), count: max(0, rule)) + String(box.topRight)
    canvas.fill(Rect(x: r.x, y: y, width: r.width, height: 1))
    canvas.put(line, at: Point(x: r.x, y: y), role: .wireframeDialog, maxWidth: r.width)
  }
}
