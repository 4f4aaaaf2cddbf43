/// A walk made audible: the samples (mono, 16-bit) and the timeline they follow.
public struct AudioRendering: Sendable, Equatable {
  public var samples: [Int16]
  public var sampleRate: Int
  public var timeline: AudioTimeline

  public var duration: Double { Double(samples.count) / Double(max(1, sampleRate)) }

  /// The WAV file's bytes.
  public var wav: [UInt8] { WAVFile.encode(samples, sampleRate: sampleRate) }
}

/// Synthesizes a script's speech, lays it out (`AudioTimeline`) and mixes speech and
/// earcons into one track.
public enum AudioRenderer {
  /// Fade at a cut, seconds: a cut ends without a click.
  static let cutFade = 0.008

  /// Renders `script`. An element language eSpeak NG has no voice for is spoken in the
  /// settings' voice; an unknown `--voice` is an error. `shouldContinue` false stops the
  /// synthesis (the live speaker's interruption) with `nil`.
  public static func render(
    _ script: AudioScript, settings: AudioSettings, synthesizer: any SpeechSynthesizer,
    shouldContinue: @escaping @Sendable () -> Bool = { true }
  ) throws(AudioProblem) -> AudioRendering? {
    var clips: [AudioTimeline.Utterance: SpokenClip] = [:]
    for u in AudioTimeline.utterances(of: script, settings: settings) {
      do throws(AudioProblem) {
        clips[u] = try synthesizer.synthesize(u.text, voice: u.voice, shouldContinue: shouldContinue)
      } catch {
        guard case .unknownVoice = error, u.voice.name != settings.voice else { throw error }
        var fallback = u.voice
        fallback.name = settings.voice
        clips[u] = try synthesizer.synthesize(u.text, voice: fallback, shouldContinue: shouldContinue)
      }
      if !shouldContinue() { return nil }
    }
    let rate = synthesizer.sampleRate
    let timeline = AudioTimeline.plan(script, settings: settings) { clips[$0]?.timing ?? ClipTiming(duration: 0, wordStarts: []) }
    var tones: [EarconTone: [Int16]] = [:]
    var mix = [Int32](repeating: 0, count: Int((timeline.duration * Double(rate)).rounded(.up)))
    for item in timeline.items {
      let source: [Int16]
      switch item.sound {
      case .speech(let u): source = clips[u]?.samples ?? []
      case .earcon(let tone):
        if tones[tone] == nil { tones[tone] = tone.samples(sampleRate: rate, volume: settings.earconVolume) }
        source = tones[tone] ?? []
      }
      let start = Int((item.start * Double(rate)).rounded())
      let count = min(source.count, Int((item.length * Double(rate)).rounded()))
      let fade = item.isCut ? min(count, Int(cutFade * Double(rate))) : 0
      if start + count > mix.count { mix += [Int32](repeating: 0, count: start + count - mix.count) }
      for i in 0..<count {
        var v = Int32(source[i])
        let fromEnd = count - i
        if fromEnd <= fade { v = v * Int32(fromEnd) / Int32(max(1, fade)) }
        mix[start + i] += v
      }
    }
    return AudioRendering(samples: mix.map { Int16(clamping: $0) }, sampleRate: rate, timeline: timeline)
  }
}
