import AssistiveTechnologies
import SceneModel
import Synchronization

/// The audit's findings for a scene as loaded, for the app's wireframe marks and Inspector:
/// worked out once per scene and kept (a few scenes at a time), so a frame only looks up
/// the elements it draws. Like the loader's warnings they describe the file: pushing a
/// screen, hiding a row or a text-size step does not audit the scene again. (The Audit pane
/// audits the scene as it is when opened, `AuditPaneState`.)
public final class SceneFindings: Sendable {
  struct Key: Equatable {
    var sourceName: String
    var elementCount: Int
    var firstOffset: Int
    var lastOffset: Int
  }

  /// One scene's findings, unsuppressed, by element.
  public struct Entry: Sendable {
    public var byElement: [ElementIndex: [AuditFinding]]
    public var elements: Set<ElementIndex> { Set(byElement.keys) }
  }

  public static let shared = SceneFindings()
  static let capacity = 8
  private let slots = Mutex<[(key: Key, entry: Entry)]>([])

  /// The findings of `scene` (the runtime's scene, whose elements keep their places).
  public func entry(for scene: Scene) -> Entry {
    // The offsets read in place (`first` and `last` would copy two elements every frame).
    let count = scene.elements.count
    let key = Key(
      sourceName: scene.sourceName, elementCount: count, firstOffset: count > 0 ? scene.elements[0].sourceOffset : -1,
      lastOffset: count > 0 ? scene.elements[count - 1].sourceOffset : -1)
    if let hit = slots.withLock({ list in list.first { $0.key == key }?.entry }) { return hit }
    var byElement: [ElementIndex: [AuditFinding]] = [:]
    for f in Audit.run(scene: scene) where f.suppressed == nil {
      if let e = f.element { byElement[e, default: []].append(f) }
    }
    let entry = Entry(byElement: byElement)
    slots.withLock { list in
      list.append((key, entry))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return entry
  }
}
