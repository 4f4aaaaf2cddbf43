import Foundation
import InspectorCore
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The README's screenshot is the real renderer's output for the built-in demo after seven
/// swipes right at 100×30, so it cannot drift from the app. `RECORD_SNAPSHOTS=1` rewrites it.
@Suite struct ReadmeScreenshotTests {
  @Test func theReadmeScreenshotIsWhatTheAppDraws() throws {
    let state = try {
      var s = try demoState(size: Size(width: 100, height: 30), commands: [.next, .next, .next, .next, .next, .next, .next])
      s.scenePath = nil  // the built-in demo, as `swift run axsim` opens it
      return s
    }()
    let grid = Screen.render(state)
    let rows = (0..<grid.height).map { y in
      (0..<grid.width).map { x in grid[x, y].isContinuation ? "" : grid[x, y].text }.joined()
        .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    let picture = rows.joined(separator: "\n")
    let readmeURL = packageRoot.appendingPathComponent("README.md")
    let readme = try String(contentsOf: readmeURL, encoding: .utf8)
    let marker = "The demo after seven swipes right"
    guard let intro = readme.range(of: marker),
      let open = readme.range(of: "```\n", range: intro.upperBound..<readme.endIndex),
      let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
    else {
      Issue.record("README.md has no screenshot block after '\(marker)'")
      return
    }
    let shown = readme[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
    if shown != picture, ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      var updated = readme
      updated.replaceSubrange(open.upperBound..<close.lowerBound, with: picture)
      try updated.write(to: readmeURL, atomically: true, encoding: .utf8)
      return
    }
    #expect(shown == picture, "README.md's screenshot differs from what the app draws; run RECORD_SNAPSHOTS=1 swift test --filter ReadmeScreenshotTests")
  }
}
