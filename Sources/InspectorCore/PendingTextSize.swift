import AssistiveTechnologies
import SceneModel

/// A text size step whose first frame is drawn from a first look (`FirstLook`: the rows
/// around focus laid out at the new size) while the whole layout waits for the next event:
/// the next tick (the session asks for one at once) or any key makes it from the simulator
/// as it was before the step, through the same `Simulator.setContentSize` a step without a
/// first look takes, so what follows is the same either way.
public struct PendingTextSize: Sendable {
  /// The simulator before the step: the whole layout is made from it.
  public var before: Simulator
  public var size: ContentSizeCategory
  /// The key that stepped, for the Speech pane's entry.
  public var key: String?

  /// Scenes with fewer elements step at once (a whole layout costs less than a frame).
  public static let defaultElements = 5_000
}
