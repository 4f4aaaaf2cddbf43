import AssistiveTechnologies
import Foundation
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorCore

/// What the notes file guarantees: ids that never collide and never trap, everything the
/// file holds that axsim does not use kept through a save, saves merged by note id so two
/// sessions (or a hand edit) never lose each other's notes, and a file never written past
/// what can be read back.
@Suite struct NotesFileTests {
  static let scene = #"{ format: "axsim-scene/1", screens: [{ id: "inbox", title: "Inbox", root: { vstack: [{ button: "Send", id: "send" }, { button: "Delete" }, { header: "Mail" }] } }] }"#

  func directory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-notes-\(UInt32.random(in: 0...UInt32.max))").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func note(_ id: String, _ text: String, on element: String = "send") -> ReviewNote {
    ReviewNote(id: id, target: .element(id: element), text: text, created: "2026-12-01T06:00:00Z", updated: "2026-12-01T06:00:00Z")
  }

  func state(notes: ReviewNotes = ReviewNotes()) throws -> AppState {
    let scene = try SceneLoader.load(bytes: Array(Self.scene.utf8), name: "t").scene
    var vo = VoiceOver(runtime: SceneRuntime(scene: scene))
    _ = vo.start()
    var s = AppState(voiceOver: vo, scenePath: "Scenes/t.json5", size: Size(width: 100, height: 30), keymap: .builtInDefault)
    s.review.path = "Scenes/t.review.json5"
    s.review.clock = { "2026-12-01T06:00:00Z" }
    s.review.notes = notes
    s.review.base = notes
    return s
  }

  func add(_ text: String, _ s: inout AppState) throws -> [AppEffect] {
    var effects = AppReducer.handle(.keyPressed(try KeyPress.parse(";")), &s)
    for c in text { effects += AppReducer.handle(.keyPressed(KeyPress(c)), &s) }
    return effects + AppReducer.handle(.keyPressed(try KeyPress.parse("enter")), &s)
  }

  // MARK: Ids (items 4 and 5)

  /// New ids are a number and a random part: two sessions that each add "the next note"
  /// make different ids, and an id is never one already in the file.
  @Test func newIDsAreUnique() throws {
    var a = try state(notes: ReviewNotes([note("n1", "first")]))
    var b = a
    a.review.idSuffix = ReviewNotes.randomSuffix
    b.review.idSuffix = ReviewNotes.randomSuffix
    _ = try add("from a", &a)
    _ = try add("from b", &b)
    let idA = try #require(a.review.notes.notes.last?.id)
    let idB = try #require(b.review.notes.notes.last?.id)
    #expect(idA.range(of: #"^n2-[a-z2-9]{4}$"#, options: .regularExpression) != nil, "\(idA)")
    #expect(idB.range(of: #"^n2-[a-z2-9]{4}$"#, options: .regularExpression) != nil, "\(idB)")
    #expect(idA != idB)
    // Even with the same random part, never an id already there.
    let notes = ReviewNotes([note("n1-abcd", "x"), note("n2-abcd", "y")])
    #expect(notes.newID(suffix: "abcd") == "n3-abcd")
    #expect(ReviewNotes([note("n3-abcd", "x")]).newID(suffix: "abcd") == "n4-abcd")
  }

  /// `n9223372036854775807` (the largest Int) and larger numbers do not trap: adding a
  /// note works and keeps what was typed, and a note without an id is still reported with
  /// a suggested id.
  @Test func aHugeNoteNumberDoesNotCrash() throws {
    let file = """
      { format: "axsim-review/1", notes: [
        { id: "n9223372036854775807", element: "send", text: "largest" },
        { id: "n99999999999999999999999", screen: "inbox", text: "larger still" }
      ] }
      """
    let notes = try ReviewFile.decode(Array(file.utf8), path: "t.review.json5")
    #expect(notes.nextNumber == 1)
    var s = try state(notes: notes)
    s.review.idSuffix = { "k2qz" }
    #expect(try add("typed", &s) == [.saveNotes])
    #expect(s.review.notes.notes.last?.id == "n1-k2qz")
    #expect(s.review.notes.notes.last?.text == "typed")
    // At start-up and in `report`: a note without an id is located, with an id to give it.
    let missing = file.replacingOccurrences(of: #"{ id: "n99999999999999999999999", "#, with: "{ ")
    #expect(throws: ReviewFileError(path: "t.review.json5", line: 3, column: 3, message: "a note has no 'id'", fix: "give it an id such as \"n1\"")) {
      try ReviewFile.decode(Array(missing.utf8), path: "t.review.json5")
    }
    #expect(ReviewNotes([note("n9223372036854775806", "a")]).nextID == "n9223372036854775807")
    #expect(ReviewNotes([note("n9223372036854775807", "a"), note("n1", "b")]).nextID == "n2")
  }

  // MARK: What axsim does not use is kept (item 6)

  /// Unknown keys (top level and in notes) and comments (before, inside and after the list,
  /// after a note, inside a note) survive a decode and an encode, and a save through the
  /// app; a deleted note's comments stay with the note before it.
  @Test func unknownKeysAndCommentsAreKept() throws {
    let file = """
      // Review of the inbox, sprint 12
      {
        format: "axsim-review/1",
        owner: { team: "mail", since: 2024 },
        notes: [
          /* first the header */
          { id: "n1", element: "send", text: "One", jira: "MAIL-12", votes: [1, 2] }, // keep this
          { id: "n2", screen: "inbox", /* inside */ text: "Two" },
          { id: "n3", element: "send", text: "Three" }
          // after the last note
        ],
        // at the end
      }
      """
    let notes = try ReviewFile.decode(Array(file.utf8), path: "t.review.json5")
    #expect(notes.kept == KeptText(comments: ["// Review of the inbox, sprint 12"], members: [KeptMember(key: "owner", json: #"{"team": "mail", "since": 2024}"#)]))
    #expect(notes.keptListStart == ["/* first the header */"])
    #expect(notes.keptEnd == ["// at the end"])
    #expect(notes.notes[0].kept == KeptText(comments: ["// keep this"], members: [KeptMember(key: "jira", json: #""MAIL-12""#), KeptMember(key: "votes", json: "[1, 2]")]))
    #expect(notes.notes[1].kept.comments == ["/* inside */"])
    #expect(notes.notes[2].kept.comments == ["// after the last note"])
    let text = ReviewFile.encode(notes)
    #expect(
      text == """
        {
          // Review of the inbox, sprint 12
          "format": "axsim-review/1",
          "owner": {"team": "mail", "since": 2024},
          "notes": [
            /* first the header */
            {"id": "n1", "element": "send", "text": "One", "created": "", "updated": "", "jira": "MAIL-12", "votes": [1, 2]},
            // keep this
            {"id": "n2", "screen": "inbox", "text": "Two", "created": "", "updated": ""},
            /* inside */
            {"id": "n3", "element": "send", "text": "Three", "created": "", "updated": ""}
            // after the last note
          ]
          // at the end
        }

        """)
    // Stable: the encoded file reads back to the same notes.
    #expect(try ReviewFile.decode(Array(text.utf8), path: "t") == notes)
    // Edited and deleted in the app: the edited note keeps its keys, the deleted one's
    // comment moves up.
    var s = try state(notes: notes)
    s.review.selection = 0
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse("\"")), &s)
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse("down")), &s)
    _ = AppReducer.handle(.keyPressed(try KeyPress.parse("d")), &s)
    #expect(AppReducer.handle(.keyPressed(try KeyPress.parse("d")), &s) == [.saveNotes])
    #expect(s.review.notes.notes.map(\.id) == ["n1", "n3"])
    #expect(s.review.notes.notes[0].kept.comments == ["// keep this", "/* inside */"])
    // Saved through the file: kept as well.
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/t.review.json5"
    try file.write(toFile: path, atomically: false, encoding: .utf8)
    let outcome = try ReviewFile.save(base: notes, ours: s.review.notes, to: path)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(outcome.merged == s.review.notes)
    for kept in ["// Review of the inbox, sprint 12", #""owner": {"team": "mail", "since": 2024}"#, #""jira": "MAIL-12", "votes": [1, 2]"#, "// keep this", "/* inside */", "// at the end"] {
      #expect(saved.contains(kept), "\(kept) in:\n\(saved)")
    }
  }

  /// A line comment ended by U+2028 (a line break to JSON5) keeps only its own text, so
  /// what follows it is still read as the file's content after a save.
  @Test func aCommentEndedByALineSeparatorStaysAComment() throws {
    let file = "{ format: \"axsim-review/1\", // note\u{2028}notes: [] }"
    let notes = try ReviewFile.decode(Array(file.utf8), path: "t")
    #expect(notes.kept.comments == ["// note"])
    #expect(try ReviewFile.decode(Array(ReviewFile.encode(notes).utf8), path: "t") == notes)
  }

  // MARK: Merging by id (item 4)

  @Test func mergeKeepsEverySidesChanges() {
    let base = ReviewNotes([note("n1", "one"), note("n2", "two"), note("n3", "three"), note("n4", "four")])
    var ours = base
    ours.upsert(note("n2", "two, edited here"))
    ours.remove(id: "n3")
    ours.upsert(note("n5-aaaa", "new here"))
    ours.upsert(note("n4", "four, edited here"))
    var theirs = base
    theirs.upsert(note("n1", "one, edited there"))
    theirs.upsert(note("n5-bbbb", "new there"))
    theirs.upsert(note("n4", "four, edited there"))
    let outcome = ReviewMerge.merge(base: base, ours: ours, theirs: theirs, newID: { $0.newID(suffix: "cccc") })
    #expect(outcome.merged.notes.map(\.id) == ["n1", "n2", "n4", "n5-bbbb", "n5-aaaa", "n6-cccc"])
    #expect(outcome.merged.notes.map(\.text) == ["one, edited there", "two, edited here", "four, edited there", "new there", "new here", "four, edited here"])
    #expect(outcome.renamed == ["n4": "n6-cccc"])
    #expect(outcome.summary == "3 notes changed elsewhere merged (1 added, 2 changed); n4 was also changed elsewhere: yours is kept as n6-cccc")
    // A note deleted there and edited here is kept (with the edit); one deleted there and
    // untouched here is gone; one deleted here and edited there is kept (with theirs).
    var theirs2 = base
    theirs2.remove(id: "n1")
    theirs2.remove(id: "n2")
    theirs2.upsert(note("n3", "three, edited there"))
    let outcome2 = ReviewMerge.merge(base: base, ours: ours, theirs: theirs2, newID: { $0.newID(suffix: "x") })
    #expect(outcome2.merged.notes.map(\.text) == ["three, edited there", "four, edited here", "two, edited here", "new here"])
    #expect(outcome2.keptOverDeletion.sorted() == ["n2", "n3"])
  }

  /// The issue's case with two sessions on one scene, each saving in turn: every note of
  /// both is in the file, no id twice, and a hand edit made meanwhile is kept.
  @Test func twoSessionsSavingInTurnKeepEveryNote() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/t.review.json5"
    var a = try state()
    var b = try state()
    a.review.path = path
    b.review.path = path
    a.review.idSuffix = { "aaaa" }
    b.review.idSuffix = { "bbbb" }
    func save(_ s: inout AppState) throws {
      let outcome = try ReviewFile.save(base: s.review.base, ours: s.review.notes, to: path)
      _ = AppReducer.handle(.notesSaved(.saved(outcome)), &s)
    }
    for k in 1...5 {
      _ = try add("a\(k)", &a)
      try save(&a)
      _ = try add("b\(k)", &b)
      try save(&b)
    }
    // A hand edit: a note added and one changed while both sessions run.
    var file = try String(contentsOfFile: path, encoding: .utf8)
    file = file.replacingOccurrences(of: #""text": "a1""#, with: #""text": "a1, fixed by hand""#)
    file = file.replacingOccurrences(of: "\n  ]", with: ",\n    {\"id\": \"hand\", \"screen\": \"inbox\", \"text\": \"by hand\"}\n  ]")
    try file.write(toFile: path, atomically: false, encoding: .utf8)
    _ = try add("a6", &a)
    try save(&a)
    let notes = try ReviewFile.decode(Array(try String(contentsOfFile: path, encoding: .utf8).utf8), path: path)
    #expect(Set(notes.notes.map(\.text)) == ["a1, fixed by hand", "a2", "a3", "a4", "a5", "a6", "b1", "b2", "b3", "b4", "b5", "by hand"])
    #expect(Set(notes.notes.map(\.id)).count == notes.notes.count)
    // b's last note and the hand edit's two changes.
    #expect(a.banner == Banner(.info, "Note n6-aaaa added to 'Send'; 3 notes changed elsewhere merged (2 added, 1 changed)"))
    // The other session sees it all on its next save.
    _ = try add("b6", &b)
    try save(&b)
    #expect(b.review.notes.notes.count == 13)
  }

  /// A session that notices the file changed merges it in without saving its own notes
  /// twice; a file that did not read at the start and reads now is taken up, with the
  /// notes made meanwhile.
  @Test func aChangedFileIsMergedIntoTheSession() throws {
    var s = try state(notes: ReviewNotes([note("n1", "one")]))
    s.review.idSuffix = { "" }
    let theirs = ReviewNotes([note("n1", "one"), note("n2-zzzz", "from elsewhere")])
    #expect(AppReducer.handle(.notesFileChanged(.success(theirs)), &s) == [])
    #expect(s.review.notes == theirs)
    #expect(s.banner == Banner(.info, "Review notes: 1 note changed elsewhere merged (1 added)"))
    // Unsaved notes of ours are kept and saved.
    _ = try add("mine", &s)
    let newer = ReviewNotes([note("n1", "one, edited there"), note("n2-zzzz", "from elsewhere")])
    #expect(AppReducer.handle(.notesFileChanged(.success(newer)), &s) == [.saveNotes])
    #expect(s.review.notes.notes.map(\.text) == ["one, edited there", "from elsewhere", "mine"])
    // Unreadable at the start, readable now.
    var u = try state()
    u.review.idSuffix = { "" }
    u.review.unreadable = "t.review.json5 is unreadable (…)"
    _ = try add("made while it did not read", &u)
    #expect(AppReducer.handle(.notesFileChanged(.success(theirs)), &u) == [.saveNotes])
    #expect(u.review.unreadable == nil)
    #expect(u.review.notes.notes.map(\.text) == ["one", "from elsewhere", "made while it did not read"])
  }

  // MARK: Never written past what reads back (item 9)

  /// The reader's limit is the writer's: a save whose file would be larger than what
  /// `ReviewFile.read` takes is refused with the sizes, the file stays as it was and reads.
  /// (With a 2 MB limit here; the app's is `ReviewFile.sizeLimit`, 16 MB, for both.)
  @Test func aSaveThatWouldPassTheReadLimitIsRefused() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/t.review.json5"
    let limit = 2 * 1024 * 1024
    let small = ReviewNotes([note("n1", "fits")])
    _ = try ReviewFile.save(base: ReviewNotes(), ours: small, to: path, limit: limit)
    let long = String(repeating: "x", count: NoteEditor.maxLength)
    let huge = ReviewNotes((1...(limit / NoteEditor.maxLength + 1)).map { note("n\($0)", long) })
    #expect(throws: SaveFailure(path: path, reason: "the notes would take 3 MB, more than the 2 MB a notes file may hold; delete notes you no longer need")) {
      try ReviewFile.save(base: small, ours: huge, to: path, limit: limit)
    }
    let bytes = try #require(try ReviewFile.read(path, limit: limit))
    #expect(try ReviewFile.decode(bytes, path: path) == small)
    // Just under the limit is written, and reads back within it.
    let fits = ReviewNotes(Array(huge.notes.prefix(limit / (NoteEditor.maxLength + 200))))
    _ = try ReviewFile.save(base: small, ours: fits, to: path, limit: limit)
    #expect(try ReviewFile.decode(try #require(try ReviewFile.read(path, limit: limit)), path: path).notes.count == fits.notes.count)
    // The app's limit: 16 MB, larger than the 4 MB files that were read before.
    #expect(ReviewFile.sizeLimit == 16 * 1024 * 1024)
  }

  // MARK: Quitting with unsaved notes (item 8)

  /// After a failed save, quit asks: `s` types a path and saves there, then quits; `q`
  /// quits anyway; Esc stays. A save elsewhere that fails asks again.
  @Test func quittingWithUnsavedNotesAsksFirst() throws {
    var s = try state()
    s.review.idSuffix = { "" }
    _ = try add("important", &s)
    _ = AppReducer.handle(.notesSaved(.failed("Scenes/t.review.json5: permission denied", copy: "~/.local/share/axsim/recovered/t.review-1.json5")), &s)
    #expect(s.review.unsaved == "Scenes/t.review.json5: permission denied")
    // q asks instead of quitting.
    #expect(AppReducer.handle(.keyPressed(KeyPress("q")), &s) == [])
    #expect(s.review.unsavedPrompt == UnsavedNotesPrompt())
    #expect(AppReducer.handle(.keyPressed(try KeyPress.parse("escape")), &s) == [])
    #expect(s.review.unsavedPrompt == nil)
    #expect(s.banner == Banner(.error, "Not quitting: the review notes are still not saved (Scenes/t.review.json5: permission denied)"))
    // s: a path, prefilled; typed over; Enter saves there and then quits.
    _ = AppReducer.handle(.keyPressed(KeyPress("q")), &s)
    _ = AppReducer.handle(.keyPressed(KeyPress("s")), &s)
    #expect(s.review.unsavedPrompt?.path == "~/t.review.json5")
    for _ in 0..<"t.review.json5".count { _ = AppReducer.handle(.keyPressed(try KeyPress.parse("backspace")), &s) }
    for c in "safe.json5" { _ = AppReducer.handle(.keyPressed(KeyPress(c)), &s) }
    #expect(AppReducer.handle(.keyPressed(try KeyPress.parse("enter")), &s) == [.saveNotesAs("~/safe.json5")])
    // That save fails too: asked again.
    _ = AppReducer.handle(.notesSaved(.failed("~/safe.json5: the file system is read-only", copy: nil)), &s)
    #expect(s.review.unsavedPrompt == UnsavedNotesPrompt())
    #expect(s.banner == Banner(.error, "Could not save the review notes there: ~/safe.json5: the file system is read-only"))
    _ = AppReducer.handle(.keyPressed(KeyPress("s")), &s)
    #expect(AppReducer.handle(.keyPressed(try KeyPress.parse("enter")), &s) == [.saveNotesAs("~/t.review.json5")])
    #expect(AppReducer.handle(.notesSaved(.saved(ReviewMerge.Outcome(merged: s.review.notes))), &s) == [.quit])
    // q in the prompt quits anyway.
    var t = try state()
    t.review.unsaved = "x"
    #expect(AppReducer.handle(.keyPressed(KeyPress("q")), &t) == [])
    #expect(AppReducer.handle(.keyPressed(KeyPress("q")), &t) == [.quit])
    // Saved notes quit at once.
    var saved = try state()
    #expect(AppReducer.handle(.keyPressed(KeyPress("q")), &saved) == [.quit])
  }

  // MARK: Notes on elements without an id (item 3)

  /// A note on an element without an id finds its element through the scene's path table
  /// (the same element the old search over every path found), and the notes' index is
  /// kept until the notes change.
  @Test func pathNotesResolveThroughOneTable() throws {
    let scene = try SceneLoader.load(bytes: Array(Self.scene.utf8), name: "t").scene
    let delete = try #require(scene.elements.indices.first { scene.elements[$0].label == "Delete" })
    var notes = ReviewNotes([
      ReviewNote(id: "n1", target: ReviewNotes.target(for: delete, in: scene), text: "x"),
      ReviewNote(id: "n2", target: .elementPath(path: "screens[0].root.vstack[9]", label: "Gone"), text: "y"),
      ReviewNote(id: "n3", target: .element(id: "send"), text: "z"),
      ReviewNote(id: "n4", target: .elementPath(path: "screens[0].root.vstack[0]", label: "Send"), text: "has an id: not by path"),
    ])
    let index = notes.index(in: scene)
    #expect(index.elementOfNote == [delete, nil, scene.ids["send"], nil])
    #expect(notes.elements(in: scene) == [delete, scene.ids["send"]!])
    #expect(notes.notes(on: delete, in: scene).map(\.id) == ["n1"])
    #expect(ReviewNotes.isOrphaned(notes.notes[1], in: scene))
    // Kept for the same notes; worked out again when they change.
    #expect(notes.index(in: scene).elementOfNote == index.elementOfNote)
    let revision = notes.revision
    notes.remove(id: "n1")
    #expect(notes.revision != revision)
    #expect(notes.elements(in: scene) == [scene.ids["send"]!])
  }
}
