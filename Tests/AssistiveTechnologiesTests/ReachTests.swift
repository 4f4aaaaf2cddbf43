import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

@Suite struct ReachTests {
  static func table(_ scene: Scene, _ settings: SwitchControlSettings = SwitchControlSettings()) -> [String] {
    let reach = Reach(runtime: SceneRuntime(scene: scene), settings: settings)
    func n(_ i: Int?) -> String { i.map(String.init) ?? "-" }
    func t(_ d: Double?) -> String { d.map { SwitchControlSettings.seconds($0) } ?? "-" }
    return reach.rows.map { r in
      "\(r.name): vo \(n(r.voiceOverSwipes)) sc \(n(r.switchSteps))/\(t(r.switchSeconds)) flat \(n(r.switchStepsFlat))/\(t(r.switchSecondsFlat)) fka \(n(r.keyboardPresses)) \(r.keyboardKeys ?? "")"
        + (r.flags.isEmpty ? "" : " ! " + r.flags.joined(separator: "; "))
    }
  }

  @Test func everyElementWithItsCostForEachTechnology() {
    #expect(Self.table(SwitchControlTests.mail) == [
      "edit: vo 0 sc 1/0s flat 0/0s fka 0 ",
      "Inbox: vo 1 sc -/- flat -/- fka - ",
      "compose: vo 2 sc 2/1s flat 1/1s fka 1 Tab ×1",
      "count: vo 3 sc -/- flat -/- fka - ",
      "reply: vo 4 sc 2/1s flat 2/2s fka 2 Tab ×2",
      "forward: vo 5 sc 3/2s flat 3/3s fka 3 Tab ×3",
      "delete: vo 6 sc -/- flat -/- fka - ",
      "archive: vo 7 sc 4/3s flat 4/4s fka 4 Tab ×4",
      // Round the tab loop backwards is shorter for the last three.
      "message: vo 8 sc 2/2s flat 5/5s fka 3 Shift-Tab ×3",
      "volume: vo 9 sc 3/3s flat 6/6s fka 2 Shift-Tab ×2",
      "details: vo 10 sc 4/4s flat 7/7s fka 1 Shift-Tab ×1",
    ])
  }

  @Test func customActionsOnlyVoiceOverReachesAndTouchOnlyViewsAreFlagged() {
    let scene = screenScene("""
      { vstack: [
        { text: "Row", id: "row", actions: ["Delete"], respondsToUserInteraction: false },
        { text: "Swipe me", id: "swipe", gestures: { swipeLeft: { announce: "Swiped" } } },
        { text: "Tap to retry", element: false, onActivate: { announce: "Retrying" }, id: "retry", height: 80 },
      ] }
      """)
    #expect(Self.table(scene) == [
      "row: vo 0 sc -/- flat -/- fka -  ! its custom actions are reachable only with VoiceOver (the scene sets respondsToUserInteraction: false)",
      "swipe: vo 1 sc 0/0s flat 0/0s fka 0  ! gesture only: VoiceOver cannot perform it; Switch Control and the keyboard only through their Gestures menus",
      "retry: vo - sc -/- flat -/- fka -  ! not an accessibility element: VoiceOver, item scanning, the keyboard and Voice Control's names and numbers cannot reach it; only a touch (the Gliding Cursor, Voice Control's grid) can",
    ])
  }

  @Test func keyboardPathsUseTheArrowOfTheGroupsAxisAndTheEndCommands() {
    let scene = screenScene("""
      { vstack: [
        { segmented: ["Day", "Week", "Month"], id: "range" },
        { list: [\((1...6).map { "{ button: \"Row \($0)\", id: \"row\($0)\" }" }.joined(separator: ", "))] },
        { button: "Done", id: "done" },
      ] }
      """)
    let reach = Reach(runtime: SceneRuntime(scene: scene))
    func keys(_ name: String) -> String? { reach.rows.first { $0.name == name }?.keyboardKeys }
    #expect(keys("Month") == "→ ×2")
    #expect(keys("row3") == "Tab ×1, ↓ ×2")
    #expect(keys("row6") == "Tab-Right, Control-Shift-Tab ×1")
    #expect(keys("done") == "Shift-Tab ×1")
  }

  @Test func aRowWhoseSwipeItsChildReachesIsNotFlagged() {
    let scene = screenScene("""
      { list: [{ cell: [{ text: "Ana Lima", id: "row1" }], id: "cell1", gestures: { swipeLeft: { announce: "Archived" } } }] }
      """)
    let rows = Reach(runtime: SceneRuntime(scene: scene)).rows
    #expect(rows.map(\.name) == ["row1"])
  }

  /// The figures of one stop, worked out for it alone (what the Inspector shows), are its
  /// row in the whole screen's table, on every screen of every scene and for every Switch
  /// Control setting that changes them.
  @Test func oneStopsRowIsItsRowInTheWholeTable() throws {
    for path in RandomCommandTests.scenePaths {
      let scene = try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene
      for screen in scene.screens.indices {
        let runtime = SceneRuntime(scene: scene, screen: screen)
        var settings = SwitchControlSettings()
        for round in 0..<2 {
          if round == 1 {
            settings.scanAllElements = true
            settings.pauseOnFirstItem = 1.5
          }
          for row in Reach(runtime: runtime, settings: settings).rows where runtime.tree.position[row.element] != nil {
            #expect(Reach.row(for: row.element, runtime: runtime, settings: settings) == row, "\(path) screen \(screen)")
          }
        }
      }
    }
  }
}
