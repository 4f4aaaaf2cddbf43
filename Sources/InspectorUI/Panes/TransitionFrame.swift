import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// One frame of a screen transition, drawn over the finished wireframe: the runtime is
/// already on the new screens, so the frame moves that picture (or covers it) by the
/// transition's progress. A pushed screen slides in from the trailing edge, a popped one
/// slides away uncovering the screen below, a sheet rises from the bottom or falls away, a
/// zoom grows from the middle, and a cross-fade shows the new screen dimmed for its first
/// half. Costs one pass over the pane's cells, whatever the scene's size.
enum TransitionFrame {
  /// Applies `transition` to `canvas`, whose device picture spans `device`. `departing` names
  /// the screen going away (drawn on the panel that covers the new picture); `below` is the
  /// picture without the layer a sheet brings, shown above the rising sheet.
  static func apply(
    _ transition: ScreenTransition?, departing: String?, device: Rect, below: Grid? = nil,
    to canvas: inout Grid
  ) {
    guard let t = transition, t.progress < 1 else { return }
    let p = min(1, max(0, t.progress))
    let width = canvas.width
    let height = canvas.height
    guard width > 0, height > 0 else { return }
    switch t.kind {
    case .slideIn:
      let offset = Int(((1 - p) * Double(device.width)).rounded())
      guard offset > 0 else { return }
      var moved = Grid(size: canvas.size)
      moved.blit(canvas, at: Point(x: offset, y: 0))
      canvas = moved
      vertical(edgeAt: offset - 1 + device.x, into: &canvas)
    case .slideOut:
      // The screen going away covers the trailing part, moving off.
      let left = device.x + Int((p * Double(device.width)).rounded())
      guard left < width else { return }
      canvas.fill(Rect(x: left, y: 0, width: width - left, height: height))
      vertical(edgeAt: left, into: &canvas)
      label(departing, in: Rect(x: left + 1, y: 0, width: width - left - 1, height: height), into: &canvas)
    case .sheetUp:
      let offset = Int(((1 - p) * Double(height)).rounded())
      guard offset > 0 else { return }
      var moved = below ?? Grid(size: canvas.size)
      moved.fill(Rect(x: 0, y: offset, width: width, height: height - offset))
      moved.blit(canvas, at: Point(x: 0, y: offset))
      canvas = moved
      horizontal(edgeAt: offset - 1, device: device, into: &canvas)
    case .sheetDown:
      let top = Int((p * Double(height)).rounded())
      guard top < height else { return }
      canvas.fill(Rect(x: 0, y: top, width: width, height: height - top))
      horizontal(edgeAt: top, device: device, into: &canvas)
      label(departing, in: Rect(x: device.x, y: top + 1, width: device.width, height: height - top - 1), into: &canvas)
    case .zoom:
      let s = max(0.15, p)
      let w = Int((Double(device.width) * s).rounded())
      let h = Int((Double(height) * s).rounded())
      let keep = Rect(x: device.x + (device.width - w) / 2, y: (height - h) / 2, width: w, height: h)
      for y in 0..<height {
        for x in 0..<width where !keep.contains(Point(x: x, y: y)) { canvas[x, y] = .blank }
      }
      if keep.width >= 2, keep.height >= 2 { canvas.drawBox(keep, style: .light, role: .motionEdge) }
    case .crossFade:
      guard p < 0.5 else { return }
      for y in 0..<height {
        for x in 0..<width where canvas[x, y].text != " " && !canvas[x, y].isContinuation {
          canvas[x, y].role = .motionFaded
        }
      }
    case .instant:
      return
    }
  }

  static func vertical(edgeAt x: Int, into canvas: inout Grid) {
    guard x >= 0, x < canvas.width else { return }
    for y in 0..<canvas.height { canvas[x, y] = Cell("▕", role: .motionEdge) }
  }

  static func horizontal(edgeAt y: Int, device: Rect, into canvas: inout Grid) {
    guard y >= 0, y < canvas.height else { return }
    for x in max(0, device.x)..<min(canvas.width, device.maxX) { canvas[x, y] = Cell("▁", role: .motionEdge) }
  }

  /// The departing screen's title, centred on the panel that stands for it.
  static func label(_ text: String?, in area: Rect, into canvas: inout Grid) {
    guard let text, area.width >= 3, area.height >= 1 else { return }
    let shown = TextWidth.truncate(Sanitizer.sanitize(text), toWidth: area.width)
    let x = area.x + max(0, (area.width - TextWidth.width(of: shown)) / 2)
    canvas.put(shown, at: Point(x: x, y: area.y + area.height / 2), role: .paneHint)
  }
}
