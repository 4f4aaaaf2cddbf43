import AssistiveTechnologies
import InspectorCore
import SceneModel
import Synchronization
import TerminalCanvas
import Testing

@testable import InspectorUI

/// Time in the run loop: the session reads its clock after every terminal event and hands
/// the seconds to the reducer; the read timeout is short while Switch Control is on.
@Suite struct SessionTimeTests {
  /// A clock that returns the given readings in turn (then the last one).
  final class ScriptedClock: Sendable {
    let readings: Mutex<[Double]>
    init(_ readings: [Double]) { self.readings = Mutex(readings) }
    func now() -> Double {
      readings.withLock { list in list.count > 1 ? list.removeFirst() : (list.first ?? 0) }
    }
  }

  func session(_ events: [TerminalEvent], clock: ScriptedClock) throws -> (Session, HeadlessTerminal) {
    let state = makeState(try sceneFile("demo.json5"), size: Size(width: 100, height: 30))
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30), events: events)
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: ["no reload here"])) },
      fileStamp: { _ in nil }, writeFile: { _, _ in }, timestamp: { "test" })
    environment.now = { clock.now() }
    return (Session(state: state, terminal: terminal, environment: environment), terminal)
  }

  @Test func autoScanningAdvancesOnReadTimeoutsByTheTimeThatPassed() throws {
    let t = try KeyPress.parse("t")
    // Start at 0; `t` at 0.1 s; three timeouts at 0.6, 1.15 and 2.2 s; then the input ends.
    let clock = ScriptedClock([0, 0.1, 0.6, 1.15, 2.2, 2.2])
    let (session, terminal) = try session([.key(t), .tick, .tick, .tick], clock: clock)
    #expect(session.run() == .endOfInput)
    let state = session.state
    #expect(state.technology == .switchControl)
    // 2.1 s of Switch Control at 1 s per step: two moves, each a step caused by time.
    let moves = state.log.entries.filter { $0.event.cause == .tick }
    #expect(moves.count == 2)
    #expect(moves.allSatisfy { $0.event.technology == .switchControl && $0.key == nil })
    // VoiceOver waits a second per read; Switch Control 50 ms, so the highlight moves on time.
    #expect(terminal.requestedTimeouts.first == Session.idleTimeout)
    #expect(terminal.requestedTimeouts.dropFirst().allSatisfy { $0 == Session.fastTimeout })
    // A frame is drawn for every timeout while time matters.
    #expect(terminal.frames.count == 5)
  }

  @Test func timeoutsWithNothingToDoDrawNothing() throws {
    let clock = ScriptedClock([0, 5, 10, 15])
    let (session, terminal) = try session([.tick, .tick, .tick], clock: clock)
    _ = session.run()
    #expect(terminal.frames.count == 1, "VoiceOver: a timeout changes nothing")
    #expect(session.state.log.entries.allSatisfy { $0.event.cause != .tick })
  }
}
