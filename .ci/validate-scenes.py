#!/usr/bin/env python3
"""Validates every Scenes/**/*.json5 against Scenes/scene.schema.json.

Needs the PyPI packages jsonschema and json5:

    pip install jsonschema json5

Usage:

    .ci/validate-scenes.py [--schema PATH] [FILE ...]

With no FILE it validates every Scenes/**/*.json5 of the repository. It prints one line per
problem, `file: path: message`, where path is the JSON path of the offending value spelled
as `axsim check` spells it (`screens[0].root.vstack[2].label`), and exits 1 if there is any
problem; otherwise it prints "N scenes valid" and exits 0.

Before that it runs a self-test: a few deliberately invalid inline documents (unknown key,
misspelled kind, bad trait, ...) must be rejected, else it exits 1 ("schema too
permissive"); a few valid ones must be accepted ("schema too strict").

The schema is generated from the decoder's own tables (`axsim schema`; a Swift test checks
that Scenes/scene.schema.json is its output), so this script does not compare it with the
Swift sources: it is an independent check of the schema and the scenes with a real JSON
Schema validator. The schema cannot express every rule the decoder checks: ids that are
unique and references that resolve, for example. Besides the schema, this script checks
what the JSON5 package and JSON Schema cannot see: keys given twice, NaN numbers, and
nesting deeper than the 200 levels axsim's parser accepts. `axsim check` remains the
authority.
"""

import argparse
import json
import math
import os
import re
import sys

try:
    import json5
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError
except ImportError as e:  # pragma: no cover
    print("validate-scenes: error: %s; run: pip install jsonschema json5" % e)
    sys.exit(1)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SCHEMA = os.path.join(ROOT, "Scenes", "scene.schema.json")

# The deepest nesting of arrays and objects axsim's JSON5 parser accepts (JSON5Parser.parse).
MAX_DEPTH = 200

# What a key's values are called in messages, as axsim check calls them.
WHAT_BY_KEY = {
    "traits": "trait", "addTraits": "trait", "removeTraits": "trait",
    "grouping": "grouping", "container": "container type", "style": "text style",
    "alignment": "alignment", "transition": "transition", "idiom": "idiom",
    "layoutDirection": "layout direction", "contentSize": "content size",
    "importance": "importance", "format": "format",
}
WHAT_BY_DEF = {"traitName": "trait", "effectString": "effect", "contentSize": "content size",
               "valueFormat": "format"}


# ---------------------------------------------------------------------------- parsing


class Members(dict):
    """A JSON5 object that remembers the keys given more than once."""

    duplicates = ()


def pairs_hook(pairs):
    obj = Members()
    dups = []
    for key, value in pairs:
        if key in obj:
            dups.append(key)
        obj[key] = value
    if dups:
        obj.duplicates = tuple(dups)
    return obj


def parse(text):
    """Parses JSON5 text; raises ValueError with a readable message."""
    try:
        return json5.loads(text, object_pairs_hook=pairs_hook)
    except ValueError as e:
        message = str(e)
        m = re.match(r'<string>:(\d+) (.*) at column (\d+)$', message, re.S)
        if m:
            message = "line %s, column %s: %s" % (m.group(1), m.group(3), m.group(2).lower())
        raise ValueError(message) from None


def depth(node):
    """Nesting depth of arrays and objects (the outermost container is at depth 1)."""
    deepest = 0
    stack = [(node, 1)]
    while stack:
        n, d = stack.pop()
        if isinstance(n, dict):
            deepest = max(deepest, d)
            stack.extend((v, d + 1) for v in n.values())
        elif isinstance(n, list):
            deepest = max(deepest, d)
            stack.extend((v, d + 1) for v in n)
    return deepest


def extra_problems(node, path=()):
    """Keys given twice (the JSON5 package silently keeps the last one) and NaN numbers, which
    JSON Schema cannot reject. Values of `note`, and of the pop and dismiss effects, are never
    read, so anything goes there."""
    if isinstance(node, dict):
        for key in getattr(node, "duplicates", ()):
            yield path + (key,), "duplicate key %s; remove one of the two" % quote(key)
        for key, value in node.items():
            if key == "note" or (key in ("pop", "dismiss") and len(node) == 1):
                continue
            yield from extra_problems(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from extra_problems(value, path + (i,))
    elif isinstance(node, float) and math.isnan(node):
        yield path, "'NaN' is not a finite number"


# ---------------------------------------------------------------------------- wording


def quote(s):
    s = str(s)
    if len(s) > 40:
        s = s[:40] + "…"
    return "'" + "".join(c if c.isprintable() else "U+%04X" % ord(c) for c in s) + "'"


def printable(s):
    """s with control characters shown as U+XXXX, so that a message cannot drive the terminal."""
    return "".join(c if c.isprintable() or c == " " else "U+%04X" % ord(c) for c in s)


def json_path(parts):
    out = ""
    for p in parts:
        if isinstance(p, int):
            out += "[%d]" % p
        else:
            shown = p[:40] + "…" if len(p) > 40 else p
            key = shown if shown and all(c.isalnum() or c == "_" for c in shown) else quote(shown)
            out += ("." if out else "") + key
    return out or "(top level)"


def number_text(x):
    if isinstance(x, float):
        if math.isnan(x):
            return "NaN"
        if math.isinf(x):
            return "Infinity" if x > 0 else "-Infinity"
        if x.is_integer() and abs(x) < 1e15:
            return str(int(x))
    return str(x)


def describe(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return "the string " + quote(value)
    if isinstance(value, (int, float)):
        return "the number " + quote(number_text(value))
    if isinstance(value, list):
        return "an array"
    return "an object"


TYPE_WORDS = {
    "string": "a string", "number": "a number", "integer": "a whole number",
    "boolean": "true or false", "array": "an array", "object": "an object", "null": "null",
}


def join_words(words, conjunction="or"):
    words = list(dict.fromkeys(words))
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " " + conjunction + " " + words[-1]


def edit_distance(a, b):
    """Optimal-string-alignment distance, as axsim's Suggest.distance."""
    if not a:
        return len(b)
    if not b:
        return len(a)
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            v = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                v = min(v, d[i - 2][j - 2] + 1)
            d[i][j] = v
    return d[len(a)][len(b)]


def closest(word, candidates):
    """The closest candidate within a few edits, as axsim's Suggest.closest."""
    if not isinstance(word, str):
        return None
    w = word.lower()
    if not w or len(w) >= 64:
        return None
    limit = 0 if len(w) == 1 else max(1, min(3, len(w) // 3 + 1))
    best = None
    for c in candidates:
        cs = c.lower()
        if abs(len(cs) - len(w)) > limit:
            continue
        dist = edit_distance(w, cs)
        if dist <= limit and (best is None or dist < best[1]):
            best = (c, dist)
    return best[0] if best else None


def did_you_mean(word, candidates, otherwise):
    s = closest(word, candidates)
    return "did you mean %s?" % quote(s) if s else otherwise


# ---------------------------------------------------------------------------- explaining errors


class Explainer:
    """Turns jsonschema's errors into messages like axsim check's.

    Everything it knows about scenes (kinds, keys) it reads from the schema itself."""

    def __init__(self, schema):
        self.schema = schema
        defs = schema.get("$defs", {})
        self.def_names = {id(v): k for k, v in defs.items()}
        self.kind_names = list(defs.get("kindName", {}).get("enum", []))
        self.primary_kinds = set(defs.get("primaryKindName", {}).get("enum", []))
        element = defs.get("elementObject", {})
        self.element_keys = list(element.get("properties", {}))
        self.common_keys = list(defs.get("commonProperties", {}).get("properties", {}))
        # Canonical kind of every kind name, and the keys only some kinds take.
        self.canonical = {}
        for name in self.kind_names:
            target = element.get("properties", {}).get(name, {}).get("$ref", "")
            self.canonical[name] = target.rsplit("kindValue_", 1)[-1] if "kindValue_" in target else None
        self.kind_keys = {}
        for name, v in defs.items():
            if name.startswith("props_"):
                self.kind_keys[name[len("props_"):]] = list(v.get("properties", {}))
        self.document = None

    def def_name(self, schema):
        return self.def_names.get(id(schema))

    # -- the element's kind, picked as the decoder picks it
    def kind_members(self, obj):
        """The keys of obj taken as kinds (element, modal, container and text are properties
        beside another kind)."""
        if not isinstance(obj, dict):
            return []
        members = [k for k in obj if k in self.kind_names]
        if len(members) > 1:
            others = [m for m in members if not any(
                k != m and (m in self.common_keys or m in self.kind_keys.get(self.canonical.get(k) or k, []))
                for k in members)]
            if others:
                members = others
        return members

    def kind_of(self, obj):
        members = self.kind_members(obj)
        return members[0] if members else None

    def keys_for(self, kind):
        canonical = self.canonical.get(kind) or kind
        return self.common_keys + self.kind_keys.get(canonical, [])

    def instance_at(self, path):
        node = self.document
        for p in path:
            try:
                node = node[p]
            except (KeyError, IndexError, TypeError):
                return None
        return node

    # -- descending into alternatives
    def explain(self, error):
        """Yields (path, message) pairs for one error."""
        path = tuple(error.absolute_path)
        if "propertyNames" in error.absolute_schema_path:
            yield self.property_name_message(error, path)
            return
        if "dependentSchemas" in error.absolute_schema_path:
            trail = list(error.absolute_schema_path)
            key = trail[trail.index("dependentSchemas") + 1]
            kind = self.kind_of(error.instance) or "its kind"
            yield path + (kind, key), "%s is given twice, inside and beside %s; keep one of them" % (quote(key), quote(kind))
            return
        if self.def_name(error.schema) in ("adjustableTraitRequired", "adjustableTraitKept", "formatNeedsRange"):
            yield self.element_rule_message(error, path)
            return
        if error.validator in ("anyOf", "oneOf") and self.def_name(error.schema) != "hasKind":
            chosen = self.pick_branch(error)
            if chosen is not None:
                for sub in chosen:
                    yield from self.explain(sub)
                return
            yield path, self.no_alternative(error)
            return
        if error.validator in ("additionalProperties", "unevaluatedProperties"):
            yield from self.unknown_keys(error, path)
            return
        message = self.message(error)
        if message:
            yield path, message

    def branches(self, error):
        out = {}
        for sub in error.context:
            out.setdefault(sub.relative_schema_path[0], []).append(sub)
        return list(out.values())

    def mismatched(self, errs):
        """Whether an alternative was rejected for the very shape of the value (its type)."""
        for e in errs:
            if e.relative_path:
                continue
            if e.validator in ("type", "const"):
                return True
            if e.validator in ("anyOf", "oneOf") and e.context:
                if all(self.mismatched(b) for b in self.branches(e)):
                    return True
        return False

    def pick_branch(self, error):
        """The errors of the one alternative the value was meant for, if that is clear."""
        plausible = [b for b in self.branches(error) if not self.mismatched(b)]
        if len(plausible) == 1:
            return plausible[0]
        # Prefer an alternative whose shape fits and that fails only deeper down.
        deep = [b for b in plausible if all(e.relative_path for e in b)]
        if len(deep) == 1:
            return deep[0]
        return None

    def no_alternative(self, error):
        inst = error.instance
        name = self.def_name(error.schema) or ""
        key = self.last_key(error)
        if name.startswith("kindValue_"):
            kind = key or name[len("kindValue_"):]
            alts = [self.resolve(a) for a in error.schema.get("anyOf", [])]
            takes_string = any(a.get("type") == "string" for a in alts)
            takes_children = any(a.get("type") == "array" for a in alts)
            if isinstance(inst, list) and not takes_children:
                return "'%s' cannot have children; put it in a stack with its neighbours%s" % (
                    kind, (", or give it a string: %s: \"Title\"" % kind) if takes_string else "")
            if isinstance(inst, str) and not takes_string:
                if takes_children:
                    return "'%s' takes an array of children, not a string; write %s: [...]" % (kind, kind)
                return "'%s' takes no string; write %s: true" % (kind, kind)
            return "expected a string, an array or an object after '%s', found %s; write %s: \"Label\" or %s: { ... }" % (kind, describe(inst), kind, kind)
        alternatives = [self.resolve(a) for a in error.schema.get(error.validator, [])]
        enums = [e for a in alternatives for e in a.get("enum", []) if isinstance(e, str)]
        if isinstance(inst, str) and enums:
            what = WHAT_BY_DEF.get(name) or WHAT_BY_KEY.get(key, "value")
            if what == "format":
                return "unknown format %s; %s" % (quote(inst), did_you_mean(inst, enums, "use \"percent\", \"number\" or a template with {value}, such as \"{value} stars\""))
            return "unknown %s %s; %s" % (what, quote(inst), did_you_mean(inst, enums, "use one of " + ", ".join(quote(e) for e in enums)))
        if isinstance(inst, list) and all(a.get("type") in ("array", "number") for a in alternatives):
            counts = sorted({a["minItems"] for a in alternatives if a.get("type") == "array" and a.get("minItems") == a.get("maxItems")})
            if counts:
                n = len(inst)
                return "expected %s numbers, found %d" % (join_words(["1"] * any(a.get("type") == "number" for a in alternatives) + [str(c) for c in counts]), n)
        expected = [w for a in alternatives for w in self.expected_words(a)]
        if expected:
            return "expected %s, found %s" % (join_words(expected), describe(inst))
        return "%s is not valid here" % describe(inst)

    def expected_words(self, alt):
        if "const" in alt:
            c = alt["const"]
            return ["true" if c is True else "false" if c is False else quote(c)]
        t = alt.get("type")
        if isinstance(t, list):
            return [TYPE_WORDS.get(x, x) for x in t]
        if t:
            return [TYPE_WORDS.get(t, t)]
        words = []
        for key in ("anyOf", "oneOf"):
            for sub in alt.get(key, []):
                words += self.expected_words(self.resolve(sub))
        return words

    def resolve(self, schema):
        """Follows a schema that only refers to another one ({"$ref": ...} with a description)."""
        while isinstance(schema, dict) and "$ref" in schema and set(schema) <= {"$ref", "description", "$comment"}:
            node = self.schema
            for part in schema["$ref"][2:].split("/"):
                node = node[part]
            schema = node
        return schema if isinstance(schema, dict) else {}

    @staticmethod
    def last_key(error):
        for p in reversed(error.absolute_path):
            if isinstance(p, str):
                return p
        return None

    # -- single errors
    def unknown_keys(self, error, path):
        inst, schema = error.instance, error.schema
        if not isinstance(inst, dict):
            return
        allowed = list(schema.get("properties", {}))
        if "$ref" in schema:
            allowed += list(self.resolve({"$ref": schema["$ref"]}).get("properties", {}))
        name = self.def_name(schema) or ""
        kind = None
        if name == "elementObject":
            kind = self.kind_of(inst)
        elif name.startswith("props_"):
            kind = self.last_key(error)
        for key in inst:
            if key in allowed:
                continue
            p = path + (key,)
            if name == "elementObject" and kind is None:
                guess = closest(key, self.kind_names)
                if guess and not closest(key, self.common_keys):
                    yield p, "unknown element kind %s; did you mean %s?" % (quote(key), quote(guess))
                    continue
            if kind is not None:
                keys = self.keys_for(kind)
                guess = closest(key, keys)
                if guess:
                    yield p, "unknown key %s in %s; did you mean %s?" % (quote(key), quote(kind), quote(guess))
                    continue
                guess = closest(key, self.kind_names)
                if guess:
                    yield p, "unknown key %s in %s; did you mean %s? (an element has one kind: put it in an element of its own)" % (quote(key), quote(kind), quote(guess))
                    continue
                yield p, "unknown key %s in %s; remove it, or see Docs/SceneFormat.md for the keys %s takes" % (quote(key), quote(kind), quote(kind))
                continue
            what = "unknown effect" if name == "effectObject" else "unknown key"
            other = "remove it, or use one of " + ", ".join(quote(a) for a in allowed) if len(allowed) <= 10 else "remove it, or see Docs/SceneFormat.md for the keys allowed here"
            yield p, "%s %s; %s" % (what, quote(key), did_you_mean(key, allowed, other))

    def element_rule_message(self, error, path):
        """Rules about an element's adjustable values."""
        obj = self.instance_at(path)
        kind = self.kind_of(obj) or "element"
        merged = dict(obj) if isinstance(obj, dict) else {}
        inner = merged.get(kind)
        if isinstance(inner, dict):
            merged.update(inner)
        if self.def_name(error.schema) == "formatNeedsRange":
            return path + ("format",), "'format' needs 'min' and 'max' or a numeric 'value'; add min: and max:, or remove 'format'"
        value = merged.get("value")
        if (self.def_name(error.schema) == "adjustableTraitRequired" and isinstance(value, (int, float))
                and not isinstance(value, bool) and not any(k in merged for k in ("min", "max", "values"))):
            return path + ("value",), "a numeric value makes %s adjustable, but it lacks the adjustable trait; write the value as a string, value: \"%s\", or add addTraits: [\"adjustable\"]" % (quote(kind), number_text(value))
        return path, "%s has adjustable values but not the adjustable trait; add addTraits: [\"adjustable\"], or remove min/max/values" % quote(self.canonical.get(kind) or kind)

    def property_name_message(self, error, path):
        """A key the element's kind does not take (the schema says so with propertyNames)."""
        key = error.instance
        obj = self.instance_at(path)
        kind = self.kind_of(obj)
        kinds = self.kind_members(obj)
        if len(kinds) > 1 and key in kinds:
            return path + (kinds[1],), "the element has %s kinds, %s; keep one kind per element, and put the other in an element of its own in a stack" % (
                "two" if len(kinds) == 2 else str(len(kinds)), join_words([quote(k) for k in kinds], "and"))
        owners = sorted(k for k, keys in self.kind_keys.items() if key in keys)
        if kind is not None and owners:
            fix = "remove it, or make the element a %s" % quote(owners[0]) if len(owners) == 1 else "remove it, or change the kind"
            return path + (key,), "%s applies to %s elements, not to %s; %s" % (quote(key), ", ".join(quote(o) for o in owners), quote(kind), fix)
        return path + (key,), "key %s is not allowed here" % quote(key)

    def message(self, error):
        v, inst, schema = error.validator, error.instance, error.schema
        key = self.last_key(error)
        name = self.def_name(schema)
        if name == "hasKind":
            # An unknown key that looks like a kind has been reported already.
            if any(k not in self.element_keys and closest(k, self.kind_names) and not closest(k, self.common_keys) for k in inst):
                return None
            return "the element has no kind; start it with a kind such as { button: \"OK\" }, { text: \"Hello\" } or { vstack: [...] }"
        if v == "type":
            t = schema.get("type")
            words = [TYPE_WORDS.get(x, x) for x in (t if isinstance(t, list) else [t])]
            return "expected %s, found %s" % (join_words(words), describe(inst))
        if v == "enum":
            if schema.get("type") == "string" and not isinstance(inst, str):
                return None  # the type error says it
            what = WHAT_BY_DEF.get(name) or WHAT_BY_KEY.get(key, "value")
            values = schema["enum"]
            other = "use one of " + ", ".join(quote(e) for e in values)
            if what == "effect":
                other = "write an effect object such as { announce: \"Sent\" } or { push: \"details\" }"
            return "unknown %s %s; %s" % (what, quote(inst), did_you_mean(inst, values, other))
        if v == "const":
            if key == "format" and len(error.absolute_path) == 1:
                if isinstance(inst, str):
                    return "unsupported format %s (this axsim reads '%s'); write format: \"%s\"" % (quote(inst), schema["const"], schema["const"])
                return "expected a string, found %s; write \"%s\"" % (describe(inst), schema["const"])
            return "expected %s, found %s" % (quote(schema["const"]), describe(inst))
        if v == "required":
            missing = [k for k in schema["required"] if k not in inst]
            return "missing %s" % " and ".join(quote(k) for k in missing)
        if v in ("minimum", "maximum"):
            if isinstance(inst, float) and not math.isfinite(inst):
                return "%s is not a finite number" % quote(number_text(inst))
            return "%s is out of range; use a number from %s to %s" % (
                quote(number_text(inst)), number_text(schema.get("minimum")), number_text(schema.get("maximum")))
        if v == "minLength":
            return "the %s is empty" % (key or "value")
        if v in ("minItems", "maxItems", "items"):
            n = len(inst)
            if "prefixItems" in schema:
                return "expected %d numbers, found %d" % (len(schema["prefixItems"]), n)
            if v == "minItems" and n == 0:
                return "%s is empty; add at least one item" % quote(key) if key else "the array is empty"
            return "expected %s %d items, found %d" % ("at least" if v == "minItems" else "at most", schema[v], n)
        if v in ("minProperties", "maxProperties"):
            if not inst:
                return "the effect is empty; write one effect per object, such as { announce: \"Sent\" }"
            return "an effect object has one key, found %d; write one effect per object, such as [{ toggle: \"wifi\" }, { announce: \"Wi-Fi on\" }]" % len(inst)
        if v == "pattern":
            return "%s is not valid here" % quote(inst)
        if schema is False:
            return "%s is not allowed here" % describe(inst)
        return error.message

    def problems(self, validator, document):
        """Every problem in a parsed document, as (path, message) pairs, in document order."""
        self.document = document
        out = []
        seen_paths = set()
        if depth(document) > MAX_DEPTH:
            return [((), "nesting deeper than %d levels; flatten the document to at most %d levels of arrays and objects" % (MAX_DEPTH, MAX_DEPTH))]
        for error in validator.iter_errors(document):
            for path, message in self.explain(error):
                if (path, message) not in out:
                    out.append((path, message))
                    seen_paths.add(path)
        for path, message in extra_problems(document):
            if message.startswith("duplicate") or path not in seen_paths:
                out.append((path, message))
        order = {}

        def walk(node, path):
            order.setdefault(path, len(order))
            if isinstance(node, dict):
                for k, v in node.items():
                    walk(v, path + (k,))
            elif isinstance(node, list):
                for i, v in enumerate(node):
                    walk(v, path + (i,))
        walk(document, ())
        out.sort(key=lambda pm: order.get(pm[0], len(order)))
        return out


# ---------------------------------------------------------------------------- self-test

# Documents the schema must reject. If it accepts one, it is too permissive.
MUST_REJECT = [
    ("an unknown top-level key", '{ format: "axsim-scene/1", screens: [{ root: [] }], colour: "red" }'),
    ("an unknown element key", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", lable: "Send" } }] }'),
    ("a misspelled kind", '{ format: "axsim-scene/1", screens: [{ root: { vstack: [{ buton: "OK" }] } }] }'),
    ("a bad trait", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", addTraits: ["buton"] } }] }'),
    ("two kinds", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", image: "star" } }] }'),
    ("two kinds that are also properties", '{ format: "axsim-scene/1", screens: [{ root: { element: { label: "A" }, modal: { title: "B" } } }] }'),
    ("a key of another kind", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", placeholder: "Name" } }] }'),
    ("children on a leaf", '{ format: "axsim-scene/1", screens: [{ root: { button: ["OK"] } }] }'),
    ("a string for a stack", '{ format: "axsim-scene/1", screens: [{ root: { vstack: "Hello" } }] }'),
    ("an unknown effect", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", onActivate: "close" } }] }'),
    ("an unknown key in a kind's object", '{ format: "axsim-scene/1", screens: [{ root: { button: { label: "OK", colour: "red" } } }] }'),
    ("a wrong format", '{ format: "axsim-scene/2", screens: [{ root: [] }] }'),
    ("a frame out of range", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", frame: [0, 0, -5, 44] } }] }'),
    ("an empty id", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", id: "" } }] }'),
    ("an iOS version axsim does not know", '{ format: "axsim-scene/1", settings: { iosVersion: 15 }, screens: [{ root: [] }] }'),
    ("an announcement without text", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", onActivate: { announce: { queue: true } } } }] }'),
    ("an unknown announcement key", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", onActivate: { announce: { text: "Hi", urgent: true } } } }] }'),
]

# Documents the schema must accept. If it rejects one, it is too strict.
MUST_ACCEPT = [
    ("minimal scene", '{ format: "axsim-scene/1", screens: [{ root: ["Hello"] }] }'),
    ("stack with element, container and modal as properties",
     '{ format: "axsim-scene/1", screens: [{ root: { vstack: [{ button: "OK", id: "ok", onActivate: ["pop", { announce: "Done" }] }], element: false, container: "list", modal: true, order: ["ok"] } }] }'),
    ("text field with text", '{ format: "axsim-scene/1", screens: [{ root: { textField: "Name", text: "Ana", placeholder: "Your name" } }] }'),
    ("modal: true on an element", '{ format: "axsim-scene/1", screens: [{ root: { vstack: [{ element: { label: "Dialog" }, modal: true }, { element: true, modal: true, label: "Alert" }, { modal: ["Hi"], element: true }] } }] }'),
    ("iOS version as a number", '{ format: "axsim-scene/1", settings: { iosVersion: 17 }, screens: [{ root: [] }] }'),
    ("iOS version as a string", '{ format: "axsim-scene/1", settings: { iosVersion: "17.5" }, screens: [{ root: [] }] }'),
    ("queued announcement", '{ format: "axsim-scene/1", screens: [{ root: { button: "OK", onActivate: { announce: { text: "Saved", queue: true } } } }] }'),
]


def self_test(validator, explainer):
    failures = []
    for reason, text in MUST_REJECT:
        if not explainer.problems(validator, parse(text)):
            failures.append("schema too permissive: it accepts a scene with %s: %s" % (reason, text))
    for reason, text in MUST_ACCEPT:
        probs = explainer.problems(validator, parse(text))
        if probs:
            failures.append("schema too strict: it rejects a %s (%s: %s): %s" % (reason, json_path(probs[0][0]), probs[0][1], text))
    return failures


# ---------------------------------------------------------------------------- main


def scene_files():
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "Scenes")):
        dirnames.sort()
        out += [os.path.join(dirpath, n) for n in sorted(filenames) if n.endswith(".json5")]
    return out


def display(path):
    rel = os.path.relpath(os.path.abspath(path), ROOT)
    return path if rel.startswith("..") else rel


def check_file(path, validator, explainer):
    """The problems of one file, as (path text, message) pairs."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        return [("(file)", "cannot read the file: %s" % e.strerror)]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        return [("(file)", "invalid UTF-8 byte 0x%02X on line %d; save the file as UTF-8" % (data[e.start], line))]
    try:
        doc = parse(text[1:] if text.startswith("\ufeff") else text)
    except ValueError as e:
        return [("(syntax)", str(e))]
    except RecursionError:
        return [("(syntax)", "nesting too deep to parse")]
    try:
        found = explainer.problems(validator, doc)
    except RecursionError:
        return [("(top level)", "nesting too deep to validate")]
    return [(json_path(p), m) for p, m in found]


def main(argv):
    parser = argparse.ArgumentParser(description="Validate scene files against the scene JSON Schema.")
    parser.add_argument("--schema", default=DEFAULT_SCHEMA, help="the schema (default: Scenes/scene.schema.json)")
    parser.add_argument("files", nargs="*", help="scene files (default: every Scenes/**/*.json5)")
    args = parser.parse_args(argv)

    try:
        with open(args.schema, encoding="utf-8") as f:
            schema = json.load(f)
        Draft202012Validator.check_schema(schema)
    except (OSError, ValueError, SchemaError) as e:
        print("%s: error: cannot use the schema: %s" % (display(args.schema), str(e).splitlines()[0]))
        return 1
    validator = Draft202012Validator(schema)
    explainer = Explainer(schema)

    failures = self_test(validator, explainer)
    for line in failures:
        print("%s: self-test: %s" % (display(args.schema), line))
    if failures:
        return 1

    files = args.files or scene_files()
    if not files:
        print("no scenes found under Scenes/")
        return 1
    problems = 0
    valid = 0
    for path in files:
        found = check_file(path, validator, explainer)
        for where, message in found:
            print(printable("%s: %s: %s" % (display(path), where, message)))
        problems += len(found)
        valid += not found
    if problems:
        print("%d problem%s; %d of %d scene%s valid" % (
            problems, "" if problems == 1 else "s", valid, len(files), "" if len(files) == 1 else "s"))
        return 1
    print("%d scene%s valid" % (valid, "" if valid == 1 else "s"))
    return 0


def run_with_deep_stack(argv):
    """Runs main in a thread with a large stack: the json5 parser and the validator recurse
    once per nesting level, and scenes may nest 200 levels deep."""
    import threading

    sys.setrecursionlimit(200000)
    threading.stack_size(512 * 1024 * 1024)
    result = []
    thread = threading.Thread(target=lambda: result.append(main(argv)))
    thread.start()
    thread.join()
    return result[0] if result else 1


if __name__ == "__main__":
    sys.exit(run_with_deep_stack(sys.argv[1:]))
