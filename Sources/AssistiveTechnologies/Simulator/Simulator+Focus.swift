import SceneModel

extension Simulator {
  /// Moves the technology in use to an element (the Audit pane's Enter): VoiceOver's touch
  /// focus; Switch Control's highlight and the keyboard's focus restart at the element, as a
  /// hand-over does.
  public mutating func focus(on element: ElementIndex) -> [TranscriptEvent] {
    switch technology {
    case .voiceOver: return perform(.voiceOver(.focus(element)))
    case .switchControl: return numbered(switchControl.start(at: element, runtime: &voiceOver.runtime), newStep: true)
    case .fullKeyboardAccess: return numbered(keyboard.start(at: element, runtime: &voiceOver.runtime), newStep: true)
    case .voiceControl: return numbered(voiceControl.start(at: element, runtime: &voiceOver.runtime), newStep: true)
    }
  }
}
