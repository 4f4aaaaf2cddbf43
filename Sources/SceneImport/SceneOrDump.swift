import SceneModel

/// The one way commands load their input: a scene file, or a hierarchy dump imported in
/// memory, told apart by content. For a dump, everything located (warnings, the elements'
/// source offsets, the line table) points into the dump, so `dump.txt:12:5: warning: …`
/// names the dump's line.
public enum SceneOrDump {
  public struct Loaded: Sendable {
    public var loaded: SceneLoader.Loaded
    /// The bytes to locate offsets in: the file as read.
    public var bytes: [UInt8]
    /// The import, when the file was a dump.
    public var imported: DumpImporter.Result?
  }

  /// Loads `bytes` (named `name` in messages) as a scene, or imports them as a dump.
  public static func load(bytes: [UInt8], name: String) throws(SceneLoadError) -> Loaded {
    switch FormatDetection.detect(bytes) {
    case .scene:
      return Loaded(loaded: try SceneLoader.load(bytes: bytes, name: name), bytes: bytes, imported: nil)
    case .refused(let what):
      throw SceneLoadError(
        file: name,
        diagnostics: [Diagnostic(offset: 0, path: "", message: "this is \(what), not a scene; axsim reads scenes and iOS or macOS dumps (\(DumpFormat.readable))", fix: "capture the iOS or macOS app with one of those (Docs/Import.md)")],
        source: nil)
    case .dump(let format):
      return try importInMemory(bytes, format: format, name: name)
    }
  }

  static func importInMemory(_ bytes: [UInt8], format: DumpFormat, name: String) throws(SceneLoadError) -> Loaded {
    let file = name.split(separator: "/").last.map(String.init) ?? name
    let result: DumpImporter.Result
    do throws(DumpImporter.Failure) {
      result = try DumpImporter.run(bytes, format: format, fileName: file)
    } catch {
      throw SceneLoadError(file: name, diagnostics: [Diagnostic(offset: error.offset, path: "", message: error.message, fix: error.fix)], source: SourceText(bytes: bytes))
    }
    var loaded: SceneLoader.Loaded
    do throws(SceneLoadError) {
      loaded = try SceneLoader.load(bytes: result.sceneText, name: name)
    } catch {
      // The importer wrote a scene the loader refuses: its fault, said in the dump's terms.
      let diagnostics = error.diagnostics.map { d -> Diagnostic in
        var d = d
        d.offset = result.dumpOffset(ofSceneOffset: d.offset)
        d.message = "the imported scene does not load (a bug in axsim import): " + d.message
        return d
      }
      throw SceneLoadError(file: name, diagnostics: diagnostics, source: result.source)
    }
    loaded.scene.importedFrom?.inMemory = true
    for i in loaded.scene.elements.indices {
      loaded.scene.elements[i].sourceOffset = result.dumpOffset(ofSceneOffset: loaded.scene.elements[i].sourceOffset)
    }
    var warnings = loaded.warnings.map { d -> Diagnostic in
      var d = d
      d.offset = result.dumpOffset(ofSceneOffset: d.offset)
      return d
    }
    warnings += result.report.problems.map(\.diagnostic)
    loaded.warnings = warnings.enumerated().sorted { a, b in
      a.element.offset != b.element.offset ? a.element.offset < b.element.offset : a.offset < b.offset
    }.map(\.element)
    loaded.source = result.source
    return Loaded(loaded: loaded, bytes: bytes, imported: result)
  }
}
