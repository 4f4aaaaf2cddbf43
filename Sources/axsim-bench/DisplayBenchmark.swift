import AssistiveTechnologies
import Foundation
import SceneModel

/// Dynamic Type reflow at AX5 against the first layout (paired run by run; target ≤ 2×), and
/// the engine's cost of one animation frame (a transition and a carousel in flight; target:
/// flat from 1k to 100k, ≤ 2×).
enum DisplayBenchmark {
  @MainActor
  static func run(sizes: [Int]) throws {
    print("")
    print("6. Dynamic Type reflow at AX5 and one animation frame (medians)")
    print("   elements   first layout   reflow to AX5   ratio (paired, min–max)   animation frame (min–max)")
    var ratios: [Double] = []
    var frames: [Double] = []
    for n in sizes {
      // The generated list, plus a carousel so a frame has auto-play to advance.
      var text = SceneGenerator.scene(elements: n)
      text = text.replacingOccurrences(
        of: #"{"list":["#,
        with: #"{"element":"Featured","id":"carousel","motion":{"kind":"carousel","pages":["One","Two","Three"],"interval":3,"reduced":"pauseControl"}},{"list":["#)
      let loaded = try SceneLoader.load(bytes: Array(text.utf8), name: "gen")
      var firsts: [Double] = []
      var pairs: [Double] = []
      for _ in 0..<(n >= 100_000 ? 5 : 9) {
        var runtime: SceneRuntime?
        let first = seconds { runtime = SceneRuntime(scene: loaded.scene) }
        let reflow = seconds { runtime!.setContentSize(.accessibilityExtraExtraExtraLarge) }
        firsts.append(first)
        pairs.append(reflow / first)
      }
      var runtime = SceneRuntime(scene: loaded.scene)
      var frameRuns: [Double] = []
      for _ in 0..<9 {
        frameRuns.append(seconds {
          for _ in 0..<100 {
            runtime.startTransitionForBenchmark()
            _ = runtime.advanceMotion(by: 1.0 / 60)
          }
        } / 100 * 1e6)
      }
      let r = Sample(pairs).median
      let f = Sample(frameRuns).median
      ratios.append(r)
      frames.append(f)
      print(String(
        format: "   %8d   %9.1f ms    %9.1f ms     %.2f (%.2f–%.2f)          %.2f µs (%.2f–%.2f)",
        n, Sample(firsts).median * 1000, Sample(firsts).median * r * 1000, r, pairs.min()!, pairs.max()!,
        f, frameRuns.min()!, frameRuns.max()!))
    }
    if let r10 = ratios.dropFirst().first, let r100 = ratios.last, let f0 = frames.first, let f1 = frames.last {
      Targets.check("reflow to AX5 / first layout", measured: String(format: "%.2f× at 10k, %.2f× at 100k", r10, r100), target: "≤ 2×", pass: r10 <= 2 && r100 <= 2)
      Targets.check("animation frame growth 1k → 100k", measured: String(format: "%.2f×", f1 / f0), target: "≤ 2×", pass: f1 / f0 <= 2)
    }
  }
}
