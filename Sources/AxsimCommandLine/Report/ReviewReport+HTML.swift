/// The review report as one self-contained HTML file: styles inline in the head, no
/// scripts (but the audio's few lines with `--audio`, `ReviewReport+Audio.swift`), no
/// images, no links to anything outside the file, so it opens anywhere and can be attached
/// to a ticket.
extension ReviewReport {
  public var html: String {
    let h = HTMLText.escape
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Accessibility review: \(h(title))</title>
      <style>
      body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1b1b1f; }
      pre { font: 13px/1.25 ui-monospace, "DejaVu Sans Mono", monospace; background: #f4f4f6; padding: .75rem; overflow-x: auto; }
      table { border-collapse: collapse; } th, td { border: 1px solid #c8c8d0; padding: .25rem .6rem; text-align: left; }
      td.n { text-align: right; }
      .tier-blocks { color: #a40000; } .tier-degrades { color: #8a4b00; } .tier-incomplete { color: #2d4f8a; }
      code { font-family: ui-monospace, monospace; }
      .fix-first li { margin-bottom: .6rem; } .fix dt { font-weight: 600; } .fix dd { margin: 0 0 .2rem 1.2rem; }
      .legend { font-size: 13px; color: #404048; }
      \(ReportWireframeSVG.style)
      @page { margin: 14mm; }
      @media print {
        body { margin: 0; max-width: none; font-size: 11pt; color: #000; }
        section.screen { break-before: page; }
        pre { white-space: pre-wrap; background: none; border: 1px solid #c8c8d0; }
        pre, table, li, figure { break-inside: avoid; }
        h1, h2, h3, h4 { break-after: avoid; }
      }\(walkAudio == nil ? "" : "\n" + Self.audioStyle)
      </style>
      </head>
      <body>
      <h1>Accessibility review: \(h(title))</h1>

      """
    out += "<p>" + header.map { "\(h($0.label)): \(h($0.value))" }.joined(separator: "<br>") + "</p>\n"
    out += "<section class=\"fix-first\">\n<h2>Fix first</h2>\n"
    let first = fixFirst
    if first.isEmpty { out += "<p>\(Self.nothingToFixFirst)</p>\n" } else { out += "<ol>\n" }
    for f in first {
      out += "<li><strong>\(h(f.element))</strong> on \(h(f.screen)) (<span class=\"\(Self.tierClass(f.kind))\">\(h(f.kind))</span>): \(h(f.problem))"
      if let related = f.related { out += "<br>The audit's finding on it: \(h(related))" }
      out += Self.htmlFix(uikit: f.uikit, swiftUI: f.swiftUI, wcag: f.wcag, scene: nil) + "</li>\n"
    }
    if !first.isEmpty { out += "</ol>\n" }
    out += "</section>\n<h2>Summary</h2>\n"
    out += "<table>\n<thead><tr><th>Screen</th>"
    for o in screens.first?.orders ?? [] { out += "<th>\(h(o.technology))</th>" }
    out += "<th>Findings</th><th>Notes</th></tr></thead>\n<tbody>\n"
    for s in screens {
      out += "<tr><td>\(h(s.title))</td>" + s.orders.map { "<td>\(h($0.summary))</td>" }.joined()
      out += "<td class=\"n\">\(s.findings.count)</td><td class=\"n\">\(s.notes.count)</td></tr>\n"
    }
    out += "</tbody>\n</table>\n"
    if let sessionTranscript {
      out += "<h2>Session transcript</h2>\n" + Self.pre(sessionTranscript)
    }
    if let comparison { out += Self.html(comparison) }
    if let beforeReview, let comparison { out += Self.html(beforeReview, scene: comparison.before) }
    out += Self.html(checklist)
    for s in screens {
      out += "<section class=\"screen\">\n<h2>Screen: \(h(s.title))</h2>\n"
      out += "<h3>Wireframe</h3>\n" + (s.picture?.html ?? "") + Self.pre(s.wireframe)
      if !s.legend.isEmpty {
        out += "<p class=\"legend\">Marks: " + s.legend.map(h).joined(separator: " · ") + "</p>\n"
      }
      out += "<h3>Order and cost</h3>\n"
      for o in s.orders {
        out += "<p><strong>\(h(o.technology))</strong>: \(h(o.summary))</p>\n" + Self.pre(o.lines)
      }
      if let audio = walkAudio, audio.screen == s.id {
        out += "<h3>Transcript</h3>\n" + Self.audioTranscript(s.transcript, audio)
      } else {
        out += "<h3>Transcript</h3>\n" + Self.pre(s.transcript)
      }
      out += "<h3>Findings</h3>\n"
      if s.findings.isEmpty { out += "<p>No findings.</p>\n" }
      for group in Self.byTier(s.findings) {
        out += "<h4 class=\"\(Self.tierClass(group.tier))\">\(h(group.tier)) (\(group.findings.count))</h4>\n<ul>\n"
        for f in group.findings {
          out += "<li><strong>\(h(f.element))</strong> <code>\(h(f.rule))</code> at \(h(f.location)): \(h(f.message))"
          out += Self.htmlFix(uikit: f.uikit, swiftUI: f.swiftUI, wcag: f.wcag, scene: f.fix) + "</li>\n"
        }
        out += "</ul>\n"
      }
      out += "<h3>Reviewers' notes</h3>\n"
      out += s.notes.isEmpty ? "<p>No notes.</p>\n" : "<ul>\n" + s.notes.map { "<li>" + Self.htmlNote($0) + "</li>\n" }.joined() + "</ul>\n"
      out += "</section>\n"
    }
    if !orphanedNotes.isEmpty {
      out += "<h2>Notes on elements no longer in the scene</h2>\n<ul>\n"
      out += orphanedNotes.map { "<li>" + Self.htmlNote($0) + "</li>\n" }.joined() + "</ul>\n"
    }
    if walkAudio != nil { out += Self.audioScript }
    return out + "</body>\n</html>\n"
  }

  static func pre(_ lines: [String]) -> String {
    "<pre>" + lines.map(HTMLText.escape).joined(separator: "\n") + "</pre>\n"
  }

  static func tierClass(_ tier: String) -> String {
    switch tier {
    case tierOrder[0]: return "tier-blocks"
    case tierOrder[1]: return "tier-degrades"
    case tierOrder[2]: return "tier-incomplete"
    default: return "tier-other"
    }
  }

  static func htmlNote(_ n: Note) -> String {
    let h = HTMLText.escape
    var s = "<strong>\(h(n.target))</strong>"
    if let t = n.tier { s += " (\(h(t)))" }
    if n.agreedFix { s += " <em>agreed fix</em>" }
    s += ": " + h(n.text)
    if let a = n.author { s += " (\(h(a)))" }
    return s
  }

  /// A finding's fixes and criteria as a description list (the ones known).
  static func htmlFix(uikit: String, swiftUI: String, wcag: [String], scene: String?) -> String {
    let h = HTMLText.escape
    var rows: [(String, String)] = []
    if !uikit.isEmpty { rows.append(("UIKit", uikit)) }
    if !swiftUI.isEmpty { rows.append(("SwiftUI", swiftUI)) }
    if !wcag.isEmpty { rows.append(("WCAG", wcag.joined(separator: "; "))) }
    if let scene, !scene.isEmpty { rows.append(("In the scene", scene)) }
    guard !rows.isEmpty else { return "" }
    return "<dl class=\"fix\">" + rows.map { "<dt>\($0.0)</dt><dd>\(h($0.1))</dd>" }.joined() + "</dl>"
  }

  /// The before scene's review: its notes by screen, then its checklist.
  static func html(_ r: BeforeReview, scene: String) -> String {
    let h = HTMLText.escape
    var out = "<section class=\"before-review\">\n<h2>Review of the before scene</h2>\n<p>Made on \(h(scene)); the rest of this report is about the after scene.</p>\n"
    if !r.notes.isEmpty {
      out += "<h3>Reviewers' notes on the before scene</h3>\n<ul>\n"
      out += r.notes.map { "<li>" + ($0.screen.isEmpty ? "" : h($0.screen) + ": ") + htmlNote($0.note) + "</li>\n" }.joined() + "</ul>\n"
    }
    return out + html(r.checklist, title: "Checklist of the before scene", level: 3) + "</section>\n"
  }

  /// The checklist: the counts, then a table per section.
  static func html(_ rows: [ChecklistRow], title: String = "Checklist", level: Int = 2) -> String {
    guard !rows.isEmpty else { return "" }
    let h = HTMLText.escape
    var out = "<section class=\"checklist\">\n<h\(level)>\(h(title))</h\(level)>\n<p>\(h(checklistCounts(rows)))</p>\n"
    var section: String?
    for r in rows {
      if r.section != section {
        if section != nil { out += "</tbody>\n</table>\n" }
        section = r.section
        out += "<h\(level + 1)>\(h(r.section))</h\(level + 1)>\n<table>\n<thead><tr><th>Test</th><th>Result</th><th>Evidence</th><th>Note</th></tr></thead>\n<tbody>\n"
      }
      let cls = r.result == "Fail" ? " class=\"tier-blocks\"" : ""
      out += "<tr><td>\(h(r.test)): \(h(r.criterion))</td><td\(cls)>\(h(r.result))</td><td>\(h(r.evidence))</td><td>\(h(r.note))</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n</section>\n"
  }

  /// The comparison as sections and tables.
  static func html(_ c: Comparison) -> String {
    let h = HTMLText.escape
    var out = "<section class=\"comparison\">\n<h2>Before and after</h2>\n"
    for s in c.screens {
      out += "<h3>Screen: \(h(s.title))</h3>\n<table>\n<thead><tr><th>Technology</th><th>Before</th><th>After</th><th>Stops changed</th></tr></thead>\n<tbody>\n"
      for t in s.technologies {
        out += "<tr><td>\(h(t.name))</td><td>\(h(t.before))</td><td>\(h(t.after))</td><td class=\"n\">\(t.changes.count)</td></tr>\n"
      }
      out += "</tbody>\n</table>\n"
      for t in s.technologies where !t.changes.isEmpty {
        out += "<h4>\(h(t.name))</h4>\n<table>\n<thead><tr><th>Change</th><th>Before</th><th>After</th><th>Element</th></tr></thead>\n<tbody>\n"
        for ch in t.changes {
          out += "<tr><td>\(h(ch.what))</td><td>\(h(ch.before))</td><td>\(h(ch.after))</td><td>\(h(ch.element))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
      }
    }
    for t in c.screensRemoved { out += "<p>Screen removed: \(h(t))</p>\n" }
    for t in c.screensAdded { out += "<p>Screen added: \(h(t))</p>\n" }
    out += "<h3>Findings: \(c.findingsBefore) before, \(c.findingsAfter) after</h3>\n"
    let rows = c.fixed.map { ("fixed", $0) } + c.introduced.map { ("introduced", $0) } + c.moved.map { ("moved", $0) }
    if rows.isEmpty {
      out += "<p>" + (c.findingsBefore == 0 ? "No findings on either side." : "The same findings on both sides.") + "</p>\n"
    } else {
      out += "<table>\n<thead><tr><th></th><th>Rule</th><th>Element</th><th>Finding</th></tr></thead>\n<tbody>\n"
      for (what, f) in rows {
        out += "<tr><td>\(what)</td><td><code>\(h(f.rule))</code></td><td>\(h(f.element))</td><td>\(h(f.message))</td></tr>\n"
      }
      out += "</tbody>\n</table>\n"
    }
    return out + "</section>\n"
  }
}
