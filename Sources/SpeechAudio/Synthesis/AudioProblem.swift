/// Why audio cannot be made or played, as data; `message` words it once for people.
public enum AudioProblem: Error, Sendable, Equatable {
  /// The eSpeak NG library could not be loaded (`path` tried, the loader's reason).
  case engineMissing(path: String, reason: String)
  /// The library loaded but lacks a function axsim needs (too old or not eSpeak NG).
  case engineIncomplete(path: String, symbol: String)
  /// `espeak_Initialize` failed (usually the voice data is missing).
  case engineFailed(reason: String)
  /// eSpeak NG has no voice of that name.
  case unknownVoice(String)
  /// No audio player program was found on the PATH.
  case noPlayer(tried: [String])
  /// Every player found failed to play (each with its own words, often "no audio device").
  case playersFailed([String])

  /// The one line people read, with what to do.
  public var message: String {
    switch self {
    case .engineMissing(let path, let reason):
      return "audio is unavailable: eSpeak NG is not installed; install it with: sudo apt-get install espeak-ng (\(path): \(reason))"
    case .engineIncomplete(let path, let symbol):
      return "audio is unavailable: \(path) is not eSpeak NG 1.49 or later (no \(symbol)); install it with: sudo apt-get install espeak-ng"
    case .engineFailed(let reason):
      return "audio is unavailable: eSpeak NG did not start; reinstall its data with: sudo apt-get install --reinstall espeak-ng-data (\(reason))"
    case .unknownVoice(let name):
      return "eSpeak NG has no voice '\(name)'; list them with: espeak-ng --voices (for example en-us, en-gb, de, fr)"
    case .noPlayer(let tried):
      return "audio is off: no audio player found; install pipewire-bin, pulseaudio-utils or alsa-utils (looked for \(tried.joined(separator: ", "))), or write a file with axsim run --audio OUT.wav"
    case .playersFailed(let reasons):
      return "audio is off: no player could play; check the sound device (" + reasons.joined(separator: "; ") + "), or write a file with axsim run --audio OUT.wav"
    }
  }
}
