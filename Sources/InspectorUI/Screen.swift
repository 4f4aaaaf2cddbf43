import InspectorCore
import TerminalCanvas

/// The whole app as one picture: `render(state)` is a pure function from the state to a
/// grid of cells with style roles, drawn fresh every frame (immediate mode).
///
/// The panes (`ScreenLayout` places them): Screen (the wireframe and the focus ring),
/// Speech (the log), Inspector (the focused element and why it is where it is), Rotor;
/// a title row, the status row, caption mode and the help overlay. Cells carry roles
/// (`StyleRole.focusRing`…), never colours: `Theme.standard` (or its `.monochrome`) turns
/// them into attributes at the terminal.
///
/// The cost of a frame follows what is on screen, not the size of the scene: the Screen
/// pane finds its elements through a spatial index that is built once per accessibility
/// tree (`SpatialIndexCache`, the one piece of shared state, behind a lock), the Speech
/// pane formats only the entries that fit, and the Rotor pane names only the entries in
/// its window.
public enum Screen {
  /// Draws everything `state` shows at `state.size` (nothing for an empty size).
  public static func render(_ state: AppState) -> Grid {
    let size = Size(width: max(0, state.size.width), height: max(0, state.size.height))
    var grid = Grid(size: size)
    guard !size.isEmpty else { return grid }
    if state.variantsVisible {
      // Full screen: the columns, then the status row for banners.
      grid.blit(VariantsView.render(state), at: .zero)
      StatusBar.render(state, in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), into: &grid)
    if state.helpVisible { HelpOverlay.render(state, in: grid.bounds, into: &grid) }
      return grid
    }
    let layout = ScreenLayout(size: size, caption: state.caption, presenter: state.presenter)
    if let title = layout.title { TitleBar.render(state, in: title, into: &grid) }
    if let area = layout.rect(for: .screen) {
      WireframePane.render(state, in: area, focused: state.focusedPane == .screen, into: &grid)
    }
    if let area = layout.rect(for: .speech) {
      SpeechPane.render(state, in: area, focused: state.focusedPane == .speech, into: &grid)
    }
    if let area = layout.rect(for: .inspector) {
      InspectorPane.render(state, in: area, focused: state.focusedPane == .inspector, into: &grid)
    }
    if let area = layout.rect(for: .rotor) {
      RotorPane.render(state, in: area, focused: state.focusedPane == .rotor, into: &grid)
    }
    if let area = layout.caption { CaptionView.render(state, in: area, into: &grid) }
    if let status = layout.status { StatusBar.render(state, in: status, into: &grid) }
    if state.problemsVisible {
      // Above the panes, leaving the status row for the banner.
      let above = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (layout.status == nil ? 0 : 1)))
      ProblemsOverlay.render(state, in: above, into: &grid)
    }
    if state.review.listVisible {
      let above = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (layout.status == nil ? 0 : 1)))
      NotesOverlay.render(state, in: above, into: &grid)
    }
    if state.review.transcriptVisible { TranscriptOverlay.render(state, into: &grid) }
    if KeyboardCommandsOverlay.isOpen(state) {
      let above = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (layout.status == nil ? 0 : 1)))
      KeyboardCommandsOverlay.render(state, in: above, into: &grid)
    }
    if state.audit != nil {
      let above = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (layout.status == nil ? 0 : 1)))
      AuditOverlay.render(state, in: above, into: &grid)
    }
    if state.helpVisible { HelpOverlay.render(state, in: grid.bounds, into: &grid) }
    if state.review.unsavedPrompt != nil {
      let above = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (layout.status == nil ? 0 : 1)))
      UnsavedNotesOverlay.render(state, in: above, into: &grid)
    }
    return grid
  }
}

// MARK: - Shared drawing helpers

/// A run of text in one role. The text is sanitized on creation, so measuring it gives the
/// width it will be drawn at.
///
/// Text longer than `maxCharacters` is cut there and ends in "…": no pane shows more (the
/// Inspector's whole height of a wide terminal is a few thousand cells), and measuring,
/// sanitising and wrapping a 10 MB label on every frame would make every key take seconds.
struct Span: Equatable {
  var text: String
  var role: StyleRole

  /// The most characters a span keeps.
  static let maxCharacters = 4_096

  init(_ text: String, _ role: StyleRole = .normal) {
    self.text = Sanitizer.sanitize(Self.bounded(text))
    self.role = role
  }

  /// A span of text that is a span's already, or part of one: sanitised and bounded, so
  /// neither is done again.
  init(sanitized text: String, _ role: StyleRole) {
    self.text = text
    self.role = role
  }

  /// `text`, or its first `maxCharacters` characters and "…"; looks at no more than that.
  static func bounded(_ text: String) -> String {
    // A character is at least one byte: short text is never cut, and costs no walk.
    guard text.utf8.count > maxCharacters else { return text }
    let end = text.index(text.startIndex, offsetBy: maxCharacters, limitedBy: text.endIndex) ?? text.endIndex
    return end == text.endIndex ? text : String(text[..<end]) + "…"
  }

  var width: Int { TextWidth.width(of: text) }
}

/// A line of spans.
typealias StyledLine = [Span]

enum Styled {
  /// The display width of a line.
  static func width(_ line: StyledLine) -> Int { line.reduce(0) { $0 + $1.width } }

  /// The plain text of a line.
  static func text(_ line: StyledLine) -> String { line.map(\.text).joined() }

  /// Draws a line from `point`, clipped to `maxWidth` columns and ending in `…` when cut.
  /// Returns the columns used.
  @discardableResult
  static func put(_ line: StyledLine, at point: Point, maxWidth: Int, into grid: inout Grid) -> Int
  {
    guard maxWidth > 0 else { return 0 }
    let shown = truncate(line, toWidth: maxWidth)
    var x = point.x
    for span in shown where !span.text.isEmpty {
      x += grid.put(
        span.text, at: Point(x: x, y: point.y), role: span.role, maxWidth: point.x + maxWidth - x)
    }
    return x - point.x
  }

  /// `line` cut to `width` columns, with `…` (in the role of the cut span) when it is cut.
  static func truncate(_ line: StyledLine, toWidth width: Int) -> StyledLine {
    guard width > 0 else { return [] }
    if self.width(line) <= width { return line }
    return cut(line, toWidth: width, mark: "…", role: nil)
  }

  /// `line` cut to `width` columns with `mark` after what fits: in `role`, or when `role` is
  /// nil joined to the cut span in its role.
  static func cut(_ line: StyledLine, toWidth width: Int, mark: String, role: StyleRole?) -> StyledLine {
    guard width > 0 else { return [] }
    var out: StyledLine = []
    var room = width - TextWidth.width(of: mark)
    for span in line {
      let w = span.width
      if w <= room {
        out.append(span)
        room -= w
        continue
      }
      let cut = TextWidth.prefix(span.text, width: max(0, room))
      if let role {
        if !cut.isEmpty { out.append(Span(cut, span.role)) }
        out.append(Span(mark, role))
      } else {
        out.append(Span(cut + mark, span.role))
      }
      return out
    }
    out.append(Span(mark, role ?? line.last?.role ?? .normal))
    return out
  }


  /// Word-wraps spans into lines of at most `width` columns, keeping each word's role.
  ///
  /// Breaks at spaces (runs of spaces collapse, spaces at a line start are dropped); a word
  /// longer than a line is broken between characters. Lines after the first start with
  /// `indent` columns of spaces. Always returns at least one line for a positive width.
  ///
  /// With `limit`, stops once it has more than `limit` lines (the first `limit + 1`, as
  /// without it): enough to draw `limit` rows and know that the text goes on.
  static func wrap(_ line: StyledLine, width: Int, indent: Int = 0, limit: Int = .max) -> [StyledLine] {
    guard width > 0 else { return [] }
    let indent = min(max(0, indent), width - 1)
    enum Token {
      case word([Span])
      case space(StyleRole)
    }
    var tokens: [Token] = []
    var word: [Span] = []
    for span in line {
      if LoneScalar.isLone(span.text) {
        // Each scalar is a character of its own: cut at the spaces' bytes, no character
        // by character copying (the same tokens as the loop below).
        let text = span.text
        let utf8 = text.utf8
        var chunkStart = utf8.startIndex
        var i = utf8.startIndex
        while i != utf8.endIndex {
          if utf8[i] == 0x20 {
            if chunkStart != i { word.append(Span(sanitized: String(text[chunkStart..<i]), span.role)) }
            if !word.isEmpty {
              tokens.append(.word(word))
              word = []
            }
            if case .space = tokens.last {} else { tokens.append(.space(span.role)) }
            utf8.formIndex(after: &i)
            chunkStart = i
          } else {
            utf8.formIndex(after: &i)
          }
        }
        if chunkStart != utf8.endIndex {
          word.append(chunkStart == utf8.startIndex ? span : Span(sanitized: String(text[chunkStart...]), span.role))
        }
        continue
      }
      var chunk = ""
      for character in span.text {
        if character == " " {
          if !chunk.isEmpty {
            word.append(Span(sanitized: chunk, span.role))
            chunk = ""
          }
          if !word.isEmpty {
            tokens.append(.word(word))
            word = []
          }
          if case .space = tokens.last {} else { tokens.append(.space(span.role)) }
        } else {
          chunk.append(character)
        }
      }
      if !chunk.isEmpty { word.append(Span(sanitized: chunk, span.role)) }
    }
    if !word.isEmpty { tokens.append(.word(word)) }

    var lines: [StyledLine] = []
    var out: StyledLine = []
    var used = 0
    var fixed = 0  // spans at the start of `out` that are indentation
    var lineStart = true
    var pendingSpace: StyleRole?
    func newLine() {
      lines.append(out)
      out = indent > 0 ? [Span(String(repeating: " ", count: indent))] : []
      fixed = out.count
      used = indent
      lineStart = true
    }
    func append(_ character: Character, _ role: StyleRole) {
      if out.count > fixed, out[out.count - 1].role == role {
        out[out.count - 1].text.append(character)
      } else {
        out.append(Span(sanitized: String(character), role))
      }
    }
    for token in tokens {
      switch token {
      case .space(let role):
        if !lineStart { pendingSpace = role }
      case .word(let spans):
        let w = self.width(spans)
        let gap = pendingSpace == nil ? 0 : 1
        if !lineStart && used + gap + w > width {
          newLine()
          if lines.count > limit { return lines }
          pendingSpace = nil
        }
        if let role = pendingSpace, !lineStart {
          out.append(Span(" ", role))
          used += 1
        }
        pendingSpace = nil
        if used + w <= width {
          out += spans
          used += w
          lineStart = false
          continue
        }
        for span in spans {
          for character in span.text {
            let cw = TextWidth.width(of: character)
            if used + cw > width && !lineStart {
              newLine()
              if lines.count > limit { return lines }
            }
            append(character, span.role)
            used += cw
            lineStart = false
          }
        }
      }
    }
    if !lineStart || lines.isEmpty { lines.append(out) }
    return lines
  }
}

/// The border, title and focus highlight every pane shares.
enum PaneChrome {
  /// Draws a pane's box (when there is room) and returns the rectangle inside it.
  ///
  /// Panes shorter than 3 rows or narrower than 4 columns get no border: the whole area is
  /// content. `footer` is drawn in the bottom border at the right (for "↓ 3 newer").
  static func draw(
    _ title: String, in area: Rect, focused: Bool, into grid: inout Grid, footer: String? = nil
  ) -> Rect {
    guard !area.isEmpty else { return .zero }
    grid.fill(area)
    guard area.height >= 3, area.width >= 4 else { return area }
    // The focused pane has a double border as well as its colour, so it shows in
    // monochrome, on a projector and in a screenshot.
    grid.drawBox(
      area, style: focused ? .double : .light, role: focused ? .paneBorderFocused : .paneBorder, title: title,
      titleRole: focused ? .paneTitleFocused : .paneTitle)
    if let footer { drawFooter(footer, in: area, into: &grid) }
    return area.inset(by: 1)
  }

  /// Writes short text into a pane's bottom border, right-aligned.
  static func drawFooter(_ text: String, in area: Rect, into grid: inout Grid) {
    let room = area.width - 4
    guard room >= 3, area.height >= 3 else { return }
    let shown = " " + TextWidth.truncate(Sanitizer.sanitize(text), toWidth: room - 2) + " "
    let w = TextWidth.width(of: shown)
    grid.put(shown, at: Point(x: area.maxX - 1 - w - 1, y: area.maxY - 1), role: .paneHint)
  }

  /// Writes short text into a pane's top border, right-aligned after the title.
  static func drawHeaderNote(_ text: String, in area: Rect, titleWidth: Int, into grid: inout Grid)
  {
    let room = area.width - 4 - titleWidth - 2
    guard room >= 4, area.height >= 3 else { return }
    let shown = " " + TextWidth.truncate(Sanitizer.sanitize(text), toWidth: room - 2) + " "
    let w = TextWidth.width(of: shown)
    grid.put(shown, at: Point(x: area.maxX - 1 - w - 1, y: area.y), role: .paneHint)
  }
}

/// The title row: app, technology, scene and screen.
enum TitleBar {
  static func render(_ state: AppState, in area: Rect, into grid: inout Grid) {
    grid.fill(area, role: .titleBar)
    let runtime = state.voiceOver.runtime
    let scene = state.scene
    var line: StyledLine = [
      Span(" axsim ", .titleAccent), Span("· " + state.technology.displayName + " · ", .titleBar),
    ]
    line.append(Span(scene.title.isEmpty ? state.sceneName : scene.title, .titleAccent))
    if scene.screens.indices.contains(runtime.currentScreen) {
      let s = scene.screens[runtime.currentScreen]
      line.append(Span(" › " + (s.title ?? s.id), .titleBar))
    }
    if let origin = scene.importedFrom, origin.inMemory {
      line.append(Span(" · imported from \(origin.format.description)", .titleBar))
    }
    let right = state.keymap.keys(for: "app.help").first.map { $0.displayName + " help " } ?? ""
    let rightWidth = TextWidth.width(of: right)
    let leftRoom = area.width - (area.width >= 40 && rightWidth > 0 ? rightWidth + 1 : 0)
    Styled.put(line, at: area.origin, maxWidth: leftRoom, into: &grid)
    if area.width >= 40 && rightWidth > 0 {
      grid.put(right, at: Point(x: area.maxX - rightWidth, y: area.y), role: .titleBar)
    }
  }
}
