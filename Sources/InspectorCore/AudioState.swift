/// Whether the app speaks aloud (`--speak`, `app.audio`), and what it has said about audio.
public struct AudioState: Sendable, Equatable {
  /// Audio is on: each step is heard as it happens, and the status row shows a speaker.
  public var on = false
  /// Why audio is unavailable, once it turned out so (no eSpeak NG, no working player);
  /// the banner has said it, and turning audio on again says it in short.
  public var unavailable: String?

  public init() {}
}
