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
      code { font-family: ui-monospace, monospace; }\(walkAudio == nil ? "" : "\n" + Self.audioStyle)
      </style>
      </head>
      <body>
      <h1>Accessibility review: \(h(title))</h1>
      <p>Scene: <code>\(h(scenePath))</code><br>Settings: \(h(settings))</p>

      """
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
    if let comparison {
      out += "<h2>Before and after</h2>\n" + Self.pre(comparison.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    for s in screens {
      out += "<section>\n<h2>Screen: \(h(s.title))</h2>\n"
      out += "<h3>Wireframe</h3>\n" + Self.pre(s.wireframe)
      out += "<h3>Order</h3>\n"
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
          out += "<li><strong>\(h(f.element))</strong> <code>\(h(f.rule))</code> at \(h(f.location)): \(h(f.message))<br>Fix: \(h(f.fix))</li>\n"
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
    return s + ": " + h(n.text)
  }
}
