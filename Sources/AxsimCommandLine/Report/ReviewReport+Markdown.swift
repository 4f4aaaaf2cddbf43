/// The review report as Markdown, for a pull request or a wiki: the header, "Fix first",
/// the summary table, the comparison as sections and tables, then per screen the
/// wireframe (a fenced block and its legend), the orders, findings and notes as lists.
extension ReviewReport {
  public var markdown: String {
    let m = MarkdownText.escape
    var out = "# Accessibility review: \(m(title))\n\n"
    out += header.map { "\($0.label): \(m($0.value))" }.joined(separator: "  \n") + "\n\n"
    out += "## Fix first\n\n"
    let first = fixFirst
    if first.isEmpty { out += Self.nothingToFixFirst + "\n\n" }
    for (k, f) in first.enumerated() {
      out += "\(k + 1). **\(m(f.element))** on \(m(f.screen)) (\(m(f.kind))): \(m(f.problem))"
      if let related = f.related { out += "  \n   The audit's finding on it: \(m(related))" }
      if !f.uikit.isEmpty { out += "  \n   UIKit: \(m(f.uikit))" }
      if !f.swiftUI.isEmpty { out += "  \n   SwiftUI: \(m(f.swiftUI))" }
      if !f.wcag.isEmpty { out += "  \n   WCAG: \(m(f.wcag.joined(separator: "; ")))" }
      out += "\n"
    }
    if !first.isEmpty { out += "\n" }
    out += "## Summary\n\n"
    out += "| Screen | " + (screens.first?.orders.map { m($0.technology) } ?? []).joined(separator: " | ") + " | Findings | Notes |\n"
    out += "|---|" + String(repeating: "---:|", count: screens.first?.orders.count ?? 0) + "---:|---:|\n"
    for s in screens {
      out += "| \(m(s.title)) | " + s.orders.map { m($0.summary) }.joined(separator: " | ") + " | \(s.findings.count) | \(s.notes.count) |\n"
    }
    out += "\n"
    if let comparison { out += Self.markdown(comparison) }
    if let beforeReview, let comparison { out += Self.markdown(beforeReview, scene: comparison.before) }
    out += Self.markdown(checklist)
    if let sessionTranscript {
      out += "## Session transcript\n\n" + MarkdownText.codeBlock(sessionTranscript) + "\n"
    }
    for s in screens {
      out += "## Screen: \(m(s.title))\n\n"
      out += "### Wireframe\n\n" + MarkdownText.codeBlock(s.wireframe) + "\n"
      if !s.legend.isEmpty {
        out += "Marks: " + s.legend.map(m).joined(separator: " · ") + "\n\n"
      }
      out += "### Order and cost\n\n"
      for o in s.orders {
        out += "**\(m(o.technology))**: \(m(o.summary))\n\n" + MarkdownText.codeBlock(o.lines) + "\n"
      }
      out += "### Transcript\n\n" + MarkdownText.codeBlock(s.transcript) + "\n"
      out += "### Findings\n\n"
      if s.findings.isEmpty { out += "No findings.\n\n" }
      for group in Self.byTier(s.findings) {
        out += "#### \(m(group.tier)) (\(group.findings.count))\n\n"
        for f in group.findings {
          out += "- **\(m(f.element))** `\(f.rule)` at \(m(f.location)): \(m(f.message))"
          if !f.uikit.isEmpty { out += "  \n  UIKit: \(m(f.uikit))" }
          if !f.swiftUI.isEmpty { out += "  \n  SwiftUI: \(m(f.swiftUI))" }
          if !f.wcag.isEmpty { out += "  \n  WCAG: \(m(f.wcag.joined(separator: "; ")))" }
          out += "  \n  In the scene: \(m(f.fix))\n"
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

  /// What "Fix first" says when there is nothing in it.
  static let nothingToFixFirst = "Nothing blocks assistive technologies, and no note is marked as an agreed fix."

  /// The header's lines: date, reviewers, scene, settings (those known).
  var header: [(label: String, value: String)] {
    var lines: [(String, String)] = []
    if let date { lines.append(("Date", date)) }
    if !reviewers.isEmpty { lines.append((reviewers.count == 1 ? "Reviewer" : "Reviewers", Self.list(reviewers))) }
    if let comparison {
      lines.append(("Before", comparison.before))
      lines.append(("After", scenePath))
    } else {
      lines.append(("Scene", scenePath))
    }
    lines.append(("Settings", settings))
    return lines
  }

  /// "A", "A and B", "A, B and C".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// The comparison: per screen a table of counts and one of the changed stops, then the
  /// findings fixed, introduced and moved.
  static func markdown(_ c: Comparison) -> String {
    let m = MarkdownText.escape
    func cell(_ s: String) -> String { s.isEmpty ? " " : m(s) }
    var out = "## Before and after\n\n"
    for s in c.screens {
      out += "### Screen: \(m(s.title))\n\n| Technology | Before | After | Stops changed |\n|---|---|---|---:|\n"
      for t in s.technologies {
        out += "| \(m(t.name)) | \(m(t.before)) | \(m(t.after)) | \(t.changes.count) |\n"
      }
      out += "\n"
      for t in s.technologies where !t.changes.isEmpty {
        out += "**\(m(t.name))**\n\n| Change | Before | After | Element |\n|---|---|---|---|\n"
        for ch in t.changes {
          out += "| \(cell(ch.what)) | \(cell(ch.before)) | \(cell(ch.after)) | \(cell(ch.element)) |\n"
        }
        out += "\n"
      }
    }
    for t in c.screensRemoved { out += "Screen removed: \(m(t))\n\n" }
    for t in c.screensAdded { out += "Screen added: \(m(t))\n\n" }
    out += "### Findings: \(c.findingsBefore) before, \(c.findingsAfter) after\n\n"
    let rows = c.fixed.map { ("fixed", $0) } + c.introduced.map { ("introduced", $0) } + c.moved.map { ("moved", $0) }
    if rows.isEmpty {
      out += (c.findingsBefore == 0 ? "No findings on either side." : "The same findings on both sides.") + "\n\n"
    } else {
      out += "| | Rule | Element | Finding |\n|---|---|---|---|\n"
      for (what, f) in rows { out += "| \(what) | `\(f.rule)` | \(cell(f.element)) | \(cell(f.message)) |\n" }
      out += "\n"
    }
    return out
  }

  /// The before scene's review: its notes by screen, then its checklist.
  static func markdown(_ r: BeforeReview, scene: String) -> String {
    let m = MarkdownText.escape
    var out = "## Review of the before scene\n\nMade on \(m(scene)); the rest of this report is about the after scene.\n\n"
    if !r.notes.isEmpty {
      out += "### Reviewers' notes on the before scene\n\n"
      for n in r.notes { out += "- " + (n.screen.isEmpty ? "" : "\(m(n.screen)): ") + markdownNote(n.note) + "\n" }
      out += "\n"
    }
    return out + markdown(r.checklist, title: "Checklist of the before scene", level: "###")
  }

  /// The checklist: the counts, then a table per section of its items.
  static func markdown(_ rows: [ChecklistRow], title: String = "Checklist", level: String = "##") -> String {
    guard !rows.isEmpty else { return "" }
    let m = MarkdownText.escape
    var out = "\(level) \(title)\n\n" + checklistCounts(rows) + "\n\n"
    var section: String?
    for r in rows {
      if r.section != section {
        if section != nil { out += "\n" }
        section = r.section
        out += "\(level)# \(m(r.section))\n\n| Test | Result | Evidence | Note |\n|---|---|---|---|\n"
      }
      out += "| \(m(r.test)): \(m(r.criterion)) | \(m(r.result)) | \(m(r.evidence)) | \(r.note.isEmpty ? " " : m(r.note)) |\n"
    }
    return out + "\n"
  }

  /// "12 passed, 2 failed, 3 not applicable, 26 not checked".
  static func checklistCounts(_ rows: [ChecklistRow]) -> String {
    let words = [("Pass", "passed"), ("Fail", "failed"), ("Not applicable", "not applicable"), ("Not checked", "not checked")]
    return words.compactMap { key, word in
      let n = rows.filter { $0.result == key }.count
      return n == 0 ? nil : "\(n) \(word)"
    }.joined(separator: ", ")
  }

  static func markdownNote(_ n: Note) -> String {
    let m = MarkdownText.escape
    var s = "**\(m(n.target))**"
    if let t = n.tier { s += " (\(m(t)))" }
    if n.agreedFix { s += " *agreed fix*" }
    s += ": " + m(n.text)
    if let a = n.author { s += " (\(m(a)))" }
    return s
  }
}
