#!/usr/bin/env python3
"""Prints, from a callgrind output file, each function's calls and instructions per call
(inclusive and self), for the functions whose name matches a pattern (default: FoldKit's).
Usage: scripts/callgrind-per-call.py CALLGRIND_OUT [REGEX] [LINES]"""
import collections, re, sys

def main():
    path = sys.argv[1]
    pattern = re.compile(sys.argv[2] if len(sys.argv) > 2 else r"FoldKit")
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    names, selfcost, inclusive, calls = {}, collections.Counter(), collections.Counter(), collections.Counter()
    current, callee, pending = None, None, False
    def name(token):
        m = re.match(r"\((\d+)\)(?: (.*))?", token)
        if not m:
            return token
        if m.group(2):
            names[m.group(1)] = m.group(2)
        return names.get(m.group(1), token)
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("fn="):
            current = name(line[3:]); pending = False
        elif line.startswith("cfn="):
            callee = name(line[4:])
        elif line.startswith("calls="):
            calls[callee] += int(line.split()[0][6:]); pending = True
        elif line and (line[0].isdigit() or line[0] in "+-*") and current:
            parts = line.split()
            cost = int(parts[1]) if len(parts) > 1 else 0
            if pending:
                inclusive[current] += cost; pending = False
            else:
                selfcost[current] += cost; inclusive[current] += cost
    rows = [(f, calls[f], inclusive[f], selfcost[f]) for f in inclusive if pattern.search(f) and calls[f] > 0]
    rows.sort(key=lambda r: -r[2])
    print(f"{'calls':>10} {'incl/call':>10} {'self/call':>10}  function")
    for f, n, inc, s in rows[:limit]:
        print(f"{n:>10} {inc / n:>10.0f} {s / n:>10.0f}  {f[:150]}")

main()
