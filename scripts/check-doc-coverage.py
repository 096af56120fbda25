#!/usr/bin/env python3
"""Lists public symbols of the given modules that have no doc comment; exits 1 if any.

Reads the symbol graphs that scripts/build-docs.sh extracts (.build/symbol-graphs). Symbols that
are only inherited or synthesized (protocol requirements' default implementations, conformances
such as `==` or `hash(into:)`, `init(from:)`, CodingKeys) are not ours to document and are skipped.
Usage: scripts/check-doc-coverage.py [MODULE ...]   (default: FoldKit)
"""
import glob, json, os, sys

SKIP_NAMES = {"==(_:_:)", "!=(_:_:)", "hash(into:)", "hashValue", "init(from:)", "encode(to:)", "init(rawValue:)",
              "rawValue", "description", "allCases", "id", "init(stringValue:)", "init(intValue:)", "stringValue",
              "intValue", "testDescription", "next()"}

def main():
    modules = sys.argv[1:] or ["FoldKit"]
    missing = []
    for module in modules:
        # MODULE.symbols.json and MODULE@OTHER.symbols.json (MODULE's extensions of OTHER's types,
        # e.g. FoldKit's CGRect helpers: written in MODULE, so documented there).
        paths = glob.glob(os.path.join(".build", "symbol-graphs", f"{module}.symbols.json"))
        paths += glob.glob(os.path.join(".build", "symbol-graphs", f"{module}@*.symbols.json"))
        for path in paths:
            graph = json.load(open(path))
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                name = symbol["names"]["title"]
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue  # inherited from a protocol extension of another module
                if name in SKIP_NAMES or symbol.get("docComment") or "swiftExtension" in symbol and symbol["pathComponents"][0].startswith("_"):
                    continue
                if symbol["kind"]["identifier"] in ("swift.associatedtype",):
                    continue
                missing.append(f"{module}: {'.'.join(symbol['pathComponents'])} ({symbol['kind']['displayName']})")
    for line in sorted(set(missing)):
        print(f"undocumented: {line}")
    print(f"{len(set(missing))} undocumented public symbols")
    sys.exit(1 if missing else 0)

main()
