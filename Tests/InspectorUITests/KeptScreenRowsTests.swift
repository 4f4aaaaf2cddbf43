import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

@testable import InspectorUI

/// The screen rows kept per long-stack child (`KeptScreenRows`, `StackRows`) give every stop
/// the row and the count the rows worked out from every top give, after every kind of edit
/// kept in place; where the screen does not allow keeping them, they are worked out again.
@Suite struct KeptScreenRowsTests {
  /// A list of mail rows (some combined, some hidden, some of a fixed height, some holding a
  /// long stack of their own or nothing), with a status line above and a line below, and a
  /// second screen to push. With `tight`, some rows are shorter than the row tolerance, so
  /// their tops join the next row's.
  static func listScene(rows: Int, seed: UInt64, tight: Bool = false) throws -> Scene {
    var g = PerTreeTablesTests.Generator(state: seed)
    var items: [String] = []
    for n in 0..<rows {
      let hidden = g.int(9) == 0 ? ", hidden: true" : ""
      let id = #"id: "r\#(n)""#
      switch g.int(tight ? 12 : 10) {
      case 0:
        items.append(#"{ cell: [ { text: "Sender \#(n)", id: "t\#(n)" }, { text: "Subject \#(n)", id: "s\#(n)" } ], grouping: "combine", \#(id)\#(hidden) }"#)
      case 1:
        items.append(#"{ cell: [ { text: "\#(String(repeating: "long words ", count: 12))", id: "t\#(n)" } ], height: 60, \#(id)\#(hidden) }"#)
      case 2:
        let inner = (0..<34).map { #"{ text: "In \#(n).\#($0)", id: "i\#(n)_\#($0)" }"# }.joined(separator: ", ")
        items.append(#"{ vstack: [\#(inner)], \#(id)\#(hidden) }"#)
      case 3:
        items.append(#"{ spacer: true, \#(id)\#(hidden) }"#)
      case 10, 11:
        items.append(#"{ vstack: [ { text: "Tight \#(n)", id: "t\#(n)" } ], height: 3, \#(id)\#(hidden) }"#)
      default:
        items.append(
          #"{ cell: [ { text: "Sender \#(n)", id: "t\#(n)" }, { text: "Subject \#(n)", id: "s\#(n)" }, { button: "Reply", id: "b\#(n)" } ], onActivate: { push: "message" }, \#(id)\#(hidden) }"#
        )
      }
    }
    return try scene(
      #"""
      { format: "axsim-scene/1", title: "Rows", device: { idiom: "phone" }, screens: [
        { id: "s", title: "Main", root: { vstack: [ { navigationBar: "Inbox" }, { text: "Status", id: "status" },
          { list: [\#(items.joined(separator: ", "))], id: "list" }, { text: "End", id: "end" } ] } },
        { id: "message", title: "Message", root: { vstack: [ { navigationBar: "Message", back: "Inbox" }, { text: "Body", id: "body" } ] } } ] }
      """#, name: "rows-\(seed)-\(tight).json5")
  }

  /// Whether every stop's row and the count, kept, are those worked out from every top;
  /// returns whether the kept rows answered (rather than being worked out again).
  @discardableResult
  static func expectSameRows(_ runtime: SceneRuntime, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let tolerance = runtime.scene.device.rowTolerance
    var tops = [Double](repeating: 0, count: runtime.scene.elements.count)
    for s in runtime.visibleScreens { runtime.layout(ofScreen: s)?.allTops(elements: runtime.scene.elements, into: &tops) }
    let stops = runtime.tree.elements
    let rebuilt = OrderExplanation.screenRows(stops.map { tops[$0] }, tolerance: tolerance)
    var answered = false
    // The first and last stops, and a spread of others (each question walks the screen).
    let picked = stops.count <= 24 ? stops : (0..<24).map { stops[$0 * (stops.count - 1) / 23] }
    for e in picked {
      let top = tops[e]
      guard let kept = KeptScreenRows.shared.row(ofTop: top, runtime: runtime, tolerance: tolerance) else { continue }
      answered = true
      if kept.row != rebuilt.row(ofTop: top) || kept.count != rebuilt.count {
        Issue.record(
          "\(what): the stop of element \(e) (top \(top)) is on row \(kept.row) of \(kept.count) kept, \(rebuilt.row(ofTop: top)) of \(rebuilt.count) rebuilt",
          sourceLocation: sourceLocation)
        return answered
      }
    }
    return answered
  }

  static func randomEdits(_ scene: Scene, seed: UInt64, steps: Int, expectKept: Bool) {
    var runtime = SceneRuntime(scene: scene)
    var g = PerTreeTablesTests.Generator(state: seed &+ 31)
    var keptAnswers = 0
    if expectSameRows(runtime, "seed \(seed), as loaded") { keptAnswers += 1 }
    let candidates = scene.elements.indices.filter { scene.elements[$0].parent != nil && scene.elements[$0].id != nil }
    for step in 0..<steps {
      let e = candidates[g.int(candidates.count)]
      let ref = ElementRef(id: scene.elements[e].id!, index: e)
      let current = runtime.scene.elements[e]
      switch g.int(10) {
      case 0, 1, 2: _ = runtime.run(.set(ref, ElementPatch(hidden: !current.hidden)), focus: nil)
      case 3: _ = runtime.run(.set(ref, ElementPatch(label: String(repeating: "Longer words ", count: g.int(20) + 1))), focus: nil)
      case 4: _ = runtime.run(.set(ref, ElementPatch(label: "L\(step)")), focus: nil)
      case 5: _ = runtime.run(.set(ref, ElementPatch(label: current.label)), focus: nil)
      case 6:
        _ = runtime.run(.push(screen: "message"), focus: nil)
        expectSameRows(runtime, "seed \(seed), step \(step), pushed")
        _ = runtime.run(.pop, focus: nil)
      case 7:
        let sizes: [ContentSizeCategory] = [.large, .extraLarge, .accessibilityExtraExtraExtraLarge, .extraSmall]
        runtime.setContentSize(sizes[g.int(sizes.count)])
      default:
        _ = runtime.run(.set(ref, ElementPatch(hidden: !current.hidden)), focus: nil)
      }
      if expectSameRows(runtime, "seed \(seed), step \(step) on \(scene.elements[e].id!)") { keptAnswers += 1 }
    }
    if expectKept { #expect(keptAnswers > steps / 2, "seed \(seed): the kept rows answered after \(keptAnswers) of \(steps + 1) states") }
  }

  @Test func aLongListAfterRandomEditsHasTheRowsOfEveryTop() throws {
    for seed in [UInt64(1), 7, 23] {
      Self.randomEdits(try Self.listScene(rows: 90, seed: seed), seed: seed, steps: 80, expectKept: true)
    }
  }

  @Test func rowsShorterThanTheToleranceAreWorkedOutAgainAsTheyShouldBe() throws {
    for seed in [UInt64(3), 11] {
      Self.randomEdits(try Self.listScene(rows: 80, seed: seed, tight: true), seed: seed, steps: 40, expectKept: false)
    }
  }

  @Test func theWalkSceneAfterRandomEditsHasTheRowsOfEveryTop() throws {
    // Rows that float, overflow, nest long stacks: mostly worked out again, never wrong.
    let scene = try ViewportWalkTests.longListScene(rows: 60, seed: 5)
    Self.randomEdits(scene, seed: 5, steps: 40, expectKept: false)
  }

  @Test func everySceneHasTheRowsOfEveryTop() throws {
    let dir = "Scenes"
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json5") }.sorted()
    #expect(!files.isEmpty)
    for name in files {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))), name: name).scene
      for screen in scene.screens.indices {
        Self.expectSameRows(SceneRuntime(scene: scene, screen: screen), "\(name) screen \(screen)")
      }
    }
  }

  @Test func aHideInAListTouchesOneChild() throws {
    let scene = try Self.listScene(rows: 200, seed: 2)
    var runtime = SceneRuntime(scene: scene)
    #expect(Self.expectSameRows(runtime, "as loaded"), "the list's rows are kept")
    let row = scene.ids["r100"]!
    _ = runtime.run(.set(ElementRef(id: "r100", index: row), ElementPatch(hidden: true)), focus: nil)
    #expect(Self.expectSameRows(runtime, "after a hide"), "still kept after a hide")
    _ = runtime.run(.set(ElementRef(id: "r100", index: row), ElementPatch(hidden: false)), focus: nil)
    #expect(Self.expectSameRows(runtime, "after a show"), "still kept after a show")
  }
}
