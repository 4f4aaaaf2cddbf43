import Foundation
import Testing

/// The real `axsim` binary, when stdout cannot take its output, exits 1 with one line on
/// stderr (no crash, no exit 0 with a truncated file).
@Suite struct OutputErrorTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `axsim` executable built next to the test bundle.
  static func binary() -> String? {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for dir in [here, here.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")] {
      let path = dir.appendingPathComponent("axsim").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Runs `script` under /bin/sh in a fresh directory with AXSIM and SCENE set; returns what
  /// the script printed.
  func shell(_ script: String) throws -> String {
    guard let axsim = Self.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return ""
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/sh")
    p.arguments = ["-c", script]
    p.currentDirectoryURL = dir
    p.environment = [
      "AXSIM": axsim, "SCENE": Self.root.appendingPathComponent("Scenes/login-form.json5").path,
      "PATH": "/usr/bin:/bin",
    ]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func aFullDiskExitsOneWithOneLine() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let out = try shell(#""$AXSIM" speak "$SCENE" > /dev/full 2> err; echo "status $?"; cat err"#)
    #expect(out == "status 1\naxsim: error: could not write the output: no space left on the device; free some space or write the output elsewhere\n")
  }

  @Test func aClosedPipeExitsOneWithOneLine() throws {
    // The reader is gone before axsim writes a byte.
    let out = try shell(#"( sleep 0.5; "$AXSIM" speak "$SCENE" 2> err; echo "status $?" > rc ) | true; cat rc err"#)
    #expect(out == "status 1\naxsim: error: could not write the output: the reading end of the pipe was closed before axsim finished\n")
  }

  /// `axsim schema` writes far more than a pipe holds; it fails the same way.
  @Test func theSchemaOnAFullDiskOrAClosedPipeExitsOneWithOneLine() throws {
    if FileManager.default.fileExists(atPath: "/dev/full") {
      let full = try shell(#""$AXSIM" schema > /dev/full 2> err; echo "status $?"; cat err"#)
      #expect(full == "status 1\naxsim: error: could not write the output: no space left on the device; free some space or write the output elsewhere\n")
    }
    let closed = try shell(#"( sleep 0.5; "$AXSIM" schema 2> err; echo "status $?" > rc ) | true; cat rc err"#)
    #expect(closed == "status 1\naxsim: error: could not write the output: the reading end of the pipe was closed before axsim finished\n")
    let written = try shell(#""$AXSIM" schema > out 2> err; echo "status $?"; wc -c < err; head -c 2 out"#)
    #expect(written == "status 0\n0\n{\n")
  }

  @Test func anOrdinaryRunStillWritesEverything() throws {
    let out = try shell(#""$AXSIM" speak "$SCENE" > out 2> err; echo "status $?"; wc -c < err"#)
    #expect(out.hasPrefix("status 0\n0"))
  }
}
