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

  /// The largest notes file axsim reads, and so the largest it writes: a save that would
  /// pass it is refused (the notes stay in the app), so the file always reads back.
  public static let sizeLimit = 16 * 1024 * 1024

  public static func encode(_ notes: ReviewNotes) -> String {
    var out = "{\n"
    for c in notes.kept.comments { out += "  " + c + "\n" }
    out += "  \"format\": \"\(ReviewNotes.format)\",\n"
    for m in notes.kept.members { out += "  " + Transcript.json(m.key) + ": " + m.json + ",\n" }
    out += "  \"notes\": ["
    if notes.notes.isEmpty && notes.keptListStart.isEmpty {
      out += "]\n"
    } else {
      out += "\n"
      for c in notes.keptListStart { out += "    " + c + "\n" }
      for (k, n) in notes.notes.enumerated() {
        out += "    " + line(n) + (k == notes.notes.count - 1 ? "" : ",") + "\n"
        for c in n.kept.comments { out += "    " + c + "\n" }
      }
      out += "  ]\n"
    }
    for c in notes.keptEnd { out += "  " + c + "\n" }
    return out + "}\n"
  }

  /// One note as one line: the known keys in a fixed order, then the ones axsim keeps.
  static func line(_ n: ReviewNote) -> String {
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
    var out = "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
    for m in n.kept.members { out += ", " + Transcript.json(m.key) + ": " + m.json }
    return out + "}"
  }

  /// A value as JSON text on one line (numbers as written).
  static func jsonText(_ node: JSONNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(_, let literal): return literal
    case .string(let s): return Transcript.json(s)
    case .array(let items): return "[" + items.map(jsonText).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { Transcript.json($0.key) + ": " + jsonText($0.value) }.joined(separator: ", ") + "}"
    }
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
    var notes = ReviewNotes()
    // What axsim does not use is kept: unknown keys, and comments where they were.
    notes.kept.members = members.filter { $0.key != "format" && $0.key != "notes" }.map { KeptMember(key: $0.key, json: jsonText($0.value)) }
    let trivia = JSON5Trivia(bytes)
    guard let list = members.first(where: { $0.key == "notes" }) else {
      notes.kept.comments = trivia.comments.map(\.text)
      return notes
    }
    guard case .array(let items) = list.value.value else {
      throw fail(list.value.offset, "'notes' must be an array, found \(list.value.value.typeName)", "write notes: [ … ]")
    }
    let listStart = list.value.offset
    let listEnd = trivia.closer[listStart] ?? bytes.count
    var commentsOfNote: [[String]] = Array(repeating: [], count: items.count)
    for c in trivia.comments {
      if c.offset < listStart {
        notes.kept.comments.append(c.text)
      } else if c.offset > listEnd {
        notes.keptEnd.append(c.text)
      } else if let k = items.lastIndex(where: { $0.offset < c.offset }) {
        commentsOfNote[k].append(c.text)
      } else {
        notes.keptListStart.append(c.text)
      }
    }
    var seen: Set<String> = []
    for (k, item) in items.enumerated() {
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
      var note = ReviewNote(
        id: id, target: target, text: try string("text") ?? "", tier: tier, agreedFix: agreed,
        created: try string("created") ?? "", updated: try string("updated") ?? "")
      note.kept.members = fields.filter { !knownNoteKeys.contains($0.key) }.map { KeptMember(key: $0.key, json: jsonText($0.value)) }
      note.kept.comments = commentsOfNote[k]
      notes.notes.append(note)
    }
    return notes
  }

  /// The keys of a note that axsim reads; any other is kept as written.
  static let knownNoteKeys: Set<String> = ["id", "element", "elementPath", "label", "screen", "tier", "agreedFix", "text", "created", "updated"]

  // MARK: Writing

  /// Removes the temporary files a killed axsim left beside `path` (see
  /// `AtomicFile.removeLeftovers`). Returns the names removed.
  @discardableResult
  public static func removeStalePartials(of path: String) -> [String] {
    AtomicFile.removeLeftovers(of: path)
  }

  /// Replaces the file at `path` with `text`, crash-safe (`AtomicFile`), refusing text the
  /// file could not be read back from (over `sizeLimit`).
  public static func write(_ text: String, to path: String, names: AtomicFile.Names = .random) throws(SaveFailure) {
    let bytes = Array(text.utf8)
    try checkSize(bytes.count, limit: sizeLimit, path: path)
    try AtomicFile.write(bytes, to: path, names: names)
  }

  static func checkSize(_ count: Int, limit: Int, path: String) throws(SaveFailure) {
    guard count > limit else { return }
    throw SaveFailure(
      path: path,
      reason: "the notes would take \(BoundedFileReader.Failure.megabytes(count)), more than the \(BoundedFileReader.Failure.megabytes(limit)) a notes file may hold; delete notes you no longer need")
  }

  /// How long a save waits for another program's lock on the notes file.
  public static let lockWait = 5.0

  /// Saves this session's notes into the file at `path` as it is now, and returns what was
  /// written: under an advisory lock (`flock`) on the file, the file is read again, merged
  /// with `ours` by note id against `base` (what this session last read or wrote;
  /// `ReviewMerge`), and replaced crash-safe. Two sessions saving in turn each keep the
  /// other's notes; a hand edit made meanwhile is kept too. A file that does not read now
  /// is not overwritten.
  ///
  /// The lock is on the file itself, which a save replaces: after the lock is taken, the
  /// file at `path` must still be the one locked, else another save replaced it meanwhile
  /// and the new one is locked instead. A missing file is created with `link`, which fails
  /// if another session created it first (then that one is merged with).
  public static func save(
    base: ReviewNotes, ours: ReviewNotes, to path: String, names: AtomicFile.Names = .random,
    newSuffix: () -> String = ReviewNotes.randomSuffix, limit: Int = sizeLimit
  ) throws(SaveFailure) -> ReviewMerge.Outcome {
    let newID = { (notes: ReviewNotes) in notes.newID(suffix: newSuffix()) }
    for _ in 0..<100 {
      // Resolved again each time: the file may have been replaced by a link meanwhile.
      let target = try AtomicFile.resolve(path)
      try SaveFiles.makeDirectories(SaveFiles.directoryPart(of: target))
      let fd = FileName.withPath(target) { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
      if fd < 0 {
        let code = errno
        if code == ELOOP { continue }
        guard code == ENOENT else { throw SaveFailure(path: path, reason: SaveFiles.words(for: code)) }
        // No file yet: create it whole, unless someone else does first.
        let outcome = ReviewMerge.merge(base: base, ours: ours, theirs: ReviewNotes(), newID: newID)
        let bytes = Array(encode(outcome.merged).utf8)
        try checkSize(bytes.count, limit: limit, path: path)
        let prepared = try AtomicFile.prepare(bytes, for: target, names: names)
        if AtomicFile.linkPath(prepared.temporary, target) == 0 {
          AtomicFile.discard(prepared)
          AtomicFile.syncDirectory(of: target)
          return outcome
        }
        let linkCode = errno
        if linkCode == EEXIST {
          AtomicFile.discard(prepared)
          continue
        }
        // No hard links here: a rename (two first saves at once could then race).
        try AtomicFile.commit(prepared)
        return outcome
      }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0 else { throw SaveFailure(path: path, reason: SaveFiles.words(for: errno)) }
      guard info.st_mode & S_IFMT == S_IFREG else { throw SaveFailure(path: path, reason: AtomicFile.inTheWay(info.st_mode & S_IFMT)) }
      try lock(fd, path: path)
      // Still the file at `target`? Another save may have replaced it while we waited.
      var now = stat()
      guard FileName.withPath(target, { lstat($0, &now) }) == 0, now.st_dev == info.st_dev, now.st_ino == info.st_ino else { continue }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
      let theirs: ReviewNotes
      do {
        let bytes = try BoundedFileReader.read(descriptor: fd, limit: limit, describe: { FileProblem.describe(errno: errno) })
        theirs = try decode(bytes, path: path)
      } catch let error as ReviewFileError {
        throw SaveFailure(path: path, reason: "it no longer reads (\(error)); fix it, and the notes are saved with the next change")
      } catch let error as BoundedFileReader.Failure {
        throw SaveFailure(path: path, reason: "it could not be read again (\(error.message))")
      } catch {
        throw SaveFailure(path: path, reason: "\(error)")
      }
      let outcome = ReviewMerge.merge(base: base, ours: ours, theirs: theirs, newID: newID)
      let bytes = Array(encode(outcome.merged).utf8)
      try checkSize(bytes.count, limit: limit, path: path)
      // Rename while the lock is held: a save waiting for it then sees a new file.
      try AtomicFile.write(bytes, to: target, names: names)
      return outcome
    }
    throw SaveFailure(path: path, reason: "it kept being replaced while axsim tried to save; try again")
  }

  /// Takes the exclusive lock on `fd`, waiting up to `lockWait` seconds.
  static func lock(_ fd: Int32, path: String) throws(SaveFailure) {
    var waited = 0.0
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else { throw SaveFailure(path: path, reason: "it could not be locked (\(SaveFiles.words(for: code)))") }
      guard waited < lockWait else {
        throw SaveFailure(path: path, reason: "another program has held its lock for more than \(Int(lockWait)) s; the notes are saved with the next change")
      }
      usleep(10_000)
      waited += 0.01
    }
  }

  /// The notes in the file at `path` (nil when there is none), for `ReviewState.load` and
  /// `axsim report`: a regular file within `sizeLimit`, else why not.
  public static func read(_ path: String, limit: Int = sizeLimit) throws -> [UInt8]? {
    try BoundedFileReader.readIfPresent(path: path, limit: limit)
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
      review.base = review.notes
    } catch let error as ReviewFileError {
      review.unreadable = "\(shown) is unreadable (\(error)); fix it or move it away, then restart"
    } catch {
      review.unreadable = "\(shown) could not be read (\(error)); fix it or move it away, then restart"
    }
    return review
  }
}
