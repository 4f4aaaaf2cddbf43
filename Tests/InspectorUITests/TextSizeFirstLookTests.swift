import AssistiveTechnologies
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
    #expect(a.pendingTextSize == nil, "\(what): a step is still pending", sourceLocation: sourceLocation)
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
      guard a.pendingTextSize != nil else {
        // The largest size already: nothing to step.
        Self.expectSame(a, b, "\(name): > at the largest size")
        continue
      }
      looked += 1
      #expect(b.pendingTextSize == nil)
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
      #expect(a.pendingTextSize != nil)
      Self.press("right", &a)
      Self.press("right", &b)
      Self.expectSame(a, b, "\(name): < then a key before any tick")
    }
    #expect(looked > 10, "only \(looked) scenes stepped through a first look")
  }

  /// A long list: the first frame shows the rows around focus at the new size, and says the
  /// rest is being laid out; the tick after it shows the whole.
  @Test func theFirstFrameOnALongListShowsTheRowsAroundFocus() throws {
    let scene = FirstLookScenes.mailList(rows: 3_000)
    var s = Self.state(scene, firstLook: false)
    s.firstLookElements = PendingTextSize.defaultElements
    #expect(scene.elements.count >= s.firstLookElements, "the list is long enough for a first look by default")
    _ = AppReducer.perform(.voiceOver(.focus(element("reply1500", in: s))), key: nil, &s)
    Self.press(">", &s)
    let pending = try #require(s.pendingTextSize)
    #expect(pending.size == .extraLarge)
    #expect(s.banner?.text == "Text size XL · laying out")
    #expect(try #require(s.voiceOver.runtime.layout(ofScreen: 0)).deferredCount > 2_900)
    #expect(s.focusedElement == element("reply1500", in: s))
    assertSnapshot(Screen.render(s), named: "text-size-first-look-100x30")
    _ = AppReducer.handle(.tick(0.016), &s)
    #expect(s.pendingTextSize == nil)
    #expect(s.banner?.text.hasPrefix("Text size XL") == true)
    #expect(s.log.entries.last?.event.notes.first == "text size L → XL")
    #expect(try #require(s.voiceOver.runtime.layout(ofScreen: 0)).deferredCount == 0)
    assertSnapshot(Screen.render(s), named: "text-size-whole-100x30")
  }

  /// The session asks for the tick at once while a step is pending, and draws the whole.
  @Test func theSessionMakesTheStepWholeOnTheNextTick() throws {
    let scene = FirstLookScenes.mailList(rows: 3_000)
    var state = Self.state(scene, firstLook: true)
    state.log = AnnouncementLog()
    let terminal = HeadlessTerminal(size: Self.size, events: [.key(try KeyPress.parse(">")), .tick])
    let clock = SessionTimeTests.ScriptedClock([0, 0.1, 0.2, 0.3])
    var environment = SessionEnvironment(
      loadScene: { _ in .failure(SceneReloadFailure(lines: ["no reload here"])) },
      fileStamp: { _ in nil }, writeFile: { _, _ in }, timestamp: { "test" })
    environment.now = { clock.now() }
    let session = Session(state: state, terminal: terminal, environment: environment)
    #expect(session.run() == .endOfInput)
    // Idle before the step; no wait after it; the whole drawn on the tick.
    #expect(terminal.requestedTimeouts.prefix(3) == [Session.idleTimeout, 0, Session.idleTimeout])
    #expect(terminal.frames.count == 3, "the start, the first look, the whole")
    #expect(session.state.pendingTextSize == nil)
    #expect(session.state.contentSize == .extraLarge)
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
