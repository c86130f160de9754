#!/usr/bin/env python3
"""Hostile-export campaign: N mutated specs through `flare export`, headless, each with a time limit.

Counts crashes (killed by a signal), hangs (over the limit), peak memory per run (GNU time's maximum resident
set), and private Xvfb servers left running. Usage (from the repository root, after `swift build -c release`):

    python3 bench/mutate-export.py [--runs 1000] [--timeout 20] [--flare .build/release/flare] [--seed 1]
"""
import argparse, os, random, shutil, subprocess, sys, tempfile

HOSTILE = ["1e19", "-1e300", "3e9", "100000000000", "\x1b[2J", "../../../../etc/passwd", "/dev/zero", "&a [*a, *a]",
           "{", "- ", ": :", "\r", "\u2028", "nan", "a" * 5000, "builtin:nope", "pipe.png", "huge.png", "huge.svg"]

def mutate(text, rng):
    for _ in range(rng.randint(1, 6)):
        if not text:
            break
        i = rng.randrange(len(text))
        op = rng.randrange(6)
        if op == 0:
            text = text[:i] + chr(rng.randrange(32, 127)) + text[i + 1:]
        elif op == 1:
            text = text[:i] + text[i + rng.randint(1, 40):]
        elif op == 2:
            text = text[:i] + rng.choice(HOSTILE) + text[i:]
        elif op == 3:
            end = min(len(text), i + rng.randint(1, 300))
            text = text[:end] + text[i:end] + text[end:]
        elif op == 4:
            digits = [j for j in range(i, len(text)) if text[j].isdigit()]
            if digits:
                j = digits[0]
                text = text[:j + 1] + "e308" + text[j + 1:]
        else:
            text = text[:i] + "\n    " + text[i:]
    return text

def bombs(folder):
    """A PNG header declaring 60000x60000 pixels, a 30000-pixel SVG, and a FIFO, beside the specs."""
    import struct, zlib
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 60000, 60000, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(60000 * 4 + 1) * 2)) + chunk(b"IEND", b"")
    open(os.path.join(folder, "huge.png"), "wb").write(png)
    open(os.path.join(folder, "huge.svg"), "w").write(
        '<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="30000" height="30000"/></svg>')
    os.mkfifo(os.path.join(folder, "pipe.png"))

def xvfbs():
    out = subprocess.run(["pgrep", "-x", "Xvfb"], capture_output=True, text=True).stdout
    return set(out.split())

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--flare", default=".build/release/flare")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    flare = os.path.abspath(args.flare)
    work = tempfile.mkdtemp(prefix="flare-mutants-")
    examples = os.path.join(work, "examples")
    shutil.copytree("data/examples", examples)
    bombs(examples)
    seeds = [os.path.join(examples, n) for n in sorted(os.listdir(examples)) if n.endswith((".yaml", ".json"))]
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    before = xvfbs()
    crashes, hangs, peak, worst, rendered = [], [], 0, "", 0
    for run in range(args.runs):
        seed = rng.choice(seeds)
        text = mutate(open(seed, encoding="utf-8").read(), rng)
        spec = os.path.join(examples, "mutant%s" % os.path.splitext(seed)[1])
        open(spec, "w", encoding="utf-8", errors="surrogatepass").write(text)
        out = os.path.join(work, "out")
        cmd = ["/usr/bin/time", "-f", "%M", flare, "export", spec, "--out", out, "--scale", str(rng.randint(1, 3))]
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=args.timeout, errors="replace")
        except subprocess.TimeoutExpired:
            hangs.append(run)
            shutil.copy(spec, os.path.join(work, "hang-%d.yaml" % run))
            continue
        last = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "0"
        rss = int(last) if last.isdigit() else 0
        if rss > peak:
            peak, worst = rss, "run %d (%s)" % (run, os.path.basename(seed))
        rendered += p.returncode == 0
        if "terminated by signal" in p.stderr or p.returncode not in (0, 1):
            crashes.append(run)
            shutil.copy(spec, os.path.join(work, "crash-%d.yaml" % run))
        shutil.rmtree(out, ignore_errors=True)
    left = xvfbs() - before
    print("runs: %d (%d exported images, the rest stopped at their diagnostics)  crashes: %d  hangs (> %g s): %d  "
          "peak RSS: %.0f MB (%s)  Xvfb left running: %d"
          % (args.runs, rendered, len(crashes), args.timeout, len(hangs), peak / 1024, worst, len(left)))
    print("inputs of failures kept in %s" % work if crashes or hangs else "work folder: %s" % work)
    return 1 if crashes or hangs or left or peak > 1024 * 1024 else 0

if __name__ == "__main__":
    sys.exit(main())
