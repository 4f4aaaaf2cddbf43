import SceneModel
import Synchronization

/// Which element each note is about, worked out once per notes and scene: a frame asks for
/// the noted elements (the wireframe's `¶`) and the focused element's notes (the
/// Inspector), and each answer is a look-up here, not a pass over the notes, let alone over
/// the scene (a note on an element without an id is found by its JSON path, and the paths
/// of a 100k-element scene cost tens of milliseconds).
public struct NoteIndex: Sendable {
  /// For each note (by its place in `ReviewNotes.notes`), its element; nil for a screen
  /// note or an orphaned one.
  public var elementOfNote: [ElementIndex?]
  /// The notes on each element, in note order.
  var byElement: [ElementIndex: [Int]]
  /// Every element with a note.
  public var noted: Set<ElementIndex>

  init(_ notes: ReviewNotes, scene: Scene) {
    elementOfNote = notes.notes.map { ReviewNotes.element(of: $0, in: scene) }
    var byElement: [ElementIndex: [Int]] = [:]
    for (i, e) in elementOfNote.enumerated() {
      if let e { byElement[e, default: []].append(i) }
    }
    self.byElement = byElement
    noted = Set(byElement.keys)
  }

  /// The places of the notes on `element`.
  public func notes(on element: ElementIndex) -> [Int] { byElement[element] ?? [] }
}

/// A scene as the note tables know it: by its table of screens, which the key holds (so the
/// storage is never another scene's) and compares by identity (every copy of a loaded
/// scene shares it, and nothing changes a scene's structure after loading), and its size.
struct SceneIdentity {
  let screens: [SceneModel.Screen]
  let elementCount: Int

  init(_ scene: Scene) {
    screens = scene.screens
    elementCount = scene.elements.count
  }

  func matches(_ scene: Scene) -> Bool {
    elementCount == scene.elements.count && Self.address(screens) == Self.address(scene.screens)
  }

  static func address(_ table: [SceneModel.Screen]) -> UnsafeRawPointer? {
    table.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }
}

/// The elements without an id by JSON path, for notes that name their element by path:
/// made once per scene (only when a note asks), then each note is a look-up.
final class ScenePathTable: Sendable {
  static let shared = ScenePathTable()
  private let slots = Mutex<[(scene: SceneIdentity, table: [String: ElementIndex])]>([])

  func element(at path: String, in scene: Scene) -> ElementIndex? {
    if let hit = slots.withLock({ list in list.last { $0.scene.matches(scene) }?.table }) { return hit[path] }
    var table: [String: ElementIndex] = [:]
    for (i, p) in scene.allPaths().enumerated() where scene.elements[i].id == nil {
      // The first element of a path wins, as the old linear search found it.
      if table[p] == nil { table[p] = i }
    }
    slots.withLock { list in
      list.append((SceneIdentity(scene), table))
      if list.count > 2 { list.removeFirst(list.count - 2) }
    }
    return table[path]
  }
}

/// The indexes of recent notes (by revision) in recent scenes.
final class NoteIndexCache: Sendable {
  static let shared = NoteIndexCache()
  private let slots = Mutex<[(revision: Int, scene: SceneIdentity, index: NoteIndex)]>([])

  func index(of notes: ReviewNotes, in scene: Scene) -> NoteIndex {
    if let hit = slots.withLock({ list in list.last { $0.revision == notes.revision && $0.scene.matches(scene) }?.index }) {
      return hit
    }
    let index = NoteIndex(notes, scene: scene)
    slots.withLock { list in
      list.append((notes.revision, SceneIdentity(scene), index))
      if list.count > 4 { list.removeFirst(list.count - 4) }
    }
    return index
  }
}

/// Revisions of `ReviewNotes`, unique in the process: two lists of notes with the same
/// revision are copies of one another.
enum NoteRevisions {
  static let counter = Atomic<Int>(0)
  static func next() -> Int { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}
