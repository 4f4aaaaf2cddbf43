import Foundation

/// Peak memory per element, each size in a process of its own (`axsim-bench --memory N`).
enum MemoryBenchmark {
  static func run(sizes: [Int]) throws {
    print("")
    print("3. Peak memory per element (separate process per size; VmHWM delta over the load)")
    for n in sizes {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      p.arguments = ["--memory", String(n)]
      let pipe = Pipe()
      p.standardOutput = pipe
      try p.run()
      p.waitUntilExit()
      let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      if out.count == 4 {
        let perElement = Double(out[3] - out[2]) * 1024 / Double(out[0])
        print(String(format: "   %8d elements   peak %6.1f MB   %6.0f bytes per element", out[0], Double(out[3]) / 1024, perElement))
      }
    }

  }
}
