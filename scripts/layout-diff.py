#!/usr/bin/env python3
"""Compares two folders written by scripts/layout-dump.py: for each layout that changed, the nodes
whose frame, visibility, z-index or region changed, one line each, grouped by scene and node so a
change that repeats across devices and postures is read once.

Frames are compared to within 0.001 pt (the text output's precision is 0.01 pt), so a change in
the last printed digit of the JSON is not a change of layout.

Usage: scripts/layout-diff.py BEFORE_DIR AFTER_DIR [--detail]
"""
import json, os, sys
from collections import defaultdict

def rect(r):
    return "none" if r is None else f"({r['x']:g}, {r['y']:g}, {r['width']:g}, {r['height']:g})"

TOLERANCE = 0.001

def same(key, a, b):
    if key == "frame" and a is not None and b is not None:
        return all(abs(a[k] - b[k]) <= TOLERANCE for k in ("x", "y", "width", "height"))
    return a == b

def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        sys.exit("usage: scripts/layout-diff.py BEFORE_DIR AFTER_DIR [--detail]")
    before, after = args
    detail = "--detail" in sys.argv
    names = sorted(set(os.listdir(before)) | set(os.listdir(after)))
    groups = defaultdict(list)
    changed_files = 0
    for name in names:
        a = os.path.join(before, name); b = os.path.join(after, name)
        if not os.path.exists(a) or not os.path.exists(b):
            groups[("(file)", "only in one")].append(name); changed_files += 1; continue
        if open(a).read() == open(b).read():
            continue
        old = {n["id"]: n for n in json.load(open(a))["nodes"]}
        new = {n["id"]: n for n in json.load(open(b))["nodes"]}
        scene = name.split(".")[0]
        layout_changed = False
        for node_id in sorted(set(old) | set(new)):
            o, n = old.get(node_id), new.get(node_id)
            if o is None or n is None:
                groups[(scene, node_id)].append(f"{name}: {'added' if o is None else 'removed'}"); layout_changed = True; continue
            diffs = [k for k in ("frame", "isVisible", "zIndex", "region") if not same(k, o.get(k), n.get(k))]
            if diffs:
                parts = []
                for k in diffs:
                    ov, nv = o.get(k), n.get(k)
                    parts.append(f"{k} {rect(ov) if k == 'frame' else ov} → {rect(nv) if k == 'frame' else nv}")
                groups[(scene, node_id)].append(f"{name}: " + "; ".join(parts)); layout_changed = True
        changed_files += layout_changed
    print(f"{changed_files} layouts changed")
    for (scene, node_id), lines in sorted(groups.items()):
        print(f"{scene} / {node_id}: {len(lines)} layouts")
        for line in (lines if detail else lines[:2]):
            print("   ", line)

main()
