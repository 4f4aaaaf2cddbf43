import AssistiveTechnologies
import Foundation
import SceneModel

/// Load + layout + order against JSONSerialization, where the load's time goes, and one
/// VoiceOver next/previous step as scenes grow.
enum LoadBenchmark {
  static func run(sizes: [Int]) throws {
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
        var layout = SceneLayout(screen: 0, of: loaded!.scene, contentSize: .large)
        let layoutTime = best(3) { layout = SceneLayout(screen: 0, of: loaded!.scene, contentSize: .large) }
        let tree = best(3) { _ = SceneRuntime.treeForBenchmark(loaded!.scene, layout: layout) }
        let runtime = best(3) { _ = SceneRuntime(scene: loaded!.scene) }
        phases += String(format: "   phases at %d elements: parse into a JSONNode tree (the importers' path; loading reads the token table without one) %.1f ms, parse+decode+lint %.1f ms, layout %.1f ms, tree %.1f ms, runtime (layout+tree+rotor index) %.1f ms\n", n, parse * 1000, load * 1000, layoutTime * 1000, tree * 1000, runtime * 1000)
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

  }
}
