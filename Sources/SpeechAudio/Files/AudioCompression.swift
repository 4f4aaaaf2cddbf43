import Foundation

/// Audio in a file format other than WAV, for embedding (`axsim report --audio`).
public struct EncodedAudio: Sendable, Equatable {
  public var bytes: [UInt8]
  /// The MIME type for a data URI ("audio/ogg; codecs=opus").
  public var mimeType: String
  public init(bytes: [UInt8], mimeType: String) {
    self.bytes = bytes
    self.mimeType = mimeType
  }

  /// A `data:` URI holding it (base64), for a self-contained HTML file.
  public var dataURI: String {
    "data:" + mimeType.replacingOccurrences(of: " ", with: "") + ";base64," + Data(bytes).base64EncodedString()
  }
}

/// Makes a WAV file smaller with what Debian packages offer offline: Opus through `ffmpeg`,
/// else Vorbis through `sox`; nil when neither is installed or both fail (the caller embeds
/// the WAV itself).
public enum AudioCompression {
  public static func compress(wav: [UInt8]) -> EncodedAudio? {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-audio-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else { return nil }
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("walk.wav").path
    let output = directory.appendingPathComponent("walk.ogg").path
    guard FileManager.default.createFile(atPath: input, contents: Data(wav)) else { return nil }
    let attempts: [(program: String, arguments: [String], mime: String)] = [
      ("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", input, "-c:a", "libopus", "-b:a", "32k", output], "audio/ogg; codecs=opus"),
      ("sox", [input, "-C", "3", output], "audio/ogg; codecs=vorbis"),
    ]
    for attempt in attempts {
      guard let program = Subprocess.find(attempt.program) else { continue }
      try? FileManager.default.removeItem(atPath: output)
      guard Subprocess.run(program, attempt.arguments) == 0,
        let data = FileManager.default.contents(atPath: output), !data.isEmpty
      else { continue }
      return EncodedAudio(bytes: Array(data), mimeType: attempt.mime)
    }
    return nil
  }
}
