import SceneModel

/// A review note's tier is the audit's: one list of tiers, "Blocks assistive tech",
/// "Degrades the experience", "Incomplete support".
public typealias ReviewTier = AuditTier

extension AuditTier {
  /// The next tier for the note editor's Tab: none → blocks → degrades → incomplete → none.
  public static func next(after tier: AuditTier?) -> AuditTier? {
    switch tier {
    case nil: return .blocks
    case .blocks?: return .degrades
    case .degrades?: return .incomplete
    case .incomplete?: return nil
    }
  }
}

/// What a note is about: an element by its scene id, an element without an id by its JSON
/// path (and its label when the note was written, since the path moves when the scene is
/// edited), or a whole screen by its id.
public enum NoteTarget: Sendable, Equatable {
  case element(id: String)
  case elementPath(path: String, label: String?)
  case screen(id: String)
}

/// What a notes file holds that axsim does not use itself: comments and unknown keys, kept
/// as written so that a save never drops them.
public struct KeptText: Sendable, Equatable {
  /// Whole comments (`// …` or `/* … */`), in file order.
  public var comments: [String] = []
  /// Unknown keys with their values as JSON text, in file order.
  public var members: [KeptMember] = []

  public init(comments: [String] = [], members: [KeptMember] = []) {
    self.comments = comments
    self.members = members
  }

  public var isEmpty: Bool { comments.isEmpty && members.isEmpty }
}

/// An unknown key of a notes file and its value, as JSON text.
public struct KeptMember: Sendable, Equatable {
  public var key: String
  public var json: String

  public init(key: String, json: String) {
    self.key = key
    self.json = json
  }
}

/// One note of a review session.
public struct ReviewNote: Sendable, Equatable {
  /// Stable and unique: `n7-k3qz` (a number for people, a random part so that two sessions
  /// on one scene never make the same id). Files from before have `n1`, `n2`, ….
  public var id: String
  public var target: NoteTarget
  public var text: String
  public var tier: ReviewTier?
  /// The team agreed on the fix.
  public var agreedFix: Bool
  /// UTC timestamps, `2026-12-01T06:00:00Z`.
  public var created: String
  public var updated: String
  /// The note's unknown keys, and the comments after its line in the file.
  public var kept = KeptText()

  /// The same note as `other`, apart from what the file keeps around it.
  public func sameContent(as other: ReviewNote) -> Bool {
    id == other.id && target == other.target && text == other.text && tier == other.tier && agreedFix == other.agreedFix
      && created == other.created && updated == other.updated
  }

  public init(
    id: String, target: NoteTarget, text: String, tier: ReviewTier? = nil, agreedFix: Bool = false,
    created: String = "", updated: String = ""
  ) {
    self.id = id
    self.target = target
    self.text = text
    self.tier = tier
    self.agreedFix = agreedFix
    self.created = created
    self.updated = updated
  }
}

/// The notes of one scene, in the order they were written, with what the file keeps
/// around them.
public struct ReviewNotes: Sendable, Equatable {
  public static let format = "axsim-review/1"
  public var notes: [ReviewNote] = [] {
    didSet { revision = NoteRevisions.next() }
  }
  /// Unknown top-level keys, and the comments before the list.
  public var kept = KeptText()
  /// Comments inside the list before its first note, and after the list.
  public var keptListStart: [String] = []
  public var keptEnd: [String] = []
  /// Changes whenever `notes` changes (unique in the process), so what is worked out from
  /// the notes is kept until they change (`NoteIndex`).
  public private(set) var revision = NoteRevisions.next()

  public init(_ notes: [ReviewNote] = []) { self.notes = notes }

  public static func == (a: ReviewNotes, b: ReviewNotes) -> Bool {
    a.notes == b.notes && a.kept == b.kept && a.keptListStart == b.keptListStart && a.keptEnd == b.keptEnd
  }

  public var isEmpty: Bool { notes.isEmpty }

  /// The number a new note gets: one more than the largest `nN` (or `nN-…`) in the file.
  /// Read without trapping: a number too large for an `Int` (`n9223372036854775807`, or
  /// longer) is skipped, and past the largest `Int` the smallest unused number is taken.
  public var nextNumber: Int {
    var used: Set<Int> = []
    for note in notes where note.id.hasPrefix("n") {
      let digits = note.id.dropFirst().prefix { $0 != "-" }
      if let n = Int(digits), n > 0 { used.insert(n) }
    }
    let (next, overflow) = (used.max() ?? 0).addingReportingOverflow(1)
    if !overflow { return next }
    return (1...).first { !used.contains($0) }!
  }

  /// `n5`: the plain id a hand-written note could take (for messages).
  public var nextID: String { "n\(nextNumber)" }

  /// A new id: `n5-k3qz` with `suffix` "k3qz" (`n5` with none), never one already here.
  public func newID(suffix: String) -> String {
    let ids = Set(notes.map(\.id))
    var number = nextNumber
    while true {
      let id = "n\(number)" + (suffix.isEmpty ? "" : "-" + suffix)
      if !ids.contains(id) { return id }
      number = number == Int.max ? 1 : number + 1
    }
  }

  /// Four characters for a new id: random, from letters and digits that read unambiguously.
  public static func randomSuffix() -> String {
    let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<4).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] })
  }

  public subscript(id id: String) -> ReviewNote? {
    notes.first { $0.id == id }
  }

  /// Adds a note, or replaces the one with the same id.
  public mutating func upsert(_ note: ReviewNote) {
    if let i = notes.firstIndex(where: { $0.id == note.id }) { notes[i] = note } else { notes.append(note) }
  }

  /// Removes a note; the comments that followed it in the file stay, after the note
  /// before it (or at the start of the list).
  public mutating func remove(id: String) {
    guard let i = notes.firstIndex(where: { $0.id == id }) else { return }
    let comments = notes[i].kept.comments
    notes.remove(at: i)
    if comments.isEmpty { return }
    if i > 0 { notes[i - 1].kept.comments += comments } else { keptListStart += comments }
  }

  // MARK: Targets in a scene

  /// The target for an element: its id, else its JSON path and label (flagged as fragile).
  public static func target(for element: ElementIndex, in scene: Scene) -> NoteTarget {
    let e = scene.elements[element]
    if let id = e.id { return .element(id: id) }
    return .elementPath(path: scene.path(of: element), label: e.label)
  }

  /// The element a note is about, when it is still in the scene: by id, or by path among
  /// the elements without an id (a table of the scene's paths, made once per scene).
  public static func element(of note: ReviewNote, in scene: Scene) -> ElementIndex? {
    switch note.target {
    case .element(let id): return scene.ids[id]
    case .elementPath(let path, _): return ScenePathTable.shared.element(at: path, in: scene)
    case .screen: return nil
    }
  }

  /// Whether what the note is about is gone from the scene (the note is kept, marked).
  public static func isOrphaned(_ note: ReviewNote, in scene: Scene) -> Bool {
    if case .screen(let id) = note.target { return scene.screenIndex[id] == nil }
    return element(of: note, in: scene) == nil
  }

  /// Each note's element, worked out once per notes and scene (`NoteIndex`).
  public func index(in scene: Scene) -> NoteIndex {
    NoteIndexCache.shared.index(of: self, in: scene)
  }

  /// The notes on `element`.
  public func notes(on element: ElementIndex, in scene: Scene) -> [ReviewNote] {
    index(in: scene).notes(on: element).map { notes[$0] }
  }

  /// Every element with a note.
  public func elements(in scene: Scene) -> Set<ElementIndex> {
    index(in: scene).noted
  }

  /// "element 'send'", "element at screens[0].root.vstack[2] ('Send')", "screen 'inbox'".
  public static func describe(_ target: NoteTarget) -> String {
    switch target {
    case .element(let id): return "element '\(id)'"
    case .elementPath(let path, let label): return "element at \(path)" + (label.map { " ('\($0)')" } ?? "")
    case .screen(let id): return "screen '\(id)'"
    }
  }

  /// "(orphaned: element 'x' is no longer in the scene)".
  public static func orphanedText(_ note: ReviewNote) -> String {
    "(orphaned: \(describe(note.target)) is no longer in the scene)"
  }
}
