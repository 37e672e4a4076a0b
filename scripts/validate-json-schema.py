#!/usr/bin/env python3
"""Validate JSON files against one of ButtonCheck's JSON Schemas, with a standard validator.

Usage:
    scripts/validate-json-schema.py [--def NAME] SCHEMA FILE...

SCHEMA is a JSON Schema, such as specs/schema/buttoncheck-spec.schema.json or
specs/schema/buttoncheck-report.schema.json (draft 2020-12), or the official SARIF 2.1.0 schema (draft-04). Each FILE is validated against the schema's root or, with
--def NAME, against the schema's `#/$defs/NAME` (for a fragment such as a single button node:
--def button). FILE may be `-` for standard input.

Before any file, the schema itself is checked: it must be strict JSON without duplicate keys, a valid
schema of the draft its "$schema" names (2020-12 when it names none; draft-07 and draft-04 are also known,
for outside schemas such as SARIF's; the metaschema must accept it), and
every "$ref" in it must resolve to a place in it (the schemas are self-contained: "#/..." only).

Output, on standard output, one line per FILE in the order given:
    ok FILE
    invalid FILE: <JSONPath>: <message>
where <JSONPath> is where the error is, such as $.content.children[2].title, and <message> is the
validator's message; of several errors, the deepest (most specific) one is shown. A FILE that is not
strict JSON or cannot be read is invalid too:
    invalid FILE: <JSONPath>: duplicate key "KEY"
    invalid FILE: not JSON: <reason> at line L column C
    invalid FILE: NaN is not JSON                      (also Infinity, -Infinity)
    invalid FILE: cannot read: <reason>

Exit status: 0 when every FILE is ok, 1 when at least one is invalid, 2 when the command line is wrong or
the schema itself is unusable (the reason goes to standard error, no file is validated).

Format checking ("format" keywords) is off: in 2020-12 "format" is an annotation by default, and what a
file is checked against must not depend on which optional Python packages are installed. ButtonCheck's
schemas use "pattern", "enum" and bounds instead.

Needs python3 and jsonschema >= 4.0 (Debian/Ubuntu: apt-get install python3-jsonschema).
"""

import json
import re
import sys

try:
    import jsonschema
    from jsonschema.exceptions import best_match
except ImportError:
    sys.stderr.write(
        "validate-json-schema: this python (%s) has no jsonschema module; "
        "install python3-jsonschema (apt) or jsonschema (pip)\n" % sys.executable)
    sys.exit(2)

USAGE = "usage: validate-json-schema.py [--def NAME] SCHEMA FILE..."
DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema"
# The drafts a "$schema" may name, without a trailing "#", and their validators.
DRAFTS = {
    DRAFT_2020_12: jsonschema.Draft202012Validator,
    "http://json-schema.org/draft-07/schema": jsonschema.Draft7Validator,
    "http://json-schema.org/draft-04/schema": jsonschema.Draft4Validator,
}
IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class JSONProblem(Exception):
    """A file that is not strict JSON: the message says where and why."""


class _Pairs(list):
    """An object's members in file order, kept until duplicates are looked for."""


def _reject_constant(name):
    raise JSONProblem("%s is not JSON" % name)


def json_path(parts):
    path = "$"
    for part in parts:
        if isinstance(part, int):
            path += "[%d]" % part
        elif IDENTIFIER.match(part):
            path += "." + part
        else:
            path += "[" + json.dumps(part) + "]"
    return path


def _build(value, parts):
    """Turns _Pairs into dicts, failing on the first duplicate key with its JSONPath."""
    if isinstance(value, _Pairs):
        result = {}
        for key, member in value:
            if key in result:
                raise JSONProblem("%s: duplicate key %s" % (json_path(parts), json.dumps(key)))
            result[key] = _build(member, parts + [key])
        return result
    if isinstance(value, list):
        return [_build(item, parts + [index]) for index, item in enumerate(value)]
    return value


def load_strict_json(text):
    try:
        raw = json.loads(text, object_pairs_hook=_Pairs, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise JSONProblem("not JSON: %s at line %d column %d" % (error.msg, error.lineno, error.colno))
    return _build(raw, [])


def read_json(path):
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise JSONProblem("cannot read: %s" % error)
    return load_strict_json(text)


def _pointer_target(document, pointer):
    """The value a JSON Pointer (RFC 6901) names in document, or None."""
    if pointer == "":
        return document
    if not pointer.startswith("/"):
        return None
    node = document
    for token in pointer[1:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return None
    return node


def unresolved_references(schema):
    """Every "$ref" in schema that does not name a place in it, as (JSONPath, ref) pairs.
    ButtonCheck's schemas are self-contained, so only same-document references ("#/…") count as resolvable."""
    from urllib.parse import unquote
    problems = []

    def walk(node, parts):
        if isinstance(node, dict):
            for key, member in node.items():
                if key == "$ref" and isinstance(member, str):
                    if not member.startswith("#") or _pointer_target(schema, unquote(member[1:])) is None:
                        problems.append((json_path(parts + [key]), member))
                elif key == "$id" and parts:
                    problems.append((json_path(parts + [key]), "a nested $id changes the base of references"))
                walk(member, parts + [key])
        elif isinstance(node, list):
            for index, item in enumerate(node):
                walk(item, parts + [index])

    walk(schema, [])
    return problems


def first_error(validator, instance):
    """The most specific error: among the deepest errors, the one jsonschema's best_match picks.
    (A node whose child fails also fails its own checks, such as unevaluatedProperties; the child's
    error says what is wrong.)"""
    errors = [(error_path(error, instance), error) for error in validator.iter_errors(instance)]
    if not errors:
        return None
    deepest = max(len(path) for path, _ in errors)
    candidates = [error for path, error in errors if len(path) == deepest]
    # "Unevaluated properties" follows from another error at the same place (a failed branch
    # evaluates nothing); that other error is the cause.
    causes = [error for error in candidates if error.validator != "unevaluatedProperties"]
    error = best_match(causes or candidates)
    return "%s: %s" % (json_path(error_path(error, instance)), error.message)


def error_path(error, instance):
    """The error's place in the instance. Some jsonschema versions (4.2x) leave a key forbidden by a
    false schema ("key": false under "properties") off the path; it is put back here, found by identity."""
    parts = list(error.absolute_path)
    if error.validator is None and list(error.relative_schema_path)[-1:] == ["properties"]:
        parent = instance
        for part in parts:
            parent = parent[part]
        if isinstance(parent, dict):
            keys = [key for key, value in parent.items() if value is error.instance]
            if len(keys) == 1:
                parts.append(keys[0])
    return parts


def main(arguments):
    definition = None
    if arguments[:1] == ["--def"]:
        if len(arguments) < 2:
            sys.stderr.write("--def needs a NAME\n%s\n" % USAGE)
            return 2
        definition, arguments = arguments[1], arguments[2:]
    elif arguments and arguments[0].startswith("--def="):
        definition, arguments = arguments[0][len("--def="):], arguments[1:]
    if arguments and arguments[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if len(arguments) < 2 or (arguments[0].startswith("-") and arguments[0] != "-"):
        sys.stderr.write(USAGE + "\n")
        return 2
    schema_path, files = arguments[0], arguments[1:]

    try:
        schema = read_json(schema_path)
    except JSONProblem as problem:
        sys.stderr.write("invalid schema %s: %s\n" % (schema_path, problem))
        return 2
    declared = schema.get("$schema") if isinstance(schema, dict) else None
    if declared is not None and (not isinstance(declared, str) or declared.rstrip("#") not in DRAFTS):
        sys.stderr.write("invalid schema %s: $[\"$schema\"]: %s is not a draft this script knows (%s)\n" % (
            schema_path, json.dumps(declared), ", ".join(sorted(DRAFTS))))
        return 2
    draft = DRAFTS[declared.rstrip("#")] if declared is not None else jsonschema.Draft202012Validator
    try:
        draft.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        sys.stderr.write("invalid schema %s: %s: %s\n" % (
            schema_path, json_path(list(error.absolute_path)), error.message))
        return 2
    broken = unresolved_references(schema)
    if broken:
        for where, ref in broken:
            sys.stderr.write("invalid schema %s: %s: unresolved reference %s\n" % (schema_path, where, json.dumps(ref)))
        return 2

    if definition is not None:
        if not isinstance(schema.get("$defs"), dict) or definition not in schema["$defs"]:
            names = ", ".join(sorted(schema.get("$defs", {}))) if isinstance(schema.get("$defs"), dict) else "none"
            sys.stderr.write("schema %s has no $defs entry %s; it has: %s\n" % (schema_path, json.dumps(definition), names))
            return 2
        # The same document (same $id and $defs, so every reference resolves as before) whose root is the definition.
        root = {key: schema[key] for key in ("$schema", "$id", "$defs") if key in schema}
        root["$ref"] = "#/$defs/" + definition.replace("~", "~0").replace("/", "~1")
        schema = root

    validator = draft(schema)
    all_ok = True
    for path in files:
        try:
            instance = read_json(path)
        except JSONProblem as problem:
            print("invalid %s: %s" % (path, problem))
            all_ok = False
            continue
        error = first_error(validator, instance)
        if error is None:
            print("ok %s" % path)
        else:
            print("invalid %s: %s" % (path, error))
            all_ok = False
    sys.stdout.flush()
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
