import AxsimCommandLine
import Foundation
import SceneImport
import SceneModel
import Testing

/// Every dump kept for the importer (the real samples and the variations in
/// `Tests/SceneImportTests/Dumps`, which are also the import fuzzers' seeds): what `axsim
/// import` writes and reports, and each technology's order on the dump itself, kept in
/// `Imports/` and reviewed like code (`RECORD_SNAPSHOTS=1` re-records).
@Suite struct ImportTranscriptTests {
  static let folders = ["Tests/SceneImportTests/Samples", "Tests/SceneImportTests/Dumps"]

  static let dumps: [String] = folders.flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? [])
      .filter { !$0.hasSuffix(".md") }
      .map { folder + "/" + $0 }
  }.filter { path in
    // Android and web dumps are refused (SampleImportTests).
    if case .dump = FormatDetection.detect((try? Array(Data(contentsOf: repositoryRoot.appendingPathComponent(path)))) ?? []) { return true }
    return false
  }.sorted()

  static func run(_ arguments: [String]) -> CommandOutput {
    switch ArgumentParser.parse(arguments) {
    case .success(let invocation): return OutputSchemaTests.commands.execute(invocation)
    case .failure(let e): return CommandOutput(stderr: e.description + "\n", status: CommandOutput.badInput)
    }
  }

  @Test func theDumpsAreFound() {
    #expect(Self.dumps.count >= 16, "\(Self.dumps)")
  }

  @Test(arguments: dumps)
  func importAndOrders(_ path: String) throws {
    let name = String(path.split(separator: "/").last!)
    let imported = Self.run(["import", path])
    #expect(imported.status == 0, "\(imported.stderr)")
    // The scene it writes loads with no error.
    do {
      _ = try SceneLoader.load(bytes: Array(imported.stdout.utf8), name: name + ".json5")
    } catch {
      Issue.record("the imported scene does not load: \(error.description)")
    }
    assertSnapshot(imported.stdout, file: name + ".json5", folder: "Imports")
    assertSnapshot(imported.stderr, file: name + ".report.txt", folder: "Imports")
    var orders = ""
    for technology in ["voiceover", "switch", "keyboard"] {
      let speak = Self.run(["speak", path, "--technology", technology])
      #expect(speak.status == 0, "\(technology): \(speak.stderr)")
      orders += speak.stdout + (speak.stderr.isEmpty ? "" : "stderr:\n" + speak.stderr) + "\n"
    }
    assertSnapshot(orders, file: name + ".orders.txt", folder: "Imports")
  }
}
