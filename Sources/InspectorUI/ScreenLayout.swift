import InspectorCore
import TerminalCanvas

/// Where each part of the app goes for a terminal size: a pure value, tested on its own.
///
/// * Wide (≥ 150 columns): Screen | Speech over Rotor | Inspector. The Screen pane takes
///   35% of the width (70 columns at 200), so a phone's labels fit whole.
/// * Medium (≥ 60 columns, ≥ 14 body rows): Screen on the left, tall and narrow like a
///   phone; on the right Speech above, Inspector and Rotor side by side (or stacked when the
///   column is narrow, or the Rotor dropped when it is short) below.
/// * Narrow: the panes stacked top to bottom, kept in priority order (Screen, Speech,
///   Inspector, Rotor) and dropped from the end when there is no room.
///
/// A title row is added when the terminal is at least 16 rows tall; the status row is
/// always the last row. In caption mode the body is the caption (block letters), with the
/// Screen pane (36%) on the left when there is room for both. The presenter layout, for a
/// shared display, is larger than the normal one: the Screen pane takes half the width and
/// beside it the current utterance in block letters sits above the Speech pane; stacked
/// when the terminal is narrower than 60 columns.
public struct ScreenLayout: Sendable, Equatable {
  /// The whole terminal.
  public var size: Size
  /// The title row, when there is room for it.
  public var title: Rect?
  /// The status row (the bottom row); nil only for a zero-height terminal.
  public var status: Rect?
  /// Everything between the title and the status row.
  public var body: Rect
  /// Pane rectangles; a pane missing here is not shown at this size.
  public var panes: [Pane: Rect]
  /// Caption mode's text area, when caption mode is on.
  public var caption: Rect?

  /// The rectangle of `pane`, or nil when it is not shown.
  public func rect(for pane: Pane) -> Rect? { panes[pane] }

  /// Lays out a terminal of `size`.
  public init(size: Size, caption captionMode: Bool = false, presenter: Bool = false) {
    self.size = size
    self.panes = [:]
    let width = max(0, size.width)
    let height = max(0, size.height)
    guard width > 0, height > 0 else {
      body = .zero
      return
    }
    status = Rect(x: 0, y: height - 1, width: width, height: 1)
    var top = 0
    if height >= 16 && width >= 20 {
      title = Rect(x: 0, y: 0, width: width, height: 1)
      top = 1
    }
    body = Rect(x: 0, y: top, width: width, height: max(0, height - 1 - top))
    guard !body.isEmpty else { return }

    if captionMode {
      if body.width >= 90 && body.height >= 12 {
        // The wireframe as wide as in the normal layout, so it stays readable beside the
        // caption's block letters.
        let columns = body.split(.horizontal, [.percentage(36), .fill(1)])
        panes[.screen] = columns[0]
        caption = columns[1]
      } else {
        caption = body
      }
      return
    }

    if presenter {
      if body.width >= 60 {
        // Larger than the normal layout: half the width for the wireframe, and the current
        // utterance in block letters above the Speech pane.
        let columns = body.split(.horizontal, [.percentage(50), .fill(1)])
        panes[.screen] = columns[0]
        if body.height >= 16 {
          let right = columns[1].split(.vertical, [.percentage(60), .fill(1)])
          caption = right[0]
          panes[.speech] = right[1]
        } else {
          panes[.speech] = columns[1]
        }
      } else {
        let rows = body.split(.vertical, [.percentage(60), .fill(1)])
        panes[.screen] = rows[0]
        panes[.speech] = rows[1]
      }
      return
    }

    if body.width >= 150 && body.height >= 20 {
      let columns = body.split(.horizontal, [.percentage(35), .percentage(34), .fill(1)])
      panes[.screen] = columns[0]
      let middle = columns[1].split(.vertical, [.percentage(60), .fill(1)])
      panes[.speech] = middle[0]
      panes[.rotor] = middle[1]
      panes[.inspector] = columns[2]
    } else if body.width >= 60 && body.height >= 14 {
      let columns = body.split(.horizontal, [.percentage(body.width >= 80 ? 38 : 40), .fill(1)])
      panes[.screen] = columns[0]
      let right = columns[1]
      let rows = right.split(.vertical, [.percentage(40), .fill(1)])
      panes[.speech] = rows[0]
      let lower = rows[1]
      if right.width >= 56 {
        let sides = lower.split(.horizontal, [.fill(3), .fill(2)])
        panes[.inspector] = sides[0]
        panes[.rotor] = sides[1]
      } else if lower.height >= 11 {
        let stacked = lower.split(.vertical, [.fill(3), .fill(2)])
        panes[.inspector] = stacked[0]
        panes[.rotor] = stacked[1]
      } else {
        panes[.inspector] = lower
      }
    } else {
      stack(in: body)
    }
  }

  /// Stacks the panes top to bottom in priority order, dropping those that do not fit.
  private mutating func stack(in area: Rect) {
    // (pane, minimum rows, weight of the leftover rows)
    let wanted: [(Pane, Int, Int)] = [
      (.screen, 5, 6), (.speech, 4, 3), (.inspector, 6, 2), (.rotor, 4, 1),
    ]
    var chosen: [(Pane, Int, Int)] = []
    var used = 0
    for entry in wanted where used + entry.1 <= area.height {
      chosen.append(entry)
      used += entry.1
    }
    if chosen.isEmpty {
      // Too short for even the screen's minimum: the screen alone gets what there is.
      panes[.screen] = area
      return
    }
    let constraints = chosen.map { Constraint.min($0.1) }
    var sizes = Layout.sizes(total: area.height, constraints)
    // Share the leftover by weight rather than equally.
    let leftover = area.height - used
    if leftover > 0 {
      sizes = chosen.map(\.1)
      let weights = chosen.map(\.2)
      let shares = Layout.sizes(total: leftover, weights.map { Constraint.fill($0) })
      for i in sizes.indices { sizes[i] += shares[i] }
    }
    var y = area.y
    for (i, entry) in chosen.enumerated() {
      panes[entry.0] = Rect(x: area.x, y: y, width: area.width, height: sizes[i])
      y += sizes[i]
    }
  }
}
