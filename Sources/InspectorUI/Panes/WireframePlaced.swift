import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// An element placed on the canvas for one frame, with where its text wants to go.
extension WireframePane {
  /// An element on screen this frame, with where its text wants to go.
  struct Placed {
    var element: ElementIndex
    var layer: Int
    var rect: Rect
    var look: Look
    var line: StyledLine
    /// The outline is drawn (controls wide enough for `[` and `]` or a box).
    var boxed: Bool
    var alignment: Alignment
    /// What the layout shows going wrong for this element at the current text size.
    var problems: [LayoutProblem]
    /// What the display settings show going wrong (contrast, colour only, motion).
    var displayProblems: [DisplayProblem]
    /// Text may run on past the frame over free cells (labels, not symbols or controls).
    var runsOn: Bool
    /// The line is an icon (`symbolLine`), not text.
    var isSymbol = false
    /// A title that iOS never wraps (a back button, a bar's title or button, a tab).
    var singleLine = false
    /// The row layout gave it its columns (`WireframeRowLayout`): it does not run on past
    /// them, so the gap before its neighbour stays.
    var arranged = false
    /// The cells of the element's frame, before the row layout moved or widened it.
    var frameRect: Rect
    /// VoiceOver can land on it, or on an element that combines it.
    var reachable: Bool
    /// Where the text goes before any run-on: first column, row, width and rows.
    var textX: Int, textY: Int, textWidth: Int, rows: Int
    /// The pane has too few columns for the text, though it fits the device's frame: it is
    /// cut with `▸`, not the layout's `…`.
    var noRoom = false

    /// The element as it is drawn this frame. The runtime is borrowed and the element and
    /// its parent are read where they are, never copied: this runs for every element on
    /// screen on every frame.
    init(element: ElementIndex, layer: Int, rect r: Rect, in runtime: borrowing SceneRuntime, ascii: Bool = false) {
      let elements = runtime.scene.elements
      let parentIndex = elements[element].parent.flatMap { elements.indices.contains($0) ? $0 : nil }
      let parentKind = parentIndex.map { elements[$0].kind }
      self.element = element
      self.layer = layer
      self.rect = r
      frameRect = r
      look = WireframePane.look(of: elements[element], parent: parentKind)
      let unlabelled = elements[element].symbol != nil && WireframePane.isUnlabelledStop(element, in: runtime)
      line = look == .text || look == .control ? WireframePane.text(of: elements[element], ascii: ascii, unlabelledStop: unlabelled) : []
      isSymbol =
        elements[element].symbol != nil && !line.isEmpty
        && line == WireframePane.symbolLine(elements[element], ascii: ascii, unlabelled: unlabelled)
      problems = runtime.layoutProblems[element] ?? []
      if !problems.isEmpty { line = WireframePane.cut(line, for: problems) }
      // Something VoiceOver never lands on (hidden by a modal, or decoration) is faint.
      reachable =
        look == .none || look == .container || WireframePane.isReachable(element, in: runtime)
      if !reachable { line = line.map { Span(sanitized: $0.text, .wireframeUnreachable) } }
      displayProblems = runtime.displayProblems[element] ?? []
      if !line.isEmpty || runtime.scene.motion[element] != nil {
        line = WireframePane.displayed(line, element: element, reachable: reachable, in: runtime)
      }
      boxed = false
      textX = r.x
      textY = r.y
      textWidth = r.width
      rows = r.height
      let frame = runtime.frames.indices.contains(element) ? runtime.frames[element] : .zero
      let parentFrame = parentIndex.flatMap { runtime.frames.indices.contains($0) ? runtime.frames[$0] : nil }
      alignment = WireframePane.alignment(
        of: elements[element], frame: frame, parentKind: parentKind, parentFrame: parentFrame)
      let kind = elements[element].kind
      runsOn = look == .text && kind != .image
      singleLine =
        [.backButton, .button, .tab, .segment, .link].contains(kind)
        || parentKind == .navigationBar || parentKind == .tabBar
      place(in: r)
    }

    /// The columns the element needs to show all of its text on one row: the text, and
    /// the outline's `[` and `]` for a control.
    var neededWidth: Int {
      Styled.width(line) + (look == .control ? 2 : 0)
    }

    /// Puts the element (its outline and text) in `r`: its frame, or the cells the row
    /// layout gave it (`WireframeRowLayout`).
    mutating func place(in r: Rect) {
      rect = r
      boxed = look == .control && r.width >= 4
      let tall = boxed && r.height >= 3
      textX = boxed ? r.x + 1 : r.x
      textWidth = boxed ? r.width - 2 : r.width
      textY = tall ? r.y + 1 : r.y
      rows = boxed ? (tall ? r.height - 2 : 1) : (singleLine && look == .text ? 1 : r.height)
      let w = Styled.width(line)
      if w < textWidth {
        switch alignment {
        case .leading: break
        case .centre:
          textX += (textWidth - w) / 2
          textWidth -= (textWidth - w) / 2
        case .trailing:
          textX += textWidth - w
          textWidth = w
        }
      }
    }

    /// The cells this element's outline or text takes within its frame (`hard`), and the
    /// cells its text would take running on past a narrow frame (`soft`: to the right,
    /// or to the left for trailing text).
    var claims: (hard: Rect?, soft: Rect?) {
      switch look {
      case .control:
        // Shorter than three rows a control is drawn on its first row only.
        return (boxed && rect.height < 3 ? Rect(x: rect.x, y: rect.y, width: rect.width, height: 1) : rect, nil)
      case .text:
        let w = Styled.width(line)
        let inFrame = Rect(x: textX, y: textY, width: max(1, min(w, textWidth)), height: 1)
        if w > textWidth && rows > 1 && !isSymbol {
          return (rect, nil)
        }
        guard runsOn, w > textWidth else { return (inFrame, nil) }
        let extra = w - textWidth
        let x = alignment == .trailing ? textX - extra : textX + textWidth
        return (inFrame, Rect(x: x, y: textY, width: extra, height: 1))
      case .none, .container: return (nil, nil)
      }
    }
  }
}
