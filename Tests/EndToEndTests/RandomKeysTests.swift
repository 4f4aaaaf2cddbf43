import AssistiveTechnologies
import AxsimCommandLine
import InspectorCore
import InspectorUI
import SceneModel
import TerminalCanvas
import Synchronization
import Testing

/// 10,000 random keys and resizes through the headless front end: nothing may crash, and
/// every frame must fit the terminal and contain no raw control characters.
@Suite struct RandomKeysTests {
  /// A tiny deterministic generator (SplitMix64), so failures reproduce.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let environment = SessionEnvironment(
    loadScene: { _ in .failure(SceneReloadFailure(lines: ["reload is not available in this test"])) },
    fileStamp: { _ in nil },
    writeFile: { _, _ in },
    timestamp: { "test" })

  @Test(arguments: [UInt64(20261130)])
  func randomKeysAndResizesNeverBreakTheApp(seed: UInt64) throws {
    var rng = SplitMix(state: seed)
    let scene = try SceneLoader.load(bytes: Array(DemoScene.source.utf8), name: "<demo>").scene
    let keys: [KeyPress] = [
      .init(.right), .init(.left), .init(.up), .init(.down), .init(.enter), .init(.escape), .init(.tab),
      .init(.tab, modifiers: .shift), .init(.home), .init(.end), .init(.pageUp), .init(.pageDown), .init(.backspace),
    ] + "?qcowarmh/+-<>[]xyzé日 tsgbvpPf;:\"'d".map { KeyPress(.character($0)) }
      + [.init(.character("l"), modifiers: .ctrl), .init(.function(6)), .init(.character("h"), modifiers: .alt)]
      + [.init(.character("f"), modifiers: .ctrl), .init(.delete), .init(.character("\u{1B}"))]
    var events: [TerminalEvent] = []
    for _ in 0..<10_000 {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: events.append(.resize(Size(width: Int.random(in: 0...220, using: &rng), height: Int.random(in: 0...70, using: &rng))))
      case 1: events.append(.tick)
      default:
        let key = keys.randomElement(using: &rng)!
        // Quitting would end the run early: leave 'q' out unless help is open (then it quits too).
        if key == KeyPress(.character("q")) { continue }
        events.append(.key(key))
      }
    }
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 30), events: events)
    var state = AppState(voiceOver: VoiceOver(runtime: SceneRuntime(scene: scene)), scenePath: nil, size: terminal.size, keymap: Keymap.builtInDefault)
    // Review notes are encoded on every change (the environment's writeFile drops them).
    state.review.path = "demo.review.json5"
    // Every event takes 0.3 s, so Switch Control scans and Tab chords time out (`t` switches
    // technology among the random keys).
    var environment = Self.environment
    let clock = Mutex(0.0)
    environment.now = { clock.withLock { $0 += 0.3; return $0 } }
    let session = Session(state: state, terminal: terminal, environment: environment)
    let ending = session.run()
    #expect(ending == .endOfInput || ending == .quit)
    #expect(terminal.frames.count > 100)
    for frame in terminal.frames.suffix(200) {
      for y in 0..<frame.height {
        for x in 0..<frame.width {
          let text = frame[x, y].text
          #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
      }
    }
  }
}
