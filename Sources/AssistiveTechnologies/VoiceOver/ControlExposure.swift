import SceneModel

/// What a UIKit control reports to VoiceOver where that differs from the scene's keys
/// (Docs/Decisions.md, "VoiceOver fidelity: UIKit controls, data tables, More Content"):
/// a tab-bar button reports no not-enabled trait, and its badge becomes its value.
enum ControlExposure {
  static func reported(_ p: SpokenProperties, of element: ElementIndex, in scene: Scene, iOSVersion: Int) -> SpokenProperties {
    let e = scene.elements[element]
    guard e.kind == .tab else { return p }
    var p = p
    // UITabBarButton never reports UIAccessibilityTraitNotEnabled, so a disabled tab is not
    // "Dimmed." (it still does nothing when activated).
    p.traits.remove(.notEnabled)
    if (p.value ?? "").isEmpty, let badge = e.badge { p.value = TabBadge.spokenValue(badge, iOSVersion: iOSVersion) }
    return p
  }
}

/// A tab's badge as UIKit turns it into the tab button's `accessibilityValue` (reference
/// §1.5): "3" → "3 items", other text as written, up to iOS 18; nothing on iOS 26.
public enum TabBadge {
  /// The first iOS version whose tab buttons no longer speak the badge.
  public static let silentFrom = 26

  public static func spokenValue(_ badge: String, iOSVersion: Int) -> String? {
    guard iOSVersion < silentFrom, !badge.isEmpty else { return nil }
    if let n = Int(badge), n >= 0 { return n == 1 ? "1 item" : "\(n) items" }
    return badge
  }
}
