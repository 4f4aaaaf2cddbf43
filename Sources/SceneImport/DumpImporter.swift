import SceneModel

/// Turns a hierarchy dump into a scene: detect or take the format, parse it into a
/// `DumpTree`, map the tree to scene elements, write the scene's text.
public enum DumpImporter {
  /// A finished import.
  public struct Result: Sendable {
    public var format: DumpFormat
    /// The scene, as a scene file's text.
    public var sceneText: [UInt8]
    /// (offset of an element in `sceneText`, offset of its node in the dump), increasing.
    public var sourceMap: [(scene: Int, dump: Int)]
    public var report: ImportReport
    /// The dump's line table, to locate the report's lines.
    public var source: SourceText

    /// The dump offset of a place in the scene's text: the element it falls in.
    public func dumpOffset(ofSceneOffset offset: Int) -> Int {
      guard !sourceMap.isEmpty else { return 0 }
      var lo = 0
      var hi = sourceMap.count - 1
      guard sourceMap[0].scene <= offset else { return sourceMap[0].dump }
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if sourceMap[mid].scene <= offset { lo = mid } else { hi = mid - 1 }
      }
      return sourceMap[lo].dump
    }
  }

  /// Why a file could not be imported.
  public struct Failure: Error, Sendable, Equatable {
    public var offset: Int
    public var message: String
    public var fix: String
  }

  /// Imports `bytes`; `format` nil detects it. `fileName` is written into the scene.
  public static func run(_ bytes: [UInt8], format: DumpFormat?, fileName: String?) throws(Failure) -> Result {
    let chosen: DumpFormat
    if let format {
      chosen = format
    } else {
      switch FormatDetection.detect(bytes) {
      case .dump(let f): chosen = f
      case .refused(let what):
        throw Failure(offset: 0, message: "this is \(what); axsim reads \(DumpFormat.readable)", fix: "capture the iOS or macOS app with one of those (Docs/Import.md)")
      case .scene:
        throw Failure(offset: 0, message: "this is not a hierarchy dump axsim recognises (it reads \(DumpFormat.readable))", fix: "name the format with --format xcuitest, appium or idb, or open it as a scene")
      }
    }
    let tree: DumpTree
    switch chosen {
    case .xcuitest: tree = XCUITestParser.parse(bytes)
    case .appium: tree = AppiumParser.parse(bytes)
    case .idb: tree = IdbParser.parse(bytes)
    }
    let source = SourceText(bytes: bytes)
    guard !tree.nodes.isEmpty else {
      let first = tree.problems.first
      throw Failure(
        offset: first?.offset ?? 0,
        message: "no element could be read from this \(chosen.displayName) dump" + (first.map { ": " + $0.message } ?? ""),
        fix: "check that the file is \(chosen.description) (Docs/Import.md), or name another format with --format")
    }
    var sorted = tree
    sorted.problems = tree.problems.enumerated().sorted { a, b in
      a.element.offset != b.element.offset ? a.element.offset < b.element.offset : a.offset < b.offset
    }.map(\.element)
    let mapper = SceneMapper(tree: sorted)
    var writer = SceneWriter(mapper: mapper, source: source, fileName: fileName)
    writer.write()
    return Result(format: chosen, sceneText: writer.out, sourceMap: writer.sourceMap, report: mapper.report, source: source)
  }
}
