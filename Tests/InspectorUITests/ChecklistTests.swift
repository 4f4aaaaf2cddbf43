import AssistiveTechnologies
import Foundation
import InspectorCore
import SceneModel
import TerminalCanvas
import Testing

@testable import InspectorUI

/// The guided checklist: the engine's evidence for each item on scenes that pass and fail
/// it, the reviewer's results (keys, saved like notes, in the review file, merged), the
/// overlay, and compare's focused side.
@Suite struct ChecklistTests {
  static func evidence(_ name: String) throws -> [String: ChecklistEvidence] {
    let scene = try sceneFile("\(name).json5")
    return ChecklistEvidence.all(findings: Audit.run(scene: scene), runtime: SceneRuntime(scene: scene))
  }

  @Test func everyItemHasEvidenceAndItsRulesExist() throws {
    let ids = Set(AuditRegistry.rules.map(\.info.id))
    for item in ChecklistItem.all {
      for rule in item.rules { #expect(ids.contains(rule), "\(item.id): no rule \(rule)") }
    }
    #expect(Set(ChecklistItem.all.map(\.id)).count == ChecklistItem.all.count)
    #expect(Set(ChecklistItem.all.map(\.section)) == Set(ChecklistSection.allCases))
    let e = try Self.evidence("demo")
    #expect(e.count == ChecklistItem.all.count)
    #expect(e["vc-type"]?.text == "1 text field on 'Inbox'; confirm on a device")
    #expect(e["flow-main"]?.text == "needs a device: the simulator cannot judge it")
  }

  /// Labels: the unlabelled icon buttons fail "Tap any element", their labelled version passes.
  @Test func labelsEvidenceOnAFailingAndAPassingScene() throws {
    let bad = try #require(try Self.evidence("icon-buttons-unlabeled")["vo-announce"])
    #expect(bad.problems >= 3)
    #expect(bad.text.hasPrefix("\(bad.problems) findings: control-without-label on button 'back', button 'play', button 'forward'"), "\(bad.text)")
    let good = try #require(try Self.evidence("icon-buttons-labeled")["vo-announce"])
    #expect(good.problems == 0)
    #expect(good.text == "no audit finding (control-without-label, image-without-label, tab-without-label, …)")
    #expect(try Self.evidence("icon-buttons-labeled")["vo-reach"]?.text.hasPrefix("VoiceOver: 4 stops on ") == true)
  }

  /// Focus: the dialog that does not trap focus fails "No focus gaps"; the one that does passes.
  @Test func focusEvidenceOnAFailingAndAPassingScene() throws {
    let bad = try #require(try Self.evidence("modal-no-trap")["fka-gaps"])
    #expect(bad.problems == 1)
    #expect(bad.text.hasPrefix("1 finding: modal-does-not-trap on "), "\(bad.text)")
    let good = try #require(try Self.evidence("modal-trap")["fka-gaps"])
    #expect(good.problems == 0)
    // Layout at the accessibility sizes.
    #expect(try Self.evidence("modal-no-trap")["dt-ax5"]?.problems ?? 0 >= 2)
    #expect(try Self.evidence("modal-trap")["dt-ax5"]?.problems == 0)
  }

  /// Voice Control: the numbered items and their names are the engine's figures; unlabelled
  /// icon buttons have no name to say, their labelled version passes.
  @Test func voiceControlEvidenceOnAFailingAndAPassingScene() throws {
    let bad = try Self.evidence("icon-buttons-unlabeled")
    #expect(bad["vc-numbers"]?.text == "Voice Control: 3 items numbered on 'player'; no audit finding (tap-handler-not-element, gesture-only-action); confirm on a device")
    #expect(bad["vc-names"]?.text == "Voice Control: 0 of 3 items with a name to say on 'player'; 3 findings: control-without-label on button 'back', button 'play', button 'forward'; confirm on a device")
    let good = try Self.evidence("icon-buttons-labeled")
    #expect(good["vc-names"]?.text == "Voice Control: 3 of 3 items with a name to say on 'player'; no audit finding (voice-control-no-name, voice-control-unspeakable-name, voice-control-visible-text-not-a-name, …); confirm on a device")
    #expect(good["vc-tap-label"]?.text == "Voice Control: 3 of 3 items with a name to say on 'player'; no audit finding (voice-control-shared-name, duplicate-label, voice-control-visible-text-not-a-name); confirm on a device")
  }

  /// A dialog that lets focus out is the two-finger Z item's finding, not the item about where
  /// focus goes after the dialog is dismissed.
  @Test func modalTrapBelongsToTheEscapeItem() throws {
    let e = try Self.evidence("modal-no-trap")
    #expect(e["vo-escape"]?.text.contains("modal-does-not-trap") == true, "\(e["vo-escape"]?.text ?? "")")
    #expect(e["vo-focus-dismiss"]?.text == "no audit finding (focus-not-restored)")
  }

  static func state() throws -> AppState {
    var s = AppState(voiceOver: VoiceOver(runtime: SceneRuntime(scene: try sceneFile("icon-buttons-unlabeled.json5"))), scenePath: "Scenes/icon-buttons-unlabeled.json5", size: Size(width: 100, height: 30), keymap: .builtInDefault)
    s.review.path = "Scenes/icon-buttons-unlabeled.review.json5"
    s.review.clock = { "2026-12-03T10:15:00Z" }
    s.review.author = "Ana"
    s.logEvents(s.simulator.start(), key: nil)
    return s
  }

  static func press(_ keys: [String], _ state: inout AppState) throws -> [AppEffect] {
    var effects: [AppEffect] = []
    for k in keys { effects += AppReducer.handle(.keyPressed(try KeyPress.parse(k)), &state) }
    return effects
  }

  /// K opens it; p, f and n mark the selected item and move on; Enter types a note; each
  /// change is saved as notes are; x clears; Esc closes.
  @Test func theReviewerMarksItemsWithNotesAndEachIsSaved() throws {
    var state = try Self.state()
    #expect(try Self.press(["K"], &state).isEmpty)
    #expect(state.review.checklist != nil)
    #expect(state.banner?.text == "Checklist: 0 of \(ChecklistItem.all.count) checked · p pass · f fail · n not applicable · ⏎ note")
    #expect(state.review.freezesTime)
    var effects = try Self.press(["p", "f"], &state)
    #expect(effects == [.saveNotes, .saveNotes])
    #expect(state.review.checklist?.selected == 2)
    effects = try Self.press(["up", "enter", "N", "o", "space", "n", "a", "m", "e", "s", "enter"], &state)
    #expect(effects == [.saveNotes])
    let results = state.review.notes.checklist
    #expect(results == [
      ChecklistResult(item: "vo-reach", verdict: .pass, author: "Ana", updated: "2026-12-03T10:15:00Z"),
      ChecklistResult(item: "vo-announce", verdict: .fail, note: "No names", author: "Ana", updated: "2026-12-03T10:15:00Z"),
    ])
    #expect(state.banner?.text == "Checklist: Note saved on 'Tap any element'")
    let grid = Screen.render(state)
    #expect(!hasRawControls(grid))
    assertSnapshot(grid, named: "checklist-overlay")
    // The file holds them beside the notes, and reads back.
    let text = ReviewFile.encode(state.review.notes)
    #expect(text.contains("  \"checklist\": [\n    {\"item\": \"vo-reach\", \"result\": \"pass\", \"author\": \"Ana\", \"updated\": \"2026-12-03T10:15:00Z\"},\n"))
    #expect(try ReviewFile.decode(Array(text.utf8), path: "t").checklist == results)
    // x clears; n marks not applicable; Esc closes.
    _ = try Self.press(["x"], &state)
    #expect(state.review.notes.result("vo-announce") == nil)
    _ = try Self.press(["n", "escape"], &state)
    #expect(state.review.notes.result("vo-announce")?.verdict == .notApplicable)
    #expect(state.review.checklist == nil)
  }

  @Test func aBadChecklistInTheFileIsLocated() {
    let text = "{\"format\": \"axsim-review/1\", \"checklist\": [{\"item\": \"vo-reach\", \"result\": \"maybe\"}], \"notes\": []}"
    #expect(throws: ReviewFileError(path: "t.review.json5", line: 1, column: 75, message: "unknown result 'maybe'", fix: "write result: \"pass\", \"fail\" or \"n/a\"")) {
      try ReviewFile.decode(Array(text.utf8), path: "t.review.json5")
    }
  }

  /// Two sessions: each keeps the results the other set; the one set here wins over the file's.
  @Test func resultsMergeByItem() {
    let base = [ChecklistResult(item: "a", verdict: .pass)]
    let ours = [ChecklistResult(item: "a", verdict: .fail), ChecklistResult(item: "b", verdict: .pass)]
    let theirs = [ChecklistResult(item: "a", verdict: .pass), ChecklistResult(item: "c", verdict: .notApplicable)]
    let merged = ReviewMerge.mergeChecklist(base: base, ours: ours, theirs: theirs)
    #expect(merged.map(\.item) == ["a", "b", "c"])
    #expect(merged.first?.verdict == .fail)
    // Cleared here, unchanged there: gone.
    #expect(ReviewMerge.mergeChecklist(base: base, ours: [], theirs: base).isEmpty)
  }

  /// In compare, K opens the checklist of the side that holds the review, saved to its file.
  @Test func inCompareTheChecklistIsTheFocusedSides() throws {
    var state = CompareTests.shipped(try CompareTests.state("modal-no-trap", "modal-trap"))
    for side in CompareSide.allCases { state[side].review.path = "x-\(side.rawValue).review.json5" }
    for k in ["\\", "K", "p"] { _ = CompareReducer.handle(.keyPressed(try KeyPress.parse(k)), &state) }
    #expect(state.after.review.notes.result("vo-reach")?.verdict == .pass)
    #expect(state.before.review.notes.checklist.isEmpty)
    let text = CompareScreen.render(state).lines().joined(separator: "\n")
    #expect(text.contains("After: Checklist · 1 of \(ChecklistItem.all.count) checked"))
  }
}
