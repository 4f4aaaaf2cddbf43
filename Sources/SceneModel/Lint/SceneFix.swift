/// A fix in scene syntax, as data: the edits to the element a finding is about (and, where
/// the fix needs them, to others), and the words that say them. Every audit finding and
/// `check` warning carries one; `AuditFixTests` applies each to a scene that triggers its
/// rule and loads the result, so a fix the decoder would reject cannot ship.
public struct SceneFix: Sendable, Equatable {
  /// One change to one element.
  public struct Edit: Sendable, Equatable {
    public enum Operation: Sendable, Equatable {
      /// Write `key: VALUE`, replacing the key when it is there (VALUE is JSON5).
      case set(String)
      /// Remove the key.
      case remove
      /// Add VALUE (JSON5) at the end of the key's effects or list, creating it.
      case append(String)

      var verb: String {
        switch self {
        case .set: return "write"
        case .remove: return "remove"
        case .append: return "add"
        }
      }
    }

    /// The element edited: nil for the finding's own element.
    public var element: ElementIndex?
    /// How the words name that element (`'Total'`), when it is not the finding's.
    public var elementName: String?
    public var key: String
    public var operation: Operation

    public init(_ key: String, _ operation: Operation, on element: ElementIndex? = nil, named elementName: String? = nil) {
      self.key = key
      self.operation = operation
      self.element = element
      self.elementName = elementName
    }

    /// `set` shorthand: `key: VALUE`.
    public static func set(_ key: String, _ value: String, on element: ElementIndex? = nil, named name: String? = nil) -> Edit {
      Edit(key, .set(value), on: element, named: name)
    }

    /// `remove` shorthand.
    public static func remove(_ key: String, on element: ElementIndex? = nil, named name: String? = nil) -> Edit {
      Edit(key, .remove, on: element, named: name)
    }

    /// `append` shorthand.
    public static func append(_ key: String, _ item: String, on element: ElementIndex? = nil, named name: String? = nil) -> Edit {
      Edit(key, .append(item), on: element, named: name)
    }

    /// `key: VALUE` for a set, `'key'` for a removal, `VALUE to key` for an addition.
    var body: String {
      switch operation {
      case .set(let value): return "\(key): \(value)"
      case .remove: return "'\(key)'"
      case .append(let item): return "\(item) to \(key)"
      }
    }

    /// "write key: VALUE", "remove key", "add VALUE to key", with "on NAME" for another element.
    public var text: String {
      let on = elementName.map { " on " + $0 } ?? ""
      switch operation {
      case .set(let value): return "write \(key): \(value)\(on)"
      case .remove: return "remove '\(key)'\(on)"
      case .append(let item): return "add \(item) to \(key)\(on)"
      }
    }
  }

  /// One way to fix the finding: its edits, applied together, and what it achieves.
  public struct Option: Sendable, Equatable {
    public var edits: [Edit]
    /// "to reach the children one by one".
    public var purpose: String?

    public init(_ edits: [Edit], purpose: String? = nil) {
      self.edits = edits
      self.purpose = purpose
    }

    /// The edits in words, consecutive ones of the same kind on the same element merged:
    /// `write element: true, label: "Map" on 'row'`, `remove 'label', 'value'`.
    public var text: String {
      var parts: [String] = []
      var k = 0
      while k < edits.count {
        let first = edits[k]
        var group = [first]
        while k + group.count < edits.count {
          let next = edits[k + group.count]
          guard next.element == first.element, next.operation.verb == first.operation.verb, first.operation.verb != "add" else { break }
          group.append(next)
        }
        let on = first.elementName.map { " on " + $0 } ?? ""
        switch first.operation {
        case .set: parts.append("write " + group.map(\.body).joined(separator: ", ") + on)
        case .remove: parts.append("remove " + group.map(\.body).joined(separator: ", ") + on)
        case .append: parts.append(first.text)
        }
        k += group.count
      }
      return parts.joined(separator: ", ") + (purpose.map { " " + $0 } ?? "")
    }
  }

  /// Ways to fix it, the first the one to try first; any one of them is a whole fix.
  public var options: [Option]
  /// Words after the options that are not scene syntax ("and move its buttons into it").
  public var note: String?

  public init(_ options: [Option], note: String? = nil) {
    self.options = options
    self.note = note
  }

  /// One option of one edit.
  public init(_ edit: Edit, purpose: String? = nil, note: String? = nil) {
    self.init([Option([edit], purpose: purpose)], note: note)
  }

  /// The words: the options joined with "or", then the note.
  public var text: String {
    options.map(\.text).joined(separator: "; or ") + (note.map { "; " + $0 } ?? "")
  }

  /// A JSON5 string literal for `value`, escaped.
  public static func string(_ value: String) -> String { Sanitize.jsonString(value) }

  /// A JSON5 array of string literals.
  public static func strings(_ values: [String]) -> String { "[" + values.map(string).joined(separator: ", ") + "]" }
}

extension SceneFix {
  /// An effect as a scene writes it (`{ hide: "dialog" }`, `"dismiss"`), for fixes that
  /// move or add effects.
  public static func effect(_ effect: Effect) -> String {
    func s(_ x: String) -> String { string(x) }
    switch effect {
    case .announce(let text): return "{ announce: \(s(text)) }"
    case .announceQueued(let text): return "{ announce: { text: \(s(text)), queue: true } }"
    case .layoutChanged(let target): return target.map { "{ layoutChanged: \(s($0.id)) }" } ?? "\"layoutChanged\""
    case .screenChanged(let target): return target.map { "{ screenChanged: \(s($0.id)) }" } ?? "\"screenChanged\""
    case .push(let screen): return "{ push: \(s(screen)) }"
    case .pop: return "\"pop\""
    case .present(let screen): return "{ present: \(s(screen)) }"
    case .dismiss: return "\"dismiss\""
    case .toggle(let r): return "{ toggle: \(s(r.id)) }"
    case .select(let r): return "{ select: \(s(r.id)) }"
    case .set(let r, let patch):
      if patch == ElementPatch(hidden: true) { return "{ hide: \(s(r.id)) }" }
      if patch == ElementPatch(hidden: false) { return "{ show: \(s(r.id)) }" }
      var fields = ["id: \(s(r.id))"]
      if let v = patch.label { fields.append("label: \(s(v))") }
      if let v = patch.value { fields.append("value: \(s(v))") }
      if let v = patch.hint { fields.append("hint: \(s(v))") }
      if let v = patch.hidden { fields.append("hidden: \(v)") }
      if let v = patch.enabled { fields.append("enabled: \(v)") }
      if let v = patch.selected { fields.append("selected: \(v)") }
      if let v = patch.editing { fields.append("editing: \(v)") }
      return "{ set: { \(fields.joined(separator: ", ")) } }"
    case .adjust(let r, let by):
      // Made by activation, never written; the nearest written form.
      return "{ set: { id: \(s(r.id)), value: \(s(by > 0 ? "+" : "-")) } }"
    }
  }

  /// Effects as a scene writes them: one effect alone, several as an array.
  public static func effects(_ list: [Effect]) -> String {
    list.count == 1 ? effect(list[0]) : "[" + list.map(effect).joined(separator: ", ") + "]"
  }

  /// An id not yet used in the scene, from `base` ("dialog", "dialog2", ...).
  public static func freshID(_ base: String, in scene: Scene, avoiding taken: Set<String> = []) -> String {
    var candidate = base
    var n = 2
    while scene.element(id: candidate) != nil || taken.contains(candidate) {
      candidate = base + String(n)
      n += 1
    }
    return candidate
  }
}
