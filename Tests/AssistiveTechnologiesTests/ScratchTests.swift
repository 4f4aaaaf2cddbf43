import AssistiveTechnologies
import SceneModel
import Testing
import Foundation

@Suite struct ScratchTests {
  @Test func scratch() throws {
    let text = try String(contentsOfFile: "Scenes/demo.json5", encoding: .utf8)
    let scene = loadScene(text)
    for line in simulate(scene, .switchControl, "wait:3s select wait:1s select move move move select select wait:2s select", notes: true) { print("SC", line) }
    for line in simulate(scene, .fullKeyboardAccess, "tab tab tab down down tab+z down space tab tab tab space esc", notes: true) { print("FKA", line) }
  }
}
