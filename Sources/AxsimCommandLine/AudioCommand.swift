import AssistiveTechnologies
import SceneModel
import SpeechAudio

/// The speech engine and the compressor the headless commands use for audio, injected so
/// tests can run without eSpeak NG (or with a fake) and the executable can name the library.
public struct AudioSupport: Sendable {
  /// The synthesizer, or why there is none.
  public var synthesizer: @Sendable () -> Result<any SpeechSynthesizer, AudioProblem>
  /// A WAV file made smaller for the report (Opus or Vorbis), nil to embed the WAV itself.
  public var compress: @Sendable (_ wav: [UInt8]) -> EncodedAudio?

  public init(
    synthesizer: @escaping @Sendable () -> Result<any SpeechSynthesizer, AudioProblem>,
    compress: @escaping @Sendable ([UInt8]) -> EncodedAudio?
  ) {
    self.synthesizer = synthesizer
    self.compress = compress
  }

  /// eSpeak NG from `library` (its usual name when nil), and `sox` or `ffmpeg` when
  /// installed.
  public static func eSpeak(library: String? = nil) -> AudioSupport {
    AudioSupport(
      synthesizer: { ESpeak.load(library: library).map { $0 as any SpeechSynthesizer } },
      compress: { AudioCompression.compress(wav: $0) })
  }

  public static let standard = eSpeak()
}

extension HeadlessCommands {
  /// Renders a walk to `path` (WAV) and its step times to `path.json`, as files for the
  /// executable to write together; or the reason there is no audio.
  func audioFiles(_ script: AudioScript, to path: String, settings: AudioSettings, sceneName: String) -> (output: CommandOutput, rendering: AudioRendering?) {
    let rendering: AudioRendering
    switch renderAudio(script, settings: settings) {
    case .success(let r): rendering = r
    case .failure(let f): return (f, nil)
    }
    let marks = AudioStepMarks(timeline: rendering.timeline, audioFile: Self.fileName(path), sceneName: sceneName, settings: settings)
    var out = CommandOutput()
    out.files = [OutputFile(path: path, bytes: rendering.wav), OutputFile(path: path + ".json", text: marks.json)]
    out.filesName = "the audio"
    let seconds = (rendering.duration * 10).rounded() / 10
    out.filesWrittenLine = "Wrote \(Sanitize.forMessage(path)) (\(seconds) s, \(rendering.timeline.steps.count) steps) and \(Sanitize.forMessage(path)).json\n"
    return (out, rendering)
  }

  /// Synthesizes and mixes a walk, or says why it cannot (no eSpeak NG, an unknown voice).
  func renderAudio(_ script: AudioScript, settings: AudioSettings) -> Result<AudioRendering, CommandOutput> {
    let synthesizer: any SpeechSynthesizer
    switch audio.synthesizer() {
    case .success(let s): synthesizer = s
    case .failure(let problem): return .failure(Self.audioFailure(problem))
    }
    do throws(AudioProblem) {
      guard let rendering = try AudioRenderer.render(script, settings: settings, synthesizer: synthesizer) else {
        return .failure(CommandOutput(stderr: "axsim: error: the audio was not finished\n", status: CommandOutput.failure))
      }
      return .success(rendering)
    } catch {
      return .failure(Self.audioFailure(error))
    }
  }

  static func audioFailure(_ problem: AudioProblem) -> CommandOutput {
    var status = CommandOutput.failure
    if case .unknownVoice = problem { status = CommandOutput.badInput }
    return CommandOutput(stderr: "axsim: error: " + Sanitize.forMessage(problem.message) + "; no audio file was written\n", status: status)
  }

  /// The command's output with the audio's files, or with the reason there are none (the
  /// transcript is printed either way).
  func withAudio(_ audio: CommandOutput?, _ output: CommandOutput) -> CommandOutput {
    guard let audio else { return output }
    var out = output
    if audio.status != 0 {
      out.stderr += audio.stderr
      out.status = audio.status
      return out
    }
    out.files = audio.files
    out.filesName = audio.filesName
    out.filesWrittenLine = audio.filesWrittenLine
    return out
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// `OUT.wav.json`: where each step starts and ends in the audio, for a player or the report
/// to jump to (`axsim-audio/1`, Docs/Schemas/axsim-audio-1.schema.json).
struct AudioStepMarks {
  var timeline: AudioTimeline
  var audioFile: String
  var sceneName: String
  var settings: AudioSettings

  var json: String {
    func t(_ s: Double) -> String { StableOutput.seconds(s) }
    let steps = timeline.steps.map { s in
      "{\"step\":\(s.step),\"start\":\(t(s.start)),\"end\":\(t(s.end)),\"text\":\(Transcript.json(s.text))}"
    }
    return "{\"format\":\"axsim-audio/1\",\"audio\":\(Transcript.json(audioFile)),\"scene\":\(Transcript.json(sceneName))"
      + ",\"duration\":\(t(timeline.duration)),\"voice\":\(Transcript.json(settings.voice)),\"ratePercent\":\(StableOutput.seconds(settings.ratePercent)),\"wordsPerMinute\":\(settings.wordsPerMinute)"
      + ",\"hintDelay\":\(t(settings.hintDelay)),\"steps\":[\n" + steps.joined(separator: ",\n") + (steps.isEmpty ? "" : "\n") + "]}\n"
  }
}
