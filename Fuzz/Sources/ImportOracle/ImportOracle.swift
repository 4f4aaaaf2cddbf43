import AssistiveTechnologies
import SceneImport
import SceneModel

/// What every import fuzzer checks, whatever the parser: any bytes import or are refused
/// with a message; an import writes a scene that loads without an error (the importer never
/// writes what the scene format refuses); the same bytes load through `SceneOrDump` as the
/// commands load them, with every element's offset inside the dump; VoiceOver speaks every
/// stop; and no line of the report or of a message holds a control character.
public enum ImportOracle {
  public static func check(_ bytes: [UInt8], format: DumpFormat) {
    let result: DumpImporter.Result
    do throws(DumpImporter.Failure) {
      result = try DumpImporter.run(bytes, format: format, fileName: "fuzz.dump")
    } catch {
      checkLine(error.message, "an import failure")
      checkLine(error.fix, "an import failure's fix")
      return
    }
    for line in result.report.text(file: "fuzz.dump", source: result.source).split(separator: "\n") {
      checkLine(String(line), "the import report")
    }
    let scene: Scene
    do {
      scene = try SceneLoader.load(bytes: result.sceneText, name: "imported.json5").scene
    } catch {
      fatalError("the imported scene does not load:\n\(error.description)\n--- scene:\n\(String(decoding: result.sceneText, as: UTF8.self))")
    }
    var previous = -1
    for (s, d) in result.sourceMap {
      if s <= previous || d < 0 || d > bytes.count { fatalError("the source map is out of order or outside the dump: \(s) → \(d)") }
      previous = s
    }
    let voiceOver = VoiceOver(runtime: SceneRuntime(scene: scene))
    for stop in voiceOver.tree.stops { _ = voiceOver.speech(for: stop.element) }
    // The commands' path: detection may read the bytes as another format or as a scene;
    // whatever it does must not crash, and a dump's offsets must point into the dump.
    if let loaded = try? SceneOrDump.load(bytes: bytes, name: "fuzz.dump"), loaded.imported != nil {
      for e in loaded.loaded.scene.elements where e.sourceOffset < 0 || e.sourceOffset > bytes.count {
        fatalError("an element's offset \(e.sourceOffset) is outside the dump (\(bytes.count) bytes)")
      }
      for w in loaded.loaded.warnings {
        checkLine(DiagnosticFormatter.line(for: w, file: "fuzz.dump", source: loaded.loaded.source), "a warning")
      }
    }
  }

  static func checkLine(_ line: String, _ what: String) {
    for scalar in line.unicodeScalars {
      let v = scalar.value
      if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || Sanitize.isInvisibleFormatting(v) {
        fatalError("a control character (U+\(String(v, radix: 16))) in \(what): \(line.debugDescription.prefix(300))")
      }
    }
  }
}
