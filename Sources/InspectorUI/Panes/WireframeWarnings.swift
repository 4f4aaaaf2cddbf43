import AssistiveTechnologies
import SceneModel
import InspectorCore
import Synchronization

/// Which elements the audit's findings are about, for the wireframe's `⚠` marks (the app
/// adds the elements of the loader's warnings, `AppState.warnings`).
///
/// The findings are the audit's whole registry (`SceneFindings`: what `axsim audit` and the
/// Audit pane list, `check`'s warnings among them), each with its element. The set is worked out once per
/// scene as loaded and kept (a few scenes at a time), so a frame only looks up the elements
/// it draws: like the loader's warnings the app lists, they describe the file, so pushing a
/// screen, hiding a row or a text size step (a new tree) does not lint a 100,000-element
/// scene again.
final class WireframeWarnings: Sendable {
  struct Key: Equatable {
    var sourceName: String
    var elementCount: Int
    var firstOffset: Int
    var lastOffset: Int
  }

  static let shared = WireframeWarnings()
  static let capacity = 8
  private let slots = Mutex<[(key: Key, elements: Set<ElementIndex>)]>([])

  /// The elements of the runtime's scene that have at least one warning.
  func elements(for runtime: SceneRuntime) -> Set<ElementIndex> {
    let scene = runtime.scene
    // The offsets read in place (`first` and `last` would copy two elements every frame).
    let count = scene.elements.count
    let key = Key(
      sourceName: scene.sourceName, elementCount: count, firstOffset: count > 0 ? scene.elements[0].sourceOffset : -1,
      lastOffset: count > 0 ? scene.elements[count - 1].sourceOffset : -1)
    if let hit = slots.withLock({ list in list.first { $0.key == key }?.elements }) { return hit }
    let found = Self.warned(scene)
    slots.withLock { list in
      list.append((key, found))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return found
  }

  /// The elements the findings are about (a warning at one of an element's keys, such as
  /// `traits`, is still its element's).
  static func warned(_ scene: Scene) -> Set<ElementIndex> {
    SceneFindings.shared.entry(for: scene).elements
  }
}
