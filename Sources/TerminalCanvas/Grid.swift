/// An in-memory screen: a rectangle of `Cell`s that panes draw into and terminals show.
///
/// Rendering is immediate-mode: every frame is drawn into a fresh `Grid`, then a
/// `TerminalDevice` diffs it against the previous frame (`GridDiff`) and writes only what
/// changed. Because the grid is a plain value, every pane can be unit-tested by comparing
/// `lines()` or a snapshot, with no terminal involved.
///
/// All drawing is safe by construction:
/// * coordinates outside the grid are clipped (reads return `Cell.blank`, writes are
///   ignored), so callers never need bounds checks;
/// * text is sanitized (`Sanitizer`) and measured (`TextWidth`) on the way in;
/// * a wide character is never split: overwriting either half of one blanks the other
///   half, and a wide character that does not fit becomes a space.
public struct Grid: Sendable, Hashable {
  /// The number of columns and rows.
  public let size: Size
  /// Row-major cells, `size.area` of them.
  var storage: [Cell]

  /// Creates a grid of blank cells in `role`.
  public init(size: Size, role: StyleRole = .normal) {
    self.size = size
    self.storage = Array(repeating: Cell(" ", role: role), count: size.area)
  }

  /// Creates a blank grid of `width` × `height` cells.
  public init(width: Int, height: Int) {
    self.init(size: Size(width: width, height: height))
  }

  /// Creates a grid showing `lines`, one per row, in the `.normal` role; for tests.
  ///
  /// The width is `width` if given, else the widest line; shorter lines are padded with
  /// blanks and longer ones clipped. Lines are drawn with `put`, so they are sanitized.
  /// This is the inverse of `lines()`: `Grid(lines: grid.lines())` has the same text.
  public init(lines: [String], width: Int? = nil) {
    let columns = width ?? lines.map { TextWidth.width(of: Sanitizer.sanitize($0)) }.max() ?? 0
    self.init(size: Size(width: columns, height: lines.count))
    for (y, line) in lines.enumerated() {
      put(line, at: Point(x: 0, y: y))
    }
  }

  /// The number of columns.
  public var width: Int { size.width }
  /// The number of rows.
  public var height: Int { size.height }
  /// The whole grid as a rectangle at the origin.
  public var bounds: Rect { Rect(size: size) }

  /// All cells, row by row (row 0 first).
  public var cells: [Cell] { storage }

  /// The cells of row `y` (empty when `y` is out of range).
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0 && y < height else { return [] }
    return storage[(y * width)..<((y + 1) * width)]
  }

  func isInside(_ x: Int, _ y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }

  /// The cell at column `x`, row `y`; `Cell.blank` outside the grid.
  ///
  /// Assigning writes the first character of the cell's text through the same rules as
  /// `put` (sanitized, wide characters kept whole, `""` treated as a space); writes
  /// outside the grid are ignored.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard isInside(x, y) else { return .blank }
      return storage[y * width + x]
    }
    set {
      guard isInside(x, y) else { return }
      let safe = Sanitizer.sanitize(newValue.text)
      let w = safe.first.map { TextWidth.width(of: $0) } ?? 0
      if let character = safe.first, w > 0, x + w <= width {
        place(String(character), width: w, x: x, y: y, role: newValue.role)
      } else {
        place(" ", width: 1, x: x, y: y, role: newValue.role)
      }
    }
  }

  /// Gives the cell at column `x`, row `y` the role `role` and leaves its text as it is (a
  /// wide character keeps its continuation cell): the way a highlight marks content.
  public mutating func setRole(_ role: StyleRole, x: Int, y: Int) {
    guard isInside(x, y) else { return }
    storage[y * width + x].role = role
  }

  /// The cell at `point`; see `subscript(x:y:)`.
  public subscript(point: Point) -> Cell {
    get { self[point.x, point.y] }
    set { self[point.x, point.y] = newValue }
  }

  /// The role of the cell at column `x`, row `y` (`.normal` outside the grid).
  ///
  /// Reads well in tests: `#expect(grid[role: 3, 2] == .focusRing)`.
  public subscript(role x: Int, _ y: Int) -> StyleRole {
    self[x, y].role
  }

  /// Draws `text` on row `point.y` from column `point.x`, returning the columns advanced.
  ///
  /// The text is sanitized first, so scene strings can be passed as they are. Drawing
  /// stops at the right edge of the grid and after `maxWidth` columns; characters left of
  /// column 0 are skipped. Zero-width clusters (a lone combining mark) are dropped. A wide
  /// character that would be cut in half, at either edge, is drawn as a space instead.
  ///
  /// The result is how far the text advanced from `point.x` (at most `maxWidth`, never past
  /// the right edge), so `x += grid.put(…)` continues on the same line. Rows outside the
  /// grid draw nothing and return 0.
  @discardableResult
  public mutating func put(
    _ text: String, at point: Point, role: StyleRole = .normal, maxWidth: Int? = nil
  ) -> Int {
    guard point.y >= 0 && point.y < height else { return 0 }
    let limit = maxWidth.map { min(width, point.x + max(0, $0)) } ?? width
    if let advanced = putLoneScalars(text, at: point, role: role, limit: limit) { return advanced }
    return putByCharacters(text, at: point, role: role, limit: limit)
  }

  /// `put` by grapheme clusters, for any text (the general path).
  mutating func putByCharacters(_ text: String, at point: Point, role: StyleRole, limit: Int) -> Int {
    guard point.y >= 0 && point.y < height else { return 0 }
    var x = point.x
    for character in Sanitizer.sanitize(Self.drawablePrefix(text, columns: limit - point.x)) {
      guard x < limit else { break }
      let w = TextWidth.width(of: character)
      if w == 0 { continue }
      if x + w > limit {
        if x >= 0 { place(" ", width: 1, x: x, y: point.y, role: role) }
        x += 1
        break
      }
      if x >= 0 {
        place(String(character), width: w, x: x, y: point.y, role: role)
      } else if x + w > 0 {
        place(" ", width: 1, x: 0, y: point.y, role: role)
      }
      x += w
    }
    return max(0, x - point.x)
  }

  /// `put` for text whose drawn part is lone scalars once sanitised (`LoneScalar`): scalar
  /// by scalar, each its own cell, with no grapheme breaking and no string building for
  /// ASCII. Nil, having drawn nothing, for any other text (`put` then draws by `Character`).
  ///
  /// It draws exactly what the general path draws: the scalars looked at are those of
  /// `drawablePrefix`, and the first scalar after the drawn ones is checked too (a combining
  /// mark there would join the last drawn character).
  mutating func putLoneScalars(_ text: String, at point: Point, role: StyleRole, limit: Int) -> Int? {
    let columns = limit - point.x
    let keep = 8 * (max(0, columns) + 8)
    let bounded = text.utf8.count > keep
    // Printable ASCII: a byte is a cell.
    if let drawn = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
      // The bytes that can be drawn, and the one after them.
      let look = UnsafeBufferPointer(rebasing: bytes.prefix(max(0, columns) + 1))
      guard LoneScalar.isPrintableASCII(look) else { return nil }
      var x = point.x
      for byte in look {
        guard x < limit else { break }
        if x >= 0 { place(LoneScalar.asciiStrings[Int(byte)], width: 1, x: x, y: point.y, role: role) }
        x += 1
      }
      return max(0, x - point.x)
    }), let drawn {
      return drawn
    }
    // Other lone scalars: check the scalars the general path would draw, then draw them.
    func scan(draw: Bool) -> Int? {
      var x = point.x
      var count = 0
      for raw in text.unicodeScalars {
        if bounded {
          // As `drawablePrefix` cuts a long text.
          if count >= 2 * keep || (count >= keep && TextWidth.width(of: raw) > 0) { break }
          count += 1
        }
        let scalar = Sanitizer.sanitize(raw)
        guard LoneScalar.contains(scalar.value) else { return nil }
        guard x < limit else { break }
        let w = TextWidth.width(of: scalar)
        if w == 0 { continue }
        if x + w > limit {
          if draw, x >= 0 { place(" ", width: 1, x: x, y: point.y, role: role) }
          x += 1
          break
        }
        if draw {
          if x >= 0 {
            place(String(Character(scalar)), width: w, x: x, y: point.y, role: role)
          } else if x + w > 0 {
            place(" ", width: 1, x: 0, y: point.y, role: role)
          }
        }
        x += w
      }
      return max(0, x - point.x)
    }
    guard scan(draw: false) != nil else { return nil }
    return scan(draw: true)
  }

  /// The start of `text` that can fill `columns` columns: all of it when it is short, else
  /// its first scalars (eight per column, and the zero-width ones after them), so drawing a
  /// line of a 10 MB label sanitises and measures what fits, not the whole label.
  static func drawablePrefix(_ text: String, columns: Int) -> String {
    let keep = 8 * (max(0, columns) + 8)
    guard text.utf8.count > keep else { return text }
    var scalars = text.unicodeScalars.makeIterator()
    var prefix = String.UnicodeScalarView()
    var count = 0
    while let scalar = scalars.next() {
      // Past the budget, only the marks of the last cluster may follow.
      if count >= keep && TextWidth.width(of: scalar) > 0 { break }
      prefix.append(scalar)
      count += 1
      if count >= 2 * keep { break }
    }
    return String(prefix)
  }

  /// Blanks every cell of `rect` (clipped to the grid) and gives it `role`.
  ///
  /// Wide characters sticking out of the rect lose their outside half too (it becomes a
  /// space), so the rect's edges are always clean.
  public mutating func fill(_ rect: Rect, role: StyleRole = .normal) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      detach(area.minX, y)
      detach(area.maxX - 1, y)
      let start = y * width
      for x in area.minX..<area.maxX {
        storage[start + x] = Cell(" ", role: role)
      }
    }
  }

  /// Blanks the whole grid in `role`.
  public mutating func clear(role: StyleRole = .normal) {
    fill(bounds, role: role)
  }

  /// Changes the role of every cell in `rect` (clipped), keeping the text.
  ///
  /// Used for highlights drawn over existing content, such as a selected row.
  public mutating func setRole(_ rect: Rect, role: StyleRole) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      let start = y * width
      for x in area.minX..<area.maxX {
        storage[start + x].role = role
      }
    }
  }

  /// Writes one measured cluster at an in-range position, keeping wide pairs intact.
  ///
  /// `width` must be 1 or 2 and the cluster must fit (`x + width <= self.width`).
  mutating func place(_ text: String, width w: Int, x: Int, y: Int, role: StyleRole) {
    detach(x, y)
    if w == 2 { detach(x + 1, y) }
    let index = y * width + x
    storage[index] = Cell(text, role: role)
    if w == 2 { storage[index + 1] = Cell("", role: role) }
  }

  /// Breaks up a wide character overlapping column `x`, blanking its other half.
  ///
  /// After this, the cell at `x` can be overwritten without leaving half a character.
  mutating func detach(_ x: Int, _ y: Int) {
    guard isInside(x, y) else { return }
    let index = y * width + x
    if storage[index].text.isEmpty {
      if x > 0 { storage[index - 1].text = " " }
      storage[index].text = " "
    } else if x + 1 < width && storage[index + 1].text.isEmpty {
      storage[index + 1].text = " "
    }
  }
}

extension Grid: CustomStringConvertible {
  /// The grid in the snapshot text format (`GridSnapshot`), so test failures are readable.
  public var description: String { GridSnapshot.encode(self) }
}
