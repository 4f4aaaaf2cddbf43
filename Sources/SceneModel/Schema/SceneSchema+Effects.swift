/// Effects: what activating, adjusting or a gesture does (`SceneDecoder+Effects.swift`).
extension SceneSchema {
  static var effectDefinitions: [(String, SchemaNode)] {
    let names = SceneDecoder.effectNames
    let shorthands = SceneDecoder.effectShorthands.map(\.name)
    let quotedShorthands = shorthands.map { "\"\($0)\"" }
    return [
      (
        "effectObject",
        [
          "description": "One effect: an object with exactly one key, the effect's name.",
          "type": "object",
          "properties": properties(of: names, from: effectSchemas),
          "additionalProperties": false,
          "minProperties": 1,
          "maxProperties": 1,
        ]
      ),
      (
        "effectString",
        [
          "description": .string("Shorthand effects: " + shorthands.map { "\"\($0)\"" + (shorthandNotes[$0].map { " (\($0))" } ?? "") }.joined(separator: ", ") + "."),
          "type": "string",
          "enum": .strings(shorthands),
        ]
      ),
      (
        "effect",
        [
          "description": "An effect object such as { announce: \"Sent\" }, or a shorthand string.",
          "anyOf": [.ref("effectString"), .ref("effectObject")],
        ]
      ),
      (
        "effects",
        [
          "description": .string(
            "What happens, in order: one effect, or an array of effects. An effect is an object with one key ("
              + names.joined(separator: ", ") + ") or one of the strings " + quotedShorthands.joined(separator: ", ") + "."),
          "anyOf": [.ref("effect"), ["type": "array", "items": .ref("effect")]],
        ]
      ),
    ]
  }

  /// What a shorthand string does where its name does not say it.
  static let shorthandNotes = ["layoutChanged": "focus stays", "screenChanged": "focus to the first element"]

  /// The value of each effect's key.
  static var effectSchemas: [String: SchemaNode] {
    let focus: SchemaNode = ["anyOf": [["type": "string"], ["const": true], ["type": "null"]]]
    var e: [String: SchemaNode] = [:]
    e["announce"] = [
      "description":
        "Posts UIAccessibility.Notification.announcement: VoiceOver speaks this text. It cuts off speech in progress and is cut off by what comes after it in the same step, unless it is queued: { text, queue: true } (UIKit's accessibilitySpeechQueueAnnouncement) waits for the speech in progress and is heard to its end.",
      "anyOf": [
        ["type": "string"],
        [
          "type": "object",
          "properties": properties(of: SceneDecoder.announcementKeys, from: announcementSchemas),
          "required": ["text"],
          "additionalProperties": false,
        ],
      ],
    ]
    e["layoutChanged"] = focus.described(
      "Posts layoutChanged. With an element id, focus moves to that element; with true or null, focus stays where it is (or goes to the first element if the focused one is gone). VoiceOver speaks the focused element.")
    e["screenChanged"] = focus.described(
      "Posts screenChanged (screen-change sound). With an element id, focus moves to that element; with true or null, to the first element of the screen.")
    e["push"] = .stringValue("Pushes the screen with this id onto the navigation stack and posts screenChanged (focus on its first element).")
    e["pop"] = [
      "description":
        "Pops the top screen of the navigation stack and posts screenChanged, returning focus to the element that pushed it. Write { pop: true } or the string \"pop\".",
      "const": true,
    ]
    e["present"] = .stringValue("Presents the screen with this id over the current one (a modal layer) and posts screenChanged.")
    e["dismiss"] = [
      "description":
        "Dismisses the top presented screen and posts screenChanged, returning focus to the element that presented it. Write { dismiss: true } or the string \"dismiss\".",
      "const": true,
    ]
    e["toggle"] = .stringValue(
      "Flips a switch's value (\"1\"/\"0\"), or the selected trait of any other element, given by id. Posts no notification; VoiceOver speaks the new state if the focused element changed.")
    e["select"] = .stringValue("Selects the element with this id and deselects its siblings (segments, tabs). Posts no notification.")
    e["set"] = [
      "description":
        "Changes properties of an element: { set: { id: \"status\", value: \"Sent\" } }. Posts no notification; VoiceOver speaks the focused element's new value if it changed.",
      "type": "object",
      "properties": properties(of: SceneDecoder.setKeys, from: setSchemas),
      "required": ["id"],
      "additionalProperties": false,
    ]
    e["show"] = .stringValue("Shows the element with this id (hidden: false); the layout is redone.")
    e["hide"] = .stringValue("Hides the element with this id and its subtree (hidden: true); if it had focus, focus moves to the nearest stop.")
    return e
  }

  static var announcementSchemas: [String: SchemaNode] {
    [
      "text": ["type": "string", "description": "What VoiceOver speaks."],
      "queue": ["type": "boolean", "description": "Wait for speech in progress instead of interrupting it (default false)."],
    ]
  }

  static var setSchemas: [String: SchemaNode] {
    [
      "id": .stringValue("The `id` of the element to change (required)."),
      "label": .stringValue("New accessibility label."),
      "value": .stringValue("New accessibility value (a string)."),
      "hint": .stringValue("New accessibility hint."),
      "hidden": .boolValue("Hide (true) or show (false) the element and its subtree; the layout is redone."),
      "enabled": .boolValue("false adds the notEnabled trait (\"Dimmed.\"), true removes it."),
      "selected": .boolValue("Adds (true) or removes (false) the selected trait."),
      "editing": .boolValue("Adds (true) or removes (false) the isEditing trait."),
    ]
  }
}
