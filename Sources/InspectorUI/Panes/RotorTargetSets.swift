import SceneModel
import Synchronization

/// The elements each custom rotor lists, as sets, for the Inspector's "Rotors" row: a
/// rotor may list thousands of targets, and the row is worked out on every frame.
///
/// Kept per rotor as the scene declares it (compared with `==`, which is quick for the same
/// rotor: its arrays are the same storage).
final class RotorTargetSets: Sendable {
  static let shared = RotorTargetSets()
  static let capacity = 16
  private let slots = Mutex<[(rotor: CustomRotor, targets: Set<ElementIndex>)]>([])

  /// Whether `rotor` lists `element` among its targets.
  func rotor(_ rotor: CustomRotor, lists element: ElementIndex) -> Bool {
    // A short list is looked through as it is.
    guard rotor.targets.count > 32 else { return rotor.targets.contains { $0.index == element } }
    if let hit = slots.withLock({ list in list.last { $0.rotor == rotor }?.targets }) { return hit.contains(element) }
    let targets = Set(rotor.targets.map(\.index))
    slots.withLock { list in
      list.append((rotor, targets))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return targets.contains(element)
  }
}
