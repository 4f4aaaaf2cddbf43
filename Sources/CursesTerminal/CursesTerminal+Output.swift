import CNcursesw
import TerminalCanvas

extension CursesTerminal {
  /// Shows `grid`, writing only the runs of cells that changed since the last frame.
  ///
  /// After a size change (or `invalidate()`) the screen is erased and every cell is
  /// written; ncurses then sends the minimal update to the terminal with one `doupdate`.
  /// Cells beyond the terminal's size are clipped.
  public func present(_ grid: Grid) {
    guard screen != nil, let window = cn_stdscr() else { return }
    // Without UTF-8 ncurses cannot show line drawing or marks: ASCII stand-ins instead.
    let grid = usesASCII ? AsciiFallback.convert(grid) : grid
    let columns = Int(cn_cols())
    let rows = Int(cn_lines())
    var previous = previousFrame
    if previous?.size != grid.size {
      werase(window)
      previous = nil
    }
    if previous == nil || written.count != grid.size.area {
      // What `werase` left: blanks in the normal attributes.
      written = Array(repeating: WrittenStyle(attributes: CN_A_NORMAL, pair: 0, spaceLook: SpaceLook()), count: grid.size.area)
    }
    var cell = cchar_t()
    for run in GridDiff.changes(from: previous, to: grid) where run.y < rows {
      var last: WrittenStyle?
      for (offset, gridCell) in run.cells.enumerated() {
        let x = run.x + offset
        guard x < columns, !gridCell.isContinuation else { continue }
        let index = run.y * grid.width + x
        var style = writtenStyle(for: gridCell.role)
        if gridCell.text == " ", let look = style.spaceLook {
          // A blank looks the same in any style with its background: take the one just
          // written, else the next text's, else the one the terminal has, so the terminal
          // switches attributes as seldom as it can around blanks.
          if let last, last.spaceLook == look {
            style = last
          } else if let next = run.cells[(offset + 1)...].first(where: { $0.text != " " && !$0.isContinuation }),
            writtenStyle(for: next.role).spaceLook == look
          {
            style = writtenStyle(for: next.role)
          } else if written[index].spaceLook == look {
            style = written[index]
          }
        }
        let fits = x + TextWidth.width(of: gridCell.text) <= columns
        fillScalars(fits ? gridCell.text : " ")
        scalarBuffer.withUnsafeBufferPointer { scalars in
          _ = setcchar(&cell, scalars.baseAddress, style.attributes, style.pair, nil)
        }
        // Writing the bottom-right cell returns ERR (the cursor cannot advance), but the
        // cell is drawn, so the result is ignored.
        _ = mvwadd_wch(window, Int32(run.y), Int32(x), &cell)
        written[index] = style
        if index + 1 < written.count, x + 1 < grid.width, grid[x + 1, run.y].isContinuation { written[index + 1] = style }
        last = style
        // Only cells that really differ count, however the runs were joined.
        if previous?[x, run.y] != gridCell { cellsWritten += 1 }
      }
    }
    countingBytes {
      wnoutrefresh(window)
      doupdate()
    }
    previousFrame = grid
  }

  /// A role's attributes as written, with how a blank in them looks.
  func writtenStyle(for role: StyleRole) -> WrittenStyle {
    let s = style(for: role)
    return WrittenStyle(attributes: s.attributes, pair: s.pair, spaceLook: spaceLook(for: role))
  }

  /// How a blank drawn in `role` looks: its background; nil when more than the background
  /// shows on a blank (reverse video, underline), so it must be written in its own style.
  func spaceLook(for role: StyleRole) -> SpaceLook? {
    let text = theme.attributes(for: role)
    guard !text.reverse, !text.underline else { return nil }
    guard colorsEnabled else { return SpaceLook() }
    return SpaceLook(background: text.background, trueBackground: text.trueBackground)
  }

  /// The ncurses attributes and colour pair for a role, computed once per role.
  func style(for role: StyleRole) -> (attributes: attr_t, pair: Int16) {
    if let cached = styleCache[role] { return cached }
    let text = theme.attributes(for: role)
    var attributes = CN_A_NORMAL
    if text.bold { attributes |= CN_A_BOLD }
    if text.dim { attributes |= CN_A_DIM }
    if text.reverse { attributes |= CN_A_REVERSE }
    if text.underline { attributes |= CN_A_UNDERLINE }
    if text.italic { attributes |= CN_A_ITALIC }
    var pair: Int16 = 0
    if colorsEnabled {
      let allocated = colorPairs.pair(for: text)
      pair = Int16(clamping: allocated.pair)
      attributes |= allocated.extraAttributes
    }
    styleCache[role] = (attributes, pair)
    return (attributes, pair)
  }

  /// Puts the cell's scalars into `scalarBuffer` as ncurses wants them for `setcchar`.
  ///
  /// ncurses draws one spacing character plus up to four combining marks per cell, so the
  /// first scalar that has a width is the base and later zero-width scalars are marks;
  /// the cluster is cut at the next spacing scalar. ZWJ (U+200D) and VS16 (U+FE0F) are
  /// dropped: terminals disagree on how wide ZWJ sequences and emoji-presentation
  /// selectors are, and dropping them keeps the glyph at the width `TextWidth` measured.
  func fillScalars(_ text: String) {
    var count = 0
    var haveBase = false
    for scalar in text.unicodeScalars {
      let width = TextWidth.width(of: scalar)
      if !haveBase {
        guard width > 0 else { continue }
        haveBase = true
      } else {
        if width > 0 { break }
        if scalar.value == 0x200D || scalar.value == 0xFE0F { continue }
      }
      scalarBuffer[count] = wchar_t(bitPattern: scalar.value)
      count += 1
      if count == Int(CCHARW_MAX) { break }
    }
    if count == 0 {
      scalarBuffer[0] = 0x20
      count = 1
    }
    scalarBuffer[count] = 0
  }
}
