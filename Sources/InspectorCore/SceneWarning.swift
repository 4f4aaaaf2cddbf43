import SceneModel

/// A warning from loading the scene: the whole line as `axsim check` prints it, and the
/// element it is about (found by its JSON path or source offset), so the Inspector lists
/// the focused element's own warnings.
public struct SceneWarning: Sendable, Equatable, ExpressibleByStringLiteral {
  /// `file:line:column: warning: path: message; fix`.
  public var line: String
  /// What is wrong and what to do, without the file position: `message; fix`.
  public var message: String
  /// The element the warning is about, when it is about one.
  public var element: ElementIndex?
  /// The audit rule it is a finding of (the Inspector lists those with the audit's findings).
  public var rule: String?

  public init(line: String, message: String? = nil, element: ElementIndex? = nil, rule: String? = nil) {
    self.line = line
    self.message = message ?? line
    self.element = element
    self.rule = rule
  }

  public init(stringLiteral value: String) { self.init(line: value) }

  /// A loader warning, attached to its element in `scene`.
  public init(_ diagnostic: Diagnostic, scene: Scene, source: SourceText?) {
    self.init(
      line: DiagnosticFormatter.line(for: diagnostic, file: scene.sourceName, source: source),
      message: diagnostic.fix.isEmpty ? diagnostic.message : diagnostic.message + "; " + diagnostic.fix,
      element: Self.owner(of: diagnostic, in: scene), rule: diagnostic.rule)
  }

  /// The element a diagnostic is about: the one that starts at its offset, else the one
  /// with the longest JSON path that contains the diagnostic's path.
  public static func owner(of diagnostic: Diagnostic, in scene: Scene) -> ElementIndex? {
    if let i = scene.elements.firstIndex(where: { $0.sourceOffset == diagnostic.offset && $0.hasPath }) {
      return i
    }
    let path = diagnostic.path
    var best: (index: ElementIndex, length: Int)?
    for (i, elementPath) in scene.allPaths().enumerated() where !elementPath.isEmpty && path.hasPrefix(elementPath) {
      let rest = path.dropFirst(elementPath.count)
      guard rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") else { continue }
      if elementPath.count > (best?.length ?? -1) { best = (i, elementPath.count) }
    }
    return best?.index
  }
}
