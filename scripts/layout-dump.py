#!/usr/bin/env python3
"""Writes `foldkit layout --format json` of every built-in scene on every built-in device, in every
posture the device takes and both layout directions, plus the camera-streaming and Live Activity
variants, into OUT_DIR (one file each), so two builds' layouts can be compared with `diff -r`.

Usage: scripts/layout-dump.py OUT_DIR [--bin PATH] [--scenes DIR]
  (defaults: .build/release/foldkit and the built-in scenes; --scenes lays out another folder of
  scenes, e.g. an earlier commit's built-ins, to tell the engine's changes from the scenes')
"""
import json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit("usage: scripts/layout-dump.py OUT_DIR [--bin PATH] [--scenes DIR]")
    out = args[0]
    binary = args[args.index("--bin") + 1] if "--bin" in args else ".build/release/foldkit"
    os.makedirs(out, exist_ok=True)
    scenes_dir = args[args.index("--scenes") + 1] if "--scenes" in args else "Sources/FoldKitScenes/Resources/Scenes"
    scenes = sorted(f for f in os.listdir(scenes_dir) if f.endswith(".json"))
    devices = json.loads(subprocess.run([binary, "devices", "--format", "json"], check=True, capture_output=True, text=True).stdout)["devices"]
    jobs = []
    for device in devices:
        postures = ["closed", "closed-landscape", "flat", "flat-rotated", "book", "tabletop"]
        for scene in scenes:
            for posture in postures:
                for direction in ("ltr", "rtl"):
                    for extra in ([], ["--camera-streaming"], ["--live-activity"]):
                        name = f"{scene[:-5]}.{device['id']}.{posture}.{direction}{''.join(e.replace('--', '.') for e in extra)}.json"
                        cmd = [binary, "layout", os.path.join(scenes_dir, scene), "--device", device["id"], "--posture", posture,
                               "--layout-direction", direction, "--format", "json"] + extra
                        jobs.append((name, cmd))
    def run(job):
        name, cmd = job
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode == 0:
            with open(os.path.join(out, name), "w") as f:
                f.write(r.stdout)
            return 1
        return 0
    with ThreadPoolExecutor(max_workers=4) as pool:
        written = sum(pool.map(run, jobs))
    print(f"{written} layouts in {out}")

main()
