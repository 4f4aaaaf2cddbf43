import AssistiveTechnologies
import InspectorCore
import SceneModel
import Synchronization
import TerminalCanvas

/// The same screen at several Dynamic Type sizes side by side, like Xcode's canvas
/// variants: one column per size, each a wireframe laid out at that size with the layout
/// problems found there listed under it, so a stakeholder sees where the design breaks.
///
/// A pure function of its inputs, so the app (a full-screen view over everything), the
/// headless `axsim variants` command and the snapshot tests draw the same picture:
///
/// ```
///  Variants · Pay · L XXXL AX3 AX5
/// ┌ L ─────────────┐┌ XXXL ──────────┐┌ AX3 · 3 ───────┐
/// │Send money      ││Send money      ││Send money      │
/// │Transfer… [Send]││ …              ││ …              │
/// ```
public enum VariantsView {
  /// The scene's screen `screen` at each of `sizes` with `display` settings (nil: the
  /// scene's own), `width` columns wide and `height` rows tall (nil: as tall as the device's
  /// screen needs at one row per 33 pt, plus the problem lists). For `axsim variants` and
  /// tests; print it with `GridSnapshot` or the terminal's renderer.
  public static func render(
    scene: Scene, sizes: [ContentSizeCategory], screen: Int = 0, width: Int, height: Int? = nil,
    display: DisplaySettings? = nil
  ) -> Grid {
    let screen = min(max(0, screen), max(0, scene.screens.count - 1))
    let runtimes = sizes.map { size -> SceneRuntime in
      var r = SceneRuntime(scene: scene, contentSize: size, screen: screen)
      if let display { r.setDisplay(display) }
      return r
    }
    let title = scene.screens.indices.contains(screen)
      ? (scene.screens[screen].title ?? scene.screens[screen].id) : scene.title
    return draw(runtimes, focus: nil, title: title, closeHint: nil, width: width, height: height)
  }

  /// `render(scene:sizes:screen:width:)` as plain text lines (roles dropped, wide
  /// characters once), for `axsim variants`. The scene carries the run's display settings.
  public static func textLines(
    scene: Scene, sizes: [ContentSizeCategory], screen: Int, width: Int
  ) -> [String] {
    let grid = render(scene: scene, sizes: sizes, screen: screen, width: width)
    // The report prints its own header: the columns only.
    return (min(1, grid.height)..<grid.height).map { y in grid.row(y).map(\.text).joined() }
  }

  /// The app's view: the screens now visible (with every change effects made) at
  /// `state.variantSizes`, the focused element ringed in each. Drawn again only when the
  /// scene, its layout, the focus or the size change (`VariantsCache`).
  static func render(_ state: AppState) -> Grid {
    let runtime = state.voiceOver.runtime
    let key = VariantsCache.Key(
      treeVersion: runtime.treeVersion, elementCount: runtime.scene.elements.count,
      sourceName: runtime.scene.sourceName, screens: runtime.visibleScreens,
      contentSize: runtime.contentSize, sizes: state.variantSizes, focus: state.focusedElement,
      size: state.size, close: state.keymap.keys(for: "app.variants").first?.displayName ?? "", ascii: state.asciiOnly)
    return VariantsCache.shared.grid(for: key) {
      let runtimes = state.variantSizes.map { size -> SceneRuntime in
        var r = runtime
        r.setContentSize(size)
        return r
      }
      let scene = runtime.scene
      let s = runtime.currentScreen
      let title = scene.screens.indices.contains(s) ? (scene.screens[s].title ?? scene.screens[s].id) : scene.title
      return draw(
        runtimes, focus: state.focusedElement, title: title,
        closeHint: "Esc" + (key.close.isEmpty ? "" : " or " + key.close) + " closes",
        width: state.size.width, height: max(0, state.size.height - 1), ascii: state.asciiOnly)
    }
  }

  /// Lays out the columns for runtimes already laid out at their sizes.
  static func draw(
    _ runtimes: [SceneRuntime], focus: ElementIndex?, title: String, closeHint: String?,
    width: Int, height: Int?, ascii: Bool = false
  ) -> Grid {
    let width = max(0, width)
    let count = max(1, runtimes.count)
    let columnWidth = width / count
    let lists = runtimes.map { problemLines($0, width: max(1, columnWidth - 2)) }
    let deviceRows: Int = {
      guard let first = runtimes.first else { return 0 }
      let d = first.scene.device
      return Int((d.height * WireframeProjection.minimumRowsPerPoint).rounded(.up))
    }()
    let longest = lists.map(\.count).max() ?? 0
    let height = max(0, height ?? (1 + 2 + deviceRows + (longest > 0 ? longest + 1 : 0)))
    var grid = Grid(size: Size(width: width, height: height))
    guard width > 0, height > 0 else { return grid }

    // The title row.
    grid.fill(Rect(x: 0, y: 0, width: width, height: 1), role: .titleBar)
    var head: StyledLine = [
      Span(" Variants ", .titleAccent), Span("· " + title + " · ", .titleBar),
      Span(runtimes.map(\.contentSize.rawValue).joined(separator: " "), .titleAccent),
    ]
    if let closeHint { head.append(Span(" · " + closeHint, .titleBar)) }
    Styled.put(head, at: Point(x: 0, y: 0), maxWidth: width, into: &grid)
    guard height >= 2, columnWidth >= 4 else { return grid }

    for (k, runtime) in runtimes.enumerated() {
      let area = Rect(x: k * columnWidth, y: 1, width: columnWidth, height: height - 1)
      let lines = lists[k]
      let problems = runtime.layoutProblems.values.reduce(0) { $0 + $1.count }
      let name = runtime.contentSize.rawValue
        + (problems > 0 ? " · \(problems) problem\(problems == 1 ? "" : "s")" : " · fits")
      let inner = PaneChrome.draw(name, in: area, focused: false, into: &grid)
      guard !inner.isEmpty else { continue }
      // The problem list takes at most a third of the column, and the wireframe the rest.
      let listRows = lines.isEmpty ? 0 : min(lines.count + 1, max(2, inner.height / 3))
      let picture = Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - listRows)
      drawWireframe(runtime, focus: focus, in: picture, ascii: ascii, into: &grid)
      guard listRows > 0 else { continue }
      let top = picture.maxY
      grid.put(
        String(repeating: "┄", count: inner.width), at: Point(x: inner.x, y: top), role: .paneBorder)
      var shown = Array(lines.prefix(listRows - 1))
      if lines.count > listRows - 1, listRows >= 2 {
        shown = Array(lines.prefix(listRows - 2))
        shown.append([Span("▼ \(lines.count - shown.count) more lines", .paneHint)])
      }
      for (n, l) in shown.enumerated() {
        Styled.put(l, at: Point(x: inner.x, y: top + 1 + n), maxWidth: inner.width, into: &grid)
      }
    }
    return grid
  }

  /// One column's wireframe, the focus ringed and in view: the Screen pane's picture
  /// (`WireframePicture`), at this column's size.
  static func drawWireframe(
    _ runtime: SceneRuntime, focus: ElementIndex?, in area: Rect, ascii: Bool = false, into grid: inout Grid
  ) {
    guard !area.isEmpty else { return }
    let stop = focus.flatMap { runtime.tree.position[$0] != nil ? $0 : nil }
    let drawn = WireframePicture.draw(
      VoiceOver(runtime: runtime), size: area.size, highlight: WireframeHighlight(focus: stop), ascii: ascii)
    grid.blit(drawn.grid, at: area.origin)
  }

  /// The layout problems of a runtime as short lines, in document order: the element's
  /// name, then what breaks.
  static func problemLines(_ runtime: SceneRuntime, width: Int) -> [StyledLine] {
    var out: [StyledLine] = []
    let vo = VoiceOver(runtime: runtime)
    for element in runtime.layoutProblems.keys.sorted() {
      // The id is shortest and is what the scene's author searches for.
      let name = runtime.scene.elements[element].id.map { "#" + $0 } ?? OrderExplanation.name(of: element, in: vo)
      for problem in runtime.layoutProblems[element] ?? [] {
        let mark = WireframePane.isOffScreen(problem) ? "» " : "! "
        let text = width >= 50 ? problem.describe(at: runtime.contentSize) : short(problem)
        let line: StyledLine = [
          Span(mark, .layoutProblem), Span(name + ": ", .inspectorValue), Span(text, .inspectorWarning),
        ]
        out += Styled.wrap(line, width: width, indent: 2)
      }
    }
    return out
  }

  /// "clipped: needs 2 lines, has 0", for narrow columns.
  static func short(_ problem: LayoutProblem) -> String {
    switch problem {
    case .truncated(let needs, let has, _):
      return "\(problem.shortName): needs \(needs) line\(needs == 1 ? "" : "s"), has \(has)"
    case .overflows(_, let height): return "overflows its \(Frame.format(height)) pt frame"
    case .fixedFontSize: return "fixed font size"
    case .offScreen(let overflow): return "\(Frame.format(overflow)) pt past the edge"
    }
  }
}

/// The variants view's last picture, kept while nothing it shows changes: laying the
/// screen out at four sizes costs as much as four layouts, so it is not done per key.
final class VariantsCache: Sendable {
  struct Key: Equatable, Sendable {
    var treeVersion: Int
    var elementCount: Int
    var sourceName: String
    var screens: [Int]
    var contentSize: ContentSizeCategory
    var sizes: [ContentSizeCategory]
    var focus: ElementIndex?
    var size: Size
    var close: String
    var ascii: Bool
  }

  static let shared = VariantsCache()
  private let slot = Mutex<(key: Key, grid: Grid)?>(nil)

  func grid(for key: Key, make: () -> Grid) -> Grid {
    if let hit = slot.withLock({ $0?.key == key ? $0?.grid : nil }) { return hit }
    let grid = make()
    slot.withLock { $0 = (key, grid) }
    return grid
  }
}
