import AssistiveTechnologies
import Foundation
import SceneModel

/// Whole-process memory per element (issue 11: at most 512 bytes at 100k, after load and
/// after an edit). Each size runs in a child process of its own that does what the app and
/// `axsim check` do: read the file, load it, build the runtime (layout, tree, rotor index);
/// then one edit through the engine (hiding a row, which lays the screen out again). The
/// loaded scene is dropped once the runtime has it, as the app drops it.
///
/// The per-element figures are the whole process's resident memory (`VmRSS`, nothing
/// subtracted) divided by the element count; the baseline (the same child with no scene)
/// is printed beside them, and the scene's and the runtime's shares are the differences
/// between the steps.
@MainActor
enum MemoryBenchmark {
  static let target = 512.0

  /// What the child measured, in kilobytes (the counts are plain numbers).
  struct Report {
    var values: [String: Int] = [:]
    subscript(_ key: String) -> Int { values[key] ?? 0 }

    init(_ text: String) {
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let v = Int(parts[1]) { values[String(parts[0])] = v }
      }
    }
  }

  static func run(sizes: [Int]) throws {
    print("")
    print("Memory: whole process per element, resident (VmRSS) after load + runtime and after one edit; peak (VmHWM)")
    let baseline = Report(ChildRun.run([CommandLine.arguments[0], "--memory-child", "-"], captureOutput: true).output)
    print(String(format: "   baseline (the same child, no scene): resident %.1f MB, peak %.1f MB", Double(baseline["edited"]) / 1024, Double(baseline["peak"]) / 1024))
    print("   elements   file      after load   + runtime   after edit   peak        B/element: load+runtime   edit   peak   (scene, runtime)")
    for n in sizes {
      let text = SceneGenerator.scene(elements: n)
      let file = try temporaryFile(named: "memory-\(n).json", text: text)
      defer { unlink(file) }
      let r = Report(ChildRun.run([CommandLine.arguments[0], "--memory-child", file], captureOutput: true).output)
      let count = Double(max(1, r["elements"]))
      func perElement(_ kb: Int) -> Double { Double(kb) * 1024 / count }
      let scene = Double(r["loaded"] - r["start"]) * 1024 / count
      let runtime = Double(r["runtime"] - r["loaded"]) * 1024 / count
      print(String(
        format: "   %8d   %5.1f MB   %7.1f MB   %7.1f MB   %7.1f MB   %7.1f MB   %13.0f   %8.0f   %5.0f   (%.0f, %.0f)",
        r["elements"], Double(text.utf8.count) / 1_048_576, Double(r["loaded"]) / 1024, Double(r["runtime"]) / 1024,
        Double(r["edited"]) / 1024, Double(r["peak"]) / 1024, perElement(r["runtime"]), perElement(r["edited"]),
        perElement(r["peak"]), scene, runtime))
      if n == sizes.last {
        let afterLoad = perElement(r["runtime"])
        let afterEdit = perElement(r["edited"])
        print(String(
          format: "   at %d elements without the baseline: %.0f B after load + runtime, %.0f B after the edit (an Element is %d bytes)",
          r["elements"], perElement(r["runtime"] - baseline["edited"]), perElement(r["edited"] - baseline["edited"]), MemoryLayout<Element>.stride))
        Targets.check("memory per element after load + runtime (\(n / 1000)k, whole process)", measured: String(format: "%.0f B", afterLoad), target: "≤ \(Int(target)) B", pass: afterLoad <= target)
        Targets.check("memory per element after an edit (\(n / 1000)k, whole process)", measured: String(format: "%.0f B", afterEdit), target: "≤ \(Int(target)) B", pass: afterEdit <= target)
      }
    }
    print("   (scene, runtime): the resident growth of each step per element; the file is read by the child and dropped after decoding")
  }

  /// The child: `axsim-bench --memory-child FILE` (or `-` for the baseline, no scene).
  static func child(file: String) -> Never {
    var lines = ["start \(status("VmRSS"))"]
    if file != "-" {
      var loaded = try? SceneLoader.load(path: file)
      guard let scene = loaded?.scene else {
        print("failed to load \(file)")
        exit(1)
      }
      lines.append("loaded \(status("VmRSS"))")
      var runtime = SceneRuntime(scene: scene)
      lines.append("runtime \(status("VmRSS"))")
      // As the app does, the loaded scene goes once the runtime has it: the runtime owns
      // the element table alone, so an edit changes it in place instead of copying it.
      let rows = SceneGenerator.rowCount(elements: scene.elements.count)
      let id = "row\(rows / 2)"
      let index = scene.ids[id]
      loaded = nil
      _ = consume scene
      // One edit through the engine: hide the middle row (the screen is laid out again).
      if let index {
        _ = runtime.run(.set(ElementRef(id: id, index: index), ElementPatch(hidden: true)), focus: nil)
      }
      lines.append("edited \(status("VmRSS"))")
      lines.append("elements \(runtime.scene.elements.count)")
      lines.append("stops \(runtime.tree.stops.count)")
    } else {
      lines.append("edited \(status("VmRSS"))")
    }
    lines.append("peak \(status("VmHWM"))")
    print(lines.joined(separator: "\n"))
    exit(0)
  }

  /// A `/proc/self/status` figure in kilobytes.
  static func status(_ key: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
      return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
  }
}
