import AssistiveTechnologies
import Foundation
import SceneModel
import Testing

/// Every fix the audit prints in scene syntax is edits (`SceneFix`); here each option of
/// each finding is applied to the scene that triggered it (every scene in Scenes/, and a
/// fixture for each rule they do not trigger) and the result is loaded. A fix the decoder
/// rejects fails, with the loader's messages. Where an option is the whole fix, the finding
/// must be gone from the fixed scene too.
@Suite struct AuditFixTests {
  /// A scene for each rule that no scene in Scenes/ triggers; the element of the finding
  /// carries the id "target" where it has one.
  static let fixtures: [String: String] = [
    "container-without-order": #"{ vstack: [{ list: [{ text: "One" }, { text: "Two" }], container: "list", id: "target" }] }"#,
    "control-named-by-hint": #"{ vstack: [{ button: { symbol: "trash" }, hint: "Deletes the message.", id: "target" }] }"#,
    "tab-without-label": #"{ vstack: [{ spacer: true }, { tabBar: [{ tab: { symbol: "house" }, id: "target" }, "Search"] }] }"#,
    "image-without-label": #"{ vstack: [{ image: "star.fill", id: "target" }] }"#,
    "silent-stop": #"{ vstack: [{ element: null, id: "target" }] }"#,
    "small-touch-target": #"{ vstack: [{ button: "Close", id: "target", width: 30, height: 30 }, { button: "Info", frame: [10, 400, 20, 20] }] }"#,
    "label-repeats-trait": #"{ vstack: [{ button: "Play button", id: "target" }] }"#,
    "label-embeds-state": #"{ vstack: [{ toggle: "Wi-Fi on", on: true, id: "target" }, { button: "Inbox selected", id: "inbox" }] }"#,
    "duplicate-label": #"{ vstack: [{ hstack: [{ text: "Ana Lima" }, { button: "Reply", id: "target" }] }, { hstack: [{ text: "Build bot" }, { button: "Reply", id: "r2" }] }] }"#,
    "emoji-only-label": #"{ vstack: [{ button: "👍", id: "target" }] }"#,
    "switch-value-ignored": #"{ vstack: [{ toggle: "Wi-Fi", value: "Home network", id: "target" }] }"#,
    "hint-is-instruction": #"{ vstack: [{ button: "Play", hint: "Double tap to play the track", id: "target" }, { button: "Save", hint: "Tap here", id: "save" }] }"#,
    "off-screen": #"{ hstack: [{ text: "Checking", width: 200 }, { button: "Transfer", width: 200, id: "target" }] }"#,
    "container-label-not-spoken": #"{ vstack: [{ vstack: [{ text: "12 Main Street" }, { text: "Springfield" }], label: "Shipping address", id: "target" }, { hstack: [{ button: "A" }], value: "3 items", id: "row" }] }"#,
    "modal-without-escape": #"{ zstack: [{ vstack: [{ button: "Buy", id: "buy" }, { button: "Rate", onActivate: { show: "rated" } }] }, { vstack: [{ text: "Saved" }, { button: "OK", onActivate: [{ hide: "target" }, { layoutChanged: "buy" }] }], id: "target", modal: true }, { vstack: [{ text: "Thanks" }], id: "rated", hidden: true, modal: true }] }"#,
    "voice-control-no-name": #"{ vstack: [{ cell: [{ image: "photo", element: false }], grouping: "combine", onActivate: { announce: "Opened" }, id: "target" }] }"#,
    "voice-control-unspeakable-name": #"{ vstack: [{ cell: [{ image: "star", label: "★" }], grouping: "combine", onActivate: { announce: "Starred" }, id: "target" }] }"#,
    "voice-control-shared-name": #"{ vstack: [{ hstack: [{ cell: [{ text: "Edit" }], grouping: "combine", onActivate: { announce: "Editing" }, id: "target" }, { text: "Road trip" }] }, { hstack: [{ cell: [{ text: "Edit" }], grouping: "combine", onActivate: { announce: "Editing" }, id: "e2" }, { text: "Groceries" }] }] }"#,
    "many-steps-to-reach": #"{ vstack: [{ vstack: [{ button: "1" }, { button: "2" }, { button: "3" }, { button: "4" }, { button: "5" }, { button: "6" }, { button: "7" }, { button: "8" }] }, { vstack: [{ button: "9" }, { button: "10" }, { button: "11" }, { button: "12" }, { button: "13" }, { button: "14" }, { button: "15" }, { button: "16" }] }, { vstack: [{ button: "17" }, { button: "18" }, { button: "19" }, { button: "20" }, { button: "21" }, { button: "22" }] }, { button: "Checkout", id: "target" }] }"#,
  ]

  /// Screens around a fixture's root; focus-not-restored needs two screens and a dialog.
  static func fixtureScene(_ rule: String) -> String? {
    if rule == "focus-not-restored" {
      return #"""
        { format: "axsim-scene/1", screens: [
          { id: "home", root: { zstack: [
            { vstack: [
              { header: "Invoices" },
              { button: "Edit invoice", id: "edit", onActivate: { present: "editor" } },
              { button: "Help", onActivate: [{ show: "help" }, { layoutChanged: "helpText" }] },
            ] },
            { vstack: [
              { text: "Press and hold a row to see more.", id: "helpText" },
              { button: "Close", id: "closeHelp", onActivate: { hide: "help" } },
            ], id: "help", hidden: true, modal: true, onEscape: { hide: "help" } },
          ] } },
          { id: "editor", title: "Edit invoice", root: { vstack: [
            { header: "Edit invoice" },
            { button: "Cancel", id: "cancel", onActivate: ["dismiss", "screenChanged"] },
            { button: "Save", onActivate: "dismiss" },
          ] } },
        ] }
        """#
    }
    guard let root = fixtures[rule] else { return nil }
    return #"{ format: "axsim-scene/1", screens: [{ id: "s", root: \#(root) }] }"#
  }

  /// Every scene in Scenes/ and every fixture, with its text.
  static func sources() throws -> [(name: String, text: String)] {
    let dir = repositoryRoot.appendingPathComponent("Scenes")
    var out = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json5") }.sorted().map { file in
      (file, try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8))
    }
    for rule in AuditRegistry.ids {
      if let text = fixtureScene(rule) { out.append(("fixture for \(rule)", text)) }
    }
    return out
  }

  /// Rules whose first option does not make the finding go away on its own, and why (none:
  /// kept so an exception has to be written down).
  static let partial: [String: String] = [:]

  @Test func everyFixOfEveryFindingLoads() throws {
    var tried = Set<String>()
    for (name, text) in try Self.sources() {
      let scene = try SceneLoader.load(bytes: Array(text.utf8), name: name).scene
      for finding in Audit.run(scene: scene) {
        guard let element = finding.element else { continue }
        tried.insert(finding.rule.id)
        #expect(!finding.fix.options.isEmpty || finding.fix.note != nil, "\(name): \(finding.rule.id) has no fix")
        for (k, option) in finding.fix.options.enumerated() {
          let fixed: String
          do {
            fixed = try SceneEdits.apply(option.edits, findingElement: element, scene: scene, text: text)
          } catch {
            Issue.record("\(name): \(finding.rule.id) option \(k + 1) cannot be applied: \(error)")
            continue
          }
          let loaded: Scene
          do {
            loaded = try SceneLoader.load(bytes: Array(fixed.utf8), name: name).scene
          } catch {
            Issue.record("\(name): the fix of \(finding.rule.id) on \(finding.name.quoted), \"\(option.text)\", does not load:\n\(error.description)")
            continue
          }
          // The first option fixes the finding.
          guard k == 0, Self.partial[finding.rule.id] == nil else { continue }
          let still = Audit.run(scene: loaded).contains { $0.rule.id == finding.rule.id && $0.element == element }
          #expect(!still, "\(name): after \"\(option.text)\", \(finding.rule.id) is still found on \(finding.name.quoted)")
        }
      }
    }
    // Every rule's fix was tried.
    let untried = Set(AuditRegistry.ids).subtracting(tried)
    #expect(untried.isEmpty, "no scene or fixture triggers: \(untried.sorted())")
  }

  @Test func fixturesTriggerTheirRule() {
    for rule in AuditRegistry.ids {
      guard let text = Self.fixtureScene(rule) else { continue }
      guard let scene = try? SceneLoader.load(bytes: Array(text.utf8), name: rule).scene else {
        Issue.record("the fixture for \(rule) does not load")
        continue
      }
      #expect(Audit.run(scene: scene).contains { $0.rule.id == rule }, "the fixture for \(rule) does not trigger it")
    }
  }
}

/// Applies a fix's edits to a scene's text: parses it, edits the elements' objects (found by
/// their offsets), and writes the whole document back as JSON.
enum SceneEdits {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func apply(_ edits: [SceneFix.Edit], findingElement: ElementIndex, scene: Scene, text: String) throws -> String {
    var root = try JSON5Parser.parse(Array(text.utf8))
    for edit in edits {
      let target = scene.elements[edit.element ?? findingElement].sourceOffset
      let value = try JSON5Parser.parse(Array(valueText(edit).utf8))
      guard Self.edit(&root, at: target, key: edit.key, operation: edit.operation, value: value) else {
        throw Failure(description: "no object at offset \(target) for \(edit.text)")
      }
    }
    return write(root)
  }

  static func valueText(_ edit: SceneFix.Edit) -> String {
    switch edit.operation {
    case .set(let v), .append(let v): return v
    case .remove: return "null"
    }
  }

  /// Finds the object at `offset` and edits it: a key is removed both beside the kind and
  /// inside the kind's object value, so a set never writes a key twice.
  static func edit(_ node: inout JSONNode, at offset: Int, key: String, operation: SceneFix.Edit.Operation, value: JSONNode) -> Bool {
    if node.offset == offset, case .object(var members) = node.value {
      var existing: JSONNode?
      if let k = members.firstIndex(where: { $0.key == key }) { existing = members.remove(at: k).value }
      for k in members.indices {
        if case .object(var inner) = members[k].value.value, ElementKind.named(members[k].key) != nil,
           let j = inner.firstIndex(where: { $0.key == key }) {
          existing = existing ?? inner[j].value
          inner.remove(at: j)
          members[k].value.value = .object(inner)
        }
      }
      switch operation {
      case .set: members.append(JSONMember(key: key, keyOffset: 0, value: value))
      case .remove: break
      case .append:
        var items: [JSONNode] = []
        if let existing {
          if case .array(let list) = existing.value { items = list } else { items = [existing] }
        }
        members.append(JSONMember(key: key, keyOffset: 0, value: JSONNode(.array(items + [value]), offset: 0)))
      }
      node.value = .object(members)
      return true
    }
    switch node.value {
    case .object(var members):
      for k in members.indices where edit(&members[k].value, at: offset, key: key, operation: operation, value: value) {
        node.value = .object(members)
        return true
      }
    case .array(var items):
      for k in items.indices where edit(&items[k], at: offset, key: key, operation: operation, value: value) {
        node.value = .array(items)
        return true
      }
    default: break
    }
    return false
  }

  static func write(_ node: JSONNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(_, let literal): return literal
    case .string(let s): return Sanitize.jsonString(s)
    case .array(let items): return "[" + items.map(write).joined(separator: ", ") + "]"
    case .object(let members): return "{" + members.map { Sanitize.jsonString($0.key) + ": " + write($0.value) }.joined(separator: ", ") + "}"
    }
  }
}
