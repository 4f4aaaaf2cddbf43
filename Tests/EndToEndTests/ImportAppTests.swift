import Foundation
import InspectorCore
import Testing

/// The app on a hierarchy dump, in the real binary: it opens the dump as a scene (and says
/// so), and a review note made on one build's dump is still on its element, not orphaned,
/// when the next build's dump of the same screen (rows moved, others added and removed) is
/// opened in its place.
@Suite(.serialized) struct ImportAppTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func aNoteOnADumpSurvivesTheNextBuildsDump() throws {
    guard let binary = TmuxDriver.binary() else {
      Issue.record("the axsim binary was not built next to the tests")
      return
    }
    let tmux = try TmuxDriver()
    let dumps = root.appendingPathComponent("Tests/SceneImportTests/Dumps")
    let dump = tmux.workDirectory.appendingPathComponent("mail.txt")
    try FileManager.default.copyItem(at: dumps.appendingPathComponent("xcuitest-mail-build-41.txt"), to: dump)
    // The driver writes the command to run.sh, which a respawn runs again.
    let script = tmux.workDirectory.appendingPathComponent("run.sh")
    try tmux.start("cd '\(tmux.workDirectory.path)'\n'\(binary)' mail.txt\necho \"EXIT:$?\"\necho END", width: 120, height: 34)
    var screen = try tmux.waitFor(text: "Mailboxes. Back Button.")
    #expect(screen.contains(" axsim · VoiceOver · Mail › main · imported from an XCUITest dump"))
    #expect(screen.contains("Imported from an XCUITest dump: 'axsim import mail.txt' lists what the dump could not carry"))
    try tmux.send("Right")
    try tmux.waitFor(text: "Inbox. Heading.")
    try tmux.send("Right")
    try tmux.waitFor(text: "Ana Lima")
    try tmux.tmux(["send-keys", "-t", tmux.session, "-H"] + ";Sender is read without the subject".utf8.map { String(format: "%02x", $0) }, output: false)
    try tmux.send("Enter")
    try tmux.waitFor(text: "added to 'Ana Lima'")
    try tmux.send("q")
    try tmux.waitFor(text: "END")
    let notesPath = tmux.workDirectory.appendingPathComponent("mail.txt.review.json5").path
    let saved = try ReviewFile.decode(Array(try #require(FileManager.default.contents(atPath: notesPath))), path: notesPath)
    #expect(saved.notes.map(\.target) == [.element(id: "text-ana-lima")])

    // The next build: a banner moves the rows down, a row is renamed, another is gone.
    try FileManager.default.removeItem(at: dump)
    try FileManager.default.copyItem(at: dumps.appendingPathComponent("xcuitest-mail-build-42.txt"), to: dump)
    try tmux.tmux(["respawn-pane", "-k", "-t", tmux.session, "sh", script.path], output: false)
    try tmux.waitFor(text: "Mailboxes. Back Button.")
    try tmux.tmux(["send-keys", "-t", tmux.session, "-H", "22"], output: false)
    screen = try tmux.waitFor(text: "Review notes · 1 note")
    #expect(screen.contains("▸ 'Ana Lima'"))
    #expect(!screen.contains("orphaned"))
    try tmux.send("Escape")
    try tmux.waitFor("the list to close") { !$0.contains("Review notes ·") }
    try tmux.send("q")
    try tmux.waitFor(text: "END")
  }
}
