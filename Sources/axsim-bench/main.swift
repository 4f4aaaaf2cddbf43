import AssistiveTechnologies
import Foundation
import SceneImport
import SceneModel

/// axsim-bench: load, layout and order cost against JSONSerialization, the cost of one
/// VoiceOver step as scenes grow, peak memory per element, and terminal bytes per step.
///
/// Run with `swift run -c release axsim-bench [SECTION...]` (`--list` names the sections).
/// Each section prints its figures and a PASS/FAIL line per target; a summary ends the run.

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Best of `runs` timings (the least disturbed by other work on the machine).
func best(_ runs: Int, _ body: () -> Void) -> Double {
  (0..<runs).map { _ in seconds(body) }.min() ?? 0
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--memory-child" {
  // Child process of the memory section: load one scene file and report its memory.
  MemoryBenchmark.child(file: arguments[2])
}

if arguments.count == 4, arguments[1] == "--write-scene" {
  // For profilers: the generated scene of N elements, written to FILE.
  try SceneGenerator.scene(elements: Int(arguments[2]) ?? 100_000).write(toFile: arguments[3], atomically: true, encoding: .utf8)
  exit(0)
}

if arguments.count == 3, arguments[1] == "--load-only" {
  // For profilers: one load of a generated scene.
  let bytes = Array(SceneGenerator.scene(elements: Int(arguments[2]) ?? 10_000).utf8)
  let loaded = try SceneLoader.load(bytes: bytes, name: "gen")
  print(loaded.scene.elements.count)
  exit(0)
}

if arguments.count == 3, arguments[1] == "--hide-rows" {
  // For profilers: hides N rows of a generated 100k scene one after another.
  let bytes = Array(SceneGenerator.scene(elements: 100_000).utf8)
  var runtime = SceneRuntime(scene: try SceneLoader.load(bytes: bytes, name: "gen").scene)
  let count = Int(arguments[2]) ?? 100
  let rows = SceneGenerator.rowCount(elements: 100_000)
  let time = seconds {
    for k in 0..<count {
      let id = "row\(rows / 2 + 2 * k)"
      if let index = runtime.scene.ids[id] { _ = runtime.run(.set(ElementRef(id: id, index: index), ElementPatch(hidden: true)), focus: nil) }
    }
  }
  print(String(format: "%d hides, %.1f µs each", count, time / Double(count) * 1e6))
  exit(0)
}

if arguments.count == 5, arguments[1] == "--command-profile" {
  // For profilers: one engine command class of `commands` (by the start of its name) on a
  // generated scene of N elements, repeated R times, so `perf record` sees that class alone.
  try MainActor.assumeIsolated { try CommandBenchmark.profile(elements: Int(arguments[2]) ?? 100_000, command: arguments[3], repetitions: Int(arguments[4]) ?? 1_000) }
  exit(0)
}

if arguments.count == 3, arguments[1] == "--voice-index" {
  // For profilers: builds Voice Control's index over a generated scene of N elements, 10 times.
  let bytes = Array(SceneGenerator.scene(elements: Int(arguments[2]) ?? 100_000).utf8)
  let runtime = SceneRuntime(scene: try SceneLoader.load(bytes: bytes, name: "gen").scene)
  let reps = Int(ProcessInfo.processInfo.environment["REPS"] ?? "10") ?? 10
  let time = seconds { for _ in 0..<reps { _ = VoiceControlIndex(runtime: runtime) } } * 10 / Double(reps)
  print(String(format: "%d items, %.1f ms each", VoiceControlIndex(runtime: runtime).items.count, time / 10 * 1000))
  exit(0)
}

if arguments.count == 4, arguments[1] == "--import-profile" {
  // For profilers: imports a generated dump of N nodes (xcuitest, appium or idb) 5 times.
  let n = Int(arguments[3]) ?? 100_000
  let format = DumpFormat(rawValue: arguments[2]) ?? .xcuitest
  let text = format == .xcuitest ? DumpGenerator.xcuitest(nodes: n) : format == .appium ? DumpGenerator.appium(nodes: n) : DumpGenerator.idb(nodes: n)
  let bytes = Array(text.utf8)
  for _ in 0..<5 { _ = try DumpImporter.run(bytes, format: format, fileName: "bench") }
  exit(0)
}

if arguments.count == 5, arguments[1] == "--tui-profile" {
  // For profilers: one TUI command class (by the start of its name) on a generated scene of
  // N elements, repeated R times, so `perf record` sees that class alone.
  try TUIBenchmark.profile(elements: Int(arguments[2]) ?? 100_000, command: arguments[3], repetitions: Int(arguments[4]) ?? 1_000)
  exit(0)
}

/// The benchmark's sections, in the order a full run prints them.
let sections: [(name: String, about: String, run: () throws -> Void)] = [
  ("load", "load + layout + order against JSONSerialization; one VoiceOver step", { try LoadBenchmark.run(sizes: sizes) }),
  ("technologies", "Switch Control and Full Keyboard Access steps; reach", { try TechnologyBenchmark.run(sizes: sizes) }),
  ("display", "Dynamic Type reflow and animation frames", { try DisplayBenchmark.run(sizes: sizes) }),
  ("diff", "axsim diff at 100k against loading", { try DiffBenchmark.run(elements: 100_000) }),
  ("audit", "axsim audit at 100k against loading", { try AuditBenchmark.run(elements: 100_000) }),
  ("commands", "every command class at 1k/10k/100k: ≤ 1 ms and ≤ 2× growth", { try CommandBenchmark.run(sizes: sizes) }),
  ("memory", "whole-process memory per element after load and after an edit", { try MemoryBenchmark.run(sizes: sizes) }),
  ("process", "the whole axsim check process at 100k against python3's json.load", { try ProcessBenchmark.run(elements: 100_000) }),
  ("terminal", "terminal bytes per changed cell over a 200-step walk in tmux", { try TerminalBenchmark.run(sizes: sizes) }),
  ("label", "the slowest key when one label is 10 MB", { try TerminalBenchmark.hugeLabel() }),
  ("tui", "the TUI's cost per key by command class, in process", { try TUIBenchmark.run(sizes: sizes) }),
  ("audio", "speech synthesis time per second of speech (eSpeak NG), a step, a walk", { try AudioBenchmark.run() }),
  ("import", "axsim import on a 100k-node dump of each format against loading its scene", { try ImportBenchmark.run(nodes: 100_000) }),
  ("notes", "a key with 1,000 review notes on elements without an id, at 100k", { try NotesBenchmark.run() }),
  ("presents", "a chain of 4,000 presentations and dismissals: each costs what it changes", { try PresentChainBenchmark.run() }),
]

let sizes = [1_000, 10_000, 100_000]
var chosen = Array(arguments.dropFirst()).map { $0.hasPrefix("--") ? String($0.dropFirst(2)) : $0 }
if chosen == ["list"] {
  for s in sections { print("\(s.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(s.about)") }
  exit(0)
}
if let unknown = chosen.first(where: { name in !sections.contains { $0.name == name } }) {
  FileHandle.standardError.write(Data("axsim-bench: no section '\(unknown)'; sections: \(sections.map(\.name).joined(separator: ", "))\n".utf8))
  exit(2)
}
if chosen.isEmpty { chosen = sections.map(\.name) }
print("axsim-bench (release build recommended: swift run -c release axsim-bench)")
for s in sections where chosen.contains(s.name) {
  try s.run()
}
Targets.printSummary()
