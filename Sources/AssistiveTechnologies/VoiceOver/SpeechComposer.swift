import SceneModel

/// Composes what VoiceOver speaks for an element, exactly as the reference's algorithm does
/// (voiceover-speech.md §1.1), keeping each part so front ends can show and explain it.
public enum SpeechComposer {
  /// Options that change the composition.
  public struct Options: Sendable, Equatable {
    /// Settings › VoiceOver › Verbosity › Speak Hints.
    public var speakHints: Bool = true
    /// Settings › VoiceOver › Verbosity › Actions: "Speak" (true) or not.
    public var speakActionsAvailable: Bool = true
    /// iOS major version (`IOSVersion.supported`); the rules that differ by version are in
    /// `SpeechVersionRules` and, for a switch's value, step 5.4 below.
    public var iOSVersion: Int = IOSVersion.newest
    public init(speakHints: Bool = true, speakActionsAvailable: Bool = true, iOSVersion: Int = IOSVersion.newest) {
      self.speakHints = speakHints
      self.speakActionsAvailable = speakActionsAvailable
      self.iOSVersion = iOSVersion
    }
  }

  /// The description (no hint) and the hint, as parts.
  public struct Result: Sendable, Equatable {
    public var description: [UtterancePart]
    public var hint: [UtterancePart]
    /// Parts spoken after the hint: high-importance content, "Actions Available".
    public var trailer: [UtterancePart]

    public var descriptionText: String { description.map(\.text).joined() }
    public var hintText: String { hint.map(\.text).joined() }
  }

  /// Composes the description of `p` in `context`.
  public static func compose(_ p: SpokenProperties, context: SpeechContext?, options: Options = Options()) -> Result {
    let t = p.traits
    var parts: [UtterancePart] = []
    // 1. Base = label; a back button's "Back" is dropped.
    // Emoji and symbols are spoken by name ("🗑" → "wastebasket").
    var label = SymbolNames.spoken(p.label ?? "")
    if t.contains(.backButton), label.lowercased() == SpeechStrings.back.lowercased() { label = "" }
    if !label.isEmpty { parts.append(.init(.label, label)) }
    // 2. Data-table context rewrites the base (`DataTableWords`).
    var table: DataTableContext?
    if case .dataTable(let c) = context { table = c }
    if let table { parts = DataTableWords.base(label: label, table) }
    // 3. Value, hidden for switches.
    let value = SymbolNames.spoken(p.value ?? "")
    if !value.isEmpty, !t.contains(.switchButton) {
      if table != nil, !parts.isEmpty {
        parts.append(.init(.punctuation, " "))
        parts.append(.init(.value, value))
      } else if parts.isEmpty {
        parts.append(.init(.value, value))
      } else {
        parts.append(.init(.punctuation, ": "))
        parts.append(.init(.value, value))
      }
    }
    // 4. Selected.
    if t.contains(.selected) {
      if parts.isEmpty {
        parts.append(.init(.selected, SpeechStrings.selected))
      } else {
        parts.insert(.init(.selected, SpeechStrings.selectedPrefix), at: 0)
      }
    }
    // 5. Trait words.
    var words: [String] = []
    let isTabContext: Bool = {
      if case .tab = context { return true }
      return false
    }()
    if t.contains(.notEnabled) { words.append(SpeechStrings.dimmed) }
    if t.contains(.button), !t.contains(.keyboardKey), !t.contains(.switchButton), !t.contains(.tabBarItem), !t.contains(.backButton), !isTabContext {
      words.append(SpeechStrings.button)
    }
    if t.contains(.backButton) { words.append(SpeechStrings.backButton) }
    if t.contains(.switchButton) {
      if t.contains(.button) { words.append(SpeechStrings.switchButton) }
      if let raw = p.value {
        switch raw {
        case "1": words.append(SpeechStrings.on)
        case "0": words.append(SpeechStrings.off)
        case "2": words.append(SpeechStrings.mixed)
        default: if options.iOSVersion >= 17 { words.append(raw) }
        }
      }
    }
    if t.contains(.tabBarItem) || isTabContext { words.append(SpeechStrings.tab) }
    if t.contains(.textEntry) {
      words.append(t.contains(.secureTextField) ? SpeechStrings.secureTextField : SpeechStrings.textField)
      if t.contains(.isEditing) { words.append(SpeechStrings.isEditing) }
    }
    if t.contains(.header) { words.append(SpeechStrings.heading) }
    if t.contains(.link) { words.append(SpeechStrings.link) }
    if t.contains(.adjustable) { words.append(SpeechStrings.adjustable) }
    if t.contains(.image) { words.append(SpeechStrings.image) }
    if t.contains(.searchField) { words.append(SpeechStrings.searchField) }
    // 6. Hint promoted when nothing else describes the element.
    var hint = SymbolNames.spoken(p.hint ?? "")
    if parts.isEmpty, !hint.isEmpty {
      parts.append(.init(.hint, hint))
      hint = ""
    }
    // 7. Join the trait words.
    if !words.isEmpty {
      let text = words.joined(separator: " ")
      if parts.isEmpty {
        parts.append(.init(.traits, text))
      } else {
        if !endsWithPeriod(parts) { parts.append(.init(.punctuation, ".")) }
        parts.append(.init(.punctuation, " "))
        parts.append(.init(.traits, text))
      }
    }
    // 8. Context suffix.
    if let context {
      switch context {
      case .series(let n, let m), .tab(let n, let m):
        parts.append(.init(.punctuation, " "))
        parts.append(.init(.context, "\(n) of \(m)."))
      case .listStart, .listEnd, .landmarkStart, .landmarkEnd:
        // `desc + "."-if-needed + " List Start."`, literally: an empty description gives
        // ". List Start." (reference §1.1 step 8).
        if !endsWithPeriod(parts) { parts.append(.init(.punctuation, ".")) }
        parts.append(.init(.punctuation, " "))
        let word: String
        switch context {
        case .listStart: word = SpeechStrings.listStart
        case .listEnd: word = SpeechStrings.listEnd
        case .landmarkStart: word = SpeechStrings.landmarkStart
        default: word = SpeechStrings.landmarkEnd
        }
        parts.append(.init(.context, word))
      case .dataTable: break
      }
    }
    // 9. Hints.
    let enabled = !t.contains(.notEnabled)
    if t.contains(.switchButton), enabled {
      hint = hint.isEmpty ? SpeechStrings.switchHint : trimPeriod(hint) + ". " + SpeechStrings.switchHint
    }
    if t.contains(.textEntry), enabled {
      if t.contains(.isEditing) {
        hint = SpeechStrings.editingHint
      } else if t.contains(.textArea) {
        hint = SpeechStrings.textAreaHint
      } else {
        hint = SpeechStrings.textFieldHint
      }
    }
    let hintOnly = !(p.hint ?? "").isEmpty && (p.label ?? "").isEmpty && (p.value ?? "").isEmpty
    if t.contains(.adjustable), enabled, !t.contains(.switchButton), !hintOnly {
      hint = hint.isEmpty ? SpeechStrings.adjustableHint : trimPeriod(hint) + ". " + SpeechStrings.adjustableHint
    }
    // The custom-action hint is a system hint, spoken with the others before "Actions
    // Available" (assistive-tech-behaviour.md §4.1).
    if !p.actions.isEmpty {
      hint = hint.isEmpty ? SpeechStrings.customActionHint : trimPeriod(hint) + ". " + SpeechStrings.customActionHint
    }
    var trailer: [UtterancePart] = []
    for c in p.customContent where c.isHighImportance {
      trailer.append(.init(.customContent, "\(c.label): \(c.value)"))
    }
    if !p.actions.isEmpty, options.speakActionsAvailable {
      trailer.append(.init(.actions, SpeechStrings.actionsAvailable))
    }
    if p.customContent.contains(where: { !$0.isHighImportance }) {
      trailer.append(.init(.customContent, SpeechStrings.moreContentAvailable))
    }
    return Result(description: parts, hint: hint.isEmpty ? [] : [.init(.hint, hint)], trailer: trailer)
  }

  static func endsWithPeriod(_ parts: [UtterancePart]) -> Bool {
    parts.last(where: { !$0.text.isEmpty })?.text.hasSuffix(".") ?? false
  }

  static func trimPeriod(_ s: String) -> String {
    s.hasSuffix(".") ? String(s.dropLast()) : s
  }
}

/// The exact English strings VoiceOver uses (reference §1.3).
public enum SpeechStrings {
  public static let selected = "Selected."
  public static let selectedPrefix = "Selected: "
  public static let dimmed = "Dimmed."
  public static let button = "Button."
  public static let backButton = "Back Button."
  public static let back = "Back"
  public static let tab = "Tab."
  public static let heading = "Heading."
  public static let link = "Link."
  public static let adjustable = "Adjustable."
  public static let adjustableHint = "Swipe up or down with one finger to adjust the value."
  public static let image = "Image."
  public static let searchField = "Search Field."
  public static let switchButton = "Switch Button."
  public static let on = "On."
  public static let off = "Off."
  public static let mixed = "Mixed."
  public static let switchHint = "Double tap to toggle setting."
  public static let listStart = "List Start."
  public static let listEnd = "List End."
  public static let landmarkStart = "Landmark."
  public static let landmarkEnd = "End."
  public static let textField = "Text Field."
  public static let secureTextField = "Secure Text Field."
  public static let textFieldHint = "Double tap to edit."
  public static let editingHint = "Use the rotor to access Misspelled Words"
  public static let textAreaHint = "Double tap to edit., Use the rotor to access Misspelled Words"
  public static let isEditing = "Is editing."
  public static let actionsAvailable = "Actions Available"
  public static let moreContentAvailable = "More Content Available"
  public static let customActionHint = "Swipe up or down to select a custom action, then double tap to activate."
}
