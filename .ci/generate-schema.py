#!/usr/bin/env python3
"""Generates Scenes/scene.schema.json from tables copied from the Swift decoder.

Run `python3 .ci/generate-schema.py` after changing the decoder; .ci/validate-scenes.py
fails (schema out of date) when the tables here and the Swift sources disagree. Sources:
  Sources/SceneModel/Decoding/*.swift, Sources/SceneModel/Model/*.swift,
  Sources/SceneModel/Layout/DynamicType.swift.
"""
import json
import sys
from collections import OrderedDict

import os
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Scenes", "scene.schema.json")

# ---------------------------------------------------------------- tables (from the Swift sources)

# ElementKind.allCases, in declaration order.
KINDS = [
    "button", "text", "image", "header", "link",
    "textField", "secureField", "searchField", "textArea",
    "toggle", "slider", "stepper", "segmented", "segment", "pageControl",
    "tabBar", "tab", "navigationBar", "backButton",
    "list", "cell", "sectionHeader",
    "vstack", "hstack", "zstack", "group", "scroll", "spacer",
    "alert", "sheet", "modal",
    "element",
]
ALIASES = OrderedDict([
    ("switch", "toggle"), ("staticText", "text"), ("heading", "header"),
    ("secureTextField", "secureField"), ("stack", "vstack"), ("container", "group"),
    ("tableView", "list"), ("table", "list"), ("collection", "list"), ("scrollView", "scroll"),
    ("tabItem", "tab"), ("segmentedControl", "segmented"), ("navBar", "navigationBar"),
])
KIND_NAMES = KINDS + list(ALIASES)

def canonical(k):
    return ALIASES.get(k, k)

DEFAULT_TRAITS = {
    "button": ["button"], "segment": ["button"], "text": ["staticText"], "image": ["image"],
    "header": ["header"], "sectionHeader": ["header"], "link": ["link"],
    "textField": ["textEntry"], "secureField": ["textEntry", "secureTextField"],
    "searchField": ["searchField", "textEntry"], "textArea": ["textEntry", "textArea"],
    "toggle": ["button", "switchButton"], "slider": ["adjustable"], "stepper": ["adjustable"],
    "pageControl": ["adjustable"], "tabBar": ["tabBar"], "tab": ["button", "tabBarItem"],
    "backButton": ["button", "backButton"],
}
ELEMENT_BY_DEFAULT = {
    "button", "text", "header", "link", "textField", "secureField", "searchField", "textArea",
    "toggle", "slider", "stepper", "segment", "pageControl", "tab", "backButton", "sectionHeader",
    "element", "image",
}
ACCEPTS_CHILDREN = {
    "vstack", "hstack", "zstack", "group", "scroll", "list", "cell", "tabBar", "segmented",
    "alert", "sheet", "modal", "element",
}
MODAL_BY_DEFAULT = {"alert", "sheet", "modal"}

def shorthand(kind):
    if kind == "image":
        return "symbol"
    if kind in ("navigationBar", "alert", "sheet", "modal"):
        return "title"
    if kind in ("vstack", "hstack", "zstack", "group", "scroll", "list", "cell", "tabBar",
                "segmented", "spacer"):
        return None
    return "label"

COMMON_KEYS = [
    "id", "label", "value", "hint", "identifier", "inputLabels", "language", "customContent",
    "traits", "addTraits", "removeTraits", "element", "hidden", "grouping", "groupChildren",
    "order", "sortPriority", "container", "modal", "actions", "rotors", "onActivate",
    "onIncrement", "onDecrement", "onMagicTap", "onEscape", "frame", "width", "height",
    "minWidth", "minHeight", "padding", "spacing", "alignment", "style", "fixedSize", "lines",
    "selected", "enabled", "editing", "symbol", "note", "min", "max", "step", "format", "values",
    "respondsToUserInteraction", "navigationStyle", "focusGroup", "focusGroupPriority", "gestures",
    "adaptive", "scaledMetrics", "foreground", "background", "colorMeaning", "withoutColor", "motion",
    "framework", "row", "column", "rowSpan", "columnSpan", "tableHeader", "rows", "columns",
    "audit",
]
KIND_KEYS = {
    "toggle": ["on"],
    "textField": ["text", "placeholder"], "secureField": ["text", "placeholder"],
    "searchField": ["text", "placeholder"], "textArea": ["text", "placeholder"],
    "navigationBar": ["title", "back", "leading", "trailing", "largeTitle"],
    "alert": ["title", "message"], "sheet": ["title", "message"], "modal": ["title", "message"],
    "segmented": ["selectedIndex"], "tabBar": ["selectedIndex"], "pageControl": ["pages", "page"],
    "tab": ["badge"],
    "header": ["level"], "sectionHeader": ["level"],
}
ALL_KIND_SPECIFIC = []
for ks in KIND_KEYS.values():
    for k in ks:
        if k not in ALL_KIND_SPECIFIC:
            ALL_KIND_SPECIFIC.append(k)

TRAITS = [
    "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText",
    "summaryElement", "notEnabled", "updatesFrequently", "searchField", "startsMediaSession",
    "adjustable", "allowsDirectInteraction", "causesPageTurn", "tabBar", "header", "textEntry",
    "isEditing", "secureTextField", "backButton", "tabBarItem", "textArea", "switchButton",
]
TEXT_STYLES = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout",
               "subheadline", "footnote", "caption1", "caption2", "title", "caption", "subhead"]
ALIGNMENTS = ["leading", "center", "trailing", "fill"]
GROUPINGS = ["combine", "contain", "ignore", "none"]
CONTAINER_TYPES = ["none", "list", "landmark", "semanticGroup", "tabBar", "dataTable"]
TRANSITIONS = ["automatic", "slide", "cover", "zoom", "fade", "none"]
IDIOMS = ["phone", "pad"]
LAYOUT_DIRECTIONS = ["leftToRight", "rightToLeft", "ltr", "rtl"]
CONTENT_SIZE_ALIASES = [
    "xSmall", "extraSmall", "small", "medium", "large", "xLarge", "extraLarge", "xxLarge",
    "extraExtraLarge", "xxxLarge", "extraExtraExtraLarge", "accessibilityMedium",
    "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
]
CONTENT_SIZE_CODES = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
EFFECT_NAMES = ["announce", "layoutChanged", "screenChanged", "push", "pop", "present", "dismiss",
                "toggle", "select", "set", "show", "hide"]
EFFECT_STRINGS = ["pop", "dismiss", "layoutChanged", "screenChanged"]

# Keys that are both a kind name and a property (the decoder reads them as properties when
# another kind is present): common keys element, modal, container; `text` for text inputs.
DUAL_COMMON = ["element", "modal", "container"]
TEXT_INPUTS = {"textField", "secureField", "searchField", "textArea"}
PRIMARY_KINDS = [k for k in KIND_NAMES if k not in DUAL_COMMON and k != "text"]

# ---------------------------------------------------------------- descriptions

TRAIT_WORDS = {
    "button": "speaks \"Button.\" (not with keyboardKey, switchButton, tabBarItem or backButton, nor in a tab bar)",
    "link": "speaks \"Link.\"",
    "image": "speaks \"Image.\"",
    "selected": "speaks \"Selected: \" before the label (\"Selected.\" when there is no label)",
    "playsSound": "not spoken",
    "keyboardKey": "not spoken (and hides \"Button.\")",
    "staticText": "not spoken",
    "summaryElement": "not spoken",
    "notEnabled": "speaks \"Dimmed.\"; activating does nothing; suppresses the default hints",
    "updatesFrequently": "not spoken",
    "searchField": "speaks \"Search Field.\"",
    "startsMediaSession": "not spoken",
    "adjustable": "speaks \"Adjustable.\" and the hint \"Swipe up or down with one finger to adjust the value.\"",
    "allowsDirectInteraction": "not spoken",
    "causesPageTurn": "not spoken",
    "tabBar": "not spoken; makes the element a tab-bar container (its stops say \"Tab. N of M.\")",
    "header": "speaks \"Heading.\"; found by the Headings rotor",
    "textEntry": "speaks \"Text Field.\" (\"Secure Text Field.\" with secureTextField) and the hint \"Double tap to edit.\"",
    "isEditing": "speaks \"Is editing.\" after the text-field word (with textEntry)",
    "secureTextField": "turns \"Text Field.\" into \"Secure Text Field.\" (with textEntry)",
    "backButton": "speaks \"Back Button.\" (instead of \"Button.\"); a label equal to \"Back\" is dropped",
    "tabBarItem": "speaks \"Tab.\" (instead of \"Button.\")",
    "textArea": "changes the text-entry hint to \"Double tap to edit., Use the rotor to access Misspelled Words\"",
    "switchButton": "speaks \"Switch Button.\" (with button) then \"On.\"/\"Off.\"/\"Mixed.\" from the value \"1\"/\"0\"/\"2\", and the hint \"Double tap to toggle setting.\"; the value itself is not spoken",
}

KIND_SUMMARY = {
    "button": "A button (UIButton).",
    "text": "Static text (UILabel).",
    "image": "An image (UIImageView); the string form names the symbol drawn in the wireframe, not the label.",
    "header": "A heading (text with the header trait).",
    "link": "A link.",
    "textField": "A one-line text field (UITextField).",
    "secureField": "A password field (secure UITextField); its text is spoken as bullets.",
    "searchField": "A search field (UISearchTextField).",
    "textArea": "A multi-line text view (UITextView / SwiftUI TextEditor).",
    "toggle": "A switch (UISwitch); `on` sets its state.",
    "slider": "A slider (UISlider): adjustable, 0...100 spoken as a percentage unless min/max/format say otherwise.",
    "stepper": "A stepper (UIStepper): adjustable, 0...10 by 1 unless min/max/step say otherwise.",
    "segmented": "A segmented control (UISegmentedControl); its children are segments (bare strings become segments) and speak \"N of M.\".",
    "segment": "One segment of a segmented control.",
    "pageControl": "A page control (UIPageControl): adjustable, value \"page N of M\" from `pages` and `page`.",
    "tabBar": "A tab bar (UITabBar); its children are tabs (bare strings become tabs) and speak \"Tab. N of M.\". At the bottom of a screen's root stack it sits on the bottom edge.",
    "tab": "One tab-bar item (UITabBarButton); activating it selects it.",
    "navigationBar": "A navigation bar (UINavigationBar). Not a stop itself; it creates its items from `back`, `leading`, the title and `trailing`.",
    "backButton": "A navigation back button; `navigationBar`'s `back` creates one that pops the screen.",
    "list": "A list (UITableView / UICollectionView); a layout container, not a stop.",
    "cell": "A list cell laid out as a row; add grouping: \"combine\" to make it one stop.",
    "sectionHeader": "A list section header (a heading in footnote style).",
    "vstack": "A vertical stack of children.",
    "hstack": "A horizontal stack of children.",
    "zstack": "An overlay stack: children on top of each other at its top-leading corner.",
    "group": "A plain container of children (a UIView with subviews), laid out vertically.",
    "scroll": "A scroll view; laid out like a vertical stack.",
    "spacer": "Flexible empty space in a stack; never a stop. Write { spacer: true }.",
    "alert": "An alert (UIAlertController): modal, 270 pt wide, centred on the screen; `title` and `message` create a heading and a text.",
    "sheet": "A sheet or modal view: modal (accessibilityViewIsModal), so VoiceOver ignores everything else; `title`/`message` create a heading and a text.",
    "modal": "A modal view (accessibilityViewIsModal), like `sheet`; `title`/`message` create a heading and a text.",
    "element": "A custom accessibility element with no default traits (a custom UIView with isAccessibilityElement = true).",
}

def kind_description(name):
    k = canonical(name)
    parts = []
    if name != k:
        parts.append("Alias of `%s`. " % k)
    parts.append(KIND_SUMMARY[k])
    traits = DEFAULT_TRAITS.get(k, [])
    parts.append(" Default traits: %s." % (", ".join(traits) if traits else "none"))
    parts.append(" VoiceOver stop by default: %s." % ("yes" if k in ELEMENT_BY_DEFAULT else "no"))
    if k in MODAL_BY_DEFAULT:
        parts.append(" Modal by default.")
    forms = []
    sh = shorthand(k)
    if sh == "label":
        forms.append("a string sets the label")
    elif sh == "symbol":
        forms.append("a string sets the symbol (SF Symbol name drawn in the wireframe)")
    elif sh == "title":
        forms.append("a string sets the title")
    if k in ACCEPTS_CHILDREN:
        child = {"segmented": "segment", "tabBar": "tab"}.get(k, "text")
        forms.append("an array holds the children (a bare string child is a `%s`)" % child)
    forms.append("an object holds the properties")
    forms.append("true or null means no properties here")
    parts.append(" Value: " + "; ".join(forms) + ".")
    if k in KIND_KEYS:
        parts.append(" Also takes: %s." % ", ".join("`%s`" % x for x in KIND_KEYS[k]))
    return "".join(parts)

# ---------------------------------------------------------------- schema pieces

def ref(name):
    return {"$ref": "#/$defs/" + name}

def num(lo, hi, desc=None, integer=False):
    s = OrderedDict()
    if desc:
        s["description"] = desc
    s["type"] = "integer" if integer else "number"
    s["minimum"] = lo
    s["maximum"] = hi
    return s

def string(desc, **extra):
    s = OrderedDict([("description", desc), ("type", "string")])
    s.update(extra)
    return s

def boolean(desc):
    return OrderedDict([("description", desc), ("type", "boolean")])

def enum(desc, values):
    return OrderedDict([("description", desc), ("type", "string"), ("enum", values)])

def with_desc(desc, schema):
    s = OrderedDict([("description", desc)])
    s.update(schema)
    return s

defs = OrderedDict()

defs["traitName"] = OrderedDict([
    ("description", "A trait name. What VoiceOver says for each: " + "; ".join(
        "%s: %s" % (t, TRAIT_WORDS[t]) for t in TRAITS) + "."),
    ("type", "string"),
    ("enum", TRAITS),
])
defs["traitList"] = OrderedDict([
    ("description", "One trait name, or an array of trait names."),
    ("anyOf", [ref("traitName"), {"type": "array", "items": ref("traitName")}]),
])
defs["stringOrStrings"] = OrderedDict([
    ("description", "A string, or an array of strings (a single string counts as a one-item list)."),
    ("anyOf", [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]),
])
defs["elementId"] = string("The `id` of an element in this file (any screen).")
defs["screenId"] = string("The `id` of a screen in this file.")

# Effects
set_props = OrderedDict([
    ("id", string("The `id` of the element to change (required).")),
    ("label", string("New accessibility label.")),
    ("value", string("New accessibility value (a string).")),
    ("hint", string("New accessibility hint.")),
    ("hidden", boolean("Hide (true) or show (false) the element and its subtree; the layout is redone.")),
    ("enabled", boolean("false adds the notEnabled trait (\"Dimmed.\"), true removes it.")),
    ("selected", boolean("Adds (true) or removes (false) the selected trait.")),
    ("editing", boolean("Adds (true) or removes (false) the isEditing trait.")),
])
effect_props = OrderedDict([
    ("announce", OrderedDict([
        ("description", "Posts UIAccessibility.Notification.announcement: VoiceOver speaks this text. It cuts off speech in progress and is cut off by what comes after it in the same step, unless it is queued: { text, queue: true } (UIKit's accessibilitySpeechQueueAnnouncement) waits for the speech in progress and is heard to its end."),
        ("anyOf", [{"type": "string"}, OrderedDict([
            ("type", "object"),
            ("properties", OrderedDict([
                ("text", {"type": "string", "description": "What VoiceOver speaks."}),
                ("queue", {"type": "boolean", "description": "Wait for speech in progress instead of interrupting it (default false)."}),
            ])),
            ("required", ["text"]),
            ("additionalProperties", False),
        ])]),
    ])),
    ("layoutChanged", OrderedDict([
        ("description", "Posts layoutChanged. With an element id, focus moves to that element; with true or null, focus stays where it is (or goes to the first element if the focused one is gone). VoiceOver speaks the focused element."),
        ("anyOf", [{"type": "string"}, {"const": True}, {"type": "null"}]),
    ])),
    ("screenChanged", OrderedDict([
        ("description", "Posts screenChanged (screen-change sound). With an element id, focus moves to that element; with true or null, to the first element of the screen."),
        ("anyOf", [{"type": "string"}, {"const": True}, {"type": "null"}]),
    ])),
    ("push", string("Pushes the screen with this id onto the navigation stack and posts screenChanged (focus on its first element).")),
    ("pop", OrderedDict([("description", "Pops the top screen of the navigation stack and posts screenChanged, returning focus to the element that pushed it. Write { pop: true } or the string \"pop\"."), ("const", True)])),
    ("present", string("Presents the screen with this id over the current one (a modal layer) and posts screenChanged.")),
    ("dismiss", OrderedDict([("description", "Dismisses the top presented screen and posts screenChanged, returning focus to the element that presented it. Write { dismiss: true } or the string \"dismiss\"."), ("const", True)])),
    ("toggle", string("Flips a switch's value (\"1\"/\"0\"), or the selected trait of any other element, given by id. Posts no notification; VoiceOver speaks the new state if the focused element changed.")),
    ("select", string("Selects the element with this id and deselects its siblings (segments, tabs). Posts no notification.")),
    ("set", OrderedDict([
        ("description", "Changes properties of an element: { set: { id: \"status\", value: \"Sent\" } }. Posts no notification; VoiceOver speaks the focused element's new value if it changed."),
        ("type", "object"),
        ("properties", set_props),
        ("required", ["id"]),
        ("additionalProperties", False),
    ])),
    ("show", string("Shows the element with this id (hidden: false); the layout is redone.")),
    ("hide", string("Hides the element with this id and its subtree (hidden: true); if it had focus, focus moves to the nearest stop.")),
])
defs["effectObject"] = OrderedDict([
    ("description", "One effect: an object with exactly one key, the effect's name."),
    ("type", "object"),
    ("properties", effect_props),
    ("additionalProperties", False),
    ("minProperties", 1),
    ("maxProperties", 1),
])
defs["effectString"] = OrderedDict([
    ("description", "Shorthand effects: \"pop\", \"dismiss\", \"layoutChanged\" (focus stays), \"screenChanged\" (focus to the first element)."),
    ("type", "string"),
    ("enum", EFFECT_STRINGS),
])
defs["effect"] = OrderedDict([
    ("description", "An effect object such as { announce: \"Sent\" }, or a shorthand string."),
    ("anyOf", [ref("effectString"), ref("effectObject")]),
])
defs["effects"] = OrderedDict([
    ("description", "What happens, in order: one effect, or an array of effects. An effect is an object with one key (announce, layoutChanged, screenChanged, push, pop, present, dismiss, toggle, select, set, show, hide) or one of the strings \"pop\", \"dismiss\", \"layoutChanged\", \"screenChanged\"."),
    ("anyOf", [ref("effect"), {"type": "array", "items": ref("effect")}]),
])
defs["actions"] = OrderedDict([
    ("description", "Custom actions (UIAccessibilityCustomAction), chosen with the Actions rotor: a name string, or { name, onActivate }. VoiceOver says \"Actions Available\" after the element."),
    ("type", "array"),
    ("items", OrderedDict([
        ("anyOf", [
            OrderedDict([("type", "string"), ("description", "An action with this name and no effects.")]),
            OrderedDict([
                ("type", "object"),
                ("properties", OrderedDict([
                    ("name", string("The action's name, as VoiceOver speaks it (required, not empty).", minLength=1)),
                    ("onActivate", with_desc("Effects run when the action is chosen.", ref("effects"))),
                ])),
                ("required", ["name"]),
                ("additionalProperties", False),
            ]),
        ]),
    ])),
])
defs["rotors"] = OrderedDict([
    ("description", "Custom rotors (UIAccessibilityCustomRotor): each has a name and its results: the ids of its targets in rotor order, or computed ones (`words` with `in`, or `matching`)."),
    ("type", "array"),
    ("items", OrderedDict([
        ("type", "object"),
        ("properties", OrderedDict([
            ("name", string("The rotor's name (required, not empty).", minLength=1)),
            ("targets", OrderedDict([
                ("description", "Element ids, in the order the rotor visits them."),
                ("type", "array"),
                ("items", ref("elementId")),
            ])),
            ("words", OrderedDict([
                ("description", "Computed text-range results: every occurrence of these words (whole words, any case) in the text of the elements listed in `in`, such as misspelled words. Needs `in`."),
                ("type", "array"),
                ("items", {"type": "string", "minLength": 1}),
                ("minItems", 1),
            ])),
            ("in", OrderedDict([
                ("description", "With `words`: the ids of the elements whose label and value are searched."),
                ("type", "array"),
                ("items", ref("elementId")),
            ])),
            ("matching", string("Computed results: every stop on screen whose label or value contains this text (any case), recomputed as the screen changes (at most 999).", minLength=1)),
        ])),
        ("required", ["name"]),
        ("dependentRequired", {"words": ["in"], "in": ["words"]}),
        ("not", {"anyOf": [{"required": ["targets", "words"]}, {"required": ["targets", "matching"]}, {"required": ["words", "matching"]}]}),
        ("additionalProperties", False),
    ])),
])
defs["customContent"] = OrderedDict([
    ("description", "AXCustomContent entries. High-importance ones are spoken after the element; default ones make VoiceOver say \"More Content Available\"."),
    ("type", "array"),
    ("items", OrderedDict([
        ("type", "object"),
        ("properties", OrderedDict([
            ("label", string("What the content is, such as \"Size\" (required).")),
            ("value", string("The content, such as \"2.4 MB\" (required).")),
            ("importance", enum("\"high\" is spoken with the element; \"default\" (the default) is under More Content.", ["default", "high"])),
        ])),
        ("required", ["label", "value"]),
        ("additionalProperties", False),
    ])),
])
COLOR_NAMES = ["white", "black", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemGray", "systemGray2", "systemGray3", "label", "secondaryLabel", "systemBackground"]
defs["rgb"] = OrderedDict([
    ("description", "A colour: \"#RRGGBB\", \"#RGB\" or a system colour name (" + ", ".join(COLOR_NAMES) + ")."),
    ("anyOf", [{"type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"}, {"type": "string", "enum": COLOR_NAMES}]),
])
defs["color"] = OrderedDict([
    ("description", "A colour, or its appearance and contrast variants."),
    ("anyOf", [ref("rgb"), OrderedDict([("type", "object"), ("properties", OrderedDict([
        ("light", ref("rgb")), ("dark", ref("rgb")), ("increasedContrast", ref("rgb")), ("darkIncreasedContrast", ref("rgb")),
    ])), ("required", ["light"]), ("additionalProperties", False)])]),
])
defs["frame"] = OrderedDict([
    ("description", "An explicit frame [x, y, width, height] in screen points (origin top-left); wins over stack layout and is used for reading order. x, y: -100000...100000; width, height: 0...100000."),
    ("type", "array"),
    ("prefixItems", [num(-100000, 100000, "x"), num(-100000, 100000, "y"),
                     num(0, 100000, "width"), num(0, 100000, "height")]),
    ("items", False),
    ("minItems", 4),
])
pad_num = num(0, 10000)
defs["padding"] = OrderedDict([
    ("description", "Inner padding in points (0...10000): one number for all edges, [vertical, horizontal], or [top, leading, bottom, trailing]."),
    ("anyOf", [
        pad_num,
        OrderedDict([("type", "array"), ("items", pad_num), ("minItems", 2), ("maxItems", 2)]),
        OrderedDict([("type", "array"), ("items", pad_num), ("minItems", 4), ("maxItems", 4)]),
    ]),
])
defs["valueFormat"] = OrderedDict([
    ("description", "How a numeric value is spoken: \"percent\" (position in min...max, the slider default), \"number\" (the number, the default otherwise), or a template containing {value} (the number), such as \"{value} stars\", and/or {percent} (the position in min...max in words, \"42 percent\"). Needs min/max or a numeric value (or a slider/stepper)."),
    ("anyOf", [
        {"type": "string", "enum": ["percent", "number"]},
        {"type": "string", "pattern": "\\{value\\}"},
        {"type": "string", "pattern": "\\{percent\\}"},
    ]),
])
defs["contentSize"] = OrderedDict([
    ("description", "Dynamic Type content size: XS, S, M, L (the default), XL, XXL, XXXL, AX1...AX5 (any letter case), or a long name such as \"large\" or \"accessibilityMedium\"."),
    ("anyOf", [
        {"type": "string", "enum": CONTENT_SIZE_CODES + CONTENT_SIZE_ALIASES},
        # The decoder upper-cases the value before matching the short codes; U+017F (long s)
        # upper-cases to S in Swift, so it is accepted too.
        {"type": "string", "pattern": "^(?:[xX][sS\u017f]|[sS\u017f]|[mM]|[lL]|[xX]{1,3}[lL]|[aA][xX][1-5])$"},
    ]),
])

def children_schema(kind):
    return OrderedDict([
        ("type", "array"),
        ("items", ref("child")),
    ])

# Property schemas for every non-kind property key.
P = OrderedDict()
P["id"] = string("Scene id of the element: unique in the file, not empty. Effects, rotors and `order` refer to it. Never spoken (for accessibilityIdentifier use `identifier`).", minLength=1)
P["label"] = string("accessibilityLabel: what VoiceOver speaks first. Overrides the label given by the kind's string shorthand.")
P["value"] = OrderedDict([
    ("description", "accessibilityValue, spoken after the label as \"Label: Value\" (not for switches). A number makes an adjustable numeric value (with min/max/step/format), which needs the adjustable trait; with `values`, the string must be one of them."),
    ("type", ["string", "number"]),
    ("minimum", -1.7976931348623157e308),
    ("maximum", 1.7976931348623157e308),
])
P["hint"] = string("accessibilityHint, spoken after a pause when Speak Hints is on. Text inputs replace it with their own hint; switches and adjustable elements append theirs to it. An element with no label and no value speaks its hint as its description.")
P["identifier"] = string("accessibilityIdentifier, for tests; never spoken. A semantic-group container with an identifier keeps its children together.")
P["inputLabels"] = with_desc("accessibilityUserInputLabels: Voice Control names (string or array of strings); the first is shown by \"Show names\". Never spoken by VoiceOver.", ref("stringOrStrings"))
P["language"] = string("accessibilityLanguage: BCP 47 language of the label, such as \"en\" or \"de\".")
P["customContent"] = ref("customContent")
P["traits"] = with_desc("Replaces the kind's default traits (a trait name or an array of them). Applied before addTraits, removeTraits, selected, enabled and editing.", ref("traitList"))
P["addTraits"] = with_desc("Traits added to the kind's default traits (or to `traits`).", ref("traitList"))
P["removeTraits"] = with_desc("Traits removed from the kind's default traits (or from `traits`).", ref("traitList"))
P["element"] = boolean("isAccessibilityElement: true makes it one VoiceOver stop (its children are then never reached), false makes it transparent so its children are reached. Default: from the kind.")
P["hidden"] = boolean("accessibilityElementsHidden: the element and its subtree are skipped by VoiceOver and take no space in the layout.")
P["grouping"] = enum("SwiftUI accessibilityElement(children:): \"combine\" makes one stop whose label, value, traits and actions join its children's; \"contain\" keeps the children as separate stops read together; \"ignore\" makes one stop with only its own properties; \"none\" (the default) exposes the children as they are.", GROUPINGS)
P["groupChildren"] = boolean("shouldGroupAccessibilityChildren: VoiceOver reads the children together, sorted among themselves, before moving on.")
P["order"] = OrderedDict([
    ("description", "accessibilityElements: ids of elements nested inside this one, in the order VoiceOver reads them (kept even against their positions). Each id once. Needed for list and landmark containers to speak \"List Start.\"/\"Landmark.\"."),
    ("type", "array"),
    ("items", ref("elementId")),
])
P["sortPriority"] = num(-1000000, 1000000, "SwiftUI accessibilitySortPriority: among siblings, higher comes first (default 0).")
P["container"] = enum("accessibilityContainerType. \"list\" and \"landmark\" speak \"List Start.\"/\"List End.\" and \"Landmark.\"/\"End.\" only when the element also has an `order`; \"list\", \"landmark\", \"dataTable\" and \"tabBar\" keep the children together; \"semanticGroup\" does too when the element has a label, value or identifier; \"tabBar\" makes its stops say \"Tab. N of M.\".", CONTAINER_TYPES)
P["modal"] = boolean("accessibilityViewIsModal: VoiceOver reads only this element and ignores its siblings (the last modal sibling wins). Default true for alert, sheet and modal.")
P["actions"] = ref("actions")
P["rotors"] = ref("rotors")
P["onActivate"] = with_desc("Effects run when the element is activated (double tap), after the kind's own behaviour (a switch toggles, a segment or tab is selected, a text input starts editing). Dimmed elements do nothing.", ref("effects"))
P["onIncrement"] = with_desc("Effects run on swipe up (accessibilityIncrement) instead of stepping the value; the element must be adjustable.", ref("effects"))
P["onDecrement"] = with_desc("Effects run on swipe down (accessibilityDecrement) instead of stepping the value; the element must be adjustable.", ref("effects"))
P["onMagicTap"] = with_desc("Effects run on the two-finger double tap (accessibilityPerformMagicTap) when the focus is on this element or inside it.", ref("effects"))
P["onEscape"] = with_desc("Effects run on the two-finger scrub (accessibilityPerformEscape) when the focus is on this element or inside it; without a handler, escape dismisses or pops.", ref("effects"))
P["respondsToUserInteraction"] = boolean("accessibilityRespondsToUserInteraction: whether Switch Control scans the element and Full Keyboard Access can focus it. Default: inferred from its traits, custom actions, gestures and tap handler (a plain label does not respond; a dimmed element does not).")
P["navigationStyle"] = enum("accessibilityNavigationStyle (affects only Switch Control): \"combined\" makes the element a scan group visited before its items, \"separate\" scans its children as separate items, \"automatic\" (the default) lets axsim's container heuristic decide.", ["automatic", "separate", "combined"])
P["focusGroup"] = string("focusGroupIdentifier: Full Keyboard Access moves between focus groups with Tab and inside one with the arrow keys. Children inherit their parent's group unless they name their own.")
P["focusGroupPriority"] = enum("UIFocusGroupPriority: the item Tab lands on when entering the focus group is the one with the highest priority (default \"ignored\").", ["ignored", "previouslyFocused", "prioritized", "currentlyFocused"])
P["gestures"] = OrderedDict([
    ("description", "Gesture recognisers on the view and what performing each does. Gestures make an element respond to user interaction; Switch Control's and Full Keyboard Access's Gestures menus can perform them, VoiceOver cannot."),
    ("type", "object"),
    ("properties", OrderedDict((g, with_desc("Effects of the %s gesture." % g, ref("effects"))) for g in ["swipeLeft", "swipeRight", "swipeUp", "swipeDown", "longPress", "doubleTap"])),
    ("additionalProperties", False),
])
P["adaptive"] = OrderedDict([
    ("description", "A row (hstack, cell) that turns into a column when text grows: true or \"accessibilitySizes\" at AX1–AX5 (isAccessibilitySize / AnyLayout), \"fits\" when its children do not fit side by side (ViewThatFits), false or \"never\" (the default) to stay a row."),
    ("anyOf", [{"type": "boolean"}, {"type": "string", "enum": ["never", "accessibilitySizes", "fits"]}]),
])
P["scaledMetrics"] = enum("The text style this element's fixed metrics scale with (@ScaledMetric, UIFontMetrics): width, height, minimums, padding, spacing and an image's size grow with that style's Dynamic Type curve.", TEXT_STYLES)
P["foreground"] = with_desc("The text or symbol colour: \"#RRGGBB\", \"#RGB\", a system colour name, or { light, dark, increasedContrast, darkIncreasedContrast } variants (light required). Used for WCAG contrast checks against the nearest background.", ref("color"))
P["background"] = with_desc("The background colour behind this element and its children (same forms as foreground). Without one up the tree, the screen is white (black in dark appearance).", ref("color"))
P["colorMeaning"] = string("What the colour means (\"Offline\") when colour carries state: flagged as colour-only state unless withoutColor gives Differentiate Without Color an alternative.")
P["withoutColor"] = string("What Differentiate Without Color shows instead of the colour: a symbol name or text.")
P["motion"] = OrderedDict([
    ("description", "Animated content, for Reduce Motion: a kind (carousel, video, spinner, parallax, animatedImage) or { kind, autoplay (default true), interval (seconds per carousel page, default 3), reduced (crossFade, staticFrame, pauseControl, none: the default, flagged), announces (the carousel posts an announcement as it advances), pages (a carousel's page texts, spoken as its value) }."),
    ("anyOf", [
        {"type": "string", "enum": ["carousel", "video", "spinner", "parallax", "animatedImage"]},
        OrderedDict([("type", "object"), ("properties", OrderedDict([
            ("kind", {"type": "string", "enum": ["carousel", "video", "spinner", "parallax", "animatedImage"]}),
            ("autoplay", {"type": "boolean"}),
            ("interval", {"type": "number", "minimum": 0.1, "maximum": 3600}),
            ("reduced", {"type": "string", "enum": ["crossFade", "staticFrame", "pauseControl", "none"]}),
            ("announces", {"type": "boolean"}),
            ("pages", {"type": "array", "items": {"type": "string"}}),
        ])), ("required", ["kind"]), ("additionalProperties", False)]),
    ]),
])
P["frame"] = ref("frame")
P["width"] = num(0, 100000, "Fixed width in points (0...100000), replacing the measured width.")
P["height"] = num(0, 100000, "Fixed height in points (0...100000), replacing the measured height.")
P["minWidth"] = num(0, 100000, "Minimum width in points (0...100000).")
P["minHeight"] = num(0, 100000, "Minimum height in points (0...100000).")
P["padding"] = ref("padding")
P["spacing"] = num(0, 10000, "Space between a stack's children in points (0...10000). Default: 8 in a vstack, 12 in an hstack, cell, navigation bar, alert or sheet, 0 elsewhere.")
P["alignment"] = enum("Cross-axis alignment of a stack's children: leading, center, trailing or fill (the default in vertical stacks; mirrored right-to-left).", ALIGNMENTS)
P["style"] = enum("Dynamic Type text style used to size the text (\"title\" = title1, \"caption\" = caption1, \"subhead\" = subheadline). Default: title2 for header, footnote for sectionHeader, caption2 for tab, body elsewhere.", TEXT_STYLES)
P["fixedSize"] = boolean("true keeps the text at its Large size at every content size (Dynamic Type off).")
P["lines"] = num(0, 1000, "Maximum number of text lines (0...1000; 0, the default, means unlimited).", integer=True)
P["selected"] = boolean("Adds (true) or removes (false) the selected trait: VoiceOver says \"Selected: \" before the label.")
P["enabled"] = boolean("false adds the notEnabled trait: VoiceOver says \"Dimmed.\" and activating does nothing. true removes it.")
P["editing"] = boolean("Adds (true) or removes (false) the isEditing trait (\"Is editing.\" on text inputs).")
P["symbol"] = string("SF Symbol name drawn in the wireframe, such as \"paperclip\". Never spoken.")
def audit_rule_ids():
    """The audit's rule ids, read from the two Swift enums that define them."""
    import re
    ids = []
    for name in ("SceneLintRule.swift", "EngineAuditRule.swift"):
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "SceneModel", "Decoding", name), encoding="utf-8") as f:
            ids += re.findall(r'^  case \w+ = "([a-z-]+)"', f.read(), re.M)
    return ids

P["audit"] = OrderedDict([
    ("description", "Audit findings that do not apply to this element, each with the reason: { suppress: [{ rule, reason }] }. axsim audit still reports them, marked suppressed with the reason."),
    ("type", "object"),
    ("properties", OrderedDict([("suppress", OrderedDict([
        ("type", "array"),
        ("items", OrderedDict([
            ("type", "object"),
            ("properties", OrderedDict([
                ("rule", enum("The audit rule's id (axsim audit --list-rules).", audit_rule_ids())),
                ("reason", string("Why the finding does not apply; required.", minLength=1, pattern="\\S")),
            ])),
            ("required", ["rule", "reason"]),
            ("additionalProperties", False),
        ])),
    ]))])),
    ("additionalProperties", False),
])
P["note"] = OrderedDict([("description", "A comment for people reading the file; any value, ignored.")])
P["min"] = num(-1e12, 1e12, "Lowest value of an adjustable numeric value (-1e12...1e12; default 0). Needs the adjustable trait.")
P["max"] = num(-1e12, 1e12, "Highest value of an adjustable numeric value (-1e12...1e12; default min + 100, 10 for a stepper, 1 for a slider without min whose value is at most 1, as in UISlider). Must not be below min.")
P["step"] = num(1e-9, 1e12, "How much one swipe changes the value (1e-9...1e12; default (max - min) / 10 for a slider, 1 otherwise).")
P["format"] = ref("valueFormat")
P["values"] = OrderedDict([
    ("description", "Named steps of an adjustable value, in order (\"Small\", \"Medium\", \"Large\"); a string `value` picks the starting one (default the first). Not empty. Needs the adjustable trait."),
    ("anyOf", [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "minItems": 1}]),
])
# Kind-specific keys.
P["on"] = boolean("toggle: the switch's state (true: spoken \"On.\"; false: \"Off.\"). Default off. A toggle never speaks a `value` (UISwitch ignores it; check warns): for a custom value use an element with the switchButton trait.")
P["badge"] = OrderedDict([
    ("description", "tab: UITabBarItem.badgeValue. Up to iOS 18 it becomes the tab's value (3 as \"3 items\", text as written); from iOS 26 it is not spoken. An explicit `value` wins."),
    ("anyOf", [{"type": "integer", "minimum": 0, "maximum": 999999999}, {"type": "string"}]),
])
P["framework"] = enum("The framework this element and its subtree come from, where UIKit and SwiftUI expose a control differently (a uikit stepper is two buttons, a swiftui one is one adjustable element). Default: the parent's, else the scene's.", ["uikit", "swiftui"])
P["row"] = num(0, 100000, "Data-table cell: its row, from 0 (needs column, inside a container: \"dataTable\"). VoiceOver says \"Row R.\" (from 1) on the first cell of a row.", integer=True)
P["column"] = num(0, 100000, "Data-table cell: its column, from 0 (needs row). VoiceOver says \"Column C.\" (from 1).", integer=True)
P["rowSpan"] = num(1, 100000, "Data-table cell: how many rows it covers (default 1); more than 1 says \"Spans N rows.\".", integer=True)
P["columnSpan"] = num(1, 100000, "Data-table cell: how many columns it covers (default 1); more than 1 says \"Spans N columns.\".", integer=True)
P["tableHeader"] = enum("Data-table cell: a header of its row or column, spoken before the cells it names.", ["row", "column"])
P["rows"] = num(0, 100000, "container: \"dataTable\": the number of rows (not spoken; default: the smallest that holds every cell).", integer=True)
P["columns"] = num(0, 100000, "container: \"dataTable\": the number of columns (not spoken; default: the smallest that holds every cell).", integer=True)
P["text"] = string("Text inputs: the text typed in it, spoken as the value (as bullets in a secureField). Empty text speaks the placeholder instead.")
P["placeholder"] = string("Text inputs: placeholder shown while the text is empty; it becomes the label when there is no label, otherwise the value.")
P["title"] = OrderedDict([
    ("description", "navigationBar, alert, sheet, modal: the title, shown as a heading child (overrides the string shorthand). On a navigationBar it can be an object { label, id, inputLabels, ... }: the label is the title and the other keys are properties of the generated heading."),
    ("anyOf", [{"type": "string"}, OrderedDict([("allOf", [ref("props_header")]), ("type", "object"), ("required", ["label"])])]),
])
P["back"] = OrderedDict([
    ("description", "navigationBar: creates a back button with this label that pops the screen (\"<label>. Back Button.\"). An object { label, id, inputLabels, ... } gives the label and properties of the generated back button."),
    ("anyOf", [{"type": "string"}, OrderedDict([("allOf", [ref("props_backButton")]), ("type", "object"), ("required", ["label"])])]),
])
P["leading"] = OrderedDict([
    ("description", "navigationBar: items before the title (bare strings are buttons)."),
    ("type", "array"),
    ("items", ref("barItem")),
])
P["trailing"] = OrderedDict([
    ("description", "navigationBar: items after the title, at the trailing edge (bare strings are buttons)."),
    ("type", "array"),
    ("items", ref("barItem")),
])
P["largeTitle"] = boolean("navigationBar: large-title style. Accepted and type-checked, but has no effect yet.")
P["message"] = string("alert, sheet, modal: a message shown as a text child (footnote style) after the title.")
P["selectedIndex"] = num(0, 10000, "segmented: index (from 0) of the selected segment (or tab); it gets the selected trait. Must be less than the number of children.", integer=True)
P["pages"] = num(1, 1000, "pageControl: number of pages (1...1000, default 3).", integer=True)
P["page"] = num(1, 1000, "pageControl: current page, from 1 (default 1; capped at `pages`).", integer=True)
P["level"] = num(1, 6, "header, sectionHeader: heading level 1...6. Accepted and range-checked, but not used yet.", integer=True)

assert set(P) == set(COMMON_KEYS) | set(ALL_KIND_SPECIFIC), set(P) ^ (set(COMMON_KEYS) | set(ALL_KIND_SPECIFIC))

# Kind values: string / array / object / true / null.
for k in KINDS:
    alts = []
    sh = shorthand(k)
    if sh == "label":
        alts.append(OrderedDict([("type", "string"), ("description", "The label.")]))
    elif sh == "symbol":
        alts.append(OrderedDict([("type", "string"), ("description", "The symbol name (not the label).")]))
    elif sh == "title":
        alts.append(OrderedDict([("type", "string"), ("description", "The title.")]))
    if k in ACCEPTS_CHILDREN:
        child = {"segmented": "segmentChild", "tabBar": "tabChild"}.get(k, "child")
        alts.append(OrderedDict([("type", "array"), ("description", "The children, in order."), ("items", ref(child))]))
    alts.append(ref("props_" + k))
    alts.append(OrderedDict([("const", True), ("description", "No properties here.")]))
    alts.append(OrderedDict([("type", "null"), ("description", "No properties here.")]))
    defs["kindValue_" + k] = OrderedDict([("description", kind_description(k)), ("anyOf", alts)])

# One definition per property key, referenced from everywhere it is allowed.
for key in list(P):
    defs["p_" + key] = P[key]
PR = OrderedDict((key, ref("p_" + key)) for key in P)

# Common properties, typed (the duals element/modal/container included: inside a kind's object
# they are always properties).
defs["commonProperties"] = OrderedDict([
    ("description", "The properties every kind takes."),
    ("properties", OrderedDict((k, PR[k]) for k in COMMON_KEYS)),
])
for k in KINDS:
    d = OrderedDict()
    d["description"] = "The properties of `%s` given as an object ({ %s: { label: ... } }); they may also sit beside the kind key, but not both." % (k, k)
    d["type"] = "object"
    d["$ref"] = "#/$defs/commonProperties"
    extra = KIND_KEYS.get(k, [])
    if extra:
        d["properties"] = OrderedDict((x, PR[x]) for x in extra)
    d["unevaluatedProperties"] = False
    defs["props_" + k] = d

# The element object.
outer_props = OrderedDict()
for x in COMMON_KEYS + ALL_KIND_SPECIFIC:
    if x in DUAL_COMMON or x == "text":
        continue  # typed in the kind branches: they are also kind names
    outer_props[x] = PR[x]
for name in KIND_NAMES:
    if name in DUAL_COMMON:
        outer_props[name] = OrderedDict([("description", "As a property (beside another kind): " + P[name]["description"] + " As the kind: " + kind_description(name))])
    elif name == "text":
        outer_props[name] = OrderedDict([("description", "As the kind: " + kind_description(name) + " As a property of a text input (beside textField, secureField, searchField or textArea): " + P["text"]["description"])])
    else:
        outer_props[name] = with_desc(kind_description(name), ref("kindValue_" + canonical(name)))

defs["kindName"] = OrderedDict([
    ("description", "Every kind name and alias."),
    ("type", "string"),
    ("enum", KIND_NAMES),
])
defs["primaryKindName"] = OrderedDict([
    ("description", "Kind names that are never properties (all but element, modal, container and text)."),
    ("enum", PRIMARY_KINDS),
])
defs["restrictedKey"] = OrderedDict([
    ("description", "Keys only some elements take: the kind names that are never properties, and the kind-specific keys."),
    ("enum", PRIMARY_KINDS + ALL_KIND_SPECIFIC),
])
defs["restrictedKeyForDualKind"] = OrderedDict([
    ("description", "Keys an element whose kind is element, modal or container must not have beside its kind (besides its own kind-specific keys)."),
    ("enum", PRIMARY_KINDS + ALL_KIND_SPECIFIC + DUAL_COMMON),
])
defs["dualProperties"] = OrderedDict([
    ("description", "element, modal and container as properties (beside another kind)."),
    ("properties", OrderedDict((x, PR[x]) for x in DUAL_COMMON)),
])
defs["hasKind"] = OrderedDict([
    ("description", "An element has a kind key (button, text, vstack, ...)."),
    ("anyOf", [{"required": [n]} for n in KIND_NAMES]),
])
defs["notTwoDualKinds"] = OrderedDict([
    ("description", "Without another kind, at most one of element, modal and container may have a value other than true (the others are properties); two such are two kinds."),
    ("not", OrderedDict([("allOf", [
        {"not": ref("hasPrimaryKind")}, {"not": {"required": ["text"]}},
        {"anyOf": [
            {"allOf": [{"required": [a, b]}, {"not": {"properties": {a: {"const": True}}}}, {"not": {"properties": {b: {"const": True}}}}]}
            for i, a in enumerate(DUAL_COMMON) for b in DUAL_COMMON[i + 1:]
        ]},
    ])])),
])
defs["hasPrimaryKind"] = OrderedDict([
    ("anyOf", [{"required": [n]} for n in PRIMARY_KINDS]),
])

# ---- rules that look inside a kind's object value as well as beside it
PROPERTY_KEYS_EXCEPT_KINDS = [x for x in COMMON_KEYS + ALL_KIND_SPECIFIC if x not in DUAL_COMMON and x != "text"]
defs["propertyKeys"] = OrderedDict([
    ("description", "The element keys that are never kind names: beside them, a kind key is what is left (used to look into a kind's object value)."),
    ("properties", OrderedDict((x, True) for x in PROPERTY_KEYS_EXCEPT_KINDS)),
])

def has(key, value_schema=None, name=None):
    """An element has `key`, beside its kind or inside its kind's object value."""
    inner = OrderedDict([("type", "object"), ("required", [key])])
    outer = OrderedDict([("required", [key])])
    if value_schema is not None:
        described = OrderedDict([("description", "(condition on %s)" % key)])
        described.update(value_schema)
        inner["properties"] = {key: described}
        outer["properties"] = {key: described}
    return OrderedDict([("anyOf", [
        outer,
        OrderedDict([("not", OrderedDict([
            ("$ref", "#/$defs/propertyKeys"),
            ("unevaluatedProperties", OrderedDict([("not", inner)])),
        ]))]),
    ])])

contains_adjustable = OrderedDict([("anyOf", [{"const": "adjustable"}, {"type": "array", "contains": {"const": "adjustable"}}])])
defs["hasAdjustableValues"] = OrderedDict([
    ("description", "The element has adjustable values: values, min, max or a numeric value (beside the kind or inside its object)."),
    ("anyOf", [has("values"), has("min", {"type": "number"}), has("max", {"type": "number"}), has("value", {"type": "number"})]),
])
defs["hasFormatWithoutRange"] = OrderedDict([
    ("description", "The element has a format but no values, min, max or numeric value."),
    ("allOf", [has("format"), {"not": ref("hasAdjustableValues")}]),
])
defs["formatNeedsRange"] = OrderedDict([
    ("description", "'format' needs 'min' and 'max' or a numeric 'value' (except on slider, stepper and pageControl)."),
    ("not", True),
])
defs["adjustableTraitRequired"] = OrderedDict([
    ("description", "An element with adjustable values (values, min, max, a numeric value) needs the adjustable trait: in traits or addTraits, and not in removeTraits."),
    ("not", OrderedDict([("anyOf", [
        {"not": {"anyOf": [has("traits", contains_adjustable), has("addTraits", contains_adjustable)]}},
        has("removeTraits", contains_adjustable),
    ])])),
])
defs["adjustableTraitKept"] = OrderedDict([
    ("description", "slider, stepper and pageControl always have adjustable values, so they must keep the adjustable trait: a `traits` list must include it (or addTraits add it back), and removeTraits must not remove it."),
    ("not", OrderedDict([("anyOf", [
        {"not": {"anyOf": [{"not": has("traits")}, has("traits", contains_adjustable), has("addTraits", contains_adjustable)]}},
        has("removeTraits", contains_adjustable),
    ])])),
])
ALWAYS_ADJUSTABLE = {"slider", "stepper", "pageControl"}

dispatch = []
for name in KIND_NAMES:
    k = canonical(name)
    own = [name] + KIND_KEYS.get(k, [])
    branch = OrderedDict()
    branch["$comment"] = "kind " + name
    if name in DUAL_COMMON:
        # With only element, modal and container as kind-like keys, the ones set to true are
        # properties; the kind is the one that is not true (element when all are true).
        others = [o for o in DUAL_COMMON if o != name]
        is_true = lambda x: OrderedDict([("properties", {x: {"const": True}})])
        absent_or_true = lambda x: OrderedDict([("anyOf", [{"not": {"required": [x]}}, is_true(x)])])
        ways = [
            {"not": {"anyOf": [{"required": [o]} for o in others]}},
            {"allOf": [{"not": is_true(name)}] + [absent_or_true(o) for o in others]},
        ]
        if name == "element":
            ways.append({"allOf": [is_true(name)] + [absent_or_true(o) for o in others]})
        cond = OrderedDict([("required", [name]), ("not", {"anyOf": [ref("hasPrimaryKind"), {"required": ["text"]}]}), ("anyOf", ways)])
        branch["properties"] = OrderedDict([(name, ref("kindValue_" + k))])
        for x in KIND_KEYS.get(k, []):
            pass  # typed at the top level
        branch["propertyNames"] = OrderedDict([("anyOf", [{"not": ref("restrictedKeyForDualKind")}, {"enum": own + others}])])
    elif name == "text":
        cond = OrderedDict([("required", ["text"]), ("not", ref("hasPrimaryKind"))])
        branch["$ref"] = "#/$defs/dualProperties"
        branch["properties"] = OrderedDict([("text", ref("kindValue_text"))])
        branch["propertyNames"] = OrderedDict([("anyOf", [{"not": ref("restrictedKey")}, {"enum": own}])])
    else:
        cond = OrderedDict([("required", [name])])
        branch["$ref"] = "#/$defs/dualProperties"
        if k in TEXT_INPUTS:
            branch["properties"] = OrderedDict([("text", PR["text"])])
        branch["propertyNames"] = OrderedDict([("anyOf", [{"not": ref("restrictedKey")}, {"enum": own}])])
    rules = []
    if k in ALWAYS_ADJUSTABLE:
        rules.append(ref("adjustableTraitKept"))
    else:
        rules.append(OrderedDict([("if", ref("hasAdjustableValues")), ("then", ref("adjustableTraitRequired"))]))
        rules.append(OrderedDict([("if", ref("hasFormatWithoutRange")), ("then", ref("formatNeedsRange"))]))
    branch["allOf"] = rules
    dispatch.append(OrderedDict([("if", cond), ("then", branch)]))

defs["elementObject"] = OrderedDict([
    ("description", "An element: exactly one kind key (button, text, vstack, ...) whose value is a string shorthand, an array of children, an object of properties, true or null; then the properties. The kind decides which properties apply."),
    ("type", "object"),
    ("properties", outer_props),
    ("additionalProperties", False),
    ("allOf", [ref("hasKind"), ref("notTwoDualKinds")] + dispatch),
    ("dependentSchemas", OrderedDict(
        (x, OrderedDict([
            ("$comment", "'%s' must not be given both beside the kind and inside its object" % x),
            ("$ref", "#/$defs/propertyKeys"),
            ("properties", {x: True}),
            ("unevaluatedProperties", OrderedDict([("not", OrderedDict([("type", "object"), ("required", [x])]))])),
        ])) for x in COMMON_KEYS + ALL_KIND_SPECIFIC)),
])
defs["child"] = OrderedDict([
    ("description", "An element object, or a bare string (static text)."),
    ("anyOf", [OrderedDict([("type", "string"), ("description", "Static text with this label.")]), ref("elementObject")]),
])
defs["segmentChild"] = OrderedDict([
    ("description", "An element object, or a bare string (a segment with this label)."),
    ("anyOf", [OrderedDict([("type", "string"), ("description", "A segment with this label.")]), ref("elementObject")]),
])
defs["tabChild"] = OrderedDict([
    ("description", "An element object, or a bare string (a tab with this label)."),
    ("anyOf", [OrderedDict([("type", "string"), ("description", "A tab with this label.")]), ref("elementObject")]),
])
defs["barItem"] = OrderedDict([
    ("description", "An element object, or a bare string (a button with this label)."),
    ("anyOf", [OrderedDict([("type", "string"), ("description", "A button with this label.")]), ref("elementObject")]),
])

defs["screen"] = OrderedDict([
    ("description", "One screen: a root element plus screen-wide rotors and handlers."),
    ("type", "object"),
    ("properties", OrderedDict([
        ("id", string("The screen's id, used by initialScreen, push and present, and --screen. Unique among screens. Default: \"screen<N>\" (N from 1).")),
        ("title", string("The screen's title, shown by front ends. Not spoken.")),
        ("root", OrderedDict([
            ("description", "The root element. A bare array is a vertical stack of those children; a bare string is one text element."),
            ("anyOf", [ref("child"), OrderedDict([("type", "array"), ("description", "A vertical stack of these children."), ("items", ref("child"))])]),
        ])),
        ("rotors", with_desc("Custom rotors available anywhere on the screen.", ref("rotors"))),
        ("onMagicTap", with_desc("Effects run on the magic tap (two-finger double tap) when no focused element or ancestor handles it.", ref("effects"))),
        ("onEscape", with_desc("Effects run on the escape gesture (two-finger scrub) when no focused element or ancestor handles it; without any handler, escape dismisses or pops.", ref("effects"))),
        ("transition", enum("How the screen appears when pushed or presented; Reduce Motion replaces the moving ones with a cross-fade. Default \"automatic\".", TRANSITIONS)),
        ("note", PR["note"]),
    ])),
    ("required", ["root"]),
    ("additionalProperties", False),
])

pair = lambda lo, hi, d1, d2: OrderedDict([
    ("type", "array"),
    ("prefixItems", [num(lo, hi, d1), num(lo, hi, d2)]),
    ("items", False),
    ("minItems", 2),
])
device = OrderedDict([
    ("description", "The simulated device. Layout, reading-order row tolerance (8 pt on phone, 13 pt on pad) and default sizes depend on it."),
    ("type", "object"),
    ("properties", OrderedDict([
        ("idiom", enum("\"phone\" (the default: 393 x 852, safe area 59/34) or \"pad\" (820 x 1180, safe area 24/20).", IDIOMS)),
        ("size", with_desc("Screen size in points [width, height], each 100...10000.", pair(100, 10000, "width", "height"))),
        ("layoutDirection", enum("\"leftToRight\" (the default) or \"rightToLeft\" (also \"ltr\", \"rtl\"): right-to-left mirrors stacks and sorts rows from the right.", LAYOUT_DIRECTIONS)),
        ("safeArea", with_desc("Top and bottom safe-area insets in points [top, bottom], each 0...500.", pair(0, 500, "top", "bottom"))),
        ("note", PR["note"]),
    ])),
    ("additionalProperties", False),
])
settings = OrderedDict([
    ("description", "Settings the scene starts with; the command line and the app can override them."),
    ("type", "object"),
    ("properties", OrderedDict([
        ("speakHints", boolean("VoiceOver › Verbosity › Speak Hints (default true).")),
        ("contentSize", ref("contentSize")),
        ("largerAccessibilitySizes", boolean("Larger Accessibility Sizes: offers the accessibility text sizes AX1–AX5 (default true in axsim, so reviews reach AX5).")),
        ("reduceMotion", boolean("Reduce Motion (default false): transitions cross-fade or change instantly, auto-play stops.")),
        ("preferCrossFade", boolean("Prefer Cross-Fade Transitions (default true): with Reduce Motion, transitions cross-fade; off, they are instant.")),
        ("boldText", boolean("Bold Text (default false): text draws bold and measures wider.")),
        ("buttonShapes", boolean("Button Shapes (default false).")),
        ("increaseContrast", boolean("Increase Contrast (default false): colours use their increasedContrast variants.")),
        ("reduceTransparency", boolean("Reduce Transparency (default false).")),
        ("differentiateWithoutColor", boolean("Differentiate Without Color (default false).")),
        ("smartInvert", boolean("Smart Invert (default false): colours invert, images excepted.")),
        ("appearance", enum("Light or dark appearance (default light).", ["light", "dark"])),
        ("iosVersion", OrderedDict([
            ("description", "The iOS version whose VoiceOver strings and rules apply: 12, 13, 16, 17, 18 or 26 (default 26, the newest the reference verifies); a string such as \"17.5\" names its major version. --ios overrides it."),
            ("anyOf", [{"enum": [12, 13, 16, 17, 18, 26]}, {"type": "string", "pattern": "^(iOS ?)?(12|13|16|17|18|26)(\\.[0-9]+)*$"}]),
        ])),
        ("note", PR["note"]),
    ])),
    ("additionalProperties", False),
])

TOP_DESCRIPTION = (
    "An axsim scene file (format axsim-scene/1, written in JSON5): screens of UIKit-like elements "
    "with their accessibility properties, for simulating VoiceOver. See Docs/SceneFormat.md. "
    "This schema follows the decoder (Sources/SceneModel/Decoding) key for key, including the "
    "one-kind-per-element rule, keys given both inside a kind's object and beside it, the "
    "adjustable trait that adjustable values need, and 'format' needing a range. It cannot check "
    "what needs the whole file or arithmetic: that element ids are unique in the file and screen "
    "ids among screens; that the ids and screen ids used by effects, rotors, order and "
    "initialScreen exist; that order lists only elements nested in its element, each once; that "
    "min is not greater than max (min defaults to 0, max to min + 100, or 10 on a stepper) and a "
    "numeric value lies between them; that a string value is one of 'values'; that "
    "selectedIndex is less than the number of segments; that no key is given twice in an object; "
    "that no number is NaN; and that arrays and objects nest at most 200 levels deep. "
    "`axsim check` reports all of these (and .ci/validate-scenes.py the last three)."
)

schema = OrderedDict([
    ("$schema", "https://json-schema.org/draft/2020-12/schema"),
    ("$id", "https://axsim.dev/schema/scene-1.json"),
    ("title", "axsim scene (axsim-scene/1)"),
    ("description", TOP_DESCRIPTION),
    ("type", "object"),
    ("properties", OrderedDict([
        ("format", OrderedDict([("description", "The format identifier; must be \"axsim-scene/1\". Write it first."), ("const", "axsim-scene/1")])),
        ("title", string("The scene's title, shown by front ends (default: the file name).")),
        ("device", device),
        ("settings", settings),
        ("initialScreen", string("The id of the screen to start on (default: the first screen).")),
        ("framework", enum("The framework the scene's controls come from, where UIKit and SwiftUI expose them differently (default \"uikit\"); elements can override it.", ["uikit", "swiftui"])),
        ("screens", OrderedDict([
            ("description", "The screens, at least one. The first (or initialScreen) is shown first; others are reached with push and present."),
            ("type", "array"),
            ("items", ref("screen")),
            ("minItems", 1),
        ])),
        ("note", PR["note"]),
        ("$schema", string("Optional: this schema's URL or path, for editors that read it from the file; axsim ignores it.")),
    ])),
    ("required", ["format", "screens"]),
    ("additionalProperties", False),
    ("$defs", defs),
])

def dump(node, indent=0, width=100):
    """JSON with short arrays and objects on one line."""
    flat = json.dumps(node, ensure_ascii=False, separators=(", ", ": "))
    if len(flat) + indent <= width or not isinstance(node, (dict, list)) or not node:
        return flat
    pad = " " * (indent + 2)
    if isinstance(node, dict):
        items = ["%s%s: %s" % (pad, json.dumps(k, ensure_ascii=False), dump(v, indent + 2, width)) for k, v in node.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    if all(isinstance(x, str) for x in node):
        # Word-wrap lists of names.
        lines, line = [], ""
        for x in node:
            piece = json.dumps(x, ensure_ascii=False)
            if line and len(pad) + len(line) + len(piece) + 2 > width:
                lines.append(line.rstrip())
                line = ""
            line += piece + ", "
        lines.append(line.rstrip(", "))
        return "[\n" + ",\n".join(pad + l.rstrip(",") for l in lines) + "\n" + " " * indent + "]"
    items = [pad + dump(v, indent + 2, width) for v in node]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"

with open(OUT, "w", encoding="utf-8") as f:
    f.write(dump(schema) + "\n")
assert json.load(open(OUT, encoding="utf-8")) == json.loads(json.dumps(schema))
print("wrote", OUT)
