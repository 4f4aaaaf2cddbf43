import SceneModel

/// A setting step that changes the size of every text, so the whole screen is laid out
/// again: the text size (Dynamic Type), or the display settings with Bold Text turned on or
/// off. The app draws the first frame after one from a first look (`Simulator.firstLook(at:)`)
/// and makes the whole with `Simulator.apply(_:)` from the simulator as it was before.
public enum LayoutSetting: Sendable, Equatable {
  case textSize(ContentSizeCategory)
  case display(DisplaySettings)
}

extension Simulator {
  /// The step, whole: what it logs (the reflow, the order change, the layout problems).
  public mutating func apply(_ setting: LayoutSetting) -> [TranscriptEvent] {
    switch setting {
    case .textSize(let size): setContentSize(size)
    case .display(let settings): setDisplay(settings)
    }
  }

  /// A first look at the step for the app's next frame: the visible screens laid out around
  /// the focused element (a screen's height above and below it in each long stack,
  /// `FirstLook`), focus kept. Nothing may answer from it: the whole is `apply(_:)` on the
  /// simulator as it was before this call.
  public mutating func firstLook(at setting: LayoutSetting) {
    var (size, display) = (runtime.contentSize, runtime.display)
    switch setting {
    case .textSize(let s): size = s
    case .display(let d): display = d
    }
    voiceOver.runtime.setFirstLook(contentSize: size, display: display, around: focusedElement, reach: scene.device.height)
  }

  /// Whether the step lays the screen out again (a text size that differs, Bold Text turned
  /// on or off); other display settings only repaint.
  public func relaysOut(_ setting: LayoutSetting) -> Bool {
    switch setting {
    case .textSize(let size): size != runtime.contentSize
    case .display(let settings): settings.boldText != runtime.display.boldText
    }
  }
}
