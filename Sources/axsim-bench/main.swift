import AssistiveTechnologies
import Foundation
import SceneModel

/// axsim-bench: load, layout and order cost against JSONSerialization, the cost of one
/// VoiceOver step as scenes grow, peak memory per element, and terminal bytes per step.
///
/// Run with `swift run -c release axsim-bench`. Figures are printed, not asserted.

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Best of `runs` timings (the least disturbed by other work on the machine).
func best(_ runs: Int, _ body: () -> Void) -> Double {
  (0..<runs).map { _ in seconds(body) }.min() ?? 0
}

func peakRSSKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  }
  return 0
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--memory" {
  // Child process: load one scene and report its peak memory.
  let n = Int(arguments[2]) ?? 1000
  let bytes = Array(SceneGenerator.scene(elements: n).utf8)
  let before = peakRSSKilobytes()
  let loaded = try SceneLoader.load(bytes: bytes, name: "gen")
  let runtime = SceneRuntime(scene: loaded.scene)
  let after = peakRSSKilobytes()
  print("\(loaded.scene.elements.count) \(runtime.tree.stops.count) \(before) \(after)")
  exit(0)
}

if arguments.count == 3, arguments[1] == "--load-only" {
  // For profilers: one load of a generated scene.
  let bytes = Array(SceneGenerator.scene(elements: Int(arguments[2]) ?? 10_000).utf8)
  let loaded = try SceneLoader.load(bytes: bytes, name: "gen")
  print(loaded.scene.elements.count)
  exit(0)
}

if arguments.count == 2, arguments[1] == "--diff" {
  // Only `axsim diff` at 100k elements.
  try DiffBenchmark.run(elements: 100_000)
  exit(0)
}

if arguments.count == 2, arguments[1] == "--audit" {
  // Only `axsim audit` at 100k elements.
  try AuditBenchmark.run(elements: 100_000)
  exit(0)
}

let sizes = [1_000, 10_000, 100_000]
print("axsim-bench (release build recommended: swift run -c release axsim-bench)")
print("")
print("1. Load + layout + order, as a ratio to JSONSerialization parsing the same file (target ≤ 2)")
print("   elements   file      JSONSerialization   axsim load+layout+order   ratio")
var stepCosts: [(Int, Double, Double)] = []
var phases = ""
for n in sizes {
  let text = SceneGenerator.scene(elements: n)
  let data = Data(text.utf8)
  let bytes = Array(text.utf8)
  let runs = n >= 100_000 ? 3 : 7
  let json = best(runs) { _ = try? JSONSerialization.jsonObject(with: data) }
  var elementCount = 0
  let ours = best(runs) {
    guard let loaded = try? SceneLoader.load(bytes: bytes, name: "gen") else { fatalError("generated scene failed to load") }
    let runtime = SceneRuntime(scene: loaded.scene)
    elementCount = runtime.scene.elements.count
  }
  let size = String(format: "%.1f MB", Double(bytes.count) / 1_048_576)
  do {
    // Where the time goes, at each size (a scope of its own: the names are reused below).
    var root: JSONNode?
    let parse = best(3) { root = try? JSON5Parser.parse(bytes) }
    _ = root
    var loaded: SceneLoader.Loaded?
    let load = best(3) { loaded = try? SceneLoader.load(bytes: bytes, name: "gen") }
    var layout = SceneLayout(scene: loaded!.scene, contentSize: .large)
    let layoutTime = best(3) { layout = SceneLayout(scene: loaded!.scene, contentSize: .large); layout.layOut(screen: 0) }
    let tree = best(3) { _ = AccessibilityTree(scene: loaded!.scene, roots: [loaded!.scene.screens[0].root], frames: layout.frames) }
    let runtime = best(3) { _ = SceneRuntime(scene: loaded!.scene) }
    phases += String(format: "   phases at %d elements: parse %.1f ms, parse+decode %.1f ms, layout %.1f ms, tree %.1f ms, runtime (layout+tree+rotor index) %.1f ms\n", n, parse * 1000, load * 1000, layoutTime * 1000, tree * 1000, runtime * 1000)
  }
  print(String(format: "   %8d   %-8@  %9.1f ms         %9.1f ms               %.2f", elementCount, size as NSString, json * 1000, ours * 1000, ours / json))

  // Step cost: next/previous from the middle of the list.
  let loaded = try SceneLoader.load(bytes: bytes, name: "gen")
  var vo = VoiceOver(runtime: SceneRuntime(scene: loaded.scene))
  _ = vo.start()
  let middle = vo.tree.stops[vo.tree.stops.count / 2].element
  _ = vo.perform(.focus(middle))
  // Swing 100 stops forward and back, so no step ends at a boundary (which costs less).
  let swings = 20
  let nextTime = best(5) {
    for _ in 0..<swings {
      for _ in 0..<100 { _ = vo.perform(.next) }
      for _ in 0..<100 { _ = vo.perform(.previous) }
    }
  }
  stepCosts.append((elementCount, nextTime / Double(200 * swings) * 1e6, 0))
}
print(phases, terminator: "")
print("")
print("2. One next/previous step (mean of 4,000 steps from the middle; target: flat, ≤ 2× from 1k to 100k)")
for (n, us, _) in stepCosts {
  print(String(format: "   %8d elements   %7.2f µs per step", n, us))
}
if let first = stepCosts.first, let last = stepCosts.last {
  print(String(format: "   growth 1k → 100k: %.2f×", last.1 / first.1))
}

try TechnologyBenchmark.run(sizes: sizes)
try DisplayBenchmark.run(sizes: sizes)
try DiffBenchmark.run(elements: sizes.last!)
try AuditBenchmark.run()

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
