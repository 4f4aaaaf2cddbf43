/// The UI framework a control comes from, where UIKit and SwiftUI expose the same control to
/// VoiceOver differently (Docs/SceneFormat.md, "Frameworks", lists every difference modelled).
///
/// A scene sets it once (`framework:` at the top level, UIKit when absent: the reference is
/// UIKit's); an element can override it for itself and its subtree.
public enum UIFramework: String, Sendable, CaseIterable, Equatable {
  case uikit, swiftui

  /// The framework a scene uses when it does not say.
  public static let `default` = UIFramework.uikit
}
