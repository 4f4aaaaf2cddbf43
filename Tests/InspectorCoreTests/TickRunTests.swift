import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

/// Auto scanning moves Switch Control's highlight once a second: in the app each move is a
/// step. The Speech pane, the transcript overlay and the saved Markdown show a run of such
/// ticks as one line with its count; the saved JSON lines keep every tick.
@Suite struct TickRunTests {
  func scanning() throws -> AppState {
    let scene = try SceneLoader.load(bytes: Array(#"""
      { format: "axsim-scene/1", screens: [{ id: "s", root: { vstack: [
        { button: "One" }, { button: "Two" }, { button: "Three" }, { button: "Four" }, { button: "Five" },
        { button: "Six" }, { button: "Seven" }, { button: "Eight" },
      ] } }] }
      """#.utf8), name: "t").scene
    let simulator = Simulator(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), technology: .switchControl)
    var s = AppState(simulator: simulator, scenePath: nil, size: Size(width: 100, height: 30), keymap: .builtInDefault)
    s.logEvents(s.simulator.start(), key: nil)
    return s
  }

  @Test func consecutiveTicksAreOneLineWithACount() throws {
    var s = try scanning()
    for _ in 0..<7 { _ = AppReducer.handle(.tick(1.0), &s) }
    let ticks = s.log.entries.filter { $0.event.cause == .tick }
    #expect(ticks.count == 7)
    // The start, then one line for the seven ticks.
    #expect(s.log.lines.count == 2)
    let line = s.log.line(1).event
    #expect(line.tickRun == TickRun(count: 7, firstStep: ticks[0].event.step))
    #expect(line.shown == ticks[6].event.shown)
    #expect(line.notes == ["7 scan steps: ‹Two›, ‹Three›, … 2 more, ‹Six›, ‹Seven›, ‹Eight›"])
    #expect(CauseWording.describe(line) == "time passes ×7")
    // The transcript's Markdown: one row for the run, its steps as a range.
    let markdown = TranscriptView.markdown(s)
    #expect(markdown.contains("| \(ticks[0].event.step)–\(ticks[6].event.step) | time ×7 | ‹Eight› | 7 scan steps: ‹Two›, ‹Three›, … 2 more, ‹Six›, ‹Seven›, ‹Eight› |"), "\(markdown)")
    // JSON keeps every tick.
    #expect(s.log.entries.map { Transcript.jsonObject($0.event, scene: s.scene) }.filter { $0.contains(#""cause":"time""#) }.count == 7)
  }

  @Test func aKeyEndsTheRun() throws {
    var s = try scanning()
    for _ in 0..<3 { _ = AppReducer.handle(.tick(1.0), &s) }
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse("space")), &s)
    for _ in 0..<2 { _ = AppReducer.handle(.tick(1.0), &s) }
    let causes = s.log.lines.indices.map { CauseWording.describe(s.log.line($0).event) }
    #expect(causes.first { $0.hasPrefix("time passes") } == "time passes ×3", "\(causes)")
    #expect(causes.filter { $0.hasPrefix("time passes") }.count >= 2, "\(causes)")
  }
}
