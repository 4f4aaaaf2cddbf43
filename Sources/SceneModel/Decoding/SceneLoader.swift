#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads scene files: read, parse JSON5, decode, validate.
public enum SceneLoader {
  /// The largest scene file accepted (see `BoundedFileReader.sceneLimit`).
  public static let maximumFileSize = BoundedFileReader.sceneLimit

  /// Result of a successful load: the scene and any warnings.
  public struct Loaded: Sendable {
    public var scene: Scene
    public var warnings: [Diagnostic]
    public var source: SourceText
  }

  /// Reads and loads a scene file.
  public static func load(path: String) throws(SceneLoadError) -> Loaded {
    let bytes: [UInt8]
    do throws(BoundedFileReader.Failure) {
      bytes = try BoundedFileReader.read(path: path, limit: maximumFileSize)
    } catch {
      throw SceneLoadError(
        file: path, diagnostics: [Diagnostic(offset: 0, path: "", message: error.message, fix: error.fix)],
        source: nil)
    }
    return try load(bytes: bytes, name: path)
  }

  /// Loads a scene from bytes; `name` is used in messages.
  public static func load(bytes: [UInt8], name: String) throws(SceneLoadError) -> Loaded {
    let (scene, decoderWarnings) = try decode(bytes: bytes, name: name)
    let warnings = (decoderWarnings + SceneLint.warnings(for: scene)).sortedForDisplay()
    // The JSON tree is gone: give its pages back rather than keep them as free heap (only
    // a large file's tree is worth the walk over the heap).
    if bytes.count >= 1 << 20 { FreeHeap.returnToSystem() }
    // The line table is built only when there is something to locate.
    return Loaded(scene: scene, warnings: warnings, source: SourceText(bytes: warnings.isEmpty ? [] : bytes))
  }

  /// Parses and decodes; the document's tape lives only inside this call.
  private static func decode(bytes: [UInt8], name: String) throws(SceneLoadError) -> (Scene, [Diagnostic]) {
    let tape: JSONTape
    do {
      tape = try JSON5Parser.tape(bytes)
    } catch {
      throw SceneLoadError(
        file: name,
        diagnostics: [Diagnostic(offset: error.offset, path: "", message: error.message, fix: error.fix)],
        source: SourceText(bytes: bytes))
    }
    var decoder = SceneDecoder()
    decoder.ids.reserveCapacity(tape.count(ofKey: "id"))
    let decoded = tape.read { root in decoder.decode(root, sourceName: name) }
    guard let scene = decoded, !decoder.context.hasErrors else {
      throw SceneLoadError(file: name, diagnostics: decoder.context.diagnostics.sortedForDisplay(), source: SourceText(bytes: bytes))
    }
    return (scene, decoder.context.diagnostics)
  }
}

extension [Diagnostic] {
  /// Problems in file order, errors before warnings at the same place.
  func sortedForDisplay() -> [Diagnostic] {
    enumerated().sorted { a, b in
      if a.element.offset != b.element.offset { return a.element.offset < b.element.offset }
      return a.offset < b.offset
    }.map(\.element)
  }
}

/// Why a file could not be read, in words.
public enum FileProblem {
  public static func describe(path: String) -> String {
    if !FileManager.default.fileExists(atPath: path) { return "no such file" }
    if (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil { return "it is a directory" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "read error"
  }
}
