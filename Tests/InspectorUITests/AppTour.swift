import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas

@testable import InspectorUI

/// A walk through the app as a reviewer would take it, by keys of the shipped keymap and
/// injected ticks: every technology, its menus, the overlays (help, order, caption,
/// presenter, variants, audit, notes, transcript, find), text sizes and display settings.
/// `frames` renders each step, for tests that look at everything the app draws.
enum AppTour {
  /// The keys, one step each; `tick:S` lets S seconds pass.
  static let steps: [String] = [
    "right", "right", "right", "right", "tab", "down", "o", "right", "o", "c", "right", "c", "f5", "right", "f5",
    "?", "escape", "V", "V", "U", "escape", "\"", "escape", "'", "escape", "/", "a", "escape",
    ">", ">", ">", ">", ">", ">", ">", ">", "<", "<", "<", "<", "<", "<", "<", "<",
    "D", "A", "C", "B", "S", "D", "A", "C", "B", "S", "enter", "escape",
    "t", "tick:1.2", "tick:1.2", "space", "tick:0.5", "down", "down", "escape", "g", "tick:1.2", "g", "p", "tick:1", "space", "tick:1",
    "space", "tick:1", "p", "tick:1",
    "t", "tab", "tab", "tab", "down", "tab", "h", "down", "escape", "tab", "z", "escape", "tab", "g", "escape",
    "t", "end", "enter", "tick:0.5", "escape", "tick:0.5",
  ]

  /// A few steps that still show each technology and the main overlays.
  static let shortSteps: [String] = ["right", "right", "o", "c", "c", "o", "t", "tick:1.2", "t", "tab", "tab", "t", "V", "V"]

  /// Every frame of the tour over `scene` at `size`; `ascii` draws as for a terminal
  /// without UTF-8 (icons by name).
  static func frames(
    _ scene: Scene, size: Size, name: String = "tour.json5", ascii: Bool = false, steps: [String] = AppTour.steps
  ) -> [(step: String, state: AppState, grid: Grid)] {
    var state = AppState(
      voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), scenePath: name, size: size, keymap: .builtInDefault)
    state.asciiOnly = ascii
    state.log.append(state.simulator.start(), key: nil)
    state.simulator.finishMotion()
    var out: [(String, AppState, Grid)] = [("start", state, Screen.render(state))]
    for step in steps {
      if step.hasPrefix("tick:"), let s = Double(step.dropFirst(5)) {
        _ = AppReducer.handle(.tick(s), &state)
      } else if let key = try? KeyPress.parse(step) {
        _ = AppReducer.handle(.keyPressed(key), &state)
      }
      out.append((step, state, Screen.render(state)))
    }
    return out
  }

  /// The scenes in Scenes/, by file name.
  static var sceneNames: [String] {
    let dir = packageRoot.appendingPathComponent("Scenes").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json5") }.sorted()
  }
}
