import AssistiveTechnologies
import SceneModel
import SpeechAudio

/// A file a headless command wants written (the executable writes a command's files
/// together or none: a report's Markdown and HTML, an audio file and its step times).
public struct OutputFile: Sendable, Equatable {
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, text: String) {
    self.path = path
    self.bytes = Array(text.utf8)
  }

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// The contents as text (the files that are text).
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Why a report could not be printed to PDF, in words with what to do.
public struct PrintFailure: Error, Sendable, Equatable {
  public var reason: String

  public init(_ reason: String) { self.reason = reason }
}

extension HeadlessCommands {
  /// The findings a report lists for a loaded scene; the default is the audit's
  /// (`auditFindings`).
  public typealias ReportFindings = @Sendable (_ loaded: SceneLoader.Loaded, _ source: SourceText, _ shownPath: String) -> [(screen: Int?, finding: ReviewReport.Finding)]
  /// The reviewers' notes saved beside a scene, by screen index (nil: orphaned); throws
  /// when the notes file exists but cannot be read (the error says where and why).
  public typealias ReportNotes = @Sendable (_ scenePath: String?, _ scene: Scene) throws -> [(screen: Int?, note: ReviewReport.Note)]

  /// `axsim report SCENE [--out DIR]`: writes `NAME-review.md` and `NAME-review.html`.
  /// With two scenes (`report BEFORE AFTER`, and compare's `W`), the report is of the after
  /// scene, with the comparison of the pair (`SceneDiff`) as sections and tables.
  public func report(_ o: Options, sessionTranscript: [String]? = nil) -> CommandOutput {
    var comparison: ReviewReport.Comparison?
    var before: (path: String, scene: Scene)?
    var o = o
    if o.scenes.count == 2 {
      switch sceneDiff(o, command: "report") {
      case .success(let r):
        comparison = ReviewReport.Comparison(r.diff, before: r.before, after: r.after)
        before = (o.scenes[0], r.before)
      case .failure(let f): return f
      }
      o.scenes = [o.scenes[1]]
    }
    let loaded: SceneLoader.Loaded
    let bytes: [UInt8]
    switch loadSceneAndBytes(o.scene) {
    case .success(let l): (loaded, bytes) = l
    case .failure(let f): return f
    }
    // Audio needs a walk: without keys, swiping through the first screen's order.
    if o.audio.embed, o.keys == nil, o.script == nil {
      switch voiceOver(loaded, o, command: "report") {
      case .success(let vo): o.keys = Array(repeating: "next", count: max(0, vo.tree.stops.count - 1)).joined(separator: " ")
      case .failure(let f): return f
      }
    }
    // Notes that cannot be read are an error, not "no notes" (unless --ignore-notes).
    var notes: [(screen: Int?, note: ReviewReport.Note)] = []
    var results: [ReviewReport.ChecklistResult] = []
    var beforeNotes: [(screen: Int?, note: ReviewReport.Note)] = []
    var beforeResults: [ReviewReport.ChecklistResult] = []
    var notesWarning = ""
    if o.scene != "-", let reportNotes {
      do {
        notes = try reportNotes(o.scene, loaded.scene)
        results = try reportChecklist?(o.scene) ?? []
        // A pair: the before scene's review file too (compare reviews either side).
        if let before, before.path != "-" {
          beforeNotes = try reportNotes(before.path, before.scene)
          beforeResults = try reportChecklist?(before.path) ?? []
        }
      } catch {
        let why = Sanitize.forMessage("\(error)")
        guard o.ignoreNotes else {
          return CommandOutput(
            stderr: "axsim: error: the review notes could not be read: \(why); fix the file or move it away, or add --ignore-notes to write the report without them\n",
            status: CommandOutput.badInput)
        }
        notesWarning = "axsim: warning: the review notes could not be read (\(why)); the report has no notes (--ignore-notes)\n"
      }
    }
    var built = buildReport(loaded, source: SourceText(bytes: bytes), o, notes: notes)
    built.sessionTranscript = sessionTranscript
    built.comparison = comparison
    built.date = reportDate?()
    built.checklist = Self.checklist(loaded.scene, results: results)
    if let before, !beforeNotes.isEmpty || !beforeResults.isEmpty {
      let screens = before.scene.screens
      built.beforeReview = ReviewReport.BeforeReview(
        notes: beforeNotes.map { n in
          ReviewReport.ScreenNote(screen: n.screen.map { screens[$0].title ?? screens[$0].id } ?? "", note: n.note)
        },
        checklist: Self.checklist(before.scene, results: beforeResults))
    }
    // The reviewers named on the command line, else whoever wrote the notes.
    var authors: [String] = []
    let allNotes = notes + beforeNotes
    for n in allNotes.compactMap(\.note.author) + (results + beforeResults).compactMap(\.author) where !authors.contains(n) { authors.append(n) }
    built.reviewers = o.reviewers.isEmpty ? authors : o.reviewers
    if o.audio.embed {
      switch walkAudio(o, screen: loaded.scene.screens.first?.id ?? "") {
      case .success(let a): built.walkAudio = a
      case .failure(let f): return f
      }
    }
    let base = reportBaseName(o.scene)
    let directory = o.outputDirectory ?? o.scene.flatMap { path in
      path == "-" ? nil : (path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : nil)
    } ?? "."
    let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
    let html = built.html
    var files = [
      OutputFile(path: prefix + base + "-review.md", text: built.markdown),
      OutputFile(path: prefix + base + "-review.html", text: html),
    ]
    // --pdf: printed from the HTML, and written with the other two or not at all.
    if o.pdf {
      switch printPDF?(html) ?? .failure(PrintFailure("this build of axsim cannot print PDF")) {
      case .success(let bytes): files.append(OutputFile(path: prefix + base + "-review.pdf", bytes: bytes))
      case .failure(let why):
        return CommandOutput(stderr: "axsim: error: \(Sanitize.forMessage(why.reason)); no report was written\n", status: CommandOutput.failure)
      }
    }
    let shown = files.map { Sanitize.forMessage($0.path) }
    let mockupWarnings = built.warnings.map { "axsim: warning: \($0)\n" }.joined()
    var out = CommandOutput(
      stdout: "Wrote " + (shown.count == 2 ? shown.joined(separator: " and ") : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]) + "\n",
      stderr: warningsText(loaded) + notesWarning + mockupWarnings)
    out.files = files
    return out
  }

  /// The first screen's walk as audio for the HTML report (compressed when `sox` or
  /// `ffmpeg` can), or why there is none.
  func walkAudio(_ o: Options, screen: String) -> Result<ReviewReport.WalkAudio, CommandOutput> {
    var walk = o
    walk.technology = .voiceOver
    walk.format = .text
    walk.audio.file = "walk.wav"
    let (output, rendering) = runWalk(walk)
    guard let rendering else {
      return .failure(CommandOutput(stderr: output.stderr.replacingOccurrences(of: "no audio file was written", with: "no report was written"), status: output.status == 0 ? CommandOutput.failure : output.status))
    }
    let encoded = audio.compress(rendering.wav)
    let file = encoded ?? EncodedAudio(bytes: rendering.wav, mimeType: "audio/wav")
    var starts: [Int: Double] = [:]
    for s in rendering.timeline.steps where starts[s.step] == nil { starts[s.step] = s.start }
    let settings = o.audio.settings
    let codec = encoded == nil ? "WAV" : file.mimeType.contains("opus") ? "Opus" : "Vorbis"
    return .success(ReviewReport.WalkAudio(
      screen: screen, dataURI: file.dataURI, starts: starts, duration: rendering.duration,
      made: "eSpeak NG, voice \(settings.voice), VoiceOver rate \(StableOutput.seconds(settings.ratePercent)) % (\(settings.wordsPerMinute) words a minute), hint delay \(StableOutput.seconds(settings.hintDelay)) s, \(codec)"))
  }

  /// The file name a report is saved under, without extension: the scene's, else "demo".
  func reportBaseName(_ scene: String?) -> String {
    guard let scene, scene != "-" else { return scene == "-" ? "stdin" : "demo" }
    let file = scene.split(separator: "/").last.map(String.init) ?? scene
    for ext in [".json5", ".json"] where file.hasSuffix(ext) { return String(file.dropLast(ext.count)) }
    return file
  }

  /// The report's content: every screen of the scene with each technology's order.
  public func buildReport(
    _ loaded: SceneLoader.Loaded, source: SourceText, _ o: Options, notes: [(screen: Int?, note: ReviewReport.Note)] = []
  ) -> ReviewReport {
    let scene = loaded.scene
    // A dump imported in memory says so ("login.txt (imported from an XCUITest dump)").
    let shown = o.scene.map { scene.importedFrom?.inMemory == true ? scene.headerName : shownPath($0) } ?? "the built-in demo"
    let settings = EffectiveSettings(scene: scene, options: o)
    let findings = (reportFindings ?? Self.auditFindings)(loaded, source, o.scene.map(shownPath) ?? scene.sourceName)
    // The elements the audit has a finding on, marked in the HTML's pictures.
    let flagged = Set(Audit.run(scene: scene).filter { $0.suppressed == nil }.compactMap(\.element))
    var report = ReviewReport(
      title: scene.title ?? scene.sourceName, scenePath: shown,
      settings: (["iOS \(settings.iosVersion)", "text size \(settings.contentSize.rawValue)"] + settings.changed.filter { !$0.hasPrefix("iOS ") && !$0.hasPrefix("text size ") }).joined(separator: " · "),
      screens: [])
    for (index, screen) in scene.screens.enumerated() {
      var options = o
      options.screen = screen.id
      var orders: [ReviewReport.Order] = []
      for technology in Technology.allCases {
        options.technology = technology
        options.format = .text
        let text = speak(options).stdout
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let header = lines.first ?? ""
        let summary = header.components(separatedBy: " · ").last ?? header
        orders.append(ReviewReport.Order(technology: technology.displayName, summary: summary, lines: Array(lines.dropFirst())))
      }
      var transcript = orders.first?.lines ?? []
      if index == 0, o.keys != nil || o.script != nil {
        var walk = o
        walk.technology = .voiceOver
        walk.format = .text
        let lines = run(walk).stdout.split(separator: "\n").map(String.init)
        if !lines.isEmpty { transcript = Array(lines.dropFirst()) }
      }
      let wireframe = Self.trimmedWireframe(variantsWireframe?(scene, [settings.contentSize], index, 48) ?? [])
      var section = ReviewReport.ScreenSection(
        id: screen.id, title: screen.title ?? screen.id, wireframe: wireframe, orders: orders,
        transcript: transcript,
        findings: findings.filter { $0.screen == index }.map(\.finding),
        notes: notes.filter { $0.screen == index }.map(\.note))
      section.legend = wireframeLegend?(wireframe) ?? []
      var picture = ReportWireframeSVG(scene: scene, screen: index, flagged: flagged, switchSettings: o.switchSettings)
      if let file = screen.mockup {
        switch mockupImage(file, scenePath: o.scene) {
        case .success(let uri): picture.mockup = uri
        case .failure(let why): report.warnings.append("the mockup of screen '\(Sanitize.forMessage(screen.id))' is not shown: \(why)")
        }
      }
      section.picture = picture
      report.screens.append(section)
    }
    report.orphanedNotes = notes.filter { $0.screen == nil }.map(\.note)
    return report
  }

  /// Every checklist item with its evidence on the scene's first screen and the result
  /// saved for it; empty when no item has a result (the checklist was not walked).
  static func checklist(_ scene: Scene, results: [ReviewReport.ChecklistResult]) -> [ReviewReport.ChecklistRow] {
    guard !results.isEmpty else { return [] }
    let evidence = ChecklistEvidence.all(findings: Audit.run(scene: scene), runtime: SceneRuntime(scene: scene))
    let titles = ["pass": "Pass", "fail": "Fail", "n/a": "Not applicable"]
    return ChecklistItem.all.map { item in
      let r = results.first { $0.item == item.id }
      return ReviewReport.ChecklistRow(
        section: item.section.rawValue, test: item.test, criterion: item.criterion, evidence: evidence[item.id]?.text ?? "",
        result: r.flatMap { titles[$0.result] } ?? "Not checked", note: r?.note ?? "", needsDevice: item.needsDevice)
    }
  }

  /// A screen's mockup as a `data:` URI: the file (relative to the scene's folder) read with
  /// the scene's size limit, and only when its bytes are a PNG or a JPEG; else why not.
  func mockupImage(_ file: String, scenePath: String?) -> Result<String, MockupProblem> {
    var path = file
    if !file.hasPrefix("/"), let scene = scenePath, scene != "-", let slash = scene.lastIndex(of: "/") {
      path = String(scene[...slash]) + file
    }
    let bytes: [UInt8]
    do {
      bytes = try environment.readFile(path)
    } catch {
      return .failure(MockupProblem(description: "\(Sanitize.forMessage(path)): \(Self.readProblem(error).message)"))
    }
    let type: String
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      type = "image/png"
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      type = "image/jpeg"
    } else {
      return .failure(MockupProblem(description: "\(Sanitize.forMessage(path)) is not a PNG or JPEG image"))
    }
    return .success("data:\(type);base64," + Base64.encode(bytes))
  }

  struct MockupProblem: Error, CustomStringConvertible {
    var description: String
  }

  /// The wireframe without the empty rows at the bottom of the device (one is kept above
  /// the bottom border).
  static func trimmedWireframe(_ lines: [String]) -> [String] {
    guard lines.count > 2 else { return lines }
    var body = Array(lines.dropLast())
    func blank(_ line: String) -> Bool { line.dropFirst().dropLast().allSatisfy { $0 == " " } }
    while body.count > 2, blank(body[body.count - 1]), blank(body[body.count - 2]) { body.removeLast() }
    return body + [lines[lines.count - 1]]
  }

  /// The audit's findings (every rule of the registry, `check`'s warnings among them), each
  /// on the screen of its element (scene-wide ones on the first screen); a suppressed one
  /// says so and why.
  public static let auditFindings: ReportFindings = { loaded, source, path in
    let scene = loaded.scene
    return Audit.run(scene: scene).map { f in
      let (line, column) = source.location(ofOffset: f.offset)
      var message = f.message
      if let reason = f.suppressed { message += " (suppressed in the scene: \(reason))" }
      return (
        f.element.map { scene.elements[$0].screen } ?? 0,
        ReviewReport.Finding(
          rule: f.rule.id, tier: f.rule.tier.title, element: f.name.plain, location: "\(path):\(line):\(column)",
          message: message, fix: f.fix.text, uikit: f.rule.uikit, swiftUI: f.rule.swiftUI, wcag: f.rule.wcag.map(\.title),
          suppressed: f.suppressed != nil, named: f.name.quoted))
    }
  }
}
