import AssistiveTechnologies
import InspectorCore
import InspectorUI
import SceneModel
import TerminalCanvas

// libFuzzer target: any bytes as a scene file. A scene that loads is driven through the app's
// reducer with a fixed run of keys (every technology, the rotor, activation, escape, ticks,
// Voice Control's phrases and overlays), then through every command of the catalog
// (`CommandCatalog.all`) under each technology, and the screen is rendered at several sizes
// along the way; no grid cell and no line of text or
// JSON output may hold a control character; edits made in place must give what building from
// scratch gives (`checkInPlaceEdits`). A scene that does not load must give a message
// without one. A crash, a trap, a hang (-timeout) or a sanitizer report is a finding.

let keymap = try! Keymap.parse(DefaultKeymap.source, name: DefaultKeymap.name)
let sizes = [
  Size(width: 100, height: 30), Size(width: 40, height: 12), Size(width: 180, height: 50),
  Size(width: 12, height: 5),
]
let keys = [
  "right", "right", "enter", "tab", "down", "up", "left", "escape", "t", "space", "tab", "right",
  "t", "tab", "right", "space", "escape", "/", "a", "enter", "?", "escape", "o", "c", "t",
  // Voice Control (the fourth technology): numbers, a phrase typed and said, a name
  // completed, the grid zoomed, names; then back to VoiceOver.
  "1", "enter", "t", "a", "p", "space", "2", "enter", "enter", "tab", "enter", "3", "enter", "5", "enter", "2", "escape", "t",
].map { try! KeyPress.parse($0) }

/// Whether a scalar must never reach the terminal or a text/JSON line raw.
func isControl(_ scalar: Unicode.Scalar) -> Bool {
  let v = scalar.value
  return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || Sanitize.isInvisibleFormatting(v)
}

func check(_ grid: Grid, _ what: String) {
  for cell in grid.cells where cell.text.unicodeScalars.contains(where: isControl) {
    fatalError("a control character reached a grid cell (\(what)): \(cell.text.unicodeScalars.map { String($0.value, radix: 16) })")
  }
}

func check(line: String, _ what: String) {
  if line.unicodeScalars.contains(where: isControl) {
    fatalError("a control character in \(what): \(line.unicodeScalars.filter(isControl).map { String($0.value, radix: 16) })")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let loaded: SceneLoader.Loaded
  do {
    loaded = try SceneLoader.load(bytes: bytes, name: "fuzz.json5")
  } catch {
    for line in error.description.split(separator: "\n") { check(line: String(line), "an error message") }
    return 0
  }
  for line in loaded.warnings.map({ DiagnosticFormatter.line(for: $0, file: "fuzz.json5", location: nil) }) {
    check(line: line, "a warning")
  }
  let scene = loaded.scene
  for screen in scene.screens.indices.prefix(2) {
    checkInPlaceEdits(scene, screen: screen, seed: bytes)
    let voiceOver = VoiceOver(runtime: SceneRuntime(scene: scene, screen: screen))
    var state = AppState(voiceOver: voiceOver, scenePath: "fuzz.json5", size: sizes[0], keymap: keymap)
    state.logEvents(state.simulator.start(), key: nil)
    check(Screen.render(state), "the first frame")
    for (step, key) in keys.enumerated() {
      _ = AppReducer.handle(.keyPressed(key), &state)
      _ = AppReducer.handle(.tick(0.7), &state)
      if step % 6 == 5 {
        for size in sizes {
          _ = AppReducer.handle(.resized(size), &state)
          check(Screen.render(state), "step \(step) at \(size.width)×\(size.height)")
        }
      }
    }
    // Every command the app has, under each technology in turn (the technology switch is a
    // command too, so it is left to the loop).
    for technology in 0..<Technology.allCases.count {
      for (k, info) in CommandCatalog.all.enumerated() where info.command != .nextTechnology {
        guard info.context == .global || info.context == .speech || info.context == KeyContext.of(state.technology) else { continue }
        _ = AppReducer.perform(info.command, key: info.id, &state)
        _ = AppReducer.handle(.tick(0.3), &state)
        if k % 12 == 11 {
          let size = sizes[(k / 12 + technology) % sizes.count]
          _ = AppReducer.handle(.resized(size), &state)
          check(Screen.render(state), "\(info.id) (\(state.technology)) at \(size.width)×\(size.height)")
        }
      }
      // Close whatever the commands opened (a prompt, help, a menu), then the next technology.
      for key in ["escape", "escape", "escape"] { _ = AppReducer.handle(.keyPressed(try! KeyPress.parse(key)), &state) }
      _ = AppReducer.perform(.nextTechnology, key: "t", &state)
    }
    for size in sizes {
      _ = AppReducer.handle(.resized(size), &state)
      check(Screen.render(state), "after every command at \(size.width)×\(size.height)")
    }
    for entry in state.log.entries {
      check(line: Transcript.textLine(entry.event), "a transcript line")
      check(line: Transcript.jsonObject(entry.event, scene: state.scene), "a JSON line")
    }
  }
  return 0
}
