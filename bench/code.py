#!/usr/bin/env python3
"""`flare code` of every example, whole process (start-up included), for BENCHMARKS.md.

Usage: bench/code.py [RUNS]   (build first: swift build -c release --product flare; FLARE=path for another build)
Runs each example RUNS times (default 40), interleaved so a burst of load on the shared machine hits every
example alike, and prints per example the median and max wall-clock milliseconds and the median CPU time
(user + system, from wait4): on a loaded machine the wall clock mostly measures the wait for a core.
"""
import glob
import os
import statistics
import subprocess
import sys
import time

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
flare = os.environ.get("FLARE", ".build/release/flare")
examples = sorted(glob.glob("data/examples/*.yaml") + glob.glob("data/examples/*.json"))
wall = {e: [] for e in examples}
cpu = {e: [] for e in examples}
load = os.getloadavg()[0]
for _ in range(runs):
    for e in examples:
        start = time.perf_counter()
        p = subprocess.Popen([flare, "code", e], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        wall[e].append((time.perf_counter() - start) * 1000)
        cpu[e].append((usage.ru_utime + usage.ru_stime) * 1000)
        if status != 0:
            sys.exit(f"flare code {e} failed ({status})")
print(f"{flare}, {runs} runs per example, load average {load:.1f} before and {os.getloadavg()[0]:.1f} after")
print()
print("| example | wall median | wall max | CPU (user+sys) median |")
print("|---|---|---|---|")
for e in examples:
    print(f"| `{os.path.basename(e)}` | {statistics.median(wall[e]):.1f} ms | {max(wall[e]):.1f} ms "
          f"| {statistics.median(cpu[e]):.1f} ms |")
