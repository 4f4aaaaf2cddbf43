import Dispatch
import InspectorCore
import Synchronization

/// The whole layout of a text size step drawn from a first look, made off the main loop
/// (`AppEffect.layOutTextSize`): `PendingTextSize.layOut()` runs through the session's
/// `SessionEnvironment.background`, and the session takes the result on a tick, or waits
/// for it when a key (or a resize) comes first, then hands it to the reducer as
/// `AppEvent.textSizeLaidOut`.
final class TextSizeJob: Sendable {
  /// The step it makes whole (`PendingTextSize.number`).
  let number: Int
  private let result = Mutex<PendingTextSize.Whole?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts making `pending` whole through `background`.
  init(_ pending: PendingTextSize, background: (@escaping @Sendable () -> Void) -> Void) {
    number = pending.number
    background { [self] in
      let whole = pending.layOut()
      result.withLock { $0 = whole }
      finished.signal()
    }
  }

  /// The whole, if it is made (taken out, so the session's copy is the only one and the
  /// next edit writes in place).
  func take() -> PendingTextSize.Whole? {
    guard finished.wait(timeout: .now()) == .success else { return nil }
    return result.withLock { $0.take() }
  }

  /// The whole, waiting for it.
  func wait() -> PendingTextSize.Whole {
    finished.wait()
    return result.withLock { $0.take() }!
  }
}
