import AssistiveTechnologies
import SceneModel
import Testing

@Suite struct SimulatorTests {
  static let mail = SwitchControlTests.mail

  @Test func handingOverKeepsFocusOnTheSameElement() {
    // VoiceOver on Forward; Switch Control resumes on Forward inside its row; the keyboard
    // takes it too; back in VoiceOver the cursor is still there.
    let lines = simulate(Self.mail, .voiceOver, "focus:forward use:sc use:fka use:vo", notes: true)
    #expect(Array(lines.suffix(3)) == [
      "use:switch: ‹Forward› (Auto 1s · Groups on · Tap: Default · Speech off)",
      "use:keyboard: ‹Forward›",
      "use:voiceover: Forward. Button.",
    ])
  }

  @Test func anElementTheNewTechnologyCannotReachHandsOverToTheNearestStopAfterIt() {
    let lines = simulate(Self.mail, .voiceOver, "focus:count use:fka", notes: true)
    #expect(lines.last == "use:keyboard: ‹Reply› ('3 unread messages' cannot take keyboard focus (it only displays information (no interactive trait, action or gesture)))")
    let back = simulate(Self.mail, .fullKeyboardAccess, "use:vo", notes: true)
    #expect(back.last == "use:voiceover: Edit. Button.")
  }

  @Test func stepsAreNumberedAcrossTechnologies() {
    var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.mail)))
    _ = sim.start()
    let a = sim.perform(.voiceOver(.next))
    let b = sim.perform(.use(.switchControl))
    let c = sim.perform(.wait(1))
    let quiet = sim.tick(0.5)
    let d = sim.perform(.switchControl(.select))
    #expect([a, b, c, d].map { $0.first?.step } == [1, 2, 3, 4])
    #expect(quiet.isEmpty)
    #expect(b.first?.technology == .switchControl)
  }

  @Test func theSameTapChangesTheSceneForEveryTechnology() {
    // Details pushes a screen whichever technology activates it.
    for (tech, words) in [(Technology.voiceOver, "focus:details activate"), (.switchControl, "scan-manual groups-off move-back select select"), (.fullKeyboardAccess, "tab+right space")] {
      var sim = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: Self.mail)), technology: tech)
      _ = sim.start()
      var current = tech
      for w in words.split(separator: " ") {
        guard case .success(let c) = TechnologyCommand.parse(String(w), technology: current, resolve: { Self.mail.ids[$0] }, ids: { [] }) else {
          Issue.record("bad word \(w)")
          continue
        }
        if case .use(let t) = c { current = t }
        _ = sim.perform(c)
      }
      #expect(sim.runtime.navigation.map(\.screen) == [0, 1], "\(tech)")
    }
  }

  @Test func scriptWordsAreCheckedPerTechnology() {
    let ids: () -> [String] = { [] }
    let resolve: (String) -> ElementIndex? = { _ in nil }
    guard case .failure(let e) = TechnologyCommand.parse("selct", technology: .switchControl, resolve: resolve, ids: ids) else {
      Issue.record("accepted")
      return
    }
    #expect(e.message == "unknown Switch Control command 'selct'")
    #expect(e.suggestion == "select")
    guard case .failure(let k) = TechnologyCommand.parse("tab+q", technology: .fullKeyboardAccess, resolve: resolve, ids: ids) else { return }
    #expect(k.message == "unknown Full Keyboard Access command 'tab+q'")
    guard case .failure(let u) = TechnologyCommand.parse("use:switchy", technology: .voiceOver, resolve: resolve, ids: ids) else { return }
    #expect(u.suggestion == "use:switch")
    guard case .success(.wait(let s)) = TechnologyCommand.parse("wait:750ms", technology: .voiceOver, resolve: resolve, ids: ids) else { return }
    #expect(s == 0.75)
  }
}
