/// WAV files (RIFF, 16-bit PCM, mono): written for `--audio OUT.wav`, read back by tests.
public enum WAVFile {
  /// The bytes of a WAV file holding `samples`.
  public static func encode(_ samples: [Int16], sampleRate: Int) -> [UInt8] {
    let dataBytes = samples.count * 2
    var out: [UInt8] = []
    out.reserveCapacity(44 + dataBytes)
    func text(_ s: String) { out += Array(s.utf8) }
    func u32(_ v: Int) { let v = UInt32(truncatingIfNeeded: v); out += [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)] }
    func u16(_ v: Int) { out += [UInt8(v & 0xff), UInt8(v >> 8 & 0xff)] }
    text("RIFF")
    u32(36 + dataBytes)
    text("WAVE")
    text("fmt ")
    u32(16)
    u16(1)  // PCM
    u16(1)  // mono
    u32(sampleRate)
    u32(sampleRate * 2)  // bytes per second
    u16(2)  // block align
    u16(16)  // bits per sample
    text("data")
    u32(dataBytes)
    for s in samples {
      let v = UInt16(bitPattern: s)
      out.append(UInt8(v & 0xff))
      out.append(UInt8(v >> 8))
    }
    return out
  }

  /// The samples and rate of a file `encode` wrote; nil for anything else.
  public static func decode(_ bytes: [UInt8]) -> (samples: [Int16], sampleRate: Int)? {
    guard bytes.count >= 44, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WAVE".utf8) else { return nil }
    func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
    let rate = u32(24)
    let count = min(u32(40), bytes.count - 44) / 2
    var samples: [Int16] = []
    samples.reserveCapacity(count)
    for i in 0..<count {
      samples.append(Int16(bitPattern: UInt16(bytes[44 + 2 * i]) | UInt16(bytes[45 + 2 * i]) << 8))
    }
    return (samples, rate)
  }
}
