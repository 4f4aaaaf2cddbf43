import Dispatch
import InspectorCore
import Synchronization

/// The whole layout of a setting step drawn from a first look (the text size, Bold Text),
/// made off the main loop (`AppEffect.layOut`): `PendingLayout.layOut()` runs through the session's
/// `SessionEnvironment.background`, and the session takes the result on a tick, or waits
/// for it when a key (or a resize) comes first, then hands it to the reducer as
/// `AppEvent.laidOut`.
final class LayoutJob: Sendable {
  /// The step it makes whole (`PendingLayout.number`).
  let number: Int
  private let result = Mutex<PendingLayout.Whole?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts making `pending` whole through `background`.
  init(_ pending: PendingLayout, background: (@escaping @Sendable () -> Void) -> Void) {
    number = pending.number
    background { [self] in
      let whole = pending.layOut()
      result.withLock { $0 = whole }
      finished.signal()
    }
  }

  /// The whole, if it is made (taken out, so the session's copy is the only one and the
  /// next edit writes in place).
  func take() -> PendingLayout.Whole? {
    guard finished.wait(timeout: .now()) == .success else { return nil }
    return result.withLock { $0.take() }
  }

  /// The whole, waiting for it.
  func wait() -> PendingLayout.Whole {
    finished.wait()
    return result.withLock { $0.take() }!
  }
}
