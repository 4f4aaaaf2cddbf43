import TerminalCanvas

/// Lays out a row of one-line texts and controls in terminal cells rather than scaled
/// points: each gets the columns its whole text needs (`Inbox`, `[Reply] [Delete]`) when
/// the row has them, neighbours keep a gap so texts never run together, and only when the
/// pane is too narrow for the row is an element given fewer columns than it needs (then
/// drawn cut with `▸`, "no room in this pane", unlike the layout's own `…`).
///
/// Texts keep their place in the row: a leading text grows to the right, a centred one
/// both ways, a trailing one (a time stamp) to the left; elements are only pushed aside as
/// far as needed. Elements whose frames overlap (a badge on an icon) are left where they
/// are. Cost: the elements on screen this frame, sorted by row.
enum WireframeRowLayout {
  /// Whether `item` is laid out as part of a row: one row of text or a control drawn on
  /// one row.
  static func takesPart(_ item: WireframePane.Placed) -> Bool {
    guard !item.line.isEmpty else { return false }
    switch item.look {
    case .text: return item.rect.height == 1 || item.singleLine
    // Shorter than three rows a control is drawn as `[ text ]` on its first row.
    case .control: return item.rect.height < 3
    case .none, .container: return false
    }
  }

  /// Columns kept between two neighbours: one, always (`[Reply] [Delete]`, and the segments
  /// of a segmented control too), so a highlight's side has a cell of its own between them
  /// and never covers a neighbour's bracket.
  static func gap(_ a: WireframePane.Placed, _ b: WireframePane.Placed) -> Int { 1 }

  static func arrange(_ placed: inout [WireframePane.Placed], device: Rect) {
    struct Key: Hashable { var layer: Int, y: Int }
    var rows: [Key: [Int]] = [:]
    for (i, item) in placed.enumerated() where takesPart(item) {
      rows[Key(layer: item.layer, y: item.rect.y), default: []].append(i)
    }
    for members in rows.values {
      let sorted = members.sorted {
        (placed[$0].rect.x, placed[$0].element) < (placed[$1].rect.x, placed[$1].element)
      }
      // Frames that overlap one already in the row keep their cells.
      var chain: [Int] = []
      for i in sorted {
        if let last = chain.last,
          placed[i].rect.minX < placed[last].rect.minX + placed[last].rect.width / 2
        {
          continue
        }
        chain.append(i)
      }
      arrangeRow(chain, &placed, device: device)
    }
  }

  static func arrangeRow(_ chain: [Int], _ placed: inout [WireframePane.Placed], device: Rect) {
    guard !chain.isEmpty else { return }
    let lo = device.minX
    let hi = device.maxX
    var start: [Int] = []
    var width: [Int] = []
    var changed = false
    for i in chain {
      let r = placed[i].rect
      let want = max(r.width, placed[i].neededWidth)
      let extra = want - r.width
      var x = r.x
      switch placed[i].alignment {
      case .leading: break
      case .centre: x -= extra / 2
      case .trailing: x -= extra
      }
      start.append(x)
      width.append(want)
      changed = changed || extra > 0
    }
    if !changed && chain.count == 1 { return }
    let n = chain.count
    func gap(_ k: Int) -> Int { k > 0 ? Self.gap(placed[chain[k - 1]], placed[chain[k]]) : 0 }
    // No room for the whole row: the widest gives up columns first, so a long subject is
    // cut before a short time stamp or an icon is.
    let gaps = (0..<n).reduce(0) { $0 + gap($1) }
    // A leading text at the start of the row stays where its frame starts (inside its
    // cell's corner), so the row's room is counted from there.
    let first = placed[chain[0]].alignment == .leading ? max(lo, min(start[0], hi - 1)) : lo
    var overflow = width.reduce(0, +) + gaps - max(0, hi - first)
    while overflow > 0 {
      guard let widest = width.indices.max(by: { width[$0] < width[$1] }), width[widest] > 1 else {
        break
      }
      width[widest] -= 1
      overflow -= 1
    }
    // Left to right: not over the one before.
    for k in 0..<n {
      let floor = k == 0 ? first : start[k - 1] + width[k - 1] + gap(k)
      start[k] = max(start[k], floor)
    }
    // Right to left: within the device, not over the one after.
    for k in stride(from: n - 1, through: 0, by: -1) {
      let ceiling = k == n - 1 ? hi : start[k + 1] - gap(k + 1)
      start[k] = max(k == 0 ? first : lo, min(start[k], ceiling - width[k]))
    }
    for k in 0..<n {
      let i = chain[k]
      let r = placed[i].rect
      let target = Rect(x: start[k], y: r.y, width: width[k], height: r.height)
      if target != r { placed[i].place(in: target) }
      placed[i].noRoom = width[k] < placed[i].neededWidth
      placed[i].arranged = n > 1 || placed[i].noRoom
    }
  }

  /// `line` cut to `width` columns ending in `▸`, the "no room in this pane" mark.
  static func noRoomCut(_ line: StyledLine, width: Int) -> StyledLine {
    // A mark at the end (an icon's `?`) stays: the text before it gives up the columns.
    if let last = line.last, last.role == .wireframeUnlabelled, width >= 2 {
      return Styled.cut(Array(line.dropLast()), toWidth: width - last.width, mark: "▸", role: .wireframeNoRoom) + [last]
    }
    return Styled.cut(line, toWidth: width, mark: "▸", role: .wireframeNoRoom)
  }
}
