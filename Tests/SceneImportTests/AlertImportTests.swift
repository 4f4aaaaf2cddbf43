import AssistiveTechnologies
import Foundation
import SceneImport
import SceneModel
import Testing

/// A system alert in a dump is written as the device behaves: its title is spoken by the
/// text inside it (so the alert carries no label that would never be spoken), and escape
/// dismisses it, as UIAlertController runs its cancel action. The audit finds neither a
/// container label nor a modal without escape on it.
@Suite struct AlertImportTests {
  static let dump = """
    <AppiumAUT>
      <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" x="0" y="0" width="393" height="852">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="393" height="852">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Groceries" accessible="true" x="16" y="110" width="361" height="22"/>
        </XCUIElementTypeWindow>
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="393" height="852">
          <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Delete note?" label="Delete note?" accessible="false" x="60" y="330" width="273" height="150">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Delete note?" accessible="true" x="76" y="345" width="241" height="22"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Cancel" accessible="true" x="60" y="436" width="136" height="44"/>
          </XCUIElementTypeAlert>
        </XCUIElementTypeWindow>
      </XCUIElementTypeApplication>
    </AppiumAUT>
    """

  @Test func alertTitleIsSpokenInsideAndEscapeDismisses() throws {
    let imported = try #require(importDump(Self.dump, name: "alert.xml"))
    let line = try #require(imported.text.split(separator: "\n").first { $0.contains("alert: [") })
    #expect(line.contains("onEscape: { hide: \"alert-delete-note\" }"))
    #expect(!line.contains("label:"))
    #expect(imported.report.contains("line 7: Alert 'Delete note?': escape dismisses it, as a system alert with a cancel action does (the dump does not say which action cancels: remove its onEscape if none does)"))
    let rules = Audit.run(scene: imported.scene).map(\.rule.id)
    #expect(!rules.contains("container-label-not-spoken"))
    #expect(!rules.contains("modal-without-escape"))
  }

  @Test func anAlertWithoutButtonsHasNoEscapeWritten() throws {
    let dump = Self.dump.replacingOccurrences(of: "XCUIElementTypeButton", with: "XCUIElementTypeStaticText")
    let imported = try #require(importDump(dump, name: "alert.xml"))
    #expect(!imported.text.contains("onEscape"))
  }
}
