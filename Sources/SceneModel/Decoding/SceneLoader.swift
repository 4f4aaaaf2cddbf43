#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
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
    // The tape and the decoder's scratch tables are gone: give their pages back rather than
    // keep them as free heap (only a large file's are worth the walk over the heap).
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
    // Every element written as an object has its kind as a key: the table is made at about
    // its size once, rather than grown by doubling (a copy of the table at each step).
    decoder.elements.reserveCapacity(tape.elementCountEstimate)
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
  /// An `open` or `read` failure in words.
  public static func describe(errno code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "it is a directory"
    case ENOTDIR: return "a part of the path is a file, not a directory"
    case ELOOP: return "too many symbolic links, or a symbolic link where none may be"
    case ENAMETOOLONG: return "the name is too long"
    default: return "read error"
    }
  }

  /// What is at `path` when it is not a regular file or a directory, in words; nil for a
  /// regular file, a directory or nothing.
  public static func kind(at path: String) -> String? {
    var info = stat()
    guard FileName.withPath(path, { stat($0, &info) }) == 0 else { return nil }
    let kind = info.st_mode & S_IFMT
    return kind == S_IFREG || kind == S_IFDIR ? nil : self.kind(ofMode: kind)
  }

  /// What a file of this type (`st_mode & S_IFMT`) is, in words: "a named pipe (FIFO)",
  /// "a device", "a socket".
  public static func kind(ofMode kind: mode_t) -> String {
    switch kind {
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a directory"
    default: return "not a file"
    }
  }
}
