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

/// One note of a review session.
public struct ReviewNote: Sendable, Equatable {
  /// Stable: `n1`, `n2`, … never reused within a file.
  public var id: String
  public var target: NoteTarget
  public var text: String
  public var tier: ReviewTier?
  /// The team agreed on the fix.
  public var agreedFix: Bool
  /// UTC timestamps, `2026-12-01T06:00:00Z`.
  public var created: String
  public var updated: String

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

/// The notes of one scene, in the order they were written.
public struct ReviewNotes: Sendable, Equatable {
  public static let format = "axsim-review/1"
  public var notes: [ReviewNote] = []

  public init(_ notes: [ReviewNote] = []) { self.notes = notes }

  public var isEmpty: Bool { notes.isEmpty }

  /// The next free id: one more than the largest `nN` in the file.
  public var nextID: String {
    let numbers = notes.compactMap { $0.id.hasPrefix("n") ? Int($0.id.dropFirst()) : nil }
    return "n\((numbers.max() ?? 0) + 1)"
  }

  public subscript(id id: String) -> ReviewNote? {
    notes.first { $0.id == id }
  }

  /// Adds a note, or replaces the one with the same id.
  public mutating func upsert(_ note: ReviewNote) {
    if let i = notes.firstIndex(where: { $0.id == note.id }) { notes[i] = note } else { notes.append(note) }
  }

  public mutating func remove(id: String) {
    notes.removeAll { $0.id == id }
  }

  // MARK: Targets in a scene

  /// The target for an element: its id, else its JSON path and label (flagged as fragile).
  public static func target(for element: ElementIndex, in scene: Scene) -> NoteTarget {
    let e = scene.elements[element]
    if let id = e.id { return .element(id: id) }
    return .elementPath(path: scene.path(of: element), label: e.label)
  }

  /// The element a note is about, when it is still in the scene.
  public static func element(of note: ReviewNote, in scene: Scene) -> ElementIndex? {
    switch note.target {
    case .element(let id): return scene.ids[id]
    case .elementPath(let path, _):
      let paths = scene.allPaths()
      return scene.elements.indices.first { paths[$0] == path && scene.elements[$0].id == nil }
    case .screen: return nil
    }
  }

  /// Whether what the note is about is gone from the scene (the note is kept, marked).
  public static func isOrphaned(_ note: ReviewNote, in scene: Scene) -> Bool {
    if case .screen(let id) = note.target { return scene.screenIndex[id] == nil }
    return element(of: note, in: scene) == nil
  }

  /// The notes on `element`.
  public func notes(on element: ElementIndex, in scene: Scene) -> [ReviewNote] {
    notes.filter { Self.element(of: $0, in: scene) == element }
  }

  /// Every element with a note.
  public func elements(in scene: Scene) -> Set<ElementIndex> {
    Set(notes.compactMap { Self.element(of: $0, in: scene) })
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
