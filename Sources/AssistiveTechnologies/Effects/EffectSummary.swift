import SceneModel

/// What a run of effects did, summed up for the technologies that move a highlight rather
/// than speak (Switch Control, Full Keyboard Access). VoiceOver reacts to each outcome as it
/// happens instead (`VoiceOver.apply`), since it speaks between them.
public struct EffectSummary: Sendable, Equatable {
  /// How the visible screens changed, last change wins.
  public enum ScreenChange: Sendable, Equatable {
    /// A screen was pushed or presented.
    case opened
    /// A screen was popped or dismissed; focus goes back to `returnFocus` when it can.
    case closed(returnFocus: ElementIndex?)
    /// The scene posted `screenChanged`.
    case posted(focus: ElementIndex?)
  }

  public var announcements: [String] = []
  public var screenChange: ScreenChange?
  /// The scene posted `layoutChanged` (with the element VoiceOver would focus).
  public var layoutChanged = false
  public var layoutFocus: ElementIndex?
  public var notes: [String] = []

  public init() {}
}

extension SceneRuntime {
  /// Runs effects in order through the shared mechanism (`run(_:focus:)`).
  public mutating func runAll(_ effects: [Effect], focus: ElementIndex?) -> EffectSummary {
    var summary = EffectSummary()
    for effect in effects {
      switch run(effect, focus: focus) {
      case .announcement(let text), .queuedAnnouncement(let text): summary.announcements.append(text)
      case .layoutChanged(let target):
        summary.layoutChanged = true
        summary.layoutFocus = target
      case .screenChanged(let target): summary.screenChange = .posted(focus: target)
      case .screenOpened: summary.screenChange = .opened
      case .screenClosed(let returnFocus): summary.screenChange = .closed(returnFocus: returnFocus)
      case .nothingToClose(let note): summary.notes.append(note)
      case .changed: break
      }
    }
    return summary
  }

  /// A short name for an element in transcripts and menus: its label (its children's, when
  /// it combines them), else its value or visible text, else what it is ("list",
  /// "unlabelled button"): never an id, which users do not see.
  public func name(of element: ElementIndex) -> String {
    guard let text = text(of: element) else {
      // A container need not have a label; a control or an image without one is a problem.
      let kind = scene.elements[element].kind
      return kind.acceptsChildren ? kind.word : "unlabelled " + kind.word
    }
    return text.count > 48 ? String(text.prefix(47)) + "…" : text
  }

  /// The element's label, value or visible text, whichever comes first; nil when it has none.
  public func text(of element: ElementIndex) -> String? {
    let p = properties(of: element)
    return [p.label, p.value, scene.elements[element].visibleText].compactMap { $0 }.first { !$0.isEmpty }
  }

  /// Steps an adjustable element (a combined element through its adjustable child): runs
  /// its `onIncrement`/`onDecrement` handlers when it has them, else moves its value.
  public mutating func adjustElement(_ element: ElementIndex, by direction: Int, focus: ElementIndex?) -> AdjustResult {
    let target = adjustTarget(for: element)
    let e = scene.elements[target]
    guard e.traits.contains(.adjustable), !e.traits.contains(.notEnabled) else { return .notAdjustable }
    let handlers = direction > 0 ? e.onIncrement : e.onDecrement
    if !handlers.isEmpty { return .handled(runAll(handlers, focus: focus)) }
    guard e.adjustment != nil else { return .notImplemented }
    return adjust(target, by: direction) ? .moved(properties(of: target).value ?? "") : .atEnd
  }
}

/// What stepping an adjustable element did.
public enum AdjustResult: Sendable, Equatable {
  case moved(String)
  case atEnd
  case handled(EffectSummary)
  case notImplemented
  case notAdjustable
}
