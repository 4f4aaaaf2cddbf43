import Foundation
import SceneImport
import SceneModel
import Testing

/// The format is told from the content: every scene in the repository (good, broken and
/// odd) stays a scene, so its errors are still the scene loader's.
@Suite struct FormatDetectionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let sceneFiles: [String] = {
    ["Scenes", "Tests/SceneModelTests/BrokenScenes", "Tests/SceneModelTests/NastyButValidScenes"].flatMap { dir in
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? [])
        .filter { $0.hasSuffix(".json5") }.map { dir + "/" + $0 }
    }.sorted()
  }()

  @Test func everySceneInTheRepositoryIsAScene() throws {
    #expect(Self.sceneFiles.count > 50)
    for file in Self.sceneFiles {
      let bytes = try Array(Data(contentsOf: Self.root.appendingPathComponent(file)))
      #expect(FormatDetection.detect(bytes) == .scene, "\(file)")
    }
  }

  @Test func dumpsAreToldByContentNotName() {
    #expect(FormatDetection.detect(sample("xcui-xquitestdemo-1.txt")) == .dump(.xcuitest))
    #expect(FormatDetection.detect(sample("xcui-sessiometer-macos-1.txt")) == .dump(.xcuitest))
    #expect(FormatDetection.detect(sample("appium-ios-alumnium-todolist-1.xml")) == .dump(.appium))
    #expect(FormatDetection.detect(Array(#"[{"AXFrame":"{{0, 0}, {390, 844}}","type":"Application"}]"#.utf8)) == .dump(.idb))
    #expect(FormatDetection.detect(Array(#"{"value":"Attributes: Application, 0x1, pid: 1\n"}"#.utf8)) == .dump(.xcuitest))
    #expect(FormatDetection.detect(Array("\u{FEFF}    Button, 0x1, {{0.0, 0.0}, {1.0, 1.0}}, label: 'A'\n".utf8)) == .dump(.xcuitest))
    #expect(FormatDetection.detect(Array("hello\nworld\n".utf8)) == .scene)
    #expect(FormatDetection.detect(Array("<html><body>hi</body></html>".utf8)) == .scene)
    #expect(FormatDetection.detect([]) == .scene)
  }

  @Test func aNamedFormatThatIsNotThereSaysSo() {
    #expect(throws: DumpImporter.Failure.self) { try DumpImporter.run(Array("hello".utf8), format: .appium, fileName: nil) }
    do {
      _ = try DumpImporter.run(Array("{\"nothing\": 1}".utf8), format: .idb, fileName: nil)
      Issue.record("imported nothing")
    } catch {
      #expect(error.message == "no element could be read from this idb dump: this object is not an idb element (it has none of type, role, AXLabel, AXFrame, frame, AXUniqueId, children)")
      #expect(error.fix == "check that the file is an idb dump (Docs/Import.md), or name another format with --format")
    }
  }
}
