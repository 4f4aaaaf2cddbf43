import Testing

@testable import SceneModel

/// Voice Control's names: `inputLabels`, or UIKit's and SwiftUI's names for it written as
/// they are in code; giving two of them is an error naming both.
@Suite struct InputLabelKeyTests {
  static func load(_ props: String) throws(SceneLoadError) -> Scene {
    let text = """
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        { button: "Start 45-minute progressive endurance ride", \(props) },
      ] } }] }
      """
    return try SceneLoader.load(bytes: Array(text.utf8), name: "s.json5").scene
  }

  @Test(arguments: ["inputLabels", "accessibilityUserInputLabels", "accessibilityInputLabels"])
  func eachNameGivesTheInputLabels(_ key: String) throws {
    let scene = try Self.load("\(key): [\"Start ride\", \"Ride\"]")
    #expect(scene.elements.first { $0.kind == .button }?.inputLabels == ["Start ride", "Ride"])
    let one = try Self.load("\(key): \"Ride\"")
    #expect(one.elements.first { $0.kind == .button }?.inputLabels == ["Ride"])
  }

  @Test func twoOfThemAreAnError() {
    do throws(SceneLoadError) {
      _ = try Self.load("inputLabels: [\"Ride\"], accessibilityInputLabels: [\"Start ride\"]")
      Issue.record("loaded")
    } catch {
      #expect(error.description == "s.json5:2:82: error: screens[0].root.vstack[0].accessibilityInputLabels: 'accessibilityInputLabels' gives the Voice Control names that 'inputLabels' already gives; keep one of the two")
    }
  }

  @Test func theAttributedNameIsAnsweredWithTheKey() {
    do throws(SceneLoadError) {
      _ = try Self.load("accessibilityAttributedUserInputLabels: [\"Ride\"]")
      Issue.record("loaded")
    } catch {
      #expect(error.description.hasSuffix("did you mean 'inputLabels' (UIKit's accessibilityAttributedUserInputLabels)?"))
    }
  }
}
