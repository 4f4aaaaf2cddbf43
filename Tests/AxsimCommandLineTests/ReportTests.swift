@testable import AxsimCommandLine
import AssistiveTechnologies
import Foundation
import InspectorUI
import Testing

/// `axsim report`: the review report as Markdown (checked as text) and as one self-contained
/// HTML file (parsed strictly with html5lib, rendered in headless Chromium without a console
/// message), with scene text escaped for each.
@Suite struct ReportTests {
  /// A 2×2 PNG, for a screen's mockup.
  static let png: [UInt8] = [
    137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0, 253, 212, 154, 115, 0, 0, 0, 18, 73, 68, 65, 84,
    120, 156, 99, 248, 207, 192, 192, 0, 194, 12, 255, 129, 0, 0, 31, 238, 5, 251, 11, 217, 104, 139, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
  ]

  static let files: [String: String] = [
    "designs/mockup.json5": """
      { format: "axsim-scene/1", title: "Mockup", screens: [
        { id: "home", title: "Home", mockup: "shots/home.png", root: { vstack: [{ header: "Home" }, { button: "Go" }] } },
        { id: "gone", mockup: "shots/missing.png", root: { vstack: [{ text: "Nothing" }] } },
        { id: "fake", mockup: "shots/fake.png", root: { vstack: [{ text: "Fake" }] } },
      ] }
      """,
      "designs/shots/fake.png": "<svg onload=alert(1)>",
      "gif.json5": """
      { format: "axsim-scene/1", screens: [{ id: "home", mockup: "home.gif", root: { vstack: [{ text: "x" }] } }] }
      """,
    "hostile.json5": """
      { format: "axsim-scene/1", title: "<b>Sale</b> & **more**", screens: [{ id: "main", title: "Main | <i>", root: { vstack: [
        { header: "<script>alert(1)</script>" },
        { button: "```\\n# Not a heading", id: "go" },
        { button: "", id: "play", symbol: "play.fill" },
        { text: "\\u202Eevil\\u202C [link](javascript:x)" },
      ] } }] }
      """
  ]

  static let commands: HeadlessCommands = {
    var c = HeadlessCommands(environment: Environment(
      readFile: { path in
        if path == "designs/shots/home.png" { return png }
        if let text = files[path] { return Array(text.utf8) }
        return Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
      },
      readStandardInput: { [] }))
    // As the executable does: the wireframe is the app's own drawing.
    c.variantsWireframe = { scene, sizes, screen, width in
      VariantsView.textLines(scene: scene, sizes: sizes, screen: screen, width: width)
    }
    c.wireframeLegend = { WireframeTextLegend.legend($0) }
    c.reportDate = { "2026-12-03 10:15 UTC" }
    return c
  }()

  func run(_ args: [String]) -> CommandOutput {
    switch ArgumentParser.parse(args) {
    case .success(let i): return Self.commands.execute(i)
    case .failure(let e): return CommandOutput(stderr: e.description, status: 2)
    }
  }

  @Test func aReportIsMarkdownAndHTMLBesideTheSceneOrInOut() {
    let beside = run(["report", "Scenes/modal-no-trap.json5"])
    #expect(beside.status == 0)
    #expect(beside.files.map(\.path) == ["Scenes/modal-no-trap-review.md", "Scenes/modal-no-trap-review.html"])
    #expect(beside.stdout == "Wrote Scenes/modal-no-trap-review.md and Scenes/modal-no-trap-review.html\n")
    let out = run(["report", "Scenes/modal-no-trap.json5", "--out", "reports"])
    #expect(out.files.map(\.path) == ["reports/modal-no-trap-review.md", "reports/modal-no-trap-review.html"])
    #expect(run(["report", "--out", "r"]).files.map(\.path) == ["r/demo-review.md", "r/demo-review.html"])
    #expect(run(["report", "a.json5", "b.json5", "c.json5"]).stderr.hasPrefix("axsim: error: 'report' takes one scene file, or two to compare, found 3"))
  }

  @Test func theMarkdownReportOfEachPair() throws {
    for name in ["modal-no-trap", "icon-buttons-unlabeled", "swipe-actions-after"] {
      let out = run(["report", "Scenes/\(name).json5", "--keys", "next next activate"])
      let md = try #require(out.files.first { $0.path.hasSuffix(".md") }).text
      assertSnapshot(md, file: "\(name).md", folder: "Reports")
    }
  }

  @Test func sceneTextIsEscapedInBothFormats() throws {
    let out = run(["report", "hostile.json5"])
    let md = try #require(out.files.first { $0.path.hasSuffix(".md") }).text
    let html = try #require(out.files.first { $0.path.hasSuffix(".html") }).text
    // Markdown: markup characters are backslash-escaped, the bidi override is shown.
    #expect(md.hasPrefix("# Accessibility review: \\<b\\>Sale\\</b\\> & \\*\\*more\\*\\*\n"))
    #expect(md.contains("U+202Eevil"))
    #expect(!md.contains("\u{202E}"))
    // Outside code blocks (where Markdown shows text as it is) nothing is markup.
    var prose: [Substring] = []
    var fence: Substring?
    for line in md.split(separator: "\n") {
      if let f = fence { if line == f { fence = nil }; continue }
      if line.hasPrefix("```") { fence = line.prefix { $0 == "`" }; continue }
      prose.append(line)
    }
    #expect(!prose.contains { $0.contains("<script>") || $0.contains("<b>") || $0.contains("[link](") })
    #expect(md.contains("## Screen: Main \\| \\<i\\>"))
    // A fence inside the scene cannot close the report's code block.
    #expect(md.contains("````text"))
    // HTML: no markup from the scene, no script at all, nothing loaded from outside.
    #expect(!html.contains("<script") && !html.contains("<b>") && !html.contains("<i>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("url("))
    try checkHTML(html, name: "hostile")
  }

  @Test func theHTMLParsesAndRendersWithoutErrors() throws {
    let out = run(["report", "Scenes/demo.json5", "--keys", "next next next activate"])
    let html = try #require(out.files.first { $0.path.hasSuffix(".html") }).text
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<h2>Screen: Inbox</h2>") && html.contains("<h2>Screen: Settings</h2>"))
    try checkHTML(html, name: "demo")
  }

  @Test func withAudioTheWalkIsEmbeddedAndEachLinePlaysFromItsStep() throws {
    var commands = Self.commands
    commands.audio = AudioSupport(synthesizer: { .success(SilentSynthesizer()) }, compress: { _ in nil })
    guard case .success(let invocation) = ArgumentParser.parse(["report", "Scenes/demo.json5", "--audio", "--keys", "next next activate wait 1s"]) else {
      Issue.record("did not parse")
      return
    }
    let out = commands.execute(invocation)
    #expect(out.status == 0, "\(out.stderr)")
    let html = try #require(out.files.first { $0.path.hasSuffix(".html") }).text
    // One player, the sound inside the file; nothing loaded from outside.
    #expect(html.components(separatedBy: "<audio ").count == 2)
    #expect(html.contains("<audio id=\"walk-audio\" controls preload=\"auto\" src=\"data:audio/wav;base64,UklGR"))
    #expect(!html.contains("href=") && !html.contains("url(") && !html.contains("src=\"http"))
    // Every line of the walk is a button that plays from its step; the script seeks.
    let lines = [
      "<button type=\"button\" data-start=\"0\" title=\"Play from step 0 (0 s)\">   0  screenChanged           [screen changed] Mailboxes. Back Button.</button>",
      "<button type=\"button\" data-start=\"2.16\" title=\"Play from step 1 (2.16 s)\">   1  next                    Inbox. Heading.</button>",
    ]
    for line in lines { #expect(html.contains(line), "\(line)") }
    #expect(html.components(separatedBy: "data-start=").count - 1 == 6)
    #expect(html.components(separatedBy: "<script>").count == 2)
    #expect(html.contains("audio.currentTime = Number(line.dataset.start);"))
    try checkHTML(html, name: "audio")
  }

  @Test func withoutESpeakAReportWithAudioIsNotWritten() {
    var commands = Self.commands
    commands.audio = .eSpeak(library: "/nonexistent/libespeak-ng.so.1")
    guard case .success(let invocation) = ArgumentParser.parse(["report", "--audio"]) else { return }
    let out = commands.execute(invocation)
    #expect(out.status == 1)
    #expect(out.files.isEmpty)
    #expect(out.stderr == "axsim: error: audio is unavailable: eSpeak NG is not installed; install it with: sudo apt-get install espeak-ng (/nonexistent/libespeak-ng.so.1: cannot open shared object file: No such file or directory); no report was written\n")
  }

  /// The header names the date and the reviewers; "Fix first" lists the blocks-tier
  /// findings and the notes marked as agreed fixes, each with its UIKit and SwiftUI fix and
  /// WCAG criteria, before any detail; the reviewers default to the notes' authors.
  @Test func theHeaderAndFixFirstComeBeforeAnyDetail() throws {
    var commands = Self.commands
    commands.reportNotes = { _, scene in
      [
        (0, ReviewReport.Note(target: "'Sign in'", text: "Focus escapes the dialog", tier: "Blocks assistive tech", agreedFix: true, author: "Ana Lima")),
        (0, ReviewReport.Note(target: "the screen", text: "Looks fine otherwise", tier: nil, agreedFix: false, author: "Ben Ode")),
      ]
    }
    func report(_ args: [String]) throws -> (md: String, html: String) {
      guard case .success(let i) = ArgumentParser.parse(args) else { throw TimedOutError() }
      let out = commands.execute(i)
      #expect(out.status == 0, "\(out.stderr)")
      return (try #require(out.files.first { $0.path.hasSuffix(".md") }).text, try #require(out.files.first { $0.path.hasSuffix(".html") }).text)
    }
    let (md, html) = try report(["report", "Scenes/modal-no-trap.json5"])
    assertSnapshot(md, file: "modal-no-trap-fix-first.md", folder: "Reports")
    #expect(md.contains("Date: 2026-12-03 10:15 UTC  \nReviewers: Ana Lima and Ben Ode  \nScene: Scenes/modal-no-trap.json5  \n"))
    let fixFirst = try #require(md.range(of: "## Fix first\n\n"))
    let summary = try #require(md.range(of: "## Summary"))
    let firstScreen = try #require(md.range(of: "## Screen: "))
    #expect(fixFirst.upperBound < summary.lowerBound && summary.upperBound < firstScreen.lowerBound)
    let block = String(md[fixFirst.upperBound..<summary.lowerBound])
    #expect(block.contains("(Agreed fix (Blocks assistive tech)): Focus escapes the dialog"))
    #expect(block.contains("UIKit: ") && block.contains("SwiftUI: ") && block.contains("WCAG: 1.3.2 Meaningful Sequence (A); 2.4.3 Focus Order (A)"))
    #expect(!block.contains("Looks fine"))
    try checkHTML(html, name: "fix-first")
    #expect(html.contains("<section class=\"fix-first\">\n<h2>Fix first</h2>\n<ol>\n"))
    // --reviewer wins over the notes' authors.
    let named = try report(["report", "Scenes/modal-no-trap.json5", "--reviewer", "Cy", "--reviewer", "Dee"]).md
    #expect(named.contains("Reviewers: Cy and Dee  \n"))
    // Nothing to fix first: said so.
    commands.reportNotes = nil
    let clean = try report(["report", "Scenes/icon-buttons-labeled.json5"]).md
    #expect(clean.contains("## Fix first\n\nNothing blocks assistive technologies, and no note is marked as an agreed fix.\n"))
  }

  /// The checklist's results appear with the engine's evidence, by section; unchecked items
  /// say so; nothing when the checklist was not walked.
  @Test func theChecklistResultsAreInTheReport() throws {
    var commands = Self.commands
    commands.reportNotes = { _, _ in [] }
    commands.reportChecklist = { _ in
      [
        ReviewReport.ChecklistResult(item: "vo-announce", result: "fail", note: "Play says only 'Button' | twice", author: "Ana"),
        ReviewReport.ChecklistResult(item: "fka-tab", result: "pass", note: "", author: nil),
      ]
    }
    guard case .success(let i) = ArgumentParser.parse(["report", "Scenes/icon-buttons-unlabeled.json5"]) else { throw TimedOutError() }
    let out = commands.execute(i)
    #expect(out.status == 0, "\(out.stderr)")
    let md = try #require(out.files.first).text
    let html = try #require(out.files.last).text
    #expect(md.contains("## Checklist\n\n1 passed, 1 failed, \(ChecklistItem.all.count - 2) not checked\n\n### VoiceOver\n\n| Test | Result | Evidence | Note |\n"))
    #expect(md.contains("| Tap any element: Label, value, and traits are announced | Fail | 3 findings: control-without-label on button 'back', button 'play', button 'forward'"))
    #expect(md.contains("| Play says only 'Button' \\| twice |"))
    #expect(md.contains("Reviewer: Ana  \n"))
    #expect(html.contains("<section class=\"checklist\">\n<h2>Checklist</h2>"))
    try checkHTML(html, name: "checklist")
    commands.reportChecklist = { _ in [] }
    let none = commands.execute(i).files.first?.text ?? ""
    #expect(!none.contains("## Checklist"))
  }

  /// The HTML draws each screen as an inline SVG at the device's proportions: a box per
  /// element with its label, VoiceOver's numbers in discs (as many as its stops), Switch
  /// Control's and the keyboard's tags, ⚠ on elements with findings; scene text escaped.
  @Test func theHTMLDrawsEachScreenAsAnSVG() throws {
    let out = run(["report", "Scenes/modal-no-trap.json5"])
    let html = try #require(out.files.last).text
    #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 393 852\" width=\"360\" role=\"img\" aria-label=\"Wireframe of home\">"))
    #expect(html.components(separatedBy: "<circle class=\"vo\"").count - 1 == 6, "one disc per VoiceOver stop")
    #expect(html.contains(">S1 K1</text>"))
    #expect(html.contains("<text class=\"mark\""))
    #expect(html.contains(">Buy tickets</text>"))
    let hostile = try #require(run(["report", "hostile.json5"]).files.last).text
    let open = try #require(hostile.range(of: "<svg "))
    let close = try #require(hostile.range(of: "</svg>"))
    let svg = String(hostile[open.lowerBound..<close.upperBound])
    #expect(svg.contains("&lt;script&gt;"))
    #expect(!svg.contains("<script") && !svg.contains("\u{202E}"))
    try checkHTML(hostile, name: "svg-hostile")
  }

  /// A screen's mockup (a PNG or JPEG beside the scene) is embedded under the SVG's boxes as
  /// a data URI; one that does not read, or is not an image, is left out with a warning;
  /// a mockup that is not a PNG or JPEG file name does not load.
  @Test func aMockupIsEmbeddedUnderTheBoxes() throws {
    let out = run(["report", "designs/mockup.json5"])
    #expect(out.status == 0, "\(out.stderr)")
    let html = try #require(out.files.last).text
    #expect(html.contains("<image class=\"mockup\" href=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC\" x=\"0\" y=\"0\" width=\"393\" height=\"852\""))
    #expect(html.components(separatedBy: "<image ").count - 1 == 1)
    #expect(out.stderr.contains("axsim: warning: the mockup of screen 'gone' is not shown: designs/shots/missing.png: cannot read the file"), "\(out.stderr)")
    #expect(out.stderr.contains("axsim: warning: the mockup of screen 'fake' is not shown: designs/shots/fake.png is not a PNG or JPEG image"))
    #expect(!html.contains("onload"))
    try checkHTML(html, name: "mockup")
    let gif = run(["check", "gif.json5"])
    #expect(gif.status == 2)
    #expect((gif.stdout + gif.stderr).contains("a mockup is a PNG or JPEG file, found 'home.gif'; name a .png or .jpg file, relative to the scene"), "\(gif.stderr)")
  }

  struct TimedOutError: Error {}

  /// A pair: the report of the after scene, the comparison as sections and tables (no
  /// fenced Markdown), findings fixed and introduced, screens named by title.
  @Test func aReportOfAPairShowsTheComparisonAsTables() throws {
    let out = run(["report", "Scenes/modal-no-trap.json5", "Scenes/modal-trap.json5"])
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.files.map(\.path) == ["Scenes/modal-trap-review.md", "Scenes/modal-trap-review.html"])
    let md = try #require(out.files.first).text
    let html = try #require(out.files.last).text
    assertSnapshot(md, file: "modal-pair.md", folder: "Reports")
    let start = try #require(md.range(of: "## Before and after\n"))
    let end = try #require(md.range(of: "## Screen: "))
    #expect(!md[start.upperBound..<end.lowerBound].contains("```"), "the comparison is tables, not a code block")
    #expect(md.contains("Before: Scenes/modal-no-trap.json5  \nAfter: Scenes/modal-trap.json5  \n"))
    #expect(md.contains("| Technology | Before | After | Stops changed |"))
    #expect(md.contains("| fixed |") || md.contains("| introduced |"))
    #expect(html.contains("<section class=\"comparison\">\n<h2>Before and after</h2>"))
    try checkHTML(html, name: "pair")
  }

  /// A pair whose review was made on the before scene (compare's default side): the
  /// report of the after scene still has the before scene's notes, by the title of their
  /// screen there, its checklist with the evidence on the before scene, its agreed fixes in
  /// "Fix first" and its authors as reviewers.
  @Test func aReportOfAPairHasTheBeforeScenesReview() throws {
    var commands = Self.commands
    commands.reportNotes = { path, _ in
      guard path == "Scenes/modal-no-trap.json5" else { return [] }
      return [
        (0, ReviewReport.Note(target: "'Sign in'", text: "Focus <escapes> the dialog", tier: "Blocks assistive tech", agreedFix: true, author: "Ana")),
        (nil, ReviewReport.Note(target: "'old' (no longer in the scene)", text: "Gone", tier: nil, agreedFix: false, author: nil)),
      ]
    }
    commands.reportChecklist = { path in
      path == "Scenes/modal-no-trap.json5" ? [ReviewReport.ChecklistResult(item: "fka-gaps", result: "fail", note: "Tab leaves the dialog", author: "Ben")] : []
    }
    guard case .success(let i) = ArgumentParser.parse(["report", "Scenes/modal-no-trap.json5", "Scenes/modal-trap.json5"]) else { throw TimedOutError() }
    let out = commands.execute(i)
    #expect(out.status == 0, "\(out.stderr)")
    let md = try #require(out.files.first).text
    let html = try #require(out.files.last).text
    #expect(md.contains("Reviewers: Ana and Ben  \n"))
    let fixFirst = try #require(md.range(of: "## Fix first\n\n"))
    let summary = try #require(md.range(of: "## Summary"))
    #expect(md[fixFirst.upperBound..<summary.lowerBound].contains("**'Sign in'** on home (before) (Agreed fix (Blocks assistive tech)): Focus \\<escapes\\> the dialog"), "\(md[fixFirst.upperBound..<summary.lowerBound])")
    #expect(md.contains("## Review of the before scene\n\nMade on Scenes/modal-no-trap.json5; the rest of this report is about the after scene.\n\n### Reviewers' notes on the before scene\n\n- home: **'Sign in'** (Blocks assistive tech) *agreed fix*: Focus \\<escapes\\> the dialog (Ana)\n- **'old' (no longer in the scene)**: Gone\n\n### Checklist of the before scene\n\n1 failed, \(ChecklistItem.all.count - 1) not checked\n\n#### VoiceOver\n"))
    #expect(md.contains("| No focus gaps: Focus never gets stuck in a dead zone | Fail | 1 finding: modal-does-not-trap on "))
    // The after scene has no results of its own: no checklist of its own.
    #expect(!md.contains("## Checklist\n"))
    #expect(html.contains("<section class=\"before-review\">\n<h2>Review of the before scene</h2>"))
    #expect(html.contains("<li>home: <strong>&#39;Sign in&#39;</strong>"))
    #expect(html.contains("Focus &lt;escapes&gt; the dialog"))
    #expect(html.contains("<h3>Checklist of the before scene</h3>"))
    try checkHTML(html, name: "pair-before-review")
  }

  /// Markdown escapes only what Markdown would read: paths and ordinary punctuation stay.
  @Test func markdownHasNoNeedlessEscapes() {
    #expect(MarkdownText.escape("login.json5") == "login.json5")
    #expect(MarkdownText.escape("Scenes/modal-no-trap.json5 (v2), 50% off!") == "Scenes/modal-no-trap.json5 (v2), 50% off!")
    #expect(MarkdownText.escape("snake_case Q&A #1") == "snake_case Q&A #1")
    #expect(MarkdownText.escape("_em_ **b** `c` [l](x) <i> a|b ~~s~~ &amp;") == "\\_em\\_ \\*\\*b\\*\\* \\`c\\` \\[l\\](x) \\<i\\> a\\|b \\~\\~s\\~\\~ \\&amp;")
    #expect(MarkdownText.escape("1.3.2 Meaningful Sequence") == "1.3.2 Meaningful Sequence")
    #expect(MarkdownText.escaped("# not a heading", atLineStart: true) == "\\# not a heading")
    #expect(MarkdownText.escaped("- not a list", atLineStart: true) == "\\- not a list")
    #expect(MarkdownText.escaped("1. not a list", atLineStart: true) == "1\\. not a list")
  }

  /// The HTML prints: a print stylesheet, each screen on a new page.
  @Test func theHTMLHasAPrintStylesheetWithPageBreaks() throws {
    let html = try #require(run(["report", "Scenes/demo.json5"]).files.last).text
    #expect(html.contains("@media print {"))
    #expect(html.contains("section.screen { break-before: page; }"))
    #expect(html.components(separatedBy: "<section class=\"screen\">").count - 1 == html.components(separatedBy: "<h2>Screen: ").count - 1)
  }

  /// Parses `html` with html5lib in strict mode (any parse error fails) and renders it in
  /// headless Chromium to a screenshot, failing on any console message. Chromium is
  /// Debian's package, which `.ci/run` installs; without it the rendering is skipped
  /// unless AXSIM_REQUIRE_CHROMIUM is set (as `.ci/run` does).
  func checkHTML(_ html: String, name: String) throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("\(name).html")
    try html.write(to: file, atomically: true, encoding: .utf8)
    // Installs the parser into the build folder when the machine lacks it.
    let root = repositoryRoot.path
    let setup = try shell("/bin/sh", ["-c", "cd '\(root)' && (python3 -c 'import html5lib' 2>/dev/null || python3 -m pip install --quiet --target .build/pydeps html5lib)"])
    #expect(setup.status == 0, "could not install html5lib: \(setup.output)")
    let parse = try shell(
      "/usr/bin/env", ["PYTHONPATH=\(root)/.build/pydeps", "python3", "-c", "import html5lib,sys; html5lib.HTMLParser(strict=True).parse(open(sys.argv[1], encoding='utf-8').read()); print('ok')", file.path])
    #expect(parse.status == 0 && parse.output == "ok\n", "html5lib: \(parse.output)")
    guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) else {
      if ProcessInfo.processInfo.environment["AXSIM_REQUIRE_CHROMIUM"] != nil {
        Issue.record("chromium is missing: apt-get install chromium (.ci/run does)")
      }
      return
    }
    let png = dir.appendingPathComponent("\(name).png")
    let render = try shell(chromium, [
      "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
      "--user-data-dir=\(dir.appendingPathComponent("profile").path)",
      "--screenshot=\(png.path)", "--window-size=1000,1400", file.absoluteString,
    ])
    let console = render.output.split(separator: "\n").filter { $0.contains(":CONSOLE") }
    #expect(console.isEmpty, "console messages: \(console)")
    let size = (try? FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
    #expect(size > 1000, "no screenshot: \(render.output.suffix(800))")
  }

  func shell(_ executable: String, _ args: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = args
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
