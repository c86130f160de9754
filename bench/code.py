#!/usr/bin/env python3
"""`flare code` of every example, whole process (start-up included), for BENCHMARKS.md.

Usage: bench/code.py [RUNS]   (build first: swift build -c release --product flare; FLARE=path for another build)
Runs each example RUNS times (default 40), interleaved so a burst of load on the shared machine hits every
example alike, and prints per example the median and max wall-clock milliseconds and the median CPU time
(user + system, from wait4): on a loaded machine the wall clock mostly measures the wait for a core.
FLARE=a:b compares builds: each run of each example runs a, then b, so both see the same load; one table each,
then `--version` alone (the start-up floor) for each.
"""
import glob
import os
import statistics
import subprocess
import sys
import time

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
flares = os.environ.get("FLARE", ".build/release/flare").split(":")
examples = sorted(glob.glob("data/examples/*.yaml") + glob.glob("data/examples/*.json"))
cases = [["code", e] for e in examples] + [["--version"]]
wall = {(f, c[-1]): [] for f in flares for c in cases}
cpu = {(f, c[-1]): [] for f in flares for c in cases}
load = os.getloadavg()[0]
for _ in range(runs):
    for c in cases:
        for f in flares:
            start = time.perf_counter()
            p = subprocess.Popen([f] + c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(p.pid, 0)
            wall[(f, c[-1])].append((time.perf_counter() - start) * 1000)
            cpu[(f, c[-1])].append((usage.ru_utime + usage.ru_stime) * 1000)
            if status != 0:
                sys.exit(f"{f} {' '.join(c)} failed ({status})")
print(f"{', '.join(flares)}: {runs} runs per example, load average {load:.1f} before and {os.getloadavg()[0]:.1f} after")
for f in flares:
    print()
    print(f"`{f}`:")
    print()
    print("| example | wall median | wall max | CPU (user+sys) median |")
    print("|---|---|---|---|")
    for c in cases:
        name = f"`{os.path.basename(c[-1])}`" if c[0] == "code" else f"`{c[-1]}` alone"
        w, u = wall[(f, c[-1])], cpu[(f, c[-1])]
        print(f"| {name} | {statistics.median(w):.1f} ms | {max(w):.1f} ms | {statistics.median(u):.1f} ms |")
