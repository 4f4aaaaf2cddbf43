extension Grid {
  /// Draws a border around the edge of `rect`, with an optional title in the top edge.
  ///
  /// The border occupies the outermost rows and columns of `rect`; the inside is left as
  /// it was (call `fill` first for an opaque box, and draw contents in
  /// `rect.inset(by: 1)`). The title is drawn as `┌ Title ───┐`: one space either side,
  /// starting after the corner, truncated with `…` to fit; it is omitted when there is no
  /// room for at least one character. Rects narrower or shorter than 2 draw nothing.
  public mutating func drawBox(
    _ rect: Rect, style: BoxStyle = .light, role: StyleRole = .normal, title: String? = nil,
    titleRole: StyleRole? = nil
  ) {
    guard rect.width >= 2 && rect.height >= 2 else { return }
    let box = style.characters
    let horizontal = String(box.horizontal)
    let vertical = String(box.vertical)
    for x in (rect.minX + 1)..<(rect.maxX - 1) {
      setBorder(horizontal, x, rect.minY, role)
      setBorder(horizontal, x, rect.maxY - 1, role)
    }
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      setBorder(vertical, rect.minX, y, role)
      setBorder(vertical, rect.maxX - 1, y, role)
    }
    setBorder(String(box.topLeft), rect.minX, rect.minY, role)
    setBorder(String(box.topRight), rect.maxX - 1, rect.minY, role)
    setBorder(String(box.bottomLeft), rect.minX, rect.maxY - 1, role)
    setBorder(String(box.bottomRight), rect.maxX - 1, rect.maxY - 1, role)

    guard let title, !title.isEmpty else { return }
    let room = rect.width - 4
    guard room >= 1 else { return }
    let shown = TextWidth.truncate(Sanitizer.sanitize(title), toWidth: room)
    guard !shown.isEmpty else { return }
    put(
      " \(shown) ", at: Point(x: rect.minX + 1, y: rect.minY), role: titleRole ?? role,
      maxWidth: rect.width - 2)
  }

  /// Draws a horizontal rule of `length` cells starting at `point`, for example a separator.
  public mutating func drawHorizontalLine(
    at point: Point, length: Int, style: BoxStyle = .light, role: StyleRole = .normal
  ) {
    let line = String(style.characters.horizontal)
    for x in point.x..<(point.x + max(0, length)) { setBorder(line, x, point.y, role) }
  }

  /// Draws a vertical rule of `length` cells starting at `point`, going down.
  public mutating func drawVerticalLine(
    at point: Point, length: Int, style: BoxStyle = .light, role: StyleRole = .normal
  ) {
    let line = String(style.characters.vertical)
    for y in point.y..<(point.y + max(0, length)) { setBorder(line, point.x, y, role) }
  }

  /// The text of each row, each exactly `width` columns wide.
  ///
  /// Continuation cells contribute nothing, so a row holding `日本` and blanks displays
  /// exactly `width` columns. Trailing blanks are kept.
  public func lines() -> [String] {
    (0..<height).map(line)
  }

  /// The text of row `y` (see `lines()`); empty when `y` is out of range.
  public func line(_ y: Int) -> String {
    var text = ""
    for cell in row(y) { text += cell.text }
    return text
  }

  private mutating func setBorder(_ text: String, _ x: Int, _ y: Int, _ role: StyleRole) {
    guard isInside(x, y) else { return }
    place(text, width: 1, x: x, y: y, role: role)
  }
}
