import AssistiveTechnologies
import InspectorCore

/// The files a session writes, shared by the single-scene app and `compare`: the
/// transcript (Markdown and JSON lines, each opening with a `SessionHeader`) and how a set
/// of files is written (together, all or none) with the banner's short paths.
public enum SessionFiles {
  /// The transcript of `state`'s walk as `NAME.md` and `NAME.jsonl` in `state.saveDirectory`
  /// (the working directory when there is none), named `axsim-transcript-STAMP` and, when
  /// given, `-SUFFIX` (compare names each side after its scene).
  public static func transcript(_ state: AppState, environment: SessionEnvironment, stamp: String, suffix: String? = nil) -> [(path: String, text: String)] {
    let directory = state.saveDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
    let base = directory + "axsim-transcript-" + stamp + (suffix.map { "-" + $0 } ?? "")
    let utterances = state.log.entries.map(\.event)
    let scene = state.scene
    let header = SessionHeader(state, date: environment.dateText())
    var body = Transcript.markdown(utterances, scene: scene, title: "Transcript: \(scene.title)")
    // The transcript's own title one level down, under the session header's.
    if body.hasPrefix("# ") { body = "#" + body }
    let jsonLines =
      ([header.jsonLine] + state.log.entries.map { Transcript.jsonObject($0.event, scene: scene, elementName: $0.elementName) })
      .joined(separator: "\n") + "\n"
    return [(path: base + ".md", text: header.markdown + body), (path: base + ".jsonl", text: jsonLines)]
  }

  /// Writes files together (`environment.writeFiles`, else one by one) and returns their
  /// paths as the banner shows them, or which file failed and why.
  public static func write(_ files: [(path: String, text: String)], environment: SessionEnvironment) -> Result<[String], SceneReloadFailure> {
    do {
      if let writeFiles = environment.writeFiles {
        try writeFiles(files)
      } else {
        for file in files { try environment.writeFile(file.path, file.text) }
      }
      return .success(files.map { environment.displayPath($0.path) })
    } catch let failure as SaveFailure {
      // Which file, and why; the files are saved together, so nothing is left behind.
      let which = files.count == 2 ? "neither file was saved" : "none of the files was saved"
      return .failure(SceneReloadFailure(lines: ["\(environment.displayPath(failure.path)): \(failure.reason) (\(which))"]))
    } catch {
      return .failure(SceneReloadFailure(lines: ["\(error)"]))
    }
  }
}
