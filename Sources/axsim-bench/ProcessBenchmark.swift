import Foundation

/// The whole `axsim check FILE` process on the generated 100k scene against CPython's
/// `json.load` of the same file (issue 11: at most 1.5×), the two run alternately, pair by
/// pair, so a disturbance from other work on the machine hits both sides of a ratio.
/// Each program's baseline (axsim on a tiny scene, `python3 -c pass`) is printed beside.
@MainActor
enum ProcessBenchmark {
  static let target = 1.5

  static func run(elements: Int, runs: Int = 7) throws {
    print("")
    print("Process: axsim check on the \(elements / 1000)k scene against CPython's json.load of the same file (target ≤ \(target)×)")
    guard let axsim = ChildRun.sibling("axsim") else {
      print("   no axsim next to axsim-bench: build it first (swift build -c release --product axsim)")
      Targets.check("axsim check / python3 json.load (\(elements / 1000)k)", measured: "not measured (no release axsim)", target: "≤ \(target)×", pass: false)
      return
    }
    // The interpreter itself: a launcher on PATH (pyenv's shim is a shell script) would add
    // its own start-up to every run.
    guard let launcher = ChildRun.onPath("python3"),
      case let python = ChildRun.run([launcher, "-c", "import sys; print(sys.executable)"], captureOutput: true).output.trimmingCharacters(in: .whitespacesAndNewlines),
      !python.isEmpty
    else {
      print("   python3 is not on PATH")
      Targets.check("axsim check / python3 json.load (\(elements / 1000)k)", measured: "not measured (no python3)", target: "≤ \(target)×", pass: false)
      return
    }
    let text = SceneGenerator.scene(elements: elements)
    let file = try temporaryFile(named: "scene-\(elements).json", text: text)
    let tiny = try temporaryFile(named: "tiny.json", text: SceneGenerator.scene(elements: 0))
    defer {
      unlink(file)
      unlink(tiny)
    }
    print("   python: \(python)")
    print("   \(file) (\(String(format: "%.1f MB", Double(text.utf8.count) / 1_048_576))), load average \(ChildRun.loadAverage())")
    let check = [axsim, "check", file]
    let load = [python, "-c", "import json,sys; json.load(open(sys.argv[1]))", file]
    // Both read the file once before timing, so neither pays for a cold page cache.
    for command in [check, load] {
      let warm = ChildRun.run(command)
      guard warm.status == 0 else {
        print("   \(command.joined(separator: " ")) exited with status \(warm.status)")
        Targets.check("axsim check / python3 json.load (\(elements / 1000)k)", measured: "not measured (a process failed)", target: "≤ \(target)×", pass: false)
        return
      }
    }
    var ours: [ChildRun] = []
    var theirs: [ChildRun] = []
    for i in 0..<runs {
      // Alternate which one goes first, so neither always runs on a machine the other warmed.
      if i % 2 == 0 {
        theirs.append(ChildRun.run(load))
        ours.append(ChildRun.run(check))
      } else {
        ours.append(ChildRun.run(check))
        theirs.append(ChildRun.run(load))
      }
    }
    let axsimBase = Sample((0..<runs).map { _ in ChildRun.run([axsim, "check", tiny]).seconds })
    let pythonBase = Sample((0..<runs).map { _ in ChildRun.run([python, "-c", "pass"]).seconds })
    let wall = Sample(zip(ours, theirs).map { $0.seconds / $1.seconds })
    let cpu = Sample(zip(ours, theirs).map { $0.cpuSeconds / $1.cpuSeconds })
    // Linux carries a process's peak resident size over to the programs it starts, so a
    // child's figure is its own only when it is above this process's peak.
    let ownPeak = MemoryBenchmark.status("VmHWM")
    func peak(_ runs: [ChildRun]) -> String {
      let kilobytes = Sample(runs.map { Double($0.peakKilobytes) })
      return kilobytes.min > Double(ownPeak) ? kilobytes.formatted(scale: 1 / 1024.0, unit: "MB", digits: 1) : "not measurable here (run the process section alone)"
    }
    print("   axsim check FILE           \(Sample(ours.map(\.seconds)).formatted()) wall, \(Sample(ours.map(\.cpuSeconds)).formatted()) CPU, peak \(peak(ours))")
    print("   python3 json.load FILE     \(Sample(theirs.map(\.seconds)).formatted()) wall, \(Sample(theirs.map(\.cpuSeconds)).formatted()) CPU, peak \(peak(theirs))")
    print("   baselines: axsim check on a tiny scene \(axsimBase.formatted()), python3 -c pass \(pythonBase.formatted())")
    print("   ratio of CPU times, paired: \(cpu.ratioText)")
    print("   \(runs) pairs, load average \(ChildRun.loadAverage()) after the runs")
    Targets.check("axsim check / python3 json.load (\(elements / 1000)k, wall, paired)", measured: wall.ratioText, target: "≤ \(target)×", pass: wall.median <= target)
  }
}
