import Foundation
import SceneImport
import SceneModel

/// `axsim import` on a generated 100k-node dump of each format against loading the scene it
/// produces (paired run by run, medians of 5; target: import at most 2× the load).
enum ImportBenchmark {
  @MainActor
  static func run(nodes n: Int = 100_000) throws {
    print("")
    print("Import: axsim import on a \(n / 1000)k-node dump against loading the scene it writes (paired, medians of 5; target ≤ 2×)")
    for (format, text) in [(DumpFormat.xcuitest, DumpGenerator.xcuitest(nodes: n)), (.appium, DumpGenerator.appium(nodes: n)), (.idb, DumpGenerator.idb(nodes: n))] {
      let bytes = Array(text.utf8)
      let first = try DumpImporter.run(bytes, format: format, fileName: "bench")
      let scene = first.sceneText
      let elements = try SceneLoader.load(bytes: scene, name: "bench.json5").scene.elements.count
      var result: DumpImporter.Result?
      let pair = PairedRatio.measure(
        runs: 5,
        numerator: { result = try? DumpImporter.run(bytes, format: format, fileName: "bench") },
        denominator: { _ = try? SceneLoader.load(bytes: scene, name: "bench.json5") })
      guard result?.sceneText == scene else { fatalError("the import is not the same twice") }
      print(String(
        format: "   %-8@ %6.1f MB dump, %d nodes → %d elements (%.1f MB scene): import %@, load %@, ratio %@",
        format.displayName as NSString, Double(bytes.count) / 1e6, first.report.nodesRead, elements, Double(scene.count) / 1e6,
        pair.numerator.formatted() as NSString, pair.denominator.formatted() as NSString, pair.ratios.ratioText as NSString))
      Targets.check("import \(format.displayName) \(n / 1000)k / loading its scene", measured: pair.ratios.ratioText, target: "≤ 2×", pass: pair.ratios.median <= 2)
    }
  }
}
