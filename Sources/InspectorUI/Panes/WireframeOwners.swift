import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// Which element owns each cell of the canvas, so running text stops at its neighbours.
extension WireframePane {
  /// Who uses each cell of the canvas. Text and outlines within their frames are `hard`
  /// claims (an element drawn later wins); text running on past its frame makes `soft`
  /// claims (the first element to ask keeps the cell). Running on stops at any cell
  /// another element has claimed either way, so a long label never covers its neighbours.
  struct Owners {
    let size: Size
    private var hard: [Int]
    private var soft: [Int]

    init(size: Size) {
      self.size = size
      hard = Array(repeating: -1, count: max(0, size.width * size.height))
      soft = hard
    }

    mutating func claim(_ claims: (hard: Rect?, soft: Rect?), by element: ElementIndex) {
      if let r = claims.hard { each(r) { hard[$0] = element } }
      if let r = claims.soft { each(r) { if soft[$0] == -1 { soft[$0] = element } } }
    }

    private func each(_ r: Rect, _ body: (Int) -> Void) {
      let area = r.intersection(Rect(size: size))
      guard !area.isEmpty else { return }
      for y in area.minY..<area.maxY {
        for x in area.minX..<area.maxX { body(y * size.width + x) }
      }
    }

    /// Whether `element` may draw at the cell: it is in the element's own frame, or
    /// nobody else claimed it.
    func isFree(_ x: Int, _ y: Int, for element: ElementIndex) -> Bool {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return false }
      let i = y * size.width + x
      // Within its own frame an element is only displaced by a later frame.
      if hard[i] == element { return true }
      return hard[i] == -1 && (soft[i] == -1 || soft[i] == element)
    }
  }
}
