import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// eSpeak NG, loaded at run time with `dlopen`, so axsim neither links against it nor needs
/// its header to build: the few C functions it calls are declared here by hand, from
/// `speak_lib.h` (API revision 12, the same since eSpeak NG 1.49).
///
/// eSpeak NG keeps global state, so one instance serves the process and every call holds
/// one lock; speech is made in `AUDIO_OUTPUT_SYNCHRONOUS` mode, where `espeak_Synth` calls
/// the callback on the caller's thread with samples and word events and returns when done.
public final class ESpeak: SpeechSynthesizer, @unchecked Sendable {
  /// The library Debian's `libespeak-ng1` installs, found by the dynamic loader.
  public static let defaultLibrary = "libespeak-ng.so.1"

  public let sampleRate: Int
  let functions: Functions
  let lock = NSLock()
  /// The voice, rate and pitch set last (setting a voice reads files, so it is kept).
  var current: Voice?

  /// Loads the library (`AXSIM_ESPEAK_LIBRARY` names another path in the executable) or
  /// says why it cannot; the first successful load is kept for the process.
  public static func load(library: String? = nil) -> Result<ESpeak, AudioProblem> {
    let path = library ?? defaultLibrary
    loaded.lock.lock()
    defer { loaded.lock.unlock() }
    if let engine = loaded.engines[path] { return .success(engine) }
    let result = open(path)
    if case .success(let engine) = result { loaded.engines[path] = engine }
    return result
  }

  /// Every engine loaded, by library path (eSpeak NG itself is one per process).
  final class Loaded: @unchecked Sendable {
    let lock = NSLock()
    var engines: [String: ESpeak] = [:]
  }
  static let loaded = Loaded()

  typealias Initialize = @convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32
  typealias Callback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutableRawPointer?) -> Int32
  typealias SetCallback = @convention(c) (Callback?) -> Void
  typealias Synth = @convention(c) (
    UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?
  ) -> Int32
  typealias SetParameter = @convention(c) (Int32, Int32, Int32) -> Int32
  typealias SetVoiceByName = @convention(c) (UnsafePointer<CChar>?) -> Int32

  struct Functions {
    var setCallback: SetCallback
    var synth: Synth
    var setParameter: SetParameter
    var setVoiceByName: SetVoiceByName
  }

  // speak_lib.h values.
  static let outputSynchronous: Int32 = 2
  static let initializeDontExit: Int32 = 0x8000
  static let charsUTF8: UInt32 = 1
  static let positionCharacter: Int32 = 1
  static let parameterRate: Int32 = 1
  static let parameterPitch: Int32 = 3
  static let eventWord: Int32 = 1
  static let eventListTerminated: Int32 = 0
  /// `sizeof(espeak_EVENT)` on 64-bit Linux: six ints, a pointer, an 8-byte union.
  static let eventSize = 40

  init(sampleRate: Int, functions: Functions) {
    self.sampleRate = sampleRate
    self.functions = functions
  }

  static func open(_ path: String) -> Result<ESpeak, AudioProblem> {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      // dlerror starts with the path; keep the loader's reason.
      let short = reason.hasPrefix(path + ": ") ? String(reason.dropFirst(path.count + 2)) : reason
      return .failure(.engineMissing(path: path, reason: short))
    }
    func symbol<T>(_ name: String, _ type: T.Type) -> T? {
      guard let p = dlsym(handle, name) else { return nil }
      return unsafeBitCast(p, to: type)
    }
    guard let initialize = symbol("espeak_Initialize", Initialize.self) else { return .failure(.engineIncomplete(path: path, symbol: "espeak_Initialize")) }
    guard let setCallback = symbol("espeak_SetSynthCallback", SetCallback.self) else { return .failure(.engineIncomplete(path: path, symbol: "espeak_SetSynthCallback")) }
    guard let synth = symbol("espeak_Synth", Synth.self) else { return .failure(.engineIncomplete(path: path, symbol: "espeak_Synth")) }
    guard let setParameter = symbol("espeak_SetParameter", SetParameter.self) else { return .failure(.engineIncomplete(path: path, symbol: "espeak_SetParameter")) }
    guard let setVoice = symbol("espeak_SetVoiceByName", SetVoiceByName.self) else { return .failure(.engineIncomplete(path: path, symbol: "espeak_SetVoiceByName")) }
    let rate = initialize(outputSynchronous, 0, nil, initializeDontExit)
    guard rate > 0 else { return .failure(.engineFailed(reason: "espeak_Initialize returned \(rate)")) }
    setCallback(collect)
    return .success(ESpeak(sampleRate: Int(rate), functions: Functions(setCallback: setCallback, synth: synth, setParameter: setParameter, setVoiceByName: setVoice)))
  }

  /// Checks that eSpeak NG has a voice of this name.
  public func check(voice name: String) -> AudioProblem? {
    lock.lock()
    defer { lock.unlock() }
    if current?.name == name { return nil }
    let status = name.withCString { functions.setVoiceByName($0) }
    if status != 0 { return .unknownVoice(name) }
    current = nil
    return nil
  }

  public func synthesize(_ text: String, voice: Voice, shouldContinue: @escaping () -> Bool) throws(AudioProblem) -> SpokenClip {
    lock.lock()
    defer { lock.unlock() }
    if current?.name != voice.name {
      let status = voice.name.withCString { functions.setVoiceByName($0) }
      if status != 0 { throw .unknownVoice(voice.name) }
      current = nil
    }
    if current?.wordsPerMinute != voice.wordsPerMinute {
      _ = functions.setParameter(Self.parameterRate, Int32(voice.wordsPerMinute), 0)
    }
    if current?.pitch != voice.pitch {
      _ = functions.setParameter(Self.parameterPitch, Int32(voice.pitch), 0)
    }
    current = voice
    let spoken = Self.speakable(text)
    let collector = Collector(sampleRate: sampleRate, shouldContinue: shouldContinue)
    let context = Unmanaged.passRetained(collector)
    defer { context.release() }
    _ = spoken.withCString { c in
      functions.synth(c, strlen(c) + 1, 0, Self.positionCharacter, 0, Self.charsUTF8, nil, context.toOpaque())
    }
    return SpokenClip(samples: collector.samples, sampleRate: sampleRate, words: Self.words(collector.words, in: spoken))
  }

  /// Text as eSpeak NG reads it: control characters (never spoken) become spaces.
  static func speakable(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control || $0.value == 0 ? " " : $0 }))
  }

  /// eSpeak's word positions (1-based Unicode scalars) as 0-based Character offsets.
  static func words(_ marks: [(scalar: Int, sample: Int)], in text: String) -> [WordMark] {
    var characterOfScalar: [Int] = []
    for (i, c) in text.enumerated() {
      for _ in c.unicodeScalars { characterOfScalar.append(i) }
    }
    return marks.map { m in
      let s = max(0, m.scalar - 1)
      return WordMark(character: s < characterOfScalar.count ? characterOfScalar[s] : text.count, sample: m.sample)
    }
  }

  /// What one `espeak_Synth` call made, filled by `collect`.
  final class Collector {
    let sampleRate: Int
    let shouldContinue: () -> Bool
    var samples: [Int16] = []
    var words: [(scalar: Int, sample: Int)] = []
    init(sampleRate: Int, shouldContinue: @escaping () -> Bool) {
      self.sampleRate = sampleRate
      self.shouldContinue = shouldContinue
    }
  }
}

/// The synthesis callback: appends the samples and notes where words start. Returns 1
/// (stop) when the caller no longer wants the rest.
private func collect(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutableRawPointer?) -> Int32 {
  guard let events, let data = events.load(fromByteOffset: 24, as: UnsafeMutableRawPointer?.self) else { return 0 }
  let collector = Unmanaged<ESpeak.Collector>.fromOpaque(data).takeUnretainedValue()
  var event = events
  while true {
    let type = event.load(as: Int32.self)
    if type == ESpeak.eventListTerminated { break }
    if type == ESpeak.eventWord {
      let position = Int(event.load(fromByteOffset: 8, as: Int32.self))
      let milliseconds = Int(event.load(fromByteOffset: 16, as: Int32.self))
      let sample = Int(event.load(fromByteOffset: 20, as: Int32.self))
      collector.words.append((position, sample > 0 ? sample : milliseconds * collector.sampleRate / 1000))
    }
    event += ESpeak.eventSize
  }
  if let wav, count > 0 {
    collector.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
  }
  return collector.shouldContinue() ? 0 : 1
}
