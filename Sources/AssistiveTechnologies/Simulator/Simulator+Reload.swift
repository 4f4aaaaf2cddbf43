import SceneModel

extension Simulator {
  /// What the technology in use shows after `replaceScene` (a reload of the scene file):
  /// VoiceOver speaks the focused element again; Switch Control and Full Keyboard Access
  /// show their highlight again on the same element. The reload is a step of its own, and
  /// each event notes it.
  public mutating func announceReload() -> [TranscriptEvent] {
    var events: [TranscriptEvent]
    switch technology {
    case .voiceOver:
      return numbered(voiceOver.announceReload(), newStep: true)
    case .switchControl:
      events = switchControl.start(at: switchControl.focusedElement, runtime: &voiceOver.runtime)
    case .fullKeyboardAccess:
      events = keyboard.start(at: keyboard.focus, runtime: &voiceOver.runtime)
    case .voiceControl:
      events = voiceControl.start(at: voiceControl.focus, runtime: &voiceOver.runtime)
    }
    for i in events.indices {
      events[i].cause = .notification(.layoutChanged)
      events[i].notes.append("the scene file was reloaded")
    }
    return numbered(events, newStep: true)
  }
}
