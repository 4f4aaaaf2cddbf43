import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

@testable import InspectorUI

/// The Screen pane's index that walks the layouts (`ViewportWalk`, for screens mostly in long
/// stacks) finds what the tables over every frame find, after every kind of edit kept in
/// place: the same positions for any band of the screen, the same bottom.
@Suite struct ViewportWalkTests {
  /// A long list whose rows grow past their frames (fixed heights, long texts), hold an
  /// element placed in screen points, a long stack of their own, tall or empty content, and
  /// some start hidden.
  static func longListScene(rows: Int, seed: UInt64) throws -> Scene {
    var g = PerTreeTablesTests.Generator(state: seed)
    var items: [String] = []
    for n in 0..<rows {
      let hidden = g.int(9) == 0 ? ", hidden: true" : ""
      let id = #"id: "r\#(n)""#
      switch g.int(12) {
      case 0:
        // Text running past a row of fixed height.
        items.append(#"{ cell: [ { text: "\#(String(repeating: "long words ", count: 30))", id: "t\#(n)" } ], height: 30, \#(id)\#(hidden) }"#)
      case 1:
        items.append(#"{ cell: [ { button: "Float \#(n)", id: "f\#(n)", frame: [20, \#(g.int(2_000)), 60, 40] } ], \#(id)\#(hidden) }"#)
      case 2:
        let inner = (0..<40).map { #"{ text: "In \#(n).\#($0)", id: "i\#(n)_\#($0)" }"# }.joined(separator: ", ")
        items.append(#"{ vstack: [\#(inner)], \#(id)\#(hidden) }"#)
      case 3:
        items.append(#"{ vstack: [ { text: "Tall \#(n)", id: "t\#(n)", height: \#(13_000 + g.int(3) * 100) } ], height: 20, \#(id)\#(hidden) }"#)
      case 4:
        items.append(#"{ spacer: true, \#(id)\#(hidden) }"#)
      default:
        items.append(#"{ cell: [ { text: "Sender \#(n)", id: "t\#(n)" }, { button: "Reply", id: "b\#(n)" } ], \#(id)\#(hidden) }"#)
      }
    }
    return try screenScene(
      #"{ vstack: [ { text: "Status", id: "status" }, { list: [\#(items.joined(separator: ", "))], id: "list" }, { text: "End", id: "end" } ] }"#)
  }

  /// The walk's answers against the tables', for random bands and the whole screen.
  static func expectSameAsTables(_ runtime: SceneRuntime, _ g: inout PerTreeTablesTests.Generator, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    // The tops of the one pass down the element table are the frames' to the last bit.
    let all = runtime.frames.all
    for s in runtime.visibleScreens {
      guard let layout = runtime.layout(ofScreen: s) else { continue }
      var tops = [Double](repeating: -1, count: runtime.scene.elements.count)
      layout.allTops(elements: runtime.scene.elements, into: &tops)
      var tree = [runtime.scene.screens[s].root]
      var inTree: [ElementIndex] = []
      while let e = tree.popLast() {
        inTree.append(e)
        tree += runtime.scene.elements[e].children
      }
      for e in inTree where tops[e] != all[e].y {
        Issue.record("\(what): the top of element \(e) is \(tops[e]), its frame's \(all[e].y)", sourceLocation: sourceLocation)
        return false
      }
    }
    let walked = SpatialIndexCache.shared.index(for: runtime)
    let tables = SpatialIndex(scene: runtime.scene, frames: runtime.frames.all, screens: runtime.visibleScreens)
    #expect(walked.maxY == tables.maxY, "\(what): bottom", sourceLocation: sourceLocation)
    var ranges: [ClosedRange<Double>] = [-Double.infinity...0, 0...800, (tables.maxY - 700)...(tables.maxY + 10)]
    for _ in 0..<12 {
      let a = Double(g.int(Int(max(1, tables.maxY)) + 1_000)) - 500
      ranges.append(a...(a + Double(g.int(1_500))))
    }
    for range in ranges {
      let found = walked.positions(overlapping: range, in: runtime)
      let expected = tables.positions(overlapping: range, in: runtime.scene)
      if found != expected {
        Issue.record("\(what): \(range) found \(found.count) positions, the tables \(expected.count): only walked \(Set(found).subtracting(expected).sorted().prefix(8)), only in the tables \(Set(expected).subtracting(found).sorted().prefix(8))", sourceLocation: sourceLocation)
        return false
      }
    }
    return true
  }

  @Test func aLongListAfterRandomEditsIsFoundAsTheTablesFindIt() throws {
    for seed in [UInt64(1), 7, 23] {
      let scene = try Self.longListScene(rows: 160, seed: seed)
      var runtime = SceneRuntime(scene: scene)
      #expect(SpatialIndexCache.shared.index(for: runtime).walksLayouts, "a screen in a long list walks its layout")
      var g = PerTreeTablesTests.Generator(state: seed &+ 99)
      guard Self.expectSameAsTables(runtime, &g, "seed \(seed), as loaded") else { return }
      let candidates = scene.elements.indices.filter { scene.elements[$0].parent != nil }
      for step in 0..<120 {
        let e = candidates[g.int(candidates.count)]
        let ref = ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e)
        let current = runtime.scene.elements[e]
        switch g.int(8) {
        case 0, 1, 2: _ = runtime.run(.set(ref, ElementPatch(hidden: !current.hidden)), focus: nil)
        case 3: _ = runtime.run(.set(ref, ElementPatch(label: String(repeating: "Longer words ", count: g.int(20) + 1))), focus: nil)
        case 4: _ = runtime.run(.set(ref, ElementPatch(label: "L\(step)")), focus: nil)
        case 5: _ = runtime.run(.set(ref, ElementPatch(value: "v\(step)")), focus: nil)
        case 6:
          let sizes: [ContentSizeCategory] = [.large, .extraLarge, .accessibilityExtraExtraExtraLarge, .extraSmall]
          runtime.setContentSize(sizes[g.int(sizes.count)])
        default:
          var display = runtime.display
          display.boldText.toggle()
          runtime.setDisplay(display)
        }
        guard Self.expectSameAsTables(runtime, &g, "seed \(seed), step \(step) on \(scene.elements[e].id ?? "e\(e)")") else { return }
      }
    }
  }

  @Test func everySceneFindsWhatTheTablesFind() throws {
    let dir = "Scenes"
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json5") }.sorted()
    #expect(!files.isEmpty)
    var g = PerTreeTablesTests.Generator(state: 5)
    for name in files {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))), name: name).scene
      for screen in scene.screens.indices {
        let runtime = SceneRuntime(scene: scene, screen: screen)
        guard Self.expectSameAsTables(runtime, &g, "\(name) screen \(screen)") else { return }
      }
    }
  }

  @Test func anEditInOneRowWidensTheMarginsByThatRowAlone() throws {
    // A row whose text grows past its fixed height after the first frame: the next query
    // must reach it from the rows below.
    var items = (0..<100).map { #"{ cell: [ { text: "Row \#($0)", id: "t\#($0)" } ], height: 44, id: "r\#($0)" }"# }
    items.append(#"{ text: "Last", id: "last" }"#)
    let scene = try screenScene(#"{ vstack: [ { list: [\#(items.joined(separator: ", "))], id: "list" } ] }"#)
    var runtime = SceneRuntime(scene: scene)
    var g = PerTreeTablesTests.Generator(state: 11)
    #expect(Self.expectSameAsTables(runtime, &g, "as loaded"))
    let t = scene.ids["t50"]!
    _ = runtime.run(.set(ElementRef(id: "t50", index: t), ElementPatch(label: String(repeating: "many long words ", count: 60))), focus: nil)
    #expect(runtime.frames[t].maxY > runtime.frames[scene.ids["r52"]!].y, "the text reaches into the rows below")
    #expect(Self.expectSameAsTables(runtime, &g, "after the text grew"))
  }
}
