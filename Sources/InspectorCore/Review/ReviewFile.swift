import AssistiveTechnologies
import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A review file that cannot be read, located: `inbox.review.json5:3:7: …; what to do`.
public struct ReviewFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String
  public var fix: String

  public init(path: String, line: Int, column: Int, message: String, fix: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.fix = fix
  }

  public var description: String { "\(path):\(line):\(column): \(message); \(fix)" }
}

/// The review notes file beside a scene (`NAME.review.json5`): stable, diffable JSON (also
/// valid JSON5), one note per line, read with the scene's own JSON5 parser.
public enum ReviewFile {
  /// `Scenes/inbox.json5` → `Scenes/inbox.review.json5`; the built-in demo (and a scene
  /// from standard input) keeps its notes as `demo.review.json5` where transcripts are saved.
  public static func path(scenePath: String?, saveDirectory: String?) -> String {
    guard let scene = scenePath, scene != "-" else {
      let dir = saveDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
      return dir + "demo.review.json5"
    }
    let slash = scene.lastIndex(of: "/")
    let nameStart = slash.map { scene.index(after: $0) } ?? scene.startIndex
    var base = scene
    for ext in [".json5", ".json"] where scene[nameStart...].count > ext.count && scene.hasSuffix(ext) {
      base = String(scene.dropLast(ext.count))
      break
    }
    return base + ".review.json5"
  }

  // MARK: Encoding

  public static func encode(_ notes: ReviewNotes) -> String {
    var out = "{\n  \"format\": \"\(ReviewNotes.format)\",\n  \"notes\": ["
    if notes.notes.isEmpty { return out + "]\n}\n" }
    out += "\n"
    for (k, n) in notes.notes.enumerated() {
      var fields: [(String, String)] = [("id", Transcript.json(n.id))]
      switch n.target {
      case .element(let id): fields.append(("element", Transcript.json(id)))
      case .elementPath(let path, let label):
        fields.append(("elementPath", Transcript.json(path)))
        if let label { fields.append(("label", Transcript.json(label))) }
      case .screen(let id): fields.append(("screen", Transcript.json(id)))
      }
      if let tier = n.tier { fields.append(("tier", Transcript.json(tier.rawValue))) }
      if n.agreedFix { fields.append(("agreedFix", "true")) }
      fields.append(("text", Transcript.json(n.text)))
      fields.append(("created", Transcript.json(n.created)))
      fields.append(("updated", Transcript.json(n.updated)))
      out += "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
      out += k == notes.notes.count - 1 ? "\n" : ",\n"
    }
    return out + "  ]\n}\n"
  }

  // MARK: Decoding

  public static func decode(_ bytes: [UInt8], path: String) throws(ReviewFileError) -> ReviewNotes {
    let source = SourceText(bytes: bytes)
    func fail(_ offset: Int, _ message: String, _ fix: String) -> ReviewFileError {
      let l = source.location(ofOffset: offset)
      return ReviewFileError(path: path, line: l.line, column: l.column, message: message, fix: fix)
    }
    let root: JSONNode
    do {
      root = try JSON5Parser.parse(bytes)
    } catch {
      throw fail(error.offset, error.message, error.fix)
    }
    guard case .object(let members) = root.value else {
      throw fail(root.offset, "expected an object, found \(root.value.typeName)", "write { format: \"\(ReviewNotes.format)\", notes: [] }")
    }
    guard let format = members.first(where: { $0.key == "format" }) else {
      throw fail(root.offset, "the review file has no 'format'", "add format: \"\(ReviewNotes.format)\"")
    }
    guard case .string(let f) = format.value.value, f == ReviewNotes.format else {
      throw fail(format.value.offset, "the format is not '\(ReviewNotes.format)'", "write format: \"\(ReviewNotes.format)\"")
    }
    guard let list = members.first(where: { $0.key == "notes" }) else { return ReviewNotes() }
    guard case .array(let items) = list.value.value else {
      throw fail(list.value.offset, "'notes' must be an array, found \(list.value.value.typeName)", "write notes: [ … ]")
    }
    var notes = ReviewNotes()
    var seen: Set<String> = []
    for item in items {
      guard case .object(let fields) = item.value else {
        throw fail(item.offset, "a note must be an object, found \(item.value.typeName)", "write each note as { id: \"n1\", element: \"…\", text: \"…\" }")
      }
      func string(_ key: String) throws(ReviewFileError) -> String? {
        guard let m = fields.first(where: { $0.key == key }) else { return nil }
        guard case .string(let s) = m.value.value else {
          throw fail(m.value.offset, "'\(key)' must be a string, found \(m.value.value.typeName)", "put the \(key) in quotes")
        }
        return s
      }
      guard let id = try string("id"), !id.isEmpty else {
        throw fail(item.offset, "a note has no 'id'", "give it an id such as \"\(notes.nextID)\"")
      }
      guard !seen.contains(id) else {
        let m = fields.first { $0.key == "id" }!
        throw fail(m.value.offset, "the id '\(id)' is used by two notes", "give one of them another id, such as \"\(notes.nextID)\"")
      }
      seen.insert(id)
      let target: NoteTarget
      if let element = try string("element") {
        target = .element(id: element)
      } else if let path = try string("elementPath") {
        target = .elementPath(path: path, label: try string("label"))
      } else if let screen = try string("screen") {
        target = .screen(id: screen)
      } else {
        throw fail(item.offset, "the note '\(id)' says neither 'element', 'elementPath' nor 'screen'", "add element: \"ID\" or screen: \"ID\"")
      }
      var tier: ReviewTier?
      if let t = try string("tier") {
        guard let parsed = ReviewTier(rawValue: t) else {
          let m = fields.first { $0.key == "tier" }!
          throw fail(m.value.offset, "unknown tier '\(t)'", "write one of blocks, degrades, incomplete, or remove the tier")
        }
        tier = parsed
      }
      var agreed = false
      if let m = fields.first(where: { $0.key == "agreedFix" }) {
        guard case .bool(let b) = m.value.value else {
          throw fail(m.value.offset, "'agreedFix' must be true or false, found \(m.value.value.typeName)", "write agreedFix: true")
        }
        agreed = b
      }
      notes.notes.append(
        ReviewNote(
          id: id, target: target, text: try string("text") ?? "", tier: tier, agreedFix: agreed,
          created: try string("created") ?? "", updated: try string("updated") ?? ""))
    }
    return notes
  }

  // MARK: Writing

  /// Removes the temporary files a killed axsim left beside `path`
  /// (`.NAME.partial-PID` whose process is gone); a running one's are left alone. Returns
  /// the names removed.
  @discardableResult
  public static func removeStalePartials(of path: String) -> [String] {
    let directory = SaveFiles.directoryPart(of: path)
    let name = String(path.dropFirst(directory.isEmpty ? 0 : directory.count + (directory == "/" ? 0 : 1)))
    let prefix = "." + name + ".partial-"
    guard let dir = opendir(directory.isEmpty ? "." : directory) else { return [] }
    var stale: [String] = []
    while let entry = readdir(dir) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard entryName.hasPrefix(prefix), let pid = pid_t(entryName.dropFirst(prefix.count)), pid > 0 else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { stale.append(entryName) }
    }
    closedir(dir)
    let base = directory.isEmpty ? "" : directory == "/" ? "/" : directory + "/"
    for s in stale { unlink(base + s) }
    return stale.sorted()
  }

  /// Replaces the file at `path` with `text` so that a crash at any moment leaves either
  /// the old file or the new one, whole: the text goes to a hidden temporary file in the
  /// same directory (`.NAME.partial-PID`), is flushed to the disk, renamed over the file,
  /// and the directory is flushed so the rename itself survives a power cut.
  public static func write(_ text: String, to path: String) throws(SaveFailure) {
    let directory = SaveFiles.directoryPart(of: path)
    try SaveFiles.makeDirectories(directory)
    let name = String(path.dropFirst(directory.isEmpty ? 0 : directory.count + (directory == "/" ? 0 : 1)))
    let prefix = directory.isEmpty ? "" : directory == "/" ? "/" : directory + "/"
    let partial = prefix + "." + name + ".partial-\(getpid())"
    if let code = SaveFiles.write(text, to: partial) {
      unlink(partial)
      throw SaveFailure(path: path, reason: SaveFiles.words(for: code))
    }
    if rename(partial, path) != 0 {
      let code = errno
      unlink(partial)
      throw SaveFailure(path: path, reason: SaveFiles.words(for: code))
    }
    let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
    if fd >= 0 {
      _ = fsync(fd)
      close(fd)
    }
  }
}

extension ReviewState {
  /// The notes of the scene at `scenePath` (nil: the built-in demo, kept in
  /// `saveDirectory`; "-": standard input, which has nowhere to keep notes), read with
  /// `read` (nil when the file does not exist yet). A file that cannot be read or parsed
  /// leaves the notes empty and `unreadable` set, so it is never overwritten.
  public static func load(
    scenePath: String?, saveDirectory: String?, shortPath: (String) -> String,
    read: (String) throws -> [UInt8]?
  ) -> ReviewState {
    var review = ReviewState()
    if scenePath == "-" {
      review.unreadable = "a scene read from standard input has no file to keep notes beside"
      return review
    }
    let path = ReviewFile.path(scenePath: scenePath, saveDirectory: scenePath == nil ? saveDirectory : nil)
    let shown = shortPath(path)
    review.path = path
    review.shownPath = shown
    do {
      guard let bytes = try read(path) else { return review }
      review.notes = try ReviewFile.decode(bytes, path: shown)
    } catch let error as ReviewFileError {
      review.unreadable = "\(shown) is unreadable (\(error)); fix it or move it away, then restart"
    } catch {
      review.unreadable = "\(shown) could not be read (\(error)); fix it or move it away, then restart"
    }
    return review
  }
}
