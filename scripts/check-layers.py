#!/usr/bin/env python3
"""Checks that no file of the FoldKit engine refers to a later layer: the layer order as a check.

Every folder of Sources/FoldKit is one layer; a file may use what its own layer and the layers
before it declare, never what a later one does (the order, and why, is in LAYERS below and in
Sources/FoldKit/README.md). The check knows each folder's layer, finds the names each folder
declares — top-level types and type aliases, top-level functions and constants, and the members
its extensions add to types FoldKit does not declare (CGRect, CGSize, Array, …) — then tokenises
every Swift file, ignoring comments and the text of string literals (the code of an interpolation
counts), and reports each use of a later layer's name on one line:

    Sources/FoldKit/Device/X.swift:12: Device uses UILayerMetrics (UILayer), a later layer

A member added to a foreign type counts when it is written after a dot (`rect.strips(beside:)`)
and only when no earlier layer declares a member of that name. An extension of a later layer's
type counts as a use of that type. Exits 1 when there is a violation or a folder without a layer.
Python 3 standard library only.
Usage: scripts/check-layers.py [ROOT]   (ROOT: the repository, default: this script's parent folder)
"""
import os
import re
import sys

MODULE = os.path.join("Sources", "FoldKit")

# The layers in order, earliest first: (folder, what it holds). A layer may use itself and every
# layer above it in this list, never one below it.
LAYERS = [
    ("Vocabulary", "the shared enums and values several layers speak: layout direction, axis, orientation, "
                   "size classes, physical sides, postures, display roles, UI-layer metrics"),
    ("Geometry", "helpers on CGRect, insets, the pixel grid, number formatting for messages"),
    ("Input", "strict JSON reading with located errors"),
    ("Regions", "reserved regions, the layout space and its queries, the one core that splits containers"),
    ("Device", "device profiles, states and presets, resolved into a layout space"),
    ("Arrangement", "the two-view arrangement: requests, split and overlay styles, results"),
    ("ListDetail", "the list-detail rule, on the arrangement's request"),
    ("SplitView", "the two-column split view, on the arrangement's request"),
    ("Grid", "the fold-aware grid"),
    ("Displacement", "displacement by purpose, and the placement error the placement solvers share"),
    ("Rows", "list rows whose controls keep off the fold (they share the placement error)"),
    ("Presentation", "alerts, sheets, popovers, menus, toasts and pinned overlays (they place by displacement)"),
    ("UILayer", "tabs, toolbars and titles placed by the system"),
    ("Transition", "what changes between two spaces"),
    ("Controller", "the arrangement controller: a style and a space kept up to date, returning transitions"),
    ("", "the module's root: the deprecated names of earlier releases, forwarding to every layer"),
]

# Folders of the module that hold no Swift code the check reads.
NOT_LAYERS = {"FoldKit.docc", "Resources"}

TYPE_DECL = re.compile(r"\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)")
FUNC_DECL = re.compile(r"\bfunc\s+([A-Za-z_]\w*)")
VALUE_DECL = re.compile(r"\b(?:let|var)\s+([A-Za-z_]\w*)")
EXTENSION = re.compile(r"\bextension\s+([A-Za-z_][\w.]*)")
IDENTIFIER = re.compile(r"`?([A-Za-z_]\w*)`?")
KEYWORDS = {"static", "public", "private", "fileprivate", "internal", "mutating", "nonmutating", "override",
            "final", "inlinable", "inline", "usableFromInline", "discardableResult"}


def code_of(text):
    """`text` with comments and string-literal text replaced by spaces (newlines kept, so line
    numbers stay); the code inside string interpolations is kept."""
    out = []
    i, n = 0, len(text)
    # A stack of contexts: ("code", parens) where parens counts open parentheses of an
    # interpolation (None at top level), or ("string", quotes, hashes) inside a literal.
    stack = [("code", None)]
    while i < n:
        context = stack[-1]
        c = text[i]
        if context[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                out.append(" " * (end - i))
                i = end
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
                i = j
                continue
            match = re.match(r'(#*)("""|")', text[i:])
            if match and (match.group(1) or c == '"'):
                hashes, quotes = len(match.group(1)), match.group(2)
                out.append(" " * len(match.group(0)))
                i += len(match.group(0))
                stack.append(("string", quotes, hashes))
                continue
            if context[1] is not None:
                if c == "(":
                    stack[-1] = ("code", context[1] + 1)
                elif c == ")":
                    if context[1] == 0:
                        stack.pop()
                        out.append(" ")
                        i += 1
                        continue
                    stack[-1] = ("code", context[1] - 1)
            out.append(c)
            i += 1
        else:
            _, quotes, hashes = context
            close = quotes + "#" * hashes
            interpolation = "\\" + "#" * hashes + "("
            if text.startswith(close, i):
                out.append(" " * len(close))
                i += len(close)
                stack.pop()
            elif text.startswith(interpolation, i):
                out.append(" " * len(interpolation))
                i += len(interpolation)
                stack.append(("code", 0))
            elif c == "\\" and hashes == 0 and i + 1 < n:
                out.append("  " if text[i + 1] != "\n" else " \n")
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
    return "".join(out)


def top_level(code):
    """The parts of `code` at brace depth 0, and for each top-level `extension T { … }` the
    extended type and the text of its body at depth 1 (nested bodies blanked)."""
    outside, extensions = [], []
    depth, body, extended = 0, None, None
    pending = None
    i = 0
    for match in re.finditer(r"[{}]|\bextension\s+[A-Za-z_][\w.]*", code):
        token = match.group(0)
        if token.startswith("extension"):
            if depth == 0:
                pending = token.split()[1]
            continue
        if depth == 0:
            outside.append(code[i:match.start()])
        elif depth == 1 and body is not None:
            body.append(code[i:match.start()])
        if token == "{":
            if depth == 0:
                extended, pending = pending, None
                body = [] if extended else None
            depth += 1
        else:
            depth -= 1
            if depth == 0 and body is not None:
                extensions.append((extended, "".join(body)))
                body, extended = None, None
        i = match.end()
    if depth == 0:
        outside.append(code[i:])
    return "".join(outside), extensions


def layer_of(path):
    """The index in LAYERS of the folder holding `path` (relative to the module), or None."""
    parts = path.split(os.sep)
    folder = parts[0] if len(parts) > 1 else ""
    for index, (name, _) in enumerate(LAYERS):
        if name == folder:
            return index
    return None


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    module = os.path.join(root, MODULE)
    files, problems = {}, []
    for directory, folders, names in os.walk(module):
        relative_dir = os.path.relpath(directory, module)
        folders[:] = sorted(f for f in folders if not (relative_dir == "." and f in NOT_LAYERS))
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            relative = os.path.normpath(os.path.join(relative_dir, name))
            layer = layer_of(relative)
            if layer is None:
                problems.append(f"{os.path.join(MODULE, relative)}: folder '{relative.split(os.sep)[0]}' has no layer; "
                                f"add it to LAYERS in scripts/check-layers.py")
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as handle:
                files[relative] = (layer, code_of(handle.read()))

    types, members, globals_ = {}, {}, {}   # name -> layer (types, globals); name -> set of layers (members)
    extended_types = []
    for relative, (layer, code) in files.items():
        outside, extensions = top_level(code)
        for name in TYPE_DECL.findall(outside):
            types.setdefault(name, layer)
        for name in FUNC_DECL.findall(outside) + VALUE_DECL.findall(outside):
            globals_.setdefault(name, layer)
        for extended, body in extensions:
            extended_types.append((extended, layer, body))
    for extended, layer, body in extended_types:
        if extended.split(".")[0] in types:
            continue   # FoldKit's own type: its members and nested types are reached through it
        for name in TYPE_DECL.findall(body) + FUNC_DECL.findall(body) + VALUE_DECL.findall(body):
            members.setdefault(name, set()).add(layer)

    for relative, (layer, code) in sorted(files.items()):
        path = os.path.join(MODULE, relative)
        seen = set()
        for line_number, line in enumerate(code.split("\n"), start=1):
            for match in IDENTIFIER.finditer(line):
                name = match.group(1)
                before = line[:match.start()].rstrip()
                after_dot = before.endswith(".") and not before.endswith("..")
                used, kind = None, None
                if not after_dot and name in types and types[name] > layer:
                    used = types[name]
                elif not after_dot and name in globals_ and globals_[name] > layer and name not in KEYWORDS:
                    used = globals_[name]
                elif after_dot and name in members and min(members[name]) > layer:
                    used = min(members[name])
                if used is None or (line_number, name) in seen:
                    continue
                seen.add((line_number, name))
                problems.append(f"{path}:{line_number}: {LAYERS[layer][0] or 'the module root'} uses {name} "
                                f"({LAYERS[used][0] or 'the module root'}), a later layer")

    for problem in problems:
        print(problem)
    sys.stdout.flush()
    if problems:
        print(f"error: {len(problems)} use(s) against the layer order; see LAYERS in scripts/check-layers.py", file=sys.stderr)
        return 1
    print(f"layers: {len(files)} files in {len(LAYERS)} layers, every use runs with the order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
