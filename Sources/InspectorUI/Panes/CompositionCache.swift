import AssistiveTechnologies
import SceneModel
import Synchronization

/// What VoiceOver would say for the focused element, for the Inspector's "Speaks" row, kept
/// between frames.
///
/// Composing reads every character of the label (emoji are spoken by name), so a 10 MB
/// label would cost seconds on every frame. The result is kept for the element's spoken
/// properties, its speech context and the speech options: anything that changes what is
/// said changes one of them (the speech context holds the element's place in lists and
/// tables), so a text size step or a push does not compose it again. Comparing them is cheap:
/// an unchanged label is the same string.
final class CompositionCache: Sendable {
  struct Key: Equatable {
    var sourceName: String
    var elementCount: Int
    var element: ElementIndex
    var properties: SpokenProperties
    var context: SpeechContext?
    var options: SpeechComposer.Options
  }

  static let shared = CompositionCache()
  static let capacity = 4
  private let slots = Mutex<[(key: Key, result: SpeechComposer.Result)]>([])

  /// `vo.composition(for: element)`, worked out once for the same inputs.
  func composition(for element: ElementIndex, in vo: VoiceOver) -> SpeechComposer.Result {
    let runtime = vo.runtime
    let key = Key(
      sourceName: runtime.scene.sourceName, elementCount: runtime.scene.elements.count, element: element, properties: runtime.properties(of: element),
      context: runtime.context(of: element), options: vo.options)
    if let hit = slots.withLock({ list in list.last { $0.key == key }?.result }) { return hit }
    let result = vo.composition(for: element)
    slots.withLock { list in
      list.append((key, result))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return result
  }
}
