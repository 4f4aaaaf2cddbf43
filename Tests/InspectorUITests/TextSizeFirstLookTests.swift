import AssistiveTechnologies
import Dispatch
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// A text size step in the app draws its first frame from a first look (the rows around
/// focus at the new size, `FirstLook`) and makes the whole layout on the next event: the
/// state after it, a tick or a key later, is the state a step made whole at once gives
/// (frames, order, problems, the Speech pane's entries and every pane drawn), on every
/// scene in `Scenes/` and on long lists of every kind of row.
@Suite struct TextSizeFirstLookTests {
  static let size = Size(width: 100, height: 30)

  /// The app over `scene`, with first looks for any scene (`firstLook`) or for none.
  static func state(_ scene: Scene, firstLook: Bool) -> AppState {
    var s = makeState(scene, size: size)
    s.firstLookElements = firstLook ? 0 : Int.max
    return s
  }

  static func press(_ key: String, _ s: inout AppState) {
    _ = AppReducer.handle(.keyPressed(try! KeyPress.parse(key)), &s)
  }

  /// The scenes: every one in `Scenes/`, and long lists with rows of every kind.
  static func scenes() throws -> [(String, Scene)] {
    var scenes: [(String, Scene)] = []
    for path in ["Scenes"].flatMap({ dir in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted().map { dir + "/" + $0 } })
    where path.hasSuffix(".json5") {
      scenes.append((path, try SceneLoader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path).scene))
    }
    for seed in UInt64(1)...3 { scenes.append(("a long list (seed \(seed))", try ViewportWalkTests.longListScene(rows: 400, seed: seed))) }
    return scenes
  }

  /// The two states show and hold the same: no step pending, the same runtime (frames to
  /// the last bit, stops, problems), the same log, banner and focus, the same frame drawn.
  static func expectSame(_ a: AppState, _ b: AppState, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.pendingLayout == nil, "\(what): a step is still pending", sourceLocation: sourceLocation)
    let (ra, rb) = (a.voiceOver.runtime, b.voiceOver.runtime)
    #expect(ra.contentSize == rb.contentSize, "\(what): text size", sourceLocation: sourceLocation)
    #expect(ra.frames.all == rb.frames.all, "\(what): frames", sourceLocation: sourceLocation)
    #expect(ra.tree.stops.map { $0 } == rb.tree.stops.map { $0 }, "\(what): stops", sourceLocation: sourceLocation)
    #expect(ra.layoutProblems.mapValues { $0.map(String.init(describing:)) } == rb.layoutProblems.mapValues { $0.map(String.init(describing:)) }, "\(what): layout problems", sourceLocation: sourceLocation)
    #expect(a.log.entries == b.log.entries, "\(what): the Speech pane's entries", sourceLocation: sourceLocation)
    #expect(a.banner == b.banner, "\(what): banner", sourceLocation: sourceLocation)
    #expect(a.focusedElement == b.focusedElement, "\(what): focus", sourceLocation: sourceLocation)
    var (da, db) = (a, b)
    (da.frame, db.frame) = (0, 0)
    #expect(Screen.render(da) == Screen.render(db), "\(what): the frame drawn", sourceLocation: sourceLocation)
  }

  /// The oracle: a step drawn from a first look and made whole by a tick, then steps, then a
  /// step made whole by the key after it, against the same made whole at once.
  @Test func aStepMadeWholeLaterIsTheStepMadeWholeAtOnce() throws {
    var looked = 0
    for (name, scene) in try Self.scenes() {
      var a = Self.state(scene, firstLook: true)
      var b = Self.state(scene, firstLook: false)
      for key in ["right", "right", "right"] {
        Self.press(key, &a)
        Self.press(key, &b)
      }
      Self.press(">", &a)
      Self.press(">", &b)
      guard a.pendingLayout != nil else {
        // The largest size already: nothing to step.
        Self.expectSame(a, b, "\(name): > at the largest size")
        continue
      }
      looked += 1
      #expect(b.pendingLayout == nil)
      // The first frame draws, with nothing raw in it.
      #expect(!hasRawControls(Screen.render(a)), "\(name): the first look's frame")
      _ = AppReducer.handle(.tick(0.016), &a)
      _ = AppReducer.handle(.tick(0.016), &b)
      Self.expectSame(a, b, "\(name): > then a tick")
      for key in ["right", "right", "left"] {
        Self.press(key, &a)
        Self.press(key, &b)
      }
      Self.expectSame(a, b, "\(name): steps after")
      // A key pressed before the tick makes the step whole first.
      Self.press("<", &a)
      Self.press("<", &b)
      #expect(a.pendingLayout != nil)
      Self.press("right", &a)
      Self.press("right", &b)
      Self.expectSame(a, b, "\(name): < then a key before any tick")
      // Bold Text lays the screen out again the same way.
      Self.press("B", &a)
      Self.press("B", &b)
      #expect(a.pendingLayout?.setting == .display(b.voiceOver.runtime.display), "\(name): Bold Text drawn from a first look")
      #expect(a.banner?.text.hasSuffix(" · laying out") == true)
      _ = AppReducer.handle(.tick(0.016), &a)
      _ = AppReducer.handle(.tick(0.016), &b)
      Self.expectSame(a, b, "\(name): Bold Text then a tick")
      // Other display settings only repaint: at once.
      Self.press("C", &a)
      Self.press("C", &b)
      #expect(a.pendingLayout == nil, "\(name): Increase Contrast at once")
      Self.expectSame(a, b, "\(name): Increase Contrast")
    }
    #expect(looked > 10, "only \(looked) scenes stepped through a first look")
  }

  /// A long list: the first frame shows the rows around focus at the new size, and says the
  /// rest is being laid out; the tick after it shows the whole.
  @Test func theFirstFrameOnALongListShowsTheRowsAroundFocus() throws {
    let scene = FirstLookScenes.mailList(rows: 3_000)
    var s = Self.state(scene, firstLook: false)
    s.firstLookElements = PendingLayout.defaultElements
    #expect(scene.elements.count >= s.firstLookElements, "the list is long enough for a first look by default")
    _ = AppReducer.perform(.voiceOver(.focus(element("reply1500", in: s))), key: nil, &s)
    Self.press(">", &s)
    let pending = try #require(s.pendingLayout)
    #expect(pending.setting == .textSize(.extraLarge))
    #expect(s.banner?.text == "Text size XL · laying out")
    #expect(try #require(s.voiceOver.runtime.layout(ofScreen: 0)).deferredCount > 2_900)
    #expect(s.focusedElement == element("reply1500", in: s))
    assertSnapshot(Screen.render(s), named: "text-size-first-look-100x30")
    _ = AppReducer.handle(.tick(0.016), &s)
    #expect(s.pendingLayout == nil)
    #expect(s.banner?.text.hasPrefix("Text size XL") == true)
    #expect(s.log.entries.last?.event.notes.first == "text size L → XL")
    #expect(try #require(s.voiceOver.runtime.layout(ofScreen: 0)).deferredCount == 0)
    assertSnapshot(Screen.render(s), named: "text-size-whole-100x30")
  }

  /// A whole made for an earlier step (made on the spot since) is not taken for the step
  /// pending now; that step's own whole is.
  @Test func aWholeMadeForAnEarlierStepIsNotTaken() throws {
    let scene = FirstLookScenes.mailList(rows: 400)
    var a = Self.state(scene, firstLook: true)
    var b = Self.state(scene, firstLook: false)
    Self.press(">", &a)
    Self.press(">", &b)
    let stale = try #require(a.pendingLayout).layOut()
    // A key makes the first step whole on the spot; then another step begins.
    for key in ["right", ">"] {
      Self.press(key, &a)
      Self.press(key, &b)
    }
    let pending = try #require(a.pendingLayout)
    #expect(pending.number == 2 && stale.number == 1)
    _ = AppReducer.handle(.laidOut(stale), &a)
    #expect(a.pendingLayout?.number == 2, "the earlier step's whole is not taken")
    #expect(a.contentSize == .extraExtraLarge)
    _ = AppReducer.handle(.laidOut(pending.layOut()), &a)
    Self.expectSame(a, b, "the second step's own whole")
  }

  /// A session over `state` and scripted `events`, with `background` for off-main-loop work
  /// (nil: the real one, another thread) and a clock that stands still.
  static func session(
    _ state: AppState, _ events: [TerminalEvent], background: (@Sendable (@escaping @Sendable () -> Void) -> Void)? = nil,
    terminal: (any TerminalDevice)? = nil
  ) -> (Session, HeadlessTerminal) {
    let headless = HeadlessTerminal(size: Self.size, events: events)
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: ["no reload here"])) },
      fileStamp: { _ in nil }, writeFile: { _, _ in }, timestamp: { "test" })
    environment.now = { 0 }
    if let background { environment.background = background }
    return (Session(state: state, terminal: terminal ?? headless, environment: environment), headless)
  }

  /// The session starts the whole layout off the main loop with the first look's frame, and
  /// the tick that finds it made draws the whole.
  @Test func theSessionTakesTheWholeOnTheTickThatFindsItMade() throws {
    let scene = FirstLookScenes.mailList(rows: 3_000)
    var state = Self.state(scene, firstLook: true)
    state.log = AnnouncementLog()
    // Off the main loop, made at once: the tick after the first look finds it.
    let (session, terminal) = Self.session(state, [.key(try KeyPress.parse(">")), .tick], background: { $0() })
    #expect(session.run() == .endOfInput)
    // Idle before the step; soon after it (to see the whole made); idle once it is whole.
    #expect(terminal.requestedTimeouts.prefix(3) == [Session.idleTimeout, Session.layingOutTimeout, Session.idleTimeout])
    #expect(terminal.frames.count == 3, "the start, the first look, the whole")
    #expect(terminal.frames[1].screenText.contains("Text size XL · laying out"))
    #expect(terminal.frames[2].screenText.contains("Text size XL") && !terminal.frames[2].screenText.contains("laying out"))
    #expect(session.state.pendingLayout == nil)
    #expect(session.state.contentSize == .extraLarge)
  }

  /// While the whole is being made, ticks reach nothing (the first look stays on screen) and
  /// a key waits for the whole, then acts on it: the same as a step made whole at once.
  @Test func aKeyWhileTheWholeIsMadeWaitsForItAndActsOnIt() throws {
    let scene = FirstLookScenes.mailList(rows: 3_000)
    let gate = DispatchSemaphore(value: 0)
    // The whole is made on another thread, only once the terminal hands out the key.
    let events: [TerminalEvent] = [.key(try KeyPress.parse(">")), .tick, .tick, .tick, .key(try KeyPress.parse("right"))]
    let gated = GatedTerminal(HeadlessTerminal(size: Self.size, events: events), opensAt: 5, gate: gate)
    let (a, _) = Self.session(
      Self.state(scene, firstLook: true), [],
      background: { work in DispatchQueue.global().async { gate.wait(); work() } }, terminal: gated)
    #expect(a.run() == .endOfInput)
    let terminal = gated.inner
    #expect(Array(terminal.requestedTimeouts.prefix(5)) == [Session.idleTimeout, Session.layingOutTimeout, Session.layingOutTimeout, Session.layingOutTimeout, Session.layingOutTimeout])
    // The start, the first look (the ticks draw nothing), the whole, the key's frame.
    #expect(terminal.frames.count == 4)
    #expect(terminal.frames[1].screenText.contains("laying out"))
    // The same keys with the step made whole at once.
    let (b, _) = Self.session(Self.state(scene, firstLook: false), events)
    #expect(b.run() == .endOfInput)
    Self.expectSame(a.state, b.state, "> then ticks and a key while the whole is made")
    #expect(a.state.contentSize == .extraLarge)
  }

  /// With the real thread and any timing, the state after the keys is the state of steps
  /// made whole at once (up, a step, down, a step, up again).
  @Test func stepsMadeWholeOffTheMainLoopEndAsStepsMadeWholeAtOnce() throws {
    let scene = FirstLookScenes.mailList(rows: 3_000)
    var events: [TerminalEvent] = []
    for key in [">", "right", "<", "tick", "right", ">", "tick", "tick", "left", ">"] {
      events.append(key == "tick" ? .tick : .key(try KeyPress.parse(key)))
    }
    // The last key waits for the last step's whole, whatever the timing.
    events.append(.key(try KeyPress.parse("right")))
    let (a, _) = Self.session(Self.state(scene, firstLook: true), events)
    let (b, _) = Self.session(Self.state(scene, firstLook: false), events)
    #expect(a.run() == .endOfInput)
    #expect(b.run() == .endOfInput)
    Self.expectSame(a.state, b.state, "steps made whole off the main loop")
    #expect(a.state.contentSize == .extraExtraLarge)
  }
}

extension Grid {
  /// The characters on screen, a line per row.
  var screenText: String { (0..<height).map { row($0).map(\.text).joined() }.joined(separator: "\n") }
}

/// A terminal that opens `gate` when it hands out its `opensAt`th event (counting from 1).
final class GatedTerminal: TerminalDevice {
  let inner: HeadlessTerminal
  let opensAt: Int
  let gate: DispatchSemaphore
  var handedOut = 0

  init(_ inner: HeadlessTerminal, opensAt: Int, gate: DispatchSemaphore) {
    self.inner = inner
    self.opensAt = opensAt
    self.gate = gate
  }

  var size: Size { inner.size }
  func present(_ grid: Grid) { inner.present(grid) }
  func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent {
    handedOut += 1
    if handedOut == opensAt { gate.signal() }
    return inner.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
  }
}

/// Scenes for the first look's tests.
enum FirstLookScenes {
  /// A mail list of `rows` rows (a long stack) below a bar and a status line.
  static func mailList(rows: Int) -> Scene {
    var items: [String] = []
    for i in 0..<rows {
      let subject = i % 2 == 0 ? "Subject \(i)" : "Subject \(i) with a few more words that wrap at larger sizes"
      items.append(
        #"{ cell: [{ text: "Sender \#(i)", style: "headline" }, { text: "\#(subject)", style: "subheadline" }, { button: "Reply", id: "reply\#(i)" }], id: "row\#(i)" }"#)
    }
    return try! screenScene(#"{ vstack: [ { text: "Updated just now", id: "status" }, { list: [\#(items.joined(separator: ", "))], id: "list" } ] }"#)
  }
}
