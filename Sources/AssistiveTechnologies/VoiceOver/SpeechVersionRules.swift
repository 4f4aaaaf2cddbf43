import SceneModel

/// What VoiceOver reads differently on older iOS versions, before the composition
/// (reference voiceover-speech.md §1.5). The switch value rule (a value other than 0, 1
/// or 2 is spoken only from iOS 17 on) is part of the composition itself, step 5.4.
public enum SpeechVersionRules {
  /// The properties VoiceOver reads on `iOSVersion`.
  ///
  /// iOS 12 read a tab bar item from the `UITabBarItem`: its label was the item's title
  /// (`title`, the visible text, whatever the label override said), its value was hidden
  /// (iOS 12 kept it only for a badge) and its hint was not spoken. iOS 13 and later read
  /// label, value and hint as set.
  public static func apply(_ p: SpokenProperties, title: String?, iOSVersion: Int) -> SpokenProperties {
    guard iOSVersion < 13, p.traits.contains(.tabBarItem) else { return p }
    var p = p
    if let title, !title.isEmpty { p.label = title }
    p.value = nil
    p.hint = nil
    return p
  }
}
