import Foundation
import SceneModel

/// What the terminal costs: the bytes the real app writes per changed cell over a long
/// walk (in tmux), and the slowest key when one label is 10 MB (in process).
@MainActor
enum TerminalBenchmark {
  /// Steps of the walk down the generated scene's long list.
  static let walkSteps = 200

  static func run(sizes: [Int]) throws {
    print("")
    print("4. Terminal output (the real axsim in tmux, 100×30, \(walkSteps) \"next\" steps down the generated list)")
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("axsim").path
    if !FileManager.default.isExecutableFile(atPath: binary) {
      print("   skipped: build the app first (swift build -c release), so axsim sits next to axsim-bench")
    } else if TerminalBytes.run(["tmux", "-V"]) != 0 {
      print("   skipped: tmux is not installed")
    } else {
      for n in sizes {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-bench-\(n).json").path
        try SceneGenerator.scene(elements: n).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let r = TerminalBytes.measure(binary: binary, scene: path, steps: walkSteps) else {
          print("   \(n) elements: could not drive the app in tmux")
          continue
        }
        let sorted = r.perStep.sorted()
        let mean = Double(r.perStep.reduce(0, +)) / Double(r.perStep.count)
        let cells = Double(r.cellsPerStep.reduce(0, +)) / Double(r.cellsPerStep.count)
        print(String(format: "   %8d elements   first frame %5d bytes   per step: mean %4.0f, median %4d, max %5d bytes; %4.0f changed cells (%d steps)", n, r.firstFrame, mean, sorted[sorted.count / 2], sorted.last ?? 0, cells, r.perStep.count))
        Targets.check(
          "terminal bytes per changed cell, \(walkSteps)-step walk, \(n / 1000)k", measured: String(format: "%.2f", r.bytesPerCell),
          target: "≤ 1.5", pass: r.bytesPerCell <= 1.5 && r.perStep.count == walkSteps)
      }
    }
  }

  /// A screen whose third element has a 10 MB label (words of five letters): each key of a
  /// set that visits, speaks, inspects, searches and redraws it, timed as the TUI handles it
  /// (reducer + render + grid diff, in process); the slowest key is the figure.
  static func hugeLabel() throws {
    print("")
    print("9. A 10 MB label (in process: reducer + render + grid diff, 100×30)")
    let label = String(repeating: "lorem ", count: 10_000_000 / 6)
    let source = #"{"format":"axsim-scene/1","title":"Huge label","screens":[{"id":"main","root":{"vstack":["#
      + #"{"header":"Top"},{"button":"Before","id":"before"},{"text":"\#(label)","id":"huge"},{"button":"After","id":"after"}]}}]}"#
    let scene = try SceneLoader.load(bytes: Array(source.utf8), name: "huge").scene
    var driver = TUIBenchmark.Driver(scene: scene)
    // Onto the label, past it and back; the rotor; the panes (the Inspector scrolled); the
    // order overlay, caption mode, the presenter layout, a text size step and a search.
    let keys = [
      "right", "right", "right", "left", "tab", "down", "up", "shift+tab", "\\", "down", "down", "\\", "\\",
      "o", "o", "c", "c", "f5", "f5", ">", "<", "/", "l", "o", "r", "enter", "n", "t", "t", "t",
    ]
    var slowest = (key: "", seconds: 0.0, ui: 0.0)
    var times: [Double] = []
    var over: [String] = []
    for key in keys {
      let t = driver.time(key)
      times.append(t.total)
      if t.total > slowest.seconds { slowest = (key, t.total, t.ui) }
      if t.total > 0.010 { over.append("'\(key)' " + String(format: "%.1f ms (UI %.1f)", t.total * 1000, t.ui * 1000)) }
    }
    let sample = Sample(times)
    print("   \(keys.count) keys: \(sample.formatted(digits: 3)); slowest '\(slowest.key)' \(String(format: "%.3f ms (UI %.3f ms)", slowest.seconds * 1000, slowest.ui * 1000))")
    if !over.isEmpty { print("   over 10 ms: " + over.joined(separator: ", ")) }
    Targets.check(
      "slowest key with a 10 MB label", measured: String(format: "%.3f ms", slowest.seconds * 1000) + " ('\(slowest.key)')",
      target: "≤ 10 ms", pass: slowest.seconds <= 0.010)
  }
}
