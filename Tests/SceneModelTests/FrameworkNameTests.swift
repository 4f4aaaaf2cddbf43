import Foundation
import Testing

@testable import SceneModel

@Suite("UIKit and SwiftUI names in scenes")
struct FrameworkNameTests {
  /// Loads a one-button scene with `key: true` on the button and returns the one message.
  static func message(forKey key: String) throws -> String {
    let quoted = "\"" + key + "\""
    let text = """
      { format: "axsim-scene/1", screens: [{ id: "main", root: { vstack: [
        { button: "Send", \(quoted): true },
      ] } }] }
      """
    do {
      _ = try SceneLoader.load(bytes: Array(text.utf8), name: "s.json5")
      Issue.record("a scene with \(key) loaded")
      return ""
    } catch {
      return error.description
    }
  }

  @Test("each UIKit and SwiftUI name is answered with the scene key, never 'remove it'",
    arguments: FrameworkNames.entries.filter { !SceneDecoder.commonKeySet.contains($0.name) })
  func eachName(_ entry: FrameworkNames.Entry) throws {
    let message = try Self.message(forKey: entry.name)
    let origin = entry.uikit.map { "UIKit's " + $0 } ?? "SwiftUI's " + entry.swiftUI!
    let lead = "s.json5:2:21: error: screens[0].root.vstack[0].\(entry.name): unknown key '\(entry.name)' in 'button'; "
    if entry.keys.isEmpty {
      #expect(message == lead + "\(origin) has no equivalent in a scene: \(entry.how!)")
    } else {
      let keys = entry.keys.map { "'\($0)'" }.joined(separator: " and ")
      #expect(message == lead + "did you mean \(keys) (\(origin))?" + (entry.how.map { " " + $0 } ?? ""))
    }
    #expect(!message.contains("remove it"))
  }

  @Test("a name written as a SwiftUI modifier is named as SwiftUI's")
  func modifierSpelling() throws {
    let message = try Self.message(forKey: ".accessibilityLabel(_:)")
    #expect(message.hasSuffix("did you mean 'label' (SwiftUI's .accessibilityLabel(_:))?"))
    #expect(try Self.message(forKey: "accessibilityLabel").hasSuffix("did you mean 'label' (UIKit's accessibilityLabel)?"))
  }

  @Test("every scene key a name maps to exists, and every name is in Docs/SceneFormat.md")
  func tableIsTrue() throws {
    for e in FrameworkNames.entries {
      for key in e.keys { #expect(SceneDecoder.commonKeySet.contains(key), "\(e.name) maps to unknown key \(key)") }
      #expect(e.uikit != nil || e.swiftUI != nil)
    }
    let docs = SceneCorpus.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/SceneFormat.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for e in FrameworkNames.entries {
      #expect(text.contains("`\(e.uikit ?? e.swiftUI!)`"), "Docs/SceneFormat.md does not list \(e.name)")
    }
  }
}
