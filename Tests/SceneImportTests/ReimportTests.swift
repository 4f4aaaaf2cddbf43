import AxsimCommandLine
import Foundation
import SceneImport
import SceneModel
import Testing

/// Two dumps of one screen from two builds: the ids of the elements that did not change
/// stay the same (so review notes stay attached), and `axsim diff OLD NEW` names what did.
@Suite struct ReimportTests {
  static let before = """
     →Application, 0x1, pid: 1, label: 'Mail'
        Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
          NavigationBar, 0x3, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Inbox'
            Button, 0x4, {{0.0, 59.0}, {80.0, 44.0}}, identifier: 'BackButton', label: 'Mailboxes'
            StaticText, 0x5, {{170.0, 70.0}, {53.0, 22.0}}, label: 'Inbox'
          Table, 0x6, {{0.0, 103.0}, {393.0, 700.0}}
            Cell, 0x7, {{0.0, 103.0}, {393.0, 60.0}}, identifier: 'message-1'
              StaticText, 0x8, {{16.0, 110.0}, {300.0, 20.0}}, label: 'Ana Lima'
              Button, 0x9, {{340.0, 110.0}, {44.0, 44.0}}, label: 'Delete'
            Cell, 0xa, {{0.0, 163.0}, {393.0, 60.0}}, identifier: 'message-2'
              StaticText, 0xb, {{16.0, 170.0}, {300.0, 20.0}}, label: 'Build bot'
              Button, 0xc, {{340.0, 170.0}, {44.0, 44.0}}, label: 'Delete'
            Cell, 0xd, {{0.0, 223.0}, {393.0, 60.0}}
              StaticText, 0xe, {{16.0, 230.0}, {300.0, 20.0}}, label: 'Sam Ortiz'
          Button, 0xf, {{300.0, 800.0}, {80.0, 44.0}}, label: 'Compose'
    """

  /// The next build: a banner above the list moves every row down, the second message's
  /// sender is renamed, the third row is gone, a filter button is new.
  static let after = """
     →Application, 0x11, pid: 2, label: 'Mail'
        Window (Main), 0x12, {{0.0, 0.0}, {393.0, 852.0}}
          NavigationBar, 0x13, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Inbox'
            Button, 0x14, {{0.0, 59.0}, {80.0, 44.0}}, identifier: 'BackButton', label: 'Mailboxes'
            StaticText, 0x15, {{170.0, 70.0}, {53.0, 22.0}}, label: 'Inbox'
            Button, 0x1f, {{340.0, 59.0}, {44.0, 44.0}}, label: 'Filter'
          StaticText, 0x20, {{16.0, 110.0}, {361.0, 30.0}}, label: 'You are offline'
          Table, 0x16, {{0.0, 143.0}, {393.0, 700.0}}
            Cell, 0x17, {{0.0, 143.0}, {393.0, 60.0}}, identifier: 'message-1'
              StaticText, 0x18, {{16.0, 150.0}, {300.0, 20.0}}, label: 'Ana Lima'
              Button, 0x19, {{340.0, 150.0}, {44.0, 44.0}}, label: 'Delete'
            Cell, 0x1a, {{0.0, 203.0}, {393.0, 60.0}}, identifier: 'message-2'
              StaticText, 0x1b, {{16.0, 210.0}, {300.0, 20.0}}, label: 'Build robot'
              Button, 0x1c, {{340.0, 210.0}, {44.0, 44.0}}, label: 'Delete'
          Button, 0x1f, {{300.0, 800.0}, {80.0, 44.0}}, label: 'Compose'
    """

  static func ids(_ dump: String) throws -> [String: String] {
    let i = try #require(importDump(dump))
    var ids: [String: String] = [:]
    for e in i.scene.elements {
      guard let id = e.id else { continue }
      ids[(e.label ?? e.kind.rawValue) + "@" + String(Int(e.layout.frame?.x ?? -1))] = id
    }
    return ids
  }

  @Test func unchangedElementsKeepTheirIds() throws {
    let old = try Self.ids(Self.before)
    let new = try Self.ids(Self.after)
    #expect(old["Mailboxes@0"] == "backbutton")
    #expect(old["Inbox@170"] == "text-inbox")
    #expect(old["Ana Lima@16"] == "text-ana-lima")
    // The two Delete buttons: the first keeps the plain id, the other takes its row's.
    #expect(old["Delete@340"] != nil)
    for key in ["Mailboxes@0", "Inbox@170", "Ana Lima@16", "Compose@300"] {
      #expect(old[key] != nil && old[key] == new[key], "\(key): \(old[key] ?? "-") → \(new[key] ?? "-")")
    }
    let oldScene = try #require(importDump(Self.before)).scene
    let newScene = try #require(importDump(Self.after)).scene
    func deleteIDs(_ s: Scene) -> [String] { s.elements.filter { $0.label == "Delete" }.compactMap(\.id) }
    #expect(deleteIDs(oldScene) == ["button-delete", "button-delete-in-message-2"])
    #expect(deleteIDs(newScene) == deleteIDs(oldScene))
    #expect(oldScene.ids["message-1"] != nil && newScene.ids["message-1"] != nil)
  }

  @Test func diffBetweenTwoDumps() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("axsim-reimport-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.before.write(to: dir.appendingPathComponent("build-41.txt"), atomically: true, encoding: .utf8)
    try Self.after.write(to: dir.appendingPathComponent("build-42.txt"), atomically: true, encoding: .utf8)
    var commands = SampleImportTests.commands
    commands.workingDirectory = dir.path
    guard case .success(let invocation) = ArgumentParser.parse(["diff", dir.appendingPathComponent("build-41.txt").path, dir.appendingPathComponent("build-42.txt").path]) else {
      Issue.record("diff did not parse")
      return
    }
    let out = commands.execute(invocation)
    #expect(out.status == 0, "\(out.stderr)")
    let voiceOver = out.stdout.components(separatedBy: "\n### ").first { $0.hasPrefix("VoiceOver") } ?? out.stdout
    #expect(out.stdout.hasPrefix("## axsim diff: `build-41.txt (imported from an XCUITest dump)` → `build-42.txt (imported from an XCUITest dump)`"), "\(out.stdout)")
    #expect(voiceOver.contains("Filter"), "\(out.stdout)")
    #expect(voiceOver.contains("You are offline"), "\(out.stdout)")
    #expect(voiceOver.contains("Build robot"), "\(out.stdout)")
    #expect(voiceOver.contains("Sam Ortiz"), "\(out.stdout)")
    #expect(!voiceOver.contains("Ana Lima"), "an unchanged row is listed:\n\(out.stdout)")
    #expect(!voiceOver.contains("Compose"), "an unchanged button is listed:\n\(out.stdout)")
  }
}
