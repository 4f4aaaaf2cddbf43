import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Three full-width buttons, 100 pt apart, on a 300×400 pt device with no safe areas.
func threeButtons(labels: [String] = ["First", "Second", "Third"]) throws -> Scene {
  let buttons = labels.enumerated().map { i, l in
    // Fixed frames keep the drawing simple; the text they clip at AX5 is not what these tests
    // look at, so the finding is suppressed (and no ⚠ is drawn).
    #"{ button: "\#(l)", id: "b\#(i)", frame: [20, \#(40 + i * 100), 260, 60], audit: { suppress: [{ rule: "text-clipped", reason: "a drawing fixture" }] } }"#
  }
  return try screenScene(
    "{ zstack: [\(buttons.joined(separator: ", "))] }",
    device: #"{ idiom: "phone", size: [300, 400], safeArea: [0, 0] }"#)
}

func screenPane(_ state: AppState, _ size: Size) -> Grid {
  var grid = Grid(size: size)
  WireframePane.render(state, in: grid.bounds, focused: false, into: &grid)
  return grid
}

/// The rectangle covered by `role` cells (nil when there are none).
func extent(of role: StyleRole, in grid: Grid) -> Rect? {
  var xs: [Int] = []
  var ys: [Int] = []
  for y in 0..<grid.height {
    for x in 0..<grid.width where grid[role: x, y] == role {
      xs.append(x)
      ys.append(y)
    }
  }
  guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
    return nil
  }
  return Rect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
}

@Suite struct WireframeTests {
  @Test func focusRingMovesWithNext() throws {
    var state = makeState(try threeButtons(), size: Size(width: 80, height: 24))
    // 32×22 pane: 30×20 inside, one gutter column each side: 28 columns for 300 pt,
    // 20 rows for 400 pt (20 pt per row).
    let first = screenPane(state, Size(width: 32, height: 22))
    #expect(
      first.lines() == [
        "┌ Screen: Main ────────────────┐",
        "│                              │",
        "│  ┏━━━━━━━━━━━━━━━━━━━━━━━━┓  │",
        "│  ┃┌──────────────────────┐┃  │",
        "│  ┃│        First         │┃  │",
        "│  ┃└──────────────────────┘┃  │",
        "│  ┗━━━━━━━━━━━━━━━━━━━━━━━━┛  │",
        "│                              │",
        "│   ┌──────────────────────┐   │",
        "│   │        Second        │   │",
        "│   └──────────────────────┘   │",
        "│                              │",
        "│                              │",
        "│   ┌──────────────────────┐   │",
        "│   │        Third         │   │",
        "│   └──────────────────────┘   │",
        "│                              │",
        "│                              │",
        "│                              │",
        "│                              │",
        "│                              │",
        "└────────────── 1 col ≈ 11 pt ─┘",
      ])
    perform(.next, on: &state)
    let second = screenPane(state, Size(width: 32, height: 22))
    #expect(
      second.lines() == [
        "┌ Screen: Main ────────────────┐",
        "│                              │",
        "│                              │",
        "│   ┌──────────────────────┐   │",
        "│   │        First         │   │",
        "│   └──────────────────────┘   │",
        "│                              │",
        "│  ┏━━━━━━━━━━━━━━━━━━━━━━━━┓  │",
        "│  ┃┌──────────────────────┐┃  │",
        "│  ┃│        Second        │┃  │",
        "│  ┃└──────────────────────┘┃  │",
        "│  ┗━━━━━━━━━━━━━━━━━━━━━━━━┛  │",
        "│                              │",
        "│   ┌──────────────────────┐   │",
        "│   │        Third         │   │",
        "│   └──────────────────────┘   │",
        "│                              │",
        "│                              │",
        "│                              │",
        "│                              │",
        "│                              │",
        "└────────────── 1 col ≈ 11 pt ─┘",
      ])
    // The ring is heavy, in its own role, one cell around the second button, whose own
    // outline stays (a highlight never replaces content) and takes the ring's text role.
    let ring = extent(of: .focusRing, in: second)
    #expect(ring == Rect(x: 3, y: 7, width: 26, height: 5))
    #expect(second[3, 7].text == "┏")
    #expect(second[4, 8].text == "┌" && second[role: 4, 8] == .focusText)
    #expect(second[role: 14, 9] == .focusText)
    #expect(extent(of: .focusRing, in: first) != ring)
  }

  @Test func orderOverlayNumbersStopsAndJoinsThem() throws {
    var state = makeState(try threeButtons(), size: Size(width: 80, height: 24))
    state.orderOverlay = true
    let grid = screenPane(state, Size(width: 32, height: 22))
    #expect(
      grid.lines() == [
        "┌ Screen: Main · order ────────┐",
        "│                              │",
        "│ ┏━━━━━━━━━━━━━━━━━━━━━━━━━┓  │",
        "│ ┃1┌──────────────────────┐┃  │",
        "│ ┃││        First         │┃  │",
        "│ ┃│└──────────────────────┘┃  │",
        "│ ┗━━━━━━━━━━━━━━━━━━━━━━━━━┛  │",
        "│  │                           │",
        "│  2┌──────────────────────┐   │",
        "│  ││        Second        │   │",
        "│  │└──────────────────────┘   │",
        "│  │                           │",
        "│  │                           │",
        "│  3┌──────────────────────┐   │",
        "│   │        Third         │   │",
        "│   └──────────────────────┘   │",
        "│                              │",
        "│                              │",
        "│                              │",
        "│                              │",
        "│                              │",
        "└────────────── 1 col ≈ 11 pt ─┘",
      ])
    let text = grid.lines().joined()
    #expect(text.contains("1") && text.contains("2") && text.contains("3"))
    #expect(grid.cells.contains { $0.role == .orderBadge && $0.text == "2" })
    #expect(grid.cells.contains { $0.role == .orderPath })
  }

  /// A label the device wraps over several lines, in a pane that has one row for it: cut
  /// with "▸" ("no room in this pane"), not the layout's "…".
  @Test func longLabelsAreCutWithTheNoRoomMark() throws {
    let s = try threeButtons(labels: [
      "A very long button label that cannot possibly fit", "Two", "Three",
    ])
    let grid = screenPane(
      makeState(s, size: Size(width: 80, height: 24)), Size(width: 24, height: 14))
    let row = grid.lines().first { $0.contains("A very") } ?? ""
    #expect(row.contains("▸") && !row.contains("…"))
    #expect(!row.contains("fit"))
  }

  @Test func wideCharactersAndEmojiStayWhole() throws {
    let s = try threeButtons(labels: ["日本語のボタンです", "👍 Like 👩‍💻", "e\u{301}te\u{301} café"])
    for width in [14, 15, 16, 21, 32] {
      var state = makeState(s, size: Size(width: 80, height: 24))
      perform(.next, on: &state)
      let grid = screenPane(state, Size(width: width, height: 14))
      for line in grid.lines() { #expect(TextWidth.width(of: line) == width) }
      // Every wide character is followed by its continuation cell.
      for y in 0..<grid.height {
        let row = Array(grid.row(y))
        for (x, cell) in row.enumerated() where TextWidth.width(of: cell.text) == 2 {
          #expect(x + 1 < row.count && row[x + 1].isContinuation)
        }
        for (x, cell) in row.enumerated() where cell.isContinuation {
          #expect(x > 0 && TextWidth.width(of: row[x - 1].text) == 2)
        }
      }
    }
    let wide = screenPane(
      makeState(s, size: Size(width: 80, height: 24)), Size(width: 40, height: 22)
    ).lines().joined()
    #expect(wide.contains("日本語のボタンです"))
    #expect(wide.contains("👍 Like"))
    #expect(wide.contains("e\u{301}te\u{301} café"))
  }

  @Test func controlCharactersInLabelsAreShownNotSent() throws {
    let s = try threeButtons(labels: ["\u{1B}[31mRed\u{07}", "Tab\there", "C1 \u{9B}2J"])
    var state = makeState(s, size: Size(width: 100, height: 30))
    perform(.next, on: &state)
    for size in [Size(width: 100, height: 30), Size(width: 40, height: 12)] {
      state.size = size
      for mode in 0..<3 {
        state.caption = mode == 1
        state.orderOverlay = mode == 2
        let grid = Screen.render(state)
        #expect(!hasRawControls(grid))
        for cell in grid.cells { #expect(Sanitizer.isSafe(cell.text)) }
      }
    }
    state.size = Size(width: 100, height: 30)
    state.caption = false
    let text = Screen.render(state).lines().joined()
    #expect(text.contains("␛[31mRed␇"))
  }

  @Test func longListScrollsToTheFocus() throws {
    var items: [String] = []
    for n in 1...200 { items.append(#"{ button: "Row \#(n)", id: "r\#(n)" }"#) }
    let s = try screenScene("{ vstack: [\(items.joined(separator: ", "))] }")
    var state = makeState(s, size: Size(width: 80, height: 24))
    perform(.last, on: &state)
    let grid = screenPane(state, Size(width: 30, height: 14))
    let text = grid.lines().joined(separator: "\n")
    #expect(text.contains("Row 200"))
    #expect(!text.contains("Row 1 "))
    #expect(grid.line(0).contains("▲ more"))
    #expect(extent(of: .focusRing, in: grid) != nil)
    // Half way down: the focus is in the middle, with more above and below.
    perform(.focus(s.ids["r100"] ?? 0), on: &state)
    let middle = screenPane(state, Size(width: 30, height: 14))
    #expect(middle.lines().joined().contains("Row 100"))
    #expect(middle.line(0).contains("▲ more"))
    #expect(middle.line(13).contains("▼ more"))
    let ring = extent(of: .focusRing, in: middle)
    #expect(ring.map { $0.minY > 2 && $0.maxY < 12 } == true)
  }

  @Test func hiddenElementsAreNotDrawn() throws {
    let s = try screenScene(
      #"{ vstack: [{ button: "Shown", id: "a" }, { button: "Secret", id: "b", hidden: true }, { vstack: [{ text: "Also secret" }], hidden: true }] }"#
    )
    let text = screenPane(
      makeState(s, size: Size(width: 80, height: 24)), Size(width: 40, height: 20)
    ).lines().joined()
    #expect(text.contains("Shown"))
    #expect(!text.contains("Secret"))
    #expect(!text.contains("Also secret"))
  }

  @Test func elementsBehindAModalAreFaint() throws {
    let state = makeState(try sceneFile("modal-trap.json5"), size: Size(width: 80, height: 24))
    let grid = screenPane(state, Size(width: 38, height: 28))
    func role(of text: String) -> StyleRole? {
      for y in 0..<grid.height {
        let line = grid.line(y)
        guard let r = line.range(of: text) else { continue }
        let x = line.distance(from: line.startIndex, to: r.lowerBound)
        return grid[role: x, y]
      }
      return nil
    }
    // Unreachable behind the modal, and dimmed by it.
    #expect(role(of: "Buy tickets") == .wireframeDimmed)
    #expect(role(of: "Sign in again") == .wireframeText)
  }

  @Test func emptyScreen() throws {
    let s = try screenScene("{ vstack: [] }")
    let grid = screenPane(
      makeState(s, size: Size(width: 80, height: 24)), Size(width: 30, height: 5))
    #expect(grid.lines().joined().contains("nothing visible here"))
  }

  /// A 100,000-row list: twenty steps through it, each rendered. There is no timing
  /// assertion; the benchmark measures time. This only has to finish.
  @Test func hundredThousandElementsRenderStepByStep() throws {
    var json =
      #"{ format: "axsim-scene/1", title: "Huge", screens: [{ id: "s", title: "Huge", root: { list: ["#
    json.reserveCapacity(4_000_000)
    for n in 0..<100_000 {
      if n > 0 { json += ", " }
      json += #"{ text: "Row \#(n)" }"#
    }
    json += "] } }] }"
    let scene = try SceneLoader.load(bytes: Array(json.utf8), name: "huge.json5").scene
    #expect(scene.elements.count > 100_000)
    var state = makeState(scene, size: Size(width: 100, height: 30), scenePath: "huge.json5")
    var last = Screen.render(state)
    for _ in 0..<20 {
      perform(.next, on: &state)
      last = Screen.render(state)
    }
    #expect(last.lines().joined().contains("Row 20"))
  }
}

@Suite struct ProjectionTests {
  @Test func scalesXAndYSeparately() {
    let p = WireframeProjection(
      deviceWidth: 400, deviceHeight: 800, area: Rect(x: 2, y: 1, width: 40, height: 20))
    // The height fits 20 rows would be 40 pt a row, below the minimum: 33 pt a row.
    #expect(p.columnsPerPoint == 0.1)
    #expect(abs(p.rowsPerPoint - 1.0 / 33) < 1e-12)
    #expect(
      p.rect(Frame(x: 0, y: 0, width: 400, height: 66)) == Rect(x: 2, y: 1, width: 40, height: 2))
    #expect(
      p.rect(Frame(x: 100, y: 33, width: 50, height: 10)) == Rect(x: 12, y: 2, width: 5, height: 1))
    let tall = WireframeProjection(
      deviceWidth: 400, deviceHeight: 800, area: Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(tall.rowsPerPoint == 0.05)
  }

  @Test func aLongWalkScrollsByHalfPanesNotEveryStep() {
    // A 20-row pane over 200 rows of content; the focus walks down one row at a time.
    var offsets: [Int] = []
    for row in 0..<190 {
      var p = WireframeProjection(
        deviceWidth: 400, deviceHeight: 800, contentHeight: 8_000, area: Rect(x: 0, y: 0, width: 40, height: 20),
        minimumRowsPerPoint: 0.025)
      let focus = Rect(x: 0, y: row, width: 40, height: 1)
      p.scroll(toShow: focus)
      offsets.append(p.scrollRows)
      // The focus and its ring's rows are always in view.
      #expect(row - p.scrollRows >= min(row, 1) && row - p.scrollRows + 1 < 20, "row \(row) at offset \(p.scrollRows)")
    }
    // It scrolls only when the focus crosses a half-pane step, by ten rows each time.
    let changes = zip(offsets, offsets.dropFirst()).filter { $0 != $1 }
    #expect(changes.allSatisfy { $1 - $0 == 10 }, "\(changes)")
    #expect(changes.count <= 190 / 10)
    // Walking back up draws the same pictures as walking down.
    var again = WireframeProjection(
      deviceWidth: 400, deviceHeight: 800, contentHeight: 8_000, area: Rect(x: 0, y: 0, width: 40, height: 20),
      minimumRowsPerPoint: 0.025)
    again.scroll(toShow: Rect(x: 0, y: 57, width: 40, height: 1))
    #expect(again.scrollRows == offsets[57])
  }

  @Test func adjacentFramesGetAdjacentCells() {
    let p = WireframeProjection(
      deviceWidth: 393, deviceHeight: 852, area: Rect(x: 0, y: 0, width: 37, height: 26))
    let a = p.rect(Frame(x: 0, y: 239, width: 393, height: 71))!
    let b = p.rect(Frame(x: 0, y: 310, width: 393, height: 71))!
    #expect(a.maxY == b.minY)
    // Two lines of text 30 pt apart inside the first land on different rows.
    let l1 = p.rect(Frame(x: 52, y: 250, width: 290, height: 22))!
    let l2 = p.rect(Frame(x: 52, y: 280, width: 290, height: 19))!
    #expect(l1.minY != l2.minY)
    #expect(l1.minY >= a.minY && l2.minY < a.maxY)
  }

  @Test func veryWidePanesAreCentredNotStretched() {
    let p = WireframeProjection(
      deviceWidth: 400, deviceHeight: 800, area: Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(p.columnsPerPoint <= 2 * p.rowsPerPoint * WireframeProjection.maximumStretch + 1e-12)
    #expect(p.leftInset > 0)
  }

  @Test func scrollsOnlyWhenTheFocusIsOffThePage() {
    let area = Rect(x: 0, y: 0, width: 30, height: 10)
    let near = WireframeProjection(
      deviceWidth: 300, deviceHeight: 330, contentHeight: 10_000, area: area,
      focus: Frame(x: 0, y: 66, width: 300, height: 33))
    #expect(near.scrollRows == 0)
    let far = WireframeProjection(
      deviceWidth: 300, deviceHeight: 330, contentHeight: 10_000, area: area,
      focus: Frame(x: 0, y: 3300, width: 300, height: 33))
    #expect(far.scrollRows == 100 - 5)
    #expect(far.rect(Frame(x: 0, y: 3300, width: 300, height: 33))?.minY == 5)
    #expect(far.canScrollUp && far.canScrollDown)
    // The last rows cannot scroll past the end of the content.
    let end = WireframeProjection(
      deviceWidth: 300, deviceHeight: 330, contentHeight: 3333, area: area,
      focus: Frame(x: 0, y: 3300, width: 300, height: 33))
    #expect(end.scrollRows == 101 + 1 - 10)
  }

  @Test func hugeAndBrokenNumbersDoNotTrap() {
    let p = WireframeProjection(
      deviceWidth: .nan, deviceHeight: .infinity, contentHeight: 1e300,
      area: Rect(x: 0, y: 0, width: 10, height: 5),
      focus: Frame(x: 1e300, y: -1e300, width: .nan, height: 4))
    #expect(p.rect(Frame(x: .nan, y: 0, width: 1, height: 1)) == nil)
    _ = p.rect(Frame(x: 1e300, y: 1e300, width: 1e300, height: 1e300))
    _ = p.visibleY
    let empty = WireframeProjection(
      deviceWidth: 393, deviceHeight: 852, area: .zero,
      focus: Frame(x: 0, y: 500, width: 10, height: 10))
    #expect(empty.scrollRows == 0)
  }
}

@Suite struct SpatialIndexTests {
  @Test func findsWhatOverlapsARangeInDrawingOrder() throws {
    var items: [String] = []
    for n in 0..<50 {
      items.append(#"{ button: "B\#(n)", id: "b\#(n)", frame: [0, \#(n * 100), 100, 50] }"#)
    }
    let s = try screenScene(
      "{ zstack: [\(items.joined(separator: ", "))], frame: [0, 0, 393, 5000] }")
    let runtime = SceneRuntime(scene: s)
    let index = SpatialIndex(scene: s, frames: runtime.frames.all, screens: runtime.visibleScreens)
    let found = index.positions(overlapping: 1000...1240, in: s).map {
      s.elements[index.entry($0).element].id ?? "root"
    }
    // The container and the buttons in buckets 5 and 6 (1000–1399 pt), parents first.
    #expect(found.first == "root")
    #expect(found.contains("b10") && found.contains("b12"))
    #expect(!found.contains("b3") && !found.contains("b20"))
    #expect(index.maxY >= 4950)
  }

  @Test func cacheIsReusedUntilTheTreeChanges() throws {
    let s = try threeButtons()
    var vo = VoiceOver(runtime: SceneRuntime(scene: s))
    let a = SpatialIndexCache.shared.index(for: vo.runtime)
    let b = SpatialIndexCache.shared.index(for: vo.runtime)
    #expect(a.drawn(in: s) == b.drawn(in: s))
    vo.setContentSize(.accessibilityExtraLarge)
    let c = SpatialIndexCache.shared.index(for: vo.runtime)
    #expect(c.drawn(in: s).count == a.drawn(in: s).count)
  }
}

/// The order overlay's numbers never cover one another, at any text size: two stops side
/// by side at XXXL used to put "10" over the "9" beside it.
@Suite struct OrderOverlayNumberTests {
  @Test(arguments: ContentSizeCategory.allCases)
  func everyVisibleStopsNumberIsReadable(size: ContentSizeCategory) throws {
    let scene = try sceneFile("demo.json5")
    for screen in scene.screens.indices {
      var vo = VoiceOver(runtime: SceneRuntime(scene: scene, contentSize: size, screen: screen))
      _ = vo.start()
      for stop in vo.tree.stops.indices where stop % 3 == 0 {
        var v = vo
        _ = v.perform(.focus(vo.tree.stops[stop].element))
        let drawn = WireframePicture.draw(v, size: Size(width: 36, height: 26), highlight: WireframeHighlight(focus: v.focus), overlay: true)
        // The numbers as they read on screen: runs of the badge role.
        var read = Set<String>()
        for y in 0..<drawn.grid.height {
          var run = ""
          for x in 0...drawn.grid.width {
            if x < drawn.grid.width, drawn.grid[role: x, y] == .orderBadge {
              run += drawn.grid[x, y].text
            } else if !run.isEmpty {
              read.insert(run)
              run = ""
            }
          }
        }
        // Every stop whose element is wholly in the picture reads as its own number.
        let frames = v.runtime.frames.all
        for (n, s) in v.tree.stops.enumerated() {
          guard let r = drawn.projection.rect(frames[s.element]), r.minX >= 2, r.minY >= 0, r.maxY <= drawn.grid.height,
            r.maxX <= drawn.grid.width
          else { continue }
          #expect(read.contains(String(n + 1)), "\(size.rawValue), screen \(screen): stop \(n + 1) is not readable; numbers read \(read.sorted())\n\(drawn.grid.lines().joined(separator: "\n"))")
        }
      }
    }
  }
}
