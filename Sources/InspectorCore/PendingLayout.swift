import AssistiveTechnologies
import SceneModel

/// A setting step that lays the whole screen out again (`LayoutSetting`: the text size, Bold
/// Text) whose first frame is drawn from a first look (`FirstLook`: the rows around focus
/// laid out at the new setting) while the whole layout is made from the simulator as it was
/// before the step, through the same `Simulator.apply` a step without a first look takes, so
/// what follows is the same either way.
///
/// The app makes the whole off the main loop (`AppEffect.layOut`: the session runs
/// `layOut()` on another thread and hands the result back as `AppEvent.laidOut`); any other
/// event that reaches the reducer first makes it on the spot.
public struct PendingLayout: Sendable {
  /// The simulator before the step: the whole layout is made from it.
  public var before: Simulator
  public var setting: LayoutSetting
  /// The key that stepped, for the Speech pane's entry.
  public var key: String?
  /// The banner once the step is whole; nil for a text size step (its banner counts the
  /// layout problems the whole finds).
  public var banner: String?
  /// Which step this is (`AppState.layoutSteps` when it began): a whole made for an earlier
  /// step is not taken for this one.
  public var number: Int

  /// Scenes with fewer elements step at once (a whole layout costs less than a frame).
  public static let defaultElements = 5_000

  /// The step made whole: what `AppEvent.laidOut` brings back.
  public struct Whole: Sendable {
    /// The simulator after the step, laid out and ordered whole.
    public var simulator: Simulator
    /// What the step did (the reflow, the order change, the layout problems), for the log.
    public var events: [TranscriptEvent]
    /// The step's `PendingLayout.number`.
    public var number: Int
  }

  /// Makes the whole layout after the step from `before`: pure, so it can run on any thread.
  public func layOut() -> Whole {
    var simulator = before
    let events = simulator.apply(setting)
    return Whole(simulator: simulator, events: events, number: number)
  }
}
