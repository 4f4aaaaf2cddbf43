import AssistiveTechnologies

/// Engine notes said in the user's keys: the engine words a note in gestures (it does not
/// know the keymap); the interactive app names the key that does it.
public enum NoteWording {
  /// `note` in the keys of `keymap` when it asks for a gesture that has a key, else as is.
  public static func inKeys(_ note: String, keymap: Keymap) -> String {
    if note == VoiceOver.noRotorSettingNote {
      guard let key = keymap.keys(for: "voiceover.rotorNext").first else { return note }
      return "the rotor has no setting here; press \(key.displayName) to choose a rotor"
    }
    return note
  }

  /// The events with their notes in the keys of `keymap`.
  public static func inKeys(_ events: [TranscriptEvent], keymap: Keymap) -> [TranscriptEvent] {
    events.map { e in
      var e = e
      e.notes = e.notes.map { inKeys($0, keymap: keymap) }
      return e
    }
  }
}

extension AppState {
  /// Logs what the simulator did, its notes in the user's keys.
  public mutating func logEvents(_ events: [TranscriptEvent], key: String?) {
    log.append(NoteWording.inKeys(events, keymap: keymap), key: key, scene: scene)
  }
}
