/// The review report as Markdown, for a pull request or a wiki: headings per screen, the
/// wireframe and orders in fenced blocks, findings and notes as lists.
extension ReviewReport {
  public var markdown: String {
    let m = MarkdownText.escape
    var out = "# Accessibility review: \(m(title))\n\n"
    out += "Scene: \(m(scenePath))  \nSettings: \(m(settings))\n\n"
    out += "| Screen | " + (screens.first?.orders.map { m($0.technology) } ?? []).joined(separator: " | ") + " | Findings | Notes |\n"
    out += "|---|" + String(repeating: "---:|", count: screens.first?.orders.count ?? 0) + "---:|---:|\n"
    for s in screens {
      out += "| \(m(s.title)) | " + s.orders.map { m($0.summary) }.joined(separator: " | ") + " | \(s.findings.count) | \(s.notes.count) |\n"
    }
    out += "\n"
    if let sessionTranscript {
      out += "## Session transcript\n\n" + MarkdownText.codeBlock(sessionTranscript) + "\n"
    }
    if let comparison {
      out += "## Before and after\n\n" + MarkdownText.codeBlock(comparison.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) + "\n"
    }
    for s in screens {
      out += "## Screen: \(m(s.title))\n\n"
      out += "### Wireframe\n\n" + MarkdownText.codeBlock(s.wireframe) + "\n"
      out += "### Order\n\n"
      for o in s.orders {
        out += "**\(m(o.technology))**: \(m(o.summary))\n\n" + MarkdownText.codeBlock(o.lines) + "\n"
      }
      out += "### Transcript\n\n" + MarkdownText.codeBlock(s.transcript) + "\n"
      out += "### Findings\n\n"
      if s.findings.isEmpty { out += "No findings.\n\n" }
      for group in Self.byTier(s.findings) {
        out += "#### \(m(group.tier)) (\(group.findings.count))\n\n"
        for f in group.findings {
          out += "- **\(m(f.element))** `\(f.rule)` at \(m(f.location)): \(m(f.message))  \n  Fix: \(m(f.fix))\n"
        }
        out += "\n"
      }
      out += "### Reviewers' notes\n\n"
      if s.notes.isEmpty { out += "No notes.\n\n" }
      for n in s.notes { out += "- " + Self.markdownNote(n) + "\n" }
      if !s.notes.isEmpty { out += "\n" }
    }
    if !orphanedNotes.isEmpty {
      out += "## Notes on elements no longer in the scene\n\n"
      for n in orphanedNotes { out += "- " + Self.markdownNote(n) + "\n" }
      out += "\n"
    }
    return out
  }

  static func markdownNote(_ n: Note) -> String {
    let m = MarkdownText.escape
    var s = "**\(m(n.target))**"
    if let t = n.tier { s += " (\(m(t)))" }
    if n.agreedFix { s += " *agreed fix*" }
    return s + ": " + m(n.text)
  }
}
