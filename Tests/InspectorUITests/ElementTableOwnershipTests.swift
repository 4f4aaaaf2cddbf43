import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Once the loaded scene is handed to the session, the runtime owns the element table
/// alone: an edit changes it in place. A second reference kept anywhere (a cache, a pane,
/// the loaded value) would make the first edit copy the whole table, 52 MB on a
/// 100,000-element scene.
@Suite struct ElementTableOwnershipTests {
  static let source = #"""
    { format: "axsim-scene/1", title: "Rows", screens: [{ id: "s", root: { vstack: [
      { button: "Archive", id: "archive", onActivate: { hide: "row" } },
      { text: "A row to hide", id: "row" },
      { text: "Below" },
    ] } }] }
    """#

  static func tableAddress(_ scene: Scene) -> UInt {
    scene.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }

  @Test func theRuntimeChangesTheTableInPlace() throws {
    var loaded: SceneLoader.Loaded? = try SceneLoader.load(bytes: Array(Self.source.utf8), name: "rows.json5")
    var runtime = SceneRuntime(scene: loaded!.scene)
    let row = try #require(runtime.scene.element(id: "row"))
    loaded = nil
    let before = Self.tableAddress(runtime.scene)
    _ = runtime.run(.set(ElementRef(id: "row", index: row), ElementPatch(hidden: true)), focus: nil)
    #expect(runtime.scene.elements[row].hidden)
    #expect(Self.tableAddress(runtime.scene) == before, "the edit copied the element table")
  }

  @Test func theSessionChangesTheTableInPlaceAfterDrawing() throws {
    var loaded: SceneLoader.Loaded? = try SceneLoader.load(bytes: Array(Self.source.utf8), name: "rows.json5")
    var state = AppState(
      voiceOver: VoiceOver(runtime: SceneRuntime(scene: loaded!.scene)), scenePath: "rows.json5",
      size: Size(width: 100, height: 30), keymap: testKeymap)
    loaded = nil
    state.logEvents(state.simulator.start(), key: nil)
    let archive = try #require(state.scene.element(id: "archive"))
    let row = try #require(state.scene.element(id: "row"))
    _ = AppReducer.perform(.voiceOver(.focus(archive)), key: nil, &state)
    // Every pane draws once, so anything they keep is kept before the edit.
    _ = Screen.render(state)
    let before = Self.tableAddress(state.scene)
    _ = AppReducer.perform(.voiceOver(.activate), key: nil, &state)
    #expect(state.scene.elements[row].hidden)
    #expect(Self.tableAddress(state.scene) == before, "the edit copied the element table")
    _ = Screen.render(state)
  }
}
