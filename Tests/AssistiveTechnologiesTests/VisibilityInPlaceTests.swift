import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// Hiding or showing an element lays out only what it changes and moves what follows it
/// (`SceneLayout.relayOut`), and takes its stops out of the order or puts them in
/// (`AccessibilityTree.update`): the frames, problems, tree and tables are what a runtime
/// built from scratch on the same scene state gives, for every element of every scene.
@Suite struct VisibilityInPlaceTests {
  /// Hides and shows every element of each screen in turn, comparing with a fresh runtime
  /// after each change; returns how many changes were made without laying the screen out.
  static func hideAndShowEverything(_ scene: Scene, contentSize: ContentSizeCategory? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> (changes: Int, inPlace: Int, treesKept: Int, showsKept: Int) {
    var changes = 0
    var inPlace = 0
    var treesKept = 0
    var showsKept = 0
    for screen in scene.screens.indices {
      var runtime = SceneRuntime(scene: scene, contentSize: contentSize, screen: screen)
      let elements = scene.elements.indices.filter { scene.elements[$0].screen == screen && !scene.elements[$0].hidden && scene.elements[$0].parent != nil }
      let screenSize = scene.elements.indices.filter { scene.elements[$0].screen == screen }.count
      for e in elements {
        for hidden in [true, false] {
          let laidOut = runtime.elementsLaidOut
          let built = runtime.treesBuilt
          let ref = ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e)
          _ = runtime.run(.set(ref, ElementPatch(hidden: hidden)), focus: nil)
          changes += 1
          // Laid out what changed (the element's tree, a row around it), not the screen.
          if runtime.elementsLaidOut - laidOut < max(2, screenSize / 2) { inPlace += 1 }
          if runtime.treesBuilt == built { treesKept += 1 }
          if runtime.treesBuilt == built, !hidden { showsKept += 1 }
          CommandCostTests.expectSameAsRebuild(runtime, sourceLocation: sourceLocation)
          #expect(runtime.layoutProblems.mapValues { $0.map(String.init(describing:)) } == fresh(runtime).layoutProblems.mapValues { $0.map(String.init(describing:)) }, sourceLocation: sourceLocation)
        }
      }
    }
    return (changes, inPlace, treesKept, showsKept)
  }

  static func fresh(_ runtime: SceneRuntime) -> SceneRuntime {
    var fresh = SceneRuntime(scene: runtime.scene, contentSize: runtime.contentSize, screen: runtime.navigation[0].screen)
    for v in runtime.navigation.dropFirst() { fresh.push(v.screen, returnFocus: v.returnFocus) }
    for v in runtime.presented { fresh.present(v.screen, returnFocus: v.returnFocus) }
    return fresh
  }

  @Test func everyElementOfTheMailSceneAsARebuildWould() {
    let scene = loadScene(CommandCostTests.mail)
    let (changes, inPlace, treesKept, showsKept) = Self.hideAndShowEverything(scene)
    #expect(changes > 60)
    // Hiding a row or the section header takes its stops out of the tree in place, and
    // showing it again puts them back.
    #expect(treesKept >= 18, "only \(treesKept) of \(changes) changes kept the tree")
    #expect(showsKept >= 9, "only \(showsKept) shows kept the tree")
    // At least every row and the section header of the list, both ways (a text or button in
    // a row sits in a horizontal stack, which is laid out again).
    #expect(inPlace >= 2 * 9, "only \(inPlace) of \(changes) changes were made in place")
  }

  /// A group sorts by its own priority before its position: a shown element above a group
  /// with a priority is read after it, as a build reads it (found in review: the insertion
  /// merged by position alone).
  @Test func aShownElementBesideAGroupWithAPriorityIsOrderedAsABuildOrdersIt() {
    let scene = screenScene(#"{ vstack: [{ button: "X", id: "x" }, { vstack: [{ button: "G1" }, { button: "G2" }], container: "list", sortPriority: 1, id: "g" }, { button: "A", id: "a" }] }"#)
    #expect(order(scene) == ["G1", "G2", "x", "a"])
    #expect(SceneRuntime(scene: scene).tree.groups.count == 1)
    _ = Self.hideAndShowEverything(scene)
  }

  /// A semantic group is a group only while it has a label, a value or an identifier: a
  /// value given by an effect makes one.
  @Test func aValueMakesASemanticGroupAGroup() {
    let scene = screenScene(#"{ vstack: [{ vstack: [{ button: "One" }, { button: "Two" }], container: "semanticGroup", id: "group" }, { button: "Three" }] }"#)
    var runtime = SceneRuntime(scene: scene)
    #expect(runtime.tree.groups.isEmpty)
    _ = runtime.run(.set(ElementRef(id: "group", index: scene.ids["group"]!), ElementPatch(value: "Totals")), focus: nil)
    #expect(runtime.tree.groups.map(\.element) == [scene.ids["group"]!])
    CommandCostTests.expectSameAsRebuild(runtime)
  }

  /// A data table's headers are spoken in its cells' contexts: a new value on one builds the
  /// tree (found by the scene fuzzer's in-place oracle on data-table.json5).
  @Test func aHeadersNewValueReachesTheCellsItHeads() throws {
    let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: "Scenes/data-table.json5"))), name: "data-table").scene
    for e in scene.elements.indices where scene.elements[e].parent != nil {
      var runtime = SceneRuntime(scene: scene)
      _ = runtime.run(.set(ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e), ElementPatch(value: "v5")), focus: nil)
      CommandCostTests.expectSameAsRebuild(runtime)
      _ = runtime.run(.toggle(ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e)), focus: nil)
      CommandCostTests.expectSameAsRebuild(runtime)
      _ = runtime.run(.adjust(ElementRef(id: scene.elements[e].id ?? "e\(e)", index: e), by: 1), focus: nil)
      CommandCostTests.expectSameAsRebuild(runtime)
    }
  }

  @Test func everyElementOfTheMailSceneAtAX5() {
    let scene = loadScene(CommandCostTests.mail)
    let (_, inPlace, _, _) = Self.hideAndShowEverything(scene, contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(inPlace > 0)
  }

  @Test func everyElementOfEverySceneAsARebuildWould() throws {
    var inPlace = 0
    var treesKept = 0
    var showsKept = 0
    for path in RandomCommandTests.scenePaths {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
      let result = Self.hideAndShowEverything(scene)
      inPlace += result.inPlace
      treesKept += result.treesKept
      showsKept += result.showsKept
    }
    #expect(inPlace > 100)
    #expect(treesKept > 50)
    #expect(showsKept > 25)
    print("hide and show on every scene: \(inPlace) in place, \(treesKept) kept the tree, \(showsKept) of them shows")
  }
}
