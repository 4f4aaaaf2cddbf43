import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The status row names the iOS version once it is not the default (the newest), and the
/// saved header always does.
@Suite struct IOSVersionStatusTests {
  func state(_ settings: String) throws -> AppState {
    let s = try scene(#"{ format: "axsim-scene/1", settings: \#(settings), screens: [{ id: "s", root: { vstack: [{ button: "OK" }] } }] }"#)
    return makeState(s, size: Size(width: 100, height: 30), scenePath: "v.json5")
  }

  @Test func theStatusRowShowsAVersionOtherThanTheDefault() throws {
    let old = StatusBar.line(try state("{ iosVersion: 16 }"), width: 100).map(\.text).joined()
    #expect(old.contains("│ iOS 16 · Hints on · Text L │"), "\(old)")
    let current = StatusBar.line(try state("{}"), width: 100).map(\.text).joined()
    #expect(current.contains("│ Hints on · Text L │"), "\(current)")
  }

  @Test func theSavedHeaderAlwaysNamesIt() throws {
    let header = SessionHeader(try state("{ iosVersion: 12 }"), date: "2026-12-01 10:15:00 UTC")
    #expect(header.settings.first.map { "\($0.name) \($0.value)" } == "iOS 12")
    #expect(header.markdown.contains("- Settings: iOS 12; Speak Hints on;"))
  }
}
