#!/usr/bin/env python3
"""Validates axsim's JSON output against the schemas in this folder.

Needs the PyPI packages jsonschema and rfc3987 (pip install jsonschema rfc3987): formats
are checked too, and jsonschema checks "uri-reference" (SARIF's file names) only with rfc3987.

Usage:

    Docs/Schemas/validate-output.py FILE...

Each FILE holds one JSON document printed by axsim (`axsim speak --format json > order.json`).
Its "format" key picks the schema: axsim-order/1 -> order.schema.json, and so on. Prints one
line per problem, `FILE: PATH: message`, and exits 1 if there is any; otherwise prints
"N documents valid" and exits 0.
"""

import json
import os
import sys

from jsonschema import Draft202012Validator, FormatChecker, validators as jsonschema_validators

# Without it, jsonschema skips "uri-reference" silently; fail instead.
import rfc3987  # noqa: F401

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = {
    "axsim-order/1": "order.schema.json",
    "axsim-transcript/1": "transcript.schema.json",
    "axsim-check/1": "check.schema.json",
    "axsim-scan/1": "scan.schema.json",
    "axsim-focus/1": "focus.schema.json",
    "axsim-voice/1": "voice.schema.json",
    "axsim-reach/1": "reach.schema.json",
    "axsim-variants/1": "variants.schema.json",
    "axsim-diff/1": "diff.schema.json",
    "axsim-audit/1": "audit.schema.json",
    "axsim-audio/1": "audio.schema.json",
    # axsim audit --format sarif: SARIF has no "format" key; its "version" picks the schema.
    "sarif-2.1.0": "sarif-schema-2.1.0.json",
}


def load_validators():
    validators = {}
    for fmt, name in SCHEMAS.items():
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            schema = json.load(f)
        cls = jsonschema_validators.validator_for(schema, default=Draft202012Validator)
        cls.check_schema(schema)
        # Every format jsonschema knows, not only the schema draft's own: SARIF's schema is
        # draft 4, whose checker has no "uri-reference".
        validators[fmt] = cls(schema, format_checker=FormatChecker())
    return validators


def spell(path):
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else ("." if out else "") + str(p)
    return out or "(document)"


def main(files):
    validators = load_validators()
    problems = 0
    for name in files:
        try:
            with open(name, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            print(f"{name}: not JSON: {e}")
            problems += 1
            continue
        fmt = doc.get("format") if isinstance(doc, dict) else None
        if fmt is None and isinstance(doc, dict) and doc.get("version") == "2.1.0" and "runs" in doc:
            fmt = "sarif-2.1.0"
        validator = validators.get(fmt)
        if validator is None:
            print(f"{name}: unknown format {fmt!r}; expected one of {', '.join(SCHEMAS)}")
            problems += 1
            continue
        for error in sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path)):
            print(f"{name}: {spell(error.absolute_path)}: {error.message}")
            problems += 1
    if problems:
        return 1
    print(f"{len(files)} documents valid")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__.strip())
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
