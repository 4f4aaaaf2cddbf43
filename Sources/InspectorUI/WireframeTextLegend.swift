/// The legend of a wireframe already drawn as text (the report's): which of the Screen
/// pane's marks the lines use, in the pane's own words (`WireframePane.legend`). A mark
/// counts where it stands as a mark: the symbols only marks use anywhere, and `!` `*` `~`
/// `?` only after something that is not a letter, digit or space (a label's own "?" or
/// "!" follows a letter).
public enum WireframeTextLegend {
  public static func legend(_ lines: [String]) -> [String] {
    var marks = WireframePane.LayoutMarks()
    for line in lines {
      let chars = Array(line)
      for (k, c) in chars.enumerated() {
        let previous = k > 0 ? chars[k - 1] : " "
        let standsAlone = !(previous.isLetter || previous.isNumber || previous == " ")
        switch c {
        case "⚠": marks.warnings = true
        case "¶": marks.notes = true
        case "⇠": marks.ghosts = true
        case "┆": marks.unreachable = true
        case "╌", "╎": marks.notModal = true
        case "»": marks.offScreen = true
        case "!" where standsAlone: marks.problems = true
        case "*" where standsAlone: marks.colour = true
        case "~" where standsAlone: marks.motion = true
        case "?" where standsAlone: marks.unlabelled = true
        default: break
        }
      }
    }
    // The report lists the findings itself: no pointer to the app's Inspector.
    return WireframePane.legend(marks, width: 80).map { $0.hasSuffix(" (Inspector)") ? String($0.dropLast(" (Inspector)".count)) : $0 }
  }
}
