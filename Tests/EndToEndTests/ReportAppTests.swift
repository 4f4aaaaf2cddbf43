import Foundation
import Testing

/// The real binary in tmux writes the review report with `W`: both files, with this
/// session's transcript in them.
@Suite(.serialized) struct ReportAppTests {
  @Test func wWritesTheReportWithTheSessionTranscript() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-report-app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let tmux = try TmuxDriver()
    defer { tmux.stop() }
    try tmux.start("'\(binary)' --out '\(dir.path)'\necho \"EXIT:$?\"", width: 100, height: 30)
    _ = try tmux.waitFor("the first frame") { $0.contains("Mailboxes. Back Button.") }
    try tmux.send("Right")
    _ = try tmux.waitFor(text: "Inbox. Heading.")
    // A note on the heading, Blocks tier, then the report.
    // (";" is tmux's command separator: sent as bytes.)
    try tmux.tmux(["send-keys", "-t", tmux.session, "-H"] + ";Heading reads twice".utf8.map { String(format: "%02x", $0) }, output: false)
    _ = try tmux.waitFor(text: "Note on 'Inbox': Heading reads twice")
    try tmux.send("Tab")
    try tmux.send("Enter")
    _ = try tmux.waitFor("the note mark") { $0.contains("¶") }
    try tmux.send("W")
    let screen = try tmux.waitFor(text: "Saved")
    #expect(screen.contains("demo-review.md and .html"), "\(screen)")
    let md = try String(contentsOf: dir.appendingPathComponent("demo-review.md"), encoding: .utf8)
    let html = try String(contentsOf: dir.appendingPathComponent("demo-review.html"), encoding: .utf8)
    #expect(md.hasPrefix("# Accessibility review: Mail demo\n"))
    #expect(md.contains("## Session transcript") && md.contains("1  next                    Inbox. Heading."))
    #expect(html.contains("<h2>Session transcript</h2>") && html.contains("<h2>Screen: Inbox</h2>"))
    // The note, on the screen of its element.
    #expect(md.contains("- **'Inbox'** (Blocks assistive tech): Heading reads twice"), "\(md)")
    #expect(html.contains("<li><strong>&#39;Inbox&#39;</strong> (Blocks assistive tech): Heading reads twice</li>"))
    try tmux.send("q")
    _ = try tmux.waitFor(text: "EXIT:0")
  }

  /// `report --pdf` prints the HTML with headless Chromium: a real PDF with a page per
  /// screen at least, written with the Markdown and HTML; without Chromium, a clear error
  /// and no file at all. Chromium is Debian's package, which `.ci/run` installs.
  @Test func pdfIsPrintedWithChromiumOrSaysHowToGetIt() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-report-pdf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let missing = try AxsimProcess.run(["report", "Scenes/demo.json5", "--pdf", "--out", dir.appendingPathComponent("none").path], in: root.path, environment: ["AXSIM_CHROMIUM": "/nonexistent/chromium"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "axsim: error: --pdf needs Chromium to print the report, and it is not installed; install it with: sudo apt-get install chromium (or set AXSIM_CHROMIUM to the browser); no report was written\n")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("none").path))
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
      if ProcessInfo.processInfo.environment["AXSIM_REQUIRE_CHROMIUM"] != nil {
        Issue.record("chromium is missing: apt-get install chromium (.ci/run does)")
      }
      return
    }
    let out = dir.appendingPathComponent("out").path
    let run = try AxsimProcess.run(["report", "Scenes/demo.json5", "--pdf", "--out", out, "--reviewer", "Ana Lima"], in: root.path, timeout: 120)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "Wrote \(out)/demo-review.md, \(out)/demo-review.html and \(out)/demo-review.pdf\n")
    let pdf = try #require(FileManager.default.contents(atPath: out + "/demo-review.pdf"))
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    // A page per screen (break-before: page) at least.
    let text = String(decoding: pdf, as: UTF8.self)
    let pages = try NSRegularExpression(pattern: "/Type\\s*/Page[^s]").numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    let html = try String(contentsOfFile: out + "/demo-review.html", encoding: .utf8)
    let screens = html.components(separatedBy: "<section class=\"screen\">").count - 1
    // Every screen of the demo, as `axsim check` counts them.
    let check = try AxsimProcess.run(["check", "Scenes/demo.json5", "--format", "json"], in: root.path)
    let counted = try #require(check.stdout.range(of: "\"screens\":").map { check.stdout[$0.upperBound...].prefix { $0.isNumber } }.flatMap { Int($0) })
    #expect(screens == counted)
    #expect(pages > screens, "\(pages) pages for \(screens) screens")
  }
}
