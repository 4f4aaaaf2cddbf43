/// The rules `axsim check` warns by, each with a stable identifier (its raw value), so a
/// warning can be filtered, counted or turned into an audit finding without matching text.
public enum SceneLintRule: String, Sendable, CaseIterable {
  /// An accessibility element with children it hides (some of them would be stops).
  case elementHidesChildren = "element-hides-children"
  /// A list or landmark container without an explicit order, so its words are never spoken.
  case containerWithoutOrder = "container-without-order"
  /// A `label` or `value` on a container that is not an accessibility element: loaded, never spoken.
  case containerLabelNotSpoken = "container-label-not-spoken"
  /// A button or link with no label, value or hint: VoiceOver says only its trait.
  case controlWithoutLabel = "control-without-label"
  /// A control named only by its hint (the hint is spoken in place of a label).
  case controlNamedByHint = "control-named-by-hint"
  /// A tab with no label: VoiceOver says only "Tab." and its position.
  case tabWithoutLabel = "tab-without-label"
  /// An image element with no label: VoiceOver says only "Image.".
  case imageWithoutLabel = "image-without-label"
  /// A stop that says nothing at all: no label, value, hint or spoken trait.
  case silentStop = "silent-stop"
  /// An adjustable element whose value nothing changes.
  case adjustableWithoutAdjustment = "adjustable-without-adjustment"
  /// A view that handles taps but is not an accessibility element, with nothing reachable inside.
  case tapHandlerNotElement = "tap-handler-not-element"
  /// A control whose declared size is under 44×44 pt.
  case smallTouchTarget = "small-touch-target"
  /// A label that repeats the word VoiceOver adds for the trait ("Close button").
  case labelRepeatsTrait = "label-repeats-trait"
  /// A label that carries state the value or a trait should carry ("Wi-Fi on").
  case labelEmbedsState = "label-embeds-state"
  /// Two controls on one screen with the same label: Voice Control cannot pick one by name.
  case duplicateLabel = "duplicate-label"
  /// A control labelled only with emoji or symbols: hard to say to Voice Control.
  case emojiOnlyLabel = "emoji-only-label"
  /// A `value` on a switch, which UISwitch never speaks.
  case switchValueIgnored = "switch-value-ignored"
  /// `traits` that replace the kind's role trait where a state was meant to be added.
  case traitsReplaced = "traits-replaced"
  /// An image exposed as a stop although it only decorates (a file name or "divider" label).
  case decorativeImageExposed = "decorative-image-exposed"
}

/// One warning with the rule that found it and its fix as scene edits.
public struct SceneLintFinding: Sendable, Equatable {
  public var rule: SceneLintRule
  /// The element the warning is about (the diagnostic's offset may be one of its keys).
  public var element: ElementIndex
  /// The diagnostic `check` prints: its `fix` is `sceneFix.text`, its `rule` the rule's id.
  public var diagnostic: Diagnostic
  public var sceneFix: SceneFix

  public init(rule: SceneLintRule, element: ElementIndex, offset: Int, path: String, message: String, fix: SceneFix) {
    self.rule = rule
    self.element = element
    self.diagnostic = Diagnostic(.warning, offset: offset, path: path, message: message, fix: fix.text, rule: rule.rawValue)
    self.sceneFix = fix
  }
}
