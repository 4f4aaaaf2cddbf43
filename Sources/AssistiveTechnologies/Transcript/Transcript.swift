import SceneModel

/// Formats utterances as text, JSON and Markdown transcripts, for the command line, saved
/// sessions and tests. Scene text is made safe for terminals here: control characters are
/// shown as `U+XXXX` in text and escaped in JSON.
public enum Transcript {
  /// What a step that says, plays and notes nothing reads as, in every text format and in
  /// the app's Speech pane.
  public static let silence = "(silence)"

  /// `  12  next                  Compose. Button.  (note)`; `(silence)` for a silent step.
  public static func textLine(_ u: TranscriptEvent, causeWidth: Int = 24) -> String {
    let step = u.stepText
    let cause = u.causeDescription
    var line = String(repeating: " ", count: max(0, 4 - step.count)) + step + "  " + cause
    line += String(repeating: " ", count: max(1, causeWidth - cause.count))
    line += u.displayText
    if !u.notes.isEmpty { line += (u.displayText.isEmpty ? "" : "  ") + "(" + u.notes.joined(separator: "; ") + ")" }
    if u.displayText.isEmpty && u.notes.isEmpty { line += silence }
    return Sanitize.forMessage(line)
  }

  /// How headless output names an element: its id, else its label, else its JSON path
  /// (`screens[0].root.vstack[2]`). Ids and labels survive edits that move an element; a
  /// path changes whenever something is inserted before it.
  public static func elementName(_ e: Element, in scene: Scene) -> String {
    if let id = e.id { return id }
    if let label = e.label, !label.isEmpty { return label }
    return scene.path(of: e)
  }

  /// One JSON object for an utterance, keys in a fixed order.
  /// `elementName` overrides the element's name (a saved session names elements as they
  /// were when spoken, since a reload may have changed the scene since).
  public static func jsonObject(_ u: TranscriptEvent, scene: Scene, elementName: String? = nil) -> String {
    var fields: [String] = []
    fields.append("\"step\":\(u.step)")
    if u.technology != .voiceOver { fields.append("\"technology\":\(json(u.technology.rawValue))") }
    fields.append("\"cause\":\(json(u.cause.name))")
    if let c = u.command, c != u.cause.name { fields.append("\"command\":\(json(c))") }
    if let name = elementName ?? u.element.flatMap({ scene.elements.indices.contains($0) ? Transcript.elementName(scene.elements[$0], in: scene) : nil }) {
      fields.append("\"element\":\(json(name))")
    }
    if let shown = u.shown { fields.append("\"shown\":\(json(shown))") }
    if let t = u.transition { fields.append("\"transition\":\(json(t))") }
    fields.append("\"text\":\(json(u.spokenText))")
    fields.append("\"earcons\":[" + u.earcons.map { json($0.rawValue) }.joined(separator: ",") + "]")
    let parts = u.parts.filter { $0.kind != .punctuation }.map { "{\"kind\":\(json($0.kind.rawValue)),\"text\":\(json($0.text))}" }
    fields.append("\"parts\":[" + parts.joined(separator: ",") + "]")
    if u.queued { fields.append("\"queued\":true") }
    if let i = u.interruption {
      fields.append("\"cutOff\":true,\"cutOffBy\":\(json(i.causeName))")
      if i.byUser { fields.append("\"cutOffByUser\":true") }
    }
    if !u.notes.isEmpty { fields.append("\"notes\":[" + u.notes.map(json).joined(separator: ",") + "]") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// A JSON document with one utterance per line, so transcripts diff well in git.
  public static func jsonDocument(_ utterances: [TranscriptEvent], scene: Scene, extra: [(String, String)] = []) -> String {
    var head = "{\"format\":\"axsim-transcript/1\",\"scene\":\(json(scene.sourceName))"
    for (k, v) in extra { head += ",\(json(k)):\(v)" }
    head += ",\"utterances\":["
    let lines = utterances.map { jsonObject($0, scene: scene) }
    return head + (lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n") + "]}"
  }

  /// A Markdown table of a session, for sharing after a review: one row per line (a run of
  /// scan ticks is one row, `lines`).
  public static func markdown(_ utterances: [TranscriptEvent], scene: Scene, title: String) -> String {
    var out = "# \(escapeMarkdown(title))\n\nScene: `\(Sanitize.forMessage(scene.sourceName))`\n\n"
    out += "| Step | Cause | Spoken | Notes |\n|---:|---|---|---|\n"
    for u in lines(utterances) {
      let spoken = u.displayText.isEmpty && u.notes.isEmpty ? silence : u.displayText
      out += "| \(u.stepText) | \(escapeMarkdown(u.causeDescription)) | \(escapeMarkdown(spoken)) | \(escapeMarkdown(u.notes.joined(separator: "; "))) |\n"
    }
    return out
  }

  static func escapeMarkdown(_ s: String) -> String {
    Sanitize.forMessage(s).replacingOccurrencesOfPipe()
  }

  /// A JSON string literal with every control character escaped (`Sanitize.jsonString`).
  public static func json(_ s: String) -> String { Sanitize.jsonString(s) }
}

extension String {
  func replacingOccurrencesOfPipe() -> String {
    var out = ""
    for c in self { out += c == "|" ? "\\|" : String(c) }
    return out
  }
}
