import SceneModel

/// What running one effect did, for the technology that ran it to react to: VoiceOver
/// speaks and moves its cursor, Switch Control restarts its scan, the keyboard moves focus.
public enum EffectOutcome: Sendable, Equatable {
  /// `UIAccessibility.Notification.announcement` was posted.
  case announcement(String)
  /// A queued announcement (`accessibilitySpeechQueueAnnouncement`).
  case queuedAnnouncement(String)
  /// `layoutChanged` was posted, with the element to focus when one was given.
  case layoutChanged(focus: ElementIndex?)
  /// `screenChanged` was posted, with the element to focus when one was given.
  case screenChanged(focus: ElementIndex?)
  /// A screen was pushed or presented (UIKit posts `screenChanged`).
  case screenOpened
  /// A screen was popped or dismissed; focus goes back to `returnFocus`.
  case screenClosed(returnFocus: ElementIndex?)
  /// A pop or dismiss with nothing to close; the note says so.
  case nothingToClose(String)
  /// Element state changed (toggle, select, set) or nothing visible happened.
  case changed
}

extension SceneRuntime {
  /// Runs one effect on the scene: the one mechanism every technology uses, so activating
  /// "Send" with a switch changes the scene exactly as a VoiceOver double tap does.
  /// `focus` is the element to return to when the effect opens a screen.
  public mutating func run(_ effect: Effect, focus: ElementIndex?) -> EffectOutcome {
    switch effect {
    case .announce(let text): return .announcement(text)
    case .announceQueued(let text): return .queuedAnnouncement(text)
    case .layoutChanged(let target): return .layoutChanged(focus: target?.index)
    case .screenChanged(let target): return .screenChanged(focus: target?.index)
    case .push(let name):
      guard let s = scene.screenIndex[name] else { return .changed }
      push(s, returnFocus: focus)
      return .screenOpened
    case .present(let name):
      guard let s = scene.screenIndex[name] else { return .changed }
      present(s, returnFocus: focus)
      return .screenOpened
    case .pop:
      guard let v = pop() else { return .nothingToClose("already on the first screen; nothing to go back to") }
      return .screenClosed(returnFocus: v.returnFocus)
    case .dismiss:
      guard let v = dismiss() else { return .nothingToClose("nothing is presented, so there is nothing to dismiss") }
      return .screenClosed(returnFocus: v.returnFocus)
    case .toggle(let r):
      toggle(r.index)
      return .changed
    case .select(let r):
      select(r.index)
      return .changed
    case .set(let r, let patch):
      apply(patch, to: r.index)
      return .changed
    case .adjust(let r, let direction):
      _ = adjust(r.index, by: direction)
      return .changed
    }
  }
}
