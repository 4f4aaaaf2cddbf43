import Foundation

/// Timings taken several times: the median is the figure, min–max shows the spread.
struct Sample {
  var values: [Double]

  init(_ values: [Double]) { self.values = values }

  /// Runs `body` `runs` times and keeps each duration in seconds.
  static func timing(runs: Int, _ body: () -> Void) -> Sample {
    Sample((0..<runs).map { _ in seconds(body) })
  }

  var median: Double {
    let s = values.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
  var min: Double { values.min() ?? 0 }
  var max: Double { values.max() ?? 0 }

  /// "1.23 ms (1.10–1.40)" with the values scaled by `scale` and suffixed with `unit`.
  func formatted(scale: Double = 1000, unit: String = "ms", digits: Int = 2) -> String {
    let f = "%.\(digits)f"
    return String(format: "\(f) \(unit) (\(f)–\(f))", median * scale, min * scale, max * scale)
  }

  /// "2.59× (2.29–2.62)".
  var ratioText: String { String(format: "%.2f× (%.2f–%.2f)", median, min, max) }
}

/// Two costs measured alternately, run by run, so a disturbance hits both sides of one ratio.
struct PairedRatio {
  var numerator: Sample
  var denominator: Sample
  var ratios: Sample

  static func measure(runs: Int, numerator: () -> Void, denominator: () -> Void) -> PairedRatio {
    var a: [Double] = []
    var b: [Double] = []
    for _ in 0..<runs {
      b.append(seconds(denominator))
      a.append(seconds(numerator))
    }
    return PairedRatio(numerator: Sample(a), denominator: Sample(b), ratios: Sample(zip(a, b).map { $0 / $1 }))
  }
}

/// Every target the benchmark checks, printed as it is met and again at the end.
@MainActor
enum Targets {
  struct Result {
    var name: String
    var measured: String
    var target: String
    var pass: Bool
  }

  private(set) static var results: [Result] = []

  /// Records and prints one verdict: `   PASS  name: measured (target …)`.
  static func check(_ name: String, measured: String, target: String, pass: Bool) {
    results.append(Result(name: name, measured: measured, target: target, pass: pass))
    print("   \(pass ? "PASS" : "FAIL")  \(name): \(measured) (target \(target))")
  }

  static func printSummary() {
    guard !results.isEmpty else { return }
    print("")
    let failed = results.filter { !$0.pass }.count
    print("Summary: \(results.count - failed) of \(results.count) targets PASS")
    for r in results {
      print("   \(r.pass ? "PASS" : "FAIL")  \(r.name): \(r.measured) (target \(r.target))")
    }
  }
}
