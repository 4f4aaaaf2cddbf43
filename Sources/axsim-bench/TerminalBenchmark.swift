import Foundation

/// Bytes the real app writes to the terminal per step, driven in tmux.
enum TerminalBenchmark {
  static func run(sizes: [Int]) throws {
    print("")
    print("4. Terminal bytes written per step (the real axsim in tmux, 100×30, \"next\" steps)")
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
        if let r = TerminalBytes.measure(binary: binary, scene: path, steps: 40) {
          let sorted = r.perStep.sorted()
          let mean = Double(r.perStep.reduce(0, +)) / Double(r.perStep.count)
          print(String(format: "   %8d elements   first frame %5d bytes   per step: mean %4.0f, median %4d, max %5d bytes (%d steps)", n, r.firstFrame, mean, sorted[sorted.count / 2], sorted.last ?? 0, r.perStep.count))
        } else {
          print("   \(n) elements: could not drive the app in tmux")
        }
      }
    }
  }
}
