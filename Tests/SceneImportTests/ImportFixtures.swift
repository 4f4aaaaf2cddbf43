import AssistiveTechnologies
import Foundation
import SceneImport
import SceneModel
import Testing

/// A dump imported and loaded: the scene's text, the loaded scene, what VoiceOver says on
/// it, and the import report's problems, located.
struct Imported {
  var result: DumpImporter.Result
  var scene: Scene
  var text: String
  /// What VoiceOver says at each stop, hints off.
  var speech: [String]
  /// `line:column: message` for each unreadable part.
  var problems: [String]
  /// The report as `axsim import` prints it.
  var report: String

  /// The id of the element with this label.
  func id(of label: String) -> String? {
    scene.elements.first { $0.label == label }?.id
  }

  /// The frame the scene gives the element with this label, as written.
  func frame(of label: String) -> [Double]? {
    guard let e = scene.elements.first(where: { $0.label == label }), let f = e.layout.frame else { return nil }
    return [f.x, f.y, f.width, f.height]
  }
}

/// Imports `dump` (detecting its format unless one is given) and loads the scene it
/// writes, failing the test when either step fails.
func importDump(_ dump: String, format: DumpFormat? = nil, name: String = "dump.txt", sourceLocation: SourceLocation = #_sourceLocation) -> Imported? {
  importDump(bytes: Array(dump.utf8), format: format, name: name, sourceLocation: sourceLocation)
}

func importDump(bytes: [UInt8], format: DumpFormat? = nil, name: String = "dump.txt", sourceLocation: SourceLocation = #_sourceLocation) -> Imported? {
  let result: DumpImporter.Result
  do throws(DumpImporter.Failure) {
    result = try DumpImporter.run(bytes, format: format, fileName: name)
  } catch {
    Issue.record("import failed: \(error.message); \(error.fix)", sourceLocation: sourceLocation)
    return nil
  }
  let text = String(decoding: result.sceneText, as: UTF8.self)
  let scene: Scene
  do {
    scene = try SceneLoader.load(bytes: result.sceneText, name: "imported.json5").scene
  } catch {
    Issue.record("the imported scene does not load:\n\(error.description)\n\(text)", sourceLocation: sourceLocation)
    return nil
  }
  let vo = VoiceOver(runtime: SceneRuntime(scene: scene), options: SpeechComposer.Options(speakHints: false))
  let speech = vo.tree.stops.map { vo.speech(for: $0.element).map(\.text).joined() }
  let located = result.source.locations(ofOffsets: result.report.problems.map(\.offset))
  let problems = zip(result.report.problems, located).map { "\($1.line):\($1.column): \($0.message)" }
  return Imported(
    result: result, scene: scene, text: text, speech: speech, problems: problems,
    report: result.report.text(file: name, source: result.source))
}

/// A Swift string literal as lldb's `po` prints one: in double quotes, with `\n`, `\'`, `\"`
/// and `\\` escapes.
func swiftLiteral(_ s: String) -> String {
  var out = "\""
  for ch in s {
    switch ch {
    case "\n": out += "\\n"
    case "'": out += "\\'"
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    default: out.append(ch)
    }
  }
  return out + "\""
}

/// The samples folder (real dumps, `Samples/SOURCES.md`).
let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")

func sample(_ name: String) -> [UInt8] {
  (try? Array(Data(contentsOf: samplesDirectory.appendingPathComponent(name)))) ?? []
}
