import Foundation
import Testing

/// Compares text with a snapshot file next to the tests; `RECORD_SNAPSHOTS=1` rewrites it.
///
/// A missing snapshot is recorded and the test fails, so nobody records by accident.
func assertSnapshot(_ actual: String, file name: String, folder: String, sourceLocation: SourceLocation = #_sourceLocation, filePath: String = #filePath) {
  let dir = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(folder)
  let url = dir.appendingPathComponent(name)
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard let expected = try? String(contentsOf: url, encoding: .utf8), !record else {
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot \(folder)/\(name); check it and run the tests again", sourceLocation: sourceLocation)
    return
  }
  if expected != actual {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for i in 0..<max(e.count, a.count) {
      let el = i < e.count ? String(e[i]) : nil
      let al = i < a.count ? String(a[i]) : nil
      if el != al {
        if let el { diff.append("-\(i + 1)|\(el)|") }
        if let al { diff.append("+\(i + 1)|\(al)|") }
      }
    }
    let message = "snapshot \(folder)/\(name) differs (expected −, actual +); RECORD_SNAPSHOTS=1 swift test re-records:\n" + diff.prefix(60).joined(separator: "\n")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs a shell command in the repository, returning its status and combined output.
func shell(_ command: String) -> (Int32, String) {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/bin/sh")
  p.arguments = ["-c", command]
  p.currentDirectoryURL = repositoryRoot
  let pipe = Pipe()
  p.standardOutput = pipe
  p.standardError = pipe
  do { try p.run() } catch { return (127, "\(error)") }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}
