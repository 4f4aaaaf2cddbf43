import SceneModel

/// The base of a data-table cell's description (reference §1.1 step 2):
/// `headers + label + "." (unless the label ends in ".") + [" Spans N rows."] +
/// [" Spans N columns."] + [" Row R."] + [" Column C."]`.
enum DataTableWords {
  static func base(label: String, _ t: DataTableContext) -> [UtterancePart] {
    var parts: [UtterancePart] = []
    for h in t.headers where !h.isEmpty { parts.append(.init(.context, h)) }
    if !label.isEmpty { parts.append(.init(.label, label)) }
    if !label.hasSuffix(".") { parts.append(.init(.punctuation, ".")) }
    if t.rowSpan > 1 { parts.append(.init(.context, " " + SpeechStrings.rowSpan(t.rowSpan))) }
    if t.columnSpan > 1 { parts.append(.init(.context, " " + SpeechStrings.columnSpan(t.columnSpan))) }
    if let r = t.row { parts.append(.init(.context, " " + SpeechStrings.row(r))) }
    parts.append(.init(.context, " " + SpeechStrings.column(t.column)))
    return parts
  }
}

extension SpeechStrings {
  /// `context.data_table.*` (reference §1.3).
  static func rowSpan(_ n: Int) -> String { "Spans \(n) rows." }
  static func columnSpan(_ n: Int) -> String { "Spans \(n) columns." }
  static func row(_ r: Int) -> String { "Row \(r)." }
  static func column(_ c: Int) -> String { "Column \(c)." }
}
