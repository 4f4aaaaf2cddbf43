import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Loads a scene file from `Scenes/`.
func sceneFile(_ name: String) throws -> Scene {
  try SceneLoader.load(path: packageRoot.appendingPathComponent("Scenes/\(name)").path).scene
}

/// Loads a scene from JSON5 text.
func scene(_ source: String, name: String = "test.json5") throws -> Scene {
  try SceneLoader.load(bytes: Array(source.utf8), name: name).scene
}

/// A one-screen scene around a root element.
func screenScene(_ root: String, device: String = #"{ idiom: "phone" }"#, title: String = "Test")
  throws -> Scene
{
  try scene(
    #"{ format: "axsim-scene/1", title: "\#(title)", device: \#(device), screens: [{ id: "s", title: "Main", root: \#(root) }] }"#
  )
}

/// The keymap the tests render with: the bindings of the shipped default keymap, built
/// here with `Keymap(name:keysByCommand:)` so the snapshots do not change when someone
/// edits Keymaps/default.keymap.
let testKeymap: Keymap = {
  let table: [(String, [String])] = [
    ("voiceover.next", ["right"]), ("voiceover.previous", ["left"]),
    ("voiceover.rotorItemNext", ["down"]), ("voiceover.rotorItemPrevious", ["up"]),
    ("voiceover.first", ["home"]), ("voiceover.last", ["end"]),
    ("voiceover.activate", ["enter", "space"]), ("voiceover.escape", ["escape", "backspace"]),
    ("voiceover.magicTap", ["m"]), ("voiceover.readAll", ["a"]), ("voiceover.readFromHere", ["r"]),
    ("voiceover.rotorNext", ["tab", "]"]), ("voiceover.rotorPrevious", ["shift+tab", "["]),
    ("voiceover.increment", ["+", "="]), ("voiceover.decrement", ["-"]),
    ("voiceover.toggleHints", ["h"]), ("voiceover.search", ["/"]),
    ("app.help", ["?", "f1"]), ("app.quit", ["q", "ctrl+c"]), ("app.caption", ["c"]),
    ("app.orderOverlay", ["o"]), ("app.nextPane", ["\\", "f6"]),
    ("app.previousPane", ["|", "shift+f6"]),
    ("app.save", ["w"]), ("app.reload", ["R", "ctrl+r"]), ("app.largerText", [">"]),
    ("app.smallerText", ["<"]), ("app.redraw", ["ctrl+l"]),
    ("app.largerAccessibilitySizes", ["L"]), ("app.variants", ["V"]),
    ("display.reduceMotion", ["M"]), ("display.preferCrossFade", ["X"]), ("display.boldText", ["B"]),
    ("display.buttonShapes", ["S"]), ("display.increaseContrast", ["C"]),
    ("display.reduceTransparency", ["T"]), ("display.differentiateWithoutColor", ["D"]),
    ("display.smartInvert", ["I"]), ("display.dark", ["A"]),
    ("speech.scrollUp", ["up"]), ("speech.scrollDown", ["down"]), ("speech.pageUp", ["pageup"]),
    ("speech.pageDown", ["pagedown"]), ("speech.end", ["end"]),
    ("app.nextTechnology", ["t", "f2"]),
    ("app.problems", ["e"]), ("app.searchNext", ["n"]), ("app.searchPrevious", ["N"]),
    ("app.audit", ["U"]),
    ("switch.select", ["space", "enter"]), ("switch.move", ["tab", "down"]),
    ("switch.moveBack", ["shift+tab", "up"]), ("switch.style", ["s"]), ("switch.slower", ["-"]),
    ("switch.faster", ["+", "="]), ("switch.groups", ["g"]), ("switch.tapBehavior", ["b"]),
    ("switch.speech", ["v"]), ("switch.glidingCursor", ["p"]), ("switch.glideSelection", ["P"]),
    ("keyboard.moveForward", ["tab"]), ("keyboard.moveBackward", ["shift+tab"]),
    ("keyboard.moveUp", ["up"]), ("keyboard.moveDown", ["down"]), ("keyboard.moveLeft", ["left"]),
    ("keyboard.moveRight", ["right"]), ("keyboard.activate", ["space"]),
    ("keyboard.exit", ["escape"]), ("keyboard.nextItem", ["ctrl+tab", "ctrl+n"]),
    ("keyboard.previousItem", ["ctrl+shift+tab", "ctrl+p"]),
    ("keyboard.moveToBeginning", ["tab+left"]), ("keyboard.moveToEnd", ["tab+right"]),
    ("keyboard.actions", ["tab+z"]), ("keyboard.help", ["tab+h"]), ("keyboard.gestures", ["tab+g"]),
    ("keyboard.find", ["tab+f"]), ("keyboard.back", ["tab+b"]), ("keyboard.home", ["alt+h"]),
    ("keyboard.appSwitcher", ["alt+up"]), ("keyboard.controlCenter", ["alt+c"]),
    ("keyboard.notificationCenter", ["alt+n"]), ("keyboard.siri", ["alt+s"]),
    ("voicecontrol.say", ["enter", "space", "/"]), ("voicecontrol.showNumbers", ["1"]),
    ("voicecontrol.showNames", ["2"]), ("voicecontrol.showGrid", ["3"]), ("voicecontrol.hide", ["escape"]),
    ("voicecontrol.whatToSay", ["h"]), ("voicecontrol.goBack", ["backspace"]),
  ]
  var keys: [String: [KeyPress]] = [:]
  for (id, names) in table { keys[id] = names.compactMap { try? KeyPress.parse($0) } }
  return Keymap(name: "default", keysByCommand: keys)
}()

/// An app state over `scene`, started (focus on the first element), after `commands`,
/// each logged with `key` as the display name of its first key.
func makeState(
  _ scene: Scene, size: Size, commands: [VoiceOverCommand] = [],
  scenePath: String? = "Scenes/demo.json5"
) -> AppState {
  var state = AppState(
    voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), scenePath: scenePath, size: size,
    keymap: testKeymap)
  state.log.append(state.simulator.start(), key: nil)
  for c in commands { perform(c, on: &state) }
  // A still picture: any transition the last command started has landed.
  state.simulator.finishMotion()
  return state
}

/// Performs a VoiceOver command as the reducer would, with the test keymap's key.
func perform(_ command: VoiceOverCommand, on state: inout AppState) {
  let id = CommandCatalog.all.first { $0.command == .voiceOver(command) }?.id
  let key = id.flatMap { testKeymap.keys(for: $0).first?.displayName }
  state.log.append(state.simulator.perform(.voiceOver(command)), key: key)
  state.lastKey = key
}

/// The demo scene at `size` after a short tour: next, next, next (to the first message).
func demoState(size: Size, commands: [VoiceOverCommand] = [.next, .next, .next, .next, .next])
  throws -> AppState
{
  makeState(try sceneFile("demo.json5"), size: size, commands: commands)
}

/// The element with scene id `id`.
func element(_ id: String, in state: AppState) -> ElementIndex {
  state.scene.ids[id] ?? -1
}

/// Compares a grid with `__Snapshots__/<name>.txt`; `RECORD_SNAPSHOTS=1` re-records, and a
/// missing snapshot is recorded and fails.
func assertSnapshot(
  _ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "__Snapshots__")
  let url = folder.appendingPathComponent(name + ".txt")
  let actual = GridSnapshot.encode(grid)
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !record, let expectedText = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "recorded snapshot __Snapshots__/\(name).txt; review it and run the tests again",
      sourceLocation: sourceLocation)
    return
  }
  guard expectedText != actual else { return }
  let message: String
  if let expected = try? GridSnapshot.decode(expectedText) {
    message = Grid.diffDescription(expected: expected, actual: grid)
  } else {
    message = "the snapshot file does not decode; actual:\n" + actual
  }
  Issue.record(
    "snapshot \(name) differs; RECORD_SNAPSHOTS=1 swift test re-records.\n\(message)",
    sourceLocation: sourceLocation)
}

/// Whether any cell holds a control character (C0, DEL, C1) that would drive a terminal.
func hasRawControls(_ grid: Grid) -> Bool {
  grid.cells.contains { cell in
    cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
}

/// Renders one pane into a grid of `size`, with the pane filling it.
func renderPane(_ size: Size, _ draw: (Rect, inout Grid) -> Void) -> Grid {
  var grid = Grid(size: size)
  draw(grid.bounds, &grid)
  return grid
}
