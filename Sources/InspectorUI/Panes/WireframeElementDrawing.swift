import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// Drawing one placed element: its outline and its text, wrapped, run on or cut.
extension WireframePane {
  /// A line of text drawn for an element, kept so the focused element's text can be
  /// drawn again, highlighted, in exactly the same place.
  struct TextPlacement {
    var point: Point
    var line: StyledLine
    var width: Int
  }

  /// Draws one element and returns where its text went. `device` bounds text that runs on.
  @discardableResult
  static func drawElement(
    _ item: Placed, owners: Owners, within device: Rect, into canvas: inout Grid
  ) -> [TextPlacement] {
    let r = item.rect
    let element = item.element
    switch item.look {
    case .none:
      return []
    case .container:
      // Containers are marked by their corners only: at terminal resolution a full box
      // would run through the text of the elements inside.
      if r.width >= 2 && r.height >= 2 {
        let corners = [
          ("╭", r.x, r.y), ("╮", r.maxX - 1, r.y), ("╰", r.x, r.maxY - 1),
          ("╯", r.maxX - 1, r.maxY - 1),
        ]
        for (c, x, y) in corners where canvas[x, y].text == " " {
          canvas.put(c, at: Point(x: x, y: y), role: .wireframeContainer)
        }
      }
      return []
    case .control, .text:
      break
    }
    if item.boxed {
      // A control nothing reaches is a ghost: dotted sides, not brackets.
      let role: StyleRole = item.reachable ? .wireframe : .wireframeUnreachable
      if r.height >= 3 {
        canvas.drawBox(r, style: item.reachable ? .light : .dotted, role: role)
      } else {
        canvas.put(item.reachable ? "[" : "┆", at: Point(x: r.x, y: r.y), role: role)
        canvas.put(item.reachable ? "]" : "┆", at: Point(x: r.maxX - 1, y: r.y), role: role)
      }
    }
    var line = item.line
    guard !line.isEmpty else { return [] }
    var textX = item.textX
    let textY = item.textY
    var rows = item.rows
    func free(_ x: Int) -> Bool { owners.isFree(x, textY, for: element) }
    // Stop before cells another element claimed.
    var textWidth = 0
    while textWidth < item.textWidth && free(textX + textWidth) { textWidth += 1 }
    let needed = Styled.width(line)
    if item.runsOn && !item.arranged && needed > textWidth && textWidth == item.textWidth {
      // Short text runs on over cells no other element uses, as a label wider than its
      // frame would; at the device's right edge (or for trailing text) it grows to the
      // left instead.
      let rightEdge = min(canvas.width, device.maxX)
      var x = textX + textWidth
      if item.alignment != .trailing {
        // A blank is kept before another element's cells, so texts never run together.
        while x < min(textX + needed, rightEdge) && free(x) && (x + 1 >= rightEdge || free(x + 1)) {
          x += 1
        }
      }
      var runX = textX
      var runWidth = x - textX
      // Only text on the right-hand side grows left (a time stamp), never a label that
      // starts on the left.
      let rightHandSide = item.rect.minX > device.minX + device.width / 2
      if (x == rightEdge && rightHandSide) || item.alignment == .trailing {
        while runWidth < needed && runX > max(0, device.minX) && free(runX - 1)
          && (runX - 2 < device.minX || free(runX - 2))
        {
          runX -= 1
          runWidth += 1
        }
      }
      // One line that fits beats wrapping in a narrow frame; so does a symbol name,
      // which would not wrap sensibly anyway.
      // A symbol name stays inside its own frame (shortened to the mark when it must be), so
      // a small icon button never covers its neighbour's title.
      if !item.isSymbol, runWidth >= needed || rows == 1 {
        textX = runX
        textWidth = runWidth
        rows = 1
      }
    }
    guard textWidth > 0 else { return [] }
    if item.noRoom || item.isSymbol, rows == 1 || item.isSymbol, Styled.width(line) > textWidth {
      // The pane, not the screen, is short of columns: say so with "▸", not "…".
      line = WireframeRowLayout.noRoomCut(line, width: textWidth)
    }
    // Wrapping that would break a word apart reads worse than one truncated line.
    if rows > 1, hasWord(wider: textWidth, in: Styled.text(line)) {
      rows = 1
    }
    // Only the rows there are, and one more to know the text goes on.
    var lines = rows > 1 ? Styled.wrap(line, width: textWidth, limit: rows) : [line]
    if lines.count > rows {
      // The text goes on past the rows the pane gives the frame: the pane's `▸`, since
      // the layout's own cuts (`…`) are in the line already.
      lines = Array(lines.prefix(rows))
      let last = lines[rows - 1]
      lines[rows - 1] =
        Styled.width(last) + 2 <= textWidth
        ? last + [Span(" "), Span("▸", .wireframeNoRoom)]
        : WireframeRowLayout.noRoomCut(last + [Span("  ")], width: textWidth)
    }
    var placements: [TextPlacement] = []
    for (k, var l) in lines.enumerated() {
      let point = Point(x: textX, y: textY + k)
      // Anything still wider than its cells is cut for the pane's room, with `▸`.
      if Styled.width(l) > textWidth { l = WireframeRowLayout.noRoomCut(l, width: textWidth) }
      Styled.put(l, at: point, maxWidth: textWidth, into: &canvas)
      placements.append(TextPlacement(point: point, line: l, width: textWidth))
    }
    return placements
  }

  /// Whether a word of `text` (a run between spaces) is wider than `width` columns.
  static func hasWord(wider width: Int, in text: String) -> Bool {
    var word = 0
    for character in text {
      if character == " " {
        word = 0
      } else {
        word += TextWidth.width(of: character)
        if word > width { return true }
      }
    }
    return false
  }

  static func union(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = min(a.minX, b.minX)
    let y0 = min(a.minY, b.minY)
    let x1 = max(a.maxX, b.maxX)
    let y1 = max(a.maxY, b.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
