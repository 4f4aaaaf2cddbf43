import AssistiveTechnologies
import SceneModel
import TerminalCanvas

/// Ghosts: what the screen holds that a technology cannot show.
///
/// Controls that only a gesture reveals (swipe actions: hidden buttons that a row's
/// `swipeLeft` shows) are named at the end of the row that reveals them, faintly, after the
/// gesture's arrow: `⇠ Archive · Delete`. So a "before" scene whose actions hide behind a
/// swipe looks different from its "after", where the same actions are custom actions.
/// (Controls on screen that no technology reaches are drawn with dotted sides, `┆Edit┆`, by
/// `drawElement`.)
extension WireframePane {
  /// The arrow or word for a gesture in a ghost.
  static func ghostMark(_ kind: GestureKind) -> String {
    switch kind {
    case .swipeLeft: return "⇠"
    case .swipeRight: return "⇢"
    case .swipeUp: return "⇡"
    case .swipeDown: return "⇣"
    case .longPress: return "hold:"
    case .doubleTap: return "double tap:"
    }
  }

  /// What the element's gestures reveal, as a ghost ("⇠ Archive · Delete"), and the same
  /// shortened to its marks ("⇠") for a row with no room; nil when its gestures reveal
  /// nothing that is hidden now.
  static func ghostText(of element: ElementIndex, in runtime: SceneRuntime) -> (full: String, short: String)? {
    let scene = runtime.scene
    guard let gestures = scene.interaction[element]?.gestures, !gestures.isEmpty else { return nil }
    var parts: [String] = []
    var marks: [String] = []
    for g in gestures {
      var names: [String] = []
      for effect in g.effects {
        guard case .set(let ref, let patch) = effect, patch.hidden == false,
          scene.elements.indices.contains(ref.index), scene.elements[ref.index].hidden
        else { continue }
        names.append(runtime.name(of: ref.index))
      }
      if !names.isEmpty {
        parts.append(ghostMark(g.kind) + " " + names.joined(separator: " · "))
        marks.append(ghostMark(g.kind))
      }
    }
    guard !parts.isEmpty else { return nil }
    return (Sanitizer.sanitize(parts.joined(separator: "  ")), marks.joined(separator: " "))
  }

  /// Draws the ghosts of the placed elements at the end of the first of their rows with
  /// room (whole, else as their marks), before any `⚠` `¶` `!` there, over blank cells
  /// only; returns whether any was drawn.
  static func drawGhosts(_ placed: [Placed], runtime: SceneRuntime, into canvas: inout Grid) -> Bool {
    var drew = false
    for item in placed {
      guard let ghost = ghostText(of: item.element, in: runtime) else { continue }
      let r = item.rect
      // Inside the row's right corner, one blank before it (and before the marks there).
      let room = r.width - 3
      guard room >= 1 else { continue }
      func fits(_ text: String, _ y: Int) -> Int? {
        let w = TextWidth.width(of: text)
        var end = r.maxX - 1
        if y >= 0, y < canvas.height {
          let marks = (r.x..<min(end, canvas.width)).reversed().prefix { besideMarkRoles.contains(canvas[$0, y].role) }.count
          if marks > 0 { end -= marks + 1 }
        }
        let x = end - w
        guard w <= room, y >= 0, y < canvas.height,
          (x - 1..<x + w).allSatisfy({ canvas.bounds.contains(Point(x: $0, y: y)) && canvas[$0, y].text == " " })
        else { return nil }
        return x
      }
      search: for text in [ghost.full, ghost.short] {
        for y in r.minY..<max(r.minY + 1, r.maxY) {
          if let x = fits(text, y) {
            canvas.put(text, at: Point(x: x, y: y), role: .wireframeGhost)
            drew = true
            break search
          }
        }
      }
    }
    return drew
  }
}
