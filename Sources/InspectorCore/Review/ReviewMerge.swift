/// Merges this session's notes into the notes file as it is now, by note id, so that two
/// sessions on one scene (or a hand edit made during a session) never lose each other's
/// changes.
///
/// Three versions take part: `base`, the file as this session last read or wrote it;
/// `ours`, the session's notes; `theirs`, the file now. For each id, whoever changed the
/// note since `base` wins; when both did, theirs stays under its id and ours is kept as a
/// new note beside it. A note deleted on one side and changed on the other is kept with the
/// change: a deletion never costs anyone's words. What only the file has (comments,
/// unknown keys) always comes from `theirs`.
public enum ReviewMerge {
  /// What a save found and did.
  public struct Outcome: Sendable, Equatable {
    /// The notes as written: the file now, and this session's notes from now on.
    public var merged: ReviewNotes
    /// Notes another session or a hand edit added, changed or deleted since `base`.
    public var added = 0
    public var changed = 0
    public var deleted = 0
    /// Notes of ours that clashed with a change made elsewhere and were kept as new notes:
    /// old id → new id.
    public var renamed: [String: String] = [:]
    /// Ids whose deletion here lost to a change made elsewhere (the note stays), or whose
    /// deletion elsewhere lost to a change here.
    public var keptOverDeletion: [String] = []

    public init(merged: ReviewNotes) { self.merged = merged }

    /// "2 notes from elsewhere merged (1 added, 1 changed)"; nil when nothing came from
    /// elsewhere.
    public var summary: String? {
      var parts: [String] = []
      if added > 0 { parts.append("\(added) added") }
      if changed > 0 { parts.append("\(changed) changed") }
      if deleted > 0 { parts.append("\(deleted) deleted") }
      var out: [String] = []
      let n = added + changed + deleted
      if n > 0 { out.append("\(n) note\(n == 1 ? "" : "s") changed elsewhere merged (" + parts.joined(separator: ", ") + ")") }
      for (old, new) in renamed.sorted(by: { $0.key < $1.key }) {
        out.append("\(old) was also changed elsewhere: yours is kept as \(new)")
      }
      if !keptOverDeletion.isEmpty {
        out.append("kept \(keptOverDeletion.joined(separator: ", ")), deleted on one side and changed on the other")
      }
      return out.isEmpty ? nil : out.joined(separator: "; ")
    }
  }

  /// `newID(notes)` gives an id not used in `notes`, for a note of ours kept beside theirs.
  public static func merge(base: ReviewNotes, ours: ReviewNotes, theirs: ReviewNotes, newID: (ReviewNotes) -> String) -> Outcome {
    let baseByID = Dictionary(base.notes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let oursByID = Dictionary(ours.notes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let theirsByID = Dictionary(theirs.notes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var merged = theirs
    var outcome = Outcome(merged: theirs)
    // Notes of ours to add after theirs (new ones, and ours kept beside a clashing change).
    var additions: [ReviewNote] = []
    var clashes: [ReviewNote] = []
    var removals: [String] = []

    for (i, t) in theirs.notes.enumerated() {
      let b = baseByID[t.id]
      let o = oursByID[t.id]
      guard let b else {
        // New in the file since we read it (or a hand edit re-used an id of ours).
        outcome.added += 1
        if let o, !o.sameContent(as: t) { clashes.append(o) }
        continue
      }
      let theyChanged = !t.sameContent(as: b)
      if theyChanged { outcome.changed += 1 }
      guard let o else {
        // We deleted it.
        if theyChanged { outcome.keptOverDeletion.append(t.id) } else { removals.append(t.id) }
        continue
      }
      let weChanged = !o.sameContent(as: b)
      if !weChanged || o.sameContent(as: t) { continue }
      if !theyChanged {
        // Only we changed it: ours, with what the file keeps around it.
        var mine = o
        mine.kept = t.kept
        merged.notes[i] = mine
      } else {
        clashes.append(o)
      }
    }
    for b in base.notes where theirsByID[b.id] == nil {
      // Deleted elsewhere.
      if let o = oursByID[b.id], !o.sameContent(as: b) {
        outcome.keptOverDeletion.append(b.id)
        additions.append(o)
      } else {
        outcome.deleted += 1
      }
    }
    for o in ours.notes where baseByID[o.id] == nil && theirsByID[o.id] == nil {
      additions.append(o)
    }
    for id in removals { merged.remove(id: id) }
    for var o in additions {
      o.kept = KeptText()
      merged.upsert(o)
    }
    for var o in clashes {
      let id = newID(merged)
      outcome.renamed[o.id] = id
      o.id = id
      o.kept = KeptText()
      merged.upsert(o)
    }
    outcome.merged = merged
    return outcome
  }
}
