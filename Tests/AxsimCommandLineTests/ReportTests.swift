import AxsimCommandLine
import Foundation
import InspectorUI
import Testing

/// `axsim report`: the review report as Markdown (checked as text) and as one self-contained
/// HTML file (parsed strictly with html5lib, rendered in headless Chromium without a console
/// message), with scene text escaped for each.
@Suite struct ReportTests {
  static let files: [String: String] = [
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
        if let text = files[path] { return Array(text.utf8) }
        return Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
      },
      readStandardInput: { [] }))
    // As the executable does: the wireframe is the app's own drawing.
    c.variantsWireframe = { scene, sizes, screen, width in
      VariantsView.textLines(scene: scene, sizes: sizes, screen: screen, width: width)
    }
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
    #expect(run(["report", "a.json5", "b.json5"]).stderr.hasPrefix("axsim: error: 'report' takes one scene file, found 2"))
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
    #expect(md.hasPrefix("# Accessibility review: \\<b\\>Sale\\</b\\> \\& \\*\\*more\\*\\*\n"))
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
    #expect(!prose.contains { $0.contains("<script>") || $0.contains("<b>") || $0.contains("](") })
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
