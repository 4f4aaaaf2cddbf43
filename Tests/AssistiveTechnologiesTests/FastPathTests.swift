import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// The shortcuts the runtime takes when it builds a tree give exactly what the full
/// computations give, on every element of every scene in Scenes/.
@Suite struct FastPathTests {
  static var scenes: [Scene] {
    RandomCommandTests.scenePaths.compactMap { path in
      try? SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
    }
  }

  @Test func traitsAndActionsAreThoseOfTheSpokenProperties() {
    var checked = 0
    for scene in Self.scenes {
      for i in scene.elements.indices {
        let full = SpokenProperties(element: i, in: scene)
        let fast = SpokenProperties.traitsAndActions(element: i, in: scene)
        #expect(fast.traits == full.traits, "\(scene.sourceName) element \(i)")
        #expect(fast.hasActions == !full.actions.isEmpty, "\(scene.sourceName) element \(i)")
        checked += 1
      }
    }
    #expect(checked > 400)
  }

  @Test func respondsIsTheReasonsVerdict() {
    var responding = 0
    for scene in Self.scenes {
      for screen in scene.screens.indices {
        let runtime = SceneRuntime(scene: scene, screen: screen)
        for i in scene.elements.indices where scene.elements[i].screen == screen {
          let verdict = UserInteraction.reason(i, in: runtime).responds
          #expect(UserInteraction.responds(i, in: runtime) == verdict, "\(scene.sourceName) element \(i)")
          if verdict { responding += 1 }
        }
      }
    }
    #expect(responding > 100)
  }
}
