import InspectorCore
import Synchronization

/// The Speech pane's lines for each log entry, kept between frames: a key adds an entry or
/// two, so a frame formats those and looks up the others (their words, wrapped at the
/// pane's width; the gutter that marks the newest step is added as they are drawn).
///
/// A slot is found by the entry's place in the log and used only when the entry and
/// everything else its lines depend on are equal to what they were made from, so logs of
/// different sessions (tests in parallel) can share the cache; they only evict each other's
/// lines. An entry equal to the one kept is compared quickly: its texts and arrays are the
/// same storage.
final class SpeechLineCache: Sendable {
  /// What an entry's lines are made from (`SpeechPane.bodyLines`; the gutter, which marks
  /// the newest step, is added each frame).
  struct Key: Equatable {
    var entry: LogEntry
    var firstOfStep: Bool
    var stepWidth: Int
    var width: Int
  }

  static let shared = SpeechLineCache()
  /// Entries kept: more than any pane shows.
  static let capacity = 512

  private let slots = Mutex<[Int: (key: Key, lines: [StyledLine])]>([:])

  /// The lines of the entry at `index` of the log for `key`, made by `make` if they are not
  /// kept.
  func lines(at index: Int, for key: Key, make: () -> [StyledLine]) -> [StyledLine] {
    if let hit = slots.withLock({ $0[index] }), hit.key == key { return hit.lines }
    let lines = make()
    slots.withLock { slots in
      if slots.count >= Self.capacity { slots = slots.filter { abs($0.key - index) < Self.capacity / 2 } }
      slots[index] = (key, lines)
    }
    return lines
  }
}
