/// The schema of every element key (`SceneDecoder.commonKeys` and `kindKeys`), read by
/// `applyProperties`: one `p_KEY` definition each, referenced wherever the key is allowed.
extension SceneSchema {
  static var propertyDefinitions: [(String, SchemaNode)] {
    let schemas = elementPropertySchemas
    return elementKeys.map { ("p_" + $0, schemas[$0] ?? [:]) }
  }

  /// What the decoder reads each element key as.
  static var elementPropertySchemas: [String: SchemaNode] {
    var p: [String: SchemaNode] = [:]
    identity(&p)
    behaviour(&p)
    layout(&p)
    values(&p)
    appearance(&p)
    tables(&p)
    kindSpecific(&p)
    return p
  }

  /// What VoiceOver says, and which elements it visits.
  private static func identity(_ p: inout [String: SchemaNode]) {
    p["id"] = .stringValue(
      "Scene id of the element: unique in the file, not empty. Effects, rotors and `order` refer to it. Never spoken (for accessibilityIdentifier use `identifier`).",
      ("minLength", 1))
    p["label"] = .stringValue("accessibilityLabel: what VoiceOver speaks first. Overrides the label given by the kind's string shorthand.")
    p["value"] = [
      "description":
        "accessibilityValue, spoken after the label as \"Label: Value\" (not for switches). A number makes an adjustable numeric value (with min/max/step/format), which needs the adjustable trait; with `values`, the string must be one of them.",
      "type": ["string", "number"],
      // Any finite number.
      "minimum": .number(-Double.greatestFiniteMagnitude),
      "maximum": .number(Double.greatestFiniteMagnitude),
    ]
    p["hint"] = .stringValue(
      "accessibilityHint, spoken after a pause when Speak Hints is on. Text inputs replace it with their own hint; switches and adjustable elements append theirs to it. An element with no label and no value speaks its hint as its description.")
    p["identifier"] = .stringValue(
      "accessibilityIdentifier, for tests; never spoken. A semantic-group container with an identifier keeps its children together.")
    p["inputLabels"] = SchemaNode.ref("stringOrStrings").described(
      "accessibilityUserInputLabels: Voice Control names (string or array of strings); the first is shown by \"Show names\". Never spoken by VoiceOver.")
    for (key, framework) in [("accessibilityUserInputLabels", "UIKit's"), ("accessibilityInputLabels", "SwiftUI's")] {
      p[key] = SchemaNode.ref("stringOrStrings").described("\(framework) name for inputLabels, accepted as written (give only one of them).")
    }
    p["language"] = .stringValue("accessibilityLanguage: BCP 47 language of the label, such as \"en\" or \"de\".")
    p["customContent"] = .ref("customContent")
    p["traits"] = SchemaNode.ref("traitList").described(
      "Replaces the kind's default traits (a trait name or an array of them). Applied before addTraits, removeTraits, selected, enabled and editing.")
    p["addTraits"] = SchemaNode.ref("traitList").described("Traits added to the kind's default traits (or to `traits`).")
    p["removeTraits"] = SchemaNode.ref("traitList").described("Traits removed from the kind's default traits (or from `traits`).")
    p["element"] = .boolValue(
      "isAccessibilityElement: true makes it one VoiceOver stop (its children are then never reached), false makes it transparent so its children are reached. Default: from the kind.")
    p["hidden"] = .boolValue(
      "accessibilityElementsHidden: the element and its subtree are skipped by VoiceOver and take no space in the layout.")
    p["grouping"] = .oneOf(
      "SwiftUI accessibilityElement(children:): \"combine\" makes one stop whose label, value, traits and actions join its children's; \"contain\" keeps the children as separate stops read together; \"ignore\" makes one stop with only its own properties; \"none\" (the default) exposes the children as they are.",
      Grouping.allCases.map(\.rawValue))
    p["groupChildren"] = .boolValue(
      "shouldGroupAccessibilityChildren: VoiceOver reads the children together, sorted among themselves, before moving on.")
    p["order"] = [
      "description":
        "accessibilityElements: ids of elements nested inside this one, in the order VoiceOver reads them (kept even against their positions). Each id once. Needed for list and landmark containers to speak \"List Start.\"/\"Landmark.\".",
      "type": "array",
      "items": .ref("elementId"),
    ]
    p["sortPriority"] = .numberValue(
      in: SceneRange.sortPriority, "SwiftUI accessibilitySortPriority: among siblings, higher comes first (default 0).")
    p["container"] = .oneOf(
      "accessibilityContainerType. \"list\" and \"landmark\" speak \"List Start.\"/\"List End.\" and \"Landmark.\"/\"End.\" only when the element also has an `order`; \"list\", \"landmark\", \"dataTable\" and \"tabBar\" keep the children together; \"semanticGroup\" does too when the element has a label, value or identifier; \"tabBar\" makes its stops say \"Tab. N of M.\".",
      ContainerType.allCases.map(\.rawValue))
    p["modal"] = .boolValue(
      "accessibilityViewIsModal: VoiceOver reads only this element and ignores its siblings (the last modal sibling wins). Default true for "
        + sentenceList(ElementKind.allCases.filter(\.isModalByDefault).map(\.rawValue), "and") + ".")
    p["selected"] = .boolValue("Adds (true) or removes (false) the selected trait: VoiceOver says \"Selected: \" before the label.")
    p["enabled"] = .boolValue(
      "false adds the notEnabled trait: VoiceOver says \"Dimmed.\" and activating does nothing. true removes it.")
    p["editing"] = .boolValue("Adds (true) or removes (false) the isEditing trait (\"Is editing.\" on text inputs).")
    p["note"] = ["description": "A comment for people reading the file; any value, ignored."]
    p["audit"] = audit
  }

  /// What activating, gestures and the other technologies do.
  private static func behaviour(_ p: inout [String: SchemaNode]) {
    p["actions"] = .ref("actions")
    p["rotors"] = .ref("rotors")
    p["onActivate"] = SchemaNode.ref("effects").described(
      "Effects run when the element is activated (double tap), after the kind's own behaviour (a switch toggles, a segment or tab is selected, a text input starts editing). Dimmed elements do nothing.")
    p["onIncrement"] = SchemaNode.ref("effects").described(
      "Effects run on swipe up (accessibilityIncrement) instead of stepping the value; the element must be adjustable.")
    p["onDecrement"] = SchemaNode.ref("effects").described(
      "Effects run on swipe down (accessibilityDecrement) instead of stepping the value; the element must be adjustable.")
    p["onMagicTap"] = SchemaNode.ref("effects").described(
      "Effects run on the two-finger double tap (accessibilityPerformMagicTap) when the focus is on this element or inside it.")
    p["onEscape"] = SchemaNode.ref("effects").described(
      "Effects run on the two-finger scrub (accessibilityPerformEscape) when the focus is on this element or inside it; without a handler, escape dismisses or pops.")
    p["respondsToUserInteraction"] = .boolValue(
      "accessibilityRespondsToUserInteraction: whether Switch Control scans the element and Full Keyboard Access can focus it. Default: inferred from its traits, custom actions, gestures and tap handler (a plain label does not respond; a dimmed element does not).")
    p["navigationStyle"] = .oneOf(
      "accessibilityNavigationStyle (affects only Switch Control): \"combined\" makes the element a scan group visited before its items, \"separate\" scans its children as separate items, \"automatic\" (the default) lets axsim's container heuristic decide.",
      NavigationStyle.allCases.map(\.rawValue))
    p["focusGroup"] = .stringValue(
      "focusGroupIdentifier: Full Keyboard Access moves between focus groups with Tab and inside one with the arrow keys. Children inherit their parent's group unless they name their own.")
    p["focusGroupPriority"] = .oneOf(
      "UIFocusGroupPriority: the item Tab lands on when entering the focus group is the one with the highest priority (default \"\(FocusGroupPriority.ignored.rawValue)\").",
      FocusGroupPriority.allCases.map(\.rawValue))
    let gestures = GestureKind.allCases.map(\.rawValue)
    p["gestures"] = [
      "description":
        "Gesture recognisers on the view and what performing each does. Gestures make an element respond to user interaction; Switch Control's and Full Keyboard Access's Gestures menus can perform them, VoiceOver cannot.",
      "type": "object",
      "properties": .ordered(gestures.map { ($0, SchemaNode.ref("effects").described("Effects of the \($0) gesture.")) }),
      "additionalProperties": false,
    ]
    p["framework"] = .oneOf(
      "The framework this element and its subtree come from, where UIKit and SwiftUI expose a control differently (a uikit stepper is two buttons, a swiftui one is one adjustable element). Default: the parent's, else the scene's.",
      UIFramework.allCases.map(\.rawValue))
  }

  /// Frames, sizes and text.
  private static func layout(_ p: inout [String: SchemaNode]) {
    let length = rangeText(SceneRange.length)
    p["frame"] = .ref("frame")
    p["width"] = .numberValue(in: SceneRange.length, "Fixed width in points (\(length)), replacing the measured width.")
    p["height"] = .numberValue(in: SceneRange.length, "Fixed height in points (\(length)), replacing the measured height.")
    p["minWidth"] = .numberValue(in: SceneRange.length, "Minimum width in points (\(length)).")
    p["minHeight"] = .numberValue(in: SceneRange.length, "Minimum height in points (\(length)).")
    p["padding"] = .ref("padding")
    p["spacing"] = .numberValue(
      in: SceneRange.spacing,
      "Space between a stack's children in points (\(rangeText(SceneRange.spacing))). Default: 8 in a vstack, 12 in an hstack, cell, navigation bar, alert or sheet, 0 elsewhere.")
    p["alignment"] = .oneOf(
      "Cross-axis alignment of a stack's children: " + sentenceList(Alignment.allCases.map(\.rawValue))
        + " (fill is the default in vertical stacks; mirrored right-to-left).",
      Alignment.allCases.map(\.rawValue))
    let aliases = TextStyle.aliases.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \($0.value.rawValue)" }
    p["style"] = .oneOf(
      "Dynamic Type text style used to size the text (" + aliases.joined(separator: ", ")
        + "). Default: title2 for header, footnote for sectionHeader, caption2 for tab, body elsewhere.",
      textStyleNames)
    p["scaledMetrics"] = .oneOf(
      "The text style this element's fixed metrics scale with (@ScaledMetric, UIFontMetrics): width, height, minimums, padding, spacing and an image's size grow with that style's Dynamic Type curve.",
      textStyleNames)
    p["fixedSize"] = .boolValue("true keeps the text at its Large size at every content size (Dynamic Type off).")
    p["lines"] = .integerValue(
      in: SceneRange.lines, "Maximum number of text lines (\(rangeText(SceneRange.lines)); 0, the default, means unlimited).")
    let adaptive = AdaptiveLayout.allCases.map(\.rawValue)
    p["adaptive"] = [
      "description":
        "A row (hstack, cell) that turns into a column when text grows: true or \"accessibilitySizes\" at AX1–AX5 (isAccessibilitySize / AnyLayout), \"fits\" when its children do not fit side by side (ViewThatFits), false or \"never\" (the default) to stay a row.",
      "anyOf": [["type": "boolean"], ["type": "string", "enum": .strings(adaptive)]],
    ]
    p["symbol"] = .stringValue("SF Symbol name drawn in the wireframe, such as \"paperclip\". Never spoken.")
  }

  /// Text styles by name and alias, as `TextStyle.named` reads them.
  static var textStyleNames: [String] {
    TextStyle.allCases.map(\.rawValue) + TextStyle.aliases.keys.sorted()
  }

  /// Adjustable values.
  private static func values(_ p: inout [String: SchemaNode]) {
    let bound = rangeText(SceneRange.bound)
    p["min"] = .numberValue(
      in: SceneRange.bound, "Lowest value of an adjustable numeric value (\(bound); default 0). Needs the adjustable trait.")
    p["max"] = .numberValue(
      in: SceneRange.bound,
      "Highest value of an adjustable numeric value (\(bound); default min + 100, 10 for a stepper, 1 for a slider without min whose value is at most 1, as in UISlider). Must not be below min.")
    p["step"] = .numberValue(
      in: SceneRange.step,
      "How much one swipe changes the value (\(rangeText(SceneRange.step)); default (max - min) / 10 for a slider, 1 otherwise).")
    p["format"] = .ref("valueFormat")
    p["values"] = [
      "description":
        "Named steps of an adjustable value, in order (\"Small\", \"Medium\", \"Large\"); a string `value` picks the starting one (default the first). Not empty. Needs the adjustable trait.",
      "anyOf": [["type": "string"], ["type": "array", "items": ["type": "string"], "minItems": 1]],
    ]
  }

  /// Colours, colour-only state and motion.
  private static func appearance(_ p: inout [String: SchemaNode]) {
    p["foreground"] = SchemaNode.ref("color").described(
      "The text or symbol colour: \"#RRGGBB\", \"#RGB\", a system colour name, or { "
        + SceneDecoder.colorVariantKeys.joined(separator: ", ")
        + " } variants (light required). Used for WCAG contrast checks against the nearest background.")
    p["background"] = SchemaNode.ref("color").described(
      "The background colour behind this element and its children (same forms as foreground). Without one up the tree, the screen is white (black in dark appearance).")
    p["colorMeaning"] = .stringValue(
      "What the colour means (\"Offline\") when colour carries state: flagged as colour-only state unless withoutColor gives Differentiate Without Color an alternative.")
    p["withoutColor"] = .stringValue("What Differentiate Without Color shows instead of the colour: a symbol name or text.")
    let kinds = MotionSpec.Kind.allCases.map(\.rawValue)
    let reduced = MotionSpec.Reduced.allCases.map(\.rawValue)
    p["motion"] = [
      "description": .string(
        "Animated content, for Reduce Motion: a kind (" + kinds.joined(separator: ", ")
          + ") or { kind, autoplay (default true), interval (seconds per carousel page, default 3), reduced ("
          + reduced.joined(separator: ", ")
          + ": the default, flagged), announces (the carousel posts an announcement as it advances), pages (a carousel's page texts, spoken as its value) }."),
      "anyOf": [
        ["type": "string", "enum": .strings(kinds)],
        [
          "type": "object",
          "properties": properties(of: SceneDecoder.motionKeys, from: motionSchemas),
          "required": ["kind"],
          "additionalProperties": false,
        ],
      ],
    ]
  }

  static var motionSchemas: [String: SchemaNode] {
    [
      "kind": ["type": "string", "enum": .strings(MotionSpec.Kind.allCases.map(\.rawValue))],
      "autoplay": ["type": "boolean"],
      "interval": .numberValue(in: SceneRange.motionInterval),
      "reduced": ["type": "string", "enum": .strings(MotionSpec.Reduced.allCases.map(\.rawValue))],
      "announces": ["type": "boolean"],
      "pages": ["type": "array", "items": ["type": "string"]],
    ]
  }

  /// Data tables (`SceneDecoder+DataTable.swift`).
  private static func tables(_ p: inout [String: SchemaNode]) {
    let index = SceneRange.tableIndex
    let span = SceneRange.tableSpan
    p["row"] = .integerValue(
      in: index, "Data-table cell: its row, from 0 (needs column, inside a container: \"dataTable\"). VoiceOver says \"Row R.\" (from 1) on the first cell of a row.")
    p["column"] = .integerValue(in: index, "Data-table cell: its column, from 0 (needs row). VoiceOver says \"Column C.\" (from 1).")
    p["rowSpan"] = .integerValue(
      in: span, "Data-table cell: how many rows it covers (default 1); more than 1 says \"Spans N rows.\".")
    p["columnSpan"] = .integerValue(
      in: span, "Data-table cell: how many columns it covers (default 1); more than 1 says \"Spans N columns.\".")
    p["tableHeader"] = .oneOf(
      "Data-table cell: a header of its row or column, spoken before the cells it names.",
      DataTableCell.HeaderRole.allCases.map(\.rawValue))
    p["rows"] = .integerValue(
      in: index, "container: \"dataTable\": the number of rows (not spoken; default: the smallest that holds every cell).")
    p["columns"] = .integerValue(
      in: index, "container: \"dataTable\": the number of columns (not spoken; default: the smallest that holds every cell).")
  }

  /// The keys only some kinds take (`SceneDecoder.kindKeys`); each description starts with
  /// the kinds that take it.
  private static func kindSpecific(_ p: inout [String: SchemaNode]) {
    func kinds(_ key: String) -> String {
      sentenceList(ElementKind.allCases.filter { SceneDecoder.kindKeys[$0]?.contains(key) ?? false }.map(\.rawValue), "and")
    }
    p["on"] = .boolValue(
      "\(kinds("on")): the switch's state (true: spoken \"On.\"; false: \"Off.\"). Default off. A toggle never speaks a `value` (UISwitch ignores it; check warns): for a custom value use an element with the switchButton trait.")
    p["badge"] = [
      "description": .string(
        "\(kinds("badge")): UITabBarItem.badgeValue. Up to iOS 18 it becomes the tab's value (3 as \"3 items\", text as written); from iOS 26 it is not spoken. An explicit `value` wins."),
      "anyOf": [.integerValue(in: SceneRange.badge), ["type": "string"]],
    ]
    p["text"] = .stringValue(
      "Text inputs: the text typed in it, spoken as the value (as bullets in a secureField). Empty text speaks the placeholder instead.")
    p["placeholder"] = .stringValue(
      "Text inputs: placeholder shown while the text is empty; it becomes the label when there is no label, otherwise the value.")
    let barItem = { (kind: ElementKind) -> SchemaNode in
      ["anyOf": [["type": "string"], ["allOf": [.ref("props_" + kind.rawValue)], "type": "object", "required": ["label"]]]]
    }
    p["title"] = barItem(SceneDecoder.navigationTitleKind).described(
      "\(kinds("title")): the title, shown as a heading child (overrides the string shorthand). On a navigationBar it can be an object { label, id, inputLabels, ... }: the label is the title and the other keys are properties of the generated heading.")
    p["back"] = barItem(SceneDecoder.navigationBackKind).described(
      "\(kinds("back")): creates a back button with this label that pops the screen (\"<label>. Back Button.\"). An object { label, id, inputLabels, ... } gives the label and properties of the generated back button.")
    p["leading"] = [
      "description": .string("\(kinds("leading")): items before the title (bare strings are \(SceneDecoder.navigationItemKind.rawValue)s)."),
      "type": "array",
      "items": .ref("barItem"),
    ]
    p["trailing"] = [
      "description": .string(
        "\(kinds("trailing")): items after the title, at the trailing edge (bare strings are \(SceneDecoder.navigationItemKind.rawValue)s)."),
      "type": "array",
      "items": .ref("barItem"),
    ]
    p["largeTitle"] = .boolValue("\(kinds("largeTitle")): large-title style. Accepted and type-checked, but has no effect yet.")
    p["message"] = .stringValue("\(kinds("message")): a message shown as a text child (footnote style) after the title.")
    p["selectedIndex"] = .integerValue(
      in: SceneRange.selectedIndex,
      "\(kinds("selectedIndex")): index (from 0) of the selected segment (or tab); it gets the selected trait. Must be less than the number of children.")
    p["pages"] = .integerValue(in: SceneRange.pages, "\(kinds("pages")): number of pages (\(rangeText(SceneRange.pages)), default 3).")
    p["page"] = .integerValue(in: SceneRange.pages, "\(kinds("page")): current page, from 1 (default 1; capped at `pages`).")
    p["level"] = .integerValue(
      in: SceneRange.headingLevel,
      "\(kinds("level")): heading level \(rangeText(SceneRange.headingLevel)). Accepted and range-checked, but not used yet.")
  }

  /// `audit: { suppress: [{ rule, reason }] }` (`SceneDecoder+Audit.swift`).
  static var audit: SchemaNode {
    let suppression: SchemaNode = [
      "type": "object",
      "properties": properties(of: SceneDecoder.suppressionKeys, from: suppressionSchemas),
      "required": .strings(SceneDecoder.suppressionKeys),
      "additionalProperties": false,
    ]
    let keys: [String: SchemaNode] = ["suppress": ["type": "array", "items": suppression]]
    return [
      "description":
        "Audit findings that do not apply to this element, each with the reason: { suppress: [{ rule, reason }] }. axsim audit still reports them, marked suppressed with the reason.",
      "type": "object",
      "properties": properties(of: SceneDecoder.auditKeys, from: keys),
      "additionalProperties": false,
    ]
  }

  static var suppressionSchemas: [String: SchemaNode] {
    [
      "rule": .oneOf("The audit rule's id (axsim audit --list-rules).", AuditRuleIDs.all),
      "reason": .stringValue("Why the finding does not apply; required.", ("minLength", 1), ("pattern", "\\S")),
    ]
  }
}
