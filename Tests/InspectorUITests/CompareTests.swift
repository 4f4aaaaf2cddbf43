import Synchronization
import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// `axsim compare`: both scenes of every before/after pair side by side, driven by the
/// same keys, against snapshots; the after side follows VoiceOver to the partner element.
@Suite struct CompareTests {
  /// Every `NAME-before`/`NAME-after` pair in Scenes/ and those in Tests/scene-pairs.txt.
  static let pairs: [(name: String, before: String, after: String)] = {
    let text = (try? String(contentsOf: packageRoot.appendingPathComponent("Tests/scene-pairs.txt"), encoding: .utf8)) ?? ""
    let named = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line -> (String, String, String)? in
      let w = line.split(separator: " ").map(String.init)
      return w.count >= 3 ? (w[0], w[1], w[2]) : nil
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Scenes").path)) ?? []
    let befores = files.filter { $0.hasSuffix("-before.json5") }.map { String($0.dropLast("-before.json5".count)) }
    return (befores.map { ($0, "\($0)-before", "\($0)-after") } + named).sorted { $0.0 < $1.0 }
  }()

  static func state(_ before: String, _ after: String, size: Size = Size(width: 140, height: 34)) throws -> CompareState {
    func side(_ name: String) throws -> AppState {
      var s = AppState(voiceOver: VoiceOver(runtime: SceneRuntime(scene: try sceneFile("\(name).json5"))), scenePath: "Scenes/\(name).json5", size: size, keymap: testKeymap)
      s.frame = 0
      return s
    }
    var state = CompareState(before: try side(before), after: try side(after), size: size)
    state.start()
    return state
  }

  static func press(_ keys: [String], _ state: inout CompareState) throws {
    for k in keys {
      let effects = CompareReducer.handle(.keyPressed(try KeyPress.parse(k)), &state)
      #expect(!effects.contains(.quit))
      state.before.simulator.finishMotion()
      state.after.simulator.finishMotion()
    }
  }

  @Test func thereAreNinePairs() {
    #expect(Self.pairs.count >= 9)
  }

  @Test(arguments: pairs.map(\.name))
  func comparePair(_ name: String) throws {
    let pair = try #require(Self.pairs.first { $0.name == name })
    var state = try Self.state(pair.before, pair.after)
    try Self.press(["right", "right"], &state)
    let grid = CompareScreen.render(state)
    #expect(!hasRawControls(grid))
    assertSnapshot(grid, named: "compare-\(name)")
    // The header's counts are the orders' lengths, the same that `axsim diff` counts.
    let b = StopMatching.order(.voiceOver, state.before.voiceOver.runtime).count
    let a = StopMatching.order(.voiceOver, state.after.voiceOver.runtime).count
    #expect(state.countsText == "Before: \(b) stop\(b == 1 ? "" : "s") · After: \(a) stop\(a == 1 ? "" : "s")")
    // The after side is on the before side's partner, or says it has none.
    let focus = try #require(state.before.focusedElement)
    if let partner = StopMatching.partner(of: focus, .voiceOver, before: state.before.voiceOver.runtime, after: state.after.voiceOver.runtime) {
      #expect(state.after.focusedElement == partner)
    } else {
      let note = state.after.log.entries.last?.event.notes.first ?? ""
      #expect(note.hasPrefix("no counterpart here for ") || note.contains(" is a custom action of "), "\(note)")
    }
  }

  @Test func theAfterSideFollowsByIdAndSaysWhenThereIsNoPartner() throws {
    var state = try Self.state("action-row-before", "action-row-after")
    let before = StopMatching.order(.voiceOver, state.before.voiceOver.runtime)
    // Walk the whole before order: the after side is always on the partner, on the row whose
    // custom action the control became, or says why not.
    var noPartner = 0
    var becameActions: [String] = []
    for _ in before.indices.dropFirst() {
      try Self.press(["right"], &state)
      let focus = try #require(state.before.focusedElement)
      if let p = StopMatching.partner(of: focus, .voiceOver, before: state.before.voiceOver.runtime, after: state.after.voiceOver.runtime) {
        #expect(state.after.focusedElement == p)
        if let id = state.before.scene.elements[focus].id, state.after.scene.ids[id] != nil {
          #expect(state.after.scene.elements[p].id == id)
        }
      } else {
        let note = try #require(state.after.log.entries.last?.event.notes.first)
        let name = Sanitize.quote(state.before.voiceOver.runtime.name(of: focus))
        if note.hasPrefix(name + " is a custom action of ") {
          becameActions.append(name)
          #expect(state.after.scene.elements[try #require(state.after.focusedElement)].id == "message")
          #expect(note == "\(name) is a custom action of 'Design review moved, From Ana Lima: the …' here: swipe up or down to choose it")
        } else {
          noPartner += 1
          #expect(note == "no counterpart here for \(name) (before)")
        }
      }
    }
    #expect(noPartner > 0, "the before side of action-row has stops the after side does not")
    #expect(becameActions == ["'Reply'", "'Forward'", "'Flag'", "'Archive'", "'Delete'"])
  }

  /// Both sides activate; where they end up differently, the after side says so.
  @Test func aDifferentOutcomeIsNoted() throws {
    var state = try Self.state("modal-no-trap", "modal-trap")
    // Sign in on both: the before side stays in the page, the after side moves to Buy tickets.
    let signIn = try #require(state.before.scene.ids["signIn"])
    _ = state.before.simulator.perform(.voiceOver(.focus(signIn)))
    _ = state.after.simulator.perform(.voiceOver(.focus(try #require(state.after.scene.ids["signIn"]))))
    try Self.press(["enter"], &state)
    let note = try #require(state.after.log.entries.last?.event.notes.first)
    #expect(note.hasPrefix("behaves differently: here focus is on 'Buy tickets', before on "), "\(note)")
  }

  @Test func technologySwitchAndActivateRunOnBothSides() throws {
    var state = try Self.state("icon-buttons-unlabeled", "icon-buttons-labeled")
    try Self.press(["t"], &state)
    #expect(state.before.technology == .switchControl)
    #expect(state.after.technology == .switchControl)
    #expect(CompareScreen.render(state).row(0).map(\.text).joined().contains("Switch Control"))
    try Self.press(["t", "t"], &state)
    #expect(state.before.technology == .voiceControl && state.after.technology == .voiceControl)
    try Self.press(["t"], &state)
    #expect(state.before.technology == .voiceOver && state.after.technology == .voiceOver)
  }

  /// Voice Control's command line is typed once and said on both sides: a name only the
  /// after side has is found there and not before.
  @Test func voiceControlSaysOnBothSides() throws {
    var state = try Self.state("icon-buttons-unlabeled", "icon-buttons-labeled")
    try Self.press(["t", "t", "t"], &state)
    #expect(state.before.technology == .voiceControl)
    try Self.press(["enter", "t", "a", "p", "space", "p", "l", "a", "y"], &state)
    #expect(state.after.voiceLine.text == "tap play")
    try Self.press(["enter"], &state)
    #expect(!state.before.voiceLine.isOpen && !state.after.voiceLine.isOpen)
    let before = state.before.log.entries.flatMap(\.event.notes).joined(separator: " ")
    let after = state.after.log.entries.flatMap(\.event.notes).joined(separator: " ")
    #expect(!before.contains("tapped"), "\(before)")
    #expect(after.contains("tapped 'Play'"), "\(after)")
    try Self.press(["1"], &state)
    #expect(state.before.simulator.voiceControl.overlay != nil && state.after.simulator.voiceControl.overlay != nil)
  }

  @Test func appOnlyKeysSaySoAndQuitQuits() throws {
    var state = try Self.state("modal-no-trap", "modal-trap")
    #expect(CompareReducer.handle(.keyPressed(try KeyPress.parse("w")), &state).isEmpty)
    #expect(state.banner?.text.hasSuffix("is not available when comparing; open one scene to use it") == true)
    _ = CompareReducer.handle(.keyPressed(try KeyPress.parse("?")), &state)
    #expect(state.before.helpVisible)
    _ = CompareReducer.handle(.keyPressed(try KeyPress.parse("x")), &state)
    #expect(!state.before.helpVisible)
    #expect(CompareReducer.handle(.keyPressed(try KeyPress.parse("q")), &state) == [.quit])
  }

  @Test func wWritesTheReportOfTheAfterSideWithItsWalk() throws {
    // With the shipped keymap, where W is the report.
    func shipped(_ s: CompareState) -> CompareState {
      var s = s
      s.before.keymap = .builtInDefault
      s.after.keymap = .builtInDefault
      return s
    }
    var state = shipped(try Self.state("action-row-before", "action-row-after"))
    #expect(CompareReducer.handle(.keyPressed(try KeyPress.parse("W")), &state) == [.writeReport])
    // The session hands the after side's transcript to the writer and says what was saved.
    let terminal = HeadlessTerminal(
      size: Size(width: 140, height: 34), events: [.key(KeyPress(.right)), .key(KeyPress(.character("W")))])
    let session = CompareSession(state: shipped(try Self.state("action-row-before", "action-row-after")), terminal: terminal)
    let seen = Mutex<[String]>([])
    session.writeReport = { lines in
      seen.withLock { $0 = lines }
      return .success(["r/action-row-after-review.md", "r/action-row-after-review.html"])
    }
    _ = session.run()
    #expect(session.state.banner?.text == "Saved r/action-row-after-review.md and r/action-row-after-review.html")
    #expect(seen.withLock { $0.first?.contains("screenChanged") == true && $0.count >= 2 })
  }

  @Test func aResizeRedrawsBothColumnsAtTheNewSize() throws {
    var state = try Self.state("two-columns-before", "two-columns-after")
    _ = CompareReducer.handle(.resized(Size(width: 70, height: 20)), &state)
    let grid = CompareScreen.render(state)
    #expect(grid.size == Size(width: 70, height: 20))
    assertSnapshot(grid, named: "compare-narrow")
  }
}
