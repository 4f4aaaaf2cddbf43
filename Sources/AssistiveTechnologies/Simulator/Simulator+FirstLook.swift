import SceneModel

extension Simulator {
  /// A first look at a new text size for the app's next frame: the visible screens laid out
  /// around the focused element (a screen's height above and below it in each long stack,
  /// `FirstLook`), focus kept. Nothing may answer from it: the whole is
  /// `setContentSize(_:)` on the simulator as it was before this call.
  public mutating func setContentSizeFirstLook(_ size: ContentSizeCategory) {
    voiceOver.runtime.setContentSizeFirstLook(size, around: focusedElement, reach: scene.device.height)
  }
}
